"""Finding rule citations in any text: "Core Rules 441.4, 432.1.b", "CR 467–476", "see rule 367",
"Regole 431.1.a.", and bare dotted numbers such as "178.1.a.1.a"; "TR 702.3" and "Tournament
Rules 401.2" cite the Tournament Rules, "484.8.e in the Core Rules" the Core Rules.

A bare three-digit number ("rule 431") counts only after a citing word; a number with at least
one dotted component counts anywhere. This module only finds citations: checking them against an
edition is :mod:`riftrules.rules.cite`.
"""

from __future__ import annotations

import bisect
import re
from collections.abc import Iterator
from dataclasses import dataclass

from riftrules.rules import numbers
from riftrules.rules.model import Document

# A cited number: 431.2.b, or as forums write it, 431.2b (a letter straight after a digit).
_FORUM_LETTER = r"(?:(?<=\.\d)|(?<=\.\d\d))[a-z](?![a-z])"
NUMBER_PATTERN = rf"\d{{3}}(?:\.(?:\d{{1,2}}|[a-z])|{_FORUM_LETTER})*"

# Text scraped from web pages glues the next word on: "829.1.bCore Rules" is 829.1.b.
_END = r"(?![a-z0-9])"
_SPACE = r"[ \t\u00a0]*"  # a citation never spans lines
_DASH = rf"{_SPACE}[–—-]{_SPACE}"
_ITEM = rf"{NUMBER_PATTERN}(?:{_DASH}{NUMBER_PATTERN})?"
_SEPARATOR = rf"\.?{_SPACE}(?:,|;|\band\b|\bor\b|&){_SPACE}"
# "Core Rules" may be glued to the word before it in scraped text ("VendettaCore Rules 441").
_PREFIX = (
    r"(?:Core Rules?|Tournament Rules?"
    r"|\b(?:CR|TR|[Rr]ules?|Regole|Reglas?|R[èe]gles?|Regeln?|[Ss]ections?|§))"
)
_NAMED_AFTER = re.compile(r"\.?\s+(?:in|of) the (?P<named>Core|Tournament) Rules\b")
_PREFIXED = re.compile(
    rf"(?P<prefix>{_PREFIX})\.?{_SPACE}(?P<items>{_ITEM}(?:{_SEPARATOR}{_ITEM}{_END})*)"
)
_ITEM_RE = re.compile(rf"(?P<first>{NUMBER_PATTERN})(?:{_DASH}(?P<last>{NUMBER_PATTERN}))?")
_BARE = re.compile(rf"(?<![\w.])\d{{3}}(?:\.(?:\d{{1,2}}|[a-z])|{_FORUM_LETTER})+{_END}")
_TITLE = re.compile(r"\.\s+(?P<title>[A-Z][^.]*?)\s+for more information")


@dataclass(frozen=True, slots=True)
class Citation:
    """One cited number or range, as written, with its offsets in the text.

    ``first`` and ``last`` are normalised numbers (equal unless the citation is a range);
    ``title`` is the section title written after it ("See rule 367. Replacement Effects for
    more information"), if any; ``document`` the document the text names for it ("TR 702.3",
    "CR 110", "484.8.e in the Core Rules"), None when it names none.
    """

    text: str
    first: str
    last: str
    start: int
    end: int
    title: str | None = None
    document: Document | None = None

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
        document = _DOCUMENTS.get(match["prefix"])
        for index, item in enumerate(items):
            start = match.start() if index == 0 else item.start()
            citation = _citation(text, start, item, document)
            if citation:
                found.append(citation)
    starts = [start for start, _ in covered]  # in order, not overlapping (finditer's)
    for match in _BARE.finditer(text):
        at = bisect.bisect_right(starts, match.start()) - 1
        if not (at >= 0 and match.start() < covered[at][1]):
            citation = _citation(text, match.start(), _ITEM_RE.match(text, match.start()))
            if citation:
                found.append(citation)
    return sorted(found, key=lambda c: c.start)


_DOCUMENTS = {
    "CR": Document.CORE,
    "Core Rule": Document.CORE,
    "Core Rules": Document.CORE,
    "TR": Document.TOURNAMENT,
    "Tournament Rule": Document.TOURNAMENT,
    "Tournament Rules": Document.TOURNAMENT,
}


def _citation(
    text: str, start: int, item: re.Match[str] | None, document: Document | None = None
) -> Citation | None:
    if item is None:
        return None
    try:
        first = numbers.normalise(_dotted(item["first"]))
        last = numbers.normalise(_dotted(item["last"])) if item["last"] else first
    except numbers.RuleNumberError:
        return None
    title = _TITLE.match(text, item.end())
    named = _NAMED_AFTER.match(text, item.end())
    if named is not None:
        document = _DOCUMENTS[f"{named['named']} Rules"]
    return Citation(
        text=text[start : item.end()],
        first=first,
        last=last,
        start=start,
        end=item.end(),
        title=title["title"] if title else None,
        document=document,
    )


def _dotted(number: str) -> str:
    """Forum style to the rules' own: ``431.2b`` -> ``431.2.b``."""
    return re.sub(r"(?<=\d)(?=[a-z])", ".", number)


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


_TITLE_NOISE = re.compile(r"^(?:the\s+|step\s+\d+:\s*|\d+\.\s*)+|[^\w\s]|\s*\(.*?\)")


def _title_key(title: str) -> str:
    words = _TITLE_NOISE.sub("", title.casefold()).split()
    return " ".join(word.removesuffix("s") for word in words if word != "the")


def titles_match(cited: str, actual: str) -> bool:
    """Whether a written section title names the rule it cites, loosely: "The Combat Damage
    Step" names "Step 2: The Combat Damage Step", "Buffs" names "Buffers"; "Control" does not
    name "Tokens are not cards."."""
    cited_key, actual_key = _title_key(cited), _title_key(actual)
    close_in_length = abs(len(cited_key.split()) - len(actual_key.split())) <= 2
    contained = cited_key in actual_key or actual_key in cited_key
    return bool(cited_key) and close_in_length and contained
