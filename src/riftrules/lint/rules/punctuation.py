"""RB209: sentence punctuation: final periods, doubled or spaced punctuation."""

from __future__ import annotations

import re
from collections.abc import Iterator

from riftrules.lint import data
from riftrules.lint.context import Context, Line
from riftrules.lint.diagnostic import Applicability, Diagnostic
from riftrules.lint.patterns import (
    final_reminder,
    is_cost_line,
    is_keyword_line,
    spaces_back,
    term_follows,
    word_before,
)
from riftrules.lint.rule import Rule

_ENDINGS = (".", '."', "—", "!", "?", ":")
_DOUBLE = re.compile(r"(?<!\.)\.\.(?!\.)")
_SPACE_BEFORE = re.compile(r"(?<=[\w\])]) +(?=[.,;:](?:\s|$|[\"')]))")
_NO_SPACE_AFTER = re.compile(r"(?<=[a-z\])])\.(?=[A-Z+(]|\[(?!\d))")
_CAPITAL = re.compile(r"(?<![\w'\[-])(A(?= )|[A-Z][a-z][\w'-]*)")
FUNCTION_WORDS = frozenset(
    [
        "a",
        "an",
        "the",
        "and",
        "or",
        "nor",
        "but",
        "to",
        "of",
        "with",
        "your",
        "my",
        "its",
        "their",
        "our",
        "this",
        "that",
        "these",
        "those",
        "each",
        "any",
        "another",
        "other",
        "from",
        "in",
        "on",
        "at",
        "for",
        "by",
        "as",
        "if",
        "then",
        "than",
        "into",
        "onto",
        "all",
        "both",
        "no",
        "up",
        "down",
        "out",
        "over",
        "under",
        "is",
        "are",
        "was",
        "were",
        "be",
        "been",
        "has",
        "have",
        "had",
        "do",
        "does",
        "did",
        "not",
        "can",
        "may",
        "must",
        "would",
        "will",
        "while",
        "when",
        "whenever",
        "unless",
        "until",
        "because",
        "since",
        "where",
        "whether",
        "after",
        "before",
        "though",
        "so",
        "what",
        "which",
        "who",
        "whom",
        "whose",
        "how",
        "once",
    ]
)


def opens_sentence(text: str, start: int) -> bool:
    end = spaces_back(text, start)
    return not end or text[end - 1] in '.:—("•!?\n' or text.endswith("[>]", 0, end)


_DEMONSTRATIVES = {"this", "that", "these", "those"}


def runs_on(text: str, match: re.Match[str]) -> bool:
    """A sentence opener inside a sentence, after a content word: "Deal 2 to a unit Draw 1."
    ("I" is left alone: "the first time I move" is no run-on)."""
    word = match[1]
    if word not in data.openers():
        return False
    if opens_sentence(text, match.start()):
        return False
    if term_follows(text, match.end()):
        return False  # a term of several words: "Draw Phase", "Main Deck"
    token = word_before(text, match.start())
    if token is None:
        return False
    if token.endswith(","):
        return False  # "[Y], Kill a friendly unit" (a cost), or RB210
    if slip_of_case(word, token):
        return False
    folded = token.casefold().strip("\"'")
    return folded in _DEMONSTRATIVES or folded not in FUNCTION_WORDS


def slip_of_case(word: str, before: str) -> bool:
    """A function word capitalised after a word (``before``) that the pool hardly ever opens a
    sentence with: "Deal 3 To a unit" is "to" miswritten (RB210), not a sentence run on (RB209);
    after a cost ("[Equip] [3][A] This …") it may well open one."""
    return before[-1:].isalnum() and word in data.continuers() and word.casefold() in FUNCTION_WORDS


def _unbalanced(text: str) -> bool:
    return text.count("[") != text.count("]") or text.count("(") != text.count(")")


class SentencePunctuation(Rule):
    """## What it does
    Checks sentence punctuation line by line: an ability ends with a period (before its
    reminder, if it has one), and so does reminder text; a sentence that runs into the next
    without one ("Deal 2 to a unit Draw 1."); doubled periods, a space before a period or a
    comma, and a period with no space after it. Lines of keywords alone ("[Tank]",
    "[Equip] [R]") and keyword costs ("[Equip] — [P], Recycle 2 cards from your trash") take no
    period; "Choose one —" ends with its dash.

    ## Why is this bad
    An instruction ends where its sentence ends (rule 135.2.b.3): a missing period runs two
    instructions into one, and the grammar then reads them as one.

    ## Example
    ```
    [Legion] — Draw 1 (Get the effect if you've played another card this turn)
    ```

    ## Use instead
    ```
    [Legion] — Draw 1. (Get the effect if you've played another card this turn.)
    ```

    ## References
    - Core Rules 135.2.b.3 (instructions and when they execute)
    - Core Rules 135.2.d.1 (reminder text)
    """

    code = "RB209"
    name = "sentence-punctuation"
    references = ("135.2.b.3", "135.2.d.1")
    fixable = Applicability.SAFE
    risk = (
        "the added period splits one instruction in two, which reads "
        "differently if the capital was only a slip of case"
    )

    def check(self, ctx: Context) -> Iterator[Diagnostic]:
        for line in ctx.lines:
            yield from self._line_end(ctx, line)
            yield from self._inside(ctx, line)

    def _line_end(self, ctx: Context, line: Line) -> Iterator[Diagnostic]:
        reminder = final_reminder(line)
        body_end = line.end if reminder is None else reminder[0] - 1
        body = ctx.text[line.offset : body_end].rstrip()
        if reminder is not None:
            inner = ctx.text[reminder[0] : reminder[1]].rstrip()
            if inner and not inner.endswith(_ENDINGS):
                end = reminder[0] + len(inner)
                yield self._missing(ctx, end, "reminder text does not end with a period")
        if not body.strip(" •") or body.endswith(_ENDINGS) or _unbalanced(line.text):
            return  # an unclosed bracket is RB102's: the line's end is not known
        if is_keyword_line(body, ctx.glossary) or is_cost_line(body, ctx.glossary):
            return
        yield self._missing(ctx, line.offset + len(body), "ability does not end with a period")

    def _missing(self, ctx: Context, at: int, message: str) -> Diagnostic:
        return self.diagnostic(
            ctx,
            ctx.location(at, at),
            message,
            help="end the sentence with a period",
            fix=self.fix("Add a period", ctx.edit(at, at, ".")),
        )

    def _inside(self, ctx: Context, line: Line) -> Iterator[Diagnostic]:
        text = line.text
        for match in _DOUBLE.finditer(text):
            at = line.offset + match.start()
            yield self.diagnostic(
                ctx,
                ctx.location(at, at + 2),
                "doubled period",
                help="write one period",
                fix=self.fix("Remove a period", ctx.edit(at, at + 1, "")),
            )
        for match in _SPACE_BEFORE.finditer(text):
            start, end = line.offset + match.start(), line.offset + match.end()
            mark = text[match.end()]
            yield self.diagnostic(
                ctx,
                ctx.location(start, end + 1),
                f"space before {mark!r}",
                help="remove the space",
                fix=self.fix("Remove the space", ctx.edit(start, end, "")),
            )
        for match in _NO_SPACE_AFTER.finditer(text):
            at = line.offset + match.end()
            yield self.diagnostic(
                ctx,
                ctx.location(at - 1, at + 1),
                "no space after the period",
                help="put a space between sentences",
                fix=self.fix("Add a space", ctx.edit(at, at, " ")),
            )
        for match in _CAPITAL.finditer(text):
            if ctx.in_quotes(line.offset + match.start()) or not runs_on(text, match):
                continue
            gap = text[: match.start()].rstrip(" ")
            at = line.offset + len(gap)
            yield self.diagnostic(
                ctx,
                ctx.location(at, line.offset + match.end()),
                f"sentence runs on into {match[1]!r}: a period is missing",
                help=f"end the sentence before {match[1]!r}",
                fix=self.fix(
                    "Add a period", ctx.edit(at, at, "."), applicability=Applicability.UNSAFE
                ),
            )
