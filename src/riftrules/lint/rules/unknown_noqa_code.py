"""RB002: a noqa directive naming a code that is no rule's."""

from __future__ import annotations

from collections.abc import Iterator

from riftrules.lint.context import Context
from riftrules.lint.diagnostic import Diagnostic, Severity
from riftrules.lint.rule import Rule


class UnknownNoqaCode(Rule):
    """## What it does
    Reports a code in a noqa directive that is no rule's code or prefix: "RB2O1" (a letter O
    for a zero), "RB999".

    ## Why is this bad
    The directive leaves out nothing it was meant to: the finding it was written for is
    still reported, or a misspelt code silently does nothing.

    ## Example
    ```
    # noqa: RB2O1
    ```

    ## Use instead
    ```
    # noqa: RB201
    ```

    ## References
    - Ruff's handling of an invalid ``# noqa`` directive, which this follows.
    """

    code = "RB002"
    name = "unknown-noqa-code"
    severity = Severity.ERROR

    def check(self, ctx: Context) -> Iterator[Diagnostic]:
        return iter(())  # found from the card's directives: Target.suppression_findings
