"""The README's limits for hostile input are the code's."""

from __future__ import annotations

from pathlib import Path

from riftrules import inputs
from riftrules.cardtext.numbers import MAX_DIGITS
from riftrules.cardtext.parser import MAX_TEXT
from riftrules.engine.amounts import MAX_AMOUNT
from riftrules.scenarios.load import MAX_DEPTH as SCENARIO_DEPTH
from riftrules.scenarios.load import MAX_NODES as SCENARIO_NODES

README = (Path(__file__).resolve().parents[2] / "README.md").read_text(encoding="utf-8")
SECTION = README.split("## Hostile input", 1)[1].split("\n## ", 1)[0]


def test_the_limits_in_the_readme_are_the_code_s():
    assert f"at most {MAX_TEXT:,} characters" in SECTION
    assert f"more than {MAX_DIGITS} digits is a parse error" in SECTION
    assert f"at most {inputs.MAX_BYTES // 2**20} MiB" in SECTION
    assert f"nested at most {inputs.MAX_DEPTH} deep" in SECTION
    assert f"an amount\n  beyond {MAX_AMOUNT:,}" in SECTION
    assert f"at most {SCENARIO_NODES:,} values nested at most {SCENARIO_DEPTH} deep" in SECTION
    assert f"and amount at most {MAX_AMOUNT:,}, as the engine's" in SECTION
