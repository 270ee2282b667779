"""A keyword the engine does not implement, given to others, means what the reminder printed
with it says, read for the units given it (:mod:`riftrules.effects.receivers`): "Your units
have [Vigil]. (When they defend, draw 1.)" gives each of them "When I defend, draw 1."; "Give
a unit [Fervor 3] this turn. (When it attacks, give it +3 [M] this turn.)" gives that unit
"When I attack, give me +3 [M] this turn." until the end of the turn (477.2.a: rules text
granted). As a keyword printed alone on its line (:mod:`riftrules.effects.reminder_meanings`),
the reminder is read as a line of the card's own; what it compiles to is the ability each
receiver has — an activated or triggered ability, or what can't be done to them ("Other
friendly units here have [Stalwart]. (They can't be moved by enemy spells and abilities.)").
A line that prints no reminder, or one that does not compile, leaves the keyword refused,
saying why.

The compiler marks the effect it compiles with its reminder (:func:`printed_with`) and each
line of the card (:func:`meanings_used`); the readings that give a keyword ask
:func:`meaning_given`, which notes the meaning used on the line.
"""

from __future__ import annotations

from collections.abc import Iterator
from contextlib import contextmanager
from contextvars import ContextVar

from riftrules.cardtext import ast
from riftrules.cardtext.nodes import Node, Word
from riftrules.cardtext.parser import parse_text
from riftrules.effects import compiler
from riftrules.effects.receivers import for_receiver
from riftrules.effects.refusals import Construct, NotCompiled
from riftrules.engine import ActivatedAbility, Restriction, TriggeredAbility
from riftrules.engine.reminder_meanings import ReminderMeaning
from riftrules.ir.introduced import introduced_by, introducing
from riftrules.ir.lexicon import keywords
from riftrules.ir.nodes import Keyword as IRKeyword
from riftrules.ir.nodes import NounPhrase, Verb
from riftrules.ir.reader import sentence_or_none

# the reminder text the effect being compiled prints (None: none, or more than one)
_LINE: ContextVar[str | None] = ContextVar("printed_reminder", default=None)
# the keywords the effect being compiled names, as keywords or as keyword actions
_NAMED: ContextVar[frozenset[str]] = ContextVar("named_keywords", default=frozenset())
# the meanings the line of the card being compiled took from its reminder text
_USED: ContextVar[list[ReminderMeaning] | None] = ContextVar("reminder_meanings", default=None)


def reminder_of(body: Node) -> str | None:
    """The one reminder text a line prints (its words, without the parentheses); None for a
    line with none or with several."""
    found = [
        word.text.strip()
        for node in body.walk()
        if isinstance(node, ast.Reminder)
        for word in node.parts
        if isinstance(word, Word) and word.kind == "REMINDER_TEXT"
    ]
    return found[0] if len(found) == 1 else None


@contextmanager
def printed_with(body: Node) -> Iterator[None]:
    """Compile what runs inside as the effect ``body``, with the reminder it prints (and the
    new keyword it introduces, read as a keyword)."""
    token = _LINE.set(reminder_of(body))
    named = _NAMED.set(
        frozenset(
            node.text.strip("[]").partition(" ")[0]
            for node in body.walk()
            if isinstance(node, Word) and node.kind in ("KEYWORD", "KEYWORD_VERB")
        )
    )
    try:
        with introducing(introduced_by(body)):
            yield
    finally:
        _NAMED.reset(named)
        _LINE.reset(token)


def reminder_of_only(name: str) -> str | None:
    """The reminder text the effect being compiled prints when ``name`` is the one keyword it
    names (so the reminder is that keyword's); None otherwise."""
    return _LINE.get() if _NAMED.get() == {name} else None


@contextmanager
def meanings_used() -> Iterator[list[ReminderMeaning]]:
    """Compile what runs inside as one line of a card; yields the meanings the keywords it
    gives took from its reminder text (:func:`meaning_given`), once it is compiled."""
    used: list[ReminderMeaning] = []
    token = _USED.set(used)
    try:
        yield used
    finally:
        _USED.reset(token)


# what a unit may be given: an ability of its own (477.2.a), or what can't happen to it
_GIVEN = (ActivatedAbility, TriggeredAbility, Restriction)


def meaning_given(
    name: str, value: int | None = None
) -> list[ActivatedAbility | TriggeredAbility | Restriction]:
    """The abilities a unit given the keyword ``name`` (with ``value``: "[Fervor 3]") has by
    the reminder the line prints, read for it; raises NotCompiled saying why where there are
    none."""
    reminder = _LINE.get()
    keyword = f"[{name}]" if value is None else f"[{name} {value}]"  # as the card writes it
    if reminder is None:
        raise NotCompiled(
            Construct.KEYWORD, f"giving {keyword} not compiled: the line prints no reminder text"
        )
    parsed = parse_text(reminder)
    if not parsed.ok or len(parsed.lines) != 1:
        raise NotCompiled(
            Construct.KEYWORD, f"giving {keyword} not compiled; its reminder text does not parse"
        )
    line = _its_own(parsed.lines[0].node, name)
    if line is None:
        raise NotCompiled(
            Construct.KEYWORD,
            f"giving {keyword} not compiled; its reminder text says only what another keyword is",
        )
    try:
        with for_receiver():
            found, instructions, _ = compiler._checked_line(line, None, "Unit")
    except NotCompiled as error:
        raise NotCompiled(
            Construct.KEYWORD,
            f"giving {keyword} not compiled; its reminder text not compiled: {error.detail}",
        ) from None
    if instructions or not found:
        raise NotCompiled(
            Construct.KEYWORD, f"giving {keyword} not compiled; its reminder text is no ability"
        )
    if not all(isinstance(a, _GIVEN) for a in found):
        raise NotCompiled(
            Construct.KEYWORD,
            f"giving {keyword} not compiled; its reminder text is not an ability a unit is given",
        )
    used = _USED.get()
    if used is not None:
        used.append(ReminderMeaning(keyword, reminder))
    return found


def _its_own(line: Node, name: str) -> Node | None:
    """The reminder ``line`` without its sentences that say what another keyword of the
    glossary is ("While I'm [Mighty], I have [Rampage]. (I'm Mighty while I have 5+ [M]. When
    I conquer, ready me.)": the first is [Mighty]'s, 708): what is left is the keyword
    ``name``'s; None where nothing is."""
    body = line.parts[0] if isinstance(line, ast.Line) and line.parts else None
    if not isinstance(body, ast.Effect):
        return line
    kept = tuple(p for p in body.parts if not _defines_another(p, name))
    if not any(isinstance(p, ast.Sentence) for p in kept):
        return None
    return ast.Line(parts=(ast.Effect(parts=kept),)) if len(kept) < len(body.parts) else line


def _defines_another(part: Node, name: str) -> bool:
    """Is ``part`` a sentence that says what a keyword of the glossary other than ``name`` is
    (the IR's: its first instruction "be", its first object that keyword: "I'm Mighty while
    …")?"""
    said = sentence_or_none(part) if isinstance(part, ast.Sentence) else None
    if said is None or not said.instructions:
        return False
    first = said.instructions[0]
    named = first.objects[0] if first.verb is Verb.BE and first.objects else None
    if isinstance(named, IRKeyword):
        other = named.name
    elif isinstance(named, NounPhrase) and named == NounPhrase(names=named.names):
        other = named.names[0] if len(named.names) == 1 else None
    else:
        return False
    return other is not None and other != name and other in keywords()
