"""The fuzzing harness: the four entry points that must answer every card text, what counts as
an answer, the corpus of reproducers, and the Hypothesis strategy of hostile card texts.

An entry point answers with a result or a diagnostic, never an exception:

* ``parse``: :func:`~riftrules.cardtext.parser.parse_text` returns a ``ParsedText`` (a line it
  cannot read is an ``Unknown`` node with its error), and every position maps back into the
  text given (``source_span``);
* ``lint``: :func:`~riftrules.lint.linter.lint` returns diagnostics, none of them ``RB000`` (a
  rule that failed: a bug reported as a finding);
* ``compile``: :func:`~riftrules.effects.compile_text` returns a script or raises
  ``NotCompiled`` (an explicit, counted refusal);
* ``codegen``: :func:`~riftrules.codegen.generate` returns Python source that compiles
  and builds the script (or raises ``NotCompiled``).

Used by ``tests/fuzz/test_fuzz.py`` (a bounded run) and ``bench/fuzz.py`` (the long run).
"""

from __future__ import annotations

import contextlib
import json
from collections.abc import Callable
from pathlib import Path

from hypothesis import strategies as st

CORPUS = Path(__file__).with_name("corpus.json")
CARD_TYPES = ("Unit", "Spell", "Gear", "Legend", "Battlefield", "Rune", None)


class Failure(AssertionError):
    """An entry point that answered with something other than a result or a diagnostic."""


def corpus() -> list[str]:
    """The reproducers: every hostile text a review or a fuzz run found (JSON, so that NUL and
    lone surrogates can be written)."""
    return json.loads(CORPUS.read_text(encoding="utf-8"))


def parse(text: str, card_type: str | None) -> None:
    from riftrules.cardtext.parser import parse_text

    result = parse_text(text)
    normalised = result.normalised
    for line in result.lines:
        start, end = normalised.source_span(line.offset, line.offset + len(line.text))
        if not (0 <= start <= end <= len(normalised.source)):
            raise Failure(f"line at {line.offset} maps outside the text: {(start, end)}")


def lint(text: str, card_type: str | None) -> None:
    from riftrules.lint.card import CardFacts
    from riftrules.lint.card import card_type as lint_type
    from riftrules.lint.linter import lint as run

    facts = CardFacts(type=lint_type(card_type.lower() if card_type else None))
    failed = [d.message for d in run(text, facts) if d.code == "RB000"]
    if failed:
        raise Failure("; ".join(failed))


def compile_(text: str, card_type: str | None) -> None:
    from riftrules.effects import NotCompiled, compile_text

    with contextlib.suppress(NotCompiled):
        compile_text(text, card_type)


def codegen(text: str, card_type: str | None) -> None:
    from riftrules.codegen import build, generate
    from riftrules.effects import NotCompiled

    try:
        source = generate(text, card_type, _NAME)
    except NotCompiled:
        return
    build(source)  # compiles it, and runs it: it must build the script


_NAME = 'Fuzz "Card"\x00\udc80\\ """'  # a hostile name too: it goes into the docstring

ENTRY_POINTS: dict[str, Callable[[str, str | None], None]] = {
    "parse": parse,
    "lint": lint,
    "compile": compile_,
    "codegen": codegen,
}


# -- hostile card texts ---------------------------------------------------------------------


def _pool_texts() -> list[str]:
    from riftrules.cards import pool

    return sorted({card.text for card in pool.load() if card.text})


# Pieces of card text a hostile or careless source holds: the notations, markup, icons known
# and unknown, digit runs, keyword numbers, reminder text, control characters, surrogates.
PIECES = (
    "[A]", "[C]", "[E]", "[M]", "[>]", "[>>]", "[T]", "[S]", "[1]", "[12]", "[R]", "[Y]",
    ":rb_rune_fury:", ":rb_rune_x:", ":rb_energy_3:", ":rb_energy_99999999999:", ":rb_might:",
    ":rb_exhaust:", ":rb_", "<li>", "</li>", "<ul>", "<p>", "</p>", "<br>", "<br/>", "&amp;",
    "&#0;", "&#99999999;", "&bogus;", "\n", "\r\n", "\r", "\t", "\x00", "\udc80", "\ud800",
    "\u2028", "\x0b", "\x0c", "\x85", "\u00a0", "—", "–", " - ", "•", "’", "“", "”", "(", ")",
    "[", "]", '"', "'", ":", ";", ",", ".", "+", "-", "0", "1", "9", "10000000", "9" * 12,
    "9" * 4400, "[Deflect 10000000]", "[Assault 999999999]", "[Shield 2]", "[Tank]",
    "[Accelerate]", "(Opponents must pay [A] to choose me with a spell or ability.)",
    "[A] " * 12, "Play 10000000 1 [M] Recruit unit tokens.", "Deal 3 to a unit.", "Draw 1.",
    "When you play me, ", "Choose one —\n• ", "I cost [2][Y] less if ", "Kill it.",
    "Its owner places it on the top or bottom of their Main Deck.", "This turn, ", " I ",
)  # fmt: skip


def _spliced(parts: list[str]) -> str:
    return "".join(parts)


@st.composite
def card_texts(draw: st.DrawFn) -> str:
    """A hostile card text: a pool text cut and spliced with pieces, pieces alone, or any
    string at all."""
    kind = draw(st.integers(0, 3))
    if kind == 0:
        return draw(st.text(max_size=300))
    pieces = st.lists(st.sampled_from(PIECES), max_size=12)
    if kind == 1:
        return _spliced(draw(pieces))
    text = draw(st.sampled_from(_pool_texts()))
    if kind == 2:
        start = draw(st.integers(0, len(text)))
        end = draw(st.integers(start, len(text)))
        return text[:start] + _spliced(draw(pieces)) + text[end:]
    words = text.split(" ")
    draw(st.randoms(use_true_random=False)).shuffle(words)
    return " ".join(words) + _spliced(draw(pieces))


card_types = st.sampled_from(CARD_TYPES)
