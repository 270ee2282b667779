"""A rule across the editions: where each current rule was in every other edition, from the
edition-to-edition matches of :func:`riftrules.rules.trace.adjacent` (followed link by link,
as :func:`~riftrules.rules.trace.trace` does, without scoring each pair again).

:func:`lineage` is the number of a current rule in each edition (None: not there);
:func:`to_current` the current counterpart of each rule of another edition.
"""

from __future__ import annotations

from functools import cache
from itertools import pairwise

from riftrules.rules import store, trace


def _ids() -> list[str]:
    return [info.id for info in store.editions()]


@cache
def _forward(old: str, new: str) -> dict[str, str]:
    return {number: found for number, (found, _) in trace.adjacent(old, new).items()}


@cache
def _backward(old: str, new: str) -> dict[str, str]:
    return {found: number for number, found in _forward(old, new).items()}


def _step(number: str | None, here: str, there: str) -> str | None:
    if number is None:
        return None
    ids = _ids()
    if ids.index(there) > ids.index(here):
        return _forward(here, there).get(number)
    return _backward(there, here).get(number)


@cache
def lineage(current: str) -> dict[str, dict[str, str | None]]:
    """Current rule number -> {edition: its number there, or None}, for every edition."""
    ids = _ids()
    start = ids.index(current)
    found: dict[str, dict[str, str | None]] = {}
    for number in store.load(current).by_number:
        where: dict[str, str | None] = {current: number}
        for direction in (ids[start::-1], ids[start:]):
            followed: str | None = number
            for here, there in pairwise(direction):
                followed = _step(followed, here, there)
                where[there] = followed
        found[number] = {edition: where.get(edition) for edition in ids}
    return found


@cache
def to_current(edition: str, current: str) -> dict[str, str | None]:
    """Each rule number of ``edition`` -> its counterpart in ``current`` (None: none)."""
    ids = _ids()
    a, b = ids.index(edition), ids.index(current)
    chain = ids[a : b + 1] if a <= b else ids[b : a + 1][::-1]
    found: dict[str, str | None] = {}
    for number in store.load(edition).by_number:
        followed: str | None = number
        for here, there in pairwise(chain):
            followed = _step(followed, here, there)
        found[number] = followed
    return found
