"""rustc/ruff-style findings: the header, the line with a caret under the span, help, rules.

```
cards.txt:3:15: RB201 [*] a unit refers to itself as "I" or "me", not "this"
  |
3 | When you play this, draw 1.
  |               ^^^^ RB201
  |
  = help: write "me"
  = note: Core Rules 053.1 (2026-07-16)
```
"""

from __future__ import annotations

from collections.abc import Sequence

from riftrules.lint.diagnostic import Diagnostic
from riftrules.lint.render.common import Entry, marker, paint, position, summary
from riftrules.lint.sources import Target


def render(
    entries: Sequence[Entry], unsafe: bool = False, fixed: int = 0, colour: bool = False
) -> str:
    blocks = [diagnostic_block(target, d, unsafe, colour) for target, ds in entries for d in ds]
    blocks.append(summary(entries, unsafe, fixed) + "\n")
    return "\n".join(blocks)


def diagnostic_block(
    target: Target, d: Diagnostic, unsafe: bool = False, colour: bool = False
) -> str:
    line, column, _, _ = position(target, d)
    where = d.location
    source_lines = target.text.split("\n")
    text_line = source_lines[where.line - 1] if where.line - 1 < len(source_lines) else ""
    text_line = text_line.rstrip("\r")
    if where.end_line == where.line:
        width = max(1, where.end_column - where.column)
    else:
        width = max(1, len(text_line) - where.column + 1)
    gutter = " " * len(str(line))
    bar = paint("|", "blue", colour)
    code = paint(d.code, "red", colour)
    where_label = paint(f"{target.label}:{line}:{column}:", "bold", colour)
    carets = paint(f"{'^' * width} {d.code}", "red", colour)
    out = [
        f"{where_label} {code} {marker(d, unsafe, colour)}{d.message}",
        f"{gutter} {bar}",
        f"{paint(str(line), 'blue', colour)} {bar} {text_line}",
        f"{gutter} {bar} {' ' * (where.column - 1)}{carets}",
        f"{gutter} {bar}",
    ]
    if d.help:
        out.append(f"{gutter} = {paint('help', 'cyan', colour)}: {d.help}")
    if d.fix and not marker(d, unsafe):
        risk = f" (risk: {d.fix.risk})" if d.fix.risk else ""
        out.append(f"{gutter} = fix ({d.fix.applicability.value}): {d.fix.message}{risk}")
    if d.related:
        numbers = ", ".join(ref.number for ref in d.related)
        out.append(f"{gutter} = note: Core Rules {numbers} ({d.related[0].edition})")
    return "\n".join(out) + "\n"
