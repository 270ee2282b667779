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

    @classmethod
    def from_json(cls, value: dict) -> Location:
        return cls(**{key: int(value[key]) for key in cls.__slots__})  # type: ignore[attr-defined]

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

    @classmethod
    def from_json(cls, value: dict) -> Edit:
        return cls(int(value["start"]), int(value["end"]), str(value["content"]))


@dataclass(frozen=True, slots=True)
class Fix:
    """Edits that fix a finding; an unsafe one says what it risks (``risk``)."""

    message: str
    edits: tuple[Edit, ...]
    applicability: Applicability = Applicability.SAFE
    risk: str | None = None

    @classmethod
    def from_json(cls, value: dict) -> Fix:
        edits = tuple(Edit.from_json(edit) for edit in value["edits"])
        risk = value["risk"]
        return cls(str(value["message"]), edits, Applicability(value["applicability"]), risk)

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
    # the location is the file's own, not the card text's (a noqa directive outside the text)
    in_file: bool = False

    @property
    def sort_key(self) -> tuple[int, int, str]:
        return (self.location.source_start, self.location.source_end, self.code)

    @classmethod
    def from_json(cls, value: dict) -> Diagnostic:
        """A diagnostic as :meth:`to_json` wrote it (the lint cache); raises KeyError,
        TypeError or ValueError on anything else."""
        return cls(
            code=str(value["code"]),
            name=str(value["name"]),
            severity=Severity(value["severity"]),
            message=str(value["message"]),
            location=Location.from_json(value["location"]),
            help=None if value["help"] is None else str(value["help"]),
            fix=Fix.from_json(value["fix"]) if value["fix"] is not None else None,
            related=tuple(RuleRef(str(r["number"]), str(r["edition"])) for r in value["related"]),
        )

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
