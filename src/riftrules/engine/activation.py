"""Activated abilities (357): a permanent's own and those granted to it, activated by paying
the cost's actions, then running the effect."""

from __future__ import annotations

from typing import TYPE_CHECKING, Any

from riftrules.engine import timing
from riftrules.engine.abilities import ActivatedAbility, GrantedAbility
from riftrules.engine.actions import run_effect
from riftrules.engine.context import Context
from riftrules.engine.costs import ability_cost, ability_cost_changes
from riftrules.engine.refusals import Refusal
from riftrules.engine.triggering import settle

if TYPE_CHECKING:
    from riftrules.engine.refusals import Refusal
    from riftrules.engine.state import Game, GameCard, Player


def activated_abilities(game: Game, obj: GameCard) -> list[ActivatedAbility]:
    """``obj``'s activated abilities: its own, then those granted to it
    (:class:`GrantedAbility`)."""
    found = [e.ability for e in obj.abilities if isinstance(e.ability, ActivatedAbility)]
    for entry in game.statics_of(GrantedAbility):
        granted = entry.ability
        if not isinstance(granted.ability, ActivatedAbility):
            continue  # a triggered one: :func:`riftrules.engine.triggering.granted_listeners`
        if not entry.active(game):  # (the cheaper tests first: the same answer)
            continue
        if granted.affects.matches(Context(game, entry.controller, entry.source), obj):
            found.append(granted.ability)
    return found  # type: ignore[return-value]


def activation_refusal(game: Game, player: Player, obj: GameCard, index: int = 0) -> Refusal | None:
    """Why ``player`` cannot activate the ``index``-th activated ability of ``obj`` now, or
    None when they can (376: its whole cost can be paid, its limits and conditions hold)."""
    return _activation(game, player, obj, index, checking=True)[0]


def can_activate(game: Game, player: Player, obj: GameCard, index: int = 0) -> bool:
    """Whether ``player`` can activate it now (:func:`activation_refusal` is None), its cost
    tested before its targets when no static changes it: the cheaper test first, the same
    answer (only the reason given for a refusal depends on the order)."""
    return _activation(game, player, obj, index, checking=True, quick=True)[0] is None


def _activation(
    game: Game,
    player: Player,
    obj: GameCard,
    index: int,
    *,
    checking: bool = False,
    quick: bool = False,
) -> tuple[Refusal | None, Any, Any, Any]:

    abilities = activated_abilities(game, obj)
    if index >= len(abilities):
        return Refusal.NO_ABILITY, None, None, None
    own = [e for e in obj.abilities if isinstance(e.ability, ActivatedAbility)]
    entry = own[index] if index < len(own) else None  # else one granted to it (no limit)
    ability = abilities[index]
    context = Context(game, player, obj, activating=True)
    if obj.attached_to is not None:  # 718.2: an attached card's own text is inactive
        return Refusal.ATTACHED, entry, ability, None
    if ability.only_if is not None and not ability.only_if.holds(context):
        return Refusal.ONLY_WHILE, entry, ability, None
    if entry is not None and entry.spent(game):  # "Use only once per turn" (377.2.b)
        return Refusal.LIMIT, entry, ability, None
    if not timing.allows(game, player, ability.timing):
        return Refusal.TIMING, entry, ability, None  # 381, 806, 813
    changes = ability_cost_changes(game, ability)  # else its cost is its own
    paid = quick and not changes
    if paid and not ability.cost.payable(context):
        return Refusal.COST, entry, ability, ability.cost
    if not ability.effect.choosable(context):  # 355.8, 377: no legal target, nothing paid
        return Refusal.NO_TARGET, entry, ability, None
    cost = ability.cost
    if changes:  # "[Empower] costs of your units here cost [1] or [A] less" (356.4.a)
        # either way of a "[1] or [A] less" may be taken: payable if one of them is; the
        # player chooses only between those that are (355.16)
        ways = [ability_cost(game, player, obj, ability, cost, first) for first in (True, False)]
        payable = [way for way in dict.fromkeys(ways) if way.payable(context)]
        if not payable:
            return Refusal.COST, entry, ability, ways[0]
        if len(payable) > 1 and not checking:
            cost = ability_cost(game, player, obj, ability, cost)  # its player's choice
        else:
            cost = payable[0]
        return None, entry, ability, cost
    if not paid and not cost.payable(context):  # (tested above when ``paid``)
        return Refusal.COST, entry, ability, cost
    return None, entry, ability, cost


def activate(game: Game, player: Player, obj: GameCard, index: int = 0) -> list[Any]:
    """Activate the ``index``-th activated ability of ``obj`` (376): if the whole cost can be
    paid (an exhausted permanent cannot exhaust again, 414; XP and the Rune Pool must hold
    enough), pay it and resolve the effect. Returns what the effect affected — [] also when
    it legally changed nothing; :func:`activation_refusal` says whether it may be activated
    (when it may not, nothing of the cost is paid and [] is returned)."""

    refusal, entry, ability, cost = _activation(game, player, obj, index)
    if refusal is not None:
        return []
    context = Context(game, player, obj, activating=True)
    chosen = ability.effect.choose_now(Context(game, player, obj))  # 355.5: before the cost
    cost.run(context)  # all of it can be paid: "Kill this, [E]" is paid whole (376)
    if ability.limit is not None and entry is not None:
        entry.note_use(game)
    result = run_effect(game, ability.effect, player, source=obj, chosen=chosen)
    if not game.over and game.triggers.get("activate"):  # logged only while awaited
        game.emit("activate", player, "activate", subject=obj)  # 377.2.a: as it resolved
        settle(game)
    return result
