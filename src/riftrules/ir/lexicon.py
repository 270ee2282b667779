"""The IR's lexicon, kept as data in ``lexicon.json``: verbs (the closed set), their irregular
forms, nouns by class (kinds, zones, quantities, times, attributes), states, controllers,
possessives, quantifiers, partitives, pronouns, number words, comparisons, durations, domains
and cost symbols. Keywords come from the rules' glossary (:mod:`riftrules.rules.glossary`),
tags from the card pool."""

from __future__ import annotations

import json
from functools import cache
from importlib import resources
from typing import Any

from riftrules.cards import pool
from riftrules.cards.model import CardType
from riftrules.rules import glossary


def _unique(pairs: list[tuple[str, Any]]) -> dict[str, Any]:
    """A JSON object whose keys are each given once: an entry listed twice fails at import."""
    found: dict[str, Any] = {}
    for key, value in pairs:
        if key in found:
            raise ValueError(f"lexicon.json: {key!r} listed twice")
        found[key] = value
    return found


LEXICON: dict[str, Any] = json.loads(
    resources.files("riftrules.ir").joinpath("lexicon.json").read_text(encoding="utf-8"),
    object_pairs_hook=_unique,
)
# a noun's card type as the cards' vocabulary has it: a type misspelt here fails at import
LEXICON["card_types"] = {noun: CardType(said) for noun, said in LEXICON["card_types"].items()}


@cache
def keywords() -> frozenset[str]:
    """Every keyword name of the Core Rules' glossary, and the keyword verbs ("Add", "Burn")."""
    return frozenset(glossary.keywords()) | frozenset(LEXICON["keyword_verbs"])


@cache
def tags() -> frozenset[str]:
    """Every tag of the card pool, case-folded ("mech", "poro", "freljord")."""
    return frozenset(tag.casefold() for tag in pool.tags())


def tag_named(noun: str) -> str | None:
    """The card tag a noun names, singular or plural ("mechs" -> "Mech"), or None."""
    known = _tags()
    return known.get(noun) or (known.get(noun[:-1]) if noun.endswith("s") else None)


@cache
def _tags() -> dict[str, str]:
    """The pool's tags by their lower-case form (read once)."""
    return {tag.casefold(): tag for tag in pool.tags()}


def spelled(word_class: str, identifier: str) -> str:
    """The words the lexicon reads as ``identifier`` in ``word_class`` (the first so listed),
    for a node of the tree the compiler makes up: ("prepositions", "with-cost") -> "with
    cost". Raises KeyError for an identifier the class does not have."""
    for words, said in LEXICON[word_class].items():
        if said == identifier:
            return words
    raise KeyError(f"no words of the lexicon's {word_class} are read as {identifier!r}")
