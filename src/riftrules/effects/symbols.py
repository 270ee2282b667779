"""Energy and Power symbols ("[2][A][R]") -> amounts: the one reader of cost symbols."""

from __future__ import annotations

import re

from riftrules.effects.refusals import Construct, NotCompiled
from riftrules.engine.costs import DOMAINS, OWN
from riftrules.ir.lexicon import LEXICON
from riftrules.ir.nodes import Resources


def resources(text: str) -> tuple[int, int, tuple[str, ...]]:
    """ "[2][A][R]" -> (2 Energy, 1 Power of any Domain, Power of ("Fury",)): the one reader of
    Energy and Power symbols, whose result is the trailing arguments of ``Add`` and ``Pay``.
    The Domains by their shorthands (134.2.a-f); [A] any Domain (135.2.e.5); [C] the card's
    own Domain ("own", 135.2.e.6)."""
    energy = power = 0
    domains: list[str] = []
    for symbol in re.findall(r"\[([^\]]+)\]", text):
        if symbol.isdigit():
            energy += int(symbol)
        elif symbol == "A":
            power += 1
        elif symbol == "C":
            domains.append(OWN)
        elif symbol in DOMAINS:
            domains.append(DOMAINS[symbol])
        else:
            raise NotCompiled(Construct.VALUE, f"the symbol [{symbol}] is not a resource")
    return energy, power, tuple(domains)


def of_ir(said: Resources) -> tuple[int, int, tuple[str, ...]]:
    """The IR's resources (:class:`riftrules.ir.nodes.Resources`: Energy, the Power of each
    symbol by its lexicon name) as :func:`resources` gives them; [E], [M] or a comparison are
    not a cost to pay."""
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
