"""A decklist checked against the Core Rules' deck construction (CR 103) and the Tournament
Rules (deck registration and size, TR 401-403; Constructed, TR 601; the bans and set releases
in force on the date, :mod:`.legality`): each problem a :class:`Finding`, as lint reports one, with
the rules it breaks.

Card names are matched exactly after normalisation (case and punctuation: ``Kai'Sa`` is
``kaisa``, and a legend or champion also as "Champion, Title"); an unknown name is a problem
with the closest names. A rule is cited in the edition in force on the date checked: the Core
Rules edition of that day (the number traced from the edition the Tournament Rules refer to,
should it differ), and the Tournament Rules edition of that day (their oldest, before it).
"""

from __future__ import annotations

from collections import Counter
from dataclasses import dataclass, field
from datetime import date
from enum import Enum
from functools import cache

from riftrules.cards import pool
from riftrules.cards.model import Card
from riftrules.formats import legality as legality_data
from riftrules.formats.decklist import MAX_COUNT, Decklist, Entry, Section
from riftrules.formats.legality import Format, Legality
from riftrules.rules import documents, store, trace
from riftrules.rules.model import Document

MAIN_DECK_SIZE = 40  # TR 402.1, 601.1.b (the Core Rules: at least 40, CR 103.2)
COPIES = 3  # CR 103.2.b
SIGNATURES = 3  # CR 103.2.d
RUNE_DECK_SIZE = 12  # CR 103.3.a, TR 402.1
BATTLEFIELDS = 3  # TR 402.1
SIDEBOARD_SIZE = 10  # TR 601.1.c.1
MAIN_TYPES = ("Unit", "Gear", "Spell")  # CR 103.2
# Closest names are looked for the first unknown names only, and not for a "name" longer than
# any card's: a hostile list gets its answer in bounded time.
MAX_SUGGESTED = 50
MAX_NAME = 100


class Kind(Enum):
    """A kind of problem: its code, its name, and the rules it breaks (as the documents cite
    them, numbers of the Core Rules 2026-07-16 and the Tournament Rules 2026-07-16)."""

    UNKNOWN_CARD = ("D001", "unknown-card", ("TR 401.2",))
    BAD_COUNT = ("D002", "bad-count", ("TR 401.2",))
    LEGEND_COUNT = ("D003", "legend-count", ("CR 103.1", "TR 402.1"))
    NOT_A_LEGEND = ("D004", "not-a-legend", ("CR 103.1",))
    NO_CHAMPION = ("D005", "no-chosen-champion", ("CR 103.2.a", "TR 401.2"))
    NOT_THE_CHAMPION = ("D006", "not-a-chosen-champion", ("CR 103.2.a.2",))
    MAIN_SIZE = ("D007", "main-deck-size", ("CR 103.2", "TR 402.1", "TR 601.1.b"))
    WRONG_SECTION = ("D008", "not-a-main-deck-card", ("CR 103.2",))
    COPIES = ("D009", "too-many-copies", ("CR 103.2.b", "TR 601.1.c.3"))
    DOMAIN = ("D010", "outside-domain-identity", ("CR 103.1.b.1", "CR 103.1.b.4"))
    SIGNATURES = ("D011", "signature-cards", ("CR 103.2.d",))
    RUNE_DECK = ("D012", "rune-deck", ("CR 103.3.a", "TR 402.1"))
    BATTLEFIELD_COUNT = ("D013", "battlefield-count", ("CR 103.4.a", "TR 402.1"))
    BATTLEFIELD_NAMES = ("D014", "battlefield-names", ("CR 103.4.c", "TR 402.1"))
    SIDEBOARD_SIZE = ("D015", "sideboard-size", ("TR 601.1.c.1",))
    SIDEBOARD_CARD = ("D016", "sideboard-card", ("TR 601.1.c.2",))
    NOT_RELEASED = ("D017", "set-not-released", ("TR 601.2.a",))
    BANNED = ("D018", "banned", ("CR 103.2.e", "TR 601.2.d"))
    RUNE_DOMAIN = ("D019", "rune-outside-domain-identity", ("CR 103.3.a.1",))

    @property
    def code(self) -> str:
        return self.value[0]

    @property
    def slug(self) -> str:
        return self.value[1]

    @property
    def cited(self) -> tuple[tuple[Document, str], ...]:
        found = []
        for written in self.value[2]:
            document, number = documents.named_in(written)
            if document is None:
                raise ValueError(f"{self.name} cites {written!r}: not 'CR …' or 'TR …'")
            found.append((document, number))
        return tuple(found)


@dataclass(frozen=True, slots=True)
class Rule:
    """A rule a finding cites, in the edition in force on the date checked."""

    document: Document
    edition: str
    number: str

    def __str__(self) -> str:
        return f"{self.document.title} {self.number} ({self.edition})"

    def to_json(self) -> dict[str, str]:
        return {"document": self.document.value, "edition": self.edition, "number": self.number}


@dataclass(frozen=True, slots=True)
class Finding:
    kind: Kind
    line: str  # "12", or "$.main[3]" for JSON
    message: str
    rules: tuple[Rule, ...]
    suggestions: tuple[str, ...] = ()

    def to_json(self) -> dict[str, object]:
        return {
            "code": self.kind.code,
            "name": self.kind.slug,
            "line": self.line,
            "message": self.message,
            "rules": [rule.to_json() for rule in self.rules],
            "suggestions": list(self.suggestions),
        }


@dataclass(frozen=True)
class Report:
    decklist: Decklist
    format: Format
    on: date
    findings: tuple[Finding, ...]

    @property
    def legal(self) -> bool:
        return not self.findings


@cache
def _rules(kind: Kind, on: date) -> tuple[Rule, ...]:
    """The rules ``kind`` cites, in the editions in force on ``on``."""
    known = documents.editions(Document.TOURNAMENT)
    dated = [info for info in known if info.date <= on.isoformat()] or [known[0]]
    tournament = documents.load(Document.TOURNAMENT, dated[-1].id)
    written_for = documents.core_for(tournament).id
    core = store.in_force(on.isoformat()).id
    found = []
    for document, number in kind.cited:
        if document is Document.TOURNAMENT:
            found.append(Rule(document, tournament.id, number))
            continue
        there = number
        if core != written_for:
            there = trace.trace(number, written_for, core).counterpart or number
        edition = core if there in store.load(core) else written_for
        found.append(Rule(document, edition, there if edition == core else number))
    return tuple(found)


def check(
    decklist: Decklist,
    format: Format = Format.STANDARD,
    on: date | None = None,
    legality: Legality | None = None,
) -> Report:
    """Every problem of ``decklist`` in ``format`` on ``on`` (default: today)."""
    on = on or date.today()
    checking = _Check(decklist, format, on, legality or legality_data.load())
    checking.run()
    findings = sorted(checking.findings, key=lambda f: (_position(decklist, f.line), f.kind.code))
    return Report(decklist, format, on, tuple(findings))


@dataclass
class _Check:
    """One check of a decklist: its cards by section, then each part of deck construction."""

    decklist: Decklist
    format: Format
    on: date
    legality: Legality
    findings: list[Finding] = field(default_factory=list)
    cards: list[tuple[Entry, Card]] = field(default_factory=list)
    by_section: dict[Section, list[tuple[Entry, Card]]] = field(default_factory=dict)
    unknown: Counter[Section] = field(default_factory=Counter)  # copies of unknown names
    legend: Card | None = None

    def report(self, kind: Kind, line: str, message: str, close: tuple[str, ...] = ()) -> None:
        self.findings.append(Finding(kind, line, message, _rules(kind, self.on), close))

    def section(self, section: Section) -> list[tuple[Entry, Card]]:
        return self.by_section.get(section, [])

    def run(self) -> None:
        self.read_cards()
        self.check_legend()
        self.check_champion()
        self.check_main_deck()
        self.check_sideboard()
        self.check_copies()
        self.check_signatures()
        self.check_runes()
        self.check_domains()
        self.check_battlefields()
        self.check_legality()

    def read_cards(self) -> None:
        """Each entry's card, placed in its section; an unknown name is a problem, and its
        copies still count in its section's size (one typo, one finding)."""
        suggested = 0
        for entry in self.decklist.entries:
            if not 1 <= entry.count <= MAX_COUNT:
                message = f"{entry.count} copies of {_quoted(entry.name)}"
                self.report(Kind.BAD_COUNT, entry.line, message)
                continue
            card = pool.exact(entry.name)
            if card is None:
                suggested += 1
                bounded = suggested <= MAX_SUGGESTED and len(entry.name) <= MAX_NAME
                close = tuple(pool.nearest(entry.name)) if bounded else ()
                hint = f"; did you mean {' or '.join(close)}?" if close else ""
                message = f"no card is named {_quoted(entry.name)}{hint}"
                self.report(Kind.UNKNOWN_CARD, entry.line, message, close)
                section = Section.MAIN if entry.section is Section.UNSORTED else entry.section
                self.unknown[section] += entry.count
                continue
            placed = _placed(entry, card)
            self.cards.append((placed, card))
            self.by_section.setdefault(placed.section, []).append((placed, card))

    def check_legend(self) -> None:
        legends = self.section(Section.LEGEND)
        for entry, card in legends:
            if card.type != "Legend":
                message = f"{card.name} is a {card.type}, not a Legend"
                self.report(Kind.NOT_A_LEGEND, entry.line, message)
        real = [(e, c) for e, c in legends if c.type == "Legend"]
        count = sum(e.count for e, _ in real) + self.unknown[Section.LEGEND]
        if count != 1:
            line = real[1][0].line if len(real) > 1 else self.decklist.where(Section.LEGEND)
            message = f"{count} Champion Legends: a deck has exactly 1"
            self.report(Kind.LEGEND_COUNT, line, message)
        self.legend = real[0][1] if real else None

    def check_champion(self) -> None:
        champions = self.section(Section.CHAMPION)
        if not champions and not self.unknown[Section.CHAMPION]:
            where = self.decklist.where(Section.CHAMPION)
            self.report(Kind.NO_CHAMPION, where, "no Chosen Champion: name it under 'Champion'")
        legend = self.legend
        for index, (entry, card) in enumerate(champions):
            if index or entry.count != 1:
                message = "a deck has exactly one Chosen Champion"
                self.report(Kind.NO_CHAMPION, entry.line, message)
            elif card.type != "Unit" or card.supertype != "Champion":
                self.report(
                    Kind.NOT_THE_CHAMPION, entry.line, f"{card.name} is not a Champion unit"
                )
            elif legend is not None and not set(card.tags) & set(legend.tags):
                self.report(
                    Kind.NOT_THE_CHAMPION,
                    entry.line,
                    f"{card.name} ({', '.join(card.tags)}) is not a champion of {legend.name} "
                    f"({', '.join(legend.tags)})",
                )

    def check_main_deck(self) -> None:
        main = self.section(Section.MAIN)
        for entry, card in main:
            if card.type not in MAIN_TYPES:
                message = f"{card.name} is a {card.type}: a Main Deck holds units, gear and spells"
                self.report(Kind.WRONG_SECTION, entry.line, message)
        chosen = self.section(Section.CHAMPION)[:1]
        size = sum(e.count for e, _ in [*main, *chosen]) + self.unknown[Section.MAIN]
        size += min(self.unknown[Section.CHAMPION], 1 - len(chosen))
        if size != MAIN_DECK_SIZE:
            self.report(
                Kind.MAIN_SIZE,
                self.decklist.where(Section.MAIN),
                f"the Main Deck has {size} cards with the Chosen Champion: exactly "
                f"{MAIN_DECK_SIZE} in Constructed",
            )

    def check_sideboard(self) -> None:
        sideboard = self.section(Section.SIDEBOARD)
        size = sum(e.count for e, _ in sideboard) + self.unknown[Section.SIDEBOARD]
        if size > SIDEBOARD_SIZE:
            where = self.decklist.where(Section.SIDEBOARD)
            message = f"the sideboard has {size} cards: at most {SIDEBOARD_SIZE}"
            self.report(Kind.SIDEBOARD_SIZE, where, message)
        for entry, card in sideboard:
            if card.type not in MAIN_TYPES:
                message = f"{card.name} is a {card.type}: a sideboard holds Main Deck cards only"
                self.report(Kind.SIDEBOARD_CARD, entry.line, message)

    def check_copies(self) -> None:
        copies: Counter[str] = Counter()
        last: dict[str, str] = {}
        for entry, card in [
            *self.section(Section.CHAMPION)[:1],
            *self.section(Section.MAIN),
            *self.section(Section.SIDEBOARD),
        ]:
            copies[card.name] += entry.count
            last[card.name] = entry.line
        for name, number in copies.items():
            if number > COPIES:
                message = (
                    f"{number} copies of {name} in the Main Deck and sideboard: at most {COPIES}"
                )
                self.report(Kind.COPIES, last[name], message)

    def check_signatures(self) -> None:
        signatures = [
            (e, c)
            for e, c in [*self.section(Section.MAIN), *self.section(Section.SIDEBOARD)]
            if c.supertype == "Signature"
        ]
        total = sum(e.count for e, _ in signatures)
        if total > SIGNATURES:
            message = f"{total} Signature cards: at most {SIGNATURES}"
            self.report(Kind.SIGNATURES, signatures[-1][0].line, message)
        legend = self.legend
        if legend is None:
            return
        for entry, card in signatures:
            if not set(card.tags) & set(legend.tags):
                self.report(
                    Kind.SIGNATURES,
                    entry.line,
                    f"{card.name} is a Signature card of {', '.join(card.tags) or 'no champion'}"
                    f", not of {legend.name}'s champion",
                )

    def check_runes(self) -> None:
        runes = self.section(Section.RUNES)
        for entry, card in runes:
            if card.type != "Rune":
                self.report(Kind.RUNE_DECK, entry.line, f"{card.name} is a {card.type}, not a Rune")
        count = sum(e.count for e, c in runes if c.type == "Rune") + self.unknown[Section.RUNES]
        if count != RUNE_DECK_SIZE:
            where = self.decklist.where(Section.RUNES)
            message = f"the Rune Deck has {count} runes: exactly {RUNE_DECK_SIZE}"
            self.report(Kind.RUNE_DECK, where, message)

    def check_domains(self) -> None:
        legend = self.legend
        if legend is None:
            return
        identity = set(legend.domains)
        for section in (Section.CHAMPION, Section.MAIN, Section.SIDEBOARD, Section.RUNES):
            for entry, card in self.section(section):
                if set(card.domains) <= identity:
                    continue
                self.report(
                    Kind.RUNE_DOMAIN if section is Section.RUNES else Kind.DOMAIN,
                    entry.line,
                    f"{card.name} ({'/'.join(card.domains)}) is outside {legend.name}'s Domain "
                    f"Identity ({'/'.join(legend.domains)})",
                )

    def check_battlefields(self) -> None:
        fields = self.section(Section.BATTLEFIELDS)
        for entry, card in fields:
            if card.type != "Battlefield":
                message = f"{card.name} is a {card.type}, not a Battlefield"
                self.report(Kind.BATTLEFIELD_COUNT, entry.line, message)
        real = [(e, c) for e, c in fields if c.type == "Battlefield"]
        count = sum(e.count for e, _ in real) + self.unknown[Section.BATTLEFIELDS]
        if count != BATTLEFIELDS:
            where = self.decklist.where(Section.BATTLEFIELDS)
            self.report(
                Kind.BATTLEFIELD_COUNT, where, f"{count} battlefields: exactly {BATTLEFIELDS}"
            )
        named: Counter[str] = Counter()
        where_named: dict[str, str] = {}
        for entry, card in real:
            named[card.name] += entry.count
            where_named[card.name] = entry.line
        for name, number in named.items():
            if number > 1:
                message = f"{number} battlefields named {name}: each has a unique name"
                self.report(Kind.BATTLEFIELD_NAMES, where_named[name], message)

    def check_legality(self) -> None:
        """Each card once: a set of it released by the day, and no ban of the format."""
        seen: set[str] = set()
        for entry, card in self.cards:
            if card.name in seen:
                continue
            seen.add(card.name)
            sets = [card.set, *(p.set for p in card.printings)]
            if not any(self.legality.released(code, self.on) for code in sets):
                releases = [r for code in sets if (r := self.legality.release(code)) is not None]
                first = min(releases, key=lambda r: r.released) if releases else None
                when = (
                    f"its first set, {first.name} ({first.code}), is released on "
                    f"{first.released.isoformat()}"
                    if first
                    else "none of its sets is released"
                )
                self.report(Kind.NOT_RELEASED, entry.line, f"{card.name} is not legal yet: {when}")
            ban = self.legality.ban(card.name, self.format, self.on)
            if ban is not None:
                inherited = f" (as in {ban.format.title})" if ban.format is not self.format else ""
                self.report(
                    Kind.BANNED,
                    entry.line,
                    f"{card.name} is banned in {self.format.title} since "
                    f"{ban.date.isoformat()}{inherited}",
                )


def _placed(entry: Entry, card: Card) -> Entry:
    """An entry before any heading, placed by its card's type (a Champion unit is the Main
    Deck's: the Chosen Champion is named under its own heading)."""
    if entry.section is not Section.UNSORTED:
        return entry
    section = {
        "Legend": Section.LEGEND,
        "Rune": Section.RUNES,
        "Battlefield": Section.BATTLEFIELDS,
    }.get(card.type, Section.MAIN)
    return Entry(entry.count, entry.name, section, entry.line)


def _position(decklist: Decklist, line: str) -> int:
    """A finding's place in the file: its line; a JSON place, by its entry's order."""
    if line.isdigit():
        return int(line)
    places = [entry.line for entry in decklist.entries]
    return places.index(line) if line in places else -1


def _quoted(name: str) -> str:
    """A name from the decklist inside a message: quoted, cut short when long."""
    return repr(name if len(name) <= MAX_NAME else name[: MAX_NAME - 1] + "…")
