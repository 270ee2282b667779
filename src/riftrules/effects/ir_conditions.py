"""Conditions read from the semantic IR (:mod:`riftrules.ir`): "If at least one of them has
[Temporary]". What is tested comes from the fields of the condition's instruction (its verb,
the noun phrases of its subject, the keywords of its objects), never from printed words.

:func:`from_ir` reads the conditions :func:`riftrules.effects.compiler.test_words` does not;
as it reads more shapes, those tables shrink.
"""

from __future__ import annotations

import dataclasses

from riftrules.effects.ir_counts import controls, has, has_both
from riftrules.engine import (
    AssignedExcess,
    Chosen,
    Did,
    Exists,
    It,
    Not,
    PaidAdditional,
    Permanents,
    PlayedFrom,
    Self,
    Spent,
    ThisTurn,
    WasSide,
)
from riftrules.engine.actions import Condition
from riftrules.engine.selectors import Selector
from riftrules.ir.lexicon import LEXICON
from riftrules.ir.nodes import (
    Adverb,
    Amount,
    ConditionKind,
    Duration,
    Instruction,
    Keyword,
    NounPhrase,
    Prepositional,
    Resources,
    State,
    Value,
    Verb,
)
from riftrules.ir.nodes import Condition as IRCondition

# what a pronoun in a condition names: "it" what the instruction before affected; "them" (one
# of them) what this effect chose ("Choose a unit … and another unit …. If one of them …")
_REFERENCES: dict[str, type[Selector]] = {"it": It, "they": Chosen}
# a keyword a permanent has, as the selector's field that tests it (printed or given)
HAVING = {"Temporary": "temporary"}  # 816
_TIMES = {"once": 1, "twice": 2}  # how many times it was done


# a state of the permanent a condition is about ("if I'm stunned", "while it's exhausted"), as
# the fields of the selector that tests it: the IR's states, the keywords that name a state
# ([Empowered] 828, [Mighty] 708: 5+ Might), and where it is ("at a battlefield", "in your base")
STATES: dict[str, dict[str, object]] = {
    "stunned": {"stunned": True},
    "exhausted": {"exhausted": True},
    "buffed": {"buffed": True},
    "damaged": {"damaged": True},
    "attacking": {"role": "attacker"},
    "defending": {"role": "defender"},
}
_KEYWORDSTATES: dict[str, dict[str, object]] = {
    "Empowered": {"empowered": True},
    "Mighty": {"min_might": 5},
}
_PLACES: dict[tuple[str, str], dict[str, object]] = {
    ("at", "battlefield"): {"at": "battlefield"},
    ("in", "base"): {"at": "base"},
}
_ABOUT: dict[str, type[Selector]] = {"self": Self, "this": Self, "it": It}


def read(node: object) -> Condition | None:
    """The condition a tree node (an ``ast.Condition``) states, read from its IR; None where
    it has no IR or a part of it is not read here."""
    from riftrules.ir import IRError
    from riftrules.ir.reader import read_condition

    try:
        return from_ir(read_condition(node))  # type: ignore[arg-type]
    except IRError:
        return None


def from_ir(condition: IRCondition) -> Condition | None:
    """What an "If …" (or a static ability's "While …") condition tests, or None where a part
    is not read here."""
    if condition.kind not in (ConditionKind.IF, ConditionKind.WHILE):
        return None
    test = _perfect(condition.test)
    if len(test) == 2:
        return _two(*test)
    if len(test) != 1:
        return None
    one = test[0]
    if one.negated:
        return _could_not(one)
    if one.past and (done := _done_this_turn(one)) is not None:
        return done
    reading = _READINGS.get(one.verb)  # type: ignore[arg-type]
    return reading(one) if reading is not None else None


def _perfect(test: tuple[Instruction, ...]) -> tuple[Instruction, ...]:
    """ "you've spent", "an enemy unit has died", "I have moved": the IR reads the auxiliary
    "have" as an instruction of its own before the participle; one instruction in the past,
    with the auxiliary's subject."""
    if len(test) < 2:
        return test
    have, done, *rest = test
    if have.verb is not Verb.HAVE or have.objects or have.modal or have.negated or have.joint:
        return test
    if not done.past or done.subject or done.modal or done.negated or done.joint:
        return test
    return (dataclasses.replace(done, subject=have.subject), *rest)


def _two(first: Instruction, second: Instruction) -> Condition | None:
    """Two instructions: "you have … and …" (both), "you've spent [4] or more to play a spell
    this turn"."""
    if first.verb is Verb.HAVE and second.verb is Verb.HAVE:
        return has_both(first, second)
    if first.verb is Verb.SPEND:
        return _spent_to_play(first, second)
    return None


def _did(test: Instruction) -> Condition | None:
    """ "if you do", "if they do": the instruction before affected something."""
    if test.subject not in ((_YOU,), (_THEY,)) or test.objects or test.past or test.modal:
        return None
    return Did()


def _could_not(test: Instruction) -> Condition | None:
    """ "if you can't" (the instruction before did nothing), "if you couldn't channel 2 runes
    this way" (it did less than that)."""
    if test.subject != (_YOU,) or test.joint:
        return None
    if test.modal == ("can't",) and test.verb is None and not test.objects:
        return Not(Did())
    match test.objects:
        case (NounPhrase(count=Value(amount=int(least), comparison=None)) as what, Adverb(word=w)):
            if test.modal == ("couldn't",) and w == _THIS_WAY and what.bare("count", "kinds"):
                return Not(Did(least=least))
    return None


def _paid(test: Instruction) -> Condition | None:
    """ "if you paid the additional cost", "… my additional cost" (356.4.f.1)."""
    if not test.past or test.subject != (_YOU,) or test.modal or len(test.objects) != 1:
        return None
    cost = test.objects[0]
    if not isinstance(cost, NounPhrase) or (cost.attributes, cost.qualities) != _ADDITIONAL:
        return None
    whose = (cost.quantifier, cost.possessor)
    if whose not in (("the", None), (None, "me")) or not cost.bare(
        "quantifier", "possessor", "attributes", "qualities"
    ):
        return None
    return PaidAdditional()


def _spent(test: Instruction) -> Condition | None:
    """ "if you spent [4] or more" (to play the card whose play triggered this, 357.1), "if
    you've spent at least [A][A] this turn" (in all this turn)."""
    if not test.past or test.subject != (_YOU,) or test.modal:
        return None
    match test.objects:
        case (Amount(resources=Resources(energy=int(least), power=(), comparison="at-least")),):
            return Spent(least)
        case (Adverb(word=bound), Amount(resources=Resources(energy=0, power=power)), turn):
            if LEXICON["bounds"].get(bound) != "at-least" or turn != _THIS_TURN or not power:
                return None
            return Spent(len(power), power=True, scope="turn") if set(power) == {"any"} else None
    return None


def _spent_to_play(spend: Instruction, play: Instruction) -> Condition | None:
    """ "If you've spent [4] or more to play a spell this turn": on one card of that type."""
    if spend.subject != (_YOU,) or play.verb is not Verb.PLAY or play.subject or play.modal:
        return None
    match spend.objects, play.objects:
        case (
            (
                Amount(resources=Resources(energy=int(least), power=(), comparison="at-least")),
                Prepositional(preposition="to", object=None),
            ),
            (NounPhrase(quantifier="a", kinds=(kind,)) as what, turn),
        ):
            made = LEXICON["card_types"].get(kind)
            if made is None or turn != _THIS_TURN or not what.bare("quantifier", "kinds"):
                return None
            return Spent(least, scope="play", type=made)
    return None


def _played_from(test: Instruction) -> Condition | None:
    """ "if you played this from your hand": where the spell being executed came from."""
    if not test.past or test.subject != (_YOU,) or test.modal:
        return None
    match test.objects:
        case (
            NounPhrase(reference="this") as this,
            Prepositional(preposition="from", object=NounPhrase() as zone),
        ):
            if not this.bare("reference") or len(zone.zones) != 1 or zone.possessor != "you":
                return None
            return PlayedFrom(zone.zones[0]) if zone.bare("possessor", "zones") else None
    return None


def _assigned(test: Instruction) -> Condition | None:
    """ "if you assigned 3 or more excess damage" (to enemy units: to whom combat damage is
    assigned, 465.2.c), in the combat conquered from (465.2.c.4)."""
    if not test.past or test.subject != (_YOU,) or test.modal or not test.objects:
        return None
    excess, *to = test.objects
    if not isinstance(excess, NounPhrase) or excess.count is None:
        return None
    if (excess.quantities, excess.qualities) != _EXCESS or not excess.bare(
        "count", "quantities", "qualities"
    ):
        return None
    if to and to != [Prepositional(preposition="to", object=_ENEMY_UNITS)]:
        return None
    count = excess.count
    if count.comparison != "at-least" or count.amount is None:
        return None
    return AssignedExcess(count.amount)


def _be(test: Instruction) -> Condition | None:
    """ "I'm stunned" and the other states; "if it was an enemy unit" (the one chosen, as it
    was)."""
    if not test.past:
        return state(test)
    match test.subject, test.objects:
        case (
            (NounPhrase(reference="it") as it,),
            (NounPhrase(quantifier="a", kinds=("unit",)) as what,),
        ):
            side = what.controller
            if side not in _SIDES or not it.bare("reference") or test.modal:
                return None
            return (
                WasSide(Chosen(), side) if what.bare("quantifier", "controller", "kinds") else None
            )
    return None


def _have(test: Instruction) -> Condition | None:
    """ "you've chosen an enemy unit this turn", "if at least one of them has [Temporary]",
    "you have 7+ units here"."""
    done = test.objects[0] if test.objects else None
    if isinstance(done, NounPhrase) and done.states:
        return _you_have_done(test)
    if test.modal or test.past:
        return None
    if (counted := has(test)) is not None:
        return counted
    among = _some_of(list(test.subject))
    keywords = [o for o in test.objects if isinstance(o, Keyword)]
    if among is None or not keywords or len(keywords) != len(test.objects):
        return None
    fields = {HAVING.get(k.name): True for k in keywords if k.value is None}
    if None in fields or len(fields) != len(keywords):
        return None
    return Exists(Permanents(among=among, **fields))  # type: ignore[arg-type]


def _done_this_turn(done: Instruction) -> Condition | None:
    """ "If I have moved twice this turn": that many events of the verb's kind about me since
    this turn began."""
    if done.modal or done.negated or done.joint or done.subject != (NounPhrase(reference="self"),):
        return None
    kind = LEXICON["trigger_events"].get(done.verb.value) if done.verb else None
    objects = list(done.objects)
    if kind is None or not objects or objects.pop() != _THIS_TURN:
        return None
    least = 1
    if objects and isinstance(objects[0], Adverb) and objects[0].word in _TIMES:
        least = _TIMES[objects.pop(0).word]
    if objects:
        return None
    return ThisTurn(kind, least=least, anyone=True, about=Self())  # by anyone: moved by whom


_YOU = NounPhrase(reference="you")
_THEY = NounPhrase(reference="they")
_THIS_WAY = "this-way"
_THIS_TURN = Duration(until="turn")
_ADDITIONAL = (("cost",), ("additional",))  # the attributes and qualities of "additional cost"
_EXCESS = (("damage",), ("excess",))
_ENEMY_UNITS = NounPhrase(controller="enemy", kinds=("unit",))
_SIDES = ("enemy", "friendly")
_READINGS = {
    Verb.BE: _be,
    Verb.HAVE: _have,
    Verb.CONTROL: controls,
    Verb.DO: _did,
    Verb.PAY: _paid,
    Verb.SPEND: _spent,
    Verb.PLAY: _played_from,
    Verb.ASSIGN: _assigned,
}


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


def state(test: Instruction) -> Condition | None:
    """ "I'm stunned", "it's (already) exhausted", "this is [Empowered]", "I'm at a
    battlefield", "it's in your base": the one permanent the subject names is in that state;
    None for another test."""
    if test.modal or test.negated or test.past or len(test.subject) != 1:
        return None  # "If I was [Mighty]": as I was (428.1.a.1.b), not as I am
    about = test.subject[0]
    if not isinstance(about, NounPhrase) or about != NounPhrase(reference=about.reference):
        return None
    among = _ABOUT.get(about.reference or "")
    objects = [o for o in test.objects if o != Adverb(word="already")]
    if among is None or len(objects) != 1:
        return None
    fields = _state_fields(objects[0])
    return Exists(Permanents(among=among(), **fields)) if fields else None  # type: ignore[arg-type]


def _state_fields(said: object) -> dict[str, object] | None:
    if isinstance(said, State):
        return STATES.get(said.state)
    if isinstance(said, Keyword):
        return _KEYWORDSTATES.get(said.name) if said.value is None else None
    if isinstance(said, NounPhrase):
        if len(said.states) == 1 and said == NounPhrase(states=said.states):
            return STATES.get(said.states[0])
        return None
    if isinstance(said, Prepositional) and isinstance(where := said.object, NounPhrase):
        named = (*where.kinds, *where.zones)
        if len(named) != 1:
            return None
        said_as = {"at": NounPhrase(quantifier="a", kinds=where.kinds)}
        said_as["in"] = NounPhrase(possessor="you", zones=where.zones)
        if where != said_as.get(said.preposition):
            return None
        return _PLACES.get((said.preposition, named[0]))
    return None


def _you_have_done(test: Instruction) -> Condition | None:
    """ "you've chosen an enemy unit this turn": an event of the participle's verb by you, to
    an object of that side and type, this turn (the IR: "have", the participle as a state, the
    noun phrase, "this turn")."""
    if test.modal or test.negated or test.subject != (NounPhrase(reference="you"),):
        return None
    if len(test.objects) != 3 or test.objects[2] != Duration(until="turn"):
        return None
    done, what = test.objects[0], test.objects[1]
    if not isinstance(done, NounPhrase) or len(done.states) != 1:
        return None
    lemma = LEXICON["irregular"].get(done.states[0], done.states[0])
    kind = LEXICON["trigger_events"].get(lemma)
    if kind is None or done != NounPhrase(states=done.states) or not isinstance(what, NounPhrase):
        return None
    types = LEXICON["card_types"]
    if len(what.kinds) != 1 or what.kinds[0] not in types or what.quantifier not in ("a", "an"):
        return None
    if what != NounPhrase(quantifier=what.quantifier, controller=what.controller, kinds=what.kinds):
        return None
    return ThisTurn(kind, type=types[what.kinds[0]], controller=what.controller)
