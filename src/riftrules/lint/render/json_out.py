"""A JSON list of findings, each with its file or card, position, fix and Core Rules."""

from __future__ import annotations

import json
from collections.abc import Sequence

from riftrules.lint.render.common import Entry, position


def render(entries: Sequence[Entry]) -> str:
    records = []
    for target, diagnostics in entries:
        for d in diagnostics:
            line, column, end_line, end_column = position(target, d)
            record = d.to_json()
            record.update(
                {
                    "filename": str(target.path) if target.path else None,
                    "label": target.label,
                    "card": {
                        "id": target.card.id,
                        "name": target.card.name,
                        "type": target.card.type,
                    },
                    "row": line,
                    "column": column,
                    "end_row": end_line,
                    "end_column": end_column,
                }
            )
            records.append(record)
    return json.dumps(records, ensure_ascii=False, indent=2) + "\n"
