"""The program's reference pages, generated from its JSON Schema (itself generated from the
node classes, :mod:`riftrules.program_json.schema`): an index of the node types by kind, one
page per node type — its description, its fields with their types, defaults, vocabularies and
meaning, and the pool's example: a card's text and that node of its program as ``riftrules
export`` writes it — and one page per kind of node a field may hold (``Action``,
``Selector`` …), listing its members. Nothing here is hand-written per node."""

from __future__ import annotations

import dataclasses
import json
from typing import Any

from riftrules.cards import pool
from riftrules.effects import NotCompiled, compile_text
from riftrules.program_json import to_json
from riftrules.program_json.schema import PREFIX, definitions
from riftrules.site.ir_reference import _escape, _unfenced

EXAMPLE_LIMIT = 900  # characters of JSON: an example short enough to read


def _name(reference: str) -> str:
    return reference.removeprefix(f"#/$defs/{PREFIX}")


def _type(schema: dict[str, Any]) -> str:
    """A field's type, as a table cell: links to node and kind pages, values listed."""
    if "$ref" in schema:
        name = _name(schema["$ref"])
        return f"[{name}]({name}.md)"
    if "anyOf" in schema:
        return " or ".join(_type(option) for option in schema["anyOf"])
    if "enum" in schema:
        values = ", ".join(_code(str(v)) for v in schema["enum"]) or "nothing"
        return f"one of {values}"
    if schema.get("type") == "array":
        if "prefixItems" in schema:
            return "[" + ", ".join(_type(item) for item in schema["prefixItems"]) + "]"
        return f"list of {_type(schema['items'])}"
    return {"integer": "integer", "string": "text", "boolean": "boolean", "null": "null"}.get(
        schema.get("type", ""), "any"
    )


def _cell(text: str) -> str:
    return _escape(text).replace("\n", " ")


def _code(text: str) -> str:
    """A value as a code span in a table cell (a vocabulary can come from data: the keyword
    glossary is derived from the pool), no backtick or line break able to end it."""
    return f"`{_cell(_unfenced(text))}`"


def _walk(value: Any):
    if dataclasses.is_dataclass(value) and not isinstance(value, type):
        yield value
        for field in dataclasses.fields(value):
            yield from _walk(getattr(value, field.name))
    elif isinstance(value, tuple):
        for item in value:
            yield from _walk(item)


def examples() -> dict[str, tuple[str, str, dict[str, Any]]]:
    """For each node type, (a card's name, its text, the node as JSON): the pool's node of that
    type with the most fields set, at most :data:`EXAMPLE_LIMIT` characters of JSON."""
    found: dict[str, tuple[str, str, dict[str, Any]]] = {}
    seen: set[tuple[str, str | None]] = set()
    for card in sorted(pool.load(), key=lambda card: card.name):
        if not card.text or (card.text, card.type) in seen:
            continue
        seen.add((card.text, card.type))
        try:
            program = compile_text(card.text, card.type)
        except NotCompiled:
            continue
        for node in _walk(program):
            name, record = type(node).__name__, to_json(node)
            if len(json.dumps(record)) > EXAMPLE_LIMIT:
                continue
            if name not in found or len(record) > len(found[name][2]):
                found[name] = (card.name, card.text, record)
    return found


def node_page(name: str, schema: dict[str, Any], example: tuple | None, kinds: list[str]) -> str:
    lines = [f"# {name}", "", _cell(schema["description"]), ""]
    if kinds:
        links = ", ".join(f"[{kind}]({kind}.md)" for kind in kinds)
        lines += [f"A node of the kind {links}.", ""]
    lines += ["| field | type | default | meaning |", "|---|---|---|---|"]
    required = set(schema["required"])
    for field, spec in schema["properties"].items():
        if field == "node":
            continue
        default = "required" if field in required else f"`{_cell(json.dumps(spec['default']))}`"
        lines.append(
            f"| `{field}` | {_type(spec)} | {default} | {_cell(spec.get('description', ''))} |"
        )
    if example is not None:
        card, text, record = example
        lines += [
            "",
            "Example from the card pool: the card, its text, and this node of its program.",
            "",
            "```text",
            _unfenced(f"{card}\n{text}"),
            "```",
            "",
            "```json",
            # No backtick can end the fence early: JSON writes one in a string as \u0060.
            json.dumps(record, indent=1, ensure_ascii=False).replace("`", "\\u0060"),
            "```",
        ]
    return "\n".join(lines) + "\n"


def kind_page(name: str, schema: dict[str, Any]) -> str:
    members = schema["properties"]["node"]["enum"]
    count = f"{len(members)} node type{'s' if len(members) > 1 else ''}"
    lines = [f"# {name}", "", _cell(schema["description"]), "", f"Its {count}:"]
    lines += [""] + [f"- [{member}]({member}.md)" for member in members]
    return "\n".join(lines) + "\n"


def vocabulary_page(name: str, schema: dict[str, Any]) -> str:
    lines = [f"# {name}", "", _cell(schema["description"]), "", "Its values:", ""]
    lines += [f"- {_code(str(value))}" for value in schema["enum"]]
    return "\n".join(lines) + "\n"


def pages(with_examples: bool = True) -> dict[str, str]:
    """``{"index.md": …, "Draw.md": …, "Action.md": …}``: the program's reference."""
    found = examples() if with_examples else {}
    defs = {_name(f"#/$defs/{key}"): value for key, value in definitions().items()}
    kinds = {name: schema for name, schema in defs.items() if "allOf" in schema}
    vocabularies = {name: schema for name, schema in defs.items() if "enum" in schema}
    member_of: dict[str, list[str]] = {}
    for kind, schema in kinds.items():
        for member in schema["properties"]["node"]["enum"]:
            member_of.setdefault(member, []).append(kind)
    result: dict[str, str] = {}
    for name, schema in defs.items():
        if name in kinds:
            result[f"{name}.md"] = kind_page(name, schema)
        elif name in vocabularies:
            result[f"{name}.md"] = vocabulary_page(name, schema)
        else:
            result[f"{name}.md"] = node_page(name, schema, found.get(name), member_of.get(name, []))
    index = [
        "# The program",
        "",
        "What the riftrules engine runs for a card, as `riftrules export` writes it in each "
        "card's `program`: every object names its type in `node`; a field at its default is "
        "left out. A card's program is a [Script](Script.md); a field that holds one of several "
        "node types names their kind:",
        "",
    ]
    for kind, schema in kinds.items():
        count = len(schema["properties"]["node"]["enum"])
        index.append(f"- [{kind}]({kind}.md): {count} node type{'s' if count > 1 else ''}")
    index += ["", f"Every closed vocabulary ({len(vocabularies)}), its values listed:", ""]
    for name, schema in vocabularies.items():
        index.append(f"- [{name}]({name}.md): {_cell(schema['description'].split('. ')[0])}")
    index += ["", f"Every node type ({len(defs) - len(kinds) - len(vocabularies)}):", ""]
    for name, schema in defs.items():
        if name not in kinds and name not in vocabularies:
            summary = schema["description"].split(". ")[0]
            index.append(f"- [{name}]({name}.md): {_cell(summary)}")
    result["index.md"] = "\n".join(index) + "\n"
    return result
