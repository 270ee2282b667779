"""RB215: a word written twice in a row: "to to"."""

from __future__ import annotations

import re
from collections.abc import Iterator

from riftrules.lint.context import Context
from riftrules.lint.diagnostic import Applicability, Diagnostic
from riftrules.lint.rule import Rule

# a word, one space, the same word (in any case): letters only, so "[1] [1]" is no word
_DOUBLED = re.compile(r"(?<![\w'-])([A-Za-z]+) (\1)(?![\w'-])", re.I)


class DoubledWord(Rule):
    """## What it does
    Finds a word written twice in a row: "Deal 3 to to a unit", "the the".

    ## Why is this bad
    It is a slip of the keyboard. The grammar may read past it ("to to" as two prepositions),
    so nothing else reports it.

    ## Example
    ```
    Deal 3 to to a unit.
    ```

    ## Use instead
    ```
    Deal 3 to a unit.
    ```

    ## References
    - The card pool: no card writes a word twice in a row.
    """

    code = "RB215"
    name = "doubled-word"
    fixable = Applicability.SAFE

    def check(self, ctx: Context) -> Iterator[Diagnostic]:
        for line in ctx.lines:
            for match in _DOUBLED.finditer(line.text):
                start, end = line.offset + match.start(1), line.offset + match.end(2)
                cut = line.offset + match.end(1)
                yield self.diagnostic(
                    ctx,
                    ctx.location(start, end),
                    f"{match[1]!r} is written twice",
                    help=f"write {match[1]!r} once",
                    fix=self.fix(f"Remove the second {match[2]!r}", ctx.edit(cut, end, "")),
                )
