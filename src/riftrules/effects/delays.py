"""Instructions done later, read from the semantic IR (:mod:`riftrules.ir`): "Disempower it at
end of turn.", "ready up to 2 runes at the end of this turn": the time the run ends in is a
:class:`~riftrules.ir.nodes.TimePoint` (the end of this turn), so the instruction before it
becomes a delayed trigger (390.2) created now, which does it once, in the Ending Step of this
turn (317.1: "At the end of the turn Game Effects take place"), to what "it" was when it was
created (``about``; a unit that left the board since is a new object, 359.3.e, and no longer
"it").
"""

from __future__ import annotations

from collections.abc import Callable

from riftrules.cardtext import ast
from riftrules.engine import AddAbility, TriggeredAbility, When
from riftrules.engine.actions import Action
from riftrules.engine.events import EventKind
from riftrules.engine.names import Phase, Until
from riftrules.ir import IRError
from riftrules.ir.nodes import NounPhrase, TimePoint
from riftrules.ir.reader import complement_or_none, read_run

_THIS_TURN = (None, "this")  # "at end of turn", "at the end of this turn"


def at_end_of_turn(run: ast.Run, body_of: Callable[[ast.Run], Action]) -> Action | None:
    """The delayed trigger of a run ending in the end of this turn; None for any other run.
    ``body_of`` compiles the run before the time."""
    if len(run.parts) < 2:
        return None
    when = complement_or_none(run.parts[-1])
    if not isinstance(when, TimePoint) or when.moment != "end" or when.period != "turn":
        return None
    if when.whose not in _THIS_TURN or when.first or when.next:
        return None
    before = ast.Run(parts=run.parts[:-1])
    body = body_of(before)
    label = " ".join(w.text for w in run.parts[-1].words())
    ability = TriggeredAbility(EventKind.PHASE, body, When(phase=Phase.ENDING), text=label)
    return AddAbility(ability, until=Until.ONCE, about="it" if _says_it(before) else None)


def _says_it(run: ast.Run) -> bool:
    """Does the run act on "it" (what the instruction before affected)?"""
    try:
        instructions = read_run(run)
    except IRError:
        return False
    return any(
        isinstance(said, NounPhrase) and said.reference == "it"
        for instruction in instructions
        for said in instruction.objects
    )
