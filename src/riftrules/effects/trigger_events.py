"""Triggers read from the semantic IR (:mod:`riftrules.ir`): "When another enemy unit dies",
"When you play your second card in a turn", "When a unit moves from here", "The first time I
conquer each turn", "When you play me or when I hold", "When it dies this turn", "When you burn
a unit this way". The event kind comes from the trigger's verb (the lexicon's
``trigger_events``), or from the complement or subject that names the event
(``trigger_complements``: "win a combat", "become ready"; ``trigger_subjects``: "a showdown
begins"); the condition from the fields of its noun phrases (controller, kinds, states,
keywords, tags, count, ordinals, relative, location) and of its prepositional phrases (a
place, a time, whose turn), never from printed words.

:func:`events_from_ir` and :func:`from_trigger` read every trigger :mod:`.triggers` compiles
(what they do not read is refused); :func:`this_turn` and :func:`this_way` the delayed and
reflexive triggers inside an effect.
"""

from __future__ import annotations

import dataclasses
import itertools
from collections.abc import Callable
from enum import Enum

from riftrules.cards.model import CardType
from riftrules.effects.conditions import ONE_ON_ONE_SAID
from riftrules.effects.conditions import from_ir as condition_from_ir
from riftrules.effects.event_kinds import (
    LEAVE_EVENTS,
    TRIGGER_COMPLEMENTS,
    TRIGGER_EVENTS,
    TRIGGER_SUBJECTS,
)
from riftrules.effects.noun_phrases import ZONES
from riftrules.effects.receivers import receiver
from riftrules.engine import ConqueredAfter, Did, Exists, Permanents, When
from riftrules.engine.events import EventKind
from riftrules.engine.names import MIGHTY, Phase
from riftrules.engine.selectors import Location
from riftrules.engine.trigger_conditions import ONE_ON_ONE
from riftrules.ir.lexicon import LEXICON, tag_named
from riftrules.ir.nodes import (
    Adverb,
    Amount,
    Complement,
    ConditionKind,
    Duration,
    Instruction,
    Keyword,
    NounPhrase,
    Prepositional,
    Relative,
    State,
    TimePoint,
    Trigger,
    TriggerKind,
    Value,
    Verb,
)
from riftrules.ir.nodes import Condition as IRCondition
from riftrules.ir.reader import lemma

_TYPES = {kind: LEXICON["card_types"][kind] for kind in ("unit", "gear", "spell", "rune")}
_REFERENCES = {"self": "self", "this": "self", "it": "it"}  # "me", "this", "it"
_STATUS = {"buffed": "buffed", "stunned": "stunned"}
_KEYWORD_STATUS = {"Mighty": "mighty"}  # 708: 5+ Might
ORDINALS: dict[str, int] = LEXICON["ordinals"]  # "first" -> 1 …
_DESIGNATED = {EventKind.ATTACK, EventKind.DEFEND}  # a unit's combat designation (383.4.e-f)
# a unit's conquer, hold, score, win effects: its controller conquers or holds (383.4.c-d),
# so scores, or wins (466.3) there
_SCORED = {"conquer", "hold", "score", "win"}
_AFTER = {"conquer"}  # a conquest comes after a combat's designation: "after an attack"
_OFF_BOARD = {"discard", "draw", "hide", "recycle"}  # verbs of cards in a deck, hand, trash
_MOVED = {"move"}  # a player moves their units
_ATTACHED = {"attach", "detach"}  # what is attached is an Equipment (818.1.a)
_EQUIPMENT = "Equipment"  # the tag of the gear that attach (150.1)
_CARDS = {"draw"}  # an event of several cards: "your second card" is among them (nth_card)
# the place a trigger names, by verb: (preposition or None, what it names) -> condition fields
_PLACES: dict[tuple[str, str | None, str], dict[str, object]] = {
    ("play", None, "here"): {"at": "here"},
    ("play", "to", "battlefield"): {"at": "battlefield"},
    ("move", None, "here"): {"at": "here"},
    ("move", "to", "here"): {"at": "here"},  # "moves to my battlefield": here (where I am)
    ("move", "from", "location"): {},  # a base or a battlefield: any move
    ("conquer", None, "here"): {"at": "here"},
    ("hold", None, "here"): {"at": "here"},
    ("hold", "with", "self"): {"at": "here"},  # "you hold with me": where I am (383.4.d)
    ("conquer", "with", "self"): {"at": "here"},  # "you conquer with me" (383.4.c)
    ("defend", None, "here"): {"at": "here"},
    ("defend", "at", "battlefield"): {},  # every combat is at a battlefield (459)
    ("play", "from", "facedown"): {"hidden": True},  # 811.1.c.3
    ("recycle", "to", "main-deck"): {"into": "main"},  # 416.1: to your Main Deck
    ("play", "from", "trash"): {"origin": "trash"},  # "When you play a card from your trash"
    ("banish", "from", "trash"): {"origin": "trash"},  # "… banish a unit from a trash"
    ("recycle", "from", "trash"): {"origin": "trash"},  # "… recycle a card from your trash"
    # a card returned goes to its owner's hand: "to your hand" is a card you own
    ("return", "to", "your-hand"): {"owned": "you"},
    ("move", "to", "battlefield"): {"moved": "to_battlefield"},
    ("move", "from", "battlefield"): {"moved": "from_battlefield"},
    ("move", "from", "here"): {"moved": "from_here"},
    ("move", "from", "my-location"): {"moved": "from_mine"},
    ("stun", "at", "battlefield"): {"at": "battlefield"},
    ("kill", None, "here"): {"at": "here"},
    ("die", None, "here"): {"at": "here"},
    ("choose", "with", "spell"): {"spell": True},
    ("choose", None, "here"): {"at": "here"},
    ("use", "of", "gear"): {"type": CardType.GEAR},  # 377.2.a: the ability's source is that gear
    ("attach", "to", "self"): {"onto": "self"},  # 434
    ("detach", "from", "self"): {"off": "self"},  # 435
    ("begin", None, "here"): {"at": "here"},  # "a showdown begins here" (344.1)
    ("begin", "at", "your-battlefield"): {"at": "yours"},  # "… at a battlefield you control"
    ("start", None, "here"): {"at": "here"},  # "combat starts here"
    ("end", None, "here"): {"at": "here"},  # "combat here ends"
    ("attack", None, "your-battlefield"): {"at": "yours"},  # "a battlefield you control"
    ("conquer", None, "uncontrolled-battlefield"): {"uncontrolled": True},  # 383.4.c
}


def from_trigger(trigger: Trigger) -> tuple[str, When] | None:
    """The event kind and condition of a trigger (an event, a time, the nth event), or None
    where a part is not read here."""
    if trigger.kind is TriggerKind.AT:
        return from_time(trigger)
    if trigger.kind is TriggerKind.NTH_TIME:
        return from_nth_time(trigger)
    return from_ir(trigger)


def events_from_ir(trigger: Trigger) -> list[tuple[str, When]] | None:
    """Each event a ``when`` trigger waits for: one, or several the reader joins by a joint
    that opens no condition ("When you play me or another Dragon", "When I'm played and when I
    conquer", "When you play this or at the start of your Beginning Phase"); None where one is
    not read here."""
    one = from_ir(trigger)
    if one is not None or trigger.kind is not TriggerKind.WHEN:
        return None if one is None else [one]
    if (left := _leaves(trigger)) is not None:
        return left
    groups: list[list[Instruction]] = [[]]
    for instruction in trigger.event:
        if instruction.joint and instruction.joint not in _CONDITIONS and groups[-1]:
            groups.append([])
        groups[-1].append(instruction)
    if len(groups) < 2:
        return None
    found = [_alternative(group, groups) for group in groups]
    return None if None in found else found  # type: ignore[return-value]


def _leaves(trigger: Trigger) -> list[tuple[str, When]] | None:
    """ "When this leaves the board": each way a permanent leaves it (the lexicon's
    ``leave_events``: 428 kill, 427 banish, a return to a hand); None for anything else."""
    if len(trigger.event) != 1:
        return None
    event = trigger.event[0]
    who = _one_of(event.subject)
    if event.verb is not Verb.LEAVE or event.modal or event.negated or who is None:
        return None
    if list(event.objects) != [_THE_BOARD]:
        return None
    found = _what(who, event.verb.value)
    if found is None:
        return None
    return [(kind, When(**found)) for kind in LEAVE_EVENTS]  # type: ignore[arg-type]


_THE_BOARD = NounPhrase(quantifier="the", zones=("board",))
_CONDITIONS = frozenset(kind.value for kind in ConditionKind)  # "while": no other event


def _alternative(
    group: list[Instruction], groups: list[list[Instruction]]
) -> tuple[str, When] | None:
    """One of several events: "at the start of your Beginning Phase" (a time the reader gives
    the verb before); an event with no subject takes the first one's ("When I conquer or hold":
    "I hold"), the first with no object the next one's ("When you choose or ready me": "you
    choose me")."""
    first, *rest = group
    if not rest and len(first.objects) == 1 and isinstance(first.objects[0], TimePoint):
        return from_time(Trigger(kind=TriggerKind.AT, time=first.objects[0]))
    if (nth := _nth_time(first)) is not None:  # "When you play me or the first time you …"
        ordinal, first = nth
        return from_nth_time(
            Trigger(kind=TriggerKind.NTH_TIME, event=(first, *rest), ordinal=ordinal)
        )
    head, after = groups[0][0], groups[1][0]
    passive = _participle(first) if not rest and not first.subject else None
    if passive is not None and head.verb is Verb.BE and head.subject and not head.objects:
        # "When this is played, discarded, or killed": "this is discarded", "this is killed"
        be = dataclasses.replace(head, joint="")
        return from_ir(Trigger(kind=TriggerKind.WHEN, event=(be, passive)))
    listed = _participle(after) is not None and head.verb is Verb.BE  # "… played, discarded"
    if group is groups[0] and not first.objects and len(groups[1]) == 1 and not after.subject:
        if listed:
            return from_ir(Trigger(kind=TriggerKind.WHEN, event=tuple(group)))
        first = dataclasses.replace(first, objects=after.objects)
    elif not first.subject:
        first = dataclasses.replace(first, subject=head.subject)
    return from_ir(Trigger(kind=TriggerKind.WHEN, event=(first, *rest)))


def _participle(event: Instruction) -> Instruction | None:
    """ "(this is played,) discarded": the lexer reads a participle it knows as an adjective,
    the reader as the state of a bare noun phrase, its verb the one before elided; the
    passive event of that participle's verb (:func:`riftrules.ir.reader.lemma`), None for
    anything else."""
    if len(event.objects) != 1 or event.modal or event.negated:
        return None
    said = event.objects[0]
    if not isinstance(said, NounPhrase) or len(said.states) != 1:
        return None
    verb = lemma(said.states[0]) if said == NounPhrase(states=said.states) else None
    return Instruction(verb=verb, past=True) if verb is not None else None


def _passive(event: Instruction) -> Instruction | None:
    """ "a friendly gear is killed", "another friendly unit is returned to your hand": the
    lexer reads a participle that names a state as an adjective, the reader "be" and that
    state; the event of the participle's verb (:func:`riftrules.ir.reader.lemma`) with what
    "is" it as its subject and the complements after it; None for anything else."""
    if event.verb is not Verb.BE or not event.subject or not event.objects or event.modal:
        return None
    done = _participle(dataclasses.replace(event, objects=event.objects[:1]))
    if done is None or event.negated:
        return None
    return dataclasses.replace(done, subject=event.subject, objects=event.objects[1:])


def _by_a_spell(event: Instruction) -> Instruction | None:
    """ "I'm chosen by an enemy spell" (the passive, its agent "by" a spell of a side): the
    active event "an opponent chooses me with a spell" ("a friendly spell": you); None for
    another event."""
    if not event.objects or not isinstance(by := event.objects[-1], Prepositional):
        return None
    spell = by.object
    if by.preposition != "by" or not isinstance(spell, NounPhrase) or spell.kinds != ("spell",):
        return None
    who = _SIDE_PLAYERS.get(spell.controller or "")
    if (
        who is None
        or not spell.bare("quantifier", "controller", "kinds")
        or spell.quantifier != "a"
    ):
        return None
    with_a_spell = Prepositional(
        preposition="with", object=NounPhrase(quantifier="a", kinds=("spell",))
    )
    return dataclasses.replace(
        event, subject=(who,), objects=(*event.subject, *event.objects[:-1], with_a_spell)
    )


# the player whose spell or ability a side names ("an enemy spell": an opponent's)
_SIDE_PLAYERS = {
    "enemy": NounPhrase(quantifier="a", kinds=("opponent",)),
    "friendly": NounPhrase(reference="you"),
}


def _nth_time(event: Instruction) -> tuple[str, Instruction] | None:
    """ "the first time you play a non-token gear each turn" after "When … or": the reader
    makes "the first time" the first noun phrase of the event's subject; its ordinal, and the
    event with the subject after it (None for an event of another shape)."""
    if len(event.subject) != 2 or event.joint != "or":
        return None
    time, who = event.subject
    if len(time.ordinals) != 1 or time != NounPhrase(
        quantifier="the", qualities=("time",), ordinals=time.ordinals
    ):
        return None
    return time.ordinals[0], dataclasses.replace(event, subject=(who,), joint="")


def this_way(trigger: Trigger) -> Did | None:
    """ "When you do", "When you burn a unit this way", later in an effect: a reflexive trigger
    (386) on what the instruction before did, something or something of a type; None for
    anything else."""
    if trigger.kind is not TriggerKind.WHEN or len(trigger.event) != 1:
        return None
    event = trigger.event[0]
    if event.subject != (_YOU,) or event.modal or event.negated or event.verb is None:
        return None
    if event.verb is Verb.DO:
        return None if event.objects else Did()
    if len(event.objects) != 2 or event.objects[1] != _THIS_WAY:
        return None
    what = event.objects[0]
    if not isinstance(what, NounPhrase) or len(what.kinds) != 1:
        return None
    if what != NounPhrase(quantifier="a", kinds=what.kinds):
        return None
    if what.kinds == ("card",):
        return Did()
    return Did(type=_TYPES[what.kinds[0]]) if what.kinds[0] in _TYPES else None


_THIS_WAY = Adverb(word="this-way")


def from_nth_time(trigger: Trigger) -> tuple[str, When] | None:
    """ "The first time I conquer each turn," (383): the trigger of "When I conquer" on the
    first such event of each turn only ("each turn", "in a turn"); None where a part is not
    read here."""
    nth = ORDINALS.get(trigger.ordinal or "")
    if trigger.kind is not TriggerKind.NTH_TIME or nth is None:
        return None
    first = trigger.event[0] if trigger.event else None
    if first is not None and len(first.subject) > 1 and _is_turn(first.subject[0], "each"):
        # "The first time each turn you play a spell": the reader makes "each turn" the first
        # noun phrase of the subject; the same as "The first time you play a spell each turn"
        first = dataclasses.replace(first, subject=first.subject[1:])
        read = from_ir(Trigger(kind=TriggerKind.WHEN, event=(first, *trigger.event[1:])))
    else:
        read = _ending(trigger, lambda last: _is_turn(last, "in", "each"))
    return None if read is None else (read[0], dataclasses.replace(read[1], nth=nth))


def this_turn(trigger: Trigger) -> tuple[str, When] | None:
    """ "When it dies this turn", "When a friendly unit is played this turn": the event of a
    delayed trigger that lasts this turn (317.2.c), read without its duration; None where it
    does not end in "this turn" or a part is not read here."""
    if trigger.kind is not TriggerKind.WHEN:
        return None
    return _ending(trigger, lambda last: last == Duration(until="turn"))


def they_do(trigger: Trigger) -> tuple[str, When] | None:
    """ "When they hold" later in an effect (the IR: one event whose subject is "they"): the
    event as if "you" did it, done by the players "they" name as the trigger is created
    (``When.by`` "they"); None for another trigger."""
    if trigger.kind is not TriggerKind.WHEN or len(trigger.event) != 1:
        return None
    (event,) = trigger.event
    if event.subject != (NounPhrase(reference="they"),):
        return None
    read = from_ir(
        dataclasses.replace(trigger, event=(dataclasses.replace(event, subject=(_YOU,)),))
    )
    if read is None or read[1].by != "you":
        return None
    return read[0], dataclasses.replace(read[1], by="they")


def _ending(trigger: Trigger, test: Callable[[Complement], bool]) -> tuple[str, When] | None:
    """The ``when`` trigger of ``trigger``'s event without its last complement, which passes
    ``test``; None where it does not or a part is not read here."""
    if not trigger.event:
        return None
    *before, last = trigger.event
    if not last.objects or not test(last.objects[-1]):
        return None
    event = dataclasses.replace(last, objects=last.objects[:-1])
    return from_ir(Trigger(kind=TriggerKind.WHEN, event=(*before, event)))


def _for_the_nth_time(trigger: Trigger) -> Trigger | None:
    """ "When a player chooses … for the first time each turn": the trigger "The first time a
    player chooses … each turn" (383), None for another shape."""
    if trigger.kind is not TriggerKind.WHEN or not trigger.event:
        return None
    *before, last = trigger.event
    if len(last.objects) < 2 or not isinstance(last.objects[-2], Prepositional):
        return None
    said = last.objects[-2]
    time = said.object
    if said.preposition != "for" or not isinstance(time, NounPhrase) or len(time.ordinals) != 1:
        return None
    if time != NounPhrase(quantifier="the", qualities=("time",), ordinals=time.ordinals):
        return None
    event = dataclasses.replace(last, objects=(*last.objects[:-2], last.objects[-1]))
    return Trigger(kind=TriggerKind.NTH_TIME, event=(*before, event), ordinal=time.ordinals[0])


def from_ir(trigger: Trigger) -> tuple[str, When] | None:
    """The event kind and condition of a ``when`` trigger of one instruction, or None where a
    part is not read here."""
    cut = next((i for i, e in enumerate(trigger.event) if e.joint == ConditionKind.WHILE), 0)
    if cut:
        return _while(trigger, cut)
    if (nth := _for_the_nth_time(trigger)) is not None:
        return from_nth_time(nth)
    read = _event(trigger) if trigger.kind is TriggerKind.WHEN else None
    if read is None:
        return None
    event, voice = read
    if event.verb is None or event.modal or event.negated:
        return None
    verb = event.verb.value
    who = _one_of(event.subject)
    objects = _hidden(list(event.objects))
    least = _least_damage(objects)
    if (reached := _might_reaches(who, event.verb, objects)) is not None:
        return reached
    named = TRIGGER_SUBJECTS.get(verb)
    if named is not None:  # "a showdown begins here": the subject is the event
        if who is not None and who.location is not None:  # "combat here ends": "here" after
            objects.insert(0, who.location)
            who = dataclasses.replace(who, location=None)
        kind, fields = _named_event(named, who)
    else:
        kind = _kind(verb, objects)
        fields = _subject(who, verb, objects, voice is _Voice.PASSIVE) if who else None
    if kind is None or fields is None:
        return None
    if voice is _Voice.TEAM and fields.get("by") == "you":
        fields["by"] = "team"  # "you or an ally": your team (489)
    fields = _of_verb(verb, fields)
    if not _read_rest(verb, fields, objects):
        return None
    if least is not None:
        if kind != "damage":
            return None
        fields["min_amount"] = least
    return _settled(kind, verb, fields)


def _is_damage(objects: tuple[Complement, ...]) -> bool:
    """ "damage", "3 or more damage": the one object of "is dealt …" or "takes …"."""
    return len(objects) == 1 and _damage_least(objects[0]) is not False


def _damage_least(node: Complement) -> int | bool | None:
    """ "damage": None; "3 or more damage": 3; False for anything else."""
    if not isinstance(node, NounPhrase) or node.count is None:
        return None if node == _DAMAGE else False
    least = node.count
    if dataclasses.replace(node, count=None) != _DAMAGE or least.comparison != "at-least":
        return False
    return least.amount if isinstance(least.amount, int) and least.amount > 0 else False


def _least_damage(objects: list[Complement]) -> int | None:
    """ "(takes) 3 or more damage": one event of that much damage or more (``When.min_amount``),
    the count taken from the first of ``objects``; None where it names no such amount."""
    least = _damage_least(objects[0]) if objects else False
    if not isinstance(least, int) or isinstance(least, bool):
        return None
    objects[0] = _DAMAGE
    return least


def _named_event(
    named: dict[str, str], who: NounPhrase | None
) -> tuple[str | None, dict[str, object] | None]:
    """The event a subject names ("a showdown begins"), and what its relative clause says:
    "a combat that I was in ends": my combat (466.7)."""
    if who is None:
        return None, None
    fields: dict[str, object] = {}
    if who.relative == _I_WAS_IN:
        who, fields = dataclasses.replace(who, relative=None), {"combat": "self"}
    return named.get(_named(who) or ""), fields


def _while(trigger: Trigger, cut: int) -> tuple[str, When] | None:
    """ "When an opponent plays a unit while I'm at a battlefield": the event, and a state that
    must hold as it happens (383.2.a.1: ``When.holds``, read by :mod:`.conditions`); None
    where either is not read here."""
    read = from_ir(dataclasses.replace(trigger, event=trigger.event[:cut]))
    state, *rest = trigger.event[cut:]
    test = (dataclasses.replace(state, joint=""), *rest)
    holds = condition_from_ir(IRCondition(kind=ConditionKind.WHILE, test=test))
    if read is None or holds is None or read[1].holds is not None:
        return None
    return read[0], dataclasses.replace(read[1], holds=holds)


def _of_verb(verb: str, fields: dict[str, object]) -> dict[str, object]:
    """What the verb adds to who did it and to what: a unit's conquest is its controller's
    there, "you play me" is "I'm played", "you defend" once for your units, and a card off the
    board is never a token."""
    if verb in _SCORED and fields == {"subject": "self"}:
        return {"by": "you", "at": "here"}  # 383.4.c-d, 466.3: my controller, where I am
    if verb == "ambush":  # "When you [Ambush] me": played by [Ambush]'s permission (822.1.b)
        fields["ambush"] = True
    if verb in ("play", "ambush") and fields.get("subject") == "self":
        fields.pop("by", None)  # "you play me" as "I'm played": only my owner plays me (355)
    if verb in _DESIGNATED and fields == {"by": "you"}:
        fields["batch"] = True  # 383.4.f: "you defend": once for your units that defend
    if verb in _MOVED and fields == {"by": "opponent"}:
        # "an opponent moves": one or more enemy units move, whoever moves them (the Las Vegas
        # 2026 Regional Qualifier's Volibear, Imposing ruling: a Charmed enemy unit too);
        # once for several at once (144.3: one action)
        fields = {"subject": "enemy", "batch": True}
    if verb in _OFF_BOARD and fields.get("token") is False:
        del fields["token"]  # 186: a token exists on the board only; these cards are not there
    return fields


def _read_rest(verb: str, fields: dict[str, object], objects: list[Complement]) -> bool:
    """Add to ``fields`` what the complements after the event say, last first (after an
    attack, in a turn, whose turn, one on one, alone), then each place or time; False where
    one is not read here."""
    if verb in _AFTER and objects and (after := _after(objects[-1])) is not None:
        fields["holds"] = after  # "When I conquer after an attack" (383.2.a.1)
        objects.pop()
    if fields.get("nth") and objects and _is_turn(objects[-1], "in", "each"):
        objects.pop()  # "your second card in a turn": counted per turn
    if objects and (whose := _whose_turn(objects[-1])) is not None:
        fields["whose"] = whose  # "on an opponent's turn"
        objects.pop()
    if (elsewhere := _elsewhere(verb, objects)) is not None:
        fields |= elsewhere
        del objects[-2:]
    if objects and objects[-1] == _IN_A_TIE and verb in _ENDED:
        fields["tie"] = True  # "ends in a tie" (740.3.a)
        objects.pop()
    if objects[-2:] == _ONE_ON_ONE and verb in _DESIGNATED:
        fields["combat"] = ONE_ON_ONE  # the reader's "1" "on one"
        del objects[-2:]
    if objects == [Adverb(word="alone")] and verb in _DESIGNATED and "status" not in fields:
        fields["status"], objects = "alone", []  # 740.2.a: no other friendly unit there
    for place in objects:
        where = _place(place)
        more = _PLACES.get((verb, *where)) if where is not None else _during(place)
        if more is None and fields.get("at") == "here":
            more = _with_mighty(place)
        if more is None or more.keys() & fields.keys():
            return False
        fields |= more
    return True


def _elsewhere(verb: str, objects: list[Complement]) -> dict[str, object] | None:
    """ "from anywhere other than your hand": played from another zone than that one (its
    origin); "to a battlefield other than mine": moved to one that is not the source's; None
    for anything else."""
    if len(objects) < 2:
        return None
    where, but = objects[-2:]
    if not isinstance(but, Prepositional) or but.preposition != "other-than":
        return None
    other = but.object
    if verb == "play" and where == _FROM_ANYWHERE and isinstance(other, NounPhrase):
        mine = other.possessor == "you" and _bare(other, "possessor", "zones")
        if not mine or len(other.zones) != 1 or other.zones[0] not in ZONES:
            return None
        return {"not_from": ZONES[other.zones[0]]}
    if verb == "move" and where == _TO_A_BATTLEFIELD and other == NounPhrase(reference="self"):
        return {"moved": "elsewhere"}
    return None


_FROM_ANYWHERE = Prepositional(preposition="from", object=NounPhrase(reference="anywhere"))
_TO_A_BATTLEFIELD = Prepositional(
    preposition="to", object=NounPhrase(quantifier="a", kinds=("battlefield",))
)


def _settled(kind: str, verb: str, fields: dict[str, object]) -> tuple[str, When] | None:
    """The event and its condition, once all is read: what is attached is an Equipment, the
    nth card drawn, a card played from facedown; None where the event cannot happen so."""
    if verb in _ATTACHED and fields.pop("type", None) != "Gear":
        return None
    if verb in _ATTACHED:
        fields["status"] = "equipment"  # 818.1.a: the gear attached is an Equipment
        if fields.get("tag") == _EQUIPMENT:
            del fields["tag"]  # what the status says
    if verb in _CARDS and "nth" in fields:
        fields["nth_card"] = fields.pop("nth")  # "draw 2" draws a first and a second card
    if fields.get("hidden"):
        fields.pop("token", None)  # 811.1.c: a card hidden (from a hand) is never a token (186)
    if kind == "damage" and fields.get("type", "Unit") != "Unit":
        return None  # 142: damage is marked on units only
    return kind, When(**fields)  # type: ignore[arg-type]


class _Voice(Enum):
    ACTIVE = "active"  # "you play a unit"
    PASSIVE = "passive"  # "a friendly unit is played"
    TEAM = "team"  # "you or an ally hold"


def _event(trigger: Trigger) -> tuple[Instruction, _Voice] | None:
    """The one instruction a trigger waits for. The reader splits two shapes in two: the
    passive ("I'm played": "be", then "play" with no subject), read as "play" with what was
    played as its subject; and "you or an ally hold" ("you" with no verb, then "or" "an ally
    hold"), read as "you hold" by your team."""
    if len(trigger.event) == 1 and (passive := _passive(trigger.event[0])) is not None:
        if (active := _by_a_spell(passive)) is not None:
            return active, _Voice.ACTIVE  # "I'm chosen by an enemy spell"
        return _detached(passive), _Voice.PASSIVE  # "a friendly gear is killed", "… is …"
    if len(trigger.event) == 1:
        return trigger.event[0], _Voice.ACTIVE
    if len(trigger.event) != 2:
        return None
    first, then = trigger.event
    if (qualified := _qualified(first, then) or _qualified_subject(first, then)) is not None:
        return qualified, _Voice.ACTIVE
    if then.modal or first.modal or first.negated or first.objects:
        return None
    if first.verb == "be" and first.subject and not then.subject and not then.joint:
        if then.verb is Verb.DEAL and _is_damage(then.objects[:1]):
            # "When I'm dealt damage": a unit dealt damage takes it (417), "When I take damage"
            taken = Instruction(verb=Verb.TAKE, subject=first.subject, objects=then.objects)
            return taken, _Voice.ACTIVE
        return dataclasses.replace(then, subject=first.subject), _Voice.PASSIVE
    if (
        first.verb is None
        and first.subject == (_YOU,)
        and then.joint == "or"
        and then.subject == (_AN_ALLY,)
    ):
        return dataclasses.replace(then, subject=first.subject, joint=""), _Voice.TEAM
    return None


def _detached(event: Instruction) -> Instruction:
    """ "I'm detached from an Equipment": the Equipment is what was attached and detaches
    (435.1); read as "an Equipment is detached from me". Any other event as it is."""
    if event.verb is not Verb.DETACH or len(event.objects) != 1 or len(event.subject) != 1:
        return event
    (unit,), (off,) = event.subject, event.objects
    if not isinstance(off, Prepositional) or off.preposition != "from":
        return event
    gear = off.object
    if not isinstance(gear, NounPhrase) or not isinstance(unit, NounPhrase):
        return event
    if _EQUIPMENT.lower() not in gear.tags or _EQUIPMENT.lower() in unit.tags:
        return event
    return dataclasses.replace(
        event, subject=(gear,), objects=(dataclasses.replace(off, object=unit),)
    )


def _qualified(first: Instruction, then: Instruction) -> Instruction | None:
    """The reader splits a relative clause on the last object from its instruction: "you
    banish a card you own" ("you" "own"), "I conquer a battlefield that was uncontrolled"
    ("that" "was uncontrolled"); the instruction with that object qualified (a relative, a
    state), or None for anything else."""
    if then.subject or then.joint or then.modal or then.negated or len(first.objects) < 2:
        return None
    *before, what, who = first.objects
    if not isinstance(what, NounPhrase) or what.relative is not None:
        return None
    if who == _YOU and then.verb is Verb.OWN and not then.objects:
        what = dataclasses.replace(what, relative=Relative(verb=Verb.OWN, subject="you"))
    elif who == _THAT and then.verb is Verb.BE and len(then.objects) == 1:
        state = then.objects[0]
        if not isinstance(state, NounPhrase) or state != NounPhrase(states=state.states):
            return None
        what = dataclasses.replace(what, states=what.states + state.states)
    else:
        return None
    return dataclasses.replace(first, objects=(*before, what))


def _qualified_subject(first: Instruction, then: Instruction) -> Instruction | None:
    """ "a combat that I was in ends": the reader splits the subject's relative clause ("a
    combat" "that" "I" "was in") from its verb ("ends"); the verb with that subject qualified
    (a relative: I was in it), or None for anything else."""
    if first.verb is not Verb.BE or len(first.subject) != 3 or len(first.objects) != 1:
        return None
    what, that, who = first.subject
    where = first.objects[0]
    if that != _THAT or not isinstance(what, NounPhrase) or what.relative is not None:
        return None
    if not isinstance(who, NounPhrase) or who != NounPhrase(reference=who.reference):
        return None
    if not isinstance(where, Prepositional) or where.object is not None:
        return None
    if then.subject or then.objects or then.joint or then.modal or then.negated:
        return None
    said = Relative(verb=Verb.BE, subject=who.reference, preposition=where.preposition)
    return dataclasses.replace(then, subject=(dataclasses.replace(what, relative=said),))


_THAT = NounPhrase(reference="that")
_IN_A_TIE = Prepositional(preposition="in", object=NounPhrase(quantifier="a", qualities=("tie",)))
_ENDED = {"end"}  # "combat ends": its end (466.7)
_I_WAS_IN = Relative(verb=Verb.BE, subject="self", preposition="in")  # "a combat that I was in"
_ONE_ON_ONE = list(ONE_ON_ONE_SAID)  # the IR's "one on one" (740.2.b)
_ACTIVATED_ABILITY = NounPhrase(quantifier="a", kinds=("ability",), states=("activated",))
_MY_MIGHT = NounPhrase(possessor="me", quantities=("might",))
_YOU = NounPhrase(reference="you")
_YOU_CONTROL = Relative(verb=Verb("control"), subject="you")  # "a unit you control"
_YOU_OWN = Relative(verb=Verb("own"), subject="you")  # "a card you own"
_AN_ALLY = NounPhrase(quantifier="a", kinds=("ally",))


def _might_reaches(
    who: NounPhrase | None, verb: Verb, objects: list[Complement]
) -> tuple[str, When] | None:
    """ "When my Might becomes 10 or more": a ``mighty`` event at that mark (from under it to
    it or more, as 709 reads "becomes [Mighty]" for 5); None for anything else."""
    if verb is not Verb.BECOME or who != _MY_MIGHT or len(objects) != 1:
        return None
    mark = objects[0]
    if not isinstance(mark, Value) or mark.comparison != "at-least" or mark.variable:
        return None
    return (
        None if mark.amount is None else (EventKind.MIGHTY, When(subject="self", mark=mark.amount))
    )


def _kind(verb: str, objects: list[Complement]) -> str | None:
    """The event kind of a trigger's verb (the lexicon's ``trigger_events``), or of its verb and
    the first complement where that names the event (``trigger_complements``: "win a combat",
    "become ready"), taking that complement from ``objects``."""
    if verb == "use" and objects and objects[0] == _ACTIVATED_ABILITY:
        objects.pop(0)
        return EventKind.ACTIVATE  # 377.2.a: an activated ability resolved
    named = TRIGGER_COMPLEMENTS.get(verb)
    if named is None:
        return TRIGGER_EVENTS.get(verb)
    word = _named(objects[0]) if objects else None
    if word not in named:
        return None
    objects.pop(0)
    return named[word]


def _named(node: Complement) -> str | None:
    """The one word a complement names: a state ("ready"), a keyword ("[Mighty]"), or the noun
    of "a combat", "damage", "a buff"."""
    if isinstance(node, State):
        return node.state
    if isinstance(node, Keyword) and node.value is None and node.cost is None:
        return node.name
    if isinstance(node, NounPhrase) and len(node.states) == 1 and node.quantifier == "the":
        # "the attacker", "the defender": the state of that designation (the lexicon's)
        return node.states[0] if _bare(node, "quantifier", "states") else None
    if not isinstance(node, NounPhrase) or node.quantifier not in (None, "a"):
        return None
    nouns = (*node.kinds, *node.times, *node.quantities)
    if len(nouns) != 1 or not _bare(node, "quantifier", "kinds", "times", "quantities"):
        return None
    return nouns[0]


def _subject(
    who: NounPhrase, verb: str, objects: list[Complement], passive: bool
) -> dict[str, object] | None:
    """The fields of who did the event and what it happened to: "you" or "an opponent" and the
    object after the verb, if any ("you play a unit"); or the subject alone ("a unit dies", the
    passive "a unit is played"). Takes that object, and a cost after it, from ``objects``."""
    actor = None if passive else _actor(who)
    if actor is None:
        found = _what(who, verb) if passive or verb not in ("play", "kill") else None
        return dict(found) if found else None
    fields = dict(actor)
    first = objects[0] if objects else None
    if not isinstance(first, NounPhrase) or _place(first) == (None, "here"):
        return fields  # "you conquer", "you hold here"
    what = objects.pop(0)
    if what == _SOMETHING and objects and objects[0] == Adverb(word="else"):
        objects.pop(0)
        return fields | {"subject": "other"}  # "something else": not the source
    costs: dict[str, object] | None = {}
    if _costs(what):  # "a spell that costs [5] or more"
        what, costs = dataclasses.replace(what, relative=None), _cost(objects, "energy", "power")
    elif objects and _is_cost_of(objects[0], "power-cost"):  # "a card with Power cost [A][A] …"
        objects.pop(0)
        costs = _cost(objects, "power")
    if what.possessor == "their" and actor.get("by") == "opponent":
        # "an opponent draws their second card": that player's own, as "you draw your …"
        what = dataclasses.replace(what, possessor="you")
    found = _what(what, verb)
    if found is None or costs is None:
        return None
    return fields | found | costs


_SOMETHING = NounPhrase(reference="something")


def _one_of(subject: tuple[Complement, ...]) -> NounPhrase | None:
    """The subject's one noun phrase; "one of your units" is "a unit you control"."""
    if len(subject) == 2 and subject[0] == NounPhrase(partitive="one"):
        rest = subject[1]
        if isinstance(rest, NounPhrase) and rest.possessor == "you" and rest.quantifier is None:
            return dataclasses.replace(rest, possessor=None, quantifier="a", relative=_YOU_CONTROL)
        return None
    return subject[0] if len(subject) == 1 and isinstance(subject[0], NounPhrase) else None


def _costs(node: NounPhrase) -> bool:
    """ "a spell that costs …": the noun phrase's relative clause is its cost."""
    said = node.relative
    return said is not None and said.verb.value == "cost" and said.subject == "that"


def _is_cost_of(node: Complement, quantity: str) -> bool:
    """ "with Power cost": a cost named after the noun phrase it qualifies."""
    if not isinstance(node, Prepositional) or node.preposition != "with":
        return False
    what = node.object
    return (
        isinstance(what, NounPhrase)
        and what.quantities == (quantity,)
        and _bare(what, "quantities")
    )


def _cost(objects: list[Complement], *paid: str) -> dict[str, object] | None:
    """ "[5] or more": the least Energy cost; "[A][A] or more": the least Power cost, in
    symbols (135.2.e.5: [A] is one Power of any domain). Takes the amount from ``objects``;
    None unless it is one of these (of a resource in ``paid``)."""
    amount = objects.pop(0) if objects and isinstance(objects[0], Amount) else None
    if amount is None or amount.resources is None or amount.might or amount.signed is not None:
        return None
    spent = amount.resources
    if spent.comparison != "at-least" or spent.exhaust:
        return None
    if spent.energy and not spent.power and "energy" in paid:
        return {"min_energy": spent.energy}
    if spent.power and not spent.energy and "power" in paid and set(spent.power) == {"any"}:
        return {"min_power": len(spent.power)}
    return None


def _hidden(objects: list[Complement]) -> list[Complement]:
    """ "from [Hidden]" read as "from face down": a card played from [Hidden] is played from
    facedown (811.1.c.3)."""
    for i, (bare, word) in enumerate(itertools.pairwise(objects)):
        if (
            isinstance(bare, Prepositional)
            and bare.object is None
            and isinstance(word, Keyword)
            and word.name == "Hidden"
            and word.value is None
        ):
            facedown = NounPhrase(states=("facedown",))
            return [*objects[:i], dataclasses.replace(bare, object=facedown), *objects[i + 2 :]]
    return objects


def _after(node: object) -> ConqueredAfter | None:
    """ "after an attack": the conquest came from a combat I attacked in (the designation's
    event, :data:`_DESIGNATED`); None for anything else."""
    if not (isinstance(node, Prepositional) and node.preposition == "after"):
        return None
    what = node.object
    if not isinstance(what, NounPhrase) or what.quantifier != "a" or len(what.qualities) != 1:
        return None
    if what.qualities[0] not in _DESIGNATED or not _bare(what, "quantifier", "qualities"):
        return None
    return ConqueredAfter(EventKind(what.qualities[0]))


def _actor(node: NounPhrase) -> dict[str, object] | None:
    if node.reference == "you" and _bare(node, "reference"):
        return {"by": "you"}
    if (
        node.kinds == ("opponent",)
        and node.quantifier == "a"
        and _bare(node, "kinds", "quantifier")
    ):
        return {"by": "opponent"}
    if node == _AN_ALLY:
        return {"by": "ally"}  # a teammate (489.5.c.2: allies)
    return None


def _what(node: NounPhrase, verb: str) -> dict[str, object] | None:
    """What a noun phrase names as the event's subject, from its fields; None if a field is
    not one a trigger condition has."""
    reference = receiver(node.reference)  # "When they defend" of a keyword given: "I"
    if reference in _REFERENCES and _bare(node, "reference"):
        return {"subject": _REFERENCES[reference]}
    if node.reference is not None:
        return None
    fields: dict[str, object] = {}
    kinds = list(node.kinds)
    if "token" in kinds and len(kinds) == 2:
        kinds.remove("token")  # "a token unit"
        fields["token"] = True
    if node.qualities == ("non-token",):
        fields["token"] = False
    elif len(node.qualities) == 1 and (lacked := _lacked_tag(node.qualities[0])) is not None:
        fields["not_tag"] = lacked  # "non-Recruit"
    elif node.qualities:
        return None
    if kinds == ["card"]:
        fields["token"] = False  # 185: tokens are not cards
    elif len(kinds) == 1 and kinds[0] in _TYPES:
        fields["type"] = _TYPES[kinds[0]]
    elif kinds or not node.tags:
        return None
    if node.tags:
        tag = tag_named(node.tags[0]) if len(node.tags) == 1 else None
        if tag is None or (kinds and "type" not in fields):
            return None
        fields["tag"] = tag  # "an Equipment": a gear (the kind) with the tag (150.1)
    allowed = ("quantifier", "count", "controller", "other", "kinds", "states", "keywords")
    allowed += ("location", "tags", "qualities", "possessor", "ordinals", "relative")
    if not _bare(node, *allowed) or node.relative not in (None, _YOU_CONTROL, _YOU_OWN):
        return None
    if node.relative == _YOU_OWN:
        fields["owned"] = "you"  # "a card you own"
    if node.ordinals:  # "your second card": the nth of the turn
        if node.possessor != "you" or len(node.ordinals) != 1 or node.quantifier is not None:
            return None
        fields["nth"] = ORDINALS.get(node.ordinals[0])
        if fields["nth"] is None:
            return None
    elif node.possessor is not None:
        return None
    elif node.count is not None:  # "one or more enemy units": once for them all (370.1.a.2)
        least = node.count.amount
        if not isinstance(least, int) or least < 1 or node.count.comparison != "at-least":
            return None
        fields["batch"] = True
        if least > 1:
            fields["least"] = least  # "two or more": once they are that many
    elif node.quantifier not in ("a", "another", "any"):
        return None
    whose = _whose(node)
    if whose is None:
        return None
    if whose:
        fields["subject"] = whose
    statuses = [_STATUS.get(s) for s in node.states]
    statuses += [_KEYWORD_STATUS.get(k.name) for k in node.keywords if k.value is None]
    if statuses:
        if len(statuses) != 1 or statuses[0] is None:
            return None
        fields["status"] = statuses[0]
    if node.location is not None:
        where = _place(node.location)
        more = _PLACES.get((verb, *where)) if where is not None else None
        if more is None:
            return None
        fields |= more
    return fields


def _whose(node: NounPhrase) -> str | None:
    """Whose the subject is: "friendly", "enemy", "yours" ("a unit you control"), each but the
    source with "another" ("other", "other_friendly", "other_yours"); "" for anyone's; None
    where two are named."""
    other = node.other or node.quantifier == "another"
    yours = node.relative == _YOU_CONTROL
    if yours and node.controller is not None:
        return None
    if node.controller == "friendly":
        return "other_friendly" if other else "friendly"
    if node.controller == "enemy":
        return "enemy"  # an enemy unit is never the source: "another" adds nothing
    if yours:
        return "other_yours" if other else "yours"
    return "other" if other else ""


def _lacked_tag(quality: str) -> str | None:
    """The tag "non-Recruit" denies, or None."""
    head, _, tag = quality.partition("-")
    return tag_named(tag) if head == "non" and tag else None


# a time a trigger names, by its preposition and period -> condition fields
_DURING: dict[tuple[str, str], dict[str, object]] = {
    ("in", "combat"): {"status": "in_combat"},  # 740.2.c: with a combat designation
    ("during", "showdown"): {"combat": "showdown"},  # 308.1
    ("during", "beginning-phase"): {"during": Phase.BEGINNING},
}


def _during(node: object) -> dict[str, object] | None:
    """ "in combat", "during a showdown", "during your Beginning Phase" (whose: you); None for
    anything else."""
    if not isinstance(node, Prepositional) or not isinstance(node.object, NounPhrase):
        return None
    period = node.object
    fields = _DURING.get((node.preposition, period.times[0])) if len(period.times) == 1 else None
    if fields is None:
        return None
    if period.possessor == "you" and _bare(period, "times", "possessor"):
        return fields | {"whose": "you"}
    return (
        fields
        if period.quantifier in (None, "a") and _bare(period, "times", "quantifier")
        else None
    )


def _with_mighty(node: object) -> dict[str, object] | None:
    """ "(here) with one or more [Mighty] units": the rest of the condition, true as it
    triggers (383.2.a.1): a unit of yours there with 5+ Might (708); None for anything else."""
    if not isinstance(node, Prepositional) or node.preposition != "with":
        return None
    if node.object != _MIGHTY_UNITS:
        return None
    return {
        "holds": Exists(
            Permanents(type=CardType.UNIT, controller="you", at=Location.HERE, min_might=MIGHTY)
        )
    }


_MIGHTY_UNITS = NounPhrase(
    count=Value(amount=1, comparison="at-least"),
    kinds=("unit",),
    keywords=(Keyword(name="Mighty"),),
)


_WHOSE_TRASH = (("you", None), (None, "a"))  # "your trash", "a trash"
_DAMAGE = NounPhrase(quantities=("damage",))


def _place(node: object) -> tuple[str | None, str] | None:
    """A place as (preposition, what it names): "here" (None, here), "to a battlefield"
    ("to", battlefield), "from my location" ("from", my-location), "with a spell"."""
    preposition = None
    if isinstance(node, Prepositional):
        preposition, node = node.preposition, node.object
    if not isinstance(node, NounPhrase):
        return None
    if node.reference in ("here", "there", "self") and _bare(node, "reference"):
        return preposition, node.reference
    if node.kinds == ("location",) and node.possessor == "me" and _bare(node, "kinds", "possessor"):
        return preposition, "my-location"
    if node.kinds == ("battlefield",) and node.possessor == "me":  # "my battlefield": here
        return (preposition, "here") if _bare(node, "kinds", "possessor") else None
    if node.kinds == ("battlefield",) and node.quantifier == "a" and node.relative == _YOU_CONTROL:
        return (
            (preposition, "your-battlefield")
            if _bare(node, "kinds", "quantifier", "relative")
            else None
        )
    if node == NounPhrase(quantifier="a", kinds=("battlefield",), states=("uncontrolled",)):
        return preposition, "uncontrolled-battlefield"
    if node.zones == ("trash",) and (node.possessor, node.quantifier) in _WHOSE_TRASH:
        # "from your trash", "from a trash" (any player's: 108.5)
        return (preposition, "trash") if _bare(node, "zones", "possessor", "quantifier") else None
    if node.zones == ("hand",) and node.possessor == "you":  # "returned to your hand"
        return (preposition, "your-hand") if _bare(node, "zones", "possessor") else None
    if node.zones == ("main-deck",) and node.possessor == "you":
        return (preposition, "main-deck") if _bare(node, "zones", "possessor") else None
    if node.states == ("facedown",) and _bare(node, "states"):
        return preposition, "facedown"
    if len(node.kinds) == 1 and node.quantifier == "a" and _bare(node, "kinds", "quantifier"):
        return preposition, node.kinds[0]
    return None


def _is_turn(node: object, *prepositions: str) -> bool:
    """ "in a turn", "each turn"."""
    if isinstance(node, Prepositional) and node.preposition in prepositions:
        node = node.object
    return (
        isinstance(node, NounPhrase)
        and node.times == ("turn",)
        and node.quantifier in ("a", "each")
        and _bare(node, "times", "quantifier")
    )


def _whose_turn(node: object) -> str | None:
    """ "on your turn": you; "on an opponent's turn": opponent."""
    if not (isinstance(node, Prepositional) and node.preposition == "on"):
        return None
    turn = node.object
    if not isinstance(turn, NounPhrase) or turn.times != ("turn",):
        return None
    if turn.possessor == "you" and _bare(turn, "times", "possessor"):
        return "you"
    if (
        turn.of == ("opponent",)
        and turn.quantifier == "a"
        and _bare(turn, "times", "of", "quantifier")
    ):
        return "opponent"
    return None


def _bare(node: NounPhrase, *used: str) -> bool:
    """Whether ``node`` has nothing set but the fields ``used``."""
    return node.bare(*used)


# "At the start of your Beginning Phase", "At the end of your turn": the phase that begins, by
# the IR's moment and period; whose turn it is
_PHASES = {
    ("start", "beginning-phase"): Phase.BEGINNING,
    ("start", "main-phase"): Phase.MAIN,
    ("end", "turn"): Phase.ENDING,
}
_WHOSE_TURN = {"you": "you", "each-player": None, "each-opponent": "opponent"}


def from_time(trigger: Trigger) -> tuple[str, When] | None:
    """ "At the start of your Beginning Phase", "At the start of each player's first Beginning
    Phase" (a ``phase`` event, in the turn player's first turn), "At the end of your turn": the
    event kind and condition of an ``at`` trigger, from its
    :class:`~riftrules.ir.nodes.TimePoint`; None where a part is not read here."""
    time = trigger.time
    if trigger.kind is not TriggerKind.AT or time is None:
        return None
    phase = _PHASES.get((time.moment, time.period))
    if phase is None or time.next or time.whose not in _WHOSE_TURN:
        return None
    whose = _WHOSE_TURN[time.whose]
    return EventKind.PHASE, When(phase=phase, whose=whose, first_turn=True if time.first else None)
