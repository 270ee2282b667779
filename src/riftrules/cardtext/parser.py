"""Parsing card text: normalise, split into abilities (lines), parse each on its own.

The parser is built once (LALR, contextual lexer, strict) from the grammar shipped in the
package and cached. Parsing never raises: a line the grammar cannot read becomes an
:class:`~riftrules.cardtext.nodes.Unknown` node with a :class:`LineError` saying where and
what was expected (a number of more than :data:`MAX_DIGITS` digits is such an error); text over
:data:`MAX_TEXT` characters is refused with a message.
"""

from __future__ import annotations

import os
import re
from dataclasses import dataclass, field
from functools import cache, lru_cache

import lark
from lark import Lark, Token, Transformer, Tree
from lark.exceptions import UnexpectedCharacters, UnexpectedEOF, UnexpectedInput, UnexpectedToken

from riftrules.cardtext import ast  # noqa: F401 - registers the node kinds
from riftrules.cardtext.nodes import Branch, Node, Span, Unknown, Word
from riftrules.cardtext.normalise import Normalised, normalise
from riftrules.cardtext.numbers import MAX_DIGITS, too_long

MAX_TEXT = 20_000  # characters: no card comes close; more is refused, not parsed
_LONG_NUMBER = re.compile(rf"\d{{{MAX_DIGITS + 1},}}")


class _Build(Transformer):
    """Parse tree -> typed nodes; tokens -> words."""

    def __default__(self, data, children, meta):
        if str(data).startswith("_"):  # lark's helper rules: inlined into their parent
            return Tree(data, children, meta)
        kind = Branch.REGISTRY.get(str(data))
        if kind is None:
            raise KeyError(f"no AST node for grammar rule {data!r}")
        parts = tuple(child if isinstance(child, Node) else _word(child) for child in children)
        return kind(parts=parts, span=_cover(parts))

    def __default_token__(self, token: Token) -> Word:
        return _word(token)


def _word(token: Token) -> Word:
    kind = "COMMA" if token.type == "LIST_COMMA" else token.type  # a list's comma is a comma
    return Word(kind=kind, text=str(token), span=Span(token.start_pos, token.end_pos))


def _cover(parts: tuple[Node, ...]) -> Span:
    return Span(parts[0].span.start, parts[-1].span.end) if parts else Span(0, 0)


@cache
def parser() -> Lark:
    """The card-text parser, built once per process.

    Lark keeps the grammar analysis in a cache file (keyed by the grammar and the options), so
    a new process loads the tables instead of rebuilding them; the strict checks ran when the
    cache was written, and the tests build the grammar afresh."""
    return Lark.open_from_package(
        "riftrules",
        "card.lark",
        ("_data/grammar",),
        parser="lalr",
        lexer="contextual",
        strict=True,
        transformer=_Build(),  # builds the AST while parsing: no parse tree in between
        cache=_cache_file(),
    )


def _cache_file() -> str | bool:
    """Where the grammar analysis is cached, or False where no cache folder can be written."""
    base = os.environ.get("XDG_CACHE_HOME") or os.path.join(os.path.expanduser("~"), ".cache")
    folder = os.path.join(base, "riftrules")
    try:
        os.makedirs(folder, exist_ok=True)
    except OSError:
        return False
    return os.path.join(folder, f"card-grammar-lark-{lark.__version__}.cache")


@dataclass(frozen=True, slots=True)
class LineError:
    """Why a line did not parse: the span of the offending text, what was found and expected."""

    span: Span
    found: str
    expected: tuple[str, ...]
    message: str


@dataclass(frozen=True, slots=True)
class ParsedLine:
    """One ability: its canonical text, where it starts in the card text, its tree or error."""

    text: str
    offset: int
    node: Node
    error: LineError | None = None

    @property
    def ok(self) -> bool:
        return self.error is None


@dataclass(frozen=True, slots=True)
class ParsedText:
    """A card text, normalised and parsed line by line."""

    normalised: Normalised
    lines: tuple[ParsedLine, ...] = ()
    refused: str | None = field(default=None)

    @property
    def ok(self) -> bool:
        return self.refused is None and all(line.ok for line in self.lines)

    def unknowns(self) -> list[Unknown]:
        return [
            node for line in self.lines for node in line.node.walk() if isinstance(node, Unknown)
        ]


def parse_line(text: str) -> Node:
    """Parse one canonical ability; raises :class:`lark.exceptions.UnexpectedInput`."""
    return parser().parse(text)


def parse_text(text: str) -> ParsedText:
    """Normalise ``text`` and parse each of its lines on its own. Never raises. The trees are
    immutable, so a card-sized text is parsed once and its reading shared by every caller."""
    if not isinstance(text, str):
        text = str(text)
    return _parse_card(text) if len(text) <= CARD_SIZED else _parse_text(text)


CARD_SIZED = 1_000  # characters: every pool text is shorter


@lru_cache(maxsize=4_096)
def _parse_card(text: str) -> ParsedText:
    return _parse_text(text)


def _parse_text(text: str) -> ParsedText:
    if len(text) > MAX_TEXT:
        message = f"text of {len(text):,} characters refused: the limit is {MAX_TEXT:,}"
        return ParsedText(normalise(""), refused=message)
    normalised = normalise(text)
    lines: list[ParsedLine] = []
    offset = 0
    for line in normalised.text.split("\n"):
        if line.strip():
            lines.append(_parse_at(line, offset))
        offset += len(line) + 1
    return ParsedText(normalised, tuple(lines))


def _parse_at(line: str, offset: int) -> ParsedLine:
    long = _LONG_NUMBER.search(line)
    if long:
        message = str(too_long(long.group()))
        failure = LineError(Span(long.start(), long.end()), long.group()[:20], (), message)
        return ParsedLine(line, offset, Unknown(line, message, span=Span(0, len(line))), failure)
    try:
        node = parse_line(line)
    except UnexpectedInput as error:
        failure = _error(line, error)
        return ParsedLine(
            line, offset, Unknown(line, failure.message, span=Span(0, len(line))), failure
        )
    except RecursionError:
        failure = LineError(Span(0, len(line)), "", (), "ability nested too deeply to read")
        return ParsedLine(
            line, offset, Unknown(line, failure.message, span=Span(0, len(line))), failure
        )
    return ParsedLine(line, offset, node)


def _error(line: str, error: UnexpectedInput) -> LineError:
    if isinstance(error, UnexpectedToken):
        token = error.token
        if token.type == "$END":
            span, found = Span(len(line), len(line)), "end of text"
        else:
            span = Span(token.start_pos, token.end_pos or token.start_pos + len(token))
            found = str(token)
        expected = tuple(sorted(error.expected))
    elif isinstance(error, UnexpectedCharacters):
        end = error.pos_in_stream + 1
        while end < len(line) and not line[end].isspace():
            end += 1
        span, found = Span(error.pos_in_stream, end), line[error.pos_in_stream : end]
        expected = tuple(sorted(error.allowed or ()))
    elif isinstance(error, UnexpectedEOF):
        span, found, expected = Span(len(line), len(line)), "end of text", tuple(error.expected)
    else:  # pragma: no cover - lark's three kinds are above
        span, found, expected = Span(0, len(line)), line, ()
    return LineError(span, found, expected, f"unexpected {found!r}")
