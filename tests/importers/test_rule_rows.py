"""The ``rule-row`` HTML reader: rows, kinds, repairs of PDF-conversion artefacts, failures."""

from __future__ import annotations

import json
import shutil
from pathlib import Path

import pytest

from riftrules.importers import rule_rows
from riftrules.importers.assemble import assemble
from riftrules.importers.rows import RawRow, SourceError
from riftrules.importers.run import import_editions
from riftrules.importers.validate import Anomaly, validate
from riftrules.rules.model import Rule

DATE = "2026-03-30"
REPOSITORY = Path(__file__).parents[2]
SHARED = REPOSITORY.parent / "shared"


def row(rule_id: str, text: str, style: str = "plain", level: int = 0) -> str:
    return (
        f'<div class="rule-row rule-{style} level-{level}"><div class="rule-id">{rule_id}'
        f'</div><div class="rule-text">{text}</div></div>'
    )


def document(*rows: str, date: str = DATE) -> str:
    head = [
        "# Riftbound Core Rules",
        "",
        '<div class="rule-sheet">',
        "",
        row("", "Riftbound Core Rules"),
        "",
        row("", f"Last Updated: {date}"),
        "",
    ]
    return "\n".join([*head, *(f"{r}\n" for r in rows), "</div>", ""])


def write(tmp_path: Path, *rows: str, name: str = "rules.md") -> Path:
    path = tmp_path / name
    path.write_text(document(*rows), encoding="utf-8")
    return path


def read(path: Path) -> tuple[list[RawRow], list[Anomaly]]:
    repairs: list[Anomaly] = []
    return list(rule_rows.read([path], DATE, repairs)), repairs


def rules_of(path: Path) -> tuple[dict[str, Rule], list[Anomaly]]:
    rows, repairs = read(path)
    rules = assemble(rows)
    return {rule.number: rule for rule in rules}, repairs + validate(rules)


def checks(anomalies: list[Anomaly]) -> list[tuple[str, str]]:
    """(number, check) of each anomaly; fixtures are fragments, so missing parents and gaps
    in the numbering don't count."""
    return [(a.number, a.check) for a in anomalies if a.check not in ("parent", "gap")]


# --- rows and kinds --------------------------------------------------------------------------


def test_title_rows_are_skipped_and_continuations_merge(tmp_path: Path) -> None:
    path = write(
        tmp_path,
        row("146.", "Units have a Location."),
        row("146.1.", "", level=1),
        row("", "A", style="cont", level=1),
        row("", "Unit&#x27;s"),
        row("", "Location is the Base."),
        row("147.", "Gear", style="heading"),
    )
    rows, repairs = read(path)
    assert [r.number for r in rows] == ["146", "146.1", None, None, None, "147"]
    assert rows[0].where == "rules.md:9"
    rules, anomalies = rules_of(path)
    assert rules["146.1"].text == "A Unit's Location is the Base."
    assert repairs == [] and checks(anomalies) == []


def test_chapter_and_heading_kinds(tmp_path: Path) -> None:
    rules, anomalies = rules_of(
        write(
            tmp_path,
            row("000.", "Golden and Silver Rules", style="chapter"),
            row("001.", "Golden Rule", style="heading"),
            row("002.", "Card text supersedes rules text."),
            row("002.1.", "Legend Zone", style="heading", level=1),
            row(
                "002.2.",
                "This action is formatted as &quot;Draw X.&quot;",
                style="heading",
                level=1,
            ),
            row("003.", ""),
            row("", "Keywords can be Dependent Keywords", style="cont", level=1),
            row("004.", "Example: a plain row that is only an example."),
        )
    )
    assert {n: r.kind for n, r in rules.items()} == {
        "000": "chapter",
        "001": "heading",
        "002": "rule",
        "002.1": "rule",
        "002.2": "rule",
        "003": "rule",
        "004": "example",
    }
    assert rules["001"].parent == "000" and rules["002"].parent == "001"
    assert rules["002.1"].parent == "002" and rules["003"].parent == "001"
    assert checks(anomalies) == []


# --- repairs ---------------------------------------------------------------------------------


def test_split_numbers_are_joined(tmp_path: Path) -> None:
    rules, anomalies = rules_of(
        write(
            tmp_path,
            row("461.", "Step 3: The Resolution Step", style="heading"),
            row("461.3.", "1. Determine Combat Result", style="heading", level=1),
            row("461.3.d.1.", "If No Result was reached, stage a Combat.", level=3),
            row("461.", "4 The following Task becomes Outstanding:"),
            row("461.5.", "1. Establish Control.", level=1),
            row("461.5.", "a Clear the Contested Status.", level=1),
            row("461.5.", "b Remove all Hidden cards.", level=1),
        )
    )
    assert list(rules) == ["461", "461.3", "461.3.d.1", "461.4", "461.5", "461.5.a", "461.5.b"]
    assert rules["461.4"].text == "The following Task becomes Outstanding:"
    assert rules["461.4"].parent == "461" and rules["461.5.b"].parent == "461.5"
    assert checks(anomalies) == [("461.4", "repair"), ("461.5.a", "repair"), ("461.5.b", "repair")]
    assert anomalies[0].message.startswith("rules.md:15: rule-id '461.' with text '4 The")


def test_a_number_glued_to_stray_text_is_given_back(tmp_path: Path) -> None:
    rules, anomalies = rules_of(
        write(
            tmp_path,
            row("390.5.b.", "Its window lasts as long as the source.", level=2),
            row(
                "",
                "Refl391. Delayed Abilities resolve. Example: Ravenborn Tome.",
                style="cont",
                level=1,
            ),
            row("392.", "Delayed Abilities are not associated with Units."),
        )
    )
    assert list(rules) == ["390.5.b", "391", "392"]
    assert rules["391"].text == "Delayed Abilities resolve."
    assert rules["391"].examples == ("Ravenborn Tome.",)
    assert rules["390.5.b"].text == "Its window lasts as long as the source."
    assert checks(anomalies) == [("391", "repair")]
    assert "dropped the stray 'Refl'" in anomalies[0].message


def test_a_glued_number_that_does_not_fit_stays_text(tmp_path: Path) -> None:
    rules, anomalies = rules_of(
        write(
            tmp_path,
            row("390.", "Delayed Abilities are"),
            row(
                "", "Refl395. not numbered, as 395 does not fit before 392.", style="cont", level=1
            ),
            row("", "See rule 307. States of the Turn for more information.", style="cont"),
            row("392.", "Delayed Abilities are not associated with Units."),
        )
    )
    assert list(rules) == ["390", "392"]
    assert "Refl395." in rules["390"].text and "See rule 307." in rules["390"].text
    assert checks(anomalies) == []


def test_genuine_duplicates_and_fitting_texts_are_left_alone(tmp_path: Path) -> None:
    rules, anomalies = rules_of(
        write(
            tmp_path,
            row("103.", "Deck Construction", style="heading"),
            row("103.1.", "1 Champion Legend", style="heading", level=1),
            row("744.5.", "Equip is a characteristic of the Gear.", level=1),
            row("744.5.", "Whether or not a Gear has Equip may be referenced.", level=1),
        )
    )
    assert rules["103.1"].text == "1 Champion Legend"
    assert checks(anomalies) == [("744.5", "duplicate")]


def test_a_split_number_that_would_not_ascend_is_not_joined(tmp_path: Path) -> None:
    rules, anomalies = rules_of(
        write(
            tmp_path,
            row("461.", "Step 3", style="heading"),
            row("461.5.", "Establish Control.", level=1),
            row("461.", "4 The following Task becomes Outstanding:"),
        )
    )
    assert "461.4" not in rules
    assert checks(anomalies) == [("461", "duplicate")]


def test_heading_that_is_a_sentence_is_a_rule(tmp_path: Path) -> None:
    rules, anomalies = rules_of(
        write(
            tmp_path,
            row("367.", "Replacement Effects", style="heading"),
            row(
                "371.",
                "Some Replacement Effects will begin with &quot;once each turn.&quot;",
                style="heading",
            ),
            row("372.", "If more than one Replacement Effect applies, the owner orders them."),
        )
    )
    assert rules["371"].kind == "rule" and rules["371"].parent == "367"
    assert rules["372"].parent == "367"
    assert checks(anomalies) == [("371", "repair")]


def test_chapter_with_sub_rules_of_its_own_is_a_heading(tmp_path: Path) -> None:
    rules, anomalies = rules_of(
        write(
            tmp_path,
            row("300.", "Playing the Game", style="chapter"),
            row("399.", "Types of Actions", style="heading"),
            row("400.", "Draw", style="chapter"),
            row("400.1.", "Drawing a card takes the top card of the Main Deck.", level=1),
            row("401.", "Exhaust", style="heading"),
            row("700.", "Additional Rules", style="chapter"),
            row("701.", "Buffs", style="heading"),
        )
    )
    assert rules["400"].kind == "heading" and rules["400"].parent == "300"
    assert rules["401"].parent == "300" and rules["700"].kind == "chapter"
    assert checks(anomalies) == [("400", "repair")]


def test_continuation_that_reads_as_its_own_rule_is_reported(tmp_path: Path) -> None:
    rules, anomalies = rules_of(
        write(
            tmp_path,
            row("431.3.b.", "Points cannot be replaced or prevented by any means.", level=2),
            row("", "Points gained after the first Burn Out win the game.", style="cont", level=1),
            row("", "The player wins immediately."),
            row("431.4.", "Burning Out is a Limited Action.", level=1),
        )
    )
    assert list(rules) == ["431.3.b", "431.4"]
    assert rules["431.3.b"].text.endswith("win the game. The player wins immediately.")
    assert checks(anomalies) == [("431.3.b", "unnumbered")]
    assert anomalies[0].message.startswith("rules.md:11: continuation row 'Points gained")


# --- failures --------------------------------------------------------------------------------


@pytest.mark.parametrize(
    ("rows", "message"),
    [
        (
            [row("101.", "Deck Construction").replace("</div></div>", "</div>")],
            "malformed rule-row",
        ),
        ([row("101.", "Deck", style="table")], "unknown row style"),
        ([row("10.1.", "Deck")], "not a rule number"),
        ([row("101.", "Deck", style="cont")], "continuation row with a rule-id"),
    ],
)
def test_malformed_rows_fail_with_file_and_line(
    tmp_path: Path, rows: list[str], message: str
) -> None:
    path = write(tmp_path, row("100.", "Game Concepts", style="chapter"), *rows)
    with pytest.raises(SourceError, match=message) as caught:
        read(path)
    assert caught.value.where == "rules.md:11"


def test_a_file_without_rule_rows_fails(tmp_path: Path) -> None:
    path = tmp_path / "rules.md"
    path.write_text(f"# Riftbound Core Rules\n\nLast Updated: {DATE}\n", encoding="utf-8")
    with pytest.raises(SourceError, match="no rule-row rows"):
        read(path)


def test_the_wrong_date_fails(tmp_path: Path) -> None:
    path = write(tmp_path, row("100.", "Game Concepts", style="chapter"))
    with pytest.raises(SourceError, match="Last Updated: 2025-12-01"):
        list(rule_rows.read([path], "2025-12-01", []))


def _edition(edition_id: str, name: str) -> dict[str, object]:
    return {
        "id": edition_id,
        "date": edition_id,
        "title": edition_id,
        "partial": False,
        "source": {"repository": "test", "commit": "", "files": [name], "format": "rule_rows"},
    }


def test_a_failing_source_leaves_the_rulebook_untouched(tmp_path: Path) -> None:
    shared, root = tmp_path / "shared", tmp_path / "rulebook"
    shared.mkdir()
    (shared / "good.md").write_text(
        document(row("100.", "Game Concepts", style="chapter"), date="2025-12-01"), encoding="utf-8"
    )
    (shared / "bad.md").write_text(
        document(row("100.", "Game Concepts").replace("</div>", "")), encoding="utf-8"
    )
    (root / "rules").mkdir(parents=True)
    (root / "editions.json").write_text(
        json.dumps([_edition("2025-12-01", "good.md"), _edition(DATE, "bad.md")]), encoding="utf-8"
    )
    before = {}
    for edition_id in ("2025-12-01", DATE):
        for suffix in (".jsonl", ".anomalies.txt"):
            path = root / "rules" / f"{edition_id}{suffix}"
            path.write_text(f"committed {path.name}\n", encoding="utf-8")
            before[path] = path.read_bytes()
    with pytest.raises(SourceError, match=r"bad\.md:9: malformed rule-row"):
        import_editions(shared, ["2025-12-01", DATE], root=root)
    assert {path: path.read_bytes() for path in before} == before
    assert sorted(p.name for p in (root / "rules").iterdir()) == sorted(p.name for p in before)


# --- the committed data ----------------------------------------------------------------------


RAW = "data/raw/ZanderH-code__riftboundoc"


@pytest.mark.parametrize("edition_id", ["2025-12-01", "2026-03-30"])
def test_reimport_gives_the_committed_rules(tmp_path: Path, edition_id: str) -> None:
    if not (SHARED / RAW).is_dir():
        pytest.skip(f"raw sources not found at {SHARED / RAW}")
    committed = REPOSITORY / "rulebook"
    root = tmp_path / "rulebook"
    root.mkdir()
    shutil.copy(committed / "editions.json", root / "editions.json")
    import_editions(SHARED, [edition_id], root=root)
    for name in (f"{edition_id}.jsonl", f"{edition_id}.anomalies.txt"):
        assert (root / "rules" / name).read_bytes() == (committed / "rules" / name).read_bytes()
