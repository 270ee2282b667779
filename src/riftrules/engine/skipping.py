"""Skip (443): a procedure of the turn replaced with nothing.

"Skip your next Channel Phase", "Your opponents skip their next Draw Phase": the next phase of
that name in each player's own turn is replaced with nothing (443.2): nothing of it is done,
and what would trigger on it does not (443.2.a: no ``phase`` event is logged). "Take an
additional turn after this one. Skip the Draw Phase of that turn.": the phase of the
Additional Turn just queued (735), not of another turn of the player. A skip is a replacement
effect (443.4), logged as a ``replace`` event.
"""

from __future__ import annotations

from dataclasses import dataclass
from typing import TYPE_CHECKING, Any

from riftrules.engine.actions import Action
from riftrules.engine.context import Context
from riftrules.engine.events import ReplaceData
from riftrules.engine.names import Phase
from riftrules.engine.selectors import CONTROLLER, Selector

if TYPE_CHECKING:
    from riftrules.engine.state import Game, Player


@dataclass(slots=True)
class Skipped:
    """A phase of ``player``'s turns to be skipped once: the next one (``turn`` None), or
    that of their turn number ``turn`` (their Additional Turn)."""

    player: Player
    phase: Phase
    turn: int | None = None


@dataclass(frozen=True, slots=True)
class Skip(Action):
    """ "Skip your next Channel Phase" (443.1.b): ``who`` each skip their next ``phase``;
    ``queued``: "… of that turn", the phase of
    the Additional Turn each has queued last (nothing for one who has none)."""

    phase: Phase
    who: Selector = CONTROLLER
    queued: bool = False

    def run(self, ctx: Context) -> list[Any]:
        game, done = ctx.game, []
        for player in self.who.resolve(ctx):
            turn = None
            if self.queued:
                ahead = game.additional_turns.count(player)
                if not ahead:
                    continue
                turn = player.turns + ahead  # the last one queued (738: in the order made)
            game.skips.append(Skipped(player, self.phase, turn))
            done.append(player)
        return done


def skipped(game: Game, phase: Phase) -> bool:
    """Is the turn player's ``phase`` about to begin skipped? If so the skip is used up and
    logged (443.2, 443.4), and the phase is not run."""
    player = game.turn_player
    for entry in game.skips:
        if entry.player is not player or entry.phase != phase:
            continue
        if entry.turn is not None and entry.turn != player.turns:
            continue
        game.skips.remove(entry)
        game.emit(
            "replace",
            player,
            "replace.skip",
            amount=player.turns,
            data=ReplaceData(replaced=f"phase.{phase}", by="nothing"),
        )
        return True
    return False
