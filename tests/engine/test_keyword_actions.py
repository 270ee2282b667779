"""A new set's keyword action done to an object, by its reminder (issue 28): "When you play me,
[Rally] another friendly unit. (Ready it and give it +1 [M] this turn.)" — the unit chosen is
readied and given +1 [M] this turn, the "it" of the reminder being that unit even when the
readying does nothing (it was ready); not me, not an enemy unit. A reminder that speaks of no
"it", or a line whose reminder may be another keyword's, is refused."""

from __future__ import annotations

import pytest
from tests.engine.stand_ins import StandIn, compiled_game

from riftrules.effects import NotCompiled, compile_text
from riftrules.engine import board
from riftrules.engine.choices import ChoiceError
from riftrules.engine.triggering import settle

RALLIER = (
    "When you play me, [Rally] another friendly unit. (Ready it and give it +1 [M] this turn.)"
)


def _game(answer: str, exhausted: bool = True):
    game = compiled_game()
    game.choices.answers.append(answer)
    a, b = game.players
    friend = game.add_card(a, "base", "Friend", type="Unit", might=2)
    friend.exhausted = exhausted
    game.add_card(b, "base", "Foe", type="Unit", might=2)
    me = game.add_card(a, "hand", "Rallier", card=StandIn(RALLIER, might=1))
    return game, me, friend


@pytest.mark.parametrize("exhausted", [True, False])
def test_the_friend_chosen_is_readied_and_given_might(exhausted):
    game, me, friend = _game("Friend", exhausted)
    board.play(game, game.players[0], me)
    settle(game)
    assert not friend.exhausted and game.might(friend) == 3


def test_an_enemy_unit_is_no_option():
    game, me, _ = _game("Foe")
    with pytest.raises(ChoiceError, match=r"legal options are Friend$"):
        board.play(game, game.players[0], me)
        settle(game)


@pytest.mark.parametrize(
    ("text", "why"),
    [
        ("[Rally] a unit. (Draw 1.)", "nothing done to 'it'"),
        (
            "[Rally] a unit and give it [Assault] this turn. (+1 [M] while it's an attacker.)",
            "no reminder text of its own",
        ),
        ("[Rally] a unit.", "no reminder text of its own"),
    ],
)
def test_refused_without_a_reminder_of_its_own_about_it(text, why):
    with pytest.raises(NotCompiled, match=why):
        compile_text(text, "Spell")
