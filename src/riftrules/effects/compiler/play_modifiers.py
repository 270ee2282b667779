"""How a card is played by an instruction: for what ("You may pay [R] to play me"), without paying,
ignoring or reducing its cost (356.1.b), its cost bounds."""

from __future__ import annotations

import dataclasses
import itertools

from riftrules.cardtext.nodes import Node
from riftrules.effects import (
    clause_objects,
)
from riftrules.effects.clause_objects import _ITS_COSTS
from riftrules.effects.refusals import Construct, NotCompiled
from riftrules.effects.verbs.playing import (
    permitted_this_turn,
)
from riftrules.engine import (
    May,
    Pay,
    Play,
    Purpose,
    Sequence,
)
from riftrules.engine.actions import Action
from riftrules.ir.clauses import Clause, word_kinds
from riftrules.ir.nodes import Amount as IRAmount
from riftrules.ir.nodes import (
    Complement,
    Prepositional,
    Resources,
)
from riftrules.ir.nodes import NounPhrase as IRNounPhrase
from riftrules.ir.reader import (
    instruction_or_none,
)


def _played_for(cost: Action, built: Action) -> Action:
    """ "You may pay [R] to play me.": the card is played for what is paid (356.1.a: that
    replaces its base cost), not for its own cost as well."""
    paid = cost.action if isinstance(cost, May) else cost
    if isinstance(paid, Pay) and isinstance(built, Play) and built.ignore is None:
        return dataclasses.replace(built, ignore="cost")
    return built


def _costs_go_on(found: list[Clause]) -> list[Clause]:
    """ "… that costs no more Energy and no more Power than the killed unit": the clause the
    tree makes of "and no more Power …" (its verb elided) joined to the one before (read from
    the IR by :func:`riftrules.effects.clause_objects.costs_go_on`)."""
    kept: list[Clause] = []
    for clause in found:
        if kept and clause_objects.costs_go_on(kept[-1], clause):
            kept[-1].objects = [*kept[-1].objects, *clause.objects]
            continue
        kept.append(clause)
    return kept


def _without_paying(found: list[Clause]) -> tuple[list[Clause], dict[int, str]]:
    """ "… without paying its Energy cost" (356.1.b, read from the IR by
    :func:`riftrules.effects.clause_objects.without_paying`): the "without" taken off the clause
    before; each paying clause's id with the cost that play ignores."""
    unpaid: dict[int, str] = {}
    for before, clause in itertools.pairwise(found):
        ignore = clause_objects.without_paying(before, clause)
        if ignore is not None:
            before.objects = before.objects[:-1]
            unpaid[id(clause)] = ignore
    return found, unpaid


def _ignoring(step: Action | None, ignore: str, clause: Clause) -> Action:
    """The "play" before ", ignoring its cost" (or "you may play …", "you may pay [B] to play
    …") ignoring that cost; "you may play a gear … from hand this turn"
    (:func:`permitted_this_turn`) made a cost modifier that lets that play ignore it."""
    permitted = permitted_this_turn(step, ignore)
    if permitted is not None and not clause.auxiliaries:
        return permitted
    if isinstance(step, Purpose) and isinstance(step.effect, Play) and not clause.auxiliaries:
        return Purpose(step.cost, dataclasses.replace(step.effect, ignore=ignore))
    if isinstance(step, May) and isinstance(step.action, Sequence) and not clause.auxiliaries:
        *done, last = step.action.steps  # "you may banish a unit … and play it, ignoring …"
        if isinstance(last, Play):
            played = dataclasses.replace(last, ignore=ignore)
            return dataclasses.replace(step, action=Sequence(*done, played))
    if isinstance(step, May) and isinstance(step.action, Play) and not clause.auxiliaries:
        return dataclasses.replace(step, action=dataclasses.replace(step.action, ignore=ignore))
    if not isinstance(step, Play) or clause.auxiliaries:
        raise NotCompiled(Construct.CLAUSE_PART, "'ignoring its cost' after no 'play' not compiled")
    return dataclasses.replace(step, ignore=ignore)


def _reducing(step: Action | None, less: int) -> Action:
    """The "play" before ", reducing its cost by [N]" (or "you may play …", "you may banish …
    and play it") with that discount."""
    if isinstance(step, May) and isinstance(step.action, Play) and step.action.ignore is None:
        return dataclasses.replace(step, action=dataclasses.replace(step.action, less=less))
    if isinstance(step, May) and isinstance(step.action, Sequence):
        *done, last = step.action.steps
        if isinstance(last, Play) and last.ignore is None:
            played = dataclasses.replace(last, less=less)
            return dataclasses.replace(step, action=Sequence(*done, played))
    if not isinstance(step, Play) or step.ignore is not None:
        raise NotCompiled(
            Construct.CLAUSE_PART,
            "'reducing its cost' after no 'play' paying its cost not compiled",
        )
    return dataclasses.replace(step, less=less)


def _objects_ir(objects: list[Node]) -> tuple[Complement, ...] | None:
    """The IR of a clause's complements; None where they do not read."""
    said = instruction_or_none(Clause(objects=list(objects)))
    return said.objects if said is not None else None


def _is_to(node: Node) -> bool:
    """Is the chunk the preposition "to" alone ("you may pay [1] to …": a purpose)?"""
    return word_kinds(node) == ["TO"]


def _cost_ignored(said: tuple[Complement, ...] | None) -> str | None:
    """ "ignoring its cost" (356.1.b.1), "… its Energy cost" (356.1.b.2), "their costs", "any
    and all costs": what
    the play ignores, read from the IR (the cost of "it" or "them": "cost", "energy", "power");
    None for other complements."""
    if not said or len(said) != 1 or not isinstance(cost := said[0], IRNounPhrase):
        return None
    if cost == _ALL_COSTS:  # "ignoring any and all costs": its base costs (356.1.b.1)
        return "cost"
    if cost.possessor not in ("its", "their"):
        return None
    if cost == IRNounPhrase(possessor=cost.possessor, attributes=("cost",)):
        return "cost"
    if cost.possessor == "its" and cost == IRNounPhrase(
        possessor="its", quantities=cost.quantities
    ):
        return _ITS_COSTS.get(cost.quantities[0]) if len(cost.quantities) == 1 else None
    return None


_ITS_COST = IRNounPhrase(possessor="its", attributes=("cost",))


_ALL_COSTS = IRNounPhrase(quantifier="all", attributes=("cost",))


_ITS_ENERGY_COST = IRNounPhrase(possessor="its", quantities=("energy-cost",))


_BY = Prepositional(preposition="by")


def _reduced_by(said: tuple[Complement, ...] | None) -> int | None:
    """ "reducing its cost by [2]", "… its Energy cost by [5]" (356.4.a): by how much Energy,
    read from the IR; None for other complements."""
    if not said or len(said) != 3 or said[0] not in (_ITS_COST, _ITS_ENERGY_COST):
        return None
    by = said[2]
    if said[1] != _BY or not isinstance(by, IRAmount) or by.might or by.signed is not None:
        return None
    energy = by.resources
    if energy is None or energy != Resources(energy=energy.energy):
        return None
    return energy.energy


_TO_A_MINIMUM = Prepositional(
    preposition="to", object=IRNounPhrase(quantifier="a", qualities=("minimum",))
)
