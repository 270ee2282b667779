"""The data behind the site search's own answers, shown above MkDocs' full-text results
(``assets/js/riftrules.js``): a rule number opens that rule, and a card's name, even misspelt,
that card; and the facts the card index's query reads (``assets/js/cardquery.js``).

* ``assets/search/cards.json``: ``{"cards": [[name, url, detail], …], "keys": [[key, name],
  …]}`` for every card with a page; ``keys`` are every spelling's name key (own names before
  aliases), which the typo-tolerant matching of :mod:`riftrules.cards.fuzzy` ranks;
* ``assets/search/cardfacts.json``: ``{"spec": the query's fields (riftrules/cards/query.json),
  "facts": {card id: its facts}}`` (:func:`riftrules.cards.query.facts`);
* ``assets/search/numbers.json``: the current edition's id and, for each other edition, its
  rule numbers that are not the same rule in the current edition, with where each went
  (``null``: not in the current edition). A number of an older edition is traced, with a note;
  the rules' texts come from the preview indexes (:mod:`riftrules.site.previews`).
"""

from __future__ import annotations

import json
from collections.abc import Iterator

from riftrules.cards import pool, query
from riftrules.cards.model import Card
from riftrules.lint.data import keywords
from riftrules.site import history
from riftrules.site.card_pages import SET_NAMES
from riftrules.site.editions import Editions
from riftrules.site.markup import printable

CARDS = "assets/search/cards.json"
CARD_FACTS = "assets/search/cardfacts.json"
NUMBERS = "assets/search/numbers.json"


def _json(value: object) -> str:
    return printable(json.dumps(value, ensure_ascii=False, separators=(",", ":")))


def traced_numbers(editions: Editions) -> dict[str, dict[str, str | None]]:
    """Edition -> {number: its current counterpart (None: none)}, where that is another rule."""
    current = editions.current.id
    return {
        info.id: {
            number: now
            for number, now in history.to_current(info.id, current).items()
            if now != number
        }
        for info in editions.all
        if info.id != current
    }


def data(
    editions: Editions, cards: list[Card], card_urls: dict[str, str]
) -> Iterator[tuple[str, str]]:
    paged = {card.name for card in cards}
    yield (
        CARDS,
        _json(
            {
                "cards": [
                    [card.name, card_urls[card.id], f"{card.type} · {SET_NAMES.get(card.set)}"]
                    for card in cards
                ],
                "keys": [[k, name] for k, name in pool.name_keys().items() if name in paged],
            }
        ),
    )
    names = keywords()
    yield (
        CARD_FACTS,
        _json({"spec": query.SPEC, "facts": {card.id: query.facts(card, names) for card in cards}}),
    )
    yield (
        NUMBERS,
        _json(
            {
                "current": editions.current.id,
                "editions": [info.id for info in editions.all],
                "traced": traced_numbers(editions),
            }
        ),
    )
