"""Why the rules refuse a player's action: a closed set of reasons (never free text).

:class:`Refused` carries one; an action the rules do not allow changes nothing (358.5, 376).
Scenario steps with ``expect_refused`` name them (``riftrules.scenarios``).
"""

from __future__ import annotations

from enum import StrEnum


class Refusal(StrEnum):
    """A reason the rules give for not allowing an action."""

    COST = "cost"  # its whole cost cannot be paid (358.5, 376)
    LIMIT = "limit"  # "Use only once per turn", and other limits (377.2.b)
    ONLY_WHILE = "only_while"  # "Use only while …" does not hold (377.2.b)
    ATTACHED = "attached"  # an attached card's own text is inactive (718.2)
    NO_TARGET = "no_target"  # a choice it must make as it is played has no legal option (355.8)
    NO_ABILITY = "no_ability"  # the card has no such ability
    NOT_ALLOWED = "not_allowed"  # the rules or a card's text do not allow it now
    TIMING = "timing"  # not now: not the player's turn, a closed state, the chain (306-308)
    NOT_THERE = "not_there"  # the card is not where the action needs it
    GAME_OVER = "game_over"  # the game has ended (196)


class Refused(Exception):
    """An action the rules do not allow: ``reason`` says why; ``detail`` for people."""

    def __init__(self, reason: Refusal, detail: str = "") -> None:
        super().__init__(f"{detail}: {reason.value}" if detail else reason.value)
        self.reason = reason
        self.detail = detail
