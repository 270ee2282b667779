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
    State,
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
_STATES: dict[str, dict[str, object]] = {
    "stunned": {"stunned": True},
    "exhausted": {"exhausted": True},
    "buffed": {"buffed": True},
    "damaged": {"damaged": True},
    "attacking": {"role": "attacker"},
    "defending": {"role": "defender"},
}
_KEYWORD_STATES: dict[str, dict[str, object]] = {
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
    if len(condition.test) == 2:
        return _done_this_turn(*condition.test)
    if len(condition.test) != 1:
        return None
    test = condition.test[0]
    if test.verb is Verb.BE:
        return state(test)
    done = test.objects[0] if test.objects else None
    if test.verb is Verb.HAVE and isinstance(done, NounPhrase) and done.states:
        return _you_have_done(test)  # "you've chosen an enemy unit this turn"
    if test.verb is not Verb.HAVE or test.modal or test.negated:
        return None
    among = _some_of(list(test.subject))
    keywords = [o for o in test.objects if isinstance(o, Keyword)]
    if among is None or not keywords or len(keywords) != len(test.objects):
        return None
    fields = {HAVING.get(k.name): True for k in keywords if k.value is None}
    if None in fields or len(fields) != len(keywords):
        return None
    return Exists(Permanents(among=among, **fields))  # type: ignore[arg-type]


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
    if who == NounPhrase(reference="you") and least == 1 and len(objects) == 1:
        return _you_did(kind, objects[0])  # "If you've played an Equipment this turn"
    if objects or not isinstance(who, NounPhrase) or who != NounPhrase(reference="self"):
        return None
    return ThisTurn(kind, least=least, anyone=True, about=Self())  # by anyone: moved by whom


def _you_did(kind: str, what: object) -> Condition | None:
    """ "you've played an Equipment this turn": an event of that kind by you this turn, to a
    card of one type ("a spell"), perhaps with one tag ("an Equipment": a gear so tagged)."""
    from riftrules.effects.targets import tag_named

    types = LEXICON["card_types"]
    if not isinstance(what, NounPhrase) or what.quantifier not in ("a", "an"):
        return None
    if len(what.kinds) != 1 or what.kinds[0] not in types or len(what.tags) > 1:
        return None
    if what != NounPhrase(quantifier=what.quantifier, kinds=what.kinds, tags=what.tags):
        return None
    tag = tag_named(what.tags[0]) if what.tags else None
    if what.tags and tag is None:
        return None
    return ThisTurn(kind, type=types[what.kinds[0]], tag=tag)


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
        return _STATES.get(said.state)
    if isinstance(said, Keyword):
        return _KEYWORD_STATES.get(said.name) if said.value is None else None
    if isinstance(said, NounPhrase):
        if len(said.states) == 1 and said == NounPhrase(states=said.states):
            return _STATES.get(said.states[0])
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
