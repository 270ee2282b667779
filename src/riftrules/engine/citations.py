"""The rules each game action applies, as one table written against edition 2026-07-16
(``citations.json``, data kept beside this module).

Every event the engine logs cites the rules that produced it, in the edition the game is played
under. Numbers are never written per edition: :data:`TABLE` names, for each citation key, the
rules of 2026-07-16 by their *words* — a :class:`Section` by its heading's title ("Burn", "Burn
Out"), a :class:`Ref` by its number in 2026-07-16 together with the words that rule says (a test
checks them, so a wrong number cannot slip in). :class:`Citations` maps the table into any
edition:

- a section through the headings of that edition, by title (2025-06-02 has "Burn Out" at 607 and
  no "Burn" at all);
- a rule through :func:`riftrules.rules.trace.trace` from 2026-07-16 into that edition.

What has no counterpart in an edition is left out there, so every number an event cites exists
in the edition it cites (``tests/engine/test_citations.py`` checks every key in every edition).
"""

from __future__ import annotations

import json
from dataclasses import dataclass
from functools import cache
from importlib.resources import files
from typing import ClassVar

from riftrules.rules import store
from riftrules.rules.trace import trace

REFERENCE = "2026-07-16"


@dataclass(frozen=True, slots=True)
class Section:
    """A heading of the Core Rules, found by its title in each edition."""

    title: str


@dataclass(frozen=True, slots=True)
class Ref:
    """A rule of edition 2026-07-16: its number there and words its text contains."""

    number: str
    words: str


Citation = Section | Ref


def _load() -> dict[str, tuple[Citation, ...]]:
    """``citations.json``: the keys in their groups, each citation a section or a rule; a
    duplicate key or a citation of another shape fails here, as the engine is imported."""
    groups = json.loads(files(__package__).joinpath("citations.json").read_text("utf-8"))
    table: dict[str, tuple[Citation, ...]] = {}
    for keys in groups["groups"].values():
        for key, cited in keys.items():
            if key in table:
                raise ValueError(f"citations.json: {key!r} twice")
            table[key] = tuple(_citation(key, c) for c in cited)
    return table


def _citation(key: str, said: dict[str, str]) -> Citation:
    if said.keys() == {"section"}:
        return Section(said["section"])
    if said.keys() == {"rule", "words"}:
        return Ref(said["rule"], said["words"])
    raise ValueError(f"citations.json: {key!r} cites {said!r}, neither a section nor a rule")


# One entry per citation key: what an event of that kind, for that reason, applies.
TABLE: dict[str, tuple[Citation, ...]] = _load()


class Citations:
    """The :data:`TABLE` mapped into one edition; each key is resolved once, on first use."""

    # each edition's keys resolved once in a process, shared by every game of that edition
    # (the rules of an edition do not change while the program runs: :func:`_ref` caches too)
    _resolved: ClassVar[dict[str, dict[str, tuple[str, ...]]]] = {}
    _joins: ClassVar[dict[str, dict[tuple[str, tuple[str, ...]], tuple[str, ...]]]] = {}

    def __init__(self, edition: str | None = None) -> None:
        self.edition = store.edition_info(edition).id
        self._cache = self._resolved.setdefault(self.edition, {})
        self._joined = self._joins.setdefault(self.edition, {})

    def __call__(self, key: str) -> tuple[str, ...]:
        """The rule numbers of this edition that ``key`` cites (possibly none)."""
        found = self._cache.get(key)
        if found is None:
            found = self._cache[key] = resolve(key, self.edition)
        return found

    def joined(self, key: str, also: tuple[str, ...]) -> tuple[str, ...]:
        """The numbers ``key`` cites, then those of each key in ``also`` not yet cited (worked
        out once for each such list of keys)."""
        found = self._joined.get((key, also))
        if found is None:
            found = self(key)
            for extra in also:
                found += tuple(n for n in self(extra) if n not in found)
            self._joined[key, also] = found
        return found

    def all(self) -> dict[str, tuple[str, ...]]:
        return {key: self(key) for key in TABLE}


def resolve(key: str, edition: str) -> tuple[str, ...]:
    """The numbers ``key`` cites in ``edition``, in table order, without repeats."""
    numbers: list[str] = []
    for citation in TABLE[key]:
        number = _section(citation.title, edition) if isinstance(citation, Section) else None
        if isinstance(citation, Ref):
            number = _ref(citation.number, edition)
        if number is not None and number not in numbers:
            numbers.append(number)
    return tuple(numbers)


@cache
def _headings(edition: str) -> dict[str, str]:
    """Heading title -> number in ``edition`` (the first heading of that title)."""
    found: dict[str, str] = {}
    for rule in store.load(edition).rules:
        if rule.kind == "heading":
            found.setdefault(rule.text.strip(), rule.number)
    return found


def _section(title: str, edition: str) -> str | None:
    return _headings(edition).get(title)


@cache
def _ref(number: str, edition: str) -> str | None:
    if edition == REFERENCE:
        return number
    counterpart = trace(number, REFERENCE, edition).counterpart
    if counterpart is not None and counterpart in store.load(edition):
        return counterpart
    return None
