"""When an activated ability may be used (377.2.b), read from the semantic IR
(:mod:`riftrules.ir`): "Use only once per turn.", "Use this ability only while I'm at a
battlefield.", "Use only if you've chosen an enemy unit this turn and only once each turn.",
"Use my abilities only while I'm at a battlefield.".
The sentence is a "use" instruction marked "only", then the condition it is used under (an
instruction joined by "while" or "if", read by :mod:`.conditions`) and how many times each
turn; all of it from the instructions' fields, never from printed words.

:func:`use_only` gives the condition and the limit of such a sentence, None for another one.
"""

from __future__ import annotations

import dataclasses
from collections.abc import Iterable

from riftrules.cardtext.nodes import Node
from riftrules.effects import conditions
from riftrules.effects.refusals import Construct, NotCompiled
from riftrules.effects.spending import marked_only, marks_only
from riftrules.engine.conditions import Condition
from riftrules.ir.nodes import (
    Adverb,
    Complement,
    ConditionKind,
    NounPhrase,
    Prepositional,
    Verb,
)
from riftrules.ir.nodes import Condition as IRCondition

# what is used: "Use this ability only …" (or "Use only …": the ability the sentence ends),
# "Use my abilities only …" (each activated ability of the card)
_THIS_ABILITY = NounPhrase(reference="this", kinds=("ability",))
MY_ABILITIES = NounPhrase(possessor="me", kinds=("ability",))
_TIMES = {"once": 1, "twice": 2}  # how many times each turn (377.2.b)
_EACH_TURN = (
    Prepositional(preposition="per", object=NounPhrase(times=("turn",))),
    NounPhrase(quantifier="each", times=("turn",)),
)
_UNDER = {"while": ConditionKind.WHILE, "if": ConditionKind.IF}


def use_only(
    sentence: Node, of: NounPhrase = _THIS_ABILITY
) -> tuple[Condition | None, int | None] | None:
    """The condition to activate an ability and how many times each turn it may be, from the
    sentence after its effect (``of``: :data:`MY_ABILITIES` for a line of its own about each
    activated ability of the card); None for a sentence that says neither (an error for one
    that does but is not read)."""
    found = marked_only(sentence, {Verb.USE})
    if found is None:
        return None
    first, *rest = found
    if of != _THIS_ABILITY and of not in first.objects:
        return None
    said = _said(o for o in first.objects if o != of)
    limit = _limit(said)
    if rest and rest[-1].joint == "and" and (last := _limit(_said(rest[-1].objects))):
        limit, rest = last, rest[:-1]  # "… and only once each turn"
    if said and limit is None:
        raise NotCompiled(
            Construct.ABILITY, "the restriction on using the ability: how often, not read (377.2.b)"
        )
    if not rest:
        return None, limit
    kind = _UNDER.get(rest[0].joint)
    test = (dataclasses.replace(rest[0], joint=""), *rest[1:])
    condition = conditions.from_ir(IRCondition(kind=kind, test=test)) if kind else None
    if condition is None:
        raise NotCompiled(
            Construct.ABILITY,
            "the restriction on using the ability: its condition, not compiled (377.2.b)",
        )
    return condition, limit


def _said(objects: Iterable[Complement]) -> list[Complement]:
    """A "use" clause's complements but the "only" that marks it."""
    return [o for o in objects if not marks_only(o)]


def _limit(said: list[Complement]) -> int | None:
    """ "once per turn", "twice each turn" (after "only"): that many times; None for anything
    else."""
    if len(said) != 2 or not isinstance(times := said[0], Adverb) or said[1] not in _EACH_TURN:
        return None
    return _TIMES.get(times.word)
