"""Attach, detach and Equipment (434, 435, 716-719, 818, 819, 821): what
rulebook/scenarios/keyword-equip-*.yaml and keyword-weaponmaster.yaml do not show."""

from dataclasses import replace

from riftrules.effects import compile_text
from riftrules.engine import (
    CONTROLLER,
    ActivatedAbility,
    Count,
    Draw,
    Equip,
    Exhaust,
    Game,
    Pay,
    Permanents,
    Script,
    Self,
    activate,
    attach,
    detach,
)
from riftrules.engine.board import kill, move, play
from riftrules.engine.cleanup import cleanup
from riftrules.engine.equipment import YOUR_UNIT
from riftrules.engine.triggering import settle


class _Card:
    """A stand-in pool card: only its text matters to ``Game.script``."""

    text = "text"
    type = might = energy = None
    tags = ()


SWORD = Script(
    (
        ActivatedAbility(Pay(CONTROLLER, 1, 1), Equip(), text="[Equip] [1][A]"),
        ActivatedAbility(Exhaust(Self()), Draw(CONTROLLER, 1), text="[E]"),
    )
)


def _game(scripts: dict[str, Script] | None = None) -> Game:
    table = scripts or {"Sword": SWORD}
    game = Game(("A", "B"), scripts=lambda obj: table.get(obj.name))
    game.add_battlefield("Bf1")
    return game


def _sword(game, player, bonus=2, zone="base"):
    return game.add_card(
        player, zone, "Sword", card=_Card(), type="Gear", tags=("Equipment",), might_bonus=bonus
    )


def test_equip_pays_its_cost_whole_then_attaches_and_gives_its_might_bonus():
    game = _game()
    a, b = game.players
    unit = game.add_card(a, "base", "u", type="Unit", might=3)
    game.add_card(b, "base", "theirs", type="Unit", might=3)
    sword = _sword(game, a)
    a.energy = 1
    assert activate(game, a, sword, 0) == []  # [1][A]: no Power, nothing paid (376)
    assert a.energy == 1 and sword.attached_to is None
    a.power = 1
    assert activate(game, a, sword, 0) == [sword]  # 818.1.c.2: a unit *you* control
    assert sword.attached_to is unit and unit.attachments == [sword]
    assert game.might(unit) == 5  # 137.3
    assert (a.energy, a.power) == (0, 0)
    assert "818.2" in game.log[-1].cites
    assert activate(game, a, sword, 1) == []  # 718.2: its own text is inactive now
    assert Count(Permanents(equipped=True)).value(_ctx(game, a)) == 1


def _ctx(game, player):
    from riftrules.engine import Context

    return Context(game, player)


def test_the_equipment_goes_where_the_unit_goes_and_stays_when_it_dies():
    game = _game()
    a, _ = game.players
    bf = game.battlefield("Bf1")
    unit = game.add_card(a, "base", "u", type="Unit", might=3)
    sword = _sword(game, a)
    assert attach(game, sword, unit, a)
    assert not attach(game, sword, unit, a)  # 434.1.g: already attached to it
    move(game, unit, bf, a)
    assert sword.battlefield is bf  # 719.3.a
    cleanup(game)
    assert sword.battlefield is bf  # 323.7: only unattached gear is recalled
    kill(game, unit, a)
    assert sword.attached_to is None and sword.on_board  # 719.5: it detaches, stays
    assert [e.kind for e in game.log][-2:] == ["kill", "detach"]  # it dies, then leaves
    cleanup(game)
    assert sword.zone == "base"  # 435.4.a: recalled by the next cleanup
    assert unit.zone == "trash" and unit.attachments == []


def test_attaching_to_another_unit_detaches_first_and_detach_leaves_it_there():
    game = _game()
    a, _ = game.players
    bf = game.battlefield("Bf1")
    first = game.add_card(a, "base", "first", type="Unit", might=3)
    second = game.add_card(a, "battlefield", "second", type="Unit", might=1, battlefield=bf)
    sword = _sword(game, a, bonus=1)
    attach(game, sword, first, a)
    assert attach(game, sword, second, a)  # 434.1.f
    assert first.attachments == [] and sword.battlefield is bf  # 434.4: not a move
    assert [e.kind for e in game.log][-2:] == ["detach", "attach"]
    assert not any(e.kind == "move" for e in game.log)
    assert (game.might(first), game.might(second)) == (3, 2)
    assert detach(game, sword, a) and not detach(game, sword, a)  # 435.1.a.1
    assert sword.battlefield is bf and game.might(second) == 1  # 435.4, 435.1.e


def test_quick_draw_attaches_as_it_is_played():
    text = "[Quick-Draw] (This has [Reaction]. When you play it, attach it to a unit you control.)"
    game = _game({"Sword": compile_text(text, "Gear")})
    a, _ = game.players
    unit = game.add_card(a, "base", "u", type="Unit", might=3)
    sword = _sword(game, a, zone="hand")
    play(game, a, sword)
    settle(game)
    assert sword.attached_to is unit and game.might(unit) == 5


def test_weaponmaster_pays_the_equip_cost_less_a_power_even_if_attached():
    text = "[Weaponmaster] (When you play me, you may [Equip] one of your Equipment to me …)"
    game = _game({"Sword": SWORD, "Master": compile_text(text, "Unit")})
    a, _ = game.players
    old = game.add_card(a, "base", "old", type="Unit", might=1)
    sword = _sword(game, a)
    attach(game, sword, old, a)
    master = game.add_card(a, "hand", "Master", card=_Card(), type="Unit", might=2)
    a.energy = 1
    play(game, a, master)
    settle(game)
    assert sword.attached_to is master  # 821.1.c: [1][A] reduced by [A] is [1]
    assert a.energy == 0 and old.attachments == []


def test_weaponmaster_that_cannot_pay_leaves_the_equipment_where_it_is():
    text = "[Weaponmaster]"
    game = _game({"Sword": SWORD, "Master": compile_text(text, "Unit")})
    a, _ = game.players
    old = game.add_card(a, "base", "old", type="Unit", might=1)
    sword = _sword(game, a)
    attach(game, sword, old, a)
    master = game.add_card(a, "hand", "Master", card=_Card(), type="Unit", might=2)
    play(game, a, master)
    settle(game)
    assert sword.attached_to is old  # 821.1.c.5


def test_equip_keywords_compile_to_an_activated_ability():
    (ability,) = compile_text(
        "[Equip] [1][A] ([1][A]: Attach this to a unit you control.)", "Gear"
    ).abilities
    unit = replace(YOUR_UNIT, choice=1)  # the ability's choice 1 (its only one)
    assert ability == ActivatedAbility(Pay(CONTROLLER, 1, 1), Equip(unit), text="[Equip] [1][A]")
    text = "[Equip] — Spend 1 XP (Pay the cost: Attach this to a unit you control.)"
    (ability,) = compile_text(text, "Gear").abilities
    assert isinstance(ability.effect, Equip) and type(ability.cost).__name__ == "SpendXP"


def test_an_equipments_effect_text_is_the_units_while_attached():
    from riftrules.engine.passives import combat_keywords

    text = "[Equip] [1]\n[Assault 2] (+2 [M] while I'm an attacker.)\nWhen I conquer, draw 1."
    script = compile_text(text, "Gear")
    assert len(script.abilities) == 1 and len(script.effect_text) == 2
    game = _game({"Sword": script})
    a, _ = game.players
    unit = game.add_card(a, "base", "u", type="Unit", might=3)
    sword = _sword(game, a, bonus=0)
    assert combat_keywords(game, unit) == {}
    a.energy = 1
    activate(game, a, sword, 0)
    assert combat_keywords(game, unit) == {"Assault": 2}  # 718.3: "I" is the unit
    assert len(game.triggers["conquer"]) == 1 and game.triggers["conquer"][0].source is unit
    detach(game, sword, a)
    assert combat_keywords(game, unit) == {} and not game.triggers["conquer"]  # 435.1.d


def test_this_in_an_equipments_effect_text_is_the_equipment_once_attached():
    """136.2.d: "this" in effect text names the Equipment, "I" the unit; the ability the unit
    gets names the very Equipment that appended it."""
    from riftrules.engine import ThisEquipment

    text = "[Equip] [1]\nAt the end of your turn, unattach this and deal 1 to me."
    script = compile_text(text, "Gear")
    (ability,) = script.effect_text
    assert ability.effect.steps[0].what == ThisEquipment()  # type: ignore[attr-defined]
    game = _game({"Sword": script})
    a, _ = game.players
    unit = game.add_card(a, "base", "u", type="Unit", might=3)
    first, second = _sword(game, a, bonus=0), _sword(game, a, bonus=0)
    a.energy = 2
    activate(game, a, first, 0)
    activate(game, a, second, 0)
    appended = [entry.ability.effect.steps[0].what for entry in unit.abilities]
    assert [what.equipment for what in appended] == [first, second]


def test_an_equipments_own_text_and_what_is_refused():
    import pytest

    from riftrules.effects import NotCompiled

    own = compile_text("[Equip] [A]\n[Temporary] (If this is unattached, kill it …)", "Gear")
    assert len(own.abilities) == 2 and own.effect_text == ()  # its rules text
    with pytest.raises(NotCompiled, match="its own or its effect text"):
        compile_text("[Equip] [1][A]\n[Tank]", "Gear")
    compile_text("When you play this, gain 1 XP.\n[Equip] [A]", "Gear")  # rules text


def test_forge_of_the_fluft_gives_its_controllers_legend_the_ability_only():
    """'While you control this battlefield, friendly legends have "[E]: Attach …"': the legend of
    the player who controls Forge of the Fluft has it (107.4, 477.2.a), an opponent's has not."""
    from riftrules.engine.activation import activated_abilities
    from riftrules.scenarios.load import parse
    from riftrules.scenarios.run import build

    text = """
name: Forge of the Fluft
mode: duel
players:
  A: {legend: Relentless Storm}
  B: {legend: Relentless Storm}
battlefields:
  - {name: Forge of the Fluft, controller: A}
steps: []
expect: {}
"""
    game = build(parse(text))
    a, b = (game.player(name) for name in ("A", "B"))
    assert [len(activated_abilities(game, p.legend[0])) for p in (a, b)] == [1, 0]
    game.battlefield("Forge of the Fluft").controller = b
    assert [len(activated_abilities(game, p.legend[0])) for p in (a, b)] == [0, 1]
