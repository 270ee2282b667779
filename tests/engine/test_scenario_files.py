"""Loading scenario files: invalid ones are one clear line; the command line's exit codes."""

from __future__ import annotations

from pathlib import Path

import pytest

from riftrules.scenarios import ScenarioError, parse

SHARED = Path(__file__).resolve().parents[2] / "tests" / "scenarios" / "shared"

GOOD = """
name: ok
players: {A: {main_deck: 3}, B: {}}
steps: [{action: draw, count: 1}]
expect: {players: {A: {hand: 1}}}
"""


@pytest.mark.parametrize(
    ("text", "message"),
    [
        ("- a list", "a scenario is a mapping"),
        ("players: {A: {}, B: {}}", "'name' is required"),
        ("name: x\nplayers: {A: {}}", "mode duel has 2 players, the file names 1"),
        ("name: x\nmode: ffa5\nplayers: {A: {}}", "unknown mode 'ffa5'"),
        ("name: x\nplayers: {A: {deck: 3}, B: {}}", "unknown key 'deck' in players.A"),
        ("name: x\nplayers: {A: {hand: [Mega Mecha]}, B: {}}", "closest: 'Mega-Mech'"),
        ("name: x\nplayers: {A: {base: [Death Mark]}, B: {}}", "is a Spell, not a permanent"),
        ("name: x\nplayers: {A: {}, B: {}}\nsteps: [{action: fly}]", "unknown action 'fly'"),
        ("name: x\nplayers: {A: {}, B: {}}\nsteps: [{phase: lunch}]", "unknown phase 'lunch'"),
        (
            "name: x\nplayers: {A: {}, B: {}}\nsteps: [{action: draw, cuont: 2}]",
            "unknown argument 'cuont'",
        ),
        (
            "name: x\nplayers: {A: {}, B: {}}\nsteps: [{action: conquer, battlefield: Bf9}]",
            "no battlefield 'Bf9'",
        ),
        ("name: x\nplayers: {A: {}, B: {}}\nsteps: [{draw: 1}]", "give exactly one of"),
        ("name: x\nplayers: {A: {}, B: {}}\nexpect: {events: [burnout]}", "unknown event kind"),
        ("name: x\nplayers: {A: {}, B: {}}\nexpect: {winner: C}", "no player 'C'"),
        ("name: x\nedition: 1999\nplayers: {A: {}, B: {}}", "unknown edition '1999'"),
        ("name: [unclosed", "not YAML"),
    ],
)
def test_invalid_files_say_why_in_one_line(text, message):
    with pytest.raises(ScenarioError) as error:
        parse(text)
    assert message in str(error.value)
    assert "\n" not in str(error.value)


def test_a_date_edition_is_read_as_its_id():
    scenario = parse(GOOD + "edition: 2026-03-30\n")
    assert scenario.edition == "2026-03-30"


def test_cli_exit_codes(cli, tmp_path):
    good = tmp_path / "good.yaml"
    good.write_text(GOOD)
    bad = tmp_path / "bad.yaml"
    bad.write_text(GOOD.replace("hand: 1", "hand: 2"))
    invalid = tmp_path / "invalid.yaml"
    invalid.write_text("name: x\n")

    run = cli("scenario", str(good))
    assert run.code == 0
    assert f"{good}: ok" in run.out

    run = cli("scenario", str(good), str(bad))
    assert run.code == 1
    assert f"{bad}: expected A hand 2, got 1" in run.out

    run = cli("scenario", str(good), str(bad), str(invalid))
    assert run.code == 2
    assert f"{invalid}: invalid: 'players' is required" in run.err


def test_cli_runs_a_folder_and_prints_the_log(cli):
    run = cli("scenario", str(SHARED / "draw-from-empty-deck.yaml"), "--log")
    assert run.code == 0
    assert "burn_out A count=1 (413.4.b, 431.1.a" in run.out
    run = cli("scenario", str(SHARED), "--format", "json")
    assert run.code in (0, 1)  # text steps need the compiler
    assert {record["status"] for record in run.json()} <= {"ok", "failed"}


@pytest.mark.parametrize(
    ("where", "construct"),
    [
        ("players:\n  A: {hand: [Immortal Phoenix]}\n  B: {}\n", "trigger"),  # set up
        ("players:\n  A: {}\n  B: {}\nsteps:\n  - play: Stand United\n", "noun-phrase"),  # played
    ],
)
def test_a_card_that_is_not_executable_makes_the_file_invalid(cli, tmp_path, where, construct):
    """A card whose text does not compile would be played blank: the file is invalid (exit 2),
    naming the card and the construct that stops it."""
    path = tmp_path / "blank.yaml"
    path.write_text("name: uses a card the engine cannot run\n" + where)
    run = cli("scenario", str(path))
    assert run.code == 2
    (line,) = run.err.strip().splitlines()
    name = "Immortal Phoenix" if "Phoenix" in where else "Stand United"
    assert line.startswith(f"{path}: invalid: {name}: not executable ({construct}")
