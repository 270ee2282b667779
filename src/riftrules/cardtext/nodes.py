"""The machinery of the card-text AST: nodes with spans, built from the grammar by name, printed
back by template.

Every node class names the grammar rule (alias) it is built from and a *template* that prints
it. A template is the node's surface text with ``{field}`` placeholders; ``<<…>>`` marks an
optional stretch, printed only when every field inside it is set, and ``{flag?}`` is a boolean
field that prints nothing itself. The grammar rule's children fill the fields in order, so a
grammar alternative, its node class and its template read alike::

    deal: "deal"i amount "to" target         (grammar/card.lark)
    class Deal(Action):                      (cardtext/ast.py)
        template = "deal {amount} to {target}"
"""

from __future__ import annotations

import re
from dataclasses import dataclass, field, fields
from typing import Any, ClassVar

_PLACEHOLDER = re.compile(r"\{(\w+)(\?)?\}")
_OPTIONAL = re.compile(r"<<(.*?)>>", re.S)


@dataclass(frozen=True, slots=True)
class Span:
    """Offsets ``[start, end)`` in the canonical ability text."""

    start: int
    end: int


NOWHERE = Span(0, 0)

REGISTRY: dict[str, type[Node]] = {}


@dataclass(frozen=True)
class Node:
    """A node of the card-text AST. ``span`` does not take part in equality."""

    span: Span = field(default=NOWHERE, compare=False, repr=False, kw_only=True)

    rule: ClassVar[str] = ""
    template: ClassVar[str] = ""
    rules: ClassVar[tuple[str, ...]] = ()  # Core Rules sections the node invokes, by edition

    def __init_subclass__(cls, **kwargs: Any) -> None:
        super().__init_subclass__(**kwargs)
        if cls.__dict__.get("rule"):
            if cls.rule in REGISTRY:
                raise TypeError(f"grammar rule {cls.rule!r} already built by {REGISTRY[cls.rule]}")
            REGISTRY[cls.rule] = cls

    @classmethod
    def field_names(cls) -> list[str]:
        return [f.name for f in fields(cls) if f.name != "span"]

    def children(self) -> list[Node]:
        found: list[Node] = []
        for name in self.field_names():
            value = getattr(self, name)
            if isinstance(value, Node):
                found.append(value)
            elif isinstance(value, tuple):
                found.extend(v for v in value if isinstance(v, Node))
        return found

    def walk(self):
        """This node and every node below it, depth first."""
        yield self
        for child in self.children():
            yield from child.walk()


def render_template(template: str, values: dict[str, str], present: dict[str, bool]) -> str:
    """Fill ``template``: optional ``<<…>>`` stretches only when all their fields are present."""

    def optional(match: re.Match[str]) -> str:
        inner = match.group(1)
        names = [m.group(1) for m in _PLACEHOLDER.finditer(inner)]
        if all(present.get(name, False) for name in names):
            return _fill(inner, values)
        return ""

    return _fill(_OPTIONAL.sub(optional, template), values)


def _fill(text: str, values: dict[str, str]) -> str:
    return _PLACEHOLDER.sub(lambda m: "" if m.group(2) else values[m.group(1)], text)
