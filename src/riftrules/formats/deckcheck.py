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
from dataclasses import dataclass
from datetime import date
from enum import Enum
from functools import cache

from riftrules.cards import pool
from riftrules.cards.model import Card
from riftrules.formats import legality as legality_data
from riftrules.formats.decklist import Decklist, Entry, Section
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
    legality = legality or legality_data.load()
    findings: list[Finding] = []

    def report(kind: Kind, line: str, message: str, suggestions: tuple[str, ...] = ()) -> None:
        findings.append(Finding(kind, line, message, _rules(kind, on), suggestions))

    cards: list[tuple[Entry, Card]] = []
    unknown: Counter[Section] = Counter()  # copies of unknown names, still counted in sizes
    suggested = 0
    for entry in decklist.entries:
        if not 1 <= entry.count <= 99:
            report(Kind.BAD_COUNT, entry.line, f"{entry.count} copies of {_quoted(entry.name)}")
            continue
        card = pool.exact(entry.name)
        if card is None:
            suggested += 1
            bounded = suggested <= MAX_SUGGESTED and len(entry.name) <= MAX_NAME
            close = tuple(pool.nearest(entry.name)) if bounded else ()
            hint = f"; did you mean {' or '.join(close)}?" if close else ""
            named = _quoted(entry.name)
            report(Kind.UNKNOWN_CARD, entry.line, f"no card is named {named}{hint}", close)
            section = Section.MAIN if entry.section is Section.UNSORTED else entry.section
            unknown[section] += entry.count
            continue
        cards.append((_placed(entry, card), card))

    by_section: dict[Section, list[tuple[Entry, Card]]] = {}
    for entry, card in cards:
        by_section.setdefault(entry.section, []).append((entry, card))

    legends = by_section.get(Section.LEGEND, [])
    for entry, card in legends:
        if card.type != "Legend":
            report(Kind.NOT_A_LEGEND, entry.line, f"{card.name} is a {card.type}, not a Legend")
    real = [(e, c) for e, c in legends if c.type == "Legend"]
    count = sum(e.count for e, _ in real) + unknown[Section.LEGEND]
    if count != 1:
        line = real[1][0].line if len(real) > 1 else decklist.where(Section.LEGEND)
        report(Kind.LEGEND_COUNT, line, f"{count} Champion Legends: a deck has exactly 1")
    legend = real[0][1] if len(real) >= 1 else None

    champions = by_section.get(Section.CHAMPION, [])
    if not champions and not unknown[Section.CHAMPION]:
        report(
            Kind.NO_CHAMPION,
            decklist.where(Section.CHAMPION),
            "no Chosen Champion: name it under 'Champion'",
        )
    for index, (entry, card) in enumerate(champions):
        if index or entry.count != 1:
            report(Kind.NO_CHAMPION, entry.line, "a deck has exactly one Chosen Champion")
        elif card.type != "Unit" or card.supertype != "Champion":
            report(Kind.NOT_THE_CHAMPION, entry.line, f"{card.name} is not a Champion unit")
        elif legend is not None and not set(card.tags) & set(legend.tags):
            report(
                Kind.NOT_THE_CHAMPION,
                entry.line,
                f"{card.name} ({', '.join(card.tags)}) is not a champion of {legend.name} "
                f"({', '.join(legend.tags)})",
            )

    main = by_section.get(Section.MAIN, [])
    for entry, card in main:
        if card.type not in MAIN_TYPES:
            report(
                Kind.WRONG_SECTION,
                entry.line,
                f"{card.name} is a {card.type}: a Main Deck holds units, gear and spells",
            )
    size = sum(e.count for e, _ in main) + sum(e.count for e, _ in champions[:1])
    size += unknown[Section.MAIN] + min(unknown[Section.CHAMPION], 1 - len(champions[:1]))
    if size != MAIN_DECK_SIZE:
        report(
            Kind.MAIN_SIZE,
            decklist.where(Section.MAIN),
            f"the Main Deck has {size} cards with the Chosen Champion: exactly "
            f"{MAIN_DECK_SIZE} in Constructed",
        )

    sideboard = by_section.get(Section.SIDEBOARD, [])
    side_size = sum(e.count for e, _ in sideboard) + unknown[Section.SIDEBOARD]
    if side_size > SIDEBOARD_SIZE:
        report(
            Kind.SIDEBOARD_SIZE,
            decklist.where(Section.SIDEBOARD),
            f"the sideboard has {side_size} cards: at most {SIDEBOARD_SIZE}",
        )
    for entry, card in sideboard:
        if card.type not in MAIN_TYPES:
            report(
                Kind.SIDEBOARD_CARD,
                entry.line,
                f"{card.name} is a {card.type}: a sideboard holds Main Deck cards only",
            )

    copies: Counter[str] = Counter()
    last: dict[str, str] = {}
    for entry, card in [*champions[:1], *main, *sideboard]:
        copies[card.name] += entry.count
        last[card.name] = entry.line
    for name, number in copies.items():
        if number > COPIES:
            report(
                Kind.COPIES,
                last[name],
                f"{number} copies of {name} in the Main Deck and sideboard: at most {COPIES}",
            )

    signatures = [(e, c) for e, c in [*main, *sideboard] if c.supertype == "Signature"]
    if sum(e.count for e, _ in signatures) > SIGNATURES:
        report(
            Kind.SIGNATURES,
            signatures[-1][0].line,
            f"{sum(e.count for e, _ in signatures)} Signature cards: at most {SIGNATURES}",
        )
    if legend is not None:
        for entry, card in signatures:
            if not set(card.tags) & set(legend.tags):
                report(
                    Kind.SIGNATURES,
                    entry.line,
                    f"{card.name} is a Signature card of {', '.join(card.tags) or 'no champion'}"
                    f", not of {legend.name}'s champion",
                )

    runes = by_section.get(Section.RUNES, [])
    for entry, card in runes:
        if card.type != "Rune":
            report(Kind.RUNE_DECK, entry.line, f"{card.name} is a {card.type}, not a Rune")
    rune_count = sum(e.count for e, c in runes if c.type == "Rune") + unknown[Section.RUNES]
    if rune_count != RUNE_DECK_SIZE:
        report(
            Kind.RUNE_DECK,
            decklist.where(Section.RUNES),
            f"the Rune Deck has {rune_count} runes: exactly {RUNE_DECK_SIZE}",
        )

    if legend is not None:
        identity = set(legend.domains)
        for entry, card in [*champions, *main, *sideboard, *runes]:
            outside = sorted(set(card.domains) - identity)
            if outside:
                report(
                    Kind.RUNE_DOMAIN if entry.section is Section.RUNES else Kind.DOMAIN,
                    entry.line,
                    f"{card.name} ({'/'.join(card.domains)}) is outside {legend.name}'s Domain "
                    f"Identity ({'/'.join(legend.domains)})",
                )

    fields = by_section.get(Section.BATTLEFIELDS, [])
    for entry, card in fields:
        if card.type != "Battlefield":
            report(
                Kind.BATTLEFIELD_COUNT,
                entry.line,
                f"{card.name} is a {card.type}, not a Battlefield",
            )
    real_fields = [(e, c) for e, c in fields if c.type == "Battlefield"]
    field_count = sum(e.count for e, _ in real_fields) + unknown[Section.BATTLEFIELDS]
    if field_count != BATTLEFIELDS:
        report(
            Kind.BATTLEFIELD_COUNT,
            decklist.where(Section.BATTLEFIELDS),
            f"{field_count} battlefields: exactly {BATTLEFIELDS}",
        )
    named: Counter[str] = Counter()
    where: dict[str, str] = {}
    for entry, card in real_fields:
        named[card.name] += entry.count
        where[card.name] = entry.line
    for name, number in named.items():
        if number > 1:
            report(
                Kind.BATTLEFIELD_NAMES,
                where[name],
                f"{number} battlefields named {name}: each has a unique name",
            )

    seen: set[str] = set()
    for entry, card in cards:
        if card.name in seen:
            continue
        seen.add(card.name)
        sets = [card.set, *(p.set for p in card.printings)]
        if not any(legality.released(code, on) for code in sets):
            releases = [r for code in sets if (r := legality.release(code)) is not None]
            first = min(releases, key=lambda r: r.released) if releases else None
            when = (
                f"its first set, {first.name} ({first.code}), is released on "
                f"{first.released.isoformat()}"
                if first
                else "none of its sets is released"
            )
            report(Kind.NOT_RELEASED, entry.line, f"{card.name} is not legal yet: {when}")
        ban = legality.ban(card.name, format, on)
        if ban is not None:
            inherited = f" (as in {ban.format.title})" if ban.format is not format else ""
            report(
                Kind.BANNED,
                entry.line,
                f"{card.name} is banned in {format.title} since {ban.date.isoformat()}{inherited}",
            )
    findings.sort(key=lambda f: (_position(decklist, f.line), f.kind.code))
    return Report(decklist, format, on, tuple(findings))


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
