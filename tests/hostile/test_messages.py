"""Every answer is one line (issue 26, item 6): a pyproject.toml nested 5,000 deep is a
configuration error (it was RecursionError, exit 3), and a newline or ESC in an argument is
escaped in the error that echoes it (it split the line, or drove the terminal)."""

from __future__ import annotations

import os
import subprocess
import sys
from pathlib import Path

import pytest

from riftrules.cli import main
from riftrules.terminal import escape as one_line


def _run(*argv: str | bytes, cwd: Path | None = None) -> subprocess.CompletedProcess:
    return subprocess.run(
        [sys.executable, "-m", "riftrules.cli", *argv],
        capture_output=True,
        cwd=cwd,
        timeout=120,
        check=False,
    )


@pytest.mark.parametrize("nested", ["[" * 5000 + "]" * 5000, "{a = " * 5000 + "1" + "}" * 5000])
def test_a_configuration_nested_5000_deep_is_one_line(tmp_path: Path, nested: str):
    (tmp_path / "pyproject.toml").write_text(f"[tool.riftrules]\nselect = {nested}\n")
    (tmp_path / "cards.txt").write_text("Draw 1.\n")
    result = _run("lint", "cards.txt", cwd=tmp_path)
    assert result.returncode == 2, result.stderr
    assert result.stderr.decode().endswith("pyproject.toml: nested too deeply\n")
    assert result.stderr.count(b"\n") == 1


def test_a_configuration_that_is_a_fifo_does_not_block(tmp_path: Path):
    os.mkfifo(tmp_path / "pyproject.toml")  # not a file: no configuration (was: never read)
    (tmp_path / "cards.txt").write_text("Draw 1.\n")
    result = _run("lint", "cards.txt", cwd=tmp_path)
    assert result.returncode == 0, result.stderr


@pytest.mark.parametrize(
    ("argument", "shown"),
    [
        ("bad\ncommand", "bad\\ncommand"),
        ("\x1b[2J\x1b[31mred", "\\x1b[2J\\x1b[31mred"),
        ("a\rb\u2028c\x85", "a\\rb\\u2028c\\x85"),
    ],
)
def test_a_control_character_in_an_argument_is_escaped(capsys, argument: str, shown: str):
    assert main([argument]) == 2
    err = capsys.readouterr().err
    assert err.count("\n") == 1 and f"unknown command '{shown}'" in err
    assert "\x1b" not in err and "\r" not in err
    assert main(["--" + argument]) == 2
    err = capsys.readouterr().err
    assert err.count("\n") == 1 and "\x1b" not in err


def test_invalid_utf8_in_an_argument_is_escaped():
    result = _run(b"bad\xff\n")
    assert result.returncode == 2
    assert result.stderr.count(b"\n") == 1 and b"bad\\udcff\\n" in result.stderr


def test_one_line_keeps_printable_text():
    assert one_line("Deal 3 to a unit — “Annie”, ☆") == "Deal 3 to a unit — “Annie”, ☆"
