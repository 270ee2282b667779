"""Mutation test of ``riftrules lint``: real card texts, each given one mistake of a family.

Run: ``python scripts/mutate.py [--seed N] [--json]``. For every card of the bundled pool and
every family of mistake that the card's text offers a place for, one mistake is made at a
place chosen at random, and the text is linted as the card it is. A mutant counts as caught
when the family's codes find more on it than on the original text; texts that already have a
(reviewed, real) finding of the family are left out, as a second one is not told apart.
Reports the recall of each family (goal >= 95 %) and the false positives on the unmutated
texts: findings that are not among the reviewed real findings of
``tests/lint/pool_findings.json`` (goal 0).

Families, and where each mistake can be made:

* **self-reference**: a unit or legend's "me" becomes "this"; a spell or non-Equipment gear's
  "this" (the card itself) becomes "me"; a battlefield's "here" becomes "me";
* **keyword spelling**: a bracketed keyword gets two letters swapped, one dropped or doubled;
* **keyword number**: a numbered keyword whose own reminder restates its number gets another
  number (without such a reminder nothing says which number is right);
* **reminder**: the canonical stretch of a keyword's own reminder (as RB205 checks it) loses a
  word, gets two words swapped, or a number changed;
* **missing period**: a sentence-final period is removed;
* **icon notation**: in a text with two symbols or more, one symbol is written in another
  notation (":rb_exhaust:", "[T]" for "[E]", ":rb_energy_2:" for "[2]" …).
"""

from __future__ import annotations

import argparse
import json
import random
import re
import sys
from collections import Counter
from collections.abc import Callable
from dataclasses import dataclass, replace
from pathlib import Path

from riftrules.cards import pool
from riftrules.cards.model import Card
from riftrules.lint import data
from riftrules.lint.card import CardFacts, self_class
from riftrules.lint.linter import lint
from riftrules.lint.patterns import BRACKETED, COSTS, SYMBOL, KeywordToken
from riftrules.lint.registry import selected
from riftrules.lint.rules.icon_notation import to_gallery
from riftrules.lint.rules.reminder_text import Use, render, templates
from riftrules.lint.rules.self_reference import FIRST_PERSON, THIS, bare_this

REVIEWED = Path(__file__).resolve().parents[1] / "tests" / "lint" / "pool_findings.json"
RULES = selected(ignore=["RB1"])  # templating and data: the grammar is not the subject here

Mutator = Callable[[Card, random.Random], str | None]


@dataclass(frozen=True)
class Family:
    name: str
    codes: frozenset[str]
    mutate: Mutator


def _outside_quotes(text: str, start: int) -> bool:
    return text.count('"', 0, start) % 2 == 0


def _replace(text: str, start: int, end: int, new: str) -> str:
    return text[:start] + new + text[end:]


def self_reference(card: Card, rng: random.Random) -> str | None:
    text = card.text
    kind = self_class(card.type, text)
    if kind == "first":
        sites = [m for m in re.finditer(r"\bme\b", text) if _outside_quotes(text, m.start())]
        new = "this"
    elif kind == "this":
        sites = [
            m
            for m in THIS.finditer(text)
            if _outside_quotes(text, m.start()) and bare_this(text, m.start())
        ]
        new = "me"
    elif kind == "here":
        sites = [m for m in re.finditer(r"\bhere\b", text) if _outside_quotes(text, m.start())]
        new = "me"
    else:
        return None
    if not sites or (kind == "first" and not FIRST_PERSON.search(text)):
        return None
    site = rng.choice(sites)
    return _replace(text, site.start(), site.end(), new)


def keyword_spelling(card: Card, rng: random.Random) -> str | None:
    sites = [
        m
        for m in BRACKETED.finditer(card.text)
        if not SYMBOL.fullmatch(m[1]) and data.keyword(m[1].split(" ")[0]) and len(m[1]) > 3
    ]
    if not sites:
        return None
    site = rng.choice(sites)
    name, _, number = site[1].partition(" ")
    for _ in range(20):
        typo = _typo(name, rng)
        if typo != name and data.keyword(typo) is None:
            written = f"[{typo}{' ' + number if number else ''}]"
            return _replace(card.text, site.start(), site.end(), written)
    return None


def _typo(word: str, rng: random.Random) -> str:
    i = rng.randrange(1, len(word) - 1)
    how = rng.choice(("swap", "drop", "double"))
    if how == "swap":
        return word[:i] + word[i + 1] + word[i] + word[i + 2 :]
    if how == "drop":
        return word[:i] + word[i + 1 :]
    return word[:i] + word[i] + word[i:]


_OWN_REMINDER = re.compile(
    r"(?m)^(?:• )?\[(?P<name>[A-Z][A-Za-z-]*)(?: (?P<n>\d+))?\]"
    r"(?P<rest>[^()\n]*) \((?P<r>[^()\n]*)\)$"
)


def checked_reminders(card: Card) -> list[tuple[re.Match[str], int, int, str]]:
    """The reminders of keywords the card has that RB205 can check: those that hold their
    canonical wording, with where it is (a mistake elsewhere in a reminder, in an extra
    sentence, is no keyword's). Each: the line's match, the canonical stretch, its template."""
    out = []
    kind = self_class(card.type, card.text)
    for match in _OWN_REMINDER.finditer(card.text):
        if re.search(r"\[[A-Z][a-z]", match["rest"]):
            continue  # several keywords may share one merged reminder
        token = KeywordToken(match["name"], int(match["n"]) if match["n"] else None, 0, 0)
        cost = re.match(rf" ({COSTS})$", match["rest"])
        use = Use(token, True, cost[1] if cost else None, " or " in match["rest"])
        for template in templates(match["name"], use, kind):
            for candidate in render(template, use, card.domains):
                at = match["r"].find(candidate)
                if at >= 0:
                    start = match.start("r") + at
                    out.append((match, start, start + len(candidate), template))
    return out


def keyword_number(card: Card, rng: random.Random) -> str | None:
    sites = [
        site
        for site, _, _, template in checked_reminders(card)
        if "{n}" in template or "{A*n}" in template
    ]
    if not sites:
        return None
    site = rng.choice(sites)
    number = int(site["n"] or 1)
    wrong = rng.choice([n for n in (number - 1, number + 1, number + 2) if n >= 2 and n != number])
    start, end = site.start("name") - 1, site.end("n") + 1 if site["n"] else site.end("name") + 1
    return _replace(card.text, start, end, f"[{site['name']} {wrong}]")


def reminder(card: Card, rng: random.Random) -> str | None:
    sites = checked_reminders(card)
    if not sites:
        return None
    _, start, end, _ = rng.choice(sites)
    canonical = card.text[start:end]
    words = canonical.split(" ")
    how = rng.choice(
        ("drop", "swap", "number") if re.search(r"\d", canonical) else ("drop", "swap")
    )
    if how == "number":
        broken = re.sub(r"\d+", lambda m: str(int(m[0]) + 1), canonical, count=1)
    elif how == "drop" and len(words) > 2:
        i = rng.randrange(len(words) - 1)
        broken = " ".join(words[:i] + words[i + 1 :])
    else:
        i = rng.randrange(max(1, len(words) - 1))
        words[i : i + 2] = reversed(words[i : i + 2])
        broken = " ".join(words)
    if broken == canonical:
        return None
    return _replace(card.text, start, end, broken)


def missing_period(card: Card, rng: random.Random) -> str | None:
    text = card.text
    sites = [
        m
        for m in re.finditer(r"(?<=[\w\])])\.(?=$|\n| \(| [A-Z\[])", text)
        if _outside_quotes(text, m.start())
    ]
    if not sites:
        return None
    site = rng.choice(sites)
    return _replace(text, site.start(), site.end(), "")


_SYMBOLS = re.compile(r"\[(?:\d+|[RGBOPYEM])\]")


def icon_notation(card: Card, rng: random.Random) -> str | None:
    sites = list(_SYMBOLS.finditer(card.text))
    if len(sites) < 2:
        return None
    site = rng.choice(sites)
    token = site[0]
    options = [to_gallery(token)]
    options += {"[E]": ["[T]"], "[M]": ["[S]"]}.get(token, [])
    choice = rng.choice([o for o in options if o])
    return _replace(card.text, site.start(), site.end(), choice)


FAMILIES = [
    Family("self-reference", frozenset({"RB201"}), self_reference),
    Family("keyword spelling", frozenset({"RB202"}), keyword_spelling),
    Family("keyword number", frozenset({"RB204", "RB205"}), keyword_number),
    Family("reminder", frozenset({"RB205"}), reminder),
    Family("missing period", frozenset({"RB209"}), missing_period),
    Family("icon notation", frozenset({"RB206", "RB207"}), icon_notation),
]


def facts(card: Card) -> CardFacts:
    return replace(CardFacts.from_card(card), printed=None)


def count(text: str, card: CardFacts, codes: frozenset[str]) -> Counter[str]:
    return Counter(d.code for d in lint(text, card, RULES) if d.code in codes)


def run(seed: int) -> dict[str, object]:
    rng = random.Random(seed)
    cards = [card for card in pool.load() if card.text]
    report: dict[str, object] = {"seed": seed, "families": {}, "missed": {}}
    for family in FAMILIES:
        tried = caught = flagged = 0
        missed = []
        for card in cards:
            mutant = family.mutate(card, rng)
            if mutant is None or mutant == card.text:
                continue
            card_facts = facts(card)
            before = count(card.text, card_facts, family.codes)
            if before:
                flagged += 1  # a real finding of the family already: a second is not told apart
                continue
            tried += 1
            after = count(mutant, card_facts, family.codes)
            if after - before:
                caught += 1
            else:
                missed.append({"card": card.id, "mutant": mutant})
        report["families"][family.name] = {  # type: ignore[index]
            "mutants": tried,
            "caught": caught,
            "skipped_already_flagged": flagged,
            "recall": caught / tried if tried else None,
        }
        report["missed"][family.name] = missed  # type: ignore[index]
    report["false_positives"] = false_positives(cards)
    return report


def false_positives(cards: list[Card]) -> list[dict[str, str]]:
    reviewed = json.loads(REVIEWED.read_text(encoding="utf-8"))
    real = {(code, card) for code, entry in reviewed.items() for card in entry["cards"]}
    out = []
    for card in cards:
        for d in lint(card.text, CardFacts.from_card(card), RULES):
            if (d.code, card.id) not in real:
                out.append({"card": card.id, "code": d.code, "message": d.message})
    return out


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    parser.add_argument("--seed", type=int, default=4)
    parser.add_argument("--json", action="store_true", help="the whole report, as JSON")
    args = parser.parse_args(argv)
    report = run(args.seed)
    if args.json:
        json.dump(report, sys.stdout, ensure_ascii=False, indent=2)
        print()
        return 0
    print(f"Mutation test, seed {args.seed}: one mistake per card and family")
    for name, row in report["families"].items():  # type: ignore[union-attr]
        recall = f"{row['recall']:.1%}" if row["recall"] is not None else "-"
        print(f"  {name:<17} {row['caught']:>4}/{row['mutants']:<4} caught  recall {recall}")
        for miss in report["missed"][name][:3]:  # type: ignore[index]
            print(f"      missed {miss['card']}: {miss['mutant'][:110]!r}")
    fps = report["false_positives"]
    print(f"False positives on the {len(pool.load())} unmutated texts: {len(fps)}")  # type: ignore[arg-type]
    for fp in fps[:10]:  # type: ignore[index]
        print(f"  {fp['card']} {fp['code']} {fp['message']}")
    return 0


if __name__ == "__main__":
    raise SystemExit(main())
