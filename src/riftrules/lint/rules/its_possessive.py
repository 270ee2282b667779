"""RB214: "it's" (it is) where the possessive "its" belongs."""

from __future__ import annotations

from collections.abc import Iterator
from itertools import pairwise

from riftrules.cardtext.ast import BareNounPhrase, VerbPhrase
from riftrules.cardtext.nodes import Word
from riftrules.lint.context import Context
from riftrules.lint.diagnostic import Applicability, Diagnostic
from riftrules.lint.rule import Rule


def _opens_with_noun(phrase: BareNounPhrase) -> bool:
    first = phrase.parts[0] if phrase.parts else None
    return isinstance(first, Word) and first.kind == "NOUN"


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
        for offset, node in ctx.nodes():
            if isinstance(node, VerbPhrase):
                for word, noun in pairwise(node.parts):
                    if (
                        isinstance(word, Word)
                        and word.kind == "BE"
                        and word.text.casefold() == "it's"
                        and isinstance(noun, BareNounPhrase)
                        and _opens_with_noun(noun)  # "it's attacking": it is
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
