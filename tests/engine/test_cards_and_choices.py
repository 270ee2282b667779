"""Cards and choices of the new set (issue 28), compiled from their text and run: whose hands
are revealed (424.1); "Until end of turn, …" lasts the turn as "… this turn" does; a card
hidden by an effect has only the permissions that effect gives it (421.3); "Your next spell
this turn has [Repeat] [1]" (820) for that spell alone."""

from __future__ import annotations

from riftrules.cards import pool
from riftrules.effects import compile_text
from riftrules.engine import Game, play_card
from riftrules.engine.actions import run_effect
from riftrules.engine.decisions import Activate, Choose, apply, deciding, legal_actions
from riftrules.engine.hiding import can_play_hidden
from riftrules.engine.names import HAND, RUNES
from riftrules.engine.turn import end_this_turn

CARDS = {card.name: card for card in pool.load()}


def _run(game: Game, text: str, player: int = 0) -> None:
    run_effect(game, compile_text(text, "Spell").effect, game.players[player])


def _revealed(game: Game) -> list[str]:
    return [c.name for e in game.log if e.kind == "reveal" for c in e.cards]


def test_your_opponents_reveal_their_hands_not_yours():
    game = Game(("A", "B", "C"), mode="ffa3")
    for player, name in zip(game.players, ("mine", "b's", "c's"), strict=True):
        game.add_card(player, HAND, name, type="Unit")
    _run(game, "Your opponents reveal their hands.")
    assert sorted(_revealed(game)) == ["b's", "c's"]


def test_until_end_of_turn_spells_cost_less_this_turn_only():
    """ "Until end of turn, spells you play cost [1] less. Draw 1.": Dredge Up ([2]) costs
    [1] this turn, for each spell played, and its full cost once the turn has ended."""
    game = Game(("A", "B"))
    a = game.players[0]
    for _ in range(4):
        game.add_card(a, RUNES, "Mind Rune", card=CARDS["Mind Rune"])
    game.add_card(a, "main_deck", "drawn", type="Unit")
    _run(game, "Until end of turn, spells you play cost [1] less. Draw 1.")
    assert [c.name for c in a.hand] == ["drawn"]
    first = game.add_card(a, HAND, "Dredge Up", card=CARDS["Dredge Up"])
    second = game.add_card(a, HAND, "Dredge Up", card=CARDS["Dredge Up"])
    assert play_card(game, a, first) is first and sum(r.exhausted for r in a.runes) == 1
    assert play_card(game, a, second) is second and sum(r.exhausted for r in a.runes) == 2
    end_this_turn(game)  # 317.2.c: what lasts "this turn" ends
    for rune in a.runes:
        rune.exhausted = False
    third = game.add_card(a, HAND, "Dredge Up", card=CARDS["Dredge Up"])
    assert play_card(game, a, third) is third and sum(r.exhausted for r in a.runes) == 2


def test_a_card_hidden_by_an_effect_is_not_played_from_there():
    """ "Hide a card from your hand.": the card goes facedown at the battlefield you control
    (421.1); the effect gives it no permission (421.3), so it is not played from there on a
    later turn, as a card hidden with [Hidden] is (811.1.b)."""
    game = Game(("A", "B"))
    a = game.players[0]
    card = game.add_card(a, HAND, "Sabotage", card=CARDS["Sabotage"])
    theirs = game.add_battlefield("theirs")
    theirs.controller = game.players[1]
    mine = game.add_battlefield("mine")
    mine.controller = a
    game.add_card(a, "battlefield", "holder", type="Unit", might=1, battlefield=mine)
    _run(game, "Hide a card from your hand.")
    assert card.zone == "facedown" and card.battlefield is mine and mine.facedown == [card]
    game.turn_number += 1
    assert not can_play_hidden(game, a, card)


def test_your_next_spell_this_turn_has_repeat_for_that_spell_only():
    """ "Your next spell this turn has [Repeat] [1].": Dredge Up ([2]) may be paid for with
    [1] more and draws twice (820); the spell after it has no [Repeat]."""
    dredge = CARDS["Dredge Up"]
    scripts = {dredge: compile_text(dredge.text, dredge.type)}
    game = Game(("A", "B"), scripts=lambda obj: scripts.get(obj.card))
    a = game.players[0]
    for n in range(6):
        game.add_card(a, "main_deck", f"d{n}")
    for _ in range(5):
        game.add_card(a, RUNES, "Mind Rune", card=CARDS["Mind Rune"])
    _run(game, "Your next spell this turn has [Repeat] [1].")
    first = game.add_card(a, HAND, "Dredge Up", card=dredge)
    assert play_card(game, a, first) is first
    assert [e.kind for e in game.log].count("draw") == 2
    assert sum(r.exhausted for r in a.runes) == 3
    second = game.add_card(a, HAND, "Dredge Up", card=dredge)
    assert play_card(game, a, second) is second
    assert [e.kind for e in game.log].count("draw") == 3
    assert sum(r.exhausted for r in a.runes) == 5


class _Gear:
    """A stand-in gear card with a text."""

    type = "Gear"
    might = energy = power = supertype = None
    tags = ()

    def __init__(self, text: str) -> None:
        self.text = text


def test_naming_is_a_decision_of_the_decision_interface():
    """Asked through the decision interface (``choices.asking``), "Name a card." waits on a
    decision whose options are the cards that may be named (762.2: no token); the answer given
    is the name the discard reads."""
    text = (
        "[E]: Name a card. Each opponent reveals their hand and discards each card with that name."
    )
    game = Game(
        ("A", "B"),
        scripts=lambda o: compile_text(o.card.text, "Gear") if o.type == "Gear" else None,
    )
    a, b = game.players
    game.add_card(a, "base", "Namer", card=_Gear(text))
    game.add_card(b, HAND, "Sabotage", card=CARDS["Sabotage"])
    game.add_card(b, HAND, "Pakaa Cub", card=CARDS["Pakaa Cub"])
    game.phase = "main"
    game.choices.asking = True
    apply(game, next(x for x in legal_actions(game) if isinstance(x, Activate)))
    decision = deciding(game)
    assert decision is not None and decision.prompt == "name a card"
    tokens = {c.name for c in CARDS.values() if c.supertype == "Token"}
    assert "Sabotage" in decision.options and not tokens & set(decision.options)
    apply(game, Choose("A", decision.options.index("Sabotage")))
    assert deciding(game) is None
    b = game.players[1]  # the state replayed with the answer: new objects
    assert [c.name for c in b.hand] == ["Pakaa Cub"] and [c.name for c in b.trash] == ["Sabotage"]
