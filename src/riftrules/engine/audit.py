"""Checks on a game's state, for tests and examples: every card is in exactly one zone, the
one it says it is in, held by the player the zone belongs to."""

from __future__ import annotations

from collections import Counter
from collections.abc import Iterator

from riftrules.engine.names import BATTLEFIELD, BOARD_ZONES, FACEDOWN, PLAYER_ZONES
from riftrules.engine.state import Game, GameCard


def placed(game: Game) -> Iterator[GameCard]:
    """Every card found in a zone, once for each zone it is in; asserts each zone's
    bookkeeping (the zone the card says, the player who holds it)."""
    for player in game.players:
        for zone in PLAYER_ZONES:
            board = zone in BOARD_ZONES
            for card in player.zones[zone]:
                assert card.zone == zone, (card, zone)
                assert (card.controller if board else card.owner) is player, (card, zone)
                yield card
    for battlefield in game.battlefields:
        for card in battlefield.permanents:
            assert card.zone == BATTLEFIELD and card.battlefield is battlefield
            yield card
        for card in battlefield.facedown:
            assert card.zone == FACEDOWN and card.battlefield is battlefield
            yield card


def card_places(game: Game) -> Counter:
    """How many zones each card (by uid) is found in; asserts each zone's bookkeeping."""
    return Counter(card.uid for card in placed(game))


def check_conservation(game: Game, expected: Counter) -> None:
    """Every card of ``expected`` is in exactly one zone; tokens made since, in at most one."""
    seen = card_places(game)
    cards = Counter({uid: n for uid, n in seen.items() if uid in expected})
    assert cards == expected, "a card was lost or duplicated"
    assert all(seen[uid] == 1 for uid in seen if uid not in expected)
