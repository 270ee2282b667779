"""A noun phrase bounded by a printed cost (356.1.c; issue 28): "a unit with Energy cost [3] or
less", "enemy gear with Energy cost [2] or less", "a unit with Power cost [A][A] or more" — the
choice is among the cards of that cost only."""

from __future__ import annotations

import pytest

from riftrules.effects import compile_text
from riftrules.engine import Context, Costing, Permanents
from riftrules.engine.state import Game


class _Card:
    type = might = None
    tags = ()
    text = ""

    def __init__(self, energy: int, power: int) -> None:
        self.energy, self.power = energy, power


@pytest.mark.parametrize(
    ("text", "costing"),
    [
        ("Kill a unit with Energy cost [3] or less.", {"energy": 3}),
        ("Kill a unit with Power cost [A] or less.", {"power": 1}),
        ("Return a unit with Power cost [A][A] or more to its owner's hand.", {"min_power": 2}),
    ],
)
def test_the_bound_read(text: str, costing: dict):
    choose = compile_text(text, "Spell").effect.target
    assert choose.of == Costing(Permanents(type="Unit"), **costing)


def test_only_cards_of_that_cost_can_be_chosen():
    game = Game(("A", "B"))
    b = game.players[1]
    cheap = game.add_card(b, "base", "Cheap", type="Unit", might=1, card=_Card(2, 0))
    game.add_card(b, "base", "Dear", type="Unit", might=1, card=_Card(5, 0))
    strong = game.add_card(b, "base", "Strong", type="Unit", might=1, card=_Card(1, 2))
    context = Context(game, game.players[0])
    energy = compile_text("Kill a unit with Energy cost [3] or less.", "Spell").effect.target
    assert energy.of.resolve(context) == [cheap, strong]
    text = "Return a unit with Power cost [A][A] or more to its owner's hand."
    power = compile_text(text, "Spell").effect.target
    assert power.of.resolve(context) == [strong]
