"""``riftrules compile --program FILE``: the Python of a published program (a card's record
as ``compile``/``export`` write it, or its ``program`` alone) — the same source ``compile``
prints from the card; a file that is not a program is a one-line usage error."""

from __future__ import annotations

import json

import pytest


def test_a_record_s_program_prints_as_the_card_compiles(cli, tmp_path):
    record = cli("compile", "Back-Alley Bar", "--format", "json").out
    path = tmp_path / "bar.json"
    path.write_text(record, encoding="utf-8")
    run = cli("compile", "--program", str(path))
    assert run.code == 0
    assert run.out == cli("compile", "Back-Alley Bar").out
    alone = tmp_path / "program.json"
    alone.write_text(json.dumps(json.loads(record)["program"]), encoding="utf-8")
    as_json = cli("compile", "--program", str(alone), "--format", "json")
    assert json.loads(as_json.out) == json.loads(record)["program"]
    assert "SCRIPT = Script(" in cli("compile", "--program", str(alone)).out


@pytest.mark.parametrize(
    ("content", "message"),
    [
        ('{"node": "Script", "effect": {"node": "os.system"}}', "unknown node 'os.system'"),
        ('{"node": "Script", "effect": {"node": "Draw", "count": 1e400}}', "where int or Value"),
        ("[" * 100 + "]" * 100, "nested too deeply"),
        ("not json", "not JSON"),
        ('{"program": null, "text": "Hmm."}', "no program"),
        ('{"node": "Script", "notes": ["\\ud800"]}', "lone surrogate"),
    ],
)
def test_a_file_that_is_not_a_program_is_a_usage_error(cli, tmp_path, content, message):
    path = tmp_path / "program.json"
    path.write_text(content, encoding="utf-8")
    run = cli("compile", "--program", str(path))
    assert run.code == 2 and run.out == ""
    assert message in run.err and run.err.count("\n") == 1


def test_text_and_program_together_or_neither_is_a_usage_error(cli, tmp_path):
    assert cli("compile").code == 2
    assert cli("compile", "Draw 1.", "--program", str(tmp_path / "x.json")).code == 2
