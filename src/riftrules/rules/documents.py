"""The documents of the rulebook: the Core Rules and the Tournament Rules.

Each document has its own editions and numbering, kept in the same form (an ``editions.json``
and ``rules/<id>.jsonl`` per edition, read by :mod:`.store`): the Core Rules at the top of
``rulebook/``, the Tournament Rules under ``rulebook/tournament/``. A judge names them as the
documents do, ``CR 110`` and ``TR 401.2``.
"""

from __future__ import annotations

import re
from pathlib import Path

from riftrules.paths import rulebook_dir
from riftrules.rules import store
from riftrules.rules.model import Document
from riftrules.rules.store import Edition

__all__ = ["Document", "core_for", "editions", "load", "named_in", "root"]

TOURNAMENT_FOLDER = Document.TOURNAMENT.slug
# "TR 401.2", "Tournament Rules 401.2", "CR 110": a query that names its document first
_NAMED = re.compile(r"^\s*(?P<name>TR|CR|Tournament\s+Rules?|Core\s+Rules?)\b\.?\s*", re.I)


def root(document: Document, rulebook: Path | None = None) -> Path | None:
    """The folder of a document's ``editions.json`` (None: the rulebook's own, which
    :mod:`.store` reads by default)."""
    if document is Document.CORE:
        return rulebook
    return (rulebook or rulebook_dir()) / TOURNAMENT_FOLDER


def editions(document: Document, rulebook: Path | None = None):
    return store.editions(root(document, rulebook))


def load(document: Document, wanted: str | None = None, rulebook: Path | None = None) -> Edition:
    """An edition of ``document`` by id, alias or date (default: its newest complete one)."""
    return store.load(wanted, root(document, rulebook))


def core_for(edition: Edition) -> Edition:
    """The Core Rules edition in force on the day a Tournament Rules edition was published: the
    one its "CR 110" means."""
    return store.load(store.in_force(edition.info.date).id)


def named_in(query: str) -> tuple[Document | None, str]:
    """The document a query names first, and the rest: ``TR 401.2`` -> (TOURNAMENT, "401.2");
    (None, query) when it names none."""
    match = _NAMED.match(query)
    if match is None or not query[match.end() :].strip():
        return None, query
    name = " ".join(match["name"].split()).casefold().removesuffix("s")
    document = Document.TOURNAMENT if name in ("tr", "tournament rule") else Document.CORE
    return document, query[match.end() :]
