"""The card query language, in the spirit of Scryfall's: ``t:unit d:fury might>=3``,
``o:"deal 3" -kw:deflect``, ``(s:ogn or s:sfd) cn>=300``.

A query is terms joined by ``and`` (a space is enough), ``or`` and ``-`` (not), grouped with
parentheses. A term is ``field`` ``operator`` ``value`` or a bare value (the card's name holds
it); a value with spaces is quoted. The fields, their short names and kinds are data
(``query.json``), read by the site's card index too, which evaluates the same facts
(:func:`facts`) with the same semantics (``assets/js/cardquery.js``).

:func:`parse` gives a tree of :class:`Term`, :class:`Not`, :class:`And` and :class:`Or`, or
raises :class:`QueryError` naming the column (1-based) where the query goes wrong.
:func:`matches` evaluates a tree on a card's facts.
"""

from __future__ import annotations

import json
import re
from collections.abc import Iterable
from dataclasses import dataclass
from enum import Enum
from functools import cache
from importlib import resources

from riftrules.cards.model import Card

SPEC = json.loads(resources.files("riftrules.cards").joinpath("query.json").read_text("utf-8"))


class Kind(Enum):
    TEXT = "text"  # ':' holds the words, '=' is the whole
    WORDS = "words"  # ':' and '=' one of them
    NUMBER = "number"  # compared
    NUMBERS = "numbers"  # collector numbers: one of them


class Op(Enum):
    HAS = ":"
    EQ = "="
    NE = "!="
    LT = "<"
    LE = "<="
    GT = ">"
    GE = ">="


COMPARISONS = (Op.LT, Op.LE, Op.GT, Op.GE)


@cache
def fields() -> dict[str, Kind]:
    """Every field's name to its kind."""
    return {name: Kind(spec["kind"]) for name, spec in SPEC["fields"].items()}


@cache
def names() -> dict[str, str]:
    """Every name a field goes by (its own and its short ones) to the field."""
    table = {name: name for name in SPEC["fields"]}
    for name, spec in SPEC["fields"].items():
        for alias in spec["aliases"]:
            if alias in table:
                raise ValueError(f"query.json: {alias!r} names two fields")
            table[alias] = name
    return table


class QueryError(ValueError):
    """A malformed query: ``column`` (1-based) is where it goes wrong."""

    def __init__(self, column: int, message: str) -> None:
        super().__init__(f"column {column}: {message}")
        self.column = column
        self.reason = message


@dataclass(frozen=True, slots=True)
class Term:
    field: str
    op: Op
    value: str  # folded (:func:`fold`)
    number: int | None = None  # the value as a number, for a comparison


@dataclass(frozen=True, slots=True)
class Not:
    term: Node


@dataclass(frozen=True, slots=True)
class And:
    terms: tuple[Node, ...]


@dataclass(frozen=True, slots=True)
class Or:
    terms: tuple[Node, ...]


Node = Term | Not | And | Or


def fold(text: str) -> str:
    """Lower case, straight apostrophes and quotes: what queries and facts are compared as."""
    return text.casefold().replace("’", "'").replace("“", '"').replace("”", '"')


# -- tokens ------------------------------------------------------------------------------------

_TOKEN = re.compile(
    r"""(?P<space>\s+)
      | (?P<open>\()
      | (?P<close>\))
      | (?P<field>[A-Za-z]+)(?P<op>!=|<=|>=|:|=|<|>)
      | (?P<quoted>"[^"]*")
      | (?P<quote>")
      | (?P<minus>-)(?=\S)
      | (?P<word>[^\s()"]+)
    """,
    re.VERBOSE,
)


@dataclass(frozen=True, slots=True)
class _Token:
    kind: str  # open, close, or, and, not, term
    column: int
    field: str | None = None
    op: str | None = None
    value: str | None = None
    value_column: int = 0


def _tokens(query: str) -> list[_Token]:
    found: list[_Token] = []
    at = 0
    while at < len(query):
        match = _TOKEN.match(query, at)
        assert match is not None  # the word alternative takes any other character
        column, kind = at + 1, match.lastgroup
        at = match.end()
        if kind == "space":
            continue
        if kind in ("open", "close", "minus"):
            found.append(_Token({"minus": "not"}.get(kind, kind), column))
        elif kind == "quote":
            raise QueryError(column, "this quote is not closed")
        elif kind == "op":  # a field and its operator: the value follows at once
            value = _TOKEN.match(query, at)
            if value is None or value.lastgroup not in ("quoted", "word"):
                unclosed = value is not None and value.lastgroup == "quote"
                raise QueryError(
                    at + 1,
                    f"{match['field']}{match['op']} needs a value"
                    + (" (this quote is not closed)" if unclosed else ""),
                )
            text = value[0][1:-1] if value.lastgroup == "quoted" else value[0]
            found.append(_Token("term", column, match["field"], match["op"], text, at + 1))
            at = value.end()
        elif kind == "quoted":
            found.append(_Token("term", column, None, ":", match[0][1:-1], column))
        elif match[0].casefold() in ("or", "and"):
            found.append(_Token(match[0].casefold(), column))
        else:
            found.append(_Token("term", column, None, ":", match[0], column))
    return found


# -- the tree ----------------------------------------------------------------------------------


def parse(query: str) -> Node:
    """The tree of ``query``; :class:`QueryError` if it is malformed."""
    tokens = _tokens(query)
    if not tokens:
        raise QueryError(1, "the query is empty")
    parser = _Parser(tokens, len(query) + 1)
    node = parser.any()
    if parser.at < len(tokens):
        token = tokens[parser.at]
        raise QueryError(token.column, "this ')' closes nothing")
    return node


MAX_DEPTH = 64  # nested parentheses and negations: a deeper query is refused, not recursed


class _Parser:
    def __init__(self, tokens: list[_Token], end: int) -> None:
        self.tokens, self.at, self.end = tokens, 0, end

    def peek(self) -> _Token | None:
        return self.tokens[self.at] if self.at < len(self.tokens) else None

    def any(self, depth: int = 0) -> Node:
        terms = [self.all(depth)]
        while (token := self.peek()) is not None and token.kind == "or":
            self.at += 1
            terms.append(self.all(depth))
        return terms[0] if len(terms) == 1 else Or(tuple(terms))

    def all(self, depth: int) -> Node:
        terms = [self.one(depth)]
        while (token := self.peek()) is not None and token.kind not in ("or", "close"):
            if token.kind == "and":
                self.at += 1
            terms.append(self.one(depth))
        return terms[0] if len(terms) == 1 else And(tuple(terms))

    def one(self, depth: int = 0) -> Node:
        token = self.peek()
        if token is None:
            raise QueryError(self.end, "the query ends where a term is wanted")
        if depth > MAX_DEPTH:
            raise QueryError(token.column, f"more than {MAX_DEPTH} nested '(' or '-'")
        self.at += 1
        if token.kind == "not":
            return Not(self.one(depth + 1))
        if token.kind == "open":
            if (inner := self.peek()) is not None and inner.kind == "close":
                raise QueryError(inner.column, "nothing between the parentheses")
            node = self.any(depth + 1)
            close = self.peek()
            if close is None or close.kind != "close":
                raise QueryError(token.column, "this '(' is not closed")
            self.at += 1
            return node
        if token.kind == "term":
            return _term(token)
        said = {"or": "'or'", "and": "'and'", "close": "')'"}[token.kind]
        raise QueryError(token.column, f"{said} where a term is wanted")


def _term(token: _Token) -> Term:
    assert token.value is not None and token.op is not None
    if token.field is None:
        field = SPEC["default"]
    else:
        field = names().get(token.field.casefold())
        if field is None:
            from difflib import get_close_matches

            close = get_close_matches(token.field.casefold(), list(names()), n=1)
            hint = f" (did you mean {close[0]}?)" if close else ""
            raise QueryError(
                token.column,
                f"unknown field {token.field!r}{hint}; fields: {', '.join(SPEC['fields'])}",
            )
    op, kind = Op(token.op), fields()[field]
    value = fold(token.value.strip())
    if not value:
        raise QueryError(token.column, f"{token.field}{token.op} needs a value")
    number = None
    if kind is Kind.NUMBER:
        if not re.fullmatch(r"\d{1,4}", value):
            raise QueryError(token.value_column, f"{field} is a number, not {token.value!r}")
        number = int(value)
    elif op in COMPARISONS:
        if kind is not Kind.NUMBERS:
            raise QueryError(
                token.column + len(token.field or ""),
                f"{field} cannot be compared with {op.value}",
            )
        digits = re.match(r"\d+", value)
        if digits is None:
            raise QueryError(token.value_column, f"{field} {op.value} needs a number")
        number = int(digits[0])
    return Term(field, op, value, number)


# -- facts and matching ------------------------------------------------------------------------

_KEYWORD = re.compile(r"\[([A-Z][A-Za-z-]+)(?: (?:\d+|X))?\]")


def facts(card: Card, keywords: Iterable[str]) -> dict[str, object]:
    """What a query sees of ``card``, folded, by field (the site ships these): ``keywords`` is
    the glossary's keyword names; a keyword is one its text names in brackets."""
    known = {fold(name): name for name in keywords}
    named = [fold(m[1]) for m in _KEYWORD.finditer(card.text or "") if fold(m[1]) in known]
    record: dict[str, object] = {
        "name": fold(card.name),
        "text": fold(card.text or ""),
        "type": [fold(x) for x in (card.type, card.supertype, *card.tags) if x],
        "keyword": list(dict.fromkeys(named)),
        "set": list(dict.fromkeys(fold(p.set) for p in card.printings)) or [fold(card.set)],
        "number": list(dict.fromkeys(_number(p.number) for p in card.printings)),
        "domain": [fold(d) for d in card.domains] or ["colorless"],
        "energy": card.energy,
        "power": card.power,
        "might": card.might,
        "tag": [fold(t) for t in card.tags],
        "rarity": [fold(card.rarity)],
    }
    assert set(record) == set(fields())
    return record


def _number(number: str) -> str:
    """A collector number without leading zeros ("001a" -> "1a")."""
    return fold(number).lstrip("0") or "0"


def matches(node: Node, card: dict[str, object]) -> bool:
    """Whether a card's :func:`facts` satisfy ``node``."""
    if isinstance(node, And):
        return all(matches(term, card) for term in node.terms)
    if isinstance(node, Or):
        return any(matches(term, card) for term in node.terms)
    if isinstance(node, Not):
        return not matches(node.term, card)
    return _holds(node, card[node.field])


def _holds(term: Term, fact: object) -> bool:
    kind = fields()[term.field]
    if kind is Kind.TEXT:
        assert isinstance(fact, str)
        if term.op is Op.HAS:
            return term.value in fact
        return (fact == term.value) == (term.op is Op.EQ)
    if kind is Kind.WORDS:
        assert isinstance(fact, list)
        return (term.value in fact) == (term.op is not Op.NE)
    if kind is Kind.NUMBER:
        if fact is None:
            return False
        assert isinstance(fact, int) and term.number is not None
        return _compare(fact, term.op, term.number)
    assert isinstance(fact, list)
    if term.number is not None and term.op in COMPARISONS:
        found = [int(m[0]) for n in fact if (m := re.match(r"\d+", n))]
        return any(_compare(n, term.op, term.number) for n in found)
    return (_number(term.value) in fact) == (term.op is not Op.NE)


def _compare(a: int, op: Op, b: int) -> bool:
    return {
        Op.HAS: a == b,
        Op.EQ: a == b,
        Op.NE: a != b,
        Op.LT: a < b,
        Op.LE: a <= b,
        Op.GT: a > b,
        Op.GE: a >= b,
    }[op]
