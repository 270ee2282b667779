"""What playing a card costs, read from the IR (:mod:`riftrules.effects.play_costs`,
:mod:`riftrules.effects.cost_modifiers`): texts of the pool's templating beyond the pool's own."""

import pytest

from riftrules.effects import NotCompiled, compile_text
from riftrules.engine import NotOnTurns


@pytest.mark.parametrize(
    ("ordinals", "turns"), [("first, second, or third", 3), ("first or second", 2)]
)
def test_the_first_turns_a_card_cannot_be_played_on(ordinals, turns):
    text = f"I can't be played on your {ordinals} turns."
    (ability,) = compile_text(text, "Unit").abilities
    assert ability == NotOnTurns(turns, text=text)


def test_turns_not_from_the_first_are_not_compiled():
    with pytest.raises(NotCompiled):
        compile_text("I can't be played on your second or third turns.", "Unit")


def test_a_second_modifier_of_unknown_cards_is_refused_naming_them():
    with pytest.raises(NotCompiled, match="the cost of 'your units'"):
        compile_text("Your spells cost [1] less and your units cost [1] more.", "Unit")
