"""The Core Rules a piece of card text invokes, in a given edition.

Node kinds name the sections they stand for by title ("Activated Abilities", "Triggered
Abilities"); keywords and game verbs name theirs by their own name ("[Assault 2]" → Assault,
"dealt" → Deal, "[Burn 3]" → Burn). Titles are looked up in the edition's rule graph, so the
numbers follow the edition: Burn is 440 in 2026-07-16 and 441 in 2026-10-09, and what a
section cites comes along (Burn 440.4 cites Burn Out 431).
"""

from __future__ import annotations

from dataclasses import dataclass
from functools import cache

from riftrules.cardtext.ast import CardNode
from riftrules.cardtext.nodes import Node, Word
from riftrules.rules import numbers, store, trace
from riftrules.rules.references import references

_IRREGULAR = {
    "dealt": "deal",
    "drawn": "draw",
    "drew": "draw",
    "paid": "pay",
    "spent": "spend",
    "chosen": "choose",
    "chose": "choose",
    "won": "win",
    "lost": "lose",
    "gave": "give",
    "given": "give",
    "made": "make",
    "taken": "take",
    "took": "take",
    "hid": "hide",
    "hidden": "hide",
    "became": "become",
    "sent": "send",
    "left": "leave",
    "readies": "ready",
    "readied": "ready",
    "copies": "copy",
    "copied": "copy",
}
_ENDINGS = ("", "s", "es", "ed", "d", "ing", "ning", "ned", "t", "n")
_WORD_KINDS = {
    "VERB",
    "READY",
    "EXHAUST",
    "PLAY",
    "MOVE",
    "HOLD",
    "CONQUER",
    "BUFF",
    "COUNTER",
    "SCORE",
    "ATTACK",
    "DEFEND",
    "CONTROL",
    "COST",
}


@dataclass(frozen=True, slots=True)
class Invoked:
    """A section the text invokes; ``via`` names the section whose rules cite it, if any."""

    term: str
    number: str
    edition: str
    via: str | None = None


@cache
def _titles(edition: str) -> dict[str, str]:
    """Section title (folded) -> number, for the sections of an edition.

    A partial edition prints few headings: a section is placed there by tracing the rules of
    the same section of the newest complete edition (Burn 440.1 of 2026-07-16 is 441.1 of
    2026-10-09, so Burn is 441 there)."""
    loaded = store.load(edition)
    titles = {
        rule.text.casefold(): rule.number
        for rule in loaded.rules
        if rule.kind in ("heading", "chapter") and "." not in rule.number
    }
    if loaded.info.partial:
        newest = store.edition_info()
        for title, number in _titles(newest.id).items():
            for child in store.load(newest.id).children.get(number, []):
                followed = trace.trace(child, newest.id, edition).counterpart
                if followed:
                    titles.setdefault(title, numbers.top(followed))
                    break
    return titles


def _cited_sections(edition: str, number: str) -> list[str]:
    """Sections cited by the rules of section ``number`` (Burn 440.4 cites Burn Out 431)."""
    refs = references(edition)
    cited = []
    for source, targets in refs.cites.items():
        if numbers.top(source) == number:
            cited.extend(numbers.top(target) for target in targets)
    return sorted(set(cited) - {number})


def term_of(word: Word) -> str | None:
    """The section title a word names, if any: a keyword's name or a game verb's lemma."""
    if word.kind in ("KEYWORD", "KEYWORD_VERB"):
        name = word.text.strip("[]")
        return name.rsplit(" ", 1)[0] if name.rsplit(" ", 1)[-1].isdigit() else name
    if word.kind in _WORD_KINDS:
        return word.text.casefold()
    return None


def _lemma(text: str, titles: dict[str, str]) -> str | None:
    if text in _IRREGULAR:
        return _IRREGULAR[text]
    for ending in _ENDINGS:
        if ending and not text.endswith(ending):
            continue
        stem = text[: len(text) - len(ending)] if ending else text
        for candidate in (stem, stem + "e"):
            if candidate in titles:
                return candidate
    return None


def rules_invoked(node: Node, edition: str | None = None) -> list[Invoked]:
    """Every section the text under ``node`` invokes in ``edition`` (default: newest), and the
    sections those cite (a burn can cause a Burn Out)."""
    edition_id = store.edition_info(edition).id
    titles = _titles(edition_id)
    found: dict[str, tuple[str, str | None]] = {}
    named_by_words: list[str] = []
    for part in node.walk():
        for term in _terms(part, titles):
            number = titles.get(term.casefold())
            if number is not None:
                found.setdefault(number, (term, None))
                if isinstance(part, Word):
                    named_by_words.append(number)
    for number in dict.fromkeys(named_by_words):  # what a game action or keyword cites
        for cited in _cited_sections(edition_id, number):
            found.setdefault(cited, (_title_of(edition_id, cited), number))
    return [
        Invoked(term.title() if term.islower() else term, number, edition_id, via)
        for number, (term, via) in sorted(found.items())
    ]


def _terms(part: Node, titles: dict[str, str]) -> tuple[str, ...]:
    if isinstance(part, CardNode):
        return part.terms
    if isinstance(part, Word):
        term = term_of(part)
        lemma = _lemma(term.casefold(), titles) if term is not None else None
        return (lemma,) if lemma else ()
    return ()


def _title_of(edition: str, number: str) -> str:
    rule = store.load(edition).by_number.get(number)
    return rule.text if rule else number
