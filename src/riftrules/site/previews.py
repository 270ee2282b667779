"""The data behind hover previews: one JSON file per edition, rule number -> where it is, its
section, and its text (for a section or chapter, its first rules: a link to a whole section
previews what it says). ``assets/js/riftrules.js`` loads it the first time a rule link of that
edition is hovered or tapped, and shows the text with ``textContent`` (never as HTML)."""

from __future__ import annotations

import json

from riftrules.rules import store
from riftrules.site.layout import layout
from riftrules.site.markup import printable


def preview_path(edition: str) -> str:
    return f"assets/rules/{edition}.json"


FIRST_RULES = 3  # rules a section's preview shows


def _first_rules(loaded: store.Edition, number: str) -> list[str]:
    """The first rules under a section, each with its number (and its first sub-rule)."""
    shown = []
    for child in loaded.children.get(number, [])[:FIRST_RULES]:
        rule = loaded.by_number[child]
        shown.append(f"{child} {rule.text}")
        below = loaded.children.get(child, [])
        if below and rule.kind in ("heading", "chapter"):
            shown.append(f"{below[0]} {loaded.by_number[below[0]].text}")
    return shown


def preview_index(edition: str) -> str:
    found = layout(edition)
    loaded = store.load(edition)
    index: dict[str, list[str]] = {}
    for number, key in found.page_of.items():
        rule = loaded.by_number[number]
        text = " ".join((rule.text, *(f"Example: {e}" for e in rule.examples)))
        if rule.kind in ("heading", "chapter"):
            text = " ".join(_first_rules(loaded, number))
        index[number] = [found.url(number), found.sections[key].label, text]
    return printable(json.dumps(index, ensure_ascii=False, separators=(",", ":")))
