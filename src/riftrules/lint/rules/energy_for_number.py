"""RB212: an Energy symbol where a plain number belongs: "[1] [M]" for "1 [M]"."""

from __future__ import annotations

import re
from collections.abc import Iterator

from riftrules.lint.context import Context
from riftrules.lint.diagnostic import Applicability, Diagnostic
from riftrules.lint.rule import Rule

_MIGHT = re.compile(r"(?<![\]\w])\[(?P<n>\d+)\] ?\[M\]")


class EnergyForNumber(Rule):
    """## What it does
    Finds a Might written with the Energy symbol, "[1] [M]", where card text writes a number
    and the Might symbol, "1 [M]" ("play a 1 [M] Bird unit token").

    ## Why is this bad
    "[1]" is the shorthand for one Energy (rules 131.2.a and 135.2.e): "[1] [M]" reads as a
    cost of one Energy followed by a Might symbol, not as a Might of 1.

    ## Example
    ```
    Play two [1] [M] Bird unit tokens with [Deflect].
    ```

    ## Use instead
    ```
    Play two 1 [M] Bird unit tokens with [Deflect].
    ```

    ## References
    - Core Rules 135.2.e.3 (the Might symbol)
    - Core Rules 131.2.a (Energy is written as a numeral)
    """

    code = "RB212"
    name = "energy-for-number"
    references = ("135.2.e.3", "131.2.a")
    fixable = Applicability.SAFE

    def check(self, ctx: Context) -> Iterator[Diagnostic]:
        for match in _MIGHT.finditer(ctx.text):
            right = f"{match['n']} [M]"
            yield self.diagnostic(
                ctx,
                ctx.location(match.start(), match.end()),
                f"{match[0]!r}: a Might is written with a number, not an Energy symbol",
                help=f"write {right!r}",
                fix=self.fix(f"Write {right}", ctx.edit(match.start(), match.end(), right)),
            )
