"""Edition diff pages, one per adjacent pair, in rulebook order: section by section of the newer
edition, each rule that was added, removed, edited or moved (rules are matched by their words,
not their numbers: :func:`riftrules.rules.trace.diff`), the unchanged ones collapsed, and an
edit shown as the text before (deletions marked) and after (insertions marked), apart.
"""

from __future__ import annotations

from collections import Counter
from collections.abc import Iterator
from dataclasses import dataclass
from itertools import pairwise

from riftrules import urls
from riftrules.rules import store, trace
from riftrules.rules.references import rule_text
from riftrules.site import worddiff
from riftrules.site.editions import Editions
from riftrules.site.layout import layout
from riftrules.site.links import rule_link
from riftrules.site.markup import crumbs, esc, link, shorten, tag
from riftrules.site.pages import Page, block

DIFFS_URL = "diffs/"
QUIET = {"same", "moved"}  # the same text: collapsed
# How each status is counted and named for a reader, in the order the counts are given.
LABELS = {
    "new": "added",
    "removed": "removed",
    "edited": "edited",
    "moved": "moved",
    "same": "unchanged",
    "unseen": "not shown by the partial edition",
}


def pages(editions: Editions) -> Iterator[Page]:
    summaries = []
    for old, new in pairwise(editions.all):
        changes = trace.diff(old.id, new.id)
        summaries.append((old.id, new.id, Counter(c.status for c in changes)))
        yield diff_page(old.id, new.id, changes)
    yield _index(summaries)


def counts(found: Counter) -> str:
    return ", ".join(f"{found[s]:,} {label}" for s, label in LABELS.items() if found.get(s))


def _index(summaries: list[tuple[str, str, Counter]]) -> Page:
    items = "".join(
        tag(
            "li",
            link(urls.relative(DIFFS_URL, urls.diff_url(a, b)), esc(f"{a} → {b}"))
            + esc(f": {counts(c)}"),
        )
        for a, b, c in summaries
    )
    body = (
        block(tag("h1", "Edition diffs"))
        + block(
            tag(
                "p",
                "What changed between each edition and the next, in rulebook order. Rules are "
                "matched by their words, not their numbers, so a renumbered rule shows as moved, "
                "not as removed and added. Each rule's page links its whole history.",
            )
        )
        + block(tag("ul", items))
    )
    return Page(DIFFS_URL, "Edition diffs", body)


@dataclass(frozen=True, slots=True)
class Entry:
    change: trace.Change
    section: str  # the section (of the newer edition, or of the older one for a removal)


def in_rulebook_order(old: str, new: str, changes: list[trace.Change]) -> list[Entry]:
    """The changes in the newer edition's order; a removed rule after the rule the one before
    it became (so it stays among its neighbours), under that rule's section."""
    by_new = {c.new: c for c in changes if c.new is not None}
    removed = [c for c in changes if c.new is None and c.status == "removed"]
    old_order = list(store.load(old).keyed)  # 143 and 143#2: both rules of a number printed twice
    became = {c.old: c.new for c in changes if c.old is not None and c.new is not None}
    after: dict[str | None, list[trace.Change]] = {}
    for change in removed:
        position = old_order.index(change.old)
        anchor = next((became[n] for n in reversed(old_order[:position]) if became.get(n)), None)
        after.setdefault(anchor, []).append(change)
    found = layout(new)
    first = next(iter(found.sections))
    out = [Entry(c, first) for c in after.get(None, [])]
    for number in store.load(new).keyed:
        change = by_new.get(number)
        if change is None:
            continue
        section = found.page_of[number.split("#")[0]]
        out.append(Entry(change, section))
        out.extend(Entry(c, section) for c in after.get(number, []))
    return out


def _number(key: str) -> str:
    """The printed number of a rule's key ("143#2", the second rule numbered 143, is 143)."""
    return key.split("#")[0]


def _entry(change: trace.Change, old: str, new: str, url: str) -> str:
    old_rules, new_rules = store.load(old).keyed, store.load(new).keyed
    label = LABELS[change.status]
    numbers = []
    if change.old:
        numbers.append(rule_link(old, _number(change.old), url, f"{_number(change.old)} ({old})"))
    if change.new:
        numbers.append(rule_link(new, _number(change.new), url, f"{_number(change.new)} ({new})"))
    head = (
        tag("span", esc(label), class_=f"rr-badge rr-badge-{change.status}")
        + " → ".join(numbers)
        + " "
    )
    if change.status == "edited":
        body = tag("p", head, class_="rr-change-head") + worddiff.before_after(
            rule_text(old_rules[change.old]), rule_text(new_rules[change.new])
        )
    elif change.status == "removed":
        text = tag("del", esc(rule_text(old_rules[change.old])))
        body = tag("p", head + text, class_="rr-wdiff")
    else:  # added
        text = tag("ins", esc(rule_text(new_rules[change.new])))
        body = tag("p", head + text, class_="rr-wdiff")
    anchor = f"{'new' if change.new else 'old'}-{change.new or change.old}"
    return tag("div", body, class_=f"rr-change rr-{change.status}", id=anchor)


def _unchanged(changes: list[trace.Change], old: str, new: str, url: str) -> str:
    """A run of rules whose text did not change (some renumbered), collapsed."""
    items = "".join(
        tag(
            "li",
            (
                rule_link(old, _number(c.old), url, f"{_number(c.old)} →") + " "
                if c.status == "moved"
                else ""
            )
            + rule_link(new, _number(c.new), url)
            + " "
            + esc(shorten(rule_text(store.load(new).keyed[c.new]), 100)),
        )
        for c in changes
    )
    found = Counter(c.status for c in changes)
    return tag(
        "details",
        tag("summary", esc(counts(found) + " (the same text)")) + tag("ul", items),
        class_="rr-unchanged",
    )


def diff_page(old: str, new: str, changes: list[trace.Change]) -> Page:
    url = urls.diff_url(old, new)
    found = Counter(c.status for c in changes)
    parts = [
        block(crumbs(link(urls.relative(url, DIFFS_URL), "Edition diffs"))),
        block(tag("h1", esc(f"{old} → {new}"))),
        block(tag("p", esc(counts(found) + "."), class_="rr-diff-counts")),
    ]
    if store.edition_info(new).partial:
        parts.append(
            block(
                tag(
                    "p",
                    esc(
                        f"{new} is a partial edition: a rule of {old} it does not show is not "
                        "shown here (it may be unchanged; we cannot see it)."
                    ),
                    class_="rr-meta",
                )
            )
        )
    sections = layout(new).sections
    grouped: dict[str, list[trace.Change]] = {}
    for entry in in_rulebook_order(old, new, changes):
        grouped.setdefault(entry.section, []).append(entry.change)
    quiet = []
    for key, members in grouped.items():
        changed = Counter(c.status for c in members)
        if set(changed) <= QUIET:
            quiet.append(key)
            continue
        section = sections[key]
        body, run = [], []
        for change in members:
            if change.status in QUIET:
                run.append(change)
                continue
            if run:
                body.append(_unchanged(run, old, new, url))
                run = []
            body.append(_entry(change, old, new, url))
        if run:
            body.append(_unchanged(run, old, new, url))
        heading = link(urls.relative(url, section.url), esc(section.label))
        parts.append(
            block(
                tag("h2", heading, id=f"section-{key}")
                + tag("p", esc(counts(changed)), class_="rr-meta")
                + "\n".join(body)
            )
        )
    if quiet:
        items = ", ".join(
            link(urls.relative(url, sections[k].url), esc(sections[k].label)) for k in quiet
        )
        parts.append(
            block(
                tag("h2", esc(f"Unchanged sections ({len(quiet)})"), id="unchanged")
                + tag("p", items, class_="rr-meta")
            )
        )
    return Page(url, f"Changes {old} → {new}", "".join(parts), search=False, hide=("toc",))
