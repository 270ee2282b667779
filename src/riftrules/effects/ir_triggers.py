"""Triggers read from the semantic IR (:mod:`riftrules.ir`): "When another enemy unit dies",
"When you play your second card in a turn", "When a unit moves from here". The event kind comes
from the trigger's verb (the lexicon's ``trigger_events``), the condition from the fields of its
noun phrases (controller, kinds, states, keywords, tags, count, ordinals, location) and of its
prepositional phrases (a place, whose turn), never from printed words.

:func:`from_ir` reads every trigger of one instruction that the whole-trigger tables of
:mod:`.triggers` (``_EVENTS``, ``_WHOLE``) do not list; as it reads more shapes, those shrink.
"""

from __future__ import annotations

import dataclasses

from riftrules.engine import When
from riftrules.ir.lexicon import LEXICON
from riftrules.ir.nodes import Adverb, NounPhrase, Prepositional, Trigger, TriggerKind

_TYPES = {"unit": "Unit", "gear": "Gear", "spell": "Spell"}
_STATUS = {"buffed": "buffed", "stunned": "stunned"}
_KEYWORD_STATUS = {"Mighty": "mighty"}  # 708: 5+ Might
_ORDINALS = {"first": 1, "second": 2, "third": 3}
_DESIGNATED = {"attack", "defend"}  # a unit's combat designation (383.4.e-f)
# the place a trigger names, by verb: (preposition or None, what it names) -> condition fields
_PLACES: dict[tuple[str, str | None, str], dict[str, object]] = {
    ("play", None, "here"): {"at": "here"},
    ("play", "to", "battlefield"): {"at": "battlefield"},
    ("move", None, "here"): {"at": "here"},
    ("move", "to", "battlefield"): {"moved": "to_battlefield"},
    ("move", "from", "battlefield"): {"moved": "from_battlefield"},
    ("move", "from", "here"): {"moved": "from_here"},
    ("move", "from", "my-location"): {"moved": "from_mine"},
    ("stun", "at", "battlefield"): {"at": "battlefield"},
    ("kill", None, "here"): {"at": "here"},
    ("die", None, "here"): {"at": "here"},
    ("choose", "with", "spell"): {"spell": True},
}


def from_ir(trigger: Trigger) -> tuple[str, When] | None:
    """The event kind and condition of a ``when`` trigger of one instruction, or None where a
    part is not read here."""
    if trigger.kind is not TriggerKind.WHEN or len(trigger.event) != 1:
        return None
    event = trigger.event[0]
    if event.verb is None or event.modal or event.negated or len(event.subject) != 1:
        return None
    verb = event.verb.value
    kind = LEXICON["trigger_events"].get(verb)
    who = event.subject[0]
    if kind is None or not isinstance(who, NounPhrase):
        return None
    objects = list(event.objects)
    actor = _actor(who)
    if actor is not None and objects and isinstance(objects[0], NounPhrase):
        found = _what(objects.pop(0), verb)
        if found is None:
            return None
        fields = actor | found
    elif actor is None and verb not in ("play", "kill") and (found := _what(who, verb)):
        fields = dict(found)
    else:
        return None
    if fields.get("nth") and objects and _is_turn(objects[-1], "in", "each"):
        objects.pop()  # "your second card in a turn": counted per turn
    if objects and (whose := _whose_turn(objects[-1])) is not None:
        fields["whose"] = whose  # "on an opponent's turn"
        objects.pop()
    if objects == [Adverb(word="alone")] and verb in _DESIGNATED and "status" not in fields:
        fields["status"], objects = "alone", []  # 740.2.a: no other friendly unit there
    for place in objects:
        where = _place(place)
        more = _PLACES.get((verb, *where)) if where is not None else None
        if more is None or more.keys() & fields.keys():
            return None
        fields |= more
    return kind, When(**fields)  # type: ignore[arg-type]


def _actor(node: NounPhrase) -> dict[str, object] | None:
    if node.reference == "you" and _bare(node, "reference"):
        return {"by": "you"}
    if (
        node.kinds == ("opponent",)
        and node.quantifier == "a"
        and _bare(node, "kinds", "quantifier")
    ):
        return {"by": "opponent"}
    return None


def _what(node: NounPhrase, verb: str) -> dict[str, object] | None:
    """What a noun phrase names as the event's subject, from its fields; None if a field is
    not one a trigger condition has."""
    if node.reference in ("self", "it") and _bare(node, "reference"):
        return {"subject": node.reference}
    if node.reference is not None:
        return None
    fields: dict[str, object] = {}
    kinds = list(node.kinds)
    if "token" in kinds and len(kinds) == 2:
        kinds.remove("token")  # "a token unit"
        fields["token"] = True
    if node.qualities == ("non-token",):
        fields["token"] = False
    elif node.qualities:
        return None
    if kinds == ["card"]:
        fields["token"] = False  # 185: tokens are not cards
    elif len(kinds) == 1 and kinds[0] in _TYPES:
        fields["type"] = _TYPES[kinds[0]]
    elif kinds or not node.tags:
        return None
    if node.tags:
        from riftrules.effects.targets import tag_named

        tag = tag_named(node.tags[0]) if len(node.tags) == 1 else None
        if tag is None or kinds:
            return None
        fields["tag"] = tag
    allowed = ("quantifier", "count", "controller", "other", "kinds", "states", "keywords")
    allowed += ("location", "tags", "qualities", "possessor", "ordinals")
    if not _bare(node, *allowed):
        return None
    if node.ordinals:  # "your second card": the nth of the turn
        if node.possessor != "you" or len(node.ordinals) != 1 or node.quantifier is not None:
            return None
        fields["nth"] = _ORDINALS.get(node.ordinals[0])
        if fields["nth"] is None:
            return None
    elif node.possessor is not None:
        return None
    elif node.count is not None:  # "one or more enemy units": once for them all (370.1.a.2)
        if (node.count.amount, node.count.comparison) != (1, "at-least"):
            return None
        fields["batch"] = True
    elif node.quantifier not in ("a", "another"):
        return None
    other = node.other or node.quantifier == "another"
    if node.controller == "friendly":
        fields["subject"] = "other_friendly" if other else "friendly"
    elif node.controller == "enemy":
        fields["subject"] = "enemy"  # an enemy unit is never the source: "another" adds nothing
    elif other:
        fields["subject"] = "other"
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


def _place(node: object) -> tuple[str | None, str] | None:
    """A place as (preposition, what it names): "here" (None, here), "to a battlefield"
    ("to", battlefield), "from my location" ("from", my-location), "with a spell"."""
    preposition = None
    if isinstance(node, Prepositional):
        preposition, node = node.preposition, node.object
    if not isinstance(node, NounPhrase):
        return None
    if node.reference in ("here", "there") and _bare(node, "reference"):
        return preposition, node.reference
    if node.kinds == ("location",) and node.possessor == "me" and _bare(node, "kinds", "possessor"):
        return preposition, "my-location"
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
    for field in dataclasses.fields(node):
        if field.name in used or field.name == "span":
            continue
        if getattr(node, field.name) != field.default:
            return False
    return True


# "At the start of your Beginning Phase", "At the end of your turn": the phase that begins, by
# the IR's moment and period; whose turn it is
_PHASES = {
    ("start", "beginning-phase"): "beginning",
    ("start", "main-phase"): "main",
    ("end", "turn"): "ending",
}
_WHOSE_TURN = {"you": "you", "each-player": None}


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
    return "phase", When(phase=phase, whose=whose, first_turn=True if time.first else None)
