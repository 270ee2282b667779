"""RB401-RB405: card fields that contradict the card's type or text."""

from __future__ import annotations

from collections.abc import Iterator

from riftrules.lint.context import Context
from riftrules.lint.diagnostic import Diagnostic, Location, Severity
from riftrules.lint.patterns import LEAD, keyword_tokens
from riftrules.lint.rule import Rule

MAIN_DECK = ("unit", "spell", "gear")


def first_line(ctx: Context) -> Location:
    """Where a finding about the whole card points: its first line, or the start."""
    if ctx.lines:
        line = ctx.lines[0]
        return ctx.location(line.offset, line.end)
    return ctx.location(0, 0)


class MightOnNonUnit(Rule):
    """## What it does
    Reports a Might value on a card that is not a unit (a spell, gear, legend, battlefield or
    rune).

    ## Why is this bad
    Might is a property of units (rule 143.2); gear change a unit's Might with a Might Bonus
    (rule 137.1) or their text, never with a Might of their own.

    ## Example
    ```
    {"type": "Spell", "might": 3, "text": "Deal 3 to a unit."}
    ```

    ## Use instead
    ```
    {"type": "Spell", "might": null, "text": "Deal 3 to a unit."}
    ```

    ## References
    - Core Rules 143.2 (Might, the combat statistic of a unit)
    - Core Rules 137.1 (Might Bonus)
    """

    code = "RB401"
    name = "might-on-non-unit"
    severity = Severity.ERROR
    references = ("143.2", "137.1")
    needs_data = True

    def check(self, ctx: Context) -> Iterator[Diagnostic]:
        card = ctx.card
        if card.type and card.type != "unit" and card.might is not None:
            yield self.diagnostic(
                ctx, first_line(ctx), f"a {card.type} has Might ({card.might})",
                help="only units have Might; remove the field",
            )  # fmt: skip


class UnitWithoutMight(Rule):
    """## What it does
    Reports a unit whose Might is missing.

    ## Why is this bad
    Every unit has Might, its combat statistic (rule 143.2): without it the unit cannot be
    played out in combat or damaged as the rules say.

    ## Example
    ```
    {"type": "Unit", "might": null, "text": "[Tank]"}
    ```

    ## Use instead
    ```
    {"type": "Unit", "might": 4, "text": "[Tank]"}
    ```

    ## References
    - Core Rules 143.2 (Might, the combat statistic of a unit)
    """

    code = "RB402"
    name = "unit-without-might"
    severity = Severity.ERROR
    references = ("143.2",)
    needs_data = True

    def check(self, ctx: Context) -> Iterator[Diagnostic]:
        if ctx.card.type == "unit" and ctx.card.might is None:
            yield self.diagnostic(ctx, first_line(ctx), "a unit has no Might")


class CostFields(Rule):
    """## What it does
    Checks the Energy and Power cost fields against the card type: battlefields, legends and
    runes have no cost; units, spells and gear of the Main Deck have an Energy cost, unless
    they are tokens.

    ## Why is this bad
    Main Deck cards have a cost in their upper left corner (rule 131.1), its Energy in a
    numeral (rule 131.2.a); the other types are never paid for.

    ## Example
    ```
    {"type": "Battlefield", "energy": 2, "text": "When you hold here, draw 1."}
    ```

    ## Use instead
    ```
    {"type": "Battlefield", "energy": null, "text": "When you hold here, draw 1."}
    ```

    ## References
    - Core Rules 131.1 (Main Deck cards have a cost)
    - Core Rules 131.2.a (the Energy cost)
    """

    code = "RB403"
    name = "cost-fields"
    severity = Severity.ERROR
    references = ("131.1", "131.2.a")
    needs_data = True

    def check(self, ctx: Context) -> Iterator[Diagnostic]:
        card = ctx.card
        if card.type in ("battlefield", "legend", "rune"):
            for field, value in (("Energy", card.energy), ("Power", card.power)):
                if value is not None:
                    yield self.diagnostic(
                        ctx,
                        first_line(ctx),
                        f"a {card.type} has an {field} cost ({value})",
                        help="only Main Deck cards have a cost",
                    )
        elif card.type in MAIN_DECK and card.energy is None and card.supertype != "Token":
            yield self.diagnostic(ctx, first_line(ctx), f"a {card.type} has no Energy cost")


# keyword -> (card types that may have it, the rule that says so); Equipment give their
# unit-only keywords to the unit they are attached to (rule 136.2.c).
PLACES: dict[str, tuple[tuple[str, ...], str]] = {
    "Accelerate": (("unit",), "805.1"),
    "Assault": (("unit", "equipment"), "807.1.a"),
    "Ganking": (("unit", "equipment"), "810.1.a"),
    "Shield": (("unit", "equipment"), "814.1.a"),
    "Tank": (("unit", "equipment"), "815.1.a"),
    "Weaponmaster": (("unit", "equipment"), "821.1.a"),
    "Hunt": (("unit", "equipment"), "823.1.a"),
    "Backline": (("unit", "equipment"), "826.2"),
    "Hidden": (("spell", "unit", "gear", "equipment"), "811.1.a"),
    "Equip": (("equipment",), "818.1.a"),
    "Quick-Draw": (("equipment",), "819.1.a"),
    "Flow": (("spell",), "829.1.a"),
}


_PLURAL = {"unit": "units", "spell": "spells", "gear": "gear", "equipment": "Equipment"}


class KeywordCardType(Rule):
    """## What it does
    Reports a keyword a card has (one that opens a line) on a card type the rules do not
    put it on: [Equip] and [Quick-Draw] on anything but gear, [Accelerate] on anything but a
    unit, [Flow] on anything but a spell, unit keywords such as [Tank] on a spell.

    ## Why is this bad
    Each keyword's rule says where it is present (for example rule 818.1.a, "Equip is present
    on Gear with the tag Equipment"); on another type it has no meaning, so either the
    keyword or the card's type is wrong.

    ## Example
    ```
    # type: spell
    [Tank] (I must be assigned combat damage first.)
    ```

    ## Use instead
    ```
    # type: unit
    [Tank] (I must be assigned combat damage first.)
    ```

    ## References
    - Core Rules 805.1 (Accelerate is a unit ability)
    - Core Rules 818.1.a (Equip is present on gear)
    - Core Rules 829.1.a (Flow is present on spells)
    - Core Rules 136.2.c (Equipment add their abilities to their unit)
    """

    code = "RB404"
    name = "keyword-card-type"
    references = ("805.1", "818.1.a", "829.1.a", "136.2.c")

    def check(self, ctx: Context) -> Iterator[Diagnostic]:
        kind = ctx.card.type
        if kind is None:
            return
        place = "equipment" if kind == "gear" and "[Equip]" in ctx.text else kind
        for line in ctx.lines:
            lead = LEAD.match(line.text).end()  # type: ignore[union-attr]
            for token in keyword_tokens(line, ctx.glossary):
                if token.start != line.offset + lead:
                    break
                rule = PLACES.get(token.known or "")
                if rule and place not in rule[0] and kind not in rule[0]:
                    allowed = " or ".join(_PLURAL[t] for t in rule[0])
                    yield self.diagnostic(
                        ctx,
                        ctx.location(token.start, token.end),
                        f"[{token.known}] on a {kind}: the rules put it on {allowed}",
                        help=f"see rule {rule[1]}",
                        references=(rule[1],),
                    )
                break


class ChampionName(Rule):
    """## What it does
    Checks that a champion unit's name has its short name and its subtitle,
    "Short Name, Subtitle" ("Annie, Fiery").

    ## Why is this bad
    Such a card's name is "[Short Name], [Subtitle]" for all purposes, deckbuilding included
    (rule 132.4); a champion named without its subtitle collides with its other versions.

    ## Example
    ```
    {"type": "Unit", "supertype": "Champion", "name": "Annie"}
    ```

    ## Use instead
    ```
    {"type": "Unit", "supertype": "Champion", "name": "Annie, Fiery"}
    ```

    ## References
    - Core Rules 132.4 (short name and subtitle)
    - Core Rules 133.7.a (the Champion supertype)
    """

    code = "RB405"
    name = "champion-name"
    references = ("132.4", "133.7.a")
    needs_data = True

    def check(self, ctx: Context) -> Iterator[Diagnostic]:
        card = ctx.card
        champion = card.type == "unit" and card.supertype == "Champion"
        if champion and card.name and ", " not in card.name:
            yield self.diagnostic(
                ctx,
                first_line(ctx),
                f"champion unit {card.name!r} has no subtitle",
                help='name it "Short Name, Subtitle"',
            )
