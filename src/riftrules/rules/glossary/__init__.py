"""The keyword glossary: one home for the keyword facts that the grammar's readers, the linter,
the reading and the engine use.

``keywords.json`` (each keyword the pool prints or the rules' keyword chapter defines, its
defining rule, whether it takes a number, whether it has a cost; every section title of the
rules) and ``reminders.json`` (the canonical reminder of each keyword, as a template). Both are
derived from the card pool and the newest Core Rules by ``python -m riftrules.lint.derive``,
which a test keeps equal to what it derives.

:class:`Glossary` holds them as :class:`Keyword` records; :data:`BUILT_IN` is the Core Rules'
and the pool's. A new set's designer declares its keywords in the linter's configuration
(:mod:`riftrules.lint.config`), and :meth:`Glossary.declare` gives the glossary with them,
which the linter then checks texts against as it does with the built-in ones.
"""

from __future__ import annotations

import difflib
import hashlib
import json
import re
from collections.abc import Iterable, Mapping
from dataclasses import dataclass, field
from enum import StrEnum
from functools import cache, cached_property
from pathlib import Path
from types import MappingProxyType
from typing import Any

HERE = Path(__file__).resolve().parent


@cache
def load(name: str) -> dict[str, Any]:
    with (HERE / name).open(encoding="utf-8") as handle:
        return json.load(handle)


EDITION: str = load("keywords.json")["edition"]
NAME = re.compile(r"[A-Z][A-Za-z]*(?:-[A-Z][A-Za-z]*)*")  # "Tank", "Quick-Draw"


class Parameter(StrEnum):
    """Whether a keyword takes a number: "[Tank]", "[Assault]"/"[Assault 2]", "[Burn 2]"."""

    NEVER = "never"
    OPTIONAL = "optional"
    REQUIRED = "required"


class Voice(StrEnum):
    """Whose voice a reminder template speaks in (:func:`riftrules.lint.card.self_class`), and
    whether it follows a cost or a choice of costs ("first+cost")."""

    FIRST = "first"
    THIS = "this"
    EQUIPMENT = "equipment"
    HERE = "here"


class GlossaryError(ValueError):
    """A declared keyword the glossary cannot take: a bad name, a clash with a built-in one."""


@dataclass(frozen=True, slots=True)
class Keyword:
    """One keyword: its name, its number, its defining rule and edition (none for a declared
    keyword), whether the rules' keyword chapter defines it, whether a cost follows it, and its
    canonical reminders by voice (``{n}`` the number, ``{A*n}`` that many [A], ``{cost}``)."""

    name: str
    parameter: Parameter
    rule: str | None = None
    edition: str | None = None
    in_glossary: bool = False
    cost: bool = False
    reminders: Mapping[str, str] = field(default_factory=dict)
    declared: bool = False  # by a set's designer, in the linter's configuration

    def as_facts(self) -> dict[str, Any]:
        """The record as ``keywords.json`` writes it (for readers of that shape)."""
        return {
            "rule": self.rule,
            "number": self.parameter.value,
            "glossary": self.in_glossary,
            "cost": self.cost,
        }

    @classmethod
    def declare(
        cls, name: str, parameter: Parameter, reminder: str | None, cost: bool = False
    ) -> Keyword:
        """A new set's keyword: its reminder, if given, in every voice (after its cost, for a
        keyword a cost follows)."""
        if not NAME.fullmatch(name):
            raise GlossaryError(
                f"keyword name {name!r} must be capitalised words of letters, joined by '-'"
            )
        suffix = "+cost" if cost else ""
        voices = {voice.value + suffix: reminder for voice in Voice} if reminder else {}
        return cls(name, parameter, cost=cost, reminders=MappingProxyType(voices), declared=True)


@dataclass(frozen=True)
class Glossary:
    """Keywords by name. Immutable: :meth:`declare` gives a new glossary."""

    entries: Mapping[str, Keyword]

    @classmethod
    def built_in(cls) -> Glossary:
        facts = load("keywords.json")["keywords"]
        reminders = load("reminders.json")["reminders"]
        entries = {
            name: Keyword(
                name,
                Parameter(info["number"]),
                info["rule"],
                EDITION if info["rule"] else None,
                bool(info["glossary"]),
                bool(info["cost"]),
                MappingProxyType(dict(reminders.get(name, {}))),
            )
            for name, info in facts.items()
        }
        return cls(MappingProxyType(entries))

    def declare(self, keywords: Iterable[Keyword]) -> Glossary:
        """This glossary with a set's own keywords; a name a keyword already has, in any case,
        is refused (a new set cannot redefine [Tank])."""
        entries = dict(self.entries)
        for keyword in keywords:
            known = self.keyword(keyword.name)
            if known is not None:
                raise GlossaryError(f"[{keyword.name}] is already a keyword ([{known}])")
            entries[keyword.name] = keyword
        return Glossary(MappingProxyType(entries))

    def get(self, name: str) -> Keyword | None:
        return self.entries.get(name)

    def keyword(self, name: str) -> str | None:
        """The keyword's proper spelling if ``name`` is one, in any case ("tank" -> "Tank")."""
        return self._folded.get(name.casefold())

    def closest_keyword(self, name: str) -> str | None:
        """The known keyword nearest to a misspelt one ("Brun" -> "Burn"), if one is near."""
        folded = self._folded
        match = difflib.get_close_matches(name.casefold(), list(folded), n=1, cutoff=0.7)
        return folded[match[0]] if match else None

    def keywords(self) -> dict[str, dict[str, Any]]:
        """Keyword name -> its facts as ``keywords.json`` writes them."""
        return self._facts

    def reminders(self) -> dict[str, Mapping[str, str]]:
        """Keyword name -> its canonical reminder templates by voice."""
        return {name: k.reminders for name, k in self.entries.items() if k.reminders}

    def declared(self) -> tuple[Keyword, ...]:
        return tuple(k for k in self.entries.values() if k.declared)

    @cached_property
    def key(self) -> str:
        """A digest of the declared keywords ("" for none): what a cached lint depends on."""
        declared = [
            (k.name, k.parameter.value, k.cost, sorted(k.reminders.items()))
            for k in self.declared()
        ]
        if not declared:
            return ""
        return hashlib.sha1(json.dumps(declared).encode()).hexdigest()[:16]

    @cached_property
    def _folded(self) -> dict[str, str]:
        return {name.casefold(): name for name in self.entries}

    @cached_property
    def _facts(self) -> dict[str, dict[str, Any]]:
        return {name: k.as_facts() for name, k in self.entries.items()}


BUILT_IN = Glossary.built_in()


def keywords() -> dict[str, dict[str, Any]]:
    """Keyword name -> {"rule": number or None, "number": never|optional|required} (built-in)."""
    return load("keywords.json")["keywords"]


def terms() -> dict[str, str]:
    """Every section title of the newest rules -> its number."""
    return load("keywords.json")["terms"]


def reminders() -> dict[str, dict[str, str]]:
    return load("reminders.json")["reminders"]


def keyword(name: str) -> str | None:
    """The built-in keyword's proper spelling if ``name`` is one, in any case."""
    return BUILT_IN.keyword(name)


def closest_keyword(name: str) -> str | None:
    """The built-in keyword nearest to a misspelt one ("Brun" -> "Burn"), if one is near."""
    return BUILT_IN.closest_keyword(name)
