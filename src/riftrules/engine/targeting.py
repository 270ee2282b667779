"""What an opponent's spell or ability must respect to choose a permanent.

- [Deflect X] (809): "Spells and abilities an opponent controls that target me cost an amount
  of Power equal to [Deflect Value] more to play as an additional cost for each time they
  choose me" (809.1.c), Power of any Domain (809.1.c.1), a Mandatory Additional Cost
  (356.2.a.2). The engine makes an effect's choices as it resolves, so the cost is paid there:
  a permanent with Deflect is a legal option only while the effect's controller has that much
  Power in their Rune Pool, and choosing it pays it (a ``pay`` event citing 809.1.c). Values of
  Deflect add up (809.2). Choosing several Deflect permanents at once pays for each in order;
  one whose Power is no longer there is not chosen.
- "I can't be chosen by enemy spells and abilities." (a
  :class:`riftrules.engine.abilities.Restriction`): never an option for an enemy's effect.

A player's own (and a teammate's) spells and abilities pay nothing: only an opponent's do
(809.1.c; 489.8.e: teammates are friendly).
"""

from __future__ import annotations

from typing import TYPE_CHECKING, Any

from riftrules.engine import chain
from riftrules.engine.abilities import combat_keywords, ignored, restricted
from riftrules.engine.events import PayData
from riftrules.engine.state import BOARD_ZONES

if TYPE_CHECKING:
    from riftrules.engine.context import Context


def _enemy_permanent(ctx: Context, obj: Any) -> bool:
    if getattr(obj, "zone", None) not in BOARD_ZONES:
        return False
    return obj.controller.team is not ctx.controller.team


def deflect(ctx: Context, obj: Any) -> int:
    """The Power ``ctx``'s controller pays to choose ``obj`` (0 if it is not an enemy's or has
    no [Deflect])."""
    if not _enemy_permanent(ctx, obj) or not (ctx.game.statics or obj.granted):
        return 0
    value = combat_keywords(ctx.game, obj).get("Deflect", 0)
    if value and ignored(ctx.game, obj, "Deflect", ctx.controller):
        return 0  # 766: "Players ignore [Deflect] while paying for … choosing something here"
    if value and ctx.game.spells:  # 766: "Ignore [Deflect] while paying this spell's cost."
        spell = chain.choosing_spell(ctx)
        if spell is not None and chain.ignores(ctx.game, spell, "Deflect"):
            return 0
    return value


def choosable(ctx: Context, options: list[Any]) -> list[Any]:
    """The options an effect of ``ctx.controller`` may choose: not a permanent that can't be
    chosen by its enemies, nor one whose Deflect cost they cannot pay now."""
    game = ctx.game
    if not game.statics and not any(getattr(o, "granted", None) for o in options):
        return options
    you = ctx.controller
    return [
        o
        for o in options
        if not (_enemy_permanent(ctx, o) and restricted(game, o, "chosen", you))
        and deflect(ctx, o) <= you.power
    ]


def pay_for(ctx: Context, picked: list[Any]) -> list[Any]:
    """Pay the Deflect cost of each chosen permanent (809.1.c); those that cannot be paid for
    any more are not chosen."""
    if not ctx.game.statics and not any(getattr(o, "granted", None) for o in picked):
        return picked
    you, kept = ctx.controller, []
    for obj in picked:
        cost = deflect(ctx, obj)
        if cost > you.power:
            continue
        if cost:
            you.power -= cost
            ctx.game.emit(
                "pay",
                you,
                "pay.deflect",
                subject=obj,
                amount=cost,
                also=("pay",),
                data=PayData(power=cost),
            )
        kept.append(obj)
    return kept
