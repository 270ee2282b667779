"""Halves (issue 28): "Deal damage to a unit equal to half the number of cards in your trash,
rounded up." — the count read as the effect is done (your trash only), halved and made whole
as the text says; a half the text does not round, or a rounding after no half, is refused."""

from __future__ import annotations

import pytest

from riftrules.effects import NotCompiled, compile_text
from riftrules.engine import Context, Half, Rounding
from riftrules.engine.state import Game
from riftrules.engine.triggering import settle

UP = "Deal damage to a unit equal to half the number of cards in your trash, rounded up."
DOWN = "Deal damage to a unit equal to half the number of cards in your trash, rounded down."


def _damage(text: str, trashed: int) -> int:
    game = Game(("A", "B"), scripts=lambda obj: None)
    a, b = game.players
    for n in range(trashed):
        game.add_card(a, "trash", f"Card {n}")
    for n in range(4):
        game.add_card(b, "trash", f"Theirs {n}")  # not in your trash
    enemy = game.add_card(b, "base", "Enemy", type="Unit", might=9)
    compile_text(text, "Spell").effect.run(Context(game, a))
    settle(game)
    return enemy.damage


@pytest.mark.parametrize(
    ("text", "trashed", "dealt"),
    [(UP, 5, 3), (DOWN, 5, 2), (UP, 4, 2), (DOWN, 4, 2), (UP, 1, 1), (DOWN, 1, 0), (UP, 0, 0)],
)
def test_half_the_cards_in_your_trash_rounded_as_said(text, trashed, dealt):
    assert _damage(text, trashed) == dealt


def test_the_rounding_is_the_engine_value_of_the_half():
    effect = compile_text(UP, "Spell").effect
    assert isinstance(effect.count, Half) and effect.count.rounding is Rounding.UP


@pytest.mark.parametrize(
    ("text", "why"),
    [
        ("Draw cards equal to half the number of units you control.", "no rounding"),
        ("Draw cards equal to the number of units you control, rounded up.", "after no half"),
    ],
)
def test_a_half_not_rounded_or_a_rounding_of_no_half_is_refused(text, why):
    with pytest.raises(NotCompiled, match=why):
        compile_text(text, "Spell")
