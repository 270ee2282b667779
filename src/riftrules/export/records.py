"""``riftrules export``: card text as data for engine authors.

Each card record holds its characteristics, its text as given and in the canonical notation,
each ability's lossless tree with spans into the text as given, the rules each ability invokes
in every edition, the semantic IR (spans into the text as given too), and whether the engine
executes it (or the refusal that stops it). The whole document validates against the schema
shipped in the package (:mod:`riftrules.export.schema`), a ``jsonl`` line against its ``card``.
"""

from __future__ import annotations

import json
from collections.abc import Iterable, Iterator
from typing import Any, TextIO

from riftrules import __version__
from riftrules.cards import pool
from riftrules.cardtext.nodes import Branch, Unknown, Word
from riftrules.cardtext.parser import parse_text
from riftrules.cardtext.rules_invoked import rules_invoked
from riftrules.codegen import generate
from riftrules.coverage import status
from riftrules.effects import NotCompiled, compile_text
from riftrules.export.schema import NO_TEXT, SCHEMA_VERSION
from riftrules.ir import IRError, read_parsed
from riftrules.program_json import to_json
from riftrules.rules import store


def version() -> str:
    return __version__


def editions() -> list[str]:
    return [info.id for info in store.editions()]


CHARACTERISTICS = (
    "type",
    "supertype",
    "set",
    "domains",
    "energy",
    "power",
    "might",
    "tags",
    "rarity",
)


def _program(text: str, card_type: str | None, compiled: bool) -> dict[str, Any] | None:
    """The text's program as JSON where it compiles (``compiled``: its status has no refusal;
    the compiler's cache holds it then), else None."""
    return to_json(compile_text(text, card_type)) if compiled else None


def _characteristics(card: Any | None, card_type: str | None) -> dict[str, Any]:
    if card is None:
        return {"type": card_type}
    record = card.to_json()
    return {name: record[name] for name in CHARACTERISTICS}


def _ast(node: Any, offset: int, normalised: Any) -> dict[str, Any]:
    span = list(normalised.source_span(node.span.start + offset, node.span.end + offset))
    if isinstance(node, Word):
        return {"word": node.kind, "text": node.text, "span": span}
    if isinstance(node, Unknown):
        return {"node": "Unknown", "text": node.text, "reason": node.reason, "span": span}
    children = [_ast(part, offset, normalised) for part in getattr(node, "parts", ())]
    record: dict[str, Any] = {"node": type(node).__name__, "span": span}
    if isinstance(node, Branch):
        record["children"] = children
    return record


def _source_spans(record: Any, normalised: Any) -> Any:
    """An IR record with each canonical span mapped to the text as given."""
    if isinstance(record, dict):
        mapped = {k: _source_spans(v, normalised) for k, v in record.items()}
        if "span" in record and "node" in record:
            start, end = record["span"]
            mapped["span"] = list(normalised.source_span(start, end))
        return mapped
    if isinstance(record, list):
        return [_source_spans(item, normalised) for item in record]
    return record


def _rules(node: Any, all_editions: list[str]) -> dict[str, list[dict[str, Any]]]:
    return {
        edition: [
            {"number": i.number, "term": i.term, "via": i.via} for i in rules_invoked(node, edition)
        ]
        for edition in all_editions
    }


def card_record(
    text: str,
    card_type: str | None = None,
    card: Any | None = None,
    python: bool = False,
) -> dict[str, Any]:
    """The export record of one text (of ``card`` if given)."""
    card_type = card.type if card is not None and card_type is None else card_type
    parsed = parse_text(text)
    normalised = parsed.normalised
    all_editions = editions()
    lines = []
    for line in parsed.lines:
        start, end = normalised.source_span(line.offset, line.offset + len(line.text))
        lines.append(
            {
                "text": line.text,
                "span": [start, end],
                "parsed": line.ok,
                "error": line.error.message if line.error else None,
                "ast": _ast(line.node, line.offset, normalised),
                "rules": _rules(line.node, all_editions) if line.ok else {},
            }
        )
    ir: dict[str, Any] | None = None
    ir_error = None
    try:
        ir = _source_spans(read_parsed(parsed, card_type).to_json(), normalised)
    except IRError as error:
        ir_error = str(error)
    reached = status(text, card_type)
    record: dict[str, Any] = {
        "id": card.id if card is not None else None,
        "name": card.name if card is not None else None,
        "characteristics": _characteristics(card, card_type),
        "text": text,
        "normalised": normalised.text,
        "lines": lines,
        "ir": ir,
        "ir_error": ir_error,
        "program": _program(text, card_type, reached.refusal is None),
        "status": reached.to_json(),
    }
    if python:
        record["python"] = _python(text, card_type, card.name if card is not None else "")
    return record


def alone(record: dict[str, Any]) -> dict[str, Any]:
    """A record printed by itself (``parse``/``compile --format json``): with its schema's
    version first, as a document carries it."""
    return {"schema_version": SCHEMA_VERSION, **record}


def _python(text: str, card_type: str | None, name: str) -> str | None:
    try:
        return generate(text, card_type, name)
    except NotCompiled:
        return None


def textless_record(card: Any) -> dict[str, Any]:
    """The export record of a card that prints no text: no lines, no IR, no program."""
    return {
        "id": card.id,
        "name": card.name,
        "characteristics": _characteristics(card, card.type),
        "text": "",
        "normalised": "",
        "lines": [],
        "ir": None,
        "ir_error": None,
        "program": None,
        "status": {
            "status": NO_TEXT,
            "parsed": False,
            "round_trips": False,
            "ir": False,
            "executable": False,
            "refusal": None,
        },
    }


def pool_records() -> Iterator[dict[str, Any]]:
    """Every card of the bundled pool, in pool order (a card without text too)."""
    for card in pool.load():
        yield card_record(card.text, card=card) if card.text else textless_record(card)


def write_lines(records: Iterable[dict[str, Any]], out: TextIO) -> None:
    """``--format jsonl``: one record a line, each written as soon as it is made."""
    for record in records:
        out.write(json.dumps(record, ensure_ascii=False) + "\n")


def write_document(records: Iterable[dict[str, Any]], out: TextIO) -> None:
    """``--format json``: :func:`document` written as its records are made, byte for byte as
    ``json.dump(document(list(records)), out, indent=2)`` writes it (and a line break), with one
    record in memory at a time."""
    head = json.dumps(document([]), ensure_ascii=False, indent=2)  # … "cards": []\n}
    out.write(head.removesuffix("]\n}"))
    separator = "\n"
    for record in records:
        body = json.dumps(record, ensure_ascii=False, indent=2)
        out.write(separator + "    " + body.replace("\n", "\n    "))
        separator = ",\n"
    out.write("]\n}\n" if separator == "\n" else "\n  ]\n}\n")


def document(records: list[dict[str, Any]]) -> dict[str, Any]:
    """The ``--format json`` document: version, editions, cards."""
    return {
        "schema_version": SCHEMA_VERSION,
        "riftrules": version(),
        "editions": editions(),
        "cards": records,
    }
