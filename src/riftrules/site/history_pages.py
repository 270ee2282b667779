"""History pages: for each section of the current edition, each of its rules in every edition
of the Core Rules, oldest first (its number and text in each, what changed marked against the
version before), linked from every rule. Editions in a row with the same number and text
share one line. The rules of other editions that the current one no longer has (or not yet)
have theirs on one page per the last edition they are in.
"""

from __future__ import annotations

from collections.abc import Iterator

from riftrules import urls
from riftrules.rules import store
from riftrules.rules.model import Rule
from riftrules.rules.references import rule_text
from riftrules.site import worddiff
from riftrules.site.editions import Editions
from riftrules.site.history import departed, departed_from, lineage
from riftrules.site.layout import Section, layout
from riftrules.site.links import rule_link
from riftrules.site.markup import crumbs, esc, link, tag
from riftrules.site.pages import Page, block


def history_url(section: Section) -> str:
    return urls.history_url(section.number, section.title)


def rule_history_url(current: str, number: str) -> str:
    """The history of rule ``number`` of the current edition: its section's page, its anchor."""
    return f"{history_url(layout(current).section_of(number))}#{number}"


def departed_history_url(editions: Editions, edition: str, number: str) -> str | None:
    """The history of rule ``number`` of ``edition``, a rule the current edition has no
    counterpart of (None: it has one, or its page is not in this build)."""
    found = departed_from(editions.current.id).get((edition, number))
    if found is None or found[0] not in {info.id for info in editions.all}:
        return None
    return f"{urls.departed_url(found[0])}#{found[1]}"


def pages(editions: Editions) -> Iterator[Page]:
    current = editions.current.id
    for section in layout(current).sections.values():
        if section.rules:
            yield _page(editions, section)
    built = {info.id for info in editions.all}
    for last, lineages in departed(current).items():
        if last in built:
            yield _departed_page(editions, last, lineages)


Runs = list[tuple[list[str], str | None, Rule | None]]


def _versions(editions: Editions, where: dict[str, str | None]) -> Runs:
    """(editions, number there, rule there), runs of editions with the same number and text."""
    runs: Runs = []
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
            crumbs(
                link(urls.relative(url, urls.edition_url(current)), esc(f"Core Rules {current}")),
                link(urls.relative(url, section.url), esc(section.label)),
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
    items = [
        _entry(editions, current, rule.number, lineage(current)[rule.number], url)
        for rule in section.rules
    ]
    parts.append(block("\n".join(items)))
    return Page(url, f"History of {section.label}", "".join(parts), search=False, hide=("toc",))


def _departed_page(
    editions: Editions, last: str, lineages: dict[str, dict[str, str | None]]
) -> Page:
    current = editions.current.id
    url = urls.departed_url(last)
    ids = [info.id for info in store.editions()]
    has = "does not have yet" if ids.index(last) > ids.index(current) else "no longer has"
    title = f"History of the rules last in {last}"
    parts = [
        block(crumbs(link(urls.relative(url, urls.edition_url(last)), esc(f"Core Rules {last}")))),
        block(tag("h1", esc(title))),
        block(
            tag(
                "p",
                esc(
                    f"The rules whose last edition is {last}, which the current edition "
                    f"({current}) {has}: each in every edition of the Core Rules, oldest first, "
                    "its number and text in each, with what changed marked against the version "
                    "before."
                ),
            )
        ),
    ]
    items = [_entry(editions, last, number, where, url) for number, where in lineages.items()]
    parts.append(block("\n".join(items)))
    return Page(url, title, "".join(parts), search=False, hide=("toc",))


def _entry(
    editions: Editions, edition: str, number: str, where: dict[str, str | None], url: str
) -> str:
    """One rule's history: its number in ``edition`` as the heading, then each run of versions."""
    rows, before = [], None
    for ids, there, found in _versions(editions, where):
        rows.append(_version(editions, ids, there, found, before, url))
        before = (there, found)
    rule = store.load(edition).by_number[number]
    return tag(
        "div",
        tag("h2", rule_link(edition, number, url) + " " + esc(_short(rule_text(rule))), id=number)
        + tag("ol", "".join(rows), class_="rr-history"),
        class_="rr-history-rule",
    )


def _short(text: str) -> str:
    return text if len(text) <= 90 else text[:89].rstrip() + "…"
