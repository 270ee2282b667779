"""The keyword glossary: one home for the keyword facts that the linter and the reading both use.

``keywords.json`` (each keyword the pool prints or the rules' keyword chapter defines, its
defining rule, whether it takes a number, whether it has a cost; every section title of the
rules) and ``reminders.json`` (the canonical reminder of each keyword, as a template). Both are
derived from the card pool and the newest Core Rules by ``python -m riftrules.lint.derive``,
which a test keeps equal to what it derives.
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
