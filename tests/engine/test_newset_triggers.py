"""Events of the rules as triggers that no pool card waits for (issue 28): "When you gain XP"
(730.1), "When you spend XP" (730.2), "When you disempower a unit" (442), "When a friendly
unit is healed" (418) — each compiled from the lexicon's event kinds, and each fires on the
engine's event for it, not on another player's."""

from __future__ import annotations

import pytest

from riftrules.effects import NotCompiled, compile_text
from riftrules.engine import (
    Choose,
    Context,
    Controller,
    Disempower,
    GainXP,
    Heal,
    Permanents,
    Self,
    SpendXP,
)
from riftrules.engine.state import Game
from riftrules.engine.triggering import settle
from riftrules.engine.zones import put


class _Text:
    """A stand-in pool card with a text."""

    type = might = energy = power = None
    tags = ()

    def __init__(self, text: str) -> None:
        self.text = text


def _with(text: str) -> tuple[Game, object]:
    game = Game(("A", "B"), scripts=lambda obj: compile_text(obj.card.text, "Unit"))
    a = game.players[0]
    unit = game.add_card(a, "base", "Listener", type="Unit", might=2, card=_Text(text))
    return game, unit


@pytest.mark.parametrize(
    ("text", "yours"),
    [
        ("When you gain XP, give me +1 [M] this turn.", GainXP(Controller(), 2)),
        ("When you spend XP, give me +1 [M] this turn.", SpendXP(Controller(), 1)),
    ],
)
def test_your_xp_events_trigger(text: str, yours):
    game, unit = _with(text)
    a, b = game.players
    a.xp = b.xp = 3
    yours.run(Context(game, b))  # the opponent's: not yours
    settle(game)
    assert game.might(unit) == 2
    yours.run(Context(game, a))
    settle(game)
    assert game.might(unit) == 3


def test_when_you_disempower_a_unit():
    game, unit = _with("When you disempower a unit, give me +1 [M] this turn.")
    a, b = game.players
    enemy = game.add_card(b, "base", "Enemy", type="Unit", might=1)
    enemy.empowered = True
    Disempower(Choose(Permanents(type="Unit", controller="enemy"))).run(Context(game, a))
    settle(game)
    assert not enemy.empowered and game.might(unit) == 3


def test_when_a_friendly_unit_is_healed():
    game, unit = _with("When a friendly unit is healed, give me +1 [M] this turn.")
    unit.damage = 1
    Heal(Self()).run(Context(game, game.players[0], unit))
    settle(game)
    assert unit.damage == 0 and game.might(unit) == 3


def test_an_enemy_unit_healed_is_not_a_friendly_one():
    game, unit = _with("When a friendly unit is healed, give me +1 [M] this turn.")
    enemy = game.add_card(game.players[1], "base", "Enemy", type="Unit", might=3)
    enemy.damage = 1
    Heal(Permanents(type="Unit", controller="enemy")).run(Context(game, game.players[0]))
    settle(game)
    assert enemy.damage == 0 and game.might(unit) == 2


def test_when_a_friendly_gear_is_killed():
    """The passive of an event ("is killed": a participle the lexer reads as a state) is that
    event with what "is" it as its subject."""
    from riftrules.engine import Kill

    game, unit = _with("When a friendly gear is killed, give me +1 [M] this turn.")
    a, b = game.players
    theirs = game.add_card(b, "base", "Theirs", type="Gear")
    Kill(Permanents(type="Gear", controller="enemy")).run(Context(game, a))
    settle(game)
    assert game.might(unit) == 2
    game.add_card(a, "base", "Mine", type="Gear")
    Kill(Permanents(type="Gear", controller="friendly")).run(Context(game, a))
    settle(game)
    assert game.might(unit) == 3 and theirs.zone == "trash"


def test_when_another_friendly_unit_is_returned_to_your_hand():
    from riftrules.engine import Return

    game, unit = _with(
        "When another friendly unit is returned to your hand, give me +2 [M] this turn."
    )
    a, b = game.players
    game.add_card(b, "base", "Theirs", type="Unit", might=1)
    Return(Permanents(type="Unit", controller="enemy")).run(Context(game, a))
    settle(game)
    assert game.might(unit) == 2
    game.add_card(a, "base", "Mine", type="Unit", might=1)
    Return(Permanents(type="Unit", controller="friendly", other=True)).run(Context(game, a, unit))
    settle(game)
    assert game.might(unit) == 4


def test_when_you_banish_a_unit_from_a_trash():
    """ "from a trash" (any player's): the banish event's origin (``When.origin``); a unit
    banished from the board is not one."""
    from riftrules.engine import Banish

    game, unit = _with("When you banish a unit from a trash, give me +1 [M] this turn.")
    a, b = game.players
    dead = game.add_card(b, "trash", "Dead", type="Unit", might=1)
    alive = game.add_card(b, "base", "Alive", type="Unit", might=1)
    Banish(Self()).run(Context(game, a, alive))
    settle(game)
    assert game.might(unit) == 2
    Banish(Self()).run(Context(game, a, dead))
    settle(game)
    assert game.might(unit) == 3


def test_when_an_enemy_unit_moves_to_my_battlefield():
    """ "to my battlefield" is "here" (where I am): as "When an enemy unit moves here"."""
    here = compile_text("When an enemy unit moves here, stun it.", "Unit").abilities
    mine = compile_text("When an enemy unit moves to my battlefield, stun it.", "Unit").abilities
    assert [a.condition for a in here] == [a.condition for a in mine]


def test_dealt_damage_is_taking_it():
    """ "When I'm dealt damage" is "When I take damage" (417)."""
    dealt = compile_text("When I'm dealt damage, draw 1.", "Unit").abilities
    taken = compile_text("When I take damage, draw 1.", "Unit").abilities
    assert [(a.event, a.condition) for a in dealt] == [(a.event, a.condition) for a in taken]


def test_chosen_by_an_enemy_spell_is_an_opponent_choosing_with_a_spell():
    passive = compile_text("When I'm chosen by an enemy spell, draw 1.", "Unit").abilities
    active = compile_text("When an opponent chooses me with a spell, draw 1.", "Unit").abilities
    assert [(a.event, a.condition) for a in passive] == [(a.event, a.condition) for a in active]


def test_a_triggered_ability_a_group_has():
    """'Your other units have "When I'm stunned, draw 1."' (477.2.a): each of them has it while
    the source is on the board — it triggers for the unit stunned, not for the source (not
    "other") nor an enemy unit; "When I'm banished" given so is refused (it would look back:
    a death is seen as it happens, tests/engine/test_granted_deathknell.py)."""
    from riftrules.engine import Stun

    game, source = _with('Your other units have "When I\'m stunned, draw 1."')
    a, b = game.players
    for n in range(3):
        game.add_card(a, "main_deck", f"Card {n}", type="Spell")
    other = game.add_card(a, "base", "Other", type="Unit", might=1)
    enemy = game.add_card(b, "base", "Enemy", type="Unit", might=1)
    for stunned, drawn in ((source, 0), (enemy, 0), (other, 1)):
        Stun(Self()).run(Context(game, a, stunned))
        settle(game)
        assert len(a.zones["hand"]) == drawn
    put(game, source, a, "trash")  # the source leaves the board: the others lose it
    other.stunned = False
    Stun(Self()).run(Context(game, a, other))
    settle(game)
    assert len(a.zones["hand"]) == 1
    with pytest.raises(NotCompiled, match="as it leaves the board"):
        compile_text('Friendly units have "When I\'m banished, draw 1."', "Legend")


def test_when_a_showdown_begins_at_a_battlefield_you_control():
    """ "at a battlefield you control" (``When.at`` "yours"): at one its controller controls
    as the showdown begins (344.1), not at another."""
    from riftrules.engine.events import ShowdownData

    game, unit = _with(
        "When a showdown begins at a battlefield you control, give me +1 [M] this turn."
    )
    a, b = game.players
    mine, theirs = game.add_battlefield("Mine"), game.add_battlefield("Theirs")
    mine.controller, theirs.controller = a, b
    game.emit("showdown", b, "showdown", subject=theirs, data=ShowdownData(battlefield=theirs))
    settle(game)
    assert game.might(unit) == 2
    mine.controller = a  # (settling established control again: 190.4, no units there)
    game.emit("showdown", a, "showdown", subject=mine, data=ShowdownData(battlefield=mine))
    settle(game)
    assert game.might(unit) == 3


@pytest.mark.parametrize(
    ("become", "verb"), [("the attacker", "attack"), ("the defender", "defend")]
)
def test_becoming_the_attacker_is_attacking(become: str, verb: str):
    """ "When I become the attacker" is "When I attack" (383.4.e-f: the designation)."""
    became = compile_text(f"When I become {become}, draw 1.", "Unit").abilities
    did = compile_text(f"When I {verb}, draw 1.", "Unit").abilities
    assert [(a.event, a.condition) for a in became] == [(a.event, a.condition) for a in did]
