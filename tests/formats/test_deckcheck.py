"""``deck check``: legal decks (text and JSON), one deck per kind of problem with the rule it
breaks, and the dates before and after each ban wave and set release."""

from datetime import date
from pathlib import Path

import pytest

from riftrules.cards import pool
from riftrules.formats import deckcheck, decklist
from riftrules.formats.deckcheck import Kind
from riftrules.formats.legality import Format
from riftrules.rules import documents, store

DECKS = Path(__file__).resolve().parents[1] / "fixtures" / "decks"
LEGAL = (DECKS / "teemo.txt").read_text(encoding="utf-8")
DAY = date(2026, 8, 1)


def check(text: str, on: date = DAY, format: Format = Format.STANDARD):
    return deckcheck.check(decklist.from_text(text, "deck.txt"), format, on)


def changed(*pairs: tuple[str, str]) -> str:
    text = LEGAL
    for old, new in pairs:
        assert old in text, old
        text = text.replace(old, new, 1)
    return text


@pytest.mark.parametrize("name", ["teemo.txt", "teemo.json"])
@pytest.mark.parametrize("format", list(Format))
@pytest.mark.parametrize("on", [date(2025, 10, 31), DAY, date(2026, 12, 7)])
def test_legal_decks(name, format, on):
    report = deckcheck.check(decklist.read(str(DECKS / name)), format, on)
    assert report.findings == ()


def test_text_and_json_read_alike():
    text = decklist.read(str(DECKS / "teemo.txt"))
    data = decklist.read(str(DECKS / "teemo.json"))

    def summary(listed):
        return sorted((e.section.value, pool.find(e.name).name, e.count) for e in listed.entries)

    assert summary(text) == summary(data)


# One deck per kind of problem: what changes in the legal deck, and the findings (kind, line):
# one, or with the problem it brings along (a 4th copy of a Signature card is a 4th copy).
CASES = [
    ([("3 Acceptable Losses", "3 Acceptible Loses")], [(Kind.UNKNOWN_CARD, "10")]),
    ([("1 Gemcraft Seer", "1 Gemcraft Seer\n0 Ava Achiever")], [(Kind.BAD_COUNT, "23")]),
    (
        [("1 Teemo, Swift Scout", "1 Teemo, Swift Scout\n1 Loose Cannon")],
        [(Kind.LEGEND_COUNT, "4")],
    ),
    (
        [("1 Teemo, Swift Scout", "1 Ava Achiever")],
        [(Kind.LEGEND_COUNT, "2"), (Kind.NOT_A_LEGEND, "3")],
    ),
    (
        [("Champion:\n1 Teemo, Strategist\n", ""), ("2 Teemo, Strategist", "3 Teemo, Strategist")],
        [(Kind.NO_CHAMPION, "1")],
    ),
    (
        [("Champion:\n1 Teemo, Strategist", "Champion:\n1 Jinx, Rebel")],
        [(Kind.NOT_THE_CHAMPION, "6")],
    ),
    ([("3 Ava Achiever", "2 Ava Achiever")], [(Kind.MAIN_SIZE, "8")]),
    ([("3 Ava Achiever", "2 Ava Achiever\n1 Mind Rune")], [(Kind.WRONG_SECTION, "12")]),
    (
        [
            ("2 Teemo, Strategist", "3 Teemo, Strategist"),
            ("1 Gemcraft Seer\n", ""),
        ],
        [(Kind.COPIES, "9")],
    ),
    ([("3 Ava Achiever", "3 Blazing Scorcher")], [(Kind.DOMAIN, "11")]),
    (
        [("3 Ava Achiever", "3 Guerilla Warfare"), ("1 Gemcraft Seer", "1 Guerilla Warfare")],
        [(Kind.COPIES, "22"), (Kind.SIGNATURES, "22")],
    ),
    ([("3 Ava Achiever", "3 Arcane Shift")], [(Kind.SIGNATURES, "11")]),
    ([("6 Chaos Rune", "5 Chaos Rune")], [(Kind.RUNE_DECK, "29")]),
    ([("6 Chaos Rune", "6 Fury Rune")], [(Kind.RUNE_DOMAIN, "31")]),
    ([("1 Bandle Tree\n", "")], [(Kind.BATTLEFIELD_COUNT, "24")]),
    ([("1 Bandle Tree", "1 Altar to Unity")], [(Kind.BATTLEFIELD_NAMES, "27")]),
    (
        [("2 Teemo, Scout", "2 Teemo, Scout\n3 Gust\n3 Mega-Mech\n3 Mindsplitter")],
        [(Kind.SIDEBOARD_SIZE, "33")],
    ),
    ([("2 Teemo, Scout", "1 Teemo, Scout\n1 Bandle Tree")], [(Kind.SIDEBOARD_CARD, "35")]),
]


@pytest.mark.parametrize(("changes", "expected"), CASES, ids=[c[1][-1][0].slug for c in CASES])
def test_one_deck_per_kind_of_problem(changes, expected):
    report = check(changed(*changes))
    assert [(f.kind, f.line) for f in report.findings] == expected
    for finding in report.findings:
        cited = [(r.document.abbreviation, r.number) for r in finding.rules]
        assert cited == [(d.abbreviation, n) for d, n in finding.kind.cited]


def test_every_kind_is_tested_and_cites_rules_that_exist():
    tested = {kind for _, found in CASES for kind, _ in found} | {Kind.NOT_RELEASED, Kind.BANNED}
    assert tested == set(Kind)
    for kind in Kind:
        for on in (date(2025, 7, 1), date(2025, 11, 1), date(2026, 4, 1), DAY):
            for rule in deckcheck._rules(kind, on):
                assert rule.number in documents.load(rule.document, rule.edition), rule


def test_unknown_card_suggests_names():
    (finding,) = check(changed(("3 Acceptable Losses", "3 Acceptible Loses"))).findings
    assert finding.suggestions[0] == "Acceptable Losses"
    assert "did you mean Acceptable Losses" in finding.message


def test_names_match_after_normalisation_only():
    assert check(changed(("3 Ava Achiever", "3 AVA ACHIEVER"))).findings == ()
    assert check(changed(("3 Ava Achiever", "3x ava-achiever"))).findings == ()
    (finding,) = check(changed(("3 Ava Achiever", "3 Ava Achieve"))).findings
    assert finding.kind is Kind.UNKNOWN_CARD


# A card of each ban wave swapped in (3 for 3, 1 battlefield for 1): legal the day before its
# wave, banned from its first day on, in Standard and, inherited, in 2v2.
WAVES = [
    ("3 Ava Achiever", "3 Stacked Deck", date(2026, 9, 18), "11"),
    ("3 Ava Achiever", "3 Called Shot", date(2026, 3, 31), "11"),
    ("1 Bandle Tree", "1 Aspirant's Climb", date(2026, 7, 24), "27"),
    ("3 Ava Achiever", "3 Stealthy Pursuer", date(2026, 7, 24), "11"),
]


@pytest.mark.parametrize(("old", "new", "wave", "line"), WAVES)
@pytest.mark.parametrize("format", list(Format))
def test_bans_before_and_after_each_wave(old, new, wave, line, format):
    text = changed((old, new))
    assert check(text, date.fromordinal(wave.toordinal() - 1), format).findings == ()
    (finding,) = check(text, wave, format).findings
    assert (finding.kind, finding.line) == (Kind.BANNED, line)
    assert f"since {wave.isoformat()}" in finding.message
    assert [str(r) for r in finding.rules] == [  # the Core Rules of the day
        f"Core Rules 103.2.e ({store.in_force(wave.isoformat()).id})",
        "Tournament Rules 601.2.d (2026-07-16)",
    ]


def test_a_2v2_ban_of_its_own():
    text = changed(("1 Teemo, Swift Scout", "1 Wuju Bladesman, Starter"))
    standard = check(text, DAY, Format.STANDARD)
    assert Kind.BANNED not in {f.kind for f in standard.findings}
    two = check(text, DAY, Format.TWO_VS_TWO)
    banned = [f for f in two.findings if f.kind is Kind.BANNED]
    assert [f.message for f in banned] == [
        "Wuju Bladesman, Starter is banned in 2v2 Constructed since 2026-07-14"
    ]


def test_sets_not_yet_released():
    text = changed(("3 Ava Achiever", "3 Arcane Shift"))  # Spiritforged, 2026-02-13
    kinds = {f.kind for f in check(text, date(2026, 2, 12)).findings}
    assert Kind.NOT_RELEASED in kinds
    (finding,) = [f for f in check(LEGAL, date(2025, 10, 30)).findings][:1]
    assert finding.kind is Kind.NOT_RELEASED
    assert "Origins (OGN), is released on 2025-10-31" in finding.message
    assert [str(r) for r in finding.rules] == ["Tournament Rules 601.2.a (2026-07-16)"]


def test_rules_cited_in_the_core_edition_of_the_day():
    report = check(changed(("3 Ava Achiever", "3 Blazing Scorcher")), date(2026, 4, 1))
    (finding,) = [f for f in report.findings if f.kind is Kind.DOMAIN]
    assert {r.edition for r in finding.rules} == {"2026-03-30"}
