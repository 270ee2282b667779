"""The linter's data, derived from the pool and the rules by :mod:`riftrules.lint.derive`.

``keywords.json`` (keywords, their rules and numbers; every section title of the rules),
``reminders.json`` (canonical reminder templates), ``vocabulary.json`` (the pool's words);
``articles.json`` (written by hand: words said otherwise than they are spelt, for "a"/"an").
"""

from __future__ import annotations

import difflib
import json
from functools import cache
from pathlib import Path
from typing import Any

HERE = Path(__file__).resolve().parent


@cache
def load(name: str) -> dict[str, Any]:
    with (HERE / name).open(encoding="utf-8") as handle:
        return json.load(handle)


EDITION: str = load("keywords.json")["edition"]


def keywords() -> dict[str, dict[str, Any]]:
    """Keyword name -> {"rule": number or None, "number": never|optional|required}."""
    return load("keywords.json")["keywords"]


def terms() -> dict[str, str]:
    """Every section title of the newest rules -> its number."""
    return load("keywords.json")["terms"]


def reminders() -> dict[str, dict[str, str]]:
    return load("reminders.json")["reminders"]


@cache
def words() -> frozenset[str]:
    return frozenset(load("vocabulary.json")["words"])


@cache
def openers() -> frozenset[str]:
    return frozenset(load("vocabulary.json")["openers"])


@cache
def continuers() -> frozenset[str]:
    """Openers the pool writes in lower case inside a sentence ten times as often ("To")."""
    return frozenset(load("vocabulary.json")["continuers"])


@cache
def lowercase() -> frozenset[str]:
    return frozenset(load("vocabulary.json")["lowercase"])


@cache
def _folded_keywords() -> dict[str, str]:
    return {name.casefold(): name for name in keywords()}


def keyword(name: str) -> str | None:
    """The keyword's proper spelling if ``name`` is one, in any case ("tank" -> "Tank")."""
    return _folded_keywords().get(name.casefold())


def closest_keyword(name: str) -> str | None:
    """The known keyword nearest to a misspelt one ("Brun" -> "Burn"), if one is near."""
    folded = _folded_keywords()
    match = difflib.get_close_matches(name.casefold(), list(folded), n=1, cutoff=0.7)
    return folded[match[0]] if match else None


def closest_word(word: str) -> str | None:
    """The pool word nearest to an unknown one ("drwa" -> "draw"), if one is near."""
    match = difflib.get_close_matches(word.casefold(), sorted(words()), n=1, cutoff=0.75)
    return match[0] if match else None


def article(word: str) -> str:
    """ "a" or "an", as ``word`` is said at its start ("a unit", "an hour", "an 8")."""
    table = load("articles.json")
    folded = word.casefold()
    if folded[:1].isdigit():
        number = folded.split(".")[0]
        said = (
            number.startswith("8")
            or number in ("11", "18")
            or (number[:2] in ("11", "18") and len(number) % 3 == 2)
        )
        return "an" if said else "a"
    if folded.startswith(tuple(table["a"])):
        return "a"
    if folded.startswith(tuple(table["an"])):
        return "an"
    return "an" if folded[:1] in "aeiou" else "a"
