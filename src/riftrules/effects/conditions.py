"""Conditions read from the semantic IR (:mod:`riftrules.ir`), wherever they stand: "If …,"
before an instruction (:func:`read`), after "if", "while" or "unless" in a run
(:func:`joined`). What is tested comes from the fields of the condition's instruction (its verb,
the noun phrases of its subject, its objects), never from printed words. :func:`from_ir`
dispatches on the verb: states, card types, phases and the score here ("I'm stunned", "if it's
a gear", "if it's your Beginning Phase", "if an enemy unit is alone here"); what happened in
:mod:`.history`; what a player controls or has, counted, in :mod:`.counts`.

What no reading here knows is refused, naming its words, by
:func:`riftrules.effects.compiler.test_words`.
"""

from __future__ import annotations

import dataclasses
from collections.abc import Callable

from riftrules.cards.model import CardType
from riftrules.effects.characteristics import characteristic_of
from riftrules.effects.condition_readings import CONDITIONS, condition_reading
from riftrules.effects.counts import (
    at_a_battlefield_with,
    has,
    has_both,
    have_all_tags,
    might_had,
    near_victory,
    there_is,
)
from riftrules.effects.effect_text import this
from riftrules.effects.history import (
    PHASES,
    DoneThisWay,
    chosen_as_played,
    could_not,
    done_this_turn,
    each_done_this_turn,
    had_might,
    not_done_to_me,
    revealed,
    spent_to_play,
    was,
)
from riftrules.engine import (
    AtLeast,
    Banish,
    Both,
    Buff,
    Burn,
    CardsIn,
    Chosen,
    Count,
    Did,
    Discard,
    DiscardCards,
    Disempower,
    Empower,
    EnergyCostOf,
    Exactly,
    Exhaust,
    Exists,
    Heal,
    InPhase,
    InShowdown,
    InTurn,
    IsA,
    It,
    Kill,
    MightOf,
    Not,
    Permanents,
    Predict,
    Ready,
    Recall,
    Recycle,
    Remember,
    Return,
    Self,
    Stun,
)
from riftrules.engine.actions import Action
from riftrules.engine.conditions import Condition
from riftrules.engine.names import CHAMPION
from riftrules.engine.selectors import Location, Selector
from riftrules.ir import IRError
from riftrules.ir.lexicon import LEXICON, tag_named
from riftrules.ir.nodes import (
    Adverb,
    Amount,
    Complement,
    ConditionKind,
    Instruction,
    Keyword,
    NounPhrase,
    Prepositional,
    Relative,
    State,
    Value,
    Verb,
)
from riftrules.ir.nodes import Condition as IRCondition
from riftrules.ir.reader import lemma, read_condition, read_run

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
    "ready": {"exhausted": False},
    "buffed": {"buffed": True},
    "damaged": {"damaged": True},
    "equipped": {"equipped": True},  # 818.3: an Equipment is attached to it
    "attacking": {"role": "attacker"},
    "defending": {"role": "defender"},
}
_KEYWORD_STATES: dict[str, dict[str, object]] = {
    "Empowered": {"empowered": True},
    "Mighty": {"min_might": 5},
}
_PLACES: dict[tuple[str, str], dict[str, object]] = {
    ("at", "battlefield"): {"at": Location.BATTLEFIELD},
    ("in", "base"): {"at": Location.BASE},
}
_ABOUT: dict[str, Callable[[], Selector]] = {"self": Self, "this": this, "it": It}


def read(node: object) -> Condition | None:
    """The condition a tree node (an ``ast.Condition``) states, read from its IR; None where
    it has no IR or a part of it is not read here."""
    try:
        return from_ir(read_condition(node))  # type: ignore[arg-type]
    except IRError:
        return None


def instructions(run: object) -> tuple[Instruction, ...] | None:
    """The IR of a run of the tree (an ``ast.Run``); None where it does not read."""
    try:
        return read_run(run)  # type: ignore[arg-type]
    except IRError:
        return None


def joined(
    said: tuple[Instruction, ...] | None, joint: str, kind: ConditionKind = ConditionKind.IF
) -> Condition | None:
    """The condition after ``joint`` in a run's instructions: "I enter ready if you control
    another Mech.", "Give me +2 [M] this turn if …", "I have +2 [M] while …" (``kind``
    WHILE), "… unless I'm in combat" (read as while, its caller negates): the instruction
    joined by it and those after; None where there is none or it is not read here."""
    at = next((i for i, one in enumerate(said or ()) if one.joint == joint), None)
    if said is None or at is None:
        return None
    test = (dataclasses.replace(said[at], joint=""), *said[at + 1 :])
    if test == (_IT_IS_EMPTY,) and at and _TO_YOUR_CHAMPION_ZONE in said[at - 1].objects:
        # "… to your Champion Zone if it is empty": no card is there (108.3.c.1)
        return Not(Exists(CardsIn(CHAMPION)))
    return from_ir(IRCondition(kind=kind, test=test))


_IT_IS_EMPTY = Instruction(
    verb=Verb.BE, subject=(NounPhrase(reference="it"),), objects=(NounPhrase(states=("empty",)),)
)
_TO_YOUR_CHAMPION_ZONE = Prepositional(
    preposition="to", object=NounPhrase(possessor="you", zones=("champion-zone",))
)


def from_ir(condition: IRCondition) -> Condition | None:
    """What an "If …" (or a static ability's "While …") condition tests, or None where a part
    is not read here."""
    if condition.kind not in (ConditionKind.IF, ConditionKind.WHILE):
        return None
    test = _perfect(condition.test)
    if len(test) > 1 and (each := each_done_this_turn(test)) is not None:
        return each  # "if you've played a non-token unit, a non-token gear, and a spell …"
    if len(test) == 2:
        return _two(*test)
    if len(test) != 1:
        return None
    one = test[0]
    if one.negated and (undone := could_not(one)) is not None:
        return undone
    if (aimed := chosen_as_played(one)) is not None:
        return aimed  # "if you choose a Bird, Cat, Dog, or Poro" (as it is played)
    if one.past and (shown := revealed(one)) is not None:
        return shown  # "if you revealed a Bird, Cat, Dog, or Poro"
    if one.past and (done := done_this_turn(one)) is not None:
        return done
    if one.past and (way := done_this_way(one)) is not None:
        return way
    reading = CONDITIONS.get(one.verb)  # type: ignore[arg-type]
    return reading(one) if reading is not None else None


def done_this_way(test: Instruction) -> Condition | None:
    """ "If you stunned two units this way", "If you readied an enemy unit", "If you burned a
    unit", "If you stunned a [Mighty] unit" (the IR: "you", a game verb in the past, one noun
    phrase of a count or "a", a card type or "card", perhaps a side and a keyword naming a
    state, perhaps "this way"): the instruction before, that verb's, did it to that many such
    cards (:class:`~riftrules.effects.history.DoneThisWay`, resolved against the instruction
    before); None for another test."""
    if test.subject != (NounPhrase(reference="you"),) or test.modal or test.negated:
        return None
    if (test.verb not in DONE_BY and test.action is None) or not test.objects:
        return None  # a game verb that gives back what it did, or a keyword action's past
    what, *rest = test.objects
    if rest not in ([], [Adverb(word="this-way")]) or not isinstance(what, NounPhrase):
        return None
    if len(what.kinds) != 1 or what.kinds[0] not in (*LEXICON["card_types"], "card"):
        return None
    count = what.count
    if what.quantifier == "a" and count is None:
        least = 1
    elif what.quantifier is None and count is not None and count.amount and not count.variable:
        if count.comparison not in (None, "at-least"):
            return None
        least = count.amount
    else:
        return None
    fields: dict[str, object] = {}
    if what.controller is not None:
        if what.controller not in _SIDES:
            return None
        fields["controller"] = what.controller
    for keyword in what.keywords:
        state = keyword_state(keyword.name) if keyword.value is None else None
        if state is None:
            return None
        fields.update(state)
    if not what.bare("quantifier", "count", "kinds", "controller", "keywords"):
        return None
    made = LEXICON["card_types"].get(what.kinds[0])
    if fields and made not in ("Unit", "Gear"):
        return None  # a side or a state is a permanent's (133.4)
    of = Permanents(type=made, **fields) if fields else None  # type: ignore[arg-type]
    return DoneThisWay(test.verb, Did(type=made, least=least, of=of), action=test.action)


# the game verbs whose instruction gives back what it was done to (``ctx.last``), and the
# engine's action of each: "this way" is what that action did
DONE_BY: dict[Verb, tuple[type[Action], ...]] = {
    Verb.BANISH: (Banish,),
    Verb.BUFF: (Buff,),
    Verb.BURN: (Burn,),
    Verb.CHOOSE: (Remember,),  # "Choose any number of …" (what it chose, remembered)
    Verb.DISCARD: (Discard, DiscardCards),
    Verb.DISEMPOWER: (Disempower,),
    Verb.EMPOWER: (Empower,),
    Verb.EXHAUST: (Exhaust,),
    Verb.HEAL: (Heal,),
    Verb.KILL: (Kill,),
    Verb.READY: (Ready,),
    Verb.RECALL: (Recall,),
    Verb.RECYCLE: (Recycle, Predict),  # "[Predict 3]. If you recycled a spell this way"
    Verb.RETURN: (Return,),
    Verb.STUN: (Stun,),
}


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
        return spent_to_play(first, second)
    if first.verb is Verb.BE and first.negated:
        return not_done_to_me(first, second)
    if first.verb is Verb.BE and first.objects == (Adverb(word="already"),):
        return _already(first, second)
    if first.verb is Verb.BE and second.verb is Verb.BE and second.joint == "or":
        return _in_combat(first, second)
    return None


def _in_combat(first: Instruction, second: Instruction) -> Condition | None:
    """ "while I'm attacking or defending (alone)": I'm in combat, an attacker or a defender
    (and alone, 740.2.a)."""
    me = (NounPhrase(reference="self"),)
    if first.subject != me or second.subject not in (me, ()) or first.modal or second.modal:
        return None
    match first.objects, second.objects:
        case (NounPhrase(states=(one,)),), (NounPhrase(states=(other,)), *rest):
            if {one, other} != {"attacking", "defending"}:
                return None
        case _:
            return None
    combat = Exists(Permanents(among=Self(), role="combat"))
    if rest == [Adverb(word="alone")]:
        return Both(combat, Exists(Permanents(among=Self(), alone=True)))
    return combat if not rest else None


def _already(be: Instruction, done: Instruction) -> Condition | None:
    """ "if it's already stunned" (the IR: "be" with "already", then the participle as an
    instruction in the past): the one permanent named is in the state the participle names."""
    if be.modal or be.negated or be.past or len(be.subject) != 1:
        return None
    about = be.subject[0]
    among = _ABOUT.get(about.reference or "") if isinstance(about, NounPhrase) else None
    if among is None or not about.bare("reference"):  # type: ignore[union-attr]
        return None
    if done.subject or done.objects or done.modal or done.negated or not done.past:
        return None
    fields = STATES.get(_PARTICIPLES.get(done.verb))  # type: ignore[arg-type]
    return Exists(Permanents(among=among(), **fields)) if fields else None  # type: ignore[arg-type]


@condition_reading(Verb.BE)
def _be(test: Instruction) -> Condition | None:
    """ "I'm stunned" and the other states; "if it's a gear" (the card it is, wherever it is),
    "if it's an Equipment"; "if it's your Beginning Phase"; "if an opponent's score is within
    3 points of the Victory Score"; in the past, as it was (:func:`.history.was`)."""
    if test.past:
        return was(test)
    if test.modal or test.negated or len(test.subject) != 1:
        return None
    if (found := state(test)) is not None:
        return found
    if (bound := characteristic_bound(test)) is not None:
        return bound  # "if its Energy cost is [4] or more"
    about = test.subject[0]
    if about == NounPhrase(reference="it") and len(test.objects) == 1:
        return _it_is(test.objects[0])
    if (alone := _alone_here(test)) is not None:
        return alone
    if (one := _one_on_one(test)) is not None:
        return one
    if (together := _with_another(test)) is not None:
        return together
    return there_is(test) or at_a_battlefield_with(test) or near_victory(test)


def characteristic_bound(test: Instruction) -> Condition | None:
    """ "if its Energy cost is [4] or more", "if my Might is 5 or less" (the IR: "be", one
    characteristic (:func:`~riftrules.effects.characteristics.characteristic_of`), an amount
    at least or at most): that value against the bound as the condition is checked; None for
    another test."""
    value = characteristic_of(test.subject[0]) if len(test.subject) == 1 else None  # type: ignore[arg-type]
    if value is None or len(test.objects) != 1 or not isinstance(test.objects[0], Amount):
        return None
    said = test.objects[0]
    if said.resources is not None and isinstance(value, EnergyCostOf):
        paid = said.resources
        if paid.power or paid.exhaust or not said.bare("resources"):
            return None
        n, bound = paid.energy, paid.comparison
    elif said.might is not None and isinstance(value, MightOf) and said.bare("might"):
        n, bound = said.might.value, said.might.comparison
    else:
        return None
    if n is None or bound not in ("at-least", "at-most"):
        return None
    return AtLeast(value, n) if bound == "at-least" else Not(AtLeast(value, n + 1))


def _with_another(test: Instruction) -> Condition | None:
    """ "while I'm attacking with another unit": I am, and another friendly unit is too."""
    match test.subject, test.objects:
        case (me,), (
            NounPhrase(states=(state,)) as doing,
            Prepositional(preposition="with", object=NounPhrase(quantifier="another") as other),
        ) if me == NounPhrase(reference="self"):
            role = STATES.get(state, {}).get("role")
            unit = NounPhrase(quantifier="another", other=True, kinds=("unit",))
            if role is None or not doing.bare("states") or other != unit:
                return None
            others = Permanents(type=CardType.UNIT, controller="friendly", other=True, role=role)
            return Both(Exists(Permanents(among=Self(), role=role)), Exists(others))  # type: ignore[arg-type]
    return None


def _alone_here(test: Instruction) -> Condition | None:
    """ "if an enemy unit is alone here": such a unit at my battlefield, no other unit there
    (740.2.a)."""
    match test.subject, test.objects:
        case (NounPhrase(quantifier="a", kinds=("unit",)) as who,), (Adverb(word="alone"), here):
            side = who.controller
            if here != NounPhrase(reference="here") or side not in _SIDES:
                return None
            if not who.bare("quantifier", "controller", "kinds"):
                return None
            return Exists(
                Permanents(type=CardType.UNIT, controller=side, at=Location.HERE, alone=True)
            )
    return None


# "one on one" (the IR: the number 1, then "on" one)
ONE_ON_ONE_SAID = (
    Value(amount=1),
    Prepositional(preposition="on", object=NounPhrase(qualities=("one",))),
)


def _one_on_one(test: Instruction) -> Condition | None:
    """ "while I'm one on one" (740.2.b): I and the one enemy unit at my location are both
    alone."""
    if test.subject != (NounPhrase(reference="self"),) or test.objects != ONE_ON_ONE_SAID:
        return None
    enemy = Permanents(type=CardType.UNIT, controller="enemy", near=Self())
    alone = Both(
        Exists(Permanents(among=Self(), alone=True)),
        Exists(dataclasses.replace(enemy, alone=True)),
    )
    return Both(alone, Exactly(Count(enemy), 1))


def _it_is(what: Complement) -> Condition | None:
    """ "it's a gear": of that card type (:class:`IsA`), or "an Equipment": a gear with the
    tag (150.1), on the board; "it's your Beginning Phase": that phase of your turn."""
    if not isinstance(what, NounPhrase):
        return None
    if what == _THE_ONLY_UNIT_YOU_CONTROL_THERE:  # there: its location (107.1)
        yours = Exists(Permanents(type=CardType.UNIT, controller="you", among=It()))
        return Both(
            yours, Exactly(Count(Permanents(type=CardType.UNIT, controller="you", near=It())), 1)
        )
    types = LEXICON["card_types"]
    if what.quantifier == "a" and len(what.kinds) == 1 and what.kinds[0] in types:
        made = types[what.kinds[0]]
        if what.bare("quantifier", "kinds"):
            return IsA(It(), made)
        tag = what.tags[0] if len(what.tags) == 1 else None
        if tag in LEXICON["noun_tags"].values() and what.bare("quantifier", "kinds", "tags"):
            return Exists(Permanents(among=It(), type=made, tag=tag_named(tag)))
        return None
    if what == _YOUR_TURN:  # "if it's your turn": you are the turn player (315)
        return InTurn("you")
    whose = (what.possessor, what.quantifier)  # "your Beginning Phase", "a Beginning Phase"
    if len(what.times) == 1 and whose in _WHOSE and what.bare("possessor", "quantifier", "times"):
        phase = PHASES.get(what.times[0])
        return InPhase(phase, "you" if what.possessor else None) if phase else None
    return None


@condition_reading(Verb.HAVE)
def _have(test: Instruction) -> Condition | None:
    """ "you've chosen an enemy unit this turn", "if at least one of them has [Temporary]",
    "you have 7+ units here"."""
    done = test.objects[0] if test.objects else None
    if isinstance(done, NounPhrase) and done.states:
        return _you_have_done(test)
    if test.past:
        return had_might(test)  # "if it had 3 [M] or less"
    if test.modal or test.negated:
        return None
    if (counted := has(test)) is not None:
        return counted
    if (tagged := have_all_tags(test)) is not None:
        return tagged  # "if your units have all of the following tags among them — …"
    if (mights := might_had(test)) is not None:
        return mights
    among = _some_of(list(test.subject))
    keywords = [o for o in test.objects if isinstance(o, Keyword)]
    if among is None or not keywords or len(keywords) != len(test.objects):
        return None
    fields = {HAVING.get(k.name): True for k in keywords if k.value is None}
    if None in fields or len(fields) != len(keywords):
        return None
    return Exists(Permanents(among=among, **fields))  # type: ignore[arg-type]


_WHOSE = (("you", None), (None, "a"))
_YOUR_TURN = NounPhrase(possessor="you", times=("turn",))
_THE_ONLY_UNIT_YOU_CONTROL_THERE = NounPhrase(
    quantifier="the",
    kinds=("unit",),
    qualities=("only",),
    relative=Relative(verb=Verb.CONTROL, subject="you"),
    location=NounPhrase(reference="there"),
)
# a state by the verb whose participle names it ("stunned": stun)
_PARTICIPLES = {lemma(word): state for word, state in LEXICON["states"].items() if lemma(word)}
_IN_A_SHOWDOWN = Prepositional(
    preposition="in", object=NounPhrase(quantifier="a", times=("showdown",))
)
_IN_COMBAT = Prepositional(preposition="in", object=NounPhrase(times=("combat",)))
_SIDES = ("enemy", "friendly")


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
    if about.reference == "self" and objects[0] == _IN_A_SHOWDOWN:
        return InShowdown()  # a showdown is on (308.1)
    fields = state_fields(objects[0])
    return Exists(Permanents(among=among(), **fields)) if fields else None  # type: ignore[arg-type]


def keyword_state(name: str) -> dict[str, object] | None:
    """The selector's fields for a keyword naming a state, as printed in brackets or as the
    lexicon's relative clause has it ("[Empowered]": 441.2); None for another."""
    return _KEYWORD_STATES.get(name.strip("[]"))


def relative_fields(relative: Relative | None) -> dict[str, object] | None:
    """ "that are [Empowered]", "that's [Empowered]" (the IR's relative: "that", "be", a
    keyword naming a state) as the selector's fields; None for another relative."""
    if relative is None or relative.verb is not Verb.BE or relative.subject != "that":
        return None
    if relative.preposition is not None or relative.object is None:
        return None
    return keyword_state(relative.object)


def state_fields(said: object) -> dict[str, object] | None:
    """The fields of the selector that test the state ``said`` names (a state, a keyword
    that names one, in combat, a place), or None."""
    if isinstance(said, State):
        return STATES.get(said.state)
    if isinstance(said, Keyword):
        return _KEYWORD_STATES.get(said.name) if said.value is None else None
    if isinstance(said, NounPhrase):
        if len(said.states) == 1 and said == NounPhrase(states=said.states):
            return STATES.get(said.states[0])
        return None
    if said == _IN_COMBAT:
        return {"role": "combat"}  # an attacker or a defender
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
    """ "you've chosen an enemy unit this turn" (the IR: "have", the participle as a state, the
    noun phrase, "this turn"): read as the participle's verb in the past
    (:func:`.history.done_this_turn`)."""
    if test.modal or test.negated or test.past or len(test.objects) != 3:
        return None
    done, what, turn = test.objects
    if not isinstance(done, NounPhrase) or len(done.states) != 1 or not done.bare("states"):
        return None
    verb = lemma(done.states[0])
    if verb is None:
        return None
    return done_this_turn(
        Instruction(verb=verb, subject=test.subject, past=True, objects=(what, turn))
    )
