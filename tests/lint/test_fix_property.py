"""A linter that never makes a text worse (issue 12): over the whole pool and over 10,000
mutated texts, applying the safe fixes never adds a finding (no code is found more often after
than before, parse errors included) and leaves nothing safe to fix; every unsafe fix says what
it risks. The mutants are the mutation test's (scripts/mutate.py), one mistake each, plus the
mistakes designers were seen to make: a keyword's number in words or outside its brackets, a
function word capitalised inside a sentence, a period dropped.
"""

from __future__ import annotations

import random
import re
import sys
from collections.abc import Callable, Iterator
from pathlib import Path

import pytest

from riftrules.cards import pool
from riftrules.cards.model import Card
from riftrules.lint.card import CardFacts
from riftrules.lint.diagnostic import Applicability, Diagnostic
from riftrules.lint.fixes import applicable, fix_text, worse
from riftrules.lint.linter import lint
from riftrules.lint.parse_cache import ParseCache
from riftrules.lint.patterns import NUMBER_WORDS
from riftrules.lint.registry import selected

sys.path.insert(0, str(Path(__file__).resolve().parents[2] / "scripts"))
import mutate

MUTANTS = 10_000
RULES = selected()
CACHE = ParseCache(persist=False)


def _word_number(card: Card, rng: random.Random) -> str | None:
    sites = list(re.finditer(r"\[([A-Z][A-Za-z-]*) (\d)\]", card.text))
    if not sites:
        return None
    site = rng.choice(sites)
    return mutate._replace(card.text, site.start(2), site.end(2), NUMBER_WORDS[int(site[2])])


def _number_outside(card: Card, rng: random.Random) -> str | None:
    sites = list(re.finditer(r"(?m)^\[([A-Z][A-Za-z-]*) (\d+)\]", card.text))
    if not sites:
        return None
    site = rng.choice(sites)
    return mutate._replace(card.text, site.start(), site.end(), f"[{site[1]}] {site[2]}")


def _capital_inside(card: Card, rng: random.Random) -> str | None:
    sites = list(re.finditer(r"(?<=[a-z0-9] )(to|a|the|for|at|an|your)\b", card.text))
    if not sites:
        return None
    site = rng.choice(sites)
    return mutate._replace(card.text, site.start(), site.start() + 1, site[0][0].upper())


MUTATORS: list[Callable[[Card, random.Random], str | None]] = [
    *(family.mutate for family in mutate.FAMILIES),
    _word_number,
    _number_outside,
    _capital_inside,
]


def mutants(count: int, seed: int = 12) -> Iterator[tuple[str, str, CardFacts]]:
    """``count`` mutated texts (label, text, card), by mutator and card in turn."""
    rng = random.Random(seed)
    cards = [card for card in pool.load() if card.text]
    made = 0
    while made < count:
        for card in cards:
            for mutator in MUTATORS:
                text = mutator(card, rng)
                if text is None or text == card.text:
                    continue
                yield f"{card.id}/{mutator.__name__}", text, mutate.facts(card)
                made += 1
                if made == count:
                    return


def _lint(card: CardFacts) -> Callable[[str], list[Diagnostic]]:
    return lambda text: lint(text, card, RULES, CACHE)


def check(label: str, text: str, card: CardFacts) -> list[str]:
    """What is wrong with fixing ``text``, if anything."""
    problems = []
    before = _lint(card)(text)
    for d in before:
        if d.fix and d.fix.applicability is Applicability.UNSAFE and not d.fix.risk:
            problems.append(f"{label}: unsafe fix of {d.code} says nothing of its risk")
    if not any(applicable(d) for d in before):
        return problems
    fixed, _ = fix_text(text, _lint(card))
    after = _lint(card)(fixed)
    if worse(before, after):
        new = sorted({d.code for d in after} - {d.code for d in before}) or "more of the same"
        problems.append(f"{label}: fixing {text!r} gave {fixed!r}, which adds {new}")
    left = [d.code for d in after if applicable(d) and not held_back(fixed, d.code, card, after)]
    if left:
        problems.append(f"{label}: {fixed!r} still has safe fixes {left}")
    if any(d.code == "RB000" for d in after):
        problems.append(f"{label}: a rule failed on {fixed!r}")
    return problems


def held_back(text: str, code: str, card: CardFacts, found: list) -> bool:
    """A safe fix ``fix_text`` left because applying it would add a finding (the guard: "what
    still makes the text worse is left for you"), e.g. a final period that lets the text parse
    and so shows a self-reference the parse hid."""
    alone, _ = fix_text(text, lambda t: [d for d in _lint(card)(t) if d.code == code])
    return alone == text or worse(found, _lint(card)(alone))


def test_fixing_the_pool_never_makes_it_worse() -> None:
    problems = []
    for card in pool.load():
        if card.text:
            problems += check(card.id, card.text, CardFacts.from_card(card))
    assert not problems, "\n".join(problems[:20])


def test_fixing_mutated_texts_never_makes_them_worse() -> None:
    problems = []
    seen = 0
    for label, text, card in mutants(MUTANTS):
        problems += check(label, text, card)
        seen += 1
    assert seen == MUTANTS
    assert not problems, f"{len(problems)} of {seen}:\n" + "\n".join(problems[:20])


@pytest.mark.parametrize(
    ("text", "kind", "code", "fixed"),
    [
        (
            "[Deflect two] (Opponents must pay [A][A] to choose me with a spell or ability.)",
            "unit",
            "RB204",
            "[Deflect 2] (Opponents must pay [A][A] to choose me with a spell or ability.)",
        ),
        (
            "[Assault] 2 (+2 [M] while I'm an attacker.)",
            "unit",
            "RB204",
            "[Assault 2] (+2 [M] while I'm an attacker.)",
        ),
        (
            "Deal 3 To a unit at a battlefield.",
            "spell",
            "RB210",
            "Deal 3 to a unit at a battlefield.",
        ),
    ],
)
def test_designers_examples(text: str, kind: str, code: str, fixed: str) -> None:
    """The texts of issue 12 get the right finding, and fixes that leave them clean."""
    card = CardFacts(type=kind)
    assert [d.code for d in _lint(card)(text)] == [code]
    for unsafe in (False, True):
        after, _ = fix_text(text, _lint(card), unsafe)
        assert after == fixed
        assert _lint(card)(after) == []


def test_a_citation_is_no_misspelt_word() -> None:
    text = "Deal 3 to a unit. (Core Rules 418.2 says so.)"
    assert [d.code for d in _lint(CardFacts(type="spell"))(text)] == []
