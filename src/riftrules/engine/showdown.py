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

from dataclasses import dataclass
from typing import TYPE_CHECKING

from riftrules.engine import activation, chain, costs, hiding
from riftrules.engine.chain import PASS
from riftrules.engine.events import ContestData, ShowdownData
from riftrules.engine.scoring import conquer
from riftrules.engine.timing import Timing
from riftrules.engine.triggering import settle

if TYPE_CHECKING:
    from riftrules.engine.state import Battlefield, Game, GameCard, Player


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
        if act_in_showdown(game, who):
            settle(game)  # the chain it started resolved: cleanup, triggers (347.1.b)
            passed = 0
        else:
            passed += 1


def units_at(battlefield: Battlefield, player: Player | None = None) -> list:
    return [
        u
        for u in battlefield.permanents
        if u.type == "Unit" and (player is None or u.controller is player)
    ]


def uncontest(game: Game) -> None:
    """Remove Contested status where the contesting player has no units left (190.3.b.1,
    323.11); then, where it was removed, units there that their controller does not control
    make their controller contest it (323.11.a). Units a scenario's set-up places at a
    battlefield did not move there: they contest nothing (SCENARIOS.md: no showdown)."""
    removed = []
    for battlefield in game.battlefields:
        player = battlefield.contested_by
        if (
            player is not None
            and game.combat is not battlefield
            and not units_at(battlefield, player)
        ):
            battlefield.contested_by = None
            removed.append(battlefield)
    for battlefield in removed:
        present = [u.controller for u in units_at(battlefield)]
        outsider = next((p for p in present if p is not battlefield.controller), None)
        if outsider is not None:
            contest(game, battlefield, outsider, key="contest.uncontested")


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
    present = {u.controller for u in units_at(battlefield)}
    if present == {player}:
        conquer(game, player, battlefield)
        return player
    return None


@dataclass(frozen=True, eq=False)
class Activation:
    """An activated ability with [Action] or [Reaction] offered in a showdown: the
    ``index``-th of ``card``'s, named by the card's name."""

    card: GameCard
    index: int

    @property
    def name(self) -> str:
        return self.card.name


def showdown_activations(game: Game, player: Player) -> list[Activation]:
    """The activated abilities with [Action] or [Reaction] (806, 813: legally timed, 347.1) that
    ``player`` may activate now: of the permanents they control and their legend (107.4)."""
    found = []
    mine = [o for o in game.permanents() if o.controller is player]
    for obj in (*mine, *player.legend):
        for index, ability in enumerate(activation.activated_abilities(game, obj)):
            if ability.timing is Timing.DEFAULT:
                continue
            if activation.can_activate(game, player, obj, index):  # its cost first: cheaper
                found.append(Activation(obj, index))
    return found


def act_in_showdown(game: Game, player: Player) -> bool:
    """``player`` has Focus in a showdown (347): offered, through the choice queue, to play a
    legally timed card from their hand for its cost, a card they hid (for [0], 811.6) or to
    activate an ability with [Action] or [Reaction], or to pass ("pass"; the default). True
    when a card was played (its chain resolved) or an ability activated."""
    cards = [
        c for c in player.hand if chain.showdown_timed(game, c) and costs.can_play(game, player, c)
    ]
    hidden = [
        c for b in game.battlefields for c in b.facedown if hiding.can_play_hidden(game, player, c)
    ]
    activations = showdown_activations(game, player)
    if not cards and not hidden and not activations:
        return False
    options = [PASS, *cards, *hidden, *activations]
    picked = game.choices.offer(player.name, options, prompt="showdown")
    if picked == PASS:
        return False
    if isinstance(picked, Activation):
        activation.activate(game, player, picked.card, picked.index)
        return True
    card: GameCard = picked  # type: ignore[assignment]
    if card in hidden:
        return bool(hiding.play_hidden(game, player, card))
    return costs.play_card(game, player, card) is not None
