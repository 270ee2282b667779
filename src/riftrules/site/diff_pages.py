"""Edition diff pages, one per adjacent pair: moved, edited (with word-level changes), new and
removed rules, matched by :func:`riftrules.rules.trace.diff` (by words, not by number)."""

from __future__ import annotations

from collections import Counter
from collections.abc import Iterator
from itertools import pairwise

from riftrules.rules import store, trace
from riftrules.rules.references import rule_text
from riftrules.site import urls, worddiff
from riftrules.site.links import rule_link
from riftrules.site.markup import esc, link, shorten, tag
from riftrules.site.pages import Page, block
from riftrules.site.rule_pages import Editions

DIFFS_URL = "diffs/"
ORDER = ("edited", "moved", "new", "removed", "unseen", "same")


def pages(editions: Editions) -> Iterator[Page]:
    pairs = list(pairwise(editions.all))
    summaries = []
    for old, new in pairs:
        changes = trace.diff(old.id, new.id)
        summaries.append((old.id, new.id, Counter(c.status for c in changes)))
        yield diff_page(old.id, new.id, changes)
    yield _index(summaries)


def _counts(counts: Counter) -> str:
    return ", ".join(f"{counts[s]:,} {s}" for s in ORDER if counts.get(s))


def _index(summaries: list[tuple[str, str, Counter]]) -> Page:
    items = "".join(
        tag(
            "li",
            link(urls.relative(DIFFS_URL, urls.diff_url(a, b)), esc(f"{a} → {b}"))
            + esc(f": {_counts(c)}"),
        )
        for a, b, c in summaries
    )
    body = (
        block(tag("h1", "Edition diffs"))
        + block(
            tag(
                "p",
                "What changed between each edition and the next. Rules are matched by their words, "
                "not their numbers, so a renumbered rule shows as moved, not as removed and new.",
            )
        )
        + block(tag("ul", items))
    )
    return Page(DIFFS_URL, "Edition diffs", body)


def diff_page(old: str, new: str, changes: list[trace.Change]) -> Page:
    url = urls.diff_url(old, new)
    # keyed: both rules of a number a source prints twice (143 and 143#2), linked by number
    old_rules, new_rules = store.load(old).keyed, store.load(new).keyed
    counts = Counter(c.status for c in changes)
    parts = [
        block(tag("nav", link(urls.relative(url, DIFFS_URL), "Edition diffs"), class_="rr-crumbs")),
        block(tag("h1", esc(f"{old} → {new}"))),
        block(tag("p", esc(_counts(counts) + "."), class_="rr-meta")),
    ]
    if store.edition_info(new).partial:
        parts.append(
            block(
                tag(
                    "p",
                    esc(
                        f"{new} is a partial edition: a rule of {old} not among the rules it shows "
                        "is unseen, not removed."
                    ),
                    class_="rr-meta",
                )
            )
        )

    def old_link(number: str | None) -> str:
        return rule_link(old, number.split("#")[0], url) if number else "—"

    def new_link(number: str | None) -> str:
        return rule_link(new, number.split("#")[0], url) if number else "—"

    edited = [c for c in changes if c.status == "edited"]
    if edited:
        items = []
        for change in edited:
            runs = worddiff.changes(
                rule_text(old_rules[change.old]), rule_text(new_rules[change.new])
            )
            items.append(
                tag(
                    "div",
                    tag(
                        "p",
                        old_link(change.old)
                        + " → "
                        + new_link(change.new)
                        + esc(f" · similarity {change.similarity:.2f}"),
                        class_="rr-change-head",
                    )
                    + tag("p", worddiff.to_html(runs), class_="rr-wdiff"),
                    class_="rr-change rr-edited",
                )
            )
        parts.append(
            block(tag("h2", esc(f"Edited ({len(edited)})"), id="edited") + "\n".join(items))
        )
    moved = [c for c in changes if c.status == "moved"]
    if moved:
        rows = "".join(
            tag(
                "tr",
                tag("td", old_link(c.old))
                + tag("td", new_link(c.new))
                + tag("td", esc(shorten(new_rules[c.new].text, 110))),
            )
            for c in moved
        )
        parts.append(
            block(
                tag("h2", esc(f"Moved ({len(moved)})"), id="moved")
                + tag("p", "Same text, new number.", class_="rr-meta")
                + tag(
                    "table",
                    tag(
                        "thead",
                        tag("tr", tag("th", esc(old)) + tag("th", esc(new)) + tag("th", "text")),
                    )
                    + tag("tbody", rows),
                    class_="rr-table",
                )
            )
        )
    for status, rules, make in (("new", new_rules, new_link), ("removed", old_rules, old_link)):
        chosen = [c.new if status == "new" else c.old for c in changes if c.status == status]
        if not chosen:
            continue
        rows = "".join(
            tag("tr", tag("td", make(number)) + tag("td", esc(rules[number].text)))
            for number in chosen
        )
        parts.append(
            block(
                tag("h2", esc(f"{status.capitalize()} ({len(chosen)})"), id=status)
                + tag("table", tag("tbody", rows), class_="rr-table")
            )
        )
    return Page(url, f"Changes {old} → {new}", "".join(parts), search=False)
