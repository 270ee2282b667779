"""The game actions on players (the Core Rules' 400s): draw, burn, discard, channel, look and
reveal, recycle, gain points and XP, add and pay resources, conquer and hold, and the
"can't" a player is given this turn (:class:`Forbid`)."""

from __future__ import annotations

from collections.abc import Callable
from dataclasses import dataclass
from typing import TYPE_CHECKING, Any, ClassVar

from riftrules.cards.model import CardType
from riftrules.engine import board, deck, payment, points, scoring
from riftrules.engine.abilities import MoveTax, Restriction
from riftrules.engine.actions import Action, Sequence, has_some, the_player
from riftrules.engine.amounts import Amount, amount
from riftrules.engine.context import Context
from riftrules.engine.names import MAIN_DECK, Zone
from riftrules.engine.registered import add_ability
from riftrules.engine.selectors import (
    CONTROLLER,
    LOOKED,
    REVEALED,
    Choose,
    OwnerOf,
    PlayerNamed,
    Selector,
)
from riftrules.engine.state import GameCard, Player
from riftrules.engine.values import PAID

if TYPE_CHECKING:
    from riftrules.engine.conditions import Condition
    from riftrules.engine.state import Game


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
        return has_some(self.target, ctx)

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
class ChannelRunes(Action):
    """ "Channel one of them" (the runes looked at on top of your Rune Deck): the runes
    ``target`` selects, those still in your Rune Deck, channeled as the effect says (430.2)."""

    target: Selector
    exhausted: bool = False

    def run(self, ctx: Context) -> list[Any]:
        runes = [c for c in self.target.resolve(ctx) if isinstance(c, GameCard)]
        return deck.channel_runes(ctx.game, ctx.controller, runes, self.exhausted)


@dataclass(frozen=True, slots=True)
class Look(Action):
    """ "Look at the top N cards of [whose] Main Deck" (431.1.c: never a Burn Out). Returns the
    cards, which stay in the deck, for what the text does with them next."""

    count: Amount
    whose: Selector = CONTROLLER
    who: Selector = CONTROLLER
    zone: str = MAIN_DECK  # RUNE_DECK: "the top 2 runes of your rune deck" (108.5.d)

    def run(self, ctx: Context) -> list[Any]:
        viewer = the_player(self.who, ctx, "look")
        if viewer is None:
            return []
        n = amount(self.count, ctx)
        seen = [
            c
            for p in self.whose.resolve(ctx)
            for c in deck.look(ctx.game, viewer, n, p, zone=self.zone)
        ]
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

    type: CardType

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
class LookCards(Action):
    """ "Look at an opponent's hand": ``who`` looks at the cards ``target`` selects, which stay
    where they are; a hand is private, its owner's alone to look at (128.4) unless an effect
    says otherwise (128.2.a), as this one does for ``who``. Returns the cards, those looked
    at, for what the text does with them next ("Choose a spell from it")."""

    target: Selector
    who: Selector = CONTROLLER

    def run(self, ctx: Context) -> list[Any]:
        viewer = the_player(self.who, ctx, "look")
        if viewer is None:
            return []
        cards = [c for c in self.target.resolve(ctx) if isinstance(c, GameCard)]
        owners = {id(c.owner): c.owner for c in cards}.values()
        for owner in owners:
            mine = tuple(c for c in cards if c.owner is owner)
            ctx.game.emit(
                "look", viewer, "look.private", subject=owner, cards=mine, amount=len(mine)
            )
        ctx.memory[LOOKED] = cards  # "… from among them"
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
    to: Zone = Zone.HAND
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
    :mod:`riftrules.engine.points` function; returns those players."""

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

    act = staticmethod(points.gain_points)


@dataclass(frozen=True, slots=True)
class WinGame(Action):
    """ "You win the game" (195)."""

    who: Selector = CONTROLLER

    def run(self, ctx: Context) -> list[Any]:
        for player in self.who.resolve(ctx)[:1]:
            points.win(ctx.game, player)
        return []


@dataclass(frozen=True, slots=True)
class Add(Action):
    """ "[Add] [2]", "[Add] [1][R]" (429): Energy, Power of any Domain ([A]) and Power of
    ``domains`` ("Fury"; "own" for [C]) into the Rune Pool (166.1)."""

    who: Selector = CONTROLLER
    energy: int = 0
    power: int = 0
    domains: tuple[str, ...] = ()
    only: payment.SpendOnly | None = None  # "Use only to play spells.": what they may pay for

    def run(self, ctx: Context) -> list[Any]:
        players = self.who.resolve(ctx)
        cost = payment.Cost(self.energy, self.power, self.domains)
        for player in players:
            payment.add(ctx.game, player, cost, ctx.source, self.only)
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
        cost = payment.Cost(self.energy, self.power, self.domains)
        for player in self.who.resolve(ctx):
            paying = _payment(ctx) if player.held else None  # only held resources ask it
            if not payment.can_pay(player, cost, ctx.source, paying):
                return False
        return True

    def run(self, ctx: Context) -> list[Any]:
        cost, paying = payment.Cost(self.energy, self.power, self.domains), _payment(ctx)
        return [
            p
            for p in self.who.resolve(ctx)
            if payment.pay(ctx.game, p, cost, ctx.source, payment=paying)
        ]


def move_tax(game: Game, player: Player, units: list[Any], destination: Any) -> bool:
    """Pay the applied costs (:class:`MoveTax`) of ``player`` moving ``units`` together to
    ``destination`` (a battlefield; None: a base); False when one is not paid, and the move is
    not performed (204.4.c)."""
    if len(units) < 2 or destination is None or not game.statics:
        return True
    for entry in game.statics_of(MoveTax):  # (a snapshot: using one up ends it)
        ability = entry.ability
        if not entry.active(game):
            continue
        source, owner = entry.source, entry.controller
        if source is None or source.battlefield is not destination or owner is None:
            continue
        if owner.team is player.team:
            continue  # only opponents must pay
        cost = Pay(power=ability.power * (len(units) - 1))
        ctx = Context(game, player, source)
        if not cost.payable(ctx) or not game.choices.decide(player.name, f"pay for {ability.text}"):
            return False
        if not cost.run(ctx):
            return False
    return True


def _payment(ctx: Context) -> payment.Payment:
    """What a paying in ``ctx`` is for: an activated ability's cost, or an effect's."""
    spending = payment.Spending.ABILITY if ctx.activating else payment.Spending.EFFECT
    return payment.Payment.now(ctx.game, spending, ctx.source)


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

    def _cost(self, n: int) -> payment.Cost:
        return payment.Cost(0, n) if self.power else payment.Cost(n)

    def run(self, ctx: Context) -> list[Any]:
        you, game = ctx.controller, ctx.game
        most = 0
        paying = _payment(ctx)
        while most < _MOST_PAID and payment.can_pay(you, self._cost(most + 1), None, paying):
            most += 1
        options = list(range(most, -1, -1))  # the most first
        picked = game.choices.pick(you.name, options, prompt="pay any amount")
        paid = picked[0] if picked else 0
        if paid:
            payment.pay(game, you, self._cost(paid), ctx.source, payment=paying)
        ctx.memory[PAID] = [paid]
        if self.add is not None and paid:
            added = payment.Cost(paid) if self.add == "energy" else payment.Cost(0, paid)
            payment.add(game, you, added, ctx.source)
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

    act = staticmethod(points.gain_xp)


@dataclass(frozen=True, slots=True)
class ShuffleInto(Action):
    """ "Shuffle your trash into your Main Deck.": the cards ``what`` selects into their
    owners' Main Decks, then ``who``'s Main Deck shuffled (:func:`.deck.shuffle_into_deck`)."""

    what: Selector
    who: Selector = CONTROLLER

    def run(self, ctx: Context) -> list[Any]:
        player = the_player(self.who, ctx, "shuffle")
        if player is None:
            return []
        return deck.shuffle_into_deck(ctx.game, player, list(self.what.resolve(ctx)))


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
        return [p for p in self.who.resolve(ctx) if points.spend_xp(ctx.game, p, n)]


@dataclass(frozen=True, slots=True)
class SpendAnyXP(Action):
    """ "Spend any amount of XP" (730.2): its controller chooses how much, none at least and
    at most the XP they have, and spends it; "for each XP spent this way" is that amount
    (:class:`~riftrules.engine.values.PaidAmount`, kept as an amount paid is)."""

    def run(self, ctx: Context) -> list[Any]:
        you = ctx.controller
        options = list(range(you.xp, -1, -1))  # the most first
        picked = ctx.game.choices.pick(you.name, options, prompt="spend any amount of XP")
        spent = picked[0] if picked else 0
        ctx.memory[PAID] = [spent]
        return [you] if spent and points.spend_xp(ctx.game, you, spent) else []


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

        found = self.who.resolve(ctx)
        for player in (p for p in found if isinstance(p, Player)):
            barred = Restriction(self.what, PlayerNamed(player.name), text=self.text)
            add_ability(ctx.game, barred, ctx.controller, "turn")
        g, you, what = ctx.game, ctx.controller, self.what
        permanents = [o for o in found if isinstance(o, GameCard)]
        return [p for p in found if isinstance(p, Player)] + [
            o for o in permanents if board.forbid(g, o, what, you)
        ]
