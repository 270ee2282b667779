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
from riftrules.lint.render import Entry, marker, position, summary
from riftrules.lint.sources import Target


def render(entries: Sequence[Entry], unsafe: bool = False) -> str:
    blocks = [diagnostic_block(target, d, unsafe) for target, ds in entries for d in ds]
    blocks.append(summary(entries, unsafe) + "\n")
    return "\n".join(blocks)


def diagnostic_block(target: Target, d: Diagnostic, unsafe: bool = False) -> str:
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
    out = [
        f"{target.label}:{line}:{column}: {d.code} {marker(d, unsafe)}{d.message}",
        f"{gutter} |",
        f"{line} | {text_line}",
        f"{gutter} | {' ' * (where.column - 1)}{'^' * width} {d.code}",
        f"{gutter} |",
    ]
    if d.help:
        out.append(f"{gutter} = help: {d.help}")
    if d.fix and not marker(d, unsafe):
        risk = f" (risk: {d.fix.risk})" if d.fix.risk else ""
        out.append(f"{gutter} = fix ({d.fix.applicability.value}): {d.fix.message}{risk}")
    if d.related:
        numbers = ", ".join(ref.number for ref in d.related)
        out.append(f"{gutter} = note: Core Rules {numbers} ({d.related[0].edition})")
    return "\n".join(out) + "\n"
