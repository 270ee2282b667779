"""Halves: "Deal damage to a unit equal to half the number of cards in your trash, rounded up."
The count after "half the" (the IR's quantifier "half") is read as any "the number of …" is;
the clause after the comma says how the half is made whole (the IR's adverbs "rounded-up",
"rounded-down", from the lexicon's manners). Until that clause is read the half is a
:class:`Halved` (no engine value); :func:`rounded` makes it the engine's :class:`Half`, and a
half the text never rounds is refused (:func:`unrounded`): an odd count would have no answer.
"""

from __future__ import annotations

from dataclasses import dataclass

from riftrules.effects.refusals import Construct, NotCompiled
from riftrules.engine import Half, Rounding
from riftrules.engine.amounts import Amount
from riftrules.ir.nodes import Adverb, Complement, NounPhrase

HALF_THE_NUMBER = NounPhrase(quantifier="half", qualities=("number",))  # "half the number"
_ROUNDINGS = {"rounded-up": Rounding.UP, "rounded-down": Rounding.DOWN}


@dataclass(frozen=True, slots=True)
class Halved:
    """Half of ``of``, not yet rounded: what "half the number of …" compiles to until the
    clause that rounds it is read."""

    of: Amount


def rounding_of(complements: tuple[Complement, ...] | None) -> Rounding | None:
    """The rounding a verbless clause says (", rounded up"), or None for another clause (or
    complements that do not read)."""
    if complements is None or len(complements) != 1 or not isinstance(complements[0], Adverb):
        return None
    return _ROUNDINGS.get(complements[0].word)


def rounded(value: object, rounding: Rounding) -> object | None:
    """A rewrite (for ``compiler._rewrite``): each :class:`Halved` as the engine's
    :class:`Half`, rounded so; None for anything else."""
    return Half(value.of, rounding) if isinstance(value, Halved) else None


def unrounded(rounding: Rounding) -> NotCompiled:
    """The refusal of a rounding after no half."""
    return NotCompiled(Construct.VALUE, f"'rounded {rounding.value}' after no half")


def never_rounded() -> NotCompiled:
    """The refusal of a half the text does not round."""
    return NotCompiled(Construct.VALUE, "'half the …' with no rounding not compiled")
