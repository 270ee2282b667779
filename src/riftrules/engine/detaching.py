"""Detaching (435 Detach, 719.5): a card stops being attached to the card it was attached to,
and stays where it is (435.4); when a card leaves the board, what is attached to it detaches and
so does the card itself (:func:`leave_attachments`, called by :func:`.zones.put`). Attaching,
which moves a card (434.4), is :mod:`.equipment`'s.
"""

from __future__ import annotations

from typing import TYPE_CHECKING

from riftrules.engine.events import DetachData
from riftrules.engine.registered import drop

if TYPE_CHECKING:
    from riftrules.engine.state import Game, GameCard, Player


def detach(game: Game, obj: GameCard, player: Player | None, key: str = "detach") -> bool:
    """Detach ``obj`` from the card it is attached to (435); it stays where it is (435.4).
    Nothing happens to a card that is not attached (435.1.a.1)."""
    unit = obj.attached_to
    if unit is None:
        return False
    obj.attached_to = None
    unit.attachments.remove(obj)
    for entry in obj.appended:  # 435.1.d (one used up, "the next time", is gone already)
        if entry in unit.abilities:
            drop(game, entry)
            unit.abilities.remove(entry)
    obj.appended.clear()
    also = ("detach",) if key != "detach" else ()
    game.emit(
        "detach",
        player,
        key,
        subject=obj,
        also=also,
        data=DetachData(unit=unit, location=obj.location),
    )
    return True


def leave_attachments(game: Game, obj: GameCard) -> None:
    """``obj`` is leaving the board: what is attached to it detaches where it is (719.5), and
    if it is attached itself it ceases to be (435.1)."""
    for attached in list(obj.attachments):
        detach(game, attached, obj.controller, key="detach.leaves")
    if obj.attached_to is not None:
        detach(game, obj, obj.controller, key="detach.leaves")
