"""What the turn player did this turn, said of "they" in a time of each opponent's turn (issue
28): "At the end of each opponent's turn, if they played no spells this turn, draw 1." triggers
at the end of an opponent's turn only (317.1.a, the turn player's: 315), and only if that
player played no spell this turn (383.2.a.1: checked as it triggers); a spell the ability's
controller played does not count, nor the end of their own turn."""

from __future__ import annotations

import pytest
from tests.engine.stand_ins import StandIn, compiled_game

from riftrules.effects import NotCompiled, compile_text
from riftrules.engine import Not, ThisTurn, TurnPlayer
from riftrules.engine.costs import play_card
from riftrules.engine.state import LEGEND
from riftrules.engine.triggering import settle
from riftrules.engine.turn import ending

TEXT = "At the end of each opponent's turn, if they played no spells this turn, draw 1."


def _game():
    game = compiled_game()
    a, b = game.players
    game.add_card(a, LEGEND, "Legend", card=StandIn(TEXT, type="Legend"), type="Legend")
    for n in range(5):
        game.add_card(a, "main_deck", f"a{n}")
        game.add_card(b, "main_deck", f"b{n}")
    return game, a, b


def _spell(game, player):
    spell = game.add_card(player, "hand", "Spell", card=StandIn("Gain 1 XP.", type="Spell"))
    spell.type = "Spell"
    assert play_card(game, player, spell) is spell
    settle(game)


def test_the_condition_is_the_turn_players_history():
    (ability,) = compile_text(TEXT, "Legend").abilities
    assert ability.condition.whose == "opponent"
    assert ability.intervening == Not(ThisTurn("play", type="Spell", by=TurnPlayer()))


def test_it_draws_at_the_end_of_an_opponents_turn_without_spells_only():
    game, a, b = _game()
    _spell(game, b)  # in A's turn: not an opponent's, and not a spell of the turn player's
    hand = len(a.hand)
    ending(game)  # the end of A's own turn: nothing
    assert game.turn_player is b and len(a.hand) == hand
    ending(game)  # B played no spell this turn: A draws 1
    assert game.turn_player is a and len(a.hand) == hand + 1
    _spell(game, a)  # A's spell in A's turn changes nothing for B's next turn
    ending(game)
    _spell(game, a)  # A's spell in B's turn is not theirs
    ending(game)
    assert len(a.hand) == hand + 2


def test_no_draw_when_they_played_a_spell():
    game, a, b = _game()
    ending(game)
    assert game.turn_player is b
    hand = len(a.hand)
    _spell(game, b)
    ending(game)
    assert len(a.hand) == hand


def test_they_with_no_trigger_naming_them_is_refused():
    with pytest.raises(NotCompiled, match="that player"):
        text = "At the end of your turn, if they played no spells this turn, draw 1."
        compile_text(text, "Legend")
