"""What a clause's objects name, read from the semantic IR (:mod:`riftrules.ir`) where the
tree's chunks do not say it in one noun phrase: "something else that's exhausted", "something
besides me that's exhausted" — the pronoun "something" (any non-spell Game Object on the board,
107, 415.1), "else" or "besides me" (not the source), and a relative clause of "be" and a state;
"a spell … with Energy cost less than your points" (the most Energy of its cost, one less than
the amount); "… without paying its Energy cost" (the cost the play ignores, 356.1.b); "a unit
from your trash that costs no more Energy and no more Power than the killed unit" (the most
Energy and Power of its cost, those of another card's).

:func:`something` gives the selector
the objects stand for, :func:`cost_less_than` and :func:`cost_no_more_than` the bounds on
the cost (:func:`costs_go_on` tells the compiler that a clause with its verb elided goes on
with them), :func:`without_paying` the cost ignored; each None for objects of another shape.
"""

from __future__ import annotations

from riftrules.cardtext import ast
from riftrules.cardtext.nodes import Node, Word
from riftrules.engine import (
    CONTROLLER,
    EnergyCostOf,
    KilledToPlay,
    Plus,
    PointsOf,
    PowerCostOf,
    Self,
    Something,
)
from riftrules.engine.selectors import Selector
from riftrules.ir import IRError
from riftrules.ir.clauses import Clause, read_objects, something_head
from riftrules.ir.nodes import (
    Complement,
    Instruction,
    NounPhrase,
    Prepositional,
    Relative,
    State,
    Verb,
)
from riftrules.ir.reader import complement_or_none, instruction_or_none, read_complement

_ME = NounPhrase(reference="self")
_YOU = NounPhrase(reference="you")


def something(objects: list[Node]) -> tuple[list[Node], Selector] | None:
    """The objects with "something …" taken out (those before it), and the selector it
    stands for: ``Something(other, exhausted)``; None if no object reads so."""
    read = read_objects(objects)
    if read is None:
        return None
    for start in range(len(read)):
        head = something_head(read[start:])
        if head is None:
            continue
        other, length = head
        rest = read[start + length :]
        exhausted: bool | None = None
        if rest and _is_be(rest[0]):
            states = [r.state for r in rest[1:] if isinstance(r, State)]
            if len(states) != len(rest) - 1 or states not in (["exhausted"], ["ready"]):
                return None
            exhausted = states == ["exhausted"]
        elif rest:
            return None
        return list(objects[:start]), Something(other=other, exhausted=exhausted)
    return None


def by_you(objects: list[Node]) -> list[Node]:
    """The objects with "you" taken out where it does a participle "… this way" ("for each
    unit you readied this way": the one the instruction before was done by, the controller;
    :func:`riftrules.effects.compiler.sentences._this_way` holds the count to that
    instruction)."""
    kept: list[Node] = []
    for index, chunk in enumerate(objects):
        after = objects[index + 1] if index + 1 < len(objects) else None
        if (
            isinstance(after, Word)
            and after.kind == "THIS_WAY"
            and complement_or_none(chunk) == _YOU
            and index > 0
            and isinstance(objects[index - 1], ast.NounPhrase)
        ):
            continue
        kept.append(chunk)
    return kept


def _is_be(said: Complement | None) -> bool:
    """ "that's" (the relative "be", with nothing after it in its own chunk)."""
    return isinstance(said, Instruction) and said.verb is Verb.BE and not said.objects


_WITH_ENERGY_COST = Prepositional(
    preposition="with", object=NounPhrase(quantities=("energy-cost",))
)
_YOUR_POINTS = NounPhrase(possessor="you", quantities=("point",))
_WITHOUT = Prepositional(preposition="without")
_ITS_COSTS = {"energy-cost": "energy", "power-cost": "power"}  # the IR's quantity: what is ignored


def cost_less_than(objects: list[Node]) -> tuple[list[Node], tuple[object, ...]] | None:
    """ "with Energy cost less than your points": the objects without those words, and the
    arguments of :class:`riftrules.engine.Costing` — the most Energy, one less than your
    points (a cost is a whole number, 356); None for objects of another shape."""
    read = read_objects(objects)
    if read is None:
        return None
    for i, said in enumerate(read[:-1]):
        less = read[i + 1]
        if said != _WITH_ENERGY_COST or not isinstance(less, Prepositional):
            continue
        if less.preposition != "less-than" or less.object != _YOUR_POINTS:
            return None
        end = i + 3 if i + 2 < len(read) and read[i + 2] is None else i + 2  # its object too
        return [*objects[:i], *objects[end:]], (Plus((PointsOf(CONTROLLER), -1)), None)
    return None


def without_paying(before: Clause, clause: Clause) -> str | None:
    """ "… play a spell … without paying its Energy cost": ``before`` ends in "without" and
    ``clause`` (the tree's second verb, with no joint) pays its cost and nothing else: the
    cost the play ignores (356.1.b: that base cost is zero) — "energy", "power"; None for
    another shape."""
    if clause.joint or clause.subject or clause.auxiliaries or not before.objects:
        return None
    last = read_objects(before.objects[-1:])
    if last != [_WITHOUT]:
        return None
    said = instruction_or_none(clause)
    if said is None:
        return None
    if said.verb is not Verb.PAY or said.modal or said.negated or len(said.objects) != 1:
        return None
    cost = said.objects[0]
    if not isinstance(cost, NounPhrase) or len(cost.quantities) != 1:
        return None
    if cost != NounPhrase(possessor="its", quantities=cost.quantities):
        return None
    return _ITS_COSTS.get(cost.quantities[0])


_THAT_COSTS = Relative(verb=Verb.COST, subject="that")
_NO_MORE = {"energy": EnergyCostOf, "power": PowerCostOf}  # the IR's quantity: whose cost
_THAN = Prepositional(preposition="than")
_THE_KILLED_UNIT = NounPhrase(quantifier="the", kinds=("unit",), states=("killed",))


def _cost_of(said: Complement | None) -> Selector | None:
    """Whose cost the bound is: "the killed unit" (the additional cost's, 357.2), "me"."""
    if said == _THE_KILLED_UNIT:
        return KilledToPlay()
    return Self() if said == _ME else None


def cost_no_more_than(objects: list[Node]) -> tuple[list[Node], tuple[object, ...]] | None:
    """ "… from your trash that costs no more Energy and no more Power than the killed unit":
    the objects with those words taken out (the relative "that costs" off the noun phrase the
    tree hangs it on), and the arguments of :class:`riftrules.engine.Costing` — the Energy
    and Power costs of what "than" names; None for objects of another shape."""
    try:
        read = [read_complement(o) for o in objects]
    except IRError:
        return None
    for i, said in enumerate(read):
        if not isinstance(said, NounPhrase) or said.relative != _THAT_COSTS:
            continue
        bounds, rest = [], read[i + 1 :]
        while rest and isinstance(rest[0], NounPhrase) and _no_more(rest[0]) is not None:
            bounds.append(_no_more(rest[0]))
            rest = rest[1:]
        if not bounds or len(rest) != 2 or rest[0] != _THAN or len(set(bounds)) != len(bounds):
            return None
        whose = _cost_of(rest[1])
        if whose is None:
            return None
        chunk = objects[i]
        parts = getattr(chunk, "parts", ())
        if not parts or not isinstance(parts[-1], Word) or parts[-1].kind != "RELATIVE":
            return None
        kept = ast.NounPhrase(parts=parts[:-1])
        energy = EnergyCostOf(whose) if "energy" in bounds else None
        power = PowerCostOf(whose) if "power" in bounds else None
        return [*objects[:i], kept], (energy, power)
    return None


def _no_more(said: NounPhrase) -> str | None:
    """ "no more Energy", "no more Power": which component of the cost is bounded."""
    if len(said.quantities) != 1 or said.quantities[0] not in _NO_MORE:
        return None
    bare = NounPhrase(quantifier="no", qualities=("more",), quantities=said.quantities)
    return said.quantities[0] if said == bare else None


def costs_go_on(first: Clause, second: Clause) -> bool:
    """Is ``second`` (joined by "and", its verb elided: the tree's "and no more Power than
    the killed unit") more of ``first``'s "that costs no more Energy …"?"""
    if second.joint != "and" or second.subject or second.verb is not first.verb:
        return False
    return cost_no_more_than([*first.objects, *second.objects]) is not None
