"""The trigger of a line read from the IR: its event, where from, "this turn", "As I'm revealed …",
a time of each player's turn, "once each turn"."""

from __future__ import annotations

import dataclasses

from riftrules.cardtext import ast
from riftrules.cardtext.nodes import Node, Word
from riftrules.cardtext.printer import quote
from riftrules.effects import (
    compiler,
    conditions,
)
from riftrules.effects.compiler.references import _SELF, PERMANENT_TYPES
from riftrules.effects.refusals import Construct, NotCompiled
from riftrules.engine import (
    TriggeredAbility,
    When,
)
from riftrules.engine.events import EventKind
from riftrules.engine.names import Phase
from riftrules.ir.clauses import word_kinds
from riftrules.ir.nodes import (
    Adverb,
    ConditionKind,
    Instruction,
    Prepositional,
    TimePoint,
    Verb,
)
from riftrules.ir.nodes import Condition as IRCondition
from riftrules.ir.nodes import NounPhrase as IRNounPhrase
from riftrules.ir.reader import (
    complement_or_none,
    condition_or_none,
    trigger_or_none,
)


def _event_of(trigger: Node) -> tuple[Instruction, ...]:
    """The event of a trigger, read from the IR (none for a time, or a trigger with no IR)."""
    said = trigger_or_none(trigger)
    return said.event if said is not None else ()


def _from_somewhere(event: tuple[Instruction, ...]) -> bool:
    """Does the event say where something came "from" ("When I move from a battlefield",
    "When you play me from face down")?"""
    return any(
        isinstance(node, Prepositional) and node.preposition == "from"
        for said in event
        for node in said.walk()
    )


def _this_turn(event: tuple[Instruction, ...]) -> bool:
    """Does the event end in "this turn" ("When it dies this turn")?"""
    return bool(event) and event[-1].objects[-1:] == (compiler._THIS_TURN,)


_I_MOVE_FROM_A_LOCATION = (
    Instruction(
        verb=Verb.MOVE,
        subject=(_SELF,),
        objects=(
            Prepositional(
                preposition="from",
                object=IRNounPhrase(quantifier="a", kinds=("location",)),
            ),
        ),
    ),
)


_AS_REVEALED = IRCondition(
    kind=ConditionKind.AS,
    test=(
        Instruction(
            verb=Verb.BE,
            subject=(_SELF,),
            objects=(
                IRNounPhrase(states=("revealed",)),
                Prepositional(
                    preposition="from", object=IRNounPhrase(possessor="you", zones=("deck",))
                ),
            ),
        ),
    ),
)


def _as_revealed(prefixes: list[Node]) -> bool:
    """Is the sentence's one prefix "As I'm revealed from your deck" (the IR's condition)?"""
    if len(prefixes) != 1 or not isinstance(prefixes[0], ast.Condition):
        return False
    return condition_or_none(prefixes[0]) == _AS_REVEALED


def _each_players(trigger: Node, whose: str = "each-player") -> bool:
    """Is the trigger a time of each player's turn ("At the start of each player's first
    Beginning Phase"; ``whose`` "each-opponent": "At the end of each opponent's turn"), so
    that "that player" is the turn player?"""
    read = trigger_or_none(trigger)
    return read is not None and read.time is not None and read.time.whose == whose


def _condition_at(
    first: ast.Sentence, prefixes: list[Node], sentences: list[ast.Sentence], card_type: str | None
) -> TriggeredAbility | None:
    """ "If you control fewer runes than an opponent at the start of your Beginning Phase, give
    me +1 [M] this turn.": a permanent's ability that triggers at that time (383) if the
    condition is true then; None for other sentences. The time ends the condition's last
    instruction in the IR."""
    if len(prefixes) != 1 or not isinstance(prefixes[0], ast.Condition):
        return None
    if (card_type or "").casefold() not in PERMANENT_TYPES:
        return None
    said = condition_or_none(prefixes[0])
    if said is None:
        return None
    last = said.test[-1] if said.test else None
    at = last.objects[-1] if last is not None and last.objects else None
    if not isinstance(at, TimePoint) or at not in _START_OF:
        return None
    event, when = _START_OF[at]
    test = (*said.test[:-1], dataclasses.replace(last, objects=last.objects[:-1]))
    holds = conditions.from_ir(dataclasses.replace(said, test=test))
    if holds is None:
        compiler._unread_condition(prefixes[0])
    rest = ast.Sentence(parts=tuple(p for p in first.parts if not isinstance(p, ast.Prefixes)))
    body = compiler._instructions([rest, *sentences[1:]], skip_trigger=False)
    condition = dataclasses.replace(when, holds=holds)
    return TriggeredAbility(event, body, condition, text=quote(prefixes[0]))


_START_OF = {
    TimePoint(moment="start", whose="you", period="beginning-phase"): (
        EventKind.PHASE,
        When(phase=Phase.BEGINNING, whose="you"),
    )
}


_ONCE_EACH_TURN = (Adverb(word="once"), IRNounPhrase(quantifier="each", times=("turn",)))


def _once_each_turn(sentence: ast.Sentence) -> tuple[ast.When, ast.Run, ast.Run] | None:
    """ "Once each turn, when an enemy unit here dies, channel 1 rune exhausted." reads as one
    run: the trigger (a When node again), the words that say the limited trigger ("Once each
    turn, when an enemy unit here dies") and the rest of the run; None for other sentences."""
    run = next((p for p in sentence.parts if isinstance(p, ast.Run)), None)
    parts = list(run.parts) if run is not None else []
    if compiler._prefixes(sentence) or len(parts) < 3 or word_kinds(parts[2]) != ["COMMA", "WHEN"]:
        return None
    if tuple(complement_or_none(p) for p in parts[:2]) != _ONCE_EACH_TURN:
        return None
    rest = parts[3:]
    cut = next(
        (i for i, p in enumerate(rest) if isinstance(p, ast.Joint) and word_kinds(p) == ["COMMA"]),
        0,
    )
    if not cut:
        raise NotCompiled(
            Construct.TRIGGER, "'Once each turn, when …' of another shape not compiled"
        )
    # a joint inside the trigger ("… dies while I'm at a battlefield") is a trigger's joint
    tight = [ast.TightJoint(parts=p.parts) if isinstance(p, ast.Joint) else p for p in rest[:cut]]
    when = ast.When(parts=(Word(kind="WHEN", text="when"), ast.TightRun(parts=tuple(tight))))
    return when, ast.Run(parts=tuple(parts[: 3 + cut])), ast.Run(parts=tuple(rest[cut + 1 :]))
