"""RB102: a parenthesis, bracket or quotation mark left open or never opened."""

from __future__ import annotations

from collections.abc import Iterator

from riftrules.lint.context import Context
from riftrules.lint.diagnostic import Diagnostic, Severity
from riftrules.lint.rule import Rule

_PAIRS = {")": "(", "]": "["}
_NAMES = {"(": "parenthesis", "[": "bracket", '"': "quotation mark"}


class UnbalancedDelimiters(Rule):
    """## What it does
    Checks, line by line, that every "(" and "[" is closed on the same line and every ")" and
    "]" was opened, and that quotation marks come in pairs.

    ## Why is this bad
    Brackets mark keywords and symbols ("[Tank]", "[1][R]", rule 135.2.e), parentheses mark
    reminder text (rule 135.2.d.1) and quotation marks an ability granted to something else. One
    left open swallows the rest of the ability.

    ## Example
    ```
    [Tank (I must be assigned combat damage first.)
    ```

    ## Use instead
    ```
    [Tank] (I must be assigned combat damage first.)
    ```

    ## References
    - Core Rules 135.2.d.1 (reminder text appears in parentheses)
    - Core Rules 135.2.e.1 (symbols and their shorthand)
    """

    code = "RB102"
    name = "unbalanced-delimiters"
    severity = Severity.ERROR
    references = ("135.2.d.1", "135.2.e.1")

    def check(self, ctx: Context) -> Iterator[Diagnostic]:
        for line in ctx.lines:
            stack: list[tuple[str, int]] = []
            quotes: list[int] = []
            for index, char in enumerate(line.text):
                at = line.offset + index
                if char in "([":
                    stack.append((char, at))
                elif char in ")]":
                    opener = _PAIRS[char]
                    if stack and stack[-1][0] == opener:
                        stack.pop()
                    else:
                        name = _NAMES[opener]
                        yield self.diagnostic(
                            ctx, ctx.location(at, at + 1), f"closing {name} {char!r} never opened"
                        )
                elif char == '"':
                    quotes.append(at)
            for opener, at in stack:
                closer = "]" if opener == "[" else ")"
                yield self.diagnostic(
                    ctx,
                    ctx.location(at, at + 1),
                    f"{_NAMES[opener]} {opener!r} never closed",
                    help=f"close it with {closer!r} on the same line",
                )
            if len(quotes) % 2:
                at = quotes[-1]
                yield self.diagnostic(
                    ctx,
                    ctx.location(at, at + 1),
                    "quotation mark never closed",
                    help="a granted ability is quoted whole, ending with its period: "
                    '"[E]: Draw 1."',
                )
