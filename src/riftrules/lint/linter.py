"""Running the rules on a card text: the entry point of detection.

:func:`lint` never raises on any input: a rule that fails on a text is a bug, reported as an
``RB000`` internal-error diagnostic rather than a crash, so one bad card never hides the rest.
"""

from __future__ import annotations

from collections.abc import Sequence

from riftrules.lint.card import CardFacts
from riftrules.lint.context import Context
from riftrules.lint.diagnostic import Diagnostic, Location, Severity
from riftrules.lint.parse_cache import ParseCache, findings_key
from riftrules.lint.registry import selected
from riftrules.lint.rule import Rule
from riftrules.rules.glossary import BUILT_IN, Glossary


def lint(
    text: str,
    card: CardFacts | None = None,
    rules: Sequence[Rule] | None = None,
    cache: ParseCache | None = None,
    glossary: Glossary = BUILT_IN,
) -> list[Diagnostic]:
    """Every finding of ``rules`` (default: all) on ``text``, in text order; keywords are
    checked against ``glossary`` (the built-in ones, and those a set declares)."""
    if rules is None:
        rules = selected()
    key = None
    if cache is not None:
        key = findings_key(text, card or CardFacts(), [rule.code for rule in rules], glossary.key)
        known = cache.get_findings(key)
        if known is not None:
            return known
    ctx = Context(text, card, cache, glossary)
    found: list[Diagnostic] = []
    for rule in rules:
        if ctx.refused and rule.code != "RB100":
            continue
        if rule.needs_data and not ctx.card.has_data:
            continue
        try:
            found.extend(rule.check(ctx))
        except Exception as error:
            found.append(_internal(rule, error))
    found = sorted(_explained(found), key=lambda d: d.sort_key)
    if key is not None and not any(d.code == "RB000" for d in found):  # a bug is not kept
        cache.put_findings(key, found)  # type: ignore[union-attr]
    return found


# Findings that explain why the grammar cannot read their line from where they are on (an
# unbalanced bracket: the whole line).
EXPLAINS = {"RB102", "RB103", "RB202", "RB203", "RB204", "RB208", "RB209", "RB210", "RB212"}
_LINE_WIDE = {"RB102"}
_EXPLAINED = {"RB101", "RB104"}  # a line not read, as a mistake or as not known yet


def _explained(found: list[Diagnostic]) -> list[Diagnostic]:
    """Drop a parse error that a finding at or before it on its line explains (a misspelt
    keyword the grammar stopped after, a missing period where the line ends …): the finding
    says more, and its fix may make the line readable. A parse error before the finding is
    kept: "Deal 3 to a unit @@" is missing its period and has an unreadable "@@"."""
    explaining = [d for d in found if d.code in EXPLAINS]

    def explained(error: Diagnostic) -> bool:
        at = error.location
        return any(
            d.location.line == at.line
            and (d.code in _LINE_WIDE or d.location.source_start <= at.source_start)
            for d in explaining
        )

    return [d for d in found if d.code not in _EXPLAINED or not explained(d)]


def _internal(rule: Rule, error: Exception) -> Diagnostic:
    return Diagnostic(
        code="RB000",
        name="internal-error",
        severity=Severity.ERROR,
        message=f"rule {rule.code} failed on this text: {type(error).__name__}: {error}",
        location=Location(0, 0, 0, 0, 1, 1, 1, 1),
        help="please report this text",
    )
