"""'Any number of' a plural that reads as a singular ("any number of friendly gear", 355.13)
then "that many" (issue 28): "Kill any number of friendly gear. Draw that many cards." — the
player picks as many as they like, none at least, and draws as many as were killed."""

from __future__ import annotations

import pytest

from riftrules.effects import compile_text
from riftrules.engine import Context
from riftrules.engine.choices import ChoiceError
from riftrules.engine.state import Game
from riftrules.engine.triggering import settle

SPELL = compile_text("Kill any number of friendly gear. Draw that many cards.", "Spell")


def _game(answer) -> tuple[Game, list]:
    game = Game(("A", "B"), scripts=lambda obj: None, choices=[answer])
    a, b = game.players
    gear = [game.add_card(a, "base", f"G{n}", type="Gear") for n in range(3)]
    game.add_card(b, "base", "Theirs", type="Gear")
    for _ in range(5):
        game.add_card(a, "main_deck", "Card")
    return game, gear


def test_kill_two_gear_draw_two():
    game, gear = _game(["G0", "G2"])
    a = game.players[0]
    SPELL.effect.run(Context(game, a))
    settle(game)
    assert [g.zone for g in gear] == ["trash", "base", "trash"]
    assert len(a.hand) == 2


def test_an_enemy_gear_is_no_option_and_none_draws_none():
    game, gear = _game(["Theirs"])
    a = game.players[0]
    with pytest.raises(ChoiceError, match=r"legal options are G0, G1, G2$"):
        SPELL.effect.run(Context(game, a))  # the enemy gear is no option
    game, gear = _game("none")
    SPELL.effect.run(Context(game, game.players[0]))
    settle(game)
    assert [g.zone for g in gear] == ["base"] * 3 and len(game.players[0].hand) == 0
