"""Relative clauses naming another controller (issue 28): "a unit your teammate controls" is an
ally's (489.2), not yours nor an opponent's; "each unit you don't control" is everyone's but
yours — in 2v2 your teammate's and the opponents'."""

from __future__ import annotations

import pytest

from riftrules.effects import compile_text
from riftrules.engine import Context
from riftrules.engine.choices import ChoiceError
from riftrules.engine.state import Game
from riftrules.engine.triggering import settle


def _game(answers=()):
    game = Game(("A", "B", "C", "D"), mode="2v2", scripts=lambda obj: None, choices=list(answers))
    units = {
        p.name: game.add_card(p, "base", f"{p.name}unit", type="Unit", might=3)
        for p in game.players
    }
    return game, units


def test_a_unit_your_teammate_controls():
    game, units = _game(["Cunit"])
    a = game.players[0]
    ally = next(p for p in game.players if p is not a and p.team is a.team)
    assert ally.name == "C"
    spell = compile_text("Give a unit your teammate controls +3 [M] this turn.", "Spell")
    spell.effect.run(Context(game, a))
    settle(game)
    assert game.might(units["C"]) == 6
    game, _ = _game(["Aunit"])
    with pytest.raises(ChoiceError, match=r"legal options are Cunit$"):
        spell.effect.run(Context(game, game.players[0]))


def test_each_unit_you_dont_control():
    game, units = _game()
    spell = compile_text(
        "Give each unit you don't control -1 [M] this turn, to a minimum of 1 [M].", "Spell"
    )
    spell.effect.run(Context(game, game.players[0]))
    settle(game)
    assert {name: game.might(u) for name, u in units.items()} == {"A": 3, "B": 2, "C": 2, "D": 2}
