"""The linter's own data, derived from the pool and the rules by :mod:`riftrules.lint.derive`:
``vocabulary.json`` (the pool's words); ``articles.json`` (written by hand: words said otherwise
than they are spelt, for "a"/"an"). The keyword facts are the rules' glossary
(:mod:`riftrules.rules.glossary`), read here as they are by the reading.
"""

from __future__ import annotations

import difflib
import json
from functools import cache
from pathlib import Path
from typing import Any

from riftrules.rules.glossary import EDITION as EDITION
from riftrules.rules.glossary import closest_keyword as closest_keyword
from riftrules.rules.glossary import keyword as keyword
from riftrules.rules.glossary import keywords as keywords
from riftrules.rules.glossary import reminders as reminders
from riftrules.rules.glossary import terms as terms

HERE = Path(__file__).resolve().parent


@cache
def load(name: str) -> dict[str, Any]:
    with (HERE / name).open(encoding="utf-8") as handle:
        return json.load(handle)


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
