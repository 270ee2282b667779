"""One line per case, as pyflakes tests: the text, the card type, the codes it must give.

Every case also pins that nothing else fires (the pool's real wording gives no code).
"""

from __future__ import annotations

import pytest

CASES = [
    # RB101 syntax (each unreadable line on its own)
    ("Deal 3 to a unit, [E] [E] then.\nKill a unit from the.", "spell", ["RB101", "RB101"]),
    ("Draw 1 from (.", "spell", ["RB102"]),  # the open parenthesis explains the parse error
    # RB102
    ("[Tank (I must be assigned combat damage first.)", "unit", ["RB102"]),
    ('It has "[E]: Draw 1.', "unit", ["RB102"]),
    # RB103
    ("Darw 2.", "spell", ["RB103"]),
    # RB104: read but for spans riftrules does not know yet (one finding each), not mistakes
    ("Your Main Deck can comprise only cards with [Hidden].", "legend", ["RB104"]),
    ("Draw 1 for each [Deflect] an enemy unit has.\nKill a unit.", "spell", ["RB104"]),
    ("Deal 3 to a unit @@.", "spell", ["RB101"]),  # a stray symbol is a mistake
    ("Kill a unit. Its owner draws 1.", "spell", []),
    # RB201 self-reference
    ("When you play this, draw 1.", "unit", ["RB201"]),
    ("When you play me, draw 1.", "unit", []),
    ("When you play me, draw 1.", "spell", ["RB201"]),
    ("When you play this, draw 1.", "spell", []),
    ("[E]: Give me +1 [M] this turn.", "legend", []),
    ("When you conquer here, draw 1.", "battlefield", []),
    ("When you conquer me, draw 1.", "battlefield", ["RB201"]),
    ("[Equip] [R] ([R]: Attach this to a unit you control.)\nI have +2 [M].", "gear", []),
    ('Play a Gold gear token. (It has "Kill this, [E]: [Add] [A].")', "unit", []),
    ("Deal 3 to a unit. (This isn't a move.)", "unit", []),
    ("When you play this, draw 1.", None, ["RB200"]),  # its type checks were skipped
    # RB202-RB204 keywords
    ("[Brun 2].", "spell", ["RB202"]),
    ("[Burn 2].", "spell", []),
    ("Give a unit [tank] this turn.", "spell", ["RB202"]),
    ("Tank (I must be assigned combat damage first.)", "unit", ["RB203"]),
    ("[Tank 2] (I must be assigned combat damage first.)", "unit", ["RB204"]),
    ("[Level][>] I have +1 [M].", "unit", ["RB204"]),
    ("[Level 6][>] I have +1 [M].", "unit", []),
    # RB205 reminders
    ("[Assault 3] (+2 [M] while I'm an attacker.)", "unit", ["RB205"]),
    ("[Assault 3] (+3 [M] while I'm an attacker.)", "unit", []),
    ("[Shield] (+1 [M] while I'm a defender.)", "unit", []),
    ("[Deflect 2] (Opponents must pay [A][A] to choose me with a spell or ability.)", "unit", []),
    ("[Hunt 2] (When I conquer or hold, gain 2 XP.)", "unit", []),
    ("[Hunt 2] (When I conquer or hold, gain 3 XP.)", "unit", ["RB205"]),
    ("[Level 6][>] I have +1 [M]. (While you have 3+ XP, get the effect.)", "unit", ["RB205"]),
    ("[Equip] [1][R] ([1][R]: Attach this to a unit you control.)", "gear", []),
    ("[Equip] [1][R] ([1][G]: Attach this to a unit you control.)", "gear", ["RB205"]),
    ("[Repeat] [2] (You may pay the additional cost to repeat this spell's effect.)", "spell", []),
    # RB206-RB208 notation and dashes
    ("[1], :rb_exhaust:: Draw 1.", "gear", ["RB206"]),
    (":rb_exhaust:: Give a unit +3 :rb_might: this turn.", "unit", []),
    ("[T]: Draw 1.", "gear", ["RB207"]),
    ("[Legion] - Draw 1.", "unit", ["RB208"]),
    ("[Legion] — Draw 1.", "unit", []),
    ("[Legion][>] Draw 1.", "unit", []),
    # RB209-RB212 punctuation, capitals, numbers
    ("Deal 3 to a unit", "spell", ["RB209"]),
    ("Deal 2 to a unit Draw 1.", "spell", ["RB209"]),
    ("Choose one —\n• Draw 1.\n• Deal 2 to a unit.", "spell", []),
    ("[Tank]\n[Equip] — [P], Recycle 2 cards from your trash (Pay the cost: Attach this to a "
     "unit you control.)", "gear", []),
    ("draw 1.", "spell", ["RB210"]),
    ("Draw 1. deal 2 to a unit.", "spell", ["RB210"]),
    ("Skip your Draw Phase. If this kills it, do this: draw 1.", "spell", []),
    ("Draw two.", "spell", ["RB211"]),
    ("Play two 1 [M] Recruit unit tokens.", "spell", []),
    ("Play two [1] [M] Recruit unit tokens.", "spell", ["RB212"]),
    # RB213-RB217 words and spaces (issue 25)
    ("Deal 3 damage to a unit.", "spell", ["RB213"]),
    ("When I attack, deal 5 damage split among any number of enemy units here.", "unit", []),
    ("Return a unit to it's owner's hand.", "spell", ["RB214"]),
    ("If it's exhausted, draw 1.", "spell", []),
    ("Deal 3 to to a unit.", "spell", ["RB215"]),
    ("Deal 3 to a enemy unit.", "spell", ["RB216"]),
    ("Kill an unit. Play an 8 [M] Sand Soldier unit token.", "spell", ["RB216"]),
    ("Deal 3 to  a unit.", "spell", ["RB217"]),
    ("  Deal 3 to a unit.  ", "spell", []),
    # RB3xx
    ("Deal 2 to a unit. (See rule 999.9.)", "spell", ["RB301"]),
    # RB404 (type only)
    ("[Equip] [R] ([R]: Attach this to a unit you control.)", "unit", ["RB404", "RB201"]),
]  # fmt: skip


@pytest.mark.parametrize(("text", "kind", "codes"), CASES)
def test_codes(assert_codes, text: str, kind: str | None, codes: list[str]) -> None:
    assert_codes(text, kind, *codes)


def test_card_data_rules_need_card_data(assert_codes) -> None:
    # A unit with no Might is only reported when the card's data is known.
    assert_codes("Draw 1.", "unit")


def test_not_read_yet_is_told_apart_from_a_mistake() -> None:
    """RB104 (info: riftrules cannot read this yet) names the span; RB101 is an error."""
    from riftrules.lint.card import CardFacts, card_type
    from riftrules.lint.diagnostic import Severity
    from riftrules.lint.linter import lint

    legend = CardFacts(type=card_type("legend"))
    (found,) = lint("Your Main Deck can comprise only cards with [Hidden].", legend)
    assert (found.code, found.severity) == ("RB104", Severity.INFO)
    assert "'comprise only cards'" in found.message
    assert (found.location.column, found.location.end_column) == (20, 39)
    (mistake,) = lint("Deal 3 to a unit @@.", legend)
    assert (mistake.code, mistake.severity) == ("RB101", Severity.ERROR)
