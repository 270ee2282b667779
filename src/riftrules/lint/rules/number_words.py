"""RB211: amounts in digits, counts of tokens in words."""

from __future__ import annotations

import re
from collections.abc import Iterator

from riftrules.cardtext.numbers import number as read_number
from riftrules.lint.context import Context
from riftrules.lint.diagnostic import Applicability, Diagnostic
from riftrules.lint.patterns import NUMBER_WORDS as WORDS
from riftrules.lint.rule import Rule

_AMOUNT = re.compile(
    r"\b(?:[Dd]raw|[Dd]eal|[Dd]iscard|[Cc]hannel|[Ss]core|[Gg]ain|[Bb]urn|[Ss]pend|[Pp]ay)s? "
    rf"(?P<n>{'|'.join(WORDS)})\b(?! (?:of|or|and|more|fewer|less|other|another)\b)"
)
_TOKENS = re.compile(
    r"\b[Pp]lays? (?P<n>\d++) (?!\[M\])(?=(?:(?:ready|exhausted|\d++ \[M\]|[A-Z][\w']*+|unit|gear|"
    r"battlefield) )*tokens?\b)"
)


class NumberWords(Rule):
    """## What it does
    Checks how numbers are written: an amount after a game action in digits ("Draw 2.",
    "Deal 3 to a unit.", "gain 1 XP"), and how many tokens are played in words ("play two 1 [M]
    Recruit unit tokens"), as the card pool writes them.

    ## Why is this bad
    The amount of an instruction is part of its game action (rule 135.2.b.5); digits keep it
    apart from the words around it, while a count of tokens in words keeps it apart from the
    tokens' Might ("two 1 [M] Recruit unit tokens", not "2 1 [M] …").

    ## Example
    ```
    Draw two. Play 2 Gold gear tokens exhausted.
    ```

    ## Use instead
    ```
    Draw 2. Play two Gold gear tokens exhausted.
    ```

    ## References
    - Core Rules 135.2.b.5 (a game action and its complement)
    """

    code = "RB211"
    name = "number-words"
    references = ("135.2.b.5",)
    fixable = Applicability.SAFE

    def check(self, ctx: Context) -> Iterator[Diagnostic]:
        for match in _AMOUNT.finditer(ctx.text):
            if ctx.in_quotes(match.start()):
                continue
            start, end = match.span("n")
            digits = str(WORDS.index(match["n"]))
            yield self.rewrite(ctx, start, end, digits, f"amount {match['n']!r} written in words")
        for match in _TOKENS.finditer(ctx.text):
            number = read_number(match["n"])
            if not 2 <= number < len(WORDS) or ctx.in_quotes(match.start()):
                continue
            start, end = match.span("n")
            message = f"number of tokens {match['n']!r} written in digits"
            yield self.rewrite(ctx, start, end, WORDS[number], message)
