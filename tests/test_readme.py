"""The README is the user's manual: every ``console`` block in it is replayed here (the output
shown is the output of the command), and its figures are read from the code."""

from __future__ import annotations

import re
import shlex
from pathlib import Path

import pytest

README = Path(__file__).resolve().parents[1] / "README.md"
_BLOCK = re.compile(r"```console\n\$ riftrules (?P<command>[^\n]*)\n(?P<output>.*?)```", re.S)
BLOCKS = [(m["command"], m["output"]) for m in _BLOCK.finditer(README.read_text("utf-8"))]


def test_the_readme_shows_commands():
    assert len(BLOCKS) >= 10


@pytest.mark.parametrize(("command", "output"), BLOCKS, ids=[c for c, _ in BLOCKS])
def test_console_block(cli, command, output):
    run = cli(*shlex.split(command))
    assert run.out + run.err == output


def test_lint_rule_count():
    from riftrules.lint.registry import FAMILIES, RULES

    text = " ".join(README.read_text("utf-8").split())
    assert f"{len(RULES)} rules in {len(FAMILIES)} families" in text
