"""Every executable card of the pool runs in a generic game without error and conserves its
cards; its generated Python source builds the same effects and gives the same event log."""

from collections import Counter
from pathlib import Path

import pytest

from riftrules.cards import pool
from riftrules.codegen import build, generate
from riftrules.effects import NotCompiled, compile_text
from riftrules.engine import (
    ActivatedAbility,
    FlowCost,
    Game,
    activate,
    ambush,
    hide,
    play_card,
    play_hidden,
    run_effect,
    zones,
)
from riftrules.engine.abilities import AS_PLAYED
from riftrules.engine.audit import check_conservation
from riftrules.engine.board import move, play
from riftrules.engine.events import KINDS
from riftrules.engine.hiding import has_permission
from riftrules.engine.scoring import conquer, hold
from riftrules.engine.triggering import settle
from riftrules.engine.turn import start_turn


def executable_cards():
    cards = []
    for card in pool.load():
        if not card.text:
            continue
        try:
            compile_text(card.text, card.type)
        except NotCompiled:
            continue
        cards.append(card)
    return cards


CARDS = executable_cards()
README = Path(__file__).resolve().parents[2] / "README.md"


def generic_game(card, script, seed: int = 3) -> Game:
    """Two players with decks, hands, trash and runes, units of both at a battlefield and in
    base, and ``card`` in A's hand, compiled to ``script``."""
    game = Game(
        ("A", "B"), mode="duel", seed=seed, scripts=lambda obj: script if obj.card is card else None
    )
    field = game.add_battlefield("Bf1")
    for player in game.players:
        for n in range(6):
            game.add_card(player, "main_deck", f"{player.name}d{n}", type="Unit", might=n)
        for n in range(2):
            game.add_card(player, "trash", f"{player.name}t{n}", type="Spell")
            game.add_card(player, "hand", f"{player.name}h{n}", type="Unit", might=2)
            game.add_card(player, "rune_deck", f"{player.name}r{n}", type="Rune")
        unit = game.add_card(player, "hand", f"{player.name}u", type="Unit", might=3)
        play(game, player, unit, field, exhausted=False)
        base = game.add_card(player, "hand", f"{player.name}b", type="Unit", might=1)
        play(game, player, base, None, exhausted=False)
    game.add_card(game.players[0], "hand", card.name, card=card)
    return game


def exercise(card, script, seed: int = 3) -> Game:
    """A spell's instructions run with A as "you"; a permanent is played from A's hand, what
    its play triggers resolves, and each of its activated abilities is activated, A's Rune Pool
    holding [4][A][A] (an Equipment attaches if it can). A card with [Hidden] is hidden at Bf1
    (A controls it) and played from there on B's turn; a unit with [Ambush] is played to Bf1,
    where A has a unit. A battlefield joins the board, A's unit in base moves there and A
    conquers and holds it. A card with costs as it is played is played for its cost
    (:func:`_play_paying`). Every card is still in exactly one place afterwards."""
    game = generic_game(card, script, seed)
    a = game.players[0]
    expected = Counter(obj.uid for obj in game.all_cards())
    mine = next((obj for obj in a.hand if obj.card is card), None)
    if card.type == "Legend":
        _from_the_legend_zone(game, mine, script)
    elif card.type == "Battlefield":
        field = game.add_battlefield(card.name, card)
        unit = next(obj for obj in a.base if obj.type == "Unit")
        move(game, unit, field, a)
        conquer(game, a, field)
        hold(game, a, field)
        settle(game)
    elif mine is not None and has_permission(game, mine, "Hidden"):
        _from_hidden(game, mine)
    elif mine is not None and any(isinstance(x, AS_PLAYED) for x in script.abilities):
        _play_paying(game, a, mine, script)
    elif script.effect is not None:
        run_effect(game, script.effect, a)
    else:
        if has_permission(game, mine, "Ambush"):
            ambush(game, a, mine, game.battlefields[0])
        else:
            play(game, a, mine, None, exhausted=False)
        settle(game)
        _activate_all(game, mine)
    check_conservation(game, expected)
    assert set(game.log.kinds()) <= KINDS  # every event is of a kind scenarios may name
    return game


def _from_the_legend_zone(game: Game, mine, script) -> None:
    """A legend is placed in its Legend Zone (103.1.a, 107.4), never played: its abilities
    are in force there — each registered, and active unless its own condition is unmet —
    then A plays a unit, moves it to Bf1 and conquers, a turn passes, and each activated
    ability is activated."""
    a = game.players[0]
    assert script.effect is None  # never played: instructions of its own would never run
    zones.put(game, mine, a, "legend")
    assert mine.zone == "legend" and len(mine.abilities) == len(script.abilities)
    for entry in mine.abilities:
        assert entry.active(game) or getattr(entry.ability, "active_if", None) is not None
    unit = next(obj for obj in a.hand if obj.type == "Unit")
    play(game, a, unit, None, exhausted=False)
    settle(game)
    move(game, unit, game.battlefields[0], a)
    conquer(game, a, game.battlefields[0])
    settle(game)
    if not game.over:
        start_turn(game, a)
        settle(game)
    _activate_all(game, mine)
    assert mine.zone == "legend"  # 107.4.d: it is not removed from its zone


def _play_paying(game: Game, a, mine, script) -> None:
    """A card with costs as it is played ([Accelerate], [Repeat], [Flow], discounts) is played
    for its cost from a full Rune Pool, each optional cost paid; a [Flow] spell from the
    trash."""
    if any(isinstance(ability, FlowCost) for ability in script.abilities):
        zones.put(game, mine, a, "trash")
    a.energy, a.power = 20, 20
    where = mine.zone
    if play_card(game, a, mine) is None:  # a cost it cannot pay ("kill a friendly [Mighty] unit")
        assert mine.zone == where
    settle(game)
    if mine.on_board and not game.over:
        _activate_all(game, mine)


def _from_hidden(game: Game, mine) -> None:
    a, b = game.players
    field = game.battlefields[0]
    field.controller = a
    a.power = 1
    assert hide(game, a, mine, field)
    start_turn(game, b)
    assert play_hidden(game, a, mine) is mine
    assert mine.battlefield is field or not mine.on_board  # 811.1.d.1 (gear too, till cleanup)
    settle(game)
    if mine.on_board and not game.over:
        _activate_all(game, mine)


def _activate_all(game: Game, mine) -> None:
    a = game.players[0]
    a.energy, a.power = 4, 2
    activated = [e for e in mine.abilities if isinstance(e.ability, ActivatedAbility)]
    for index in range(len(activated)):
        if mine.in_force and not game.over:
            activate(game, a, mine, index)


@pytest.mark.parametrize("card", CARDS, ids=lambda c: c.id)
def test_executable_card_runs_and_conserves_cards(card):
    exercise(card, compile_text(card.text, card.type))


@pytest.mark.parametrize("card", CARDS, ids=lambda c: c.id)
def test_generated_code_gives_the_same_log(card):
    compiled = compile_text(card.text, card.type)
    generated = build(generate(card.text, card.type, card.name))
    assert generated == compiled
    first = exercise(card, compiled, seed=11).log.signature()
    second = exercise(card, generated, seed=11).log.signature()
    assert first == second


def test_the_executable_share_is_what_the_readme_says():
    texts = {card.text for card in pool.load() if card.text}
    executable = {card.text for card in CARDS}
    assert (len(executable), len(texts)) == (846, 907)
    share = f"{len(executable) / len(texts):.1%}".replace("%", " %")
    said = (
        f"**{len(executable)} of {len(texts)} distinct card texts ({share}) compile whole today**"
    )
    assert said in " ".join(README.read_text(encoding="utf-8").split())
    scenarios = len(list((README.parent / "rulebook" / "scenarios").glob("*.yaml")))
    assert f"the project's {scenarios} in" in README.read_text(encoding="utf-8")


def test_generated_code_quotes_card_text_safely():
    tricky = "When you play me, draw 1."
    source = generate(tricky, "Unit", name='Quote " \\ """ Card')
    assert build(source) == compile_text(tricky, "Unit")
    assert '"""' not in source.split("\n", 1)[1]  # only the docstring's own quotes
