"""Card lookup as a judge types it: misspelt, without punctuation, out of order, by printing."""

from __future__ import annotations

import csv
from pathlib import Path

import pytest

from riftrules.cards import fuzzy, pool
from riftrules.cards.lookup import How, matches

MISSPELLINGS = Path(__file__).resolve().parents[1] / "fixtures" / "cards" / "misspellings.csv"


def _misspellings() -> list[dict[str, str]]:
    with MISSPELLINGS.open(encoding="utf-8", newline="") as handle:
        return list(csv.DictReader(handle))


def test_the_misspellings_fixture_is_realistic_and_names_pool_cards():
    rows = _misspellings()
    names = {card.name for card in pool.load()}
    assert len(rows) >= 100
    assert all(row["intended"] in names and row["query"] != row["intended"] for row in rows)
    kinds = {row["kind"] for row in rows}
    assert {"edit", "swap", "punctuation", "missing word", "word order"} <= kinds


def test_misspellings_give_the_intended_card_and_never_another():
    rows = _misspellings()
    first, wrong = 0, []
    for row in rows:
        found = matches(row["query"])
        names = [card.name for card in found.cards]
        first += bool(names) and names[0] == row["intended"]
        if found.clear and names[0] != row["intended"]:
            wrong.append((row["query"], names[0]))
    assert wrong == []  # never another card shown as the one meant
    assert first / len(rows) >= 0.95


@pytest.mark.parametrize(
    ("query", "listed"),
    [
        ("Anie", ["Annie, Fiery", "Annie, Stubborn"]),
        ("Yasou", ["Yasuo, Remorseful", "Yasuo, Windrider"]),
        ("Dariuss", ["Darius, Executioner", "Darius, Trifarian"]),
    ],
)
def test_a_typo_of_a_champion_lists_its_cards_never_another(cli, query, listed):
    run = cli("card", query)
    assert run.code == 1 and run.err.count("\n") == 1 and "best first" in run.err
    lines = run.out.splitlines()  # one a line: names have commas
    assert {line.split("  (")[0] for line in lines[: len(listed)]} == set(listed)
    assert "Arise!" not in run.out and "Daisy!" not in run.out


def test_a_clear_typo_shows_the_card(cli):
    assert cli("card", "Deth", "Mark", "--format", "json").json()["name"] == "Death Mark"


def test_candidates_as_json_exit_1(cli):
    run = cli("card", "Anie", "--format", "json")
    assert run.code == 1
    record = run.json()
    assert record["how"] == "fuzzy" and record["candidates"][0]["name"] == "Annie, Fiery"


def test_nothing_alike_is_not_found(cli):
    run = cli("card", "xqzzyv")
    assert run.code == 1 and "no card is named" in run.err


@pytest.mark.parametrize("code", ["OGN-301", "ogn 301", "OGN-301/298", "OGN·301", "OGN-301*"])
def test_a_printing_by_set_and_collector_number(cli, code):
    assert cli("card", code, "--format", "json").json()["name"] == "Loose Cannon"


def test_a_printing_ignores_leading_zeros():
    assert pool.by_printing("OGN-1") is pool.by_id("OGN-001")
    assert pool.by_printing("OGN-999") is None and pool.by_printing("not a code") is None


def test_names_are_matched_whole_or_by_words():
    assert fuzzy.match("deth mark", "death mark").whole == 1
    assert fuzzy.match("mark death", "death mark").whole == 0  # any word order
    by_words = fuzzy.match("supr death rocket", "super mega death rocket")
    assert by_words.edits == 1 and by_words.missing == 1
    assert fuzzy.match("anie", "arise") is None  # two edits in four letters is too many


def test_one_of_equally_good_names_is_never_picked():
    names = {"annie fiery": "Annie, Fiery", "annie stubborn": "Annie, Stubborn"}
    ranked = fuzzy.rank("anie", names)
    assert not ranked.clear and ranked.names == ["Annie, Fiery", "Annie, Stubborn"]


def test_exact_words_come_before_substrings():
    found = matches("Vi")
    assert found.how is How.WORDS
    assert all(card.name.startswith("Vi, ") for card in found.cards)
