"""The event log: every game action the engine performs, with the rules that produced it.

Event kinds named in ``SCENARIOS.md`` are fixed: ``draw``, ``burn``, ``burn_out``, ``recycle``,
``shuffle``, ``gain_point``, ``win``, ``look``, ``reveal``, ``discard``, ``channel``,
``exhaust``, ``ready``, ``play``, ``conquer``, ``hold``, ``score``, ``move``, ``kill``,
``banish``, ``recall``, ``damage``, ``heal``, ``trigger``, ``replace``. The engine adds
``phase``, ``turn``, ``stun``, ``buff``, ``give``, ``control``, ``xp`` and ``expire`` (and
more: ``ENGINE_KINDS``; ``mighty``, a unit became Mighty (709), is logged only while an
ability waits for it; ``choose``, a permanent chosen (355.5); ``counter``, a spell countered
(425); ``showdown``, the showdown a combat opens with (344.1); ``activate``, an activated
ability resolved (377.2.a), logged only while an ability waits for it; ``impossible``, an
instruction ignored because it cannot be carried out (055): no player to do it, or an amount
beyond what a game can hold).
"""

from __future__ import annotations

from dataclasses import dataclass, field
from enum import StrEnum
from typing import Any

FIXED_KINDS: tuple[str, ...] = (
    "draw", "burn", "burn_out", "recycle", "shuffle", "gain_point", "win", "look", "reveal",
    "discard", "channel", "exhaust", "ready", "play", "conquer", "hold", "score", "move", "kill",
    "banish", "recall", "damage", "heal", "trigger", "replace",
)  # fmt: skip
ENGINE_KINDS: tuple[str, ...] = (
    "phase", "turn", "stun", "buff", "give", "control", "xp", "expire", "return", "add", "pay",
    "combat", "attack", "defend", "assign", "combat_end", "empower", "disempower",
    "hide", "trash", "ambush", "attach", "detach", "mode",
    "prevent", "put", "repeat", "spend_buff", "mighty", "counter", "choose", "showdown",
    "activate", "contest", "setup", "mulligan", "impossible",
)  # fmt: skip
KINDS: frozenset[str] = frozenset(FIXED_KINDS + ENGINE_KINDS)
# Every event kind as an enum member (``EventKind.DRAW == "draw"``): ``Game.emit`` takes no other
EventKind = StrEnum("EventKind", {kind.upper(): kind for kind in FIXED_KINDS + ENGINE_KINDS})
BY_NAME: dict[str, EventKind] = {str(kind): kind for kind in EventKind}  # emit's fast lookup


@dataclass(slots=True)
class Event:
    """One thing that happened.

    ``player`` is the player responsible for it (rule 411), or None for the game's own
    procedures; ``subject`` the object it happened to (a card, a player or a battlefield);
    ``cards`` the cards it moved or showed; ``amount`` a count (cards, damage, points, Might);
    ``cites`` the rule numbers, of the game's edition, that made it happen; ``turn`` whose
    turn it was ("on an opponent's turn"); ``phase`` the phase of the turn it happened in
    ("during your Beginning Phase").
    """

    kind: str
    player: str | None
    cites: tuple[str, ...]
    subject: Any = None
    cards: tuple[Any, ...] = ()
    amount: int | None = None
    data: dict[str, Any] = field(default_factory=dict)
    turn: str | None = None
    phase: str | None = None

    def describe(self) -> str:
        """One line for people: ``burn A 2 [Vanguard Sergeant, …] (440.1, 440.4)``."""
        parts = [self.kind]
        if self.player:
            parts.append(self.player)
        subject = str(getattr(self.subject, "name", self.subject))
        if self.subject is not None and subject != self.player:
            parts.append(subject)
        if self.amount is not None:
            parts.append(str(self.amount))
        if self.cards:
            parts.append("[" + ", ".join(card.name for card in self.cards) + "]")
        parts.extend(
            f"{key}={getattr(value, 'name', value)}"
            for key, value in self.data.items()
            if value is not None
        )
        cites = f" ({', '.join(self.cites)})" if self.cites else ""
        return " ".join(parts) + cites

    def to_json(self) -> dict[str, Any]:
        record: dict[str, Any] = {"kind": self.kind, "player": self.player}
        if self.subject is not None:
            record["subject"] = str(getattr(self.subject, "name", self.subject))
        if self.cards:
            record["cards"] = [card.name for card in self.cards]
        if self.amount is not None:
            record["amount"] = self.amount
        if self.data:
            record["data"] = {
                key: value if isinstance(value, int | bool) else str(getattr(value, "name", value))
                for key, value in self.data.items()
                if value is not None
            }
        record["cites"] = list(self.cites)
        return record


class Log(list[Event]):
    """The events of one game, in order."""

    def kinds(self) -> list[str]:
        return [event.kind for event in self]

    def of(self, kind: str) -> list[Event]:
        return [event for event in self if event.kind == kind]

    def cited(self) -> set[str]:
        return {number for event in self for number in event.cites}

    def signature(self) -> list[tuple[object, ...]]:
        """What two runs of the same game must agree on: every event, card names and all."""
        return [
            (
                e.kind,
                e.player,
                e.cites,
                str(getattr(e.subject, "name", e.subject)) if e.subject is not None else None,
                tuple(card.name for card in e.cards),
                e.amount,
                tuple(sorted((k, str(getattr(v, "name", v))) for k, v in e.data.items())),
            )
            for e in self
        ]
