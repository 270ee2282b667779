"""A characteristic changed by a static, by an amount (issue 28): "My Might is increased by
the number of different tags among your units." (140, counted now), "My Might is reduced by
…", "My Energy cost is reduced by the number of runes you control." (a discount of the Energy
cost, 356.4, 356.4.c; never below 0, 356.6) — the amount read as "equal to" reads it."""

from __future__ import annotations

from tests.engine.stand_ins import RUNES, StandIn, compiled_game

from riftrules.engine import play_card


def test_my_might_is_increased_by_the_number_of_different_tags_among_your_units():
    game = compiled_game()
    a, b = game.players
    text = "My Might is increased by the number of different tags among your units."
    me = game.add_card(a, "base", "Me", type="Unit", might=1, tags=("Cat",), card=StandIn(text))
    assert game.might(me) == 2  # my own tag: Cat
    game.add_card(a, "base", "Other", type="Unit", might=1, tags=("Cat", "Dog"))
    game.add_card(b, "base", "Theirs", type="Unit", might=1, tags=("Poro",))
    assert game.might(me) == 3  # Cat, Dog; not the opponent's Poro


def test_my_might_is_reduced_by_the_number_of_enemy_units_here():
    game = compiled_game()
    a, b = game.players
    text = "My Might is reduced by the number of enemy units here."
    field = game.add_battlefield("Bf1")
    me = game.add_card(
        a, "battlefield", "Me", type="Unit", might=4, battlefield=field, card=StandIn(text)
    )
    assert game.might(me) == 4
    game.add_card(b, "base", "Away", type="Unit", might=1)  # at their base: not here
    game.add_card(b, "battlefield", "E1", type="Unit", might=1, battlefield=field)
    game.add_card(b, "battlefield", "E2", type="Unit", might=1, battlefield=field)
    game.add_card(a, "battlefield", "Mine", type="Unit", might=1, battlefield=field)
    assert game.might(me) == 2


def _payable(runes: int, energy: int) -> bool:
    game = compiled_game()
    a = game.players[0]
    for _ in range(runes):
        game.add_card(a, "runes", "Fury Rune", card=RUNES["Fury Rune"])
    text = "My Energy cost is reduced by the number of runes you control."
    card = game.add_card(a, "hand", "Card", card=StandIn(text, energy=energy))
    return play_card(game, a, card) is card


def test_my_energy_cost_is_reduced_by_the_number_of_runes_you_control():
    assert _payable(2, 4)  # [4] less 2: [2], two runes
    assert not _payable(2, 5)  # [5] less 2: [3], two runes are not enough
    assert _payable(3, 3)  # [3] less 3: nothing to pay (356.6: never below 0)
