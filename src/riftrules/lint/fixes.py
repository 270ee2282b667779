"""Applying fixes: edits on the text as given, safe ones only unless asked, till nothing moves."""

from __future__ import annotations

import difflib
from collections.abc import Callable

from riftrules.lint.diagnostic import Applicability, Diagnostic, Edit

ROUNDS = 10  # a fix may let another apply: re-lint and fix again, at most this many times


def applicable(diagnostic: Diagnostic, unsafe: bool = False) -> bool:
    fix = diagnostic.fix
    if fix is None or fix.applicability is Applicability.DISPLAY_ONLY:
        return False
    return unsafe or fix.applicability is Applicability.SAFE


def apply(text: str, diagnostics: list[Diagnostic], unsafe: bool = False) -> tuple[str, int]:
    """``text`` with the fixes of ``diagnostics`` applied (overlapping ones skipped)."""
    edits: list[Edit] = []
    applied = 0
    taken: list[tuple[int, int]] = []
    for diagnostic in diagnostics:
        if not applicable(diagnostic, unsafe):
            continue
        fix = diagnostic.fix
        assert fix is not None
        spans = [(e.start, e.end) for e in fix.edits]
        if any(_overlap(span, other) for span in spans for other in taken):
            continue
        taken += spans
        edits += fix.edits
        applied += 1
    for edit in sorted(edits, key=lambda e: (e.start, e.end), reverse=True):
        text = text[: edit.start] + edit.content + text[edit.end :]
    return text, applied


def _overlap(a: tuple[int, int], b: tuple[int, int]) -> bool:
    return (a[0] < b[1] and b[0] < a[1]) or a == b


def fix_text(
    text: str, lint: Callable[[str], list[Diagnostic]], unsafe: bool = False
) -> tuple[str, int]:
    """Fix ``text`` until no fix applies; the fixed text and how many fixes were applied."""
    total = 0
    for _ in range(ROUNDS):
        text, applied = apply(text, lint(text), unsafe)
        total += applied
        if not applied:
            break
    return text, total


def unified_diff(before: str, after: str, label: str) -> str:
    lines = difflib.unified_diff(
        before.splitlines(keepends=True),
        after.splitlines(keepends=True),
        fromfile=label,
        tofile=label,
    )
    out = "".join(line if line.endswith("\n") else line + "\n" for line in lines)
    return out
