"""The Tournament Rules' citations: of their own rules ("See 403", "See 704.8") and into the Core
Rules ("See CR 110. Setup Process", "484.8.e. in the Core Rules").

A citation into the Core Rules means the Core Rules edition in force on the day the Tournament
Rules edition was published (:func:`.documents.core_for`). A number that edition lacks was
written against an older one (the Tournament Rules are not always updated with the Core Rules):
it is followed by the trace from the newest edition that prints it, and marked ``stale``; a
number no edition prints is ``dangling``. "See 205" (a bare top-level number after "See")
cites the Tournament Rules' own section 205.
"""

from __future__ import annotations

import re
from dataclasses import dataclass, field
from enum import Enum
from functools import cache

from riftrules.rules import citations, store, trace
from riftrules.rules.documents import Document, core_for, load
from riftrules.rules.references import References, Unresolved, rule_text
from riftrules.rules.store import Edition

# "See 403 for more information", "See 600. for more": a top-level number cited by "See"
SEE_SECTION = re.compile(r"\b[Ss]ee\s+(?P<number>\d{3})(?![\d.]\d)(?!\.[a-z0-9])")


class Resolution(Enum):
    OK = "ok"  # the number is the rule meant, in the edition meant
    STALE = "stale"  # written against an older Core Rules edition: the rule is now elsewhere
    DANGLING = "dangling"  # no such rule


@dataclass(frozen=True, slots=True)
class CoreLink:
    """One citation of the Core Rules in a Tournament Rules rule, resolved."""

    source: str  # the Tournament Rules rule citing
    citation: str  # as written
    number: str  # the number written
    target: str | None  # the Core Rules rule it means, in the edition in force
    resolution: Resolution
    written_for: str | None = None  # for a stale one: the edition that prints the number

    def __str__(self) -> str:
        if self.resolution is Resolution.OK:
            return f"{self.source}: cites CR {self.number}"
        if self.resolution is Resolution.STALE:
            return (
                f"{self.source}: cites {self.citation!r}, CR {self.number} of "
                f"{self.written_for}, which is {self.target} now"
            )
        return f"{self.source}: cites {self.citation!r}, but no Core Rules edition has it"


@dataclass
class TournamentReferences:
    """Within the document (``own``, as the Core Rules' :class:`References`) and into the Core
    Rules edition ``core`` (``into_core``: by citing rule)."""

    core: str
    own: References = field(default_factory=References)
    into_core: dict[str, list[CoreLink]] = field(default_factory=dict)

    @property
    def links(self) -> list[CoreLink]:
        return [link for links in self.into_core.values() for link in links]

    @property
    def cited_in_core(self) -> dict[str, list[str]]:
        """Core Rules number -> the Tournament Rules rules citing it."""
        found: dict[str, list[str]] = {}
        for link in self.links:
            if link.target is not None:
                found.setdefault(link.target, []).append(link.source)
        return found


@cache
def references(edition_id: str | None = None) -> TournamentReferences:
    edition = load(Document.TOURNAMENT, edition_id)
    core = core_for(edition)
    result = TournamentReferences(core.id)
    ordered = list(edition.by_number)
    for rule in edition.rules:
        text = rule_text(rule)
        targets: list[str] = []
        for citation in citations.find(text):
            if citation.document is Document.CORE:
                links = [resolve_core(rule.number, citation, n, core) for n in _ends(citation)]
                result.into_core.setdefault(rule.number, []).extend(links)
                continue
            missing = [n for n in _ends(citation) if n not in edition]
            result.own.unresolved.extend(Unresolved(rule.number, citation.text, n) for n in missing)
            targets.extend(citations.cited_numbers(citation, ordered))
        for match in SEE_SECTION.finditer(text):
            number = match["number"]
            if number in edition:
                targets.append(number)
            else:
                result.own.unresolved.append(Unresolved(rule.number, match.group(), number))
        for target in dict.fromkeys(t for t in targets if t in edition and t != rule.number):
            result.own.cites.setdefault(rule.number, []).append(target)
            result.own.cited_by.setdefault(target, []).append(rule.number)
    return result


def _ends(citation: citations.Citation) -> list[str]:
    return list(dict.fromkeys((citation.first, citation.last)))


def resolve_core(source: str, citation: citations.Citation, number: str, core: Edition) -> CoreLink:
    """``number`` of the Core Rules as a Tournament Rules rule means it."""
    if number in core:
        return CoreLink(source, citation.text, number, number, Resolution.OK)
    for info in reversed(store.editions()):
        if info.partial or info.date >= core.info.date or number not in store.load(info.id):
            continue
        followed = trace.trace(number, info.id, core.id)
        if followed.counterpart is not None:
            return CoreLink(
                source, citation.text, number, followed.counterpart, Resolution.STALE, info.id
            )
    return CoreLink(source, citation.text, number, None, Resolution.DANGLING)
