"""Cards and choices of the new set (issue 28), compiled from their text and run: whose hands
are revealed (424.1), the cards among those revealed (424.1)."""

from __future__ import annotations

from riftrules.effects import compile_text
from riftrules.engine import Game
from riftrules.engine.actions import run_effect
from riftrules.engine.names import HAND


def _run(game: Game, text: str, player: int = 0) -> None:
    run_effect(game, compile_text(text, "Spell").effect, game.players[player])


def _revealed(game: Game) -> list[str]:
    return [c.name for e in game.log if e.kind == "reveal" for c in e.cards]


def test_your_opponents_reveal_their_hands_not_yours():
    game = Game(("A", "B", "C"), mode="ffa3")
    for player, name in zip(game.players, ("mine", "b's", "c's"), strict=True):
        game.add_card(player, HAND, name, type="Unit")
    _run(game, "Your opponents reveal their hands.")
    assert sorted(_revealed(game)) == ["b's", "c's"]
