"""The line-per-rule markdown of the 2025-10 edition (``md_lines``).

``## NNN. Title`` is a chapter, ``### NNN. Title`` a heading, and every other rule is a line that
starts with its number, ``NNN.x.y. text``; the lines after it that do not start with a number
(indented or not) continue it. Inline ``**bold**`` and ``_italic_`` markers are left for the
shared cleaning. Everything before the first numbered line (the title, the date) is skipped.

Conversion artefacts repaired here, each reported as a ``repair`` anomaly:

* A sub-rule printed without its trailing dot (``130.4 Effects that…``) is read as a rule when
  its number follows on from the previous row; otherwise the line stays a continuation.
* A wrapped cross-reference that put a number at the start of a line (``During **rule`` /
  ``352.2.** , they chose…``) is joined to the row it belongs to: the row still has a bold span
  open or ends in "rule", and the number does not follow on from the previous row.
* Markdown code fences (lines of only three backticks) that the conversion wrapped around
  some paragraphs are dropped; the text between them continues the row.
* Emphasis the shared cleaning cannot undo: italic markers around a lone punctuation mark
  (``**_Control_**_._``), and the space the conversion put between bold or italic text and a
  quote, bracket or punctuation mark (``" **Main Deck** card."``, ``**rule 352.2.** ,``).
* An unmarked top-level row numbered like a chapter (``400. **Draw**``) that is followed by
  sub-rules of its own (``400.1``) is a heading: chapters are the ``##`` lines and hold headings.

A line-initial number that alternates wrongly (``103.2.3.``) is a malformed row and raises
:class:`SourceError`. A row whose number is out of order for no visible reason (a heading and
the rule after it printed with the same number) is left for validate() to report.
"""

from __future__ import annotations

import re
from collections.abc import Iterator
from pathlib import Path

from riftrules.importers.clean import clean
from riftrules.importers.rows import (
    NUMBER_LIKE,
    RawRow,
    SourceError,
    check_date,
    checked_number,
    location,
)
from riftrules.importers.validate import Anomaly
from riftrules.rules import numbers
from riftrules.rules.model import Kind

_MARKED = re.compile(rf"^(?P<marker>##|###) (?P<number>{NUMBER_LIKE})\.\s+(?P<text>.*)$")
# a line starting with three digits or more and a dot starts a row (one or two digits are a
# numbered step in a rule's text: "2. If they had 1 card in hand")
_RULE = re.compile(r"^(?P<number>\d{3,}(?:\.[0-9a-z]+)*)\.(?P<text>(?:\s|\*\*).*|)$")
_UNDOTTED = re.compile(rf"^(?P<number>{numbers.NUMBER_PATTERN}\.[0-9a-z]+)\s+(?P<text>\S.*)$")
_FENCE = re.compile(r"^\s*```\s*$")
_OPEN_REFERENCE = re.compile(r"\brules?\s*$")
_KINDS: dict[str, Kind] = {"##": "chapter", "###": "heading"}
_ITALIC_PUNCTUATION = re.compile(r"(?<![A-Za-z0-9])_([.,;:!?])_")
_OPENING_PADDING = re.compile(r"(^|\s)([\"“(]) (?=\*\*)", re.M)
_CLOSING_PADDING = re.compile(
    r"(?:(?<=\*\*)|(?<=[\w.!?)]_)) (?=[\"”)](?:[\s,.;:!?]|$))|(?<=[^\w\]]\*\*) (?=[,.;:!?])", re.M
)
_TITLE_END = re.compile(r"[.:;!?]$")


def read(paths: list[Path], date: str, repairs: list[Anomaly]) -> Iterator[RawRow]:
    (path,) = paths
    text = path.read_text(encoding="utf-8")
    check_date(text, date, path.name)
    current: RawRow | None = None
    for line_number, line in enumerate(text.splitlines(), start=1):
        where = location(path, line_number)
        if _FENCE.match(line):
            if current is not None:
                repairs.append(
                    Anomaly(
                        current.number or "-", "repair", f"{where}: dropped a markdown code fence"
                    )
                )
            continue
        row = _row(line, where, current, repairs)
        if row is not None:
            if current is not None:
                yield _finished(current, row.number, repairs)
            current = row
        elif current is not None and line.strip():
            current.text += "\n" + line
    if current is None:
        raise SourceError(path.name, "no numbered rules found")
    yield _finished(current, None, repairs)


def _row(line: str, where: str, current: RawRow | None, repairs: list[Anomaly]) -> RawRow | None:
    """The row this line starts, or None when it continues the current one."""
    marked = _MARKED.match(line)
    if marked:
        number = checked_number(marked["number"], where)
        return RawRow(number, marked["text"], where, _KINDS[marked["marker"]])
    previous = current.number if current else None
    rule = _RULE.match(line)
    if rule:
        number = checked_number(rule["number"], where)
        if current is not None and _wrapped_reference(current.text, number, previous):
            repairs.append(
                Anomaly(
                    previous or "-",
                    "repair",
                    f"{where}: joined the line starting "
                    f"'{number}.' to {previous}: it is a wrapped cross-reference",
                )
            )
            return None
        return RawRow(number, rule["text"].strip(), where)
    undotted = _UNDOTTED.match(line)
    if undotted and numbers.is_number(undotted["number"]):
        number = numbers.normalise(undotted["number"])
        if _follows(number, previous):
            repairs.append(
                Anomaly(
                    number,
                    "repair",
                    f"{where}: read '{number}' printed without its trailing dot as a rule number",
                )
            )
            return RawRow(number, undotted["text"], where)
    return None


def _wrapped_reference(text: str, number: str, previous: str | None) -> bool:
    """A number at the start of a line that finishes a cross-reference begun on the line before."""
    unfinished = text.count("**") % 2 == 1 or _OPEN_REFERENCE.search(text) is not None
    return unfinished and not _follows(number, previous)


def _follows(number: str, previous: str | None) -> bool:
    return previous is None or numbers.components(number) > numbers.components(previous)


def _finished(row: RawRow, following: str | None, repairs: list[Anomaly]) -> RawRow:
    """The row with its emphasis artefacts undone and, if it heads a section, its kind."""
    row.text = _unpadded(row, repairs)
    if row.kind is None and _is_section(row, following):
        row.kind = "heading"
        repairs.append(
            Anomaly(
                row.number or "-",
                "repair",
                f"{row.where}: '{clean(row.text)}' "
                f"is a heading, not a chapter: sub-rules {row.number}.x follow it",
            )
        )
    return row


def _unpadded(row: RawRow, repairs: list[Anomaly]) -> str:
    text, italic = _ITALIC_PUNCTUATION.subn(r"\1", row.text)
    text, opening = _OPENING_PADDING.subn(r"\1\2", text)
    text, closing = _CLOSING_PADDING.subn("", text)
    counts = (
        (italic, "italic punctuation mark(s)"),
        (opening + closing, "space(s) beside bold or italic text"),
    )
    done = [f"{count} {what}" for count, what in counts if count]
    if done:
        repairs.append(
            Anomaly(
                row.number or "-",
                "repair",
                f"{row.where}: undid emphasis artefacts: {', '.join(done)}",
            )
        )
    return text


def _is_section(row: RawRow, following: str | None) -> bool:
    """An unmarked top-level title numbered N00 that has sub-rules N00.x of its own."""
    number = row.number or ""
    if "." in number or int(number) % 100 or following is None:
        return False
    title = clean(row.text)
    return following.startswith(f"{number}.") and not _TITLE_END.search(title) and len(title) <= 60
