"""Self-reference by card type, read from the card's meaning (the semantic IR): "this unit" on
a unit, "this gear" on a gear, "this spell" on a spell, "this battlefield" on a battlefield,
"this legend" on a legend — the card naming itself by its type, where the Silver Rules have it
say "I"/"me", "this" or "here" (rule 053). Used by RB201 (:mod:`.rules.self_reference`).

"This spell's Energy cost" (a part of the card) and text in quotes (an ability granted to
something else, which speaks for that) are not the card naming itself.
"""

from __future__ import annotations

from collections.abc import Callable, Iterator
from dataclasses import astuple, dataclass, fields, replace
from functools import cache
from typing import TYPE_CHECKING

from riftrules.lint.card import card_type as canonical_type

if TYPE_CHECKING:
    from riftrules.cardtext.parser import ParsedText
    from riftrules.lint.parse_cache import ParseCache

# how each type refers to itself: as a subject, as an object (rule 053.1-053.3)
SAYS = {
    "unit": ("I", "me"),
    "legend": ("I", "me"),
    "gear": ("this", "this"),
    "spell": ("this", "this"),
    "battlefield": ("here", "here"),
}


# the verbs whose object a place cannot be ("control here")
_NOT_HERE = {"control"}


@dataclass(frozen=True, slots=True)
class NamedSelf:
    """A noun phrase naming the card by its type: where (canonical span), whether it is an
    instruction's subject, and what the card should say instead."""

    start: int
    end: int
    subject: bool
    instead: str


def named_self(
    text: str,
    card_type: str | None,
    cache: ParseCache | None = None,
    parsed: Callable[[], ParsedText] | None = None,
) -> list[NamedSelf]:
    """Where ``text`` (canonical) names its card by its type, from ``cache`` when the text was
    read before (reading the meaning means parsing: most of a lint run); ``parsed``: the parse
    of the text a caller has already made, if any."""
    kind = canonical_type(card_type) if card_type else None
    if kind not in SAYS:
        return []
    known = cache.get_named(text, kind) if cache is not None else None
    if known is not None:
        try:
            return [NamedSelf(int(a), int(b), bool(c), str(d)) for a, b, c, d in known]
        except (TypeError, ValueError):
            pass  # a damaged entry: read again
    found = list(_read(text, kind, parsed))
    if cache is not None:
        cache.put_named(text, kind, [list(astuple(one)) for one in found])
    return found


def _read(text: str, kind: str, parsed: Callable[[], ParsedText] | None) -> Iterator[NamedSelf]:
    # a run whose outcomes are all cached (most runs) starts without the parser and reading
    from riftrules.cardtext.parser import parse_text  # lazy: lark only when reading
    from riftrules.ir import IRError, read_parsed  # lazy: the reading only when reading
    from riftrules.ir.nodes import Instruction, IRNode, NounPhrase, Sentence  # lazy: as above

    tree = parsed() if parsed is not None else parse_text(text)
    if tree.refused is not None:
        return
    try:
        meanings = [read_parsed(tree, kind)]
    except IRError:  # a line the grammar or the reader cannot read: read the others alone
        meanings = []
        for line in tree.lines:
            try:
                meanings.append(read_parsed(replace(tree, lines=(line,)), kind))
            except IRError:
                continue

    def visit(node: IRNode, subject: bool, verb: object = None) -> Iterator[NamedSelf]:
        if isinstance(node, NounPhrase) and _names_itself(node, kind):
            if kind == "battlefield" and verb in _NOT_HERE:
                return  # "While you control this battlefield": "control here" is no English
            said = SAYS[kind][0 if subject else 1]
            yield NamedSelf(node.span[0], node.span[1], subject, said)
            return
        for name, value in _children(node, IRNode):
            if isinstance(node, Sentence) and name == "quoted":
                continue  # a granted ability speaks for what it is granted to
            in_subject = isinstance(node, Instruction) and name == "subject"
            said = node.verb if isinstance(node, Instruction) else verb
            for child in value:
                yield from visit(child, in_subject, said)

    for meaning in meanings:
        yield from visit(meaning, False)


def _names_itself(node, kind: str) -> bool:
    return (
        node.reference == "this"
        and node.kinds == (kind,)
        and not (node.quantities or node.attributes or node.zones or node.times or node.of)
        and not (node.qualities or node.states or node.tags or node.names or node.keywords)
    )


def _children(node, ir_node: type) -> Iterator[tuple[str, list]]:
    """The IR nodes under ``node``, by field (``ir_node``: the class of IR nodes)."""
    for name in _field_names(type(node)):
        value = getattr(node, name)
        if isinstance(value, ir_node):
            yield name, [value]
        elif isinstance(value, tuple):
            yield name, [v for v in value if isinstance(v, ir_node)]


@cache
def _field_names(kind: type) -> tuple[str, ...]:
    """The fields of an IR node class, listed once per class."""
    return tuple(field.name for field in fields(kind))
