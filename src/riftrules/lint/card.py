"""What the linter knows about the card a text belongs to: its type, and its data if any.

Card text given alone (``--text``, a .txt file) has at most a type; a card from the pool or a
JSON card list has its fields too, and only then do the card-data rules (RB4xx) run.
"""

from __future__ import annotations

import re
from collections.abc import Mapping
from dataclasses import dataclass

from riftrules.cards.model import Card
from riftrules.cardtext.numbers import CEILING, MAX_DIGITS

CARD_TYPES = ("unit", "spell", "gear", "legend", "battlefield", "rune")


class CardTypeError(ValueError):
    """A card type the linter does not know."""


def card_type(value: str | None) -> str | None:
    """``"Unit"`` -> ``"unit"``; None stays None; an unknown type raises :class:`CardTypeError`."""
    if value is None or not str(value).strip():
        return None
    kind = str(value).strip().casefold()
    if kind == "token":
        return None  # a supertype: the type is not known
    if kind not in CARD_TYPES:
        raise CardTypeError(
            f"unknown card type {value!r} (expected one of {', '.join(CARD_TYPES)})"
        )
    return kind


def self_class(kind: str | None, text: str) -> str | None:
    """How a card of type ``kind`` refers to itself (rule 053): ``first`` (units and legends:
    "I", "me"), ``this`` (gear and spells), ``here`` (battlefields), ``equipment`` (gear with
    [Equip]: "this" for itself, "I"/"me" for the unit it is attached to, rule 136.2.d); when the
    type is not known, what the text makes certain (:func:`inferred_voice`), else None."""
    kind = card_type(kind) if kind else None
    if kind in ("unit", "legend"):
        return "first"
    if kind == "gear" and "[Equip]" in text:
        return "equipment"
    if kind in ("gear", "spell"):
        return "this"
    if kind == "battlefield":
        return "here"
    return inferred_voice(text) if kind is None else None


_OWN_EQUIP = re.compile(r"(?m)^(?:• )?\[Equip\]")
_SPELL_TIMING = re.compile(r"(?:• )?\[(?:Action|Reaction)\] \((?P<reminder>[^()\n]*+)\)")


def inferred_voice(text: str) -> str | None:
    """How a card of unknown type refers to itself, where its text makes that certain: an
    [Equip] ability of its own is gear's, an Equipment's (rule 136.2.d: "this" for itself, "I"
    and "me" for its unit); a first line of [Action] or [Reaction] with a spell's timing
    reminder is a spell's or a gear's, which both say "this" (so are all such cards of the
    pool: a unit's [Reaction] reminder adds "to a battlefield you control")."""
    if _OWN_EQUIP.search(text):
        return "equipment"
    timing = _SPELL_TIMING.match(text)
    if timing and "battlefield you control" not in timing["reminder"]:
        return "this"
    return None


@dataclass(frozen=True, slots=True)
class CardFacts:
    """A card's type and, when ``has_data``, its other fields."""

    type: str | None = None
    name: str | None = None
    id: str | None = None
    supertype: str | None = None
    domains: tuple[str, ...] | None = None
    energy: int | None = None
    power: int | None = None
    might: int | None = None
    printed: str | None = None
    errata: tuple[str, ...] = ()
    has_data: bool = False

    @classmethod
    def from_card(cls, card: Card) -> CardFacts:
        return cls(
            type=card_type(card.type),
            name=card.name,
            id=card.id,
            supertype=card.supertype,
            domains=card.domains,
            energy=card.energy,
            power=card.power,
            might=card.might,
            printed=card.printed,
            errata=card.errata,
            has_data=True,
        )

    @classmethod
    def from_json(cls, record: Mapping[str, object]) -> CardFacts:
        """A card record of a JSON card list (the pool's fields, all optional but ``text``).

        A field of the wrong type (``"might": "abc"``, ``"domains": "Fury"``) raises
        :class:`ValueError` naming it: a card checked against data it does not have would pass
        silently."""
        domains = _strings(record, "domains")
        has_data = any(key in record for key in ("might", "energy", "power", "printed"))
        return cls(
            type=card_type(_str(record, "type")),
            name=_str(record, "name"),
            id=_str(record, "id"),
            supertype=_str(record, "supertype"),
            domains=domains,
            energy=_int(record, "energy"),
            power=_int(record, "power"),
            might=_int(record, "might"),
            printed=_str(record, "printed"),
            errata=_strings(record, "errata") or (),
            has_data=has_data,
        )


def _wrong(key: str, value: object, wanted: str) -> ValueError:
    shown = repr(value) if len(repr(value)) <= 40 else repr(value)[:39] + "…"
    return ValueError(f"{key!r} must be {wanted}, not {type(value).__name__} {shown}")


def _str(record: Mapping[str, object], key: str) -> str | None:
    value = record.get(key)
    if value is None or isinstance(value, str):
        return value
    raise _wrong(key, value, "a string or null")


def _strings(record: Mapping[str, object], key: str) -> tuple[str, ...] | None:
    value = record.get(key)
    if value is None:
        return None
    if isinstance(value, list) and all(isinstance(item, str) for item in value):
        return tuple(value)
    raise _wrong(key, value, "a list of strings or null")


def _int(record: Mapping[str, object], key: str) -> int | None:
    value = record.get(key)
    if value is None:
        return None
    if isinstance(value, int) and not isinstance(value, bool) and abs(value) < CEILING:
        return value
    raise _wrong(key, value, f"a whole number of at most {MAX_DIGITS} digits or null")
