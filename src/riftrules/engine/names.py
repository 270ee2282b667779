"""The names the game state is made of: the zones (107-108, 119), the phases of a turn (315),
the modes and their Victory Scores (485-489), the Might that makes a unit Mighty (708)."""

from __future__ import annotations

from enum import StrEnum


class Zone(StrEnum):
    """A zone of the game (107-108): a player's Main Deck, hand, trash, banishment, base, Rune
    Deck, runes, Legend Zone and Champion Zone; a battlefield (a permanent there; its
    ``battlefield`` says which), facedown at a battlefield (107.3), the chain (359.3)."""

    MAIN_DECK = "main_deck"
    HAND = "hand"
    TRASH = "trash"
    BANISHMENT = "banishment"
    BASE = "base"
    RUNE_DECK = "rune_deck"
    RUNES = "runes"
    BATTLEFIELD = "battlefield"  # a permanent at a battlefield: ``battlefield`` says which
    FACEDOWN = "facedown"  # a card hidden at a battlefield (107.3): ``battlefield`` says which
    LEGEND = "legend"  # the Legend Zone (107.4): the Champion Legend, its abilities in force
    CHAMPION = "champion"  # the Champion Zone (108.3): the Chosen Champion until it is played
    CHAIN = "chain"  # a spell being played or resolving (359.3): ``Game.spells`` holds its item


# each zone by its own name, as the engine's modules import it
MAIN_DECK, HAND, TRASH, BANISHMENT, BASE, RUNE_DECK, RUNES = (
    Zone.MAIN_DECK, Zone.HAND, Zone.TRASH, Zone.BANISHMENT, Zone.BASE, Zone.RUNE_DECK, Zone.RUNES,
)  # fmt: skip
BATTLEFIELD, FACEDOWN, LEGEND, CHAMPION, CHAIN = (
    Zone.BATTLEFIELD, Zone.FACEDOWN, Zone.LEGEND, Zone.CHAMPION, Zone.CHAIN,
)  # fmt: skip

PLAYER_ZONES: tuple[Zone, ...] = (
    MAIN_DECK, HAND, TRASH, BANISHMENT, BASE, RUNE_DECK, RUNES, LEGEND, CHAMPION,
)  # fmt: skip
BOARD_ZONES: frozenset[Zone] = frozenset({BASE, BATTLEFIELD, RUNES})
# where a card's abilities are in force: the board, and the Legend Zone for a legend (107.4)
ACTIVE_ZONES: frozenset[str] = BOARD_ZONES | {LEGEND}
ANY_DOMAIN = "any"  # Power of any Domain, [A] (135.2.e.5)


class Phase(StrEnum):
    """A phase of the turn, in the order a turn runs them (315): Awaken, Beginning, Channel,
    Draw, Main, Ending."""

    AWAKEN = "awaken"  # 315.1
    BEGINNING = "beginning"  # 315.2
    CHANNEL = "channel"  # 315.3
    DRAW = "draw"  # 315.4
    MAIN = "main"  # 316
    ENDING = "ending"  # 317


class Until(StrEnum):
    """How long an effect or a granted ability lasts: this turn (317.2.c), once (it ends once
    it has applied), until the next turn's end, this combat, the next cleanup (319.5), while its
    card stays in its zone."""

    TURN = "turn"
    ONCE = "once"
    NEXT = "next"
    COMBAT = "combat"
    CLEANUP = "cleanup"
    ZONE = "zone"


class Scoring(StrEnum):
    """How a point is scored at a battlefield: by conquering it or by holding it."""

    CONQUER = "conquer"
    HOLD = "hold"


MIGHTY = 5  # 708: a unit with 5 Might or more is Mighty
# the phases a turn runs before its Main Phase: Awaken to Draw (315.1-315.4)
START_PHASES: tuple[Phase, ...] = tuple(Phase)[: tuple(Phase).index(Phase.MAIN)]

MODES: dict[str, tuple[int, int]] = {  # mode -> (players, Victory Score): rules 485-489
    "duel": (2, 8),
    "ffa3": (3, 8),
    "ffa4": (4, 8),
    "2v2": (4, 11),
}
