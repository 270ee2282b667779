"""Finding rule citations in any text: "Core Rules 441.4, 432.1.b", "CR 467–476", "see rule 367",
"Regole 431.1.a.", and bare dotted numbers such as "178.1.a.1.a".

A bare three-digit number ("rule 431") counts only after a citing word; a number with at least
one dotted component counts anywhere. This module only finds citations: checking them against an
edition is :mod:`riftrules.rules.cite`.
"""

from __future__ import annotations

import re
from collections.abc import Iterator
from dataclasses import dataclass

from riftrules.rules import numbers
from riftrules.rules.numbers import NUMBER_PATTERN

# Text scraped from web pages glues the next word on: "829.1.bCore Rules" is 829.1.b.
_END = r"(?![a-z0-9])"
_DASH = r"\s*[–—-]\s*"
_ITEM = rf"{NUMBER_PATTERN}(?:{_DASH}{NUMBER_PATTERN})?"
_SEPARATOR = r"\.?\s*(?:,|;|\band\b|\bor\b|&)\s*"
_PREFIX = r"\b(?:Core\s+Rules?|CR|[Rr]ules?|Regole|Reglas?|R[èe]gles?|Regeln?|[Ss]ections?|§)"
_PREFIXED = re.compile(
    rf"(?P<prefix>{_PREFIX})\.?\s*(?P<items>{_ITEM}(?:{_SEPARATOR}{_ITEM}{_END})*)"
)
_ITEM_RE = re.compile(rf"(?P<first>{NUMBER_PATTERN})(?:{_DASH}(?P<last>{NUMBER_PATTERN}))?")
_BARE = re.compile(rf"(?<![\w.])\d{{3}}(?:\.(?:\d{{1,2}}|[a-z]))+{_END}")
_TITLE = re.compile(r"\.\s+(?P<title>[A-Z][^.]*?)\s+for more information")


@dataclass(frozen=True, slots=True)
class Citation:
    """One cited number or range, as written, with its offsets in the text.

    ``first`` and ``last`` are normalised numbers (equal unless the citation is a range);
    ``title`` is the section title written after it ("See rule 367. Replacement Effects for
    more information"), if any.
    """

    text: str
    first: str
    last: str
    start: int
    end: int
    title: str | None = None

    @property
    def number(self) -> str:
        return self.first if self.first == self.last else f"{self.first}–{self.last}"

    @property
    def is_range(self) -> bool:
        return self.first != self.last


def find(text: str) -> list[Citation]:
    """Every citation in ``text``, in order."""
    found: list[Citation] = []
    covered: list[tuple[int, int]] = []
    for match in _PREFIXED.finditer(text):
        covered.append(match.span())
        items = list(_ITEM_RE.finditer(text, match.start("items"), match.end("items")))
        for index, item in enumerate(items):
            start = match.start() if index == 0 else item.start()
            citation = _citation(text, start, item)
            if citation:
                found.append(citation)
    for match in _BARE.finditer(text):
        if not any(start <= match.start() < end for start, end in covered):
            citation = _citation(text, match.start(), _ITEM_RE.match(text, match.start()))
            if citation:
                found.append(citation)
    return sorted(found, key=lambda c: c.start)


def _citation(text: str, start: int, item: re.Match[str] | None) -> Citation | None:
    if item is None:
        return None
    try:
        first = numbers.normalise(item["first"])
        last = numbers.normalise(item["last"]) if item["last"] else first
    except numbers.RuleNumberError:
        return None
    title = _TITLE.match(text, item.end())
    return Citation(
        text=text[start : item.end()],
        first=first,
        last=last,
        start=start,
        end=item.end(),
        title=title["title"] if title else None,
    )


def cited_numbers(citation: Citation, existing: Iterator[str] | list[str]) -> list[str]:
    """The numbers a citation points at: itself, or every top-level number inside a range."""
    if not citation.is_range:
        return [citation.first]
    low, high = numbers.components(citation.first), numbers.components(citation.last)
    return [
        n
        for n in existing
        if low <= numbers.components(n) <= high
        and ("." not in n or n in (citation.first, citation.last))
    ]
