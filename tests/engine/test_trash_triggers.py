"""Triggered abilities that work from their card's trash (385.2: "When you conquer, you may
discard 1 to return this from your trash …"): registered as the card enters its owner's trash,
once, and ended as it leaves, however it leaves."""

from __future__ import annotations

from riftrules.cards import pool
from riftrules.engine import Game, InZone, Return, Script, Self, TriggeredAbility, When
from riftrules.engine.names import HAND, TRASH
from riftrules.engine.zones import put, remove

FROM_TRASH = TriggeredAbility(
    "conquer", Return(InZone(Self(), TRASH)), When(by="you"), text="When you conquer", zone=TRASH
)


def _game() -> tuple[Game, object]:
    script = Script(abilities=(FROM_TRASH,))
    game = Game(("A", "B"), scripts=lambda obj: script if obj.name == "Rocket" else None)
    card = game.add_card(
        game.players[0], HAND, "Rocket", card=pool.find("Super Mega Death Rocket!")
    )
    return game, card


def _listening(game: Game) -> int:
    return len(game.triggers.get("conquer", ()))


def test_it_listens_only_while_its_card_is_in_the_trash():
    game, card = _game()
    a = game.players[0]
    assert _listening(game) == 0  # in the hand: no
    put(game, card, a, TRASH)
    assert _listening(game) == 1
    put(game, card, a, HAND)
    assert _listening(game) == 0


def test_a_play_undone_puts_it_back_listening_once():
    """Taken off the trash as it starts being played, then put back (358.5): one ability."""
    game, card = _game()
    a = game.players[0]
    put(game, card, a, TRASH)
    remove(game, card)
    card.zone = ""
    put(game, card, a, TRASH)
    assert _listening(game) == 1
