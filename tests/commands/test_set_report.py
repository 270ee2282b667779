"""``riftrules coverage FILE``: the day-one report of a new set (issue 28, part 5), over a small
fixture set (``tests/fixtures/dayone``: a YAML card list, and the keywords the set declares in
its ``pyproject.toml``)."""

from __future__ import annotations

import json
import shutil
from pathlib import Path

import pytest

FIXTURE = Path(__file__).resolve().parents[1] / "fixtures" / "dayone"


@pytest.fixture
def folder(tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> Path:
    shutil.copytree(FIXTURE, tmp_path / "set")
    monkeypatch.chdir(tmp_path / "set")
    return tmp_path / "set"


def test_the_report_gives_parse_lint_and_executable_figures(cli, folder):
    run = cli("coverage", "set.yaml")
    assert run.code == 0, run.err
    lines = run.out.splitlines()
    assert lines[0] == "8 cards, 7 distinct texts"
    assert lines[1].startswith("parse:      5/7 ")
    assert lines[2].startswith("lint clean: 4/8 ")
    assert "3 mistakes (errors, warnings), 1 spans riftrules cannot read yet (RB104)" in lines[2]
    assert lines[3].startswith("executable: 4/7 ")
    assert lines[3].endswith("3 of them run a keyword from its reminder text")
    assert "declared keywords: [Vigil], [Fervor]" in lines
    assert "compiled from reminder text: [Vigil] (2), [Fervor 2] (1)" in lines
    assert "     1  'comprise only cards'" in lines  # what the grammar cannot read yet
    ranked = lines[lines.index("Not executable yet, by construct:") + 1 :]
    assert ranked[:2] == ["     2  parse", "     1  keyword"]


def test_the_report_as_json(cli, folder):
    run = cli("coverage", "set.yaml", "--format", "json")
    assert run.code == 0, run.err
    data = json.loads(run.out)
    assert (data["cards"], data["round_trip"], data["executable"]) == (7, 5, 4)
    assert data["lint"]["clean"] == 4 and data["lint"]["cards"] == 8
    assert data["lint"]["findings_by_code"] == {"RB104": 1, "RB202": 1, "RB205": 1, "RB209": 1}
    assert data["lint"]["not_understood"] == [{"span": "comprise only cards", "cards": 1}]
    assert data["from_reminder"] == 3
    assert data["refusals_by_construct"] == {"parse": 2, "keyword": 1}
    sentry = next(row for row in data["card_status"] if row["id"] == "NEW-001")
    assert sentry["meaning"] == "reminder-text" and sentry["from_reminder"] == ["[Vigil]"]


def test_undeclared_keywords_are_lint_findings(cli, folder):
    (folder / "pyproject.toml").write_text("[tool.riftrules]\n", encoding="utf-8")
    data = json.loads(cli("coverage", "set.yaml", "--format", "json").out)
    assert data["lint"]["findings_by_code"]["RB202"] == 5  # 3 [Vigil], [Fervor 2], [Recur]
    assert data["from_reminder"] == 3  # the reminders still say what they do


def test_a_broken_configuration_is_a_usage_error(cli, folder):
    (folder / "pyproject.toml").write_text(
        '[tool.riftrules.keywords.Vigil]\nremindr = "x"\n', encoding="utf-8"
    )
    run = cli("coverage", "set.yaml")
    assert run.code == 2 and "did you mean 'reminder'?" in run.err


def test_csv_and_json_card_files_are_read_as_well(cli, folder):
    (folder / "set.csv").write_text(
        'id,type,text\nC-1,Unit,"[Vigil] (When I defend, draw 1.)"\n', encoding="utf-8"
    )
    (folder / "set.json").write_text(
        json.dumps([{"id": "J-1", "type": "Spell", "text": "Deal 3 to a unit."}]),
        encoding="utf-8",
    )
    data = json.loads(cli("coverage", "set.csv", "set.json", "--format", "json").out)
    assert (data["cards"], data["executable"], data["lint"]["clean"]) == (2, 2, 2)
