"""Official rulings: Riot's FAQ answers as data (``rulebook/rulings/``), looked up by card and
by rule.

>>> from riftrules import rulings
>>> [r.question for r in rulings.for_card("Hidden Blade")][:1]  # doctest: +SKIP
>>> rulings.for_rule("466.3.d")  # rulings about a rule of the current edition   # doctest: +SKIP

The data is written by ``riftrules import`` (:mod:`riftrules.importers.faqs`); its report,
``rulebook/rulings/REPORT.md``, lists every part of the documents that is not a ruling.
"""

from __future__ import annotations

import json
import re
import textwrap
from collections.abc import Callable, Sequence
from functools import cache
from pathlib import Path

from riftrules.cards import pool
from riftrules.cards.model import Card
from riftrules.paths import rulebook_dir
from riftrules.rules import numbers, store, trace
from riftrules.rulings.model import Document, RuleRef, Ruling

__all__ = [
    "Document",
    "Ruling",
    "documents",
    "for_card",
    "for_rule",
    "load",
    "number_in",
    "relevant",
    "to_text",
]


def _lines(path: Path) -> list[dict]:
    if not path.is_file():
        return []
    with path.open(encoding="utf-8") as handle:
        return [json.loads(line) for line in handle if line.strip()]


@cache
def load(root: Path | None = None) -> tuple[Ruling, ...]:
    """Every ruling, documents oldest first, each document's rulings in its order."""
    return tuple(
        Ruling.from_json(r) for r in _lines((root or rulebook_dir()) / "rulings" / "rulings.jsonl")
    )


@cache
def documents(root: Path | None = None) -> dict[str, Document]:
    path = (root or rulebook_dir()) / "rulings" / "documents.jsonl"
    return {d.id: d for d in (Document.from_json(r) for r in _lines(path))}


@cache
def _by_card(root: Path | None = None) -> dict[str, tuple[Ruling, ...]]:
    index: dict[str, list[Ruling]] = {}
    for ruling in load(root):
        for card in ruling.cards:
            index.setdefault(card.id, []).append(ruling)
    return {card_id: tuple(found) for card_id, found in index.items()}


def for_card(card: Card | str, root: Path | None = None) -> tuple[Ruling, ...]:
    """The rulings that name ``card`` (a :class:`Card`, an id or a name in any usual spelling)."""
    if isinstance(card, str):
        card = pool.find(card, root)
    return _by_card(root).get(card.id, ())


@cache
def number_in(ref: RuleRef, edition: str) -> str | None:
    """The number of the rule ``ref`` points at, in ``edition`` (traced; ``None`` if gone)."""
    if edition == ref.edition:
        return ref.number
    if edition == store.edition_info().id:
        return ref.current
    if ref.number not in store.load(ref.edition):
        return None
    return trace.trace(ref.number, ref.edition, edition).counterpart


@cache
def _by_rule(edition: str, root: Path | None = None) -> dict[str, tuple[Ruling, ...]]:
    """Rule number of ``edition`` -> the rulings about it, in order."""
    index: dict[str, list[Ruling]] = {}
    for ruling in load(root):
        for ref in ruling.rules:
            found = number_in(ref, edition)
            if found is not None and ruling not in index.get(found, []):
                index.setdefault(found, []).append(ruling)
    return {number: tuple(found) for number, found in index.items()}


def for_rule(
    number: str, edition: str | None = None, section: bool = False, root: Path | None = None
) -> tuple[Ruling, ...]:
    """The rulings about rule ``number`` of ``edition`` (default: the current one): those citing
    it or naming its keyword, in whatever edition they were written for (traced). With
    ``section``, also those about any rule under it."""
    wanted = numbers.normalise(number)
    index = _by_rule(store.edition_info(edition).id, root)
    found = set(index.get(wanted, ()))
    if section:
        for key, more in index.items():
            if key.startswith(wanted + "."):
                found.update(more)
    return tuple(ruling for ruling in load(root) if ruling in found)


_SENTENCE_END = re.compile(r"(?<=[.!?:])\s+(?=[A-Z0-9\"“(])|\n+")
LONG = 600  # an answer longer than this (in characters) is shown by its relevant sentences


def sentences(text: str) -> list[str]:
    """``text`` cut into sentences (and lines), in order."""
    return [part.strip() for part in _SENTENCE_END.split(text) if part.strip()]


def relevant(ruling: Ruling, terms: Sequence[str]) -> list[str]:
    """The sentences of ``ruling``'s answer that name one of ``terms`` (a card's name, a rule's
    number or title; whole words, any case), in order."""
    wanted = [t for t in dict.fromkeys(terms) if t.strip()]
    if not wanted:
        return []
    pattern = re.compile(
        r"(?<![\w.])(?:" + "|".join(re.escape(t) for t in wanted) + r")(?![\w])", re.IGNORECASE
    )
    return [sentence for sentence in sentences(ruling.answer) if pattern.search(sentence)]


def to_text(
    found: Sequence[Ruling],
    width: int = 100,
    root: Path | None = None,
    about: Callable[[Ruling], Sequence[str]] | None = None,
    more: str = "",
) -> str:
    """The rulings as a terminal shows them (``riftrules card``, ``rule``): each question, its
    answer, where it comes from, and a warning when a later edition changed a rule it rests on.
    With ``about`` (the terms a ruling is read for: a card's names, a rule's numbers), a long
    answer shows its relevant sentences first, then says how to read it whole (``more``). JSON
    callers use :meth:`Ruling.to_json`."""
    out: list[str] = []
    for ruling in found:
        document = documents(root).get(ruling.document)
        title = document.title if document else ruling.document
        head = f"Q: {ruling.question}" if ruling.kind == "question" else ruling.question
        out += textwrap.wrap(head, width) or [head]
        shown = relevant(ruling, about(ruling)) if about and len(ruling.answer) > LONG else []
        if shown:
            out += textwrap.wrap(
                " … ".join(shown), width, initial_indent="  » ", subsequent_indent="    "
            )
            total = len(sentences(ruling.answer))
            note = f"  ({len(shown)} of {total} sentences about it{'; ' + more if more else ''})"
            out += textwrap.wrap(note, width, subsequent_indent="   ")
        else:
            for paragraph in ruling.answer.split("\n\n"):
                out += textwrap.wrap(paragraph, width, initial_indent="  ", subsequent_indent="  ")
        out.append(f"  — {title}, {ruling.date} (Core Rules {ruling.edition})")
        for change in ruling.changed_by:
            now = f", now {change.rule}" if change.rule else ""
            note = f": {change.note}" if change.note else ": it may no longer hold as written"
            line = f"  ! rule {change.cited} changed in {change.edition}{now}{note}"
            out += textwrap.wrap(line, width, subsequent_indent="    ")
        out.append("")
    return "\n".join(out).rstrip("\n")
