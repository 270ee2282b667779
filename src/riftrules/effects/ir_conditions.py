"""Conditions read from the semantic IR (:mod:`riftrules.ir`): "If at least one of them has
[Temporary]". What is tested comes from the fields of the condition's instruction (its verb,
the noun phrases of its subject, the keywords of its objects), never from printed words.

:func:`from_ir` reads the conditions :func:`riftrules.effects.compiler.test_words` does not;
as it reads more shapes, those tables shrink.
"""

from __future__ import annotations

from riftrules.engine import Chosen, Exists, It, Permanents, Self, ThisTurn
from riftrules.engine.actions import Condition
from riftrules.engine.selectors import Selector
from riftrules.ir.lexicon import LEXICON
from riftrules.ir.nodes import (
    Adverb,
    ConditionKind,
    Duration,
    Instruction,
    Keyword,
    NounPhrase,
    Prepositional,
    Verb,
)
from riftrules.ir.nodes import Condition as IRCondition

# what a pronoun in a condition names: "it" what the instruction before affected; "them" (one
# of them) what this effect chose ("Choose a unit … and another unit …. If one of them …")
_REFERENCES: dict[str, type[Selector]] = {"it": It, "they": Chosen}
# a keyword a permanent has, as the selector's field that tests it (printed or given)
HAVING = {"Temporary": "temporary"}  # 816
_TIMES = {"once": 1, "twice": 2}  # how many times it was done


def from_ir(condition: IRCondition) -> Condition | None:
    """What an "If …" (or a static ability's "While …") condition tests, or None where a part
    is not read here."""
    if condition.kind not in (ConditionKind.IF, ConditionKind.WHILE):
        return None
    if len(condition.test) == 2:
        return _done_this_turn(*condition.test)
    if len(condition.test) != 1:
        return None
    test = condition.test[0]
    if test.modal or test.negated:
        return None
    if test.verb is Verb.BE:
        return _where_i_am(test)
    if test.verb is not Verb.HAVE:
        return None
    among = _some_of(list(test.subject))
    keywords = [o for o in test.objects if isinstance(o, Keyword)]
    if among is None or not keywords or len(keywords) != len(test.objects):
        return None
    fields = {HAVING.get(k.name): True for k in keywords if k.value is None}
    if None in fields or len(fields) != len(keywords):
        return None
    return Exists(Permanents(among=among, **fields))  # type: ignore[arg-type]


def _where_i_am(test: Instruction) -> Condition | None:
    """ "while I'm at a battlefield": I am at one (a location: a base or a battlefield)."""
    if test.subject != (NounPhrase(reference="self"),) or test.objects != (_AT_A_BATTLEFIELD,):
        return None
    return Exists(Permanents(at="battlefield", among=Self()))


_AT_A_BATTLEFIELD = Prepositional(
    preposition="at", object=NounPhrase(quantifier="a", kinds=("battlefield",))
)


def _done_this_turn(have: Instruction, done: Instruction) -> Condition | None:
    """ "If I have moved twice this turn" (the IR: "have", then the verb done, how many times
    and "this turn"): that many events of the verb's kind about me since this turn began."""
    if have.verb is not Verb.HAVE or have.objects or have.modal or have.negated:
        return None
    if len(have.subject) != 1 or done.subject or done.modal or done.negated or done.joint:
        return None
    kind = LEXICON["trigger_events"].get(done.verb.value) if done.verb else None
    objects = list(done.objects)
    if kind is None or not objects or objects.pop() != Duration(until="turn"):
        return None
    least = 1
    if objects and isinstance(objects[0], Adverb) and objects[0].word in _TIMES:
        least = _TIMES[objects.pop(0).word]
    who = have.subject[0]
    if objects or not isinstance(who, NounPhrase) or who != NounPhrase(reference="self"):
        return None
    return ThisTurn(kind, least=least, anyone=True, about=Self())  # by anyone: moved by whom


def _some_of(subject: list[object]) -> Selector | None:
    """ "it", "at least one of them", "one of them": what has to have it, one at least."""
    if subject and isinstance(bound := subject[0], Adverb):
        if LEXICON["bounds"].get(bound.word) != "at-least":
            return None
        subject = subject[1:]
    if len(subject) == 2 and subject[0] == NounPhrase(partitive="one"):
        subject = subject[1:]
    elif len(subject) == 1 and getattr(subject[0], "reference", None) == "they":
        return None  # "if they have …": each of them, not one
    if len(subject) != 1 or not isinstance(pronoun := subject[0], NounPhrase):
        return None
    if pronoun != NounPhrase(reference=pronoun.reference) or pronoun.reference is None:
        return None
    named = _REFERENCES.get(pronoun.reference)
    return named() if named is not None else None
