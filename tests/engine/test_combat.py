"""Combat (459-466): what the scenarios in rulebook/scenarios/combat-*.yaml do not show."""

import pytest

from riftrules.engine import Game
from riftrules.engine.combat import CombatError, combat


def _game() -> Game:
    game = Game(("A", "B", "C"), mode="ffa3")
    game.add_battlefield("Bf1")
    return game


def test_a_combat_needs_units_of_exactly_two_players():
    game = _game()
    a, b, c = game.players
    bf = game.battlefield("Bf1")
    game.add_card(a, "battlefield", "x", type="Unit", might=2, battlefield=bf)
    with pytest.raises(CombatError, match="462"):
        combat(game, bf, a)
    for player in (b, c):
        game.add_card(player, "battlefield", "y", type="Unit", might=2, battlefield=bf)
    with pytest.raises(CombatError, match="462"):
        combat(game, bf, a)


def test_excess_damage_goes_to_the_last_unit_and_designations_end():
    game = _game()
    a, b, _ = game.players
    bf = game.battlefield("Bf1")
    big = game.add_card(a, "battlefield", "big", type="Unit", might=9, battlefield=bf)
    small = game.add_card(b, "battlefield", "small", type="Unit", might=2, battlefield=bf)
    assert combat(game, bf, a) is a
    damage = [e for e in game.log if e.kind == "damage" and e.subject is small]
    assert [e.amount for e in damage] == [9]  # 465.2.c.4: no unit left, so all of it
    assert big.role is None and bf.controller is a


def test_a_keyword_given_this_turn_ends_with_the_turn():
    from riftrules.engine.board import give_keyword
    from riftrules.engine.passives import combat_keywords
    from riftrules.engine.turn import end_this_turn

    game = _game()
    a = game.players[0]
    unit = game.add_card(a, "base", "u", type="Unit", might=2)
    assert give_keyword(game, unit, "Assault", 3, a)
    give_keyword(game, unit, "Assault", 1, a, until=None)
    assert combat_keywords(game, unit) == {"Assault": 4}  # 807.2: the values add up
    end_this_turn(game)
    assert combat_keywords(game, unit) == {"Assault": 1}


def test_this_combat_effects_expire_as_the_combat_ends_and_in_combat_selects_fighters():
    """466.7.c: "this combat" Might and keywords end with the combat; "in combat" (an
    attacker or a defender) selects only units of the combat, and only while it lasts."""
    from riftrules.effects import compile_card
    from riftrules.engine import TriggeredAbility, When, run_effect
    from riftrules.engine.registered import register

    game = _game()
    a, b, _ = game.players
    bf = game.battlefield("Bf1")
    game.add_battlefield("Bf2")
    hero = game.add_card(a, "battlefield", "hero", type="Unit", might=3, battlefield=bf)
    foe = game.add_card(b, "battlefield", "foe", type="Unit", might=4, battlefield=bf)
    away = game.add_card(b, "battlefield", "away", type="Unit", might=4, battlefield=bf)
    elsewhere = game.add_card(
        b, "battlefield", "elsewhere", type="Unit", might=4, battlefield=game.battlefield("Bf2")
    )
    gains = compile_card("It gains [Shield 2] this combat.").effect
    assert gains is not None and gains.until == "combat"  # type: ignore[attr-defined]
    shield = compile_card("When I defend, give me +5 [M] this combat.", "Unit").abilities[0]
    away.abilities.append(register(game, shield, b, away))
    barrage = compile_card("Deal 1 to all enemy units in combat.").effect
    assert barrage is not None
    attack = TriggeredAbility("attack", barrage, When(subject="self"))
    hero.abilities.append(register(game, attack, a, hero))
    combat(game, bf, a)
    assert foe.damage == 0 and away.damage == 0  # healed as the combat resolves
    assert [e.subject for e in game.log.of("damage")][:2] == [foe, away]  # not "elsewhere"
    assert elsewhere.damage == 0 and game.might(away) == 4 and game.combat is None
    assert game.log.of("expire")[-1].cites == ("466.7.c",)
    before = len(game.log)
    run_effect(game, barrage, a)  # no combat now: nobody is in combat
    assert "damage" not in game.log.kinds()[before:]


def test_a_unit_played_during_a_showdown():
    """Fresh Beans: "When you play a unit during a showdown" — a token played by an attack
    trigger is played in the combat's showdown (308.1); one played after it is not."""
    from riftrules.cards import pool
    from riftrules.effects import compile_card
    from riftrules.engine import PlayToken, TriggeredAbility, When, run_effect
    from riftrules.engine.registered import register

    beans_card = next(c for c in pool.load() if c.name == "Fresh Beans")
    game = Game(("A", "B"), scripts=lambda obj: compile_card(obj.card.text, obj.card.type))
    a, b = game.players
    bf = game.add_battlefield("Bf1")
    for n in range(3):
        game.add_card(a, "main_deck", f"d{n}")
    game.add_card(a, "base", "Fresh Beans", card=beans_card, type="Gear")
    hero = game.add_card(a, "battlefield", "hero", type="Unit", might=9, battlefield=bf)
    game.add_card(b, "battlefield", "foe", type="Unit", might=1, battlefield=bf)
    recruit = PlayToken("Recruit", 1)
    hero.abilities.append(register(game, TriggeredAbility("attack", recruit, When()), a, hero))
    combat(game, bf, a)
    assert len(a.hand) == 1 and game.log.of("play")[0].data.showdown is bf
    triggered = len(game.log.of("trigger"))
    run_effect(game, recruit, a)  # no showdown now: Fresh Beans does not trigger
    assert len(game.log.of("trigger")) == triggered and game.log[-1].data.showdown is None


def test_a_zero_might_unit_needs_one_damage_for_lethal_and_the_rest_is_excess():
    game = _game()
    a, b, _ = game.players
    bf = game.battlefield("Bf1")
    game.add_card(a, "battlefield", "big", type="Unit", might=5, battlefield=bf)
    zero = game.add_card(b, "battlefield", "zero", type="Unit", might=0, battlefield=bf)
    three = game.add_card(b, "battlefield", "three", type="Unit", might=3, battlefield=bf)
    assert combat(game, bf, a) is a
    dealt = {e.subject.name: e.amount for e in game.log if e.kind == "damage"}
    assert dealt["zero"] == 1 and dealt["three"] == 4  # 142.4.b: lethal is non-zero
    (assign,) = [e for e in game.log if e.kind == "assign" and e.player == "A"]
    assert assign.data.excess == 1  # 465.2.c.4: beyond lethal on the last unit
    assert zero.zone == three.zone == "trash"


def test_a_conquer_after_an_attack_is_one_the_unit_attacked_in():
    """Tryndamere's "When I conquer after an attack" (383.4.c, 383.4.e): a conquest that came
    from a combat the unit attacked in, not one from moving to an empty battlefield."""
    from riftrules.effects import compile_card
    from riftrules.engine.registered import register
    from riftrules.engine.scoring import conquer
    from riftrules.engine.triggering import settle

    text = "When I conquer after an attack, you score 1 point."
    (ability,) = compile_card(text, "Unit").abilities
    game = Game(("A", "B"))
    a, b = game.players
    bf = game.add_battlefield("Bf1")
    game.add_battlefield("Bf2")
    bf.controller = b
    hero = game.add_card(a, "battlefield", "hero", type="Unit", might=5, battlefield=bf)
    hero.abilities.append(register(game, ability, a, hero))
    game.add_card(b, "battlefield", "foe", type="Unit", might=2, battlefield=bf)
    combat(game, bf, a)
    settle(game)
    assert bf.controller is a and a.points == 2  # the conquest, and the trigger's point
    empty = game.battlefield("Bf2")
    bf.permanents.remove(hero)  # there now (323.6: control follows the units)
    empty.permanents.append(hero)
    hero.battlefield = empty
    conquer(game, a, empty)
    settle(game)
    assert empty.controller is a and a.points == 3  # the conquest only: no attack before it
