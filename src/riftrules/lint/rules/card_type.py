"""RB200: a card whose type is not known, so that the checks that depend on it were skipped."""

from __future__ import annotations

import re
from collections.abc import Iterator

from riftrules.lint.card import self_class
from riftrules.lint.context import Context
from riftrules.lint.diagnostic import Diagnostic, Severity
from riftrules.lint.rule import Rule
from riftrules.lint.rules.self_reference import FIRST_PERSON, THIS

_HERE = re.compile(r"\bhere\b")


class UnknownCardType(Rule):
    """## What it does
    Reports a card text whose card type is not given (no ``# type:`` header, no ``type``
    field, no ``--card-type``) and cannot be read from the text, when the text holds what the
    type decides: a self-reference ("I", "me", "this", "here") or a reminder. Where the text
    makes the card's voice certain it is used instead: an [Equip] ability of its own is an
    Equipment's, a first line of [Action] or [Reaction] with a spell's timing reminder is a
    spell's or a gear's (both say "this").

    ## Why is this bad
    A card refers to itself by its type (rule 053: a unit says "I" and "me", a spell or gear
    "this", a battlefield "here"), and reminders are written in that voice; without the type
    the self-reference (RB201) and reminder (RB205) checks cannot run, and a wrong "this" on a
    unit passes unseen.

    ## Example
    ```
    When you play this, draw 1.
    ```

    ## Use instead
    ```
    # type: unit
    When you play me, draw 1.
    ```

    ## References
    - Core Rules 053 (how a card refers to itself)
    """

    code = "RB200"
    name = "unknown-card-type"
    severity = Severity.INFO
    references = ("053",)

    def check(self, ctx: Context) -> Iterator[Diagnostic]:
        if ctx.card.type is not None or self_class(None, ctx.text) is not None or not ctx.lines:
            return
        text = ctx.text
        if not (
            FIRST_PERSON.search(text) or THIS.search(text) or _HERE.search(text) or "(" in text
        ):
            return
        first = ctx.lines[0]
        yield self.diagnostic(
            ctx,
            ctx.location(first.offset, first.end),
            "the card type is not known: the self-reference (RB201) and reminder (RB205) "
            "checks were skipped",
            help="give the type: a '# type: unit' header, a \"type\" field or --card-type",
        )
