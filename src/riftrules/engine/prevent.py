"""Prevent (437): damage that would be dealt to a unit is reduced by a Prevent Value tracked on
it, for the time the effect says ("this turn").

"Prevent the next 7 damage that would be dealt to it this turn" tracks 7 on the unit
(437.1.b.1); each time damage would be dealt to it, that damage is replaced by the damage less
the Prevent Value (437.2, at least 0: 437.2.a), and the value goes down by what was prevented
(437.3), the effect expiring at 0 (437.3.a). "All" stays "All" (437.3.c). Damage all of which
is prevented is not dealt at all (437.4). "The next time that unit would be dealt damage this
turn, prevent it" prevents all of the next damage dealt to it, once. "Prevent all spell and
ability damage this turn" applies to every unit, but not to damage units deal: combat damage, nor
the damage a spell has a unit deal ("They deal damage equal to their Mights to each other":
the unit is its only source, 417.6.b.3).

Combat damage may be assigned to a unit up to what is lethal considering its Prevent Value
(437.5.a): a permission the default assignment does not use.
"""

from __future__ import annotations

from dataclasses import dataclass
from typing import TYPE_CHECKING, Any

from riftrules.engine.abilities import PreventAbility
from riftrules.engine.actions import Action
from riftrules.engine.context import Context
from riftrules.engine.events import ReplaceData
from riftrules.engine.selectors import Selector

if TYPE_CHECKING:
    from riftrules.engine.state import Game, GameCard, Player


@dataclass(slots=True)
class Shield:
    """One Prevent action being tracked: on ``unit`` (None: every unit), its Prevent Value
    (None: "All"), ``once``: it ends after the next damage it applies to; ``effects_only``:
    it applies only to damage that spells and abilities deal (not damage units deal, 417.6.b.3)."""

    unit: GameCard | None
    value: int | None
    controller: Player
    once: bool = False
    effects_only: bool = False
    double: bool = False  # no Prevent: "Double all damage that would be dealt to it this turn"


@dataclass(frozen=True, slots=True)
class DoubleDamage(Action):
    """ "Double all damage that would be dealt to it this turn." (a replacement effect of the
    units ``target`` selects, this turn: each doubles the damage dealt to it, 465.2.c.4.a)."""

    target: Selector

    def run(self, ctx: Context) -> list[Any]:
        units = [u for u in self.target.resolve(ctx) if u is not None]
        for unit in units:
            ctx.game.prevents.append(Shield(unit, None, ctx.controller, double=True))
        return units


def doubling(game: Game, obj: GameCard) -> int:
    """What the damage dealt to ``obj`` is multiplied by (:class:`DoubleDamage`: 2 each)."""
    return 2 ** sum(1 for s in game.prevents if s.double and s.unit is obj)


@dataclass(frozen=True, slots=True)
class Prevent(Action):
    """ "Prevent the next N damage that would be dealt to [units] this turn" (437.1.b.1):
    ``target`` the units (None: every unit), ``value`` N (None: all), ``once``: "the next time
    … would be dealt damage, prevent it", ``effects_only``: "spell and ability damage". Lasts
    this turn."""

    target: Selector | None = None
    value: int | None = None
    once: bool = False
    effects_only: bool = False

    def run(self, ctx: Context) -> list[Any]:
        units = [None] if self.target is None else self.target.resolve(ctx)
        shields = ctx.game.prevents
        for unit in units:
            shields.append(Shield(unit, self.value, ctx.controller, self.once, self.effects_only))
        return [u for u in units if u is not None]


def prevented(
    game: Game,
    obj: GameCard,
    count: int,
    by_unit: bool,
    by: Player | None = None,
    combat: bool = False,
) -> int:
    """The damage dealt to ``obj`` once the Prevent actions tracked on it apply (437.2), each
    logged as a ``prevent`` event; the values are reduced (437.3) and spent ones end. ``by``:
    the player whose spell or ability deals it (for a :class:`PreventAbility`); ``by_unit``: a
    unit deals it, in combat or as a spell says (417.6.b.3), not a spell or ability;
    ``combat``: it is combat damage (466.7)."""
    if game.statics and (combat or (not by_unit and by is not None)):
        warded = _warded(game, obj, by, combat)
        if warded is not None:  # "All" (437.1.b.1.b): nothing is dealt (437.4)
            game.emit("prevent", warded, "prevent.all", subject=obj, amount=count)
            return 0
    doubles = [s for s in game.prevents if s.double and s.unit is obj]
    if doubles and _doubled_first(game, obj, by_unit):
        count, doubles = _doubled(game, obj, count, doubles), []
    count = _prevented(game, obj, count, by_unit)
    return _doubled(game, obj, count, doubles) if doubles else count


def _doubled_first(game: Game, obj: GameCard, by_unit: bool) -> bool:
    """With a Prevent also applying to the damage, which applies first is for the unit's
    controller to choose (372); alone, the doubling applies."""
    if not any(_shields(s, obj, by_unit) for s in game.prevents) or obj.controller is None:
        return True
    order = game.choices.pick(obj.controller.name, ["prevent", "double"], prompt="apply first")
    return order == ["double"]


def _doubled(game: Game, obj: GameCard, count: int, doubles: list[Shield]) -> int:
    """The damage doubled by each :class:`DoubleDamage` on ``obj`` (a replacement, logged)."""
    for shield in doubles:
        if count < 1:
            break
        count *= 2
        game.emit(
            "replace",
            shield.controller,
            "replace.double",
            subject=obj,
            amount=count,
            data=ReplaceData(replaced="damage", by="effect"),
        )
    return count


def _shields(shield: Shield, obj: GameCard, by_unit: bool) -> bool:
    """Does the Prevent ``shield`` apply to damage dealt to ``obj``?"""
    if shield.double or (shield.unit is not None and shield.unit is not obj):
        return False
    return not (shield.effects_only and by_unit)


def _prevented(game: Game, obj: GameCard, count: int, by_unit: bool) -> int:
    """The damage once each Prevent on ``obj`` applies (437.2-437.3)."""
    for shield in list(game.prevents):
        if count < 1:
            break
        if not _shields(shield, obj, by_unit):
            continue
        stopped = count if shield.value is None else min(count, shield.value)
        count -= stopped
        if shield.value is not None:
            shield.value -= stopped
        if shield.once or shield.value == 0:  # 437.3.a
            game.prevents.remove(shield)
        game.emit("prevent", shield.controller, "prevent", subject=obj, amount=stopped)
    return count


def _warded(game: Game, obj: GameCard, by: Player | None, combat: bool) -> Player | None:
    """The controller of an active :class:`PreventAbility` preventing the damage ``by``'s
    spells and abilities would deal to ``obj`` (``by`` an enemy of that controller), or the
    combat damage dealt to it (``combat``, for an ability preventing combat damage)."""
    for entry in game.statics_of(PreventAbility):
        ability = entry.ability
        if not entry.active(game):
            continue
        you = entry.controller
        if ability.combat is not combat or (not combat and (by is None or by.team is you.team)):
            continue
        if ability.affects.matches(Context(game, you, entry.source), obj):
            return you
    return None


def end_prevents(game: Game) -> None:
    """What is prevented "this turn" ends with the turn (317.2.c)."""
    game.prevents.clear()
