"""What a deck may or must hold (103.2.b) is read by deck building, not run: each such text
compiles to a note and nothing else, whatever the quantity or the cards it names."""

from __future__ import annotations

import pytest

from riftrules.effects import NotCompiled, compile_text


@pytest.mark.parametrize(
    "text",
    [
        "Your deck can have any number of cards named Spiderling.",
        "Your deck can have any number of cards named Poro Herder.",  # a tag in the name
        "Your deck can have up to 5 copies of me.",
        "Your deck must have at least 10 units with [Tank].",
        "Your deck can't have more than 1 card with [Unique] and this name.",
        "Your Main Deck can contain only cards with [Hidden].",  # its Main Deck; "contain"
    ],
)
def test_a_deck_building_text_is_a_note(text):
    script = compile_text(text, "Unit")
    assert script.abilities == () and script.effect is None
    assert script.notes == (f"deck building (103.2.b), not an effect: {text}",)


def test_what_a_deck_holds_said_under_a_trigger_is_no_deck_building():
    with pytest.raises(NotCompiled):
        compile_text("When you play me, your deck can have up to 5 copies of me.", "Unit")


@pytest.mark.parametrize(
    "text",
    [
        "You can choose this battlefield only if your deck has no spells.",
        "You can choose this battlefield only if your Main Deck contains at least 5 gear.",
    ],
)
def test_when_this_battlefield_may_be_chosen_is_deck_building(text):
    """A battlefield is part of the deck (103, 103.4): when it may be chosen is read as the deck
    is built."""
    script = compile_text(text, "Battlefield")
    assert script.abilities == () and script.effect is None
    assert script.notes == (f"deck building (103.4), not an effect: {text}",)


@pytest.mark.parametrize(
    "text",
    [
        "You can choose this battlefield only if you control a unit.",  # no deck: in the game
        "You can choose this battlefield.",  # no condition on the deck
    ],
)
def test_choosing_this_battlefield_on_another_condition_is_no_deck_building(text):
    with pytest.raises(NotCompiled):
        compile_text(text, "Battlefield")
