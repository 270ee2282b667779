"""Paying any amount, then "that many" (issue 28): "Pay any amount of [A] to draw that many
cards." — the player chooses how much to pay (355.16, 444) and the instruction after "to"
counts the amount paid (PaidAmount), for any verb whose count is "that many"."""

from __future__ import annotations

from riftrules.cards import pool
from riftrules.effects import compile_text
from riftrules.engine import Context, PaidAmount, PayAny
from riftrules.engine.state import Game

RUNES = {card.name: card for card in pool.load() if card.type == "Rune"}
DRAW = compile_text("Pay any amount of [A] to draw that many cards.", "Spell")


def _game(answers: list[int]) -> Game:
    game = Game(("A", "B"), scripts=lambda obj: None, choices=answers)
    a = game.players[0]
    for _ in range(3):
        game.add_card(a, "runes", "Fury Rune", card=RUNES["Fury Rune"])
    for _ in range(5):
        game.add_card(a, "main_deck", "Card")
    return game


def test_it_compiles_to_the_amount_paid():
    assert isinstance(DRAW.effect, PayAny) and DRAW.effect.power
    assert DRAW.effect.effect is not None and DRAW.effect.effect.count == PaidAmount()


def test_draw_as_many_cards_as_power_paid():
    game = _game([2])
    a = game.players[0]
    DRAW.effect.run(Context(game, a))
    assert len(a.hand) == 2 and len(a.runes) == 1  # two runes recycled for [A][A]


def test_paying_nothing_draws_nothing():
    game = _game([0])
    a = game.players[0]
    DRAW.effect.run(Context(game, a))
    assert len(a.hand) == 0 and len(a.runes) == 3
