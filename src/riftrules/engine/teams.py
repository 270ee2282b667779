"""Players by team: "a friendly legend" is one of yours or of a teammate's (489.8.e: what a
teammate controls is friendly; in the other modes a team is one player)."""

from __future__ import annotations

from dataclasses import dataclass
from typing import TYPE_CHECKING

from riftrules.engine.selectors import Selector

if TYPE_CHECKING:
    from riftrules.engine.context import Context
    from riftrules.engine.state import Player


@dataclass(frozen=True, slots=True)
class YourTeam(Selector):
    """You and your teammates, in turn order from you."""

    def resolve(self, ctx: Context) -> list[Player]:
        team = ctx.controller.team
        return [p for p in ctx.game.in_turn_order(ctx.controller) if p.team is team]
