"""The ``md_lines`` reader: one markdown line per rule (2025-10)."""

from __future__ import annotations

from pathlib import Path

import pytest

from riftrules.importers import md_lines
from riftrules.importers.assemble import assemble
from riftrules.importers.rows import RawRow, SourceError
from riftrules.importers.run import anomalies_path, import_edition
from riftrules.importers.validate import Anomaly, validate
from riftrules.rules import store
from riftrules.rules.model import Rule

SHARED = Path(__file__).resolve().parents[2].parent / "shared"
DATE = "2025-10"
HEADER = "# Riftbound Core Rules\n\n### Last Updated: 2025-10-\n\n"


def write(tmp_path: Path, body: str, header: str = HEADER) -> list[Path]:
    path = tmp_path / "core_rules.md"
    path.write_text(header + body, encoding="utf-8")
    return [path]


def read(paths: list[Path]) -> tuple[list[RawRow], list[Anomaly]]:
    repairs: list[Anomaly] = []
    return list(md_lines.read(paths, DATE, repairs)), repairs


def rules(paths: list[Path]) -> tuple[dict[str, Rule], list[Anomaly]]:
    repairs: list[Anomaly] = []
    assembled = assemble(md_lines.read(paths, DATE, repairs))
    return {rule.number: rule for rule in assembled}, repairs


def test_markers_kinds_continuations_and_markup(tmp_path):
    paths = write(
        tmp_path,
        """\
## 100. Game Concepts

### 101. Deck Construction

102. _Riftbound_ is a Trading Card Game where a player must provide their own
    cards to play against other players.
103.1. Must be a champion unit with a champion tag that matches the tag on your
**Champion Legend.** _Example:_ Loose Cannon has the tag _Jinx_. A player
could choose Jinx, Rebel.


103.1.a. Cards included in your **Deck** must abide by your **Domain
Identity.**
       _See_ **_rule 318. Cleanups_** _for more information._
105. Spaces
106. The **Play Area** includes a space for **Game Objects.**
""",
    )
    by_number, repairs = rules(paths)
    assert [(r.number, r.kind, r.parent) for r in by_number.values()] == [
        ("100", "chapter", None),
        ("101", "heading", "100"),
        ("102", "rule", "101"),
        ("103.1", "rule", "103"),
        ("103.1.a", "rule", "103.1"),
        ("105", "heading", "100"),
        ("106", "rule", "105"),
    ]
    assert by_number["102"].text == (
        "Riftbound is a Trading Card Game where a player must "
        "provide their own cards to play against other players."
    )
    assert by_number["103.1"].text == (
        "Must be a champion unit with a champion tag that matches the tag on your Champion Legend."
    )
    assert by_number["103.1"].examples == (
        "Loose Cannon has the tag Jinx. A player could choose Jinx, Rebel.",
    )
    assert by_number["103.1.a"].text == (
        "Cards included in your Deck must abide by your Domain "
        "Identity. See rule 318. Cleanups for more information."
    )
    assert repairs == []


def test_number_without_its_trailing_dot_is_read_when_it_follows(tmp_path):
    paths = write(
        tmp_path,
        """\
130.3.b. This section may not be present on every card.
130.4 Effects that need to determine a card's cost always use its base cost, even if
    that cost is altered.
131. **Name**
131.1. Each card has a name, and a deck may hold
100 cards in a test.
131.2. Usually in the middle.
130.5 is a stray line that does not follow.
""",
    )
    rows, repairs = read(paths)
    assert [row.number for row in rows] == ["130.3.b", "130.4", "131", "131.1", "131.2"]
    assert rows[3].text.endswith("\n100 cards in a test.")
    assert rows[4].text.endswith("\n130.5 is a stray line that does not follow.")
    assert [(a.number, a.message) for a in repairs] == [
        ("130.4", "core_rules.md:6: read '130.4' printed without its trailing dot as a rule number")
    ]


def test_wrapped_cross_reference_at_line_start_is_joined(tmp_path):
    paths = write(
        tmp_path,
        """\
354.3. A player may not pay costs that result in illegal choices.
_Example:_ They control multiple units. During **rule
352.2.** , they chose to play Cruel Patron to that battlefield.
See the steps in rule
351.1. for the order.
355. 5. Check legality.
""",
    )
    by_number, repairs = rules(paths)
    assert list(by_number) == ["354.3", "355"]
    assert by_number["354.3"].examples == (
        "They control multiple units. During rule 352.2., they chose to play Cruel Patron to "
        "that battlefield. See the steps in rule 351.1. for the order.",
    )
    assert by_number["355"].text == "5. Check legality."
    messages = [a.message for a in repairs]
    assert "core_rules.md:7: joined the line starting '352.2.' to 354.3" in messages[0]
    assert "core_rules.md:9: joined the line starting '351.1.' to 354.3" in messages[1]


def test_code_fences_are_dropped(tmp_path):
    paths = write(
        tmp_path,
        """\
135.2. Flavor text is located at the bottom of the section. It


```
appears in italics.
```
136. **Illustration**
""",
    )
    by_number, repairs = rules(paths)
    assert by_number["135.2"].text == (
        "Flavor text is located at the bottom of the section. It appears in italics."
    )
    assert [a.message for a in repairs] == [
        "core_rules.md:8: dropped a markdown code fence",
        "core_rules.md:10: dropped a markdown code fence",
    ]


def test_emphasis_artefacts_are_undone(tmp_path):
    paths = write(
        tmp_path,
        """\
052. **Card** , is shorthand for " **Main Deck** card." ( **Standard Moves** or otherwise)
315.2.b.2. _Reminder: In_ **_Modes of Play_** _with_ **_Teams_** _,_ **_Battlefields_** _held_
345.2.a. _See_ **_rule 179. Control_** _for more information on_ **_Control_**_._
440.1.a.1. Insert “2a. Clear all marked damage from all **Units.** ”
462.8.d. _Example:_ "When I am played, ready a _friendly unit_ " could target a unit.
""",
    )
    by_number, repairs = rules(paths)
    assert by_number["052"].text == (
        'Card, is shorthand for "Main Deck card." (Standard Moves or otherwise)'
    )
    assert by_number["315.2.b.2"].kind == "reminder"
    assert by_number["315.2.b.2"].text == "In Modes of Play with Teams, Battlefields held"
    assert by_number["345.2.a"].text == "See rule 179. Control for more information on Control."
    assert by_number["440.1.a.1"].text == "Insert “2a. Clear all marked damage from all Units.”"
    assert by_number["462.8.d"].text == (
        '"When I am played, ready a friendly unit" could target a unit.'
    )
    assert [a.number for a in repairs] == ["052", "315.2.b.2", "345.2.a", "440.1.a.1", "462.8.d"]


def test_chapter_numbered_title_with_sub_rules_is_a_heading(tmp_path):
    paths = write(
        tmp_path,
        """\
## 300. Playing the Game

399. Types of Actions
400. **Draw**
400.1. Drawing a card takes the top card of the Main Deck.
## 700. Additional Rules

### 701. Buffs
""",
    )
    by_number, repairs = rules(paths)
    assert [(r.number, r.kind, r.parent) for r in by_number.values()] == [
        ("300", "chapter", None),
        ("399", "heading", "300"),
        ("400", "heading", "300"),
        ("400.1", "rule", "400"),
        ("700", "chapter", None),
        ("701", "heading", "700"),
    ]
    assert [a.message for a in repairs] == [
        "core_rules.md:8: 'Draw' is a heading, not a chapter: sub-rules 400.x follow it"
    ]


def test_heading_and_rule_with_the_same_number_are_left_for_validate(tmp_path):
    paths = write(
        tmp_path,
        """\
### 143. Gear

143. **Gear** are:
143.1. A **Game Object**
""",
    )
    rows, repairs = read(paths)
    assert [(row.number, row.kind) for row in rows] == [
        ("143", "heading"),
        ("143", None),
        ("143.1", None),
    ]
    assert repairs == []
    anomalies = validate(assemble(rows))
    assert [(a.number, a.check) for a in anomalies] == [("143", "duplicate")]


@pytest.mark.parametrize(
    ("body", "message", "where"),
    [
        (
            "101. Deck\n103.2.3. Wrongly alternating number.\n",
            "malformed rule number",
            "core_rules.md:6",
        ),
        ("Only prose, no rules.\n", "no numbered rules found", "core_rules.md"),
    ],
)
def test_malformed_source_raises_source_error(tmp_path, body, message, where):
    paths = write(tmp_path, body)
    with pytest.raises(SourceError, match=message) as raised:
        read(paths)
    assert raised.value.where == where


def test_date_is_checked(tmp_path):
    paths = write(tmp_path, "101. Deck\n", header="# Riftbound Core Rules\n\n")
    with pytest.raises(SourceError, match="Last Updated: 2025-10"):
        read(paths)


def test_reimport_gives_the_committed_rulebook_files():
    if not (SHARED / "data" / "raw").is_dir():
        pytest.skip("raw sources not available beside the checkout")
    info = store.edition_info(DATE)
    result = import_edition(info, SHARED)
    path = store.rules_path(info.id)
    assert store.dump_rules(result.rules) == path.read_text(encoding="utf-8")
    anomalies = "".join(f"{a}\n" for a in result.anomalies)
    assert anomalies == anomalies_path(path).read_text(encoding="utf-8")
