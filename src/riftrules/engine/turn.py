"""The turn (301-317): Awaken, Beginning (with the Scoring Step's holds), Channel, Draw, Main,
Ending.

Each phase logs a ``phase`` event (what "at the start of your Beginning Phase" abilities
trigger on: ``When(phase=Phase.BEGINNING, whose="you")``), then does what the rules make outstanding
in it, then resolves what triggered and cleans up (319.2). :func:`take_turn` makes a player the
turn player and runs Awaken to Draw, as a scenario's ``turn:`` step does; :func:`run_phase` runs
one phase of the current turn player's turn.

The first-turn adjustments of each mode (485.7, 487.7 …) belong to a game's set-up, which
scenarios state for themselves: they are not applied.
"""

from __future__ import annotations

from collections.abc import Callable
from typing import TYPE_CHECKING

from riftrules.engine.abilities import channel_phase_runes
from riftrules.engine.board import heal, ready
from riftrules.engine.deck import channel, draw
from riftrules.engine.events import GameOver, PhaseData, StunData, TurnData
from riftrules.engine.names import LEGEND, START_PHASES, Phase
from riftrules.engine.prevent import end_prevents
from riftrules.engine.registered import expire
from riftrules.engine.scoring import hold
from riftrules.engine.skipping import skipped
from riftrules.engine.triggering import settle

if TYPE_CHECKING:
    from riftrules.engine.state import Game, Player


def _phase(game: Game, name: Phase, also: tuple[str, ...] = ()) -> None:
    player = game.turn_player
    game.phase = name
    game.emit(
        "phase",
        player,
        f"phase.{name}",
        also=also,
        data=PhaseData(phase=name, turn_player=player.name),
    )


def awaken(game: Game) -> None:
    """The turn player readies everything they control (315.1.b)."""
    _phase(game, Phase.AWAKEN)
    player = game.turn_player
    for obj in [*game.permanents(), *player.runes, *player.legend]:
        if obj.controller is player and obj.exhausted:
            ready(game, obj, player, key="ready.awaken")


def beginning(game: Game) -> None:
    """Start-of-Beginning-Phase effects (315.2.a.1), then the Scoring Step: the turn player
    holds every battlefield they control (315.2.b.2); in 2v2, battlefields a teammate controls
    now cannot be scored by the turn player this turn (315.2.b.3)."""
    _phase(game, Phase.BEGINNING)
    settle(game)
    player = game.turn_player
    for teammate in game.teammates(player):
        for battlefield in game.battlefields:
            if battlefield.controller is teammate:
                game.disqualified[player.name].add(battlefield.name)
    for battlefield in game.battlefields:
        if battlefield.controller is player:
            hold(game, player, battlefield)


def channel_phase(game: Game) -> None:
    """The turn player channels 2 runes (315.3.b), as many as there are (315.3.b.1)."""
    _phase(game, Phase.CHANNEL)
    fewer = channel_phase_runes(game) if game.statics else None
    if fewer is not None:  # "players only channel 1 rune at the start of their Channel Phase"
        channel(game, game.turn_player, fewer, key="channel.phase.fewer")
        return
    channel(game, game.turn_player, 2, key="channel.phase")
    extra = game.extra_runes.pop(game.turn_player.name, 0) if game.extra_runes else 0
    if extra:  # 485.7: the player going second, in their first Channel Phase
        channel(game, game.turn_player, extra, key="channel.extra")


def draw_phase(game: Game) -> None:
    """The turn player draws 1 (315.4.b), burning out first if the deck is empty
    (315.4.b.1-2)."""
    _phase(game, Phase.DRAW)
    draw(game, game.turn_player, 1, key="draw.phase")


def main_phase(game: Game) -> None:
    """Every rune pool empties (316.3); then start-of-Main-Phase effects (316.4)."""
    for player in game.players:
        player.empty_pool()
    _phase(game, Phase.MAIN, also=("pool.main",))


def ending(game: Game) -> None:
    """End-of-turn effects (317.1.a); the Expiration Step: heal all units (317.2.b), "this
    turn" effects expire (317.2.c), stuns wear off (423.1.a.2), rune pools empty (317.2.d);
    then the next player becomes the turn player (317.3)."""
    _phase(game, Phase.ENDING)
    settle(game)
    for obj in list(game.permanents()):
        if obj.type == "Unit":
            heal(game, obj, None, key="heal.end")
    end_this_turn(game)
    for player in game.players:
        player.empty_pool()
    if game.additional_turns:  # 737: the next queued turn; the Turn Order is unchanged
        if game.order_index is None:
            game.order_index = game.turn_index
        start_turn(game, game.additional_turns.pop(0), key="turn.additional")
        return
    index = game.turn_index if game.order_index is None else game.order_index
    game.order_index = None
    next_player = game.players[(index + 1) % len(game.players)]
    start_turn(game, next_player, key="turn.next")


def queue_turn(game: Game, player: Player) -> None:
    """ "Take a turn after this one." (735): an Additional Turn that ``player`` owns, queued
    after the current turn and after those queued before it (738)."""
    game.additional_turns.append(player)


def end_this_turn(game: Game) -> None:
    """What lasts "this turn" ends (317.2.c); stuns wear off (423.1.a.2)."""
    expired = 0
    legends = [c for p in game.players for c in p.zones[LEGEND]]  # in force there (107.4)
    for obj in legends:
        if any(e.until == "turn" for e in obj.abilities):  # 'your legend has "…" this turn'
            obj.abilities[:] = [e for e in obj.abilities if e.until != "turn"]
            expired += 1
    for obj in game.permanents():
        if any(until == "turn" for _might, until, _floor in obj.modifiers):
            obj.modifiers[:] = [m for m in obj.modifiers if m[1] != "turn"]
            expired += 1
        if any(e.until == "turn" for e in obj.abilities):  # 'give it "[A][A]: Ready me."'
            obj.abilities[:] = [e for e in obj.abilities if e.until != "turn"]
            expired += 1
        if any(until == "turn" for _might, until in obj.base_mights):
            obj.base_mights[:] = [b for b in obj.base_mights if b[1] != "turn"]
            expired += 1
        if any(until == "turn" for *_keyword, until in obj.granted):
            obj.granted[:] = [g for g in obj.granted if g[2] != "turn"]
            expired += 1
        if obj.stunned:
            obj.stunned = False
            game.emit("stun", None, "stun.end", subject=obj, data=StunData(ended=True))
    expire(game)
    end_prevents(game)
    if expired:
        game.emit("expire", None, "expire", amount=expired)


def start_turn(game: Game, player: Player, key: str = "turn") -> None:
    """``player`` becomes the turn player: a new turn, nothing scored in it yet (470)."""
    end_this_turn(game)
    game.turn_index = player.index
    game.turn_number += 1
    player.turns += 1
    game.phase = None
    for name in game.scored:
        game.scored[name] = set()
        game.disqualified[name] = set()
    game.emit(
        "turn", player, key, subject=player, data=TurnData(number=game.turn_number, of=player.turns)
    )


# each phase (named once, in order, by Phase) and what runs it
_RUN: dict[Phase, Callable[[Game], None]] = dict(
    zip(Phase, (awaken, beginning, channel_phase, draw_phase, main_phase, ending), strict=True)
)


def run_phase(game: Game, name: Phase) -> None:
    """Run phase ``name`` of the turn player's turn, then settle (triggers, cleanup)."""
    if name not in _RUN:
        raise ValueError(f"unknown phase {name!r}; phases: {', '.join(Phase)}")
    if game.over:
        return
    if game.skips and skipped(game, name):  # 443.2: replaced with nothing
        return
    try:
        _RUN[name](game)
    except GameOver:
        return
    settle(game)


def take_turn(game: Game, player: Player) -> None:
    """Make ``player`` the turn player and run Awaken, Beginning, Channel and Draw. If their
    turn has just begun (no phase of it has run yet) it is that turn, else a new one."""
    if game.over:
        return
    if game.turn_player is not player or game.phase is not None:
        start_turn(game, player)
        settle(game)
    for name in START_PHASES:
        run_phase(game, name)
