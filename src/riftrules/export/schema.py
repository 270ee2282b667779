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
from riftrules.program_json.fields import named_in_docstring
from riftrules.program_json.schema import definitions as program_definitions
from riftrules.program_json.schema import ref as program_ref

SCHEMA_VERSION = "1.6"
MAJOR = SCHEMA_VERSION.split(".")[0]
# Stable across the minor versions of a major one. The project names no web address of its
# own (its site is built for any host), so the identifier is a URN: never a placeholder host.
SCHEMA_ID = f"urn:riftrules:schema:card-export:{MAJOR}"
FILE = f"card-export-{MAJOR}.schema.json"
NO_TEXT = "no-text"  # the status of a card that prints no text (a basic rune, a vanilla unit)
# Minor versions only add (an optional field, an enum value): a document of any 1.x validates
# against the schema of every later 1.y (tests/export/fixtures hold a 1.2 and a 1.3 document).
VERSION_PATTERN = rf"^{MAJOR}\.(0|[1-9][0-9]*)$"


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


@cache
def _ir_fields() -> dict[str, str]:
    text = resources.files("riftrules.export").joinpath("ir_fields.json").read_text("utf-8")
    return json.loads(text)["fields"]


def _ir_description(kind: type[IRNode], name: str) -> str:
    """An IR field's description: its class's docstring where it names the field, else
    ``ir_fields.json``; a field described nowhere fails here (a test generates the schema)."""
    said = named_in_docstring(kind, name)
    if said is not None:
        return said
    glossary = _ir_fields()
    found = glossary.get(f"{kind.__name__}.{name}", glossary.get(name))
    if found is None:
        raise KeyError(f"ir_fields.json: describe {kind.__name__}.{name}")
    return found


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
        "node": {"const": kind.__name__, "description": "The node's type."},
        "span": {"description": _ir_description(kind, "span"), "$ref": "#/$defs/span"},
    }
    for name, hint in field_types(kind).items():
        schema = {"description": _ir_description(kind, name), **_type(hint)}
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
            "node": {"type": "string", "description": "The grammar rule (or Unknown)."},
            "word": {"type": "string", "description": "A word's terminal in the grammar."},
            "text": {"type": "string", "description": "A word's or an Unknown part's text."},
            "reason": {"type": "string", "description": "Why an Unknown part was not read."},
            "span": {"$ref": "#/$defs/span", "description": "Where it stands in the text."},
            "children": {
                "type": "array",
                "items": {"$ref": "#/$defs/ast"},
                "description": "A rule's parts, in order.",
            },
        },
        "required": ["span"],
        "additionalProperties": False,
    }


def _card() -> dict[str, Any]:
    def text(description: str) -> dict[str, Any]:
        return {"type": ["string", "null"], "description": description}

    def number(description: str) -> dict[str, Any]:
        return {"type": ["integer", "null"], "description": description}

    def words(description: str) -> dict[str, Any]:
        return {"type": "array", "items": {"type": "string"}, "description": description}

    return {
        "type": "object",
        "description": "One card (or one given text): characteristics, text, tree, IR, status.",
        "properties": {
            "id": text("The card's id (OGN-001); null for a text given alone."),
            "name": text("The card's name; null for a text given alone."),
            "characteristics": {
                "type": "object",
                "description": "The card's characteristics (only its type for a text).",
                "properties": {
                    "type": text("Its card type (Unit, Spell, Gear, Legend, Battlefield, Rune)."),
                    "supertype": text("Its supertype (Champion, Signature, Token …)."),
                    "set": text("The set it was printed in."),
                    "domains": words("Its Domains."),
                    "energy": number("Its Energy cost."),
                    "power": number("Its Power cost."),
                    "might": number("Its Might."),
                    "tags": words("Its tags."),
                    "rarity": text("Its rarity."),
                },
                "required": ["type"],
                "additionalProperties": False,
            },
            "text": {"type": "string", "description": "the text as given"},
            "normalised": {"type": "string", "description": "the canonical text"},
            "lines": {
                "type": "array",
                "description": "The text's lines, each an ability, in order.",
                "items": {
                    "type": "object",
                    "description": "One line of the text: one ability.",
                    "properties": {
                        "text": {"type": "string", "description": "The line's text."},
                        "span": {"$ref": "#/$defs/span", "description": "Where the line stands."},
                        "parsed": {"type": "boolean", "description": "The grammar reads it."},
                        "error": text("Why the grammar does not read it; null when it does."),
                        "ast": {"$ref": "#/$defs/ast", "description": "Its lossless tree."},
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
            "ir": {
                "description": "The sentence-shaped reading of the text (the semantic IR); null "
                "where it cannot be read (ir_error says why).",
                "anyOf": [{"$ref": "#/$defs/CardMeaning"}, {"type": "null"}],
            },
            "ir_error": text("Why the text has no IR; null when it has one."),
            "program": {
                "description": "The card's program: the typed objects the riftrules engine runs "
                "(abilities, triggers, costs, instructions, selectors, values, conditions), each "
                "naming its type in 'node', a field at its default left out; null where the "
                "text does not compile (status.refusal says why) or the card has no text "
                "(since 1.4).",
                "anyOf": [program_ref("Script"), {"type": "null"}],
            },
            "status": {"$ref": "#/$defs/status", "description": "How far the text gets."},
            "python": text("From compile: the program as Python source; null if not compiled."),
            "schema_version": {
                "description": "The schema version, in a record printed alone (parse and "
                "compile --format json; since 1.4).",
                "$ref": "#/$defs/schema_version",
            },
        },
        "required": ["text", "normalised", "characteristics", "lines", "ir", "status"],
        "additionalProperties": False,
    }


def _status() -> dict[str, Any]:
    return {
        "type": "object",
        "properties": {
            "status": {
                "description": "How far the text gets (each stage implying the ones before), "
                "or no-text: the card prints none (since 1.4).",
                "enum": [*(s.value for s in Stage), NO_TEXT],
            },
            "parsed": {"type": "boolean", "description": "The grammar reads every line."},
            "round_trips": {
                "type": "boolean",
                "description": "Its tree has no Unknown part and prints back the text exactly.",
            },
            "ir": {"type": "boolean", "description": "It has its semantic IR."},
            "executable": {
                "type": "boolean",
                "description": "It compiles whole: the engine runs its program.",
            },
            "refusal": {
                "description": "What stops it compiling; null when nothing does.",
                "anyOf": [
                    {
                        "type": "object",
                        "properties": {
                            "construct": {
                                "description": "The kind of construct the compiler refuses.",
                                "enum": [c.value for c in Construct],
                            },
                            "term": {
                                "type": ["string", "null"],
                                "description": "The term of the text it stops at, if one.",
                            },
                            "detail": {"type": "string", "description": "What is refused."},
                        },
                        "required": ["construct", "term", "detail"],
                        "additionalProperties": False,
                    },
                    {"type": "null"},
                ],
            },
            "meaning": {
                "description": "An executable text's source: the engine's own model, or the "
                "reminder text of keywords the engine does not implement (from_reminder).",
                "enum": [*(m.value for m in Meaning), None],
            },
            "from_reminder": {
                "description": "The keywords whose reminder text was compiled as their meaning, "
                "because the engine does not implement them.",
                "type": "array",
                "items": {"type": "string"},
            },
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
            "description": "A section of the rules an ability invokes.",
            "properties": {
                "number": {"type": "string", "description": "Its number (431.2.b)."},
                "term": {"type": "string", "description": "The term it defines (Burn Out)."},
                "via": {
                    "type": ["string", "null"],
                    "description": "The section whose rules cite it, if it is invoked through "
                    "another; null: invoked directly.",
                },
            },
            "required": ["number", "term", "via"],
            "additionalProperties": False,
        },
        "ast": _ast_node(),
        "status": _status(),
        "card": _card(),
        "schema_version": {
            "description": f"major.minor: a document of {MAJOR}.x validates against the schema "
            f"of every later {MAJOR}.y.",
            "type": "string",
            "pattern": VERSION_PATTERN,
        },
    }
    for kind in node_types():
        defs[kind.__name__] = node_schema(kind)
    defs.update(program_definitions())
    return {
        "$schema": "https://json-schema.org/draft/2020-12/schema",
        "$id": SCHEMA_ID,
        "title": "riftrules card export",
        "description": "Card text with its tree, its meaning (the semantic IR), its program (what "
        "the riftrules engine runs) and whether the engine executes it. Each IR and program "
        "node names its type in 'node'; a field at its default is left out.",
        "type": "object",
        "properties": {
            "schema_version": {
                "$ref": "#/$defs/schema_version",
                "description": "The version of this schema the document follows.",
            },
            "riftrules": {"type": "string", "description": "The riftrules version that made it."},
            "editions": {
                "type": "array",
                "items": {"type": "string"},
                "description": "The Core Rules editions each card's rules are given in.",
            },
            "cards": {
                "type": "array",
                "items": {"$ref": "#/$defs/card"},
                "description": "Each card (or text), in input order.",
            },
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
