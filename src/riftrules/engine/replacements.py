"""Replacement effects (367-370): an action about to kill, deal damage, draw, burn or give a
point first calls :func:`replace` (370.1.c); if an ability applies, a ``replace`` event is
logged, its replacement runs instead, and it is not applied again to the events that replace
the first one (370.2)."""

from __future__ import annotations

from typing import TYPE_CHECKING, Any

from riftrules.engine.context import Context
from riftrules.engine.events import (
    Event,
    Payload,
    ReplaceData,
)
from riftrules.engine.registered import drop

if TYPE_CHECKING:
    from riftrules.engine.abilities import ReplacementAbility
    from riftrules.engine.state import Game, Player


# -- replacement effects ----------------------------------------------------------------------


def replace(
    game: Game,
    kind: str,
    player: Player | None,
    subject: Any = None,
    cards: tuple[Any, ...] = (),
    amount: int | None = None,
    data: Payload | None = None,
) -> bool:
    """Does a replacement effect replace this event (before it happens, 370.1.c)? If so it is
    logged and has run, and the caller does not perform the event."""
    entries = game.replacements.get(kind)
    if not entries:
        return False
    who = player.name if player else None
    event = Event(kind, who, (), subject, cards, amount, data, game.turn_player.name, game.phase)
    applying = game.applying
    for entry in list(entries):
        if id(entry) in applying:  # 370.2: not again to what replaces the event
            continue
        if not entry.active(game) or entry.spent(game) or not entry.matches(event):
            continue
        ability: ReplacementAbility = entry.ability  # type: ignore[assignment]
        controller = entry.controller
        if ability.controller == "subject":  # 190.6.c: "its controller may pay …"
            controller = getattr(subject, "controller", None)
            if controller is None:
                continue
        ctx = Context(game, controller, entry.source, event)
        if ability.cost is not None and not ability.cost.payable(ctx):
            continue  # "you may pay [R] to …": not applied when it cannot be paid
        if ability.optional and not game.choices.decide(
            controller.name, f"apply {ability.text or 'the replacement effect'}"
        ):
            continue
        if ability.cost is not None and not ability.cost.run(ctx):
            continue
        entry.note_use(game)
        if ability.uses is not None and entry.used >= ability.uses:
            drop(game, entry)
            if entry in (entry.source.abilities if entry.source else ()):
                entry.source.abilities.remove(entry)  # type: ignore[union-attr]
        game.emit(
            "replace",
            controller,
            "replace",
            subject=subject,
            also=("trigger.player",) if ability.controller == "subject" else (),
            data=ReplaceData(
                replaced=kind, by=entry.source.name if entry.source is not None else "effect"
            ),
        )
        applying.add(id(entry))
        try:
            ability.replacement.run(Context(game, controller, entry.source, event))
        finally:
            applying.discard(id(entry))
        return True
    return False
