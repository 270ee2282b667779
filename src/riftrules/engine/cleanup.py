"""The cleanup (318-323), as far as this engine keeps state for it.

1. A player with points at or above the Victory Score and more than any opponent wins (323.1).
   In a combat, units at its battlefield gain their controller's designation, and units
   elsewhere lose theirs (323.2).
2. Units with lethal damage — non-zero and at least their Might (142.4.b) — are killed, in turn
   order of their controllers (323.5); a replacement effect may save each (Zhonya's Hourglass).
3. A player loses control of a battlefield where no unit of theirs is, if the turn is in an Open
   State (no chain, 309.2) and no showdown or combat is under way there (323.6, 190.4.c).
4. Unattached gear at a battlefield is recalled to its controller's base (149.3, 323.7); facedown
   cards at a battlefield their controller does not control go to the trash (323.7, 107.3.d).

It repeats while something changed (322). Contested battlefields stage showdowns and combats
(323.8-323.11): they open once the turn is in a Neutral Open State of its Main Phase
(:func:`riftrules.engine.staging.run_staged`, called as :func:`.triggering.settle` finishes).
"""

from __future__ import annotations

from collections.abc import Callable
from typing import TYPE_CHECKING

from riftrules.engine.board import kill_all, recall
from riftrules.engine.events import AttackData, ControlData, DefendData
from riftrules.engine.hiding import remove_unheld
from riftrules.engine.points import check_win
from riftrules.engine.registered import expire_cleanup
from riftrules.engine.triggering import STEPS

if TYPE_CHECKING:
    from riftrules.engine.state import Game


def cleanup(game: Game, special: Callable[[Game], bool] | None = None) -> None:
    """Run cleanups until one changes nothing; raises GameOver when a player wins.
    ``special``: the tasks a Special Cleanup inserts after the kills of its first cleanup
    (466.1.a: the Combat Cleanup's "3c. Heal all Units." and "3d. Recall Attackers"), so
    what the kills change is checked again only after them; True if they changed anything."""
    while True:
        check_win(game)
        changed = designate(game)
        lethal = []
        for obj in game.permanents():
            if obj.type == "Unit" and obj.damage > 0:
                might = game.might(obj) or 0
                if obj.damage >= max(might, 0):
                    lethal.append(obj)
        if len(lethal) > 1:
            order = {player.name: rank for rank, player in enumerate(game.in_turn_order())}
            lethal.sort(key=lambda obj: order[obj.controller.name])
        if any(obj.on_board for obj in lethal):
            kill_all(game, lethal, None, key="kill.lethal")  # together (370.1.a.2)
            changed = True
        if special is not None:
            changed = special(game) or changed
            special = None
        if lose_control(game):
            changed = True
        for battlefield in game.battlefields:
            here = battlefield.permanents
            loose = [o for o in here if o.type == "Gear" and o.attached_to is None]
            for obj in loose:
                recall(game, obj, None, key="recall.gear")
                changed = True
            if battlefield.facedown and remove_unheld(game):
                changed = True
        if not changed:
            if game.remembering:
                expire_cleanup(game)  # "If this kills it, do this: …" no longer waits
            return


STEPS.cleanup = cleanup  # what settle runs after each chain item (319.5)


def designate(game: Game) -> bool:
    """323.2: in a combat, a unit at its battlefield without its controller's designation
    gains it (323.2.a-b: played or moved in, it becomes an attacker or a defender, and its
    "When I attack"/"When I defend" triggers, 383.4.e-f); one elsewhere loses it (323.2.c)."""
    if not game.sides:
        return False
    changed = False
    for obj in game.units():
        side = game.sides.get(obj.controller.name) if obj.battlefield is game.combat else None
        if obj.role == side:
            continue
        obj.role, changed = side, True
        if side is not None:
            kind = "attack" if side == "attacker" else "defend"
            said = AttackData if kind == "attack" else DefendData
            game.emit(
                kind,
                obj.controller,
                f"combat.{kind}",
                subject=obj,
                also=("combat.designate",),
                data=said(battlefield=game.combat),
            )
    return changed


def lose_control(game: Game) -> bool:
    """323.6, 190.4.c: in an Open State (no chain, 309.2), a player loses control of each
    battlefield they control with none of their units there, unless a showdown or combat is
    under way there (190.4.b). A ``control`` event, its new controller None, for each."""
    if game.spells:
        return False
    lost = False
    for battlefield in game.battlefields:
        holder = battlefield.controller
        if holder is None or game.combat is battlefield:
            continue
        if any(u.type == "Unit" and u.controller is holder for u in battlefield.permanents):
            continue
        battlefield.controller = None
        game.emit(
            "control",
            holder,
            "control.lost",
            subject=battlefield,
            data=ControlData(controller=None),
        )
        lost = True
    return lost
