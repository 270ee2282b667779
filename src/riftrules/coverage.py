"""How far each card of the pool gets: parsed, round-trips, has an IR, executable — or the
construct that stops it (:class:`~riftrules.effects.refusals.NotCompiled`).

``riftrules coverage`` ranks the refusals by construct (and lexicon term) over the distinct
texts, so the constructs that would make the most texts executable come first;
``coverage --format json`` lists every card with its status.
"""

from __future__ import annotations

from collections import Counter
from dataclasses import dataclass
from enum import StrEnum
from functools import cache

from riftrules.cards import pool
from riftrules.cardtext.coverage import round_trips
from riftrules.cardtext.parser import parse_text
from riftrules.effects import compile_text
from riftrules.effects.refusals import NotCompiled
from riftrules.engine.reminder_meanings import ReminderMeaning
from riftrules.ir import IRError, read_text


class Stage(StrEnum):
    """How far a text gets, each stage implying the ones before."""

    UNPARSED = "unparsed"
    PARSED = "parsed"
    ROUND_TRIPS = "round-trips"
    IR = "ir"
    EXECUTABLE = "executable"


class Meaning(StrEnum):
    """Where an executable text's meaning comes from: the engine's own model of every ability
    and keyword, or, for a keyword it does not implement, the reminder text the card prints
    for it (:mod:`riftrules.effects.reminder_meanings`)."""

    ENGINE = "engine"
    REMINDER_TEXT = "reminder-text"


@dataclass(frozen=True)
class TextStatus:
    """What one distinct text (with the card type it is compiled for) reaches; an executable
    one, which keywords of it were compiled from their reminder text."""

    stage: Stage
    refusal: NotCompiled | None = None
    from_reminders: tuple[ReminderMeaning, ...] = ()

    @property
    def meaning(self) -> Meaning | None:
        if not self.executable:
            return None
        return Meaning.REMINDER_TEXT if self.from_reminders else Meaning.ENGINE

    @property
    def executable(self) -> bool:
        return self.stage is Stage.EXECUTABLE

    def to_json(self) -> dict[str, object]:
        return {
            "status": self.stage.value,
            "parsed": self.stage is not Stage.UNPARSED,
            "round_trips": self.stage in (Stage.ROUND_TRIPS, Stage.IR, Stage.EXECUTABLE),
            "ir": self.stage in (Stage.IR, Stage.EXECUTABLE),
            "executable": self.executable,
            "refusal": self.refusal.to_json() if self.refusal is not None else None,
            "meaning": self.meaning.value if self.meaning is not None else None,
            "from_reminder": [m.keyword for m in self.from_reminders],
        }


@cache
def status(text: str, card_type: str | None) -> TextStatus:
    parsed = parse_text(text)
    refusal: NotCompiled | None = None
    from_reminders: tuple[ReminderMeaning, ...] = ()
    try:
        from_reminders = compile_text(text, card_type).from_reminders
    except NotCompiled as error:
        refusal = error
    if not parsed.ok:
        return TextStatus(Stage.UNPARSED, refusal)
    if not round_trips(parsed):
        return TextStatus(Stage.PARSED, refusal)
    try:
        read_text(text, card_type)
    except IRError:
        return TextStatus(Stage.ROUND_TRIPS, refusal)
    return TextStatus(Stage.IR if refusal else Stage.EXECUTABLE, refusal, from_reminders)


def pool_texts() -> dict[str, str | None]:
    """Each distinct current text of the pool -> the type of the first card printing it."""
    types: dict[str, str | None] = {}
    for card in pool.load():
        if card.text:
            types.setdefault(card.text, card.type)
    return types


def ranked(texts: dict[str, str | None]) -> list[dict[str, object]]:
    """The refusals of ``texts`` grouped by construct and term, most texts first, each with the
    number of texts it stops, its details (most common first) and an example."""
    groups: Counter[str] = Counter()
    constructs: dict[str, str] = {}
    details: dict[str, Counter[str]] = {}
    examples: dict[str, str] = {}
    for text, card_type in texts.items():
        refusal = status(text, card_type).refusal
        if refusal is None:
            continue
        groups[refusal.group] += 1
        constructs[refusal.group] = refusal.construct.value
        details.setdefault(refusal.group, Counter())[refusal.detail] += 1
        examples.setdefault(refusal.group, text)
    return [
        {
            "construct": constructs[group],
            "group": group,
            "texts": count,
            "details": [d for d, _ in details[group].most_common()],
            "example": examples[group],
        }
        for group, count in sorted(groups.items(), key=lambda item: (-item[1], item[0]))
    ]


def by_construct(texts: dict[str, str | None]) -> list[tuple[str, int]]:
    """Refused texts per construct, most first."""
    counts: Counter[str] = Counter()
    for text, card_type in texts.items():
        refusal = status(text, card_type).refusal
        if refusal is not None:
            counts[refusal.construct.value] += 1
    return sorted(counts.items(), key=lambda item: (-item[1], item[0]))


def cards() -> list[dict[str, object]]:
    """Every card of the pool (id, name, type) with the status of its current text."""
    rows = []
    for card in pool.load():
        row: dict[str, object] = {"id": card.id, "name": card.name, "type": card.type}
        if card.text:
            row.update(status(card.text, card.type).to_json())
        else:
            row.update({"status": "no-text"})
        rows.append(row)
    return rows


def executable(texts: dict[str, str | None]) -> tuple[int, list[dict[str, object]]]:
    """How many of ``texts`` (text -> card type) compile whole, and the refusals of the others
    grouped by construct, most texts first (:func:`ranked`)."""
    count = sum(status(text, card_type).executable for text, card_type in texts.items())
    return count, ranked(texts)
