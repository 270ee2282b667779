"""Abilities given to battlefields as a group (issue 28): 'Your battlefields have "When you
hold here, draw 1."' — each battlefield its controller controls has it as its own (170.8-170.10,
477.2.a): a hold of one of yours draws; a hold of a battlefield another player controls, or
one after the giver has left the board, does not. An activated ability is not given to
battlefields."""

from __future__ import annotations

import pytest
from tests.engine.stand_ins import StandIn, compiled_game

from riftrules.effects import NotCompiled, compile_text
from riftrules.engine import scoring
from riftrules.engine.triggering import settle
from riftrules.engine.zones import put

GIVER = 'Your battlefields have "When you hold here, draw 1."'


def _game():
    game = compiled_game()
    a, b = game.players
    giver = game.add_card(a, "base", "Giver", card=StandIn(GIVER, might=1))
    mine, theirs = game.add_battlefield("Mine"), game.add_battlefield("Theirs")
    mine.controller, theirs.controller = a, b
    for player in (a, b):
        for n in range(3):
            game.add_card(player, "main_deck", f"{player.name}{n}")
    return game, giver, mine, theirs


def test_your_battlefield_held_draws():
    game, _, mine, _ = _game()
    a, b = game.players
    assert scoring.hold(game, a, mine)
    settle(game)
    assert [c.name for c in a.hand] == ["A0"] and not b.hand


def test_a_battlefield_another_player_controls_has_nothing():
    game, _, _, theirs = _game()
    a, b = game.players
    assert scoring.hold(game, b, theirs)
    settle(game)
    assert not a.hand and not b.hand  # not a battlefield of the giver's controller


def test_no_giver_no_ability():
    game, giver, mine, _ = _game()
    a = game.players[0]
    put(game, giver, a, "trash")
    assert scoring.hold(game, a, mine)
    settle(game)
    assert not a.hand


def test_an_activated_ability_is_not_given_to_battlefields():
    with pytest.raises(NotCompiled, match="to battlefields"):
        compile_text('Your battlefields have "[E]: Draw 1."', "Unit")
