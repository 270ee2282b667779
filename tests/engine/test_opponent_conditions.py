"""Conditions about an opponent (issue 28): "if an opponent has 6+ XP" holds when any one
opponent has (each player's own XP, 728), "if an opponent controls more units than you" when
one of them has more than you, each counting their own — compiled from the IR to conditions
the engine evaluates with that player as "you"."""

from __future__ import annotations

from tests.engine.stand_ins import RUNES, StandIn, compiled_game

from riftrules.effects import compile_text
from riftrules.engine import Context, play_card
from riftrules.engine.state import Game


def _cost_paid(game: Game, player, card: StandIn, runes: int) -> bool:
    for _ in range(runes):
        game.add_card(player, "runes", "Fury Rune", card=RUNES["Fury Rune"])
    played = game.add_card(player, "hand", "Card", card=card)
    return play_card(game, player, played) is played


def test_i_cost_less_if_an_opponent_has_6_xp():
    text = "If an opponent has 6+ XP, I cost [2] less."
    game = compiled_game()
    a, b = game.players
    b.xp, a.xp = 5, 9  # your own XP is not an opponent's
    assert not _cost_paid(game, a, StandIn(text, energy=3), 1)
    game = compiled_game()
    a, b = game.players
    b.xp = 6
    assert _cost_paid(game, a, StandIn(text, energy=3), 1)


def test_any_one_opponent_of_several():
    spell = compile_text("If an opponent has 6+ XP, draw 1.", "Spell")
    game = compiled_game(("A", "B", "C"), "ffa3")
    a, b, c = game.players
    game.add_card(a, "main_deck", "Card")
    b.xp, c.xp = 2, 7
    spell.effect.run(Context(game, a))
    assert len(a.hand) == 1
    b.xp = c.xp = 5
    game.add_card(a, "main_deck", "Card")
    spell.effect.run(Context(game, a))
    assert len(a.hand) == 1


def test_an_opponent_controls_more_units_than_you():
    spell = compile_text("If an opponent controls more units than you, draw 1.", "Spell")
    game = compiled_game()
    a, b = game.players
    for _ in range(3):
        game.add_card(a, "main_deck", "Card")
    game.add_card(a, "base", "Mine", type="Unit", might=1)
    game.add_card(b, "base", "Theirs", type="Unit", might=1)
    spell.effect.run(Context(game, a))
    assert len(a.hand) == 0  # as many: not more
    game.add_card(b, "base", "Theirs", type="Unit", might=1)
    spell.effect.run(Context(game, a))
    assert len(a.hand) == 1
    # from the opponent's side: they do not have fewer than the other
    theirs = compile_text("If an opponent controls fewer units than you, draw 1.", "Spell")
    game.add_card(b, "main_deck", "Card")
    theirs.effect.run(Context(game, a))
    assert len(a.hand) == 1
    theirs.effect.run(Context(game, b))
    assert len(b.hand) == 1  # you (B) have 2, your opponent A 1
