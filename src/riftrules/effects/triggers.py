"""Triggers -> the event an ability waits for: "When you play me," -> ("play",
When(subject="self")); "At the start of your Beginning Phase," -> ("phase",
When(phase="beginning", whose="you")). Rule 382: "when" followed by an event, "at" followed by
a point in time. What is not read here raises :class:`NotCompiled`."""

from __future__ import annotations

from riftrules.cardtext import ast
from riftrules.cardtext.nodes import Node
from riftrules.cardtext.printer import to_text
from riftrules.effects.refusals import Construct, NotCompiled
from riftrules.engine import (
    AddAbility,
    Reflexive,
    TriggeredAbility,
    When,
)
from riftrules.engine.actions import Action
from riftrules.ir.nodes import Trigger as IRTrigger

# Whole triggers the IR does not read yet: a relative clause on the subject the reader splits
# ("a combat that I was in") and the two-word preposition "other than"
_WHOLE: dict[str, tuple[str, When]] = {
    # 185: tokens are not cards; played from another zone than the hand (its origin)
    "you play a card from anywhere other than your hand": (
        "play",
        When(by="you", token=False, not_from="hand"),
    ),
    "a combat that i was in ends": ("combat_end", When(combat="self")),  # 466.7
    # a player moves their units (144.3: several at once are one action, so one trigger)
    "an opponent moves to a battlefield other than mine": (
        "move",
        When(by="opponent", subject="enemy", moved="elsewhere", batch=True),
    ),
}


def triggers(node: Node) -> list[tuple[str, When]]:
    """Each event a trigger waits for: "When you play this or at the start of your Beginning
    Phase" waits for two, "When this leaves the board" three (read from the IR:
    :func:`.ir_triggers.events_from_ir`)."""
    if isinstance(node, ast.When) and _whole(node) is None:
        read = _events_from_ir(node)
        if read is not None:
            return read
    return [trigger(node)]


def trigger(node: Node) -> tuple[str, When]:
    """The event kind and condition of a trigger node (When, At, NthTime)."""
    if isinstance(node, (ast.NthTime, ast.At)):
        read = _from_ir(node)
        if read is not None:
            return read
        raise NotCompiled(Construct.TRIGGER, f"trigger {to_text(node)!r} not compiled")
    if isinstance(node, ast.When):
        whole = _whole(node)
        if whole is not None:
            return whole
        read = _from_ir(node)
        if read is not None:
            return read
    raise NotCompiled(Construct.TRIGGER, f"trigger {to_text(node)!r} not compiled")


def _whole(node: ast.When) -> tuple[str, When] | None:
    """The trigger as the table above reads it, or None."""
    return _WHOLE.get(to_text(node.parts[1]).casefold())


def _events_from_ir(node: ast.When) -> list[tuple[str, When]] | None:
    """The events of a trigger read from its IR, where the table above does not know it."""
    from riftrules.effects.ir_triggers import events_from_ir

    read = _ir(node)
    return None if read is None else events_from_ir(read)


def _from_ir(node: Node) -> tuple[str, When] | None:
    """The trigger read from its IR (:func:`.ir_triggers.from_trigger`), where the table above
    does not know it."""
    from riftrules.effects.ir_triggers import from_trigger

    read = _ir(node)
    return None if read is None else from_trigger(read)


def _this_turn(node: Node) -> tuple[str, When] | None:
    """The event of a trigger that ends in "this turn", read from its IR
    (:func:`.ir_triggers.this_turn`)."""
    from riftrules.effects.ir_triggers import this_turn

    read = _ir(node) if isinstance(node, ast.When) else None
    return None if read is None else this_turn(read)


def _ir(node: Node) -> IRTrigger | None:
    """The trigger's IR (:func:`riftrules.ir.reader.read_trigger`), or None where it has none."""
    from riftrules.ir import IRError
    from riftrules.ir.reader import read_trigger

    try:
        return read_trigger(node)
    except IRError:
        return None


def reflexive(node: Node, body: Action) -> Action:
    """ "When you burn a unit this way, do this: …", "When you do, …" later in an effect: a
    reflexive trigger (386) on what the instruction before did (read from the IR:
    :func:`.ir_triggers.this_way`); "When it dies this turn, …": a delayed one."""
    from riftrules.effects.ir_triggers import this_way

    if _this_turn(node) is not None:
        return delayed(node, body)
    read = _ir(node) if isinstance(node, ast.When) else None
    did = None if read is None else this_way(read)
    if did is None:
        raise NotCompiled(Construct.TRIGGER, f"delayed trigger {to_text(node)!r} not compiled")
    return Reflexive(body, did, text=to_text(node))


def delayed(node: Node, body: Action) -> Action:
    """ "When it dies this turn, …", "When a friendly unit is played this turn, buff it.": an
    instruction creating a triggered ability (383) that lasts this turn (317.2.c); "it" in its
    condition is what the instruction before affected, remembered as the ability is created."""
    read = _this_turn(node)
    if read is None:
        raise NotCompiled(Construct.TRIGGER, f"delayed trigger {to_text(node)!r} not compiled")
    event, condition = read
    ability = TriggeredAbility(event, body, condition, text=to_text(node))
    return AddAbility(ability, until="turn", about="it" if condition.subject == "it" else None)
