"""How long a number card text may write: one limit for the parser, the linter and the readers
of card data, so that no digit string reaches ``int()`` unbounded (Python refuses more than
4,300 digits, and a game counts nowhere near a billion)."""

from __future__ import annotations

MAX_DIGITS = 9  # every number read fits in 32 bits: engines in other languages read the export
CEILING = 10**MAX_DIGITS  # what a longer digit string stands for, where a value is needed


def number(digits: str) -> int:
    """The value of a digit string; one of more than :data:`MAX_DIGITS` digits is
    :data:`CEILING` (more than anything a card can mean; the parser reports it)."""
    return int(digits) if len(digits) <= MAX_DIGITS else CEILING


def too_long(digits: str) -> str | None:
    """Why a digit string is too long to read, or None."""
    if len(digits) <= MAX_DIGITS:
        return None
    return f"a number of {len(digits):,} digits: at most {MAX_DIGITS} are read"
