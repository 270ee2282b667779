"""The card pool's records: one :class:`Card` per distinct card, with every :class:`Printing`.

A card is what the rules call a card (rule 132.1: its name identifies it): alternate arts,
overnumbered and signature printings, promos and reprints in later sets are printings of the same
card, not cards of their own. ``id`` is the set and collector number of the base printing
("OGN-001"); every printing keeps the id its source gave it ("ogn-001-298").
"""

from __future__ import annotations

from dataclasses import dataclass
from enum import StrEnum
from typing import Literal


class CardType(StrEnum):
    """A card type (131): Unit, Spell, Gear, Legend, Battlefield, Rune, as cards print it."""

    UNIT = "Unit"
    SPELL = "Spell"
    GEAR = "Gear"
    LEGEND = "Legend"
    BATTLEFIELD = "Battlefield"
    RUNE = "Rune"


CARD_TYPES: tuple[CardType, ...] = tuple(CardType)


class CardDataError(ValueError):
    """A card record that is not one: the message says which field and why."""


TextSource = Literal["gallery", "errata", "printed"]
TEXT_SOURCES: tuple[TextSource, ...] = ("gallery", "errata", "printed")

Kind = Literal["base", "reprint", "alternate-art", "overnumbered", "signature", "promo", "metal"]
KINDS: tuple[Kind, ...] = (
    "base",
    "reprint",
    "alternate-art",
    "overnumbered",
    "signature",
    "promo",
    "metal",
)


@dataclass(frozen=True, slots=True)
class Printing:
    """One printing of a card.

    ``source`` is the printing's id in its source ("ogn-001-298"; the gallery's signature ids
    "ogn-299-star-298" are written as riftcodex writes them, "ogn-299*-298"). ``number`` is the
    collector number as the id gives it ("001", "001a", "299*", "R01", "SP1", "T03"). ``kind``:
    ``base`` (the printing the card's id comes from, or another base printing in the same set),
    ``reprint`` (a base printing in a later set), ``alternate-art``, ``overnumbered``,
    ``signature``, ``promo`` (organised play, launch and judge promos) or ``metal`` (metal
    promos).
    """

    source: str
    set: str
    number: str
    kind: Kind

    def to_json(self) -> dict[str, object]:
        return {"source": self.source, "set": self.set, "number": self.number, "kind": self.kind}

    @classmethod
    def from_json(cls, record: dict) -> Printing:
        return cls(record["source"], record["set"], record["number"], record["kind"])


@dataclass(frozen=True, slots=True)
class Card:
    """One card: its characteristics, its current and printed text, and its printings.

    ``name`` is the official name: "Short Name, Subtitle" for champion units (rule 132.4,
    "Annie, Fiery"); a legend's name is its title alone ("Loose Cannon"), as the official gallery
    and Riot's FAQ write it, its champion being its tag. ``domains`` is empty for colourless
    cards. ``text`` is the current wording in the canonical notation of
    :mod:`riftrules.cardtext.normalise`; ``printed`` the wording printed on the card (riftcodex,
    or the gallery for the few cards riftcodex lacks). ``text_source`` says where ``text`` comes
    from: ``gallery`` (the official card gallery), ``errata`` (an erratum applied on top of the
    gallery or printed wording) or ``printed``. ``errata`` lists the slugs of the errata documents
    whose new wording ``text`` carries, whether applied by the importer or already in the
    gallery. A card with no rules text has ``text`` "".
    """

    id: str
    name: str
    set: str
    type: CardType
    supertype: str | None
    domains: tuple[str, ...]
    energy: int | None
    power: int | None
    might: int | None
    tags: tuple[str, ...]
    rarity: str
    text: str
    printed: str
    text_source: TextSource
    errata: tuple[str, ...] = ()
    printings: tuple[Printing, ...] = ()

    def to_json(self) -> dict[str, object]:
        return {
            "id": self.id,
            "name": self.name,
            "set": self.set,
            "type": self.type,
            "supertype": self.supertype,
            "domains": list(self.domains),
            "energy": self.energy,
            "power": self.power,
            "might": self.might,
            "tags": list(self.tags),
            "rarity": self.rarity,
            "text": self.text,
            "printed": self.printed,
            "text_source": self.text_source,
            "errata": list(self.errata),
            "printings": [printing.to_json() for printing in self.printings],
        }

    @classmethod
    def from_json(cls, record: dict) -> Card:
        """The card of a record; :class:`CardDataError` when its type is none of
        :data:`CARD_TYPES` (every page, lint and compile reads the type)."""
        if record.get("type") not in CARD_TYPES:
            shown = repr(record.get("type"))
            shown = shown if len(shown) <= 40 else shown[:39] + "…"
            raise CardDataError(
                f"card {str(record.get('id'))[:40]!r}: unknown card type {shown} "
                f"(expected one of {', '.join(CARD_TYPES)})"
            )
        return cls(
            id=record["id"],
            name=record["name"],
            set=record["set"],
            type=record["type"],
            supertype=record.get("supertype"),
            domains=tuple(record.get("domains", ())),
            energy=record.get("energy"),
            power=record.get("power"),
            might=record.get("might"),
            tags=tuple(record.get("tags", ())),
            rarity=record["rarity"],
            text=record["text"],
            printed=record.get("printed", record["text"]),
            text_source=record["text_source"],
            errata=tuple(record.get("errata", ())),
            printings=tuple(Printing.from_json(p) for p in record.get("printings", ())),
        )
