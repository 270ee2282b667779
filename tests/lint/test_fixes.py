"""Fixes: applied on the text as given, they converge and remove what they fix."""

from __future__ import annotations

import pytest

from riftrules.lint import sources
from riftrules.lint.card import CardFacts
from riftrules.lint.diagnostic import Applicability
from riftrules.lint.fixes import applicable, fix_text
from riftrules.lint.linter import lint
from riftrules.lint.registry import selected

RULES = selected()


def fixed(text: str, kind: str | None, unsafe: bool = False) -> str:
    card = CardFacts(type=kind)
    return fix_text(text, lambda t: lint(t, card, RULES), unsafe)[0]


@pytest.mark.parametrize(
    ("text", "kind", "after"),
    [
        ("When you play this, draw 1.", "unit", "When you play me, draw 1."),
        ("[Legion] - Draw 1", "unit", "[Legion] — Draw 1."),
        ("[T]: Give a unit +3 [S] this turn.", "unit", "[E]: Give a unit +3 [M] this turn."),
        ("draw two.", "spell", "Draw 2."),
        ("Tank (I must be assigned combat damage first.)", "unit",
         "[Tank] (I must be assigned combat damage first.)"),
        ("Draw 1.. Deal 2 to a unit .", "spell", "Draw 1. Deal 2 to a unit."),
        ("<p>[1], :rb_exhaust:: Draw 1.</p>", "gear", "<p>[1], [E]: Draw 1.</p>"),
    ],
)  # fmt: skip
def test_safe_fixes(text: str, kind: str, after: str) -> None:
    assert fixed(text, kind) == after


def test_unsafe_fixes_only_when_asked() -> None:
    text = "[Assault 3] (+2 [M] while I'm an attacker.)"
    assert fixed(text, "unit") == text
    assert fixed(text, "unit", unsafe=True) == "[Assault 3] (+3 [M] while I'm an attacker.)"


def test_fixing_the_pool_leaves_nothing_safe_to_fix() -> None:
    for target in sources.pool_targets():
        card = target.card
        after = fix_text(target.text, lambda t, c=card: lint(t, c, RULES))[0]
        left = [d for d in lint(after, card, RULES) if applicable(d)]
        assert not left, (target.label, [d.message for d in left])
        assert all(d.code != "RB000" for d in lint(after, card, RULES))


def test_display_only_is_never_applied() -> None:
    from riftrules.lint.diagnostic import Diagnostic, Edit, Fix, Location, Severity

    where = Location(0, 1, 0, 1, 1, 1, 1, 2)
    shown = Fix("shown", (Edit(0, 1, "x"),), Applicability.DISPLAY_ONLY)
    d = Diagnostic("RB999", "test", Severity.INFO, "m", where, fix=shown)
    assert not applicable(d, unsafe=True)
