"""Every lint rule answers every input in bounded time and memory (issue 14, items 4, 5, 7, 16).

Three guards: a regression test per defect found by fuzzing; every rule timed on adversarial
texts against a per-input budget (50 ms for a card-sized text, proportionally more for the
longest text the linter reads; the parse the rules share is made before the clock starts, the
grammar's bounds being its own fuzz tests'); and no regex the linter runs on user text has a
repetition inside a repetition that may backtrack (the class that made RB209 exponential).
"""

from __future__ import annotations

import gc
import re
import sys
import time
import tracemalloc
from collections.abc import Iterator

import pytest

from riftrules.cards import pool
from riftrules.lint import patterns
from riftrules.lint.card import CardFacts
from riftrules.lint.context import MAX_TEXT, Context
from riftrules.lint.diagnostic import Diagnostic, Edit, Fix, Location, Severity
from riftrules.lint.fixes import apply
from riftrules.lint.linter import lint
from riftrules.lint.registry import RULES, selected

try:
    import re._constants as sre_constants
    import re._parser as sre_parse
except ImportError:  # pragma: no cover - Python < 3.11
    import sre_constants  # type: ignore[no-redef]
    import sre_parse  # type: ignore[no-redef]

CARD_BUDGET = 0.05  # seconds per rule for a card-sized text (up to CARD_SIZE characters)
CARD_SIZE = 600
PER_CHAR = 0.0001  # beyond it, seconds per character (2 s per rule at the 20,000-char limit)
DEFLECT = "(Opponents must pay [A] to choose me with a spell or ability.)"


def budget(text: str) -> float:
    return CARD_BUDGET + PER_CHAR * max(0, len(text) - CARD_SIZE)


def adversarial(size: int) -> dict[str, str]:
    """Texts of about ``size`` characters built to make backtracking regexes and quadratic
    scans show: long runs, many matches, repeated openers, nothing closed."""
    texts = [card.text for card in pool.load() if card.text]
    joined = " ".join(t.replace("\n", " ") for t in texts)
    pieces = {
        "keyword-or-cost": "[A] ",
        "slash-capital": "/Draw",
        "slash-lowercase-word": "a /Ability",
        "run-on": "Deal 3 to Draw ",
        "capitals": "Aa ",
        "lower-after-period": "a. ",
        "commas": "a, ",
        "cost-commas": "[1], Kill ",
        "open-paren": "(",
        "close-paren": ")",
        "open-bracket": "[",
        "bracket-word": "[Tank ",
        "quotes": '"',
        "periods": ".",
        "period-space": ". ",
        "gated": "[Legion][>] ",
        "dashed": "[Legion] — ",
        "bullets": "• ",
        "digits": "1",
        "cost-brackets": "[1]",
        "icons": ":rb_exhaust:",
        "colons": "[E]: ",
        "number-words": "two ",
        "citations": "rule 418.2 ",
        "core-rules": "(Core Rules 418.2 says ",
        "when-i": "When I ",
        "play-tokens": "Play 2 ready ",
    }
    out = {name: (piece * (size // len(piece) + 1))[:size] for name, piece in pieces.items()}
    out["spaces"] = "a" + " " * (size - 2) + "b"
    out["one-word"] = "x" * size
    out["pool-one-line"] = joined[:size]
    out["pool-lines"] = "\n".join(texts)[:size]
    out["nested-parens"] = "(" * (size // 2) + ")" * (size // 2)
    out["long-reminder"] = "[Tank] (" + "I must be assigned combat damage first. " * (size // 40)
    return out


# lines the grammar reads but for many words it does not know, each a span RB104 reports
_UNREAD_LINE = "When you play me, draw 1" + "".join(
    f" and {w} it" for w in ["zorbly", "quenth"] * 15
)
UNREAD = "\n".join([_UNREAD_LINE + "."] * (MAX_TEXT // (len(_UNREAD_LINE) + 2)))

CASES = [
    *((f"{name}-card", text) for name, text in adversarial(CARD_SIZE).items()),
    *((f"{name}-long", text) for name, text in adversarial(MAX_TEXT).items()),
    ("deflect-huge", f"[Deflect 10000000] {DEFLECT}"),
    ("deflect-digits", f"[Deflect {'9' * 5000}] {DEFLECT}"),
    ("tokens-digits", f"Play {'9' * 5000} Recruit unit tokens."),
    ("unread-words", UNREAD),  # RB101/RB104 judge each unread span: a slip of a known word?
]
CARD = CardFacts(type="unit", might=2, domains=("Fury",), has_data=True)


@pytest.fixture(scope="module", autouse=True)
def warm() -> None:
    """Load the rulebook, vocabulary and grammar once, so that no rule is timed loading data."""
    lint("[Tank] (I must be assigned combat damage first.) See rule 418.2. Darw 2.", CARD)
    lint("When this unit attacks, draw 1.", CARD)  # the semantic reading's lexicon (RB201)


@pytest.mark.parametrize(("name", "text"), CASES, ids=[name for name, _ in CASES])
def test_every_rule_within_budget(name: str, text: str) -> None:
    ctx = Context(text, CARD)
    ctx.parse_failures()  # the grammar's time, bounded by its own fuzz tests, is not the rules'
    slow = []
    gc.collect()  # once for the text: what earlier tests left behind is not a rule's time
    for code, rule in RULES.items():
        spent = _seconds(lambda rule=rule: list(rule().check(ctx)), collect=False)
        if spent > budget(text):
            slow.append(f"{code} {spent:.3f}s")
    assert not slow, f"{name} ({len(text)} chars), budget {budget(text):.3f}s: {slow}"


# ---------------------------------------------------------------- regressions, one per defect


def _seconds(function, *args, collect: bool = True) -> float:
    """Time of one call, the garbage collector held off (a full collection of what earlier
    tests left behind is not the rule's time; ``collect``: collect first)."""
    if collect:
        gc.collect()
    gc.disable()
    try:
        start = time.perf_counter()
        function(*args)
        return time.perf_counter() - start
    finally:
        gc.enable()


def test_keyword_line_is_not_exponential() -> None:
    """Issue 14.4: ``'[A] ' * 40 + 'x'`` took 50 s in RB209 (every "[A]" read two ways)."""
    text = "[A] " * 40 + "x"
    assert _seconds(patterns.is_keyword_line, text) < CARD_BUDGET
    assert not patterns.is_keyword_line(text)
    assert patterns.is_keyword_line("[A] " * 40 + "[Tank]")
    found = [d.code for d in lint(text, CARD, selected(["RB209"]))]
    assert found == ["RB209"]


def test_keyword_line_reads_what_it_did() -> None:
    cases = {
        "[Tank]": True,
        "[Equip] [1][R]": True,
        "[Deflect], [Tank]": True,
        "Equip [O]": True,
        "• [Assault 2] (+2 [M] while I'm an attacker.)": True,
        "[Tank][A]": False,
        "[Tank] ": False,
        "[1] [Tank]": False,
        "[Tank], [1]": False,
        "Draw 1": False,
    }
    assert {text: patterns.is_keyword_line(text) for text in cases} == cases


@pytest.mark.parametrize("number", ["10000000", "9" * 40, "9" * 5000])
def test_reminder_of_a_huge_keyword_number(number: str) -> None:
    """Issue 14.5: ``[Deflect 10000000]`` made RB205 build a string of ten million icons
    (3.7 GB); more digits raised OverflowError or ValueError (reported as RB000)."""
    text = f"[Deflect {number}] {DEFLECT}"
    tracemalloc.start()
    try:
        found = lint(text, CARD)
        peak = tracemalloc.get_traced_memory()[1]
    finally:
        tracemalloc.stop()
    assert peak < 50 * 2**20, f"{peak / 2**20:.0f} MiB"
    assert all(d.code != "RB000" for d in found), [d.message for d in found]


def test_sentence_rules_are_linear() -> None:
    """Issue 14.7: an 8,141-character text took 15-18 s in RB209 and RB210 (the word before
    each capital was searched for from the start of the line, with backtracking)."""
    text = ("/Draw" * 1700)[:8141]
    for code in ("RB209", "RB210"):
        assert _seconds(lint, text, CARD, selected([code])) < budget(text), code


def test_applying_many_fixes_is_not_quadratic() -> None:
    """Issue 14.16: ``fix_text`` compared every fix with every fix taken (2.2 s on 10.7k
    characters); now spans are kept sorted and looked up by bisection."""
    size = 20_000
    where = Location(0, 0, 0, 0, 1, 1, 1, 1)
    found = [
        Diagnostic("RB999", "t", Severity.INFO, "m", where, fix=Fix("f", (Edit(i, i + 1, "X"),)))
        for i in range(size)
    ]
    found += found[:100]  # the same edits again: they overlap, and are skipped
    text = "x" * size
    assert _seconds(apply, text, found) < 2.0  # 49 s before
    assert apply(text, found) == ("X" * size, size)


def test_overlapping_fixes_are_skipped_whole() -> None:
    def finding(*edits: tuple[int, int, str]) -> Diagnostic:
        fix = Fix("f", tuple(Edit(*e) for e in edits))
        where = Location(0, 0, 0, 0, 1, 1, 1, 1)
        return Diagnostic("RB999", "t", Severity.INFO, "m", where, fix=fix)

    text = "abcdef"
    found = [finding((1, 3, "X")), finding((2, 4, "Y")), finding((3, 3, "+")), finding((3, 3, "-"))]
    found.append(finding((0, 1, "A"), (4, 5, "E")))
    found.append(finding((5, 6, "F"), (2, 2, "!")))  # its insertion falls inside the first fix
    assert apply(text, found) == ("AX+dEf", 3)


# ---------------------------------------------------------------- no backtracking patterns

_REPEATS = {sre_constants.MAX_REPEAT, sre_constants.MIN_REPEAT}


def _nested(items, inside: bool = False) -> Iterator[str]:
    """The repeats of a parsed pattern that sit in another repeat and may backtrack."""
    for op, value in items:
        if op in _REPEATS:
            _, high, sub = value
            if inside and high > 1:
                yield str(sub)
            yield from _nested(sub, inside or high > 1)
        elif op is sre_constants.SUBPATTERN:
            yield from _nested(value[-1], inside)
        elif op is sre_constants.BRANCH:
            for branch in value[1]:
                yield from _nested(branch, inside)
        elif op in (sre_constants.ASSERT, sre_constants.ASSERT_NOT):
            yield from _nested(value[1], inside)
        # ATOMIC_GROUP and POSSESSIVE_REPEAT never backtrack: what is inside them is safe


def test_no_backtracking_nested_repeats(monkeypatch) -> None:
    """Every pattern compiled by the linter while it lints the pool and the adversarial texts
    (inline ones included) and every pattern of its modules: no repeat inside a repeat unless
    the inner one is possessive."""
    seen: set[str] = set()
    compile_ = re._compile  # type: ignore[attr-defined]

    def record(pattern, flags):
        frame = sys._getframe(1)
        while frame and frame.f_code.co_filename.endswith(("re/__init__.py", "re.py")):
            frame = frame.f_back
        if frame and "riftrules/lint/" in frame.f_code.co_filename and isinstance(pattern, str):
            seen.add(pattern)
        return compile_(pattern, flags)

    monkeypatch.setattr(re, "_compile", record)
    for card in pool.load()[:300]:
        lint(card.text or "", CardFacts.from_card(card))
    for text in adversarial(300).values():
        lint(text, CARD)
    monkeypatch.undo()
    for module in list(sys.modules.values()):
        if getattr(module, "__name__", "").startswith("riftrules.lint"):
            for value in vars(module).values():
                if isinstance(value, re.Pattern):
                    seen.add(value.pattern)
    assert len(seen) > 30
    bad = {p: list(_nested(sre_parse.parse(p))) for p in seen}
    assert not {p: n for p, n in bad.items() if n}
