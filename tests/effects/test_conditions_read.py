"""Conditions read from the IR (:mod:`riftrules.effects.conditions`,
:mod:`riftrules.effects.counts`): each template, and texts varying it (another number, type,
tag or bound), read as the condition its parts make, wherever the condition stands — before
the instruction, after it ("… if …"), or in a static ability."""

import pytest

from riftrules.effects import compile_text
from riftrules.engine import (
    CONTROLLER,
    OPPONENTS,
    AssignedExcess,
    AtLeast,
    Battlefields,
    Both,
    CardsIn,
    Chosen,
    Count,
    Did,
    DiedAlone,
    EntersAbility,
    Exactly,
    Exists,
    FacedownCards,
    FewerThan,
    InPhase,
    InShowdown,
    IsA,
    It,
    NamedAsMe,
    NearVictory,
    Not,
    PaidAdditional,
    Permanents,
    PlayedFrom,
    PlayedSpell,
    Self,
    Spent,
    That,
    ThisTurn,
    TotalMight,
    UnitsThere,
    WasMighty,
    WasSide,
)


def _yours(least: int, **filters) -> AtLeast:
    return AtLeast(Count(Permanents(controller="you", **filters)), least)


READ = [
    ("If you do", Did()),
    ("If they do", Did()),
    ("If you can't", Not(Did())),
    ("If you couldn't channel 2 runes this way", Not(Did(least=2))),
    ("If you couldn't draw 3 cards this way", Not(Did(least=3))),
    ("If you paid the additional cost", PaidAdditional()),
    ("If you paid my additional cost", PaidAdditional()),
    ("If you spent [4] or more", Spent(4)),
    ("If you spent [6] or more", Spent(6)),
    ("If you've spent at least [A][A][A] this turn", Spent(3, power=True, scope="turn")),
    ("If you've spent [5] or more to play a unit this turn", Spent(5, scope="play", type="Unit")),
    ("If you played this from your hand", PlayedFrom("hand")),
    ("If you played this from your trash", PlayedFrom("trash")),
    ("If you assigned 4 or more excess damage", AssignedExcess(4)),
    ("If you assigned 2 or more excess damage to enemy units", AssignedExcess(2)),
    ("If it was a friendly unit", WasSide(Chosen(), "friendly")),
    ("If I was [Mighty]", WasMighty()),
    ("If I died alone", DiedAlone()),
    ("If I didn't die alone", Not(DiedAlone())),
    ("If a friendly unit has died this turn",
     ThisTurn("kill", anyone=True, type="Unit", controller="friendly")),
    ("If an enemy unit died during your Beginning Phase this turn",
     ThisTurn("kill", anyone=True, type="Unit", controller="enemy",
              phase="beginning")),
    ("If an opponent has played another spell this turn",
     PlayedSpell(OPPONENTS, other_than=That())),
    ("If I haven't been dealt damage this turn",
     Not(ThisTurn("damage", anyone=True, about=Self()))),
    ("If your units have total Might 6 or more",
     AtLeast(TotalMight(Permanents(type="Unit", controller="you")), 6)),
    ("If it has less Might than me", Exists(Permanents(among=It(), less_might_than=Self()))),
    ("If it has 2 [M] or less", Exists(Permanents(among=It(), max_might=2))),
    ("If it has 4 [M] or more", Exists(Permanents(among=It(), min_might=4))),
    ("If a friendly unit is alone here",
     Exists(Permanents(type="Unit", controller="friendly", at="here", alone=True))),
    ("If a unit died this turn", ThisTurn("kill", anyone=True, type="Unit")),
    ("If you've played a unit this turn", ThisTurn("play", type="Unit")),
    ("If you've discarded a card this turn", ThisTurn("discard")),
    ("If you've gained XP this turn", ThisTurn("xp")),
    ("If an opponent controls a battlefield", Exists(Battlefields(controlled="enemy"))),
    ("If you have another unit here",
     Exists(Permanents(type="Unit", controller="you", other=True, at="here"))),
    ("If you have three or more other units in your base",
     _yours(3, type="Unit", other=True, at="base")),
    ("If you have 6+ runes", AtLeast(Count(CardsIn("runes")), 6)),
    ("If you have a card with my name in your trash", Exists(NamedAsMe(CardsIn("trash")))),
    ("If I'm in a showdown", InShowdown()),
    ("If I'm in combat", Exists(Permanents(among=Self(), role="combat"))),
    ("If it's already exhausted", Exists(Permanents(among=It(), exhausted=True))),
    ("If it's already stunned", Exists(Permanents(among=It(), stunned=True))),
    ("If I'm buffed", Exists(Permanents(among=Self(), buffed=True))),
    ("If I'm [Mighty]", Exists(Permanents(among=Self(), min_might=5))),
    ("If it's in your base", Exists(Permanents(among=It(), at="base"))),
    ("If there's an exhausted friendly unit here",
     Exists(Permanents(type="Unit", controller="friendly", exhausted=True, at="here"))),
    ("If I'm defending with another unit",
     Both(Exists(Permanents(among=Self(), role="defender")),
          Exists(Permanents(type="Unit", controller="friendly", other=True, role="defender")))),
    ("If you play me to a battlefield", Exists(Permanents(among=Self(), at="battlefield"))),
    ("If I'm attacking or defending alone",
     Both(Exists(Permanents(among=Self(), role="combat")),
          Exists(Permanents(among=Self(), alone=True)))),
    ("If you've played a spell this turn", ThisTurn("play", type="Spell")),
    ("If I'm at a battlefield with exactly two other units you control",
     Both(Exists(Permanents(among=Self(), at="battlefield")),
          Exactly(Count(Permanents(type="Unit", controller="you", other=True, at="here")), 2))),
    ("If you control a battlefield with exactly three units there",
     UnitsThere(Battlefields(controlled="you"), 3)),
    ("If it is the only unit you control there",
     Both(Exists(Permanents(type="Unit", controller="you", among=It())),
          Exactly(Count(Permanents(type="Unit", controller="you", near=It())), 1))),
    ("If there is a ready enemy unit here",
     Exists(Permanents(type="Unit", controller="enemy", at="here", exhausted=False))),
    ("If there is exactly one other unit you control here",
     Exactly(Count(Permanents(type="Unit", controller="you", at="here", other=True)), 1)),
    ("If there are 2 or more enemy units here",
     AtLeast(Count(Permanents(type="Unit", controller="enemy", at="here")), 2)),
    ("If it's a unit", IsA(It(), "Unit")),
    ("If it's an Equipment", Exists(Permanents(among=It(), type="Gear", tag="Equipment"))),
    ("If it's your Main Phase", InPhase("main", "you")),
    ("If it's a Beginning Phase", InPhase("beginning", None)),
    ("If your score is within 2 points of the Victory Score", NearVictory(CONTROLLER, 2)),
    ("If an opponent's score is not within 4 points of the Victory Score",
     Not(NearVictory(OPPONENTS, 4))),
    ("If you control 3 or more other gear", _yours(3, type="Gear", other=True)),
    ("If you control two or more units", _yours(2, type="Unit")),
    ("If you control 4 or fewer runes", Not(AtLeast(Count(CardsIn("runes")), 5))),
    ("If you control 8 or more runes", AtLeast(Count(CardsIn("runes")), 8)),
    ("If you control a Dragon", _yours(1, tag="Dragon")),
    ("If you control another Poro", _yours(1, tag="Poro", other=True)),
    # 150.1: an Equipment is a gear with the Equipment tag
    ("If you control an Equipment", _yours(1, type="Gear", tag="Equipment")),
    ("If an opponent controls an exhausted unit",
     Exists(Permanents(type="Unit", controller="enemy", exhausted=True))),
    ("If you control a facedown card", Exists(FacedownCards())),
    ("If you control fewer runes than an opponent", FewerThan("runes")),
    ("If you have 5+ units here", _yours(5, type="Unit", at="here")),
    ("If you have two or fewer cards in your hand", Not(AtLeast(Count(CardsIn("hand")), 3))),
    ("If you have exactly 3 units at battlefields",
     Exactly(Count(Permanents(type="Unit", controller="you", at="battlefield")), 3)),
]  # fmt: skip


@pytest.mark.parametrize(("words", "expected"), READ, ids=[w for w, _ in READ])
def test_a_leading_condition_reads_from_the_ir(words, expected):
    assert compile_text(f"{words}, draw 1.", "Spell").effect.condition == expected


def test_none_of_these_is_read_by_the_words_any_more():
    """The tables of :func:`riftrules.effects.compiler.test_words` no longer know them."""
    from riftrules.effects import NotCompiled
    from riftrules.effects.compiler import test_words

    for words in ("if you do", "if you control two or more units", "if you have 5+ units here"):
        with pytest.raises(NotCompiled):
            test_words(words)


def test_a_trailing_condition_and_a_static_one_read_the_same():
    mech = _yours(1, tag="Mech", other=True)
    entering = compile_text("I enter ready if you control another Mech.", "Unit").abilities[0]
    assert isinstance(entering, EntersAbility) and entering.active_if == mech
    given = compile_text("Give me +2 [M] this turn if you control another Mech.", "Spell")
    assert given.effect.condition == mech
    battlefield = Exists(Battlefields(controlled="you", here=True))
    costs = "While you control this battlefield, your spells cost [1] less."
    owned = compile_text(costs, "Battlefield")
    assert owned.abilities[0].active_if == battlefield


def test_another_base_cost_and_its_condition_read_from_the_ir():
    from riftrules.engine import CONTROLLER, Pay, PlayFor

    text = "If you have one or fewer cards in your hand, you may play me for [A]."
    (played,) = compile_text(text, "Unit").abilities
    assert played == PlayFor(Pay(CONTROLLER, 0, 1), Not(AtLeast(Count(CardsIn("hand")), 2)), text)
    text = "You may play me from your trash for [2][B]."
    (played,) = compile_text(text, "Unit").abilities
    assert played == PlayFor(Pay(CONTROLLER, 2, 0, ("Mind",)), text=text, origin="trash")
