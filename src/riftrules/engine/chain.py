"""The Chain (327-340) for spells, Reactions (159.2.b, 359.3.c) and Counter (425).

A spell played goes on the chain (354, 359.3): it is a :class:`ChainSpell` of
``game.spells`` until it resolves. Before it resolves, the other players, in turn order after
its controller, may play Reactions (359.3.c, 338): the engine has no priority loop, so each of
them is asked once, through the choice queue, whether to play a [Reaction] spell from their
hand ("pass" or its name; without an answer, or with no such card, nobody reacts and nothing
is asked). A Reaction played so goes on the chain above the spell and resolves first (340.1,
159.2.b.3): it is itself played, and may be reacted to, in the same way.

The engine makes a spell's choices as its instructions run, that is as it resolves (not as it
is played, 355.5): a Reaction never sees the spell's chosen targets; a "Counter a spell" chooses
among the spells still on the chain below it, never itself (355.9.c).

:func:`counter` clears a spell from the chain (425.1.a) to its owner's trash, or where the
counter says ("Return it to its owner's hand instead"); it is not considered played for the
abilities that trigger on playing it (425.1.b, 419.4.a.1): those noted are dropped. Its costs
are not refunded (425.1.c). A spell whose text says "This can't be countered." (a
:class:`riftrules.engine.abilities.Restriction` of ``what`` "countered", 002) is not countered.
"""

from __future__ import annotations

import re
from dataclasses import dataclass
from typing import TYPE_CHECKING, Any

from riftrules.engine import zones
from riftrules.engine.selectors import Selector
from riftrules.engine.state import HAND, TRASH

if TYPE_CHECKING:
    from riftrules.engine.context import Context
    from riftrules.engine.costs import Cost
    from riftrules.engine.events import Event
    from riftrules.engine.state import Game, GameCard, Player

PASS = "pass"  # the answer of a player who does not react
_REACTION = re.compile(r"^\[Reaction\]", re.MULTILINE)


@dataclass(slots=True)
class ChainSpell:
    """A spell on the chain (359.3): the card, who played it, the ``play`` event that said so,
    and whether it is resolving now or was countered."""

    card: GameCard
    controller: Player
    event: Event | None = None
    resolving: bool = False
    countered: bool = False


def push(game: Game, card: GameCard, player: Player, event: Event | None) -> ChainSpell:
    """``card``, being played by ``player``, goes on the chain (354, 359.3.a)."""
    item = ChainSpell(card, player, event)
    game.spells.append(item)
    return item


def pop(game: Game, item: ChainSpell) -> None:
    """``item`` leaves the chain (it resolved, or was countered)."""
    if item in game.spells:
        game.spells.remove(item)


def has_reaction(card: GameCard) -> bool:
    """A card with the [Reaction] keyword (159.2.b): it may be played while a chain exists."""
    text = getattr(card.card, "text", None) or ""
    return card.type == "Spell" and bool(_REACTION.search(text))


def react(game: Game, item: ChainSpell, paying: bool) -> None:
    """Before ``item`` resolves, each other player in turn order after its controller may
    play one [Reaction] spell from their hand (359.3.c, 338.1.a); ``paying``: its costs are
    paid (as the spell's were), else it is played without paying, as in scenarios."""
    from riftrules.engine import board, costs

    for player in game.in_turn_order(item.controller)[1:]:
        if item.countered or game.over:
            return
        cards = [c for c in player.hand if has_reaction(c)]
        if paying:
            cards = [c for c in cards if costs.can_pay(player, costs.card_cost(c), c)]
        if not cards:
            continue
        picked = game.choices.pick(player.name, [PASS, *cards], prompt=f"react to {item.card.name}")
        if not picked or picked[0] == PASS:
            continue
        card: GameCard = picked[0]  # type: ignore[assignment]
        if paying:
            costs.play_card(game, player, card)
        else:
            board.play(game, player, card)


def counterable(game: Game, card: GameCard) -> bool:
    """Can ``card`` be countered: not if its text says "This can't be countered." (002)."""
    from riftrules.engine.abilities import Restriction

    script = game.script(card)
    abilities = getattr(script, "abilities", ())
    return not any(isinstance(a, Restriction) and a.what == "countered" for a in abilities)


def counter(
    game: Game, card: GameCard, player: Player | None, to: str = TRASH, unless: Cost | None = None
) -> bool:
    """Counter the spell ``card`` on the chain (425): it does nothing and is cleared from the
    chain (425.1.a), to its owner's trash or hand (``to``); the abilities its playing
    triggered do not trigger (425.1.b). ``unless``: "unless its controller pays [2]" — its
    controller may pay that (if they can; asked through the choice queue, yes by default) and
    then it is not countered."""
    from riftrules.engine import costs

    item = next((i for i in game.spells if i.card is card and not i.resolving), None)
    if item is None or item.countered or not counterable(game, card):
        return False
    if unless is not None and costs.can_pay(item.controller, unless, card):
        prompt = f"pay {unless.total} so that {card.name} is not countered"
        if game.choices.decide(item.controller.name, prompt):
            costs.pay(game, item.controller, unless, card)
            return False
    item.countered = True
    pop(game, item)
    if item.event is not None:
        game.pending[:] = [p for p in game.pending if p.context.event is not item.event]
    zones.put(game, card, card.owner, to)
    also = ("counter.hand",) if to == HAND else ()
    game.emit("counter", player, "counter", subject=card, also=also, controller=item.controller)
    return True


@dataclass(frozen=True, slots=True)
class Spells(Selector):
    """Spells on the chain (355.9.a.2), newest first, not the one resolving now (355.9.c):
    ``controller`` "enemy" ("an enemy spell") or "friendly", or None (any)."""

    controller: str | None = None

    def resolve(self, ctx: Context) -> list[Any]:
        return [i.card for i in reversed(ctx.game.spells) if self._fits(ctx, i)]

    def matches(self, ctx: Context, obj: Any) -> bool:
        return any(i.card is obj and self._fits(ctx, i) for i in ctx.game.spells)

    def _fits(self, ctx: Context, item: ChainSpell) -> bool:
        if item.resolving or item.countered:
            return False
        if self.controller == "enemy":
            return item.controller.team is not ctx.controller.team
        if self.controller == "friendly":
            return item.controller.team is ctx.controller.team
        return True


def controller_of(game: Game, card: Any) -> Player | None:
    """Who played ``card`` (a spell on the chain, or one just countered): its controller."""
    for item in game.spells:
        if item.card is card:
            return item.controller
    return None
