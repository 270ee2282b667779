"""An additional cost that lists several costs (356.2; issue 28): "As an additional cost to
play me, kill a friendly unit and discard 1.", "You may pay [2] and discard 1 as an additional
cost to play me." — the Energy of each part joins the cost to pay (356.2.a), and the whole is
paid or none of it (376): without a card to discard, it cannot be paid."""

from __future__ import annotations

import dataclasses

from riftrules.cards import pool
from riftrules.effects import compile_card, compile_text
from riftrules.engine import AdditionalCost, Discard, Game, Pay, Sequence, play_card

CARDS = {card.name: card for card in pool.load()}
RUNES = {card.name: card for card in pool.load() if card.type == "Rune"}
TEXT = "As an additional cost to play me, kill a friendly unit and discard 1."


def _playing(text: str, runes: int) -> tuple[Game, object, object]:
    card = dataclasses.replace(CARDS["Cruel Patron"], text=text)
    script = compile_card(card.text, card.type)
    game = Game(("A", "B"), scripts=lambda obj: script if obj.card is card else None)
    a = game.players[0]
    for _ in range(runes):
        game.add_card(a, "runes", "Order Rune", card=RUNES["Order Rune"])
    return game, a, game.add_card(a, "hand", "Patron", card=card)


def test_each_part_is_a_cost_to_pay():
    (cost,) = compile_text(
        "You may pay [2] and discard 1 as an additional cost to play me.", "Unit"
    ).abilities
    assert isinstance(cost, AdditionalCost) and cost.optional
    assert cost.cost == Sequence(Pay(energy=2), Discard())


def test_all_of_it_is_paid_or_none():
    game, a, unit = _playing(TEXT, 4)
    friend = game.add_card(a, "base", "Friend", type="Unit", might=1)
    assert play_card(game, a, unit) is None and unit in a.hand  # nothing to discard
    assert friend.on_board
    game.add_card(a, "hand", "Spare")
    assert play_card(game, a, unit) is unit
    assert friend in a.trash and [c.name for c in a.trash].count("Spare") == 1
