"""The IR's reference pages, generated from the node types: one Markdown page per node type
(its docstring, its fields with their types and defaults, an example from the pool), and an
index. For the site generator (``riftrules.site``): ``pages()`` maps a file name under
``ir/`` to its Markdown; nothing here is hand-written per node."""

from __future__ import annotations

import dataclasses
import json
import typing
from enum import Enum
from typing import Any

from riftrules.coverage import pool_texts
from riftrules.ir import IRError, read_text
from riftrules.ir.nodes import IRNode, field_types, node_types


def _type_name(hint: Any) -> str:
    origin = typing.get_origin(hint)
    if origin in (typing.Union, __import__("types").UnionType):
        return " or ".join(_type_name(a) for a in typing.get_args(hint))
    if origin is tuple:
        return f"list of {_type_name(typing.get_args(hint)[0])}"
    if isinstance(hint, type) and issubclass(hint, IRNode):
        return f"[{hint.__name__}]({hint.__name__}.md)"
    if isinstance(hint, type) and issubclass(hint, Enum):
        values = ", ".join(f"`{m.value}`" for m in hint)
        return (
            values
            if len(hint) <= 8
            else f"one of {len(hint)} values (`{next(iter(hint)).value}` …)"
        )
    if hint is type(None):
        return "null"
    return getattr(hint, "__name__", str(hint))


def _escape(text: str) -> str:
    """Card and doc text in a Markdown table cell: no markup, no HTML."""
    return text.replace("&", "&amp;").replace("<", "&lt;").replace(">", "&gt;").replace("|", "\\|")


def page(kind: type[IRNode], example: tuple[str, dict[str, Any]] | None = None) -> str:
    """A node type's page; ``example`` is (a canonical card text, a node of it as JSON)."""
    doc = " ".join((kind.__doc__ or "").split())
    defaults = {
        f.name: f.default for f in dataclasses.fields(kind) if f.default is not dataclasses.MISSING
    }
    rows = []
    for name, hint in field_types(kind).items():
        default = defaults.get(name, dataclasses.MISSING)
        shown = "required" if default is dataclasses.MISSING else f"`{json.dumps(_plain(default))}`"
        rows.append(f"| `{name}` | {_type_name(hint)} | {shown} |")
    lines = [
        f"# {kind.__name__}",
        "",
        _escape(doc),
        "",
        "| field | type | default |",
        "|---|---|---|",
    ]
    lines += rows
    if example is not None:
        text, record = example
        lines += [
            "",
            "Example from the card pool (`span`: where it stands in this text):",
            "",
            "```text",
            _unfenced(text),
            "```",
            "",
            "```json",
            # No backtick can end the fence early: JSON writes one in a string as \u0060.
            json.dumps(record, indent=1).replace("`", "\\u0060"),
            "```",
        ]
    return "\n".join(lines) + "\n"


def _unfenced(text: str) -> str:
    """A text inside a fence: a backtick (no card has one) could close it, so it is shown as
    the character it stands for."""
    return text.replace("`", "\u2018")


def _plain(value: Any) -> Any:
    return list(value) if isinstance(value, tuple) else value


def _examples() -> dict[str, tuple[str, dict[str, Any]]]:
    """For each node type, the pool's node of that type with the most fields set (short
    enough to read: at most 900 characters of JSON), as JSON."""
    found: dict[str, tuple[str, dict[str, Any]]] = {}
    for text, card_type in sorted(pool_texts().items()):
        try:
            meaning = read_text(text, card_type)
        except IRError:
            continue
        for node in meaning.walk():
            name, record = type(node).__name__, node.to_json()
            if len(json.dumps(record)) > 900:
                continue
            if name not in found or len(record) > len(found[name][1]):
                found[name] = (text, record)
    return found


def pages(examples: bool = True) -> dict[str, str]:
    """``{"index.md": …, "NounPhrase.md": …}``: the IR reference, one page per node type."""
    found = _examples() if examples else {}
    result = {f"{k.__name__}.md": page(k, found.get(k.__name__)) for k in node_types()}
    index = ["# The semantic IR", "", "Each node type of `riftrules.ir.nodes`:", ""]
    for kind in node_types():
        summary = " ".join((kind.__doc__ or "").split()).split(". ")[0]
        index.append(f"- [{kind.__name__}]({kind.__name__}.md): {_escape(summary)}")
    result["index.md"] = "\n".join(index) + "\n"
    return result
