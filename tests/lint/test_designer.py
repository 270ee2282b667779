"""What a card designer who uses ruff expects (issue 25): parse errors shown, comments and
noqa as ruff reads them, fix counts that agree with what --fix does, one bad file reported
without stopping the run, and configuration mistakes named."""

from __future__ import annotations

import re
from pathlib import Path

import pytest

SAMPLE = """# type: unit
When you play this, draw 1

# type: spell
Deal 3 to a unit Draw 1

# type: unit
When this unit attacks, deal 2 to a unit. # x
"""


@pytest.fixture
def here(tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> Path:
    monkeypatch.chdir(tmp_path)
    return tmp_path


def codes(run) -> list[str]:
    return re.findall(r": (RB\d{3}) ", run.out)


# ------------------------------------------------------------------ item 2: parse errors


def test_an_unreadable_span_is_reported_beside_the_missing_period(cli, here):
    run = cli("lint", "--text", "Deal 3 to a unit @@", "--output-format", "concise")
    assert run.out.splitlines()[:2] == [
        "<text>:1:18: RB101 cannot read this ability: unexpected '@@'",
        "<text>:1:20: RB209 [*] ability does not end with a period",
    ]


def test_a_missing_period_still_explains_its_parse_error(cli, here):
    run = cli("lint", "--text", "Deal 3 to a unit", "--output-format", "concise")
    assert codes(run) == ["RB209"]


def test_a_trailing_comment_does_not_swallow_a_finding(cli, here):
    run = cli(
        "lint", "--text", "When this unit attacks, draw 1. # x", "--card-type", "unit",
        "--output-format", "concise",
    )  # fmt: skip
    assert codes(run) == ["RB201"]


def test_a_comment_is_kept_by_fix(cli, here):
    Path("c.txt").write_text("# type: unit\nWhen you play this, draw 1 # why\nDraw 1.\n")
    cli("lint", "c.txt", "--fix")
    assert Path("c.txt").read_text() == "# type: unit\nWhen you play me, draw 1. # why\nDraw 1.\n"


def test_fix_never_claims_a_fix_it_does_not_make(cli, here):
    """Issue 25: --fix said "2 fixable" and changed nothing."""
    Path("s.txt").write_text(SAMPLE)
    run = cli("lint", "s.txt", "--fix")
    after = cli("lint", "s.txt", "--fix")
    assert "[*]" not in after.out and "fixable with the `--fix`" not in after.out
    assert "fixable with the `--fix`" not in run.out.splitlines()[-1]


def test_diff_says_when_there_is_nothing_to_fix(cli, here):
    Path("ok.txt").write_text("# type: spell\nDeal 3 to a unit @@.\n")
    run = cli("lint", "ok.txt", "--diff")
    assert run.code == 0 and run.out == "" and "No errors would be fixed." in run.err
    Path("bad.txt").write_text("# type: spell\nDeal 3 to a unit\n")
    run = cli("lint", "bad.txt", "--diff")
    assert run.code == 1 and "+Deal 3 to a unit." in run.out


# ------------------------------------------------------------------ item 4: noqa


def test_an_inline_noqa_is_a_suppression_not_card_text(cli, here):
    Path("n.txt").write_text("# type: unit\nWhen you play this, draw 1. # noqa: RB201\n")
    run = cli("lint", "n.txt")
    assert run.code == 0, run.out
    run = cli("lint", "--text", "Deal 3 to a unit # noqa: RB209", "--output-format", "concise")
    assert run.code == 0, run.out


def test_an_unknown_code_in_noqa_is_reported(cli, here):
    Path("n.txt").write_text("# type: unit\n# noqa: RB2O1\nWhen you play this, draw 1.\n")
    run = cli("lint", "n.txt", "--output-format", "concise")
    assert "n.txt:2:1: RB002 unknown rule code 'RB2O1' in noqa" in run.out
    assert "RB201" in codes(run)  # the misspelt code left nothing out
    cards = '[{"type": "unit", "noqa": "RB2O1", "text": "Draw 1."}]'
    Path("n.json").write_text(cards)
    assert "RB002" in codes(cli("lint", "n.json", "--output-format", "concise"))


def test_an_unused_noqa_is_reported(cli, here):
    Path("n.txt").write_text("# type: spell\nDeal 3 to a unit. # noqa: RB209\n")
    run = cli("lint", "n.txt", "--output-format", "concise")
    assert codes(run) == ["RB001"] and "n.txt:2:19: RB001" in run.out
    assert cli("lint", "n.txt", "--extend-ignore", "RB001").code == 0


def test_a_noqa_for_a_rule_not_run_is_not_called_unused(cli, here):
    Path("n.txt").write_text("# type: unit\nWhen you play this, draw 1. # noqa: RB201\n")
    assert cli("lint", "n.txt", "--select", "RB0,RB209").code == 0


# ------------------------------------------------------------------ item 5: counts


def summaries(cli, *options: str) -> list[str]:
    Path("s.txt").write_text(SAMPLE)
    plain = cli("lint", "s.txt", *options, "--output-format", "concise").out.splitlines()
    fixed = cli("lint", "s.txt", "--fix", *options, "--output-format", "concise").out.splitlines()
    return [line for line in plain + fixed if not line.startswith("s.txt:")]


def test_counts_agree_between_a_plain_run_and_fix(cli, here):
    assert summaries(cli) == [
        "Found 5 errors.",
        "[*] 3 fixable with the `--fix` option (1 hidden fix can be enabled with the "
        "`--unsafe-fixes` option).",
        "Found 5 errors (3 fixed, 2 remaining).",
        "No fixes available (1 hidden fix can be enabled with the `--unsafe-fixes` option).",
    ]


def test_counts_agree_between_a_plain_run_and_unsafe_fixes(cli, here):
    assert summaries(cli, "--unsafe-fixes") == [
        "Found 5 errors.",
        "[*] 4 fixable with the `--fix` option.",
        "Found 5 errors (4 fixed, 1 remaining).",
    ]


def test_every_marked_finding_is_fixed(cli, here):
    Path("s.txt").write_text(SAMPLE)
    marked = cli("lint", "s.txt", "--output-format", "concise").out.count(" [*] ")
    assert marked == 3  # as many as the summary says --fix fixes


# ------------------------------------------------------------------ item 6


def test_one_bad_file_does_not_stop_the_run(cli, here):
    Path("good.txt").write_text("# type: unit\nWhen you play this, draw 1.\n")
    Path("bad.txt").write_text("# type: wizard\nDraw 1.\n")
    Path("bad.json").write_text("[{")
    run = cli("lint", "bad.txt", "good.txt", "bad.json", "--output-format", "concise")
    assert run.code == 2
    assert "good.txt:2:15: RB201" in run.out
    assert run.err.count("riftrules: error: ") == 2 and "bad.json" in run.err


def test_statistics_mark_a_rule_with_a_safe_fix(cli, here):
    Path("s.txt").write_text(SAMPLE)
    run = cli("lint", "s.txt", "--statistics")
    assert re.search(r"\tRB209\t\[\*\] sentence-punctuation", run.out), run.out


def test_a_misspelt_configuration_key_gets_a_suggestion(cli, here):
    Path("pyproject.toml").write_text('[tool.riftrules]\nextend-ignor = ["RB201"]\n')
    Path("c.txt").write_text("Draw 1.\n")
    run = cli("lint", "c.txt")
    assert run.code == 2 and "'extend-ignor' (did you mean 'extend-ignore'?)" in run.err
