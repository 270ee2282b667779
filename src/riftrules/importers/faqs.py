"""Import Riot's official FAQs (``faqs.json``) into rulings: ``rulebook/rulings/``.

:func:`read` is pure: it reads and validates the raw file and returns every ruling and every
part of a document that is not one (with the reason), touching nothing. :data:`RULINGS` is the
import output that writes the three files of ``rulebook/rulings/`` (with the rest of an import,
:mod:`.transaction`); ``import_rulings`` re-imports them alone.

The documents come in three layouts, all read by one block parser (:func:`entries`):

- **Q headings** (the Origins and Spiritforged FAQs): ``## Section``, then ``### Q: …`` and the
  answer; other headings inside an answer label quoted card text ("### Falling Star (revised
  text)"); a ``####`` heading is a titled clarification; a card name alone on a line before a
  question names the card it is about.
- **Titled clarifications** (a Regional Qualifier's rulings): ``### Title`` and its text.
- **Sections, then questions as paragraphs** (the Unleashed FAQ): each ``##`` section is a
  clarification until a "Frequently Asked Questions" line; after it, a question is a paragraph
  that asks (it ends with "?" and opens as a question does), its answer what follows.

Text before a document's first heading is its introduction, and a section's text before its
first entry introduces the section: both are listed in the report, not imported. What a
document says is not about the game (tournament policy, credits) is named in
``faq_documents.json`` with its reason. Each ruling is then linked: the cards it names (by
name, among the sets out when it was written, case and apostrophes as printed), the rules it
cites or quotes (checked in the edition in force on its date, traced to the current edition),
the keywords it names, the rules it rewrites ("Rule 461.3.d. should read …"), and any later
edition that reworded a rule it rests on.

The raw data is hostile: every field is type- and size-checked, HTML is dropped as text (never
interpreted), URLs are kept only as plain ``https`` addresses; a malformed file raises
:class:`~riftrules.importers.rows.SourceError` and leaves ``rulebook/`` untouched.
"""

from __future__ import annotations

import json
import re
from collections.abc import Iterable, Iterator
from dataclasses import dataclass, field, replace
from datetime import date
from functools import cache
from pathlib import Path

from riftrules.cards import pool
from riftrules.cards.model import Card
from riftrules.importers import transaction
from riftrules.importers.faqs_report import render
from riftrules.importers.rows import SourceError
from riftrules.paths import rulebook_dir
from riftrules.rules import citations, cite, graph, store, trace
from riftrules.rules.model import Rule
from riftrules.rulings.model import (
    Amendment,
    CardRef,
    Change,
    Document,
    Kind,
    RuleRef,
    Ruling,
    Skipped,
)

FAQS = Path("data") / "raw" / "ZanderH-code__riftboundoc" / "faqs.json"
CONFIG = Path(__file__).with_name("faq_documents.json")
# Rulings whose answer a later edition changed, found by reading the rules (they cite none).
CHANGES = Path(__file__).with_name("faq_changes.json")

MAX_FILE = 16 * 1024 * 1024
MAX_CONTENT = 1024 * 1024
MAX_DOCUMENTS = 100
_ID = re.compile(r"[a-z0-9][a-z0-9-]{0,79}")
_URL = re.compile(r"https://[A-Za-z0-9.-]+(?:/[A-Za-z0-9._~%/#?=&+:-]*)?")
_CONTROL = re.compile(r"[\x00-\x08\x0b\x0c\x0e-\x1f\x7f\u200b\u2028\u2029]")
_TAG = re.compile(r"<[^<>]{0,4000}>")
_HEADING = re.compile(r"(#{1,6})[ \t]+(.*?)[ \t#]*")
_Q = re.compile(r"Q\s*:\s*(.+)", re.S)
_FAQ_MARK = re.compile(r"frequently asked questions", re.I)
# A paragraph that asks: it ends with "?" and opens as a question does.
_ASKS = re.compile(
    r"(?:What|How|Can|Could|Does|Do|Did|Is|Are|Will|Would|Should|Which|Who|Why|When|Where|"
    r"If|I|My|You|Am)\b[^\n]{0,600}\?",
)
# A rule quoted after the answer, glued to what comes before it: "…wins.467.When a cleanup …".
_QUOTE_START = re.compile(
    r"(?:(?<=^)|(?<=[a-z).!?\"”\]]))(?=\d{3}\.(?:(?:\d{1,2}|[a-z])\.)*\s?(?:\(OLD\)|\d+[a-z]?\.\s|[A-Z]))"
)
_QUOTE = re.compile(r"(?P<number>\d{3}(?:\.(?:\d{1,2}|[a-z]))*)\.(?P<text>.*)", re.S)
_CHANGE_FLOOR = 0.95  # a later wording less similar than this is a change to the rule


@dataclass(frozen=True, slots=True)
class Raw:
    """One validated document of ``faqs.json``."""

    id: str
    title: str
    publisher: str
    date: str
    url: str | None
    content: str


@dataclass
class Entry:
    """A ruling as the layout gives it, before it is linked to cards and rules."""

    section: str
    kind: Kind
    question: str
    paragraphs: list[str] = field(default_factory=list)
    subject: str | None = None  # a card named alone on the line before the question
    skip: str = ""  # why this part is not a ruling (from ``faq_documents.json``)


@dataclass
class Imported:
    documents: list[Document]
    rulings: list[Ruling]
    skipped: list[Skipped]
    notes: list[str]


# -- reading and validating ---------------------------------------------------------------------


def _text(record: dict, key: str, where: str, limit: int, required: bool = True) -> str:
    value = record.get(key)
    if value is None and not required:
        return ""
    if not isinstance(value, str):
        raise SourceError(where, f"field {key!r} must be a string")
    if len(value) > limit:
        raise SourceError(where, f"field {key!r} is longer than {limit} characters")
    return clean(value)


def clean(text: str) -> str:
    """Text as data: control and invisible characters dropped, one kind of apostrophe."""
    text = _CONTROL.sub("", text.replace("\r\n", "\n").replace("\r", "\n"))
    return text.replace("ʼ", "'").replace("’", "'").replace("\u00a0", " ")


def safe_url(value: str) -> str | None:
    """``value`` if it is a plain https address, else ``None``."""
    return value if _URL.fullmatch(value) else None


def read_documents(path: Path, notes: list[str]) -> list[Raw]:
    if not path.is_file():
        raise SourceError(str(path), "source file not found")
    if path.stat().st_size > MAX_FILE:
        raise SourceError(str(path), f"larger than {MAX_FILE} bytes")
    try:
        records = json.loads(path.read_text(encoding="utf-8"))
    except (UnicodeDecodeError, json.JSONDecodeError) as error:
        raise SourceError(str(path), f"not JSON: {error}") from None
    if not isinstance(records, list) or len(records) > MAX_DOCUMENTS:
        raise SourceError(str(path), f"must be a list of at most {MAX_DOCUMENTS} documents")
    documents: list[Raw] = []
    for index, record in enumerate(records):
        where = f"{path.name}[{index}]"
        if not isinstance(record, dict):
            raise SourceError(where, "a document must be an object")
        doc_id = _text(record, "id", where, 80)
        if not _ID.fullmatch(doc_id):
            raise SourceError(where, f"id {doc_id!r} is not a plain slug")
        if any(d.id == doc_id for d in documents):
            raise SourceError(where, f"duplicate document id {doc_id!r}")
        published = _text(record, "publishedAt", where, 40)
        try:
            day = date.fromisoformat(published[:10]).isoformat()
        except ValueError:
            raise SourceError(where, f"publishedAt {published!r} is not a date") from None
        raw_url = _text(record, "originUrl", where, 2000, required=False)
        url = safe_url(raw_url)
        if raw_url and url is None:
            notes.append(
                f"{doc_id}: its address {raw_url[:80]!r} is not a plain https URL: left out"
            )
        documents.append(
            Raw(
                id=doc_id,
                title=_text(record, "title", where, 300),
                publisher=_text(record, "source", where, 200, required=False) or "unknown",
                date=day,
                url=url,
                content=_text(record, "content", where, MAX_CONTENT),
            )
        )
    return documents


@cache
def config() -> dict[str, dict]:
    return json.loads(CONFIG.read_text(encoding="utf-8"))


def document(raw: Raw) -> Document:
    known = config().get(raw.id, {})
    sets = tuple(known.get("sets") or sorted({card.set for card in pool.load()}))
    authority = known.get("authority") or (
        "official" if raw.publisher == "Riftbound Official" else "event"
    )
    return Document(
        id=raw.id,
        title=raw.title,
        url=raw.url,
        publisher=raw.publisher,
        date=raw.date,
        edition=store.in_force(raw.date).id,
        authority=authority,
        sets=sets,
    )


# -- layout -------------------------------------------------------------------------------------


def blocks(content: str) -> Iterator[tuple[int, str]]:
    """(heading level, text) for each heading, (0, text) for each paragraph; HTML dropped."""
    paragraph: list[str] = []

    def flush() -> Iterator[tuple[int, str]]:
        text = "\n".join(paragraph).strip()
        paragraph.clear()
        if text:
            yield 0, text

    for line in content.split("\n"):
        line = _TAG.sub("", line).rstrip()
        heading = _HEADING.fullmatch(line)
        if heading:
            yield from flush()
            if heading[2].strip():
                yield len(heading[1]), heading[2].strip()
        elif not line.strip():
            yield from flush()
        else:
            paragraph.append(line)
    yield from flush()


def _is_subject(text: str) -> bool:
    """A card name alone on a line ("Blood Rush", "Draven, Audacious")."""
    return len(text) <= 60 and "\n" not in text and not re.search(r"[.:?!]$", text)


def entries(raw: Raw, skipped: list[Skipped]) -> list[Entry]:
    """The document's rulings, in order; what is not one goes to ``skipped``."""
    found: list[Entry] = []
    parts = list(blocks(raw.content))
    q_headings = any(level and _Q.match(text) for level, text in parts)
    section, entry, intro = "", None, []
    asking = False  # after a "Frequently Asked Questions" line: questions are paragraphs
    not_rulings: dict[str, str] = config().get(raw.id, {}).get("not_rulings", {})

    def close() -> None:
        nonlocal entry
        if intro:
            reason = (
                "the document's introduction: how to read it, no ruling of its own"
                if not section
                else "introduces its section; no ruling of its own"
            )
            skipped.append(Skipped(raw.id, section, _excerpt(intro), reason))
            intro.clear()
        if entry is not None and entry.skip:
            excerpt = _excerpt([entry.question, *entry.paragraphs])
            skipped.append(Skipped(raw.id, entry.section, excerpt, entry.skip))
        elif entry is not None and (entry.paragraphs or entry.kind == "question"):
            found.append(entry)
        entry = None

    def start(kind: Kind, title: str) -> None:
        nonlocal entry
        subject = None
        if entry is not None and entry.paragraphs and _is_subject(entry.paragraphs[-1]):
            subject = entry.paragraphs.pop()
        elif intro and _is_subject(intro[-1]):
            subject = intro.pop()
        close()
        entry = Entry(section, kind, title, subject=subject)
        if title in not_rulings:
            entry.skip = not_rulings[title]

    for level, text in parts:
        question = _Q.match(text) if level else None
        if level and level <= 2:
            close()
            section, asking = text, False
            if not q_headings:
                start("clarification", text)
        elif question:
            start("question", " ".join(question[1].split()))
        elif level and (level == 4 or (level == 3 and not q_headings)):
            start("clarification", text)
        elif level:
            target = entry.paragraphs if entry is not None else intro
            target.append(text + ":")
        elif _FAQ_MARK.fullmatch(text):
            close()
            section, asking = text, True
        elif asking and _ASKS.fullmatch(text) and len(text) <= 600:
            start("question", " ".join(text.split()))
        elif entry is not None:
            entry.paragraphs.append(text)
        else:
            intro.append(text)
    close()
    return found


def _excerpt(paragraphs: list[str], width: int = 160) -> str:
    text = " ".join(" ".join(paragraphs).split())
    return text if len(text) <= width else text[: width - 1].rstrip() + "…"


# -- quoted rules and rewrites ------------------------------------------------------------------


def split_quotes(paragraphs: list[str]) -> tuple[list[str], list[tuple[str, str]]]:
    """The answer's own paragraphs, and the rules it quotes after them as (number, text):
    "323.1.1. If a player …467.When a cleanup …" is two quotes, 323.1 and 467."""
    own: list[str] = []
    quoted: list[tuple[str, str]] = []
    for paragraph in paragraphs:
        if not (_QUOTE.match(paragraph) or paragraph.startswith("(NEW)")):
            own.append(paragraph)
            continue
        pieces = [p for p in _QUOTE_START.split(paragraph) if p.strip()]
        for piece in pieces:
            match = _QUOTE.match(piece)
            if match:
                quoted.append((match["number"], match["text"].strip()))
            elif quoted:  # "(NEW) …" continues the quote before it
                number, text = quoted[-1]
                quoted[-1] = (number, f"{text} {piece.strip()}")
            else:
                own.append(piece)
    return own, quoted


def amendments(quoted: list[tuple[str, str]], edition: str) -> list[Amendment]:
    """The quotes that give an old and a new wording: "461.3.d.(OLD) … (NEW) …"."""
    found = []
    for number, text in quoted:
        match = re.fullmatch(r"\(OLD\)\s*(?P<old>.*?)\s*\(NEW\)\s*(?P<new>.*)", text, re.S)
        if match:
            found.append(Amendment(number, edition, match["old"], match["new"]))
    return found


# -- linking ------------------------------------------------------------------------------------


def _name_forms(card: Card) -> list[str]:
    return [card.name, *pool.aliases(card)]


@cache
def _name_pattern(sets: tuple[str, ...]) -> tuple[re.Pattern[str], dict[str, Card]]:
    """Every name form of the cards out in ``sets`` -> card; a champion's short name alone
    ("Nocturne") too when only one card of those sets has it."""
    cards = [card for card in pool.load() if card.set in sets]
    forms: dict[str, Card] = {}
    for card in cards:
        for form in _name_forms(card):
            forms.setdefault(clean(form), card)
    shorts: dict[str, list[Card]] = {}
    for card in cards:
        if card.supertype == "Champion" and ", " in card.name:
            shorts.setdefault(card.name.split(", ", 1)[0], []).append(card)
    for short, owners in shorts.items():
        if len(owners) == 1:
            forms.setdefault(clean(short), owners[0])
    names = sorted(forms, key=len, reverse=True)
    pattern = re.compile(r"(?<![\w'-])(" + "|".join(map(re.escape, names)) + r")(?![\w-])")
    return pattern, forms


def cards_named(text: str, sets: tuple[str, ...], subject: str | None = None) -> list[CardRef]:
    pattern, forms = _name_pattern(sets)
    found: dict[str, CardRef] = {}
    if subject:
        try:
            card = pool.find(subject)
            found[card.id] = CardRef(card.id, card.name)
        except LookupError:
            pass
    for match in pattern.finditer(text):
        card = forms[match[1]]
        found.setdefault(card.id, CardRef(card.id, card.name))
    return list(found.values())


@cache
def _keywords(edition: str) -> dict[str, str]:
    """Keyword name -> its section, in ``edition``."""
    built = graph.build(edition)
    return {
        data["text"]: graph.defining_rule(built, data["text"]) or ""
        for _, data in built.nodes(data=True)
        if data.get("kind") == "term" and data.get("keyword")
    }


def _keyword_pattern(edition: str) -> re.Pattern[str] | None:
    names = sorted(_keywords(edition), key=len, reverse=True)
    if not names:
        return None
    return re.compile(r"(?<![\w-])\[?(" + "|".join(map(re.escape, names)) + r")\b")


def _current_of(number: str, edition: str) -> tuple[str | None, str]:
    current = store.edition_info().id
    if edition == current:
        return number, "same"
    followed = trace.trace(number, edition, current)
    return followed.counterpart, followed.status


def rules_cited(text: str, edition: str) -> list[RuleRef]:
    """The rules ``text`` cites or quotes, checked in ``edition`` and traced to the current one."""
    loaded = store.load(edition)
    refs: dict[str, RuleRef] = {}
    for found in citations.find(text):
        checked = cite.check(found, loaded, loaded)
        number = found.first
        if number in refs:
            continue
        current, status = _current_of(number, edition) if number in loaded else (None, "removed")
        refs[number] = RuleRef(
            number, edition, "cited", checked.status, current, status, found.text.strip()
        )
    return list(refs.values())


def keywords_named(text: str, edition: str, cited: Iterable[RuleRef]) -> list[RuleRef]:
    pattern = _keyword_pattern(edition)
    if pattern is None:
        return []
    seen = {ref.number for ref in cited}
    refs: list[RuleRef] = []
    for match in pattern.finditer(text):
        number = _keywords(edition)[match[1]]
        if not number or number in seen:
            continue
        seen.add(number)
        current, status = _current_of(number, edition)
        refs.append(RuleRef(number, edition, "keyword", "ok", current, status, match[1]))
    return refs


def later_changes(refs: Iterable[RuleRef], edition: str) -> list[Change]:
    """For each cited rule, the first later complete edition that reworded or removed it."""
    later = [
        info.id
        for info in store.editions()
        if not info.partial and info.date > store.edition_info(edition).date
    ]
    changes = []
    for ref in refs:
        if ref.via != "cited" or ref.number not in store.load(edition):
            continue
        for newer in later:
            followed = trace.trace(ref.number, edition, newer)
            if followed.status == "removed" or (
                followed.status == "edited" and followed.similarity < _CHANGE_FLOOR
            ):
                changes.append(
                    Change(
                        ref.number,
                        newer,
                        followed.counterpart,
                        followed.status,
                        round(followed.similarity, 3),
                    )
                )
                break
    return changes


def adopted(amendment: Amendment) -> Amendment:
    """The amendment with the first later edition whose rule reads as its new wording."""
    old = Rule(amendment.number, "rule", None, amendment.old)
    new = Rule(amendment.number, "rule", None, amendment.new)
    if amendment.number not in store.load(amendment.edition):
        return amendment
    for info in store.editions():
        if info.partial or info.date <= store.edition_info(amendment.edition).date:
            continue
        followed = trace.trace(amendment.number, amendment.edition, info.id)
        if followed.counterpart is None:
            continue
        rule = store.load(info.id).by_number[followed.counterpart]
        to_new, to_old = trace.similarity(new, rule), trace.similarity(old, rule)
        if to_new > to_old and to_new >= 0.6:
            return replace(amendment, adopted=info.id)
    return amendment


def _slug(text: str, width: int = 56) -> str:
    words = re.findall(r"[a-z0-9]+", text.casefold())
    out = ""
    for word in words:
        if len(out) + len(word) + 1 > width:
            break
        out = f"{out}-{word}" if out else word
    return out or "ruling"


def ruling(doc: Document, entry: Entry, taken: set[str]) -> Ruling:
    own, quoted = split_quotes(entry.paragraphs)
    short = config().get(doc.id, {}).get("short", doc.id)
    base = f"{short}/{_slug(entry.question)}"
    ruling_id, n = base, 2
    while ruling_id in taken:
        ruling_id, n = f"{base}-{n}", n + 1
    taken.add(ruling_id)
    answer = "\n\n".join(own + [f"{number}. {text}" for number, text in quoted])
    whole = entry.question + "\n\n" + answer
    rewrites = [adopted(a) for a in amendments(quoted, doc.edition)]
    cited = rules_cited(whole, doc.edition)
    names, _ = _name_pattern(doc.sets)
    unnamed = names.sub(lambda m: " " * len(m[0]), whole)  # "Thrill of the Hunt" is no [Hunt]
    rules = cited + keywords_named(unnamed, doc.edition, cited)
    return Ruling(
        id=ruling_id,
        document=doc.id,
        section=entry.section,
        kind=entry.kind,
        question=entry.question,
        answer=answer,
        date=doc.date,
        edition=doc.edition,
        url=doc.url,
        cards=tuple(cards_named(f"{entry.section}\n\n{whole}", doc.sets, entry.subject)),
        rules=tuple(rules),
        amends=tuple(rewrites),
        changed_by=tuple(later_changes(cited, doc.edition)),
    )


def read(shared: Path) -> Imported:
    """Every ruling of the FAQs in ``shared``, validated and linked; nothing is written."""
    notes: list[str] = []
    raws = sorted(read_documents(shared / FAQS, notes), key=lambda r: (r.date, r.id))
    documents, rulings, skipped = [], [], []
    for raw in raws:
        doc = document(raw)
        documents.append(doc)
        taken: set[str] = set()
        rulings += [ruling(doc, entry, taken) for entry in entries(raw, skipped)]
    rulings = [with_known_change(r) for r in rulings]
    validate(rulings, documents)
    return Imported(documents, rulings, skipped, notes)


def with_known_change(item: Ruling) -> Ruling:
    """``item`` marked with the change ``faq_changes.json`` names for it, checked: the rule it
    rested on exists in its edition, the rule that changed it in the later one."""
    known = json.loads(CHANGES.read_text(encoding="utf-8")).get(item.id)
    if known is None:
        return item
    later = store.edition_info(known["edition"])
    if known["rested_on"] not in store.load(item.edition) or known["rule"] not in store.load(
        later.id
    ):
        raise SourceError(str(CHANGES), f"{item.id}: a rule it names does not exist")
    if later.date <= store.edition_info(item.edition).date:
        raise SourceError(str(CHANGES), f"{item.id}: {later.id} is not a later edition")
    current, status = _current_of(known["rule"], later.id)
    ref = RuleRef(known["rule"], later.id, "changed", "ok", current, status, known["rule"])
    change = Change(known["rested_on"], later.id, known["rule"], "changed", 0.0, known["why"])
    return replace(item, rules=(*item.rules, ref), changed_by=(*item.changed_by, change))


def validate(rulings: list[Ruling], documents: list[Document]) -> None:
    ids = [r.id for r in rulings]
    if len(ids) != len(set(ids)):
        raise SourceError("faqs.json", "two rulings have the same id")
    known = {d.id for d in documents}
    for item in rulings:
        if item.document not in known or not item.question.strip():
            raise SourceError(item.id, "a ruling needs a document and a question")
        if item.kind == "question" and not item.answer.strip():
            raise SourceError(item.id, "a question without an answer")


# -- writing ------------------------------------------------------------------------------------


def rulings_dir(root: Path | None = None) -> Path:
    return (root or rulebook_dir()) / "rulings"


def dump(records: Iterable[object]) -> str:
    return "".join(
        json.dumps(r.to_json(), ensure_ascii=False, separators=(", ", ": ")) + "\n"  # type: ignore[attr-defined]
        for r in records
    )


def _build(job: transaction.Job) -> transaction.Built:
    """The three files of ``rulebook/rulings/``, read against the import's new generation."""
    imported = read(job.shared)
    files = {
        "documents.jsonl": dump(imported.documents),
        "rulings.jsonl": dump(imported.rulings),
        "REPORT.md": render(imported),
    }
    count = f"rulings: {len(imported.rulings)}, {len(imported.skipped)} parts not rulings"
    return transaction.Built(files, [count], imported)


# Derived: the cards a ruling names, the rules it cites and their traces into the current
# edition are those of the same import.
RULINGS = transaction.Output(
    "rulings", _build, lambda job: [job.shared / FAQS], derived_from=("rules", "cards", "traces")
)


def import_rulings(shared: Path, root: Path | None = None) -> list[str]:
    """Re-import the rulings alone (one transaction); what it reports."""
    return transaction.run(shared, root or rulebook_dir(), only=("rulings",)).lines()
