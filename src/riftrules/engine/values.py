"""Amounts an effect computes as it runs: "equal to its Might", "for each card in your hand".

Wherever an action takes a number it also takes a :class:`Value`; :func:`amount` reads either.
A value about an object that is no longer there is null (359.3.e.12: "all calculations based
on it are ignored"), read as 0.
"""

from __future__ import annotations

from dataclasses import dataclass
from enum import StrEnum
from typing import TYPE_CHECKING, Any

from riftrules.engine.abilities import has_tag, tags_of
from riftrules.engine.amounts import Amount, amount
from riftrules.engine.events import EventKind, GainPointData, KillData, ScoreData
from riftrules.engine.names import Scoring
from riftrules.engine.passives import combat_keywords

if TYPE_CHECKING:
    from riftrules.engine.context import Context
    from riftrules.engine.selectors import Selector


@dataclass(frozen=True, slots=True)
class MightOf:
    """The Might of the first object selected ("equal to its Might", "the burned card's
    Might"); a unit just killed has the Might its ``kill`` event noted (428.1.a.1.b: "Kill a
    friendly unit. If you do, give +[M] equal to its Might …"), another card off the board its
    printed Might."""

    of: Selector

    def value(self, ctx: Context) -> int:
        for obj in self.of.resolve(ctx):
            might = ctx.game.might(obj) if obj.on_board else _noted_might(ctx, obj)
            return max(0, might or 0)  # 143.2.b: less than 0 is treated as 0
        return 0


def _noted_might(ctx: Context, obj: Any) -> int | None:
    """The Might the last event about ``obj`` noted if that event killed it, else its printed
    Might."""
    for event in reversed(ctx.game.log):
        if event.subject is obj:
            noted = event.data.might if isinstance(event.data, KillData) else None
            return noted if noted is not None else obj.printed_might
    return obj.printed_might


class CostKind(StrEnum):
    """The two parts of a card's Cost a value reads (131.1)."""

    ENERGY = "energy"  # 131.2.a: the numeral of its Cost
    POWER = "power"  # 131.3: how many Power symbols its Cost has


def printed_cost(obj: Any, kind: CostKind) -> int:
    """The Energy or Power cost of ``obj``'s card, as printed (131.2.a, 131.3); 0 for what has
    no card, or a token (185.3.a.1)."""
    card = getattr(obj, "card", None)
    return getattr(card, kind.value, None) or 0


@dataclass(frozen=True, slots=True)
class EnergyCostOf:
    """The Energy cost of the first card selected (131.2.a: the numeral of its Cost, as
    printed; "Discard 1. Deal its Energy cost as damage …"); 0 when it selects none."""

    of: Selector

    def value(self, ctx: Context) -> int:
        for obj in self.of.resolve(ctx):
            return printed_cost(obj, CostKind.ENERGY)
        return 0


@dataclass(frozen=True, slots=True)
class PowerCostOf:
    """The Power cost of the first card selected (131.3: how many Power symbols its Cost
    has, as printed; "no more Power than the killed unit"); 0 when it selects none, or for a
    token (185.3.a.1)."""

    of: Selector

    def value(self, ctx: Context) -> int:
        for obj in self.of.resolve(ctx):
            return printed_cost(obj, CostKind.POWER)
        return 0


@dataclass(frozen=True, slots=True)
class DamageOn:
    """The damage marked on the first object selected (417: "equal to the damage marked on
    it"); 0 when it selects none."""

    of: Selector

    def value(self, ctx: Context) -> int:
        for obj in self.of.resolve(ctx):
            return getattr(obj, "damage", 0) or 0
        return 0


@dataclass(frozen=True, slots=True)
class KeywordValue:
    """The value of a combat keyword of the first unit selected ("equal to my [Assault]"):
    807.1.b.2 its Assault Value, 807.2 summed over all its instances, printed and given; 0
    when it has none or nothing is selected."""

    of: Selector
    keyword: str

    def value(self, ctx: Context) -> int:
        for obj in self.of.resolve(ctx):
            return combat_keywords(ctx.game, obj).get(self.keyword, 0)
        return 0


@dataclass(frozen=True, slots=True)
class HighestMight:
    """The highest Might among the units ``of`` selects ("the highest Might among units you
    control"); 0 when there are none (143.2.b: less than 0 is treated as 0)."""

    of: Selector

    def value(self, ctx: Context) -> int:
        mights = [ctx.game.might(obj) or 0 for obj in self.of.resolve(ctx)]
        return max([0, *mights])


@dataclass(frozen=True, slots=True)
class HighestCost:
    """The highest Energy or Power cost among the cards ``of`` selects ("the highest Energy
    cost among cards in your trash"; 131.2.a, 131.3: as printed); 0 when there are none."""

    of: Selector
    kind: CostKind

    def value(self, ctx: Context) -> int:
        return max([0, *(printed_cost(obj, self.kind) for obj in self.of.resolve(ctx))])


@dataclass(frozen=True, slots=True)
class TotalMight:
    """The summed Might of the units ``of`` selects ("if your other units have total Might 5 or
    more"), each less than 0 counted as 0 (143.2.b)."""

    of: Selector

    def value(self, ctx: Context) -> int:
        return sum(max(ctx.game.might(obj) or 0, 0) for obj in self.of.resolve(ctx))


@dataclass(frozen=True, slots=True)
class Count:
    """How many objects ``of`` selects ("for each friendly unit")."""

    of: Selector

    def value(self, ctx: Context) -> int:
        return len(self.of.resolve(ctx))


@dataclass(frozen=True, slots=True)
class TagsAmong:
    """How many of the ``tags`` at least one object ``of`` selects has ("for each of the
    following tags among your units — Bird, Cat, Dog, and Poro"; 143.1, 133.8): each tag
    counted once, printed or given."""

    tags: tuple[str, ...]
    of: Selector

    def value(self, ctx: Context) -> int:
        found = self.of.resolve(ctx)
        return sum(1 for tag in self.tags if any(has_tag(ctx.game, obj, tag) for obj in found))


@dataclass(frozen=True, slots=True)
class TagCount:
    """How many tags the first object selected has ("+1 [M] for each tag I have", "equal to
    the number of tags it has"; 143.1, 133.8): each tag once, printed or given; 0 when it
    selects none."""

    of: Selector

    def value(self, ctx: Context) -> int:
        for obj in self.of.resolve(ctx):
            return len(tags_of(ctx.game, obj))
        return 0


@dataclass(frozen=True, slots=True)
class DifferentTags:
    """How many different tags the objects ``of`` selects have between them ("for each
    different tag among your units"; 143.1, 133.8): a tag two of them have counts once."""

    of: Selector

    def value(self, ctx: Context) -> int:
        found: set[str] = set()
        for obj in self.of.resolve(ctx):
            found |= tags_of(ctx.game, obj)
        return len(found)


@dataclass(frozen=True, slots=True)
class PointsOf:
    """The points of the first player selected."""

    of: Selector

    def value(self, ctx: Context) -> int:
        for player in self.of.resolve(ctx):
            return player.points
        return 0


@dataclass(frozen=True, slots=True)
class XpOf:
    """The XP of the first player selected (728)."""

    of: Selector

    def value(self, ctx: Context) -> int:
        for player in self.of.resolve(ctx):
            return player.xp
        return 0


@dataclass(frozen=True, slots=True)
class Times:
    """``factor`` × another amount ("twice", "2 for each …")."""

    factor: int
    of: Amount

    def value(self, ctx: Context) -> int:
        return self.factor * amount(self.of, ctx)


class Rounding(StrEnum):
    """How a half is made a whole number, as the text says ("…, rounded up")."""

    UP = "up"
    DOWN = "down"


@dataclass(frozen=True, slots=True)
class Half:
    """Half another amount, made whole as ``rounding`` says ("equal to half the number of
    cards in your trash, rounded up": 5 cards, 3)."""

    of: Amount
    rounding: Rounding

    def value(self, ctx: Context) -> int:
        n = amount(self.of, ctx)
        return (n + 1) // 2 if self.rounding is Rounding.UP else n // 2


@dataclass(frozen=True, slots=True)
class Plus:
    """The sum of amounts."""

    terms: tuple[Amount, ...]

    def value(self, ctx: Context) -> int:
        return sum(amount(term, ctx) for term in self.terms)


@dataclass(frozen=True, slots=True)
class ThisTurnCount:
    """How many events of ``kind`` by you since this turn began: "for each card you've played
    this turn" (``play``, ``cards``: not tokens, which are not cards, 350.2), "for each point you
    scored from holding this turn" (``score``, ``how`` "hold")."""

    kind: EventKind
    how: Scoring | None = None
    cards: bool = False

    def value(self, ctx: Context) -> int:
        you, found = ctx.controller.name, 0
        for event in ctx.game.this_turn():
            if event.kind != self.kind or event.player != you:
                continue
            how = event.data.how if isinstance(event.data, ScoreData | GainPointData) else None
            if self.how is not None and how != self.how:
                continue
            if self.cards and getattr(event.subject, "token", False):
                continue
            found += 1
        return found


PAID = "paid"  # where :class:`riftrules.engine.actions.PayAny` keeps the amount paid


@dataclass(frozen=True, slots=True)
class PaidAmount:
    """ "That much": the amount paid by the :class:`~riftrules.engine.actions.PayAny` before
    it ("Pay any amount of [A] to deal that much damage …")."""

    def value(self, ctx: Context) -> int:
        found = ctx.memory.get(PAID) or [0]
        return int(found[0])
