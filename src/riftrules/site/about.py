"""What is about a rule or a card: the scenarios that cite a rule (in their source or in the
rules their log must cite) and the scenarios that put a card on the table.

A scenario's rule numbers are of its own edition; they are traced to the current one, so that
the current rule pages list them. Cards are found by their names anywhere in the scenario file.
"""

from __future__ import annotations

from dataclasses import dataclass
from functools import cache
from pathlib import Path
from typing import Any

import yaml

from riftrules import urls
from riftrules.cards import pool
from riftrules.rules import citations, store
from riftrules.scenarios import ScenarioError, load
from riftrules.site.history import to_current
from riftrules.site.markup import esc, link, tag
from riftrules.site.scenario_pages import scenario_files


@dataclass(frozen=True, slots=True)
class About:
    url: str  # the scenario's page
    name: str  # what it shows


def _strings(value: Any) -> list[str]:
    if isinstance(value, str):
        return [value]
    if isinstance(value, dict):
        return [s for item in value.values() for s in _strings(item)] + [
            k for k in value if isinstance(k, str)
        ]
    if isinstance(value, list):
        return [s for item in value for s in _strings(item)]
    return []


@cache
def scenarios(current: str) -> tuple[dict[str, list[About]], dict[str, list[About]]]:
    """(current rule number -> scenarios citing it, card name -> scenarios using it)."""
    names = {card.name.casefold(): card.name for card in pool.load()}
    by_rule: dict[str, list[About]] = {}
    by_card: dict[str, list[About]] = {}
    for url, path in scenario_files():
        try:
            scenario = load(path)
        except ScenarioError:
            continue
        about = About(url, scenario.name)
        edition = store.edition_info(scenario.edition).id
        cited = [c.first for c in citations.find(scenario.source or "")] + list(
            scenario.expect.cites
        )
        moved = to_current(edition, current) if edition != current else None
        for number in dict.fromkeys(cited):
            now = moved.get(number) if moved is not None else number
            if now is not None and now in store.load(current).by_number:
                by_rule.setdefault(now, []).append(about)
        for text in dict.fromkeys(_strings(_raw(path))):
            name = names.get(text.strip().casefold())
            if name is not None:
                by_card.setdefault(name, []).append(about)
    return by_rule, by_card


SHOWN = 8  # scenarios listed before the rest are folded away


def listing(found: list[About], from_url: str, extra: dict[str, str] | None = None) -> str:
    """A list of scenario links (the first few shown, the rest folded), ``extra`` text by URL."""

    def item(about: About) -> str:
        note = (extra or {}).get(about.url)
        return tag(
            "li",
            link(urls.relative(from_url, about.url), esc(about.name))
            + (tag("span", esc(f" ({note})"), class_="rr-via") if note else ""),
        )

    shown = tag("ul", "".join(item(a) for a in found[:SHOWN]), class_="rr-scenarios")
    if len(found) <= SHOWN:
        return shown
    rest = found[SHOWN:]
    return shown + tag(
        "details",
        tag("summary", esc(f"{len(rest)} more"))
        + tag("ul", "".join(item(a) for a in rest), class_="rr-scenarios"),
    )


def _raw(path: Path) -> Any:
    try:
        return yaml.safe_load(path.read_text(encoding="utf-8"))
    except yaml.YAMLError:
        return None
