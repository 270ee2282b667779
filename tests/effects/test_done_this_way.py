"""A condition on what the instruction before did, in the past of its verb (issue 28): "If you
stunned two units this way", "If you readied an enemy unit", "If you stunned a [Mighty] unit"
— on what that instruction was done to (the engine's ``Did``), and only after an instruction
of that verb."""

from __future__ import annotations

import pytest

from riftrules.effects import NotCompiled, compile_text
from riftrules.engine import Did, Game, If, Permanents
from riftrules.engine.state import BASE, HAND, MAIN_DECK


def _game(*enemies: int) -> Game:
    game = Game(("A", "B"))
    a, b = game.players
    for might in enemies:
        game.add_card(b, BASE, f"Enemy {might}", type="Unit", might=might)
    for n in range(3):
        game.add_card(a, MAIN_DECK, f"Card {n}", type="Spell")
    return game


def _drawn(text: str, game: Game) -> int:
    compile_text(text, "Spell").run(game, game.players[0])
    return len(game.players[0].zones[HAND])


@pytest.mark.parametrize(("enemies", "drawn"), [((2,), 0), ((2, 3), 1), ((2, 3, 4), 1)])
def test_how_many_were_stunned_this_way(enemies: tuple[int, ...], drawn: int):
    text = "[Stun] all enemy units. If you stunned two units this way, draw 1."
    assert _drawn(text, _game(*enemies)) == drawn


@pytest.mark.parametrize(("enemies", "drawn"), [((2, 3), 0), ((2, 6), 2)])
def test_a_state_of_what_was_done_to_as_the_condition_is_checked(enemies, drawn):
    """[Mighty]: 5+ Might (708) — one of the units stunned has it."""
    text = "[Stun] all enemy units. If you stunned a [Mighty] unit, draw 2."
    assert _drawn(text, _game(*enemies)) == drawn


def test_the_side_of_what_was_done_to():
    script = compile_text("Ready a unit. If you readied an enemy unit, draw 1.", "Spell")
    test = script.effect.steps[1]
    assert isinstance(test, If)
    assert test.condition == Did(type="Unit", of=Permanents(type="Unit", controller="enemy"))


@pytest.mark.parametrize(
    "text",
    [
        "Draw 1. If you stunned a unit this way, draw 1.",  # the instruction before: no stun
        "Ready a unit. If you killed a unit this way, draw 1.",
    ],
)
def test_after_an_instruction_of_another_verb_it_is_refused(text: str):
    with pytest.raises(NotCompiled, match="after no instruction"):
        compile_text(text, "Spell")
