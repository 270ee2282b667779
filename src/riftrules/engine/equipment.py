"""Attaching and Equipment (434 Attach, 435 Detach, 716-719 Attachment, 818 [Equip],
819 [Quick-Draw], 821 [Weaponmaster]).

- **Attach** (434): a card becomes Attached to a Top-Most Card; its location becomes the Top-Most
  Card's (434.4: not a move); attached to another card first, it detaches from that one
  (434.1.f); attaching it to the card it is attached to does nothing (434.1.g). Its state does
  not change (434.5).
- While attached its own text is inactive (718.2: :meth:`Registered.active`, :func:`activate`),
  the abilities of its effect text are the Top-Most Card's (718.3: ``Script.effect_text``,
  registered with the unit as their source) and its Might bonus adds to the Top-Most Card's
  Might (434.1.d, 137.3: ``Game.might``). The card pool does not record an Equipment's Might
  bonus: a pool Equipment's is +0 unless set.
- The Top-Most Card carries what is attached to it when it moves (719.3.a:
  :func:`riftrules.engine.zones.relocate`); when it leaves the board, each attached card detaches
  and stays where it was (719.5, 435.4.b), and an unattached gear at a battlefield is recalled by
  the next cleanup (435.4.a, 323.7).
- **[Equip] [cost]** (818.1.c.2): "[cost]: Attach this gear to a unit you control." — an
  activated ability whose effect is :class:`Equip`. **[Quick-Draw]** (819.1.d): "When you play
  this, attach it to a unit you control." **[Weaponmaster]** (821.1.c): "When you play me, you
  may choose an Equipment you control … pay the cost of its Equip ability, reduced by [A], to
  attach it to this unit." (:class:`WeaponmasterEquip`).
"""

from __future__ import annotations

import copy
import dataclasses
from dataclasses import dataclass
from typing import TYPE_CHECKING, Any

from riftrules.cards.model import CardType
from riftrules.engine import zones
from riftrules.engine.abilities import ActivatedAbility
from riftrules.engine.actions import Action, Sequence
from riftrules.engine.context import Context
from riftrules.engine.detaching import detach
from riftrules.engine.editions import old_way
from riftrules.engine.events import AttachData
from riftrules.engine.keywords import Keyword
from riftrules.engine.player_actions import Pay
from riftrules.engine.registered import register
from riftrules.engine.selectors import Choose, Permanents, Selector, Self

if TYPE_CHECKING:
    from riftrules.engine.state import Game, GameCard, Player


def attach(
    game: Game, obj: GameCard, unit: GameCard, player: Player | None, key: str | None = None
) -> bool:
    """Attach ``obj`` to ``unit`` (434); False when nothing happens (434.1.g, 434.1.h) or it
    cannot be (either is off the board, or ``obj`` would be attached to itself). ``key``: the
    citation of what attaches it ([Equip], [Quick-Draw])."""
    if not obj.on_board or not unit.on_board or obj is unit or obj.zone == "runes":
        return False
    if obj.attached_to is unit and not old_way(game, "attach.same_detaches"):
        return False  # 434.1.g
    if obj.attached_to is not None:
        detach(game, obj, player, key="detach.attach")  # 434.1.f (421.1.f of 2025-12-01)
    if unit.attached_to is not None:
        return False  # 718.5.d: a card attached to another is not a Top-Most Card
    if obj.location != unit.location:
        zones.relocate(game, obj, unit.battlefield)  # 434.4: not a move (434.4.a)
    obj.attached_to = unit
    unit.attachments.append(obj)
    _append_effect_text(game, obj, unit)
    key = key or ("attach.equip" if obj.is_equipment else "attach")
    game.emit(
        "attach",
        player,
        key,
        subject=obj,
        also=("attach",),
        data=AttachData(unit=unit, location=unit.location),
    )
    return True


def _append_effect_text(game: Game, obj: GameCard, unit: GameCard) -> None:
    """718.3, 136.2.c: the abilities of ``obj``'s effect text become ``unit``'s ("I" is the
    unit), for as long as ``obj`` stays attached; "this" in them is ``obj`` (136.2.d)."""
    script = game.script(obj)
    for ability in getattr(script, "effect_text", ()) if script is not None else ():
        entry = register(game, _naming(ability, obj), unit.controller, unit)
        unit.abilities.append(entry)
        obj.appended.append(entry)


@dataclass(frozen=True, slots=True)
class Attach(Action):
    """ "Attach [an Equipment] to [a unit]" (434): the first object ``what`` selects to the first
    unit ``to`` selects; returns the attached card."""

    what: Selector
    to: Selector

    def run(self, ctx: Context) -> list[Any]:
        return _attach(ctx, self.what, self.to)


def _attach(ctx: Context, what: Selector, to: Selector, key: str | None = None) -> list[Any]:
    cards = what.resolve(ctx)
    units = [u for u in to.resolve(ctx) if u.type == "Unit"]
    if not cards or not units:
        return []
    return [cards[0]] if attach(ctx.game, cards[0], units[0], ctx.controller, key) else []


@dataclass(frozen=True, slots=True)
class Detach(Action):
    """ "Detach [an Equipment]", "unattach this" (435): returns those detached."""

    what: Selector

    def run(self, ctx: Context) -> list[Any]:
        g, you = ctx.game, ctx.controller
        return [obj for obj in self.what.resolve(ctx) if detach(g, obj, you)]


@dataclass(frozen=True, slots=True)
class AttachedTo(Selector):
    """The cards attached to what ``of`` selects ("an Equipment from it": one of them)."""

    of: Selector

    def resolve(self, ctx: Context) -> list[Any]:
        return [a for obj in self.of.resolve(ctx) for a in getattr(obj, "attachments", ())]


@dataclass(frozen=True, slots=True)
class ThisEquipment(Selector):
    """ "This" in an Equipment's effect text (136.2.d): the attached Equipment that appended
    the ability to its unit ("I" is the unit), ``equipment`` once it is appended."""

    equipment: GameCard | None = None

    def resolve(self, ctx: Context) -> list[Any]:
        return [self.equipment] if self.equipment is not None else []


def _naming(value: Any, equipment: GameCard) -> Any:
    """``value`` (an ability and what it is made of) with each :class:`ThisEquipment` in it
    naming ``equipment``; ``value`` itself where it holds none."""
    if isinstance(value, ThisEquipment):
        return ThisEquipment(equipment)
    if isinstance(value, tuple):
        named = tuple(_naming(item, equipment) for item in value)
        return named if any(a is not b for a, b in zip(named, value, strict=True)) else value
    if not dataclasses.is_dataclass(value) or isinstance(value, type):
        return value
    named = None
    for f in dataclasses.fields(value):
        if (now := _naming(was := getattr(value, f.name), equipment)) is not was:
            named = named or copy.copy(value)  # not through __init__: Sequence(*steps)
            object.__setattr__(named, f.name, now)
    return named if named is not None else value


# "a unit you control": the target of [Equip] (818.1.b.1, 818.1.c.2) and [Quick-Draw] (819.1.d)
YOUR_UNIT = Choose(Permanents(type=CardType.UNIT, controller="you"), prompt="a unit you control")


@dataclass(frozen=True, slots=True)
class Equip(Action):
    """The effect of [Equip] (818.1.c.2): "Attach this gear to a unit you control." — the chosen
    unit is then equipped by it (818.2); of [Quick-Draw] (``keyword``, 819.1.d) as it is
    played."""

    to: Selector = YOUR_UNIT
    keyword: Keyword = Keyword.EQUIP

    def run(self, ctx: Context) -> list[Any]:
        key = "attach.quick_draw" if self.keyword == Keyword.QUICK_DRAW else "attach.equip"
        return _attach(ctx, Self(), self.to, key)


def equip_costs(game: Game, obj: GameCard) -> list[Action]:
    """The costs of ``obj``'s Equip abilities (read even while it is attached, 725.3)."""
    script = game.script(obj)
    abilities = getattr(script, "abilities", ()) if script is not None else ()
    return [
        a.cost for a in abilities if isinstance(a, ActivatedAbility) and isinstance(a.effect, Equip)
    ]


def less_power(cost: Action) -> Action:
    """An Equip cost reduced by [A] (821.1.c): one Power less; a cost with no [A] in it is paid
    as it is (821.1.c.3)."""
    if isinstance(cost, Pay) and cost.power > 0:
        return dataclasses.replace(cost, power=cost.power - 1)
    if isinstance(cost, Sequence):
        steps = list(cost.steps)
        for index, step in enumerate(steps):
            reduced = less_power(step)
            if reduced is not step:
                steps[index] = reduced
                return Sequence(*steps)
    return cost


@dataclass(frozen=True, slots=True)
class WeaponmasterEquip(Action):
    """[Weaponmaster] (821.1.c): choose an Equipment you control (attached or not, 821.1.c.1),
    pay the cost of its Equip ability reduced by [A], and attach it to me. An Equipment with no
    Equip cost cannot be paid for (821.1.c.4); if the cost cannot be paid it stays where it is
    (821.1.c.5). The Equip ability is not activated (821.1.c.6). ``to``: the unit that has
    the keyword, if not the ability's source ("Your Sand Soldiers have [Weaponmaster].": the
    one played, :class:`riftrules.engine.selectors.That`)."""

    to: Selector | None = None

    def run(self, ctx: Context) -> list[Any]:
        me = ctx.source
        if self.to is not None:
            found = self.to.resolve(ctx)
            me = found[0] if len(found) == 1 else None
        if me is None or not me.on_board:
            return []
        mine = Permanents(type=CardType.GEAR, controller="you", tag="Equipment")
        options = [o for o in mine.resolve(ctx) if o.attached_to is not me]
        chosen = ctx.game.choices.pick(ctx.controller.name, options, prompt="[Weaponmaster]")
        if not chosen:
            return []
        equipment = chosen[0]
        pay = Context(ctx.game, ctx.controller, equipment)
        for cost in equip_costs(ctx.game, equipment):
            reduced = less_power(cost)
            if reduced.payable(pay):
                reduced.run(pay)
                return [equipment] if attach(ctx.game, equipment, me, ctx.controller) else []
        return []
