"""The rulebook's records: one :class:`Rule` per numbered row, one :class:`Edition` per document."""

from __future__ import annotations

from dataclasses import asdict, dataclass, field
from enum import Enum
from typing import Literal

Kind = Literal["chapter", "heading", "rule", "example", "reminder"]
KINDS: tuple[Kind, ...] = ("chapter", "heading", "rule", "example", "reminder")


@dataclass(frozen=True, slots=True)
class Rule:
    """One numbered row of an edition, its text cleaned of markup and extraction artefacts.

    ``examples`` and ``reminders`` are the "Example: …" and "Reminder: …" passages that the
    document prints inside the row, split off from ``text``.
    """

    number: str
    kind: Kind
    parent: str | None
    text: str
    examples: tuple[str, ...] = ()
    reminders: tuple[str, ...] = ()

    def to_json(self) -> dict[str, object]:
        record = asdict(self)
        for key in ("examples", "reminders"):
            if record[key]:
                record[key] = list(record[key])
            else:
                del record[key]
        return record

    @classmethod
    def from_json(cls, record: dict) -> Rule:
        return cls(
            number=record["number"],
            kind=record["kind"],
            parent=record.get("parent"),
            text=record["text"],
            examples=tuple(record.get("examples", ())),
            reminders=tuple(record.get("reminders", ())),
        )


class Document(Enum):
    """A document of the rulebook, each with its own editions and numbering
    (:mod:`.documents`)."""

    CORE = "cr"
    TOURNAMENT = "tr"

    @property
    def abbreviation(self) -> str:
        """How rules cite it: ``CR 110``, ``TR 401.2``."""
        return self.value.upper()

    @property
    def title(self) -> str:
        return "Core Rules" if self is Document.CORE else "Tournament Rules"

    @property
    def slug(self) -> str:
        """Its name in paths and URLs."""
        return "core" if self is Document.CORE else "tournament"

    @classmethod
    def named(cls, text: str) -> Document:
        """``cr``, ``core``, ``TR``, ``Tournament Rules`` …; ValueError naming the documents."""
        wanted = text.strip().casefold()
        for document in cls:
            if wanted in (document.value, document.slug, document.title.casefold()):
                return document
        known = ", ".join(f"{d.value} ({d.title})" for d in cls)
        raise ValueError(f"unknown document {text!r}; documents: {known}")


@dataclass(frozen=True, slots=True)
class Source:
    """Where an edition's text came from."""

    repository: str
    commit: str
    files: tuple[str, ...]
    format: str


@dataclass(frozen=True, slots=True)
class EditionInfo:
    """An edition as listed in ``rulebook/editions.json``."""

    id: str
    date: str
    title: str
    partial: bool
    source: Source
    note: str = ""
    aliases: tuple[str, ...] = field(default=())
    document: Document = Document.CORE
