"""The diagnostic model: what a rule found, where, why, and how to fix it.

A :class:`Diagnostic` points at a :class:`Location` that carries both coordinates a card text
has: offsets in the canonical text (:mod:`riftrules.cardtext.normalise`) and, mapped back
through :meth:`~riftrules.cardtext.normalise.Normalised.source_span`, offsets in the text as it
was given, with the 1-based line and column there. A :class:`Fix` is a set of :class:`Edit` on
the text as given, with its applicability: ``safe`` (``--fix`` applies it), ``unsafe``
(applied only with ``--unsafe-fixes``) or ``display-only`` (shown, never applied).
"""

from __future__ import annotations

from dataclasses import dataclass, field
from enum import StrEnum


class Severity(StrEnum):
    ERROR = "error"
    WARNING = "warning"
    INFO = "info"


class Applicability(StrEnum):
    SAFE = "safe"
    UNSAFE = "unsafe"
    DISPLAY_ONLY = "display-only"


@dataclass(frozen=True, slots=True)
class Location:
    """Where a diagnostic points.

    ``start``/``end``: offsets in the canonical text; ``source_start``/``source_end``: offsets
    in the text as given; ``line``/``column`` and ``end_line``/``end_column``: 1-based, in the
    text as given (columns count characters).
    """

    start: int
    end: int
    source_start: int
    source_end: int
    line: int
    column: int
    end_line: int
    end_column: int

    def to_json(self) -> dict[str, int]:
        return {
            "start": self.start,
            "end": self.end,
            "source_start": self.source_start,
            "source_end": self.source_end,
            "line": self.line,
            "column": self.column,
            "end_line": self.end_line,
            "end_column": self.end_column,
        }


@dataclass(frozen=True, slots=True)
class Edit:
    """Replace ``[start, end)`` of the text as given with ``content``."""

    start: int
    end: int
    content: str

    def to_json(self) -> dict[str, object]:
        return {"start": self.start, "end": self.end, "content": self.content}


@dataclass(frozen=True, slots=True)
class Fix:
    """Edits that fix a finding; an unsafe one says what it risks (``risk``)."""

    message: str
    edits: tuple[Edit, ...]
    applicability: Applicability = Applicability.SAFE
    risk: str | None = None

    def to_json(self) -> dict[str, object]:
        return {
            "message": self.message,
            "applicability": self.applicability.value,
            "risk": self.risk,
            "edits": [edit.to_json() for edit in self.edits],
        }


@dataclass(frozen=True, slots=True)
class RuleRef:
    """A Core Rules number, in the edition it was checked against."""

    number: str
    edition: str

    def to_json(self) -> dict[str, str]:
        return {"number": self.number, "edition": self.edition}


@dataclass(frozen=True, slots=True)
class Diagnostic:
    code: str
    name: str
    severity: Severity
    message: str
    location: Location
    help: str | None = None
    fix: Fix | None = None
    related: tuple[RuleRef, ...] = field(default=())

    @property
    def sort_key(self) -> tuple[int, int, str]:
        return (self.location.source_start, self.location.source_end, self.code)

    def to_json(self) -> dict[str, object]:
        return {
            "code": self.code,
            "name": self.name,
            "severity": self.severity.value,
            "message": self.message,
            "location": self.location.to_json(),
            "help": self.help,
            "fix": self.fix.to_json() if self.fix else None,
            "related": [ref.to_json() for ref in self.related],
        }
