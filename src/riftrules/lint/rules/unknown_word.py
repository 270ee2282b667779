"""RB103: a word the card pool never uses, close to one it does."""

from __future__ import annotations

import re
from collections.abc import Iterator
from functools import cache, lru_cache

from riftrules.lint import data
from riftrules.lint.context import Context
from riftrules.lint.diagnostic import Applicability, Diagnostic, Severity
from riftrules.lint.rule import Rule

_WORD = re.compile(r"(?<![\[\w'-])[A-Za-z][a-z]{3,}(?![\w'-]|\])")
_SUFFIXES = ("'s", "s", "es", "ed", "d", "ing", "er", "ers", "ly", "n")
_OPENING = re.compile(r"(?:^|[\n.:—(\"•]|\[>\])[ ]*$")


def inflection_of_known(word: str) -> bool:
    """ "banishing" is a form of "banish": known words with a usual ending are not misspelt."""
    folded = word.casefold()
    known = data.words()
    for suffix in _SUFFIXES:
        if folded.endswith(suffix):
            stem = folded[: -len(suffix)]
            if (
                stem in known
                or stem + "e" in known
                or (stem[-1:] == stem[-2:-1] and stem[:-1] in known)
            ):
                return True
    return any(folded + suffix in known for suffix in _SUFFIXES)


def one_slip(word: str, known: str) -> bool:
    """Whether ``word`` is ``known`` with two letters swapped, one dropped or one added (the
    slips of typing; a letter changed for another makes another word too often: rule, rune)."""
    if abs(len(word) - len(known)) > 1 or word == known:
        return False
    if len(word) == len(known):
        diff = [i for i, (a, b) in enumerate(zip(word, known, strict=True)) if a != b]
        return len(diff) == 2 and diff[1] == diff[0] + 1 and word[diff[0]] == known[diff[1]]
    short, long_ = (word, known) if len(word) < len(known) else (known, word)
    return any(long_[:i] + long_[i + 1 :] == short for i in range(len(long_)))


@cache
def _by_length() -> dict[int, tuple[str, ...]]:
    """The known words of four letters or more, by length, in alphabetical order."""
    out: dict[int, list[str]] = {}
    for known in sorted(data.words()):
        if len(known) >= 4:
            out.setdefault(len(known), []).append(known)
    return {length: tuple(words) for length, words in out.items()}


@lru_cache(maxsize=4096)
def typo_of(word: str) -> str | None:
    """The known word ``word`` is one slip from (the first in alphabetical order), if any."""
    folded = word.casefold()
    lengths = (len(folded) - 1, len(folded), len(folded) + 1)
    near = [known for n in lengths for known in _by_length().get(n, ())]
    return next((known for known in sorted(near) if one_slip(folded, known)), None)


class UnknownWord(Rule):
    """## What it does
    Flags a word that neither the card pool nor the Core Rules use and that is a word they do
    use with two letters swapped, one dropped or one added ("Darw 2." -> "Draw 2."). Capitalised
    words inside a sentence are names and are left alone; known words with a usual ending
    ("banishing") are accepted.

    ## Why is this bad
    Card text is written in a small, fixed vocabulary of game actions and terms; the grammar
    reads an unknown capitalised word as a name, so a misspelt verb is not a parse error but
    silently changes what the ability says.

    ## Example
    ```
    Darw 2.
    ```

    ## Use instead
    ```
    Draw 2.
    ```

    ## References
    - Core Rules 135.2.b.4 (instructions use the base form of a verb)
    """

    code = "RB103"
    name = "unknown-word"
    severity = Severity.WARNING
    references = ("135.2.b.4",)
    fixable = Applicability.UNSAFE
    risk = (
        "the word may be a name, or a word the pool "
        "has not used yet, and the nearest known word another meaning"
    )

    def check(self, ctx: Context) -> Iterator[Diagnostic]:
        known = data.words()
        text = ctx.text
        for match in _WORD.finditer(text):
            word = match[0]
            if word.casefold() in known or ctx.in_quotes(match.start()):
                continue
            if ctx.in_citation(match.start()):
                continue  # "Core Rules 418.2": a citation, which RB301-RB303 check
            if word[0].isupper() and not _OPENING.search(
                text[max(0, match.start() - 8) : match.start()]
            ):
                continue  # a name
            if inflection_of_known(word) or ctx.glossary.keyword(word):
                continue
            near = typo_of(word)
            if near is None:
                continue
            if word[0].isupper():
                near = near[0].upper() + near[1:]
            yield self.diagnostic(
                ctx,
                ctx.location(match.start(), match.end()),
                f"unknown word {word!r}",
                help=f"did you mean {near!r}?",
                fix=self.fix(
                    f"Replace with {near!r}",
                    ctx.edit(match.start(), match.end(), near),
                    applicability=Applicability.UNSAFE,
                ),
            )
