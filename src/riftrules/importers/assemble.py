"""Raw rows -> :class:`Rule` records: continuation rows, cleaning, kinds and parents."""

from __future__ import annotations

import re
from collections.abc import Iterable

from riftrules.importers.clean import clean, split_asides
from riftrules.importers.rows import RawRow, SourceError
from riftrules.rules import numbers
from riftrules.rules.model import Kind, Rule

_SENTENCE_END = re.compile(r"[.:;!?][\"”’')]*$")
_STEP = re.compile(r"\d+\.\s")  # "1. Activate or trigger the Ability": a numbered step
_SMALL_WORDS = frozenset(
    [
        "a",
        "an",
        "and",
        "as",
        "at",
        "by",
        "for",
        "from",
        "in",
        "into",
        "of",
        "on",
        "or",
        "the",
        "to",
        "vs",
        "with",
    ]
)


def assemble(rows: Iterable[RawRow]) -> list[Rule]:
    """Build the edition's rules in document order.

    A row without a number continues the previous one. Kinds that the source did not mark
    are inferred: a top-level row whose text reads as a title is a heading (a chapter when its
    number is a multiple of 100), a row that is only an example or a reminder is one.
    """
    merged: list[RawRow] = []
    for row in rows:
        if row.number is None:
            if not merged:
                raise SourceError(row.where, "continuation text before the first numbered rule")
            merged[-1].text += "\n" + row.text
        else:
            try:
                number = numbers.normalise(row.number)
            except numbers.RuleNumberError as error:
                raise SourceError(row.where, str(error)) from None
            merged.append(RawRow(number, row.text, row.where, row.kind))
    if not merged:
        raise SourceError("source", "no numbered rules found")
    _check_repeats(merged)

    rules: list[Rule] = []
    chapter: str | None = None
    heading: str | None = None
    for index, row in enumerate(merged):
        text = clean(row.text)
        body, examples, reminders = split_asides(text)
        kind = row.kind or _infer_kind(row.number, body, examples, reminders)
        if kind == "chapter" and _has_subrules(merged, index):
            kind = "heading"  # "400. Draw" followed by 400.1: a section, not a chapter
        if kind == "chapter":
            parent, chapter, heading = None, row.number, None
        elif kind == "heading" and "." not in row.number:
            parent, heading = chapter, row.number
        elif "." not in row.number:
            # a rule printed with its heading's own number belongs to the chapter
            parent = heading if heading not in (None, row.number) else chapter
        else:
            parent = numbers.parent_number(row.number)
        if not body and (examples or reminders) and kind in ("example", "reminder"):
            body = (examples or reminders).pop(0)
        rules.append(Rule(row.number, kind, parent, body, tuple(examples), tuple(reminders)))
    return rules


def _check_repeats(rows: list[RawRow]) -> None:
    """A number printed twice for two different rules is a misprint of the source, kept
    (validate() reports it, the store keys each rule apart: ``143. Gear`` / ``143. Gear are:``);
    a row that repeats an earlier row of its number word for word is a source doubled or
    corrupted, and refused."""
    first: dict[tuple[str | None, str], RawRow] = {}
    for row in rows:
        earlier = first.setdefault((row.number, row.text), row)
        if earlier is not row:
            raise SourceError(row.where, f"rule {row.number} again (as at {earlier.where})")


def _has_subrules(rows: list[RawRow], index: int) -> bool:
    following = rows[index + 1] if index + 1 < len(rows) else None
    return following is not None and (following.number or "").startswith(rows[index].number + ".")


def _infer_kind(number: str, body: str, examples: list[str], reminders: list[str]) -> Kind:
    if not body and examples:
        return "example"
    if not body and reminders:
        return "reminder"
    if "." not in number and _is_title(body):
        return "chapter" if int(number) % 100 == 0 else "heading"
    return "rule"


def _is_title(text: str) -> bool:
    """Short, no closing punctuation, and capitalised like a title: small words aside, every
    word, or all but one of three or more ("Naming Cards, Types, and Tags" and "Presence on
    Card outside of the Board" are titles; "Keywords can be Dependent Keywords" is not)."""
    if not 0 < len(text) <= 60 or _SENTENCE_END.search(text) or _STEP.match(text):
        return False
    words = [w for w in text.split() if w[0].isalpha() and w not in _SMALL_WORDS]
    lower = sum(1 for w in words if w[0].islower())
    return lower == 0 or (lower == 1 and len(words) >= 3)
