"""Card pages: the text with each keyword and game verb linked to its rule, the rules the
card uses, the parsed AST, the lint findings, the generated code and a runnable example."""

from __future__ import annotations

import re
from collections.abc import Iterator
from functools import cache

from riftrules import rulings, urls
from riftrules.cards import pool, query
from riftrules.cards.model import Card
from riftrules.cardtext.nodes import Word, to_tree
from riftrules.cardtext.rules_invoked import rules_invoked, term_of
from riftrules.codegen import generate
from riftrules.effects import NotCompiled, compile_text
from riftrules.formats import legality
from riftrules.lint.card import CardFacts
from riftrules.lint.linter import lint
from riftrules.lint.registry import RULES
from riftrules.site import about
from riftrules.site.examples import ExampleFailed, fence_for, rendered, run
from riftrules.site.layout import layout
from riftrules.site.links import glossary, rule_link
from riftrules.site.markup import crumbs, esc, link, tag
from riftrules.site.pages import UNSEARCHED, Page, block
from riftrules.site.rule_pages import official
from riftrules.site.rulings import section as rulings_section
from riftrules.site.usage import invoked, parsed

CARDS_URL = "cards/"
# The sets of the pool, by the code printed on the cards.
SET_NAMES = {
    "OGN": "Origins",
    "OGS": "Origins: Proving Grounds",
    "SFD": "Spiritforged",
    "UNL": "Unleashed",
    "VEN": "Vendetta",
}
# Where each card's text comes from, said for a reader.
TEXT_SOURCES = {
    "gallery": "as in the official card gallery (current)",
    "printed": "as printed",
    "errata": "as corrected by the official errata",
}
_BRACKETED = re.compile(r"\[(?P<name>[A-Z][A-Za-z-]+)(?: \d+)?\]")


def selected(wanted: list[str] | None) -> list[Card]:
    """The cards to build pages for: all of the pool, or those named (by id or name)."""
    if not wanted:
        return list(pool.load())
    return [pool.find(item) for item in wanted]


@cache
def card_urls() -> dict[str, str]:
    """Card id -> page URL, for every card of the pool."""
    return {card_id: urls.card_url(s) for card_id, s in urls.card_slugs(pool.load()).items()}


def pages(cards: list[Card], edition: str, scenarios: bool = True) -> Iterator[Page]:
    yield _index(cards, edition)
    for card in cards:
        yield card_page(card, edition, scenarios)


def set_name(code: str) -> str:
    name = SET_NAMES.get(code)
    return f"{name} ({code})" if name else code


def keywords(card: Card, edition: str) -> list[str]:
    """The keywords a card's text names in brackets ("[Accelerate]"), once each, in order."""
    terms = glossary(edition)
    found = (match["name"] for match in _BRACKETED.finditer(card.text or ""))
    return list(dict.fromkeys(n for n in found if n in terms and terms[n].keyword))


def _choices(name: str, label: str, values: list[tuple[str, str]]) -> str:
    options = tag("option", esc(f"any {label}"), value="") + "".join(
        tag("option", esc(shown), value=value) for value, shown in values
    )
    return tag(
        "label",
        tag("span", esc(label.capitalize()), class_="rr-filter-label")
        + tag("select", options, name_=name, data_filter=name),
    )


def _index(cards: list[Card], edition: str) -> Page:
    rows = []
    facets: dict[str, dict[str, str]] = {"set": {}, "type": {}, "domain": {}, "keyword": {}}
    for card in cards:
        words = keywords(card, edition)
        facets["set"].setdefault(card.set, set_name(card.set))
        facets["type"].setdefault(card.type, card.type)
        for domain in card.domains:
            facets["domain"].setdefault(domain, domain)
        for word in words:
            facets["keyword"].setdefault(word, word)
        detail = " · ".join(
            part
            for part in (card.type, ", ".join(card.domains), SET_NAMES.get(card.set, card.set))
            if part
        )
        rows.append(
            tag(
                "li",
                link(urls.relative(CARDS_URL, card_urls()[card.id]), esc(card.name))
                + tag("span", esc(detail), class_="rr-card-detail"),
                data_id=card.id,
                data_name=card.name.casefold(),
                data_set=card.set,
                data_type=card.type,
                data_domain="|".join(card.domains),
                data_keyword="|".join(words),
            )
        )
    controls = tag(
        "form",
        tag(
            "label",
            tag("span", "Search", class_="rr-filter-label")
            + tag(
                "input",
                type="search",
                name_="query",
                data_query="",
                autocomplete="off",
                spellcheck="false",
                placeholder="a name, or t:unit d:fury might>=5",
                aria_describedby="rr-query-help",
            ),
        )
        + "".join(
            _choices(
                key,
                key,
                sorted(values.items(), key=lambda item: item[1])
                if key != "set"
                else [(code, facets["set"][code]) for code in SET_NAMES if code in facets["set"]],
            )
            for key, values in facets.items()
        )
        + tag("output", esc(f"{len(cards)} cards"), class_="rr-filter-count", aria_live="polite")
        + tag("output", "", class_="rr-query-error", aria_live="polite", hidden=True),
        class_="rr-card-filter",
        role="search",
        aria_label="Filter the cards",
    )
    sets = ", ".join(f"{code}: {name}" for code, name in SET_NAMES.items())
    parts = [
        block(tag("h1", "Cards")),
        block(
            tag(
                "p",
                esc(
                    f"{len(cards)} cards. Each page links the card's keywords to the Core Rules, "
                    "shows how the grammar reads the text, what the linter finds, the code the "
                    "effects compiler generates, and an example to run in your browser. "
                    f"Sets by the code printed on the cards: {sets}."
                ),
            )
        ),
        block(controls),
        block(_query_help()),
        block(tag("ul", "\n".join(rows), class_="rr-card-list")),
    ]
    return Page(CARDS_URL, "Cards", "".join(parts), hide=("toc",))


QUERY_EXAMPLES = (
    ("t:unit d:fury might>=5", "Fury units with 5 Might or more"),
    ('o:"deal 3" -kw:deflect', "cards whose text says “deal 3” and that lack Deflect"),
    ("(s:ogn or s:sfd) cn>=300", "printings numbered 300 and up in Origins or Spiritforged"),
    ("t:champion energy<=3", "champions that cost 3 energy or less"),
    ("tag:poro or t:mech", "Poros and Mechs"),
)


def _query_help() -> str:
    """How to search the cards: the query language's fields (from its own table) and examples,
    the same as ``riftrules cards``."""

    fields = "".join(
        tag(
            "tr",
            tag("td", tag("code", esc(name + ":")))
            + tag("td", esc(", ".join(f"{a}:" for a in spec["aliases"])))
            + tag("td", esc(spec["help"])),
        )
        for name, spec in query.SPEC["fields"].items()
    )
    examples = "".join(
        tag("li", tag("code", esc(text)) + esc(f": {meaning}")) for text, meaning in QUERY_EXAMPLES
    )
    return tag(
        "details",
        tag("summary", "Searching the cards")
        + tag(
            "p",
            esc(
                "Bare words search the names. A term is a field, an operator and a value: "
                "':' (has), '=', '!=', and for numbers '<', '<=', '>', '>='. Terms side by side "
                "must all hold; 'or' gives either, '-' negates, parentheses group, quotes keep "
                "a phrase whole. The same queries work in the command line: riftrules cards QUERY."
            ),
        )
        + tag("ul", examples)
        + tag(
            "table",
            tag("thead", tag("tr", tag("th", "Field") + tag("th", "Short") + tag("th", "Holds")))
            + tag("tbody", fields),
        ),
        class_="rr-query-help",
        id="rr-query-help",
    )


# -- one card -----------------------------------------------------------------------------------


def _section_of_word(word: Word, edition: str) -> str | None:
    if term_of(word) is None:
        return None
    for item in rules_invoked(word, edition):
        if item.via is None:
            return item.number
    return None


def linked_card_text(card: Card, edition: str, from_url: str) -> str:
    """The card text, escaped, with every keyword and game verb linked to its section."""
    result = parsed(card.text)
    found = layout(edition)
    terms = glossary(edition)
    out: list[str] = []
    offset = 0
    by_offset = {line.offset: line for line in result.lines}
    for line in result.normalised.text.split("\n"):
        parsed_line = by_offset.get(offset)
        spans: list[tuple[int, int, str]] = []
        if parsed_line is not None and parsed_line.ok:
            for word in parsed_line.node.words():
                number = _section_of_word(word, edition)
                if number is not None and number in found.page_of:
                    spans.append((word.span.start, word.span.end, number))
        # Keywords the tree does not give as words (in quoted text, or on a line the grammar
        # does not read yet) are linked by their brackets.
        for match in _BRACKETED.finditer(line):
            term = terms.get(match["name"])
            if term is not None and not any(
                s < match.end() and match.start() < e for s, e, _ in spans
            ):
                spans.append((match.start(), match.end(), term.number))
        pieces, position = [], 0
        for start, end, number in sorted(spans):
            if start < position:
                continue
            pieces.append(esc(line[position:start]))
            pieces.append(rule_link(edition, number, from_url, line[start:end]))
            position = end
        pieces.append(esc(line[position:]))
        out.append(tag("p", "".join(pieces)))
        offset += len(line) + 1
    return "".join(out)


def _facts(card: Card) -> str:
    rows = [
        ("Id", card.id),
        ("Set", set_name(card.set)),
        ("Type", card.type + (f" ({card.supertype})" if card.supertype else "")),
        ("Domains", ", ".join(card.domains) or "colourless"),
        ("Energy", card.energy),
        ("Power", card.power),
        ("Might", card.might),
        ("Tags", ", ".join(card.tags)),
        ("Rarity", card.rarity),
        (
            "Wording",
            TEXT_SOURCES.get(card.text_source, card.text_source)
            + (f" ({', '.join(card.errata)})" if card.errata else ""),
        ),
        ("Printings", len(card.printings)),
        ("Legality", _legality(card)),
    ]
    body = "\n".join(
        tag("tr", tag("th", esc(label)) + " " + tag("td", esc(value)))
        for label, value in rows
        if value not in (None, "")
    )
    return tag("table", tag("tbody", body), class_="rr-table rr-facts")


def _legality(card: Card) -> str:
    """Where it is banned and since when, as of the newest date the legality data knows (a
    page does not change with the day it is built)."""
    data = legality.load()
    sets = [card.set, *(p.set for p in card.printings)]
    record = legality.card_record(data, card.name, sets, data.latest)
    return f"{legality.describe(record)} (as of {data.latest.isoformat()})"


def _rules_used(card: Card, edition: str, from_url: str) -> str:
    shown = layout(edition).page_of
    items = []
    for item in invoked(card.text, edition):
        if item.number not in shown:
            continue
        via = (
            tag("span", " — cited by " + rule_link(edition, item.via, from_url), class_="rr-via")
            if item.via
            else ""
        )
        items.append(
            tag("li", rule_link(edition, item.number, from_url, f"{item.number} {item.term}") + via)
        )
    if not items:
        return tag("p", "This text invokes no section of the Core Rules that riftrules can name.")
    return tag("ul", "".join(items), class_="rr-used")


def _scenarios(card: Card, edition: str, from_url: str) -> str:
    found = about.scenarios(edition)[1].get(card.name, [])
    if not found:
        return ""
    return tag(
        "h2", esc(f"Scenarios with this card ({len(found)})"), id="scenarios", **UNSEARCHED
    ) + about.listing(found, from_url)


def _lint(card: Card, from_url: str) -> str:
    found = lint(card.text, CardFacts.from_card(card))
    if not found:
        return tag("p", "No findings.", class_="rr-lint-clean")
    rows = []
    for d in found:
        rule = RULES.get(d.code)
        code = (
            link(urls.relative(from_url, urls.lint_url(d.code, rule.name)), esc(d.code))
            if rule is not None
            else esc(d.code)
        )
        where = f"{d.location.line}:{d.location.column}"
        extra = ""
        if d.help:
            extra += tag("div", esc(f"help: {d.help}"), class_="rr-help")
        if d.fix:
            extra += tag(
                "div", esc(f"fix ({d.fix.applicability.value}): {d.fix.message}"), class_="rr-help"
            )
        rows.append(
            tag(
                "tr",
                tag("td", code)
                + tag("td", esc(d.severity.value))
                + tag("td", esc(where))
                + tag("td", esc(d.message) + extra),
            )
        )
    head = "".join(tag("th", h) for h in ("code", "severity", "at", "message"))
    return tag(
        "table",
        tag("thead", tag("tr", head)) + tag("tbody", "".join(rows)),
        class_="rr-table rr-lint",
    )


def _ast(card: Card) -> str:
    result = parsed(card.text)
    if result.refused:
        return tag("p", esc(result.refused))
    lines: list[str] = []
    for line in result.lines:
        lines.extend(to_tree(line.node, line.offset))
    if not lines:
        return tag("p", "No rules text.")
    unread = "" if result.ok else " (some lines are not read yet)"
    return tag(
        "details",
        tag("summary", esc(f"Parsed AST: {len(result.lines)} abilities{unread}"))
        + tag("pre", tag("code", esc("\n".join(lines))), class_="rr-ast"),
    )


def _not_compiled(reason: str) -> str:
    return tag("p", esc(f"not compiled yet: {reason}"), class_="rr-not-compiled")


# The parts of a clause a refusal names by the compiler's own words ("direct not compiled
# here"), said for a reader.
_CLAUSE_PARTS = {
    "count": "a count",
    "direct": "an object",
    "location": "a location",
    "might": "a Might condition",
    "this_turn": "'this turn'",
    "exhausted": "'exhausted'",
    "keywords": "keywords",
    "symbols": "symbols",
    "filters": "a condition on the object",
    "costing": "a cost",
}
_NOT_HERE = " not compiled here"


def for_reader(error: Exception) -> str:
    """Why the compiler refused a text, in a reader's words."""
    detail = str(error)
    if not detail.endswith(_NOT_HERE):
        return detail
    parts = (p.strip() for p in detail.removesuffix(_NOT_HERE).split(", "))
    return ", ".join(_CLAUSE_PARTS.get(p, p) for p in parts) + " in this place: not read yet"


def generated_code(card: Card) -> tuple[str | None, str | None]:
    """The effects compiler's Python for a card, or None and why not."""
    if not card.text:
        return None, "the card has no rules text"
    try:
        return generate(card.text, card.type, card.name), None
    except NotCompiled as error:
        return None, for_reader(error)
    except Exception as error:  # a bug of the compiler on this card: shown, not fatal
        return None, f"{type(error).__name__}: {error}"


def _code_block(code: str) -> str:
    fence = fence_for(code)
    return f"\n\n{fence}python\n{code.rstrip()}\n{fence}\n\n"


_PARSE_EXAMPLE = """\
from riftrules import rulings
from riftrules.cards import pool
from riftrules.cardtext.parser import parse_text
from riftrules.cardtext.rules_invoked import rules_invoked

card = pool.find({name!r})
for line in parse_text(card.text).lines:
    print(line.text)
    for rule in rules_invoked(line.node):
        via = f" (cited by {{rule.via}})" if rule.via else ""
        print(f"  uses {{rule.number}} {{rule.term}}{{via}}")
"""

_PLAY_EXAMPLE = """\
from riftrules.effects import compile_text
from riftrules.engine import Game, run_effect

game = Game(("A", "B"), seed=1)
you = game.player("A")
for _ in range(6):
    game.add_card(you, "main_deck")
script = compile_text(card.text, card_type=card.type)
run_effect(game, script.effect, you)
for event in game.log:
    print(event.describe())
"""


def example(card: Card) -> tuple[str, str, str | None]:
    """The runnable example of a card, its output, and a note when the engine part had to be
    left out.

    It always parses the text; when the effects compiler reads the whole text of a spell, it
    also plays the spell on a small game. The example is run here, by the generator that wrote
    it (its output goes on the page, so a page never shows an example that does not run); the
    card's data is in it only as a string literal, never as code."""
    code = _PARSE_EXAMPLE.format(name=card.name)
    note = None
    if card.text and card.type == "Spell":
        try:
            script = compile_text(card.text, card_type=card.type)
        except Exception as error:
            note = f"the engine part is left out: not compiled yet: {for_reader(error)}"
        else:
            if getattr(script, "effect", None) is not None:
                try:
                    played = code + "\n" + _PLAY_EXAMPLE
                    return played, run(played, _namespace(), f"card {card.id}"), None
                except ExampleFailed as error:
                    last = str(error).strip().splitlines()[-1]
                    note = f"the engine part is left out: it fails on this card ({last})"
    return code, run(code, _namespace(), f"card {card.id}"), note


def _namespace() -> dict[str, object]:
    return {"__name__": "__riftbound__"}


def card_page(card: Card, edition: str, scenarios: bool = True) -> Page:
    """A card's page. The search finds a card by its name and text: the rules it uses, its
    AST, lint findings, code and example (the same on every card page) are left out of it."""
    url = card_urls().get(card.id) or urls.card_url(urls.slug(card.name))
    parts = [
        block(crumbs(link(urls.relative(url, CARDS_URL), "Cards"), esc(set_name(card.set)))),
        block(tag("h1", esc(card.name))),
        block(_facts(card)),
        block(
            tag(
                "p",
                "Official source: " + link(official()["card_gallery"], "Riot's card gallery"),
                class_="rr-meta",
            )
        ),
        block(
            tag("h2", "Text", id="text")
            + tag(
                "div",
                linked_card_text(card, edition, url) or "<p>(no rules text)</p>",
                class_="rr-card-text",
                data_edition=edition,
            )
        ),
    ]
    if card.printed and card.printed != card.text:
        parts.append(
            block(
                tag(
                    "details",
                    tag("summary", "As printed")
                    + tag(
                        "div",
                        "".join(tag("p", esc(line)) for line in card.printed.split("\n")),
                        class_="rr-card-text",
                    ),
                )
            )
        )
    parts.append(
        block(
            tag("h2", esc(f"Rules it uses ({edition})"), id="rules", **UNSEARCHED)
            + _rules_used(card, edition, url)
        )
    )
    parts.append(block(rulings_section(rulings.for_card(card), url, "this card")))
    if scenarios:  # the scenario pages are built too
        parts.append(block(_scenarios(card, edition, url)))
    parts.append(block(tag("h2", "How the grammar reads it", id="ast", **UNSEARCHED) + _ast(card)))
    parts.append(block(tag("h2", "Lint", id="lint", **UNSEARCHED) + _lint(card, url)))
    parts.append(block(tag("h2", "Generated code", id="code", **UNSEARCHED)))
    code, reason = generated_code(card)
    parts.append(
        _code_block(code) if code is not None else block(_not_compiled(reason or "unknown"))
    )
    parts.append(block(tag("h2", "Try it", id="example", **UNSEARCHED)))
    source, output, note = example(card)
    parts.append(f"\n\n{rendered(source, output, 0)}\n\n")
    if note:
        parts.append(block(tag("p", esc(note), class_="rr-meta")))
    return Page(url, card.name, "".join(parts))
