"""A fronted "For each … this way," (issue 28): "Each opponent discards 1. For each card
discarded this way, play a 1 [M] Recruit unit token." — the rest done once for each card the
instruction before did that to (none discarded: none done)."""

from __future__ import annotations

from riftrules.effects import compile_text
from riftrules.engine import Context
from riftrules.engine.state import Game
from riftrules.engine.triggering import settle

SPELL = compile_text(
    "Each opponent discards 1. For each card discarded this way, play a 1 [M] Recruit unit token.",
    "Spell",
)
DRAW = compile_text("Discard 2. For each card discarded this way, draw 1.", "Spell")


def _recruits(game: Game, player) -> int:
    return sum(1 for obj in player.base if obj.name == "Recruit")


def test_a_token_for_each_card_an_opponent_discarded():
    game = Game(("A", "B"), scripts=lambda obj: None)
    a, b = game.players
    game.add_card(b, "hand", "Card")
    SPELL.effect.run(Context(game, a))
    settle(game)
    assert len(b.hand) == 0 and len(b.trash) == 1
    assert _recruits(game, a) == 1 and _recruits(game, b) == 0


def test_nothing_discarded_no_token():
    game = Game(("A", "B"), scripts=lambda obj: None)
    a = game.players[0]
    SPELL.effect.run(Context(game, a))
    settle(game)
    assert _recruits(game, a) == 0


def test_draw_one_for_each_card_you_discarded():
    game = Game(("A", "B"), scripts=lambda obj: None, choices=[["C1"]])
    a = game.players[0]
    game.add_card(a, "hand", "C1")
    for _ in range(3):
        game.add_card(a, "main_deck", "Deck")
    DRAW.effect.run(Context(game, a))  # one card in hand: one discarded, one drawn
    settle(game)
    assert [c.name for c in a.trash] == ["C1"] and [c.name for c in a.hand] == ["Deck"]
