"""What an opponent's spell or ability must respect to choose a permanent.

- [Deflect X] (809): "Spells and abilities an opponent controls that target me cost an amount
  of Power equal to [Deflect Value] more to play as an additional cost for each time they
  choose me" (809.1.c), Power of any Domain (809.1.c.1), a Mandatory Additional Cost
  (356.2.a.2). The engine pays it like any other cost: from the Rune Pool, then by recycling
  runes for their Power (164.2.b, 429.3: Add abilities with [Reaction] may be used as a cost
  is paid). A permanent with Deflect is a legal option only while the effect's controller can
  pay that much, and choosing it pays it (a ``pay`` event citing 809.1.c) — for a card played
  for its cost, whose choices come before its cost is paid (355, 357), it is added to its
  total: an option only while that total can be paid, paid after the card's own cost
  (:func:`pay_deferred`). Values of Deflect add up (809.2). Choosing several Deflect
  permanents at once pays for each in order; one that can no longer be paid for is not
  chosen.
- "I can't be chosen by enemy spells and abilities." (a
  :class:`riftrules.engine.abilities.Restriction`): never an option for an enemy's effect.

A player's own (and a teammate's) spells and abilities pay nothing: only an opponent's do
(809.1.c; 489.8.e: teammates are friendly).
"""

from __future__ import annotations

import itertools
from collections.abc import Callable
from typing import TYPE_CHECKING, Any

from riftrules.engine import chain, deck
from riftrules.engine.events import AddData, PayData
from riftrules.engine.keywords import Keyword
from riftrules.engine.names import ANY_DOMAIN, BOARD_ZONES
from riftrules.engine.passives import combat_keywords, ignored, unchoosable

if TYPE_CHECKING:
    from riftrules.engine.context import Context
    from riftrules.engine.state import Player


def _enemy_permanent(ctx: Context, obj: Any) -> bool:
    if getattr(obj, "zone", None) not in BOARD_ZONES:
        return False
    return obj.controller.team is not ctx.controller.team


def deflect(ctx: Context, obj: Any) -> int:
    """The Power ``ctx``'s controller pays to choose ``obj`` (0 if it is not an enemy's or has
    no [Deflect])."""
    if not _enemy_permanent(ctx, obj) or not (ctx.game.statics or obj.granted):
        return 0
    value = combat_keywords(ctx.game, obj).get(Keyword.DEFLECT, 0)
    if value and ignored(ctx.game, obj, Keyword.DEFLECT, ctx.controller):
        return 0  # 766: "Players ignore [Deflect] while paying for … choosing something here"
    if value and ctx.game.spells:  # 766: "Ignore [Deflect] while paying this spell's cost."
        spell = chain.choosing_spell(ctx)
        if spell is not None and chain.ignores(ctx.game, spell, Keyword.DEFLECT):
            return 0
    return value


def choosable(ctx: Context, options: list[Any]) -> list[Any]:
    """The options an effect of ``ctx.controller`` may choose: not a permanent that can't be
    chosen by its enemies, nor one whose Deflect cost they cannot pay now."""
    if _all_choosable(ctx, options):
        return options
    may = _chooser(ctx)
    return [o for o in options if may(o)]


def enough_choosable(ctx: Context, options: list[Any], count: int) -> bool:
    """Are at least ``count`` of ``options`` :func:`choosable`? (Tested one at a time, until
    enough are found.)"""
    if len(options) < count or _all_choosable(ctx, options):
        return len(options) >= count
    may = _chooser(ctx)
    return any(found >= count for found in itertools.accumulate(map(may, options)))


def _all_choosable(ctx: Context, options: list[Any]) -> bool:
    """Nothing in force, nothing granted: every option may be chosen."""
    return not ctx.game.statics and not any(getattr(o, "granted", None) for o in options)


def _chooser(ctx: Context) -> Callable[[Any], bool]:
    game, you = ctx.game, ctx.controller
    by_spell = getattr(ctx.source, "type", None) == "Spell"  # a spell's effect (757)

    def may(o: Any) -> bool:
        if _enemy_permanent(ctx, o) and unchoosable(game, o, you, by_spell):
            return False
        return affordable(ctx, deflect(ctx, o))

    return may


def affordable(ctx: Context, amount: int) -> bool:
    """Can ``ctx``'s controller pay ``amount`` more [A] of Deflect now — or, for a card being
    played whose cost is not paid yet, that much more with its total (358.5)?"""
    if not amount:
        return True
    item = _deferring(ctx)
    if item is not None:
        return item.affords(sum(c for _, c in item.deflects) + amount)  # type: ignore[misc, union-attr]
    return amount <= available_power(ctx.controller)


def _deferring(ctx: Context) -> chain.ChainItem | None:
    """The card being played whose choices ``ctx`` makes before its cost is paid, if any."""
    item = chain.choosing_spell(ctx) if ctx.game.spells else None
    return item if item is not None and item.affords is not None else None


def available_power(player: Player) -> int:
    """The Power of any Domain ([A]) ``player`` can pay now: their Rune Pool's Power, then one
    for each rune they can recycle (164.2.b: "Recycle this: [Reaction] — Add [C]", added as a
    cost is paid, 429.3)."""
    return player.power + len(player.runes)


def _pay_power(ctx: Context, player: Player, amount: int) -> None:
    """Pay ``amount`` [A]: from the Rune Pool (Power of a Domain before Power of any Domain,
    as :func:`.costs.plan` takes it), then by recycling runes for their Power, exhausted ones
    first (164.2.b, 429.3)."""
    game, pool = ctx.game, player.pool
    while amount and pool:
        domain = next((d for d in pool if d != ANY_DOMAIN), ANY_DOMAIN)
        pool[domain] -= 1
        if not pool[domain]:
            del pool[domain]
        amount -= 1
    for rune in sorted(player.runes, key=lambda r: not r.exhausted)[:amount]:
        domain = (tuple(getattr(rune.card, "domains", None) or ()) or ("",))[0]
        deck.recycle(game, player, [rune], key="rune.power")
        game.emit("add", player, "add.rune", subject=rune, amount=1, data=AddData(domain=domain))


def pay_for(ctx: Context, picked: list[Any]) -> list[Any]:
    """Pay the Deflect cost of each chosen permanent (809.1.c); those that cannot be paid for
    any more are not chosen."""
    if not ctx.game.statics and not any(getattr(o, "granted", None) for o in picked):
        return picked
    you, kept = ctx.controller, []
    item = _deferring(ctx)
    for obj in picked:
        cost = deflect(ctx, obj)
        if not affordable(ctx, cost):
            continue
        if cost and item is not None:  # 356.2.a.2: paid with the card's total
            item.deflects.append((obj, cost))  # type: ignore[union-attr]
        elif cost:  # 809.1.c-d: an additional cost, paid as any other (its runes recycled)
            _pay(ctx, you, obj, cost)
        kept.append(obj)
    return kept


def pay_deferred(ctx: Context, item: chain.ChainItem) -> None:
    """The Deflect costs of what ``item``, a card played for its cost, chose: paid as part of
    its total (356.2.a.2, 357.1), after its own cost, each logged as it is."""
    for obj, cost in item.deflects or ():
        _pay(ctx, ctx.controller, obj, cost)
    item.deflects, item.affords = None, None


def _pay(ctx: Context, you: Player, obj: Any, cost: int) -> None:
    _pay_power(ctx, you, cost)
    ctx.game.emit(
        "pay",
        you,
        "pay.deflect",
        subject=obj,
        amount=cost,
        also=("pay",),
        data=PayData(power=cost),
    )
