"""RB100: a text too long to read."""

from __future__ import annotations

from collections.abc import Iterator

from riftrules.lint.context import MAX_TEXT, Context
from riftrules.lint.diagnostic import Diagnostic, Location, Severity
from riftrules.lint.rule import Rule


class TextRefused(Rule):
    """## What it does
    Reports a card text over 20,000 characters, which the linter refuses to read (no card comes
    close; such input is a wrong file, not a card).

    ## Why is this bad
    Rules text is the short section of a card that describes how it affects the game (rule
    135.1); a text this long cannot be one.

    ## Example
    ```
    (a whole rulebook pasted as one card)
    ```

    ## Use instead
    ```
    One card text per block, separated by blank lines.
    ```

    ## References
    - Core Rules 135.1 (rules text)
    """

    code = "RB100"
    name = "text-refused"
    severity = Severity.ERROR
    references = ("135.1",)

    def check(self, ctx: Context) -> Iterator[Diagnostic]:
        if ctx.refused:
            where = Location(0, 0, 0, 0, 1, 1, 1, 1)
            yield self.diagnostic(
                ctx,
                where,
                f"text of {len(ctx.source):,} characters refused: the limit is {MAX_TEXT:,}",
            )
