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

TRIGGER_EVENTS: Registry[Verb, str] = Registry("trigger_event", Verb).fill(
    (verb, EventKind(kind).value) for verb, kind in LEXICON["trigger_events"].items()
)
