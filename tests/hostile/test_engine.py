"""Engine crashes found by fuzzing, fixed as classes (issue 14, items 10 and 12): an
instruction no one can carry out, an uncontrolled battlefield's cost modifier, and amounts
beyond what a game can hold."""

from __future__ import annotations

import time

import pytest

from riftrules.cards import pool
from riftrules.effects import compile_text
from riftrules.engine import Game, play_card, run_effect
from riftrules.engine.amounts import MAX_AMOUNT

CARDS = {card.name: card for card in pool.load()}
RUNES = {name: card for name, card in CARDS.items() if card.type == "Rune"}


def _spell(text: str) -> tuple[Game, list[str]]:
    game = Game(("A", "B"), seed=1)
    you = game.player("A")
    for _ in range(6):
        game.add_card(you, "main_deck")
    run_effect(game, compile_text(text, card_type="Spell").effect, you)
    return game, [event.kind for event in game.log]


def test_a_put_with_no_legal_target_does_nothing_and_says_so():
    """Item 10: Keeper's Verdict with no enemy unit raised IndexError ("Its owner places it
    …": no card, so no owner). Rule 055: the impossible instruction is ignored."""
    game, kinds = _spell(CARDS["Keeper's Verdict"].text)
    assert kinds == ["impossible"]
    assert game.log[0].cites == ("055",) and game.log[0].data.instruction == "put"
    assert all(len(p.main_deck) == (6 if p.name == "A" else 0) for p in game.players)


@pytest.mark.parametrize(
    ("battlefield", "card", "rune", "cost"),
    [
        ("Ornn's Forge", "Mask of Foresight", "Calm Rune", 2),
        ("Marai Spire", "Blood Rush", "Fury Rune", 1),
    ],
)
def test_an_uncontrolled_battlefield_changes_no_cost(battlefield, card, rune, cost):
    """Item 10: playing a card while an *uncontrolled* battlefield has a cost modifier raised
    AttributeError. Rule 190.6.d: with no controller, its "you" refers to no one."""
    field_card = CARDS[battlefield]
    script = compile_text(field_card.text, field_card.type)
    game = Game(("A", "B"), scripts=lambda obj: script if obj.card is field_card else None)
    a = game.players[0]
    field = game.add_battlefield(battlefield, card=field_card)
    assert field.controller is None
    for _ in range(3):
        game.add_card(a, "runes", rune, card=RUNES[rune])
    game.add_card(a, "base", "u", type="Unit", might=1)
    played = game.add_card(a, "hand", card, card=CARDS[card])
    assert play_card(game, a, played) is played
    assert sum(r.exhausted for r in a.runes) == cost  # its full cost: no discount
    # (controlled, the same battlefield discounts it: tests/engine/test_cost_modifiers.py)


@pytest.mark.parametrize(
    "text",
    [
        "Play 10000000 1 [M] Recruit unit tokens.",
        "Draw 100000000.",
        f"Play {MAX_AMOUNT + 1} 1 [M] Recruit unit tokens.",
    ],
)
def test_an_amount_beyond_what_a_game_holds_is_refused(text: str):
    """Item 12: "Play 10000000 1 [M] Recruit unit tokens." ran past 30 s."""
    started = time.perf_counter()
    game, kinds = _spell(text)
    assert time.perf_counter() - started < 5  # a guard against the loop, not a speed figure
    assert kinds == ["impossible"]
    assert game.log[0].amount > MAX_AMOUNT and game.log[0].cites == ("055",)
    assert not any(p.base for p in game.players) and len(game.player("A").hand) == 0


def test_an_amount_a_game_holds_is_played():
    _, kinds = _spell(f"Play {MAX_AMOUNT} 1 [M] Recruit unit tokens.")
    assert kinds.count("play") == MAX_AMOUNT and "impossible" not in kinds
