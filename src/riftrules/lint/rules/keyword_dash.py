"""RB208: the dash between a keyword and the ability it governs."""

from __future__ import annotations

import re
from collections.abc import Iterator

from riftrules.lint.context import Context
from riftrules.lint.diagnostic import Applicability, Diagnostic, Edit
from riftrules.lint.rule import Rule

# In the text as given: a keyword opening a line, then a dash or colon of any kind and spacing.
_DASHED = re.compile(
    r"(?m)^(?P<lead>(?:• )?\[(?P<name>[A-Z][A-Za-z-]*)(?: \d+)?\])"
    r"(?P<sep>[ \t]*(?:--|[-–—:])[ \t]*|[ \t]+(?=[A-Z][a-z]))"
)


class KeywordDash(Rule):
    """## What it does
    Checks the separator after a keyword that governs an ability ("[Legion] — Draw 1.",
    "[Deathknell] — …"), or that a cost follows ("[Equip] — [P], …"), in the text as given: an
    em dash with a space on each side. A hyphen, an en dash, a double hyphen, a colon, a dash
    without spaces, or no separator at all before the ability is reported. The newer arrow form
    "[Legion][>] Draw 1." is also right.

    ## Why is this bad
    The separator shows where the keyword ends and the ability it governs begins (rule
    135.2.e.7); a colon reads as the cost of an activated ability, and a hyphen as a minus
    sign.

    ## Example
    ```
    [Legion] - Draw 1.
    ```

    ## Use instead
    ```
    [Legion] — Draw 1.
    ```

    ## References
    - Core Rules 135.2.e.7 (a keyword associated with an ability)
    - Core Rules 812.1.a (Legion is formatted as "[Legion][>] [Text]")
    """

    code = "RB208"
    name = "keyword-dash"
    references = ("135.2.e.7", "812.1.a")
    fixable = Applicability.SAFE

    def check(self, ctx: Context) -> Iterator[Diagnostic]:
        for match in _DASHED.finditer(ctx.source):
            if ctx.glossary.keyword(match["name"]) is None or match["sep"] == " — ":
                continue
            start, end = match.start("sep"), match.end("sep")
            keyword = match["lead"].lstrip("• ")
            missing = not match["sep"].strip()
            message = (
                f"no dash between {keyword} and the ability it governs"
                if missing
                else f"{match['sep'].strip()!r} after {keyword}: write an em dash between spaces"
            )
            yield self.diagnostic(
                ctx,
                ctx.source_location(start, end),
                message,
                help=f"write {keyword} — or {keyword}[>]",
                fix=self.fix('Write " — "', Edit(start, end, " — ")),
            )
