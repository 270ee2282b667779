"""The subject of a clause: who does it, "each" after it, "to a minimum of …", named tokens."""

from __future__ import annotations

from riftrules.cardtext.nodes import Node
from riftrules.cardtext.printer import quote
from riftrules.effects import (
    compiler,
)
from riftrules.effects.refusals import Construct, NotCompiled
from riftrules.effects.roles import (
    costing,
    described,
)
from riftrules.effects.targets import location_of, select
from riftrules.effects.tokens import token_named
from riftrules.engine import (
    CONTROLLER,
    Costing,
    Permanents,
)
from riftrules.engine.selectors import Selector
from riftrules.ir.nodes import Might as IRMight
from riftrules.ir.nodes import NounPhrase as IRNounPhrase
from riftrules.ir.nodes import (
    Prepositional,
)
from riftrules.ir.reader import (
    noun_phrase_or_none,
)


def floor_of(objects: list[Node]) -> int | None:
    """ "to a minimum of 1 [M]" (a clause's complements; also read by
    :mod:`riftrules.effects.statics`): the least Might it leaves, read from the IR; None for
    other complements."""
    said = compiler._objects_ir(objects)
    if not said or len(said) != 2 or said[0] != compiler._TO_A_MINIMUM:
        return None
    of = said[1]
    if not isinstance(of, Prepositional) or of.preposition != "of":
        return None
    least = of.object
    if not isinstance(least, IRMight) or least != IRMight(value=least.value):
        return None
    return least.value


def _subject(subject: list[Node]) -> Selector:
    if not subject:
        return CONTROLLER
    subject = _without_each(subject)
    rest, bound = costing(subject)  # "Friendly units with Energy cost [2] or less"
    if bound is not None and rest:
        return Costing(_subject(rest), *bound)
    if len(subject) == 1 and (tokens := _your_tokens(subject[0])) is not None:
        return tokens
    if len(subject) == 1:
        return select(subject[0])
    where = location_of(subject[1:])  # "other friendly units here", "units at a battlefield"
    if where is not None:
        return select(subject[0], where)
    said = described(subject, keyword=True)  # "Enemy units here with less Might than me"
    if said is not None:
        return said
    raise NotCompiled(Construct.SUBJECT, f"subject {quote(*subject)!r} not compiled")


_EACH = IRNounPhrase(reference="each")


def _without_each(subject: list[Node]) -> list[Node]:
    """ "Your Mechs each have [Assault].": "each" after a subject standing alone (the IR's
    reference "each") says that what the clause does, it does to each of them, as the subject
    alone says; it selects nothing more."""
    if len(subject) < 2:
        return subject
    return subject[:-1] if noun_phrase_or_none(subject[-1]) == _EACH else subject


def _your_tokens(node: Node) -> Selector | None:
    """ "Your Sand Soldiers": the units named as that token of rule 187 (the IR's names) that
    you control; None for any other noun phrase."""
    said = noun_phrase_or_none(node)
    if said is None:
        return None
    name = token_named(said.names)
    if name is None or said != IRNounPhrase(possessor="you", names=said.names):
        return None
    return Permanents(controller="you", name=name)
