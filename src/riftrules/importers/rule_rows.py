"""The HTML ``rule-row`` markup of the 2025-12-01 and 2026-03-30 editions (PDF turned into HTML).

Every row is one line (here wrapped)::

    <div class="rule-row rule-STYLE level-N"><div class="rule-id">431.3.</div>
    <div class="rule-text">…</div></div>

``STYLE`` is ``chapter``, ``heading``, ``plain`` or ``cont``. Rows with an empty ``rule-id``
before the first numbered row are the document's title and date and are skipped; after it,
a row with an empty ``rule-id`` (a ``rule-cont`` row, or a ``rule-plain`` row holding a stray
line or even a single word) continues the previous row. ``rule-chapter`` marks a chapter and
a top-level ``rule-heading`` a heading; a top-level ``rule-plain`` row is a rule (or an
example or reminder, which :mod:`.assemble` infers), even when its text is short and has no
full stop. The converter also marks as ``rule-heading`` deeper rows printed in bold, some of
them sentences ("This action, when instructed, is formatted as "Draw X.""), so a dotted row's
kind is left for :mod:`.assemble` to infer: its parent follows from its number either way.

PDF-conversion artefacts repaired here, each one recorded in ``repairs``:

* split numbers: the last component of a number slid into the text, ``461.`` + ``4 The
  following Task…`` for ``461.4``. Such a row repeats a number already seen; it is renumbered
  when the joined number is new and ascends after the previous row.
* a lost number glued to stray text in a continuation row, ``Refl391. Delayed Abilities…``:
  the row is rule ``391`` when that number fits between its neighbours; the stray text is
  dropped.
* a ``rule-heading`` row whose text is a sentence (``371. Some Replacement Effects will begin
  with "once each turn."``) is a rule; a ``rule-chapter`` row followed by sub-rules of its own
  number (``400. Draw`` then ``400.1``) is a heading: chapters only hold headings.

What cannot be repaired with certainty is left as the source has it: a genuinely repeated
number is reported by :func:`.validate.validate`, and a ``rule-cont`` row that reads as a rule
of its own but carries no number at all is kept as a continuation and reported here with the
check ``unnumbered``.
"""

from __future__ import annotations

import html
import re
from collections.abc import Iterator
from dataclasses import dataclass, field
from pathlib import Path

from riftrules.importers.rows import RawRow, SourceError, check_date, location
from riftrules.importers.validate import Anomaly
from riftrules.rules import numbers
from riftrules.rules.model import Kind

_ROW = re.compile(
    r'^<div class="rule-row rule-(?P<style>[a-z]+) level-(?P<level>\d+)">'
    r'<div class="rule-id">(?P<id>[^<]*)</div>'
    r'<div class="rule-text">(?P<text>.*)</div></div>$'
)
_STYLES = ("chapter", "heading", "plain", "cont")
# "4 The following Task…": the last component of a split number, then the text.
_SPLIT = re.compile(r"^(?P<part>\d{1,2}|[a-z])\s+(?P<rest>\S.*)$", re.S)
# "Refl391. Delayed Abilities…": stray letters, a number, then the text.
_GLUED = re.compile(
    rf"^(?P<junk>[A-Za-z]{{0,20}}?)(?P<number>{numbers.NUMBER_PATTERN})\.\s+(?P<rest>\S.*)$",
    re.S,
)
_SENTENCE_END = re.compile(r"[.:;!?][\"'”’)]*$")
_ASIDE = re.compile(r"^(Examples?|Reminder)\s*:")
_CROSS_REFERENCE = re.compile(r"^See rule\b")


@dataclass(frozen=True, slots=True)
class _Cell:
    """One ``rule-row`` line as the markup gives it; ``text`` is still HTML."""

    style: str
    id: str
    text: str
    where: str

    @property
    def plain_text(self) -> str:
        return html.unescape(self.text).strip()


@dataclass(slots=True)
class _State:
    """What the rows read so far say about the next one."""

    seen: set[str] = field(default_factory=set)
    previous: str | None = None  # the last numbered row's number, after repairs
    previous_text: str = ""  # its text so far, continuations included

    def add(self, row: RawRow) -> None:
        text = html.unescape(row.text).strip()
        if row.number is None:
            self.previous_text = f"{self.previous_text} {text}".strip()
        else:
            self.seen.add(row.number)
            self.previous, self.previous_text = row.number, text


def read(paths: list[Path], date: str, repairs: list[Anomaly]) -> Iterator[RawRow]:
    (path,) = paths
    text = path.read_text(encoding="utf-8")
    check_date(text, date, path.name)
    cells = _cells(path, text)
    state = _State()
    started = False
    for index, cell in enumerate(cells):
        if not cell.id and not started:
            continue  # the title and date above the first rule
        started = True
        if cell.id:
            row = _numbered(cell, cells, index, state, repairs)
        else:
            row = _continuation(cell, cells, index, state, repairs)
        state.add(row)
        yield row


def _cells(path: Path, text: str) -> list[_Cell]:
    """Every ``rule-row`` line; a line that mentions ``rule-row`` but does not parse is an error."""
    cells: list[_Cell] = []
    for line_number, line in enumerate(text.splitlines(), start=1):
        if "rule-row" in line:
            cells.append(_cell(line.strip(), location(path, line_number)))
    if not cells:
        raise SourceError(path.name, "no rule-row rows found")
    return cells


def _cell(line: str, where: str) -> _Cell:
    match = _ROW.match(line)
    if match is None:
        raise SourceError(where, f"malformed rule-row: {line[:80]!r}")
    style, rule_id = match["style"], match["id"].strip()
    if style not in _STYLES:
        raise SourceError(where, f"unknown row style 'rule-{style}'")
    if style == "cont" and rule_id:
        raise SourceError(where, f"continuation row with a rule-id {rule_id!r}")
    if rule_id and not numbers.is_number(rule_id):
        raise SourceError(where, f"rule-id {rule_id!r} is not a rule number")
    return _Cell(style, rule_id, match["text"], where)


# --- numbered rows ---------------------------------------------------------------------------


def _numbered(
    cell: _Cell, cells: list[_Cell], index: int, state: _State, repairs: list[Anomaly]
) -> RawRow:
    number, text = numbers.normalise(cell.id), cell.text
    split = _split_number(number, cell, state)
    if split is not None:
        number, text = split
        repairs.append(
            Anomaly(
                number,
                "repair",
                f"{cell.where}: rule-id '{cell.id}' with text "
                f"'{_excerpt(cell.plain_text)}' read as {number}",
            )
        )
    return RawRow(number, text, cell.where, _kind(cell, number, cells, index, repairs))


def _split_number(number: str, cell: _Cell, state: _State) -> tuple[str, str] | None:
    """``461.`` + ``4 The following…`` -> (``461.4``, ``The following…``), if that fits."""
    if number not in state.seen:
        return None
    match = _SPLIT.match(cell.text)
    if match is None:
        return None
    joined = f"{number}.{match['part']}"
    if not _fits(joined, state):
        return None
    return joined, match["rest"]


def _kind(
    cell: _Cell, number: str, cells: list[_Cell], index: int, repairs: list[Anomaly]
) -> Kind | None:
    """The kind the markup gives a row, or None for :mod:`.assemble` to infer."""
    if "." in number:
        return None
    if cell.style == "chapter":
        return _chapter_kind(cell, number, _next_id(cells, index), repairs)
    if cell.style == "heading":
        return _heading_kind(cell, number, repairs)
    text = " ".join([cell.plain_text, *(c.plain_text for c in _continuations(cells, index))])
    return None if _ASIDE.match(text.strip()) else "rule"


def _chapter_kind(cell: _Cell, number: str, after: str | None, repairs: list[Anomaly]) -> Kind:
    """A chapter holds headings, never sub-rules of its own number."""
    if after is None or numbers.parent_number(after) != number:
        return "chapter"
    repairs.append(
        Anomaly(
            number,
            "repair",
            f"{cell.where}: chapter row "
            f"'{_excerpt(cell.plain_text)}' is followed by its own sub-rule "
            f"{after}; taken as a heading",
        )
    )
    return "heading"


def _heading_kind(cell: _Cell, number: str, repairs: list[Anomaly]) -> Kind:
    if not _SENTENCE_END.search(cell.plain_text):
        return "heading"
    repairs.append(
        Anomaly(
            number,
            "repair",
            f"{cell.where}: heading row "
            f"'{_excerpt(cell.plain_text)}' reads as a sentence; taken as a rule",
        )
    )
    return "rule"


# --- continuation rows -----------------------------------------------------------------------


def _continuation(
    cell: _Cell, cells: list[_Cell], index: int, state: _State, repairs: list[Anomaly]
) -> RawRow:
    glued = _glued_number(cell, _next_id(cells, index), state)
    if glued is not None:
        number, junk, rest = glued
        dropped = f"; dropped the stray '{junk}'" if junk else ""
        repairs.append(
            Anomaly(
                number,
                "repair",
                f"{cell.where}: continuation row "
                f"'{_excerpt(cell.plain_text)}' is rule {number}{dropped}",
            )
        )
        return RawRow(number, rest, cell.where)
    if state.previous is not None and _reads_as_own_rule(cell, state):
        repairs.append(
            Anomaly(
                state.previous,
                "unnumbered",
                f"{cell.where}: continuation row "
                f"'{_excerpt(cell.plain_text)}' reads as a rule of its own but "
                f"has no number; kept as part of {state.previous}",
            )
        )
    return RawRow(None, cell.text, cell.where)


def _glued_number(cell: _Cell, after: str | None, state: _State) -> tuple[str, str, str] | None:
    """``Refl391. Delayed…`` -> (``391``, ``Refl``, ``Delayed…``) if 391 fits in its place."""
    match = _GLUED.match(cell.text)
    if match is None or not numbers.is_number(match["number"]):
        return None
    number = numbers.normalise(match["number"])
    if not _fits(number, state, before=after):
        return None
    return number, match["junk"], match["rest"]


def _reads_as_own_rule(cell: _Cell, state: _State) -> bool:
    """A ``rule-cont`` row that starts a new sentence after a complete, non-empty rule."""
    text = cell.plain_text
    return (
        cell.style == "cont"
        and bool(_SENTENCE_END.search(state.previous_text))
        and text[:1].isupper()
        and not _ASIDE.match(text)
        and not _CROSS_REFERENCE.match(text)
    )


# --- helpers ---------------------------------------------------------------------------------


def _fits(number: str, state: _State, before: str | None = None) -> bool:
    """A number not yet used that ascends after the previous row (and comes before ``before``)."""
    if not numbers.is_number(number) or number in state.seen:
        return False
    key = numbers.components(number)
    if state.previous is not None and key <= numbers.components(state.previous):
        return False
    return before is None or key < numbers.components(before)


def _next_id(cells: list[_Cell], index: int) -> str | None:
    """The number of the next numbered row after ``cells[index]``, as the source gives it."""
    for cell in _after(cells, index):
        if cell.id:
            return numbers.normalise(cell.id)
    return None


def _continuations(cells: list[_Cell], index: int) -> Iterator[_Cell]:
    """The rows without a number right after ``cells[index]``."""
    for cell in _after(cells, index):
        if cell.id:
            return
        yield cell


def _after(cells: list[_Cell], index: int) -> Iterator[_Cell]:
    return (cells[i] for i in range(index + 1, len(cells)))


def _excerpt(text: str, length: int = 40) -> str:
    return text if len(text) <= length else text[:length].rstrip() + "…"
