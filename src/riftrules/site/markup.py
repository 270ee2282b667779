"""Small HTML builders. Every text that comes from data goes through :func:`esc`."""

from __future__ import annotations

import html


def esc(text: object) -> str:
    """Text safe inside an element or a double-quoted attribute."""
    return html.escape(str(text), quote=True)


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


def link(href: str, content: str, **values: object) -> str:
    return tag("a", content, href=href, **values)


def badge(status: str) -> str:
    """A status ("current", "holds" …) as a badge, styled by ``rr-badge-<status>``."""
    return tag("span", esc(status), class_=f"rr-badge rr-badge-{status}")


def shorten(text: str, width: int) -> str:
    return text if len(text) <= width else text[: width - 1].rstrip() + "…"
