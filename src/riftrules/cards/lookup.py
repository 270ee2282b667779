"""Cards as a judge looks them up: by a partial or misspelt name, and by keyword.

:func:`matches` finds cards by name: exact in any usual spelling (or an id or printing), else
every card whose name holds the words, else the names the query matches despite typos
(:mod:`riftrules.cards.fuzzy`), else the most alike names. It says whether one card is clearly
meant: a caller shows that card, and lists the others, never picking one of several.
:func:`with_keyword` counts the cards whose text has a keyword, read from the text itself
(``[Deflect]``, ``[Deflect 2]``), not only from what parses.
"""

from __future__ import annotations

import re
from dataclasses import dataclass
from enum import Enum

from riftrules.cards import pool
from riftrules.cards.model import Card


class How(Enum):
    """How the cards of a :class:`Found` were found."""

    EXACT = "exact"  # an id, a printing, or a name in a usual spelling
    WORDS = "words"  # every card whose name holds the query's words
    FUZZY = "fuzzy"  # the names the query matches despite typos, best first
    CLOSEST = "closest"  # nothing matches: the most alike names


@dataclass(frozen=True, slots=True)
class Found:
    cards: list[Card]
    how: How
    clear: bool  # one card is clearly meant: cards[0]


def matches(query: str) -> Found:
    """The cards ``query`` names, best first."""
    try:
        return Found([pool.find(query)], How.EXACT, True)
    except pool.UnknownCard:
        pass
    key = pool.name_key(query)
    wanted = key.split()
    if wanted:
        found = [
            card
            for card in pool.load()
            if all(word in pool.name_key(card.name).split() for word in wanted)
        ] or [card for card in pool.load() if key in pool.name_key(card.name)]
        if found:
            unique = list({card.name: card for card in found}.values())
            return Found(unique, How.WORDS, len(unique) == 1)
    from riftrules.cards import fuzzy  # lazy: rapidfuzz loads only when a name is not found

    keys = pool.name_keys()
    ranked = fuzzy.rank(key, keys)
    if ranked.names:
        cards = [pool.find(name) for name in ranked.names]
        return Found(cards, How.FUZZY, ranked.clear)
    return Found([pool.find(n) for n in fuzzy.closest(key, keys, 5)], How.CLOSEST, False)


def keyword_pattern(name: str) -> re.Pattern[str]:
    """``[Name]``, ``[Name 2]``, ``[Name X]`` in a card's text (any case)."""
    return re.compile(rf"\[{re.escape(name)}(?:\s+(?:\d+|X))?\]", re.IGNORECASE)


def with_keyword(name: str) -> list[Card]:
    """Every card of the pool whose current text has keyword ``name``, one per name."""
    pattern = keyword_pattern(name)
    found: dict[str, Card] = {}
    for card in pool.load():
        if card.text and pattern.search(card.text):
            found.setdefault(card.name, card)
    return list(found.values())
