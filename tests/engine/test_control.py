"""Control of a permanent changing (take control), winning by an effect, swapping Might: what
rulebook/scenarios/action-take-control.yaml and action-swap-might.yaml do not show."""

import pytest

from riftrules.effects import NotCompiled, compile_text
from riftrules.engine import (
    Choose,
    Game,
    It,
    Permanents,
    Remember,
    Sequence,
    TakeControl,
    run_effect,
)
from riftrules.engine.cleanup import cleanup


def test_a_unit_in_a_base_goes_to_its_new_controllers_base():
    """107.1.c: permanents a player controls reside in their base."""
    game = Game(("A", "B"))
    a, b = game.players
    unit = game.add_card(b, "base", "Unit", type="Unit", might=2)
    game.add_card(b, "base", "Other", type="Unit", might=2)
    effect = Sequence(Remember("chosen", Choose(Permanents(type="Unit"))), TakeControl(It()))
    run_effect(game, effect, a)
    assert unit.controller is a and a.base == [unit] and unit not in b.base
    assert "107.1.c" in game.log.of("control")[0].cites
    run_effect(game, effect, a)  # the first unit is A's already: nothing changes
    assert len(game.log.of("control")) == 1


@pytest.mark.parametrize(
    "text",
    [
        "Take control of an enemy unit at a battlefield. Ready it.",
        "Lose control of that unit and recall it.",
    ],
)
def test_control_of_a_unit_that_stays_is_refused(text):
    with pytest.raises(NotCompiled, match=r"323\.11\.a"):
        compile_text(text, "Spell")


def test_you_win_the_game():
    """195: an effect instructs a player to win; the game ends (196)."""
    game = Game(("A", "B"))
    b = game.players[1]
    run_effect(game, compile_text("You win the game.", "Spell").effect, b)
    assert game.winner is b and game.over
    assert {"195", "196"} <= set(game.log.of("win")[0].cites)


def test_swapping_equal_mights_does_nothing():
    """433.1.c; and a unit alone at its battlefield cannot be swapped with anything."""
    from riftrules.engine import SwapMight

    game = Game(("A", "B"))
    a = game.players[0]
    bf1, bf2 = game.add_battlefield("Bf1"), game.add_battlefield("Bf2")
    for name, where in (("One", bf1), ("Two", bf1), ("Alone", bf2)):
        game.add_card(a, "battlefield", name, type="Unit", might=3, battlefield=where)
    assert len(run_effect(game, SwapMight(), a)) == 2
    assert not game.log.of("give")


def _held_without_units():
    game = Game(("A", "B"))
    a = game.players[0]
    battlefield = game.add_battlefield("Bf1")
    battlefield.controller = a
    return game, battlefield, a


def test_control_without_units_is_lost_at_cleanup():
    """323.6, 190.4.c: in an Open State, no showdown there: lost, a ``control`` event."""
    game, battlefield, _ = _held_without_units()
    cleanup(game)
    assert battlefield.controller is None
    (event,) = game.log.of("control")
    assert event.player == "A" and event.data.controller is None
    assert {"323.6", "190.4.c"} <= set(event.cites)


def test_control_is_kept_in_a_closed_state_and_during_a_showdown_there():
    """309.1: a chain makes the state Closed; 190.4.b: a showdown or combat there."""
    game, battlefield, a = _held_without_units()
    game.spells.append(object())  # type: ignore[arg-type]  # a chain exists: a Closed State
    cleanup(game)
    assert battlefield.controller is a
    game.spells.clear()
    game.combat = battlefield
    cleanup(game)
    assert battlefield.controller is a and not game.log.of("control")
