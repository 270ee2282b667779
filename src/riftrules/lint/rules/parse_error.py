"""RB101: an ability the card-text grammar cannot read."""

from __future__ import annotations

import re
from collections.abc import Iterator

from riftrules.cardtext.numbers import too_long
from riftrules.lint import data
from riftrules.lint.context import Context
from riftrules.lint.diagnostic import Diagnostic, Severity
from riftrules.lint.parse_cache import Failure
from riftrules.lint.rule import Rule
from riftrules.lint.rules.unknown_word import inflection_of_known, typo_of
from riftrules.rules.glossary import BUILT_IN, Glossary

# What the parser expected, in words: terminal name -> what a person calls it.
_WORDS: dict[str, str] = {
    "PERIOD": "a period",
    "COMMA": "a comma",
    "COLON": "a colon",
    "DASH": "a dash (—)",
    "LPAR": "reminder text in parentheses",
    "RPAR": "a closing parenthesis",
    "QUOTE": "a quotation mark",
    "ARROW": "the keyword arrow [>]",
    "NESTED": "the arrow [>>]",
    "BULLET": "a bullet (•)",
    "KEYWORD": "a keyword",
    "KEYWORD_VERB": "a keyword",
    "SYMBOLS": "a cost symbol",
    "SIGNED_MIGHT": "a Might amount",
    "MIGHT": "a Might amount",
    "SIGNED": "a number with a sign",
    "NUMBER": "a number",
    "NUMBER_WORD": "a number",
    "COMPARISON": '"or more" or "or less"',
    "TIME_POINT": 'a time ("at the start of …")',
    "NTH_TIME": '"the first time"',
    "DO_THIS": '"do this:"',
    "NOUN": "a noun",
    "NAME": "a name",
    "PRONOUN": "a pronoun",
    "POSSESSIVE": "a possessive",
    "DETERMINER": "a determiner",
    "DEMONSTRATIVE": "a determiner",
    "EACH": "a determiner",
    "ALL": "a determiner",
    "UP_TO": '"up to"',
    "ADJECTIVE": "an adjective",
    "ADVERB": "an adverb",
    "ADVERB_PHRASE": "an adverb",
    "AUX": "an auxiliary verb",
    "NOT": "an auxiliary verb",
    "REMINDER_TEXT": "reminder text",
}
_VERBS = {
    "VERB", "SCORE", "EXHAUST", "PLAY", "ATTACK", "DEFEND", "HOLD", "CONQUER", "MOVE", "COST",
    "CONTROL", "BUFF", "DAMAGE", "COUNTER", "DO", "BE", "HAVE", "READY", "EXHAUSTED",
}  # fmt: skip
_LINKS = {"AND", "OR", "THEN", "IF", "UNLESS", "WHEN", "WHILE", "WHERE", "AS", "OTHERWISE", "SLASH"}
_PREPOSITIONS = {"PREPOSITION", "PREPOSITION_PHRASE", "TO", "FOR", "AFTER", "AT"}
_SHOWN = 6


def expected_words(terminals: tuple[str, ...]) -> str:
    """``("PERIOD", "VERB", "NOUN")`` -> "a period, a verb or a noun"."""
    words: list[str] = []
    for terminal in terminals:
        if terminal in _VERBS:
            word = "a verb"
        elif terminal in _LINKS:
            word = 'a linking word ("and", "then", "if" …)'
        elif terminal in _PREPOSITIONS:
            word = "a preposition"
        else:
            word = _WORDS.get(terminal, terminal.lower().replace("_", " "))
        if word not in words:
            words.append(word)
    order = list(_WORDS.values())
    words.sort(key=lambda w: order.index(w) if w in order else len(order))
    if len(words) > _SHOWN:
        return ", ".join(words[:_SHOWN]) + f" or {len(words) - _SHOWN} other kinds of word"
    return words[0] if len(words) == 1 else ", ".join(words[:-1]) + " or " + words[-1]


def did_you_mean(found: str, glossary: Glossary = BUILT_IN) -> str | None:
    """A known keyword or pool word close to what the parser stopped at."""
    keyword = re.fullmatch(r"\[([A-Za-z][A-Za-z' -]*?)( \d+)?\]", found)
    if keyword:
        if glossary.keyword(keyword[1]):
            return None
        near = glossary.closest_keyword(keyword[1])
        return f"[{near}{keyword[2] or ''}]" if near else None
    word = found.strip(".,:;()\"'")
    if len(word) < 4 or not word.isalpha() or word.casefold() in data.words():
        return None
    near = data.closest_word(word)
    if near is None:
        return None
    return near.capitalize() if word[0].isupper() else near


_WORDS_ONLY = re.compile(r"[A-Za-z][A-Za-z'-]*+(?: [A-Za-z][A-Za-z'-]*+)*+")


def not_read_yet(ctx: Context, failure: Failure) -> bool:
    """Whether a line the grammar cannot read is text riftrules cannot read *yet* (RB104),
    rather than a mistake (RB101): the grammar read all of it but some runs of words, and no
    word of those is a slip from a word of the card pool (RB103's test: a misspelling).
    Punctuation, symbols or a line read as nothing at all are mistakes. Judged once a line."""
    judged = ctx.memo.setdefault("not-read-yet", {})
    assert isinstance(judged, dict)
    if failure not in judged:
        judged[failure] = _not_read_yet(ctx, failure)
    return judged[failure]


def _not_read_yet(ctx: Context, failure: Failure) -> bool:
    if not failure.unread:
        return False
    known = data.words()
    for start, end in failure.unread:
        span = ctx.text[start:end]
        if not _WORDS_ONLY.fullmatch(span):
            return False
        for word in span.split(" "):
            if word.casefold() in known or ctx.glossary.keyword(word):
                continue
            if not inflection_of_known(word) and typo_of(word):
                return False
    return True


class ParseError(Rule):
    """## What it does
    Reports each ability (line) of a card text that the card-text grammar cannot read, at the
    token where reading stopped, with what the grammar expected there and, when the token is
    close to a known keyword or word of the card pool, what was probably meant. A line the
    grammar reads all of but some words it does not know, none close to a known one, is
    RB104 instead (riftrules cannot read it yet), not a mistake of the text.

    ## Why is this bad
    Rules text is made of abilities, instructions and keywords (rule 135.2): a line that reads
    as none of them is either a mistake or a construct the grammar does not know yet. Each line
    is read on its own, so every unreadable line of a card is reported.

    ## Example
    ```
    Deal 3 to a unit [Brun 2]
    ```

    ## Use instead
    ```
    Deal 3 to a unit. [Burn 2].
    ```

    ## References
    - Core Rules 135.2 (what rules text may contain)
    """

    code = "RB101"
    name = "parse-error"
    severity = Severity.ERROR
    references = ("135.2",)
    needs_parse = True

    def check(self, ctx: Context) -> Iterator[Diagnostic]:
        for error in ctx.parse_failures():
            if not_read_yet(ctx, error):
                continue  # RB104
            start, end = error.start, error.end
            at_end = error.found == "end of text"
            found = "the end of the line" if at_end else repr(error.found)
            hint = None if at_end else did_you_mean(error.found, ctx.glossary)
            parts = []
            if hint:
                parts.append(f"did you mean {hint!r}?")
            if error.expected:
                parts.append(f"expected {expected_words(error.expected)}")
            if error.found.isdigit() and (why := too_long(ctx.text[start:end])):
                parts.append(why)  # the parser reads no number that long
            yield self.diagnostic(
                ctx,
                ctx.location(start, end),
                f"cannot read this ability: unexpected {found}",
                help="; ".join(parts) or None,
            )
