"""What the resources an ability adds may be spent on, read from the semantic IR
(:mod:`riftrules.ir`): "[E]: [Add] [2]. Use only to play spells.", "… Use only to play gear or
use gear abilities.", "… Spend this Energy only to play units or activated abilities of
units.", "… Spend this Energy only during showdowns.". The sentence after the [Add] is a "use"
or "spend" instruction marked "only", governing "to" and the instructions it may pay for, or
"during" a time; what it allows comes from their verbs and noun phrases' kinds and states,
never from printed words.

:func:`spend_only` gives the :class:`~riftrules.engine.costs.SpendOnly` of such a sentence,
None for another one; :func:`restricted` applies it to the ability's [Add].
"""

from __future__ import annotations

import dataclasses

from riftrules.cardtext.nodes import Node
from riftrules.effects.refusals import Construct, NotCompiled
from riftrules.engine.actions import Action
from riftrules.engine.payment import Spending, SpendOnly
from riftrules.engine.player_actions import Add
from riftrules.ir.lexicon import LEXICON
from riftrules.ir.nodes import Adverb, Complement, Instruction, NounPhrase, Prepositional, Verb
from riftrules.ir.reader import sentence_or_none

_SPENDING = {Verb.USE, Verb.SPEND}  # "Use only …", "Spend this Energy only …"
_ADDED = {"energy", "power"}  # "this Energy": what the ability added
_PAYING = {Verb.PLAY, Verb.USE}  # "to play spells", "use gear abilities"
_TIMES = {"showdown"}  # "during showdowns" (308.1)


def marked_only(sentence: Node, verbs: set[Verb]) -> tuple[Instruction, ...] | None:
    """The instructions of a sentence that opens with one of ``verbs`` marked "only" ("Use
    only …", "Spend this Energy only …"), nothing before it; None for another sentence."""
    said = sentence_or_none(sentence)
    if said is None:
        return None
    if said.triggers or said.conditions or not said.instructions:
        return None
    first = said.instructions[0]
    if first.verb not in verbs or first.subject or first.modal or first.negated:
        return None
    return said.instructions if any(marks_only(o) for o in first.objects) else None


def spend_only(sentence: Node) -> SpendOnly | None:
    """The restriction a sentence after an [Add] sets on what it added; None for another."""
    found = marked_only(sentence, _SPENDING)
    if found is None:
        return None
    first, *purposes = found
    objects = [o for o in first.objects if not marks_only(o)]
    if objects and _added(objects[0]):
        objects = objects[1:]
    if len(objects) != 1 or not isinstance(when := objects[0], Prepositional):
        return None
    if when.preposition == "during" and not purposes:
        times = when.object.times if isinstance(when.object, NounPhrase) else ()
        if when.object == NounPhrase(times=times) and set(times) <= _TIMES and times:
            return SpendOnly(showdown=True)
        return None
    if when.preposition != "to" or when.object is not None or not purposes:
        return None
    plays: list[str] = []
    abilities_of: list[str] = []
    for each in purposes:
        read = _purpose(each) if each.joint in ("", "or") else None
        if read is None:
            return None
        spending, kind = read
        (plays if spending is Spending.PLAY else abilities_of).append(kind)
    return SpendOnly(plays=tuple(plays), abilities_of=tuple(abilities_of))


def marks_only(said: Complement) -> bool:
    """ "only": an adverb ("Spend this Energy only"), or read as an adjective alone
    ("Use only to")."""
    if isinstance(said, Adverb):
        return said.word == "only"
    return isinstance(said, NounPhrase) and said == NounPhrase(qualities=("only",))


def _added(said: Complement) -> bool:
    """ "this Energy": the resources the ability added."""
    return (
        isinstance(said, NounPhrase)
        and len(said.quantities) == 1
        and said.quantities[0] in _ADDED
        and said == NounPhrase(reference="this", quantities=said.quantities)
    )


def _purpose(said: Instruction) -> tuple[Spending, str] | None:
    """What one instruction after "to" pays for: playing a card of a type ("play spells"),
    or an activated ability of a card of a type ("use gear abilities", "activated abilities
    of units")."""
    if said.verb not in _PAYING or said.subject or said.modal or said.negated:
        return None
    types = LEXICON["card_types"]
    match said.objects:
        case (NounPhrase(kinds=(kind,)) as what,) if said.verb is Verb.PLAY and kind in types:
            return (Spending.PLAY, types[kind]) if what == NounPhrase(kinds=(kind,)) else None
        case (NounPhrase(kinds=(kind, "ability")) as what,) if kind in types:
            return (Spending.ABILITY, types[kind]) if what == NounPhrase(kinds=what.kinds) else None
        case (NounPhrase() as what, Prepositional(preposition="of", object=NounPhrase() as of)):
            ability = NounPhrase(kinds=("ability",), states=("activated",))
            kind = of.kinds[0] if len(of.kinds) == 1 else None
            if what == ability and kind in types and of == NounPhrase(kinds=of.kinds):
                return Spending.ABILITY, types[kind]
    return None


def restricted(effect: Action, only: SpendOnly) -> Action:
    """The ability's [Add], adding what may be spent only as ``only`` allows."""
    if not isinstance(effect, Add):
        raise NotCompiled(Construct.ABILITY, "a spending restriction on an effect that adds more")
    return dataclasses.replace(effect, only=only)
