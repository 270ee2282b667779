"""The rules pages: the editions list, one index per edition, one page per section.

Every rule is an element whose id is its number (``#431.2.b``), its citations links into the
same edition, with what cites it and, on each section, the cards that use it. The newest
complete edition is the default; an older one carries an "outdated" banner and, on each rule,
a link to where that rule is now (:mod:`riftrules.rules.trace`); the partial edition says what
it is.
"""

from __future__ import annotations

import json
from collections.abc import Iterable, Iterator
from functools import cache
from pathlib import Path

from riftrules import rulings, urls
from riftrules.rules import store, trace
from riftrules.rules.model import EditionInfo, Rule
from riftrules.rules.references import references, rule_text
from riftrules.site import about, graphs, history_pages, worddiff
from riftrules.site.editions import Editions
from riftrules.site.history import lineage, to_current
from riftrules.site.layout import Layout, Section, layout
from riftrules.site.links import linked_text, rule_link
from riftrules.site.markup import badge, crumbs, esc, link, tag
from riftrules.site.pages import UNSEARCHED, Page, block
from riftrules.site.rulings import section as rulings_section
from riftrules.site.usage import cards_by_section

RULES_URL = "rules/"


def pages(
    editions: Editions, graph_cache: Path, card_urls: dict[str, str], scenarios: bool = True
) -> Iterator[Page]:
    """Every rules page; ``scenarios``: the scenario pages are built too (link them)."""
    yield _editions_page(editions)
    for info in editions.all:
        found = layout(info.id)
        yield _edition_page(editions, info, found)
        sections = list(found.sections.values())
        sources = [graphs.neighbourhood(found, section) for section in sections]
        pictures = graphs.render(sources, graph_cache)
        for section, source, svg in zip(sections, sources, pictures, strict=True):
            picture = svg if graphs.has_neighbours(source) else None
            yield _section_page(editions, info, found, section, picture, card_urls, scenarios)


# -- the editions and an edition's index ---------------------------------------------------------


def _editions_page(editions: Editions) -> Page:
    rows = []
    ordered = list(editions.all)
    for index, info in enumerate(ordered):
        count = len(store.load(info.id).by_number)
        diff = ""
        if index > 0:
            before = ordered[index - 1]
            diff = link(
                urls.relative(RULES_URL, urls.diff_url(before.id, info.id)),
                esc(f"changes since {before.id}"),
            )
        rows.append(
            tag(
                "tr",
                tag("td", link(urls.relative(RULES_URL, urls.edition_url(info.id)), esc(info.id)))
                + tag("td", esc(title(info)))
                + tag("td", f"{count:,}")
                + tag("td", badge(editions.status(info)))
                + tag("td", diff)
                + tag("td", sources(info)),
            )
        )
    current = editions.current
    body = (
        block(tag("h1", "Core Rules"))
        + block(
            tag(
                "p",
                "Every edition of the Riftbound Core Rules, as versioned data. The current edition "
                "is "
                + link(urls.relative(RULES_URL, urls.edition_url(current.id)), esc(current.id))
                + ", the newest complete one; older editions are kept, each with an outdated "
                "banner linking to where its rules are now.",
            )
        )
        + block(
            tag(
                "table",
                tag(
                    "thead",
                    tag(
                        "tr",
                        "".join(
                            tag("th", h)
                            for h in ("edition", "title", "rules", "status", "diff", "sources")
                        ),
                    ),
                )
                + tag("tbody", "\n".join(rows)),
                class_="rr-table",
            )
        )
    )
    return Page(RULES_URL, "Core Rules", body)


def _banner(editions: Editions, info: EditionInfo, from_url: str, now: str | None = None) -> str:
    status = editions.status(info)
    current = editions.current
    if status == "outdated":
        where = now or link(
            urls.relative(from_url, urls.edition_url(current.id)), esc(f"the {current.id} edition")
        )
        return tag(
            "div",
            tag("p", "Outdated edition", class_="admonition-title")
            + tag(
                "p",
                esc(
                    f"This is the {info.id} edition of the Core Rules; the current one is "
                    f"{current.id}. "
                )
                + "Current rule: "
                + where
                + ".",
            ),
            class_="admonition warning rr-outdated",
        )
    if status == "partial":
        return tag(
            "div",
            tag("p", "Partial edition", class_="admonition-title")
            + tag(
                "p",
                esc(partial_note(info) + f" The complete current edition is {current.id}: ")
                + (
                    now
                    or link(urls.relative(from_url, urls.edition_url(current.id)), esc(current.id))
                )
                + ".",
            ),
            class_="admonition info rr-partial",
        )
    return ""


@cache
def official() -> dict:
    """Riot's publications the site links (``official.json``)."""
    return json.loads(Path(__file__).with_name("official.json").read_text(encoding="utf-8"))


def sources(info: EditionInfo) -> str:
    """Links to where an edition comes from: Riot's document where we know its address (and
    Riot's Rules Hub), and the transcription the text was imported from."""
    found = official()
    pdf = found["editions"].get(info.id)
    links = [link(pdf, "official PDF")] if pdf else []
    links.append(link(found["rules_hub"], "Riot's Rules Hub"))
    source = info.source
    if source and source.repository and source.commit and "/" in source.repository:
        where = f"https://github.com/{source.repository}/tree/{source.commit}"
        links.append(link(where, "transcription used"))
    return ", ".join(links)


def title(info: EditionInfo) -> str:
    """An edition's title for a reader (without how the project got hold of it)."""
    return info.title.split(" (the rules quoted")[0]


def partial_note(info: EditionInfo) -> str:
    """What a partial edition is, for a reader."""
    count = len(store.load(info.id).by_number)
    about = ", ".join(s.title for s in layout(info.id).sections.values())
    return (
        f"Only {count} rules of the {info.id} update are known: those a public page about "
        f"{about} quotes. A citation of another of its rules cannot be checked."
    )


def _edition_page(editions: Editions, info: EditionInfo, found: Layout) -> Page:
    url = urls.edition_url(info.id)
    parts = [
        block(tag("h1", esc(f"Core Rules {info.id}"))),
        block(_banner(editions, info, url)),
        block(
            tag(
                "p",
                esc(title(info))
                + f" · {len(found.page_of):,} rules · "
                + badge(editions.status(info))
                + (f" · {esc(info.note)}" if info.note and not info.partial else ""),
                class_="rr-edition-info",
            )
        ),
    ]
    chapters = found.chapters()
    if chapters:
        for chapter in chapters:
            parts.append(
                block(
                    tag("h2", link(urls.relative(url, chapter.url), esc(chapter.label)))
                    + _section_list(url, found.in_chapter(chapter.number))
                )
            )
    else:
        parts.append(block(_section_list(url, found.sections.values())))
    return Page(
        url,
        f"Core Rules {info.id}",
        "".join(parts),
        search=editions.status(info) == "current",
    )


def _section_list(from_url: str, sections: Iterable[Section]) -> str:
    """A list of links to ``sections``."""
    items = "".join(tag("li", link(urls.relative(from_url, s.url), esc(s.label))) for s in sections)
    return tag("ul", items, class_="rr-sections")


# -- a section -----------------------------------------------------------------------------------


def _now(editions: Editions, info: EditionInfo, number: str, from_url: str) -> str | None:
    """A link to where ``number`` is in the current edition, with how it changed."""
    current = editions.current
    if info.id == current.id:
        return None
    followed = trace.trace(number, info.id, current.id)
    if followed.counterpart is None:
        return tag("span", esc(f"not in the current edition ({current.id})"), class_="rr-gone")
    change = "" if followed.status == "same" else f" ({followed.status})"
    return (
        esc(f"Now in {current.id}: ")
        + rule_link(current.id, followed.counterpart, from_url, f"{followed.counterpart}")
        + esc(change)
    )


def _section_now(editions: Editions, info: EditionInfo, section: Section, url: str) -> str | None:
    """A link to the section of the current edition this one became (traced by its rules)."""
    if editions.status(info) == "current" or not section.rules:
        return None
    current = layout(editions.current.id)
    for rule in section.rules:
        followed = trace.trace(rule.number, info.id, editions.current.id).counterpart
        if followed is not None:
            target = current.section_of(followed)
            href = urls.relative(url, target.url)
            data = f"{current.edition.id}/{target.number}"
            return link(href, esc(target.label), class_="rr-ref", data_rr=data)
    return tag("span", esc(f"none: the section is not in {editions.current.id}"), class_="rr-gone")


def _rule(editions: Editions, info: EditionInfo, rule: Rule, section: Section) -> str:
    url = section.url
    refs = references(info.id)
    depth = rule.number.count(".")
    anchor = link(f"#{rule.number}", esc(rule.number), class_="rr-num", title="link to this rule")
    history = _history_link(editions, info, rule, url)
    heading = rule.kind in ("heading", "chapter")
    text = esc(rule.text) if heading else linked_text(rule.text, info.id, url, rule.number)
    # the History link sits beside the number, not on a line of its own (a phone's page would
    # be twice as long)
    parts = [tag("p", anchor + history + " " + tag("span", text, class_="rr-text"))]
    for label, passages in (("Example", rule.examples), ("Reminder", rule.reminders)):
        for passage in passages:
            parts.append(
                tag(
                    "p",
                    tag("strong", label + ":")
                    + " "
                    + linked_text(passage, info.id, url, rule.number),
                    class_=f"rr-passage rr-passage-{label.lower()}",
                )
            )
    meta = []
    cited_by = refs.cited_by.get(rule.number, [])
    if cited_by:
        meta.append("Cited by " + ", ".join(rule_link(info.id, n, url) for n in cited_by))
    now = _now(editions, info, rule.number, url)
    if now:
        meta.append(now)
    if meta:
        parts.append(tag("p", " · ".join(meta), class_="rr-meta"))
    if info.id == editions.current.id:
        parts.append(_newer(editions, rule, url))
    return tag(
        "div",
        "".join(parts),
        id=rule.number,
        class_=f"rr-rule rr-kind-{rule.kind}",
        style=f"--rr-depth: {depth}",
    )


def _history_link(editions: Editions, info: EditionInfo, rule: Rule, url: str) -> str:
    """A small link from a rule's number to its history across the editions ("" if none)."""
    counterpart = (
        rule.number
        if info.id == editions.current.id
        else to_current(info.id, editions.current.id).get(rule.number)
    )
    target = (
        history_pages.rule_history_url(editions.current.id, counterpart)
        if counterpart is not None
        else history_pages.departed_history_url(editions, info.id, rule.number)
    )
    if target is None:
        return ""
    return link(
        urls.relative(url, target),
        "history",
        class_="rr-history-link",
        aria_label=f"History of rule {rule.number}",
        title="this rule in every edition",
    )


def _newer(editions: Editions, rule: Rule, url: str) -> str:
    """How a newer partial edition changed a current rule (where it shows that rule)."""
    out = []
    for info in editions.all:
        if not info.partial or info.date <= editions.current.date:
            continue
        there = lineage(editions.current.id)[rule.number].get(info.id)
        if there is None:
            continue
        newer = store.load(info.id).by_number[there]
        renumbered = there != rule.number
        edited = rule_text(newer) != rule_text(rule)
        if not (renumbered or edited):
            continue
        what = " and ".join(w for w, on in (("renumbered", renumbered), ("edited", edited)) if on)
        head = esc(f"The {info.id} update (partial) {what} this rule: now ") + rule_link(
            info.id, there, url
        )
        body = worddiff.before_after(rule_text(rule), rule_text(newer)) if edited else ""
        out.append(tag("div", tag("p", head + ".") + body, class_="rr-newer"))
    return "".join(out)


def _scenarios(editions: Editions, info: EditionInfo, section: Section) -> str:
    """The scenarios that cite this section's rules (on the current edition's pages)."""
    if info.id != editions.current.id:
        return ""
    by_rule = about.scenarios(info.id)[0]
    cites: dict[str, list[str]] = {}
    found: list[about.About] = []
    for rule in section.rules:
        for scenario in by_rule.get(rule.number, []):
            if scenario.url not in cites:
                found.append(scenario)
            cites.setdefault(scenario.url, []).append(rule.number)
    if not found:
        return ""
    notes = {url: "cites " + ", ".join(numbers) for url, numbers in cites.items()}
    return (
        tag("h2", esc(f"Scenarios about these rules ({len(found)})"), id="scenarios", **UNSEARCHED)
        + tag(
            "p",
            "Rules questions answered by the engine, each run when the site was built.",
            class_="rr-meta",
        )
        + about.listing(found, section.url, notes)
    )


def _cards(info: EditionInfo, section: Section, card_urls: dict[str, str]) -> str:
    uses = cards_by_section(info.id).get(section.number, [])
    if not uses:
        return ""
    direct = [u for u in uses if u.via is None]
    indirect = [u for u in uses if u.via is not None]

    def links(items) -> str:
        return ", ".join(
            link(
                urls.relative(section.url, card_urls[u.card.id]), esc(u.card.name), class_="rr-card"
            )
            + (
                tag("span", " via " + rule_link(info.id, u.via, section.url), class_="rr-via")
                if u.via
                else ""
            )
            for u in items
        )

    parts = [tag("h2", esc(f"Cards using this rule ({len(uses)})"), id="cards", **UNSEARCHED)]
    if direct:
        parts.append(tag("p", links(direct), class_="rr-cards"))
    if indirect:
        parts.append(
            tag(
                "details",
                tag("summary", esc(f"{len(indirect)} more through the sections that cite it"))
                + tag("p", links(indirect), class_="rr-cards"),
            )
        )
    return "".join(parts)


def _section_page(
    editions: Editions,
    info: EditionInfo,
    found: Layout,
    section: Section,
    picture: str | None,
    card_urls: dict[str, str],
    scenarios: bool = True,
) -> Page:
    url = section.url
    trail = [link(urls.relative(url, urls.edition_url(info.id)), esc(f"Core Rules {info.id}"))]
    if section.chapter:
        trail.append(
            link(
                urls.relative(url, found.sections[section.chapter].url),
                esc(found.sections[section.chapter].label),
            )
        )
    now = _section_now(editions, info, section, url)
    title_note = ""
    if section.title_from:
        title_note = tag(
            "p",
            esc(
                f"This edition prints no title here: “{section.title}” is the title of the "
                f"section its rules were traced to in {section.title_from}."
            ),
            class_="rr-meta",
        )
    parts = [
        block(crumbs(*trail)),
        block(tag("h1", esc(section.label), id=section.number)),
        block(_banner(editions, info, url, now)),
        block(title_note),
    ]
    cited_by = references(info.id).cited_by.get(section.number, [])
    if cited_by:
        links = ", ".join(rule_link(info.id, n, url) for n in cited_by)
        parts.append(block(tag("p", "Cited by " + links, class_="rr-meta rr-section-cited")))
    if picture:
        parts.append(
            block(
                tag(
                    "figure",
                    tag(
                        "div",
                        picture,
                        class_="rr-graph-scroll",
                        tabindex="0",
                        role="region",
                        aria_label=f"Picture: the sections {section.label} cites and that cite it",
                    )
                    + tag(
                        "figcaption",
                        esc("Sections this one cites (right) and that cite it (left)."),
                    ),
                    class_="rr-graph",
                )
            )
        )
    in_chapter = found.in_chapter(section.number) if section.kind == "chapter" else []
    if in_chapter:
        parts.append(block(_section_list(url, in_chapter)))
    rules = [
        _rule(editions, info, rule, section)
        for rule in section.rules
        if not (rule.number == section.number and rule.kind in ("heading", "chapter"))
    ]
    parts.append(block(tag("div", "\n".join(rules), class_="rr-rules", data_edition=info.id)))
    if scenarios:
        parts.append(block(_scenarios(editions, info, section)))
    parts.append(block(_cards(info, section, card_urls)))
    about = rulings.for_rule(section.number, info.id, section=True)
    parts.append(block(rulings_section(about, url, "the rules of this section")))
    current = editions.status(info) == "current"
    title = section.label if current else f"{section.label} ({info.id})"
    return Page(url, title, "".join(parts), search=current, boost=10 if current else None)
