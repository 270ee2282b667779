"""Cards as a judge looks them up: by a partial or misspelt name, and by keyword.

:func:`matches` finds cards by name (exact in any usual spelling, else every card whose name
holds the words, else the closest names); :func:`with_keyword` counts the cards whose text has
a keyword, read from the text itself (``[Deflect]``, ``[Deflect 2]``), not only from what parses.
"""

from __future__ import annotations

import re

from riftrules.cards import pool
from riftrules.cards.model import Card


def matches(query: str) -> tuple[list[Card], bool]:
    """The cards ``query`` names, and whether it names exactly one card (an exact match)."""
    try:
        return [pool.find(query)], True
    except pool.UnknownCard:
        pass
    wanted = pool.name_key(query).split()
    if wanted:
        found = [
            card
            for card in pool.load()
            if all(word in pool.name_key(card.name).split() for word in wanted)
            or pool.name_key(query) in pool.name_key(card.name)
        ]
        if found:
            return list({card.name: card for card in found}.values()), False
    return [pool.find(name) for name in pool.nearest(query, count=5)], False


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
