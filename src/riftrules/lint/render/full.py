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
from riftrules.lint.render.common import Entry, Fixes, marker, paint, position, summary
from riftrules.lint.sources import Target
from riftrules.terminal import escape


def render(
    entries: Sequence[Entry],
    unsafe: bool = False,
    fixed: int = 0,
    colour: bool = False,
    fixes: Fixes | None = None,
) -> str:
    blocks = [diagnostic_block(target, d, unsafe, colour) for target, ds in entries for d in ds]
    blocks.append(summary(entries, unsafe, fixed, fixes) + "\n")
    return "\n".join(blocks)


def diagnostic_block(
    target: Target, d: Diagnostic, unsafe: bool = False, colour: bool = False
) -> str:
    line, column, end_line, end_column = position(target, d)
    if target.document is not None:
        text_line = target.document.line(line)
    else:
        source_lines = target.text.split("\n")
        text_line = source_lines[line - 1] if line - 1 < len(source_lines) else ""
    text_line = text_line.rstrip("\r")
    width = end_column - column if end_line == line else len(text_line) - column + 1
    shown, caret, width = snippet(text_line, column, max(1, width))
    gutter = " " * len(str(line))
    bar = paint("|", "blue", colour)
    code = paint(d.code, "red", colour)
    where_label = paint(f"{escape(target.where)}:{line}:{column}:", "bold", colour)
    carets = paint(f"{'^' * width} {d.code}", "red", colour)
    out = [
        f"{where_label} {code} {marker(d, unsafe, colour)}{escape(d.message)}",
        f"{gutter} {bar}",
        f"{paint(str(line), 'blue', colour)} {bar} {shown}",
        f"{gutter} {bar} {' ' * caret}{carets}",
        f"{gutter} {bar}",
    ]
    if d.help:
        out.append(f"{gutter} = {paint('help', 'cyan', colour)}: {escape(d.help)}")
    if d.fix and not marker(d, unsafe):
        risk = f" (risk: {d.fix.risk})" if d.fix.risk else ""
        out.append(f"{gutter} = fix ({d.fix.applicability.value}): {escape(d.fix.message)}{risk}")
    if d.related:
        numbers = ", ".join(ref.number for ref in d.related)
        out.append(f"{gutter} = note: Core Rules {numbers} ({d.related[0].edition})")
    return "\n".join(out) + "\n"


SNIPPET = 120  # the widest line a snippet shows; a longer one is cut around the finding
_BEFORE = 40  # characters shown before the finding in a cut line


def snippet(line: str, column: int, width: int) -> tuple[str, int, int]:
    """The line as shown (escaped, cut to :data:`SNIPPET` characters around the finding with
    "…" where it is cut), where its carets start and how many there are."""
    start = column - 1
    end = min(len(line), start + width)
    left, right = 0, len(line)
    if len(line) > SNIPPET:
        left = max(0, start - _BEFORE)
        right = min(len(line), max(end, left + SNIPPET))
        end = min(end, left + SNIPPET)
    head = ("…" if left else "") + escape(line[left:start])
    marked = escape(line[start:end])
    tail = escape(line[end:right]) + ("…" if right < len(line) else "")
    return head + marked + tail, len(head), max(1, len(marked)) if end > start else 1
