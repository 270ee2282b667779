"""The export's schema as engine authors receive it: generated from the classes, every property
described, every vocabulary an enum, a stable ``$id``, minor versions that only add (a 1.2 and a
1.3 document validate under today's schema) — and the whole ``export --pool`` validates."""

from __future__ import annotations

import contextlib
import io
import json
import typing
from enum import Enum
from pathlib import Path

import jsonschema
import pytest

from riftrules.cards import pool
from riftrules.cli import main
from riftrules.effects import compile_text
from riftrules.export.schema import MAJOR, NO_TEXT, SCHEMA_ID, SCHEMA_VERSION, shipped
from riftrules.program_json import to_json
from riftrules.program_json.fields import vocabulary
from riftrules.program_json.nodes import hints, parts, registry
from riftrules.program_json.schema import PREFIX

FIXTURES = Path(__file__).resolve().parent / "fixtures"


@pytest.fixture(scope="module")
def validator():
    return jsonschema.Draft202012Validator(shipped())


@pytest.fixture(scope="module")
def exported():
    """``riftrules export --pool``, as the command prints it."""
    out = io.StringIO()
    with contextlib.redirect_stdout(out):
        assert main(["export", "--pool"]) == 0
    return json.loads(out.getvalue())


def test_the_whole_pool_export_validates(exported, validator):
    errors = sorted(validator.iter_errors(exported), key=lambda e: list(e.absolute_path))
    assert not errors, [(list(e.absolute_path)[:4], e.message[:200]) for e in errors[:3]]
    assert exported["schema_version"] == SCHEMA_VERSION


def test_every_card_has_its_program_or_null_with_a_status(exported):
    cards = exported["cards"]
    assert len(cards) == len(pool.load())
    by_name = {card.id: card for card in pool.load()}
    for record in cards:
        executable = record["status"]["status"] == "executable"
        assert (record["program"] is not None) == executable, record["name"]
        if executable:
            card = by_name[record["id"]]
            assert record["program"] == to_json(compile_text(card.text, card.type))
    textless = [r for r in cards if not r["text"]]
    assert len(textless) == sum(1 for card in pool.load() if not card.text) == 12
    assert all(r["program"] is None and r["status"]["status"] == NO_TEXT for r in textless)
    programs = sum(1 for r in cards if r["program"] is not None)
    assert programs >= 850


CURRENT_MINOR = int(SCHEMA_VERSION.split(".")[1])


def test_a_document_of_every_minor_version_since_1_2_is_kept():
    """At each bump, a document of the new version joins the fixtures, so that every later
    schema is checked against it."""
    paths = FIXTURES.glob("card-export-1.*.json")
    kept = sorted(int(path.stem.rsplit(".", 1)[1]) for path in paths)
    assert kept == list(range(2, CURRENT_MINOR + 1))


@pytest.mark.parametrize("minor", range(2, CURRENT_MINOR + 1))
def test_a_document_of_each_minor_version_validates_today(minor, validator):
    document = json.loads((FIXTURES / f"card-export-1.{minor}.json").read_text("utf-8"))
    assert document["schema_version"] == f"1.{minor}"
    validator.validate(document)


def test_the_version_is_any_minor_of_this_major(validator):
    pattern = shipped()["$defs"]["schema_version"]
    check = jsonschema.Draft202012Validator(pattern)
    assert MAJOR == SCHEMA_VERSION.split(".")[0] == "1"
    assert all(check.is_valid(v) for v in ("1.0", "1.2", "1.4", "1.17"))
    assert not any(check.is_valid(v) for v in ("2.0", "1", "1.x", "01.4", "1.4.1", " 1.4"))


def test_the_id_is_stable_and_on_no_placeholder_host():
    assert shipped()["$id"] == SCHEMA_ID == "urn:riftrules:schema:card-export:1"
    assert not any(host in SCHEMA_ID for host in (".invalid", "example.", "localhost"))


def _program_definitions() -> dict[str, dict]:
    return {k: v for k, v in shipped()["$defs"].items() if k.startswith(PREFIX)}


def _properties(schema, path: str = ""):
    """Every property of every object in a schema, with where it is (an ``if``'s test of a
    node's type is a condition, no property of a document)."""
    if isinstance(schema, dict):
        for name, value in schema.get("properties", {}).items():
            yield f"{path}.{name}", value
        for key, value in schema.items():
            if key != "if":
                yield from _properties(value, f"{path}/{key}")
    elif isinstance(schema, list):
        for item in schema:
            yield from _properties(item, path)


def test_every_property_of_the_schema_is_described():
    found = list(_properties(shipped()))
    assert len(found) > 900
    undescribed = [where for where, schema in found if not schema.get("description", "").strip()]
    assert not undescribed, undescribed[:10]


def test_every_program_node_is_described():
    definitions = _program_definitions()
    assert {f"{PREFIX}{name}" for name in registry()} <= set(definitions)
    assert all(definition["description"].strip() for definition in definitions.values())


def _enums_of(hint) -> set[type[Enum]]:
    found = set()
    for part in parts(hint):
        if isinstance(part, type) and issubclass(part, Enum):
            found.add(part)
        elif typing.get_origin(part) is tuple:
            found |= {e for arg in typing.get_args(part) for e in _enums_of(arg)}
    return found


def test_every_closed_vocabulary_is_an_enum():
    """A field typed by an enum refers to that vocabulary's definition, its values listed and
    described; a field whose values ``fields.json`` still lists has them as an ``enum``."""
    definitions = _program_definitions()
    typed = listed = 0
    for name, cls in registry().items():
        for field, hint in hints(cls).items():
            schema = json.dumps(definitions[f"{PREFIX}{name}"]["properties"][field])
            for enum in _enums_of(hint):
                typed += 1
                assert f'"#/$defs/{PREFIX}{enum.__name__}"' in schema, (name, field)
                defined = definitions[f"{PREFIX}{enum.__name__}"]
                assert defined["enum"] == [member.value for member in enum]
                assert defined["description"].strip(), enum
            values = vocabulary(cls, field)
            if values is not None:
                listed += 1
                assert json.dumps({"enum": list(values)}).strip("{}") in schema, (name, field)
    assert typed + listed >= 100


def test_parse_and_compile_json_carry_the_version_and_the_program(cli, validator):
    parsed = json.loads(cli("parse", "Death Mark", "--format", "json").out)
    compiled = json.loads(cli("compile", "Death Mark", "--format", "json").out)
    card = jsonschema.Draft202012Validator({"$defs": shipped()["$defs"], "$ref": "#/$defs/card"})
    for record in (parsed, compiled):
        assert record["schema_version"] == SCHEMA_VERSION
        card.validate(record)
    death_mark = pool.find("Death Mark")
    assert compiled["program"] == to_json(compile_text(death_mark.text, death_mark.type))
