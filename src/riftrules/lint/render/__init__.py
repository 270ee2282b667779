"""Renderers: the same findings as rustc/ruff-style text, one line each, JSON, SARIF or GitHub
workflow commands. Detection never formats; rendering never detects."""

from __future__ import annotations

from collections.abc import Sequence

from riftrules.lint.render import concise, full, github, json_out, sarif
from riftrules.lint.render.common import Entry, Fixes
from riftrules.lint.rule import Rule


def render(
    name: str,
    entries: Sequence[Entry],
    rules: Sequence[Rule],
    unsafe: bool = False,
    fixed: int = 0,
    colour: bool = False,
    fixes: Fixes | None = None,
) -> str:
    """The findings of ``entries`` in output format ``name`` (``fixed``: how many findings
    ``--fix`` fixed before; ``colour``: ANSI colours, for a terminal; ``fixes``: what the
    summary says ``--fix`` would fix, when known)."""
    if name == "full":
        return full.render(entries, unsafe, fixed, colour, fixes)
    if name == "concise":
        return concise.render(entries, unsafe, fixed, colour, fixes)
    if name == "json":
        return json_out.render(entries)
    if name == "sarif":
        return sarif.render(entries, rules)
    if name == "github":
        return github.render(entries)
    raise ValueError(f"unknown output format {name!r}")
