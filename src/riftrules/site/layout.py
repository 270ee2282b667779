"""Which page each rule of an edition is on.

A page is a *section*: a top-level heading ("431 Burn Out") with every rule below it, or a
chapter ("300 Playing the Game") with the rules directly under it and a list of its sections.
A rule whose parent is missing from the edition (an extraction gap) goes to the page of its
nearest existing ancestor by number. A partial edition prints no headings: its rules are grouped
by top-level number, titled after the section they were traced to in the newest complete
edition ("441 Burn" in 2026-10-09 is "440 Burn" of 2026-07-16).
"""

from __future__ import annotations

from dataclasses import dataclass, field
from functools import cache

from riftrules import urls
from riftrules.rules import numbers, store, trace
from riftrules.rules.model import Rule


@dataclass
class Section:
    """One page of an edition."""

    edition: str
    number: str
    title: str
    kind: str  # "chapter", "heading" or "partial"
    chapter: str | None
    rules: list[Rule] = field(default_factory=list)
    title_from: str | None = None  # the edition the title was borrowed from (partial editions)

    @property
    def url(self) -> str:
        return urls.section_url(self.edition, self.number, self.title)

    @property
    def label(self) -> str:
        return f"{self.number}. {self.title}"


@dataclass
class Layout:
    edition: store.Edition
    sections: dict[str, Section]  # by number, in document order
    page_of: dict[str, str]  # rule number -> section number

    def section_of(self, number: str) -> Section:
        return self.sections[self.page_of[number]]

    def url(self, number: str) -> str:
        """The URL of rule ``number``: its section page and its anchor."""
        section = self.section_of(number)
        return section.url if section.number == number else f"{section.url}#{number}"

    def chapters(self) -> list[Section]:
        return [s for s in self.sections.values() if s.kind == "chapter"]

    def in_chapter(self, chapter: str) -> list[Section]:
        return [s for s in self.sections.values() if s.chapter == chapter and s.kind != "chapter"]


@cache
def layout(edition_id: str) -> Layout:
    edition = store.load(edition_id)
    if edition.info.partial:
        return _partial(edition)
    sections: dict[str, Section] = {}
    page_of: dict[str, str] = {}
    chapter: str | None = None
    for rule in edition.rules:
        if rule.kind == "chapter":
            chapter = rule.number
            sections[rule.number] = Section(edition.id, rule.number, rule.text, "chapter", None)
        elif rule.kind == "heading" and "." not in rule.number:
            sections[rule.number] = Section(edition.id, rule.number, rule.text, "heading", chapter)
    for rule in edition.rules:
        if rule.number in page_of:
            continue  # a duplicate number: the first one is the rule the edition answers with
        key = _page_key(edition, rule, sections)
        page_of[rule.number] = key
        sections[key].rules.append(rule)
    return Layout(edition, sections, page_of)


def _page_key(edition: store.Edition, rule: Rule, sections: dict[str, Section]) -> str:
    number: str | None = rule.number
    while number is not None:
        if number in sections:
            return number
        current = edition.by_number.get(number)
        parent = current.parent if current is not None else None
        number = parent if parent in edition else numbers.parent_number(number) or parent
    top = numbers.top(rule.number)
    before = [n for n in sections if numbers.components(n) <= numbers.components(top)]
    return before[-1] if before else next(iter(sections))


def _partial(edition: store.Edition) -> Layout:
    newest = store.edition_info()
    known = layout(newest.id)
    sections: dict[str, Section] = {}
    page_of: dict[str, str] = {}
    for rule in edition.rules:
        top = numbers.top(rule.number)
        if top not in sections:
            counterpart = trace.trace(rule.number, edition.id, newest.id).counterpart
            title, source = f"Section {top}", None
            if counterpart is not None:
                title, source = known.section_of(counterpart).title, newest.id
            sections[top] = Section(edition.id, top, title, "partial", None, title_from=source)
        if rule.number not in page_of:
            page_of[rule.number] = top
            sections[top].rules.append(rule)
    return Layout(edition, sections, page_of)
