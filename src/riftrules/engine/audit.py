"""Checks on a game's state, for tests and examples: every card is in exactly one zone, the
one it says it is in, held by the player the zone belongs to."""

from __future__ import annotations

from collections import Counter

from riftrules.engine.names import BATTLEFIELD, BOARD_ZONES, FACEDOWN, PLAYER_ZONES
from riftrules.engine.state import Game, GameCard


def placed(game: Game) -> list[GameCard]:
    """Every card found in a zone, once for each zone it is in; asserts each zone's
    bookkeeping (the zone the card says, the player who holds it)."""
    found: list[GameCard] = []
    for player in game.players:
        for zone in PLAYER_ZONES:
            cards = player.zones[zone]
            if not cards:
                continue
            if zone in BOARD_ZONES:  # (comprehensions: this runs after every soak action)
                wrong = [c for c in cards if c.zone != zone or c.controller is not player]
            else:
                wrong = [c for c in cards if c.zone != zone or c.owner is not player]
            assert not wrong, (wrong[0], zone)
            found += cards
    for battlefield in game.battlefields:
        for card in battlefield.permanents:
            assert card.zone == BATTLEFIELD and card.battlefield is battlefield
        for card in battlefield.facedown:
            assert card.zone == FACEDOWN and card.battlefield is battlefield
        found += battlefield.permanents
        found += battlefield.facedown
    return found


def card_places(game: Game) -> Counter:
    """How many zones each card (by uid) is found in; asserts each zone's bookkeeping."""
    return Counter(card.uid for card in placed(game))


def check_conservation(game: Game, expected: Counter) -> None:
    """Every card of ``expected`` is in exactly one zone; tokens made since, in at most one."""
    seen = card_places(game)
    cards = Counter({uid: n for uid, n in seen.items() if uid in expected})
    assert cards == expected, "a card was lost or duplicated"
    assert all(seen[uid] == 1 for uid in seen if uid not in expected)
