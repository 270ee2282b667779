"""RB301-RB303: rule citations inside card text, checked against the Core Rules."""

from __future__ import annotations

from collections.abc import Iterator
from typing import TYPE_CHECKING, ClassVar, cast

from riftrules.lint.context import Context
from riftrules.lint.diagnostic import Applicability, Diagnostic, Severity
from riftrules.lint.rule import Rule
from riftrules.rules import citations, cite, store

if TYPE_CHECKING:
    from riftrules.rules.cite import Check


def _checks(ctx: Context) -> list[Check]:
    """The checked citations of the text, computed once per text (the rulebook loads lazily)."""
    if "citations" not in ctx.memo:
        found = citations.find(ctx.text)
        checks: list[Check] = []
        if found:
            target = store.load(None)
            origin = store.load(cite.named_edition(ctx.text) or target.id)
            checks = [cite.check(citation, target, origin) for citation in found]
        ctx.memo["citations"] = checks
    return cast("list[Check]", ctx.memo["citations"])


class _Citation(Rule):
    status: ClassVar[str]
    references = ("135.2.a.1",)
    risk = "the text may have meant the rule of the edition it was written for, not its successor"

    def check(self, ctx: Context) -> Iterator[Diagnostic]:
        for check in _checks(ctx):
            if check.status != self.status:
                continue
            citation = check.citation
            fix = None
            if check.suggestion:
                number = citation.text.replace(citation.number, check.suggestion)
                if number != citation.text:
                    fix = self.fix(
                        f"Cite {check.suggestion}",
                        ctx.edit(citation.start, citation.end, number),
                        applicability=Applicability.UNSAFE,
                    )
            yield self.diagnostic(
                ctx,
                ctx.location(citation.start, citation.end),
                self.describe(citation.text, check.edition),
                help=f"it is now rule {check.suggestion}" if check.suggestion else None,
                fix=fix,
            )

    def describe(self, cited: str, edition: str) -> str:
        raise NotImplementedError


class DanglingCitation(_Citation):
    """## What it does
    Finds rule citations in card text ("see rule 367", "CR 441.4") and reports those that name
    no rule of the newest complete Core Rules, with where the number's rule went if it existed
    in an earlier edition.

    ## Why is this bad
    Card text that points at rules for more information (as rule 135.2.a.1 does) sends the
    reader nowhere when the number does not exist.

    ## Example
    ```
    Deal 2 to a unit. (See rule 999.9.)
    ```

    ## Use instead
    ```
    Deal 2 to a unit.
    ```

    ## References
    - Core Rules 135.2.a.1 (a citation in the rules' own text)
    """

    code = "RB301"
    name = "dangling-citation"
    severity = Severity.ERROR
    status = "dangling"

    def describe(self, cited: str, edition: str) -> str:
        return f"{cited!r} cites no rule of the Core Rules {edition}"


class StaleCitation(_Citation):
    """## What it does
    Reports a rule citation whose rule has moved: the text names the edition it was written
    for ("Core Rules, updated …"), and the rule it cited has another number now.

    ## Why is this bad
    Rules are renumbered between editions; a stale number now names some other rule (rule
    135.2.a.1 shows how the rules cite one another).

    ## Example
    ```
    See rule 441.4 (Core Rules 2026-03-30).
    ```

    ## Use instead
    ```
    See rule 440.4.
    ```

    ## References
    - Core Rules 135.2.a.1 (a citation in the rules' own text)
    """

    code = "RB302"
    name = "stale-citation"
    status = "stale"

    def describe(self, cited: str, edition: str) -> str:
        return f"{cited!r} has moved in the Core Rules {edition}"


class UnverifiableCitation(_Citation):
    """## What it does
    Reports a rule citation that cannot be checked: the edition it was written for is one we
    only see part of, and the cited rule is not among the rules we see.

    ## Why is this bad
    It may be right; nothing says so. It is reported as information, so that it is checked
    by hand.

    ## Example
    ```
    See rule 441.9 (Core Rules, updated October 9, 2026).
    ```

    ## Use instead
    ```
    A citation of the newest complete edition.
    ```

    ## References
    - Core Rules 135.2.a.1 (a citation in the rules' own text)
    """

    code = "RB303"
    name = "unverifiable-citation"
    severity = Severity.INFO
    status = "unverifiable"

    def describe(self, cited: str, edition: str) -> str:
        return f"{cited!r} cannot be checked against the Core Rules {edition}"
