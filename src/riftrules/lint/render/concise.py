"""``path:line:col: CODE [*] message``, one line per finding."""

from __future__ import annotations

from collections.abc import Sequence

from riftrules.lint.render import Entry, marker, position, summary


def render(entries: Sequence[Entry], unsafe: bool = False) -> str:
    lines = []
    for target, diagnostics in entries:
        for d in diagnostics:
            line, column, _, _ = position(target, d)
            lines.append(f"{target.label}:{line}:{column}: {d.code} {marker(d, unsafe)}{d.message}")
    lines.append(summary(entries, unsafe))
    return "\n".join(lines) + "\n"
