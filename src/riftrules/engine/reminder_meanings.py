"""Where a script's meaning came from when it is not the engine's own model of a keyword: a
keyword the engine does not implement, compiled from the reminder text the card prints for
it, as the game itself introduces a keyword ("[Vigil] (When I defend, draw 1.)")."""

from __future__ import annotations

from dataclasses import dataclass


@dataclass(frozen=True, slots=True)
class ReminderMeaning:
    """The keyword (as the card writes it, "[Vigil]") whose abilities were compiled from its
    reminder text (``reminder``, without its parentheses)."""

    keyword: str
    reminder: str
