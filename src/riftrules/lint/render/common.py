"""What the renderers share: an entry (a target and its findings), where a finding is, the
summary line, colours."""

from __future__ import annotations

import os
from collections.abc import Sequence
from dataclasses import dataclass
from typing import TextIO

from riftrules.lint.diagnostic import Diagnostic
from riftrules.lint.fixes import applicable
from riftrules.lint.sources import Target

Entry = tuple[Target, list[Diagnostic]]


def position(target: Target, diagnostic: Diagnostic) -> tuple[int, int, int, int]:
    """Line, column, end line, end column where the reader finds it: in the file it was read
    from (a .txt block or a card list's record), in the card text otherwise."""
    where = diagnostic.location
    if diagnostic.in_file:  # a noqa directive: already the file's line and column
        return where.line, where.column, where.end_line, where.end_column
    start = target.file_position(where.source_start)
    end = target.file_position(where.source_end)
    if start is None or end is None:
        return where.line, where.column, where.end_line, where.end_column
    return (*start, *end)


def use_colour(stream: TextIO) -> bool:
    """Colour on a terminal; ``FORCE_COLOR`` forces it and ``NO_COLOR`` turns it off, as
    https://no-color.org and https://force-color.org have them (FORCE_COLOR wins)."""
    if os.environ.get("FORCE_COLOR", "") not in ("", "0"):
        return True
    if os.environ.get("NO_COLOR"):
        return False
    isatty = getattr(stream, "isatty", None)
    return bool(isatty and isatty())


_STYLES = {
    "bold": "1",
    "red": "1;31",
    "cyan": "36",
    "blue": "1;34",
    "green": "32",
    "dim": "2",
}


def paint(text: str, style: str, colour: bool) -> str:
    return f"\x1b[{_STYLES[style]}m{text}\x1b[0m" if colour and text else text


def marker(diagnostic: Diagnostic, unsafe: bool = False, colour: bool = False) -> str:
    """ "[*] " when --fix would fix it, as ruff marks fixable findings."""
    return paint("[*]", "cyan", colour) + " " if applicable(diagnostic, unsafe) else ""


def _plural(count: int, word: str) -> str:
    return f"{count} {word}{'s' if count != 1 else ''}"


@dataclass(frozen=True, slots=True)
class Fixes:
    """How many findings ``--fix`` would fix (``fixable``) and how many more with
    ``--unsafe-fixes`` (``hidden``), as a trial of the fixes found: the same numbers a run
    with ``--fix`` then reports as fixed."""

    fixable: int
    hidden: int


def summary(
    entries: Sequence[Entry], unsafe: bool = False, fixed: int = 0, fixes: Fixes | None = None
) -> str:
    """ruff's closing lines: "Found 3 errors (1 fixed, 2 remaining).", what --fix would fix,
    and the unsafe fixes it hides."""
    found = [d for _, ds in entries for d in ds]
    if not found and not fixed:
        return "All checks passed!"
    if fixed:
        total = _plural(fixed + len(found), "error")
        line = f"Found {total} ({fixed} fixed, {len(found)} remaining)."
    else:
        line = f"Found {_plural(len(found), 'error')}."
    if fixes is not None:
        fixable, hidden = fixes.fixable, 0 if unsafe else fixes.hidden
    else:
        fixable = sum(applicable(d, unsafe) for d in found)
        hidden = 0 if unsafe else sum(applicable(d, True) for d in found) - fixable
    fixes = "hidden fix" if hidden == 1 else "hidden fixes"
    hint = f" ({hidden} {fixes} can be enabled with the `--unsafe-fixes` option)" if hidden else ""
    if fixable:
        line += f"\n[*] {fixable} fixable with the `--fix` option{hint}."
    elif hidden:
        line += f"\nNo fixes available{hint}."
    return line


def statistics(entries: Sequence[Entry], unsafe: bool = False, colour: bool = False) -> str:
    """``--statistics``: how often each code is found, most often first, as ruff prints it."""
    counts: dict[str, list[Diagnostic]] = {}
    for _, diagnostics in entries:
        for d in diagnostics:
            counts.setdefault(d.code, []).append(d)
    rows = sorted(counts.items(), key=lambda item: (-len(item[1]), item[0]))
    width = max((len(str(len(ds))) for _, ds in rows), default=1)
    lines = []
    for code, ds in rows:
        fixable = "[*]" if any(applicable(d, unsafe) for d in ds) else "[ ]"  # as ruff
        count = str(len(ds)).rjust(width)
        lines.append(f"{count}\t{paint(code, 'red', colour)}\t{fixable} {ds[0].name}")
    found = sum(len(ds) for _, ds in rows)
    if not found:
        return "All checks passed!\n"
    return "\n".join(lines) + f"\nFound {_plural(found, 'error')}.\n"
