"""A restriction of mine said of a group (issue 28): "Token units you control can't be chosen
by enemy spells." (757, by spells only) — an enemy's spell cannot choose your token units, it
can choose your other units; an enemy's ability can choose them, and so can your own spell.
A bare plural subject takes its relative clause ("Token units you control")."""

from __future__ import annotations

from tests.engine.stand_ins import StandIn, compiled_game

from riftrules.engine import Context
from riftrules.engine.targeting import choosable

TEXT = "Token units you control can't be chosen by enemy spells."


def test_your_token_units_are_no_option_for_an_enemy_spell():
    game = compiled_game()
    a, b = game.players
    game.add_card(a, "base", "Ward", card=StandIn(TEXT, type="Gear"))
    token = game.add_card(a, "base", "Token", type="Unit", might=1, token=True)
    card = game.add_card(a, "base", "Card", type="Unit", might=1)
    theirs = game.add_card(b, "base", "Theirs", type="Unit", might=1, token=True)
    units = [token, card, theirs]
    spell = game.add_card(b, "hand", "Spell", type="Spell")
    ability = game.add_card(b, "base", "Source", type="Unit", might=1)
    own = game.add_card(a, "hand", "Own", type="Spell")
    assert choosable(Context(game, b, spell), units) == [card, theirs]
    assert choosable(Context(game, b, ability), units) == units
    assert choosable(Context(game, a, own), units) == units
