"""RB205: reminder text that differs from the keyword's canonical reminder."""

from __future__ import annotations

import difflib
import re
from collections.abc import Iterator
from dataclasses import dataclass, replace
from itertools import pairwise

from riftrules.cardtext.normalise import RUNES
from riftrules.lint.card import self_class
from riftrules.lint.context import Context, Line
from riftrules.lint.diagnostic import Applicability, Diagnostic
from riftrules.lint.patterns import (
    COSTS,
    LEAD,
    KeywordToken,
    final_reminder,
    keyword_tokens,
    number,
    number_outside,
    sentences,
)
from riftrules.lint.rule import Rule
from riftrules.rules.glossary import BUILT_IN, Glossary

THRESHOLD = 0.8  # how alike a stretch of reminder must be to a canonical one to be its variant
MOST_ICONS = 12  # "{A*n}" is written out up to this number; beyond, no card says it in icons
DOMAINS = [f"[{letter}]" for name, letter in RUNES.items() if letter != "A"]
_DOMAIN_OF = {name.capitalize(): f"[{letter}]" for name, letter in RUNES.items()}
_COST_AFTER = re.compile(rf" ({COSTS})(?= \(|$)")
_EITHER = re.compile(r" — [^()]* or ")
_PRONOUNS = re.compile(
    r"\b(?:I'm|it's|they're|I|it|they|me|them|my|its|their|this)\b", re.IGNORECASE
)


def loose(text: str) -> str:
    """A reminder with its person and verb endings blurred, for keywords granted to others:
    "When it dies" and "When I die" agree."""
    out = _PRONOUNS.sub("x", text.casefold())
    return re.sub(r"(\w)(?:es|s)\b", r"\1", out)


@dataclass(frozen=True, slots=True)
class Use:
    """A keyword whose reminder this line ends with; ``own``: the card has it (it opens the
    line), else it is granted to something else ("Give a unit [Assault 3] this turn.")."""

    token: KeywordToken
    own: bool
    cost: str | None
    either: bool = False  # a choice of costs: "[Empower] — [1] or [O]"


def render(template: str, use: Use, domains: tuple[str, ...] | None) -> list[str]:
    """The concrete reminders ``template`` stands for on this card."""
    number = use.token.number if use.token.number is not None else 1
    if "{A*n}" in template and number > MOST_ICONS:
        return []  # "[Deflect 10000000]": no reminder spells out that many icons
    text = template.replace("{n}", str(number)).replace("{A*n}", "[A]" * number)
    if "{cost}" in text:
        if use.cost is None:
            return []
        text = text.replace("{cost}", use.cost)
    if "[C]" not in text:
        return [text]
    if domains is None:
        symbols = [*DOMAINS, "[A]"]
    elif not domains:
        symbols = ["[A]"]
    else:
        symbols = [_DOMAIN_OF[d] for d in domains if d in _DOMAIN_OF] or ["[A]"]
    return [text.replace("[C]", symbol) for symbol in symbols]


def templates(name: str, use: Use, kind: str | None, glossary: Glossary = BUILT_IN) -> list[str]:
    keyword = glossary.get(name)
    known = keyword.reminders if keyword else {}
    suffix = "+cost" if use.cost else "+or" if use.either else ""
    if not use.own:
        kinds = ["first", "this", "equipment"]
    elif kind is None:
        kinds = ["first", "this", "equipment", "here"]
    else:
        kinds = [kind, "first"] if kind == "equipment" else [kind]
    found = [known[k + suffix] for k in kinds if k + suffix in known]
    return list(dict.fromkeys(found))


def windows(reminder: str, offset: int) -> list[tuple[int, int]]:
    """The whole reminder, each sentence of it, and each two sentences in a row."""
    spans = sentences(reminder, offset)
    out = [(offset, offset + len(reminder)), *spans]
    out += [(a[0], b[1]) for a, b in pairwise(spans)]
    return out


class ReminderText(Rule):
    """## What it does
    Compares the reminder text after a keyword with the keyword's canonical reminder: the
    wording the card pool prints most often for it (``src/riftrules/rules/glossary/reminders.json``,
    derived from the pool), with the keyword's number, its cost and the card's own domain
    ([C], rule 135.2.e.6.a) filled in, in the card type's own voice. A reminder may explain
    more than one thing; a stretch of it that is nearly, but not exactly, a keyword's canonical
    reminder is reported, and so is a keyword line whose reminder explains something else.

    ## Why is this bad
    Reminder text summarises the rules (rule 135.2.d.2); it has no effect on the game (rule
    135.2.d.3), so a wrong reminder misleads the player without anything catching it. A
    reminder that states another number than the keyword (+2 for "[Assault 3]") is wrong in
    one of the two places.

    ## Example
    ```
    # type: unit
    [Assault 3] (+2 [M] while I'm an attacker.)
    ```

    ## Use instead
    ```
    # type: unit
    [Assault 3] (+3 [M] while I'm an attacker.)
    ```

    ## References
    - Core Rules 135.2.d.2 (the purpose of reminder text)
    - Core Rules 135.2.d.3 (reminder text has no effect on game function)
    - Core Rules 135.2.e.6.a ([C] in reminder text)
    """

    code = "RB205"
    name = "reminder-mismatch"
    references = ("135.2.d.2", "135.2.d.3", "135.2.e.6.a")
    fixable = Applicability.UNSAFE
    risk = (
        "the canonical reminder replaces what was written, which may have "
        "explained more, or been right where the keyword's number is wrong"
    )

    def check(self, ctx: Context) -> Iterator[Diagnostic]:
        kind = self_class(ctx.card.type, ctx.text)
        for line in ctx.lines:
            span = final_reminder(line)
            if span is None:
                continue
            uses = [use for use in self._uses(ctx, line, span[0] - 1) if use.own]
            if len(uses) == 1:  # one keyword's reminder; several may share one merged reminder
                yield from self._check_use(ctx, line, span, uses[0], kind)

    def _uses(self, ctx: Context, line: Line, before: int) -> Iterator[Use]:
        opening = LEAD.match(line.text).end()  # type: ignore[union-attr]
        chained = line.offset + opening
        for token in keyword_tokens(line, ctx.glossary):
            if token.start >= before or not token.known or ctx.in_quotes(token.start):
                continue
            own = token.start == chained
            outside = None
            if own and token.number is None:
                outside = number_outside(line.text, ctx.glossary)
            if outside:  # "[Assault] 2 (…)": the number RB204 moves inside is the one meant
                token = replace(token, number=number(outside[1]))
            if own:  # "[Empowered][>][>>][Deathknell][>]": each opens the line in turn
                rest = re.match(r"(?:\[>\]|\[>>\])*", ctx.text[token.end : before])
                chained = token.end + (rest.end() if rest else 0)
            cost = _COST_AFTER.match(ctx.text, token.end, before + 1)
            either = _EITHER.match(ctx.text, token.end, before + 1)
            yield Use(token, own, cost[1] if own and cost else None, bool(either))

    def _check_use(
        self, ctx: Context, line: Line, span: tuple[int, int], use: Use, kind: str | None
    ) -> Iterator[Diagnostic]:
        name = use.token.known or ""
        reminder = ctx.text[span[0] : span[1]]
        known = templates(name, use, kind, ctx.glossary)
        candidates: list[str] = []
        for template in known:
            if (
                use.token.number not in (None, 1)
                and "{n}" not in template
                and "{A*n}" not in template
            ):
                continue  # the template cannot say this number
            candidates += render(template, use, ctx.card.domains)
        if not candidates:
            return
        key = (lambda s: s) if use.own else loose
        if any(key(c) in key(reminder) for c in candidates):
            return
        if any(re.search(rf"{re.escape(c[:-1])}(?:,| and| or)", reminder) for c in candidates):
            return  # the canonical reminder, extended: "…this spell's effect, and may …"
        best: tuple[float, tuple[int, int], str] | None = None
        for window in windows(reminder, span[0]):
            piece = ctx.text[window[0] : window[1]]
            for candidate in candidates:
                ratio = difflib.SequenceMatcher(None, key(piece), key(candidate)).ratio()
                if best is None or ratio > best[0]:
                    best = (ratio, window, candidate)
        assert best is not None
        ratio, window, candidate = best
        keyword = ctx.text[use.token.start : use.token.end]
        sole = use.own and _only_keywords(ctx.text[line.offset : span[0] - 1])
        started = _started(reminder, candidates)
        if ratio < THRESHOLD and not sole and started is None:
            return
        if ratio < THRESHOLD and started is not None:
            candidate = started
            end = reminder.find(". ") + 1 or len(reminder)
            window = (span[0], span[0] + end)
            ratio = THRESHOLD
        elif ratio < THRESHOLD:
            window = span
        fix = None
        if use.own:
            fix = self.fix(
                f"Write the canonical reminder of {keyword}",
                ctx.edit(window[0], window[1], candidate),
                applicability=Applicability.UNSAFE,
            )
        message = (
            f"reminder text differs from the canonical reminder of {keyword}"
            if ratio >= THRESHOLD
            else f"reminder text does not explain {keyword}"
        )
        keyword = ctx.glossary.get(name)
        rule = keyword.rule if keyword else None
        domain = ("135.2.e.6.a",) if any("[C]" in t for t in known) else ()
        yield self.diagnostic(
            ctx,
            ctx.location(*window),
            message,
            help=f"the canonical reminder is ({candidate})",
            fix=fix,
            references=("135.2.d.2", *((rule,) if rule else ()), *domain),
        )


def _started(reminder: str, candidates: list[str]) -> str | None:
    """The canonical reminder that ``reminder`` starts like, for most of its words, before it
    goes astray ("When I die, get the I'm alone …")."""
    said = reminder.split(" ")
    for candidate in candidates:
        words = candidate.split(" ")
        same = next(
            (i for i, (a, b) in enumerate(zip(said, words, strict=False)) if a != b),
            min(len(said), len(words)),
        )
        if same < len(words) and same * 3 >= len(words) * 2:
            return candidate
    return None


def _only_keywords(text: str) -> bool:
    bare = re.sub(rf"\[[A-Z][A-Za-z-]*(?: \d+)?\]|{COSTS}|[ ,]|\[>\]", "", text)
    return bare in ("", "•")
