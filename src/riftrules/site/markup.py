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


# The WHATWG URL parser's first steps, as a browser takes them before it reads a scheme: C0
# control characters and spaces cut from both ends, every ASCII tab and line break removed.
_URL_ENDS = "".join(map(chr, range(0x21)))
_URL_DROPPED = str.maketrans("", "", "\t\n\r")
_SCHEME = re.compile(r"([a-zA-Z][a-zA-Z0-9+.-]*):")
SAFE_SCHEMES = frozenset({"http", "https"})


def browser_url(href: str) -> str:
    """``href`` as a browser reads it (WHATWG URL parsing): ``"java\tscript:"`` is
    ``"javascript:"``."""
    return href.strip(_URL_ENDS).translate(_URL_DROPPED)


def safe_url(href: str) -> str | None:
    """``href`` as a browser reads it if following it can only load a page: its scheme is
    http(s), or it has none (relative to the page). None for any other scheme
    (``javascript:``, ``data:``, ``vbscript:`` …), however it is spelled."""
    url = browser_url(href)
    scheme = _SCHEME.match(url)
    return url if scheme is None or scheme[1].lower() in SAFE_SCHEMES else None


def link(href: str, content: str, **values: object) -> str:
    """An ``<a>``; an address from data whose scheme is not http(s) once read as a browser
    reads it (``javascript:``, ``java\tscript:``, ``data:``) is no link: its content is shown
    as text."""
    url = safe_url(href)
    if url is None:
        return tag("span", content, class_="rr-unlinked")
    return tag("a", content, href=url, **values)


def crumbs(*items: str) -> str:
    """The trail of links above a page's title (items are HTML already)."""
    return tag("nav", " › ".join(items), class_="rr-crumbs", aria_label="Breadcrumbs")


def badge(status: str) -> str:
    """A status ("current", "holds" …) as a badge, styled by ``rr-badge-<status>``."""
    return tag("span", esc(status), class_=f"rr-badge rr-badge-{status}")


def shorten(text: str, width: int) -> str:
    return text if len(text) <= width else text[: width - 1].rstrip() + "…"
