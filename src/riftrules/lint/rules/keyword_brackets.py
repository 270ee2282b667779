"""RB203: a keyword written without its brackets, or with spaces inside them."""

from __future__ import annotations

import re
from collections.abc import Iterator

from riftrules.lint.context import Context
from riftrules.lint.diagnostic import Applicability, Diagnostic
from riftrules.lint.rule import Rule
from riftrules.rules.glossary import Parameter

# A keyword opening a line, followed by the end, its reminder, its number, a cost or a dash.
_BARE = re.compile(
    r"^(?:• )?(?P<kw>(?P<name>[A-Z][A-Za-z-]*)(?: (?P<n>\d+))?)(?=$| \(| \[| —|\[>\]|,)"
)
_SPACED = re.compile(r"\[(?P<pad1> *)(?P<body>[A-Za-z][A-Za-z-]*(?: \d+)?)(?P<pad2> *)\]")


class KeywordBrackets(Rule):
    """## What it does
    Finds a glossary keyword written bare where the card has it ("Tank", "Equip [O] (…)",
    "Assault 2 (…)" opening a line) or with spaces inside its brackets ("[ Tank ]").

    ## Why is this bad
    Keywords are set apart by their highlight (rule 801.2), which card text writes as square
    brackets; a bare "Tank" reads as a name, not the keyword.

    ## Example
    ```
    Equip [O] ([O]: Attach this to a unit you control.)
    ```

    ## Use instead
    ```
    [Equip] [O] ([O]: Attach this to a unit you control.)
    ```

    ## References
    - Core Rules 801.2 (keywords are identified by their highlight)
    """

    code = "RB203"
    name = "keyword-brackets"
    references = ("801.2",)
    fixable = Applicability.SAFE

    def check(self, ctx: Context) -> Iterator[Diagnostic]:
        glossary = ctx.glossary
        for line in ctx.lines:
            match = _BARE.match(line.text)
            if match:
                name = glossary.keyword(match["name"])
                info = glossary.get(name or "")
                defined = info and (info.in_glossary or info.declared)  # the rules' or the set's
                if defined and (match["n"] is None or info.parameter is not Parameter.NEVER):
                    start, end = line.offset + match.start("kw"), line.offset + match.end("kw")
                    right = f"[{name}{' ' + match['n'] if match['n'] else ''}]"
                    message = f"keyword {match['kw']!r} is written without brackets"
                    yield self.rewrite(ctx, start, end, right, message)
            for spaced in _SPACED.finditer(line.text):
                if not (spaced["pad1"] or spaced["pad2"]) or not glossary.keyword(
                    spaced["body"].split(" ")[0]
                ):
                    continue
                start, end = line.offset + spaced.start(), line.offset + spaced.end()
                right = f"[{spaced['body']}]"
                yield self.rewrite(ctx, start, end, right, f"spaces inside the brackets of {right}")
