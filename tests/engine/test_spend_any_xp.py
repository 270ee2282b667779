"""Spending any amount of XP (issue 28, 730.2): "Spend any amount of XP. Draw 1 for each XP
spent this way." — the player chooses how much, none at least and at most what they have;
"for each XP spent this way" after no spending is refused."""

from __future__ import annotations

import pytest

from riftrules.effects import NotCompiled, compile_text
from riftrules.engine import Context
from riftrules.engine.choices import ChoiceError
from riftrules.engine.state import Game

SPELL = compile_text("Spend any amount of XP. Draw 1 for each XP spent this way.", "Spell")


def _run(xp: int, answer) -> tuple[int, int]:
    game = Game(("A", "B"), scripts=lambda obj: None, choices=[answer])
    a = game.players[0]
    a.xp = xp
    for _ in range(5):
        game.add_card(a, "main_deck", "Card")
    SPELL.effect.run(Context(game, a))
    return a.xp, len(a.hand)


def test_draw_one_for_each_xp_spent():
    assert _run(4, 3) == (1, 3)
    assert _run(4, 0) == (4, 0)


def test_no_more_than_you_have():
    with pytest.raises(ChoiceError, match="legal options are 2, 1, 0"):
        _run(2, 3)


def test_xp_spent_this_way_after_no_spending_is_refused():
    with pytest.raises(NotCompiled, match="after no spending"):
        compile_text("Draw 1. Draw 1 for each XP spent this way.", "Spell")
