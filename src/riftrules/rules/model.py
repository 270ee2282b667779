"""The rulebook's records: one :class:`Rule` per numbered row, one :class:`Edition` per document."""

from __future__ import annotations

from dataclasses import asdict, dataclass, field
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
