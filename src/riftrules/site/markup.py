"""Small HTML builders. Every text that comes from data goes through :func:`esc`."""

from __future__ import annotations

import html
import re

# What html.escape leaves that Markdown would read (a line break ends a raw HTML block or opens
# a fence; a backtick a code span), and what no page may carry (control characters, the
# placeholders Python-Markdown marks its stash with, lone surrogates that cannot be encoded).
_MARKDOWN = {"\n": "&#10;", "\r": "&#13;", "`": "&#96;", "\t": "&#9;"}
_UNPRINTABLE = re.compile(r"[\x00-\x08\x0b\x0c\x0e-\x1f\x7f\ud800-\udfff]")
_UNSAFE = re.compile(r"[\n\r`\t]|(?P<bad>[\x00-\x08\x0b\x0c\x0e-\x1f\x7f\ud800-\udfff])")


def printable(text: str) -> str:
    """``text`` with the characters no page may carry (control characters but tab and line
    breaks, lone surrogates) as U+FFFD."""
    return _UNPRINTABLE.sub("\ufffd", text)


def esc(text: object) -> str:
    """Text safe inside an element or a double-quoted attribute, and inert for Markdown: on
    one line (a raw HTML block stays whole), with no backtick, no control character."""
    return _UNSAFE.sub(
        lambda m: "\ufffd" if m["bad"] else _MARKDOWN[m.group()], html.escape(str(text))
    )


def attrs(**values: object) -> str:
    """`` key="value"`` pairs: ``class_`` is ``class``, ``data_x`` is ``data-x``; None is left
    out."""
    parts = []
    for key, value in values.items():
        if value is None or value is False:
            continue
        name = key.rstrip("_").replace("_", "-")
        parts.append(f' {name}="{esc(value)}"' if value is not True else f" {name}")
    return "".join(parts)


# Elements followed by a line break, so that text extracted from the HTML (the site search's
# index and its snippets) keeps cells, rows and items apart.
_SPACED = frozenset(("td", "th", "tr", "li", "dt", "dd"))


def tag(name: str, content: str = "", **values: object) -> str:
    """An element; ``content`` is HTML already (escape text with :func:`esc` first)."""
    after = "\n" if name in _SPACED else ""
    return f"<{name}{attrs(**values)}>{content}</{name}>{after}"


_SCHEME = re.compile(r"^\s*([a-zA-Z][a-zA-Z0-9+.-]*):")
SAFE_SCHEMES = frozenset({"http", "https", "mailto"})


def link(href: str, content: str, **values: object) -> str:
    """An ``<a>``; an address from data with a scheme a browser would run (``javascript:``,
    ``data:``) is no link: its content is shown as text."""
    scheme = _SCHEME.match(href)
    if scheme and scheme[1].lower() not in SAFE_SCHEMES:
        return tag("span", content, class_="rr-unlinked")
    return tag("a", content, href=href, **values)


def badge(status: str) -> str:
    """A status ("current", "holds" …) as a badge, styled by ``rr-badge-<status>``."""
    return tag("span", esc(status), class_=f"rr-badge rr-badge-{status}")


def shorten(text: str, width: int) -> str:
    return text if len(text) <= width else text[: width - 1].rstrip() + "…"
