"""Moving a game object between zones: the one place that changes where a card is.

Leaving the board makes a new object (rules 359.3.e, 705: buffs, damage and statuses go), a token
that leaves the board ceases to exist (186.1), and a permanent's abilities are active only while
it is on the board (365, 384): they are registered as it enters and removed as it leaves.
Cards always go to their *owner's* zones off the board (108.2, 416.1.c).
"""

from __future__ import annotations

from typing import TYPE_CHECKING

from riftrules.engine.detaching import leave_attachments
from riftrules.engine.names import ACTIVE_ZONES, BATTLEFIELD, BOARD_ZONES, CHAIN, FACEDOWN, TRASH
from riftrules.engine.registered import (
    forget,
    register_card,
    register_in_zone,
    unregister,
    unregister_in_zone,
)
from riftrules.engine.state import Battlefield, GameCard, Player

if TYPE_CHECKING:
    from riftrules.engine.state import Game


def remove(game: Game, obj: GameCard) -> None:
    """Take ``obj`` out of the zone it is in."""
    if obj.zone == BATTLEFIELD and obj.battlefield is not None:
        obj.battlefield.permanents.remove(obj)
    elif obj.zone == FACEDOWN and obj.battlefield is not None:
        obj.battlefield.facedown.remove(obj)
    elif obj.zone == CHAIN:
        pass  # its chain item stays until the spell has resolved (:func:`.chain.pop`)
    elif obj.zone:
        holder = obj.controller if obj.zone in BOARD_ZONES else obj.owner
        holder.zones[obj.zone].remove(obj)
    if obj.zone == TRASH and obj.abilities:
        unregister_in_zone(game, obj)  # what worked from the trash ends (385.2)


def put(
    game: Game,
    obj: GameCard,
    player: Player,
    zone: str,
    *,
    battlefield: Battlefield | None = None,
    top: bool = False,
) -> None:
    """Put ``obj`` into ``player``'s ``zone`` (at the bottom, or the top), or at
    ``battlefield``; from wherever it was."""
    was_on_board = obj.on_board
    goes_on_board = zone in BOARD_ZONES
    was_active, goes_active = obj.in_force, zone in ACTIVE_ZONES
    if was_on_board and not goes_on_board and (obj.attachments or obj.attached_to):
        leave_attachments(game, obj)  # 719.5: what is attached stays where it is, detached
    if obj.zone:
        remove(game, obj)
    if was_active and not goes_active:
        unregister(game, obj)
        if game.remembering:
            forget(game, obj)
        obj.reset()
        if obj.token:  # 186.1: a token leaving the board ceases to exist
            obj.zone = ""
            return
    if goes_active:
        obj.controller = player
    obj.zone = zone
    if zone == BATTLEFIELD:
        if battlefield is None:
            raise ValueError("a permanent at a battlefield needs the battlefield")
        obj.battlefield = battlefield
        battlefield.permanents.append(obj)
    else:
        obj.battlefield = None
        cards = player.zones[zone]
        if top:
            cards.insert(0, obj)
        else:
            cards.append(obj)
    if goes_active and not was_active:
        register_card(game, obj)
    elif zone == TRASH and game.scripts is not None and obj.card is not None:
        register_in_zone(game, obj, TRASH)  # "… return this from your trash …" (385.2)


def relocate(game: Game, obj: GameCard, battlefield: Battlefield | None) -> None:
    """Move a permanent on the board to ``battlefield`` or (None) its controller's base,
    keeping its state and abilities (a move or a recall: 446, 458); the cards attached to it
    go with it (719.3.a)."""
    _place(game, obj, battlefield)
    for attached in obj.attachments:
        _place(game, attached, battlefield)


def _place(game: Game, obj: GameCard, battlefield: Battlefield | None) -> None:
    controller = obj.controller
    remove(game, obj)
    if battlefield is None:
        obj.zone = "base"
        obj.battlefield = None
        controller.base.append(obj)
    else:
        obj.zone = BATTLEFIELD
        obj.battlefield = battlefield
        battlefield.permanents.append(obj)
