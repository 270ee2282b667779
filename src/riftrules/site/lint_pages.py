"""Lint rule pages, generated from each rule's docstring (What it does, Why is this bad,
Example, Use instead, References), with its code, severity, fix and the Core Rules it rests on
linked into the current edition."""

from __future__ import annotations

import re
from collections.abc import Iterator

from riftrules import urls
from riftrules.lint.registry import FAMILIES, RULES
from riftrules.lint.rule import Rule
from riftrules.rules import citations
from riftrules.site.links import UnknownRuleReference, rule_link
from riftrules.site.markup import crumbs, esc, link, printable, tag
from riftrules.site.pages import Page, block

LINT_URL = "lint/"
_FENCE = re.compile(r"^\s*(```|~~~)")
_CODE_SPAN = re.compile(r"(`+).+?\1")
# Prose is Markdown for its emphasis, lists and code spans only: no raw HTML, no link or image
# (a ``javascript:`` target), no attribute list (``{: onclick=…}``).
_INERT = {"&": "&amp;", "<": "&lt;", ">": "&gt;", "[": "&#91;", "{": "&#123;"}
_MARKUP = re.compile("[&<>[{]")


def prose(line: str) -> str:
    """A line of a docstring's prose with what Markdown would read as markup (beyond emphasis
    and code spans) escaped; code spans are kept (Markdown escapes their content)."""
    out, position = [], 0
    for span in _CODE_SPAN.finditer(line):
        out.append(_MARKUP.sub(lambda m: _INERT[m.group()], line[position : span.start()]))
        out.append(span.group())
        position = span.end()
    out.append(_MARKUP.sub(lambda m: _INERT[m.group()], line[position:]))
    return printable("".join(out))


def cited_markdown(text: str, edition: str, from_url: str, strict: bool = True) -> str:
    """Trusted markdown (a docstring) with the citations in its prose linked; code blocks are
    left as they are (an example may cite a rule that does not exist on purpose). ``strict``:
    an unknown rule fails the build (the References section); otherwise prose that quotes a
    citation as an example ("CR 441.4") keeps it as text when it names no rule."""
    out: list[str] = []
    in_code = False
    for line in text.split("\n"):
        fence = _FENCE.match(line)
        if fence:
            # An opening fence loses its info string: a docstring's example is shown, never
            # marked as a language the site would run.
            out.append(line if in_code else line[: fence.end()])
            in_code = not in_code
            continue
        if in_code:
            out.append(printable(line))
            continue
        line = prose(line)
        pieces, position = [], 0
        for citation in citations.find(line):
            pieces.append(line[position : citation.start])
            written = line[citation.start : citation.end]
            try:
                pieces.append(rule_link(edition, citation.first, from_url, written))
            except UnknownRuleReference:
                if strict:
                    raise
                pieces.append(written)
            position = citation.end
        pieces.append(line[position:])
        out.append("".join(pieces))
    return "\n".join(out)


def pages(edition: str) -> Iterator[Page]:
    yield _index()
    for code, rule in RULES.items():
        yield rule_page(code, rule, edition)


def _index() -> Page:
    parts = [
        block(tag("h1", "Lint rules")),
        block(
            tag(
                "p",
                "What "
                + tag("code", "riftrules lint")
                + " checks in card text, one page per rule, generated from the rule's own "
                "documentation.",
            )
        ),
    ]
    for prefix, family in FAMILIES.items():
        items = "".join(
            tag(
                "li",
                link(
                    urls.relative(LINT_URL, urls.lint_url(code, rule.name)),
                    esc(f"{code} {rule.name}"),
                )
                + " — "
                + esc(_summary(rule)),
            )
            for code, rule in RULES.items()
            if code.startswith(prefix)
        )
        parts.append(block(tag("h2", esc(f"{prefix}xx {family}")) + tag("ul", items)))
    return Page(LINT_URL, "Lint rules", "".join(parts))


def _summary(rule: type[Rule]) -> str:
    what = rule.sections().get("What it does", "")
    first = what.split(". ")[0].replace("\n", " ").strip()
    return first.rstrip(".") + "." if first else ""


def rule_page(code: str, rule: type[Rule], edition: str) -> Page:
    url = urls.lint_url(code, rule.name)
    facts = [
        ("Code", code),
        ("Name", rule.name),
        ("Severity", rule.severity.value),
        ("Fix", rule.fixable.value if rule.fixable else "none"),
        (
            "Reads",
            ", ".join(
                w
                for w, on in (("the parse", rule.needs_parse), ("card data", rule.needs_data))
                if on
            )
            or "the text",
        ),
    ]
    table = "".join(tag("tr", tag("th", esc(k)) + tag("td", esc(v))) for k, v in facts)
    refs = ", ".join(rule_link(edition, number, url) for number in rule.references)
    parts = [
        block(crumbs(link(urls.relative(url, LINT_URL), "Lint rules"))),
        block(tag("h1", esc(f"{code} {rule.name}"))),
        block(tag("table", tag("tbody", table), class_="rr-table rr-facts")),
    ]
    if refs:
        parts.append(block(tag("p", esc(f"Core Rules ({edition}): ") + refs, class_="rr-meta")))
    for title, body in rule.sections().items():
        strict = title == "References"
        parts.append(f"\n\n## {prose(title)}\n\n{cited_markdown(body, edition, url, strict)}\n\n")
    parts.append(
        block(
            tag(
                "p",
                "Run it: "
                + tag("code", esc(f"riftrules lint --select {code} --text '…'"))
                + " · "
                + tag("code", esc(f"riftrules lint --explain {code}")),
            )
        )
    )
    return Page(url, f"{code} {rule.name}", "".join(parts))
