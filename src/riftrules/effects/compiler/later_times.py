"""Instructions for later or for others: "you and each opponent may …", "for each opponent who
did", "at the start of your next Main Phase", "the next time …", "starting with the next player
…"."""

from __future__ import annotations

import dataclasses

from riftrules.cardtext import ast
from riftrules.cardtext.nodes import Node, Word
from riftrules.cardtext.printer import quote
from riftrules.effects import (
    compiler,
    conditions,
)
from riftrules.effects.compiler.references import _HERE, _IT, _SELF, _YOU
from riftrules.effects.refusals import Construct, NotCompiled
from riftrules.effects.triggers import delayed
from riftrules.engine import (
    CONTROLLER,
    OPPONENTS,
    AddAbility,
    ControllerOf,
    ForEach,
    It,
    Last,
    May,
    Players,
    PlayToken,
    Remember,
    Sequence,
    TriggeredAbility,
    When,
)
from riftrules.engine.actions import Action
from riftrules.engine.events import EventKind
from riftrules.engine.names import Phase, Until
from riftrules.ir.nodes import (
    Instruction,
    Prepositional,
    TimePoint,
    Verb,
)
from riftrules.ir.nodes import NounPhrase as IRNounPhrase
from riftrules.ir.reader import (
    complement_or_none,
    trigger_or_none,
)

_DID = "opponents_who_did"  # memory: the opponents who did what "each opponent may" offered


_EACH_OPPONENT = IRNounPhrase(quantifier="each", kinds=("opponent",))


_WHO_DID = Instruction(
    verb=Verb.DO,
    subject=(
        Prepositional(preposition="for", object=_EACH_OPPONENT),
        IRNounPhrase(reference="who"),
    ),
    past=True,
)


def _you_and_each(said: tuple[Instruction, ...] | None) -> bool:
    """Does the run open "You and each opponent may …" (the IR: "you" with no verb, then "and"
    each opponent, who may)?"""
    if not said or len(said) < 2 or said[0] != Instruction(verb=None, subject=(_YOU,)):
        return False
    return (
        said[1].joint == "and"
        and said[1].subject == (_EACH_OPPONENT,)
        and said[1].modal == ("may",)
    )


def _for_each_who_did(run: ast.Run) -> bool:
    """Does the run open "For each opponent who did, …" (the IR's first instruction)?"""
    said = conditions.instructions(run)
    return bool(said) and len(said) > 1 and said[0] == _WHO_DID and said[1].joint == ","


def _you_and_each_opponent(run: ast.Run) -> Action:
    """ "You and each opponent may play a Gold gear token exhausted.": you, then each opponent
    in turn order, each deciding for themself (a token each plays is theirs, 182); the
    opponents who did are remembered for "For each opponent who did, …" after."""
    yours = compiler._run(ast.Run(parts=(run.parts[0], *run.parts[3:])))  # "You may play …"
    done = yours.action if isinstance(yours, May) else None
    if not isinstance(done, PlayToken) or done.who != CONTROLLER:
        raise NotCompiled(Construct.CLAUSE_PART, f"{quote(run)!r} not compiled")
    theirs = ForEach(OPPONENTS, May(dataclasses.replace(done, who=It()), who=It()))
    return Sequence(yours, theirs, Remember(_DID, ControllerOf(Last())))


def _remembers_who_did(value: object) -> bool:
    return isinstance(value, Remember) and value.name == _DID


_NEXT_MAIN = TimePoint(moment="start", whose="you", period="main-phase", next=True)


def _at_next_main(node: Node) -> bool:
    """Is the chunk the time "at the start of your next Main Phase" (the IR's time point)?"""
    return complement_or_none(node) == _NEXT_MAIN


def _at_next_main_phase(run: ast.Run) -> Action:
    """ "[Add] [A] at the start of your next Main Phase.": a delayed trigger (390.2) created
    now, which does it once, at the start of your next Main Phase (316.4)."""
    return _once_at_next_main_phase(compiler._run(ast.Run(parts=run.parts[:-1])), run.parts[-1])


def _once_at_next_main_phase(body: Action, time: Node, mine: bool = False) -> Action:
    """``body``, once, at the start of your next Main Phase (the card's ``time`` that says it,
    its label); ``mine``: a permanent's ability creates it, and its "this battlefield" is that
    permanent's."""
    when = When(phase=Phase.MAIN, whose="you")
    ability = TriggeredAbility(EventKind.PHASE, body, when, text=_opening(quote(time)))
    return AddAbility(ability, until=Until.ONCE, mine=mine)


def _opening(label: str) -> str:
    """A label that opens a sentence of its own ("At the start of …" for the card's "… at the
    start of …"): its first letter a capital, for display."""
    return label[:1].upper() + label[1:]


def _next_time(node: Node) -> bool:
    """Is the trigger "the next time … this turn" (the IR: the ordinal "next", one event)?"""
    if not isinstance(node, ast.NthTime):
        return False
    trigger = trigger_or_none(node)
    return trigger is not None and trigger.ordinal == "next" and len(trigger.event) == 1


def _the_next_time(node: Node, body: Action) -> Action:
    """ "the next time you play a unit this turn, …": a delayed trigger (390.2) that does it
    once, this turn only."""
    when = ast.When(parts=(Word(kind="WHEN", text="When"), *node.parts[1:]))
    later = delayed(when, body)
    if not isinstance(later, AddAbility):
        raise NotCompiled(Construct.TRIGGER, "a delayed trigger of another shape")
    return dataclasses.replace(later, until=Until.NEXT)


def _at_your_next_main_phase(node: Node) -> bool:
    """Is the trigger "at the start of your next Main Phase" (the IR's time point)?"""
    if not isinstance(node, ast.At):
        return False
    trigger = trigger_or_none(node)
    return trigger is not None and trigger.time == _NEXT_MAIN


_NEXT_PLAYER = Instruction(
    verb=Verb.START,
    objects=(
        Prepositional(
            preposition="with",
            object=IRNounPhrase(quantifier="the", kinds=("player",), ordinals=("next",)),
        ),
    ),
)


def _starting_with_next(said: tuple[Instruction, ...] | None) -> bool:
    """Does the run open "Starting with the next player, each player …" (the IR's)?"""
    each = IRNounPhrase(quantifier="each", kinds=("player",))
    return bool(said) and len(said) > 1 and said[0] == _NEXT_PLAYER and said[1].subject == (each,)


# "Activate the conquer effects of units here." (383.4.g)
_CONQUER_EFFECTS_HERE = (
    Instruction(
        verb=Verb.ACTIVATE,
        objects=(
            IRNounPhrase(quantifier="the", kinds=("effect",), qualities=("conquer",)),
            Prepositional(
                preposition="of",
                object=IRNounPhrase(kinds=("unit",), location=_HERE),
            ),
        ),
    ),
)


# "I may be moved with it." (after "When a … unit moves …")
_MOVED_WITH_IT = (
    Instruction(verb=Verb.BE, subject=(_SELF,), modal=("may",)),
    Instruction(
        verb=Verb.MOVE, past=True, objects=(Prepositional(preposition="with", object=_IT),)
    ),
)


def _starting_next(run: ast.Run) -> Action:
    """ "Starting with the next player, each player may return a unit …": each player in turn
    order from the one after you, you last (:class:`Players` ``start="next"``)."""
    built = compiler._run(ast.Run(parts=run.parts[4:]))
    if not (isinstance(built, ForEach) and built.of == Players()):
        raise NotCompiled(Construct.CLAUSE_PART, f"{quote(run)!r} not compiled")
    return dataclasses.replace(built, of=Players(start="next"))
