"""The pool's lint outcomes shipped with the package (issue 25): what ``lint --pool`` computes,
so that a first run with an empty cache parses nothing; the committed file is what the code
builds, and a file made by other code or data is not read."""

from __future__ import annotations

import json
from pathlib import Path

import pytest

import riftrules.cardtext.parser as parser
from riftrules.cards import pool
from riftrules.lint import parse_cache
from riftrules.lint.card import CardFacts
from riftrules.lint.linter import lint
from riftrules.lint.parse_cache import SHIPPED, ParseCache, content_key, shipped
from riftrules.lint.pool_outcomes import build
from riftrules.lint.registry import selected


def test_the_shipped_outcomes_are_what_the_code_builds():
    assert SHIPPED.read_text(encoding="utf-8") == build(), "run: make pool-outcomes"


def refuse(*args: object) -> None:
    raise AssertionError("parsed")


@pytest.fixture
def no_parsing(monkeypatch: pytest.MonkeyPatch) -> None:
    monkeypatch.setattr(parser, "parse_line", refuse)
    parser._parse_card.cache_clear()


def test_an_empty_cache_lints_the_pool_without_parsing(tmp_path: Path, no_parsing: None):
    cache = ParseCache(tmp_path / "cache.json")
    cards = [card for card in pool.load() if card.text]
    found = [lint(card.text, CardFacts.from_card(card), selected(), cache) for card in cards]
    assert sum(map(len, found)) > 0
    assert not any(d.code == "RB000" for ds in found for d in ds)
    cache.save()
    assert not (tmp_path / "cache.json").exists()  # nothing was computed, nothing written


def test_outcomes_of_other_code_are_not_read(tmp_path: Path, monkeypatch: pytest.MonkeyPatch):
    entries = json.loads(SHIPPED.read_text(encoding="utf-8"))["entries"]
    other = tmp_path / "pool_outcomes.json"
    other.write_text(json.dumps({"key": "0" * 20, "entries": entries}), encoding="utf-8")
    monkeypatch.setattr(parse_cache, "SHIPPED", other)
    shipped.cache_clear()
    try:
        assert shipped() == {}
        other.write_text(json.dumps({"key": content_key(), "entries": entries}), "utf-8")
        shipped.cache_clear()
        assert shipped() == entries
        other.write_text("[", encoding="utf-8")  # damaged: not read, never an error
        shipped.cache_clear()
        assert shipped() == {}
    finally:
        shipped.cache_clear()


def test_a_changed_file_changes_the_key(tmp_path: Path, monkeypatch: pytest.MonkeyPatch):
    before = content_key()
    changed = tmp_path / "grammar.lark"
    changed.write_text("start: WORD\n", encoding="utf-8")
    files = [*parse_cache._inputs(), changed]
    monkeypatch.setattr(parse_cache, "_inputs", lambda: files)
    content_key.cache_clear()
    try:
        assert content_key() != before
    finally:
        content_key.cache_clear()


def test_an_unseeded_cache_parses(no_parsing: None):
    card = next(card for card in pool.load() if card.text)
    found = lint(card.text, CardFacts.from_card(card), selected(), ParseCache(seeded=False))
    assert any(d.code == "RB000" and "parsed" in d.message for d in found)  # the rule failed
