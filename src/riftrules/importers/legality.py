"""Legality as an import output: ``rulebook/formats/legality.json`` (read by
:mod:`riftrules.formats.legality`).

Read from the raw sources, cross-checked, and refused whole on any disagreement:

* ``SOURCES.md`` section 6: the sets with their release dates, and the Constructed ban waves with
  the date each takes effect (read there from tenjin-data-riftbound);
* the Constructed Format Legality page (and ``banned-cards.json``, the first wave): each lists
  exactly the bans of the first waves, never a card no wave bans;
* the 2v2 Constructed Legality page: it repeats every Constructed ban (2v2 inherits the
  Constructed list, so a later Constructed wave reaches 2v2 too) and adds its own, dated by the
  page that lists them ("since that page at the latest": no source dates them otherwise).

Every name must be a card of the pool, as written (in any spelling the pool accepts) or through
``legality_names.json``, the misspellings of the sources each with its reason; an unknown name
refuses the import, naming the closest cards. Derived from the cards: it is built in the new
generation's process, against the pool it is switched in with.
"""

from __future__ import annotations

import json
import re
from datetime import date, datetime
from pathlib import Path

from riftrules.cards import pool
from riftrules.formats.legality import (
    FILE,
    FOLDER,
    Action,
    Change,
    Format,
    Legality,
    SetRelease,
    from_json,
    to_json,
)
from riftrules.importers import transaction
from riftrules.importers.checks import Measure
from riftrules.importers.rows import SourceError

RAW = "data/raw"
SOURCES_FILE = f"{RAW}/SOURCES.md"
CONSTRUCTED_PAGE = f"{RAW}/FacuNGodoy__riftbound-rules-chatbot/constructed_format_legality.md"
TWO_VS_TWO_PAGE = f"{RAW}/FacuNGodoy__riftbound-rules-chatbot/2v2_constructed_legality.md"
FIRST_WAVE_LIST = f"{RAW}/ZanderH-code__riftboundoc/banned-cards.json"
NAMES = Path(__file__).with_name("legality_names.json")

_SECTION = re.compile(r"^## 6\.[^\n]*\n(?P<body>.*?)(?=^## |\Z)", re.M | re.S)
_ISO = re.compile(r"^\d{4}-\d{2}-\d{2}")
_PAGE_DATE = re.compile(r"Last updated:\s*([A-Z][a-z]+ \d{1,2}, \d{4})")
_WAVES_SOURCE = "SOURCES.md section 6 (tenjin-data-riftbound Riftbound.json v4.2.0)"


def _tables(text: str, where: str) -> list[list[list[str]]]:
    """The markdown tables of section 6, as rows of cells (header and rule lines dropped)."""
    section = _SECTION.search(text)
    if section is None:
        raise SourceError(where, "no section '## 6.' (the dated legality facts)")
    tables: list[list[list[str]]] = []
    current: list[list[str]] | None = None
    for line in section["body"].splitlines():
        if not line.startswith("|"):
            current = None
            continue
        cells = [cell.strip() for cell in line.strip().strip("|").split("|")]
        if current is None:
            current = []
            tables.append(current)  # the header row: skipped
        elif not set("".join(cells)) <= set("-: "):
            current.append(cells)
    return tables


def _iso(text: str, where: str) -> date:
    match = _ISO.match(text)
    if match is None:
        raise SourceError(where, f"{text!r} is not a date (YYYY-MM-DD)")
    return date.fromisoformat(match.group())


class _Names:
    """Written names to official ones, each correction remembered for the report."""

    def __init__(self) -> None:
        self.corrections = json.loads(NAMES.read_text(encoding="utf-8"))["names"]
        self.used: dict[str, str] = {}

    def official(self, written: str, where: str) -> str:
        written = written.strip().rstrip(".").replace("’", "'")
        try:
            return pool.find(written).name
        except LookupError as error:
            fix = self.corrections.get(written)
            if fix is None:
                raise SourceError(where, f"{error} (add it to {NAMES.name} if misspelt)") from None
        self.used[written] = fix["card"]
        return pool.find(fix["card"]).name


def _page(path: Path, where: str) -> tuple[date, list[str]]:
    """A legality page's date and its banned names, every column of the flattened table."""
    text = path.read_text(encoding="utf-8")
    found = _PAGE_DATE.search(text)
    if found is None:
        raise SourceError(where, "no 'Last updated: Month D, YYYY' line")
    day = datetime.strptime(found[1], "%B %d, %Y").date()
    names = [
        cell.strip()
        for line in text.splitlines()
        if line.startswith("* ")
        for cell in line[2:].split(" + ")
        if cell.strip()
    ]
    if not names:
        raise SourceError(where, "no banned names ('* name + name' lines)")
    return day, names


def read(shared: Path) -> tuple[Legality, list[str]]:
    """The legality data and the lines the import reports."""
    names = _Names()
    tables = _tables((shared / SOURCES_FILE).read_text(encoding="utf-8"), SOURCES_FILE)
    if len(tables) != 2:
        raise SourceError(SOURCES_FILE, f"section 6 has {len(tables)} tables, not 2 (sets, bans)")
    sets = tuple(
        SetRelease(code, name, _iso(released, SOURCES_FILE)) for name, code, released in tables[0]
    )
    waves: list[tuple[date, list[str]]] = []
    for cards, starts in tables[1]:
        wave = [names.official(card, SOURCES_FILE) for card in cards.split(";")]
        waves.append((_iso(starts, SOURCES_FILE), wave))
    waves.sort()
    changes = [
        Change(Format.STANDARD, card, Action.BAN, starts, _WAVES_SOURCE, card)
        for starts, wave in waves
        for card in wave
    ]
    lines = []
    first = json.loads((shared / FIRST_WAVE_LIST).read_text(encoding="utf-8"))["names"]
    listed = {names.official(n, FIRST_WAVE_LIST) for n in first}
    lines.append(_check_prefix(listed, waves, FIRST_WAVE_LIST, None))
    day, written = _page(shared / CONSTRUCTED_PAGE, CONSTRUCTED_PAGE)
    constructed = {names.official(n, CONSTRUCTED_PAGE) for n in written}
    lines.append(_check_prefix(constructed, waves, CONSTRUCTED_PAGE, day))
    day, written = _page(shared / TWO_VS_TWO_PAGE, TWO_VS_TWO_PAGE)
    own = {names.official(n, TWO_VS_TWO_PAGE): n.strip().rstrip(".") for n in written}
    missing = constructed - set(own)
    if missing:
        raise SourceError(
            TWO_VS_TWO_PAGE,
            f"does not repeat the Constructed bans {sorted(missing)}: 2v2 cannot inherit them",
        )
    source = f"2v2 Constructed Legality page, last updated {day:%B} {day.day}, {day.year}"
    extra = sorted(set(own) - constructed)
    changes += [Change(Format.TWO_VS_TWO, c, Action.BAN, day, source, own[c]) for c in extra]
    lines.append(f"  {TWO_VS_TWO_PAGE}: the Constructed list and {len(extra)} of its own")
    lines += [f"  name: '{w}' read as '{o}'" for w, o in sorted(names.used.items())]
    legality = Legality(
        sets, {Format.TWO_VS_TWO: Format.STANDARD}, tuple(sorted(changes, key=lambda c: c.date))
    )
    head = (
        f"legality: {len(sets)} sets, {len(waves)} Constructed ban waves, "
        f"{len(changes)} bans ({len(extra)} in 2v2 only)"
    )
    return legality, [head, *lines]


def _check_prefix(
    listed: set[str], waves: list[tuple[date, list[str]]], where: str, day: date | None
) -> str:
    """A list must be exactly the bans of the first waves, leaving out none in force on its
    date (it may list the next wave, announced ahead of it)."""
    in_force = sum(1 for starts, _ in waves if day is not None and starts <= day)
    total: set[str] = set()
    for count, (_, wave) in enumerate(waves, start=1):
        total |= set(wave)
        if total == listed and count >= in_force:
            return f"  {where}: the bans of the first {count} wave(s)"
    raise SourceError(
        where, f"lists {sorted(listed)}, which is not the bans of the first waves of section 6"
    )


def _build(job: transaction.Job) -> transaction.Built:
    legality, lines = read(job.shared)
    sources = [SOURCES_FILE, CONSTRUCTED_PAGE, TWO_VS_TWO_PAGE, FIRST_WAVE_LIST]
    text = json.dumps(to_json(legality, sources), ensure_ascii=False, indent=2) + "\n"
    if from_json(json.loads(text)) != legality:
        raise SourceError(FILE, "the data does not read back as written")
    return transaction.Built({FILE: text}, lines, legality)


def _sources(job: transaction.Job) -> list[Path]:
    return [
        job.shared / name
        for name in (SOURCES_FILE, CONSTRUCTED_PAGE, TWO_VS_TWO_PAGE, FIRST_WAVE_LIST)
    ]


def _census(files: transaction.Files, job: transaction.Job) -> list[Measure]:
    text = files.get(FILE)
    if text is None:
        return []
    legality = from_json(json.loads(text))
    sources = tuple(str(p.relative_to(job.shared)) for p in _sources(job))
    measures = [Measure("legal sets", len(legality.sets), sources)]
    for format in Format:
        bans = sum(1 for c in legality.changes if c.format is format)
        measures.append(Measure(f"bans and unbans in {format.value}", bans, sources))
    return measures


LEGALITY = transaction.Output(FOLDER, _build, _sources, _census, derived_from=("cards",))
