"""Patterns several rules share: bracketed tokens, keyword lines, reminders, sentences.

These read the canonical text, line by line, so that rules work whether or not the grammar
reads the line yet.
"""

from __future__ import annotations

import re
from collections.abc import Iterator
from dataclasses import dataclass

from riftrules.cardtext.numbers import number as read_number
from riftrules.lint import data
from riftrules.lint.context import Line

BRACKETED = re.compile(r"\[([^\[\]\n]*)\]")
SYMBOL = re.compile(r"\d+|[RGBOPYACEMTS]|>|>>")
KEYWORD_BODY = re.compile(
    r"^(?P<name>[A-Za-z][A-Za-z'-]*(?: [A-Za-z][A-Za-z'-]*)*?)(?: (?P<n>\d+))?$"
)
COSTS = r"(?:\[(?:\d+|[RGBOPYACEM])\])+"
LEAD = re.compile(r"^(?:• )?")


@dataclass(frozen=True, slots=True)
class KeywordToken:
    """A bracketed word that is not a symbol: "[Tank]", "[Assault 2]", "[Brun 2]"."""

    name: str
    number: int | None
    start: int  # canonical offsets of the brackets
    end: int

    @property
    def known(self) -> str | None:
        return data.keyword(self.name)


def keyword_tokens(line: Line) -> Iterator[KeywordToken]:
    for match in BRACKETED.finditer(line.text):
        body = match[1]
        if SYMBOL.fullmatch(body):
            continue
        parsed = KEYWORD_BODY.match(body.strip())
        if parsed is None:
            continue
        number = read_number(parsed["n"]) if parsed["n"] else None
        yield KeywordToken(
            parsed["name"], number, line.offset + match.start(), line.offset + match.end()
        )


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
    gated = re.match(r"(?:\[[A-Z][A-Za-z-]*(?: \d+)?\](?:\[>\]|\[>>\])+)+ ?", text[index:])
    if gated:
        return line.offset + index + gated.end()
    dashed = re.match(r"\[[A-Z][A-Za-z-]*(?: \d+)?\] — ", text[index:])
    if dashed:
        return line.offset + index + dashed.end()
    return line.offset + index


def is_keyword_line(text: str) -> bool:
    """Only keywords, their numbers and costs: "[Tank]", "[Equip] [1][R]", "[Deflect], [Tank]"
    (the first perhaps without its brackets: "Equip [O]", which RB203 reports)."""
    bare = re.sub(r"\s*\([^()]*\)$", "", text)
    bare = re.sub(r"^• ", "", bare)
    first = re.match(r"([A-Za-z][A-Za-z-]*)(?= \d+\b| \[|$)", bare)
    if first and data.keyword(first[1]):
        bare = f"[{data.keyword(first[1])}]" + bare[first.end() :]
    item = rf"\[[A-Z][A-Za-z-]*(?: \d+)?\](?: {COSTS})?"
    return bool(re.fullmatch(rf"{item}(?:,? {item})*", bare))


def is_cost_line(text: str) -> bool:
    """A keyword whose cost follows a dash: "[Equip] — [P], Recycle 2 cards from your trash"."""
    match = re.match(r"^\[([A-Z][A-Za-z-]*)\] — ", text)
    if match is None:
        return False
    info = data.keywords().get(match[1])
    return bool(info and info.get("cost"))
