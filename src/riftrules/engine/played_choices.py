"""The choices of a card played for its cost, made before the cost is paid: the rules' order
(355 "Make relevant choices", then 356 "Determine Total Cost" and 357 "Pay").

:func:`.costs.play_card` asks, in this order: whether to pay each optional additional cost
(355.1.a; [Repeat] is one, so the number of times a spell's instructions are executed is
known before their targets), the choices "as you play me" (355.1: a unit's tag), a spell's mode
(355.3), then its targets and where what it moves goes (355.4-355.5), for each time its
instructions will be executed (820.2) — :func:`choose`, on the spell's chain item, as it will
be read when it resolves (:func:`.chain.choose_targets`). Then its total cost (356) is worked
out and paid (357); a target's [Deflect] is part of it (356.2.a.2: a target is an option only
while the total with its Deflect can be paid, :mod:`.targeting`), paid after the card's own
cost. If a target could not be chosen after all (355.8: a [Deflect] one the total with it could not
pay for), or the total cannot be paid, the play is undone (358.5): nothing is paid, and what
the choices logged is taken back (:func:`undo`)."""

from __future__ import annotations

from collections.abc import Callable
from dataclasses import replace
from typing import TYPE_CHECKING, Any

from riftrules.engine import board, chain
from riftrules.engine.card_actions import Banish, Kill
from riftrules.engine.selectors import Choose

if TYPE_CHECKING:
    from riftrules.engine.actions import Action
    from riftrules.engine.context import Context
    from riftrules.engine.selectors import Selector
    from riftrules.engine.state import Game, GameCard, Player


def choose(
    game: Game,
    player: Player,
    obj: GameCard,
    times: int,
    early: tuple[tuple[Selector, list[Any]], ...],
    affords: Callable[[int], bool],
) -> chain.ChainItem | None:
    """Make ``obj``'s choices as ``player`` plays it (355.1-355.5): a unit's or gear's "as you
    play me" (None returned), or a spell's mode and targets for each of the ``times`` its
    instructions will be executed (``early``: its first target, chosen already for a discount
    that depends on it) — on its chain item, returned (354: it is on the chain while it is
    played). ``affords``: whether its total cost with that much more [A] can be paid (a
    target's [Deflect], added to it)."""
    if obj.type != "Spell":
        board.choose_as_played(game, player, obj)  # 355.1
        return None
    item = chain.push(game, obj, player, None)
    item.deflects, item.affords = [], affords
    try:
        chain.choose_targets(game, item, None, times, early)
    except BaseException:
        chain.pop(game, item)
        raise
    return item


def made(item: chain.ChainItem | None) -> bool:
    """Were all of ``item``'s targets chosen (355.8: each choice that must choose found enough
    options it could pay for — a [Deflect] target only while the total with it can be paid)?"""
    if item is None:
        return True
    for choose, picked in item.targets:
        count = getattr(choose, "count", None)
        if count and not getattr(choose, "up_to", False) and len(picked) < count:
            return False
    return True


def sparing(cost: Action, item: chain.ChainItem | None, ctx: Context) -> Action:
    """A non-standard cost that takes what it chooses off the board ("As an additional cost to
    play this, kill a friendly unit"), paid once the card's targets are chosen: it does not
    choose one of them while it has options enough besides (357.3: no cost paid that makes a
    choice illegal, unless there is no other choice)."""
    choose = getattr(cost, "target", None)
    if item is None or not item.targets or not isinstance(cost, (Kill, Banish)):
        return cost
    if not isinstance(choose, Choose):
        return cost
    chosen = {id(obj) for _choice, picked in item.targets for obj in picked}
    others = [obj for obj in choose.of.resolve(ctx) if id(obj) not in chosen]
    if not chosen or len(others) < (choose.count or 0):
        return cost

    def spared(obj: Any) -> bool:
        return id(obj) not in chosen

    return replace(cost, target=replace(choose, of=chain.Fitting(choose.of, spared)))


def deflected(item: chain.ChainItem | None) -> int:
    """The [A] of Deflect ``item``'s choices added to its total cost (356.2.a.2)."""
    return sum(cost for _obj, cost in (item.deflects or ())) if item is not None else 0


def undo(game: Game, item: chain.ChainItem | None, logged: int, pending: int) -> None:
    """The play is undone (358.5): the spell's item leaves the chain, and the events its
    choices logged (past the first ``logged``), with the triggers they noted (past the first
    ``pending``), are taken back."""
    if item is not None:
        chain.pop(game, item)
    del game.log[logged:]
    del game.pending[pending:]
