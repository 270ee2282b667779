"""The highest characteristic among a group (issue 28): "equal to the highest Energy cost among
cards in your trash" (131.2.a), "… the highest Power cost …" (131.3), "… the highest Might
among units you control" (140) — compiled from the IR to values read as the effect is done,
from the group's cards as printed (costs) or as they are now (Might)."""

from __future__ import annotations

from tests.engine.stand_ins import StandIn, compiled_game

from riftrules.effects import compile_text
from riftrules.engine import CardsIn, Context, CostKind, HighestCost
from riftrules.engine.triggering import settle


def test_damage_equal_to_the_highest_energy_cost_among_cards_in_your_trash():
    game = compiled_game()
    a, b = game.players
    for energy in (2, 5, 3):
        game.add_card(a, "trash", "Card", card=StandIn(type="Spell", energy=energy, power=0))
    game.add_card(
        b, "trash", "Theirs", card=StandIn(type="Spell", energy=9, power=0)
    )  # not in your trash
    enemy = game.add_card(b, "base", "Enemy", type="Unit", might=8)
    spell = compile_text(
        "Deal damage equal to the highest Energy cost among cards in your trash to a unit.",
        "Spell",
    )
    spell.effect.run(Context(game, a))
    settle(game)
    assert enemy.damage == 5


def test_the_highest_power_cost_and_an_empty_trash():
    game = compiled_game()
    a = game.players[0]
    highest = HighestCost(CardsIn("trash"), CostKind.POWER)
    assert highest.value(Context(game, a)) == 0  # none: 0
    game.add_card(a, "trash", "Card", card=StandIn(energy=4, power=2))
    game.add_card(a, "trash", "Card", card=StandIn(energy=1, power=1))
    assert highest.value(Context(game, a)) == 2
    for _ in range(3):
        game.add_card(a, "main_deck", "Card")
    spell = compile_text("Draw cards equal to the highest Power cost among cards in your trash.")
    spell.effect.run(Context(game, a))
    settle(game)
    assert len(a.hand) == 2


def test_give_might_equal_to_the_highest_might_among_units_you_control():
    game = compiled_game()
    a, b = game.players
    mine = game.add_card(a, "base", "Mine", type="Unit", might=1)
    game.add_card(a, "base", "Big", type="Unit", might=4)
    game.add_card(b, "base", "Theirs", type="Unit", might=7)  # not yours
    game.choices.answers.append("Mine")
    spell = compile_text(
        "Give a unit +[M] equal to the highest Might among units you control this turn.", "Spell"
    )
    spell.effect.run(Context(game, a))
    settle(game)
    assert game.might(mine) == 5
