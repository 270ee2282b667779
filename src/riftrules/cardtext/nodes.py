"""The card-text AST: typed nodes that keep every token of the text, with spans.

A node is built for each rule (alias) of ``grammar/card.lark`` and holds its children in text
order: other nodes and :class:`Word` leaves, each a token typed by its terminal (``VERB``,
``NOUN``, ``KEYWORD``, ``SYMBOLS`` …). Nothing is dropped, so the printer
(:mod:`riftrules.cardtext.printer`) gives the text back, and a line the grammar cannot read
becomes an explicit :class:`Unknown` node, counted by ``riftrules coverage``.
"""

from __future__ import annotations

from collections.abc import Iterator
from dataclasses import dataclass, field
from typing import ClassVar


@dataclass(frozen=True, slots=True)
class Span:
    """Offsets ``[start, end)`` in the canonical card text."""

    start: int
    end: int


NOWHERE = Span(0, 0)


@dataclass(frozen=True)
class Node:
    """Base of every AST node; ``span`` takes no part in equality."""

    span: Span = field(default=NOWHERE, compare=False, repr=False, kw_only=True)

    def walk(self) -> Iterator[Node]:
        """This node and every node below it, in text order."""
        yield self

    def words(self) -> Iterator[Word]:
        return (node for node in self.walk() if isinstance(node, Word))


@dataclass(frozen=True)
class Word(Node):
    """A token: its terminal (part of speech or symbol class) and its text as written."""

    kind: str
    text: str

    def __str__(self) -> str:
        return self.text


@dataclass(frozen=True)
class Branch(Node):
    """A node built from a grammar rule: its children in text order."""

    parts: tuple[Node, ...] = ()

    rule: ClassVar[str] = ""
    REGISTRY: ClassVar[dict[str, type[Branch]]] = {}

    def __init_subclass__(cls, **kwargs: object) -> None:
        super().__init_subclass__(**kwargs)
        if cls.__dict__.get("rule"):
            Branch.REGISTRY[cls.rule] = cls

    def walk(self) -> Iterator[Node]:
        # by a stack, not by recursion: a hostile line can nest deeper than Python's stack
        stack: list[Node] = [self]
        while stack:
            node = stack.pop()
            yield node
            if isinstance(node, Branch):
                stack.extend(reversed(node.parts))


@dataclass(frozen=True)
class Unknown(Node):
    """A line (or part) the grammar cannot read yet: kept whole, counted, never hidden."""

    text: str
    reason: str = field(default="", compare=False)


def to_json(node: Node, offset: int = 0) -> dict[str, object]:
    """A node as JSON: its kind, its span in the card text, its children or its text."""
    span = [node.span.start + offset, node.span.end + offset]
    if isinstance(node, Word):
        return {"word": node.kind, "text": node.text, "span": span}
    if isinstance(node, Unknown):
        return {"node": "Unknown", "text": node.text, "reason": node.reason, "span": span}
    if isinstance(node, Branch):
        return {
            "node": type(node).__name__,
            "span": span,
            "children": [to_json(part, offset) for part in node.parts],
        }
    return {"node": type(node).__name__, "span": span}


def to_tree(node: Node, offset: int = 0, indent: str = "") -> list[str]:
    """A node as indented lines, for people: kinds, words and their spans in the card text."""
    where = f"{node.span.start + offset}..{node.span.end + offset}"
    if isinstance(node, Word):
        return [f"{indent}{node.kind} {node.text!r}  {where}"]
    if isinstance(node, Unknown):
        return [f"{indent}Unknown {node.text!r}  {where}  ({node.reason})"]
    lines = [f"{indent}{type(node).__name__}  {where}"]
    if isinstance(node, Branch):
        for part in node.parts:
            lines.extend(to_tree(part, offset, indent + "  "))
    return lines
