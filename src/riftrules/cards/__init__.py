"""The card pool: every Riftbound card with its current and printed text and its printings.

The data is ``rulebook/cards/<SET>.jsonl``, imported by :mod:`riftrules.importers.cards`.
"""

from riftrules.cards.model import Card, Printing
from riftrules.cards.pool import UnknownCard, by_id, find, load

__all__ = ["Card", "Printing", "UnknownCard", "by_id", "find", "load"]
