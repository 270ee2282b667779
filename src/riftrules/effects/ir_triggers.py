"""Triggers read from the semantic IR (:mod:`riftrules.ir`): "When another enemy unit dies",
"When a friendly gear is stunned", "When you play a token unit here". The event kind comes
from the trigger's verb (the lexicon's ``trigger_events``), the condition from its noun
phrases' fields (controller, kinds, states, tags, count, location), never from printed words.

:func:`from_ir` answers for a trigger the word tables of :mod:`.triggers` do not know, so every
text those compiled compiles as before (the snapshot proves it); as more shapes are read here,
the tables shrink.
"""

from __future__ import annotations

from riftrules.engine import When
from riftrules.ir.lexicon import LEXICON
from riftrules.ir.nodes import Adverb, NounPhrase, Trigger, TriggerKind

_TYPES = {"unit": "Unit", "gear": "Gear", "spell": "Spell"}
_STATUS = {"buffed": "buffed", "stunned": "stunned"}
# the verbs whose subject is what the event happens to ("a friendly unit moves"), not who
# does it; "play" and "kill" have a player as subject ("you play a unit")
_HAPPENS_TO = {"die", "move", "attack", "defend"}
_HERE = {"play", "kill", "die", "move"}
_DESIGNATED = {"attack", "defend"}  # a unit's combat designation (383.4.e-f)


def from_ir(trigger: Trigger) -> tuple[str, When] | None:
    """The event kind and condition of a ``when`` trigger with one instruction, or None where
    a part is not read here."""
    if trigger.kind is not TriggerKind.WHEN or len(trigger.event) != 1:
        return None
    event = trigger.event[0]
    if event.verb is None or event.modal or event.negated or len(event.subject) != 1:
        return None
    kind = LEXICON["trigger_events"].get(event.verb.value)
    who = event.subject[0]
    if kind is None or not isinstance(who, NounPhrase):
        return None
    objects = list(event.objects)
    fields: dict[str, object] = {}
    actor = _actor(who)
    if actor is not None and objects and isinstance(objects[0], NounPhrase):
        what = _what(objects.pop(0))
        if what is None:
            return None
        fields |= actor | what
    elif event.verb.value in _HAPPENS_TO and (what := _what(who)) is not None:
        fields |= what
    else:
        return None
    if objects == [Adverb(word="alone")] and event.verb.value in _DESIGNATED:
        if "status" in fields:
            return None
        fields["status"], objects = "alone", []  # 740.2.a: no other friendly unit there
    if objects:
        return None
    if "at" in fields and event.verb.value not in _HERE:
        return None
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


def _what(node: NounPhrase) -> dict[str, object] | None:
    """What a noun phrase names as the event's subject, from its fields; None if a field is
    not one a trigger condition has."""
    if node.reference == "self" and _bare(node, "reference"):
        return {"subject": "self"}
    if node.reference is not None or len(node.kinds) != 1 or node.kinds[0] not in _TYPES:
        return None
    allowed = ("quantifier", "count", "controller", "other", "kinds", "states", "location")
    if not _bare(node, *allowed):
        return None
    fields: dict[str, object] = {"type": _TYPES[node.kinds[0]]}
    if node.count is not None:  # "one or more enemy units": once for them all (370.1.a.2)
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
    if node.states:
        if len(node.states) != 1 or node.states[0] not in _STATUS:
            return None
        fields["status"] = _STATUS[node.states[0]]
    if node.location is not None:
        if not (isinstance(node.location, NounPhrase) and node.location.reference == "here"):
            return None
        fields["at"] = "here"
    return fields


def _bare(node: NounPhrase, *used: str) -> bool:
    """Whether ``node`` has nothing set but the fields ``used``."""
    import dataclasses

    for field in dataclasses.fields(node):
        if field.name in used or field.name == "span":
            continue
        if getattr(node, field.name) != field.default:
            return False
    return True
