"""The Tournament Rules section of the site: ``tournament/`` (the document, its chapters and the
legality of cards by date) and one page per chapter, ``tournament/400-policies/``.

Every rule is an element whose id is its number (``#401.2``). Citations are links: of the
Tournament Rules' own rules to their anchors, of the Core Rules ("CR 110", "484.8.e. in the Core
Rules") to the rule of the Core Rules edition in force on the document's date (a number written
against an older edition, to the rule it is now, :mod:`riftrules.rules.tournament`).
"""

from __future__ import annotations

from collections.abc import Iterator

from riftrules import urls
from riftrules.formats import legality
from riftrules.rules import citations, documents
from riftrules.rules.model import Document, Rule
from riftrules.rules.store import Edition
from riftrules.rules.tournament import SEE_SECTION, Resolution, references, resolve_core
from riftrules.site.links import rule_link
from riftrules.site.markup import crumbs, esc, link, tag
from riftrules.site.pages import Page, block
from riftrules.site.rule_pages import official

TOURNAMENT_URL = "tournament/"
LEGALITY_URL = "tournament/legality/"


def chapter_url(rule: Rule) -> str:
    return f"{TOURNAMENT_URL}{rule.number}-{urls.slug(rule.text)}/"


def pages() -> Iterator[Page]:
    """The document's index, its legality page and a page per chapter (newest edition)."""
    edition = documents.load(Document.TOURNAMENT)
    chapters = [rule for rule in edition.rules if rule.kind == "chapter"]
    yield _index(edition, chapters)
    yield _legality()
    for chapter in chapters:
        yield _chapter(edition, chapter, chapters)


def chapter_of(edition: Edition, number: str) -> Rule:
    """The chapter a rule is in (its outermost ancestor, or itself)."""
    path = edition.title_path(number)
    return path[0] if path else edition.by_number[number]


def rule_href(edition: Edition, number: str, from_url: str) -> str:
    return urls.relative(from_url, f"{chapter_url(chapter_of(edition, number))}#{number}")


def _index(edition: Edition, chapters: list[Rule]) -> Page:
    refs = references(edition.id)
    info = edition.info
    items = []
    for chapter in chapters:
        headings = [
            edition.by_number[n]
            for n in edition.children.get(chapter.number, [])
            if edition.by_number[n].kind == "heading" or "." not in n
        ]
        inner = "".join(
            tag(
                "li",
                link(rule_href(edition, h.number, TOURNAMENT_URL), esc(f"{h.number} {h.text}")),
            )
            for h in headings
        )
        items.append(
            tag(
                "li",
                link(
                    urls.relative(TOURNAMENT_URL, chapter_url(chapter)),
                    esc(f"{chapter.number} {chapter.text}"),
                )
                + (tag("ul", inner) if inner else ""),
            )
        )
    body = (
        block(tag("h1", "Tournament Rules"))
        + block(
            tag(
                "p",
                esc(
                    f"{info.title}, last updated {info.date}: {len(edition.by_number):,} rules, "
                    f"numbered on their own. Their citations of the Core Rules link the Core "
                    f"Rules {refs.core}, in force on that day. "
                )
                + link(urls.relative(TOURNAMENT_URL, LEGALITY_URL), "Card legality by date")
                + esc(". Sources: ")
                + _sources(info)
                + ".",
                class_="rr-edition-info",
            )
        )
        + block(tag("ul", "".join(items), class_="rr-sections"))
    )
    return Page(TOURNAMENT_URL, "Tournament Rules", body)


def _sources(info) -> str:
    """Riot's Rules Hub and the transcription imported (the Core Rules' PDFs are not these)."""
    links = [link(official()["rules_hub"], "Riot's Rules Hub")]
    source = info.source
    if source.repository and source.commit and "/" in source.repository:
        where = f"https://github.com/{source.repository}/tree/{source.commit}"
        links.append(link(where, "transcription used"))
    return ", ".join(links)


def _chapter(edition: Edition, chapter: Rule, chapters: list[Rule]) -> Page:
    url = chapter_url(chapter)
    rules = [
        rule
        for rule in edition.rules
        if rule.number != chapter.number and chapter_of(edition, rule.number) is chapter
    ]
    refs = references(edition.id)
    rendered = []
    for rule in rules:
        parts = [
            tag(
                "p",
                link(
                    f"#{rule.number}", esc(rule.number), class_="rr-num", title="link to this rule"
                )
                + " "
                + tag("span", _linked(edition, rule.text, url), class_="rr-text"),
            )
        ]
        for label, passages in (("Example", rule.examples), ("Reminder", rule.reminders)):
            parts += [
                tag("p", tag("strong", label + ":") + " " + _linked(edition, p, url))
                for p in passages
            ]
        cited_by = refs.own.cited_by.get(rule.number, [])
        if cited_by:
            back = ", ".join(
                link(rule_href(edition, n, url), esc(n), class_="rr-ref") for n in cited_by
            )
            parts.append(tag("p", "Cited by " + back, class_="rr-meta"))
        rendered.append(
            tag(
                "div",
                "".join(parts),
                id=rule.number,
                class_=f"rr-rule rr-kind-{rule.kind}",
                style=f"--rr-depth: {rule.number.count('.')}",
            )
        )
    trail = crumbs(link(urls.relative(url, TOURNAMENT_URL), "Tournament Rules"))
    others = " · ".join(
        link(urls.relative(url, chapter_url(c)), esc(f"{c.number} {c.text}"))
        for c in chapters
        if c is not chapter
    )
    body = (
        block(trail)
        + block(tag("h1", esc(f"{chapter.number} {chapter.text}"), id=chapter.number))
        + block(tag("div", "\n".join(rendered), class_="rr-rules", data_document="tr"))
        + block(tag("p", "Other chapters: " + others, class_="rr-meta"))
    )
    return Page(url, f"{chapter.text} (Tournament Rules)", body, boost=5)


def _linked(edition: Edition, text: str, from_url: str) -> str:
    """``text`` escaped, its citations linked: into the Core Rules, or to this document."""
    core = documents.core_for(edition)
    spans: list[tuple[int, int, str]] = []
    for citation in citations.find(text):
        written = text[citation.start : citation.end]
        if citation.document is Document.CORE:
            resolved = resolve_core("", citation, citation.first, core)
            if resolved.target is None:
                continue
            shown = written
            if resolved.resolution is Resolution.STALE:
                shown = f"{written} (now {resolved.target})"
            anchor = rule_link(core.id, resolved.target, from_url, shown)
        elif citation.first in edition:
            anchor = link(
                rule_href(edition, citation.first, from_url), esc(written), class_="rr-ref"
            )
        else:
            continue
        spans.append((citation.start, citation.end, anchor))
    for match in SEE_SECTION.finditer(text):
        number = match["number"]
        start = match.start("number")
        if number in edition and not any(a <= start < b for a, b, _ in spans):
            anchor = link(rule_href(edition, number, from_url), esc(number), class_="rr-ref")
            spans.append((start, match.end("number"), anchor))
    out, position = [], 0
    for start, end, anchor in sorted(spans):
        if start < position:
            continue
        out.append(esc(text[position:start]))
        out.append(anchor)
        position = end
    out.append(esc(text[position:]))
    return "".join(out)


def _legality() -> Page:
    data = legality.load()
    sets = "".join(
        tag(
            "tr",
            tag("td", esc(s.name)) + tag("td", esc(s.code)) + tag("td", s.released.isoformat()),
        )
        for s in data.sets
    )
    rows = []
    for change in data.changes:
        inherited = [f for f in legality.Format if change.format in data.lineage(f)]
        rows.append(
            tag(
                "tr",
                tag("td", esc(change.card))
                + tag("td", esc(change.action.value))
                + tag("td", change.date.isoformat())
                + tag("td", esc(", ".join(f.title for f in inherited)))
                + tag("td", esc(change.source)),
            )
        )

    def table(heads: tuple[str, ...], body: str) -> str:
        head = tag("thead", tag("tr", "".join(tag("th", h) for h in heads)))
        return tag("table", head + tag("tbody", body), class_="rr-table")

    inherits = "; ".join(
        f"{f.title} bans every card {parent.title} bans, and its own"
        for f, parent in data.inherits.items()
    )
    body = (
        block(crumbs(link(urls.relative(LEGALITY_URL, TOURNAMENT_URL), "Tournament Rules")))
        + block(tag("h1", "Card legality by date"))
        + block(
            tag(
                "p",
                esc(
                    "A card is legal from the release of a set that has it (Tournament Rules "
                    "601.2.a) until a ban of the format takes effect (601.2.d). "
                    f"{inherits}. 'riftrules deck check --date' answers for a whole deck."
                ),
            )
        )
        + block(tag("h2", "Sets", id="sets") + table(("set", "code", "released"), sets))
        + block(
            tag("h2", "Bans and unbans", id="bans")
            + table(("card", "change", "from", "formats", "source"), "".join(rows))
        )
    )
    return Page(LEGALITY_URL, "Card legality by date", body)
