"""RB201 reads the card's meaning: a card naming itself by its type ("this unit" on a unit)."""

import pytest

from riftrules.lint.named_self import named_self


@pytest.mark.parametrize(
    ("card_type", "text", "said", "instead"),
    [
        ("unit", "When this unit attacks, draw 1.", "this unit", "I"),
        ("unit", "This unit enters ready.", "This unit", "I"),
        ("unit", "When you play me, stun this unit.", "this unit", "me"),
        ("legend", "[E]: Ready this legend.", "this legend", "me"),
        ("battlefield", "When you conquer this battlefield, draw 1.", "this battlefield", "here"),
        ("gear", "[E]: Kill this gear.", "this gear", "this"),
        ("spell", "Draw 1. You may play this spell again.", "this spell", "this"),
    ],
)
def test_a_card_naming_itself_by_its_type(card_type, text, said, instead):
    (found,) = named_self(text, card_type)
    assert text[found.start : found.end] == said
    assert found.instead == instead


@pytest.mark.parametrize(
    ("card_type", "text"),
    [
        ("spell", "This spell's Energy cost is reduced by [2]."),  # a part of it
        ("battlefield", "While you control this battlefield, friendly units have +1 [M]."),
        ("unit", "When I attack, you may move a unit to this battlefield."),  # another card
        ("gear", 'Friendly units have "When this unit attacks, draw 1."'),  # granted: theirs
        ("spell", "Kill this unit."),  # on a spell, "this unit" is not the spell
    ],
)
def test_not_the_card_naming_itself(card_type, text):
    assert list(named_self(text, card_type)) == []


def test_rb201_reports_it_with_a_fix_where_no_verb_must_change(cli):
    run = cli(
        "lint",
        "--text",
        "When you conquer this battlefield, draw 1.",
        "--card-type",
        "battlefield",
        "--output-format",
        "json",
    )
    assert run.code == 1
    assert '"RB201"' in run.out and "here" in run.out
    unfixable = cli("lint", "--text", "When this unit attacks, draw 1.", "--card-type", "unit")
    assert "RB201" in unfixable.out
