"""The "Rulings" section of card pages and rule pages: the official answers about a card or a
rule (:mod:`riftrules.rulings`), each with its source, its date, the edition it was written
for, where its cited rules are now, and a warning when a later edition changed one of them.
Every word of a ruling is data: it is escaped, and its citations are linked into the edition
it was written for."""

from __future__ import annotations

from collections.abc import Sequence

from riftrules import rulings
from riftrules.rules import store
from riftrules.rulings.model import Ruling
from riftrules.site.layout import layout
from riftrules.site.links import linked_text, rule_link
from riftrules.site.markup import esc, link, tag


def _rule(edition: str, number: str | None, from_url: str) -> str:
    if number is None:
        return "none"
    if number in layout(edition).page_of:
        return rule_link(edition, number, from_url)
    return esc(number)


def _source(ruling: Ruling) -> str:
    document = rulings.documents().get(ruling.document)
    title = document.title if document else ruling.document
    named = link(ruling.url, esc(title), rel="noopener") if ruling.url else esc(title)
    kind = "" if document is None or document.authority == "official" else " (event rulings)"
    return f"{named}{esc(kind)}, {esc(ruling.date)}"


def _where_now(ruling: Ruling, from_url: str) -> list[str]:
    current = store.edition_info().id
    notes = []
    for change in ruling.changed_by:
        how = {"removed": "removed", "edited": "reworded"}.get(change.status, "changed")
        verdict = (
            f": {change.note}." if change.note else ": this answer may no longer hold as written."
        )
        notes.append(
            tag(
                "p",
                esc(f"Rule {change.cited} ({ruling.edition}) was {how} in {change.edition}")
                + (f" (now {_rule(change.edition, change.rule, from_url)})" if change.rule else "")
                + esc(verdict),
                class_="rr-ruling-changed",
            )
        )
    for rewrite in ruling.amends:
        taken = (
            f"taken into the Core Rules in {rewrite.adopted}"
            if rewrite.adopted
            else (f"not in these words in {current}")
        )
        notes.append(
            tag(
                "p",
                esc(f"This document rewrites rule {rewrite.number}: {taken}."),
                class_="rr-meta",
            )
        )
    moved = [
        f"{esc(ref.number)} → {_rule(current, ref.current, from_url)}"
        for ref in ruling.cited
        if ref.current != ref.number and ref.edition != current
    ]
    if moved:
        notes.append(
            tag("p", esc(f"Its rules in {current}: ") + ", ".join(moved), class_="rr-meta")
        )
    return notes


def ruling_block(ruling: Ruling, from_url: str) -> str:
    answer = "".join(
        tag("p", linked_text(paragraph, ruling.edition, from_url, terms=False))
        for paragraph in ruling.answer.split("\n\n")
        if paragraph.strip()
    )
    label = "Q: " if ruling.kind == "question" else ""
    meta = tag(
        "p",
        esc("From ") + _source(ruling) + esc(f", written for the Core Rules of {ruling.edition}."),
        class_="rr-meta",
    )
    return tag(
        "details",
        tag("summary", esc(label + ruling.question))
        + answer
        + meta
        + "".join(_where_now(ruling, from_url)),
        class_="rr-ruling",
        id=f"ruling-{ruling.id.replace('/', '-')}",
    )


def section(found: Sequence[Ruling], from_url: str, what: str) -> str:
    """``<h2>Rulings</h2>`` and the rulings, or an empty string when there are none."""
    if not found:
        return ""
    head = tag("h2", esc(f"Rulings ({len(found)})"), id="rulings")
    intro = tag(
        "p",
        esc(f"Official answers about {what}, from Riot's FAQs, oldest first."),
        class_="rr-meta",
    )
    return head + intro + "".join(ruling_block(r, from_url) for r in found)
