"""Each player's own "that many" (issue 28): "Each player discards their hand, then draws that
many cards." — each player draws as many as they discarded (411.1: each does their own
instruction), not as many as all players discarded."""

from __future__ import annotations

import pytest

from riftrules.effects import NotCompiled, compile_text
from riftrules.engine import Context
from riftrules.engine.state import Game
from riftrules.engine.triggering import settle


def _game(hands: tuple[int, int]) -> Game:
    game = Game(("A", "B"), scripts=lambda obj: None)
    for player, held in zip(game.players, hands, strict=True):
        for n in range(held):
            game.add_card(player, "hand", f"{player.name}-held-{n}")
        for n in range(6):
            game.add_card(player, "main_deck", f"{player.name}-deck-{n}")
    return game


def _resolve(text: str, game: Game) -> None:
    compile_text(text, "Spell").effect.run(Context(game, game.players[0]))  # A casts it
    settle(game)


def test_each_draws_as_many_as_they_discarded():
    game = _game((3, 1))
    a, b = game.players
    _resolve("Each player discards their hand, then draws that many cards.", game)
    assert len(a.trash) == 3 and len(b.trash) == 1
    assert sorted(c.name for c in a.hand) == ["A-deck-0", "A-deck-1", "A-deck-2"]
    assert [c.name for c in b.hand] == ["B-deck-0"]  # one, not four


def test_an_empty_hand_draws_none():
    game = _game((2, 0))
    a, b = game.players
    _resolve("Each player discards their hand, then draws that many cards.", game)
    assert len(a.hand) == 2 and len(b.hand) == 0 and len(b.trash) == 0


def test_that_much_xp_is_each_ones():
    game = _game((2, 1))
    a, b = game.players
    _resolve("Each player discards their hand, then gains that much XP.", game)
    assert (a.xp, b.xp) == (2, 1)


def test_a_count_that_is_no_ones_own_is_refused():
    with pytest.raises(NotCompiled, match="that many"):
        compile_text("Each player draws 2, then discards that many.", "Spell")
