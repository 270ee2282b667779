"""Word-level changes between two rule texts (difflib on words), as HTML."""

from __future__ import annotations

import re
from difflib import SequenceMatcher
from typing import Literal

from riftrules.site.markup import esc, tag

Op = Literal["same", "removed", "added"]
_TOKENS = re.compile(r"\s+|[^\s]+")


def words(text: str) -> list[str]:
    """Words and the spaces between them, so that joining them gives the text back."""
    return _TOKENS.findall(text)


def changes(old: str, new: str) -> list[tuple[Op, str]]:
    """The two texts as runs of unchanged, removed and added words, in reading order."""
    a, b = words(old), words(new)
    # spaces are junk to the matcher (never the anchor of a match): the same runs, much faster
    matcher = SequenceMatcher(str.isspace, a, b, autojunk=False)
    out: list[tuple[Op, str]] = []
    for op, i1, i2, j1, j2 in matcher.get_opcodes():
        if op == "equal":
            out.append(("same", "".join(a[i1:i2])))
            continue
        if i2 > i1:
            out.append(("removed", "".join(a[i1:i2])))
        if j2 > j1:
            out.append(("added", "".join(b[j1:j2])))
    return _merged(out)


def _merged(runs: list[tuple[Op, str]]) -> list[tuple[Op, str]]:
    merged: list[tuple[Op, str]] = []
    for op, text in runs:
        if merged and merged[-1][0] == op:
            merged[-1] = (op, merged[-1][1] + text)
        elif text:
            merged.append((op, text))
    return merged


def to_html(runs: list[tuple[Op, str]]) -> str:
    out = []
    for op, text in runs:
        if op == "same":
            out.append(esc(text))
        elif op == "removed":
            out.append(tag("del", esc(text)))
        else:
            out.append(tag("ins", esc(text)))
    return "".join(out)


def sides(runs: list[tuple[Op, str]]) -> tuple[str, str]:
    """The old text with its deletions marked and the new one with its insertions marked,
    apart (not one run of struck and added words)."""
    old = "".join(
        esc(text) if op == "same" else tag("del", esc(text)) for op, text in runs if op != "added"
    )
    new = "".join(
        esc(text) if op == "same" else tag("ins", esc(text)) for op, text in runs if op != "removed"
    )
    return old, new


def before_after(old: str, new: str) -> str:
    """Two labelled lines: "Before" with what was deleted, "After" with what was inserted."""
    was, now = sides(changes(old, new))
    return "".join(
        tag("p", tag("span", label, class_="rr-side") + " " + html, class_=f"rr-wdiff {name}")
        for label, name, html in (("Before", "rr-before", was), ("After", "rr-after", now))
    )
