"""What an effect knows while it runs: the game, who controls it, its source, its event."""

from __future__ import annotations

from dataclasses import dataclass, field
from typing import TYPE_CHECKING, Any

if TYPE_CHECKING:
    from riftrules.engine.events import Event
    from riftrules.engine.state import Game, GameCard, Player


@dataclass(slots=True)
class Context:
    """The context of one running effect.

    ``controller`` is "you" (rule 374: the controller of the ability's source); ``source`` the
    permanent or spell the effect comes from ("me", "this"); ``event`` the event that triggered
    it or that it replaces ("that unit"); ``last`` what the previous instruction affected ("it",
    "them", "the burned card", "this way": :class:`riftrules.engine.selectors.It`); ``memory``
    what earlier instructions set aside by name (:class:`riftrules.engine.actions.Remember`).
    """

    game: Game
    controller: Player
    source: GameCard | None = None
    event: Event | None = None
    last: list[Any] = field(default_factory=list)
    memory: dict[str, list[Any]] = field(default_factory=dict)

    def child(self) -> Context:
        """A copy for an ability created by this effect (a reflexive trigger keeps "it")."""
        return Context(
            self.game, self.controller, self.source, self.event, list(self.last), dict(self.memory)
        )
