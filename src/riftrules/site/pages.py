"""A generated page: where it goes, its title, and its markdown."""

from __future__ import annotations

import html
import json
from dataclasses import dataclass, field

from riftrules import urls
from riftrules.site.markup import printable


@dataclass
class Page:
    """One page of the site. ``body`` is markdown, mostly raw HTML blocks built by
    :mod:`riftrules.site.markup` (so that nothing in the data is read as markdown)."""

    url: str
    title: str
    body: str
    search: bool = True  # in the site search (older editions and diffs are left out)
    boost: float | None = None  # rank in the site search (the current rules come first)
    hide: tuple[str, ...] = ()  # Material's "hide" (navigation, toc)
    extra: dict[str, object] = field(default_factory=dict)

    @property
    def path(self) -> str:
        return urls.source_path(self.url)

    def markdown(self) -> str:
        # MkDocs themes put the title into HTML unescaped: escape it here (not in body HTML).
        meta: dict[str, object] = {
            "title": html.escape(printable(self.title), quote=False),
            **self.extra,
        }
        if not self.search:
            meta["search"] = {"exclude": True}
        elif self.boost is not None:
            meta["search"] = {"boost": self.boost}
        if self.hide:
            meta["hide"] = list(self.hide)
        front = "\n".join(
            f"{key}: {json.dumps(value, ensure_ascii=False)}" for key, value in meta.items()
        )
        return f"---\n{front}\n---\n\n{self.body.strip()}\n"


# On a heading: its section is left out of the site search (the attribute is Material's).
UNSEARCHED: dict[str, str] = {"data_search_exclude": "true"}


def block(html: str) -> str:
    """A raw HTML block, set apart by blank lines (and with none inside, so that markdown
    keeps it whole)."""
    lines = [line for line in html.split("\n") if line.strip()]
    return "\n\n" + "\n".join(lines) + "\n\n"
