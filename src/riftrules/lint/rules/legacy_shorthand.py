"""RB207: the older shorthands [T] (exhaust) and [S] (Might)."""

from __future__ import annotations

import re
from collections.abc import Iterator

from riftrules.lint.context import Context
from riftrules.lint.diagnostic import Applicability, Diagnostic, Edit
from riftrules.lint.rule import Rule

LEGACY = re.compile(r"\[([TS])\]")
CURRENT = {"T": "[E]", "S": "[M]"}


class LegacyShorthand(Rule):
    """## What it does
    Finds "[T]" for the exhaust symbol and "[S]" for the Might symbol in the text as given,
    and rewrites them in the current shorthand, "[E]" and "[M]".

    ## Why is this bad
    The rules name "[E]" and "[M]" as the shorthands, noting that earlier rules information
    used other ones: "[T]" now reads as nothing, and "[S]" may be taken for a domain.

    ## Example
    ```
    [T]: Give a unit +3 [S] this turn.
    ```

    ## Use instead
    ```
    [E]: Give a unit +3 [M] this turn.
    ```

    ## References
    - Core Rules 135.2.e.2 (the exhaust symbol's shorthand is [E])
    - Core Rules 135.2.e.3 (the Might symbol's shorthand is [M])
    """

    code = "RB207"
    name = "legacy-shorthand"
    references = ("135.2.e.2", "135.2.e.3")
    fixable = Applicability.SAFE

    def check(self, ctx: Context) -> Iterator[Diagnostic]:
        for match in LEGACY.finditer(ctx.source):
            current = CURRENT[match[1]]
            symbol = "exhaust" if match[1] == "T" else "Might"
            yield self.diagnostic(
                ctx,
                ctx.source_location(match.start(), match.end()),
                f"{match[0]} is an older shorthand for the {symbol} symbol",
                help=f"write {current}",
                fix=self.fix(f"Write {current}", Edit(match.start(), match.end(), current)),
            )
