"""Where each page of the rules site lives (the site writes its pages there; the language
server links each diagnostic to its lint rule's page). URLs carry what they show:
``rules/2026-07-16/431-burn-out/`` (edition, number, title), ``cards/death-mark/``,
``diffs/2026-03-30-to-2026-07-16/``.

A URL here is a directory URL relative to the site root (``""`` is the home page); the page's
markdown source is the same path with ``.md``. Links between generated pages are written
relative (:func:`relative`), so that the site works from any folder and offline.
"""

from __future__ import annotations

import posixpath
import re
import unicodedata
from collections.abc import Iterable
from typing import TYPE_CHECKING

if TYPE_CHECKING:
    from riftrules.cards.model import Card


SLUG_LENGTH = 80  # a file name must fit in any file system (255 bytes) with room to spare


def slug(text: str) -> str:
    """``"Burn Out"`` -> ``"burn-out"``; ``"Kai'Sa, Daughter"`` -> ``"kaisa-daughter"``; at
    most :data:`SLUG_LENGTH` characters, cut at a word."""
    folded = unicodedata.normalize("NFKD", text).encode("ascii", "ignore").decode().casefold()
    folded = folded.replace("'", "").replace("’", "")
    found = re.sub(r"[^a-z0-9]+", "-", folded).strip("-")
    if len(found) > SLUG_LENGTH:
        found = found[: SLUG_LENGTH + 1].rsplit("-", 1)[0][:SLUG_LENGTH].strip("-")
    return found or "untitled"


def source_path(url: str) -> str:
    """The markdown source of a directory URL: ``cards/death-mark/`` -> ``cards/death-mark.md``."""
    return "index.md" if url == "" else url.rstrip("/") + ".md"


def edition_url(edition: str) -> str:
    return f"rules/{edition}/"


def section_url(edition: str, number: str, title: str) -> str:
    return f"rules/{edition}/{number}-{slug(title)}/"


def history_url(number: str, title: str) -> str:
    """The history of a section's rules (of the current edition) across every edition."""
    return f"rules/history/{number}-{slug(title)}/"


def departed_url(last: str) -> str:
    """The history of the rules no longer in the current edition whose last edition is ``last``."""
    return f"rules/history/last-in-{last}/"


def current_url(number: str, title: str) -> str:
    """The stable address of a current section: it always shows the current edition."""
    return f"rules/current/{number}-{slug(title)}/"


def diff_url(old: str, new: str) -> str:
    return f"diffs/{old}-to-{new}/"


def card_url(card_slug: str) -> str:
    return f"cards/{card_slug}/"


def lint_url(code: str, name: str) -> str:
    return f"lint/{code.lower()}-{slug(name)}/"


def scenario_url(name: str) -> str:
    return f"scenarios/{name}/"


def relative(from_url: str, to_url: str) -> str:
    """A link from the page at ``from_url`` to ``to_url`` (which may carry ``#anchor``)."""
    target, hash_, anchor = to_url.partition("#")
    if target == from_url:
        return f"#{anchor}" if hash_ else "./"
    path = posixpath.relpath("/" + target, "/" + from_url) if target else None
    if path is None:
        path = posixpath.relpath("/", "/" + from_url)
    if path == ".":
        path = "./"
    elif target.endswith("/") or target == "":
        path = path.rstrip("/") + "/"
    return path + (f"#{anchor}" if hash_ else "")


def card_slugs(cards: Iterable[Card]) -> dict[str, str]:
    """Card id -> the slug of its page: its name, with its id added if two names share a slug."""
    cards = list(cards)
    taken: dict[str, int] = {}
    for card in cards:
        taken[slug(card.name)] = taken.get(slug(card.name), 0) + 1
    return {
        card.id: slug(card.name)
        if taken[slug(card.name)] == 1
        else f"{slug(card.name)}-{slug(card.id)}"
        for card in cards
    }
