"""The HTML ``rule-row`` markup of the 2025-12-01 and 2026-03-30 editions (PDF turned into HTML).

Every row is one line::

    <div class="rule-row rule-STYLE level-N"><div class="rule-id">431.3.</div><div class="rule-text">…</div></div>

``STYLE`` is ``chapter``, ``heading``, ``plain`` or ``cont``. Rows with an empty ``rule-id``
before the first numbered row are the document's title and date and are skipped; after it,
a row with an empty ``rule-id`` (a ``rule-cont`` row, or a ``rule-plain`` row holding a stray
line or a single word) continues the previous row. ``rule-chapter`` marks a chapter and a
top-level ``rule-heading`` a heading. The converter also marks as ``rule-heading`` deeper rows
that are printed in bold, some of them sentences ("This action … is formatted as "Draw X.""),
so a dotted heading row is left for :mod:`.assemble` to infer: its parent follows from its
number either way.

PDF-conversion artefacts repaired here, each one recorded in ``repairs``:

* split numbers: the last component of a number slid into the text, ``461.`` + ``4 The
  following Task…`` for ``461.4``. Such a row repeats a number already seen; it is renumbered
  when the joined number is new and ascends after the previous row.
* a lost number glued to stray text in a continuation row, ``Refl391. Delayed Abilities…``:
  the row is rule ``391`` when that number fits between its neighbours; the stray text is
  dropped.
* a top-level ``rule-heading`` whose text is a sentence (``371. Some Replacement Effects will
  begin with "once each turn."``): taken as a rule, not as a heading.

What cannot be repaired with certainty is left as the source has it: a genuinely repeated
number is reported by :func:`.validate.validate`, and a ``rule-cont`` row that reads as a rule
of its own but carries no number at all is kept as a continuation and reported here with the
check ``unnumbered``.
"""

from __future__ import annotations

import html
import re
from collections.abc import Iterator
from dataclasses import dataclass
from pathlib import Path

from riftrules.importers.rows import RawRow, SourceError, check_date, location
from riftrules.importers.validate import Anomaly
from riftrules.rules import numbers
from riftrules.rules.model import Kind

_ROW = re.compile(
    r'^<div class="rule-row rule-(?P<style>[a-z]+) level-(?P<level>\d+)">'
    r'<div class="rule-id">(?P<id>[^<]*)</div>'
    r'<div class="rule-text">(?P<text>.*)</div></div>\s*$'
)
_STYLES = ("chapter", "heading", "plain", "cont")
# "4 The following Task…": the last component of a split number, then the text.
_SPLIT = re.compile(r"^(?P<part>\d{1,2}|[a-z])\s+(?P<rest>\S.*)$", re.S)
# "Refl391. Delayed Abilities…": stray letters, a number, then the text.
_GLUED = re.compile(
    rf"^(?P<junk>[A-Za-z]{{0,20}}?)(?P<number>{numbers.NUMBER_PATTERN})\.\s+(?P<rest>\S.*)$",
    re.S,
)
_SENTENCE = re.compile(r"[.:;!?][\"'”’)]*$")
_ASIDE = re.compile(r"^(See rule|Examples?\s*:|Reminder\s*:)")


@dataclass(slots=True)
class _Cell:
    """One ``rule-row`` line as the markup gives it."""

    line: int
    style: str
    id: str
    text: str  # still HTML-escaped; assemble's cleaning unescapes it
    where: str

    @property
    def plain_text(self) -> str:
        return html.unescape(self.text).strip()


@dataclass(slots=True)
class _State:
    """What the rows read so far say about the next one."""

    seen: set[str]
    previous: str | None = None  # number of the last numbered row, after repairs
    previous_text: str = ""  # its text so far, continuations included


def read(paths: list[Path], date: str, repairs: list[Anomaly]) -> Iterator[RawRow]:
    (path,) = paths
    text = path.read_text(encoding="utf-8")
    check_date(text, date, path.name)
    cells = _cells(path, text)
    state = _State(seen=set())
    started = False
    for index, cell in enumerate(cells):
        if not cell.id and not started:
            continue  # the title and date above the first rule
        started = True
        row = _numbered(cell, state, repairs) if cell.id else _continuation(
            cell, cells[index + 1:], state, repairs)
        if row.number is not None:
            state.seen.add(row.number)
            state.previous, state.previous_text = row.number, html.unescape(row.text).strip()
        else:
            state.previous_text = f"{state.previous_text} {cell.plain_text}".strip()
        yield row


def _cells(path: Path, text: str) -> list[_Cell]:
    """Every ``rule-row`` line; a line that mentions ``rule-row`` but does not parse is an error."""
    cells: list[_Cell] = []
    for line_number, line in enumerate(text.splitlines(), start=1):
        if "rule-row" not in line:
            continue
        where = location(path, line_number)
        match = _ROW.match(line.strip())
        if match is None:
            raise SourceError(where, f"malformed rule-row: {line.strip()[:80]!r}")
        if match["style"] not in _STYLES:
            raise SourceError(where, f"unknown row style 'rule-{match['style']}'")
        cell = _Cell(line_number, match["style"], match["id"].strip(), match["text"], where)
        _check_id(cell)
        cells.append(cell)
    if not cells:
        raise SourceError(path.name, "no rule-row rows found")
    return cells


def _check_id(cell: _Cell) -> None:
    if cell.style == "cont" and cell.id:
        raise SourceError(cell.where, f"continuation row with a rule-id {cell.id!r}")
    if cell.id and not numbers.is_number(cell.id):
        raise SourceError(cell.where, f"rule-id {cell.id!r} is not a rule number")


def _numbered(cell: _Cell, state: _State, repairs: list[Anomaly]) -> RawRow:
    number, text = numbers.normalise(cell.id), cell.text
    split = _split_number(number, cell, state)
    if split is not None:
        joined, text = split
        repairs.append(Anomaly(joined, "repair", f"{cell.where}: rule-id '{cell.id}' with text "
                               f"'{_excerpt(cell.plain_text)}' read as {joined}"))
        number = joined
    return RawRow(number, text, cell.where, _kind(cell, number, repairs))


def _split_number(number: str, cell: _Cell, state: _State) -> tuple[str, str] | None:
    """``461.`` + ``4 The following…`` -> (``461.4``, ``The following…``), if that fits."""
    if number not in state.seen:
        return None
    match = _SPLIT.match(cell.text)
    if match is None:
        return None
    joined = f"{number}.{match['part']}"
    if not _fits(joined, state, following=None):
        return None
    return joined, match["rest"]


def _kind(cell: _Cell, number: str, repairs: list[Anomaly]) -> Kind | None:
    if cell.style == "chapter":
        return "chapter"
    if cell.style != "heading" or "." in number:
        return None
    if _SENTENCE.search(cell.plain_text):
        repairs.append(Anomaly(number, "repair", f"{cell.where}: heading row "
                               f"'{_excerpt(cell.plain_text)}' reads as a sentence; taken as a rule"))
        return None
    return "heading"


def _continuation(cell: _Cell, following: list[_Cell], state: _State,
                  repairs: list[Anomaly]) -> RawRow:
    glued = _glued_number(cell, following, state)
    if glued is not None:
        number, junk, rest = glued
        dropped = f"; dropped the stray '{junk}'" if junk else ""
        repairs.append(Anomaly(number, "repair", f"{cell.where}: continuation row "
                               f"'{_excerpt(cell.plain_text)}' is rule {number}{dropped}"))
        return RawRow(number, rest, cell.where)
    if _reads_as_own_rule(cell, state):
        repairs.append(Anomaly(state.previous or "?", "unnumbered", f"{cell.where}: continuation "
                               f"row '{_excerpt(cell.plain_text)}' reads as a rule of its own but "
                               f"has no number; kept as part of {state.previous}"))
    return RawRow(None, cell.text, cell.where)


def _glued_number(cell: _Cell, following: list[_Cell],
                  state: _State) -> tuple[str, str, str] | None:
    """``Refl391. Delayed…`` -> (``391``, ``Refl``, ``Delayed…``), if 391 fits between neighbours."""
    match = _GLUED.match(cell.text)
    if match is None or not numbers.is_number(match["number"]):
        return None
    number = numbers.normalise(match["number"])
    after = next((c.id for c in following if c.id), None)
    if not _fits(number, state, following=numbers.normalise(after) if after else None):
        return None
    return number, match["junk"], match["rest"]


def _fits(number: str, state: _State, following: str | None) -> bool:
    """A number not yet used that ascends after the previous row (and before ``following``)."""
    if not numbers.is_number(number) or number in state.seen:
        return False
    key = numbers.components(number)
    if state.previous is not None and key <= numbers.components(state.previous):
        return False
    return following is None or key < numbers.components(following)


def _reads_as_own_rule(cell: _Cell, state: _State) -> bool:
    """A ``rule-cont`` row that starts a new sentence after a complete, non-empty rule."""
    text = cell.plain_text
    return (cell.style == "cont" and bool(state.previous_text)
            and bool(_SENTENCE.search(state.previous_text))
            and text[:1].isupper() and not _ASIDE.match(text))


def _excerpt(text: str, length: int = 40) -> str:
    return text if len(text) <= length else text[:length].rstrip() + "…"
