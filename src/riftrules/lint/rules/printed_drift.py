"""RB406: printed text that differs from the current wording, with no erratum to say why."""

from __future__ import annotations

from collections.abc import Iterator

from riftrules.cardtext.normalise import normalise
from riftrules.lint.context import Context
from riftrules.lint.diagnostic import Diagnostic, Severity
from riftrules.lint.rule import Rule


class PrintedTextDrift(Rule):
    """## What it does
    Compares a card's printed text with its current wording (both in the canonical notation)
    and reports the first line where they part, when no erratum is recorded for the card.

    ## Why is this bad
    The current wording of a card is its printed text unless an erratum changed it; a
    difference with no erratum is either an unrecorded erratum or a mistake in one of the two
    texts (a dropped line, a typo in a printing). Errata say what changed and why.

    ## Example
    ```
    {"text": "When you conquer here, draw 1.", "printed": "When you conquer here, draw 1..",
     "errata": []}
    ```

    ## Use instead
    ```
    {"text": "When you conquer here, draw 1.", "printed": "When you conquer here, draw 1.",
     "errata": []}
    ```

    ## References
    - Core Rules 135.1 (the rules text of a card)
    """

    code = "RB406"
    compares_record = True
    name = "printed-text-drift"
    severity = Severity.INFO
    references = ("135.1",)
    needs_data = True

    def check(self, ctx: Context) -> Iterator[Diagnostic]:
        card = ctx.card
        if card.printed is None or card.errata:
            return
        printed = normalise(card.printed).text
        if printed == ctx.text:
            return
        current = ctx.text.split("\n")
        old = printed.split("\n")
        index = next(
            (i for i, (a, b) in enumerate(zip(current, old, strict=False)) if a != b),
            min(len(current), len(old)),
        )
        offset = sum(len(line) + 1 for line in current[:index])
        if index < len(current):
            where = ctx.location(offset, offset + len(current[index]))
        else:
            where = ctx.location(len(ctx.text), len(ctx.text))
        if index >= len(old):
            detail = f"the printing lacks line {index + 1} and after"
            printed_line = None
        elif index >= len(current):
            detail = f"the printing has more lines: {old[index]!r}"
            printed_line = None
        else:
            detail = f"line {index + 1} differs"
            printed_line = old[index]
        yield self.diagnostic(
            ctx,
            where,
            f"printed text differs from the current wording with no erratum: {detail}",
            help=f"printed: {printed_line!r}" if printed_line is not None else None,
        )
