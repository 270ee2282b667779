"""Modes (355.3, 402.2): "Choose one —" and the bullets after it; what the rulebook scenarios
mode-*.yaml do not show."""

import pytest

from riftrules.effects import NotCompiled, compile_card, compile_text
from riftrules.engine import (
    CONTROLLER,
    ChooseOne,
    Draw,
    Game,
    GiveKeyword,
    Mode,
    Ready,
    Self,
    TriggeredAbility,
    run_effect,
)

UDYR_LIKE = """When I attack, choose one you've not chosen this turn —
• Draw 1.
• Ready me."""


def test_the_bullets_join_the_line_that_opens_the_list():
    (ability,) = compile_text(UDYR_LIKE, "Unit").abilities
    assert isinstance(ability, TriggeredAbility)
    assert ability.effect == ChooseOne(
        (Mode("Draw 1.", Draw(CONTROLLER, 1)), Mode("Ready me.", Ready(Self()))), fresh="you"
    )


def test_a_mode_chosen_this_turn_is_not_offered_again():
    """ "Choose one you've not chosen this turn": the first time the first mode (no answer),
    the second time the only one left, the third time nothing."""
    game = Game(("A", "B"))
    a = game.players[0]
    for n in range(3):
        game.add_card(a, "main_deck", f"d{n}")
    unit = game.add_card(a, "base", "Unit", type="Unit", might=2)
    unit.exhausted = True
    (ability,) = compile_text(UDYR_LIKE, "Unit").abilities
    run_effect(game, ability.effect, a, source=unit)
    assert len(a.hand) == 1 and unit.exhausted
    run_effect(game, ability.effect, a, source=unit)
    assert len(a.hand) == 1 and not unit.exhausted
    run_effect(game, ability.effect, a, source=unit)
    assert len(a.hand) == 1
    assert [e.data.mode for e in game.log if e.kind == "mode"] == ["Draw 1.", "Ready me."]


def test_an_answer_names_a_mode_by_its_text():
    from riftrules.engine.choices import ChoiceError

    game = Game(("A", "B"), choices=["Ready me."])
    a = game.players[0]
    game.add_card(a, "main_deck", "d0")
    (ability,) = compile_text(UDYR_LIKE, "Unit").abilities
    run_effect(game, ability.effect, a)
    assert len(a.hand) == 0
    game = Game(("A", "B"), choices=["Draw 2."])
    with pytest.raises(ChoiceError, match="legal options"):
        run_effect(game, ability.effect, game.players[0])


def test_a_combat_keyword_to_give_me_this_turn():
    text = "When I attack, choose one to give me this turn —\n• [Assault 2] (+2 [M].)\n• [Tank]"
    (ability,) = compile_text(text, "Unit").abilities
    assert [m.action for m in ability.effect.modes] == [
        GiveKeyword(Self(), "Assault", 2),
        GiveKeyword(Self(), "Tank", 1),
    ]


@pytest.mark.parametrize(
    ("text", "reason"),
    [
        ("• Draw 1.", "mode abilities not compiled"),
        ("Choose one —\n• Draw 1.\n• Counter a spell unless you pay [2].", "unless"),
        ("Do one of the following based on its domain:\n• [R] — Draw 1.", "domain"),
        ("When I attack, choose one to give me this turn —\n• [Weaponmaster]", "giving"),
    ],
)
def test_what_is_not_compiled_is_refused(text, reason):
    with pytest.raises(NotCompiled, match=reason):
        compile_text(text, "Spell" if text.startswith(("Choose", "Do", "•")) else "Unit")


def test_a_refused_list_is_one_note():
    script = compile_card("Choose one —\n• Draw 1.\n• Counter a spell unless you pay [1].", "Spell")
    (note,) = script.notes
    assert note.startswith("not compiled: Choose one —\n• Draw 1.\n• Counter a spell unless")
