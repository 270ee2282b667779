"""AST -> text: the tokens of the tree, in order, with the canonical spacing between them.

The identity check of the grammar is ``print(parse(text)) == text`` for every card text.
"""

from __future__ import annotations

from riftrules.cardtext.ast import Quoted, Reminder
from riftrules.cardtext.nodes import Branch, Node, Unknown, Word

_NO_SPACE_BEFORE = {"COMMA", "PERIOD", "COLON", "RPAR", "ARROW", "NESTED"}
_NO_SPACE_AFTER = {"LPAR", "BULLET_OPEN", "NESTED", "QUOTE_OPEN"}
# an unread span (a line that does not parse) that is a stray mark: "Kill a unit; draw 1."
_PUNCTUATION = frozenset(",.;:!?)")


def to_text(node: Node) -> str:
    """The canonical text of ``node``."""
    tokens: list[tuple[str, str]] = []
    _tokens(node, tokens)
    out: list[str] = []
    previous = ""
    for kind, text in tokens:
        if out and not (
            kind in _NO_SPACE_BEFORE
            or previous in _NO_SPACE_AFTER
            or kind == "QUOTE_CLOSE"
            or _glued(previous, kind)
            or (kind == "UNREAD" and text[:1] in _PUNCTUATION)
        ):
            out.append(" ")
        out.append(text)
        previous = kind
    return "".join(out)


def quote(*nodes: Node) -> str:
    """The text ``nodes`` cover, for a label or a message that quotes the card (an ability's
    ``text=``, a refusal's detail, a note): shown to people, never compared. The census of
    ``tests/effects/textmatch.py`` counts a call anywhere else as reading printed text."""
    return " ".join(to_text(node) for node in nodes)


def _glued(previous: str, kind: str) -> bool:
    """ "[>>][Deathknell][>]": a nested arrow and the keyword after it touch."""
    return previous == "ARROW" and kind in ("NESTED",)


def _tokens(node: Node, out: list[tuple[str, str]]) -> None:
    if isinstance(node, Word):
        if node.kind != "LISTED":  # the reader's, naming a list printed where it stands
            out.append((node.kind, node.text))
    elif isinstance(node, Unknown):
        out.append(("UNKNOWN", node.text))
    elif isinstance(node, Branch):
        if isinstance(node, Quoted):
            first, *middle, last = node.parts
            out.append(("QUOTE_OPEN", str(first)))
            for part in middle:
                _tokens(part, out)
            out.append(("QUOTE_CLOSE", str(last)))
            return
        if isinstance(node, Reminder):
            out.extend((word.kind, word.text) for word in node.parts if isinstance(word, Word))
            return
        for part in node.parts:
            _tokens(part, out)
