"""RB202: a bracketed keyword that is not one, or is spelt in the wrong case."""

from __future__ import annotations

from collections.abc import Iterator

from riftrules.lint import data
from riftrules.lint.context import Context
from riftrules.lint.diagnostic import Applicability, Diagnostic
from riftrules.lint.patterns import keyword_tokens
from riftrules.lint.rule import Rule


def spelled(name: str, number: int | None) -> str:
    return f"[{name}{f' {number}' if number is not None else ''}]"


class UnknownKeyword(Rule):
    """## What it does
    Checks every bracketed word against the keywords the card pool prints and the Core Rules'
    keyword glossary define ("[Brun 2]" -> "[Burn 2]"), and their capitalisation ("[tank]" ->
    "[Tank]"). A bracketed game action of the rules that is no keyword ("[Draw 2]") is
    reported as such.

    ## Why is this bad
    A keyword is a shorthand for a longer ability (rule 801); a misspelt one stands for
    nothing, and the card loses the ability it was meant to have.

    ## Example
    ```
    [Brun 2].
    ```

    ## Use instead
    ```
    [Burn 2].
    ```

    ## References
    - Core Rules 801 (keywords)
    - Core Rules 804 (the keyword glossary)
    """

    code = "RB202"
    name = "unknown-keyword"
    references = ("801", "804")
    fixable = Applicability.UNSAFE
    risk = "the nearest keyword may not be the one meant, and keywords differ in what they do"

    def check(self, ctx: Context) -> Iterator[Diagnostic]:
        terms = data.terms()
        for line in ctx.lines:
            for token in keyword_tokens(line, ctx.glossary):
                known = token.known
                if known == token.name:
                    continue
                written = ctx.text[token.start : token.end]
                where = ctx.location(token.start, token.end)
                if known:
                    right = spelled(known, token.number)
                    message = f"keyword {written} is written in the wrong case"
                    yield self.rewrite(ctx, token.start, token.end, right, message)
                    continue
                if token.name in terms:
                    yield self.diagnostic(
                        ctx,
                        where,
                        f"{written}: {token.name} is not a keyword the cards print",
                        help=f"the rules define {token.name} (rule {terms[token.name]}); "
                        "write it without brackets",
                    )
                    continue
                near = ctx.glossary.closest_keyword(token.name)
                if near is None:
                    yield self.diagnostic(
                        ctx,
                        where,
                        f"unknown keyword {written}",
                        help="no keyword of this name in the card pool or the Core Rules; "
                        "a new set declares its own in [tool.riftrules.keywords]",
                    )
                    continue
                right = spelled(near, token.number)
                yield self.diagnostic(
                    ctx,
                    where,
                    f"unknown keyword {written}",
                    help=f"did you mean {right}?",
                    fix=self.fix(
                        f"Replace with {right}",
                        ctx.edit(token.start, token.end, right),
                        applicability=Applicability.UNSAFE,
                    ),
                )
