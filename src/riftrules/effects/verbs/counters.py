"""Counters (741-746) as the verbs put, move and spend name them: "Put two +1 [M] counters on a
friendly unit", "Move all counters from a friendly unit to another friendly unit", "Spend a
counter from a friendly unit", "for each counter on me". A counter is a noun phrase whose IR's
quantity is ``counter`` (its kind: a name, "charge counter", or a Might, "+1 [M] counter");
each reading gives None for a phrase that names no counter, so the verb's builder reads it
otherwise."""

from __future__ import annotations

import dataclasses

from riftrules.cardtext.nodes import Node
from riftrules.cardtext.printer import quote
from riftrules.effects.refusals import Construct, NotCompiled
from riftrules.effects.roles import Roles, only
from riftrules.effects.targets import select
from riftrules.effects.verbs.clause_parts import _phrase_ir
from riftrules.engine import CONTROLLER, Choose, Permanents
from riftrules.engine.actions import Action
from riftrules.engine.counters import (
    PLAIN,
    CounterKind,
    CountersOn,
    MoveCounters,
    PutCounters,
    SpendCounters,
    WithCounters,
)
from riftrules.engine.selectors import Selector
from riftrules.ir.nodes import NounPhrase

_COUNTER = ("counter",)


def _kind(said: NounPhrase) -> CounterKind | None:
    """The kind of counter a noun phrase names ("a counter", "two +1 [M] counters", "three
    charge counters"), or None if it names none, or says more than its count and kind."""
    if said.quantities != _COUNTER:
        return None
    might = said.might.change if said.might is not None else 0
    name = said.names[0].casefold() if len(said.names) == 1 else ""
    if len(said.names) > 1 or not said.bare("quantifier", "count", "quantities", "might", "names"):
        return None
    if said.might is not None and (name or said.might.value is not None or not might):
        return None
    return CounterKind(name, might or 0)


def _how_many(said: NounPhrase) -> int | None:
    """ "a counter" 1, "two counters" 2; None for another amount."""
    if said.count is None:
        return 1 if said.quantifier in ("a", "an") else None
    if said.quantifier is not None or not said.count.bare("amount"):
        return None
    return said.count.amount


def put_counters(found: Roles, on: list[Node]) -> Action | None:
    """ "Put a counter on me", "Put two +1 [M] counters on a friendly unit" (742)."""
    said = _phrase_ir(found.direct)
    kind = _kind(said) if said is not None else None
    if kind is None:
        return None
    n = _how_many(said)  # type: ignore[arg-type]
    only(found, "direct")
    if n is None or len(on) != 1:
        raise NotCompiled(
            Construct.VERB,
            f"putting {quote(found.direct).casefold()!r} not compiled",  # type: ignore[arg-type]
        )
    return PutCounters(select(on[0]), kind, n)


def move_counters(found: Roles) -> Action | None:
    """ "Move all counters from a friendly unit to another friendly unit." (746)."""
    said = _phrase_ir(found.direct)
    if said is None or said != NounPhrase(quantifier="all", quantities=_COUNTER):
        return None
    origin = found.by_preposition.pop("from", [])
    to = found.by_preposition.pop("to", [])
    only(found, "direct")
    if len(origin) != 1 or len(to) != 1:
        raise NotCompiled(Construct.VERB, "moving counters needs 'from' and 'to' one object each")
    return MoveCounters(select(origin[0]), select(to[0]))


def spend_counters(who: Selector, found: Roles) -> Action | None:
    """ "Spend a counter from a friendly unit", "Remove three charge counters from this" (745:
    from a Game Object the spender controls, 745.2)."""
    said = _phrase_ir(found.direct)
    kind = _kind(said) if said is not None else None
    if kind is None:
        return None
    n = _how_many(said)  # type: ignore[arg-type]
    origin = found.by_preposition.pop("from", [])
    only(found, "direct")
    if n is None or len(origin) != 1 or who != CONTROLLER:
        raise NotCompiled(
            Construct.VERB,
            f"spending {quote(found.direct).casefold()!r} not compiled",  # type: ignore[arg-type]
        )
    named = None if kind == PLAIN else kind  # none named: any counter (745.1.a)
    source = select(origin[0])
    if isinstance(source, Choose) and isinstance(source.of, Permanents):
        of = source.of
        if of.controller == "friendly":  # a teammate's is not the spender's (745.2)
            of = dataclasses.replace(of, controller="you")
        return SpendCounters(Choose(WithCounters(of, named), prompt="counters"), named, n)
    return SpendCounters(source, named, n)


def counters_on(said: NounPhrase, on: list[Node]) -> Selector | None:
    """ "for each counter on me": the counters on what "on" names (one entry each)."""
    kind = _kind(said) if said.quantifier == "each" else None
    if kind is None or len(on) != 1:
        return None
    return CountersOn(select(on[0]), None if kind == PLAIN else kind)
