"""A new set's keyword action in the past tense: "[Rally] a unit. If you rallied a unit, draw
1." — the IR keeps a verb outside the lexicon in the regular past as the instruction's
``action`` ("rallied"); it is the keyword action the instruction before did when it is a
regular past of that keyword's word (English's regular forms: "rally" -> "rallied", "charge"
-> "charged", "stun" -> "stunned", "bless" -> "blessed"). The action done is the engine's
:class:`~riftrules.engine.KeywordDone` (what it was done to, "this way")."""

from __future__ import annotations

from riftrules.engine import KeywordDone
from riftrules.engine.actions import Action

_VOWELS = frozenset("aeiou")


def regular_pasts(word: str) -> frozenset[str]:
    """The regular past forms a verb may take: "rally" -> rallied, "charge" -> charged, "stun"
    -> stunned (a final consonant doubled), "bless" -> blessed."""
    word = word.casefold()
    if word.endswith("y") and len(word) > 1 and word[-2] not in _VOWELS:
        return frozenset({word[:-1] + "ied"})
    if word.endswith("e"):
        return frozenset({word + "d"})
    forms = {word + "ed"}
    if len(word) > 2 and word[-1] not in _VOWELS | {"w", "x", "y"} and word[-2] in _VOWELS:
        forms.add(word + word[-1] + "ed")
    return frozenset(forms)


def done_as(action: str, before: Action | None) -> bool:
    """Is ``before`` a keyword action done whose keyword's regular past is ``action``?"""
    return isinstance(before, KeywordDone) and action in regular_pasts(before.keyword)
