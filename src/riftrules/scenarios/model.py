"""A scenario as read from its file (``SCENARIOS.md``): set-up, steps, expectations."""

from __future__ import annotations

import reprlib
from dataclasses import dataclass, field
from pathlib import Path
from typing import Any

from riftrules.cards import pool

# A card list in a zone: a count of anonymous cards, or card names (top first).
ZoneSpec = int | list[str]

PLAYER_KEYS: tuple[str, ...] = (
    "main_deck", "hand", "trash", "banishment", "rune_deck", "runes", "base", "legend",
    "champion",
)  # fmt: skip
# a player's other set-up (and expect) keys: numbers, the Rune Pool (an extension)
PLAYER_NUMBERS: tuple[str, ...] = ("points", "xp", "energy", "runes_exhausted", "turns")
STEP_KINDS: tuple[str, ...] = ("text", "action", "play", "phase", "turn")
AT = " @ "  # "Recruit @ Bf1": the permanent of that name at that location (or "@ base")
UNSET: Any = object()  # an expectation the file does not state


@dataclass
class PlayerSetup:
    name: str
    zones: dict[str, ZoneSpec] = field(default_factory=dict)
    points: int | None = None
    xp: int = 0
    energy: int = 0
    power: dict[str, int] = field(default_factory=dict)  # Domain (or "any") -> Power
    runes_exhausted: int = 0  # the first that many runes are exhausted
    turns: int | None = None  # the turns this player has begun (default: from ``turn``)
    tokens: list[TokenSetup] = field(default_factory=list)


@dataclass
class TokenSetup:
    """A token on the board at set-up: a unit (or gear) token with its Might, at the base or
    a battlefield, ready unless ``exhausted``."""

    name: str
    might: int | None = None
    type: str = "Unit"
    at: str | None = None
    exhausted: bool = False


@dataclass
class BattlefieldSetup:
    name: str
    controller: str | None = None
    units: dict[str, list[str]] = field(default_factory=dict)


@dataclass
class Step:
    """One step: ``kind`` is text, action, play, phase or turn; ``value`` what follows it;
    ``args`` the action's other keys."""

    number: int
    kind: str
    value: Any
    player: str | None = None
    args: dict[str, Any] = field(default_factory=dict)
    refused: bool | str = False  # ``expect_refused``: true, or the reason it must be refused
    expect: Expect | None = None  # a checkpoint: what must hold once this step is done

    def describe(self) -> str:
        return f"step {self.number} ({self.kind}: {self.value})"


@dataclass
class Expect:
    players: dict[str, dict[str, Any]] = field(default_factory=dict)
    events: list[str] | None = None
    not_events: list[str] = field(default_factory=list)
    count: dict[str, int] = field(default_factory=dict)
    cites: list[str] = field(default_factory=list)
    units: dict[str, dict[str, Any]] = field(default_factory=dict)
    winner: Any = UNSET  # a player's name, None (nobody has won) or UNSET
    offered: list[list[str]] = field(default_factory=list)  # each choice's options, in order
    payloads: list[dict[str, Any]] = field(default_factory=list)  # events with these details


@dataclass
class GameSetup:
    """A ``game:`` section: a whole duel from set-up to the win, played by seeded agents —
    ``decks`` (two :class:`riftrules.engine.game_setup.Deck`, or None: built from the pool by the
    seed), ``seed``, ``agent`` ("random"), ``max_actions`` (the safety net: reaching it fails)."""

    decks: list[Any] | None = None
    seed: int = 0
    agent: str = "random"
    max_actions: int = 3000


@dataclass
class Scenario:
    path: Path | None
    name: str
    source: str = ""
    edition: str | None = None
    mode: str = "duel"
    seed: int = 0
    turn: int = 1  # which turn of the turn player's this is (the first player opened the game)
    players: list[PlayerSetup] = field(default_factory=list)
    battlefields: list[BattlefieldSetup] = field(default_factory=list)
    scored_this_turn: dict[str, list[str]] = field(default_factory=dict)
    steps: list[Step] = field(default_factory=list)
    choices: list[Any] = field(default_factory=list)
    expect: Expect = field(default_factory=Expect)
    game: GameSetup | None = None

    @property
    def label(self) -> str:
        return str(self.path) if self.path is not None else self.name


class ScenarioError(ValueError):
    """The file is not a valid scenario; the message is one line."""


_REPR = reprlib.Repr()
_REPR.maxlevel, _REPR.maxlist, _REPR.maxdict, _REPR.maxtuple, _REPR.maxset = 2, 4, 4, 4, 4
_REPR.maxstring, _REPR.maxlong, _REPR.maxother = 40, 24, 40


def shown(value: Any) -> str:
    """A value from the file inside a message: its ``repr``, long strings, numbers and lists
    cut short (a list of 9**9 leaves, a 5,000-digit number are never rendered whole)."""
    if isinstance(value, int) and value.bit_length() >= 64:
        return f"<a number of {value.bit_length():,} bits>"
    text = _REPR.repr(value)
    return text if len(text) <= 80 else text[:79] + "…"


def card_name(name: Any, where: str) -> str:
    """The official name of a card of the pool, however it is spelt."""
    if not isinstance(name, str) or not name.strip():
        raise ScenarioError(f"{where}: a card name must be text, not {shown(name)}")
    try:
        return pool.find(name).name
    except pool.UnknownCard as error:
        raise ScenarioError(f"{where}: {error}") from None


def unit_name(name: Any, where: str) -> str:
    """A card of the pool by its official name; any other name is a token's, as given. "NAME @
    PLACE" picks the one at that location (a battlefield's name, or base)."""
    if not isinstance(name, str) or not name.strip():
        raise ScenarioError(f"{where}: {shown(name)} is not a name")
    if AT in name:
        card, place = (part.strip() for part in name.split(AT, 1))
        if not place:
            raise ScenarioError(f"{where}: {shown(name)}: a location after {AT.strip()!r}")
        return f"{unit_name(card, where)}{AT}{place}"
    try:
        return pool.find(name).name
    except pool.UnknownCard:
        return name.strip()
