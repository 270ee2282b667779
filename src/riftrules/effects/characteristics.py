"""The characteristics a value is read from (131.2.a Energy cost, 131.3 Power cost, 140
Might, 807.2 a keyword's value): "my Might", "its Energy cost", "its [Assault]" — for the
verbs' amounts ("draw cards equal to its Energy cost") and the conditions ("if its Energy cost
is [4] or more") alike, read from the IR."""

from __future__ import annotations

from collections.abc import Callable

from riftrules.engine import (
    CostKind,
    EnergyCostOf,
    HighestCost,
    HighestMight,
    It,
    KeywordValue,
    MightOf,
    PowerCostOf,
    Self,
)
from riftrules.engine.selectors import Selector
from riftrules.ir.nodes import NounPhrase

# whose characteristic "my" and "its" name: the source, what the instruction is about
_OWNERS: dict[str, Callable[[], Selector]] = {"me": Self, "its": It}
# the characteristics a value is read from, by the IR's quantity (131.2.a, 131.3, 140)
_CHARACTERISTICS: dict[str, Callable[[Selector], MightOf | EnergyCostOf | PowerCostOf]] = {
    "might": MightOf,
    "energy-cost": EnergyCostOf,
    "power-cost": PowerCostOf,
}
# the keywords whose instances add up to a value (807.1.b.2, 808, 813: Assault, Shield, Deflect)
_VALUED = ("Assault", "Shield", "Deflect")


def characteristic_of(
    said: NounPhrase | None,
) -> MightOf | KeywordValue | EnergyCostOf | PowerCostOf | None:
    """ "my Might", "its Energy cost", "my Power cost", "its [Assault]", "my [Shield]" (the IR:
    one characteristic — a quantity, or a keyword with a value — possessed by me or "it"): that
    value, as it is when the instruction is done; None for another noun phrase."""
    owner = _OWNERS.get(said.possessor or "") if isinstance(said, NounPhrase) else None
    if owner is None or said is None:
        return None
    if len(said.quantities) == 1 and said.bare("possessor", "quantities"):
        made = _CHARACTERISTICS.get(said.quantities[0])
        return made(owner()) if made is not None else None
    if len(said.keywords) == 1 and said.bare("possessor", "keywords"):
        keyword = said.keywords[0]
        if keyword.name in _VALUED and keyword.value is None and keyword.cost is None:
            return KeywordValue(owner(), keyword.name)  # its value, all instances (807.2)
    return None


# the characteristics whose highest among a group a value reads (140, 131.2.a, 131.3)
_HIGHEST: dict[str, Callable[[Selector], HighestMight | HighestCost]] = {
    "might": HighestMight,
    "energy-cost": lambda group: HighestCost(group, CostKind.ENERGY),
    "power-cost": lambda group: HighestCost(group, CostKind.POWER),
}


def highest_among(said: NounPhrase | None, group: Selector) -> HighestMight | HighestCost | None:
    """ "the highest Might", "the highest Energy cost", "the highest Power cost" (the IR: one
    characteristic of the quality "highest", after "the") among ``group``: that value, as it
    is when the instruction is done; None for another noun phrase."""
    if not isinstance(said, NounPhrase) or said.qualities != ("highest",):
        return None
    if said.quantifier != "the" or len(said.quantities) != 1:
        return None
    if not said.bare("quantifier", "quantities", "qualities"):
        return None
    made = _HIGHEST.get(said.quantities[0])
    return made(group) if made is not None else None
