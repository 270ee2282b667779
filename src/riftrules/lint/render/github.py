"""GitHub Actions workflow commands: ``::warning file=…,line=…,col=…::RB201 message``."""

from __future__ import annotations

from collections.abc import Sequence

from riftrules.lint.diagnostic import Severity
from riftrules.lint.render.common import Entry, position
from riftrules.terminal import escape

_LEVEL = {Severity.ERROR: "error", Severity.WARNING: "warning", Severity.INFO: "notice"}


def _data(value: str) -> str:
    value = value.replace("%", "%25").replace("\r", "%0D").replace("\n", "%0A")
    return escape(value)  # no other control character reaches the log


def _property(value: str) -> str:
    return _data(value).replace(":", "%3A").replace(",", "%2C")


def render(entries: Sequence[Entry]) -> str:
    lines = []
    for target, diagnostics in entries:
        for d in diagnostics:
            line, column, end_line, end_column = position(target, d)
            title = _property(f"riftrules ({d.code})")
            if target.in_file:
                where = (
                    f"file={_property(str(target.path))},line={line},col={column},"
                    f"endLine={end_line},endColumn={end_column},"
                )
                text = f"{d.code} {d.message}"
            else:
                where = ""
                text = f"{target.label}:{line}:{column}: {d.code} {d.message}"
            lines.append(f"::{_LEVEL[d.severity]} {where}title={title}::{_data(text)}")
    return "".join(line + "\n" for line in lines)
