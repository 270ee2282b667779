"""Activated abilities (376-377, 398-404): a permanent's own and those granted to it,
activated as the rules play them: a chain item (:class:`.chain.ChainItem`), its choices made,
its cost paid, answered by the other players, then resolved — or at once for one that Adds
resources (400.2, 429.2)."""

from __future__ import annotations

from typing import TYPE_CHECKING, Any

from riftrules.engine import chain, timing
from riftrules.engine.abilities import ActivatedAbility, GrantedAbility
from riftrules.engine.actions import Action
from riftrules.engine.chain import by_identity
from riftrules.engine.context import Context
from riftrules.engine.costs import ability_cost, ability_cost_changes
from riftrules.engine.events import GameOver
from riftrules.engine.modes import Mode
from riftrules.engine.player_actions import Add
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
    """Activate the ``index``-th activated ability of ``obj`` (376, 377.3, 398-404), if
    :func:`activation_refusal` allows it (else nothing is paid and [] is returned): it goes on
    the chain as a pending item (401.1: the state is Closed), its mode and then its targets
    are chosen (402.2: 355.3, 355.5), its whole cost is paid ("Kill this, [E]" is paid whole,
    376; its limit counted now, 377.2.b), and the other players may respond as to a spell
    (377.3.b.2, :mod:`.reacting`: a Reaction, a counter); then it resolves, on the targets
    still legal (359.3.e), unless it was countered (425.1.a: its cost stays paid, 425.1.c). An
    ability that Adds resources is no chain item: it resolves at once (400.2, 429.2). Returns
    what the effect affected ([] also when it legally changed nothing)."""

    refusal, entry, ability, cost = _activation(game, player, obj, index)
    if refusal is not None:
        return []
    context = Context(game, player, obj, activating=True)
    if adds(ability.effect):  # 400.2, 429.2: no chain item, no response
        chosen = ability.effect.choose_now(Context(game, player, obj))
        _pay(game, context, entry, ability, cost)
        return _resolved(game, player, obj, ability.effect, chosen)
    item = chain.push_ability(game, obj, player, ability)  # 401.1: a Closed State
    try:
        item.resolving = True  # its choices (402.2): "another" is not itself (355.9.c)
        try:
            effect = chain.choose_mode(game, item, ability.effect, Context(game, player, obj))
            chosen = effect.choose_now(Context(game, player, obj)) if effect is not None else []
        finally:
            item.resolving = False
        item.targets = chosen
        _pay(game, context, entry, ability, cost)
        chain.STEPS.react(game, item, True)  # 377.3.b.2: as if a card was played
        if item.countered or game.over:
            return []  # 425.1.a: it does nothing
        item.resolving = True
        return _resolved(game, player, obj, ability.effect, item.targets, item)
    finally:
        chain.pop(game, item)


def _pay(game: Game, context: Context, entry: Any, ability: ActivatedAbility, cost: Any) -> None:
    """An activated ability's whole cost paid (404), its use counted (377.2.b)."""
    cost.run(context)
    if ability.limit is not None and entry is not None:
        entry.note_use(game)


def _resolved(
    game: Game,
    player: Player,
    obj: GameCard,
    effect: Any,
    chosen: list[Any],
    item: chain.ChainItem | None = None,
) -> list[Any]:
    """The ability's effect run on its choices (those still legal, 359.3.e) — ``item`` leaving
    the chain as it completes (its mode read on it) — then the ``activate`` event that says it
    was used (377.2.a: as it resolved), and what they triggered resolved."""
    if game.over:
        return []
    try:
        result = effect.run(Context(game, player, obj, chosen=list(chosen)))
    except GameOver:
        return []
    if item is not None:
        chain.pop(game, item)
    if not game.over and game.triggers.get("activate"):  # logged only while awaited
        game.emit("activate", player, "activate", subject=obj)
    settle(game)
    return result


@by_identity
def adds(effect: object) -> bool:
    """Does ``effect`` have the [Add] action (168, 429.2: an ability that Adds resources)?"""
    if isinstance(effect, Add):
        return True
    if isinstance(effect, tuple):
        return any(adds(each) for each in effect)
    fields = getattr(effect, "__dataclass_fields__", None)
    if not fields or not isinstance(effect, (Action, Mode)):
        return False
    return any(adds(getattr(effect, name)) for name in fields)
