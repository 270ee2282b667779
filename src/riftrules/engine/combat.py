"""Combat at a battlefield (459-466), with both players passing in its showdown.

:func:`combat` runs the Steps of Combat once they are initiated: the attacker is the player who
applied the Contested status (464.2.c.1): the mover, when :mod:`.showdown` opens a combat staged
by a move, or the player a scenario or an engine author names. In its showdown the players
act in turn from the attacker (:func:`riftrules.engine.showdown.focus`, 347).

1. Showdown step: a Showdown opens (344.1: the ``showdown`` event, "When a showdown begins
   here", 464.2.b) and the turn is in a Showdown State while the combat lasts (``game.combat``,
   308.1); attacker and defender designations (464.2.c.3); "When I attack" and "When I defend"
   abilities trigger and resolve (383.4.e-f, 464.2.e); then the players act in turn, Focus
   passing, until all pass (347).
2. Damage step, if both sides still have units there (465.1): each side sums the Might of its
   units, stunned ones left out (423.1.b); the attacker, then the defender, assigns it among the
   other's units (465.2.c) — lethal damage in full before the next unit (465.2.c.3), no more
   than lethal unless no unit is left (465.2.c.4), [Tank] units first (815.1.b), [Backline]
   units last (826.3), in board order otherwise — and all of it is dealt at once (465.2.d).
3. Resolution: a combat cleanup (466.1): its kills, then all units there are healed (466.1.a.1)
   and, if defenders remain, attackers are recalled (466.1.a.2), before its next cleanup checks
   lethal damage again (a unit that lost a dead unit's Might bonus is healed first); what that
   triggered resolves (466.2); the player left alone there wins the combat (466.3.a; No Result
   if attackers were recalled, 466.3.d), what the result triggered resolves (466.4) and, if the
   winner did not control the battlefield, they establish control: a conquer if they have not
   scored it this turn (466.5.d). Designations end (466.7.a), "When a combat that I was in
   ends" having seen them; "this combat" effects expire (466.7.c). While the combat lasts, each
   cleanup gives units there their controller's designation (323.2).
"""

from __future__ import annotations

from typing import TYPE_CHECKING

from riftrules.engine import board, scoring
from riftrules.engine.cleanup import cleanup
from riftrules.engine.events import (
    AssignData,
    AttackData,
    CombatData,
    CombatEndData,
    DefendData,
    ShowdownData,
    TieData,
)
from riftrules.engine.keywords import assignment_rank
from riftrules.engine.passives import combat_keywords, ignored, restricted
from riftrules.engine.prevent import doubling
from riftrules.engine.replacements import replace
from riftrules.engine.showdown import focus
from riftrules.engine.triggering import settle

if TYPE_CHECKING:
    from riftrules.engine.events import Event
    from riftrules.engine.registered import Pending
    from riftrules.engine.state import Battlefield, Game, GameCard, Player


class CombatError(ValueError):
    """A combat the rules do not allow: not exactly two players' units there (462)."""


def combat(game: Game, battlefield: Battlefield, attacker: Player) -> Player | None:
    """Run a combat at ``battlefield`` that ``attacker`` attacks; return who won it (None: no
    result, 466.3.d)."""
    players = {u.controller for u in _units(battlefield)}
    if attacker not in players or len(players) != 2:
        names = ", ".join(sorted(p.name for p in players)) or "nobody"
        raise CombatError(
            f"a combat needs units of the attacker and exactly one other player at "
            f"{battlefield.name} (462); there are units of {names}"
        )
    (defender,) = players - {attacker}
    game.emit(
        "combat", attacker, "combat", subject=battlefield, data=CombatData(defender=defender.name)
    )
    game.combat = battlefield  # 308.1: the turn is in a Showdown State
    game.sides = {attacker.name: "attacker", defender.name: "defender"}  # 464.2.c.3
    # 344.1, 464.2.b: a Showdown opens as the first step of Combat ("When a showdown begins")
    game.emit(
        "showdown",
        attacker,
        "showdown.combat",
        subject=battlefield,
        data=ShowdownData(battlefield=battlefield),
    )
    fighters = _units(battlefield)
    for unit in fighters:
        unit.role = "attacker" if unit.controller is attacker else "defender"
    for role, kind in (("attacker", "attack"), ("defender", "defend")):
        for unit in _units(battlefield, role):
            key = f"combat.{kind}"
            said = AttackData if kind == "attack" else DefendData
            game.emit(kind, unit.controller, key, subject=unit, data=said(battlefield=battlefield))
    settle(game)
    try:
        focus(game, attacker)  # 345, 347: the attacker has Focus; spells may be played
        attackers, defenders = _units(battlefield, "attacker"), _units(battlefield, "defender")
        if attackers and defenders:
            _damage_step(game, attacker, attackers, defender, defenders)
        return _resolve(game, battlefield, attacker, defender)
    finally:
        for unit in {*fighters, *game.units()}:
            unit.role = None  # 466.7.a, also of those that left the board
        game.combat, game.sides = None, {}
        _expire(game)


def _expire(game: Game) -> None:
    """All "this combat" effects expire simultaneously (466.7.c)."""
    expired = 0
    for obj in game.permanents():
        if any(until == "combat" for _might, until, _floor in obj.modifiers):
            obj.modifiers[:] = [m for m in obj.modifiers if m[1] != "combat"]
            expired += 1
        if any(until == "combat" for *_keyword, until in obj.granted):
            obj.granted[:] = [g for g in obj.granted if g[2] != "combat"]
            expired += 1
    if expired:
        game.emit("expire", None, "expire.combat", amount=expired)


def _units(battlefield: Battlefield, role: str | None = None) -> list[GameCard]:
    return [
        u for u in battlefield.permanents if u.type == "Unit" and (role is None or u.role == role)
    ]


def _damage_step(
    game: Game,
    attacker: Player,
    attackers: list[GameCard],
    defender: Player,
    defenders: list[GameCard],
) -> None:
    assigned: dict[int, int] = {}
    for player, side, foes in ((attacker, attackers, defenders), (defender, defenders, attackers)):
        total = sum(max(game.might(u) or 0, 0) for u in side if _deals_damage(game, u))
        excess = _assign(game, player, total, foes, assigned)
        game.emit(
            "assign",
            player,
            "combat.assign",
            subject=player,
            amount=total,
            data=AssignData(excess=excess or None),
        )
    for foes, player in ((defenders, attacker), (attackers, defender)):
        for unit in foes:
            board.deal(game, unit, assigned.get(unit.uid, 0), player, key="combat.damage")


def _deals_damage(game: Game, unit: GameCard) -> bool:
    """A stunned unit deals no combat damage (423.1.b), nor one whose text says it doesn't."""
    return not unit.stunned and not restricted(game, unit, "deal_combat_damage")


def _assign(
    game: Game, player: Player, total: int, foes: list[GameCard], assigned: dict[int, int]
) -> int:
    """Lethal damage to each unit in order, [Tank] first and [Backline] last — unless
    ``player``, assigning, ignores them (766) — what is left over goes to the last unit
    (465.2.c.3-4); return that excess damage, assigned beyond lethal ("if you assigned 3 or
    more excess damage")."""

    def rank(unit: GameCard) -> int:
        if restricted(game, unit, "damage"):
            return 3  # 465.2.c.10: no damage is lethal to it, nor mandatory: assigned last
        keywords = [k for k in combat_keywords(game, unit) if not ignored(game, unit, k, player)]
        return assignment_rank(keywords)  # [Tank] first, [Backline] last

    order = sorted(foes, key=rank)
    for index, unit in enumerate(order):
        if total <= 0:
            break
        lethal = _lethal(game, unit)
        share = total if index == len(order) - 1 else min(total, lethal)
        assigned[unit.uid] = share
        total -= share
        if index == len(order) - 1:
            return max(share - lethal, 0)
    return 0


def _lethal(game: Game, unit: GameCard) -> int:
    """The damage still needed for lethal damage: a non-zero amount of marked damage at least
    the unit's Might (142.4.b: a 0 [M] unit needs 1); the least that is lethal once doubled
    where its damage is doubled (465.2.c.4.a)."""
    if unit.damage:
        needed = max((game.might(unit) or 0) - unit.damage, 0)
    else:
        needed = max(game.might(unit) or 0, 1)
    times = doubling(game, unit) if game.prevents else 1
    return -(-needed // times)


def _about_result(pending: Pending, ended: Event) -> bool:
    """Is ``pending`` an ability that the combat's result triggered ("When I win a combat": the
    winner, the ``combat_end`` event's player, 466.3), not its end ("When a combat that I was
    in ends", 466.7.b)? The two share the ``combat_end`` event."""
    if pending.context.event is not ended or pending.registered is None:
        return True
    return getattr(pending.registered.ability.condition, "by", None) is not None


def _resolve(
    game: Game, battlefield: Battlefield, attacker: Player, defender: Player
) -> Player | None:
    recalled: list[GameCard] = []
    tied: list[bool] = []

    def heal_and_recall(game: Game) -> bool:
        """466.1.a: "3c. Heal all Units." and "3d. Recall Attackers present at the Battlefield
        if Defenders are still present.", right after the combat cleanup's kills (3b)."""
        healed = [u for u in _units(battlefield) if board.heal(game, u, None, key="combat.heal")]
        attackers = _units(battlefield, "attacker")
        tied.append(bool(attackers and _units(battlefield, "defender")))  # 740.3.a
        if _units(battlefield, "defender") and not (
            attackers and replace(game, "tie", attacker, battlefield, data=TieData(battlefield))
        ):
            for unit in attackers:
                board.recall(game, unit, None, key="combat.recall")
                recalled.append(unit)
        return bool(healed or recalled)

    cleanup(game, heal_and_recall)
    first = bool(game.pending)
    if first:  # 466.2: what combat damage and the cleanup triggered resolves first
        settle(game)
    left = {u.controller for u in _units(battlefield)}
    # 466.3.d: No Result if units were recalled in the combat cleanup, even with one side left
    winner = next(iter(left)) if len(left) == 1 and not recalled else None
    ended = game.emit(
        "combat_end",
        winner,
        "combat.end",
        subject=battlefield,
        data=CombatEndData(
            battlefield=battlefield,
            winner=winner.name if winner else None,
            loser=({attacker, defender} - left).pop().name if winner else None,
            tie=any(tied),
        ),
        also=(
            *(("combat.no_result",) if recalled else ()),
            *(("combat.cleanup_first",) if first else ()),
        ),
    )
    # 466.4: what the result triggered ("The first time I win a combat each turn, you score 1
    # point") resolves before control is established and a conquer scored (Spiritforged FAQ)
    # 466.7.b: what the combat's end triggered ("When a combat that I was in ends") waits
    ending = [p for p in game.pending if not _about_result(p, ended)]
    game.pending[:] = [p for p in game.pending if p not in ending]
    if game.pending:
        ended.cites += tuple(n for n in game.cite("combat.result_first") if n not in ended.cites)
        settle(game)
    game.pending.extend(ending)
    battlefield.contested_by = None  # 466.5.a: control established (or not) here
    if winner is not None and battlefield.controller is not winner:
        scoring.conquer(game, winner, battlefield)
    elif not left:
        battlefield.controller = None  # 466.5.b
    cleanup(game)
    return winner
