"""Composable actions: what compiled card text is made of (in the spirit of Fireplace).

An action is a small immutable object; ``action.run(ctx)`` performs it in a
:class:`~riftrules.engine.context.Context` and returns what it affected (players, cards,
battlefields), which the next instruction can call "it" (:class:`~.selectors.It`). Actions take
selectors for who and what (:mod:`riftrules.engine.selectors`) and amounts that are numbers or
values (:mod:`riftrules.engine.values`)::

    effect = Sequence(Burn(CONTROLLER, 3), PlayToken("Shadow Clone", might=0))
    run_effect(game, effect, game.player("A"))

:func:`run_effect` runs one effect as one complete action: then what triggered resolves and a
cleanup runs.
"""

from __future__ import annotations

from collections.abc import Callable
from dataclasses import dataclass
from enum import StrEnum
from typing import TYPE_CHECKING, Any, ClassVar, Protocol

from riftrules.engine import board, chain, costs, deck, scoring
from riftrules.engine.abilities import (
    TRIGGER_KEYS,
    Ability,
    ActivatedAbility,
    Pending,
    TriggeredAbility,
    add_ability,
    bonus_damage,
    closed,
    settle,
    turns_taken,
)
from riftrules.engine.context import Context
from riftrules.engine.events import (
    AssignData,
    ChooseData,
    GainPointData,
    ImpossibleData,
    KillData,
    MoveData,
)
from riftrules.engine.selectors import (
    CONTROLLER,
    KILLED,
    LOOKED,
    OPPONENTS,
    PLAYED,
    REVEALED,
    TARGETED,
    Choose,
    It,
    OwnerOf,
    Selector,
    Self,
)
from riftrules.engine.state import BATTLEFIELD, TRASH, GameCard, GameOver, Player
from riftrules.engine.values import PAID, Amount, amount

if TYPE_CHECKING:
    from riftrules.engine.abilities import Ability
    from riftrules.engine.state import Battlefield, Game


class Action:
    """Base class: ``run(ctx)`` performs the action and returns what it affected."""

    __slots__ = ()

    def run(self, ctx: Context) -> list[Any]:
        raise NotImplementedError

    def payable(self, ctx: Context) -> bool:
        """As a cost: can it be paid in full now? A cost is paid whole or not at all (376)."""
        return True

    def choosable(self, ctx: Context) -> bool:
        """As a spell's or an activated ability's effect: can the choice of targets it makes
        as it is played or activated (:func:`.chain.first_target`, 355.5) be made now? If not,
        it cannot be put on the chain (355.8) and nothing is paid (358.5)."""
        choose = chain.target_before_costs(self)
        return choose is None or choose.can_choose(ctx)

    def choose_now(self, ctx: Context) -> list[tuple[Selector, list[Any]]]:
        """As an activated ability's effect: the choice of targets it makes as it is activated
        (355.5, before its cost is paid, 357), made now; what :func:`run_effect` is given as
        ``chosen``."""
        choose = chain.target_before_costs(self)
        return [(choose, choose.resolve(ctx))] if choose is not None else []

    def finalize(self, ctx: Context) -> Action | None:
        """As a triggered ability's effect, being put on the chain (383.3): the effect that
        will resolve, its "you may" at the start decided now (383.3.a) and its cost at the
        start payable (383.3.b); None when it is considered not to have triggered (383.3.a.2,
        383.3.b.1). An instruction that is neither is the effect as it is."""
        return self


def run_effect(
    game: Game,
    effect: Action,
    controller: Player,
    source: GameCard | None = None,
    chosen: list[tuple[Selector, list[Any]]] | None = None,
) -> list[Any]:
    """Run ``effect`` with ``controller`` as "you", then resolve what it triggered and clean
    up; a win ends it at once. ``chosen``: choices made already (:meth:`Action.choose_now`)."""
    if game.over:
        return []
    try:
        result = effect.run(Context(game, controller, source, chosen=list(chosen or ())))
    except GameOver:
        return []
    settle(game)
    return result


def the_player(who: Selector, ctx: Context, instruction: str) -> Player | None:
    """The one player ``who`` names; with none (the owner of a card that is not there, the
    controller of nothing), the instruction is impossible: it does nothing, and the log says
    so (055: do as much as you can, ignoring impossible instructions)."""
    found = who.resolve(ctx)
    if found:
        return found[0]
    ctx.game.emit(
        "impossible", ctx.controller, "impossible", data=ImpossibleData(instruction=instruction)
    )
    return None


# -- the game actions on players ------------------------------------------------------------


@dataclass(frozen=True, slots=True)
class PlayerCount(Action):
    """A game action each player ``who`` selects does with ``count`` cards (draw, burn,
    discard): ``act`` is the :mod:`riftrules.engine.deck` function; returns the cards."""

    who: Selector = CONTROLLER
    count: Amount = 1
    act: ClassVar[Callable[..., list[Any]]]

    def run(self, ctx: Context) -> list[Any]:
        n = amount(self.count, ctx)
        return [c for p in self.who.resolve(ctx) for c in self.act(ctx.game, p, n)]


@dataclass(frozen=True, slots=True)
class Draw(PlayerCount):
    """ "Draw N" (413), burning out as needed."""

    act = staticmethod(deck.draw)


@dataclass(frozen=True, slots=True)
class Burn(PlayerCount):
    """ "[Burn N]" (440): returns the burned cards ("the burned card")."""

    act = staticmethod(deck.burn)


@dataclass(frozen=True, slots=True)
class Discard(PlayerCount):
    """ "Discard N" (422): cards of the player's choice from their hand; as a cost, only with N
    cards in hand (203.3)."""

    act = staticmethod(deck.discard)

    def payable(self, ctx: Context) -> bool:
        n = amount(self.count, ctx)
        return all(len(p.hand) >= n for p in self.who.resolve(ctx))


@dataclass(frozen=True, slots=True)
class DiscardCards(Action):
    """ "They discard that card" (422.1): these cards, from their owner's hand."""

    target: Selector

    def payable(self, ctx: Context) -> bool:
        """ "Discard a gear" as a cost: there is one to discard (a choice not yet made)."""
        return _has_some(self.target, ctx)

    def run(self, ctx: Context) -> list[Any]:
        cards = [c for c in self.target.resolve(ctx) if isinstance(c, GameCard)]
        owners = {id(c.owner): c.owner for c in cards}.values()
        return [d for o in owners for d in deck.discard_cards(ctx.game, o, cards)]


@dataclass(frozen=True, slots=True)
class Channel(Action):
    """ "Channel N rune(s) [exhausted]" (430)."""

    who: Selector = CONTROLLER
    count: Amount = 1
    exhausted: bool = False

    def run(self, ctx: Context) -> list[Any]:
        n = amount(self.count, ctx)
        return [
            rune
            for player in self.who.resolve(ctx)
            for rune in deck.channel(ctx.game, player, n, self.exhausted)
        ]


@dataclass(frozen=True, slots=True)
class Look(Action):
    """ "Look at the top N cards of [whose] Main Deck" (431.1.c: never a Burn Out). Returns the
    cards, which stay in the deck, for what the text does with them next."""

    count: Amount
    whose: Selector = CONTROLLER
    who: Selector = CONTROLLER

    def run(self, ctx: Context) -> list[Any]:
        viewer = the_player(self.who, ctx, "look")
        if viewer is None:
            return []
        n = amount(self.count, ctx)
        seen = [c for p in self.whose.resolve(ctx) for c in deck.look(ctx.game, viewer, n, p)]
        ctx.memory[LOOKED] = seen  # "… from among them", "the rest"
        return seen


@dataclass(frozen=True, slots=True)
class Reveal(Action):
    """ "Reveal the top N cards of [whose] Main Deck" (424; 431.1.c); ``who`` reveals them —
    when it is ``whose`` ("Each opponent reveals the top card of their Main Deck"), each
    player their own."""

    count: Amount
    whose: Selector = CONTROLLER
    who: Selector = CONTROLLER

    def run(self, ctx: Context) -> list[Any]:
        viewer = None
        if self.who != self.whose:
            viewer = the_player(self.who, ctx, "reveal")
            if viewer is None:
                return []
        n = amount(self.count, ctx)
        seen = [
            c
            for p in self.whose.resolve(ctx)
            for c in deck.look(ctx.game, viewer or p, n, p, kind="reveal")
        ]
        ctx.memory[LOOKED] = seen
        return seen


@dataclass(frozen=True, slots=True)
class RevealUntil(Action):
    """ "Reveal cards from the top of your Main Deck until you reveal a unit" (424): the top
    cards down to the first of ``type`` (all of them if none is), revealed; what it affected
    ("banish it") is that card, and the cards revealed are those looked at ("the rest")."""

    type: str

    def run(self, ctx: Context) -> list[Any]:
        you = ctx.controller
        found = (i + 1 for i, c in enumerate(you.main_deck) if c.type == self.type)
        seen = deck.look(ctx.game, you, next(found, len(you.main_deck)), you, kind="reveal")
        ctx.memory[LOOKED] = seen
        return [c for c in seen if c.type == self.type][-1:]


@dataclass(frozen=True, slots=True)
class RevealCards(Action):
    """ "Reveal a unit from among them": show the cards ``target`` selects to all players
    (424.1); they stay where they are (424.1.a.2)."""

    target: Selector

    def run(self, ctx: Context) -> list[Any]:
        cards = self.target.resolve(ctx)
        ctx.memory[REVEALED] = cards  # "Choose a card revealed this way"
        if cards:
            ctx.game.emit(
                "reveal",
                ctx.controller,
                "reveal",
                subject=ctx.controller,
                cards=tuple(cards),
                amount=len(cards),
            )
            ctx.memory[REVEALED] = [*ctx.memory.get(REVEALED, []), *cards]  # "if you revealed"
        return cards


@dataclass(frozen=True, slots=True)
class DrawCards(Action):
    """ "… and draw it": the cards ``target`` selects go from their zone to your hand (413.1:
    drawing takes a card from a zone and adds it to the player's hand)."""

    target: Selector

    def run(self, ctx: Context) -> list[Any]:
        return deck.draw_cards(ctx.game, ctx.controller, self.target.resolve(ctx))


@dataclass(frozen=True, slots=True)
class Recycle(Action):
    """ "Recycle [cards]" (416): each to the bottom of its owner's deck; ``who`` recycles them
    ("Their owners recycle them": ``OwnerOf(…)``, each owner the cards they own)."""

    target: Selector
    who: Selector = CONTROLLER

    def payable(self, ctx: Context) -> bool:
        """ "Recycle 3 from your trash" as a cost: that many are there (a choice not yet
        made)."""
        if isinstance(self.target, Choose):
            return len(self.target.of.resolve(ctx)) >= self.target.count
        return True

    def run(self, ctx: Context) -> list[Any]:
        cards = self.target.resolve(ctx)
        if isinstance(self.who, OwnerOf):
            done: list[Any] = []
            for owner in self.who.resolve(ctx):
                done += deck.recycle(ctx.game, owner, [c for c in cards if c.owner is owner])
            return done
        player = the_player(self.who, ctx, "recycle")
        if player is None:
            return []
        return deck.recycle(ctx.game, player, cards)


@dataclass(frozen=True, slots=True)
class Reorder(Action):
    """ "Put those you don't back in any order" (436.1.a: the cards looked at and not recycled
    go back on top of the Main Deck in any order): ``who`` orders the cards ``target`` selects
    that are still in their owner's Main Deck, in the places they hold, choosing the one to go
    highest first (without an answer, the order they are in). Returns them, top first."""

    target: Selector
    who: Selector = CONTROLLER

    def run(self, ctx: Context) -> list[Any]:
        player = the_player(self.who, ctx, "reorder")
        if player is None:
            return []
        cards = [c for c in self.target.resolve(ctx) if isinstance(c, GameCard)]
        cards = [c for c in cards if any(c is d for d in c.owner.main_deck)]
        for owner in {id(c.owner): c.owner for c in cards}.values():
            deck = owner.main_deck
            mine = sorted((c for c in cards if c.owner is owner), key=deck.index)
            places = [deck.index(c) for c in mine]
            ordered: list[GameCard] = []
            while len(mine) > 1:
                first = ctx.game.choices.pick(player.name, mine, prompt="put on top")[0]
                ordered.append(first)
                mine.remove(first)
            for place, card in zip(places, ordered + mine, strict=True):
                deck[place] = card
        return sorted(cards, key=lambda c: c.owner.main_deck.index(c))


@dataclass(frozen=True, slots=True)
class Put(Action):
    """Cards moved by an instruction that names no game action: "put it in your hand" (``to``
    "hand"), "put the rest into your trash" ("trash"), "its owner places it on the top or
    bottom of their Main Deck" ("main_deck": ``top`` True, False, or None: ``who`` chooses).
    Each card goes to its owner's zone (056)."""

    target: Selector
    to: str = "hand"
    top: bool | None = False
    who: Selector = CONTROLLER

    def run(self, ctx: Context) -> list[Any]:
        player = the_player(self.who, ctx, "put")
        if player is None:
            return []
        cards = self.target.resolve(ctx)
        top = self.top
        if self.to == "main_deck" and top is None and cards:
            where = ctx.game.choices.pick(player.name, ["top", "bottom"], prompt="top or bottom")
            top = where == ["top"]
        return deck.put_cards(ctx.game, player, cards, self.to, top=bool(top))


@dataclass(frozen=True, slots=True)
class PutTop(Action):
    """ "Put the top N cards of your Main Deck into your trash": from the top of the deck, with
    Burn Out when there are too few (431.1.b)."""

    count: Amount
    who: Selector = CONTROLLER

    def run(self, ctx: Context) -> list[Any]:
        n = amount(self.count, ctx)
        return [
            c for p in self.who.resolve(ctx) for c in deck.take_from_deck(ctx.game, p, n, "put")
        ]


@dataclass(frozen=True, slots=True)
class PlayerGain(Action):
    """``count`` of something each player ``who`` selects gains (points, XP): ``act`` is the
    :mod:`riftrules.engine.scoring` function; returns those players."""

    who: Selector = CONTROLLER
    count: Amount = 1
    act: ClassVar[Callable[..., object]]

    def run(self, ctx: Context) -> list[Any]:
        n = amount(self.count, ctx)
        players = self.who.resolve(ctx)
        for player in players:
            self.act(ctx.game, player, n)
        return players


@dataclass(frozen=True, slots=True)
class GainPoints(PlayerGain):
    """ "[Player] gains/scores N point(s)" (194.1.c)."""

    act = staticmethod(scoring.gain_points)


@dataclass(frozen=True, slots=True)
class WinGame(Action):
    """ "You win the game" (195)."""

    who: Selector = CONTROLLER

    def run(self, ctx: Context) -> list[Any]:
        for player in self.who.resolve(ctx)[:1]:
            scoring.win(ctx.game, player)
        return []


@dataclass(frozen=True, slots=True)
class Add(Action):
    """ "[Add] [2]", "[Add] [1][R]" (429): Energy, Power of any Domain ([A]) and Power of
    ``domains`` ("Fury"; "own" for [C]) into the Rune Pool (166.1)."""

    who: Selector = CONTROLLER
    energy: int = 0
    power: int = 0
    domains: tuple[str, ...] = ()
    only: costs.SpendOnly | None = None  # "Use only to play spells.": what they may pay for

    def run(self, ctx: Context) -> list[Any]:
        players = self.who.resolve(ctx)
        cost = costs.Cost(self.energy, self.power, self.domains)
        for player in players:
            costs.add(ctx.game, player, cost, ctx.source, self.only)
        return players


@dataclass(frozen=True, slots=True)
class Pay(Action):
    """ "Pay [1][R]" (444): remove the resources from the Rune Pool — Energy, Power of any
    Domain ([A]) and Power of ``domains`` ("own" for [C]) — adding what is missing with the
    player's runes (164.2, 444.2.c), if it can all be paid; returns the player when paid, else
    nothing ("if you do" then fails, 444.2.b)."""

    who: Selector = CONTROLLER
    energy: int = 0
    power: int = 0
    domains: tuple[str, ...] = ()

    def payable(self, ctx: Context) -> bool:
        cost, payment = costs.Cost(self.energy, self.power, self.domains), _payment(ctx)
        return all(costs.can_pay(p, cost, ctx.source, payment) for p in self.who.resolve(ctx))

    def run(self, ctx: Context) -> list[Any]:
        cost, payment = costs.Cost(self.energy, self.power, self.domains), _payment(ctx)
        return [
            p
            for p in self.who.resolve(ctx)
            if costs.pay(ctx.game, p, cost, ctx.source, payment=payment)
        ]


def _payment(ctx: Context) -> costs.Payment:
    """What a payment in ``ctx`` is for: an activated ability's cost, or an effect's."""
    spending = costs.Spending.ABILITY if ctx.activating else costs.Spending.EFFECT
    return costs.Payment.now(ctx.game, spending, ctx.source)


@dataclass(frozen=True, slots=True)
class PayAny(Action):
    """ "Pay any amount of [A] to deal that much damage …", "Pay any amount of Energy to [Add]
    that much [A]": its controller chooses an amount, up to what they can pay (355.16), of
    Power of any Domain (``power``) or of Energy, pays it (444), then ``effect`` runs with
    "that much" (:class:`~riftrules.engine.values.PaidAmount`) that amount, or, with ``add``
    "energy" / "power", they add that much Energy / Power of any Domain (429)."""

    effect: Action | None = None
    power: bool = True
    add: str | None = None

    def _cost(self, n: int) -> costs.Cost:
        return costs.Cost(0, n) if self.power else costs.Cost(n)

    def run(self, ctx: Context) -> list[Any]:
        you, game = ctx.controller, ctx.game
        most = 0
        payment = _payment(ctx)
        while most < _MOST_PAID and costs.can_pay(you, self._cost(most + 1), None, payment):
            most += 1
        options = list(range(most, -1, -1))  # the most first
        picked = game.choices.pick(you.name, options, prompt="pay any amount")
        paid = picked[0] if picked else 0
        if paid:
            costs.pay(game, you, self._cost(paid), ctx.source, payment=payment)
        ctx.memory[PAID] = [paid]
        if self.add is not None and paid:
            added = costs.Cost(paid) if self.add == "energy" else costs.Cost(0, paid)
            costs.add(game, you, added, ctx.source)
        return self.effect.run(ctx) if self.effect is not None else [you]


_MOST_PAID = 40  # more than any Rune Pool holds


@dataclass(frozen=True, slots=True)
class Discounted(Action):
    """An ability's cost with a discount: "[Empower] [12]. This ability costs [1] less for each
    rune you control." (403.3, 356.4): ``cost`` with ``energy`` Energy less to pay — times
    ``per`` when given — while ``active_if`` holds; never below 0 (356.6)."""

    cost: Action
    energy: int
    per: Amount | None = None
    active_if: Condition | None = None

    def _now(self, ctx: Context) -> Action:
        if self.active_if is not None and not self.active_if.holds(ctx):
            return self.cost
        less = self.energy * (1 if self.per is None else amount(self.per, ctx))
        return _energy_less(self.cost, less)

    def payable(self, ctx: Context) -> bool:
        return self._now(ctx).payable(ctx)

    def run(self, ctx: Context) -> list[Any]:
        return self._now(ctx).run(ctx)


def _energy_less(cost: Action, less: int) -> Action:
    """``cost`` with its payment of Energy ``less`` smaller, to 0 at least."""
    if isinstance(cost, Pay):
        return Pay(cost.who, max(cost.energy - less, 0), cost.power, cost.domains)
    if isinstance(cost, Sequence):
        return Sequence(*(_energy_less(step, less) for step in cost.steps))
    return cost


@dataclass(frozen=True, slots=True)
class GainXP(PlayerGain):
    """ "Gain N XP" (730.1)."""

    act = staticmethod(scoring.gain_xp)


@dataclass(frozen=True, slots=True)
class SpendXP(Action):
    """ "Spend N XP" (730.2), as a cost or an instruction: each player who has N XP spends it;
    returns those who did (none: the cost could not be paid)."""

    who: Selector = CONTROLLER
    count: Amount = 1

    def payable(self, ctx: Context) -> bool:
        n = amount(self.count, ctx)
        return all(p.xp >= n for p in self.who.resolve(ctx))

    def run(self, ctx: Context) -> list[Any]:
        n = amount(self.count, ctx)
        return [p for p in self.who.resolve(ctx) if scoring.spend_xp(ctx.game, p, n)]


@dataclass(frozen=True, slots=True)
class Conquer(Action):
    """A player gains control of a battlefield and scores it if they have not this turn."""

    battlefield: Selector
    who: Selector = CONTROLLER

    def run(self, ctx: Context) -> list[Any]:
        player = the_player(self.who, ctx, "conquer")
        if player is None:
            return []
        return [b for b in self.battlefield.resolve(ctx) if scoring.conquer(ctx.game, player, b)]


@dataclass(frozen=True, slots=True)
class Hold(Action):
    """A player holds a battlefield they control and have not scored this turn."""

    battlefield: Selector
    who: Selector = CONTROLLER

    def run(self, ctx: Context) -> list[Any]:
        player = the_player(self.who, ctx, "hold")
        if player is None:
            return []
        return [b for b in self.battlefield.resolve(ctx) if scoring.hold(ctx.game, player, b)]


# -- the game actions on permanents and cards ----------------------------------------------


@dataclass(frozen=True, slots=True)
class OnEach(Action):
    """A game action done to each object ``target`` selects (exhaust, kill, stun …): ``act``
    is the :mod:`riftrules.engine.board` function; returns those it was done to."""

    target: Selector
    act: ClassVar[Callable[..., bool]]

    def run(self, ctx: Context) -> list[Any]:
        g, you = ctx.game, ctx.controller
        return [o for o in self.target.resolve(ctx) if self.act(g, o, you)]


@dataclass(frozen=True, slots=True)
class Exhaust(OnEach):
    act = staticmethod(board.exhaust)

    def payable(self, ctx: Context) -> bool:
        """Something to exhaust is there (a choice is not made yet: only its options looked
        at)."""
        if isinstance(self.target, Choose):
            ready = [o for o in self.target.of.resolve(ctx) if o.in_force and not o.exhausted]
            return len(ready) >= (1 if self.target.up_to else self.target.count)
        found = self.target.resolve(ctx)
        return bool(found) and all(o.in_force and not o.exhausted for o in found)


@dataclass(frozen=True, slots=True)
class Ready(OnEach):
    act = staticmethod(board.ready)


def _has_some(target: Selector, ctx: Context) -> bool:
    """As a cost, is there something to do it to (203.3)? A choice is not made to find out."""
    if isinstance(target, Choose):
        return target.up_to or len(target.of.resolve(ctx)) >= target.count
    return bool(target.resolve(ctx))


@dataclass(frozen=True, slots=True)
class Kill(OnEach):
    act = staticmethod(board.kill)

    def run(self, ctx: Context) -> list[Any]:
        """The permanents selected die together (:func:`riftrules.engine.board.kill_all`); those
        whose death was replaced are still there for "its controller" (359.3.f)."""
        targets = self.target.resolve(ctx)
        killed = board.kill_all(ctx.game, targets, ctx.controller)
        ctx.kept = [t for t in targets if t not in killed and getattr(t, "on_board", False)]
        ctx.memory[KILLED] = killed  # "… Might up to 1 more than the killed unit"
        return killed

    def payable(self, ctx: Context) -> bool:
        return _has_some(self.target, ctx)


@dataclass(frozen=True, slots=True)
class Counter(Action):
    """ "Counter a spell …" (425.3): each spell ``target`` selects on the chain is countered
    (:func:`.chain.counter`), to its owner's trash or, ``to`` "hand", their hand ("Return it to
    its owner's hand instead of putting it in their trash"); ``unless``: the spell's controller
    may pay that much instead (:func:`.chain.counter`)."""

    target: Selector
    to: str = TRASH
    unless: tuple[int, int] | None = None  # "unless its controller pays [2]": Energy, Power

    def run(self, ctx: Context) -> list[Any]:
        g, you = ctx.game, ctx.controller
        unless = costs.Cost(*self.unless) if self.unless is not None else None
        return [c for c in self.target.resolve(ctx) if chain.counter(g, c, you, self.to, unless)]


@dataclass(frozen=True, slots=True)
class Banish(OnEach):
    act = staticmethod(board.banish)


@dataclass(frozen=True, slots=True)
class Recall(OnEach):
    act = staticmethod(board.recall)


@dataclass(frozen=True, slots=True)
class Return(OnEach):
    """ "Return … to its owner's hand" (056.2, 108.7)."""

    act = staticmethod(board.return_to_hand)


@dataclass(frozen=True, slots=True)
class TakeControl(Action):
    """ "Take control of it", "They gain control of this", "Gain control of a spell": ``who``
    becomes the controller of the permanents or spells ``target`` selects
    (:func:`riftrules.engine.board.take_control`, :func:`.chain.take_control`)."""

    target: Selector
    who: Selector = CONTROLLER

    def run(self, ctx: Context) -> list[Any]:
        player = the_player(self.who, ctx, "take_control")
        if player is None:
            return []
        g, you = ctx.game, ctx.controller
        return [o for o in self.target.resolve(ctx) if _take_control(g, o, player, you)]


@dataclass(frozen=True, slots=True)
class TakeTurn(Action):
    """ "Take a turn after this one." (735): ``who`` has an Additional Turn after this one
    (:func:`riftrules.engine.turn.queue_turn`)."""

    who: Selector = CONTROLLER

    def run(self, ctx: Context) -> list[Any]:
        from riftrules.engine.turn import queue_turn

        player = the_player(self.who, ctx, "take_turn")
        if player is None:
            return []
        queue_turn(ctx.game, player)
        return [player]


def _take_control(game: Game, obj: Any, player: Player, by: Player) -> bool:
    """Of a permanent (:func:`.board.take_control`) or of a spell on the chain (191.2)."""
    if chain.on_chain(game, obj) is not None:
        return chain.take_control(game, obj, player, by)
    return board.take_control(game, obj, player, by)


@dataclass(frozen=True, slots=True)
class NewChoices(Action):
    """ "Make new choices for it" (750): for each spell ``target`` selects on the chain, its
    controller (you) chooses its targets again (:func:`.chain.new_choices`)."""

    target: Selector

    def run(self, ctx: Context) -> list[Any]:
        g, you = ctx.game, ctx.controller
        return [o for o in self.target.resolve(ctx) if chain.new_choices(g, o, you)]


@dataclass(frozen=True, slots=True)
class Heal(Action):
    target: Selector

    def run(self, ctx: Context) -> list[Any]:
        g, you = ctx.game, ctx.controller
        targets = self.target.resolve(ctx)
        for obj in targets:
            board.heal(g, obj, you)
        return [o for o in targets if o.on_board]


@dataclass(frozen=True, slots=True)
class Stun(OnEach):
    act = staticmethod(board.stun)


@dataclass(frozen=True, slots=True)
class Buff(OnEach):
    act = staticmethod(board.buff)


@dataclass(frozen=True, slots=True)
class SpendBuff(OnEach):
    """ "Spend a buff", "Spend my buff" (702.2.b): as a cost, only if there is one to spend."""

    act = staticmethod(board.spend_buff)

    def payable(self, ctx: Context) -> bool:
        return _has_some(self.target, ctx)


@dataclass(frozen=True, slots=True)
class Deal(Action):
    """ "Deal N to [units]" (417); the source is the effect's source (417.6.a). ``bonus``: the
    spell's own Bonus Damage ("This deals 1 Bonus Damage for each …", 713), added to what the
    abilities in play grant (714)."""

    target: Selector
    count: Amount
    bonus: Amount = 0

    def run(self, ctx: Context) -> list[Any]:
        n = amount(self.count, ctx)
        g, you = ctx.game, ctx.controller
        own = amount(self.bonus, ctx) if self.bonus else 0
        dealer = _dealer(ctx)
        return [
            o
            for o in self.target.resolve(ctx)
            if _deal(g, o, n, you, ctx.source, own=own, by=dealer)
        ]


def _dealer(ctx: Context) -> Any:
    """What deals an effect's damage: the ability's source, else the spell resolving (for "the
    next spell you play this turn deals 1 Bonus Damage", 715.1)."""
    if ctx.source is not None:
        return ctx.source
    item = chain.choosing_spell(ctx)
    return item.card if item is not None else None


def _deal(
    game: Game,
    obj: Any,
    n: int,
    you: Player,
    source: Any,
    key: str = "damage",
    own: int = 0,
    by: Any = None,
) -> int:
    """Deal ``n`` and the Bonus Damage that applies to ``obj`` (715.1-2; ``own``: the
    action's own; ``by``: the spell or permanent dealing it); none when ``n`` is no damage
    (715.4), nor when it is negative (714.2)."""
    more = bonus_damage(game, you, obj, by) if game.statics else 0
    more = max(own + more, 0) if n >= 1 else 0
    return board.deal(game, obj, n + more, you, source, "damage.bonus" if more else key)


@dataclass(frozen=True, slots=True)
class DealSplit(Action):
    """ "Deal 5 damage split among any number of enemy units here" (355.14): up to that many
    of the units ``among`` selects are chosen (355.14.c); as it resolves, should there be more
    of them than damage, its controller keeps as many as there is damage (355.14.h), then
    divides it: 1 to each (355.14.f-g), each further 1 where they choose (355.14.e)."""

    among: Selector
    count: Amount

    def run(self, ctx: Context) -> list[Any]:
        total = amount(self.count, ctx)
        if total < 1:
            return []
        g, you = ctx.game, ctx.controller
        total += bonus_damage(g, you, source=_dealer(ctx)) if g.statics else 0  # 715.3
        chosen = Choose(self.among, count=total, up_to=True, prompt="split among")
        targets = [o for o in chosen.resolve(ctx) if o.on_board]
        if len(targets) > total:  # 355.14.h.1: exactly as many as there is damage
            targets = g.choices.pick(you.name, targets, count=total, prompt="kept targets")
        if not targets:
            return []
        shares = [1] * len(targets)
        for _ in range(total - len(targets)):
            (more,) = g.choices.pick(you.name, targets, prompt="1 more damage to")
            shares[targets.index(more)] += 1
        key = "damage.split"
        return [
            o
            for o, n in zip(targets, shares, strict=True)
            if board.deal(g, o, n, you, ctx.source, key)
        ]


@dataclass(frozen=True, slots=True)
class DealEachOther(Action):
    """ "They deal damage equal to their Mights to each other": the last two units ``units``
    selects, each the source of damage equal to its Might (never negative) to the other, both
    amounts taken before either is dealt (417)."""

    units: Selector

    def run(self, ctx: Context) -> list[Any]:
        pair = [o for o in self.units.resolve(ctx) if getattr(o, "on_board", False)][-2:]
        if len(pair) != 2:
            return []
        g, you = ctx.game, ctx.controller
        mights = [max(0, g.might(o) or 0) for o in pair]
        dealt = _deal(g, pair[1], mights[0], you, pair[0])
        dealt_back = _deal(g, pair[0], mights[1], you, pair[1])
        return [o for o, hit in zip(pair[::-1], (dealt, dealt_back), strict=True) if hit]


@dataclass(frozen=True, slots=True)
class Give(Action):
    """ "Give [units] +N [M] this turn": ``until`` "turn", or None (while on the board);
    ``floor``: "…, to a minimum of 1 [M]"."""

    target: Selector
    might: Amount
    until: str | None = "turn"
    floor: int | None = None

    def run(self, ctx: Context) -> list[Any]:
        targets = self.target.resolve(ctx)  # chosen first: the amount may count "there"
        n, g, you = amount(self.might, ctx), ctx.game, ctx.controller
        return [o for o in targets if board.give(g, o, n, you, self.until, self.floor)]


@dataclass(frozen=True, slots=True)
class Double(Action):
    """ "Double a unit's Might this turn" (432.1): +its current Might (never less than 0)."""

    target: Selector
    until: str | None = "turn"

    def run(self, ctx: Context) -> list[Any]:
        g, you, targets = ctx.game, ctx.controller, self.target.resolve(ctx)
        doubled = [o for o in targets if board.double(g, o, you, self.until)]
        _keep_unchanged(ctx, targets, doubled)  # a 0 [M] unit doubled is still "it"
        return doubled


def _keep_unchanged(ctx: Context, targets: list[Any], changed: list[Any]) -> None:
    """What an instruction was about but did not change (+0 Might), still on the board: "it"
    for the next instruction ("Double a unit's Might and give it …")."""
    ctx.kept = [o for o in targets if o not in changed and getattr(o, "on_board", False)]


@dataclass(frozen=True, slots=True)
class IncreaseMight(Action):
    """ "Increase my Might to its Might this turn" (477.3.b): each unit ``target`` selects gets
    what it lacks of ``to`` (the amount read as the effect resolves), never less than 0."""

    target: Selector
    to: Amount
    until: str | None = "turn"

    def run(self, ctx: Context) -> list[Any]:
        targets = self.target.resolve(ctx)
        n, g, you = amount(self.to, ctx), ctx.game, ctx.controller
        raised = [o for o in targets if board.increase_to(g, o, n, you, self.until)]
        _keep_unchanged(ctx, targets, raised)  # one with as much Might already is still "it"
        return raised


@dataclass(frozen=True, slots=True)
class SetBaseMight(Action):
    """ "Its base Might becomes 5 this turn" (477.1.a.1): each unit ``target`` selects has that
    base Might, its buffs and Might changes applied on top."""

    target: Selector
    might: int
    until: str | None = "turn"

    def run(self, ctx: Context) -> list[Any]:
        g, you, n = ctx.game, ctx.controller, self.might
        return [
            o for o in self.target.resolve(ctx) if board.set_base_might(g, o, n, you, self.until)
        ]


@dataclass(frozen=True, slots=True)
class SwapMight(Action):
    """ "Swap the Might of two units at the same battlefield this turn" (433): the controller
    chooses a unit at a battlefield with another, then that other one; the lower Might is
    increased and the higher decreased by the difference (433.1.b), ``until`` "turn"; equal
    Mights: no effect (433.1.c)."""

    until: str | None = "turn"

    def run(self, ctx: Context) -> list[Any]:
        g, you = ctx.game, ctx.controller
        units = [o for b in g.battlefields for o in b.permanents if o.type == "Unit"]
        paired = [
            u for u in units if any(o.battlefield is u.battlefield for o in units if o is not u)
        ]
        first = g.choices.pick(you.name, paired, prompt="swap the Might of")
        if not first:
            return []
        others = [o for o in paired if o is not first[0] and o.battlefield is first[0].battlefield]
        (a, b) = (first[0], g.choices.pick(you.name, others, prompt="and of")[0])
        low, high = sorted((a, b), key=lambda o: g.might(o) or 0)
        difference = (g.might(high) or 0) - (g.might(low) or 0)
        if difference:
            board.give(g, low, difference, you, self.until, key="swap")
            board.give(g, high, -difference, you, self.until, key="swap")
        return [a, b]


@dataclass(frozen=True, slots=True)
class Empower(OnEach):
    """ "Empower me" (441). One already Empowered is unchanged (441.1.c) but still "it" for
    the next instruction ("Empower a unit. Disempower it at end of turn.")."""

    act = staticmethod(board.empower)

    def run(self, ctx: Context) -> list[Any]:
        return _each_kept(self, ctx)


@dataclass(frozen=True, slots=True)
class Disempower(OnEach):
    """ "Disempower it" (442). One not Empowered is unchanged (442.1.a.1) but still "it" for
    the next instruction."""

    act = staticmethod(board.disempower)

    def run(self, ctx: Context) -> list[Any]:
        return _each_kept(self, ctx)


def _each_kept(action: OnEach, ctx: Context) -> list[Any]:
    """``action`` done to each object its target selects; those it left unchanged, still in
    force (a legend in the Legend Zone too, 107.4), kept as "it" for the next instruction."""
    targets = action.target.resolve(ctx)
    done = [o for o in targets if action.act(ctx.game, o, ctx.controller)]
    ctx.kept = [o for o in targets if o not in done and getattr(o, "in_force", False)]
    return done


@dataclass(frozen=True, slots=True)
class GiveKeyword(Action):
    """ "Give [units] [Assault 3] this turn": a combat keyword, ``until`` "turn" or None."""

    target: Selector
    keyword: str
    value: int = 0
    until: str | None = "turn"

    def run(self, ctx: Context) -> list[Any]:
        g, you, k, n = ctx.game, ctx.controller, self.keyword, self.value
        return [
            o for o in self.target.resolve(ctx) if board.give_keyword(g, o, k, n, you, self.until)
        ]


@dataclass(frozen=True, slots=True)
class GiveKeywordsOf(Action):
    """ "Give another friendly unit my keywords … this turn" (801.3.a): each combat keyword
    the permanent ``of`` selects has as this runs (its own and those given to it,
    :func:`~riftrules.engine.abilities.combat_keywords`), with its value ([Deflect] 1: a
    keyword's value goes with it, and adds to one the unit has, 809.2), given to each
    permanent ``target`` selects, ``until`` "turn". A simplification: a keyword of another
    kind the source may have been given ([Temporary], [Vision]) is not given."""

    target: Selector
    of: Selector
    until: str | None = "turn"

    def run(self, ctx: Context) -> list[Any]:
        from riftrules.engine.abilities import combat_keywords

        g, you = ctx.game, ctx.controller
        sources = [o for o in self.of.resolve(ctx) if getattr(o, "on_board", False)]
        had = combat_keywords(g, sources[0]) if sources else {}
        targets = [o for o in self.target.resolve(ctx) if o.on_board]
        for obj in targets:
            for keyword, value in had.items():
                board.give_keyword(g, obj, keyword, value, you, self.until)
        return targets


@dataclass(frozen=True, slots=True)
class GiveAbilities(Action):
    """ "Give it [Temporary]": a keyword's ``abilities`` for each permanent ``target`` selects,
    while it stays on the board."""

    target: Selector
    keyword: str
    abilities: tuple[Ability, ...]

    def run(self, ctx: Context) -> list[Any]:
        g, you, k, found = ctx.game, ctx.controller, self.keyword, self.abilities
        return [o for o in self.target.resolve(ctx) if board.give_abilities(g, o, k, found, you)]


@dataclass(frozen=True, slots=True)
class GrantAbility(Action):
    """'Give it "[A][A]: Ready me."' this turn (477.2.a): the activated (or triggered)
    ``ability`` for each permanent ``target`` selects, its own until ``until`` ("turn":
    317.2.c)."""

    target: Selector
    ability: ActivatedAbility | TriggeredAbility
    until: str = "turn"

    def run(self, ctx: Context) -> list[Any]:
        g, you, given = ctx.game, ctx.controller, self.ability
        return [
            o for o in self.target.resolve(ctx) if board.grant_ability(g, o, given, you, self.until)
        ]


class Destination(StrEnum):
    """Where a :class:`Move` sends units that no battlefield selector names (``Move.to``)."""

    BASE = "base"  # each unit's controller's base
    # "Move an enemy unit.": the effect names no restriction (449.1), so the controller
    # chooses, for each unit, its base or any battlefield other than where it is that it may
    # enter (449.2)
    ANYWHERE = "anywhere"
    BATTLEFIELD = "battlefield"  # "to a battlefield": one the controller chooses, not the base
    # "I may be moved with it": where the unit whose move triggered the ability went, its base
    # only if that is the same base (its controller's, 420)
    WITH_IT = "with-it"
    # "to or from its base": a unit at a battlefield to its base, one in its base to a
    # battlefield its controller chooses (449.1-2)
    TO_OR_FROM_BASE = "to-or-from-base"
    # "to a location where there's a unit with the same controller": a location (its base or
    # a battlefield, 107.1) where another unit with the same controller is
    BESIDE_A_FRIEND = "beside-a-friend"

    def __repr__(self) -> str:  # as the source that names it (generated scripts)
        return f"{type(self).__name__}.{self.name}"


@dataclass(frozen=True, slots=True)
class Move(Action):
    """ "Move [units] to [a battlefield | base]": ``to`` a battlefield selector or a
    :class:`Destination` (each but the base and "with it" one its controller chooses for each
    unit). ``who``: the player who moves them, responsible for it (411: "They move a unit they
    control …")."""

    target: Selector
    to: Selector | Destination = Destination.BASE
    who: Selector = CONTROLLER

    def run(self, ctx: Context) -> list[Any]:
        g = ctx.game
        you = ctx.controller if self.who is CONTROLLER else next(iter(self.who.resolve(ctx)), None)
        if you is None:
            return []
        if self.to is Destination.WITH_IT:
            return self._with_it(ctx, you)
        if isinstance(self.to, Destination) and self.to is not Destination.BASE:
            return [u for u in self.target.resolve(ctx) if self._chosen(ctx, u, you, self.to)]
        destination: Battlefield | None = None
        if not isinstance(self.to, Destination):
            found = [b for b in self.to.resolve(ctx) if b is not None]  # a base is not "there"
            if not found:
                return []
            destination = found[0]
        units = self.target.resolve(ctx)
        if g.statics:
            from riftrules.engine.abilities import move_tax

            if not move_tax(g, you, units, destination):
                return []  # 204.4.c: an applied cost not paid, the move is not performed
        return [o for o in units if board.move(g, o, destination, you)]

    @staticmethod
    def _chosen(ctx: Context, unit: GameCard, you: Player, to: Destination) -> bool:
        """Move ``unit`` where ``you`` choose among the destinations ``to`` allows."""
        g = ctx.game
        options = board.destinations(g, unit)
        if to is Destination.BESIDE_A_FRIEND:
            options = [o for o in options if _has_friend(unit, o)]
        if to is Destination.BATTLEFIELD or (
            to is not Destination.ANYWHERE and unit.zone == "base"
        ):
            options = [o for o in options if o != "base"]
        elif to is Destination.TO_OR_FROM_BASE:  # from a battlefield: to its base only
            options = [o for o in options if o == "base"]
        chosen = g.choices.pick(you.name, options, prompt=f"where {unit.name} moves")
        return bool(chosen) and board.move(g, unit, None if chosen[0] == "base" else chosen[0], you)

    def _with_it(self, ctx: Context, you: Player) -> list[Any]:
        event = ctx.event
        if event is None or not isinstance(event.data, MoveData):
            return []
        where = event.data.battlefield
        units = self.target.resolve(ctx)
        if where is None:  # to a base: the same one only
            units = [u for u in units if u.controller is event.subject.controller]
        return [u for u in units if board.move(ctx.game, u, where, you)]


def _has_friend(unit: GameCard, where: Battlefield | str) -> bool:
    """Is another unit with ``unit``'s controller at ``where`` ("base": its controller's)?"""
    there = unit.controller.base if where == "base" else where.permanents  # type: ignore[union-attr]
    return any(
        o is not unit and o.type == "Unit" and o.controller is unit.controller for o in there
    )


@dataclass(frozen=True, slots=True)
class SwapLocations(Action):
    """ "Move me to its location and it to my original location", "Move me and a Shadow Clone
    you control to each other's locations": the two units ``target`` selects (nothing unless
    it selects two) each move to where the other was (420), both locations noted first; a base
    is its controller's, so a unit goes to the other's base only if it is its own."""

    target: Selector

    def run(self, ctx: Context) -> list[Any]:
        units = [u for u in self.target.resolve(ctx) if u.type == "Unit" and u.on_board]
        if len(units) != 2 or units[0] is units[1]:
            return []
        first, second = units
        origins = [(u.battlefield if u.zone == BATTLEFIELD else None, u.controller) for u in units]
        moved = []
        for unit, (where, whose) in ((first, origins[1]), (second, origins[0])):
            if where is None and whose is not unit.controller:
                continue  # another player's base: no location of this unit's
            if board.move(ctx.game, unit, where, ctx.controller):
                moved.append(unit)
        return moved


@dataclass(frozen=True, slots=True)
class Play(Action):
    """Play cards as part of an effect (419.3), from where they are: ``ignore`` "cost" "…,
    ignoring its cost" (356.1.b.1), "energy" / "power" "… its Energy cost" (356.1.b.2), None:
    their costs are paid (419.3.b; not played if they cannot be, 358.5); ``at`` a battlefield
    selector for a unit, ``exhausted`` to override how it enters; ``less``: "…, reducing its
    cost by [3]" (a discount of its Energy cost, 356.4); ``cost``: "… for [A]", the cost that
    replaces its base cost (as a [Flow] cost does, 829.1.c.1). ``at_type``: ``at`` is where a
    card of that type is played, another is played as it would be ("You may banish one, then
    play it. If it is a unit, you may play it here.", 419.3.b: the effect notes where);
    ``at_may``: its player chooses whether to play it there. Returns the cards played."""

    target: Selector
    who: Selector = CONTROLLER
    at: Selector | None = None
    exhausted: bool | None = None
    ignore: str | None = "cost"
    less: int = 0
    cost: Action | None = None
    at_type: str | None = None
    at_may: bool = False

    def run(self, ctx: Context) -> list[Any]:
        players = self.who.resolve(ctx)
        if not players:
            return []
        where = None
        if self.at is not None:
            places = self.at.resolve(ctx)
            if not places and self.at_type is None:
                return []  # "to a battlefield you control" with none: nowhere to play it
            where = places[0] if places else None
        played = []
        for obj in self.target.resolve(ctx):
            there = where
            if self.at_type is not None and getattr(obj, "type", None) != self.at_type:
                there = None  # "If it is a unit, … play it here": another card as it would be
            elif there is not None and self.at_may:
                prompt = f"play {obj.name} at {there.name}"
                if not ctx.game.choices.decide(players[0].name, prompt):
                    there = None
            if self.at is None and getattr(obj, "type", None) == "Unit":
                there = _location(ctx, players[0], obj)  # 355.2: where it enters, chosen
            done = costs.play_card(
                ctx.game,
                players[0],
                obj,
                there,
                ignore=self.ignore,
                exhausted=self.exhausted,
                allowed=True,
                less=self.less,
                base=self.cost,
            )
            if done is not None:
                played.append(done)
        ctx.memory[PLAYED] = played  # "… and play it. Recycle the rest. Then … Empower it."
        return played


BASE_OPTION = "base"  # a location offered for a unit played: its controller's base


def _location(ctx: Context, player: Player, unit: GameCard) -> Battlefield | None:
    """The location ``player`` chooses for ``unit`` that an effect plays with no location of
    its own (355.2): their base or a battlefield they may play it to (355.2.a: one they
    control; 355.2.b: one an effect lets them), offered when there is more than one."""
    game = ctx.game
    places = [b for b in game.battlefields if costs.may_play_to(game, player, unit, b)]
    if not places:
        return None
    options: list[Any] = [BASE_OPTION, *places]
    (where,) = game.choices.pick(player.name, options, prompt=f"a location for {unit.name}")
    return None if where == BASE_OPTION else where


@dataclass(frozen=True, slots=True)
class PlayToken(Action):
    """ "Play a N [M] Name unit token [ready] [with [Temporary]] [here]" (179, 187); ``count``
    tokens; ``at`` a selector of battlefields (None in it, or no ``at``: the base);
    ``created``: "Create …" (439), the token Created there, not played."""

    name: str
    might: int | None = None
    type: str = "Unit"
    tags: tuple[str, ...] = ()
    count: Amount = 1
    who: Selector = CONTROLLER
    at: Selector | None = None
    exhausted: bool | None = None
    abilities: tuple[Ability, ...] = ()
    created: bool = False

    def run(self, ctx: Context) -> list[Any]:
        player = the_player(self.who, ctx, "play_token")
        if player is None:
            return []
        where = self.at.resolve(ctx) if self.at is not None else [None]
        if not where:
            return []
        if where == [None] and self.type == "Unit":
            where = [ctx.hidden_battlefield()]  # 811.1.d.3: played from facedown: there
        if self.type == "Unit" and ctx.game.statics and closed(ctx.game, where[0]):
            return []  # "Units can't be played here.": no token can be played there
        return [
            board.play_token(
                ctx.game,
                player,
                self.name,
                self.might,
                type=self.type,
                tags=self.tags,
                battlefield=where[0],
                exhausted=self.exhausted,
                abilities=self.abilities,
                created=self.created,
            )
            for _ in range(amount(self.count, ctx))
        ]


# -- composition --------------------------------------------------------------------------------


@dataclass(frozen=True, slots=True)
class Sequence(Action):
    """Instructions in order; each one's result is "it" for the next."""

    steps: tuple[Action, ...]

    def __init__(self, *steps: Action) -> None:
        object.__setattr__(self, "steps", steps)

    def payable(self, ctx: Context) -> bool:
        return all(step.payable(ctx) for step in self.steps)

    def finalize(self, ctx: Context) -> Action | None:
        """Its first instruction is "the first part" of the effect (383.3.a-b) — unless that is
        itself several ("You and each opponent may …": each player's own "may", as it
        resolves)."""
        if not self.steps or isinstance(self.steps[0], Sequence):
            return self
        first = self.steps[0].finalize(ctx)
        if first is None:
            return None
        return self if first is self.steps[0] else Sequence(first, *self.steps[1:])

    def run(self, ctx: Context) -> list[Any]:
        result: list[Any] = []
        for step in self.steps:
            before = ctx.kept
            result = step.run(ctx)
            if ctx.kept is before:  # the step left nothing of its own on the board
                ctx.kept = []
            ctx.last = result
            ctx.stepped = True
        return result


@dataclass(frozen=True, slots=True)
class May(Action):
    """ "You may …" decided as it resolves (383.3.a.3): yes or no from the choice queue, else
    yes."""

    action: Action
    who: Selector = CONTROLLER
    prompt: str = ""

    def payable(self, ctx: Context) -> bool:
        return self.action.payable(ctx)

    def run(self, ctx: Context) -> list[Any]:
        chooser = the_player(self.who, ctx, "may")
        if chooser is None:
            return []
        prompt = self.prompt or type(self.action).__name__
        if not ctx.game.choices.decide(chooser.name, prompt):
            return []
        return self.action.run(ctx)

    def finalize(self, ctx: Context) -> Action | None:
        """383.3.a: "you may" first in a triggered ability's effect is decided as it goes on
        the chain; declined, or what follows it a cost that cannot be paid (383.3.b.1), it has
        not triggered. Performed, the instruction without its "may" resolves."""
        chooser = the_player(self.who, ctx, "may")
        if chooser is None or not self.action.payable(ctx):
            return None
        prompt = self.prompt or type(self.action).__name__
        if not ctx.game.choices.decide(chooser.name, prompt):
            return None
        return self.action


class Condition(Protocol):
    def holds(self, ctx: Context) -> bool: ...


@dataclass(frozen=True, slots=True)
class Did:
    """ "If you do", "… this way": the previous instruction affected something (of ``type``,
    at least ``least``); "If you readied an enemy unit", "If you stunned a [Mighty] unit":
    something ``of`` matches as the condition is checked (a permanent it was done to)."""

    type: str | None = None
    least: int = 1
    of: Selector | None = None

    def holds(self, ctx: Context) -> bool:
        found = [o for o in ctx.last if self.type is None or getattr(o, "type", None) == self.type]
        if self.of is not None:
            found = [o for o in found if self.of.matches(ctx, o)]
        return len(found) >= self.least


@dataclass(frozen=True, slots=True)
class Revealed:
    """ "Then if you revealed a Bird, Cat, Dog, or Poro, …": a card this effect's player
    revealed (424.1: :class:`RevealCards`) is of ``type`` and has one of ``tags`` (each left
    out: any), its tags as printed (a card off the board, 143.1)."""

    type: str | None = None
    tags: tuple[str, ...] = ()

    def holds(self, ctx: Context) -> bool:
        from riftrules.engine.abilities import has_tag

        for card in ctx.memory.get(REVEALED, []):
            if self.type is not None and card.type != self.type:
                continue
            if not self.tags or any(has_tag(ctx.game, card, tag) for tag in self.tags):
                return True
        return False


@dataclass(frozen=True, slots=True)
class Targeted:
    """ "This costs [2] less if you choose a Bird, Cat, Dog, or Poro.": what the card being
    played chose as its first target (355.5, chosen before its cost is determined, 356) is of
    ``type`` and has one of ``tags`` (each left out: any). Asked before any choice is made
    (whether it could be played for its least cost: :func:`riftrules.engine.costs.can_play`),
    it holds if one of the options would do."""

    type: str | None = None
    tags: tuple[str, ...] = ()

    def holds(self, ctx: Context) -> bool:
        from riftrules.engine.chain import first_target

        chosen = ctx.memory.get(TARGETED)
        if chosen is None:  # nothing chosen yet: could it be?
            choose = first_target(getattr(ctx.game.script(ctx.source), "effect", None))
            of = getattr(choose, "of", None) if ctx.source is not None else None
            chosen = of.resolve(ctx) if of is not None else []
        return any(self._fits(ctx, card) for card in chosen)

    def _fits(self, ctx: Context, card: Any) -> bool:
        from riftrules.engine.abilities import has_tag

        if self.type is not None and getattr(card, "type", None) != self.type:
            return False
        return not self.tags or any(has_tag(ctx.game, card, tag) for tag in self.tags)


@dataclass(frozen=True, slots=True)
class AtLeast:
    """An amount is at least ``least`` ("if you have 3 or more …")."""

    value: Amount
    least: int

    def holds(self, ctx: Context) -> bool:
        return amount(self.value, ctx) >= self.least


@dataclass(frozen=True, slots=True)
class Exactly:
    """An amount is exactly ``count`` ("if there is exactly one other unit here")."""

    value: Amount
    count: int

    def holds(self, ctx: Context) -> bool:
        return amount(self.value, ctx) == self.count


@dataclass(frozen=True, slots=True)
class Exists:
    """A selector finds something ("if you control a Mech")."""

    of: Selector

    def holds(self, ctx: Context) -> bool:
        return bool(self.of.resolve(ctx))


@dataclass(frozen=True, slots=True)
class WasMighty:
    """ "[Deathknell] — If I was [Mighty], …": the unit had 5 or more Might as it died (708).
    In the trash it has no Might; the ``kill`` event noted it (428.1.a.1.b: "Note the unit's
    location, attributes, and other relevant information")."""

    def holds(self, ctx: Context) -> bool:
        event = ctx.event
        return (
            event is not None and isinstance(event.data, KillData) and (event.data.might or 0) >= 5
        )


@dataclass(frozen=True, slots=True)
class DiedAlone:
    """ "[Deathknell] — If I died alone, …": no other friendly unit was at the unit's location
    as it died (740.2.a), as the ``kill`` event noted (428.1.a.1.b)."""

    def holds(self, ctx: Context) -> bool:
        event = ctx.event
        return event is not None and isinstance(event.data, KillData) and bool(event.data.alone)


@dataclass(frozen=True, slots=True)
class InTurn:
    """ "If it's your turn": the turn player (the one whose turn it is, 315) is the
    controller (``whose`` "you") or another player ("opponent")."""

    whose: str = "you"

    def holds(self, ctx: Context) -> bool:
        return (ctx.game.turn_player is ctx.controller) == (self.whose == "you")


@dataclass(frozen=True, slots=True)
class InPhase:
    """ "If it's your Beginning Phase": the turn is in phase ``name`` (315), of ``whose`` turn
    ("you": the controller's, "opponent", or None: anyone's)."""

    name: str
    whose: str | None = "you"

    def holds(self, ctx: Context) -> bool:
        game = ctx.game
        if game.phase != self.name:
            return False
        if self.whose is None:
            return True
        return (game.turn_player is ctx.controller) == (self.whose == "you")


@dataclass(frozen=True, slots=True)
class PlayedAnother:
    """[Legion] (812.1.b.1): "if you have played another card this turn" — a card other than
    the source, not a token (185), played by you this turn. Before 2026-03-30 (728.1.c.2 of
    2025-10) an ability that is neither a spell's nor a play effect asked only for a card played
    this turn, the source too (Sun Disc's ability the turn it is played: Origins FAQ)."""

    def holds(self, ctx: Context) -> bool:
        you, source = ctx.controller.name, ctx.source
        if source is None:  # a spell's own instructions: the spell on the chain is the source
            from riftrules.engine.chain import choosing_spell

            item = choosing_spell(ctx)
            source = item.card if item is not None else None
        itself = _legion_counts_itself(ctx)
        return any(
            e.kind == "play"
            and e.player == you
            and (itself or e.subject is not source)
            and not getattr(e.subject, "token", False)
            for e in ctx.game.this_turn()
        )


LEGION_ANOTHER_FROM = "2026-03-30"  # 812.1.c: "a card different than the one with the Legion"


def _legion_counts_itself(ctx: Context) -> bool:
    from riftrules.rules import store

    if store.edition_info(ctx.game.edition).date >= LEGION_ANOTHER_FROM:
        return False
    source, event = ctx.source, ctx.event
    if source is None or not getattr(source, "on_board", False):
        return False  # a spell's instruction (728.1.c.1)
    return not (event is not None and event.kind == "play" and event.subject is source)


@dataclass(frozen=True, slots=True)
class IsA:
    """ "If it's a gear": what ``of`` selects is (all) of card type ``type``."""

    of: Selector
    type: str

    def holds(self, ctx: Context) -> bool:
        found = self.of.resolve(ctx)
        return bool(found) and all(getattr(o, "type", None) == self.type for o in found)


@dataclass(frozen=True, slots=True)
class Not:
    condition: Condition

    def holds(self, ctx: Context) -> bool:
        return not self.condition.holds(ctx)


@dataclass(frozen=True, slots=True)
class Both:
    """Two conditions hold ("while I'm attacking with another unit")."""

    first: Condition
    second: Condition

    def holds(self, ctx: Context) -> bool:
        return self.first.holds(ctx) and self.second.holds(ctx)


@dataclass(frozen=True, slots=True)
class NearVictory:
    """ "If an opponent's score is within 3 points of the Victory Score": a player ``who``
    selects has at least the Victory Score (194.3) less ``within`` points."""

    who: Selector
    within: int

    def holds(self, ctx: Context) -> bool:
        least = ctx.game.victory_score - self.within
        return any(player.points >= least for player in self.who.resolve(ctx))


@dataclass(frozen=True, slots=True)
class ThisTurn:
    """ "If you've gained XP this turn", "If you've discarded a card this turn": events of
    ``kind`` by you (``anyone``: by any player or the game, "if a unit died this turn"), to an
    object of ``type`` if given, or to what ``about`` selects ("if I haven't been dealt damage
    this turn"), at least ``least`` of them since this turn began (a turn's events are those
    :meth:`Game.this_turn` gives). ``tag``: the object has that tag ("if you've played an
    Equipment this turn": a gear with the Equipment tag, 150.1); ``token``: it is a token or
    not ("if you've played a non-token unit … this turn", 179)."""

    kind: str
    least: int = 1
    anyone: bool = False
    type: str | None = None
    about: Selector | None = None
    controller: str | None = None
    phase: str | None = None
    tag: str | None = None
    token: bool | None = None

    def holds(self, ctx: Context) -> bool:
        you, found = ctx.controller.name, 0
        about = self.about.resolve(ctx) if self.about is not None else None
        for event in ctx.game.this_turn():
            if event.kind != self.kind or not (self.anyone or event.player == you):
                continue
            if about is not None and not _about(event, about):
                continue
            if self.phase is not None and (event.phase != self.phase or event.turn != you):
                continue  # "during your Beginning Phase this turn"
            if self.controller is not None and _noted_side(ctx, event) != self.controller:
                continue
            if self.tag is not None and self.tag not in getattr(event.subject, "tags", ()):
                continue  # its tags as it was played (printed: 150.5)
            if self.token is not None and getattr(event.subject, "token", None) != self.token:
                continue
            if self.type is None or getattr(event.subject, "type", None) == self.type:
                found += 1
                if found >= self.least:
                    return True
        return False


def _about(event: Any, about: list[Any]) -> bool:
    """The event happened to one of ``about``: its subject, or one of the units that
    conquered or held ("if I didn't conquer this turn", 383.4.c)."""
    units = getattr(event.data, "units", None) or ()
    return event.subject in about or any(unit in about for unit in units)


def _noted_side(ctx: Context, event: Any) -> str | None:
    """ "friendly" or "enemy" (to you): the controller an event noted for its object — a
    ``kill`` for the unit as it died (428.1.a.1.b), a ``choose`` as it was chosen; None if it
    noted none."""
    said = event.data
    name = said.controller if isinstance(said, KillData | ChooseData) else None
    if name is None:
        return None
    return "friendly" if ctx.game.player(name).team is ctx.controller.team else "enemy"


@dataclass(frozen=True, slots=True)
class WasSide:
    """ "Kill a unit …. If it was an enemy unit, …": the last object ``of`` selects (``Chosen()``:
    the one chosen last, "it", however many tokens were played since) is, or was as it died,
    controlled by ``side`` ("friendly" or "enemy", to you; 489.8.e) — on the board its
    controller now, else the controller its last ``kill`` event noted (428.1.a.1.b)."""

    of: Selector
    side: str

    def holds(self, ctx: Context) -> bool:
        found = self.of.resolve(ctx)[-1:]
        return bool(found) and self._side(ctx, found[0]) == self.side

    @staticmethod
    def _side(ctx: Context, obj: Any) -> str | None:
        if getattr(obj, "on_board", False):
            return "friendly" if obj.controller.team is ctx.controller.team else "enemy"
        for event in reversed(ctx.game.log):
            if event.kind == "kill" and event.subject is obj:
                return _noted_side(ctx, event)
        return None


@dataclass(frozen=True, slots=True)
class AssignedExcess:
    """ "When you conquer, if you assigned 3 or more excess damage, …": in the combat the
    conquest came from, you assigned at least ``least`` damage beyond lethal — to the last of
    the enemy units, where the rest goes (465.2.c.4) — as its ``assign`` event noted. A
    conquest with no combat just before it (a move to an empty battlefield) had none."""

    least: int

    def holds(self, ctx: Context) -> bool:
        return ExcessAssigned().value(ctx) >= self.least


@dataclass(frozen=True, slots=True)
class ExcessAssigned:
    """ "… if you assigned 5 or more excess damage to enemy units, you may deal that much …":
    the excess damage you assigned (465.2.c.4) in the combat the conquest being resolved came
    from, as its ``assign`` events noted; 0 after a conquest with no combat just before it."""

    def value(self, ctx: Context) -> int:
        fought = _combat_conquered_from(ctx)
        if fought is None:
            return 0
        return sum(
            e.data.excess or 0
            for e in fought
            if isinstance(e.data, AssignData) and e.player == ctx.controller.name
        )


@dataclass(frozen=True, slots=True)
class ConqueredAfter:
    """ "When I conquer after an attack": the conquest came from a combat (466, 465.2) in which
    the ability's source was ``kind``'s designation ("attack": an attacker, 383.4.e), as its
    ``attack`` event noted; a conquest with no combat just before it (a move to an empty
    battlefield) came after none."""

    kind: str = "attack"

    def holds(self, ctx: Context) -> bool:
        fought = _combat_conquered_from(ctx)
        source = ctx.source
        return fought is not None and any(
            e.kind == self.kind and e.subject is source for e in fought
        )


def _combat_conquered_from(ctx: Context) -> list[Any] | None:
    """The events of the combat the ``conquer`` event being resolved came from (from its
    ``combat`` event to its ``combat_end``, the event just before the conquest, at the same
    battlefield), or None: no conquest, or none right after a combat there."""
    event, log = ctx.event, ctx.game.log
    if event is None or event.kind != "conquer":
        return None
    at = next((i for i in range(len(log) - 1, -1, -1) if log[i] is event), 0)
    end = log[at - 1] if at > 0 else None
    if end is None or end.kind != "combat_end" or end.subject is not event.subject:
        return None
    fought: list[Any] = []
    for earlier in reversed(log[: at - 1]):
        if earlier.kind == "combat" and earlier.subject is event.subject:
            break
        fought.append(earlier)
    return fought


@dataclass(frozen=True, slots=True)
class FewerThan:
    """ "If you control fewer runes than an opponent": you have fewer cards in ``zone`` than at
    least one of the players ``who`` selects."""

    zone: str
    who: Selector = OPPONENTS

    def holds(self, ctx: Context) -> bool:
        mine = len(ctx.controller.zones[self.zone])
        return any(len(p.zones[self.zone]) > mine for p in self.who.resolve(ctx))


@dataclass(frozen=True, slots=True)
class ScoredEarly:
    """ "If a player would score 1 point from conquering or holding during their first or
    second turn": the point the event (a ``gain_point`` about to happen) gives is scored by
    conquering or holding (470), in the scoring player's own turn, one of their first ``turns``
    turns (:func:`riftrules.engine.abilities.turns_taken`, the game's opening turn counted)."""

    turns: int

    def holds(self, ctx: Context) -> bool:
        event = ctx.event
        if event is None or not isinstance(event.data, GainPointData):
            return False
        if event.data.how not in ("conquer", "hold"):
            return False
        player = event.subject
        if ctx.game.turn_player is not player:
            return False
        return turns_taken(ctx.game, player) <= self.turns


@dataclass(frozen=True, slots=True)
class UnitsThere:
    """ "If you control a battlefield with exactly two units there": one of the battlefields
    ``where`` selects has exactly ``count`` units there (anyone's)."""

    where: Selector
    count: int

    def holds(self, ctx: Context) -> bool:
        return any(
            sum(1 for p in field.permanents if p.type == "Unit") == self.count
            for field in self.where.resolve(ctx)
        )


@dataclass(frozen=True, slots=True)
class PlayedSpell:
    """ "Counter a spell if an opponent has played another spell this turn": a spell played
    this turn (a ``play`` event) by one of the players ``by`` selects, other than what
    ``other_than`` selects (the spell being countered, chosen first)."""

    by: Selector = OPPONENTS
    other_than: Selector | None = None

    def holds(self, ctx: Context) -> bool:
        players = {p.name for p in self.by.resolve(ctx)}
        skip = self.other_than.resolve(ctx) if self.other_than is not None else []
        return any(
            e.kind == "play"
            and e.player in players
            and getattr(e.subject, "type", None) == "Spell"
            and not any(e.subject is s for s in skip)
            for e in ctx.game.this_turn()
        )


@dataclass(frozen=True, slots=True)
class Forbid(Action):
    """ "Its controller can't play spells this turn." (002): the players ``who`` selects now
    can't do ``what`` ("play": cards, "play.spell": spells) until the turn ends (317.2.c);
    "It can't be chosen by enemy spells and abilities this turn." (757): nor can ``what``
    ("chosen") happen to the permanents it selects (:func:`.board.forbid`)."""

    what: str
    who: Selector
    text: str = ""

    def run(self, ctx: Context) -> list[Any]:
        from riftrules.engine.abilities import Restriction
        from riftrules.engine.selectors import PlayerNamed
        from riftrules.engine.state import Player

        found = self.who.resolve(ctx)
        for player in (p for p in found if isinstance(p, Player)):
            barred = Restriction(self.what, PlayerNamed(player.name), text=self.text)
            add_ability(ctx.game, barred, ctx.controller, "turn")
        g, you, what = ctx.game, ctx.controller, self.what
        permanents = [o for o in found if isinstance(o, GameCard)]
        return [p for p in found if isinstance(p, Player)] + [
            o for o in permanents if board.forbid(g, o, what, you)
        ]


@dataclass(frozen=True, slots=True)
class InCombat:
    """ "During combat": a combat is under way (459: ``game.combat``, from its showdown to its
    resolution, the cleanup that kills its lethally damaged units included)."""

    def holds(self, ctx: Context) -> bool:
        return ctx.game.combat is not None


@dataclass(frozen=True, slots=True)
class InShowdown:
    """ "While I'm in a showdown": a showdown is under way (the Showdown State of a combat,
    308.1: ``game.combat``) at the source's battlefield."""

    def holds(self, ctx: Context) -> bool:
        here = getattr(ctx.source, "battlefield", None)
        return ctx.game.combat is not None and here is ctx.game.combat


@dataclass(frozen=True, slots=True)
class If(Action):
    """ "If …, …[; otherwise …]"."""

    condition: Condition
    then: Action
    otherwise: Action | None = None

    def run(self, ctx: Context) -> list[Any]:
        if self.condition.holds(ctx):
            return self.then.run(ctx)
        if self.otherwise is not None:
            return self.otherwise.run(ctx)
        return []


@dataclass(frozen=True, slots=True)
class Either(Action):
    """ "Draw 1 or channel 1 rune exhausted.": its controller (or ``who``) chooses one of
    ``options`` (the choice queue answers by the words in ``labels``; without an answer, the
    first)."""

    options: tuple[Action, ...]
    labels: tuple[str, ...]
    who: Selector | None = None  # who chooses, if not you ("… unless its controller has you …")

    def run(self, ctx: Context) -> list[Any]:
        chooser = the_player(self.who, ctx, "choose") if self.who is not None else ctx.controller
        if chooser is None:
            return []
        (picked,) = ctx.game.choices.pick(chooser.name, list(self.labels), prompt="or")
        return self.options[self.labels.index(picked)].run(ctx)


@dataclass(frozen=True, slots=True)
class Purpose(Action):
    """ "[You may] pay [1] to draw 1", "exhaust this to [Stun] it": ``effect`` happens only if
    ``cost`` did something (was paid), and "it" in the effect still means what it meant before
    the cost (the event's object, the chosen unit), not what the cost affected."""

    cost: Action
    effect: Action

    def run(self, ctx: Context) -> list[Any]:
        before = ctx.last
        if not self.cost.payable(ctx) or not self.cost.run(ctx):  # paid whole or not at all
            return []
        ctx.last = before
        return self.effect.run(ctx)

    def finalize(self, ctx: Context) -> Action | None:
        """383.3.b: its cost is the triggered ability's base cost: it must be payable for the
        ability to go on the chain (383.3.b.1); "you may" before it decided then (383.3.a)."""
        cost = self.cost.finalize(ctx)
        if cost is None or not cost.payable(ctx):
            return None
        return self if cost is self.cost else Purpose(cost, self.effect)


@dataclass(frozen=True, slots=True)
class Acting(Action):
    """ "It deals damage … to an enemy unit. Then detach an Equipment from it.": ``action`` done
    by "it" (the clause's subject); the next instruction's "it" still names that subject, not
    what the action affected."""

    action: Action

    def run(self, ctx: Context) -> list[Any]:
        actor = It().resolve(ctx)
        self.action.run(ctx)
        return actor


@dataclass(frozen=True, slots=True)
class Reflexive(Action):
    """ "[When you … this way,] do this: …" — a reflexive trigger (386-388): if ``condition``
    holds now, ``effect`` goes on the chain as a new ability and resolves after the current
    effect is complete, keeping "it" (e.g. the burned card)."""

    effect: Action
    condition: Condition | None = None
    text: str = ""

    def run(self, ctx: Context) -> list[Any]:
        if self.condition is None or self.condition.holds(ctx):
            label = self.text or "do this"
            log = ctx.game.log
            after = TRIGGER_KEYS.get(log[-1].kind) if log else None  # "when you burn … this way"
            also = (after,) if after else ()
            child = ctx.child()
            if child.source is None:  # a spell's: its "this" is the card, wherever it goes next
                child.source = next(iter(Self().resolve(ctx)), None)
            ctx.game.pending.append(
                Pending(self.effect, child, "trigger.reflexive", None, label, also)
            )
        return ctx.last


@dataclass(frozen=True, slots=True)
class ForEach(Action):
    """Do ``action`` once for each object ``of`` selects, with it as "it"."""

    of: Selector
    action: Action

    def run(self, ctx: Context) -> list[Any]:
        done: list[Any] = []
        for obj in self.of.resolve(ctx):
            ctx.last = [obj]
            done += self.action.run(ctx)
        return done


@dataclass(frozen=True, slots=True)
class Repeat(Action):
    """Do ``action`` ``times`` times ("do this 2 times")."""

    times: Amount
    action: Action

    def run(self, ctx: Context) -> list[Any]:
        done: list[Any] = []
        for _ in range(amount(self.times, ctx)):
            done += self.action.run(ctx)
        return done


@dataclass(frozen=True, slots=True)
class RepeatPlayEffect(Action):
    """ "Repeat this gear's play effect." (Sprite Fountain's [Deathknell]): the effect of each
    of the source's play effects — its triggered abilities whose condition is its own being
    played (383.4.a, 383.4.a.3) — runs again, as part of this effect."""

    def run(self, ctx: Context) -> list[Any]:
        script = ctx.game.script(ctx.source) if ctx.source is not None else None
        done: list[Any] = []
        for ability in getattr(script, "abilities", ()):
            if not isinstance(ability, TriggeredAbility) or ability.event != "play":
                continue
            if getattr(ability.condition, "subject", None) != "self":
                continue  # "When you play a unit": not its own play effect (383.4.a.4)
            ctx.game.emit("repeat", ctx.controller, "repeat.play_effect", subject=ctx.source)
            done += ability.effect.run(ctx)
        return done


@dataclass(frozen=True, slots=True)
class Remember(Action):
    """Set aside what ``of`` selects now under ``name``, for
    :class:`~riftrules.engine.selectors.Remembered` later ("choose a unit. … Then … it")."""

    name: str
    of: Selector

    def run(self, ctx: Context) -> list[Any]:
        found = self.of.resolve(ctx)
        ctx.memory[self.name] = found
        return found


@dataclass(frozen=True, slots=True)
class AddAbility(Action):
    """Create an ability for a while: "this turn, when …", "the next time … would …".
    ``about``: "it" — the ability is about what the previous instruction affected, remembered
    now ("Deal 3 to an enemy unit. When it dies this turn, …": ``When(subject="it")``)."""

    ability: Ability
    until: str | None = "turn"
    about: str | None = None
    mine: bool = False  # its "I", "this battlefield": the permanent whose ability created it
    they: Selector | None = None  # "When they hold": the players they are, as it is created

    def run(self, ctx: Context) -> list[Any]:
        about = tuple(It().resolve(ctx)) if self.about == "it" else ()
        if self.about == "it" and not about:
            return ctx.last  # nothing to be about: the ability could never trigger
        players: tuple[str, ...] = ()
        if self.they is not None:
            players = tuple(p.name for p in self.they.resolve(ctx) if isinstance(p, Player))
            if not players:
                return ctx.last  # no player for "they": it could never trigger
        source = ctx.source if self.mine else None
        add_ability(ctx.game, self.ability, ctx.controller, self.until, about, source, players)
        return ctx.last


@dataclass(frozen=True, slots=True)
class ActivateEffects(Action):
    """ "Activate the conquer effects of units here" (383.4.g): the ``kind`` ("conquer")
    triggered abilities of the units at the battlefield ``at`` selects, as if their
    controllers had conquered it (:func:`riftrules.engine.abilities.activate_effects`)."""

    kind: str
    at: Selector

    def run(self, ctx: Context) -> list[Any]:
        from riftrules.engine.abilities import activate_effects

        places = [b for b in self.at.resolve(ctx) if b is not None]
        return activate_effects(ctx.game, self.kind, places[0]) if places else []


@dataclass(frozen=True, slots=True)
class Nothing(Action):
    """An instruction with no effect in the engine (said explicitly, never a placeholder for
    what could not be compiled)."""

    def run(self, ctx: Context) -> list[Any]:
        return []


__all__ = [
    "Action",
    "AddAbility",
    "AtLeast",
    "Banish",
    "Buff",
    "Burn",
    "Channel",
    "Condition",
    "Conquer",
    "Deal",
    "Did",
    "Discard",
    "Discounted",
    "Disempower",
    "Draw",
    "Empower",
    "Exhaust",
    "Exists",
    "ForEach",
    "Forbid",
    "GainPoints",
    "GainXP",
    "Give",
    "GiveKeyword",
    "Heal",
    "Hold",
    "If",
    "InShowdown",
    "Kill",
    "Look",
    "May",
    "Move",
    "Not",
    "Nothing",
    "PayAny",
    "Play",
    "PlayToken",
    "Purpose",
    "Put",
    "PutTop",
    "Ready",
    "Recall",
    "Recycle",
    "Reflexive",
    "Remember",
    "Reorder",
    "Repeat",
    "RepeatPlayEffect",
    "Reveal",
    "Sequence",
    "SpendBuff",
    "SpendXP",
    "Stun",
    "SwapMight",
    "TakeControl",
    "WinGame",
    "run_effect",
]
