"""The bundled card pool: ``rulebook/cards/<SET>.jsonl``, one card per line.

:func:`load` reads every set file once; :func:`by_id` and :func:`find` look cards up. A name is
found in any of the forms players write it: "Annie, Fiery", "Annie - Fiery", "annie fiery", and
for a legend or champion also with its champion before the title ("Jinx, Loose Cannon" for the
legend named "Loose Cannon").
"""

from __future__ import annotations

import difflib
import json
import re
from functools import cache
from pathlib import Path

from riftrules.cards.model import Card, CardDataError
from riftrules.inputs import InputError
from riftrules.paths import rulebook_dir


class UnknownCard(LookupError):
    """No card with this id or name; the message names the closest names."""

    def __init__(self, wanted: str, nearest: list[str]) -> None:
        hint = f"; closest: {', '.join(nearest)}" if nearest else ""
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


def by_id(card_id: str, root: Path | None = None) -> Card:
    """The card with this id ("OGN-001", any case); :class:`UnknownCard` if there is none."""
    try:
        return _ids(root)[card_id.strip().casefold()]
    except KeyError:
        raise UnknownCard(card_id, []) from None


def find(query: str, root: Path | None = None) -> Card:
    """The card with this id or name, in any usual spelling of the name.

    Raises :class:`UnknownCard` (a :class:`LookupError`) naming the closest names.
    """
    wanted = query.strip()
    card = _ids(root).get(wanted.casefold()) or _names(root).get(name_key(wanted))
    if card is not None:
        return card
    raise UnknownCard(query, nearest(wanted, root))


def nearest(query: str, root: Path | None = None, count: int = 3) -> list[str]:
    """The official names closest to ``query`` (through any of their spellings)."""
    index = _names(root)
    keys = difflib.get_close_matches(name_key(query), list(index), n=count * 3, cutoff=0.6)
    names = list(dict.fromkeys(index[key].name for key in keys))
    return names[:count]


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
