"""The battlefields a card names by what happened in the game, not by what they are: "that
battlefield" (chosen last), "there", where a unit moved from or to, where a showdown is, where a
unit was before it left the board."""

from __future__ import annotations

from dataclasses import dataclass
from typing import TYPE_CHECKING, Any

from riftrules.engine import state
from riftrules.engine.events import MoveData, origin_of
from riftrules.engine.selectors import IT, PICKED, LocationOf, Selector, That

if TYPE_CHECKING:
    from riftrules.engine.context import Context


@dataclass(frozen=True, slots=True)
class ThatBattlefield(Selector):
    """ "That battlefield": the battlefield this effect chose last ("Choose a battlefield you
    control and a unit …. Move that unit to that battlefield"), else the battlefield of what
    :class:`That` names (the event's: "When I move to a battlefield, … to that battlefield")."""

    def resolve(self, ctx: Context) -> list[Any]:
        chosen = [obj for obj in ctx.memory.get(PICKED, ()) if isinstance(obj, state.Battlefield)]
        if chosen:
            return chosen[-1:]
        return LocationOf(That()).resolve(ctx)


@dataclass(frozen=True, slots=True)
class MovedFrom(Selector):
    """ "Move an enemy unit from a battlefield to its base. Then, if … at that battlefield": the
    battlefields the objects ``of`` selects last moved from (their ``move`` events' origin)."""

    of: Selector = IT

    def resolve(self, ctx: Context) -> list[Any]:
        found: list[Any] = []
        for obj in self.of.resolve(ctx):
            event = next(
                (e for e in reversed(ctx.game.log) if e.kind == "move" and e.subject is obj), None
            )
            origin = origin_of(event.data) if event is not None else None
            field = next((b for b in ctx.game.battlefields if b.name == origin), None)
            if field is not None and field not in found:
                found.append(field)
        return found


@dataclass(frozen=True, slots=True)
class MoveEnds(Selector):
    """ "a battlefield I moved to or from" (in an ability that a move triggered): the
    battlefield the event's unit moved from (``origin``) and the one it moved to
    (``destination``); a base is no battlefield, and nothing is found for another event."""

    origin: bool = True
    destination: bool = True

    def resolve(self, ctx: Context) -> list[Any]:
        data = ctx.event.data if ctx.event is not None else None
        if not isinstance(data, MoveData):
            return []
        found = [b for b in ctx.game.battlefields if self.origin and b.name == data.origin]
        if self.destination and data.battlefield is not None and data.battlefield not in found:
            found.append(data.battlefield)
        return found


@dataclass(frozen=True, slots=True)
class ShowdownField(Selector):
    """ "a friendly unit in a showdown": the battlefield where a showdown is in progress (a
    combat's included: the turn is in a Showdown State, 308.1, 343.1); none in a Neutral
    State."""

    def resolve(self, ctx: Context) -> list[Any]:
        return [ctx.game.combat] if ctx.game.combat is not None else []


@dataclass(frozen=True, slots=True)
class WhereItWas(Selector):
    """The location the first object ``of`` selects was at before the last event that took it
    off the board ("Banish a unit, then its owner plays it to the same location"): that
    battlefield, or None for its controller's base when it is its owner's (a unit is played to
    its player's own base, 355.2.a); nothing when it was never on the board or the battlefield is
    gone."""

    of: Selector

    def resolve(self, ctx: Context) -> list[Any]:
        for obj in self.of.resolve(ctx):
            for event in reversed(ctx.game.log):
                origin = origin_of(event.data) if event.subject is obj else None
                if origin is not None:
                    return _place(ctx, obj, origin)
            return []
        return []


def _place(ctx: Context, obj: Any, origin: str) -> list[Any]:
    if origin == "base":
        return [None] if obj.controller is obj.owner else []
    return [b for b in ctx.game.battlefields if b.name == origin]


@dataclass(frozen=True, slots=True)
class There(Selector):
    """ "There": the battlefield chosen last ("Choose a battlefield. Give friendly units there
    …", even if a unit was chosen since), or, none chosen, the battlefield of the unit chosen
    last ("Give a friendly unit at a battlefield +2 [M] for each enemy unit there")."""

    def resolve(self, ctx: Context) -> list[Any]:
        picked = ctx.memory.get(PICKED, ())
        fields = [obj for obj in picked if isinstance(obj, state.Battlefield)]
        if fields:  # "Choose a battlefield …. You may move up to one enemy unit to that
            return fields[-1:]  # battlefield. Then give enemy units there …": that one
        where = getattr(picked[-1], "battlefield", None) if picked else None
        return [where] if where is not None else []
