"""The bundled card pool: ``rulebook/cards/<SET>.jsonl``, one card per line.

:func:`load` reads every set file once; :func:`by_id` and :func:`find` look cards up. A name is
found in any of the forms players write it: "Annie, Fiery", "Annie - Fiery", "annie fiery", and
for a legend or champion also with its champion before the title ("Jinx, Loose Cannon" for the
legend named "Loose Cannon"); a printing by its set code and collector number as printed
("OGN-301", "OGN 301/298", "ogn-301*" for the signature printing).
"""

from __future__ import annotations

import json
import re
from functools import cache, lru_cache
from pathlib import Path

from riftrules.cards.model import Card, CardDataError
from riftrules.inputs import InputError
from riftrules.paths import rulebook_dir


class UnknownCard(LookupError):
    """No card with this id or name; the message names the closest names."""

    def __init__(self, wanted: str, nearest: list[str]) -> None:
        # quoted: card names have commas ("Annie, Fiery")
        hint = f"; closest: {', '.join(repr(name) for name in nearest)}" if nearest else ""
        super().__init__(f"no card {wanted!r}{hint}")
        self.nearest = nearest


def cards_dir(root: Path | None = None) -> Path:
    return (root or rulebook_dir()) / "cards"


@cache
def load(root: Path | None = None) -> tuple[Card, ...]:
    """Every card, in set file order and by id within a set; a record that is no card (an
    unknown type) is an :class:`~riftrules.inputs.InputError` naming its file and line."""
    cards: list[Card] = []
    for path in sorted(cards_dir(root).glob("*.jsonl")):
        with path.open(encoding="utf-8") as handle:
            for number, line in enumerate(handle, start=1):
                if not line.strip():
                    continue
                try:
                    cards.append(Card.from_json(json.loads(line)))
                except CardDataError as error:
                    raise InputError(f"{path}:{number}: {error}") from None
    return tuple(cards)


@cache
def tags(root: Path | None = None) -> frozenset[str]:
    """Every tag a card of the pool has ("Mech", "Poro", "Freljord")."""
    return frozenset(tag for card in load(root) for tag in card.tags)


@cache
def _ids(root: Path | None = None) -> dict[str, Card]:
    return {card.id.casefold(): card for card in load(root)}


@cache
def _names(root: Path | None = None) -> dict[str, Card]:
    """Every name form's key to its card; a card's own name wins over another's alias."""
    index = {name_key(card.name): card for card in load(root)}
    for card in load(root):
        for form in aliases(card):
            index.setdefault(name_key(form), card)
    return index


@cache
def _official(root: Path | None = None) -> dict[str, Card]:
    """Each official name, exactly as printed, to the card its name key finds."""
    names = _names(root)
    return {card.name: names[name_key(card.name)] for card in load(root)}


@cache
def _printings(root: Path | None = None) -> dict[tuple[str, str], Card]:
    """(set, collector number) of every printing to its card ("OGN", "301")."""
    return {
        (printing.set.casefold(), _number_key(printing.number)): card
        for card in load(root)
        for printing in card.printings
    }


_PRINTING = re.compile(r"^([a-z]{2,4})[\s·-]*([a-z]{0,2}\d{1,4}[a-z*]?)(?:\s*/\s*\d+)?$", re.I)


def _number_key(number: str) -> str:
    """A collector number without its leading zeros ("001a" and "1a" are one number)."""
    return number.casefold().lstrip("0") or "0"


def by_printing(code: str, root: Path | None = None) -> Card | None:
    """The card printed as ``code``: set code and collector number ("OGN-301", "OGN 301/298",
    "SFD-R01", "ogn-299*"), or None."""
    match = _PRINTING.match(code.strip())
    if not match:
        return None
    return _printings(root).get((match[1].casefold(), _number_key(match[2])))


def by_id(card_id: str, root: Path | None = None) -> Card:
    """The card with this id ("OGN-001", any case); :class:`UnknownCard` if there is none."""
    try:
        return _ids(root)[card_id.strip().casefold()]
    except KeyError:
        raise UnknownCard(card_id, []) from None


def find(query: str, root: Path | None = None) -> Card:
    """The card with this id, printing or name, in any usual spelling of the name.

    Raises :class:`UnknownCard` (a :class:`LookupError`) naming the closest names.
    """
    card = exact(query, root) or by_printing(query.strip(), root)
    if card is not None:
        return card
    raise UnknownCard(query, nearest(query.strip(), root))


def exact(query: str, root: Path | None = None) -> Card | None:
    """The card with this id or name (any usual spelling), or None: no closest names looked
    for, so a miss costs nothing."""
    wanted = query.strip()
    found = _official(root).get(wanted)  # an official name as printed: the common case
    if found is not None:
        return found
    return _ids(root).get(wanted.casefold()) or _names(root).get(name_key(wanted))


def nearest(query: str, root: Path | None = None, count: int = 3) -> list[str]:
    """The official names closest to ``query`` (through any of their spellings): the names it
    matches despite typos (:mod:`riftrules.cards.fuzzy`), best first, else the most alike."""
    from riftrules.cards import fuzzy  # lazy: rapidfuzz loads only when a name is not found

    keys = name_keys(root)
    ranked = fuzzy.rank(name_key(query), keys).names
    return ranked[:count] if ranked else fuzzy.closest(name_key(query), keys, count)


@cache
def name_keys(root: Path | None = None) -> dict[str, str]:
    """Every name form's key to the official name it spells."""
    return {key: card.name for key, card in _names(root).items()}


@lru_cache(maxsize=8192)  # a game set up from decks asks for each card by name
def name_key(name: str) -> str:
    """What all spellings of a name share: lower case, words only ("Annie - Fiery" and
    "annie fiery" both give "annie fiery"; "Kai'Sa" gives "kaisa")."""
    return " ".join(re.findall(r"[a-z0-9]+", name.casefold().replace("'", "").replace("’", "")))


def aliases(card: Card) -> list[str]:
    """Other names a card goes by: "Champion, Title" for a legend or champion, for each tag
    (the legend "Loose Cannon" is also "Jinx, Loose Cannon"; "Yi, Meditative" also
    "Master Yi, Meditative")."""
    if card.type == "Legend":
        title = card.name
    elif card.supertype == "Champion" and ", " in card.name:
        title = card.name.split(", ", 1)[1]
    else:
        return []
    return [f"{tag}, {title}" for tag in card.tags]
