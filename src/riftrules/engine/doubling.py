"""Doubling what is marked (432): "Double the damage marked on a unit." increases the damage
marked on it by its current value (432.1). That is no damage dealt (417): nothing that waits
for damage being dealt triggers, and no Prevent applies; a unit whose marked damage becomes
lethal dies in the next cleanup. Logged as a ``mark_damage`` event. (A unit's Might doubled
is :func:`.board.double`.)"""

from __future__ import annotations

from dataclasses import dataclass
from typing import Any

from riftrules.engine.actions import Action
from riftrules.engine.context import Context
from riftrules.engine.selectors import Selector


@dataclass(frozen=True, slots=True)
class DoubleMarked(Action):
    """ "Double the damage marked on a unit.": each unit ``target`` selects with damage marked
    has that much more marked (432.1); returns those changed."""

    target: Selector

    def run(self, ctx: Context) -> list[Any]:
        doubled = []
        for unit in self.target.resolve(ctx):
            if unit is None or not unit.on_board or unit.type != "Unit" or unit.damage < 1:
                continue
            added = unit.damage
            unit.damage += added
            ctx.game.emit(
                "mark_damage", ctx.controller, "mark_damage.double", subject=unit, amount=added
            )
            doubled.append(unit)
        return doubled
