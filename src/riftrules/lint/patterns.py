"""Patterns several rules share: bracketed tokens, keyword lines, reminders, sentences.

These read the canonical text, line by line, so that rules work whether or not the grammar
reads the line yet. Every pattern here runs on user text in time linear in its length: no
repetition inside a repetition can backtrack (nested repeats are possessive), and what a
backtracking regex would do badly (the word before a position, a list of keywords) is scanned
by hand. ``tests/lint/test_bounded.py`` holds them to it.
"""

from __future__ import annotations

import re
from collections.abc import Iterator
from dataclasses import dataclass

from riftrules.lint.context import Line
from riftrules.rules.glossary import BUILT_IN, Glossary, Parameter

BRACKETED = re.compile(r"\[([^\[\]\n]*)\]")
SYMBOL = re.compile(r"\d+|[RGBOPYACEMTS]|>|>>")
KEYWORD_BODY = re.compile(
    r"^(?P<name>[A-Za-z][A-Za-z'-]*+(?: [A-Za-z][A-Za-z'-]*+)*?)(?: (?P<n>\d++))?$"
)
COST = r"\[(?:\d++|[RGBOPYACEM])\]"
COSTS = rf"(?:{COST})+"
LEAD = re.compile(r"^(?:• )?")
NUMBER_WORDS = (
    "zero",
    "one",
    "two",
    "three",
    "four",
    "five",
    "six",
    "seven",
    "eight",
    "nine",
    "ten",
)
# a keyword as a keyword line may hold it: its number perhaps in words ("[Deflect two]", RB204)
KEYWORD = re.compile(rf"\[[A-Z][A-Za-z-]*+(?: (?:\d++|{'|'.join(NUMBER_WORDS)}))?\]")
_COST = re.compile(COST)
# "[Assault] 2 (…)": a keyword's number outside its brackets, opening the line (RB204)
NUMBER_OUTSIDE = re.compile(
    r"^(?:• )?\[(?P<name>[A-Z][A-Za-z-]*+)\] (?P<n>\d++)(?=$| \(|\[>\]| —|, )"
)
_GATES = re.compile(r"(?:\[>\]|\[>>\])+")
BIG = 10**6  # a keyword number beyond any card's: "[Deflect 10000000]" is read as this
_TERM_NEXT = re.compile(r" [A-Z]")


def number(digits: str) -> int:
    """A number as written, clamped to :data:`BIG` (and never ``int()`` of 4,300 digits)."""
    digits = digits.lstrip("0") or "0"
    return int(digits) if len(digits) <= len(str(BIG)) and int(digits) <= BIG else BIG


@dataclass(frozen=True, slots=True)
class KeywordToken:
    """A bracketed word that is not a symbol: "[Tank]", "[Assault 2]", "[Brun 2]"."""

    name: str
    number: int | None
    start: int  # canonical offsets of the brackets
    end: int
    worded: bool = False  # its number is written in words: "[Deflect two]"
    known: str | None = None  # the keyword's proper spelling, if it is one (in any case)


def keyword_tokens(line: Line, glossary: Glossary = BUILT_IN) -> Iterator[KeywordToken]:
    """The bracketed words of ``line`` that are not symbols, each checked against ``glossary``
    (the built-in keywords and those a set declares)."""
    for match in BRACKETED.finditer(line.text):
        body = match[1]
        if SYMBOL.fullmatch(body):
            continue
        parsed = KEYWORD_BODY.match(body.strip())
        if parsed is None:
            continue
        start, end = line.offset + match.start(), line.offset + match.end()
        name, _, last = parsed["name"].rpartition(" ")
        if parsed["n"] is None and last in NUMBER_WORDS and (known := glossary.keyword(name)):
            yield KeywordToken(name, NUMBER_WORDS.index(last), start, end, True, known)
            continue
        value = number(parsed["n"]) if parsed["n"] else None
        name = parsed["name"]
        yield KeywordToken(name, value, start, end, known=glossary.keyword(name))


def final_reminder(line: Line) -> tuple[int, int] | None:
    """Canonical span of the text inside the parentheses that end the line, if any."""
    text = line.text
    if not text.endswith(")"):
        return None
    depth = 0
    for index in range(len(text) - 1, -1, -1):
        char = text[index]
        if char == ")":
            depth += 1
        elif char == "(":
            depth -= 1
            if depth == 0:
                if index and text[index - 1] != " ":
                    return None  # "(including me)." style parentheticals are not reminders
                return line.offset + index + 1, line.offset + len(text) - 1
    return None


def sentences(text: str, offset: int = 0) -> list[tuple[int, int]]:
    """Spans of the sentences of ``text`` (each up to and including its period)."""
    spans = []
    start = 0
    for match in re.finditer(r"\.(?=\s|$|[A-Z+\[(])", text):
        spans.append((offset + start, offset + match.end()))
        start = match.end()
        while start < len(text) and text[start] == " ":
            start += 1
    if start < len(text):
        spans.append((offset + start, offset + len(text)))
    return spans


def body_start(line: Line) -> int:
    """Where the line's effect starts: after "• ", "[Keyword][>] " or "[Keyword] — "."""
    text = line.text
    index = LEAD.match(text).end()  # type: ignore[union-attr]
    at = index
    while (keyword := KEYWORD.match(text, at)) and (gates := _GATES.match(text, keyword.end())):
        at = gates.end()  # "[Legion][>] ", "[Empowered][>][>>][Deathknell][>] "
    if at > index:
        return line.offset + at + (text.startswith(" ", at))
    keyword = KEYWORD.match(text, index)
    if keyword and text.startswith(" — ", keyword.end()):
        return line.offset + keyword.end() + 3
    return line.offset + index


def is_keyword_line(text: str, glossary: Glossary = BUILT_IN) -> bool:
    """Only keywords, their numbers and costs: "[Tank]", "[Equip] [1][R]", "[Deflect], [Tank]"
    (the first perhaps without its brackets: "Equip [O]", which RB203 reports).

    Scanned item by item, in one pass: each keyword may be followed by a space and its cost
    ("[1][R]"), then by ", " or " " and the next keyword. A bracket such as "[A]" reads as a
    keyword or as a cost, so both readings are carried along (a set of states, not a
    backtracking regex, whose choices doubled with every "[A] ")."""
    bare = text[2:] if text.startswith("• ") else text
    bare = _without_final_reminder(bare)
    first = re.match(r"[A-Za-z][A-Za-z-]*+(?= \d++\b| \[|$)", bare)
    if first and glossary.keyword(first[0]):
        bare = f"[{glossary.keyword(first[0])}]" + bare[first.end() :]
    if outside := number_outside(bare, glossary):  # "[Assault] 2", which RB204 reports
        bare = f"[{outside[0]} {outside[1]}]" + bare[outside[2] :]
    states: set[str] = set()  # how the last element may be read: "keyword", "cost"
    at, separator = 0, ""
    while True:
        keyword = KEYWORD.match(bare, at)
        costs = _costs_end(bare, at)
        end = keyword.end() if keyword else costs
        after: set[str] = set()
        if end < len(bare) and bare[end] == "[":
            keyword = None  # a keyword glued to the next bracket: "[Tank][A]"
            end = costs
        if keyword:
            after.add("keyword")
        if costs == end > at and separator == " " and "keyword" in states:
            after.add("cost")  # "[Equip] [1][R]": a keyword's cost follows it after a space
        if not after:
            return False
        states, at = after, end
        if at == len(bare):
            return True
        separator = ", " if bare.startswith(", ", at) else " " if bare[at] == " " else ""
        if not separator:
            return False
        at += len(separator)


def number_outside(text: str, glossary: Glossary = BUILT_IN) -> tuple[str, str, int] | None:
    """A keyword that takes a number, given it outside its brackets at the start of ``text``
    ("[Assault] 2 (…)"): its name, the number as written and where the number ends."""
    match = NUMBER_OUTSIDE.match(text)
    if match is None:
        return None
    keyword = glossary.get(match["name"])
    takes = keyword is not None and keyword.parameter is not Parameter.NEVER
    return (match["name"], match["n"], match.end()) if takes else None


def _costs_end(text: str, at: int) -> int:
    """Where the run of cost brackets at ``at`` ("[1][R]") ends (``at`` if there is none)."""
    while cost := _COST.match(text, at):
        at = cost.end()
    return at


def _without_final_reminder(text: str) -> str:
    """``text`` without a final "(…)" holding no parentheses, and the spaces before it."""
    if not text.endswith(")"):
        return text
    opening = text.rfind("(")
    if opening < 0 or "(" in text[opening + 1 : -1] or ")" in text[opening + 1 : -1]:
        return text
    return text[:opening].rstrip()


def word_before(text: str, at: int) -> str | None:
    """The word (non-space run) that one or more spaces separate from ``at``: what
    ``re.search(r"(\\S+) +$", text[:at])`` finds, without its quadratic backtracking."""
    end = spaces_back(text, at)
    if end == at or end == 0 or text[end - 1].isspace():
        return None
    start = end
    while start > 0 and not text[start - 1].isspace():
        start -= 1
    return text[start:end]


def spaces_back(text: str, at: int) -> int:
    """Where the spaces just before ``at`` start (``at`` if there are none)."""
    while at > 0 and text[at - 1] == " ":
        at -= 1
    return at


def term_follows(text: str, at: int) -> bool:
    """Whether a capitalised word follows ``at``: "Draw| Phase", "Main| Deck"."""
    return _TERM_NEXT.match(text, at) is not None


def is_cost_line(text: str, glossary: Glossary = BUILT_IN) -> bool:
    """A keyword whose cost follows a dash: "[Equip] — [P], Recycle 2 cards from your trash"."""
    match = re.match(r"^\[([A-Z][A-Za-z-]*)\] — ", text)
    if match is None:
        return False
    keyword = glossary.get(match[1])
    return bool(keyword and keyword.cost)
