"""A quantity that counts (issue 28): "draw cards equal to the number of units you control
here", "gain XP equal to the number of enemy units at battlefields", "channel runes equal to
the number of …" — any noun phrase the selectors read, its relative clause ("you control")
its own, counted as the instruction is done."""

from __future__ import annotations

import pytest

from riftrules.effects import NotCompiled, compile_text
from riftrules.engine import Channel, Controller, Count, Draw, GainXP, Game, Permanents
from riftrules.engine.state import BASE, HAND, MAIN_DECK


@pytest.mark.parametrize(
    ("text", "expected"),
    [
        (
            "Draw cards equal to the number of units you control.",
            Draw(Controller(), Count(Permanents(type="Unit", controller="you"))),
        ),
        (
            "Gain XP equal to the number of enemy units at battlefields.",
            GainXP(
                Controller(), Count(Permanents(type="Unit", controller="enemy", at="battlefield"))
            ),
        ),
        (
            "Channel runes equal to the number of gear you control.",
            Channel(Controller(), Count(Permanents(type="Gear", controller="you"))),
        ),
    ],
)
def test_the_number_of_what_a_noun_phrase_selects(text: str, expected: object):
    assert compile_text(text, "Spell").effect == expected


def test_the_number_is_counted_as_it_is_done():
    game = Game(("A", "B"))
    a = game.players[0]
    for n in range(3):
        game.add_card(a, BASE, f"Unit {n}", type="Unit", might=1)
    for n in range(5):
        game.add_card(a, MAIN_DECK, f"Card {n}", type="Spell")
    compile_text("Draw cards equal to the number of units you control.", "Spell").run(game, a)
    assert len(a.zones[HAND]) == 3


@pytest.mark.parametrize(
    "text",
    [
        "Draw cards equal to the number of a unit.",  # one to choose: no number
        "Draw units equal to the number of units you control.",  # draws cards, not units
    ],
)
def test_what_counts_no_set_is_refused(text: str):
    with pytest.raises(NotCompiled):
        compile_text(text, "Spell")


@pytest.mark.parametrize(
    ("text", "group"),
    [
        ("Return every gear to its owner's hand.", Permanents(type="Gear")),
        ("Stun every enemy unit.", Permanents(type="Unit", controller="enemy")),
        (
            "Give each of your stunned units +2 [M] this turn.",
            Permanents(type="Unit", controller="you", stunned=True),
        ),
        ("Ready each of your gear.", Permanents(type="Gear", controller="you")),
    ],
)
def test_every_and_each_of_name_the_whole_group(text: str, group: object):
    """ "every" is "each" (the lexicon's quantifier); "each of" a group is each one of it —
    "your gear" after it is all of them, not one to choose."""
    assert compile_text(text, "Spell").effect.target == group


@pytest.mark.parametrize(
    ("text", "value"),
    [
        ("Discard 1. Draw cards equal to its Energy cost.", "EnergyCostOf(of=It())"),
        # "its": the unit chosen by choice 1
        ("Kill a unit. Channel runes equal to its Power cost.", "PowerCostOf(of=Chosen(choice=1))"),
        ("Gain XP equal to my Might.", "MightOf(of=Self())"),
        ("Gain XP equal to my [Shield].", "KeywordValue(of=Self(), keyword='Shield')"),
    ],
)
def test_a_characteristic_as_the_amount(text: str, value: str):
    """ "equal to its Energy cost", "… my [Shield]" (131.2.a, 131.3, 807.2): the value as the
    instruction is done, of what "its" and "my" name."""
    assert value in repr(compile_text(text, "Spell").effect)


def test_the_energy_cost_of_the_card_discarded():
    from riftrules.cards import pool

    spell = next(c for c in pool.load() if c.type == "Spell" and c.energy == 3)
    game = Game(("A", "B"))
    a = game.players[0]
    game.add_card(a, HAND, spell.name, type="Spell", card=spell)
    for n in range(5):
        game.add_card(a, MAIN_DECK, f"Card {n}", type="Spell")
    compile_text("Discard 1. Draw cards equal to its Energy cost.", "Spell").run(game, a)
    assert len(a.zones[HAND]) == 3


@pytest.mark.parametrize("text", ["Gain XP equal to my [Tank].", "Gain XP equal to its tags."])
def test_no_value_is_refused(text: str):
    with pytest.raises(NotCompiled):
        compile_text(text, "Spell")


def test_units_at_battlefields_you_control():
    """ "at battlefields you control": at any battlefield you control (the selector's battlefields,
    each of them), not at one to choose."""
    from riftrules.engine import Battlefields

    effect = compile_text("Deal 1 to all enemy units at battlefields you control.", "Spell").effect
    assert effect.target == Permanents(
        type="Unit", controller="enemy", at=Battlefields(controlled="you")
    )


def test_a_tagged_card_from_your_trash_and_battlefields_you_control():
    from riftrules.engine import Battlefields, CardsIn, Choose

    text = "When you play me, return an Equipment from your trash to your hand."
    (played,) = compile_text(text, "Unit").abilities
    assert played.effect.target == Choose(
        CardsIn("trash", type="Gear", tags=("Equipment",)), choice=1
    )
    effect = compile_text("Channel runes equal to the number of battlefields you control.").effect
    assert effect.count == Count(Battlefields(controlled="you"))


def test_a_discount_for_each_of_any_group():
    """ "I cost [2] less for each stunned enemy unit" (356.4): counted as the cost is
    determined; one "at a battlefield" counts those at any battlefield (a cost chooses no
    place, 355.10)."""
    from riftrules.engine import Battlefields

    (less,) = compile_text("I cost [2] less for each stunned enemy unit.", "Unit").abilities
    assert less.per == Count(Permanents(type="Unit", controller="enemy", stunned=True))
    text = "I cost [1] less for each enemy unit at a battlefield."
    (less,) = compile_text(text, "Unit").abilities
    assert less.per == Count(Permanents(type="Unit", controller="enemy", at=Battlefields()))


def test_all_cards_in_all_trashes():
    from riftrules.engine import CardsIn, Players

    effect = compile_text("Banish all cards in all trashes.", "Spell").effect
    assert effect.target == CardsIn("trash", whose=Players())
