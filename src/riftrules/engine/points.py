"""Points, XP and winning: gain points (194.1; in 2v2 the team's, 489.8.d), XP (728), the
win check (194.2, 323.1, 431.3.c.1). Below :mod:`.deck` (Burn Out gives a point) and
:mod:`.scoring` (a conquer or a hold does)."""

from __future__ import annotations

from typing import TYPE_CHECKING

from riftrules.engine.events import GainPointData, GameOver, WinData
from riftrules.engine.passives import restricted
from riftrules.engine.replacements import replace

if TYPE_CHECKING:
    from riftrules.engine.state import Game, Player


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
    score = game.victory_score
    for player in game.players:
        if player.points >= score:
            break
    else:
        return None  # (after every cleanup: the common answer, without the turn order)
    for player in game.in_turn_order():
        if player.points < score:
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
