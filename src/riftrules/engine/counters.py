"""Counters (741-746): Game Objects given to other Game Objects on the board (742), tracked on
each as a number per kind (:class:`CounterKind`); they go with the object when it leaves the
board (it is a new object, 705). A buff is a counter too (702, 704.1), kept as the unit's
``buffs``: "all counters" and "a counter" of no type include it.

- "Put a counter on me", "Put two +1 [M] counters on a friendly unit" (:class:`PutCounters`):
  a counter of a kind with a Might (``+1 [M]``) contributes it to the unit's Might, as a buff
  does (703).
- "Spend a counter from a friendly unit" (:class:`SpendCounters`, 745): that many counters of
  the type (any, with none named: 745.1.a) removed from a Game Object its player controls
  (745.2); as a cost, only if there are.
- "Move all counters from a friendly unit to another friendly unit" (:class:`MoveCounters`,
  746): each is on the first object or the second; a buff is not placed on a unit that has
  one (702.3.a), so it stays where it was.
- "for each counter on me" (:class:`CountersOn`): one entry per counter, to count.
"""

from __future__ import annotations

from dataclasses import dataclass
from typing import TYPE_CHECKING, Any

from riftrules.engine import board
from riftrules.engine.actions import Action
from riftrules.engine.context import Context
from riftrules.engine.events import MoveCounterData, PlaceCounterData, RemoveCounterData
from riftrules.engine.passives import many_buffs
from riftrules.engine.selectors import Choose, Selector

if TYPE_CHECKING:
    from riftrules.engine.state import Game, GameCard, Player


@dataclass(frozen=True, slots=True)
class CounterKind:
    """A type of counter: ``name`` ("charge"; "" none named), ``might`` what each adds to the
    Might of the unit it is on ("+1 [M] counter")."""

    name: str = ""
    might: int = 0

    def __str__(self) -> str:
        if self.might:
            return f"{self.might:+d} [M] counter"
        return f"{self.name} counter".strip()


PLAIN = CounterKind()
BUFF = CounterKind("buff")  # 702: a buff counter (the unit's ``buffs``)


def held(obj: GameCard) -> dict[CounterKind, int]:
    """The counters on ``obj`` by kind, its buffs included."""
    found = {kind: n for kind, n in obj.counters.items() if n}
    if obj.buffs:
        found[BUFF] = obj.buffs
    return found


def put(game: Game, obj: GameCard, kind: CounterKind, count: int, player: Player | None) -> int:
    """Put ``count`` counters of ``kind`` on a Game Object on the board (742); returns how
    many were placed."""
    if count < 1 or not obj.on_board:
        return 0
    if kind == BUFF:
        return sum(1 for _ in range(count) if board.buff(game, obj, player))
    obj.counters[kind] = obj.counters.get(kind, 0) + count
    game.emit(
        "place_counter",
        player,
        "counter.put",
        subject=obj,
        amount=count,
        data=PlaceCounterData(counter=str(kind)),
    )
    return count


def remove(
    game: Game, obj: GameCard, kind: CounterKind | None, count: int, player: Player | None
) -> int:
    """Spend ``count`` counters of ``kind`` from ``obj``, which ``player`` must control
    (745.2); with no kind named, any counters, each chosen by the player (745.1.a). All or
    none: returns how many were removed."""
    if count < 1 or player is None or not obj.on_board or obj.controller is not player:
        return 0
    there = held(obj)
    if kind is not None:
        plan = {kind: count} if there.get(kind, 0) >= count else {}
    else:
        plan = {}
        for _ in range(count if sum(there.values()) >= count else 0):
            options = [k for k, n in there.items() if n > plan.get(k, 0)]
            (one,) = game.choices.pick(player.name, options, prompt="a counter to spend")
            plan[one] = plan.get(one, 0) + 1
    if not plan:
        return 0
    for each, taken in plan.items():
        if each == BUFF:
            for _ in range(taken):
                board.spend_buff(game, obj, player)
            continue
        obj.counters[each] -= taken
        game.emit(
            "remove_counter",
            player,
            "counter.spend",
            subject=obj,
            amount=taken,
            data=RemoveCounterData(counter=str(each)),
        )
    return count


def move_all(game: Game, origin: GameCard, destination: GameCard, player: Player | None) -> int:
    """Move every counter on ``origin`` to ``destination`` (746); returns how many moved."""
    if origin is destination or not (origin.on_board and destination.on_board):
        return 0
    moved = 0
    for kind, n in held(origin).items():
        if kind == BUFF:
            if destination.buffs and not (game.statics and many_buffs(game, destination)):
                continue  # 702.3.a: not placed; it stays on the first
            origin.buffs -= n
            destination.buffs += n
        else:
            origin.counters[kind] = 0
            destination.counters[kind] = destination.counters.get(kind, 0) + n
        moved += n
        game.emit(
            "move_counter",
            player,
            "counter.move",
            subject=destination,
            amount=n,
            data=MoveCounterData(counter=str(kind)),
        )
    return moved


@dataclass(frozen=True, slots=True)
class PutCounters(Action):
    """ "Put two +1 [M] counters on a friendly unit." (742): ``count`` of ``kind`` on each
    object ``target`` selects."""

    target: Selector
    kind: CounterKind = PLAIN
    count: int = 1

    def run(self, ctx: Context) -> list[Any]:
        g, you = ctx.game, ctx.controller
        return [o for o in self.target.resolve(ctx) if put(g, o, self.kind, self.count, you)]


@dataclass(frozen=True, slots=True)
class SpendCounters(Action):
    """ "Spend a counter from a friendly unit", "Remove three charge counters from this"
    (745): ``count`` counters of ``kind`` (None: any) from the object ``target`` selects;
    as a cost, only if one it may select has that many."""

    target: Selector
    kind: CounterKind | None = None
    count: int = 1

    def payable(self, ctx: Context) -> bool:
        """As a cost (203.3): one it may spend them from has that many, and is its player's."""
        of = self.target.of if isinstance(self.target, Choose) else self.target
        return any(self._enough(o, ctx.controller) for o in of.resolve(ctx))

    def _enough(self, obj: Any, player: Player) -> bool:
        if obj is None or not getattr(obj, "on_board", False) or obj.controller is not player:
            return False
        there = held(obj)
        have = sum(there.values()) if self.kind is None else there.get(self.kind, 0)
        return have >= self.count

    def run(self, ctx: Context) -> list[Any]:
        g, you = ctx.game, ctx.controller
        return [o for o in self.target.resolve(ctx) if remove(g, o, self.kind, self.count, you)]


@dataclass(frozen=True, slots=True)
class MoveCounters(Action):
    """ "Move all counters from a friendly unit to another friendly unit." (746)."""

    origin: Selector
    destination: Selector

    def run(self, ctx: Context) -> list[Any]:
        origins = [o for o in self.origin.resolve(ctx) if o is not None]
        destinations = [o for o in self.destination.resolve(ctx) if o is not None]
        if len(origins) != 1 or len(destinations) != 1:
            return []
        moved = move_all(ctx.game, origins[0], destinations[0], ctx.controller)
        return destinations if moved else []


@dataclass(frozen=True, slots=True)
class CountersOn(Selector):
    """The counters on what ``of`` selects, one entry each (of ``kind`` only, if given): "for
    each counter on me"."""

    of: Selector
    kind: CounterKind | None = None

    def resolve(self, ctx: Context) -> list[Any]:
        found: list[Any] = []
        for obj in self.of.resolve(ctx):
            if obj is None or not getattr(obj, "on_board", False):
                continue
            for kind, n in held(obj).items():
                if self.kind is None or kind == self.kind:
                    found.extend((obj, kind) for _ in range(n))
        return found


@dataclass(frozen=True, slots=True)
class WithCounters(Selector):
    """What ``of`` selects that has a counter on it (of ``kind``, if given): "a counter from a
    friendly unit" is spent from one that has one (745.1)."""

    of: Selector
    kind: CounterKind | None = None

    def resolve(self, ctx: Context) -> list[Any]:
        return [
            o
            for o in self.of.resolve(ctx)
            if o is not None
            and getattr(o, "on_board", False)
            and (held(o) if self.kind is None else held(o).get(self.kind))
        ]
