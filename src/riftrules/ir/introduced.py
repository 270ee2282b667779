"""Keywords a line introduces: a keyword the glossary does not hold is read as a keyword where
the line prints the reminder that says what it is, as the game introduces a new set's keywords
— alone with its reminder ("[Vigil] (When I defend, draw 1.)", which the reader sees itself)
or given in a sentence ("Your units have [Vigil]. (When they defend, draw 1.)": the line's one
unknown keyword, :func:`introduced_by`). The reader asks :func:`introduced_here` while a reading
marks the line it reads (:func:`introducing`)."""

from __future__ import annotations

from collections.abc import Iterator
from contextlib import contextmanager
from contextvars import ContextVar

from riftrules.cardtext import ast
from riftrules.cardtext.nodes import Node, Word
from riftrules.ir.lexicon import keywords

# the keywords the line being read introduces with the reminder it prints (:func:`introducing`)
_INTRODUCED: ContextVar[frozenset[str]] = ContextVar("introduced", default=frozenset())


@contextmanager
def introducing(names: frozenset[str]) -> Iterator[None]:
    """Read what runs inside as a line that introduces the keywords ``names`` (not in the
    glossary) by the reminder it prints, as a keyword alone with its reminder is: "Your units
    have [Vigil]. (When they defend, draw 1.)" names a keyword [Vigil]."""
    token = _INTRODUCED.set(names)
    try:
        yield
    finally:
        _INTRODUCED.reset(token)


def introduced_here() -> frozenset[str]:
    """The keywords the line being read introduces."""
    return _INTRODUCED.get()


def introduced_by(line: Node) -> frozenset[str]:
    """The keyword a line that prints one reminder names and the glossary does not: the one
    its reminder introduces ("Your units have [Vigil]. (When they defend, draw 1.)"); none
    where the line prints no reminder, several, or names several such keywords."""
    walked = list(line.walk())
    if sum(isinstance(node, ast.Reminder) for node in walked) != 1:
        return frozenset()
    names = {
        node.text.strip("[]").partition(" ")[0]
        for node in walked
        if isinstance(node, Word) and node.kind == "KEYWORD"
    }
    unknown = names - keywords()
    return frozenset(unknown) if len(unknown) == 1 else frozenset()
