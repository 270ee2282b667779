"""RB216: "a" before a vowel sound or "an" before a consonant sound: "a enemy unit"."""

from __future__ import annotations

import re
from collections.abc import Iterator

from riftrules.lint import data
from riftrules.lint.context import Context
from riftrules.lint.diagnostic import Applicability, Diagnostic
from riftrules.lint.rule import Rule

# the article, one space, the word it goes with (a word or a number, not an icon "[A]")
_ARTICLE = re.compile(r"(?<![\w'\[-])(an?) ([A-Za-z0-9][\w'-]*)", re.I)


class Article(Rule):
    """## What it does
    Checks the indefinite article against how the next word is said: "an" before a vowel
    sound ("an enemy unit", "an hour", "an 8"), "a" before a consonant sound ("a unit",
    "a one-time effect"). Words said otherwise than they are spelt are listed in the linter's
    data (``articles.json``).

    ## Why is this bad
    "A enemy unit" and "an unit" are misprints: they read as a slip and draw the eye away
    from what the card does.

    ## Example
    ```
    Deal 3 to a enemy unit.
    ```

    ## Use instead
    ```
    Deal 3 to an enemy unit.
    ```

    ## References
    - English usage, as the card pool follows it ("an enemy unit", "a unit").
    """

    code = "RB216"
    name = "article"
    fixable = Applicability.SAFE

    def check(self, ctx: Context) -> Iterator[Diagnostic]:
        for line in ctx.lines:
            for match in _ARTICLE.finditer(line.text):
                written, word = match[1], match[2]
                right = data.article(word)
                if written.casefold() == right:
                    continue
                if written[0].isupper():
                    right = right.capitalize()
                start = line.offset + match.start(1)
                end = start + len(written)
                yield self.diagnostic(
                    ctx,
                    ctx.location(start, end),
                    f"{written!r} before {word!r}: write {right!r}",
                    help=f"write {f'{right} {word}'!r}",
                    fix=self.fix(f"Write {right!r}", ctx.edit(start, end, right)),
                )
