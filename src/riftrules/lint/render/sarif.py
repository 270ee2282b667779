"""SARIF 2.1.0: one run, the selected rules as ``tool.driver.rules``, one result per finding.

A finding in a file has a physical location in that file (a .txt file's fix as a replacement
too); a finding in a card list also names the card as a logical location, and one of the pool
or ``--text`` names the card alone, with its position inside the card text in the message.
"""

from __future__ import annotations

import json
from collections.abc import Sequence

from riftrules.lint.diagnostic import Diagnostic, Severity
from riftrules.lint.render.common import Entry, position
from riftrules.lint.rule import Rule
from riftrules.lint.sources import Target

SCHEMA = "https://json.schemastore.org/sarif-2.1.0.json"
_LEVEL = {Severity.ERROR: "error", Severity.WARNING: "warning", Severity.INFO: "note"}


def render(entries: Sequence[Entry], rules: Sequence[Rule]) -> str:
    index = {rule.code: i for i, rule in enumerate(rules)}
    results = [_result(t, d, index) for t, ds in entries for d in ds]
    log = {
        "$schema": SCHEMA,
        "version": "2.1.0",
        "runs": [
            {
                "tool": {
                    "driver": {
                        "name": "riftrules",
                        "version": "0.1.0",
                        "rules": [_rule(rule) for rule in rules],
                    }
                },
                "columnKind": "unicodeCodePoints",
                "results": results,
            }
        ],
    }
    return json.dumps(log, ensure_ascii=False, indent=2) + "\n"


def _rule(rule: Rule) -> dict[str, object]:
    sections = rule.sections()
    explained = rule.explain()
    return {
        "id": rule.code,
        "name": rule.name,
        "shortDescription": {"text": sections.get("What it does", rule.name).split("\n\n")[0]},
        "fullDescription": {"text": sections.get("Why is this bad", "")},
        "help": {"text": explained, "markdown": explained},
        "defaultConfiguration": {"level": _LEVEL[rule.severity]},
        "properties": {"references": [f"Core Rules {n}" for n in rule.references]},
    }


def _result(target: Target, d: Diagnostic, index: dict[str, int]) -> dict[str, object]:
    line, column, end_line, end_column = position(target, d)
    result: dict[str, object] = {
        "ruleId": d.code,
        "level": _LEVEL[d.severity],
        "message": {"text": d.message + (f" ({d.help})" if d.help else "")},
    }
    if d.code in index:
        result["ruleIndex"] = index[d.code]
    region = {
        "startLine": line,
        "startColumn": column,
        "endLine": end_line,
        "endColumn": end_column,
    }
    location: dict[str, object] = {}
    if target.in_file:
        location["physicalLocation"] = {
            "artifactLocation": {"uri": target.path.as_posix()},  # type: ignore[union-attr]
            "region": region,
        }
        if not target.in_place:  # a record of a card list: the card, too
            location["logicalLocations"] = [
                {"name": target.card.id or target.label, "kind": "card"}
            ]
    else:
        if target.path is not None:
            location["physicalLocation"] = {"artifactLocation": {"uri": target.path.as_posix()}}
        location["logicalLocations"] = [{"name": target.card.id or target.label, "kind": "card"}]
        result["message"] = {
            "text": f"{result['message']['text']} [card text {line}:{column}]"  # type: ignore[index]
        }
    result["locations"] = [location]
    if d.related:
        result["properties"] = {
            "coreRules": [{"number": r.number, "edition": r.edition} for r in d.related]
        }
    if d.fix and target.in_place:  # an edit of the text is an edit of the file
        result["fixes"] = [
            {
                "description": {"text": d.fix.message},
                "artifactChanges": [
                    {
                        "artifactLocation": {"uri": target.path.as_posix()},  # type: ignore[union-attr]
                        "replacements": [
                            {
                                "deletedRegion": {
                                    "charOffset": target.start + edit.start,
                                    "charLength": edit.end - edit.start,
                                },
                                "insertedContent": {"text": edit.content},
                            }
                            for edit in d.fix.edits
                        ],
                    }
                ],
            }
        ]
    return result
