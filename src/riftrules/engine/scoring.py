"""Scoring by conquer and hold (467-472) and the Final Point restriction (471.1.b); the points,
XP and the win check they lead to are :mod:`.points`.

- Each battlefield pays a player at most once a turn, by either route (470): ``game.scored``
  holds, per player, the battlefields scored this turn.
- The Final Point: a conquer that would bring a player to the Victory Score (they are at
  Victory Score - 1 or more) gains the point only if they scored every battlefield this turn;
  otherwise they draw a card instead (471.1.b.1). In 2v2, battlefields a teammate controlled in
  the scoring step of this turn's Beginning Phase do not count (489.8.g.1). Holds and points from
  effects are exempt (471.1.a.1).
- In 2v2 points are the team's (489.8.d).
"""

from __future__ import annotations

from typing import TYPE_CHECKING

from riftrules.engine.deck import draw
from riftrules.engine.events import ConquerData, HoldData, ScoreData
from riftrules.engine.passives import barred_here
from riftrules.engine.points import gain_points

if TYPE_CHECKING:
    from riftrules.engine.state import Battlefield, Game, GameCard, Player


def can_score(game: Game, player: Player, battlefield: Battlefield) -> bool:
    """Not scored this turn (470), not disqualified, and no "Players can't score here …" of
    the battlefield's own (054: "can't" beats "can")."""
    name = battlefield.name
    if name in game.scored[player.name] or name in game.disqualified[player.name]:
        return False
    return not (game.statics and barred_here(game, player, battlefield, "score.here"))


def score(game: Game, player: Player, battlefield: Battlefield, how: str) -> bool:
    """``player`` scores ``battlefield`` by ``how`` ("conquer" or "hold"), if they have not
    scored it this turn (470): gain up to one point (471.1), the Final Point restriction for a
    conquer (471.1.b)."""
    if not can_score(game, player, battlefield):
        return False
    game.scored[player.name].add(battlefield.name)
    game.emit(
        "score",
        player,
        "score",
        subject=battlefield,
        data=ScoreData(how=how, battlefield=battlefield),
    )
    if how == "conquer" and player.points >= game.victory_score - 1:
        everything = {
            b.name for b in game.battlefields if b.name not in game.disqualified[player.name]
        }
        team = ("score.final_point.team",) if game.mode == "2v2" else ()
        if everything <= game.scored[player.name]:
            also = ("score.point", *team)
            gain_points(game, player, 1, key="score.final_point", also=also, how=how)
        else:
            draw(game, player, 1, key="score.final_point")
        return True
    gain_points(game, player, 1, key="score.point", how=how)
    return True


def conquer(game: Game, player: Player, battlefield: Battlefield) -> bool:
    """``player`` gains control of ``battlefield`` (469.1.b) and, if they have not scored it
    this turn, that is a conquer: they score it (469.1). Gaining control of a battlefield they
    already control is nothing; of one already scored, a change of control only."""
    if battlefield.controller is player:
        return False
    before, battlefield.controller = battlefield.controller, player
    if not can_score(game, player, battlefield):
        game.emit("control", player, "control", subject=battlefield)
        return False
    game.emit(
        "conquer",
        player,
        "conquer",
        subject=battlefield,
        data=ConquerData(
            battlefield=battlefield,
            uncontrolled=before is None or None,  # it was uncontrolled ("that was uncontrolled")
            units=_units(player, battlefield),
        ),
    )
    return score(game, player, battlefield, "conquer")


def _units(player: Player, battlefield: Battlefield) -> tuple[GameCard, ...] | None:
    """``player``'s units at ``battlefield``: those whose conquer or hold effects a conquer or
    hold there triggers (383.4.c-d)."""
    found = tuple(
        obj for obj in battlefield.permanents if obj.type == "Unit" and obj.controller is player
    )
    return found or None


def hold(game: Game, player: Player, battlefield: Battlefield) -> bool:
    """``player`` holds a battlefield they control that they have not scored this turn
    (469.2)."""
    if battlefield.controller is not player or not can_score(game, player, battlefield):
        return False
    held = HoldData(battlefield=battlefield, units=_units(player, battlefield))
    game.emit("hold", player, "hold", subject=battlefield, data=held)
    return score(game, player, battlefield, "hold")
