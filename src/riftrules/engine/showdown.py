"""Contested battlefields, and the showdowns and combats the rules stage from them (190.3,
323.8-323.11, 341-346, 459).

A unit that moves to, or is played to, a battlefield its controller does not control applies
the Contested status to it, if it is not contested already (190.3.a, 190.3.a.1, 450): a
``contest`` event, and ``Battlefield.contested_by`` names the player who applied it.

Once the turn is in a Neutral Open State of a Main Phase — no showdown or combat under way, the
chain empty (344) — each contested battlefield where the contesting player still has units
(323.8.a) opens, in board order:

- a **combat** if units of another player are there too (323.9, 344.1): the contesting
  player is the attacker (464.2.c.1; :func:`riftrules.engine.combat.combat`);
- otherwise a **non-combat showdown** (344.2): the contesting player gains Focus (345), the
  players may act in it in turn, Focus passing (347: :func:`focus`), and as it ends the contesting
  player, with units still there, establishes control (190.4): a conquer unless they scored
  it this turn (469.1).

Contested status is removed where the contesting player has no units left and nothing is
under way there (190.3.b.1, 323.11), and as control is established (466.5.a).
"""

from __future__ import annotations

from typing import TYPE_CHECKING

from riftrules.engine import chain
from riftrules.engine.events import ContestData, ShowdownData
from riftrules.engine.scoring import conquer
from riftrules.engine.triggering import settle

if TYPE_CHECKING:
    from riftrules.engine.state import Battlefield, Game, Player


def contest(game: Game, battlefield: Battlefield, player: Player, key: str = "contest") -> bool:
    """``player``'s unit moved or was played to ``battlefield``: they apply Contested status,
    unless it is contested already or they control it (190.3.a.1, 450)."""
    if battlefield.contested_by is not None or battlefield.controller is player:
        return False
    battlefield.contested_by = player
    also = ("contest",) if key != "contest" else ()
    game.emit(
        "contest",
        player,
        key,
        subject=battlefield,
        also=also,
        data=ContestData(battlefield=battlefield),
    )
    return True


def focus(game: Game, player: Player) -> None:
    """The players act in a showdown (347): from ``player``, who has Focus (345), each in turn
    may play a legally timed card — a spell with [Action] or [Reaction] from their hand, a card
    they hid — or pass (offered through ``game.choices``: a scenario's answers, an agent, else
    passing); a card played starts a chain as normal and Focus then passes (347.1.b); when
    all have passed once in sequence, the showdown ends (347.2.a, 348)."""

    order = game.in_turn_order(player)
    passed, turn = 0, 0
    while passed < len(order) and not game.over:
        who = order[turn % len(order)]
        turn += 1
        if chain.act_in_showdown(game, who):
            settle(game)  # the chain it started resolved: cleanup, triggers (347.1.b)
            passed = 0
        else:
            passed += 1


def _units(battlefield: Battlefield, player: Player | None = None) -> list:
    return [
        u
        for u in battlefield.permanents
        if u.type == "Unit" and (player is None or u.controller is player)
    ]


def uncontest(game: Game) -> None:
    """Remove Contested status where the contesting player has no units left (190.3.b.1,
    323.11); then units at an uncontested battlefield their controller does not control
    (control of them taken, 323.11.a) make their controller contest it."""
    for battlefield in game.battlefields:
        player = battlefield.contested_by
        if (
            player is not None
            and game.combat is not battlefield
            and not _units(battlefield, player)
        ):
            battlefield.contested_by = None
    for battlefield in game.battlefields:
        if battlefield.contested_by is not None:
            continue
        present = [u.controller for u in _units(battlefield)]
        outsider = next((p for p in present if p is not battlefield.controller), None)
        if outsider is not None:
            contest(game, battlefield, outsider, key="contest.uncontested")


def neutral_open(game: Game) -> bool:
    """Is the turn in a Neutral Open State of its Main Phase: no showdown or combat, nothing
    on the chain (306, 343.2, 344)?"""
    return (
        game.phase == "main"
        and game.combat is None
        and not game.spells
        and not game.chain
        and not game.pending
        and not game.over
    )


def run_staged(game: Game) -> None:
    """Open the staged showdowns and combats, one after another, while the turn is in a
    Neutral Open State (344): each settled before the next."""
    # cycle: importing engine.combat at load leads back here (issue 24)
    from riftrules.engine.combat import combat

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
            others = {u.controller for u in _units(battlefield)} - {attacker}
            if others:
                combat(game, battlefield, attacker)  # 323.9, 344.1
            else:
                showdown(game, battlefield, attacker)  # 344.2
            settle(game)
    finally:
        game.staging = False


def showdown(game: Game, battlefield: Battlefield, player: Player) -> Player | None:
    """A non-combat showdown at ``battlefield`` that ``player`` contested (344.2): it opens
    (``showdown``: "When a showdown begins here"), ``player`` gains Focus (345); the players
    act in it in turn (:func:`focus`, 347); as it ends,
    ``player``, with units still there, establishes control (190.4): a conquer (469.1)."""

    game.combat = battlefield  # 343.1: a Showdown State
    try:
        game.emit(
            "showdown",
            player,
            "showdown",
            subject=battlefield,
            data=ShowdownData(battlefield=battlefield),
        )
        settle(game)
        focus(game, player)
    finally:
        game.combat = None
    battlefield.contested_by = None  # 466.5.a, 190.3.b
    if game.over:
        return None
    present = {u.controller for u in _units(battlefield)}
    if present == {player}:
        conquer(game, player, battlefield)
        return player
    return None
