"""Renderers: the same findings as rustc/ruff-style text, one line each, JSON, SARIF or GitHub
workflow commands. Detection never formats; rendering never detects."""

from __future__ import annotations

from collections.abc import Sequence

from riftrules.lint.diagnostic import Diagnostic
from riftrules.lint.fixes import applicable
from riftrules.lint.rule import Rule
from riftrules.lint.sources import Target

Entry = tuple[Target, list[Diagnostic]]


def render(name: str, entries: Sequence[Entry], rules: Sequence[Rule], unsafe: bool = False) -> str:
    """The findings of ``entries`` in output format ``name``."""
    if name == "full":
        from riftrules.lint.render.full import render as full

        return full(entries, unsafe)
    if name == "concise":
        from riftrules.lint.render.concise import render as concise

        return concise(entries, unsafe)
    if name == "json":
        from riftrules.lint.render.json_out import render as as_json

        return as_json(entries)
    if name == "sarif":
        from riftrules.lint.render.sarif import render as sarif

        return sarif(entries, rules)
    if name == "github":
        from riftrules.lint.render.github import render as github

        return github(entries)
    raise ValueError(f"unknown output format {name!r}")


def position(target: Target, diagnostic: Diagnostic) -> tuple[int, int, int, int]:
    """Line, column, end line, end column where the reader finds it: in the file for a .txt
    block, in the card text otherwise."""
    where = diagnostic.location
    return (
        target.file_line(where.line),
        where.column,
        target.file_line(where.end_line),
        where.end_column,
    )


def marker(diagnostic: Diagnostic, unsafe: bool = False) -> str:
    """ "[*] " when --fix would fix it, as ruff marks fixable findings."""
    return "[*] " if applicable(diagnostic, unsafe) else ""


def summary(entries: Sequence[Entry], unsafe: bool = False) -> str:
    found = [d for _, ds in entries for d in ds]
    if not found:
        return "All checks passed!"
    fixable = sum(applicable(d, unsafe) for d in found)
    line = f"Found {len(found)} error{'s' if len(found) != 1 else ''}."
    if fixable:
        line += f"\n[*] {fixable} fixable with the `--fix` option."
    return line
