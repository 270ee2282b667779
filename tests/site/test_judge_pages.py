"""What a judge reads on the site: a rule's History link beside its number, the card index's
query and its help, and the data the search and the card query read."""

from __future__ import annotations

import json
import re
import shutil
from pathlib import Path

import pytest

from riftrules.cards import query

REPO = Path(__file__).resolve().parents[2]


@pytest.fixture
def made(tmp_path, small_source):
    docs = tmp_path / "docs"
    shutil.copytree(REPO / "site" / "docs", docs)
    return small_source(docs)


def _page(made, path: str) -> str:
    return (made.root / path).read_text(encoding="utf-8")


def test_the_history_link_sits_beside_the_rule_number(made):
    page = _page(made, "rules/2026-07-16/431-burn-out.md")
    rules = re.findall(r'<div id="([^"]+)" class="rr-rule[^"]*"[^>]*><p>(.*?)</p>', page)
    assert len(rules) > 10
    for number, first in rules:
        assert re.match(r'<a href="#[^"]+" class="rr-num"[^>]*>[^<]+</a><a [^>]*rr-history', first)
        assert f'aria-label="History of rule {number}"' in first
    # no line of its own: a meta line, when there is one, says something else
    for meta in re.findall(r'<p class="rr-meta">(.*?)</p>', page):
        assert "rr-history-link" not in meta


def test_the_card_index_takes_a_query_and_says_how(made):
    page = _page(made, "cards.md")
    assert 'data-query=""' in page and 'class="rr-query-error"' in page
    help_ = page[page.index('id="rr-query-help"') :]
    for name in query.SPEC["fields"]:
        assert f"<code>{name}:</code>" in help_
    assert "riftrules cards QUERY" in help_


def test_the_search_data_has_every_spelling_and_the_facts_the_query_reads(made):
    cards = json.loads(_page(made, "assets/search/cards.json"))
    assert [row[0] for row in cards["cards"]] == ["Death Mark"]
    assert ["death mark", "Death Mark"] in cards["keys"]
    facts = json.loads(_page(made, "assets/search/cardfacts.json"))
    assert facts["spec"] == query.SPEC
    (only,) = facts["facts"].values()
    assert only["name"] == "death mark" and set(only) == set(query.SPEC["fields"])
