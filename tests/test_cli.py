"""The CLI contract: JSON keys, exit codes, one-line errors."""

import subprocess
import sys

import pytest

EDITIONS = ["2025-06-02", "2025-10", "2025-12-01", "2026-03-30", "2026-07-16", "2026-10-09"]


def test_editions_json(cli):
    run = cli("editions", "--format", "json")
    assert run.code == 0
    rows = run.json()
    assert [row["id"] for row in rows] == EDITIONS
    assert all(set(row) == {"id", "date", "rules", "partial"} for row in rows)
    assert [row["id"] for row in rows if row["partial"]] == ["2026-10-09"]


def test_rule_prints_the_recycle_step(cli):
    run = cli("rule", "431.2.b", "--edition", "2026-07-16")
    assert run.code == 0
    assert "Recycles their trash into their Main Deck." in run.out
    assert "Burn Out" in run.out  # the title path


def test_rule_json_keys(cli):
    record = cli("rule", "431.5", "--format", "json").json()
    assert {
        "edition",
        "number",
        "text",
        "parent",
        "children",
        "cites",
        "cited_by",
        "examples",
    } <= set(record)
    assert record["edition"] == "2026-07-16"  # the newest complete edition by default
    assert record["parent"] == "431"
    assert record["cites"] == ["367"]


def test_cited_by(cli):
    record = cli("rule", "367", "--format", "json").json()
    assert "431.5" in record["cited_by"]


def test_examples_are_split_from_the_text(cli):
    record = cli("rule", "431.2.d", "--format", "json").json()
    assert record["text"] == "Completes the remainder of the action that caused them to burn out."
    assert record["examples"][0].startswith("A player attempts to draw 1")


def test_unknown_rule_names_the_nearest(cli):
    run = cli("rule", "431.9")
    assert run.code == 1
    assert run.err.count("\n") == 1
    assert "431.5" in run.err


def test_unknown_edition_lists_editions(cli):
    run = cli("rule", "431", "--edition", "2024-01-01")
    assert run.code == 2  # an option value that names nothing: the command cannot run
    assert run.err.count("\n") == 1
    assert all(edition in run.err for edition in EDITIONS)


@pytest.mark.parametrize(
    "args", [["rule"], ["rule", "431", "--bogus"], ["nonsense"], ["trace", "431"]]
)
def test_usage_errors_exit_2_with_one_line(cli, args):
    run = cli(*args)
    assert run.code == 2
    assert run.err.count("\n") == 1
    assert "Traceback" not in run.err


def test_trace_burn_out_back_to_the_launch_edition(cli):
    run = cli("trace", "431", "--from", "2026-07-16", "--to", "2025-06-02", "--format", "json")
    assert run.code == 0
    record = run.json()
    assert record["from"] == {"edition": "2026-07-16", "number": "431"}
    assert record["to"] == {"edition": "2025-06-02", "number": "607"}
    assert record["status"] in {"moved", "edited"}
    assert 0 < record["similarity"] <= 1


def test_trace_into_the_partial_edition(cli):
    record = cli(
        "trace", "440.4", "--from", "2026-07-16", "--to", "2026-10-09", "--format", "json"
    ).json()
    assert record["to"] == {"edition": "2026-10-09", "number": "441.4"}
    unseen = cli("trace", "431", "--from", "2026-07-16", "--to", "2026-10-09", "--format", "json")
    assert unseen.json()["status"] == "unseen" and unseen.json()["to"] is None


def test_diff_json(cli):
    record = cli("diff", "2026-03-30", "2026-07-16", "--format", "json").json()
    assert set(record["counts"]) >= {"same", "moved", "edited", "new", "removed"}
    assert sum(record["counts"].values()) >= 2089
    assert (
        any(c["from"] == "418" or c["to"] == "431" for c in record["changes"])
        or record["counts"]["same"] > 0
    )


def test_cite_json(cli):
    run = cli("cite", "Core Rules 441.4, 432.1.b", "--edition", "2026-10-09", "--format", "json")
    assert run.code == 1  # 432.1.b cannot be verified
    rows = run.json()
    keys = {"document", "citation", "number", "edition", "status", "suggestion", "title", "warning"}
    assert [set(r) for r in rows] == [keys] * 2
    assert [r["status"] for r in rows] == ["ok", "unverifiable"]


def test_installed_entry_point_runs_cold():
    result = subprocess.run(
        [sys.executable, "-m", "riftrules.cli", "rule", "431.2"],
        capture_output=True,
        text=True,
        check=False,
    )
    assert result.returncode == 0, result.stderr
    assert result.stdout.startswith("431.2")
