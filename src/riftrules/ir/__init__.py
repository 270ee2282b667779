"""The semantic IR: what a card text means, as typed nodes (:mod:`.nodes`) read from the
lossless tree (:mod:`.reader`) with the lexicon kept as data (:mod:`.lexicon`).

``read_text(text, card_type)`` returns a :class:`~riftrules.ir.nodes.CardMeaning` or raises
:class:`IRError` naming the part it has no reading for.
"""

from riftrules.ir.reader import IRError, read_parsed, read_text

__all__ = ["IRError", "read_parsed", "read_text"]
