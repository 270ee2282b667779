"""The lint cache (issue 25): a text seen before is neither parsed nor read again, by any
rule (the self-reference rule read the IR of every card, past the cache), and a cache that
is damaged or made by other code is not trusted."""

from __future__ import annotations

from pathlib import Path

import pytest

import riftrules.cardtext.parser as parser
from riftrules.lint.card import CardFacts
from riftrules.lint.linter import lint
from riftrules.lint.named_self import named_self
from riftrules.lint.parse_cache import ParseCache
from riftrules.lint.registry import selected

TEXTS = {
    "When this unit attacks, draw 1.": "unit",
    "Deal 3 to a unit @@": "spell",
    "When you play this, draw 1.": "unit",
}


def refuse(*args: object) -> None:
    raise AssertionError("parsed again")


def test_a_warm_cache_parses_nothing(tmp_path: Path, monkeypatch: pytest.MonkeyPatch):
    path = tmp_path / "cache.json"
    first = ParseCache(path)
    before = {t: lint(t, CardFacts(type=k), selected(), first) for t, k in TEXTS.items()}
    first.save()
    monkeypatch.setattr(parser, "parse_line", refuse)
    parser._parse_card.cache_clear()
    warm = ParseCache(path)
    assert {t: lint(t, CardFacts(type=k), selected(), warm) for t, k in TEXTS.items()} == before


def test_the_self_reference_reading_is_cached(tmp_path: Path, monkeypatch: pytest.MonkeyPatch):
    cache = ParseCache(tmp_path / "cache.json")
    found = named_self("When this unit attacks, draw 1.", "unit", cache)
    assert found
    monkeypatch.setattr(parser, "parse_line", refuse)
    parser._parse_card.cache_clear()
    assert named_self("When this unit attacks, draw 1.", "unit", cache) == found


def test_a_damaged_entry_is_linted_again(tmp_path: Path):
    cache = ParseCache(tmp_path / "cache.json")
    text, card = "When you play this, draw 1.", CardFacts(type="unit")
    found = lint(text, card, selected(), cache)
    for key in cache.entries:
        cache.entries[key] = [{"code": 5}]
    assert lint(text, card, selected(), cache) == found


def test_other_rules_or_another_card_are_other_entries(tmp_path: Path):
    cache = ParseCache(tmp_path / "cache.json")
    text = "When you play this, draw 1."
    assert [d.code for d in lint(text, CardFacts(type="unit"), selected(), cache)] == ["RB201"]
    assert lint(text, CardFacts(type="spell"), selected(), cache) == []
    assert lint(text, CardFacts(type="unit"), selected(["RB209"]), cache) == []
