"""An ability an Equipment gives the unit it is attached to, in quotes (issue 28): 'The
equipped unit has "When I conquer, draw 1."' is the Equipment's effect text (136.2.c-d): while
attached, the unit has "When I conquer, draw 1." — its conquest draws; before it is attached,
or for a unit it is not attached to, nothing."""

from __future__ import annotations

from tests.engine.stand_ins import StandIn, compiled_game

from riftrules.engine import scoring
from riftrules.engine.equipment import attach
from riftrules.engine.triggering import settle

GEAR = (
    "[Equip] [2] ([2]: Attach this to a unit you control.)\n"
    'The equipped unit has "When I conquer, draw 1."'
)


def _conquest(attached: bool) -> int:
    game = compiled_game()
    a = game.players[0]
    held = game.add_battlefield("Held")
    unit = game.add_card(a, "battlefield", "Unit", type="Unit", might=2, battlefield=held)
    gear = game.add_card(a, "base", "Gear", card=StandIn(GEAR, type="Gear"))
    for n in range(3):
        game.add_card(a, "main_deck", f"A{n}")
    if attached:
        assert attach(game, gear, unit, a)
    assert scoring.conquer(game, a, held)
    settle(game)
    return len(a.hand)


def test_the_equipped_unit_conquering_draws():
    assert _conquest(attached=True) == 1


def test_an_unequipped_unit_conquering_does_not():
    assert _conquest(attached=False) == 0
