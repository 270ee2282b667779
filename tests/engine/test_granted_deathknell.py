"""A death trigger given to a group (issue 28): 'Friendly units have "[Deathknell] — Draw 1."'
— each friendly unit has it as it dies (the ``kill`` is logged while it is still on the board,
428.1.a.1.b), the giver's own death included; units dying together with the giver had it as
they all died (the giver dies last of them); an enemy unit, or a unit dying after the giver
has left, has nothing."""

from __future__ import annotations

from tests.engine.stand_ins import StandIn, compiled_game

from riftrules.effects import compile_text
from riftrules.engine import Context, Kill, Permanents
from riftrules.engine.triggering import settle

GIVER = 'Friendly units have "[Deathknell] — Draw 1."'


def _game():
    game = compiled_game()
    a, b = game.players
    giver = game.add_card(a, "base", "Giver", card=StandIn(GIVER, might=2))
    mine = [game.add_card(a, "base", f"Mine{n}", type="Unit", might=1) for n in range(2)]
    theirs = game.add_card(b, "base", "Theirs", type="Unit", might=1)
    for player in (a, b):
        for n in range(5):
            game.add_card(player, "main_deck", f"{player.name}{n}")
    return game, giver, mine, theirs


def test_each_friendly_unit_dying_with_the_giver_draws():
    game, giver, mine, _ = _game()
    a, b = game.players
    Kill(Permanents(type="Unit")).run(Context(game, b))  # all four die together
    settle(game)
    assert giver.zone == "trash" and all(m.zone == "trash" for m in mine)
    assert len(a.hand) == 3  # the giver and its two friends: each had it as it died
    assert len(b.hand) == 0  # the enemy unit had nothing


def test_a_unit_dying_after_the_giver_has_left_has_nothing():
    game = _game()[0]
    a = game.players[0]
    Kill(Permanents(name="Giver")).run(Context(game, a))
    settle(game)
    assert len(a.hand) == 1  # the giver's own
    Kill(Permanents(name="Mine0")).run(Context(game, a))
    settle(game)
    assert len(a.hand) == 1  # no giver: no [Deathknell]


def test_the_grant_compiles_for_a_death_only():
    compile_text(GIVER, "Unit")  # a death: seen as it happens
    compile_text('Your gear have "When I\'m killed, draw 1."', "Unit")
