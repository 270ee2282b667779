"""Every reader of user input is bounded and names what it refuses (issue 14, items 9 and
14): non-regular files, sizes, encodings, JSON shape and field types, and the CLI's own
arguments."""

from __future__ import annotations

import json
import os
import subprocess
import sys
import time
from pathlib import Path

import pytest

from riftrules import inputs
from riftrules.cli import main
from riftrules.rules import citations


def _run(*argv: str, stdin: bytes = b"", timeout: float = 60) -> subprocess.CompletedProcess:
    return subprocess.run(
        [sys.executable, "-m", "riftrules.cli", *argv],
        input=stdin,
        capture_output=True,
        timeout=timeout,
        check=False,
    )


def test_a_fifo_is_refused_without_blocking(tmp_path: Path):
    """Item 9: ``lint`` on a FIFO blocked forever."""
    fifo = tmp_path / "cards.txt"
    os.mkfifo(fifo)
    result = _run("lint", str(fifo), timeout=30)
    assert result.returncode == 2 and b"not a regular file" in result.stderr
    result = _run("scenario", str(fifo), timeout=30)
    assert result.returncode == 2 and b"not a regular file" in result.stderr


def test_dev_zero_is_refused(capsys):
    """Item 9: ``lint /dev/zero`` read until memory ran out."""
    assert main(["lint", "/dev/zero"]) == 2
    assert "/dev/zero: not a regular file" in capsys.readouterr().err


def test_a_file_over_the_limit_is_refused_before_it_is_read(tmp_path: Path, capsys):
    """Item 9: ``lint`` on a 50 MB file took more than 90 s."""
    big = tmp_path / "big.txt"
    with big.open("wb") as handle:
        handle.truncate(inputs.MAX_BYTES + 1)  # sparse: nothing is written
    started = time.perf_counter()
    assert main(["lint", str(big)]) == 2
    assert time.perf_counter() - started < 5
    assert "the limit is 8 MiB" in capsys.readouterr().err


def test_standard_input_over_the_limit_is_refused():
    result = _run("cite", "-", stdin=b"x" * (inputs.MAX_BYTES + 10))
    assert result.returncode == 2 and b"more than 8 MiB" in result.stderr


def test_finding_citations_is_linear():
    """Item 9: ``cite -`` was quadratic (1 MiB took more than 120 s): each bare number was
    checked against every prefixed citation before it."""
    text = "See rule 431.2 and 607 or rules 101-103. " * 25_000  # 1 MiB
    started = time.perf_counter()
    found = citations.find(text)
    assert time.perf_counter() - started < 10  # a guard, the figure is in bench/
    assert len(found) == 75_000


def test_deeply_nested_json_is_refused(tmp_path: Path, capsys):
    """Item 14: deeply nested JSON raised RecursionError."""
    deep = tmp_path / "cards.json"
    deep.write_text("[" * 100_000 + "]" * 100_000)
    assert main(["lint", str(deep)]) == 2
    assert "nested too deeply" in capsys.readouterr().err
    shallow = tmp_path / "shallow.json"
    shallow.write_text("[" * 70 + "]" * 70)
    assert main(["lint", str(shallow)]) == 2
    assert "nested too deeply" in capsys.readouterr().err


@pytest.mark.parametrize(
    ("record", "field"),
    [
        ({"text": "Draw 1.", "might": "abc"}, "'might'"),
        ({"text": "Draw 1.", "might": True}, "'might'"),
        ({"text": "Draw 1.", "energy": 10**12}, "'energy'"),
        ({"text": "Draw 1.", "domains": "Fury"}, "'domains'"),
        ({"text": "Draw 1.", "name": 5}, "'name'"),
    ],
)
def test_a_wrong_typed_json_field_is_refused(tmp_path: Path, capsys, record, field):
    """Item 14: ``might: "abc"`` was silently ignored ("All checks passed!")."""
    path = tmp_path / "cards.json"
    path.write_text(json.dumps([record]))
    assert main(["lint", str(path)]) == 2
    err = capsys.readouterr().err
    assert f"{path}: card 0: {field} must be" in err


def test_a_json_number_too_long_for_int_is_refused(tmp_path: Path, capsys):
    """Item 8: a JSON card list with a 5,000-digit number raised ValueError from int()."""
    path = tmp_path / "cards.json"
    path.write_text('[{"text": "Draw 1.", "might": ' + "9" * 5000 + "}]")
    assert main(["lint", str(path)]) == 2
    assert "a number of 5,000 digits" in capsys.readouterr().err


def test_a_latin1_scenario_names_the_file(tmp_path: Path, capsys):
    """Item 14: a latin-1 scenario file gave "internal error: UnicodeDecodeError"."""
    path = tmp_path / "café.yaml"
    path.write_bytes("name: café\n".encode("latin-1"))
    assert main(["scenario", str(path)]) == 2
    assert f"{path}: invalid: not UTF-8 text: byte 0xe9 at offset 9" in capsys.readouterr().err


def test_a_scenario_seed_too_long_is_refused(tmp_path: Path, capsys):
    """Item 8: a scenario seed of 5,000 digits raised ValueError from int()."""
    path = tmp_path / "seed.yaml"
    path.write_text("seed: " + "9" * 5000 + "\n")
    assert main(["scenario", str(path)]) == 2
    assert "invalid: not readable" in capsys.readouterr().err


def test_a_non_utf8_source_names_the_file(tmp_path: Path, capsys):
    """Item 14: a non-UTF-8 source gave "internal error: UnicodeDecodeError"."""
    path = tmp_path / "cards.txt"
    path.write_bytes(b"Draw 1.\xff\n")
    assert main(["lint", str(path)]) == 2
    assert f"{path}: not UTF-8 text: byte 0xff at offset 7" in capsys.readouterr().err


def test_an_unknown_card_type_is_a_usage_error(capsys):
    """Item 14: ``compile --card-type dragon`` exited 0."""
    assert main(["compile", "--card-type", "dragon", "Draw 1."]) == 2
    assert "unknown card type 'dragon'" in capsys.readouterr().err
    assert main(["compile", "--card-type", "spell", "Draw 1."]) == 0


def test_an_unknown_top_level_option_is_named(capsys):
    """Item 14: ``riftrules --bogus`` reported a missing command."""
    assert main(["--bogus"]) == 2
    assert "unknown option '--bogus'" in capsys.readouterr().err
    assert main(["--versio"]) == 2
    assert "did you mean '--version'" in capsys.readouterr().err


def test_an_unknown_edition_to_import_is_a_usage_error(capsys):
    """Item 14: ``import ../shared 1999-01-01`` was an internal error."""
    assert main(["import", "../shared", "1999-01-01"]) == 2
    assert "unknown edition '1999-01-01'" in capsys.readouterr().err
