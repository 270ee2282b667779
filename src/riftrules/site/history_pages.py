"""History pages: for each section of the current edition, each of its rules in every edition
of the Core Rules, oldest first (its number and text in each, what changed marked against the
version before), linked from every rule. Editions in a row with the same number and text
share one line.
"""

from __future__ import annotations

from collections.abc import Iterator

from riftrules.rules import store
from riftrules.rules.model import Rule
from riftrules.rules.references import rule_text
from riftrules.site import urls, worddiff
from riftrules.site.history import lineage
from riftrules.site.layout import Section, layout
from riftrules.site.links import rule_link
from riftrules.site.markup import esc, link, tag
from riftrules.site.pages import Page, block
from riftrules.site.rule_pages import Editions


def history_url(section: Section) -> str:
    return urls.history_url(section.number, section.title)


def rule_history_url(current: str, number: str) -> str:
    """The history of rule ``number`` of the current edition: its section's page, its anchor."""
    return f"{history_url(layout(current).section_of(number))}#{number}"


def pages(editions: Editions) -> Iterator[Page]:
    current = editions.current.id
    for section in layout(current).sections.values():
        if section.rules:
            yield _page(editions, section)


def _versions(editions: Editions, number: str) -> list[tuple[list[str], str | None, Rule | None]]:
    """(editions, number there, rule there), runs of editions with the same number and text."""
    where = lineage(editions.current.id)[number]
    runs: list[tuple[list[str], str | None, Rule | None]] = []
    for info in editions.all:
        there = where.get(info.id)
        rule = store.load(info.id).by_number.get(there) if there else None
        text = rule_text(rule) if rule else None
        if runs:
            _, last_number, last_rule = runs[-1]
            if last_number == there and (rule_text(last_rule) if last_rule else None) == text:
                runs[-1][0].append(info.id)
                continue
        runs.append(([info.id], there, rule))
    return runs


def _version(
    editions: Editions,
    ids: list[str],
    number: str | None,
    rule: Rule | None,
    before: tuple[str | None, Rule | None] | None,
    url: str,
) -> str:
    partial = store.edition_info(ids[0]).partial
    label = tag("span", esc(", ".join(ids)), class_="rr-history-editions")
    if rule is None or number is None:
        why = (
            "not among the rules known of this partial edition"
            if partial
            else "not in this edition"
        )
        return tag("li", label + " " + tag("span", esc(why), class_="rr-gone"), class_="rr-absent")
    marks: list[str] = []
    text_html = esc(rule_text(rule))
    if before is None or before[1] is None:
        marks.append("new" if before is not None else "first known")
    else:
        old_number, old_rule = before
        if old_number != number:
            marks.append(f"renumbered from {old_number}")
        if old_rule is not None and rule_text(old_rule) != rule_text(rule):
            marks.append("edited")
            runs = worddiff.changes(rule_text(old_rule), rule_text(rule))
            _, text_html = worddiff.sides(runs)
            gone = [t for op, t in runs if op == "removed" and t.strip()]
            if gone:
                text_html += tag(
                    "span",
                    "removed: " + " · ".join(tag("del", esc(t.strip())) for t in gone),
                    class_="rr-history-removed",
                )
    head = (
        label
        + " "
        + rule_link(ids[-1], number, url)
        + "".join(" " + tag("span", esc(m), class_="rr-badge rr-badge-change") for m in marks)
    )
    return tag(
        "li",
        tag("p", head, class_="rr-history-head") + tag("p", text_html, class_="rr-wdiff"),
        class_="rr-version",
    )


def _page(editions: Editions, section: Section) -> Page:
    current = editions.current.id
    url = history_url(section)
    parts = [
        block(
            tag(
                "nav",
                link(urls.relative(url, urls.edition_url(current)), esc(f"Core Rules {current}"))
                + " › "
                + link(urls.relative(url, section.url), esc(section.label)),
                class_="rr-crumbs",
                aria_label="Breadcrumbs",
            )
        ),
        block(tag("h1", esc(f"History of {section.label}"))),
        block(
            tag(
                "p",
                esc(
                    "Each rule of this section in every edition of the Core Rules, oldest first: "
                    "its number and text in each, with what changed marked against the version "
                    "before (added words underlined, removed words struck through and listed). "
                    "Editions in a row with the same number and text share a line. Rules are "
                    "matched by their words, not their numbers."
                ),
            )
        ),
    ]
    items = []
    for rule in section.rules:
        versions = _versions(editions, rule.number)
        rows, before = [], None
        for ids, number, found in versions:
            rows.append(_version(editions, ids, number, found, before, url))
            before = (number, found)
        items.append(
            tag(
                "div",
                tag(
                    "h2",
                    rule_link(current, rule.number, url) + " " + esc(_short(rule_text(rule))),
                    id=rule.number,
                )
                + tag("ol", "".join(rows), class_="rr-history"),
                class_="rr-history-rule",
            )
        )
    parts.append(block("\n".join(items)))
    return Page(url, f"History of {section.label}", "".join(parts), search=False, hide=("toc",))


def _short(text: str) -> str:
    return text if len(text) <= 90 else text[:89].rstrip() + "…"
