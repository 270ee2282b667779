"""The JSON Schema of ``riftrules export`` (and of ``parse``/``compile --format json``).

Generated from the IR's node types (:func:`riftrules.ir.nodes.node_types`) and the export's
record layout, and shipped in the package as ``card-export-<major>.schema.json``; a test checks
that the shipped file is what this module generates, so a change to a node type is a reviewed
change of the schema (and of :data:`SCHEMA_VERSION`: a new field is a minor version, a field
removed or retyped a major one).
"""

from __future__ import annotations

import json
import types
import typing
from enum import Enum
from functools import cache
from importlib import resources
from typing import Any

from riftrules.coverage import Meaning, Stage
from riftrules.effects.refusals import Construct
from riftrules.ir.nodes import IRNode, field_types, node_types

SCHEMA_VERSION = "1.4"
SCHEMA_ID = f"https://riftrules.invalid/schema/card-export-{SCHEMA_VERSION.split('.')[0]}.json"
FILE = f"card-export-{SCHEMA_VERSION.split('.')[0]}.schema.json"


def _type(hint: Any) -> dict[str, Any]:
    origin = typing.get_origin(hint)
    if origin in (typing.Union, types.UnionType):
        options = [a for a in typing.get_args(hint) if a is not type(None)]
        nullable = len(options) < len(typing.get_args(hint))
        schemas = [_type(a) for a in options]
        schema = schemas[0] if len(schemas) == 1 else {"anyOf": schemas}
        return {"anyOf": [schema, {"type": "null"}]} if nullable else schema
    if origin is tuple:
        item = typing.get_args(hint)[0]
        return {"type": "array", "items": _type(item)}
    if isinstance(hint, type) and issubclass(hint, IRNode):
        return {"$ref": f"#/$defs/{hint.__name__}"}
    if isinstance(hint, type) and issubclass(hint, Enum):
        return {"enum": [member.value for member in hint]}
    if hint is str:
        return {"type": "string"}
    if hint is int:
        return {"type": "integer"}
    if hint is bool:
        return {"type": "boolean"}
    raise TypeError(f"no JSON Schema for {hint!r}")  # a new field type: teach it here


def node_schema(kind: type[IRNode]) -> dict[str, Any]:
    """One IR node type as a JSON Schema object: ``node`` (its name), ``span``, its fields;
    fields at their default are left out of the export, so only those without one are
    required."""
    import dataclasses

    defaults = {
        f.name: f.default
        for f in dataclasses.fields(kind)
        if f.default is not dataclasses.MISSING and f.name != "span"
    }
    properties: dict[str, Any] = {
        "node": {"const": kind.__name__},
        "span": {"$ref": "#/$defs/span"},
    }
    for name, hint in field_types(kind).items():
        schema = _type(hint)
        if name in defaults:
            default = defaults[name]
            schema = {**schema, "default": list(default) if isinstance(default, tuple) else default}
        properties[name] = schema
    required = ["node", "span", *(n for n in field_types(kind) if n not in defaults)]
    return {
        "type": "object",
        "description": " ".join((kind.__doc__ or "").split()),
        "properties": properties,
        "required": required,
        "additionalProperties": False,
    }


def _ast_node() -> dict[str, Any]:
    return {
        "description": "A node of the lossless tree (grammar/card.lark): a rule with children, "
        "a word (token) with its terminal, or an Unknown part; spans are into the text as given.",
        "type": "object",
        "properties": {
            "node": {"type": "string"},
            "word": {"type": "string"},
            "text": {"type": "string"},
            "reason": {"type": "string"},
            "span": {"$ref": "#/$defs/span"},
            "children": {"type": "array", "items": {"$ref": "#/$defs/ast"}},
        },
        "required": ["span"],
        "additionalProperties": False,
    }


def _card() -> dict[str, Any]:
    nullable_string = {"type": ["string", "null"]}
    return {
        "type": "object",
        "description": "One card (or one given text): characteristics, text, tree, IR, status.",
        "properties": {
            "id": nullable_string,
            "name": nullable_string,
            "characteristics": {
                "type": "object",
                "properties": {
                    "type": nullable_string,
                    "supertype": nullable_string,
                    "set": nullable_string,
                    "domains": {"type": "array", "items": {"type": "string"}},
                    "energy": {"type": ["integer", "null"]},
                    "power": {"type": ["integer", "null"]},
                    "might": {"type": ["integer", "null"]},
                    "tags": {"type": "array", "items": {"type": "string"}},
                    "rarity": nullable_string,
                },
                "required": ["type"],
                "additionalProperties": False,
            },
            "text": {"type": "string", "description": "the text as given"},
            "normalised": {"type": "string", "description": "the canonical text"},
            "lines": {
                "type": "array",
                "items": {
                    "type": "object",
                    "properties": {
                        "text": {"type": "string"},
                        "span": {"$ref": "#/$defs/span"},
                        "parsed": {"type": "boolean"},
                        "error": nullable_string,
                        "ast": {"$ref": "#/$defs/ast"},
                        "rules": {
                            "type": "object",
                            "description": "edition -> the sections this ability invokes",
                            "additionalProperties": {
                                "type": "array",
                                "items": {"$ref": "#/$defs/invoked"},
                            },
                        },
                    },
                    "required": ["text", "span", "parsed", "ast", "rules"],
                    "additionalProperties": False,
                },
            },
            "ir": {"anyOf": [{"$ref": "#/$defs/CardMeaning"}, {"type": "null"}]},
            "ir_error": nullable_string,
            "status": {"$ref": "#/$defs/status"},
            "python": nullable_string,
        },
        "required": ["text", "normalised", "characteristics", "lines", "ir", "status"],
        "additionalProperties": False,
    }


def _status() -> dict[str, Any]:
    return {
        "type": "object",
        "properties": {
            "status": {"enum": [s.value for s in Stage]},
            "parsed": {"type": "boolean"},
            "round_trips": {"type": "boolean"},
            "ir": {"type": "boolean"},
            "executable": {"type": "boolean"},
            "refusal": {
                "anyOf": [
                    {
                        "type": "object",
                        "properties": {
                            "construct": {"enum": [c.value for c in Construct]},
                            "term": {"type": ["string", "null"]},
                            "detail": {"type": "string"},
                        },
                        "required": ["construct", "term", "detail"],
                        "additionalProperties": False,
                    },
                    {"type": "null"},
                ]
            },
            "meaning": {
                "description": "An executable text's source: the engine's own model, or the "
                "reminder text of keywords the engine does not implement (from_reminder).",
                "enum": [*(m.value for m in Meaning), None],
            },
            "from_reminder": {"type": "array", "items": {"type": "string"}},
        },
        "required": ["status", "parsed", "round_trips", "ir", "executable", "refusal"],
        "additionalProperties": False,
    }


def generate() -> dict[str, Any]:
    """The whole schema: an export document (``--format json``), whose ``cards`` are each a
    ``card`` (``--format jsonl`` writes one ``card`` per line)."""
    defs: dict[str, Any] = {
        "span": {
            "description": "[start, end) offsets into the text as given",
            "type": "array",
            "items": {"type": "integer", "minimum": 0},
            "minItems": 2,
            "maxItems": 2,
        },
        "invoked": {
            "type": "object",
            "properties": {
                "number": {"type": "string"},
                "term": {"type": "string"},
                "via": {"type": ["string", "null"]},
            },
            "required": ["number", "term", "via"],
            "additionalProperties": False,
        },
        "ast": _ast_node(),
        "status": _status(),
        "card": _card(),
    }
    for kind in node_types():
        defs[kind.__name__] = node_schema(kind)
    return {
        "$schema": "https://json-schema.org/draft/2020-12/schema",
        "$id": SCHEMA_ID,
        "title": "riftrules card export",
        "description": "Card text with its tree, its meaning (the semantic IR) and whether the "
        "riftrules engine executes it. Each IR node names its type in 'node'; a field at its "
        "default is left out.",
        "type": "object",
        "properties": {
            "schema_version": {"const": SCHEMA_VERSION},
            "riftrules": {"type": "string"},
            "editions": {"type": "array", "items": {"type": "string"}},
            "cards": {"type": "array", "items": {"$ref": "#/$defs/card"}},
        },
        "required": ["schema_version", "riftrules", "editions", "cards"],
        "additionalProperties": False,
        "$defs": defs,
    }


@cache
def shipped() -> dict[str, Any]:
    """The schema file shipped in the package."""
    return json.loads(
        resources.files("riftrules.export").joinpath(FILE).read_text(encoding="utf-8")
    )


def card_schema() -> dict[str, Any]:
    """The schema of one card record (a ``jsonl`` line): the ``card`` definition, with the
    definitions it refers to."""
    whole = shipped()
    return {
        "$schema": whole["$schema"],
        "$defs": whole["$defs"],
        "$ref": "#/$defs/card",
    }


def write() -> str:
    """Rewrite the shipped schema file from the node types (a reviewed change)."""
    path = resources.files("riftrules.export").joinpath(FILE)
    text = json.dumps(generate(), indent=1, ensure_ascii=False) + "\n"
    with resources.as_file(path) as target:
        target.write_text(text, encoding="utf-8")
    return str(path)


if __name__ == "__main__":  # python -m riftrules.export.schema: regenerate after changing a node
    print(f"wrote {write()}: review it with git diff, and bump SCHEMA_VERSION")
