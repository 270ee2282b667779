"""Decklists as players write them, read into :class:`Decklist` (no card looked up yet).

Plain text, one entry a line: ``3 Card Name``, ``3x Card Name``, ``Card Name x3`` or just
``Card Name`` (one copy), under section headings ``Legend``, ``Champion`` (``Chosen
Champion``), ``Main Deck`` (``Main``, ``Deck``), ``Runes`` (``Rune``, ``Rune Deck``),
``Battlefields`` (``Battlefield``) and ``Sideboard`` (``Side``), written ``Legend:``, ``## Main
Deck``, ``Sideboard (8)`` and so on; ``#`` and ``//`` start a comment line. Entries before any
heading are placed by their card's type later (:mod:`.deckcheck`).

JSON: ``{"legend": "…", "champion": "…", "main": [{"count": 3, "name": "…"}] or {"name": 3} or
["3 name", …], "runes": …, "battlefields": […], "sideboard": …}``; an entry's line is its place,
``$.main[3]``.

What cannot be read at all (not UTF-8, too large, JSON that is not a decklist) raises
:class:`DecklistError`; what can be read but is wrong is for the check to report.
"""

from __future__ import annotations

import json
import re
from dataclasses import dataclass
from enum import Enum
from pathlib import Path

from riftrules import inputs

MAX_ENTRIES = 2000  # far beyond any deck: a bound on what one check reads
MAX_COUNT = 99  # a count beyond this is a typo, not a playset


class Section(Enum):
    LEGEND = "legend"
    CHAMPION = "champion"
    MAIN = "main"
    RUNES = "runes"
    BATTLEFIELDS = "battlefields"
    SIDEBOARD = "sideboard"
    UNSORTED = "unsorted"  # before any heading: placed by the card's type

    @property
    def title(self) -> str:
        return _TITLES[self]


_TITLES = {
    Section.LEGEND: "Legend",
    Section.CHAMPION: "Chosen Champion",
    Section.MAIN: "Main Deck",
    Section.RUNES: "Rune Deck",
    Section.BATTLEFIELDS: "Battlefields",
    Section.SIDEBOARD: "Sideboard",
    Section.UNSORTED: "(no section)",
}

# Heading words -> section (after case folding and dropping punctuation and counts).
HEADINGS = {
    "legend": Section.LEGEND,
    "champion legend": Section.LEGEND,
    "champion": Section.CHAMPION,
    "chosen champion": Section.CHAMPION,
    "main": Section.MAIN,
    "main deck": Section.MAIN,
    "maindeck": Section.MAIN,
    "deck": Section.MAIN,
    "rune": Section.RUNES,
    "runes": Section.RUNES,
    "rune deck": Section.RUNES,
    "battlefield": Section.BATTLEFIELDS,
    "battlefields": Section.BATTLEFIELDS,
    "sideboard": Section.SIDEBOARD,
    "side": Section.SIDEBOARD,
    "side deck": Section.SIDEBOARD,
}
JSON_KEYS = {section.value: section for section in Section if section is not Section.UNSORTED}

_HEADING = re.compile(r"^\s*(?:#+\s*)?(?P<words>[A-Za-z][A-Za-z ]*?)\s*(?:\(\s*\d+\s*\))?\s*:?\s*$")
_COMMENT = re.compile(r"^\s*(?://|#)")
_COUNT_FIRST = re.compile(r"^\s*(?P<count>\d+)\s*[xX×]?\s+(?P<name>\S.*?)\s*$")
_COUNT_LAST = re.compile(r"^\s*(?P<name>\S.*?)\s+[xX×]\s*(?P<count>\d+)\s*$")


class DecklistError(ValueError):
    """A decklist that cannot be read at all (exit 2)."""


@dataclass(frozen=True, slots=True)
class Entry:
    """One line of a decklist: so many copies of a name, in a section."""

    count: int
    name: str
    section: Section
    line: str  # where: "12" (a text line) or "$.main[3]" (a JSON place)


@dataclass(frozen=True)
class Decklist:
    source: str  # the file as named
    entries: tuple[Entry, ...]
    headings: dict[Section, str]  # where each section starts

    def where(self, section: Section) -> str:
        """Where a problem of a whole section points: its heading, else the top."""
        return self.headings.get(section, "1")


def read(path: str) -> Decklist:
    """A decklist file (``-``: standard input); JSON if it starts with ``{`` or ``[``."""
    try:
        text = inputs.read_stdin() if path == "-" else inputs.read_text(Path(path))
    except inputs.InputError as error:
        raise DecklistError(str(error)) from None
    except OSError as error:
        raise DecklistError(f"{path}: {error.strerror or error}") from None
    shown = "<stdin>" if path == "-" else path
    if text.lstrip().startswith(("{", "[")):
        return from_json(text, shown)
    return from_text(text, shown)


def from_text(text: str, source: str = "<text>") -> Decklist:
    entries: list[Entry] = []
    headings: dict[Section, str] = {}
    section = Section.UNSORTED
    for number, raw in enumerate(text.splitlines(), start=1):
        line = raw.strip().lstrip("\ufeff")
        if not line:
            continue
        heading = _HEADING.match(line)
        words = " ".join(heading["words"].casefold().split()) if heading else ""
        if words in HEADINGS:
            section = HEADINGS[words]
            headings.setdefault(section, str(number))
            continue
        if _COMMENT.match(line):
            continue
        entries.append(_entry(line, section, str(number)))
        if len(entries) > MAX_ENTRIES:
            raise DecklistError(f"{source}: more than {MAX_ENTRIES} entries: not a decklist")
    if not entries:
        raise DecklistError(f"{source}: no cards: not a decklist")
    return Decklist(source, tuple(entries), headings)


def _entry(line: str, section: Section, where: str) -> Entry:
    match = _COUNT_FIRST.match(line) or _COUNT_LAST.match(line)
    if match is None:
        return Entry(1, line, section, where)
    digits = match["count"]
    count = int(digits) if len(digits) <= 4 else MAX_COUNT + 1
    return Entry(count, match["name"], section, where)


def from_json(text: str, source: str = "<json>") -> Decklist:
    try:
        value = inputs.load_json(text, source)
    except inputs.InputError as error:
        raise DecklistError(str(error)) from None
    if not isinstance(value, dict):
        raise DecklistError(f"{source}: a JSON decklist is an object with {sorted(JSON_KEYS)}")
    unknown = sorted(set(value) - set(JSON_KEYS))
    if unknown:
        raise DecklistError(
            f"{source}: unknown key {unknown[0]!r}; a decklist has {', '.join(JSON_KEYS)}"
        )
    entries: list[Entry] = []
    for key, section in JSON_KEYS.items():
        if key in value:
            entries += _json_entries(value[key], section, f"$.{key}", source)
    if len(entries) > MAX_ENTRIES:
        raise DecklistError(f"{source}: more than {MAX_ENTRIES} entries: not a decklist")
    if not entries:
        raise DecklistError(f"{source}: no cards: not a decklist")
    return Decklist(source, tuple(entries), {s: f"$.{s.value}" for s in JSON_KEYS.values()})


def _json_entries(value: object, section: Section, where: str, source: str) -> list[Entry]:
    if isinstance(value, str):
        return [_entry(value, section, where)]
    if isinstance(value, dict):
        items = list(value.items())
        if not all(isinstance(n, int) and not isinstance(n, bool) for _, n in items):
            raise DecklistError(f"{source}: {where}: each name's count must be a whole number")
        return [Entry(n, name, section, f"{where}[{json.dumps(name)}]") for name, n in items]
    if not isinstance(value, list):
        raise DecklistError(f"{source}: {where}: a name, a list of entries or {{name: count}}")
    entries = []
    for index, item in enumerate(value):
        place = f"{where}[{index}]"
        if isinstance(item, str):
            entries.append(_entry(item, section, place))
        elif isinstance(item, dict) and isinstance(item.get("name"), str):
            count = item.get("count", 1)
            if not isinstance(count, int) or isinstance(count, bool):
                raise DecklistError(f"{source}: {place}.count: a whole number")
            entries.append(Entry(count, item["name"], section, place))
        else:
            raise DecklistError(f"{source}: {place}: an entry is '3 Name' or {{count, name}}")
    return entries
