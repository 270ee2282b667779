"""A relative clause of state after the permanent a clause names: "Kill an enemy unit that's
alone at a battlefield.", "Ready a unit that's exhausted." The clause after it (the IR: its
subject "that", its verb "be", no joint, nothing negated) says states the permanent must be
in — each a state of :data:`riftrules.effects.conditions.STATES` or a place
(:func:`~riftrules.effects.conditions.state_fields`), "alone" (no other friendly unit at its
location, 740.2.a) — and narrows the permanents the clause before chooses from. Anything else
in it leaves the clause as it is (refused by its verb).
"""

from __future__ import annotations

import dataclasses
from collections.abc import Callable

from riftrules.effects.conditions import state_fields
from riftrules.engine import Permanents
from riftrules.ir.clauses import Clause
from riftrules.ir.nodes import Adverb, Instruction, NounPhrase, Verb
from riftrules.ir.reader import instruction_or_none

_THAT = (NounPhrase(reference="that"),)
_ALONE = Adverb(word="alone")


def that_is(found: list[Clause]) -> tuple[list[Clause], dict[int, Callable[[object], object]]]:
    """The clauses without the relative clauses of state, and for each clause before one the
    rewrite of what it chooses (its one group of permanents, narrowed)."""
    kept: list[Clause] = []
    narrowed: dict[int, Callable[[object], object]] = {}
    for clause in found:
        fields = _fields(clause) if kept and id(kept[-1]) not in narrowed else None
        if fields is None:
            kept.append(clause)
            continue

        def narrow(value: object, fields: dict[str, object] = fields) -> object | None:
            if isinstance(value, Permanents) and fields.keys().isdisjoint(_said(value)):
                return dataclasses.replace(value, **fields)
            return None

        narrowed[id(kept[-1])] = narrow
    return kept, narrowed


def _fields(clause: Clause) -> dict[str, object] | None:
    """What "that's …" says, as the fields of :class:`Permanents`; None for another clause."""
    if clause.joint or clause.subject or clause.auxiliaries:
        return None
    said = instruction_or_none(clause)
    if said is None or said.verb is not Verb.BE or said.subject != _THAT:
        return None
    if said != Instruction(verb=Verb.BE, subject=_THAT, objects=said.objects) or not said.objects:
        return None
    fields: dict[str, object] = {}
    for part in said.objects:
        more = {"alone": True} if part == _ALONE else state_fields(part)
        if more is None or not more.keys().isdisjoint(fields):
            return None
        fields |= more
    return fields


def _said(selector: Permanents) -> set[str]:
    """The fields a group of permanents already sets (a state it says twice is refused)."""
    blank = Permanents()
    return {
        f.name
        for f in dataclasses.fields(selector)
        if getattr(selector, f.name) != getattr(blank, f.name)
    }


def groups(value: object) -> int:
    """How many groups of permanents a compiled action chooses from or acts on (the clause
    before a relative clause must name one)."""
    if isinstance(value, Permanents):
        return 1
    if isinstance(value, tuple):
        return sum(groups(v) for v in value)
    if dataclasses.is_dataclass(value) and not isinstance(value, type):
        return sum(groups(getattr(value, f.name)) for f in dataclasses.fields(value))
    return 0
