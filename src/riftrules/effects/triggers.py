"""Triggers -> the event an ability waits for: "When you play me," -> ("play",
When(subject="self")); "At the start of your Beginning Phase," -> ("phase",
When(phase=Phase.BEGINNING, whose="you")). Rule 382: "when" followed by an event, "at" followed by
a point in time. What is not read here raises :class:`NotCompiled`."""

from __future__ import annotations

import dataclasses
from collections.abc import Callable
from typing import TypeVar

from riftrules.cardtext import ast
from riftrules.cardtext.nodes import Node, Word
from riftrules.cardtext.printer import quote
from riftrules.effects.conditions import instructions, joined
from riftrules.effects.keyword_triggers import keyword_action_event
from riftrules.effects.refusals import Construct, NotCompiled
from riftrules.effects.trigger_events import (
    events_from_ir,
    from_trigger,
    they_do,
    this_turn,
    this_way,
)
from riftrules.engine import (
    AddAbility,
    Reflexive,
    TriggeredAbility,
    When,
)
from riftrules.engine.actions import Action
from riftrules.engine.names import Until
from riftrules.engine.selectors import Selector
from riftrules.ir import IRError
from riftrules.ir.nodes import ConditionKind
from riftrules.ir.nodes import Trigger as IRTrigger
from riftrules.ir.reader import read_trigger

T = TypeVar("T")


def triggers(node: Node) -> list[tuple[str, When]]:
    """Each event a trigger waits for: "When you play this or at the start of your Beginning
    Phase" waits for two, "When this leaves the board" three (read from the IR:
    :func:`.trigger_events.events_from_ir`)."""
    if isinstance(node, ast.When):
        read = _read(node, events_from_ir)
        if read is not None:
            return read
    return [trigger(node)]


def trigger(node: Node) -> tuple[str, When]:
    """The event kind and condition of a trigger node (When, At, NthTime), read from its IR
    (:func:`.trigger_events.from_trigger`)."""
    read = _read(node, from_trigger) if isinstance(node, _TRIGGERS) else None
    if read is None and isinstance(node, ast.When):
        read = _read(node, keyword_action_event)  # "When you [Rally] a unit"
    if read is None and isinstance(node, ast.When):
        read = _while(node)
    if read is None:
        raise NotCompiled(Construct.TRIGGER, f"trigger {quote(node)!r} not compiled")
    return read


_TRIGGERS = (ast.When, ast.At, ast.NthTime)


def _while(node: ast.When) -> tuple[str, When] | None:
    """ "When an enemy unit dies while I'm buffed", where the IR of the whole trigger is not
    read: the event before "while", and the state after it that must hold as it happens
    (383.2.a.1: ``When.holds``), read as a static ability's "while" (:func:`.conditions.joined`);
    None if the trigger has no "while"."""
    run = node.parts[1]
    parts = run.parts if isinstance(run, ast.TightRun) else ()
    cut = next((i for i, part in enumerate(parts) if _is_while(part)), 0)
    if not cut:
        return None
    event, condition = trigger(ast.When(parts=(node.parts[0], ast.TightRun(parts=parts[:cut]))))
    if condition.holds is not None:
        raise NotCompiled(Construct.TRIGGER, f"trigger {quote(node)!r} not compiled")
    holds = joined(instructions(run), "while", ConditionKind.WHILE)
    if holds is None:
        raise NotCompiled(Construct.CONDITION, f"condition {quote(*parts[cut:])!r} not compiled")
    return event, dataclasses.replace(condition, holds=holds)


def _is_while(part: Node) -> bool:
    """The joint "while" (its grammar terminal)."""
    word = part.parts[0] if isinstance(part, ast.TightJoint) else None
    return isinstance(word, Word) and word.kind == "WHILE"


def _read(node: Node, reading: Callable[[IRTrigger], T | None]) -> T | None:
    """``reading`` of the trigger's IR (:func:`riftrules.ir.reader.read_trigger`), or None
    where the reader has none."""
    try:
        read = read_trigger(node)
    except IRError:
        return None
    return reading(read)


def reflexive(node: Node, body: Action) -> Action:
    """ "When you burn a unit this way, do this: …", "When you do, …" later in an effect: a
    reflexive trigger (386) on what the instruction before did (read from the IR:
    :func:`.trigger_events.this_way`); "When it dies this turn, …": a delayed one."""
    if _read(node, this_turn) is not None:
        return delayed(node, body)
    did = _read(node, this_way)
    if did is None:
        raise NotCompiled(Construct.TRIGGER, f"delayed trigger {quote(node)!r} not compiled")
    return Reflexive(body, did, text=quote(node))


def when_they(node: Node, body: Action, they: Selector) -> Action | None:
    """ "Choose an opponent. … When they hold, return it to their hand (even if I'm no longer on
    the board).": an instruction creating a delayed triggered ability (383, 390.2) of the event
    the players ``they`` selects do, which does it once, whenever that happens, whether or not
    its source is still on the board; "it" in it is what the instruction before affected, as
    it is created. None for another trigger."""
    read = _read(node, they_do)
    if read is None:
        return None
    event, condition = read
    ability = TriggeredAbility(event, body, condition, text=quote(node))
    return AddAbility(ability, until=Until.ONCE, about="it", they=they)


def delayed(node: Node, body: Action) -> Action:
    """ "When it dies this turn, …", "When a friendly unit is played this turn, buff it.": an
    instruction creating a triggered ability (383) that lasts this turn (317.2.c); "it" in its
    condition is what the instruction before affected, remembered as the ability is created."""
    read = _read(node, this_turn)
    if read is None:
        raise NotCompiled(Construct.TRIGGER, f"delayed trigger {quote(node)!r} not compiled")
    event, condition = read
    ability = TriggeredAbility(event, body, condition, text=quote(node))
    return AddAbility(ability, until=Until.TURN, about="it" if condition.subject == "it" else None)
