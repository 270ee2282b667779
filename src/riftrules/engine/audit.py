"""Checks on a game's state, for tests and examples: every card is in exactly one zone, the
one it says it is in, held by the player the zone belongs to."""

from __future__ import annotations

from collections import Counter

from riftrules.engine.state import BATTLEFIELD, BOARD_ZONES, FACEDOWN, PLAYER_ZONES, Game


def card_places(game: Game) -> Counter:
    """How many zones each card (by uid) is found in; asserts each zone's bookkeeping."""
    seen: Counter = Counter()
    for player in game.players:
        for zone in PLAYER_ZONES:
            for card in player.zones[zone]:
                assert card.zone == zone, (card, zone)
                holder = card.controller if zone in BOARD_ZONES else card.owner
                assert holder is player, (card, zone)
                seen[card.uid] += 1
    for battlefield in game.battlefields:
        for card in battlefield.permanents:
            assert card.zone == BATTLEFIELD and card.battlefield is battlefield
            seen[card.uid] += 1
        for card in battlefield.facedown:
            assert card.zone == FACEDOWN and card.battlefield is battlefield
            seen[card.uid] += 1
    return seen


def check_conservation(game: Game, expected: Counter) -> None:
    """Every card of ``expected`` is in exactly one zone; tokens made since, in at most one."""
    seen = card_places(game)
    cards = Counter({uid: n for uid, n in seen.items() if uid in expected})
    assert cards == expected, "a card was lost or duplicated"
    assert all(seen[uid] == 1 for uid in seen if uid not in expected)
