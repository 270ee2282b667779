"""The data behind hover previews: one JSON file per edition, rule number -> where it is, its
section, and its text. ``assets/js/riftrules.js`` loads it the first time a rule link of that
edition is hovered, and shows the text with ``textContent`` (never as HTML)."""

from __future__ import annotations

import json

from riftrules.rules import store
from riftrules.site.layout import layout
from riftrules.site.markup import printable


def preview_path(edition: str) -> str:
    return f"assets/rules/{edition}.json"


def preview_index(edition: str) -> str:
    found = layout(edition)
    loaded = store.load(edition)
    index: dict[str, list[str]] = {}
    for number, key in found.page_of.items():
        rule = loaded.by_number[number]
        text = " ".join((rule.text, *(f"Example: {e}" for e in rule.examples)))
        index[number] = [found.url(number), found.sections[key].label, text]
    return printable(json.dumps(index, ensure_ascii=False, separators=(",", ":")))
