"""Parsing card text: normalise, split into abilities (lines), parse each on its own.

The parser is built once (LALR, contextual lexer, strict) from the grammar shipped in the
package and cached. Parsing never raises: a line the grammar cannot read becomes an
:class:`~riftrules.cardtext.nodes.Unknown` node with a :class:`LineError` saying where and
what was expected (a number of more than :data:`MAX_DIGITS` digits is such an error); text over
:data:`MAX_TEXT` characters is refused with a message.

Such a line also gets a lossless tree, :attr:`ParsedLine.partial`: the same parser is run again
with a recovery that reads each word it cannot place as an :class:`~riftrules.cardtext.ast.Unread`
span where a chunk or a modifier may stand, and goes on; where that is not possible, the whole
line is one unread span. :meth:`ParsedLine.unread` and :meth:`ParsedText.unread` give those
spans, so that a finding can say which words were not understood.
"""

from __future__ import annotations

import hashlib
import os
import re
from dataclasses import dataclass, field
from functools import cache, lru_cache

import lark
from lark import Lark, Token, Transformer, Tree
from lark.exceptions import UnexpectedCharacters, UnexpectedEOF, UnexpectedInput, UnexpectedToken

from riftrules.cardtext import ast  # registers the node kinds
from riftrules.cardtext.nodes import Branch, Node, Span, Unknown, Word
from riftrules.cardtext.normalise import Normalised, normalise
from riftrules.cardtext.numbers import MAX_DIGITS, too_long
from riftrules.cardtext.printer import to_text
from riftrules.paths import data_dir

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
        if kind is not ast.Unread and sum(isinstance(p, ast.Unread) for p in parts) > 1:
            parts = _joined(parts)
        return kind(parts=parts, span=_cover(parts))

    def __default_token__(self, token: Token) -> Word:
        return _word(token)


def _word(token: Token) -> Word:
    kind = _SAME_WORD.get(token.type, token.type)
    return Word(kind=kind, text=str(token), span=Span(token.start_pos, token.end_pos))


def _joined(parts: tuple[Node, ...]) -> tuple[Node, ...]:
    """Adjacent unread spans as one: "guess the" is one span, not two."""
    out: list[Node] = []
    for part in parts:
        if isinstance(part, ast.Unread) and out and isinstance(out[-1], ast.Unread):
            words = out[-1].parts + part.parts
            out[-1] = ast.Unread(parts=words, span=_cover(words))
        else:
            out.append(part)
    return tuple(out)


# terminals that tell the parser a word's place, and are that word in the tree: a list's comma
# is a comma, "exhausted" before the noun it qualifies is "exhausted"
_SAME_WORD = {"LIST_COMMA": "COMMA", "EXHAUSTED_MOD": "EXHAUSTED"}


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
    """Where the grammar analysis is cached, or False where no cache folder can be written.
    The file is named by a digest of the grammar, so that two grammars (two checkouts, two
    installed versions) each keep theirs instead of rebuilding over each other's."""
    base = os.environ.get("XDG_CACHE_HOME") or os.path.join(os.path.expanduser("~"), ".cache")
    folder = os.path.join(base, "riftrules")
    try:
        os.makedirs(folder, exist_ok=True)
        grammar = (data_dir("grammar") / "card.lark").read_bytes()
    except OSError:
        return False
    digest = hashlib.sha256(grammar).hexdigest()[:16]
    return os.path.join(folder, f"card-grammar-lark-{lark.__version__}-{digest}.cache")


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
    partial: Node | None = None  # a line that does not parse: its tree with unread spans

    @property
    def ok(self) -> bool:
        return self.error is None

    def unread(self) -> tuple[ast.Unread, ...]:
        """The spans of a line that does not parse that the grammar cannot read (spans in the
        line); none for a line that parses."""
        if self.partial is None:
            return ()
        return tuple(node for node in self.partial.walk() if isinstance(node, ast.Unread))


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

    def unread(self) -> list[Span]:
        """Every span the grammar cannot read, in the canonical text, in text order."""
        return [
            Span(line.offset + node.span.start, line.offset + node.span.end)
            for line in self.lines
            for node in line.unread()
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
        return _failed(line, offset, failure)
    try:
        node = parse_line(line)
    except UnexpectedInput as error:
        return _failed(line, offset, _error(line, error))
    except RecursionError:
        failure = LineError(Span(0, len(line)), "", (), "ability nested too deeply to read")
        return _failed(line, offset, failure, recover=False)
    return ParsedLine(line, offset, node)


def _failed(line: str, offset: int, failure: LineError, recover: bool = True) -> ParsedLine:
    unknown = Unknown(line, failure.message, span=Span(0, len(line)))
    partial = _recovered(line) if recover else None
    return ParsedLine(line, offset, unknown, failure, partial or _all_unread(line))


def _all_unread(line: str) -> Node:
    word = Word(kind=UNREAD, text=line, span=Span(0, len(line)))
    unread = ast.Unread(parts=(word,), span=word.span)
    return ast.Line(parts=(unread,), span=word.span)


UNREAD = "UNREAD"  # the grammar's terminal for a word it cannot place; never lexed
MAX_UNREAD = 32  # words the recovery reads as unread in one line before it gives up


def _recovered(line: str) -> Node | None:
    """The tree of a line that does not parse, each word that cannot be placed read as an
    unread span where one may stand; None where that is not possible or the tree would not
    print back to the line. Each recovery consumes a word, and a line has at most
    :data:`MAX_UNREAD` of them (more is not a card's text), so it ends soon."""
    recoveries = 0

    def unread(error: UnexpectedInput) -> bool:
        nonlocal recoveries
        recoveries += 1
        if recoveries > MAX_UNREAD:
            return False
        if isinstance(error, UnexpectedToken):
            if error.token.type == "$END":
                return False
            start = error.token.start_pos or 0
            # the reminder's terminal ("[^()]+") is what the lexer falls back to on an unknown
            # word, and takes the rest of the line: only its first word is unread
            whole = error.token.type != "REMINDER_TEXT"
        elif isinstance(error, UnexpectedCharacters):
            start, whole = error.pos_in_stream, False
        else:  # pragma: no cover - lark's kinds are above
            return False
        match = _WORD.match(line, start)
        text = str(error.token) if whole else (match.group() if match else line[start])
        interactive = error.interactive_parser
        if UNREAD not in interactive.choices():
            return False
        try:
            interactive.feed_token(Token(UNREAD, text, start_pos=start, end_pos=start + len(text)))
        except UnexpectedInput:
            return False
        counter = interactive.lexer_thread.state.line_ctr  # the lexer goes on after the span
        counter.char_pos = start + len(text)
        counter.column = counter.char_pos - counter.line_start_pos + 1
        return True

    try:
        tree = parser().parse(line, on_error=unread)
    except (UnexpectedInput, RecursionError, AttributeError):  # lark's lexer state, read above
        return None
    return tree if to_text(tree) == line else None


_WORD = re.compile(r"[^\s.,:;\"()—•]+")


def _error(line: str, error: UnexpectedInput) -> LineError:
    if isinstance(error, UnexpectedToken):
        token = error.token
        if token.type == "$END":
            span, found = Span(len(line), len(line)), "end of text"
        else:
            span = Span(token.start_pos, token.end_pos or token.start_pos + len(token))
            found = str(token)
        expected = tuple(sorted(set(error.expected) - {UNREAD}))
    elif isinstance(error, UnexpectedCharacters):
        end = error.pos_in_stream + 1
        while end < len(line) and not line[end].isspace():
            end += 1
        span, found = Span(error.pos_in_stream, end), line[error.pos_in_stream : end]
        expected = tuple(sorted(set(error.allowed or ()) - {UNREAD}))
    elif isinstance(error, UnexpectedEOF):
        span, found = Span(len(line), len(line)), "end of text"
        expected = tuple(sorted(set(error.expected) - {UNREAD}))
    else:  # pragma: no cover - lark's three kinds are above
        span, found, expected = Span(0, len(line)), line, ()
    return LineError(span, found, expected, f"unexpected {found!r}")
