"""Noun phrases the compiler reads into selectors, run on a small game: "any number of …
with total Might 4 or less" (355.13, 355.11.b), "with less Might than me", lists of kinds,
locations relative to another object."""

import pytest

from riftrules.effects import NotCompiled, compile_text
from riftrules.engine import CardsIn, Game, Permanents, run_effect
from riftrules.engine.choices import ChoiceError
from riftrules.engine.context import Context
from riftrules.engine.events import Event


def _field(game, owner, where, *mights, prefix="U"):
    return [
        game.add_card(owner, "battlefield", f"{prefix}{i}", type="Unit", might=m, battlefield=where)
        for i, m in enumerate(mights)
    ]


FOX_FIRE = "Kill any number of units at a battlefield with total Might 4 or less."


def test_any_number_with_a_total_might_kills_those_chosen_within_the_bound():
    """355.11.b (Fox-Fire): the units are chosen at one battlefield, their Mights summing to 4
    or less; zero may be chosen (355.13)."""
    game = Game(("A", "B"), choices=["Bf1", ["E1", "E2"]])
    a, b = game.players
    bf1, bf2 = game.add_battlefield("Bf1"), game.add_battlefield("Bf2")
    e0, e1, e2 = _field(game, b, bf1, 3, 2, 2, prefix="E")
    (other,) = _field(game, b, bf2, 1, prefix="F")
    run_effect(game, compile_text(FOX_FIRE, "Spell").effect, a)
    assert e1.zone == e2.zone == "trash" and e0.zone == "battlefield" == other.zone


def test_any_number_over_the_total_might_is_refused():
    game = Game(("A", "B"), choices=["Bf1", ["E0", "E1"]])
    a, b = game.players
    bf1 = game.add_battlefield("Bf1")
    _field(game, b, bf1, 3, 2, prefix="E")
    with pytest.raises(ChoiceError, match="out of bounds"):
        run_effect(game, compile_text(FOX_FIRE, "Spell").effect, a)


def test_any_number_with_no_answer_takes_the_first_within_the_bound():
    game = Game(("A", "B"))
    a, b = game.players
    bf1 = game.add_battlefield("Bf1")
    big, small, tiny = _field(game, b, bf1, 3, 2, 1, prefix="E")
    run_effect(game, compile_text(FOX_FIRE, "Spell").effect, a)
    assert big.zone == tiny.zone == "trash" and small.zone == "battlefield"


def test_any_number_may_be_none():
    game = Game(("A", "B"), choices=["Bf1", "no"])
    a = game.players[0]
    bf1 = game.add_battlefield("Bf1")
    units = _field(game, a, bf1, 1, 1)
    text = "Move any number of friendly units at a battlefield to their base."
    run_effect(game, compile_text(text, "Spell").effect, a)
    assert all(u.zone == "battlefield" for u in units)


def test_less_might_than_me_is_read_when_the_unit_is_chosen():
    """ "Kill an enemy unit here with less Might than me": not one with as much Might."""
    text = "When I attack, kill an enemy unit here with less Might than me."
    ability = compile_text(text, "Unit").abilities[0]
    game = Game(("A", "B"))
    a, b = game.players
    bf1 = game.add_battlefield("Bf1")
    (me,) = _field(game, a, bf1, 3, prefix="Me")
    equal, weaker = _field(game, b, bf1, 3, 2, prefix="E")
    run_effect(game, ability.effect, a, me)
    assert weaker.zone == "trash" and equal.zone == "battlefield"
    run_effect(game, ability.effect, a, me)  # no enemy unit here has less Might than 3 now
    assert equal.zone == "battlefield" and not game.log.of("kill")[1:]


def test_less_might_than_it_compares_with_the_unit_chosen():
    text = "Choose a friendly unit. Kill an enemy unit with less Might than it."
    game = Game(("A", "B"), choices=["Mine1", "E1"])
    a, b = game.players
    bf1 = game.add_battlefield("Bf1")
    _field(game, a, bf1, 1, 4, prefix="Mine")
    weak, strong = _field(game, b, bf1, 1, 3, prefix="E")
    run_effect(game, compile_text(text, "Spell").effect, a)
    assert strong.zone == "trash" and weak.zone == "battlefield"


def test_less_might_than_a_unit_gone_matches_nothing():
    """359.3.e.12: a unit no longer on the board has null Might; the comparison is ignored."""
    game = Game(("A", "B"))
    a, b = game.players
    bf1 = game.add_battlefield("Bf1")
    (me,) = _field(game, a, bf1, 4, prefix="Me")
    (weak,) = _field(game, b, bf1, 1, prefix="E")
    game.add_card(a, "trash", "Gone", type="Unit", might=9)
    ability = compile_text("When I attack, kill an enemy unit with less Might than me.", "Unit")
    me_gone = game.players[0].trash[0]
    run_effect(game, ability.abilities[0].effect, a, me_gone)
    assert weak.zone == "battlefield" and me.zone == "battlefield"


@pytest.mark.parametrize(
    ("text", "reason"),
    [
        ("Kill an enemy unit with more Might than me.", "more might than"),
        ("Kill two units with total Might 4 or less.", "total Might bound"),
    ],
)
def test_bounds_not_compiled_are_refused(text, reason):
    with pytest.raises(NotCompiled, match=reason):
        compile_text(text, "Spell")


def test_battlefields_you_or_allies_control_are_your_teams():
    """489.8.e: an ally's battlefield counts; "each other battlefield": not this one."""
    game = Game(("A", "B", "C", "D"), mode="2v2")
    a, b, c, _d = game.players
    fields = [game.add_battlefield(f"Bf{i}") for i in range(4)]
    for field, who in zip(fields, (a, c, b, None), strict=True):
        field.controller = who
        if who is not None:  # a battlefield is held while its controller has a unit there (323.6)
            _field(game, who, field, 1)
    for card in range(6):
        game.add_card(a, "main_deck", f"Card{card}")
    run_effect(
        game,
        compile_text(
            "Draw 1, then draw 1 for each battlefield you or allies control.", "Spell"
        ).effect,
        a,
    )
    assert len(a.hand) == 3
    text = "When you conquer here, draw 1 for each other battlefield you or allies control."
    ability = compile_text(text, "Battlefield").abilities[0]
    run_effect(game, ability.effect, a, fields[0])
    assert len(a.hand) == 4


def test_a_non_tag_unit_has_not_that_tag():
    text = "When you play me, you may return a non-Dragon unit to its owner's hand."
    game = Game(("A", "B"))
    a, b = game.players
    bf1 = game.add_battlefield("Bf1")
    dragon = game.add_card(
        b, "battlefield", "Drake", type="Unit", might=3, tags=["Dragon"], battlefield=bf1
    )
    other = game.add_card(b, "battlefield", "Poro", type="Unit", might=1, battlefield=bf1)
    run_effect(game, compile_text(text, "Unit").abilities[0].effect, a)
    assert other.zone == "hand" and dragon.zone == "battlefield"


def test_a_different_battlefield_is_not_here():
    text = (
        "When I move, you may move an enemy unit here with less Might than me"
        " to a different battlefield."
    )
    game = Game(("A", "B"))
    a, b = game.players
    bf1, bf2 = game.add_battlefield("Bf1"), game.add_battlefield("Bf2")
    (me,) = _field(game, a, bf1, 4, prefix="Me")
    (weak,) = _field(game, b, bf1, 1, prefix="E")
    run_effect(game, compile_text(text, "Unit").abilities[0].effect, a, me)
    assert weak.battlefield is bf2


def _spell(text):
    return compile_text(text, "Spell").effect


def test_an_enemy_unit_at_its_location_is_where_the_unit_given_is():
    text = "Give a friendly unit +1 [M] this turn and [Stun] an enemy unit at its location."
    game = Game(("A", "B"), choices=["Mine0", "Far0"])
    a, b = game.players
    bf1, bf2 = game.add_battlefield("Bf1"), game.add_battlefield("Bf2")
    _field(game, a, bf1, 2, prefix="Mine")
    _field(game, b, bf2, 2, prefix="Far")
    run_effect(game, _spell(text), a)  # none at its location: no option, no choice
    assert list(game.choices.answers) == ["Far0"] and not game.log.of("stun")


def test_a_unit_in_base_shares_its_location_with_no_enemy_unit():
    """107.1: each player's base is a location of its own."""
    text = "Give a friendly unit +1 [M] this turn and [Stun] an enemy unit at its location."
    game = Game(("A", "B"))
    a, b = game.players
    game.add_card(a, "base", "Mine", type="Unit", might=2)
    theirs = game.add_card(b, "base", "Theirs", type="Unit", might=2)
    run_effect(game, _spell(text), a)
    assert not theirs.stunned


def test_a_different_location_is_apart_from_the_unit_chosen_first():
    text = "Choose a battlefield you control and a unit you control at a different location."
    text += " Move that unit to that battlefield and give it +2 [M] this turn."
    game = Game(("A", "B"), choices=["Bf1", "Home"])
    a = game.players[0]
    bf1 = game.add_battlefield("Bf1")
    bf1.controller = a
    _field(game, a, bf1, 2, prefix="There")
    home = game.add_card(a, "base", "Home", type="Unit", might=2)
    run_effect(game, _spell(text), a)
    assert home.battlefield is bf1 and game.might(home) == 4
    game = Game(("A", "B"), choices=["Bf1", "There0"])
    a = game.players[0]
    bf1 = game.add_battlefield("Bf1")
    bf1.controller = a
    (there,) = _field(game, a, bf1, 2, prefix="There")
    run_effect(game, _spell(text), a)  # at the battlefield chosen: no option, no choice
    assert game.might(there) == 2 and list(game.choices.answers) == ["There0"]


def test_up_to_three_units_at_the_same_location():
    text = "Deal 1 to up to three units at the same location."
    game = Game(("A", "B"), choices=[["E0", "F0"]])
    a, b = game.players
    bf1, bf2 = game.add_battlefield("Bf1"), game.add_battlefield("Bf2")
    _field(game, b, bf1, 3, 3, prefix="E")
    _field(game, b, bf2, 3, prefix="F")
    with pytest.raises(ChoiceError, match="out of bounds"):
        run_effect(game, _spell(text), a)
    game = Game(("A", "B"))
    a, b = game.players
    bf1, bf2 = game.add_battlefield("Bf1"), game.add_battlefield("Bf2")
    (far,) = _field(game, b, bf2, 3, prefix="F")
    near = _field(game, b, bf1, 3, 3, prefix="E")
    run_effect(game, _spell(text), a)  # no answer: the first options at one location
    assert far.damage == 0 and all(u.damage == 1 for u in near)


def test_the_same_battlefield_is_the_one_i_moved_to():
    text = "When I move to a battlefield, you may pay [P] to move a unit you control to the same"
    text += " battlefield."
    ability = compile_text(text, "Unit").abilities[0]
    game = Game(("A", "B"), choices=["yes", "Home"])
    a = game.players[0]
    bf1 = game.add_battlefield("Bf1")
    (me,) = _field(game, a, bf1, 2, prefix="Me")
    home = game.add_card(a, "base", "Home", type="Unit", might=2)
    a.power = 1
    moved = Event("move", "A", (), subject=me)
    ability.effect.run(Context(game, a, me, event=moved))
    assert home.battlefield is bf1 and a.power == 0


def test_that_enemy_units_battlefield_is_where_the_unit_stunned_is():
    text = "Stun an enemy unit at a battlefield. You may move a friendly unit to that enemy unit's"
    text += " battlefield."
    game = Game(("A", "B"), choices=["E0", "yes", "Home"])
    a, b = game.players
    game.add_battlefield("Bf1")
    bf2 = game.add_battlefield("Bf2")
    _field(game, b, bf2, 2, prefix="E")
    home = game.add_card(a, "base", "Home", type="Unit", might=2)
    run_effect(game, _spell(text), a)
    assert home.battlefield is bf2


def test_a_list_of_kinds_is_one_noun_phrase():
    """ "all units and gear": every permanent (133.4.a.2); "a unit or gear": one of either."""
    game = Game(("A", "B"))
    a, b = game.players
    bf1 = game.add_battlefield("Bf1")
    (unit,) = _field(game, b, bf1, 2)
    gear = game.add_card(a, "base", "Gear", type="Gear")
    run_effect(game, _spell("Return all units and gear to their owners' hands."), a)
    assert unit in b.hand and gear in a.hand
    text = "When I hold, you may return a unit or gear from your trash to your hand."
    game = Game(("A", "B"), choices=["yes", "Spell"])
    a = game.players[0]
    for name, kind in (("Spell", "Spell"), ("Gear", "Gear")):
        game.add_card(a, "trash", name, type=kind)
    with pytest.raises(ChoiceError, match="legal options are Gear"):
        run_effect(game, compile_text(text, "Unit").abilities[0].effect, a)


def test_cards_from_trashes_are_any_players():
    game = Game(("A", "B"), choices=[["Theirs", "Mine"]])
    a, b = game.players
    mine = game.add_card(a, "trash", "Mine", type="Unit")
    theirs = game.add_card(b, "trash", "Theirs", type="Unit")
    game.add_card(b, "trash", "Spell", type="Spell")
    run_effect(game, _spell("Return up to 2 units from trashes to their owners' hands."), a)
    assert mine in a.hand and theirs in b.hand


def test_any_number_each_with_a_might_bound():
    text = "When I attack, you may move any number of enemy units here each with 5 [M] or less"
    text += " to their base."
    game = Game(("A", "B"))
    a, b = game.players
    bf1 = game.add_battlefield("Bf1")
    (me,) = _field(game, a, bf1, 3, prefix="Me")
    small, big = _field(game, b, bf1, 5, 6, prefix="E")
    run_effect(game, compile_text(text, "Unit").abilities[0].effect, a, me)
    assert small.zone == "base" and big.zone == "battlefield"


def test_at_that_battlefield_with_less_might_than_the_chosen_unit():
    text = "Choose a friendly unit and a battlefield. Move all enemy units at that battlefield"
    text += " with less Might than the chosen unit to their base. Gain 1 XP."
    game = Game(("A", "B"), choices=["Mine0", "Bf2"])
    a, b = game.players
    bf1, bf2 = game.add_battlefield("Bf1"), game.add_battlefield("Bf2")
    _field(game, a, bf1, 3, prefix="Mine")
    (elsewhere,) = _field(game, b, bf1, 1, prefix="Near")
    weak, equal = _field(game, b, bf2, 2, 3, prefix="E")
    run_effect(game, _spell(text), a)
    assert weak.zone == "base" and equal.battlefield is bf2 and elsewhere.battlefield is bf1
    assert a.xp == 1


def test_cards_counted_from_your_trash():
    game = Game(("A", "B"))
    a = game.players[0]
    for name, kind in (("U1", "Unit"), ("S1", "Spell"), ("U2", "Unit")):
        game.add_card(a, "trash", name, type=kind)
    run_effect(game, _spell("Banish all units from your trash."), a)
    assert [c.name for c in a.trash] == ["S1"] and len(a.banishment) == 2


def test_up_to_one_enemy_unit_at_each_location():
    text = "When you play me, choose up to one enemy unit at each location. Deal 1 to them."
    effect = compile_text(text, "Unit").abilities[0].effect
    game = Game(("A", "B"), choices=[["E0", "E1"]])
    a, b = game.players
    bf1 = game.add_battlefield("Bf1")
    _field(game, b, bf1, 3, 3, prefix="E")
    with pytest.raises(ChoiceError, match="out of bounds"):
        run_effect(game, effect, a)
    game = Game(("A", "B"))
    a, b = game.players
    bf1, bf2 = game.add_battlefield("Bf1"), game.add_battlefield("Bf2")
    first, second = _field(game, b, bf1, 3, 3, prefix="E")
    (far,) = _field(game, b, bf2, 3, prefix="F")
    home = game.add_card(b, "base", "Home", type="Unit", might=3)
    run_effect(game, effect, a)  # no answer: the first at each location
    assert [u.damage for u in (first, second, far, home)] == [1, 0, 1, 1]


def test_each_player_chooses_a_unit_they_control_and_the_rest_die():
    """355.10.e: each player chooses one of their own (no target); "the rest" are the units
    not chosen, killed together."""
    game = Game(("A", "B"), choices=["A1", "B0"])
    a, b = game.players
    bf1 = game.add_battlefield("Bf1")
    a0, a1 = _field(game, a, bf1, 2, 2, prefix="A")
    b0, b1 = _field(game, b, bf1, 2, 2, prefix="B")
    run_effect(game, _spell("Each player chooses a unit they control. Kill the rest."), a)
    assert a1.zone == b0.zone == "battlefield" and a0.zone == b1.zone == "trash"
    assert [who for who, _, _ in game.choices.made] == ["A", "B"]


def test_an_opponent_chooses_is_not_you_choosing():
    game = Game(("A", "B"), choices=["B", "B1"])
    a, b = game.players
    bf1 = game.add_battlefield("Bf1")
    _field(game, b, bf1, 2, 2, prefix="B")
    effect = _spell("An opponent chooses a unit they control. Kill it.")
    run_effect(game, effect, a)
    assert [who for who, _, _ in game.choices.made] == ["A", "B"]  # A picks the opponent
    assert [c.name for c in b.trash] == ["B1"]


def test_a_restriction_on_units_here_with_less_might_than_me():
    """ "Enemy units here with less Might than me don't deal combat damage": read as matched."""
    from riftrules.cards import pool
    from riftrules.engine.combat import _deals_damage

    text = "Enemy units here with less Might than me don't deal combat damage."
    card = next(c for c in pool.load() if c.text and text in c.text)
    script = compile_text(card.text, card.type)
    game = Game(("A", "B"), scripts=lambda obj: script if obj.card is card else None)
    a, b = game.players
    bf1, bf2 = game.add_battlefield("Bf1"), game.add_battlefield("Bf2")
    me = game.add_card(a, "battlefield", card.name, card=card, battlefield=bf1)
    weak = game.add_card(b, "battlefield", "Weak", type="Unit", might=1, battlefield=bf1)
    strong = game.add_card(b, "battlefield", "Strong", type="Unit", might=9, battlefield=bf1)
    (away,) = _field(game, b, bf2, 1, prefix="Away")
    assert game.might(me) > 1
    assert not _deals_damage(game, weak)
    assert _deals_damage(game, strong) and _deals_damage(game, away)


class _Buff:
    """A made-up [Reaction] spell: "Give a unit +1 [M] this turn."."""

    name = "Buff Reaction"
    type = "Spell"
    text = "[Reaction]\nGive a unit +1 [M] this turn."
    energy = 0
    power = 0
    might = None
    tags = ()
    domains = ()


def test_a_total_might_no_longer_met_as_the_spell_resolves_is_met_by_a_subset():
    """355.11.b (Fox-Fire): four 1 [M] units chosen as it is played; a Reaction gives one +1
    [M]; as Fox-Fire resolves its player chooses a subset of them within 4."""
    from riftrules.cards import pool
    from riftrules.engine import board

    fox = next(c for c in pool.load() if c.name == "Fox-Fire")
    scripts = {}

    def script(obj):
        if obj.card.text not in scripts:
            scripts[obj.card.text] = compile_text(obj.card.text, obj.card.type)
        return scripts[obj.card.text]

    units = ["R0", "R1", "R2", "R3"]
    answers = ["Bf1", units, "Buff Reaction", "R0", ["R0", "R1"]]
    game = Game(("A", "B"), scripts=script, choices=answers)
    a, b = game.players
    bf1 = game.add_battlefield("Bf1")
    recruits = _field(game, b, bf1, 1, 1, 1, 1, prefix="R")
    game.add_card(b, "hand", "Buff Reaction", card=_Buff())
    board.play(game, a, game.add_card(a, "hand", "Fox-Fire", card=fox), paid=True)
    assert [r.zone for r in recruits] == ["trash", "trash", "battlefield", "battlefield"]


def test_a_battlefield_where_you_have_units_and_there_is_that_battlefield():
    text = "Choose a battlefield where you have units. You may move up to one enemy unit to that"
    text += " battlefield. Then give enemy units there -2 [M] this turn."
    game = Game(("A", "B"), choices=["Bf2", "yes", "no"])
    a, b = game.players
    bf1, bf2 = game.add_battlefield("Bf1"), game.add_battlefield("Bf2")
    (theirs,) = _field(game, b, bf1, 5, prefix="E")
    _field(game, a, bf2, 2, prefix="Mine")
    (there,) = _field(game, b, bf2, 5, prefix="There")
    run_effect(game, _spell(text), a)  # no enemy unit moved: "there" is still Bf2
    assert game.might(there) == 3 and game.might(theirs) == 5
    game = Game(("A", "B"))
    a, b = game.players
    bf1 = game.add_battlefield("Bf1")
    (alone,) = _field(game, b, bf1, 5, prefix="E")
    run_effect(game, _spell(text), a)  # no unit of yours at a battlefield: none to choose
    assert game.might(alone) == 5 and alone.battlefield is bf1


def test_we_are_me_and_the_unit_chosen():
    text = "When you play me, choose an enemy unit at a battlefield. We deal damage equal to our"
    text += " Mights to each other."
    game = Game(("A", "B"))
    a, b = game.players
    bf1 = game.add_battlefield("Bf1")
    (me,) = _field(game, a, bf1, 3, prefix="Me")
    (enemy,) = _field(game, b, bf1, 5, prefix="E")
    run_effect(game, compile_text(text, "Unit").abilities[0].effect, a, me)
    assert me.zone == "trash" and enemy.damage == 3


def test_the_defender_is_the_player_whose_units_defend():
    """464.2.c: "When I attack, the defender must kill one of their units here." — that
    player chooses (355.10.f: no target)."""
    text = "When I attack, the defender must kill one of their units here."
    effect = compile_text(text, "Unit").abilities[0].effect
    game = Game(("A", "B"), choices=["E1"])
    a, b = game.players
    bf1 = game.add_battlefield("Bf1")
    (me,) = _field(game, a, bf1, 3, prefix="Me")
    defenders = _field(game, b, bf1, 2, 2, prefix="E")
    game.combat = bf1
    me.role = "attacker"
    for unit in defenders:
        unit.role = "defender"
    run_effect(game, effect, a, me)
    assert [u.zone for u in defenders] == ["battlefield", "trash"]
    assert game.choices.made[-1][0] == "B"
    game.combat = None  # no combat: no defender, nothing killed
    run_effect(game, effect, a, me)
    assert defenders[0].zone == "battlefield"


def test_tokens_for_each_equipment_then_up_to_two_of_them():
    text = "Play a 2 [M] Sand Soldier unit token for each Equipment you control. Then do this:"
    text += " Ready up to two of them."
    game = Game(("A", "B"))
    a = game.players[0]
    for n in range(3):
        game.add_card(a, "base", f"Gear{n}", type="Gear", tags=["Equipment"])
    run_effect(game, _spell(text), a)
    soldiers = [c for c in a.base if c.name == "Sand Soldier"]
    assert len(soldiers) == 3
    assert sorted(c.exhausted for c in soldiers) == [False, False, True]


def test_damage_for_each_equipment_attached_to_me():
    text = "When I attack, choose an enemy unit here. Deal 2 to it for each Equipment attached"
    text += " to me."
    game = Game(("A", "B"))
    a, b = game.players
    bf1 = game.add_battlefield("Bf1")
    (me,) = _field(game, a, bf1, 3, prefix="Me")
    (enemy,) = _field(game, b, bf1, 9, prefix="E")
    from riftrules.engine import equipment

    for n in range(2):
        gear = game.add_card(a, "base", f"Sword{n}", type="Gear", tags=["Equipment"])
        assert equipment.attach(game, gear, me, a)
    run_effect(game, compile_text(text, "Unit").abilities[0].effect, a, me)
    assert enemy.damage == 4


def test_there_in_a_trigger_with_nothing_chosen_is_where_the_event_was():
    text = "When you play me, buff me. Then, if I am at a battlefield, buff all other friendly"
    text += " units there."
    effect = compile_text(text, "Unit").abilities[0].effect
    game = Game(("A", "B"))
    a = game.players[0]
    bf1, bf2 = game.add_battlefield("Bf1"), game.add_battlefield("Bf2")
    me, mate = _field(game, a, bf1, 2, 2, prefix="Me")
    (far,) = _field(game, a, bf2, 2, prefix="Far")
    played = Event("play", "A", (), subject=me)
    effect.run(Context(game, a, me, event=played))
    assert (me.buffs, mate.buffs, far.buffs) == (1, 1, 0)


def test_there_is_the_battlefield_chosen_even_after_a_unit():
    text = "Choose a battlefield and an enemy unit there. Deal 4 to that unit and 1 to each other"
    text += " enemy unit there."
    game = Game(("A", "B"), choices=["Bf2", "E1"])
    a, b = game.players
    bf1, bf2 = game.add_battlefield("Bf1"), game.add_battlefield("Bf2")
    (far,) = _field(game, b, bf1, 9, prefix="F")
    e0, e1 = _field(game, b, bf2, 9, 9, prefix="E")
    run_effect(game, _spell(text), a)
    assert (far.damage, e0.damage, e1.damage) == (0, 1, 4)


def test_your_unit_is_the_one_chosen_and_there_the_battlefield_chosen():
    text = "Choose a friendly unit in your base. Deal damage equal to its Might to all enemy"
    text += " units at a battlefield, then move your unit there."
    game = Game(("A", "B"), choices=["Home1", "Bf2"])
    a, b = game.players
    bf1, bf2 = game.add_battlefield("Bf1"), game.add_battlefield("Bf2")
    game.add_card(a, "base", "Home0", type="Unit", might=5)
    home = game.add_card(a, "base", "Home1", type="Unit", might=3)
    (near,) = _field(game, b, bf1, 9, prefix="N")
    (far,) = _field(game, b, bf2, 9, prefix="F")
    run_effect(game, _spell(text), a)
    assert (near.damage, far.damage) == (0, 3) and home.battlefield is bf2


def test_give_might_to_another_unit_equal_to_the_killed_units():
    """ "give +[M] … to another friendly unit": the Might the kill noted (428.1.a.1.b), its
    buff included, not its printed Might."""
    text = "Kill a friendly unit. If you do, give +[M] equal to its Might to another friendly"
    text += " unit this turn."
    game = Game(("A", "B"), choices=["Gone", "Kept"])
    a = game.players[0]
    bf1 = game.add_battlefield("Bf1")
    gone = game.add_card(a, "battlefield", "Gone", type="Unit", might=3, battlefield=bf1)
    gone.buffs = 1
    kept = game.add_card(a, "battlefield", "Kept", type="Unit", might=1, battlefield=bf1)
    run_effect(game, _spell(text), a)
    assert gone.zone == "trash" and game.might(kept) == 5


def test_a_unit_in_your_trash_with_energy_and_power_cost_bounds():
    text = "When I become [Empowered], you may choose a unit in your trash with Energy cost no"
    text += " more than [3] and Power cost no more than [A]. Play it to your base, ignoring its"
    text += " cost."
    effect = compile_text(text, "Unit").abilities[0].effect
    choose = effect.steps[0].action.of
    assert (choose.of.energy, choose.of.power) == (3, 1)
    assert choose.of.of == CardsIn("trash", type="Unit")


def test_damage_split_among_any_number_of_enemy_units_here():
    """355.14: up to 5 targets; 1 each, each further 1 where its controller chooses."""
    text = "When I attack, deal 5 damage split among any number of enemy units here."
    effect = compile_text(text, "Unit").abilities[0].effect
    game = Game(("A", "B"), choices=[["E0", "E1"], "E1", "E1", "E0"])
    a, b = game.players
    bf1 = game.add_battlefield("Bf1")
    (me,) = _field(game, a, bf1, 3, prefix="Me")
    e0, e1, e2 = _field(game, b, bf1, 9, 9, 9, prefix="E")
    run_effect(game, effect, a, me)
    assert (e0.damage, e1.damage, e2.damage) == (2, 3, 0)
    assert "355.14.f" in game.log.of("damage")[0].cites
    game = Game(("A", "B"))  # no answers: the first 5, 1 each
    a, b = game.players
    bf1 = game.add_battlefield("Bf1")
    (me,) = _field(game, a, bf1, 3, prefix="Me")
    enemies = _field(game, b, bf1, *[9] * 6, prefix="E")
    run_effect(game, effect, a, me)
    assert [u.damage for u in enemies] == [1, 1, 1, 1, 1, 0]


def test_the_friendly_unit_is_the_friendly_one_chosen():
    text = "Choose a friendly unit and an enemy unit. Give the friendly unit +2 [M] this turn."
    game = Game(("A", "B"), choices=["Mine1", "E0"])
    a, b = game.players
    bf1 = game.add_battlefield("Bf1")
    mine = _field(game, a, bf1, 1, 1, prefix="Mine")
    (enemy,) = _field(game, b, bf1, 1, prefix="E")
    run_effect(game, _spell(text), a)
    assert [game.might(u) for u in (*mine, enemy)] == [1, 3, 1]


def test_they_move_a_unit_they_control_to_the_same_battlefield():
    """The opponent chooses their unit and moves it (411: responsible for the move)."""
    text = "Move a unit you control to a battlefield you control. Then, choose an opponent. They"
    text += " move a unit they control to the same battlefield."
    game = Game(("A", "B"), choices=["Bf2", "Mine", "B", "Theirs1"])
    a, b = game.players
    bf1, bf2 = game.add_battlefield("Bf1"), game.add_battlefield("Bf2")
    bf2.controller = a
    game.add_card(a, "base", "Mine", type="Unit", might=2)
    theirs = [game.add_card(b, "base", f"Theirs{n}", type="Unit", might=2) for n in range(2)]
    run_effect(game, _spell(text), a)
    assert theirs[1].battlefield is bf2 and theirs[0].zone == "base"
    moves = game.log.of("move")
    assert [e.player for e in moves] == ["A", "B"] and bf1.permanents == []


def test_a_unit_without_temporary_and_units_with_it():
    """816: [Temporary], printed or given, is an ability the unit has."""
    text = "Choose a friendly unit without [Temporary]. Give it [Temporary]. Draw 2."
    game = Game(("A", "B"), choices=["Sprite"])
    a = game.players[0]
    for n in range(2):
        game.add_card(a, "main_deck", f"d{n}")
    game.add_card(a, "base", "Sprite", type="Unit", might=3)
    run_effect(game, _spell(text), a)
    assert len(a.hand) == 2
    plain = game.add_card(a, "base", "Plain", type="Unit", might=1)
    game.choices.answers.append("Sprite")  # Sprite has [Temporary] now: no option
    with pytest.raises(ChoiceError, match="legal options are Plain"):
        run_effect(game, _spell(text), a)
    assert plain.zone == "base"


def test_might_for_each_of_your_units_with_temporary_at_my_battlefield():
    text = "I have +1 [M] for each of your units with [Temporary] at my battlefield."
    (ability,) = compile_text(text, "Unit").abilities
    assert ability.might.of.of == Permanents(
        type="Unit", controller="you", at="here", temporary=True
    )


def test_your_units_that_are_empowered():
    text = "Your units that are [Empowered] have +2 [M] (including me)."
    (ability,) = compile_text(text, "Unit").abilities
    assert ability.affects == Permanents(type="Unit", controller="you", empowered=True)


def test_a_card_with_any_of_several_tags_from_your_trash():
    text = "When you play me, return a Bird, Cat, Dog, or Poro from your trash to your hand."
    effect = compile_text(text, "Unit").abilities[0].effect
    game = Game(("A", "B"), choices=["Rex"])
    a = game.players[0]
    game.add_card(a, "trash", "Rex", type="Unit", tags=["Dragon"])
    cat = game.add_card(a, "trash", "Tom", type="Unit", tags=["Cat"])
    with pytest.raises(ChoiceError, match="legal options are Tom"):
        run_effect(game, effect, a)
    game.choices.answers.clear()
    run_effect(game, effect, a)
    assert cat in a.hand


SAME_BATTLEFIELD = "Stun a friendly unit and an enemy unit at the same battlefield."


def _same_battlefield_game(choices=()):
    game = Game(("A", "B"), choices=list(choices))
    a, b = game.players
    bf1, bf2 = game.add_battlefield("Bf1"), game.add_battlefield("Bf2")
    (lonely,) = _field(game, a, bf1, 2, prefix="L")
    (mine,) = _field(game, a, bf2, 2, prefix="M")
    (far,) = _field(game, b, game.add_battlefield("Bf3"), 2, prefix="F")
    (theirs,) = _field(game, b, bf2, 2, prefix="E")
    return game, (lonely, mine, far, theirs)


def test_a_friendly_and_an_enemy_unit_at_the_same_battlefield():
    """355.11, 355.8: a group of targets: the friendly unit only where an enemy unit is (one
    alone at its battlefield is no option), the enemy unit at the friendly unit's
    battlefield."""
    effect = compile_text(SAME_BATTLEFIELD, "Spell").effect
    game, units = _same_battlefield_game()
    run_effect(game, effect, game.players[0])  # no answer: the first options that can be
    assert [u.stunned for u in units] == [False, True, False, True]  # chosen
    game, units = _same_battlefield_game(["M0", "F0"])
    with pytest.raises(ChoiceError):  # not at the friendly unit's battlefield
        run_effect(game, effect, game.players[0])
    game, units = _same_battlefield_game(["L0"])
    with pytest.raises(ChoiceError):  # no enemy unit at its battlefield
        run_effect(game, effect, game.players[0])


def test_at_the_same_battlefield_alone_is_refused():
    with pytest.raises(NotCompiled, match="at the same"):
        compile_text("Stun an enemy unit at the same battlefield.", "Spell")


PACK = "[E]: Return another friendly gear, unit, or facedown card to its owner's hand."


def _facedown(game, player, name, battlefield):
    """A card of ``player``'s facedown at ``battlefield`` (107.3, as hiding leaves it)."""
    card = game.add_card(player, "hand", name, type="Spell")
    player.hand.remove(card)
    card.zone, card.battlefield = "facedown", battlefield
    battlefield.facedown.append(card)
    return card


def test_another_friendly_gear_unit_or_facedown_card():
    """One choice among the friendly permanents but me and the facedown cards you control
    (355.9.a.3); a facedown card returns to its owner's hand too."""
    ability = compile_text(PACK, "Gear").abilities[0]
    game = Game(("A", "B"), choices=["Hid"])
    a, b = game.players
    bf1, bf2 = game.add_battlefield("Bf1"), game.add_battlefield("Bf2")
    bf1.controller, bf2.controller = a, b  # 107.3.d: else cleanup trashes a facedown card
    me = game.add_card(a, "base", "Pack", type="Gear")
    (unit,) = _field(game, a, bf1, 2)
    hidden = _facedown(game, a, "Hid", bf1)
    _field(game, b, bf2, 1, prefix="B")  # B holds Bf2 while a unit of theirs is there (323.6)
    theirs = _facedown(game, b, "Theirs", bf2)
    options = ability.effect.target.of.resolve(Context(game, a, me))
    assert options == [unit, hidden]  # not me, not the enemy's facedown card
    run_effect(game, ability.effect, a, source=me)
    assert hidden in a.hand and not bf1.facedown and bf2.facedown == [theirs]


def test_up_to_four_units_gear_and_or_runes():
    """Any player's units and gear and runes on the board (355.9.a.1), up to four of them."""
    effect = compile_text("Ready up to 4 units, gear, and/or runes.", "Spell").effect
    game = Game(("A", "B"), choices=[["E0", "R", "G"]])
    a, b = game.players
    bf1 = game.add_battlefield("Bf1")
    (enemy,) = _field(game, b, bf1, 2, prefix="E")
    rune = game.add_card(b, "runes", "R", type="Rune")
    gear = game.add_card(a, "base", "G", type="Gear")
    (mine,) = _field(game, a, bf1, 2, prefix="M")
    for obj in (enemy, rune, gear, mine):
        obj.exhausted = True
    run_effect(game, effect, a)
    assert [o.exhausted for o in (enemy, rune, gear, mine)] == [False, False, False, True]


def test_a_list_with_facedown_cards_and_other_words_is_refused():
    with pytest.raises(NotCompiled, match="enemy unit, gear, or facedown card"):
        compile_text("Return an enemy gear, unit, or facedown card to its owner's hand.", "Spell")


def test_move_a_friendly_unit_to_or_from_its_base():
    """From a battlefield to its base; from its base to a battlefield its controller chooses
    (449.1-2): one move, not two clauses."""
    effect = compile_text("Move a friendly unit to or from its base.", "Spell").effect
    game = Game(("A", "B"), choices=["U0", "base", "U1", "Bf2"])
    a, _ = game.players
    bf1, bf2 = game.add_battlefield("Bf1"), game.add_battlefield("Bf2")
    (out,) = _field(game, a, bf1, 2)
    home = game.add_card(a, "base", "U1", type="Unit", might=2)
    run_effect(game, effect, a)
    assert out.zone == "base"
    run_effect(game, effect, a)
    assert home.battlefield is bf2
    with pytest.raises(NotCompiled):
        compile_text("Move a friendly unit to or from a battlefield.", "Spell")


ORIGINAL = (
    "When you play me, you may choose a unit you control at another location. Move me to its "
    "location and it to my original location."
)


def test_move_me_to_its_location_and_it_to_my_original_location():
    """420: each to where the other was (both noted first); 'another location': not mine."""
    effect = compile_text(ORIGINAL, "Unit").abilities[0].effect
    game = Game(("A", "B"), choices=["yes", "U1"])
    a, _ = game.players
    bf1, bf2 = game.add_battlefield("Bf1"), game.add_battlefield("Bf2")
    me = game.add_card(a, "battlefield", "Me", type="Unit", might=2, battlefield=bf1)
    _field(game, a, bf1, 2)  # U0: at my location, no option
    (far,) = _field(game, a, bf2, 2, 2)[1:]
    run_effect(game, effect, a, source=me)
    assert me.battlefield is bf2 and far.battlefield is bf1
    home = game.add_card(a, "base", "Home", type="Unit", might=1)
    game.choices.answers.extend(["yes", "Home"])
    run_effect(game, effect, a, source=me)  # a base is a location too (107.1)
    assert me.zone == "base" and home.battlefield is bf2


def test_move_me_and_a_shadow_clone_to_each_others_locations():
    """'a Shadow Clone': a permanent named as that token (187.11, no tag)."""
    text = "[1][P]: Move me and a Shadow Clone you control to each other's locations."
    effect = compile_text(text, "Unit").abilities[0].effect
    game = Game(("A", "B"))
    a, b = game.players
    bf1 = game.add_battlefield("Bf1")
    me = game.add_card(a, "base", "Zed", type="Unit", might=2)
    theirs = game.add_card(b, "battlefield", "Shadow Clone", type="Unit", might=0, battlefield=bf1)
    clone = game.add_card(a, "battlefield", "Shadow Clone", type="Unit", might=0, battlefield=bf1)
    run_effect(game, effect, a, source=me)
    assert me.battlefield is bf1 and clone.zone == "base" and theirs.battlefield is bf1


def test_the_attacker_and_defender_each_add():
    """464.2.c: both players of the combat add [1] ('defender' is no verb here); a player with
    no unit in it adds nothing."""
    text = "When combat starts here, the attacker and defender each [Add] [1]."
    effect = compile_text(text, "Battlefield").abilities[0].effect
    game = Game(("A", "B", "C"), mode="ffa3")
    a, b, c = game.players
    bf1 = game.add_battlefield("Bf1")
    (mine,) = _field(game, a, bf1, 3)
    (theirs,) = _field(game, b, bf1, 3, prefix="E")
    game.combat = bf1
    mine.role, theirs.role = "attacker", "defender"
    run_effect(game, effect, c)
    assert (a.energy, b.energy, c.energy) == (1, 1, 0)


class _Printed:
    """A stand-in pool card: a spell whose Energy cost is 4 (no text)."""

    text = None
    type = "Spell"
    energy, power, might = 4, 0, None
    tags = domains = ()


def test_deal_its_energy_cost_as_damage():
    """131.2.a: the discarded card's Energy cost (as printed) is the damage dealt."""
    text = "Discard 1. Deal its Energy cost as damage to a unit at a battlefield."
    effect = compile_text(text, "Spell").effect
    game = Game(("A", "B"))
    a, b = game.players
    (enemy,) = _field(game, b, game.add_battlefield("Bf1"), 9, prefix="E")
    game.add_card(a, "hand", "Costly", card=_Printed())
    run_effect(game, effect, a)
    assert enemy.damage == 4 and [c.name for c in a.trash] == ["Costly"]
    with pytest.raises(NotCompiled, match="as damage"):
        compile_text("Deal its Might as damage to a unit.", "Spell")


def test_their_owners_recycle_them():
    """416: each owner recycles the chosen cards they own, to the bottom of their Main Deck."""
    text = "Choose up to 3 cards from opponents' trashes. Their owners recycle them."
    effect = compile_text(text, "Spell").effect
    game = Game(("A", "B", "C"), mode="ffa3", choices=[["Bt", "Ct"]])
    a, b, c = game.players
    for player in (a, b, c):
        game.add_card(player, "trash", f"{player.name}t", type="Spell")
    run_effect(game, effect, a)
    assert [x.name for x in b.main_deck] == ["Bt"] and [x.name for x in c.main_deck] == ["Ct"]
    assert [x.name for x in a.trash] == ["At"]
    recycled = [e for e in game.log if e.kind == "recycle"]
    assert sorted(e.player for e in recycled) == ["B", "C"]


def test_deal_damage_equal_to_the_damage_marked_on_it():
    """417: the chosen unit takes as much damage again as is marked on it."""
    text = "When you play me, deal damage to a unit equal to the damage marked on it."
    effect = compile_text(text, "Unit").abilities[0].effect
    game = Game(("A", "B"), choices=["E1"])
    a, b = game.players
    first, second = _field(game, b, game.add_battlefield("Bf1"), 9, 9, prefix="E")
    first.damage, second.damage = 1, 3
    run_effect(game, effect, a)
    assert (first.damage, second.damage) == (1, 6)


def test_deal_damage_equal_to_my_assault():
    """807.1.b.2, 807.2: my Assault Value, all instances summed (here two given ones)."""
    text = "When I attack, deal damage equal to my [Assault] to an enemy unit here."
    effect = compile_text(text, "Unit").abilities[0].effect
    game = Game(("A", "B"))
    a, b = game.players
    bf1 = game.add_battlefield("Bf1")
    (me,) = _field(game, a, bf1, 2, prefix="Me")
    (enemy,) = _field(game, b, bf1, 9, prefix="E")
    run_effect(game, effect, a, me)
    assert enemy.damage == 0  # no Assault: no damage
    me.granted += [("Assault", 2, "turn"), ("Assault", 1, "turn")]
    run_effect(game, effect, a, me)
    assert enemy.damage == 3


def test_tentacle_tokens_from_bilgewater():
    """187.10: a Tentacle token has the Bilgewater tag ('from Bilgewater' says no more)."""
    effect = compile_text("Play two 1 [M] Tentacle unit tokens from Bilgewater.", "Spell").effect
    game = Game(("A", "B"))
    a = game.players[0]
    run_effect(game, effect, a)
    assert [(t.name, t.tags) for t in a.base] == [("Tentacle", ("Bilgewater",))] * 2
    with pytest.raises(NotCompiled, match="from 'Demacia'"):
        compile_text("Play a 1 [M] Tentacle unit token from Demacia.", "Spell")


def test_each_opponent_reveals_the_top_card_of_their_main_deck():
    """424: each opponent reveals their own top card; one of them chosen is banished and
    played (ignoring its cost), the rest recycled to their owners' decks (416)."""
    text = (
        "Each opponent reveals the top card of their Main Deck. Choose one and banish it, then "
        "play it, ignoring its cost. Then recycle the rest."
    )
    effect = compile_text(text, "Spell").effect
    game = Game(("A", "B", "C"), mode="ffa3", choices=["Ctop"])
    a, b, c = game.players
    for player in (b, c):
        game.add_card(player, "main_deck", f"{player.name}top", type="Unit", might=1)
        game.add_card(player, "main_deck", f"{player.name}next", type="Unit", might=1)
    run_effect(game, effect, a)
    reveals = [e for e in game.log if e.kind == "reveal"]
    assert sorted(e.player for e in reveals) == ["B", "C"]
    assert [x.name for x in a.base] == ["Ctop"]  # played by A, ignoring its cost
    assert [x.name for x in b.main_deck] == ["Bnext", "Btop"]  # recycled: to the bottom
    assert [x.name for x in c.main_deck] == ["Cnext"]


def _beside_game(choices):
    game = Game(("A", "B"), choices=choices)
    a, b = game.players
    bf1, bf2, bf3 = (game.add_battlefield(f"Bf{n}") for n in (1, 2, 3))
    (moved,) = _field(game, b, bf1, 2, prefix="E")
    _field(game, a, bf2, 2)  # A's unit: not the same controller
    _field(game, b, bf3, 2, prefix="F")
    return game, moved


def test_move_to_a_location_where_there_is_a_unit_with_the_same_controller():
    """107.1: a base or a battlefield where another unit of the moved unit's controller is."""
    text = "Move an enemy unit to a location where there's a unit with the same controller."
    effect = compile_text(text, "Spell").effect
    game, moved = _beside_game(["E0", "Bf2"])
    with pytest.raises(ChoiceError, match=r"legal options are Bf3$"):  # B has none in base
        run_effect(game, effect, game.players[0])
    game, moved = _beside_game(["E0", "base"])
    game.add_card(game.players[1], "base", "Home", type="Unit", might=1)
    run_effect(game, effect, game.players[0])
    assert moved.zone == "base"


def _costs(energy):
    """A stand-in pool card (no text) of that Energy cost."""
    return type("Costs", (_Printed,), {"energy": energy})()


def test_kill_a_gear_with_energy_cost_no_more_than_my_might():
    """356.1.c: the gear's printed cost against my Might now (3)."""
    text = "When I conquer, you may kill a gear with Energy cost no more than my Might."
    effect = compile_text(text, "Unit").abilities[0].effect
    for answers in (["yes", "Dear"], []):
        game = Game(("A", "B"), choices=answers)
        a, b = game.players
        (me,) = _field(game, a, game.add_battlefield("Bf1"), 3, prefix="Me")
        dear = game.add_card(b, "base", "Dear", type="Gear", card=_costs(4))
        cheap = game.add_card(b, "base", "Cheap", type="Gear", card=_costs(3))
        if answers:
            with pytest.raises(ChoiceError, match="legal options are Cheap"):
                run_effect(game, effect, a, me)
        else:
            run_effect(game, effect, a, me)
            assert cheap.zone == "trash" and dear.zone == "base"


def test_reveal_a_spell_with_energy_cost_4_or_more_from_among_them():
    text = (
        "When you play me, look at the top 4 cards of your Main Deck. You may reveal a spell "
        "with Energy cost [4] or more from among them and draw it. Recycle the rest."
    )
    effect = compile_text(text, "Unit").abilities[0].effect
    game = Game(("A", "B"), choices=["yes"])
    a = game.players[0]
    for name, energy in (("Three", 3), ("Four", 4)):
        game.add_card(a, "main_deck", name, type="Spell", card=_costs(energy))
    run_effect(game, effect, a)
    assert [c.name for c in a.hand] == ["Four"] and [c.name for c in a.main_deck] == ["Three"]


def test_play_an_equipment_with_energy_cost_no_more_than_2():
    """419.1.a: from the hand; only an Equipment (150.1) of that cost; then attached to me."""
    text = (
        "When I attack, you may play an Equipment with Energy cost no more than [2], ignoring "
        "its cost. If you do, then do this: Attach it to me."
    )
    effect = compile_text(text, "Unit").abilities[0].effect
    game = Game(("A", "B"))
    a, _ = game.players
    (me,) = _field(game, a, game.add_battlefield("Bf1"), 3, prefix="Me")
    game.add_card(a, "hand", "Plain", type="Gear", card=_costs(1))
    game.add_card(a, "hand", "Dear", type="Gear", card=_costs(3), tags=["Equipment"])
    blade = game.add_card(a, "hand", "Blade", type="Gear", card=_costs(2), tags=["Equipment"])
    run_effect(game, effect, a, me)
    assert blade.attached_to is me and [c.name for c in a.hand] == ["Plain", "Dear"]


def test_its_owner_plays_it_to_the_same_location():
    """The location it was banished from: that battlefield (a permission to play there,
    355.2.b), or its base."""
    text = "Banish a unit, then its owner plays it to the same location, ignoring its cost."
    effect = compile_text(text, "Spell").effect
    game = Game(("A", "B"), choices=["E0"])
    a, b = game.players
    bf2 = game.add_battlefield("Bf2")
    (unit,) = _field(game, b, bf2, 2, prefix="E")
    run_effect(game, effect, a)
    assert unit.battlefield is bf2 and unit.controller is b
    game = Game(("A", "B"), choices=["Home"])
    a, b = game.players
    home = game.add_card(b, "base", "Home", type="Unit", might=1)
    run_effect(game, effect, a)
    assert home.zone == "base" and home.controller is b


def test_banish_a_unit_from_among_them_then_play_it():
    """Of the cards looked at: the unit banished, then played for its cost less [5] (356.4);
    the remaining cards recycled."""
    text = (
        "Look at the top 5 cards of your Main Deck. You may banish a unit from among them, then "
        "play it, reducing its cost by [5]. Recycle the remaining cards."
    )
    effect = compile_text(text, "Spell").effect
    game = Game(("A", "B"))
    a = game.players[0]
    game.add_card(a, "main_deck", "Spell", type="Spell", card=_costs(1))
    big = game.add_card(a, "main_deck", "Big", type="Unit", might=6, card=_costs(6))
    a.energy = 1
    run_effect(game, effect, a)
    assert big.zone == "base" and a.energy == 0 and [c.name for c in a.main_deck] == ["Spell"]
