"""When a player may play a card or activate an ability: the turn's states (307-310) and
the permissive keywords [Action] and [Reaction] (159.2, 806, 813).

By default only on their own turn, in its Main Phase, in a Neutral Open State — no showdown or
combat, no chain (310.1.a, 316.5.b, 381). [Action] adds the Open States of showdowns (159.2.a.1,
806.2); [Reaction] adds the Closed States too (159.2.b.1, 813.2) — with no chain and no
showdown, only the turn player has Priority, in their Main Phase (312.2.a), whatever the card.
Who has Priority or Focus in a showdown is the showdown's loop (:func:`.showdown.focus`); the
state is what is checked here.
``game.phase`` names the phase that ran last: "main" from a scenario's set-up, the first
player's Main Phase (SCENARIOS.md); None in a game built bare, before any phase ran, and "draw"
once a turn's Draw Phase is done, its Main Phase next (315-316): both are that Main Phase here.
"""

from __future__ import annotations

from enum import StrEnum
from typing import TYPE_CHECKING

from riftrules.engine.names import Phase

if TYPE_CHECKING:
    from riftrules.engine.state import Game, Player


MAIN = frozenset({None, Phase.DRAW, Phase.MAIN})  # the turn is in (or at) its Main Phase


class Timing(StrEnum):
    """The timing a card or an activated ability has: the default, [Action] or [Reaction]."""

    DEFAULT = "default"
    ACTION = "action"  # 806: not restricted to the Neutral Open State
    REACTION = "reaction"  # 813: not restricted to Open States either

    def __repr__(self) -> str:  # as the source that names it (generated scripts)
        return f"{type(self).__name__}.{self.name}"


def closed(game: Game) -> bool:
    """Is the turn in a Closed State: a chain exists (309.1)?"""
    return bool(game.spells)


def in_showdown(game: Game) -> bool:
    """Is the turn in a Showdown State: a showdown or combat in progress (308)?"""
    return game.combat is not None


def allows(game: Game, player: Player, timing: Timing) -> bool:
    """May ``player`` play a card, or activate an ability, of ``timing`` now, as far as the
    turn's states go (310)?"""
    if game.over:
        return False
    if timing is Timing.REACTION and (closed(game) or in_showdown(game)):
        return True  # 813.2, 159.2.b.2: Closed States too (priority: 312.2.b-d)
    if in_showdown(game):
        return timing is Timing.ACTION and not closed(game)  # 159.2.a.1: Showdown Open
    if closed(game):
        return False  # 310.2: Neutral Closed, [Reaction] only
    # 310.1.a, 316.5.b; 312.2.a: in a Neutral Open State only the turn player has Priority, in
    # their Main Phase - a [Reaction] too (not at the end of an opponent's turn: Origins FAQ)
    return player is game.turn_player and game.phase in MAIN
