"""The citations between the rules of one edition: who cites whom, and what does not resolve.

Cheap to compute (one pass of regular expressions), so ``riftrules rule`` needs no graph
library; :mod:`riftrules.rules.graph` builds the networkx graph from the same data.
"""

from __future__ import annotations

from dataclasses import dataclass, field
from functools import cache

from riftrules.rules import citations, store
from riftrules.rules.model import Rule


@dataclass(frozen=True, slots=True)
class Unresolved:
    """A citation in rule text that names no rule of the edition, or names it by another title."""

    source: str
    citation: str
    number: str
    title: str | None = None  # set when the rule exists but the written title names another

    def __str__(self) -> str:
        if self.title is not None:
            return f"{self.source}: cites {self.citation!r} as {self.title!r}: not its title"
        return f"{self.source}: cites {self.citation!r}, but there is no rule {self.number}"


@dataclass
class References:
    cites: dict[str, list[str]] = field(default_factory=dict)
    cited_by: dict[str, list[str]] = field(default_factory=dict)
    unresolved: list[Unresolved] = field(default_factory=list)


def rule_text(rule: Rule) -> str:
    return " ".join((rule.text, *rule.examples, *rule.reminders))


@cache
def references(edition_id: str) -> References:
    edition = store.load(edition_id)
    result = References()
    ordered = list(edition.by_number)
    for rule in edition.rules:
        targets: list[str] = []
        for citation in citations.find(rule_text(rule)):
            found = citations.cited_numbers(citation, ordered)
            missing = [n for n in {citation.first, citation.last} if n not in edition]
            if missing and not edition.info.partial:
                result.unresolved.extend(
                    Unresolved(rule.number, citation.text, n) for n in sorted(missing)
                )
            if (
                citation.title
                and not missing
                and not citations.titles_match(
                    citation.title, edition.by_number[citation.first].text
                )
            ):
                result.unresolved.append(
                    Unresolved(rule.number, citation.text, citation.first, citation.title)
                )
            targets.extend(n for n in found if n in edition and n != rule.number)
        for target in dict.fromkeys(targets):
            result.cites.setdefault(rule.number, []).append(target)
            result.cited_by.setdefault(target, []).append(rule.number)
    return result
