"""The MinerU HTML tables of the 2025-06-02 edition (``td_table``).

MinerU turned the launch PDF into markdown, one file per page range (``01_20``, ``21_40``,
``41_60``, ``61_65``). Each file holds one ``<table>`` of ``<tr><td>NNN.x.</td><td>text</td></tr>``
rows; a text cell keeps the PDF's line breaks. Only the first file has the document title and the
``Last Updated:`` line.

Extraction artefacts repaired here, each reported as a ``repair`` anomaly:

* A row with an empty number cell continues the previous row: a rule broken across a page or a
  file boundary. If its text starts with a rule number that fits between the neighbouring rows,
  the number landed in the text cell instead, and it is moved back.
* Page furniture (the running title, a ``Last Updated:`` line, a page number) in a row of its
  own or on a line of its own inside a cell is dropped.
* A number split between the cells (``461.`` + ``4 The following…``) is rejoined when the joined
  number fits between the neighbouring rows and the number cell alone does not.
* A number that lost a component (``625.e.`` between ``625.1.d.1.`` and ``625.1.f.``) is
  completed from the previous row when exactly one completion fits between the neighbours.
* A rule number glued into the text of the row before it (``… Battlefield. 625.1.c. Modulate…``)
  is split off into a row of its own when it fits between the neighbours.
* Words glued together where the PDF's space or line break was lost (``Card.See rule 554``,
  ``theTrash``) get their space back.
* A top-level title numbered like a chapter (``600. Reveal``) that is followed by sub-rules of
  its own (``600.1``) is a heading: chapters hold headings, not sub-rules.

A number cell that is not a rule number and cannot be completed is a malformed row and raises
:class:`SourceError`; a valid number that is merely out of order is left for validate() to report.
"""

from __future__ import annotations

import re
from collections.abc import Iterator
from dataclasses import dataclass
from pathlib import Path

from riftrules.importers.clean import clean
from riftrules.importers.rows import RawRow, SourceError, check_date, location
from riftrules.importers.validate import Anomaly
from riftrules.rules import numbers

_TABLE = re.compile(r"<table>(?P<body>.*?)</table>", re.S)
_ROW = re.compile(r"<tr>(?P<cells>.*?)</tr>", re.S)
_CELLS = re.compile(r"\s*<td>(?P<number>.*?)</td>\s*<td>(?P<text>.*?)</td>\s*", re.S)
_PREAMBLE = re.compile(r"^(?:#\s*Riftbound Core Rules|Last Updated: \S+)$")
_FURNITURE = re.compile(
    r"^(?:Riftbound Core Rules|Last Updated: \S+|(?:Page )?\d{1,3}(?: of \d{1,3})?)$", re.I
)
_FURNITURE_LINE = re.compile(
    r"^\s*(?:Riftbound Core Rules|Last Updated: \S+|Page \d{1,3})\s*$", re.I | re.M
)
_LEADING_NUMBER = re.compile(rf"^\s*(?P<number>{numbers.NUMBER_PATTERN})\.\s+(?P<text>\S.*)$", re.S)
_SPLIT_TAIL = re.compile(r"^(?P<part>\d{1,2}|[a-z])\.?\s+(?P<text>\S.*)$", re.S)
_GLUED_NUMBER = re.compile(rf"(?<=[.:!?\"”)])\s*(?P<number>{numbers.NUMBER_PATTERN})\.\s+(?=[A-Z])")
_GLUED_WORDS = re.compile(r"(?:(?<=[a-z]\.)|(?<=[a-z])|(?<=s'))(?=[A-Z][a-z])")
_TITLE_END = re.compile(r"[.:;!?]$")


@dataclass(slots=True)
class _Cell:
    number: str
    text: str
    where: str


def read(paths: list[Path], date: str, repairs: list[Anomaly]) -> Iterator[RawRow]:
    if not paths:
        raise SourceError("td_table", "no source files")
    cells: list[_Cell] = []
    for index, path in enumerate(paths):
        text = path.read_text(encoding="utf-8")
        if index == 0:
            check_date(text, date, path.name)
        cells.extend(_cells(path, text, repairs))
    if not cells:
        raise SourceError(paths[0].name, "no table rows found")
    rows = list(_rows(cells, repairs))
    _mark_sections(rows, repairs)
    yield from rows


# --- parsing ---------------------------------------------------------------------------------


def _cells(path: Path, text: str, repairs: list[Anomaly]) -> Iterator[_Cell]:
    """The file's table rows in order, page furniture and text outside tables dropped."""
    _drop_outside_tables(path, text, repairs)
    for table in _TABLE.finditer(text):
        for row in _ROW.finditer(text, table.start("body"), table.end("body")):
            where = location(path, _line(text, row.start()))
            match = _CELLS.fullmatch(row["cells"])
            if match is None:
                raise SourceError(where, f"malformed table row: {_excerpt(row[0])}")
            cell = _Cell(match["number"].strip(), match["text"], where)
            if _is_furniture(cell):
                repairs.append(
                    Anomaly(
                        "-",
                        "repair",
                        f"{where}: dropped page furniture row "
                        f"{_excerpt(cell.number + ' ' + cell.text)}",
                    )
                )
                continue
            yield _without_furniture_lines(cell, repairs)


def _drop_outside_tables(path: Path, text: str, repairs: list[Anomaly]) -> None:
    if "<table>" not in text:
        raise SourceError(path.name, "no <table> found")
    outside = _TABLE.sub(lambda m: "\n" * m[0].count("\n"), text)
    for line_number, line in enumerate(outside.splitlines(), start=1):
        if line.strip() and not _PREAMBLE.match(line.strip()):
            where = location(path, line_number)
            repairs.append(
                Anomaly("-", "repair", f"{where}: dropped text outside the table {_excerpt(line)}")
            )


def _is_furniture(cell: _Cell) -> bool:
    whole = f"{cell.number} {cell.text}".strip()
    return bool(whole) and _FURNITURE.match(whole) is not None


def _without_furniture_lines(cell: _Cell, repairs: list[Anomaly]) -> _Cell:
    text, count = _FURNITURE_LINE.subn("", cell.text)
    if count:
        repairs.append(
            Anomaly(
                cell.number or "-",
                "repair",
                f"{cell.where}: dropped {count} page furniture line(s) inside the cell",
            )
        )
    return _Cell(cell.number, text, cell.where)


# --- numbering repairs -----------------------------------------------------------------------


def _rows(cells: list[_Cell], repairs: list[Anomaly]) -> Iterator[RawRow]:
    previous: str | None = None
    for index, cell in enumerate(cells):
        following = _following_number(cells, index)
        if not cell.number:
            row = _unnumbered(cell, previous, following, repairs)
        else:
            row = _numbered(cell, previous, following, repairs)
        for part in _split_glued_numbers(row, following, repairs):
            previous = part.number or previous
            part.text = _unglue_words(part.text, previous, part.where, repairs)
            yield part


def _following_number(cells: list[_Cell], index: int) -> str | None:
    for cell in cells[index + 1 :]:
        if numbers.is_number(cell.number):
            return numbers.normalise(cell.number)
    return None


def _unnumbered(
    cell: _Cell, previous: str | None, following: str | None, repairs: list[Anomaly]
) -> RawRow:
    """A continuation row, or a row whose number landed in the text cell."""
    if previous is None:
        raise SourceError(cell.where, "a row without a number before the first numbered rule")
    match = _LEADING_NUMBER.match(cell.text)
    if match and numbers.is_number(match["number"]):
        number = numbers.normalise(match["number"])
        if _fits(number, previous, following):
            repairs.append(
                Anomaly(
                    number,
                    "repair",
                    f"{cell.where}: moved the number {number} "
                    "from the text cell to the number cell",
                )
            )
            return RawRow(number, match["text"], cell.where)
    repairs.append(
        Anomaly(
            previous,
            "repair",
            f"{cell.where}: joined a row without a number to "
            f"{previous} (a rule broken across a page or file boundary, or one of "
            "its lines put in a row of its own)",
        )
    )
    return RawRow(None, cell.text, cell.where)


def _numbered(
    cell: _Cell, previous: str | None, following: str | None, repairs: list[Anomaly]
) -> RawRow:
    if not numbers.is_number(cell.number):
        number = _completed(cell.number, previous, following)
        if number is None:
            raise SourceError(cell.where, f"malformed rule number {cell.number!r}")
        repairs.append(
            Anomaly(
                number,
                "repair",
                f"{cell.where}: read the malformed number "
                f"{cell.number!r} as {number} (between {previous} and {following})",
            )
        )
        return RawRow(number, cell.text, cell.where)
    number = numbers.normalise(cell.number)
    split = _SPLIT_TAIL.match(cell.text)
    if split and not _fits(number, previous, following):
        joined = f"{number}.{split['part']}"
        if numbers.is_number(joined) and _fits(joined, previous, following):
            repairs.append(
                Anomaly(
                    joined,
                    "repair",
                    f"{cell.where}: rejoined the number split "
                    f"between the cells ({cell.number!r} + {split['part']!r})",
                )
            )
            return RawRow(joined, split["text"], cell.where)
    return RawRow(number, cell.text, cell.where)


def _completed(raw: str, previous: str | None, following: str | None) -> str | None:
    """``625.e`` after ``625.1.d.1`` -> ``625.1.e``: the one completion from the previous number."""
    if previous is None:
        return None
    parts = raw.strip().rstrip(".").split(".")
    before = previous.split(".")
    candidates = {
        ".".join([*parts[:at], before[at], *parts[at:]])
        for at in range(1, min(len(parts), len(before) - 1) + 1)
        if parts[:at] == before[:at]
    }
    fitting = [c for c in candidates if numbers.is_number(c) and _fits(c, previous, following)]
    return fitting[0] if len(fitting) == 1 else None


def _split_glued_numbers(
    row: RawRow, following: str | None, repairs: list[Anomaly]
) -> Iterator[RawRow]:
    """``… Battlefield. 625.1.c. Modulate …`` -> the rule 625.1.c split off as its own row."""
    current = row
    while current.number is not None:
        glued = _glued_number(current, following)
        if glued is None:
            break
        number = numbers.normalise(glued["number"])
        repairs.append(
            Anomaly(
                number,
                "repair",
                f"{row.where}: split the number {number} glued "
                f"into the text of {current.number} into a row of its own",
            )
        )
        yield RawRow(current.number, current.text[: glued.start()], current.where, current.kind)
        current = RawRow(number, current.text[glued.end() :], row.where)
    yield current


def _glued_number(row: RawRow, following: str | None) -> re.Match[str] | None:
    for match in _GLUED_NUMBER.finditer(row.text):
        if numbers.is_number(match["number"]) and _fits(
            numbers.normalise(match["number"]), row.number, following
        ):
            return match
    return None


def _fits(number: str, previous: str | None, following: str | None) -> bool:
    """Whether ``number`` sorts strictly between its neighbours."""
    key = numbers.components(number)
    after = previous is None or key > numbers.components(previous)
    before = following is None or key < numbers.components(following)
    return after and before


# --- kinds ----------------------------------------------------------------------------------


def _mark_sections(rows: list[RawRow], repairs: list[Anomaly]) -> None:
    """Mark ``600. Reveal`` followed by ``600.1`` as a heading: it cannot be a chapter."""
    numbered = [row for row in rows if row.number is not None]
    for row, after in zip(numbered, [*numbered[1:], None], strict=True):
        number, following = row.number or "", after.number if after else None
        if row.kind is None and _is_section(number, row.text, following):
            row.kind = "heading"
            repairs.append(
                Anomaly(
                    number,
                    "repair",
                    f"{row.where}: '{clean(row.text)}' is a "
                    f"heading, not a chapter: sub-rules {number}.x follow it",
                )
            )


def _is_section(number: str, text: str, following: str | None) -> bool:
    """An unmarked top-level title numbered N00 that has sub-rules N00.x of its own."""
    if "." in number or int(number) % 100 or following is None:
        return False
    title = clean(text)
    return following.startswith(f"{number}.") and not _TITLE_END.search(title) and len(title) <= 60


# --- text repairs ----------------------------------------------------------------------------


def _unglue_words(text: str, number: str | None, where: str, repairs: list[Anomaly]) -> str:
    """``Card.See rule`` -> ``Card. See rule``; ``theTrash`` -> ``the Trash``."""
    glued = [
        _excerpt(text[max(m.start() - 8, 0) : m.start() + 8]) for m in _GLUED_WORDS.finditer(text)
    ]
    if not glued:
        return text
    repairs.append(
        Anomaly(
            number or "-",
            "repair",
            f"{where}: put back {len(glued)} space(s) lost between words: {', '.join(glued)}",
        )
    )
    return _GLUED_WORDS.sub(" ", text)


def _line(text: str, offset: int) -> int:
    return text.count("\n", 0, offset) + 1


def _excerpt(text: str, width: int = 60) -> str:
    flat = " ".join(text.split())
    return repr(flat if len(flat) <= width else flat[: width - 1] + "…")
