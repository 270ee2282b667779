"""RB210: capitalisation at the start of sentences and inside them."""

from __future__ import annotations

import re
from collections.abc import Iterator

from riftrules.lint import data
from riftrules.lint.context import Context, Line
from riftrules.lint.diagnostic import Applicability, Diagnostic
from riftrules.lint.patterns import body_start, final_reminder, term_follows, word_before
from riftrules.lint.rule import Rule
from riftrules.lint.rules.punctuation import FUNCTION_WORDS, opens_sentence, slip_of_case

_AFTER_PERIOD = re.compile(r"(?<=[\w\])]\. )([a-z][\w'-]*)")
_CAPITAL = re.compile(r"(?<![\w'\[-])(A(?= )|[A-Z][a-z][\w'-]*+)")
_COST_END = re.compile(r"(?:\[[^\[\]]++\]|\bthis|\bXP|\d)$")


def after_cost(text: str, at: int) -> bool:
    """Whether ``at`` follows a cost and its comma: "[1], |Kill …", "Exhaust this, |Draw …"
    (only the few characters before the comma are read)."""
    if not text.endswith(", ", 0, at):
        return False
    return _COST_END.search(text, max(0, at - 24), at - 2) is not None


class Capitalisation(Rule):
    """## What it does
    Checks that each ability, each sentence and each reminder starts with a capital letter,
    and that words the card pool writes in lower case inside a sentence ("ability", "draw",
    "unit") are not capitalised there ("a spell or Ability"). Terms of several capitalised
    words ("Draw Phase", "Main Deck") and names are left alone; after a colon either case is
    right ("[E]: Draw 1.", "do this: draw 1.").

    ## Why is this bad
    Capitals mark sentence starts, names and game terms such as Might and Main Deck (rule
    135.2.b.4 on how instructions are written); a stray capital reads as a term that does not
    exist, and a lower-case start hides where an instruction begins.

    ## Example
    ```
    Opponents must pay [A][A] to choose me with a spell or Ability.
    ```

    ## Use instead
    ```
    Opponents must pay [A][A] to choose me with a spell or ability.
    ```

    ## References
    - Core Rules 135.2.b.4 (how instructions are written)
    """

    code = "RB210"
    name = "capitalisation"
    references = ("135.2.b.4",)
    fixable = Applicability.SAFE

    def check(self, ctx: Context) -> Iterator[Diagnostic]:
        for line in ctx.lines:
            starts = [body_start(line)]
            reminder = final_reminder(line)
            if reminder is not None:
                starts.append(reminder[0])
            for match in _AFTER_PERIOD.finditer(line.text):
                starts.append(line.offset + match.start())
            for at in dict.fromkeys(starts):
                if at < len(ctx.text) and ctx.text[at].islower() and not ctx.in_quotes(at):
                    yield self._lower_start(ctx, at)
            yield from self._capitals(ctx, line)

    def _lower_start(self, ctx: Context, at: int) -> Diagnostic:
        word = re.match(r"[\w'-]+", ctx.text[at:])
        end = at + (word.end() if word else 1)
        return self.diagnostic(
            ctx,
            ctx.location(at, end),
            f"sentence starts in lower case: {ctx.text[at:end]!r}",
            help="capitalise the first word",
            fix=self.fix("Capitalise", ctx.edit(at, at + 1, ctx.text[at].upper())),
        )

    def _capitals(self, ctx: Context, line: Line) -> Iterator[Diagnostic]:
        text = line.text
        lowercase = data.lowercase()
        for match in _CAPITAL.finditer(text):
            word = match[1]
            if word.casefold() not in lowercase or word.startswith("I'"):
                continue
            if opens_sentence(text, match.start()) or term_follows(text, match.end()):
                continue
            token = word_before(text, match.start())
            if token is None or after_cost(text, match.start()):
                continue
            if not (
                token.endswith(",")
                or token.casefold() in FUNCTION_WORDS
                or slip_of_case(word, token)
            ):
                continue  # after a content word it is a missing period: RB209
            at = line.offset + match.start()
            if ctx.in_quotes(at):
                continue
            yield self.diagnostic(
                ctx,
                ctx.location(at, at + len(word)),
                f"{word!r} is capitalised inside a sentence",
                help=f"write {word.casefold()!r}",
                fix=self.fix("Write it in lower case", ctx.edit(at, at + 1, word[0].lower())),
            )
