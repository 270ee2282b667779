"""A player's XP as a condition (728; issue 28): "if you have 6+ XP", "while you have 5+ XP",
"if you have exactly 4 XP", "if you have 3 or less XP"."""

from __future__ import annotations

import pytest

from riftrules.effects import compile_text
from riftrules.engine import AtLeast, Controller, Exactly, Game, If, Not, XpOf
from riftrules.engine.state import HAND, MAIN_DECK


@pytest.mark.parametrize(
    ("said", "condition"),
    [
        ("6+ XP", AtLeast(XpOf(Controller()), 6)),
        ("exactly 4 XP", Exactly(XpOf(Controller()), 4)),
        ("3 or less XP", Not(AtLeast(XpOf(Controller()), 4))),
    ],
)
def test_the_bound_on_your_xp(said, condition):
    script = compile_text(f"If you have {said}, draw 1.", "Spell")
    assert script.effect == If(condition, script.effect.then)


@pytest.mark.parametrize(("xp", "drawn"), [(5, 0), (6, 1), (9, 1)])
def test_it_is_checked_as_the_spell_resolves(xp: int, drawn: int):
    game = Game(("A", "B"))
    a = game.players[0]
    game.add_card(a, MAIN_DECK, "Card", type="Spell")
    a.xp = xp
    compile_text("If you have 6+ XP, draw 1.", "Spell").run(game, a)
    assert len(a.zones[HAND]) == drawn


def _if(text: str):
    return compile_text(text, "Spell").effect.condition


def test_what_you_control_in_a_state_or_a_place_or_none():
    """ "a [Mighty] unit" (708: 5+ Might), "no units at battlefields" (none there), "no cards
    in your hand"."""
    from riftrules.engine import CardsIn, Count, Exists, Permanents

    mighty = _if("If you control a [Mighty] unit, draw 1.")
    assert mighty == AtLeast(Count(Permanents(type="Unit", controller="you", min_might=5)), 1)
    none = _if("If you control no units at battlefields, draw 1.")
    there = Permanents(type="Unit", controller="you", at="battlefield")
    assert none == Not(AtLeast(Count(there), 1))
    assert _if("If you have no cards in your hand, draw 1.") == Not(Exists(CardsIn("hand")))


def test_no_units_is_checked_on_the_board():
    from riftrules.engine.state import BASE

    game = Game(("A", "B"))
    a = game.players[0]
    game.add_card(a, MAIN_DECK, "Card", type="Spell")
    script = compile_text("If you control no units at battlefields, draw 1.", "Spell")
    game.add_card(a, BASE, "Home", type="Unit", might=1)  # in base: not at a battlefield
    script.run(game, a)
    assert len(a.zones[HAND]) == 1


def test_a_cost_as_a_condition():
    """ "If its Energy cost is [4] or more" (131.2.a): of the card "it" names, as checked."""
    from riftrules.cards import pool
    from riftrules.engine import EnergyCostOf, It

    text = "Look at the top card of your Main Deck. If its Energy cost is [4] or more, draw it."
    script = compile_text(text, "Spell")
    assert script.effect.steps[-1].condition == AtLeast(EnergyCostOf(It()), 4)
    for energy, drawn in ((2, 0), (5, 1)):
        card = next(c for c in pool.load() if c.type == "Spell" and c.energy == energy)
        game = Game(("A", "B"))
        a = game.players[0]
        game.add_card(a, MAIN_DECK, card.name, type="Spell", card=card)
        script.run(game, a)
        assert len(a.zones[HAND]) == drawn
