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
    ],
)
def test_a_deck_building_text_is_a_note(text):
    script = compile_text(text, "Unit")
    assert script.abilities == () and script.effect is None
    assert script.notes == (f"deck building (103.2.b), not an effect: {text}",)


def test_what_a_deck_holds_said_under_a_trigger_is_no_deck_building():
    with pytest.raises(NotCompiled):
        compile_text("When you play me, your deck can have up to 5 copies of me.", "Unit")
