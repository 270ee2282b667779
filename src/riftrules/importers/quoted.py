"""Rules quoted on a web page: the partial 2026-10-09 edition, from the seeds' Burn page.

The page lists each quoted rule as two bullet lines, ``- 441.1`` then ``- Burning is …``,
between a ``Core Rules`` line and the line naming the edition ("Riftbound Core Rules, updated
October 9, 2026"). Only those rules are known; everything else in that edition is unseen.
"""

from __future__ import annotations

import re
from collections.abc import Iterator
from datetime import date as Date
from pathlib import Path

from riftrules.importers.rows import RawRow, SourceError, location
from riftrules.importers.validate import Anomaly
from riftrules.rules.numbers import NUMBER_PATTERN

_NUMBER_LINE = re.compile(rf"^- (?P<number>{NUMBER_PATTERN})\.?$")


def read(paths: list[Path], date: str, repairs: list[Anomaly]) -> Iterator[RawRow]:
    (path,) = paths
    lines = path.read_text(encoding="utf-8").splitlines()
    named = Date.fromisoformat(date)
    edition_line = f"Riftbound Core Rules, updated {named:%B} {named.day}, {named.year}"
    try:
        start = lines.index("Core Rules")
        end = lines.index(edition_line, start)
    except ValueError:
        raise SourceError(
            path.name, f"expected a 'Core Rules' block ending '{edition_line}'"
        ) from None
    block = lines[start + 1 : end]
    if not block or len(block) % 2:
        raise SourceError(
            location(path, start + 1), "expected pairs of '- number' / '- text' lines"
        )
    for offset in range(0, len(block), 2):
        line_number = start + 2 + offset
        number_line, text_line = block[offset], block[offset + 1]
        match = _NUMBER_LINE.match(number_line)
        if not match or not text_line.startswith("- "):
            raise SourceError(location(path, line_number), f"not a quoted rule: {number_line!r}")
        yield RawRow(match["number"], text_line[2:], location(path, line_number), "rule")
