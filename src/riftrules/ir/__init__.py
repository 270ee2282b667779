"""The semantic IR: what a card text means, as typed nodes (:mod:`.nodes`) read from the
lossless tree (:mod:`.reader`) with the lexicon kept as data (:mod:`.lexicon`).

``read_text(text, card_type)`` returns a :class:`~riftrules.ir.nodes.CardMeaning` or raises
:class:`IRError` naming the part it has no reading for.
"""

from functools import cache

from riftrules.ir.nodes import KeywordAbility
from riftrules.ir.reader import IRError, read_parsed, read_text

__all__ = ["IRError", "keywords_of", "read_parsed", "read_text"]


def keywords_of(text: str, card_type: str | None = None) -> frozenset[str]:
    """The keywords a card text's keyword abilities give it ("[Reaction] (…)" -> Reaction),
    read from its IR; none when the text has no IR."""
    return _keywords_of(text, card_type)


@cache
def _keywords_of(text: str, card_type: str | None) -> frozenset[str]:
    try:
        meaning = read_text(text, card_type)
    except IRError:
        return frozenset()
    return frozenset(
        keyword.name
        for ability in meaning.abilities
        if isinstance(ability, KeywordAbility)
        for keyword in ability.keywords
    )
