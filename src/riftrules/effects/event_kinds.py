"""The trigger events: a trigger's verb -> the engine's event kind it waits for ("When a
friendly unit dies" waits for a ``kill``, 428). The table is data (``ir/lexicon.json``,
``trigger_events``); it is read here once, each verb a lexicon entry and each kind one of the
engine's (:data:`riftrules.engine.events.EventKind`), registered once: a wrong or repeated
entry fails at import."""

from __future__ import annotations

from riftrules.effects.registry import Registry
from riftrules.engine.events import EventKind
from riftrules.ir.lexicon import LEXICON
from riftrules.ir.nodes import Verb

TRIGGER_EVENTS: Registry[Verb, EventKind] = Registry("trigger_event", Verb).fill(
    (verb, EventKind(kind)) for verb, kind in LEXICON["trigger_events"].items()
)
# Instruction verb -> a complement's word -> the event kind ("When I win a combat", the lexicon's
# ``trigger_complements``); verb -> the subject's noun -> the kind ("When a showdown begins
# here", ``trigger_subjects``); the kinds of a permanent leaving the board (``leave_events``).
TRIGGER_COMPLEMENTS: dict[str, dict[str, EventKind]] = {
    verb: {word: EventKind(kind) for word, kind in named.items()}
    for verb, named in LEXICON["trigger_complements"].items()
}
TRIGGER_SUBJECTS: dict[str, dict[str, EventKind]] = {
    verb: {noun: EventKind(kind) for noun, kind in named.items()}
    for verb, named in LEXICON["trigger_subjects"].items()
}
LEAVE_EVENTS: tuple[EventKind, ...] = tuple(EventKind(kind) for kind in LEXICON["leave_events"])
