"""What an effect knows while it runs: the game, who controls it, its source, its event."""

from __future__ import annotations

from dataclasses import dataclass, field
from typing import TYPE_CHECKING, Any

from riftrules.engine.events import PlayData

if TYPE_CHECKING:
    from riftrules.engine.events import Event
    from riftrules.engine.state import Battlefield, Game, GameCard, Player


@dataclass(slots=True)
class Context:
    """The context of one running effect.

    ``controller`` is "you" (rule 374: the controller of the ability's source); ``source`` the
    permanent or spell the effect comes from ("me", "this"); ``event`` the event that triggered
    it or that it replaces ("that unit"); ``last`` what the previous instruction affected ("it",
    "them", "the burned card", "this way": :class:`riftrules.engine.selectors.It`); ``memory``
    what earlier instructions set aside by name (:class:`riftrules.engine.actions.Remember`);
    ``hidden_at`` the battlefield a spell is played from facedown at (811.1.d); ``kept`` what the
    previous instruction was about and left on the board ("it" when it affected nothing);
    ``stepped`` an instruction of this effect ran before the one running: "it" names what that
    instruction affected, nothing if it affected nothing ("You may reveal a gear from among
    them and draw it." draws nothing when no gear was revealed), not the event's object.
    """

    game: Game
    controller: Player
    source: GameCard | None = None
    event: Event | None = None
    last: list[Any] = field(default_factory=list)
    memory: dict[str, list[Any]] = field(default_factory=dict)
    hidden_at: Battlefield | None = None
    # what the previous instruction was about but could not change, still on the board (a kill
    # replaced: "Kill a unit. Its controller draws 2." still finds that unit's controller)
    kept: list[Any] = field(default_factory=list)
    stepped: bool = False
    activating: bool = False  # its costs are an activated ability's (376)
    # choices made as its ability was activated (355.5, before its cost was paid): each
    # instruction's choice, used once by the instruction that makes it (still legal: 359.3.e.2)
    chosen: list[tuple[Any, list[Any]]] = field(default_factory=list)

    def child(self) -> Context:
        """A copy for an ability created by this effect (a reflexive trigger keeps "it")."""
        return Context(
            self.game,
            self.controller,
            self.source,
            self.event,
            list(self.last),
            dict(self.memory),
            self.hidden_at,
            stepped=self.stepped,
        )

    def hidden_battlefield(self) -> Battlefield | None:
        """Where this effect's choices are restricted to: the battlefield a spell is played from
        facedown at, or, for a play effect of a permanent played from facedown, that battlefield
        (811.1.d.2); None otherwise."""
        if self.hidden_at is not None:
            return self.hidden_at
        event = self.event
        if (
            event is None
            or not isinstance(event.data, PlayData)
            or event.subject is not self.source
        ):
            return None
        return event.data.hidden_at
