"""The player a trigger names, as a placeholder until the trigger is known: "that player" of
"At the start of each player's first Beginning Phase, that player …", "they" of "At the end
of each opponent's turn, if they played no spells this turn, …" (the turn player). The
compiler replaces it with the trigger's player (:mod:`riftrules.effects.compiler.abilities`)
and refuses it anywhere else (:func:`riftrules.effects.compiler._checked_line`)."""

from __future__ import annotations

from dataclasses import dataclass
from typing import TYPE_CHECKING, Any

from riftrules.engine.selectors import Selector

if TYPE_CHECKING:
    from riftrules.engine.context import Context


@dataclass(frozen=True, slots=True)
class ThatPlayer(Selector):
    """ "that player", "they": the player a trigger names, known only with the trigger; it
    never reaches a game."""

    def resolve(self, ctx: Context) -> list[Any]:
        raise NotImplementedError  # replaced before a game runs
