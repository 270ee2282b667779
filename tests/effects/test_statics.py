"""Static abilities (effects/statics.py): card text -> passive abilities, by example."""

import pytest

from riftrules.effects import NotCompiled, compile_text
from riftrules.engine import (
    AtLeast,
    Both,
    CardsIn,
    CombatAbility,
    Count,
    EntersAbility,
    Exists,
    Not,
    Permanents,
    Restriction,
    Self,
    StaticAbility,
    ThisTurn,
    Times,
)


def _abilities(text: str) -> tuple:
    return compile_text(text, "Unit").abilities


def test_several_grants_in_one_sentence_are_one_ability_each():
    text = "I have +1 [M] and [Ganking]."
    assert _abilities(text) == (
        StaticAbility(1, Self(), text=text),
        CombatAbility("Ganking", 1, Self(), text=text),
    )
    three = _abilities("I have [Deflect], [Ganking], and [Shield].")
    assert [(a.keyword, a.value) for a in three] == [("Deflect", 1), ("Ganking", 1), ("Shield", 1)]


def test_conditions_before_and_after():
    (buffed,) = _abilities("While I'm buffed, I have an additional +1 [M].")
    assert buffed.might == 1 and buffed.active_if == Exists(Permanents(among=Self(), buffed=True))
    (runes,) = _abilities("While you have 8+ runes, I have +4 [M].")
    assert runes.active_if == AtLeast(Count(CardsIn("runes")), 8)
    (attacking,) = _abilities("I have +2 [M] while I'm attacking with another unit.")
    assert isinstance(attacking.active_if, Both)
    discarded = _abilities("If you've discarded a card this turn, I have [Assault] and [Ganking].")
    assert {a.active_if for a in discarded} == {ThisTurn("discard")}


def test_might_and_keywords_that_count():
    (gear,) = _abilities("I have +1 [M] for each friendly gear.")
    assert gear.might == Times(1, Count(Permanents(type="Gear", controller="friendly")))
    (assault,) = _abilities("I have [Assault] equal to the number of enemy units here.")
    assert assault.value == Count(Permanents(type="Unit", controller="enemy", at="here"))


def test_entering_restrictions_and_backline():
    (mech,) = _abilities("I enter ready if you control another Mech.")
    assert isinstance(mech, EntersAbility) and mech.ready
    assert mech.active_if == AtLeast(Count(Permanents(controller="you", tag="Mech", other=True)), 1)
    assert _abilities("I can't be readied.") == (
        Restriction("ready", Self(), text="I can't be readied."),
    )
    (last,) = _abilities("I must be assigned combat damage last.")
    assert (last.keyword, last.affects) == ("Backline", Self())  # 465.2.c.8


@pytest.mark.parametrize(
    ("text", "reason"),
    [
        ("Enemy units have [Vision].", "not yours"),
    ],
)
def test_static_shapes_not_compiled_say_so(text, reason):
    with pytest.raises(NotCompiled, match=reason):
        compile_text(text, "Unit")


def test_unless_in_combat_and_counting_at_my_battlefield():
    (akali,) = _abilities("I can't be chosen by enemy spells and abilities unless I'm in combat.")
    in_combat = Exists(Permanents(among=Self(), role="combat"))  # an attacker or a defender
    assert akali.what == "chosen" and akali.active_if == Not(in_combat)
    (buffs,) = _abilities("I get +1 [M] for each buffed friendly unit at my battlefield.")
    assert buffs.might.of.of == Permanents(
        type="Unit", controller="friendly", at="here", buffed=True
    )


def test_counting_units_with_a_keyword_here():
    """ "here" after the counted phrase is its place, not the subject's."""
    (counted,) = _abilities("I have +1 [M] for each of your units with [Tank] here.")
    assert counted.affects == Self()
    assert counted.might.of.of == Permanents(
        type="Unit", controller="you", at="here", keyword="Tank"
    )


def test_a_tokens_keyword_is_not_a_bound():
    """ "two Bird unit tokens with [Deflect]": the keyword is the tokens', not a bound on
    what is selected."""
    text = "Play two 1 [M] Bird unit tokens with [Deflect]."
    made = repr(compile_text(text, "Spell").effect)
    assert made.startswith("PlayToken(") and "Permanents(" not in made
    assert "CombatAbility(keyword='Deflect'" in made


def test_token_units_are_selected_as_tokens():
    (soul,) = _abilities("Your token units have +1 [M].")
    assert soul.affects == Permanents(type="Unit", controller="you", token=True)
    (illaoi,) = _abilities("I have +1 [M] for each token unit you control.")
    assert illaoi.might.of.of == Permanents(type="Unit", controller="you", token=True)


def test_units_here_have_a_quoted_activated_ability():
    """Gardens of Becoming: only units at it have it (477.2.a), activated as their own, after
    their own activated abilities."""
    from riftrules.engine import Game
    from riftrules.engine.activation import activate, activated_abilities

    class _Bf:
        text = 'Units here have "[E]: Gain 1 XP."'
        type = might = energy = None
        tags = ()

    game = Game(("A", "B"), scripts=lambda obj: compile_text(obj.card.text, "Battlefield"))
    a = game.players[0]
    bf = game.add_battlefield("Gardens", card=_Bf())
    bf.controller = a
    there = game.add_card(a, "battlefield", "There", type="Unit", might=1, battlefield=bf)
    home = game.add_card(a, "base", "Home", type="Unit", might=1)
    assert activated_abilities(game, home) == []
    assert activate(game, a, there) == [a] and a.xp == 1 and there.exhausted


def test_a_group_of_permanents_has_a_quoted_activated_ability():
    """'Friendly gear have "[E]: Draw 1."' (issue 28): any group the selectors read has it
    (477.2.a) — "gear" with no determiner is all of them, not one to choose — and each
    activates it as its own; a gear of the opponent's does not."""
    from riftrules.engine import Game
    from riftrules.engine.activation import activate, activated_abilities

    class _Gear:
        text = 'Friendly gear have "[E]: Draw 1."'
        type, might, energy, tags = "Gear", None, None, ()

    game = Game(("A", "B"), scripts=lambda obj: compile_text(obj.card.text, "Gear"))
    a, b = game.players
    source = game.add_card(a, "base", "Source", type="Gear", card=_Gear())
    other = game.add_card(a, "base", "Other", type="Gear")
    theirs = game.add_card(b, "base", "Theirs", type="Gear")
    game.add_card(a, "main_deck", "Card", type="Spell")
    assert activated_abilities(game, theirs) == []
    assert len(activated_abilities(game, source)) == 1
    assert activate(game, a, other) and other.exhausted and len(a.zones["hand"]) == 1


def test_your_legend_has_a_quoted_activated_ability_while_you_control_this_battlefield():
    (granted,) = _abilities('While you control this battlefield, your legend has "[E]: Draw 1."')
    assert granted.affects == Permanents(type="Legend", controller="you", legends=True)
    assert granted.active_if is not None


def test_each_after_the_subject_gives_each_of_them_what_the_subject_alone_gets():
    """ "Your Mechs each have [Assault]." (Rumble, Hotheaded): the IR's "each" standing alone
    after the subject selects nothing more than "Your Mechs have [Assault].\""""
    (each,) = _abilities("Your Mechs each have [Assault].")
    (plain,) = _abilities("Your Mechs have [Assault].")
    assert each.affects == plain.affects == Permanents(type="Unit", controller="you", tag="Mech")
    assert (each.keyword, each.value) == ("Assault", 1)


@pytest.mark.parametrize(
    ("condition", "fields"),
    [
        ("While a friendly unit defends alone,", {"controller": "friendly", "role": "defender"}),
        ("While an enemy unit defends alone,", {"controller": "enemy", "role": "defender"}),
        ("While an enemy unit is attacking alone,", {"controller": "enemy", "role": "attacker"}),
        ("While a unit here attacks alone,", {"at": "here", "role": "attacker"}),
    ],
)
def test_a_unit_alone_in_its_combat_role_gets_it_whoever_controls_it(condition, fields):
    """The subject of "attacks alone" / "defends alone" (740.2.a) is read from its noun
    phrase: either side, here or anywhere; "it" is that unit."""
    (ability,) = _abilities(f"{condition} it gets +2 [M].")
    assert ability.affects == Permanents(type="Unit", alone=True, **fields)


def test_only_a_unit_has_a_combat_role():
    with pytest.raises(NotCompiled):
        _abilities("While a friendly gear defends alone, it gets +2 [M].")
