"""A death trigger given to a group this turn (issue 28): 'Give each friendly unit
"[Deathknell] — Gain 1 XP." this turn. (When it dies, get the effect.)' — each friendly unit on
the board as it resolves has it until the turn ends: dying together, each gains its controller
1 XP (the kill is logged while it is still on the board, 428.1.a.1.b); an enemy unit, or a
friendly unit that came later, has nothing."""

from __future__ import annotations

from riftrules.effects import compile_text
from riftrules.engine import Context, Kill, Permanents
from riftrules.engine.state import Game
from riftrules.engine.triggering import settle

SPELL = compile_text(
    'Give each friendly unit "[Deathknell] — Gain 1 XP." this turn. '
    "(When it dies, get the effect.)",
    "Spell",
)


def test_each_friendly_unit_given_it_gains_1_xp_as_it_dies():
    game = Game(("A", "B"), scripts=lambda obj: None)
    a, b = game.players
    for n in range(2):
        game.add_card(a, "base", f"Mine{n}", type="Unit", might=1)
    game.add_card(b, "base", "Theirs", type="Unit", might=1)
    SPELL.effect.run(Context(game, a))
    settle(game)
    game.add_card(a, "base", "Latecomer", type="Unit", might=1)  # not there as it resolved
    Kill(Permanents(type="Unit")).run(Context(game, b))
    settle(game)
    assert (a.xp, b.xp) == (2, 0)
