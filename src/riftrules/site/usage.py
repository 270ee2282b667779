"""Which cards use which rules: ``rules_invoked`` over the whole pool, per edition."""

from __future__ import annotations

from dataclasses import dataclass
from functools import cache

from riftrules.cards import pool
from riftrules.cards.model import Card
from riftrules.cardtext.parser import ParsedText, parse_text
from riftrules.cardtext.rules_invoked import Invoked, rules_invoked


@dataclass(frozen=True, slots=True)
class Use:
    card: Card
    via: str | None  # the section whose rules cite this one, when the card uses it indirectly


@cache
def parsed(text: str) -> ParsedText:
    return parse_text(text)


@cache
def invoked(text: str, edition: str) -> tuple[Invoked, ...]:
    """Every section a card text invokes in ``edition``, in number order, once each."""
    found: dict[str, Invoked] = {}
    for line in parsed(text).lines:
        for item in rules_invoked(line.node, edition):
            if item.number not in found or (found[item.number].via and not item.via):
                found[item.number] = item
    return tuple(sorted(found.values(), key=lambda item: item.number))


@cache
def cards_by_section(edition: str) -> dict[str, list[Use]]:
    """Section number -> the cards whose text invokes it, in pool order."""
    result: dict[str, list[Use]] = {}
    for card in pool.load():
        if not card.text:
            continue
        for item in invoked(card.text, edition):
            result.setdefault(item.number, []).append(Use(card, item.via))
    return result
