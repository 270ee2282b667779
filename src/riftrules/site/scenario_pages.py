"""Scenario pages: every scenario file of the project (``rulebook/scenarios/``) and the shared
ones (``tests/scenarios/shared/``), with its set-up, steps and expectations, run on the engine
at build time: whether it holds, and the event log with the rules each event cites, linked."""

from __future__ import annotations

import re
from collections.abc import Iterator
from functools import cache
from pathlib import Path
from typing import Any

from riftrules import rulings, urls
from riftrules.cards import pool
from riftrules.paths import rulebook_dir
from riftrules.rules import store
from riftrules.scenarios import ScenarioError, load, run
from riftrules.scenarios.model import UNSET
from riftrules.site.files import REPO
from riftrules.site.links import UnknownRuleReference, linked_text, rule_link
from riftrules.site.markup import badge, crumbs, esc, link, tag
from riftrules.site.pages import UNSEARCHED, Page, block

SCENARIOS_URL = "scenarios/"
SHARED = REPO / "tests" / "scenarios" / "shared"


def scenario_files() -> list[tuple[str, Path]]:
    """(URL, file) for every scenario: the project's, then the shared ones."""
    own = sorted((rulebook_dir() / "scenarios").glob("*.y*ml"))
    shared = sorted(SHARED.glob("*.y*ml")) if SHARED.is_dir() else []
    return [(urls.scenario_url(p.stem), p) for p in own] + [
        (urls.scenario_url(f"shared/{p.stem}"), p) for p in shared
    ]


def pages(card_urls: dict[str, str]) -> Iterator[Page]:
    rows = []
    for url, path in scenario_files():
        page, status, name = scenario_page(url, path, card_urls)
        rows.append((url, path, status, name))
        yield page
    yield _index(rows)


def _index(rows: list[tuple[str, Path, str, str]]) -> Page:
    def table(chosen) -> str:
        body = "".join(
            tag(
                "tr",
                tag("td", link(urls.relative(SCENARIOS_URL, url), esc(path.stem)))
                + tag("td", esc(name))
                + tag("td", badge(status)),
            )
            for url, path, status, name in chosen
        )
        return tag("table", tag("tbody", body), class_="rr-table")

    own = [r for r in rows if "/shared/" not in r[0]]
    shared = [r for r in rows if "/shared/" in r[0]]
    held = sum(1 for r in rows if r[2] == "holds")
    body = (
        block(tag("h1", "Scenarios"))
        + block(
            tag(
                "p",
                esc(
                    f"Small rules questions with their answers, run on the engine when the site "
                    f"was built: {held} of {len(rows)} hold."
                ),
            )
        )
        + block(tag("h2", "The project's scenarios") + table(own))
        + block(tag("h2", "Shared scenarios") + table(shared))
    )
    return Page(SCENARIOS_URL, "Scenarios", body, search=False)  # each scenario has its page


def _cards(value: Any, card_urls: dict[str, str], from_url: str) -> str:
    if isinstance(value, int):
        return esc(f"{value} card{'s' if value != 1 else ''}")
    out = []
    for name in value:
        try:
            card = pool.find(name)
        except LookupError:
            out.append(esc(name))
            continue
        target = card_urls.get(card.id)
        out.append(link(urls.relative(from_url, target), esc(name)) if target else esc(name))
    return ", ".join(out) or "none"


def _value(value: Any) -> str:
    if isinstance(value, dict):
        return ", ".join(f"{k}: {_value(v)}" for k, v in value.items())
    if isinstance(value, list):
        return "[" + ", ".join(_value(v) for v in value) + "]"
    return str(value)


def scenario_page(url: str, path: Path, card_urls: dict[str, str]) -> tuple[Page, str, str]:
    source_text = path.read_text(encoding="utf-8")
    trail = block(crumbs(link(urls.relative(url, SCENARIOS_URL), "Scenarios")))
    yaml_block = block(
        tag(
            "details",
            tag("summary", esc(f"The file: {path.name}"))
            + tag("pre", tag("code", esc(source_text))),
        )
    )
    try:
        scenario = load(path)
    except ScenarioError as error:
        body = (
            trail
            + block(tag("h1", esc(path.stem)))
            + block(tag("p", esc(f"Invalid scenario: {error}"), class_="rr-failed"))
            + yaml_block
        )
        return Page(url, path.stem, body), "invalid", path.stem
    edition = store.edition_info(scenario.edition).id
    parts = [trail, block(tag("h1", esc(scenario.name)))]
    facts = [
        ("File", esc(path.name)),
        (
            "Source",
            _linked_source(scenario.source, edition, url) if scenario.source else "",
        ),
        ("Edition", link(urls.relative(url, urls.edition_url(edition)), esc(edition))),
        ("Mode", esc(scenario.mode)),
        ("Seed", esc(scenario.seed)),
    ]
    parts.append(
        block(
            tag(
                "table",
                tag(
                    "tbody", "".join(tag("tr", tag("th", k) + tag("td", v)) for k, v in facts if v)
                ),
                class_="rr-table rr-facts",
            )
        )
    )

    # The state
    rows = []
    for player in scenario.players:
        zones = "; ".join(
            f"{esc(zone)}: {_cards(spec, card_urls, url)}" for zone, spec in player.zones.items()
        )
        extra = []
        if player.points is not None:
            extra.append(f"points: {player.points}")
        if player.xp:
            extra.append(f"xp: {player.xp}")
        rows.append(
            tag(
                "tr",
                tag("th", esc(player.name))
                + tag("td", zones or "nothing")
                + tag("td", esc(", ".join(extra))),
            )
        )
    for field in scenario.battlefields:
        units = "; ".join(
            f"{esc(who)}: {_cards(names, card_urls, url)}" for who, names in field.units.items()
        )
        control = f"controlled by {field.controller}" if field.controller else "uncontrolled"
        rows.append(
            tag(
                "tr",
                tag("th", esc(f"battlefield {field.name}"))
                + tag("td", units or "no units")
                + tag("td", esc(control)),
            )
        )
    for who, fields in scenario.scored_this_turn.items():
        rows.append(
            tag(
                "tr",
                tag("th", esc(who))
                + tag("td", esc("scored this turn at " + ", ".join(fields)))
                + tag("td", ""),
            )
        )
    parts.append(
        block(
            tag("h2", "State", id="state", **UNSEARCHED)
            + tag("table", tag("tbody", "".join(rows)), class_="rr-table")
        )
    )

    # The steps
    steps = []
    for step in scenario.steps:
        who = f" ({step.player})" if step.player else ""
        args = f" — {_value(step.args)}" if step.args else ""
        steps.append(
            tag("li", tag("strong", esc(step.kind)) + esc(f": {_value(step.value)}{who}{args}"))
        )
    answers = ""
    if scenario.choices:
        answers = tag("p", esc(f"Answers to the choices, in order: {_value(scenario.choices)}"))
    steps_head = tag("h2", "Steps", id="steps", **UNSEARCHED)  # its name and source are searched
    parts.append(block(steps_head + tag("ol", "".join(steps)) + answers))

    # The expectations
    expect = scenario.expect
    items = []
    for name, wanted in expect.players.items():
        items.append(tag("li", esc(f"{name}: {_value(wanted)}")))
    if expect.events is not None:
        items.append(tag("li", esc(f"events in order: {', '.join(expect.events)}")))
    if expect.not_events:
        items.append(tag("li", esc(f"no events: {', '.join(expect.not_events)}")))
    for kind, number in expect.count.items():
        items.append(tag("li", esc(f"{number} × {kind}")))
    if expect.cites:
        items.append(
            tag(
                "li", "the log cites " + ", ".join(rule_link(edition, n, url) for n in expect.cites)
            )
        )
    for name, wanted in expect.units.items():
        items.append(tag("li", esc(f"{name}: {_value(wanted)}")))
    if expect.winner is not UNSET:
        items.append(
            tag("li", esc(f"winner: {expect.winner if expect.winner is not None else 'nobody'}"))
        )
    expected_head = tag("h2", "Expected", id="expected", **UNSEARCHED)
    parts.append(block(expected_head + tag("ul", "".join(items))))

    # The run
    result = run(scenario)
    status = "holds" if result.ok else "fails"
    outcome = [
        tag(
            "p",
            badge(status) + esc(" when the site was built."),
        )
    ]
    if result.failures:
        outcome.append(
            tag("ul", "".join(tag("li", esc(f)) for f in result.failures), class_="rr-failed")
        )
    if result.notes:
        outcome.append(
            tag("ul", "".join(tag("li", esc(f"note: {n}")) for n in result.notes), class_="rr-meta")
        )
    log_edition = result.game.edition if result.game is not None else edition
    events = []
    for index, event in enumerate(result.log, 1):
        cites = ", ".join(rule_link(log_edition, n, url) for n in event.cites)
        what = event.describe()
        if event.cites:  # describe() ends with the cited numbers: they get their own column
            what = what[: what.rfind(" (")]
        events.append(
            tag(
                "tr",
                tag("td", str(index))
                + tag("td", esc(event.kind))
                + tag("td", esc(what))
                + tag("td", cites),
            )
        )
    parts.append(block(tag("h2", "Run", id="run", **UNSEARCHED) + "".join(outcome)))
    if events:
        head = "".join(tag("th", h) for h in ("#", "event", "what", "rules"))
        parts.append(
            block(
                tag("h2", "Event log", id="log", **UNSEARCHED)
                + tag(
                    "table",
                    tag("thead", tag("tr", head)) + tag("tbody", "".join(events)),
                    class_="rr-table rr-log",
                )
            )
        )
    parts.append(yaml_block)
    return Page(url, scenario.name, "".join(parts)), status, scenario.name


_RULING = re.compile(r"\(ruling ([\w/-]+)")


@cache
def _ruling_editions() -> dict[str, str]:
    return {ruling.id: ruling.edition for ruling in rulings.load()}


def _linked_source(source: str, edition: str, url: str) -> str:
    """A scenario's source with its rule numbers linked in the scenario's edition; a number
    only an official ruling's own edition has is the ruling's quotation ("You mentioned rule
    187.4.c": 2026-03-30's, 190.4.c later), linked in that edition."""
    try:
        return linked_text(source, edition, url, terms=False)
    except UnknownRuleReference:
        found = _RULING.search(source)
        quoted = _ruling_editions().get(found.group(1)) if found else None
        if quoted is None or quoted == edition:
            raise
        return linked_text(source, quoted, url, terms=False)
