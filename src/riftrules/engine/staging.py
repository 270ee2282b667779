"""The staged showdowns and combats (344): a unit moved or played to a battlefield its player
does not control contests it (:func:`.showdown.contest`); once the turn is in a Neutral Open
State of its Main Phase each contested battlefield opens a combat if another player's units are
there (:func:`.combat.combat`), else a non-combat showdown (:func:`.showdown.showdown`)."""

from __future__ import annotations

from typing import TYPE_CHECKING

from riftrules.engine.combat import combat
from riftrules.engine.names import Phase
from riftrules.engine.showdown import showdown, uncontest, units_at
from riftrules.engine.triggering import STEPS, settle

if TYPE_CHECKING:
    from riftrules.engine.state import Game


def neutral_open(game: Game) -> bool:
    """Is the turn in a Neutral Open State of its Main Phase: no showdown or combat, nothing
    on the chain (306, 343.2, 344)?"""
    return (
        game.phase == Phase.MAIN
        and game.combat is None
        and not game.spells
        and not game.pending
        and not game.over
    )


def run_staged(game: Game) -> None:
    """Open the staged showdowns and combats, one after another, while the turn is in a
    Neutral Open State (344): each settled before the next."""
    if game.staging:
        return
    game.staging = True
    try:
        while neutral_open(game):
            uncontest(game)
            staged = [b for b in game.battlefields if b.contested_by is not None]
            if not staged:
                return
            battlefield = staged[0]
            attacker = battlefield.contested_by
            others = {u.controller for u in units_at(battlefield)} - {attacker}
            if others:
                combat(game, battlefield, attacker)  # 323.9, 344.1
            else:
                showdown(game, battlefield, attacker)  # 344.2
            settle(game)
    finally:
        game.staging = False


STEPS.run_staged = run_staged  # what settle opens once the chain is empty (344)
