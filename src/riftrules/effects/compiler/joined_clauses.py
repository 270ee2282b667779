"""Clauses joined in one run that read as one: "… and if …", "you may … and …", shared objects and
keywords, two units swapping places, "to or from its base", "at the same battlefield"."""

from __future__ import annotations

import itertools

from riftrules.cardtext import ast
from riftrules.cardtext.nodes import Node, Word
from riftrules.effects import (
    compiler,
    conditions,
)
from riftrules.effects.compiler.references import _IT, _SELF
from riftrules.effects.refusals import Construct, NotCompiled
from riftrules.effects.roles import (
    SAME_AS_CHOSEN,
    TO_OR_FROM_BASE,
    WITH_NEXT,
    my_keywords,
    preposition_of,
)
from riftrules.effects.targets import select
from riftrules.effects.verbs.clause_parts import merge_elided_or
from riftrules.engine import (
    Chosen,
    If,
    It,
    May,
    MeAnd,
    Purpose,
    Sequence,
    SwapLocations,
)
from riftrules.engine.actions import Action
from riftrules.engine.selectors import Selector
from riftrules.ir.clauses import Clause, word_kinds
from riftrules.ir.lexicon import LEXICON
from riftrules.ir.nodes import (
    Complement,
    ConditionKind,
    Conjunction,
    Prepositional,
    conjunction,
)
from riftrules.ir.nodes import Condition as IRCondition
from riftrules.ir.nodes import NounPhrase as IRNounPhrase


def _after_purpose(steps: list[Action], clause: Clause) -> bool:
    """Is this clause, with no subject or modal of its own, more of what a cost before "to"
    pays for ("you may exhaust me to draw 1, then put a card …", 355.10.c.1)?"""
    return (
        bool(steps)
        and isinstance(steps[-1], Purpose)
        and conjunction(clause.joint) in (Conjunction.AND, Conjunction.THEN)
        and not clause.subject
        and not clause.auxiliaries
    )


def _and_if(run: ast.Run) -> Action | None:
    """ "Move a friendly unit in a showdown to base and if I'm [Empowered], ready it.": the
    instructions before "and if", then those after the condition's comma only if it holds
    (the condition read from the IR; "it" still what the instruction before affected); None
    for a run with no such joint."""
    joints = [i for i, p in enumerate(run.parts) if isinstance(p, (ast.Joint, ast.TightJoint))]
    kinds = {i: word_kinds(run.parts[i]) for i in joints}
    at = next((i for i in joints if kinds[i] == ["AND", "IF"]), None)
    comma = next((i for i in joints if at is not None and i > at and kinds[i] == ["COMMA"]), None)
    if at is None or comma is None:
        return None
    said = conditions.instructions(ast.Run(parts=run.parts[at + 1 : comma]))
    test = conditions.from_ir(IRCondition(kind=ConditionKind.IF, test=said)) if said else None
    if test is None:
        raise NotCompiled(Construct.CONDITION, "the condition after 'and if' not compiled")
    first = compiler._run(ast.Run(parts=run.parts[:at]))
    return Sequence(first, If(test, compiler._run(ast.Run(parts=run.parts[comma + 1 :]))))


def _last_joint(run: ast.Run, kinds: list[str]) -> int:
    """Where the last joint of words of those ``kinds`` is in a run."""
    return max(
        i for i, p in enumerate(run.parts) if isinstance(p, ast.Joint) and word_kinds(p) == kinds
    )


def _might_and_keywords(found: list[Clause]) -> list[Clause]:
    """ "Give me +2 [M] and [Ganking] this turn." reads as two clauses joined by "and" (the verb
    elided, the second with no object of its own): one clause giving both; so does "give
    another friendly unit my keywords and +[M] equal to my Might this turn"."""
    merged: list[Clause] = []
    for clause in found:
        before = merged[-1] if merged else None
        kinds = [getattr(o, "kind", "") for o in clause.objects]
        if (
            before is not None
            and before.lemma == "give"
            and clause.verb is before.verb
            and clause.joint == "and"
            and kinds
            and set(kinds) <= {"KEYWORD", "ADVERB_PHRASE"}
        ):
            before.objects = [*before.objects, *clause.objects]
            continue
        if (
            before is not None
            and before.lemma == "give"
            and clause.verb is before.verb
            and clause.joint == "and"
            and before.objects
            and my_keywords(before.objects[-1])
            and clause.objects
            and isinstance(clause.objects[0], ast.Amount)  # no object of its own: the Might
        ):  # "give another friendly unit my keywords and +[M] equal to my Might this turn"
            before.objects = [*before.objects, *clause.objects]
            continue
        merged.append(clause)
    return merged


def _swapped_pair(found: list[Clause]) -> list[Clause]:
    """ "Swap the Might of a friendly unit and an enemy unit this turn." reads as two clauses
    joined by "and" (the verb elided, the second naming a unit): one swap "of" both units
    (433.1: two values are swapped)."""
    merged: list[Clause] = []
    for clause in found:
        before = merged[-1] if merged else None
        of = _of_what(before.objects) if before is not None else None
        if (
            before is not None
            and of is not None
            and before.lemma == "swap"
            and clause.verb is before.verb
            and clause.joint == "and"
            and not (clause.subject or clause.auxiliaries)
            and clause.objects
            and isinstance(clause.objects[0], ast.NounPhrase)
        ):
            before.objects = [*before.objects, of, *clause.objects]
            continue
        merged.append(clause)
    return merged


def _marked_on(found: list[Clause]) -> list[Clause]:
    """ "Double the damage marked on a unit." reads as "double the damage" and a clause of the
    participle "marked" (no joint, no subject): the damage marked "on" that unit, one clause
    (what a lexicon relative, "marked on it", says of "it")."""
    merged: list[Clause] = []
    for clause in found:
        before = merged[-1] if merged else None
        if (
            before is not None
            and before.lemma == "double"
            and clause.lemma == "mark"
            and clause.verb is not None
            and clause.verb.text.casefold() == "marked"
            and not (clause.joint or clause.subject or clause.auxiliaries)
            and compiler._objects_ir(before.objects) == (_THE_DAMAGE,)
            and clause.objects
            and isinstance(clause.objects[0], ast.PrepPhrase)
            and preposition_of(next(iter(clause.objects[0].words()))) == "on"
        ):
            before.objects = [*before.objects, *clause.objects]
            continue
        merged.append(clause)
    return merged


_THE_DAMAGE = IRNounPhrase(quantifier="the", quantities=("damage",))


def _of_what(objects: list[Node]) -> ast.PrepPhrase | None:
    """The bare "of" before the last noun phrase of a clause ("the Might of a unit")."""
    if len(objects) < 2 or not isinstance(objects[-1], ast.NounPhrase):
        return None
    of = objects[-2]
    if not isinstance(of, ast.PrepPhrase) or len(of.parts) != 1:
        return None
    return of if preposition_of(next(iter(of.words()))) == "of" else None


def _in_may(steps: list[Action], clause: Clause) -> bool:
    """Does "you may …" reach over this clause: joined by "and", with no subject or modal of
    its own, after a "may" clause?"""
    return (
        bool(steps)
        and isinstance(steps[-1], May)
        and conjunction(clause.joint) is Conjunction.AND
        and not clause.subject
        and not clause.auxiliaries
    )


def _shared(found: list[Clause]) -> list[Clause]:
    """ "Return a friendly unit and an enemy unit to their owners' hands.": with the verb
    elided, the "to …" that ends the last clause belongs to the one before it too ("Kill a
    friendly unit or gear" is one object already: :mod:`.clauses` reads lists of kinds)."""
    found = _marked_on(_swapped_pair(_to_or_from_base(_might_and_keywords(found))))
    _shared_keywords(found)
    _shared_object(found)
    for before, after in zip(reversed(found[:-1]), reversed(found[1:]), strict=True):
        if after.verb is not before.verb or conjunction(after.joint) is not Conjunction.AND:
            continue
        if _quantifier(after.objects) not in ("a", "another"):  # "all units and gear": not read
            continue
        to = [i for i, o in enumerate(after.objects) if compiler._is_to(o)]
        has_to = any(compiler._is_to(o) for o in before.objects)
        if to and not has_to:
            before.objects = [*before.objects, *after.objects[to[-1] :]]
        _same_battlefield(before, after)
    return found


def _quantifier(objects: list[Node]) -> str | None:
    """The lexicon's quantifier the first complement opens with ("an": "a"), if any."""
    words = list(objects[0].words()) if objects else []
    return LEXICON["quantifiers"].get(words[0].text.casefold()) if words else None


def _shared_keywords(found: list[Clause]) -> None:
    """ "Give a unit at a battlefield or a gear [Temporary].": with the verb elided, the
    keywords that end the last clause are given by the one before it too (read from the
    chunks' kinds; the one before giving nothing of its own)."""
    for before, after in itertools.pairwise(found):
        if before.lemma != "give" or after.verb is not before.verb or after.joint != "or":
            continue
        kinds = [getattr(o, "kind", "") for o in before.objects]
        given = [o for o in after.objects if getattr(o, "kind", "") == "KEYWORD"]
        amounts = any(isinstance(o, ast.Amount) for o in before.objects)
        if given and "KEYWORD" not in kinds and not amounts:
            before.objects = [*before.objects, *given]


def _shared_object(found: list[Clause]) -> None:
    """ "Ready or exhaust a legend.": a verb with no object, then "or" and another verb with
    one: both act on that object (one of the two is done, :func:`_either`)."""
    for before, after in itertools.pairwise(found):
        if before.objects or after.joint != "or" or after.verb is before.verb:
            continue
        if not after.objects or after.subject or before.lemma is None:
            continue
        before.objects = list(after.objects)


def _swaps(found: list[Clause]) -> tuple[list[Clause], dict[int, Action]]:
    """Two units moving to each other's locations (420): "Move me to its location and it to my
    original location" (the unit named before), "Move me and a Shadow Clone you control to each
    other's locations", "move each to the other's location" (the two chosen): one
    :class:`SwapLocations`, built here for the clause that says it (the other one dropped)."""
    merged: list[Clause] = []
    built: dict[int, Action] = {}
    for clause in found:
        before = merged[-1] if merged else None
        said = compiler._objects_ir(clause.objects) if clause.lemma == "move" else None
        pair = _swap_pair(before, clause, said) if before is not None else None
        if pair is not None and before is not None:
            merged[-1] = clause
            clause.joint = before.joint
            built[id(clause)] = SwapLocations(pair)
            continue
        if said == _EACH_TO_THE_OTHERS and len(clause.objects) == 3:
            if clause.subject or clause.auxiliaries:
                raise NotCompiled(
                    Construct.PLAYER_CHOICE, "another player moving units to each other's locations"
                )
            built[id(clause)] = SwapLocations(Chosen())  # the two chosen before
        merged.append(clause)
    return merged, built


_TO_EACH_OTHERS = Prepositional(
    preposition="to", object=IRNounPhrase(possessor="each-other", kinds=("location",))
)


_EACH_TO_THE_OTHERS = (
    IRNounPhrase(reference="each"),
    Prepositional(
        preposition="to", object=IRNounPhrase(quantifier="the", other=True, kinds=("location",))
    ),
)


_ME_TO_ITS_LOCATION = (
    _SELF,
    Prepositional(preposition="to", object=IRNounPhrase(possessor="its", kinds=("location",))),
)


_IT_TO_MY_ORIGINAL_LOCATION = (
    _IT,
    Prepositional(
        preposition="to",
        object=IRNounPhrase(possessor="me", kinds=("location",), qualities=("original",)),
    ),
)


def _swap_pair(
    before: Clause, clause: Clause, said: tuple[Complement, ...] | None
) -> Selector | None:
    """The two units of "Move X to its location and it to my original location" / "Move X and
    Y to each other's locations" (an elided verb), or None if the clauses say otherwise."""
    if before.lemma != "move" or clause.verb is not before.verb or clause.joint != "and":
        return None
    if clause.subject or clause.auxiliaries or before.subject or before.auxiliaries:
        return None
    if said is None or len(clause.objects) != 3:
        return None
    first = compiler._objects_ir(before.objects)
    if first == _ME_TO_ITS_LOCATION and said == _IT_TO_MY_ORIGINAL_LOCATION:
        return MeAnd(It())  # "its": the unit named before
    if first in ((_SELF,), (_SELF, _TO_EACH_OTHERS)) and said[1:] == (_TO_EACH_OTHERS,):
        return MeAnd(select(clause.objects[0]))
    return None


_FROM_ITS_BASE = Prepositional(
    preposition="from", object=IRNounPhrase(possessor="its", zones=("base",))
)


def _to_or_from_base(found: list[Clause]) -> list[Clause]:
    """ "Move a friendly unit to or from its base" reads as two clauses joined by "or" (the
    verb elided): one move, whose destination says both (``TO_OR_FROM_BASE``)."""
    return merge_elided_or(found, _from_its_base)


def _from_its_base(before: Clause, clause: Clause) -> bool:
    if not (
        before.lemma == "move"
        and before.objects
        and compiler._is_to(before.objects[-1])
        and compiler._objects_ir(clause.objects) == (_FROM_ITS_BASE,)
    ):
        return False
    before.objects = [*before.objects, Word(kind="NOUN", text=TO_OR_FROM_BASE)]
    return True


_AT_THE_SAME_BATTLEFIELD = Prepositional(
    preposition="at",
    object=IRNounPhrase(quantifier="the", kinds=("battlefield",), qualities=("same",)),
)


def _same_battlefield(before: Clause, after: Clause) -> None:
    """ "Stun a friendly unit and an enemy unit at the same battlefield": a group of targets
    (355.11): the first at a battlefield where one of the second is (355.8: both must be
    chosen), the second at the first's battlefield."""
    if len(after.objects) != 3 or len(before.objects) != 1:
        return
    said = compiler._objects_ir(after.objects)
    one = said[0] if said is not None and len(said) == 1 else None
    if not isinstance(one, IRNounPhrase) or one.location != _AT_THE_SAME_BATTLEFIELD:
        return
    if not isinstance(before.objects[0], ast.NounPhrase):
        return
    at, mark = after.objects[1], Word(kind="NOUN", text=WITH_NEXT)
    before.objects = [*before.objects, at, ast.NounPhrase(parts=(mark, after.objects[0]))]
    after.objects = [after.objects[0], at, Word(kind="NOUN", text=SAME_AS_CHOSEN)]
