"""Points and winning: gain points (194.1), XP (728), scoring by conquer and hold (467-472),
the Final Point restriction (471.1.b), the win check (194.2, 323.1, 431.3.c.1).

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

from riftrules.engine.events import ConquerData, GainPointData, HoldData, ScoreData, WinData
from riftrules.engine.passives import barred_here, restricted
from riftrules.engine.replacements import replace
from riftrules.engine.state import GameOver

if TYPE_CHECKING:
    from riftrules.engine.state import Battlefield, Game, GameCard, Player


def gain_points(
    game: Game,
    player: Player,
    count: int = 1,
    key: str = "gain_point",
    replaceable: bool = True,
    also: tuple[str, ...] = (),
    how: str | None = None,
) -> int:
    """``player`` gains ``count`` points, one ``gain_point`` event each; each can be replaced
    ("if you would gain a point …") unless ``replaceable`` is False (431.3.b). ``how``: the
    point is scored by "conquer" or "hold" (470; "would score 1 point from conquering")."""
    gained = 0
    if game.statics and restricted(game, player, "gain_point"):
        return 0  # "Opponents can't gain points." (054: "can't" beats "can")
    if game.mode == "2v2":
        also = (*also, "team_points")
    noted = GainPointData(how=how)
    for _ in range(max(count, 0)):
        if replaceable and replace(
            game, "gain_point", player, subject=player, amount=1, data=noted
        ):
            continue
        player.points += 1
        gained += 1
        game.emit(
            "gain_point",
            player,
            key,
            subject=player,
            amount=1,
            also=also,
            data=GainPointData(total=player.points),
        )
    return gained


def spend_xp(game: Game, player: Player, count: int) -> bool:
    """Spend ``count`` XP (730.2): only a player who has that much can; False otherwise."""
    if player.xp < count:
        return False
    player.xp -= count
    game.emit("spend_xp", player, "xp.spend", subject=player, amount=-count)
    return True


def gain_xp(game: Game, player: Player, count: int = 1) -> int:
    if count <= 0:
        return 0
    player.xp += count
    game.emit("xp", player, "xp", subject=player, amount=count)
    return count


def leader(game: Game) -> Player | None:
    """The player with points at or above the Victory Score and more than every opponent
    (194.2, 323.1), the first in turn order; None if there is none."""
    for player in game.in_turn_order():
        if player.points < game.victory_score:
            continue
        if all(player.points > opponent.points for opponent in game.opponents(player)):
            return player
    return None


def check_win(game: Game, key: str = "win") -> None:
    """If a player has won, log ``win``, end the game and stop whatever was running (196)."""
    if game.over:
        raise GameOver
    winner = leader(game)
    if winner is None:
        return
    game.winner = winner
    also = ("win",) if key != "win" else ()
    game.emit(
        "win",
        winner,
        key,
        subject=winner,
        also=(*also, f"mode.{game.mode}"),
        data=WinData(points=winner.points),
    )
    raise GameOver


def win(game: Game, player: Player) -> None:
    """ "You win the game": an effect instructs a player to win (195); the game ends (196)."""
    if game.over:
        raise GameOver
    game.winner = player
    game.emit("win", player, "win.effect", subject=player, data=WinData(points=player.points))
    raise GameOver


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
            # cycle: importing engine.deck at load leads back here (issue 24)
            from riftrules.engine.deck import draw

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
