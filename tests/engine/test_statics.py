"""Passive abilities under conditions, [Deflect] (809) and restrictions: what the scenarios in
rulebook/scenarios/static-*.yaml and keyword-deflect-*.yaml do not show."""

from riftrules.engine import (
    CombatAbility,
    Deal,
    Exists,
    Game,
    Permanents,
    Self,
    StaticAbility,
    ThisTurn,
    Units,
    run_effect,
)
from riftrules.engine.board import buff, give_keyword
from riftrules.engine.passives import combat_keywords
from riftrules.engine.registered import register
from riftrules.engine.scoring import gain_xp, spend_xp
from riftrules.engine.selectors import Choose
from riftrules.engine.turn import start_turn


def test_an_ability_whose_condition_reads_my_might_applies_once_476_3():
    """476.3's Fiora, Victorious (printed 4): "While I'm Mighty, I have … Shield." Buffed and
    defending she is 5, so Mighty, so Shield: 6; unbuffed she is 4, no Shield."""
    game = Game(("A", "B"))
    a = game.players[0]
    fiora = game.add_card(a, "base", "Fiora", type="Unit", might=4)
    mighty = Exists(Permanents(among=Self(), min_might=5))
    register(game, CombatAbility("Shield", 1, Self(), active_if=mighty), a, fiora)
    fiora.role = "defender"
    assert game.might(fiora) == 4
    buff(game, fiora, a)
    assert game.might(fiora) == 6
    assert game.evaluating == set()


def test_what_you_did_this_turn_ends_with_the_turn():
    game = Game(("A", "B"))
    a, b = game.players
    unit = game.add_card(a, "base", "Newtfish", type="Unit", might=4)
    register(game, StaticAbility(1, Self(), active_if=ThisTurn("xp")), a, unit)
    gain_xp(game, b, 1)  # another player's XP is not "you've gained XP"
    a.xp = 2
    spend_xp(game, a, 2)  # nor is XP spent (730.2): only XP gained (730.1)
    assert game.might(unit) == 4
    gain_xp(game, a, 1)
    assert game.might(unit) == 5
    start_turn(game, b)
    assert game.might(unit) == 4


def test_deflect_2_given_this_turn_costs_two_power_to_choose():
    """809.1.c: [Deflect 2] costs the opponent [A][A]; one Power is not enough."""
    game = Game(("A", "B"))
    a, b = game.players
    poro = game.add_card(b, "base", "Poro", type="Unit", might=2)
    other = game.add_card(b, "base", "Other", type="Unit", might=9)
    give_keyword(game, poro, "Deflect", 2, b)
    a.power = 1
    assert run_effect(game, Deal(Choose(Units(controller="enemy")), 3), a) == [other]
    a.power = 2
    game.choices.answers.append("Poro")
    assert run_effect(game, Deal(Choose(Units(controller="enemy")), 3), a) == [poro]
    assert a.power == 0
    paid = [e for e in game.log if e.kind == "pay"]
    assert [(e.player, e.amount) for e in paid] == [("A", 2)]


def test_deflect_costs_nothing_to_its_controller_and_a_teammate():
    game = Game(("A", "B", "C", "D"), mode="2v2")
    a, _, c, _ = game.players
    poro = game.add_card(a, "base", "Poro", type="Unit", might=2)
    give_keyword(game, poro, "Deflect", 1, a)
    for player in (a, c):  # 489.8.e: a teammate is no opponent
        assert run_effect(game, Deal(Choose(Units(controller="friendly")), 1), player) == [poro]
    assert not [e for e in game.log if e.kind == "pay"]


def test_a_unit_died_this_turn_counts_any_player_s_units_not_gear():
    from riftrules.engine.board import kill
    from riftrules.engine.context import Context

    game = Game(("A", "B"))
    a, b = game.players
    died = ThisTurn("kill", anyone=True, type="Unit")
    gear = game.add_card(b, "base", "Gear", type="Gear")
    unit = game.add_card(b, "base", "Unit", type="Unit", might=1)
    kill(game, gear, b)
    assert not died.holds(Context(game, a))
    kill(game, unit, b)
    assert died.holds(Context(game, a))


def test_a_keyword_if_they_did_not_already_does_not_add_up():
    from riftrules.engine.passives import combat_keywords

    game = Game(("A", "B"))
    a = game.players[0]
    refuge = game.add_card(a, "base", "Refuge", type="Gear")
    plain = game.add_card(a, "base", "Plain", type="Unit", might=1)
    deflect = game.add_card(a, "base", "Deflect 2", type="Unit", might=1)
    give_keyword(game, deflect, "Deflect", 2, a)
    register(game, CombatAbility("Deflect", 1, Units(), if_lacking=True), a, refuge)
    assert combat_keywords(game, plain) == {"Deflect": 1}
    assert combat_keywords(game, deflect) == {"Deflect": 2}  # not 3 (809.2)


def test_another_ability_counts_toward_mighty_476_3():
    """An aura's +1 is in the arithmetic layer: 4 + 1 makes her Mighty, so Shield applies."""
    game = Game(("A", "B"))
    a = game.players[0]
    fiora = game.add_card(a, "base", "Fiora", type="Unit", might=4)
    banner = game.add_card(a, "base", "Banner", type="Gear")
    mighty = Exists(Permanents(among=Self(), min_might=5))
    for keyword in ("Shield", "Deflect", "Ganking"):
        register(game, CombatAbility(keyword, 1, Self(), active_if=mighty), a, fiora)
    register(game, StaticAbility(1, Units()), a, banner)
    fiora.role = "defender"
    assert game.might(fiora) == 6
    assert set(combat_keywords(game, fiora)) == {"Shield", "Deflect", "Ganking"}


def test_a_keyword_given_to_units_with_a_keyword_does_not_read_itself_476_3():
    """ "Units with [Tank] have [Tank]": read while keywords are read, no more keywords (no
    endless reading); a unit with [Tank] printed still has it, one without gets none."""
    game = Game(("A", "B"))
    a = game.players[0]
    tank = game.add_card(a, "base", "Tank", type="Unit", might=3)
    plain = game.add_card(a, "base", "Plain", type="Unit", might=3)
    register(game, CombatAbility("Tank", 1, Self()), a, tank)
    register(game, CombatAbility("Shield", 1, Units(keyword="Tank")), a, tank)
    register(game, CombatAbility("Tank", 1, Units(keyword="Tank")), a, tank)
    assert "Shield" in combat_keywords(game, tank) and "Tank" not in combat_keywords(game, plain)
    assert "Shield" not in combat_keywords(game, plain)
    assert game.evaluating == set()
