"""``path:line:col: CODE [*] message``, one line per finding."""

from __future__ import annotations

from collections.abc import Sequence

from riftrules.lint.render.common import Entry, Fixes, marker, paint, position, summary
from riftrules.terminal import escape


def render(
    entries: Sequence[Entry],
    unsafe: bool = False,
    fixed: int = 0,
    colour: bool = False,
    fixes: Fixes | None = None,
) -> str:
    lines = []
    for target, diagnostics in entries:
        for d in diagnostics:
            line, column, _, _ = position(target, d)
            where = paint(f"{escape(target.where)}:{line}:{column}:", "bold", colour)
            code = paint(d.code, "red", colour)
            lines.append(f"{where} {code} {marker(d, unsafe, colour)}{escape(d.message)}")
    lines.append(summary(entries, unsafe, fixed, fixes))
    return "\n".join(lines) + "\n"
