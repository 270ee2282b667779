"""Scenario files are bounded (issue 26, item 4): the YAML is read with its aliases refused
and its size, nodes and nesting capped (a 1 KB alias bomb took 35-60 s and ended in
MemoryError); every count and amount is at most what the engine plays (``play_token`` with
``count: 10**11`` never ended); a malformed key is exit 2 with one line (they were exit 3); a
message never renders unbounded data."""

from __future__ import annotations

import subprocess
import sys
import time
from pathlib import Path

import pytest

from riftrules.cli import main
from riftrules.engine.amounts import MAX_AMOUNT
from riftrules.scenarios.load import ScenarioError, parse, shown

BASE = "name: hostile\nmode: duel\nplayers:\n  A: {}\n  B: {}\n"


def _invalid(tmp_path: Path, capsys, text: str) -> str:
    path = tmp_path / "s.yaml"
    path.write_text(text, encoding="utf-8", errors="surrogatepass")
    started = time.perf_counter()
    assert main(["scenario", str(path)]) == 2
    assert time.perf_counter() - started < 10  # a guard against a hang, not a speed figure
    err = capsys.readouterr().err
    assert err.count("\n") == 1 and err.startswith(f"{path}: invalid: "), err
    assert len(err) < 1200  # the lists of known kinds and actions are the longest part
    return err


def test_a_one_kilobyte_alias_bomb_is_refused_at_once(tmp_path: Path, capsys):
    lines = ['a: &a ["lol","lol","lol","lol","lol","lol","lol","lol","lol"]']
    for level in "bcdefghi":
        previous = chr(ord(level) - 1)
        lines.append(f"{level}: &{level} [" + ",".join([f"*{previous}"] * 9) + "]")
    bomb = "\n".join(lines) + "\nname: bomb\nchoices: *i\n"
    assert len(bomb) < 1024
    assert "an alias (*'a') at line 2" in _invalid(tmp_path, capsys, bomb)


def test_a_recursive_alias_is_refused(tmp_path: Path, capsys):
    err = _invalid(tmp_path, capsys, BASE + "choices: &c [*c]\n")
    assert "an alias (*'c')" in err


def test_deep_nesting_and_many_values_are_refused(tmp_path: Path, capsys):
    assert "nested more than" in _invalid(
        tmp_path, capsys, BASE + "choices: " + "[" * 200 + "]" * 200
    )
    many = BASE + "choices: [" + ",".join(["1"] * 60_000) + "]\n"
    assert "more than 50,000 values" in _invalid(tmp_path, capsys, many)


@pytest.mark.parametrize(
    "step",
    [
        "{action: play_token, name: Recruit, count: 100000000000}",
        "{action: gain_points, count: 100000000000000000000000}",
        "{action: gain_points, count: 0x" + "f" * 30 + "}",
        "{action: draw, count: 1001}",
        "{action: give, unit: Recruit, might: -100000000000}",
    ],
)
def test_a_count_beyond_what_the_engine_plays_is_refused(tmp_path: Path, capsys, step: str):
    err = _invalid(tmp_path, capsys, BASE + f"steps:\n  - {step}\n")
    assert f"{MAX_AMOUNT:,}" in err or "the limit is 64" in err


@pytest.mark.parametrize(
    ("key", "said"),
    [
        ("  A: {main_deck: 100000000000}\n", "must be at most 1,000"),
        ("  A: {points: 100000000000}\n", "must be at most 1,000"),
    ],
)
def test_a_set_up_count_beyond_what_a_game_holds_is_refused(tmp_path, capsys, key, said):
    text = "name: hostile\nplayers:\n" + key + "  B: {}\n"
    assert said in _invalid(tmp_path, capsys, text)


@pytest.mark.parametrize(
    "text",
    [
        "name: x\nmode: [duel]\nplayers: {A: {}, B: {}}\n",
        BASE + "steps:\n  - {action: [draw]}\n",
        BASE + "steps:\n  - {phase: [draw]}\n",
        BASE + "expect: {events: [[draw]]}\n",
        BASE + "expect: {not_events: [{a: 1}]}\n",
        BASE + "expect: {count: {[draw]: 1}}\n",
        BASE + "expect: {players: [A]}\n",
        BASE + "expect: {cites: [[431]]}\n",
        BASE + "expect: {cites: ['1.2.3']}\n",
        BASE + "expect: {units: {Recruit: {might: " + "9" * 5000 + "}}}\n",
        BASE + "expect: {units: {Recruit: {might: 0x" + "9" * 5000 + "}}}\n",
        BASE + "expect: {units: {Recruit: {might: [1]}}}\n",
        BASE + "expect: {units: {Recruit: {zone: {a: 1}}}}\n",
        BASE + "expect: {units: {Recruit: {exhausted: 3}}}\n",
        BASE + 'steps:\n  - {text: "Draw 1. \\ud800"}\n',
        BASE + 'choices: ["\\udfff"]\n',
        BASE + "steps:\n  - {action: recycle, zone: [hand]}\n",
        "name: x\nplayers: {A: {tokens: [{name: T, might: 0x" + "f" * 5000 + "}]}, B: {}}\n",
        "seed: 0x" + "f" * 5000 + "\n",
    ],
)
def test_a_malformed_key_is_one_line_exit_2(tmp_path: Path, capsys, text: str):
    _invalid(tmp_path, capsys, text)


def test_a_message_shows_a_value_cut_short():
    assert len(shown(list(range(10**6)))) < 80
    assert shown(10**5000) == "<a number of 16,610 bits>"
    assert "..." in shown("x" * 10_000) and len(shown("x" * 10_000)) < 50
    with pytest.raises(ScenarioError) as caught:
        parse(BASE + "mode: [" + ", ".join(["duel"] * 5000) + "]\n")
    assert len(str(caught.value)) < 200


def test_the_project_s_scenarios_are_within_the_bounds():
    folder = Path(__file__).resolve().parents[2] / "rulebook" / "scenarios"
    for path in sorted(folder.glob("*.yaml")):
        parse(path.read_text(encoding="utf-8"), path)


def test_an_amount_the_engine_plays_is_still_read(tmp_path: Path):
    path = tmp_path / "ok.yaml"
    path.write_text(
        BASE.replace("A: {}", "A: {main_deck: 1000}")
        + f"steps:\n  - {{action: draw, count: {MAX_AMOUNT}}}\n"
        + "expect:\n  players:\n    A: {hand: 1000, main_deck: 0}\n"
    )
    result = subprocess.run(
        [sys.executable, "-m", "riftrules.cli", "scenario", str(path)],
        capture_output=True,
        text=True,
        timeout=120,
        check=False,
    )
    assert result.returncode == 0, result.stdout + result.stderr


def test_a_control_character_in_a_scenario_path_is_shown_escaped(tmp_path: Path, capsys):
    """Issue 26: a newline or ESC in a file's name split the one-line report, or drove the
    terminal."""
    path = tmp_path / "bad\nname\x1b[31m.yaml"
    path.write_text("name: [\n", encoding="utf-8")
    assert main(["scenario", str(path)]) == 2
    err = capsys.readouterr().err
    assert err.count("\n") == 1 and "\x1b" not in err and "bad\\nname\\x1b[31m" in err
