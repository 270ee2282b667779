"""Typo-tolerant name matching: which of a list of names a misspelt query means.

A name and a query are compared as :func:`riftrules.cards.pool.name_key` gives them (lower case,
words only: a dropped comma, apostrophe or "!" costs nothing). A query matches a name

* **whole**: its letters, spaces aside, are within a few edits of the name's, in the name's word
  order or in any order ("Deth Mark", "Kai Sa Survivor", "Fiery Annie"); an edit is an
  insertion, a deletion, a substitution or a swap of two neighbouring letters (optimal string
  alignment distance);
* **by words**: each of its words is within a few edits of a different word of the name, the
  name may have more words ("Dariuss" matches every Darius; "Supr Death Rocket" matches "Super
  Mega Death Rocket!").

The allowance grows with the word: none for one or two letters, one for three to five, two for
more (the "AUTO" fuzziness of Lucene and Elasticsearch), three for a whole name past twelve
letters. :func:`rank` orders the matches, best first; :func:`clear` says whether the best one is
clearly meant: the only name at the best whole distance, else the only name matched by words.
Neither ever picks one of several equally good names.
"""

from __future__ import annotations

from dataclasses import dataclass
from itertools import pairwise

from rapidfuzz.distance import OSA
from rapidfuzz.fuzz import WRatio
from rapidfuzz.process import extract


def allowance(length: int) -> int:
    """Edits allowed in a word (or whole name) of ``length`` letters."""
    if length <= 2:
        return 0
    if length <= 5:
        return 1
    return 2 if length <= 12 else 3


@dataclass(frozen=True, slots=True, order=True)
class Match:
    """How a query matches one name: ``whole`` edits over the whole name (None if too many),
    ``edits`` over the query's words, ``missing`` name words the query leaves out, ``moved``
    query words out of the name's order. Sorted best first."""

    whole: int
    edits: int
    missing: int
    moved: int


_FAR = 99


def match(query_key: str, name_key: str) -> Match | None:
    """How ``query_key`` matches ``name_key`` (both :func:`name_key` forms), or None."""
    query, name = query_key.split(), name_key.split()
    if not query or not name:
        return None
    whole = _whole(query, name)
    by_words = _by_words(query, name)
    if whole is None and by_words is None:
        return None
    edits, moved = by_words if by_words is not None else (_FAR, 0)
    missing = max(len(name) - len(query), 0)
    return Match(_FAR if whole is None else whole, edits, missing, moved)


def _whole(query: list[str], name: list[str]) -> int | None:
    compact, target = "".join(query), "".join(name)
    limit = allowance(len(target))
    best = min(
        OSA.distance(compact, target, score_cutoff=limit + 1),
        OSA.distance("".join(sorted(query)), "".join(sorted(name)), score_cutoff=limit + 1),
    )
    return best if best <= limit else None


def _by_words(query: list[str], name: list[str]) -> tuple[int, int] | None:
    """Edits and out-of-order words when each query word matches a different name word."""
    if len(query) > len(name):
        return None
    used: set[int] = set()
    total, positions = 0, []
    for word in query:
        limit = allowance(len(word))
        options = [
            (OSA.distance(word, other, score_cutoff=limit + 1), index)
            for index, other in enumerate(name)
            if index not in used
        ]
        cost, index = min(options)
        if cost > limit:
            return None
        used.add(index)
        positions.append(index)
        total += cost
    moved = sum(1 for a, b in pairwise(positions) if b < a)
    return total, moved


@dataclass(frozen=True, slots=True)
class Ranked:
    """The names a query matches, best first, each once, and whether the first is clearly
    meant."""

    names: list[str]
    clear: bool


def rank(query_key: str, keys: dict[str, str]) -> Ranked:
    """The names (``keys``: name key -> name; several keys may give one name) that
    ``query_key`` matches, best first; on a tie, in the order of ``keys`` (own names before
    aliases)."""
    best: dict[str, tuple[Match, int]] = {}
    for position, (key, name) in enumerate(keys.items()):
        found = match(query_key, key)
        if found is not None and (name not in best or (found, position) < best[name]):
            best[name] = (found, position)
    ordered = sorted(best, key=lambda name: best[name])
    return Ranked(ordered, _clear([best[name][0] for name in ordered]))


def _clear(matches: list[Match]) -> bool:
    if not matches:
        return False
    if len(matches) == 1:
        return True
    first, second = matches[0], matches[1]
    return first.whole < second.whole


def closest(query_key: str, keys: dict[str, str], count: int) -> list[str]:
    """The ``count`` names most like ``query_key`` when none matches (a weighted ratio)."""
    found = extract(query_key, list(keys), scorer=WRatio, limit=count * 3, score_cutoff=60)
    return list(dict.fromkeys(keys[key] for key, _score, _index in found))[:count]
