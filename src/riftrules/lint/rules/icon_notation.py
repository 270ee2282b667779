"""RB206: one text writing its symbols in two notations."""

from __future__ import annotations

import re
from collections.abc import Iterator

from riftrules.cardtext.normalise import RUNES, normalise
from riftrules.lint.context import Context
from riftrules.lint.diagnostic import Applicability, Diagnostic, Edit, Fix
from riftrules.lint.rule import Rule

GALLERY = re.compile(r":rb_[a-z]+(?:_[a-z0-9]+)?:")
BRACKET = re.compile(r"\[(?:\d+|[RGBOPYACEM])\]")
_RUNE_OF = {letter: name for name, letter in RUNES.items()}


def to_gallery(token: str) -> str | None:
    """ "[1]" -> ":rb_energy_1:", "[R]" -> ":rb_rune_fury:", "[E]" -> ":rb_exhaust:"."""
    body = token[1:-1]
    if body.isdigit():
        return f":rb_energy_{body}:"
    if body == "E":
        return ":rb_exhaust:"
    if body == "M":
        return ":rb_might:"
    if body in _RUNE_OF:
        return f":rb_rune_{_RUNE_OF[body]}:"
    return None  # [C] has no icon token


class MixedIconNotation(Rule):
    """## What it does
    Looks at the text as given, before normalisation, for symbols written in two notations:
    the gallery's icon tokens (":rb_energy_1:", ":rb_exhaust:") beside bracket shorthand
    ("[1]", "[E]"). The symbols of the less used notation are reported, with a fix to the
    notation the rest of the text uses.

    ## Why is this bad
    Each symbol has one shorthand in written text (rule 135.2.e.1). A text that mixes
    notations was pasted together from two sources, and tools that read one notation misread
    the other.

    ## Example
    ```
    [1], :rb_exhaust:: Draw 1.
    ```

    ## Use instead
    ```
    [1], [E]: Draw 1.
    ```

    ## References
    - Core Rules 135.2.e.1 (each symbol has a shorthand)
    - Core Rules 134.2 (the domains' shorthands)
    """

    code = "RB206"
    name = "mixed-icon-notation"
    references = ("135.2.e.1", "134.2")
    fixable = Applicability.SAFE

    def check(self, ctx: Context) -> Iterator[Diagnostic]:
        gallery = list(GALLERY.finditer(ctx.source))
        brackets = list(BRACKET.finditer(ctx.source))
        if not gallery or not brackets:
            return
        if len(gallery) > len(brackets):
            for match in brackets:
                icon = to_gallery(match[0])
                fix = None
                if icon:
                    fix = self.fix(f"Write {icon}", _edit(match, icon))
                yield self._report(ctx, match, "icon tokens", icon, fix)
        else:
            for match in gallery:
                canonical = normalise(match[0]).text
                fix = self.fix(f"Write {canonical}", _edit(match, canonical))
                yield self._report(ctx, match, "bracket shorthand", canonical, fix)

    def _report(
        self,
        ctx: Context,
        match: re.Match[str],
        majority: str,
        replacement: str | None,
        fix: Fix | None,
    ) -> Diagnostic:
        return self.diagnostic(
            ctx,
            ctx.source_location(match.start(), match.end()),
            f"{match[0]} mixes notations: the rest of the text uses {majority}",
            help=f"write {replacement}" if replacement else None,
            fix=fix,
        )


def _edit(match: re.Match[str], content: str) -> Edit:
    return Edit(match.start(), match.end(), content)
