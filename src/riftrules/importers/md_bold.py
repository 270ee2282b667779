"""The ``**NNN.x.**`` markdown of the 2026-07-16 edition (pdftotext output turned into markdown).

``## NNN. Title`` is a chapter, ``### NNN. Title`` a heading, ``**NNN.x.**`` starts a rule and
the lines after it continue it. pdftotext artefacts handled here: deep sub-rules that lost their
bold (``135.2.b.5.a.`` followed by a run of spaces), and two section headings the conversion
placed early (``### 185. Control`` right before ``**185.** Tokens are not cards.``): such a
heading is dropped, since the same title follows later as its own numbered row.
"""

from __future__ import annotations

import re
from collections.abc import Iterator
from pathlib import Path

from riftrules.importers.rows import NUMBER_LIKE, RawRow, check_date, checked_number, location
from riftrules.importers.validate import Anomaly

_CHAPTER = re.compile(rf"^## (?P<number>{NUMBER_LIKE})\.\s+(?P<text>.*)$")
_HEADING = re.compile(rf"^### (?P<number>{NUMBER_LIKE})\.\s+(?P<text>.*)$")
_BOLD = re.compile(rf"^\*\*(?P<number>{NUMBER_LIKE})\.\*\*\s*(?P<text>.*)$")
_UNBOLDED = re.compile(rf"^(?P<number>{NUMBER_LIKE}\.[0-9a-z]+)\.\s{{2,}}(?P<text>.*)$")


def read(paths: list[Path], date: str, repairs: list[Anomaly]) -> Iterator[RawRow]:
    (path,) = paths
    text = path.read_text(encoding="utf-8")
    check_date(text, date, path.name)
    pending: RawRow | None = None  # a ### heading waiting to see the next numbered row
    started = False
    for line_number, line in enumerate(text.splitlines(), start=1):
        where = location(path, line_number)
        row = numbered_row(line, where)
        if row is None:
            if started and line.strip() and pending is None:
                yield RawRow(None, line, where)
            continue
        started = True
        if pending is not None:
            if row.number != pending.number:
                yield pending
            else:
                repairs.append(
                    Anomaly(
                        pending.number,
                        "repair",
                        f"{pending.where}: dropped misplaced "
                        f"heading '{pending.text}' before the row of the same number",
                    )
                )
            pending = None
        if row.kind == "heading":
            pending = row
        else:
            yield row
    if pending is not None:
        yield pending


def numbered_row(line: str, where: str) -> RawRow | None:
    for pattern, kind in (
        (_CHAPTER, "chapter"),
        (_HEADING, "heading"),
        (_BOLD, None),
        (_UNBOLDED, None),
    ):
        match = pattern.match(line)
        if match:
            return RawRow(checked_number(match["number"], where), match["text"], where, kind)
    return None
