"""Applying fixes: edits on the text as given, safe ones only unless asked, till nothing moves."""

from __future__ import annotations

import difflib
from bisect import bisect_left, insort
from collections import Counter
from collections.abc import Callable
from itertools import pairwise

from riftrules.lint.diagnostic import Applicability, Diagnostic, Edit
from riftrules.lint.registry import RULES

ROUNDS = 10  # a fix may let another apply: re-lint and fix again, at most this many times


def applicable(diagnostic: Diagnostic, unsafe: bool = False) -> bool:
    fix = diagnostic.fix
    if fix is None or fix.applicability is Applicability.DISPLAY_ONLY:
        return False
    return unsafe or fix.applicability is Applicability.SAFE


def apply(text: str, diagnostics: list[Diagnostic], unsafe: bool = False) -> tuple[str, int]:
    """``text`` with the fixes of ``diagnostics`` applied (a fix that overlaps one taken
    before it is skipped, whole), in time n log n in the number of edits."""
    edits: list[Edit] = []
    applied = 0
    taken: list[tuple[int, int]] = []  # sorted, pairwise apart: their ends never decrease
    for diagnostic in diagnostics:
        if not applicable(diagnostic, unsafe):
            continue
        fix = diagnostic.fix
        assert fix is not None
        spans = sorted((e.start, e.end) for e in fix.edits)
        if any(_clashes(taken, span) for span in spans) or _self_overlap(spans):
            continue
        for span in spans:
            insort(taken, span)
        edits += fix.edits
        applied += 1
    pieces, at = [], 0
    for edit in sorted(edits, key=lambda e: (e.start, e.end)):
        pieces += [text[at : edit.start], edit.content]
        at = max(at, edit.end)
    pieces.append(text[at:])
    return "".join(pieces), applied


def _clashes(taken: list[tuple[int, int]], span: tuple[int, int]) -> bool:
    """Whether ``span`` overlaps a taken span, or inserts where another inserts."""
    start, end = span
    index = bisect_left(taken, (end, -1))  # taken[:index] start before ``end``…
    if index and taken[index - 1][1] > start:  # …and the last of them ends latest
        return True
    same = bisect_left(taken, span)
    return same < len(taken) and taken[same] == span


def _self_overlap(spans: list[tuple[int, int]]) -> bool:
    return any(b[0] < a[1] or a == b for a, b in pairwise(spans))


def fix_text(
    text: str, lint: Callable[[str], list[Diagnostic]], unsafe: bool = False
) -> tuple[str, int]:
    """Fix ``text`` until no fix applies; the fixed text and how many fixes were applied.

    A round of fixes is kept only if it makes nothing worse: no code is found more often
    after it than before (so no new parse error and no finding of a new kind). Fixes of
    different rules can clash although each is right alone ("[Assault] 2" moved inside its
    brackets while a period is added after it); a round that makes something worse is
    retried one rule at a time, and a rule's fixes that still make something worse are left
    for the user. At most :data:`ROUNDS` rounds, each at most one lint per rule."""
    total = 0
    found = lint(text)
    for _ in range(ROUNDS):
        fixable = [d for d in found if applicable(d, unsafe)]
        if not fixable:
            break
        after, applied = apply(text, fixable, unsafe)
        now = lint(after)
        if worse(found, now):
            applied = 0
            for code in dict.fromkeys(d.code for d in fixable):
                mine = [d for d in found if d.code == code and applicable(d, unsafe)]
                candidate, count = apply(text, mine, unsafe)
                then = lint(candidate)
                if count and not worse(found, then):
                    text, found, applied = candidate, then, applied + count
                    break  # offsets moved: the next round lints again
            total += applied
            if not applied:
                break
            continue
        text, found = after, now
        total += applied
    return text, total


def worse(before: list[Diagnostic], after: list[Diagnostic]) -> bool:
    """Whether ``after`` has some code more often than ``before`` (leaving out the rules that
    compare the text with the card's record, which any edit may change)."""

    def counts(found: list[Diagnostic]) -> Counter[str]:
        rule = RULES.get
        return Counter(d.code for d in found if not getattr(rule(d.code), "compares_record", 0))

    return bool(counts(after) - counts(before))


def unified_diff(before: str, after: str, label: str) -> str:
    lines = difflib.unified_diff(
        before.splitlines(keepends=True),
        after.splitlines(keepends=True),
        fromfile=label,
        tofile=label,
    )
    out = "".join(line if line.endswith("\n") else line + "\n" for line in lines)
    return out
