"""``riftrules lint`` on the command line: every output format, exit codes, fixes, config."""

from __future__ import annotations

import json
from pathlib import Path

import pytest

CARDS = """# type: unit
When you play this, draw 1.

# type: spell
Deal 3 to a unit.
"""
CLEAN = "# type: spell\nDeal 3 to a unit.\n"


@pytest.fixture
def cards(tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> Path:
    monkeypatch.chdir(tmp_path)
    path = tmp_path / "cards.txt"
    path.write_text(CARDS, encoding="utf-8")
    return path


def test_full(cli, cards):
    run = cli("lint", "cards.txt")
    assert run.code == 1
    assert run.out.startswith(
        'cards.txt:2:15: RB201 [*] a unit refers to itself as "I" or "me", not "this"\n'
        "  |\n"
        "2 | When you play this, draw 1.\n"
        "  |               ^^^^ RB201\n"
        "  |\n"
        '  = help: write "me"\n'
    )
    assert run.out.endswith("Found 1 error.\n[*] 1 fixable with the `--fix` option.\n")


def test_concise(cli, cards):
    run = cli("lint", "cards.txt", "--output-format", "concise")
    assert run.out.splitlines()[0] == (
        'cards.txt:2:15: RB201 [*] a unit refers to itself as "I" or "me", not "this"'
    )


def test_json(cli, cards):
    (record,) = cli("lint", "cards.txt", "--output-format", "json").json()
    assert record["code"] == "RB201"
    assert (record["row"], record["column"], record["end_column"]) == (2, 15, 19)
    assert record["fix"]["applicability"] == "safe"
    assert record["fix"]["edits"] == [{"start": 14, "end": 18, "content": "me"}]
    assert record["related"][0] == {"number": "053.1", "edition": "2026-07-16"}


def test_github(cli, cards):
    run = cli("lint", "cards.txt", "--output-format", "github")
    assert run.out == (
        "::warning file=cards.txt,line=2,col=15,endLine=2,endColumn=19,"
        'title=riftrules (RB201)::RB201 a unit refers to itself as "I" or "me", not "this"\n'
    )


def test_sarif(cli, cards):
    log = cli("lint", "cards.txt", "--output-format", "sarif").json()
    (result,) = log["runs"][0]["results"]
    region = result["locations"][0]["physicalLocation"]["region"]
    assert (region["startLine"], region["startColumn"]) == (2, 15)


def test_clean_exits_zero(cli, cards):
    cards.write_text(CLEAN, encoding="utf-8")
    run = cli("lint", "cards.txt")
    assert (run.code, run.out) == (0, "All checks passed!\n")


def test_exit_zero(cli, cards):
    assert cli("lint", "cards.txt", "--exit-zero").code == 0


def test_text_and_card_type(cli):
    assert cli("lint", "--text", "When you play this, draw 1.", "--card-type", "unit").code == 1
    assert cli("lint", "--text", "When you play this, draw 1.", "--card-type", "spell").code == 0


@pytest.mark.parametrize(
    "args",
    [
        ("lint",),
        ("lint", "missing.txt"),
        ("lint", "--text", "Draw 1.", "--card-type", "wizard"),
        ("lint", "--text", "Draw 1.", "--select", "XX9"),
        ("lint", "--pool", "--fix"),
        ("lint", "--explain", "RB999"),
    ],
)
def test_errors_exit_two_with_one_line(cli, cards, args):
    run = cli(*args)
    assert run.code == 2
    assert run.err.count("\n") == 1 and run.err.startswith("riftrules: error: ")


def test_select_and_ignore(cli, cards):
    assert cli("lint", "cards.txt", "--ignore", "RB201").code == 0
    assert cli("lint", "cards.txt", "--select", "RB1,RB3").code == 0
    assert cli("lint", "cards.txt", "--select", "RB2").code == 1


def test_fix_writes_the_file(cli, cards):
    run = cli("lint", "cards.txt", "--fix")
    assert run.code == 0
    assert cards.read_text(encoding="utf-8") == CARDS.replace("play this", "play me")


def test_fix_says_when_it_cannot_write_the_file(cli, cards, monkeypatch):
    def refuse(self, *args, **kwargs):
        raise PermissionError(13, "Permission denied", str(self))

    monkeypatch.setattr(Path, "write_text", refuse)
    run = cli("lint", "cards.txt", "--fix")
    assert run.code == 2
    assert run.err == (
        "riftrules: error: cards.txt: cannot write the fixes: "
        "[Errno 13] Permission denied: 'cards.txt'\n"
    )


def test_diff_changes_nothing(cli, cards):
    run = cli("lint", "cards.txt", "--diff")
    assert run.code == 1
    assert "-When you play this, draw 1.\n+When you play me, draw 1.\n" in run.out
    assert cards.read_text(encoding="utf-8") == CARDS
    cards.write_text(CLEAN, encoding="utf-8")
    assert cli("lint", "cards.txt", "--diff").code == 0


def test_unsafe_fixes(cli, cards):
    cards.write_text("# type: spell\n[Brun 2].\n", encoding="utf-8")
    assert cli("lint", "cards.txt", "--fix").code == 1  # the guess is unsafe: not applied
    assert cli("lint", "cards.txt", "--fix", "--unsafe-fixes").code == 0
    assert cards.read_text(encoding="utf-8") == "# type: spell\n[Burn 2].\n"


def test_fix_text_prints_the_fixed_text(cli):
    run = cli("lint", "--text", "[Legion] - Draw 1.", "--fix", "--card-type", "unit")
    assert run.out == "[Legion] — Draw 1.\n"
    assert run.code == 0


def test_json_card_list(cli, tmp_path, monkeypatch):
    monkeypatch.chdir(tmp_path)
    cards = [
        {"id": "X-1", "type": "Spell", "energy": 1, "might": 3, "text": "Draw two."},
        {"id": "X-2", "type": "Unit", "energy": 2, "might": 2, "text": "[Tank]"},
    ]
    Path("cards.json").write_text(json.dumps(cards), encoding="utf-8")
    records = cli("lint", "cards.json", "--output-format", "json").json()
    assert [(r["label"], r["code"]) for r in records] == [
        ("cards.json#X-1", "RB401"),
        ("cards.json#X-1", "RB211"),
    ]
    assert cli("lint", "cards.json", "--fix").code == 1  # Might on a spell has no fix
    assert json.loads(Path("cards.json").read_text(encoding="utf-8"))[0]["text"] == "Draw 2."


def test_config_from_pyproject(cli, cards):
    Path("pyproject.toml").write_text(
        '[tool.riftrules]\nignore = ["RB201"]\noutput-format = "concise"\n', encoding="utf-8"
    )
    assert cli("lint", "cards.txt").code == 0
    assert cli("lint", "cards.txt", "--isolated").code == 1
    Path("pyproject.toml").write_text('[tool.riftrules]\nselct = ["RB2"]\n', encoding="utf-8")
    run = cli("lint", "cards.txt")
    assert run.code == 2 and "selct" in run.err


def test_explain(cli):
    run = cli("lint", "--explain", "RB201")
    assert run.code == 0
    assert run.out.startswith("# self-reference (RB201)\n")
    assert "## Why is this bad" in run.out


def test_pool_reports_by_card(cli):
    run = cli("lint", "--pool", "--select", "RB201", "--output-format", "concise")
    assert run.code == 1
    assert "SFD-164:2:1: RB201 a spell refers to itself as" in run.out


def test_unsafe_fixes_must_be_a_boolean_in_the_configuration(tmp_path, capsys, monkeypatch):
    from riftrules.cli import main

    (tmp_path / "pyproject.toml").write_text('[tool.riftrules]\nunsafe-fixes = "false"\n')
    cards = tmp_path / "cards.txt"
    cards.write_text("Draw 1.\n")
    monkeypatch.chdir(tmp_path)
    code = main(["lint", str(cards)])
    assert code == 2
    assert "unsafe-fixes must be true or false" in capsys.readouterr().err
