"""What an effect selects by criteria rather than by a choice of its controller (355.5.a,
355.10.d): "the enemy unit with the highest Might at a battlefield", "the enemy unit here with
the least Might" (:class:`MostMight`: only when several share the extreme does its controller
pick one of them, and that pick is no target, no [Deflect] to pay, 809); "a random enemy unit"
(:class:`AtRandom`: the game's seeded random source picks, so no choice is ever possible)."""

from __future__ import annotations

from dataclasses import dataclass
from typing import TYPE_CHECKING, Any

from riftrules.engine.selectors import Selector

if TYPE_CHECKING:
    from riftrules.engine.context import Context


@dataclass(frozen=True, slots=True)
class MostMight(Selector):
    """The one of what ``of`` selects with the highest Might (``least``: the lowest), its
    Might as it is now (a unit's Might, with its modifiers); one of those tied, picked by the
    effect's controller; nothing when ``of`` selects nothing."""

    of: Selector
    least: bool = False

    def resolve(self, ctx: Context) -> list[Any]:
        tied = self._tied(ctx)
        if len(tied) <= 1:
            return tied
        word = "least" if self.least else "most"
        prompt = f"the one with the {word} Might"
        return ctx.game.choices.pick(ctx.controller.name, tied, count=1, prompt=prompt)

    def matches(self, ctx: Context, obj: Any) -> bool:
        return any(found is obj for found in self._tied(ctx))

    def _tied(self, ctx: Context) -> list[Any]:
        options = self.of.resolve(ctx)
        if not options:
            return []
        mights = [ctx.game.might(obj) or 0 for obj in options]
        extreme = min(mights) if self.least else max(mights)
        return [obj for obj, might in zip(options, mights, strict=True) if might == extreme]


@dataclass(frozen=True, slots=True)
class AtRandom(Selector):
    """ "a random enemy unit": ``count`` of what ``of`` selects, picked by the game's seeded
    random source (the same game, the same seed, the same pick); all of them when there are no
    more; no choice and so no target (355.10.d)."""

    of: Selector
    count: int = 1

    def resolve(self, ctx: Context) -> list[Any]:
        options = self.of.resolve(ctx)
        if len(options) <= self.count:
            return options
        return ctx.game.rng.sample(options, self.count)

    def matches(self, ctx: Context, obj: Any) -> bool:
        return self.of.matches(ctx, obj)
