"""The Tournament Rules' markdown (RUP4, "Last Updated 7/16/2026"): the ``**NNN.x.**`` markup of
:mod:`.md_bold`, with the artefacts of its own conversion repaired and reported:

* the date line is written ``Last Updated 7/16/2026``;
* a ``## NNN. Title`` chapter line followed by a row of the same number that titles it
  otherwise (``## 400. Infractions and Penalties`` then ``**400.** Policies``): the markdown
  heading was added by the conversion, the numbered row is the document's; the heading is dropped;
* a cross-reference the conversion bolded at the start of a line (``See CR`` / ``**128.**
  Privacy for information types.``): a "rule" right after a line cut after a citing word
  ("See", "CR", "listed in") is that sentence's continuation.
"""

from __future__ import annotations

import re
from collections.abc import Iterator
from datetime import date as Date
from pathlib import Path

from riftrules.importers.md_bold import numbered_row
from riftrules.importers.rows import RawRow, SourceError, location
from riftrules.importers.validate import Anomaly

_DATE = re.compile(r"Last Updated:?\s+(\d{1,2})/(\d{1,2})/(\d{4})")
# a line cut after the words that introduce a cross-reference: "… See CR", "… listed in"
_CITING_END = re.compile(r"\b(?:[Ss]ee|CR|in|rules?)\s*$")


def read(paths: list[Path], date: str, repairs: list[Anomaly]) -> Iterator[RawRow]:
    (path,) = paths
    text = path.read_text(encoding="utf-8")
    _check_date(text, date, path.name)
    pending: RawRow | None = None  # a ## chapter waiting to see the next numbered row
    previous_line = ""
    started = False
    for line_number, line in enumerate(text.splitlines(), start=1):
        where = location(path, line_number)
        row = numbered_row(line, where)
        if row is not None and row.kind is None and _CITING_END.search(previous_line):
            repairs.append(
                Anomaly(
                    row.number or "",
                    "repair",
                    f"{where}: '{line.strip()[:40]}' continues the sentence before it "
                    "(a cross-reference the conversion bolded), not a rule",
                )
            )
            row = RawRow(None, line.replace("**", ""), where)
        if line.strip():
            previous_line = line
        if row is None or row.number is None:
            if started and line.strip() and pending is None:
                yield RawRow(None, row.text if row else line, where)
            continue
        started = True
        if pending is not None:
            if row.number == pending.number:
                repairs.append(
                    Anomaly(
                        pending.number,
                        "repair",
                        f"{pending.where}: dropped the conversion's heading '{pending.text}' "
                        f"before the document's row {row.number} '{row.text}'",
                    )
                )
            else:
                yield pending
            pending = None
        if row.kind == "chapter":
            pending = row
        else:
            yield row
    if pending is not None:
        yield pending


def _check_date(text: str, date: str, where: str) -> None:
    """The document must say it is the edition the manifest says (``7/16/2026``)."""
    found = _DATE.search(text)
    if found is None:
        raise SourceError(where, "no 'Last Updated M/D/YYYY' line in the document")
    month, day, year = (int(part) for part in found.groups())
    try:
        written = Date(year, month, day).isoformat()
    except ValueError:
        raise SourceError(where, f"'{found.group()}' is not a date") from None
    if written != date:
        raise SourceError(where, f"expected the edition of {date}, the document says {written}")
