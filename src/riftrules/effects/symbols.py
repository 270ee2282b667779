"""Energy and Power symbols ("[2][A][R]") -> amounts: the one reader of cost symbols."""

from __future__ import annotations

from riftrules.effects.refusals import Construct, NotCompiled
from riftrules.engine.payment import OWN
from riftrules.ir.lexicon import LEXICON
from riftrules.ir.nodes import Resources


def of_ir(said: Resources) -> tuple[int, int, tuple[str, ...]]:
    """The IR's resources (:class:`riftrules.ir.nodes.Resources`: Energy, the Power of each
    symbol by its lexicon name) as ``(Energy, Power of any Domain, Power of each Domain)``, the
    trailing arguments of ``Add`` and ``Pay``: the Domains by their shorthands (134.2.a-f), [A]
    any Domain (135.2.e.5), [C] the card's own Domain ("own", 135.2.e.6); [E], [M] or a
    comparison are not a cost to pay."""
    if said.exhaust or said.comparison:
        raise NotCompiled(Construct.VALUE, "not a cost of Energy and Power")
    names = {name: domain for domain, name in LEXICON["domains"].items()}
    domains = []
    for symbol in said.power:
        if symbol == "rainbow":
            domains.append(OWN)
        elif symbol in names:
            domains.append(names[symbol])
        elif symbol != "any":
            raise NotCompiled(Construct.VALUE, f"the symbol {symbol!r} is not a resource")
    return said.energy, said.power.count("any"), tuple(domains)
