"""A relative clause of state after the permanent chosen (issue 28): "Kill an enemy unit that's
alone at a battlefield." — only an enemy unit at a battlefield with no other friendly unit
there (740.2.a) is an option: not one with a friend beside it, not one alone in its base; "Ready
a unit that's exhausted." offers exhausted units only. A "that's …" after no one group of
permanents is refused."""

from __future__ import annotations

import pytest

from riftrules.effects import NotCompiled, compile_text
from riftrules.engine import Context
from riftrules.engine.choices import ChoiceError
from riftrules.engine.state import Game
from riftrules.engine.triggering import settle

ALONE = "Kill an enemy unit that's alone at a battlefield."


def _game(answer: str) -> Game:
    game = Game(("A", "B"), scripts=lambda obj: None, choices=[answer])
    b = game.players[1]
    lonely, crowded = game.add_battlefield("Lonely"), game.add_battlefield("Crowded")
    game.add_card(b, "battlefield", "Loner", type="Unit", might=2, battlefield=lonely)
    for name in ("Pair1", "Pair2"):
        game.add_card(b, "battlefield", name, type="Unit", might=2, battlefield=crowded)
    game.add_card(b, "base", "Homebody", type="Unit", might=2)  # alone, but in its base
    return game


def test_the_unit_alone_at_a_battlefield_dies():
    game = _game("Loner")
    compile_text(ALONE, "Spell").effect.run(Context(game, game.players[0]))
    settle(game)
    assert [c.name for c in game.players[1].trash] == ["Loner"]


@pytest.mark.parametrize("answer", ["Pair1", "Homebody"])
def test_a_unit_with_a_friend_or_in_its_base_is_no_option(answer):
    game = _game(answer)
    with pytest.raises(ChoiceError, match=r"legal options are Loner$"):
        compile_text(ALONE, "Spell").effect.run(Context(game, game.players[0]))


def test_ready_a_unit_thats_exhausted():
    game = Game(("A", "B"), scripts=lambda obj: None, choices=["Ready"])
    a = game.players[0]
    game.add_card(a, "base", "Ready", type="Unit", might=1)
    tired = game.add_card(a, "base", "Tired", type="Unit", might=1)
    tired.exhausted = True
    with pytest.raises(ChoiceError, match=r"legal options are Tired$"):
        compile_text("Ready a unit that's exhausted.", "Spell").effect.run(Context(game, a))


def test_thats_after_no_group_of_permanents_is_refused():
    with pytest.raises(NotCompiled, match="no one group of permanents"):
        compile_text("Draw 1 that's stunned.", "Spell")
