"""RB201: a card that refers to itself the way another card type does."""

from __future__ import annotations

import re
from collections.abc import Iterator

from riftrules.lint.card import self_class
from riftrules.lint.context import Context
from riftrules.lint.diagnostic import Applicability, Diagnostic, Fix
from riftrules.lint.named_self import named_self
from riftrules.lint.rule import Rule

FIRST_PERSON = re.compile(r"\b(?:I|I'm|I've|I'd|I'll|[Mm]e|[Mm]y|[Mm]yself|[Mm]ine)\b")
THIS = re.compile(r"\bthis\b")
# "this" followed by one of these is a determiner ("this turn"), not the card itself.
DETERMINED = frozenset(
    [
        "turn",
        "combat",
        "way",
        "spell",
        "ability",
        "card",
        "gear",
        "unit",
        "battlefield",
        "game",
        "phase",
        "effect",
        "time",
        "one",
        "amount",
        "damage",
        "power",
        "cost",
        "keyword",
        "player",
        "chain",
        "showdown",
        "location",
        "token",
        "instance",
        "text",
        "mode",
        "copy",
        "rune",
        "erratum",
    ]
)
_RULE_FOR = {"I": "053.1", "me": "053.1", "this": "053.2", "here": "053.3"}
_SUBJECT_BEFORE = re.compile(r"(?:\b(?:if|when|while|unless|as|and|or|that|until)|,)\s*$", re.I)
_NEXT_WORD = re.compile(r"\s*([A-Za-z][\w'-]*)")


def bare_this(text: str, start: int) -> bool:
    """Whether "this" at ``start`` stands alone (the card itself) rather than "this turn"."""
    if re.search(r"\b[Dd]o\s+$", text[max(0, start - 4) : start]):
        return False  # "do this:", "Do this 6 times"
    following = _NEXT_WORD.match(text, start + 4)
    if following is None:
        return True  # punctuation or the end
    if text[start + 4 : following.start(1)].strip():
        return True  # "this," "this:" "this."
    word = following[1]
    return not (
        word.casefold().rstrip("s") in DETERMINED
        or word.casefold() in DETERMINED
        or word.endswith("'s")
        or word[0].isupper()
    )


class SelfReference(Rule):
    """## What it does
    Checks that a card refers to itself the way its type does: units and legends say "I",
    "me", "my"; gear and spells say "this"; battlefields say "here". Equipment say "this" for
    themselves and "I"/"me" for the unit they are attached to, whose text they become. Text in
    quotation marks belongs to what it is granted to and is skipped.

    ## Why is this bad
    The Silver Rule: cards refer to themselves in the first person, each type in its own way.
    A unit that says "this", or a spell that says "I", reads as a reference to another object.

    ## Example
    ```
    # type: unit
    When you play this, draw 1.
    ```

    ## Use instead
    ```
    # type: unit
    When you play me, draw 1.
    ```

    ## References
    - Core Rules 053.1 (units and legends say "I," "me," etc.)
    - Core Rules 053.2 (gear and spells say "this")
    - Core Rules 053.3 (battlefields say "here")
    - Core Rules 136.2.d (text appended by an attached card)
    """

    code = "RB201"
    name = "self-reference"
    references = ("053.1", "053.2", "053.3", "136.2.d")
    fixable = Applicability.SAFE

    def check(self, ctx: Context) -> Iterator[Diagnostic]:
        yield from self._named_by_type(ctx)
        kind = self_class(ctx.card.type, ctx.text)
        if kind == "first":
            yield from self._this_on_first_person(ctx)
        elif kind in ("this", "here"):
            yield from self._first_person_on(ctx, kind)

    def _named_by_type(self, ctx: Context) -> Iterator[Diagnostic]:
        """ "this unit" on a unit, "this battlefield" on a battlefield …, read from the IR."""
        for found in named_self(ctx.text, ctx.card.type, ctx.cache, lambda: ctx.parsed):
            said = ctx.text[found.start : found.end]
            kind = said.split()[-1].casefold()
            fix = None
            if not (found.subject and found.instead == "I"):  # "I" needs the verb to agree
                instead = found.instead
                if said[0].isupper():
                    instead = instead[0].upper() + instead[1:]
                fix = Fix(  # unsafe: it rests on the semantic reading of the whole text
                    f"Replace {said!r} with {instead!r}",
                    (ctx.edit(found.start, found.end, instead),),
                    Applicability.UNSAFE,
                    "the reading may take another object named by its type for the card itself",
                )
            yield self.diagnostic(
                ctx,
                ctx.location(found.start, found.end),
                f'a {kind} refers to itself as "{found.instead}", not {said!r}',
                help=f'write "{found.instead}"'
                + (" (and the verb to match)" if fix is None else ""),
                fix=fix,
                references=(_RULE_FOR[found.instead],),
            )

    def _this_on_first_person(self, ctx: Context) -> Iterator[Diagnostic]:
        kind = ctx.card.type or "unit"
        for match in THIS.finditer(ctx.text):
            if ctx.in_quotes(match.start()) or not bare_this(ctx.text, match.start()):
                continue
            before = ctx.text[max(0, match.start() - 12) : match.start()]
            subject = bool(_SUBJECT_BEFORE.search(before))
            fix = None
            if not subject:
                fix = self.fix(
                    'Replace "this" with "me"', ctx.edit(match.start(), match.end(), "me")
                )
            yield self.diagnostic(
                ctx,
                ctx.location(match.start(), match.end()),
                f'a {kind} refers to itself as "I" or "me", not "this"',
                help='write "I" (and the verb to match)' if subject else 'write "me"',
                fix=fix,
                references=("053.1",),
            )

    def _first_person_on(self, ctx: Context, kind: str) -> Iterator[Diagnostic]:
        card = ctx.card.type or kind
        for match in FIRST_PERSON.finditer(ctx.text):
            if ctx.in_quotes(match.start()):
                continue
            word = match[0]
            if kind == "here":
                message = f'a battlefield refers to itself as "here", not {word!r}'
                yield self.diagnostic(
                    ctx,
                    ctx.location(match.start(), match.end()),
                    message,
                    help='write "here" (a battlefield is a place: "When you conquer here")',
                    references=("053.3",),
                )
                continue
            fix = None
            if word.casefold() == "me":
                replacement = "this" if word == "me" else "This"
                fix = self.fix(
                    f'Replace {word!r} with "{replacement}"',
                    ctx.edit(match.start(), match.end(), replacement),
                )
            yield self.diagnostic(
                ctx,
                ctx.location(match.start(), match.end()),
                f'a {card} refers to itself as "this", not {word!r}',
                help='write "this" (and the verb to match)' if fix is None else 'write "this"',
                fix=fix,
                references=("053.2",),
            )
