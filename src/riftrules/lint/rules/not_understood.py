"""RB104: words of a card text that riftrules cannot read yet (not a mistake of the text)."""

from __future__ import annotations

from collections.abc import Iterator

from riftrules.lint.context import Context
from riftrules.lint.diagnostic import Diagnostic, Severity
from riftrules.lint.rule import Rule
from riftrules.lint.rules.parse_error import not_read_yet


class NotUnderstood(Rule):
    """## What it does
    Reports each span of words that the card-text grammar cannot place in an ability it reads
    otherwise: a verb, noun or turn of phrase that riftrules does not know yet ("Your Main Deck
    can comprise only cards with [Hidden]." — `comprise only cards`). One finding per span, at
    the span. Its severity is *info*: the text may well be right; riftrules cannot read it
    yet. A line whose unread words are close to known ones, or that holds stray punctuation
    or symbols, is a mistake of the text instead (RB101, an error).

    ## Why is this bad
    It is not, as such: rules text may use any word of the game (rule 135.2). But what
    riftrules cannot read, it cannot check, reword or play: the other rules skip the span, and
    the card does not compile. Designers of a new set see here what riftrules still has to
    learn; `riftrules coverage FILE` ranks those spans over a whole set.

    ## Example
    ```
    Your Main Deck can comprise only cards with [Hidden].
    ```

    ## Use instead
    ```
    (nothing to change in the text; ignore RB104, or report the construct to riftrules)
    ```

    ## References
    - Core Rules 135.2 (what rules text may contain)
    """

    code = "RB104"
    name = "not-understood"
    severity = Severity.INFO
    references = ("135.2",)
    needs_parse = True

    def check(self, ctx: Context) -> Iterator[Diagnostic]:
        for failure in ctx.parse_failures():
            if not not_read_yet(ctx, failure):
                continue
            for start, end in failure.unread:
                yield self.diagnostic(
                    ctx,
                    ctx.location(start, end),
                    f"riftrules cannot read {ctx.text[start:end]!r} yet",
                    help="the grammar reads the rest of this ability; this span is a construct "
                    "it does not know, not necessarily a mistake",
                )
