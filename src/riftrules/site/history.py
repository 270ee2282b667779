"""A rule across the editions: where each current rule was in every other edition, from the
edition-to-edition matches of :func:`riftrules.rules.trace.adjacent` (followed link by link,
as :func:`~riftrules.rules.trace.trace` does, without scoring each pair again).

:func:`lineage` is the number of a current rule in each edition (None: not there);
:func:`to_current` the current counterpart of each rule of another edition; :func:`departed` the
lineages of the rules that have none (removed before the current edition, or new in a later one).
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


def _followed(edition: str, number: str) -> dict[str, str | None]:
    """Rule ``number`` of ``edition`` followed to every edition: {edition: its number there}."""
    ids = _ids()
    start = ids.index(edition)
    where: dict[str, str | None] = {edition: number}
    for direction in (ids[start::-1], ids[start:]):
        followed: str | None = number
        for here, there in pairwise(direction):
            followed = _step(followed, here, there)
            where[there] = followed
    return {each: where.get(each) for each in ids}


@cache
def lineage(current: str) -> dict[str, dict[str, str | None]]:
    """Current rule number -> {edition: its number there, or None}, for every edition."""
    return {number: _followed(current, number) for number in store.load(current).by_number}


@cache
def departed(current: str) -> dict[str, dict[str, dict[str, str | None]]]:
    """The rules with no counterpart in ``current``, one lineage each, by the last edition
    they are in: {last edition: {their number there: {edition: their number there}}}, each
    edition's rules in rulebook order."""
    ids = _ids()
    found: dict[str, dict[str, dict[str, str | None]]] = {}
    seen: set[tuple[str, str]] = set()
    for edition in ids:
        if edition == current:
            continue
        for number, now in to_current(edition, current).items():
            if now is not None or (edition, number) in seen:
                continue
            where = _followed(edition, number)
            seen.update((each, there) for each, there in where.items() if there is not None)
            last = max((each for each, there in where.items() if there), key=ids.index)
            found.setdefault(last, {})[where[last]] = where  # type: ignore[index]
    for last, lineages in found.items():
        rank = {number: place for place, number in enumerate(store.load(last).by_number)}
        found[last] = dict(sorted(lineages.items(), key=lambda item: rank[item[0]]))
    return found


@cache
def departed_from(current: str) -> dict[tuple[str, str], tuple[str, str]]:
    """(edition, rule number) of a rule with no counterpart in ``current`` -> (the last
    edition its lineage is in, its number there): where its history is."""
    return {
        (edition, there): (last, number)
        for last, lineages in departed(current).items()
        for number, where in lineages.items()
        for edition, there in where.items()
        if there is not None
    }


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
