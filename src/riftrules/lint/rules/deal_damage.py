"""RB213: "deal 3 damage to" where cards write "deal 3 to"."""

from __future__ import annotations

from collections.abc import Iterator

from riftrules.cardtext.ast import Counted, PrepPhrase, VerbPhrase
from riftrules.cardtext.nodes import Branch, Word
from riftrules.lint.context import Context
from riftrules.lint.diagnostic import Applicability, Diagnostic
from riftrules.lint.rule import Rule


def _to(node: object) -> bool:
    """Whether ``node`` is a phrase opening with "to" (the Deal's recipient)."""
    if not isinstance(node, PrepPhrase) or not node.parts:
        return False
    first = node.parts[0]
    return isinstance(first, Word) and first.kind == "TO"


class DealDamage(Rule):
    """## What it does
    Finds an amount of damage written with the word "damage" after a Deal: "Deal 3 damage to
    a unit", where cards write "Deal 3 to a unit". "Deal damage equal to my Might" (no amount)
    and "deal 5 damage split among …" keep their word.

    ## Why is this bad
    Card text writes a Deal action's amount alone: what is dealt is damage (rule 417.1), so
    the word is redundant, and a card that writes it reads unlike every other card.

    ## Example
    ```
    Deal 3 damage to a unit.
    ```

    ## Use instead
    ```
    Deal 3 to a unit.
    ```

    ## References
    - Core Rules 417.1 (the Deal action deals damage)
    """

    code = "RB213"
    name = "deal-damage"
    references = ("417.1",)
    fixable = Applicability.SAFE
    needs_parse = True

    def check(self, ctx: Context) -> Iterator[Diagnostic]:
        for offset, node in ctx.nodes():
            if isinstance(node, Branch):
                for verb, amount, to in zip(
                    node.parts, node.parts[1:], node.parts[2:], strict=False
                ):
                    if not (isinstance(verb, VerbPhrase) and isinstance(amount, Counted)):
                        continue
                    if not _to(to):
                        continue  # "deal 5 damage split among …" keeps its word
                    deal = [w for w in verb.parts if isinstance(w, Word) and w.kind == "VERB"]
                    words = [w for w in amount.parts if isinstance(w, Word)]
                    if not deal or deal[-1].text.casefold() != "deal" or len(words) < 2:
                        continue
                    noun = words[-1]
                    if noun.kind == "NOUN" and noun.text.casefold() == "damage":
                        yield self._finding(ctx, offset, words[-2], noun)

    def _finding(self, ctx: Context, offset: int, number: Word, noun: Word) -> Diagnostic:
        start, end = offset + number.span.end, offset + noun.span.end
        return self.diagnostic(
            ctx,
            ctx.location(offset + noun.span.start, end),
            f'"deal {number.text} {noun.text}": cards write the amount alone',
            help=f'write "deal {number.text} to"',
            fix=self.fix(f"Remove {noun.text!r}", ctx.edit(start, end, "")),
        )
