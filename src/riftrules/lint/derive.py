"""Derive the linter's data files from the bundled card pool and the newest Core Rules.

``python -m riftrules.lint.derive`` rewrites ``src/riftrules/rules/glossary/*.json`` (the
keyword facts, read by the linter and the reading) and ``src/riftrules/lint/data/vocabulary.json``;
a test checks that the committed files equal what this derives, so they follow the pool and
the rules.

* ``keywords.json``: every keyword the pool prints in brackets or the rules' keyword chapter
  defines, with its defining rule, whether it takes a number (``never``, ``optional``,
  ``required``, as the pool writes it), whether the glossary defines it, whether its line
  carries a cost after a dash ("[Equip] — [P], Recycle 2 cards from your trash (…)"); and every
  section title of the rules (``terms``).
* ``reminders.json``: the canonical reminder of each keyword, the most common one the pool
  prints after it, written as a template: ``{n}`` the keyword's number, ``{A*n}`` that many
  ``[A]``, ``{cost}`` the keyword's cost, ``[C]`` the card's own domain (rule 135.2.e.6).
  Reminders are kept apart by the card's self-reference (``first``: units and legends;
  ``this``: gear and spells; ``equipment``: gear with [Equip], which say "this" for themselves
  and "I/me" for their unit) and by whether the keyword has a symbol cost (``+cost``). A tie
  between two wordings makes neither canonical.
* ``vocabulary.json``: every word of the pool and of the newest rules; the capitalised words
  that open sentences and are never capitalised inside one except as part of a term ("Draw
  Phase") (``openers``); the words the pool writes in lower case inside a sentence
  (``lowercase``); the openers it writes in lower case inside a sentence ten times as often as
  it opens one with them ("To", "A": ``continuers``).
"""

from __future__ import annotations

import json
import re
from collections import Counter, defaultdict
from collections.abc import Iterable
from pathlib import Path

from riftrules.cards import pool
from riftrules.cards.model import Card
from riftrules.cardtext.normalise import RUNES
from riftrules.cardtext.numbers import number
from riftrules.lint.card import self_class
from riftrules.lint.patterns import COSTS as COST
from riftrules.rules import graph, store
from riftrules.rules.glossary import HERE as GLOSSARY

DATA = Path(__file__).resolve().parent / "data"
# where each file lives: the keyword facts are the rules' glossary, the words the linter's own
HOMES = {"keywords.json": GLOSSARY, "reminders.json": GLOSSARY, "vocabulary.json": DATA}

KEYWORD = re.compile(r"\[([A-Z][A-Za-z-]*)(?: (\d+))?\]")
SYMBOL_NAMES = frozenset("RGBOPYACEM") | {"T", "S"}
# "[Assault 2] (…)", "[Equip] [1][R] (…)", "[Empower] — Discard 1 (…)", "[Equip] [3][A]. … (…)"
KEYWORD_LINE = re.compile(
    rf"^(?P<kw>\[[A-Z][A-Za-z-]*(?: \d+)?\])(?: (?P<cost>{COST}))?"
    rf"(?P<rest> —[^()]*|\.[^()]*)? \((?P<reminder>[^()]*)\)$"
)
# "[Deathknell][>] Draw 1. (…)", "[Legion] — I cost [2] less. (…)"
GATED_LINE = re.compile(
    r"^(?P<kw>\[[A-Z][A-Za-z-]*(?: \d+)?\])(?:\[>\]| —) (?P<body>[^()]*) \((?P<reminder>[^()]*)\)$"
)
DOMAIN_SYMBOLS = {name.capitalize(): letter for name, letter in RUNES.items() if letter != "A"}
WORD = re.compile(r"[A-Za-z][A-Za-z'-]*")
# Where a capital opens something: a line, a sentence, a reminder, a quote, an ability after
# its keyword, a cost after a symbol ("[Y], Kill a friendly unit").
OPENING = re.compile(r"(?:^|[\n.:—(\"•!?]|\[>\]|\],)[ ]*$")


def keyword_name(token: str) -> tuple[str, int | None]:
    match = KEYWORD.fullmatch(token)
    if match is None:
        raise ValueError(token)
    return match[1], number(match[2]) if match[2] else None


def numbered_keywords(cards: Iterable[Card]) -> dict[str, str]:
    """Each bracketed keyword and whether the pool gives it a number."""
    seen: dict[str, set[bool]] = defaultdict(set)
    for card in cards:
        for match in KEYWORD.finditer(card.text):
            if match[1] not in SYMBOL_NAMES:
                seen[match[1]].add(match[2] is not None)
    usage = {True: "required", False: "never"}
    return {
        name: usage[next(iter(flags))] if len(flags) == 1 else "optional"
        for name, flags in sorted(seen.items())
    }


def cost_keywords(cards: Iterable[Card]) -> set[str]:
    """Keywords whose line carries a cost after a dash and no period: "[Equip] — [P], …"."""
    found = set()
    for card in cards:
        for line in card.text.split("\n"):
            match = re.match(r"^\[([A-Z][A-Za-z-]*)\] — [^().]*[^.(] \(", line)
            if match:
                found.add(match[1])
    return found


def template(
    reminder: str, number: int | None, cost: str | None, domains: Iterable[str], numbered: bool
) -> str:
    """A reminder as a template: its cost, number and own domain made placeholders."""
    out = reminder
    if cost:
        out = out.replace(cost, "{cost}", 1)
    if numbered:
        n = number or 1
        out = re.sub(rf"(?<!\[A\])(?:\[A\]){{{n}}}(?!\[A\])", "{A*n}", out, count=1)
        out = re.sub(rf"(?<![\d\[]){n}(?![\d\]])", "{n}", out, count=1)
    for domain in domains:
        symbol = DOMAIN_SYMBOLS.get(domain)
        if symbol:
            out = out.replace(f"[{symbol}]", "[C]")
    return out


def observations(cards: Iterable[Card], numbers: dict[str, str]) -> dict[str, Counter[str]]:
    """(keyword, key) -> Counter of templates, from keyword lines and gated lines."""
    found: dict[str, Counter[str]] = defaultdict(Counter)
    for card in cards:
        kind = self_class(card.type, card.text)
        if kind is None:
            continue
        for line in card.text.split("\n"):
            match = KEYWORD_LINE.match(line) or GATED_LINE.match(line)
            if match is None or KEYWORD.search(match.groupdict().get("body") or ""):
                continue  # a gated ability whose reminder may explain another keyword
            name, number = keyword_name(match["kw"])
            cost = match.groupdict().get("cost")
            numbered = numbers.get(name, "never") != "never"
            text = template(match["reminder"], number, cost, card.domains, numbered)
            either = " or " in (match.groupdict().get("rest") or "")
            key = f"{kind}+cost" if cost else f"{kind}+or" if either else kind
            found[f"{name}\t{key}"][text] += 1
    return found


def derive_reminders(cards: tuple[Card, ...], numbers: dict[str, str]) -> dict[str, object]:
    reminders: dict[str, dict[str, str]] = defaultdict(dict)
    for key, counter in sorted(observations(cards, numbers).items()):
        name, kind = key.split("\t")
        ranked = counter.most_common(2)
        if len(ranked) == 2 and ranked[0][1] == ranked[1][1]:
            continue  # a tie: no wording is canonical
        reminders[name][kind] = ranked[0][0]
    return {"reminders": dict(sorted(reminders.items()))}


def derive_keywords(cards: tuple[Card, ...], edition_id: str | None = None) -> dict[str, object]:
    edition = store.load(edition_id)
    rules_graph = graph.build(edition.id)
    numbers = numbered_keywords(cards)
    glossary: dict[str, str] = {}
    for node, data in rules_graph.nodes(data=True):
        if data.get("kind") == "term" and data.get("keyword"):
            targets = [b for _, b, k in rules_graph.out_edges(node, data="kind") if k == "defines"]
            glossary[data["text"]] = targets[-1]  # the keyword chapter's section comes last
    terms = {
        rule.text: rule.number
        for rule in reversed(edition.rules)
        if rule.kind == "heading" and "." not in rule.number and len(rule.text) < 40
    }
    names = sorted(set(numbers) | set(glossary))
    with_cost = cost_keywords(cards)
    keywords = {
        name: {
            "rule": glossary.get(name) or terms.get(name),
            "number": numbers.get(name, "never"),
            "glossary": name in glossary,
            "cost": name in with_cost,
        }
        for name in names
    }
    return {
        "edition": edition.id,
        "keywords": keywords,
        "terms": dict(sorted(terms.items())),
    }


def derive_vocabulary(cards: tuple[Card, ...], edition_id: str | None = None) -> dict[str, object]:
    words: set[str] = {
        word.casefold() for rule in store.load(edition_id).rules for word in WORD.findall(rule.text)
    }
    opening: Counter[str] = Counter()
    inside_upper: Counter[str] = Counter()
    inside_term: Counter[str] = Counter()  # capitalised inside a sentence, in "Draw Phase"
    inside_lower: Counter[str] = Counter()
    for card in cards:
        text = re.sub(r"\[[^\]]*\]", lambda m: " " * len(m[0]), card.text)
        for match in WORD.finditer(text):
            word = match[0]
            words.add(word.casefold())
            if OPENING.search(card.text[: match.start()]):  # brackets kept: "[Y], Kill"
                if word[0].isupper():
                    opening[word] += 1
            elif word[0].isupper():
                inside_upper[word] += 1
                if re.match(r" [A-Z]", text[match.end() :]):
                    inside_term[word] += 1
            else:
                inside_lower[word] += 1
    openers = sorted(
        word
        for word in opening
        if inside_upper[word] == inside_term[word] and word not in ("I", "I'm", "I've")
    )
    lowercase = sorted(
        word
        for word, count in inside_lower.items()
        if count >= 5 and inside_upper[word.capitalize()] * 20 <= count
    )
    # "To", "A", "The": opened with far less often than written in lower case inside a sentence,
    # so that "Deal 3 To a unit" is a slip of case (RB210), not a sentence run on (RB209)
    continuers = sorted(
        word for word in openers if opening[word] * 10 < inside_lower[word.casefold()]
    )
    return {
        "words": sorted(words),
        "openers": openers,
        "lowercase": lowercase,
        "continuers": continuers,
    }


def derive(cards: tuple[Card, ...] | None = None) -> dict[str, dict[str, object]]:
    """The three data files, as JSON values, keyed by file name."""
    if cards is None:
        cards = pool.load()
    keywords = derive_keywords(cards)
    numbers = {name: info["number"] for name, info in keywords["keywords"].items()}  # type: ignore[union-attr]
    reminders = derive_reminders(cards, numbers) | {"edition": keywords["edition"]}
    return {
        "keywords.json": keywords,
        "reminders.json": dict(sorted(reminders.items())),
        "vocabulary.json": derive_vocabulary(cards),
    }


def dump(value: object) -> str:
    return json.dumps(value, ensure_ascii=False, indent=1, sort_keys=False) + "\n"


def main() -> None:
    for name, value in derive().items():
        (HOMES[name] / name).write_text(dump(value), encoding="utf-8")
        print(f"wrote {HOMES[name] / name}")


if __name__ == "__main__":
    main()
