"""Import the card pool: three raw sources -> ``rulebook/cards/<SET>.jsonl`` and ``REPORT.md``.

What each source contributes (all under ``data/raw/`` of the shared folder):

- **riftcodex** (``Zaious__riftbound-chronicle/riftcodex_cards_raw.json``): every printing of
  every set through Vendetta, promos included, with the *printed* wording (``text.rich``, modes
  as ``<ul><li>``). It decides which cards and printings exist, gives ``printed``, and gives the
  characteristics of the cards the gallery lacks. Its duplicate rows (same ``riftbound_id``,
  differing only in flavour, a variant marker in the name, or metadata) are folded.
- **the official card gallery** (``ZanderH-code__riftboundoc/cards.json``, snapshot
  2026-03-28; no Vendetta): official names and characteristics, and the *current* wording, whose
  "Choose one" modes are glued together ("…battlefield.Stun a unit…"). The modes are split again
  where riftcodex's ``<li>`` items say the words agree. A few token printings exist only here.
- **the errata overlay** (``Zaious__riftbound-chronicle/errata_overlay.json``): Riot's errata,
  old and new wording, through the Vendetta errata of 2026-07-24. An erratum is applied to a
  card's wording (gallery or printed) only where its old wording is found there, token for
  token after normalisation (``(...)`` standing for a reminder, ``[C]`` for the card's domain);
  only the words that the erratum changes are replaced, so line breaks and reminders stay.

How conflicts are settled:

- *Which printings are one card*: printings fold by name (rule 132.1), compared without case,
  punctuation or variant markers ("(Alternate Art)", "(Metal)", a token's "// Buff" back), and by
  type. The card's id comes from its base printing: a plain printing in a main set, the earliest
  set first (OGN, OGS, SFD, UNL, VEN), else a promo.
- *Name*: the gallery's, in the "Short Name, Subtitle" form of rule 132.4 (" - " becomes ", ");
  else riftcodex's in the same form. A legend is named by its title alone, as the gallery does.
- *Characteristics*: the gallery's row for the card, else riftcodex's base printing.
- *Current text*: the gallery's wording (the newest set's printing, the base printing within a
  set), its glued modes repaired; else the printed wording. Then every erratum that applies.

Everything is built and validated in memory before anything is written (:data:`CARDS`, run by
:mod:`.transaction` with the other outputs); a malformed source raises
:class:`~riftrules.importers.rows.SourceError` and leaves ``rulebook/`` untouched.
"""

from __future__ import annotations

import json
import re
from collections import Counter, defaultdict
from collections.abc import Iterable, Iterator, Sequence
from dataclasses import dataclass, field, replace
from difflib import SequenceMatcher
from pathlib import Path

from riftrules.cards.model import CARD_TYPES, KINDS, Card, Kind, Printing, TextSource
from riftrules.cards.pool import aliases
from riftrules.cards.pool import name_key as plain_key
from riftrules.cardtext.normalise import normalise
from riftrules.importers import transaction
from riftrules.importers.rows import SourceError
from riftrules.paths import rulebook_dir

RAW = Path("data") / "raw"
RIFTCODEX = RAW / "Zaious__riftbound-chronicle" / "riftcodex_cards_raw.json"
GALLERY = RAW / "ZanderH-code__riftboundoc" / "cards.json"
ERRATA = RAW / "Zaious__riftbound-chronicle" / "errata_overlay.json"

MAIN_SETS = ("OGN", "OGS", "SFD", "UNL", "VEN")
PROMO_SETS = ("OPP", "PR", "JDG")
SET_ORDER = {set_id: rank for rank, set_id in enumerate(MAIN_SETS + PROMO_SETS)}
KIND_ORDER = {kind: rank for rank, kind in enumerate(KINDS)}
DOMAINS = {"Fury": "R", "Calm": "G", "Mind": "B", "Body": "O", "Chaos": "P", "Order": "Y"}

_ID = re.compile(
    r"(?P<set>[a-z]+)-(?P<prefix>[a-z]*)(?P<digits>\d+)(?P<suffix>[a-z*]?)(?:-(?P<total>\d+))?"
)
_MARKERS = "Alternate Art|Overnumbered|Signature|Metal|Launch Exclusive|GG EZ|Ultimate"
_MARKER = re.compile(rf"\s*\((?:{_MARKERS}|\d+|[A-Z]{{2}})\)")
_BACK_FACE = re.compile(r"\s*//.*$")
_STARTER = re.compile(r"\s*\(Starter\)$")


# --- what the sources say ---------------------------------------------------------------------


@dataclass(frozen=True, slots=True)
class Row:
    """One printing as one source lists it, in the canonical notation."""

    origin: str  # "riftcodex" or "gallery"
    where: str  # file and index, for messages
    printing: Printing
    raw_name: str
    name: str
    type: str
    supertype: str | None
    domains: tuple[str, ...]
    energy: int | None
    power: int | None
    might: int | None
    tags: tuple[str, ...]
    rarity: str
    text: str

    @property
    def key(self) -> tuple[str, str]:
        return name_key(self.name), self.type


@dataclass(frozen=True, slots=True)
class Erratum:
    name: str
    document: str
    card_ids: tuple[str, ...]
    old: str
    new: str
    where: str


@dataclass(frozen=True, slots=True)
class Sources:
    riftcodex: list[Row]
    gallery: list[Row]
    gallery_date: str
    errata: list[Erratum]
    documents: dict[str, str]  # slug -> announced_on, oldest first


def _load_json(path: Path) -> object:
    if not path.is_file():
        raise SourceError(str(path), "source file not found")
    try:
        return json.loads(path.read_text(encoding="utf-8"))
    except (UnicodeDecodeError, json.JSONDecodeError) as error:
        raise SourceError(path.name, f"not valid JSON: {error}") from None


def _field(record: object, dotted: str, where: str, kinds: tuple[type, ...]) -> object:
    value = record
    for part in dotted.split("."):
        if not isinstance(value, dict) or part not in value:
            raise SourceError(where, f"missing field {dotted!r}")
        value = value[part]
    if not isinstance(value, kinds):
        raise SourceError(
            where, f"field {dotted!r} is {type(value).__name__}, not {kinds[0].__name__}"
        )
    return value


def _mapping(record: object, dotted: str, where: str) -> dict:
    value = _field(record, dotted, where, (dict,))
    assert isinstance(value, dict)
    return value


def _text(record: object, dotted: str, where: str) -> str:
    return str(_field(record, dotted, where, (str,)))


def _optional_text(record: object, dotted: str, where: str) -> str | None:
    value = _field(record, dotted, where, (str, type(None)))
    return None if value in (None, "") else str(value)


def _number(value: object, what: str, where: str) -> int | None:
    if value is None or value == "":
        return None
    if isinstance(value, bool) or not isinstance(value, int | str):
        raise SourceError(where, f"{what} {value!r} is not a number")
    if isinstance(value, str) and not value.isdigit():
        raise SourceError(where, f"{what} {value!r} is not a number")
    return int(value)


def _strings(value: object, what: str, where: str) -> tuple[str, ...]:
    if not isinstance(value, list) or not all(isinstance(item, str) for item in value):
        raise SourceError(where, f"{what} must be a list of strings")
    return tuple(value)


def _domains(values: tuple[str, ...], where: str) -> tuple[str, ...]:
    for value in values:
        if value not in DOMAINS and value != "Colorless":
            raise SourceError(where, f"unknown domain {value!r}")
    return tuple(value for value in values if value != "Colorless")


def parse_id(source_id: str, where: str) -> tuple[str, str, str, int | None]:
    """``ogn-001a-298`` -> ("OGN", "001a", suffix "a", total 298); ``ven-sp1-006`` -> SP1."""
    match = _ID.fullmatch(source_id.replace("-star-", "*-"))
    if match is None:
        raise SourceError(where, f"unrecognised card id {source_id!r}")
    number = match["prefix"].upper() + match["digits"] + match["suffix"]
    total = int(match["total"]) if match["total"] and not match["prefix"] else None
    return match["set"].upper(), number, match["suffix"], total


def _kind(set_id: str, number: str, suffix: str, total: int | None, flags: dict, raw: str) -> Kind:
    """A printing's kind from its set, its number, riftcodex's flags and its name's markers."""
    if set_id in PROMO_SETS:
        return "metal" if "(Metal)" in raw else "promo"
    if suffix == "*" or flags.get("signature") or "(Signature)" in raw:
        return "signature"
    digits = int(re.sub(r"\D", "", number))
    if flags.get("overnumbered") or (total is not None and digits > total):
        return "overnumbered"
    if suffix or flags.get("alternate_art") or "(Alternate Art)" in raw:
        return "alternate-art"
    return "base"


# --- names ------------------------------------------------------------------------------------


def name_key(name: str) -> str:
    """What two spellings of one name share: no case, punctuation or variant markers."""
    name = _BACK_FACE.sub("", _MARKER.sub("", name))
    return plain_key(re.sub(r"[\s,-]*\(?\bStarter\)?$", "", name))


def riftcodex_name(raw: str, card_type: str) -> str:
    """``Annie - Fiery (Alternate Art)`` -> ``Annie, Fiery``; ``Jinx - Loose Cannon`` ->
    ``Loose Cannon`` (a legend is named by its title); ``Recruit (271) // Buff`` -> ``Recruit``."""
    name = _BACK_FACE.sub("", _MARKER.sub("", raw)).strip()
    starter = bool(_STARTER.search(name))
    name = _STARTER.sub("", name)
    if card_type == "Legend" and " - " in name:
        name = name.split(" - ", 1)[1]
    name = name.replace(" - ", ", ")
    return f"{name}, Starter" if starter else name


def gallery_name(raw: str) -> str:
    """``Dark Child - Starter`` -> ``Dark Child, Starter``; ``Recruit (DE)`` -> ``Recruit``."""
    return _MARKER.sub("", raw).strip().replace(" - ", ", ")


# --- reading ----------------------------------------------------------------------------------


def read_riftcodex(path: Path) -> list[Row]:
    records = _load_json(path)
    if not isinstance(records, list):
        raise SourceError(path.name, "expected a list of card rows")
    return [_riftcodex_row(record, f"{path.name}[{index}]") for index, record in enumerate(records)]


def _riftcodex_row(record: object, where: str) -> Row:
    source = _text(record, "riftbound_id", where)
    set_id, number, suffix, total = parse_id(source, where)
    if _text(record, "set.set_id", where) != set_id:
        raise SourceError(where, f"set {_text(record, 'set.set_id', where)!r} but id {source!r}")
    raw = _text(record, "name", where)
    card_type = _text(record, "classification.type", where)
    flags = _mapping(record, "metadata", where)
    stats = _mapping(record, "attributes", where)
    rich = _text(record, "text.rich", where)
    return Row(
        origin="riftcodex",
        where=where,
        printing=Printing(source, set_id, number, _kind(set_id, number, suffix, total, flags, raw)),
        raw_name=raw,
        name=riftcodex_name(raw, card_type),
        type=card_type,
        supertype=_optional_text(record, "classification.supertype", where),
        domains=_domains(
            _strings(_field(record, "classification.domain", where, (list,)), "domain", where),
            where,
        ),
        energy=_number(stats.get("energy"), "energy", where),
        power=_number(stats.get("power"), "power", where),
        might=_number(stats.get("might"), "might", where),
        tags=_strings(_field(record, "tags", where, (list,)), "tags", where),
        rarity=_text(record, "classification.rarity", where),
        text=canonical("" if rich.strip() in ("<p>[NO TEXT]</p>", "[NO TEXT]") else rich),
    )


def read_gallery(path: Path) -> tuple[list[Row], str]:
    document = _load_json(path)
    where = path.name
    cards = _field(document, "cards", where, (list,))
    date = _text(document, "updatedAt", where)
    rows = [_gallery_row(card, f"{path.name}[{i}]") for i, card in enumerate(cards)]
    first: dict[str, Row] = {}
    for row in rows:
        earlier = first.setdefault(row.printing.source, row)
        if earlier is not row:
            raise SourceError(
                row.where, f"id {row.printing.source!r} again (first at {earlier.where})"
            )
    return rows, date


def _gallery_row(record: object, where: str) -> Row:
    source = _text(record, "id", where)
    set_id, number, suffix, total = parse_id(source, where)
    if _text(record, "setId", where) != set_id:
        raise SourceError(where, f"set {_text(record, 'setId', where)!r} but id {source!r}")
    raw = _text(record, "name", where)
    types = _strings(_field(record, "cardTypes", where, (list,)), "cardTypes", where)
    supertypes = _strings(_field(record, "superTypes", where, (list,)), "superTypes", where)
    if len(types) != 1 or len(supertypes) > 1:
        raise SourceError(where, f"expected one card type and at most one supertype: {types}")
    kind = _kind(set_id, number, suffix, total, {}, raw)
    return Row(
        origin="gallery",
        where=where,
        printing=Printing(source.replace("-star-", "*-"), set_id, number, kind),
        raw_name=raw,
        name=gallery_name(raw),
        type=types[0],
        supertype=supertypes[0] if supertypes else None,
        domains=_domains(
            _strings(_field(record, "domains", where, (list,)), "domains", where), where
        ),
        energy=_number(_field(record, "energy", where, (str, int)), "energy", where),
        power=_number(_field(record, "power", where, (str, int)), "power", where),
        might=_number(_field(record, "might", where, (str, int)), "might", where),
        tags=_strings(_field(record, "tags", where, (list,)), "tags", where),
        rarity=_text(record, "rarity", where),
        text=canonical(_text(record, "abilityText", where)),
    )


def read_errata(path: Path) -> tuple[list[Erratum], dict[str, str]]:
    document = _load_json(path)
    documents: dict[str, str] = {}
    for i, entry in enumerate(_field(document, "errata_documents", path.name, (list,))):
        where = f"{path.name}:errata_documents[{i}]"
        documents[_text(entry, "slug", where)] = _text(entry, "announced_on", where)
    errata = []
    for i, entry in enumerate(_field(document, "entries", path.name, (list,))):
        where = f"{path.name}:entries[{i}]"
        slug = _text(entry, "document", where)
        if slug not in documents:
            raise SourceError(where, f"unknown errata document {slug!r}")
        errata.append(
            Erratum(
                name=_text(entry, "official_name", where),
                document=slug,
                card_ids=_strings(_field(entry, "card_ids", where, (list,)), "card_ids", where),
                old=canonical(_text(entry, "old_text", where)),
                new=canonical(_text(entry, "new_text", where)),
                where=where,
            )
        )
    return errata, dict(sorted(documents.items(), key=lambda item: item[1]))


def read_sources(shared: Path) -> Sources:
    riftcodex = read_riftcodex(shared / RIFTCODEX)
    gallery, date = read_gallery(shared / GALLERY)
    errata, documents = read_errata(shared / ERRATA)
    return Sources(riftcodex, gallery, date, errata, documents)


def canonical(text: str) -> str:
    return normalise(text).text


# --- the report -------------------------------------------------------------------------------


@dataclass(frozen=True, slots=True)
class Issue:
    """Something the import could not reconcile, or settled by a choice worth knowing."""

    category: str
    subject: str  # a card id, a printing id or an erratum
    detail: str


@dataclass(frozen=True, slots=True)
class ErratumOutcome:
    erratum: Erratum
    card: str | None  # the card id, None when no card was found
    outcome: str  # "applied", "already", "refused", "unresolved"
    detail: str


@dataclass
class Report:
    rows: dict[str, int]
    cards: tuple[Card, ...]
    errata: list[ErratumOutcome]
    issues: list[Issue]
    repaired_modes: list[str]
    gallery_date: str = ""

    def per_set(self) -> Counter[str]:
        return Counter(card.set for card in self.cards)

    def per_text_source(self) -> Counter[str]:
        return Counter(card.text_source for card in self.cards)

    def outcomes(self) -> Counter[str]:
        return Counter(outcome.outcome for outcome in self.errata)

    def __str__(self) -> str:
        sets = ", ".join(f"{s} {n}" for s, n in sorted(self.per_set().items(), key=_set_rank))
        sources = ", ".join(f"{s} {n}" for s, n in sorted(self.per_text_source().items()))
        outcomes = ", ".join(f"{o} {n}" for o, n in sorted(self.outcomes().items()))
        rows = ", ".join(f"{s} {n}" for s, n in self.rows.items())
        issues = ", ".join(
            f"{c} {n}" for c, n in sorted(Counter(i.category for i in self.issues).items())
        )
        return "\n".join(
            [
                f"rows read: {rows}",
                f"cards: {len(self.cards)} ({sets})",
                f"printings: {sum(len(card.printings) for card in self.cards)}",
                f"text from: {sources}; glued modes repaired: {len(self.repaired_modes)}",
                f"errata: {outcomes}",
                f"issues: {issues}",
            ]
        )


def _set_rank(item: tuple[str, int]) -> int:
    return SET_ORDER.get(item[0], len(SET_ORDER))


# --- folding printings into cards -------------------------------------------------------------


@dataclass
class Group:
    """The rows of one card, before it is built."""

    rows: list[Row] = field(default_factory=list)

    def printings(self) -> list[Printing]:
        seen: dict[tuple[str, str], Printing] = {}
        for row in self.rows:
            slot = (row.printing.source, row.printing.kind)
            seen.setdefault(slot, row.printing)
        return sorted(seen.values(), key=_printing_rank)

    def of(self, origin: str) -> list[Row]:
        return sorted(
            (r for r in self.rows if r.origin == origin), key=lambda r: _printing_rank(r.printing)
        )


def _printing_rank(printing: Printing) -> tuple[int, int, int, str]:
    main = 0 if printing.set in MAIN_SETS else 1
    return main, KIND_ORDER[printing.kind], SET_ORDER[printing.set], printing.number


def fold(riftcodex: Sequence[Row], gallery: Sequence[Row], issues: list[Issue]) -> list[Group]:
    """Group rows into cards: riftcodex rows by name and type, gallery rows by printing id."""
    groups: dict[tuple[str, str], Group] = {}
    by_source: dict[str, Group] = {}
    for row in riftcodex:
        group = groups.setdefault(row.key, Group())
        group.rows.append(row)
        by_source[row.printing.source] = group
    for row in gallery:
        group = by_source.get(row.printing.source)
        if group is None:
            group = groups.setdefault(row.key, Group())
            issues.append(
                Issue("gallery-only printing", row.printing.source, f"{row.name}: not in riftcodex")
            )
        group.rows.append(row)
    _check_duplicates(riftcodex, issues)
    return list(groups.values())


def _check_duplicates(rows: Iterable[Row], issues: list[Issue]) -> None:
    seen: dict[tuple[str, str], Row] = {}
    for row in rows:
        slot = (row.printing.source, row.printing.kind)
        first = seen.setdefault(slot, row)
        if first is not row and first.text != row.text:
            issues.append(
                Issue(
                    "duplicate rows disagree", row.printing.source, f"{first.where} vs {row.where}"
                )
            )


# --- building a card --------------------------------------------------------------------------


@dataclass(frozen=True, slots=True)
class Built:
    card: Card
    repaired: bool  # glued modes were split
    in_gallery: bool  # name and characteristics from the gallery


def build_card(group: Group, issues: list[Issue]) -> Built:
    """The card of one group, its text from the gallery (modes repaired) or as printed."""
    printings = relabel(group.printings())
    base = printings[0]
    card_id = f"{base.set}-{base.number}"
    riftcodex, gallery = group.of("riftcodex"), group.of("gallery")
    main = _first(gallery, base) or _first(riftcodex, base)
    assert main is not None  # a group has at least one row
    base_row = next(r for r in gallery + riftcodex if r.printing.source == base.source)
    printed_row = _first(riftcodex, base)
    printed = printed_row.text if printed_row else main.text
    if printed_row is None:
        issues.append(Issue("printed wording from the gallery", card_id, "not in riftcodex"))
    text, source, repaired = printed, "printed", False
    current = current_gallery_row(gallery) if gallery else None
    if current is not None:
        text, repaired = repair_modes(current.text, riftcodex, card_id, issues)
        source = "gallery"
    _compare_printings({"riftcodex": printed_row, "gallery": current}, group.rows, issues)
    _compare_rows(card_id, main, riftcodex, issues)
    card = Card(
        id=card_id,
        name=main.name,
        set=base.set,
        type=main.type,
        supertype=main.supertype,
        domains=main.domains,
        energy=main.energy,
        power=main.power,
        might=main.might,
        tags=(printed_row or main).tags,
        rarity=base_row.rarity,
        text=text,
        printed=printed,
        text_source=source,
        printings=tuple(printings),
    )
    return Built(card, repaired, bool(gallery))


def relabel(printings: list[Printing]) -> list[Printing]:
    """The first printing is the base; the others follow by set, kind and number. Other plain
    printings are reprints (another set) or alternate arts (the same set: the three Recruit
    tokens)."""
    base = printings[0]
    result = []
    for printing in printings[1:]:
        if printing.kind == "base":
            kind: Kind = "reprint" if printing.set != base.set else "alternate-art"
            printing = replace(printing, kind=kind)
        result.append(printing)
    return [base, *sorted(result, key=_listing_order)]


def _listing_order(printing: Printing) -> tuple[int, int, str, str]:
    return SET_ORDER[printing.set], KIND_ORDER[printing.kind], printing.number, printing.source


def _first(rows: list[Row], base: Printing) -> Row | None:
    for row in rows:
        if row.printing.source == base.source:
            return row
    return rows[0] if rows else None


def current_gallery_row(rows: list[Row]) -> Row:
    """The gallery's current wording: its plain printing in the newest set (a reprint follows the
    newer template, as the Gold token does), else its first printing. Showcase printings are
    passed over: the gallery left the pre-errata wording on several of them."""
    plain = [row for row in rows if row.printing.kind == "base"]
    if not plain:
        return rows[0]
    return max(plain, key=lambda row: (SET_ORDER[row.printing.set], -plain.index(row)))


def without_reminders(text: str) -> list[str]:
    return words(re.sub(r"\s*\([^()]*\)", "", text))


def _compare_printings(
    reference: dict[str, Row | None], rows: list[Row], issues: list[Issue]
) -> None:
    """Printings of one card whose wording differs from the wording used, in the same source."""
    for row in rows:
        used = reference[row.origin]
        if used is None or row.text == used.text:
            continue
        if without_reminders(row.text) == without_reminders(used.text):
            category = f"{row.origin} printings differ in reminder text only"
        elif words(row.text) == words(used.text):
            category = f"{row.origin} printings differ in punctuation only"
        else:
            category = f"{row.origin} printings differ in wording"
        detail = f"{_quote(row.text)}; {used.printing.source}: {_quote(used.text)}"
        issues.append(Issue(category, row.printing.source, detail))


def _compare_rows(card_id: str, main: Row, riftcodex: list[Row], issues: list[Issue]) -> None:
    """Where the gallery and riftcodex disagree on a printing's name or characteristics."""
    if main.origin != "gallery":
        return
    other = next((r for r in riftcodex if r.printing.source == main.printing.source), None)
    if other is None:
        return
    if name_key(other.name) != name_key(main.name):
        issues.append(
            Issue(
                "name differs", card_id, f"gallery {main.raw_name!r}, riftcodex {other.raw_name!r}"
            )
        )
    for attribute in ("type", "supertype", "domains", "energy", "power", "might", "rarity"):
        mine, theirs = getattr(main, attribute), getattr(other, attribute)
        if mine != theirs:
            issues.append(
                Issue(f"{attribute} differs", card_id, f"gallery {mine!r}, riftcodex {theirs!r}")
            )
    if sorted(main.tags) != sorted(other.tags):
        issues.append(
            Issue(
                "tags differ", card_id, f"gallery {list(main.tags)}, riftcodex {list(other.tags)}"
            )
        )


def _quote(text: str) -> str:
    return json.dumps(text, ensure_ascii=False)


# --- glued modes ------------------------------------------------------------------------------

_GLUE = re.compile(r"(?:(?<=[.!?)])|(?<=[.!?]\"))(?=[A-Z\[])")


def words(text: str) -> list[str]:
    """The words of a text, for comparing wordings that differ only in punctuation and dashes."""
    return re.findall(r"[a-z0-9']+|\[[^\]]*\]", text.casefold())


def repair_modes(
    text: str, riftcodex: list[Row], card_id: str, issues: list[Issue]
) -> tuple[str, bool]:
    """Split the gallery's glued mode lines where a riftcodex printing lists the same modes.

    A line is repaired when riftcodex has a run of ``• `` mode lines whose words, taken together,
    are the words of the line; the line is cut after each mode's last word, so the wording stays
    the gallery's.
    """
    lines = text.split("\n")
    repaired = False
    for index, line in enumerate(lines):
        pieces = _GLUE.split(line)
        if len(pieces) < 2 or line.startswith("• "):
            continue
        modes = _matching_modes(line, riftcodex)
        if modes is None:
            if any(_mode_runs(row.text) for row in riftcodex):
                issues.append(Issue("glued modes not repaired", card_id, _quote(line)))
            continue
        split = _split_like(line, modes)
        if split is None:
            issues.append(Issue("glued modes not repaired", card_id, _quote(line)))
            continue
        lines[index] = "\n".join(f"• {piece}" for piece in split)
        repaired = True
    return "\n".join(lines), repaired


def _mode_runs(text: str) -> list[list[str]]:
    runs: list[list[str]] = []
    current: list[str] = []
    for line in [*text.split("\n"), ""]:
        if line.startswith("• "):
            current.append(line[2:])
        elif current:
            runs.append(current)
            current = []
    return runs


def _matching_modes(line: str, riftcodex: list[Row]) -> list[str] | None:
    target = words(line)
    for row in riftcodex:
        for run in _mode_runs(row.text):
            if [w for mode in run for w in words(mode)] == target:
                return run
    return None


def _split_like(line: str, modes: list[str]) -> list[str] | None:
    """Cut ``line`` into pieces with the words of each mode, at its glue points."""
    pieces = _GLUE.split(line)
    result: list[str] = []
    for mode in modes:
        wanted = words(mode)
        taken = ""
        while pieces and words(taken) != wanted:
            taken += pieces.pop(0)
        if words(taken) != wanted:
            return None
        result.append(taken.strip())
    return result if not pieces else None


# --- errata -----------------------------------------------------------------------------------

_TOKEN = re.compile(r"\(\.\.\.\)|\(…\)|\[[^\]]*\]|[\w']+|[^\w\s]")
_WILDCARD = "(...)"


@dataclass(frozen=True, slots=True)
class Token:
    text: str
    start: int
    end: int

    @property
    def norm(self) -> str:
        return _WILDCARD if self.text in ("(...)", "(…)") else self.text.casefold()


def tokens(text: str) -> list[Token]:
    return [Token(m.group(0), m.start(), m.end()) for m in _TOKEN.finditer(text)]


def find_wording(
    quote: list[Token], text: list[Token], letters: set[str]
) -> list[tuple[int, int]] | None:
    """Where ``quote`` occurs in ``text``, token for token: for each quote token, the range of
    text tokens it covers. ``(...)`` covers one parenthesised reminder, ``[C]`` one of
    ``letters`` (the card's domains)."""
    for start in range(len(text)):
        spans = _match_at(quote, text, start, letters)
        if spans is not None:
            return spans
    return None


def _match_at(
    quote: list[Token], text: list[Token], at: int, letters: set[str]
) -> list[tuple[int, int]] | None:
    spans = []
    position = at
    for token in quote:
        if position >= len(text):
            return None
        if token.norm == _WILDCARD:
            end = _reminder_end(text, position)
            if end is None:
                return None
            spans.append((position, end))
            position = end
            continue
        found = text[position].norm
        if found != token.norm and not (token.norm == "[c]" and found in letters):
            return None
        spans.append((position, position + 1))
        position += 1
    return spans


def _reminder_end(text: list[Token], position: int) -> int | None:
    if text[position].text != "(":
        return None
    depth = 0
    for index in range(position, len(text)):
        depth += {"(": 1, ")": -1}.get(text[index].text, 0)
        if depth == 0:
            return index + 1
    return None


def apply_erratum(text: str, erratum: Erratum, domains: Sequence[str]) -> str | None:
    """``text`` with the erratum's changes made, or None when its old wording is not in ``text``.

    Only the tokens that differ between the old and new wording are replaced (with the spacing
    the new wording has around them), so the card keeps its own line breaks, reminders and
    notation elsewhere.
    """
    letters = {f"[{DOMAINS[d]}]".casefold() for d in domains}
    body, old, new = tokens(text), tokens(erratum.old), tokens(erratum.new)
    spans = find_wording(old, body, letters)
    if spans is None:
        return None
    own = _own_domain(old, body, spans, domains)
    edits = []
    matcher = SequenceMatcher(None, _diffable(old), _diffable(new), autojunk=False)
    for op, i1, i2, j1, j2 in matcher.get_opcodes():
        if op == "equal":
            continue
        start, end = _edges(body, spans, i1, i2)
        replacement = erratum.new[slice(*_edges_new(new, len(erratum.new), j1, j2))]
        if _WILDCARD in replacement or "(…)" in replacement:
            return None  # a reminder the erratum elides cannot be rewritten
        replacement = _keep_breaks(text[start:end], replacement.replace("[C]", own))
        edits.append((start, end, replacement))
    for start, end, replacement in reversed(edits):
        text = text[:start] + replacement + text[end:]
    return canonical(text)


def _diffable(quote: list[Token]) -> list[str]:
    """Tokens as compared between an erratum's old and new wording: case counts."""
    return [_WILDCARD if t.norm == _WILDCARD else t.text for t in quote]


def _own_domain(
    old: list[Token], body: list[Token], spans: list[tuple[int, int]], domains: Sequence[str]
) -> str:
    for token, (start, _) in zip(old, spans, strict=True):
        if token.norm == "[c]":
            return body[start].text
    return f"[{DOMAINS[domains[0]]}]" if len(domains) == 1 else "[C]"


def _edges(body: list[Token], spans: list[tuple[int, int]], i1: int, i2: int) -> tuple[int, int]:
    """The characters of the card text from the end of the token before old ``i1`` to the start
    of the token at old ``i2``: the changed tokens with the spaces around them."""
    start = body[spans[i1 - 1][1] - 1].end if i1 > 0 else body[spans[0][0]].start
    end = body[spans[i2][0]].start if i2 < len(spans) else body[spans[-1][1] - 1].end
    return start, end


def _edges_new(new: list[Token], length: int, j1: int, j2: int) -> tuple[int, int]:
    start = new[j1 - 1].end if j1 > 0 else (new[0].start if new else 0)
    end = new[j2].start if j2 < len(new) else (new[-1].end if new else length)
    return start, end


def _keep_breaks(replaced: str, replacement: str) -> str:
    """Keep a line break of the card text at either edge of an edit (errata quote one line)."""
    lead = re.match(r"\s*", replaced).group(0)
    trail = re.search(r"\s*$", replaced).group(0)
    if "\n" in lead:
        replacement = lead + replacement.lstrip()
    if "\n" in trail and replaced.strip():
        replacement = replacement.rstrip() + trail
    return replacement


FILLERS = frozenset({"a", "an", "the", "your", "its", "their"})


def carries(text: str, erratum: Erratum, domains: Sequence[str], verbatim: bool) -> bool:
    """Whether ``text`` already has the erratum's new wording: verbatim, or (``verbatim`` False)
    every change from old to new is found in it with a word of context on each side, articles
    and possessives aside, since the overlay often quotes in a shortened form ("Look at top 5
    cards of Main Deck")."""
    letters = {f"[{DOMAINS[d]}]".casefold() for d in domains}
    if verbatim:
        return find_wording(tokens(erratum.new), tokens(text), letters) is not None
    own = f"[{DOMAINS[domains[0]]}]".casefold() if len(domains) == 1 else "[c]"

    def plain(quote: str) -> list[str]:
        return [t.norm.replace("[c]", own) for t in tokens(quote) if t.norm not in FILLERS]

    body, old, new = plain(text), plain(erratum.old), plain(erratum.new)
    haystack = f" {' '.join(body)} "
    matcher = SequenceMatcher(None, old, new, autojunk=False)
    changes = [op for op in matcher.get_opcodes() if op[0] != "equal"]
    for _, i1, i2, j1, j2 in changes:
        if j1 < j2 and f" {' '.join(new[max(j1 - 1, 0) : j2 + 1])} " not in haystack:
            return False
        if j1 == j2 and f" {' '.join(old[max(i1 - 1, 0) : i2 + 1])} " in haystack:
            return False
    return bool(changes)


def resolve(
    erratum: Erratum, printings: dict[tuple[str, str], str], names: dict[str, str]
) -> str | None:
    """The id of the card an erratum is about: by its card ids, else by its name."""
    for card_id in erratum.card_ids:
        set_id, _, number = card_id.partition("-")
        number = number.upper() if number[:1].isalpha() else number
        for candidate in (number, number.replace("a", "*"), re.sub(r"[a-z*]$", "", number)):
            if (set_id, candidate) in printings:
                return printings[(set_id, candidate)]
    return names.get(name_key(erratum.name))


def apply_errata(cards: list[Card], sources: Sources) -> tuple[list[Card], list[ErratumOutcome]]:
    """Every erratum, oldest document first, applied to the card it names where it fits."""
    printings = {(p.set, p.number): card.id for card in cards for p in card.printings}
    names = _name_index(cards)
    by_id = {card.id: card for card in cards}
    outcomes = []
    order = list(sources.documents)
    for erratum in sorted(sources.errata, key=lambda e: order.index(e.document)):
        card_id = resolve(erratum, printings, names)
        if card_id is None:
            outcomes.append(
                ErratumOutcome(erratum, None, "unresolved", "no card with these ids or this name")
            )
            continue
        card, outcome = _apply_one(by_id[card_id], erratum)
        by_id[card_id] = card
        outcomes.append(outcome)
    return [by_id[card.id] for card in cards], outcomes


def _apply_one(card: Card, erratum: Erratum) -> tuple[Card, ErratumOutcome]:
    """Already there (verbatim), applied (old wording found), already there (every change found)
    or refused, in that order."""
    where = WORDING[card.text_source]
    with_erratum = replace(card, errata=tuple(dict.fromkeys((*card.errata, erratum.document))))
    if carries(card.text, erratum, card.domains, verbatim=True):
        detail = f"{where} wording already has the new text"
        return with_erratum, ErratumOutcome(erratum, card.id, "already", detail)
    changed = apply_erratum(card.text, erratum, card.domains)
    if changed is not None:
        applied = replace(with_erratum, text=changed, text_source="errata")
        return applied, ErratumOutcome(erratum, card.id, "applied", f"applied to {where} wording")
    if carries(card.text, erratum, card.domains, verbatim=False):
        detail = f"{where} wording already has every change (the overlay quotes it shortened)"
        return with_erratum, ErratumOutcome(erratum, card.id, "already", detail)
    detail = f"old wording not found in {where} wording"
    return card, ErratumOutcome(erratum, card.id, "refused", detail)


WORDING: dict[TextSource, str] = {
    "gallery": "the gallery's",
    "printed": "the printed",
    "errata": "the corrected",
}


def _name_index(cards: Sequence[Card]) -> dict[str, str]:
    """Name keys to card ids: each name first, then "Champion, Title" for legends and champions."""
    index = {name_key(card.name): card.id for card in cards}
    for card in cards:
        for form in name_forms(card)[1:]:
            index.setdefault(name_key(form), card.id)
    return index


def name_forms(card: Card) -> list[str]:
    """The names a card is known by: its own, then "Champion, Title" forms."""
    return [card.name, *aliases(card)]


# --- the whole import -------------------------------------------------------------------------


def build(sources: Sources) -> Report:
    """The pool, in memory and validated, with everything the import could not reconcile."""
    issues: list[Issue] = []
    built = [
        build_card(group, issues) for group in fold(sources.riftcodex, sources.gallery, issues)
    ]
    cards = sorted((b.card for b in built), key=card_order)
    cards, outcomes = apply_errata(cards, sources)
    issues += [_erratum_issue(o, cards) for o in outcomes if o.outcome in ("refused", "unresolved")]
    with_errata = {o.card for o in outcomes}
    _compare_texts([c for c in cards if c.id not in with_errata], issues)
    _check_casing([b.card for b in built if not b.in_gallery], issues)
    validate(cards)
    rows = {
        "riftcodex": len(sources.riftcodex),
        "gallery": len(sources.gallery),
        "errata": len(sources.errata),
    }
    repaired = sorted((b.card.id for b in built if b.repaired), key=id_order)
    issues = list(dict.fromkeys(issues))
    return Report(rows, tuple(cards), outcomes, issues, repaired, sources.gallery_date)


def _erratum_issue(outcome: ErratumOutcome, cards: list[Card]) -> Issue:
    erratum = outcome.erratum
    subject = outcome.card or ", ".join(erratum.card_ids)
    detail = f"{erratum.name} ({erratum.document}): {outcome.detail}"
    card = next((c for c in cards if c.id == outcome.card), None)
    if card is not None:
        detail += (
            f". Old {_quote(erratum.old)}; new {_quote(erratum.new)}; card {_quote(card.text)}"
        )
    return Issue(f"erratum {outcome.outcome}", subject, detail)


def card_order(card: Card) -> tuple[int, str, int, str]:
    return id_order(card.id)


def id_order(card_id: str) -> tuple[int, str, int, str]:
    set_id, _, number = card_id.partition("-")
    digits = re.sub(r"\D", "", number)
    return (
        SET_ORDER.get(set_id, len(SET_ORDER)),
        re.sub(r"[\d*a-z]", "", number),
        int(digits or 0),
        number,
    )


def _compare_texts(cards: Iterable[Card], issues: list[Issue]) -> None:
    """Gallery wording that differs from the printed wording for no erratum."""
    for card in cards:
        if card.text_source != "gallery" or card.text == card.printed:
            continue
        category = classify_difference(card.printed, card.text)
        issues.append(
            Issue(category, card.id, f"printed {_quote(card.printed)}; gallery {_quote(card.text)}")
        )


def classify_difference(printed: str, current: str) -> str:
    if words(printed) == words(current):
        return "printed and gallery differ in punctuation only"
    printed_lines = [line for line in printed.split("\n") if line]
    current_lines = current.split("\n")
    if printed_lines and all(line in current_lines for line in printed_lines):
        return "printed text truncated (gallery has more lines)"
    return "printed and gallery differ in wording (no erratum listed)"


def _check_casing(cards: Iterable[Card], issues: list[Issue]) -> None:
    """Names only riftcodex gives, with a capitalised small word (riftcodex's "Ride The Wind")."""
    for card in cards:
        for part in card.name.split(", "):
            if re.search(r"(?<=\w) (The|At|Of|In|On|To|And|A|An|For)\b", part):
                issues.append(Issue("name casing unverified", card.id, card.name))


def validate(cards: Sequence[Card]) -> None:
    """The pool must have one card per id and per name, and only known kinds and sources."""
    problems = []
    for what, values in (
        ("id", [c.id for c in cards]),
        ("name", [name_key(c.name) for c in cards]),
    ):
        doubled = [value for value, count in Counter(values).items() if count > 1]
        if doubled:
            problems.append(f"{what}s used twice: {', '.join(doubled[:5])}")
    printings = Counter((p.source, p.kind) for card in cards for p in card.printings)
    doubled = [source for (source, _), count in printings.items() if count > 1]
    if doubled:
        problems.append(f"printings in two cards: {', '.join(doubled[:5])}")
    for card in cards:
        if not card.name or not card.type or not card.printings:
            problems.append(f"{card.id}: missing name, type or printings")
        elif card.type not in CARD_TYPES:
            problems.append(f"{card.id}: unknown card type {card.type[:40]!r}")
    if problems:
        raise SourceError("card pool", "; ".join(problems))


# --- writing ----------------------------------------------------------------------------------


def dump_cards(cards: Iterable[Card]) -> str:
    return "".join(
        json.dumps(card.to_json(), ensure_ascii=False, separators=(", ", ": ")) + "\n"
        for card in cards
    )


def import_cards(shared: Path, root: Path | None = None, force: bool = False) -> Report:
    """Read the three sources, build and check the pool, then switch ``<root>/cards/`` in (one
    transaction: :mod:`.transaction`)."""
    done = transaction.run(shared, root or rulebook_dir(), only=("cards",), force=force)
    return done.built["cards"].result  # type: ignore[return-value]


def _build(job: transaction.Job) -> transaction.Built:
    report = build(read_sources(job.shared))
    files = {f"{set_id}.jsonl": dump_cards(cards) for set_id, cards in by_set(report.cards)}
    files["REPORT.md"] = render_report(report)
    return transaction.Built(files, [f"cards: {report}"], report)


CARDS = transaction.Output(
    "cards", _build, lambda job: [job.shared / RIFTCODEX, job.shared / GALLERY, job.shared / ERRATA]
)


def by_set(cards: Iterable[Card]) -> Iterator[tuple[str, list[Card]]]:
    groups: dict[str, list[Card]] = defaultdict(list)
    for card in cards:
        groups[card.set].append(card)
    for set_id in sorted(groups, key=lambda s: SET_ORDER.get(s, len(SET_ORDER))):
        yield set_id, sorted(groups[set_id], key=card_order)


# --- REPORT.md --------------------------------------------------------------------------------


def render_report(report: Report) -> str:
    parts = [
        _report_head(report),
        _report_counts(report),
        _report_errata(report),
        _report_issues(report),
    ]
    return "\n".join(parts)


def _report_head(report: Report) -> str:
    return (
        "# Card import report\n\n"
        "Written by `riftrules.importers.cards.import_cards` from the raw sources named in "
        "`../NOTICE.md`; do not edit by hand. Cards and printings come from riftcodex (printed "
        "wording) and the official gallery (names, characteristics, current wording, snapshot "
        f"{report.gallery_date}); errata come from the overlay. See the module's docstring for "
        "how conflicts are settled.\n"
    )


def _table(header: Sequence[str], rows: Iterable[Sequence[object]]) -> str:
    lines = ["| " + " | ".join(header) + " |", "|" + "|".join("---" for _ in header) + "|"]
    lines += ["| " + " | ".join(_cell(value) for value in row) + " |" for row in rows]
    return "\n".join(lines) + "\n"


def _cell(value: object) -> str:
    return str(value).replace("|", "\\|").replace("\n", "\\n")


def _report_counts(report: Report) -> str:
    cards = report.per_set()
    printings = Counter(p.set for card in report.cards for p in card.printings)
    kinds = Counter(p.kind for card in report.cards for p in card.printings)
    rows = ", ".join(f"{n} {s}" for s, n in report.rows.items())
    sets = sorted(printings, key=lambda s: SET_ORDER.get(s, len(SET_ORDER)))
    return "\n".join(
        [
            "## Counts\n",
            f"Rows read: {rows}. Cards: {len(report.cards)}; printings: "
            f"{sum(kinds.values())}; glued modes repaired: {len(report.repaired_modes)} "
            f"({', '.join(report.repaired_modes)}).\n",
            _table(
                ("set", "cards (base printing in this set)", "printings in this set"),
                [(s, cards[s], printings[s]) for s in sets],
            ),
            _table(("printing kind", "printings"), [(k, kinds[k]) for k in KINDS if kinds[k]]),
            _table(("text source", "cards"), sorted(report.per_text_source().items())),
        ]
    )


def _report_errata(report: Report) -> str:
    rows = [
        (o.erratum.document, o.erratum.name, o.card or "—", o.outcome, o.detail)
        for o in report.errata
    ]
    counts = ", ".join(f"{n} {o}" for o, n in sorted(report.outcomes().items()))
    return "\n".join(
        [
            "## Errata\n",
            f"{len(report.errata)} errata entries: {counts}. *already*: the wording used "
            "already has the new text; *refused*: its old wording is not in the card's text.\n",
            _table(("document", "erratum", "card", "outcome", "detail"), rows),
        ]
    )


NOTES = {
    "erratum refused": "Its old wording is not in the card's text, so nothing was changed; the "
    "texts are quoted.",
    "erratum unresolved": "No card has the erratum's ids or name.",
    "gallery printings differ in reminder text only": "Showcase printings often omit reminder "
    "text. The wording used is named after the semicolon.",
    "gallery printings differ in wording": "The gallery kept the pre-errata or older wording on "
    "some showcase printings; the wording used is named after the semicolon.",
    "gallery-only printing": "Token printings riftcodex lacks; they are kept.",
    "name differs": "The gallery's name is kept; riftcodex's spelling is still found by "
    "`riftrules.cards.find`.",
    "printed and gallery differ in punctuation only": "Same words, different dashes or a "
    "doubled full stop; the gallery's wording is kept.",
    "printed and gallery differ in wording (no erratum listed)": "No erratum in the overlay "
    "explains the change; the gallery's wording is kept (for a reprinted card, that of its "
    "newest plain printing: the Gold token's is UNL-T05's).",
    "printed text truncated (gallery has more lines)": "riftcodex lost the abilities after the "
    "first lines (mostly Equipment); `printed` keeps riftcodex's text, `text` is the gallery's.",
    "printed wording from the gallery": "The card is not in riftcodex; `printed` is the "
    "gallery's wording.",
    "riftcodex printings differ in reminder text only": "Reprints and showcase printings often "
    "omit reminder text. The wording used is named after the semicolon.",
    "riftcodex printings differ in wording": "A reprint printed with newer wording (or an older "
    "one); `printed` is the base printing's. The wording used is named after the semicolon.",
    "supertype differs": "The gallery's value is kept.",
    "tags differ": "riftcodex's tags are kept (the gallery tags Karma, Channeler with Vi).",
    "duplicate rows disagree": "Two riftcodex rows of one printing with different text.",
    "glued modes not repaired": "A gallery line with modes glued together that riftcodex's "
    "modes do not match word for word; left as it is.",
    "name casing unverified": "A name only riftcodex gives, with a capitalised small word.",
}


def _report_issues(report: Report) -> str:
    by_category: dict[str, list[Issue]] = defaultdict(list)
    for issue in report.issues:
        by_category[issue.category].append(issue)
    sections = ["## What could not be reconciled\n"]
    for category in sorted(by_category):
        found = sorted(by_category[category], key=lambda issue: _subject_order(issue.subject))
        sections.append(f"### {category} ({len(found)})\n")
        if category in NOTES:
            sections.append(f"{NOTES[category]}\n")
        rows = [(issue.subject, issue.detail) for issue in found]
        sections.append(_table(("card or printing", "detail"), rows))
    return "\n".join(sections)


def _subject_order(subject: str) -> tuple[int, str, int, str]:
    return id_order(subject) if _is_id(subject) else (len(SET_ORDER) + 1, subject, 0, "")


def _is_id(subject: str) -> bool:
    return re.fullmatch(r"[A-Z]+-[A-Z]*\d+[a-z*]?", subject) is not None
