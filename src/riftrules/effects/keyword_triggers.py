"""A trigger on a new set's keyword action: "When you [Rally] a unit, give it [Assault] this
turn." waits for the ``keyword_action`` event of that keyword (the engine's
:class:`~riftrules.engine.KeywordDone`, logged as the action is done, 135.2.c.1) by the
ability's controller, to an object the noun phrase names (as a game verb's trigger reads it:
:func:`riftrules.effects.trigger_events._what`). The keyword is the IR's ``action`` (no verb of
the lexicon)."""

from __future__ import annotations

from riftrules.effects.trigger_events import _what
from riftrules.engine import When
from riftrules.engine.events import EventKind
from riftrules.ir.nodes import NounPhrase, Trigger, TriggerKind

_YOU = NounPhrase(reference="you")


def keyword_action_event(trigger: Trigger) -> tuple[str, When] | None:
    """ "When you [Rally] a unit": the event kind and condition; None for another trigger."""
    if trigger.kind is not TriggerKind.WHEN or len(trigger.event) != 1:
        return None
    event = trigger.event[0]
    if event.action is None or event.past or event.modal or event.negated or event.joint:
        return None
    if event.subject != (_YOU,) or len(event.objects) != 1:
        return None
    (what,) = event.objects
    fields = _what(what, EventKind.KEYWORD_ACTION.value) if isinstance(what, NounPhrase) else None
    if fields is None:
        return None
    return EventKind.KEYWORD_ACTION, When(by="you", keyword=event.action, **fields)  # type: ignore[arg-type]
