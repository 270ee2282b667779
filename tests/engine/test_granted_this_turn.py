"""An activated ability given to a permanent "this turn" ('give it "[A][A]: Ready me."',
477.2.a): its own while the turn lasts, gone once it ends (317.2.c) or the permanent leaves."""

from __future__ import annotations

from riftrules.engine import ActivatedAbility, Game, Pay, Ready, Self
from riftrules.engine.activation import activated_abilities
from riftrules.engine.board import grant_ability
from riftrules.engine.names import BASE, HAND
from riftrules.engine.turn import end_this_turn
from riftrules.engine.zones import put

READY_ME = ActivatedAbility(Pay(power=2), Ready(Self()), text="[A][A]")


def _unit() -> tuple[Game, object]:
    game = Game(("A", "B"))
    unit = game.add_card(game.players[0], BASE, "Unit", type="Unit", might=3)
    return game, unit


def test_an_ability_given_this_turn_is_its_own_until_the_turn_ends():
    game, unit = _unit()
    assert grant_ability(game, unit, READY_ME, game.players[0])
    assert activated_abilities(game, unit) == [READY_ME]
    end_this_turn(game)
    assert activated_abilities(game, unit) == []


def test_an_ability_given_this_turn_leaves_with_the_permanent():
    game, unit = _unit()
    grant_ability(game, unit, READY_ME, game.players[0])
    put(game, unit, game.players[0], HAND)
    put(game, unit, game.players[0], BASE)  # a new object (359.3.e): its own text only
    assert activated_abilities(game, unit) == []


def test_a_unit_doubled_by_nothing_is_still_it():
    """ "Double a unit's Might and give it …" of a 0 [M] unit: doubled by 0 (477.3.c), it still
    gets the ability ("it" is what the instruction was about, left on the board)."""
    from riftrules.engine import Context, Double, GrantAbility, It, Permanents, Sequence

    game = Game(("A", "B"))
    unit = game.add_card(game.players[0], BASE, "Unit", type="Unit", might=0)
    Sequence(Double(Permanents(type="Unit")), GrantAbility(It(), READY_ME)).run(
        Context(game, game.players[0])
    )
    assert activated_abilities(game, unit) == [READY_ME]


def test_a_triggered_ability_given_this_turn_listens_until_the_turn_ends():
    """'This turn, that unit has "When I conquer, …"': it triggers this turn only (317.2.c),
    and a unit leaving the board before then takes it with it."""
    from riftrules.engine import Move, TriggeredAbility, When

    conquer = TriggeredAbility("conquer", Move(Self()), When(by="you", at="here"))
    game, unit = _unit()
    grant_ability(game, unit, conquer, game.players[0])
    assert [e.ability for e in game.triggers["conquer"]] == [conquer]
    end_this_turn(game)
    assert game.triggers["conquer"] == [] and unit.abilities == []
    grant_ability(game, unit, conquer, game.players[0])
    put(game, unit, game.players[0], HAND)
    assert game.triggers["conquer"] == []


def test_my_keywords_given_this_turn_carry_their_values():
    """ "Give another friendly unit my keywords … this turn" (801.3.a): the keywords the source
    has as it resolves — its own [Deflect] (1) and an [Assault 2] given to it this turn — with
    their values, added to what the unit has (809.2: a second [Deflect] sums), gone once the
    turn ends (317.2.c)."""
    from riftrules.engine import CombatAbility, Context, GiveKeywordsOf, Permanents
    from riftrules.engine.board import give_keyword
    from riftrules.engine.passives import combat_keywords
    from riftrules.engine.registered import register

    game = Game(("A", "B"))
    you = game.players[0]
    kato = game.add_card(you, BASE, "Kato", type="Unit", might=3)
    other = game.add_card(you, BASE, "Other", type="Unit", might=4)
    for unit in (kato, other):
        register(game, CombatAbility("Deflect", 1, Self(), text="[Deflect]"), you, unit)
    give_keyword(game, kato, "Assault", 2, you)
    GiveKeywordsOf(Permanents(type="Unit", other=True), Self()).run(Context(game, you, kato))
    assert combat_keywords(game, other) == {"Deflect": 2, "Assault": 2}
    assert combat_keywords(game, kato) == {"Deflect": 1, "Assault": 2}
    end_this_turn(game)
    assert combat_keywords(game, other) == {"Deflect": 1}


def test_a_group_given_an_ability_this_turn():
    """'Your gear have "[1], [E]: Ready a unit." this turn', 'Your legend has "[E]: …" this
    turn' (477.2.a; issue 28): each permanent the subject selects as it is done, legends in
    their Legend Zone (107.4: a part of the board), until the turn ends (317.2.c)."""
    from riftrules.effects import compile_text
    from riftrules.engine.state import LEGEND

    game = Game(("A", "B"))
    a, b = game.players
    mine = game.add_card(a, BASE, "Mine", type="Gear")
    theirs = game.add_card(b, BASE, "Theirs", type="Gear")
    legend = game.add_card(a, LEGEND, "Legend", type="Legend")
    compile_text('Your gear have "[E]: Draw 1." this turn.', "Spell").run(game, a)
    compile_text('Your legend has "[E]: Draw 1." this turn.', "Spell").run(game, a)
    assert len(activated_abilities(game, mine)) == 1 and activated_abilities(game, theirs) == []
    assert len(activated_abilities(game, legend)) == 1
    end_this_turn(game)
    assert activated_abilities(game, mine) == [] == activated_abilities(game, legend)
