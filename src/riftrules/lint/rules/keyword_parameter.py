"""RB204: a keyword with a number it does not take, without one it needs, or outside it."""

from __future__ import annotations

from collections.abc import Iterator

from riftrules.lint.context import Context
from riftrules.lint.diagnostic import Applicability, Diagnostic
from riftrules.lint.patterns import keyword_tokens, number_outside
from riftrules.lint.rule import Rule
from riftrules.rules.glossary import Parameter


class KeywordParameter(Rule):
    """## What it does
    Checks the number of each keyword against how the card pool writes that keyword: "[Tank]"
    takes none, "[Level 6]" and "[Burn 2]" need one, "[Assault]" means "[Assault 1]" and is
    written so; the number goes inside the brackets ("[Assault 2]", not "[Assault] 2"), in
    digits ("[Deflect 2]", not "[Deflect two]").

    ## Why is this bad
    A keyword's number is its value ("Assault [X]", rule 807.1.b); a number on a keyword that
    has none means nothing, and a missing one leaves the ability undefined.

    ## Example
    ```
    [Tank 2] (I must be assigned combat damage first.)
    ```

    ## Use instead
    ```
    [Tank] (I must be assigned combat damage first.)
    ```

    ## References
    - Core Rules 807.1.b (Assault is formatted as "Assault [X]")
    - Core Rules 824.1 (Level)
    - Core Rules 440.2 (Burn is formatted as "Burn X")
    """

    code = "RB204"
    name = "keyword-parameter"
    references = ("807.1.b", "824.1", "440.2")
    fixable = Applicability.UNSAFE
    risk = (
        "the number is dropped, and with it the value meant "
        "if the keyword was meant to be another that takes one"
    )

    def check(self, ctx: Context) -> Iterator[Diagnostic]:
        for line in ctx.lines:
            for token in keyword_tokens(line, ctx.glossary):
                name = token.known
                if name is None or name != token.name:
                    continue  # unknown or miscased: RB202
                usage = ctx.glossary.entries[name].parameter
                bare = f"[{name}]"
                if token.worded and usage is not Parameter.NEVER:
                    message = f"the number of [{name}] is written in words"
                    right = bare if token.number == 1 and usage is Parameter.OPTIONAL else None
                    right = right or f"[{name} {token.number}]"
                    yield self.rewrite(ctx, token.start, token.end, right, message)
                elif token.number is not None and usage is Parameter.NEVER:
                    message = f"{bare} takes no number"
                    yield self.rewrite(
                        ctx, token.start, token.end, bare, message, Applicability.UNSAFE
                    )
                elif token.number is None and usage is Parameter.REQUIRED:
                    yield self.diagnostic(
                        ctx,
                        ctx.location(token.start, token.end),
                        f"{bare} needs a number",
                        help=f"write [{name} N]",
                    )
                elif token.number == 1 and usage is Parameter.OPTIONAL:
                    message = f"[{name} 1] is written {bare}"
                    yield self.rewrite(ctx, token.start, token.end, bare, message)
            outside = number_outside(line.text, ctx.glossary)
            if outside:
                name, digits, end = outside
                start = line.offset + line.text.index("[")
                right = f"[{name} {digits}]"
                message = f"the number of [{name}] is written outside its brackets"
                yield self.rewrite(ctx, start, line.offset + end, right, message)
