"""Reminder text as meaning: a keyword the engine does not implement (a new set's, or one of
the rules' it does not model) compiles from the reminder text the card prints for it, when that
text is itself executable card text — as the game introduces a keyword: "[Vigil] (When I
defend, draw 1.)" runs as "When I defend, draw 1.".

Only a line that is one keyword, with no cost, and its reminder; the reminder is read as a line
of the card (its own parse, the card's type), so what it compiles to is what that text would
compile to printed on its own. A reminder that does not compile leaves the keyword refused,
with both reasons.
"""

from __future__ import annotations

from collections.abc import Callable

from riftrules.cardtext import ast
from riftrules.cardtext.nodes import Node, Word
from riftrules.cardtext.parser import parse_text
from riftrules.effects.refusals import Construct, NotCompiled
from riftrules.engine.reminder_meanings import ReminderMeaning

# compiles one parsed line of the card: (abilities, instructions, notes)
LineCompiler = Callable[[Node], tuple[list, list, list[str]]]


def sole_reminder(line: ast.Keywords) -> tuple[str, str] | None:
    """The keyword ("[Vigil]") and the reminder text of a line that is one keyword without a
    cost and its reminder, else None."""
    items = [p for p in line.parts if isinstance(p, ast.KeywordItem)]
    reminders = [p for p in line.parts if isinstance(p, ast.Reminder)]
    if len(items) != 1 or len(reminders) != 1 or len(line.parts) != 2:
        return None
    (item,) = items
    if len(item.parts) != 1 or not isinstance(item.parts[0], Word):
        return None  # a keyword with a cost: "[Recur] [2] (…)"
    words = [w for w in reminders[0].parts if isinstance(w, Word) and w.text not in "()"]
    if len(words) != 1:
        return None
    return item.parts[0].text, words[0].text.strip()


def from_reminder(
    line: ast.Keywords, refusal: NotCompiled, compile_line: LineCompiler
) -> tuple[list, list, ReminderMeaning]:
    """The abilities and instructions the reminder of the keyword ``refusal`` refused says;
    raises ``refusal`` (with why the reminder does not compile) where it says none."""
    said = sole_reminder(line)
    if refusal.construct is not Construct.KEYWORD or said is None:
        raise refusal
    keyword, reminder = said
    parsed = parse_text(reminder)
    if not parsed.ok or len(parsed.lines) != 1:
        raise NotCompiled(
            refusal.construct, f"{refusal.detail}; its reminder text does not parse", refusal.term
        )
    try:
        found, instructions, _ = compile_line(parsed.lines[0].node)
    except NotCompiled as error:
        raise NotCompiled(
            refusal.construct,
            f"{refusal.detail}; its reminder text not compiled: {error.detail}",
            refusal.term,
        ) from None
    if not found and not instructions:
        raise refusal  # a reminder that is itself reminder or deck building: nothing to run
    return found, instructions, ReminderMeaning(keyword, reminder)
