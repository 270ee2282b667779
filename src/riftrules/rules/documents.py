"""The documents of the rulebook: the Core Rules and the Tournament Rules.

Each document has its own editions and numbering, kept in the same form (an ``editions.json``
and ``rules/<id>.jsonl`` per edition, read by :mod:`.store`): the Core Rules at the top of
``rulebook/``, the Tournament Rules under ``rulebook/tournament/``. A judge names them as the
documents do, ``CR 110`` and ``TR 401.2``.
"""

from __future__ import annotations

from enum import Enum
from pathlib import Path

from riftrules.paths import rulebook_dir
from riftrules.rules import store
from riftrules.rules.store import Edition

TOURNAMENT_FOLDER = "tournament"


class Document(Enum):
    CORE = "cr"
    TOURNAMENT = "tr"

    @property
    def abbreviation(self) -> str:
        """How rules cite it: ``CR 110``, ``TR 401.2``."""
        return self.value.upper()

    @property
    def title(self) -> str:
        return _TITLES[self]

    @property
    def slug(self) -> str:
        """Its name in paths and URLs."""
        return "core" if self is Document.CORE else TOURNAMENT_FOLDER

    def root(self, rulebook: Path | None = None) -> Path | None:
        """The folder of its ``editions.json`` (None: the rulebook's own, as :mod:`.store`
        reads by default)."""
        if self is Document.CORE:
            return rulebook
        return (rulebook or rulebook_dir()) / TOURNAMENT_FOLDER

    @classmethod
    def named(cls, text: str) -> Document:
        """``cr``, ``core``, ``TR``, ``tournament`` …; ValueError naming the documents."""
        wanted = text.strip().casefold()
        for document in cls:
            if wanted in (document.value, document.slug, document.title.casefold()):
                return document
        known = ", ".join(f"{d.value} ({d.title})" for d in cls)
        raise ValueError(f"unknown document {text!r}; documents: {known}")


_TITLES = {Document.CORE: "Core Rules", Document.TOURNAMENT: "Tournament Rules"}


def editions(document: Document, rulebook: Path | None = None):
    return store.editions(document.root(rulebook))


def load(document: Document, wanted: str | None = None, rulebook: Path | None = None) -> Edition:
    """An edition of ``document`` by id, alias or date (default: its newest complete one)."""
    return store.load(wanted, document.root(rulebook))


def core_for(edition: Edition) -> Edition:
    """The Core Rules edition in force on the day a Tournament Rules edition was published: the
    one its "CR 110" means."""
    return store.load(store.in_force(edition.info.date).id)
