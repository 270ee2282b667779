"""A count of what was chosen (issue 28): "Choose any number of friendly units. Give each of
them +1 [M] this turn for each unit chosen this way." — as many as the player chose (355.13),
each of them given that many."""

from __future__ import annotations

from riftrules.effects import compile_text
from riftrules.engine import Context
from riftrules.engine.state import Game
from riftrules.engine.triggering import settle

SPELL = compile_text(
    "Choose any number of friendly units. Give each of them +1 [M] this turn for each unit "
    "chosen this way.",
    "Spell",
)


def _units(answer) -> tuple[Game, list]:
    game = Game(("A", "B"), scripts=lambda obj: None, choices=[answer])
    a, b = game.players
    units = [game.add_card(a, "base", f"U{n}", type="Unit", might=1) for n in range(3)]
    units.append(game.add_card(b, "base", "Theirs", type="Unit", might=1))
    SPELL.effect.run(Context(game, a))
    settle(game)
    return game, units


def test_each_chosen_unit_gets_as_much_as_were_chosen():
    game, units = _units(["U0", "U2"])
    assert [game.might(u) for u in units] == [3, 1, 3, 1]


def test_one_chosen_gets_one_and_none_chosen_nothing():
    game, units = _units(["U1"])
    assert [game.might(u) for u in units] == [1, 2, 1, 1]
    game, units = _units("none")
    assert [game.might(u) for u in units] == [1, 1, 1, 1]
