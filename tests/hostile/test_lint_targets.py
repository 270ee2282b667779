"""The linter against hostile input, second round (issue 26, items 3, 7 and 8): a file named
twice is fixed once, card files are read in linear time, and control characters or very long
lines from card text or arguments never reach the terminal raw."""

from __future__ import annotations

import time
from pathlib import Path

import pytest

from riftrules.lint import sources
from riftrules.lint.render.full import SNIPPET


@pytest.fixture
def folder(tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> Path:
    monkeypatch.chdir(tmp_path)
    monkeypatch.setenv("RIFTRULES_CACHE_DIR", str(tmp_path / "cache"))
    Path("d").mkdir()
    Path("d/x.txt").write_text("# type: spell\nDeal 3 to a unit\n", encoding="utf-8")
    return tmp_path


@pytest.mark.parametrize("names", [("d", "d/x.txt"), ("d/x.txt", "./d/x.txt"), ("d", "d/../d")])
def test_a_file_named_twice_is_fixed_once(cli, folder, names):
    """Item 3: "Deal 3 to a unit" became "Deal 3 to a unit.."."""
    run = cli("lint", "--fix", *names)
    assert Path("d/x.txt").read_text() == "# type: spell\nDeal 3 to a unit.\n"
    assert run.code == 0 and "1 fixed" in run.out


def test_a_symlink_to_a_named_file_is_read_once(cli, folder):
    Path("link.txt").symlink_to("d/x.txt")
    cli("lint", "--fix", "link.txt", "d/x.txt")
    assert Path("d/x.txt").read_text() == "# type: spell\nDeal 3 to a unit.\n"


def test_a_million_comment_lines_read_in_linear_time(tmp_path: Path):
    """Item 7: 1,000,000 ``#`` lines (2 MB) took 50 s (``body.pop(0)``); export and the editor
    server read card files the same way."""
    path = tmp_path / "comments.txt"
    path.write_text("#\n" * 1_000_000, encoding="utf-8")
    started = time.process_time()
    assert sources.read_paths([str(path)]) == []
    assert time.process_time() - started < 5


def test_a_long_header_line_is_read_in_linear_time():
    text = "# type:" + " " * 200_000 + "x\nDraw 1.\n"
    started = time.process_time()
    with pytest.raises(sources.SourceError):  # "x" is no card type
        list(sources.txt_targets(text, "t.txt"))
    assert time.process_time() - started < 1


ESCAPES = "\x1b]0;pwned\x07\x1b[2J\x9b31m"


def test_control_characters_in_card_text_are_escaped(cli, folder):
    Path("e.txt").write_text(f"# type: spell\nDeal 3 to a unit {ESCAPES}@@\n", encoding="utf-8")
    for output in ("full", "concise", "github"):
        run = cli("lint", "e.txt", "--output-format", output)
        assert "\x1b" not in run.out and "\x07" not in run.out and "\x9b" not in run.out
        assert "\\x1b" in run.out or output != "full"  # the snippet shows it escaped


def test_the_caret_stays_under_the_finding_after_escapes(cli, folder):
    Path("e.txt").write_text("# type: unit\n\x1b\x1bWhen you play this, draw 1.\n")
    run = cli("lint", "e.txt", "--select", "RB201")
    lines = run.out.splitlines()
    shown = next(line for line in lines if "When you play" in line)
    carets = next(line for line in lines if "^^^^" in line)
    assert shown.index("this") == carets.index("^^^^")


def test_control_characters_in_a_file_name_are_escaped(cli, folder):
    run = cli("lint", "a\nb\x1b[31m.txt")
    assert run.code == 2
    assert run.err.count("\n") == 1 and "\x1b" not in run.err and "a\\nb\\x1b[31m" in run.err


def test_a_long_line_is_cut_in_the_snippet(cli, folder):
    """Item 8: an 8 MB line was printed whole."""
    Path("long.txt").write_text("# type: unit\nDeal 3 to a unit" + " and a unit" * 1500 + "\n")
    run = cli("lint", "long.txt", "--select", "RB209")
    assert run.code == 1 and "…" in run.out
    assert max(len(line) for line in run.out.splitlines()) < SNIPPET + 40


def test_a_long_line_in_a_json_list_is_cut(cli, folder):
    cards = '[{"type": "unit", "text": "When you play this, draw 1."}]'
    Path("c.json").write_text(" " * 100_000 + cards, encoding="utf-8")
    run = cli("lint", "c.json", "--select", "RB201")
    assert run.code == 1
    assert max(len(line) for line in run.out.splitlines()) < SNIPPET + 40
    shown = next(line for line in run.out.splitlines() if "When you play" in line)
    carets = next(line for line in run.out.splitlines() if "^^^^" in line)
    assert shown.index("this") == carets.index("^^^^")
