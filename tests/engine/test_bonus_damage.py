"""Bonus Damage (712-715): "Your spells and abilities deal 1 Bonus Damage." (Annie, Fiery) and
"Spells and abilities deal 1 Bonus Damage to units here." (Void Gate), compiled from the pool's
texts and run in a game."""

from riftrules.cards import pool
from riftrules.effects import compile_text
from riftrules.engine import Game, Script, run_effect
from riftrules.engine.board import deal, kill
from riftrules.engine.names import BATTLEFIELD


def _scripts(obj):
    card = getattr(obj, "card", None)
    if card is None or not card.text:
        return Script()
    return compile_text(card.text, card.type)


def _game():
    game = Game(("A", "B"), scripts=_scripts)
    a, b = game.players
    game.add_card(a, "main_deck", "d0")
    return game, a, b


def _unit(game, player, name="Unit", might=9, **where):
    return game.add_card(player, where.pop("zone", "base"), name, type="Unit", might=might, **where)


def _annie(game, player):
    card = pool.find("Annie, Fiery")
    return game.add_card(player, "base", card.name, card=card)


def _spell(game, player, text):
    run_effect(game, compile_text(text, "Spell").effect, player)


def test_your_spells_deal_bonus_damage_and_no_one_elses_nor_combat_damage():
    game, a, b = _game()
    _annie(game, a)
    enemy = _unit(game, b)
    _spell(game, a, "Deal 2 to an enemy unit.")
    assert enemy.damage == 3  # 715.1
    assert any(e.kind == "damage" and e.amount == 3 for e in game.log)
    _spell(game, b, "Deal 2 to a unit you control.")
    assert enemy.damage == 5  # B's spell: not Annie's controller's
    deal(game, enemy, 1, a, key="combat.damage")
    assert enemy.damage == 6  # combat damage is no spell's or ability's


def test_each_target_of_one_deal_gets_the_bonus_and_instances_add_up():
    """715.2's example: "Deal 6 to each of up to two units." deals 7 to each; two Annies, +2."""
    game, a, b = _game()
    _annie(game, a)
    first, second = _unit(game, b, "U1", 20), _unit(game, b, "U2", 20)
    _spell(game, a, "Deal 6 to all enemy units.")
    assert (first.damage, second.damage) == (7, 7)
    _annie(game, a)
    _spell(game, a, "Deal 1 to all enemy units.")
    assert (first.damage, second.damage) == (10, 10)  # 714: 1 + 1 + 1


def test_no_bonus_once_annie_leaves_the_board():
    game, a, b = _game()
    annie = _annie(game, a)
    enemy = _unit(game, b)
    kill(game, annie, a)
    _spell(game, a, "Deal 2 to an enemy unit.")
    assert enemy.damage == 2


def test_void_gate_adds_to_damage_dealt_to_units_there_by_anyone():
    game, a, b = _game()
    gate = game.add_battlefield("Void Gate", pool.find("Void Gate"))
    there = _unit(game, b, "There", zone=BATTLEFIELD, battlefield=gate)
    home = _unit(game, b, "Home")
    _spell(game, a, "Deal 2 to all enemy units.")
    assert (there.damage, home.damage) == (3, 2)  # uncontrolled, it names no player (190.6.b)
    _spell(game, b, "Deal 1 to all units you control.")
    assert (there.damage, home.damage) == (5, 3)
