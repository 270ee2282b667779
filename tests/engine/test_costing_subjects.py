"""Costs in statics (issue 28): a subject narrowed by a cost ("Friendly units with Energy
cost [2] or less have +1 [M]." — the cards of that printed cost, 131.2.a, 356.1.c, a token's
treated as 0, 185.3.a.1; "… with Energy cost [4] or more have [Assault]"), and a keyword's
value equal to a cost ("I have [Assault] equal to my Energy cost.", 807.1.b.2)."""

from __future__ import annotations

from tests.engine.stand_ins import StandIn, compiled_game

from riftrules.engine.passives import combat_keywords


def test_friendly_units_with_energy_cost_2_or_less_have_plus_one_might():
    game = compiled_game()
    a, b = game.players
    text = "Friendly units with Energy cost [2] or less have +1 [M]."
    game.add_card(a, "base", "Banner", type="Gear", card=StandIn(text, "Gear", 3))
    cheap = game.add_card(a, "base", "Cheap", type="Unit", might=1, card=StandIn(energy=2))
    dear = game.add_card(a, "base", "Dear", type="Unit", might=1, card=StandIn(energy=3))
    token = game.add_card(a, "base", "Recruit", type="Unit", might=1, token=True)
    theirs = game.add_card(b, "base", "Theirs", type="Unit", might=1, card=StandIn(energy=1))
    assert [game.might(u) for u in (cheap, dear, token, theirs)] == [2, 1, 2, 1]


def test_friendly_units_with_energy_cost_4_or_more_have_assault():
    game = compiled_game()
    a = game.players[0]
    text = "Friendly units with Energy cost [4] or more have [Assault]."
    game.add_card(a, "base", "Banner", type="Gear", card=StandIn(text, "Gear", 3))
    dear = game.add_card(a, "base", "Dear", type="Unit", might=1, card=StandIn(energy=4))
    cheap = game.add_card(a, "base", "Cheap", type="Unit", might=1, card=StandIn(energy=3))
    assert combat_keywords(game, dear) == {"Assault": 1}
    assert combat_keywords(game, cheap) == {}


def test_i_have_assault_equal_to_my_energy_cost():
    game = compiled_game()
    a = game.players[0]
    text = "I have [Assault] equal to my Energy cost."
    big = game.add_card(a, "base", "Big", type="Unit", might=2, card=StandIn(text, energy=4))
    small = game.add_card(a, "base", "Small", type="Unit", might=2, card=StandIn(text, energy=1))
    assert combat_keywords(game, big) == {"Assault": 4}  # 807.1.b.2: its Assault Value
    assert combat_keywords(game, small) == {"Assault": 1}
