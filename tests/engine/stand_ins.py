"""Stand-ins for engine tests that compile a card's text: a card with a text, a type, an
Energy cost and tags (:class:`StandIn`), a game whose scripts are its cards' texts compiled
(:func:`compiled_game`), and the pool's runes."""

from __future__ import annotations

from dataclasses import dataclass

from riftrules.cards import pool
from riftrules.effects import compile_text
from riftrules.engine.state import Game

RUNES = {card.name: card for card in pool.load() if card.type == "Rune"}


@dataclass
class StandIn:
    """A stand-in pool card: its ``text`` is what :func:`compiled_game` compiles."""

    text: str = ""
    type: str = "Unit"
    energy: int = 0
    tags: tuple[str, ...] = ()
    might: int | None = None
    power: int | None = None
    domains: tuple[str, ...] = ()


def compiled_game(players: tuple[str, ...] = ("A", "B"), mode: str = "duel") -> Game:
    """A game whose cards' scripts are their stand-in texts compiled (none without a text)."""

    def scripts(obj):
        card = getattr(obj, "card", None)
        return compile_text(card.text, card.type) if getattr(card, "text", "") else None

    return Game(players, mode=mode, scripts=scripts)
