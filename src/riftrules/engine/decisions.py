"""The decision interface: the engine asks, a caller answers.

:func:`legal_actions` lists, as typed actions, what the player who may act can do now;
:func:`apply` performs one. In the turn player's Main Phase, in a Neutral Open State (306,
316): play a card from the hand or Champion Zone (:class:`PlayCard`, to each place it may
go), activate an ability (:class:`Activate`), a Standard Move (:class:`StandardMove`), hide a
card (:class:`Hide`), play a hidden card (:class:`PlayHidden`), or pass (:class:`Pass`: the
turn moves on to its Ending Phase, 316.9, and the next player's turn runs to their Main Phase).
Each action is one complete action: what it triggered resolves, the cleanup runs, and the
showdowns and combats it staged open (:mod:`.showdown`).

The decisions inside an action — targets, modes, "you may", optional costs, Reactions while a
spell waits on the chain, the opponent a Burn Out point goes to — are asked through
``game.choices``: a scenario's queue of answers, else ``game.choices.agent`` (a function from
the player, the options and how many to pick, to those picked), else the first legal option.

With ``game.choices.asking`` set, they are asked here instead, as actions: an action that
reaches a choice is undone and the game waits on a :class:`~.choices.Decision`
(:func:`deciding`); :func:`legal_actions` then lists one :class:`Choose` per legal answer (an
option's index; None to stop a pick of up to a number), and applying one replays the action
from the state before it with the answers given so far, until it needs no more. The engine is
deterministic (seeded), so the replay is the action as if answered at once. The scenario runner
performs a step that is one of these actions this way, answering each decision from the
scenario's queue by name (:class:`~.choices.ByName`, :mod:`riftrules.scenarios.run`).
"""

from __future__ import annotations

import copy
import itertools
from collections.abc import Iterable
from dataclasses import dataclass
from enum import StrEnum
from typing import TYPE_CHECKING

from riftrules.engine import costs, hiding
from riftrules.engine.activation import activate, activated_abilities, can_activate
from riftrules.engine.board import standard_move, standard_moves
from riftrules.engine.choices import Asked, Decision, Picked
from riftrules.engine.events import GameOver
from riftrules.engine.names import START_PHASES, Phase
from riftrules.engine.refusals import Refusal, Refused
from riftrules.engine.staging import neutral_open, run_staged
from riftrules.engine.triggering import settle
from riftrules.engine.turn import run_phase

if TYPE_CHECKING:
    from riftrules.engine.state import Battlefield, Game, GameCard, Player


class Kind(StrEnum):
    PLAY = "play"
    ACTIVATE = "activate"
    MOVE = "move"
    HIDE = "hide"
    PLAY_HIDDEN = "play_hidden"
    PASS = "pass"
    CHOOSE = "choose"


@dataclass(frozen=True, slots=True)
class PlayCard:
    """Play ``card`` paying its costs (349-358), a unit to ``at`` (None: the base)."""

    player: str
    card: int  # the card's uid
    name: str
    at: str | None = None
    kind = Kind.PLAY


@dataclass(frozen=True, slots=True)
class Activate:
    """Activate the ``index``-th activated ability of ``card`` (376)."""

    player: str
    card: int
    name: str
    index: int = 0
    kind = Kind.ACTIVATE


@dataclass(frozen=True, slots=True)
class StandardMove:
    """The Standard Move (144) of ``units`` to ``to`` (None: the base)."""

    player: str
    units: tuple[int, ...]
    to: str | None
    kind = Kind.MOVE


@dataclass(frozen=True, slots=True)
class Hide:
    """Hide ``card`` facedown at ``at`` (421, 811.1.b)."""

    player: str
    card: int
    name: str
    at: str
    kind = Kind.HIDE


@dataclass(frozen=True, slots=True)
class PlayHidden:
    """Play the facedown ``card`` (811.1.b)."""

    player: str
    card: int
    name: str
    kind = Kind.PLAY_HIDDEN


@dataclass(frozen=True, slots=True)
class Pass:
    """Pass: with an empty chain in the turn player's Main Phase, the turn moves on (316.9)."""

    player: str
    kind = Kind.PASS


@dataclass(frozen=True, slots=True)
class Choose:
    """Answer the :class:`~.choices.Decision` the game waits on: the ``option`` at that index,
    or None (stop a pick of up to a number)."""

    player: str
    option: int | None
    kind = Kind.CHOOSE


GameAction = PlayCard | Activate | StandardMove | Hide | PlayHidden | Pass | Choose


@dataclass(frozen=True, slots=True)
class Waiting:
    """An action waiting on a decision: the state before it, the answers given so far."""

    before: Game
    action: GameAction
    answers: tuple[int | None, ...]
    decision: Decision


def deciding(game: Game) -> Decision | None:
    """The decision the game waits on (asking mode), if any."""
    waiting = game.waiting
    return waiting.decision if waiting is not None else None


def acting(game: Game) -> Player | None:
    """The player who may act now: the turn player in their Main Phase, in a Neutral Open
    State; None when the game is over."""
    return None if game.over else game.turn_player


def legal_actions(game: Game) -> list[GameAction]:
    """Every action the acting player may take now, in a stable order (the same game gives
    the same list)."""
    if (decision := deciding(game)) is not None:
        stop = [Choose(decision.player, None)] if decision.up_to else []
        return [*(Choose(decision.player, i) for i in decision.allowed), *stop]
    player = acting(game)
    if player is None or not neutral_open(game):
        return []
    name = player.name
    found: list[GameAction] = []
    reach = costs.Reach.of(game, player)  # the same for every card they hold
    for obj in (*player.hand, *player.champion):
        if obj.type not in ("Unit", "Gear", "Spell") or obj.card is None:
            continue
        for place in costs.play_places(game, player, obj, reach):
            at = place.name if place is not None else None
            found.append(PlayCard(name, obj.uid, obj.name, at))
    for obj in (*game.permanents(), *player.legend):
        if obj.controller is not player:
            continue
        for index in range(len(activated_abilities(game, obj))):
            if can_activate(game, player, obj, index):
                found.append(Activate(name, obj.uid, obj.name, index))
    for unit in game.units():
        if unit.controller is not player or unit.exhausted:
            continue
        for where in standard_moves(game, player, unit):
            to = where.name if where is not None else None
            found.append(StandardMove(name, (unit.uid,), to))
    for obj in player.hand:
        for battlefield in game.battlefields:
            if hiding.can_hide(game, player, obj, battlefield):
                found.append(Hide(name, obj.uid, obj.name, battlefield.name))
    for battlefield in game.battlefields:
        for obj in battlefield.facedown:
            if obj.controller is player and hiding.can_play_hidden(game, player, obj):
                found.append(PlayHidden(name, obj.uid, obj.name))
    found.append(Pass(name))
    return found


def _card(game: Game, uid: int, near: Iterable[GameCard] = ()) -> GameCard:
    """The card ``uid``, looked for first ``near`` (where the action's card should be), then
    everywhere (a uid is one card)."""
    for obj in itertools.chain(near, game.all_cards()):
        if obj.uid == uid:
            return obj
    raise Refused(Refusal.NOT_THERE, f"no card #{uid}")


def _field(game: Game, name: str | None) -> Battlefield | None:
    return game.battlefield(name) if name is not None else None


def apply(game: Game, action: GameAction) -> None:
    """Perform ``action`` as one complete action (then triggers, cleanup, staged showdowns
    and combats); raise :class:`Refused` if it is not legal now."""
    if game.over:
        raise Refused(Refusal.GAME_OVER)
    if action not in legal_actions(game):
        raise Refused(Refusal.NOT_ALLOWED, f"{action}")
    perform(game, action)


def perform(game: Game, action: GameAction) -> None:
    """:func:`apply` for an action the caller took from :func:`legal_actions` of this very
    state (an agent's pick): the same, without listing the legal actions again."""
    if isinstance(action, Choose):
        waiting = game.waiting
        _restore(game, waiting.before)
        _replay(game, waiting.before, waiting.action, (*waiting.answers, action.option))
    elif game.choices.asking:
        _replay(game, _copy(game), action, ())
    else:
        _perform(game, action)


def _replay(game: Game, before: Game, action: GameAction, answers: tuple[int | None, ...]) -> None:
    """Perform ``action`` with ``answers`` to its first decisions; at the next one, undo it
    and wait."""
    game.choices.answers.extend(Picked(answer) for answer in answers)
    try:
        _perform(game, action)
    except Asked as asked:
        _restore(game, before)
        game.waiting = Waiting(before, action, answers, asked.decision)


def _copy(game: Game) -> Game:
    """The state as it is, sharing what no action changes (card data, compiled scripts)."""
    memo: dict[int, object] = {id(game.scripts): game.scripts}
    for obj in game.all_cards():
        memo[id(obj.card)] = obj.card
    return copy.deepcopy(game, memo)


def _restore(game: Game, before: Game) -> None:
    vars(game).update(vars(_copy(before)))


def _perform(game: Game, action: GameAction) -> None:
    player = game.player(action.player)
    try:
        if isinstance(action, PlayCard):
            obj = _card(game, action.card, (*player.hand, *player.champion))
            at = _field(game, action.at)
            if costs.play_card(game, player, obj, at) is None:
                raise Refused(
                    costs.play_refusal(game, player, obj, at) or Refusal.COST, action.name
                )
        elif isinstance(action, Activate):
            activate(game, player, _card(game, action.card, game.permanents()), action.index)
        elif isinstance(action, StandardMove):
            units = [_card(game, uid, game.units()) for uid in action.units]
            standard_move(game, player, units, _field(game, action.to))
        elif isinstance(action, Hide):
            hiding.hide(game, player, _card(game, action.card), game.battlefield(action.at))
        elif isinstance(action, PlayHidden):
            hiding.play_hidden(game, player, _card(game, action.card))
        elif isinstance(action, Pass):
            end_turn(game)
            return
    except GameOver:
        return
    settle(game)
    run_staged(game)


def end_turn(game: Game) -> None:
    """The turn player passes in their Main Phase: the Ending Phase (317), then the next
    player's turn runs Awaken to Draw and begins its Main Phase (315-316)."""
    run_phase(game, Phase.ENDING)  # 317.3: the next player becomes the turn player
    for name in (*START_PHASES, Phase.MAIN):
        if game.over:
            return
        run_phase(game, name)
