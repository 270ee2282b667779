"""RB217: two or more spaces between words."""

from __future__ import annotations

import re
from collections.abc import Iterator

from riftrules.lint.context import Context
from riftrules.lint.diagnostic import Applicability, Diagnostic
from riftrules.lint.rule import Rule

# inside a line, between two characters that are not spaces (a line's indentation and its
# trailing spaces are the normaliser's: no finding)
_SPACES = re.compile(r"(?<=[^\s])[ \t\u00a0]{2,}(?=[^\s])")


class DoubleSpace(Rule):
    """## What it does
    Finds two or more spaces (or tabs) between words: "Deal 3 to  a unit."

    ## Why is this bad
    Card text has one space between words. The linter and the grammar read the text with
    its spaces collapsed, so nothing else reports them, but the card would print them.

    ## Example
    ```
    Deal 3 to  a unit.
    ```

    ## Use instead
    ```
    Deal 3 to a unit.
    ```

    ## References
    - The card pool: one space between words.
    """

    code = "RB217"
    name = "double-space"
    fixable = Applicability.SAFE

    def check(self, ctx: Context) -> Iterator[Diagnostic]:
        for match in _SPACES.finditer(ctx.source):  # the text as given: the canonical has one
            start, end = match.start(), match.end()
            yield self.diagnostic(
                ctx,
                ctx.source_location(start, end),
                f"{end - start} spaces between words",
                help="write one space",
                fix=self.fix("Write one space", ctx.source_edit(start, end, " ")),
            )
