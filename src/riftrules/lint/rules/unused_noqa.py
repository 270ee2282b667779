"""RB001: a noqa directive that leaves nothing unreported (ruff's RUF100)."""

from __future__ import annotations

from collections.abc import Iterator

from riftrules.lint.context import Context
from riftrules.lint.diagnostic import Diagnostic
from riftrules.lint.rule import Rule


class UnusedNoqa(Rule):
    """## What it does
    Reports a noqa directive (``# noqa: RB201`` after a line, a ``# noqa:`` header, a card
    record's ``noqa``) that leaves out no finding of the rules that ran: the finding it was
    written for is gone, or it never was.

    ## Why is this bad
    A directive that hides nothing will hide the next finding of that code on its line or
    card, unseen. Ruff reports the same as RUF100.

    ## Example
    ```
    Deal 3 to a unit. # noqa: RB209
    ```

    ## Use instead
    ```
    Deal 3 to a unit.
    ```

    ## References
    - Ruff's rule RUF100 (unused-noqa), which this follows.
    """

    code = "RB001"
    name = "unused-noqa"

    def check(self, ctx: Context) -> Iterator[Diagnostic]:
        return iter(())  # found from the card's directives: Target.suppression_findings
