"""Checking citations against an edition: ok, dangling, unverifiable or stale.

* **ok**: the number exists in the edition and still means what the citing text meant.
* **dangling**: no such rule (and the edition is complete).
* **unverifiable**: the edition is partial and this number is not among the rules we can see.
* **stale**: the rule exists, but the cited text has moved; ``suggestion`` is its number now.

What the citing text meant is known when it names its edition ("Riftbound Core Rules, updated
October 9, 2026", "Last Updated: 2026-07-16", "RUP4", or ``written_for``): the number is traced
from that edition to the one checked against. A written section title ("see rule 367.
Replacement Effects") is checked against the section's title too. A citation of the Tournament
Rules ("TR 702.3", "Tournament Rules 401.2") is checked against their newest edition.
"""

from __future__ import annotations

import re
from dataclasses import dataclass, replace
from datetime import datetime
from typing import Literal

from riftrules.rules import citations, documents, store, trace
from riftrules.rules.citations import Citation
from riftrules.rules.model import Document
from riftrules.rules.store import Edition

Status = Literal["ok", "dangling", "unverifiable", "stale"]
_SEVERITY: dict[Status, int] = {"ok": 0, "stale": 1, "unverifiable": 2, "dangling": 3}

_ISO_DATE = re.compile(r"(?:Last Updated|updated)[:\s]+(\d{4}-\d{2}(?:-\d{2})?)", re.I)
_VERSION = re.compile(r"\b(?:Core Rules|CR)\s+v(\d+(?:\.\d+)+)\b", re.I)
_WORDS_DATE = re.compile(r"updated\s+([A-Z][a-z]+ \d{1,2}, \d{4})")


@dataclass(frozen=True, slots=True)
class Check:
    """One citation checked. ``title`` is what the cited number is in the edition checked
    against (its section, and its text); ``warning`` says when that reading is uncertain: the
    text names no edition, and the number means something else in another edition."""

    citation: Citation
    edition: str
    status: Status
    suggestion: str | None = None
    title: str | None = None
    warning: str | None = None
    document: Document = Document.CORE

    @property
    def where(self) -> str:
        """The edition checked against, as printed: ``2026-07-16``, ``TR 2026-07-16``."""
        if self.document is Document.CORE:
            return self.edition
        return f"{self.document.abbreviation} {self.edition}"

    def to_json(self) -> dict[str, object]:
        return {
            "document": self.document.value,
            "citation": self.citation.text,
            "number": self.citation.number,
            "edition": self.edition,
            "status": self.status,
            "suggestion": self.suggestion,
            "title": self.title,
            "warning": self.warning,
        }


def named_edition(text: str) -> str | None:
    """The edition a text says it cites, if it names one we know."""
    known = store.editions()
    dates = [m[1] for m in _ISO_DATE.finditer(text)]
    for match in _WORDS_DATE.finditer(text):
        try:
            dates.append(datetime.strptime(match[1], "%B %d, %Y").date().isoformat())
        except ValueError:
            continue
    for date in dates:
        for info in known:
            if info.date == date:
                return info.id
    for info in known:
        if any(re.search(rf"\b{re.escape(alias)}\b", text) for alias in info.aliases):
            return info.id
    for match in _VERSION.finditer(text):  # "Core Rules v1.2", as a post names the document
        printed = store.printed_names().get(match[1])
        if printed is not None:
            return printed.id
    return None


def check_text(
    text: str, edition: str | None = None, written_for: str | None = None
) -> list[Check]:
    """Find every citation in ``text`` and check it against ``edition`` (default: newest)."""
    target = store.load(edition)
    meant = written_for or named_edition(text)
    origin = store.load(meant or target.id)
    checks = [
        check_tournament(citation)
        if citation.document is Document.TOURNAMENT
        else check(citation, target, origin)
        for citation in citations.find(text)
    ]
    if meant is None:
        checks = [_with_warning(c, target) if c.document is Document.CORE else c for c in checks]
    return checks


def check_tournament(citation: Citation) -> Check:
    """A citation of the Tournament Rules, against their newest edition: ok, dangling, or
    stale when its written title names another section."""
    edition = documents.load(Document.TOURNAMENT)
    missing = [n for n in (citation.first, citation.last) if n not in edition]
    status: Status = "ok"
    suggestion = None
    if missing:
        status = "dangling"
    elif citation.title and not _titled(edition, citation.first, citation.title):
        suggestion = _section_titled(edition, citation.title)
        status = "stale" if suggestion else "ok"
    title = None if missing else describe(edition, suggestion or citation.first)
    return Check(citation, edition.id, status, suggestion, title, document=Document.TOURNAMENT)


def section_of(edition: Edition, number: str) -> str | None:
    """The title of the section ``number`` belongs to (``431.2.b`` -> "Burn Out")."""
    if number not in edition:
        return None
    rule = edition.by_number[number]
    if rule.kind in ("heading", "chapter"):
        return rule.text
    headings = [r for r in edition.title_path(number) if r.kind == "heading"]
    return headings[-1].text if headings else None


def describe(edition: Edition, number: str) -> str | None:
    """What ``number`` is in ``edition``: "Burn Out: Recycles their trash into …"."""
    if number not in edition:
        return None
    rule = edition.by_number[number]
    section = section_of(edition, number)
    text = rule.text if len(rule.text) <= 80 else rule.text[:79] + "…"
    if rule.kind in ("heading", "chapter") or section is None:
        return text
    return f"{section}: {text}"


def _with_warning(found: Check, target: Edition) -> Check:
    """A caveat when the text names no edition and its number means another section in
    another complete edition (418.2 is Heal in 2026-07-16, Burn Out in 2025-10)."""
    number = found.citation.first
    here = section_of(target, number)
    if here is None:
        return found
    elsewhere: dict[str, list[str]] = {}
    for info in store.editions():
        if info.partial or info.id == target.id:
            continue
        there = section_of(store.load(info.id), number)
        if there is not None and not citations.titles_match(there, here):
            elsewhere.setdefault(there, []).append(info.id)
    if not elsewhere:
        return found
    others = "; ".join(f"{title} in {', '.join(ids)}" for title, ids in elsewhere.items())
    warning = (
        f"the text names no edition: {number} is {here} in {target.id}, but {others}; "
        "say which edition it was written for (--written-for DATE)"
    )
    return replace(found, warning=warning)


def check(citation: Citation, target: Edition, origin: Edition) -> Check:
    ends = [_check_number(n, citation, target, origin) for n in (citation.first, citation.last)]
    status = max((status for status, _ in ends), key=_SEVERITY.__getitem__)
    suggestions = [suggestion for _, suggestion in ends]
    suggestion = None
    if status == "stale" or any(suggestions):
        first, last = (
            s or n for s, n in zip(suggestions, (citation.first, citation.last), strict=True)
        )
        suggestion = first if first == last else f"{first}–{last}"
    missing = [n for n in (citation.first, citation.last) if n not in origin]
    if origin.id != target.id and missing:
        # the edition the text was written for lacks the number: the citation is wrong there,
        # whatever the number means in the edition checked against
        there = describe(target, missing[0])
        warning = (
            f"{missing[0]} is {there} in {target.id}: was the text written for another edition?"
            if there
            else None
        )
        return Check(citation, origin.id, status, None, None, warning)
    return Check(
        citation,
        target.id,
        status,
        suggestion,
        describe(target, suggestion_or(suggestion, citation.first)),
    )


def suggestion_or(suggestion: str | None, number: str) -> str:
    """The number a check is about: its suggestion's first number, else the cited one."""
    return suggestion.split("–")[0] if suggestion else number


def _check_number(
    number: str, citation: Citation, target: Edition, origin: Edition
) -> tuple[Status, str | None]:
    if origin.id != target.id:
        if number not in origin:
            return ("unverifiable" if origin.info.partial else "dangling"), None
        followed = trace.trace(number, origin.id, target.id)
        if followed.counterpart is None:
            return ("unverifiable" if followed.status == "unseen" else "dangling"), None
        if followed.counterpart != number:
            return "stale", followed.counterpart
        return "ok", None
    if number not in target:
        if target.info.partial:
            return "unverifiable", None
        return "dangling", _elsewhere(number, target)
    if citation.title and not _titled(target, number, citation.title):
        retitled = _section_titled(target, citation.title)
        if retitled:
            return "stale", retitled
    return "ok", None


def _titled(edition: Edition, number: str, title: str) -> bool:
    return citations.titles_match(title, edition.by_number[number].text)


def _section_titled(edition: Edition, title: str) -> str | None:
    for rule in edition.rules:
        if rule.kind in ("heading", "chapter") and citations.titles_match(title, rule.text):
            return rule.number
    return None


def _elsewhere(number: str, target: Edition) -> str | None:
    """Where a number that ``target`` lacks went, from the newest edition that has it."""
    for info in reversed(store.editions()):
        if info.id == target.id or info.partial:
            continue
        if number in store.load(info.id):
            followed = trace.trace(number, info.id, target.id)
            return followed.counterpart
    return None
