"""RB214: "it's" (it is) where the possessive "its" belongs."""

from __future__ import annotations

from collections.abc import Iterator
from itertools import pairwise

from riftrules.cardtext.ast import BareNounPhrase, VerbPhrase
from riftrules.cardtext.nodes import Word
from riftrules.lint.context import Context
from riftrules.lint.diagnostic import Applicability, Diagnostic
from riftrules.lint.rule import Rule


class ItsPossessive(Rule):
    """## What it does
    Finds "it's" read before a noun with no determiner, where the possessive "its" belongs:
    "Return it to it's owner's hand". "If it's exhausted", "If it's attacking" (it is) are
    left alone.

    ## Why is this bad
    "It's" is "it is": "it's owner" says that the object is an owner. The possessive has no
    apostrophe, as the pool writes it ("its owner", "its controller").

    ## Example
    ```
    Return a unit to it's owner's hand.
    ```

    ## Use instead
    ```
    Return a unit to its owner's hand.
    ```

    ## References
    - The card pool: every possessive of "it" is written "its".
    """

    code = "RB214"
    name = "its-possessive"
    fixable = Applicability.SAFE
    needs_parse = True

    def check(self, ctx: Context) -> Iterator[Diagnostic]:
        for offset, tree in ctx.trees():
            for node in tree.walk():
                if not isinstance(node, VerbPhrase):
                    continue
                for word, noun in pairwise(node.parts):
                    if (
                        isinstance(word, Word)
                        and word.kind == "BE"
                        and word.text.casefold() == "it's"
                        and isinstance(noun, BareNounPhrase)
                        and next(noun.words()).kind == "NOUN"  # "it's attacking": it is
                    ):
                        start, end = offset + word.span.start, offset + word.span.end
                        right = word.text[:2] + "s"
                        yield self.diagnostic(
                            ctx,
                            ctx.location(start, end),
                            f'"{word.text}" is "it is"; the possessive is "{right}"',
                            help=f'write "{right}"',
                            fix=self.fix(f'Write "{right}"', ctx.edit(start, end, right)),
                        )
