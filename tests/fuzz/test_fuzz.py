"""The bounded fuzz run (issue 14): every reproducer of the corpus and a few hundred Hypothesis
texts through parse, lint, compile and codegen, each answered (a result or a diagnostic) within
a budget of 1 s per input. The long run, with figures, is ``bench/fuzz.py``."""

from __future__ import annotations

import time

import pytest
from hypothesis import HealthCheck, given, settings
from tests.fuzz.harness import ENTRY_POINTS, card_texts, card_types, corpus

BUDGET = 1.0  # seconds per input and entry point: a guard, not a speed figure


def _answered(name: str, text: str, card_type: str | None) -> None:
    started = time.perf_counter()
    ENTRY_POINTS[name](text, card_type)
    elapsed = time.perf_counter() - started
    assert elapsed <= BUDGET, f"{name} took {elapsed:.2f} s on {text[:80]!r}"


@pytest.mark.parametrize("name", ENTRY_POINTS)
@pytest.mark.parametrize("index", range(len(corpus())))
def test_every_reproducer_is_answered(name: str, index: int):
    text = corpus()[index]
    for card_type in ("Spell", "Unit", None):
        _answered(name, text, card_type)


@pytest.mark.parametrize("name", ENTRY_POINTS)
@settings(
    max_examples=150,
    deadline=None,
    database=None,
    suppress_health_check=[HealthCheck.too_slow, HealthCheck.function_scoped_fixture],
)
@given(text=card_texts(), card_type=card_types)
def test_hostile_texts_are_answered(name: str, text: str, card_type: str | None):
    _answered(name, text, card_type)
