"""Stable addresses: ``rules/current/…`` always shows the current edition.

``rules/current/`` and ``rules/current/431-burn-out/`` (and ``rules/current/431/``) are small
static pages that send the reader on to the current edition's page, keeping the ``#rule``
anchor, so that a link written today still opens the current rules after the next edition.
"""

from __future__ import annotations

from collections.abc import Iterator

from riftrules import urls
from riftrules.site.layout import layout
from riftrules.site.markup import esc

CURRENT = "rules/current/"


def _redirect(from_url: str, to_url: str, title: str) -> str:
    target = esc(urls.relative(from_url, to_url))
    return (
        '<!doctype html>\n<html lang="en"><head><meta charset="utf-8">\n'
        f"<title>{esc(title)}</title>\n"
        f'<meta http-equiv="refresh" content="0; url={target}">\n'
        f'<link rel="canonical" href="{target}">\n'
        "<script>location.replace(document.querySelector('link[rel=canonical]').href"
        " + location.hash);</script>\n"
        f'</head><body><p><a href="{target}">{esc(title)}</a></p></body></html>\n'
    )


def pages(current: str) -> Iterator[tuple[str, str]]:
    """(path of an ``index.html``, its HTML) for each stable address of the current edition."""
    yield f"{CURRENT}index.html", _redirect(CURRENT, urls.edition_url(current), "Core Rules")
    for section in layout(current).sections.values():
        for address in (
            urls.current_url(section.number, section.title),
            f"{CURRENT}{section.number}/",
        ):
            yield f"{address}index.html", _redirect(address, section.url, section.label)
