"""The game actions on permanents and cards: exhaust and ready, kill, banish, recall, return,
counter, take control, heal, stun, buff, deal damage, change Might, give keywords and
abilities, move (:class:`Move`, :class:`Destination`), play a card or a token."""

from __future__ import annotations

from collections.abc import Callable
from dataclasses import dataclass
from enum import StrEnum
from typing import TYPE_CHECKING, Any, ClassVar

from riftrules.cards.model import CardType
from riftrules.engine import board, chain, costs, payment
from riftrules.engine.abilities import Ability
from riftrules.engine.actions import Action, has_some, the_player
from riftrules.engine.amounts import Amount, amount
from riftrules.engine.events import (
    MoveData,
)
from riftrules.engine.names import BATTLEFIELD, TRASH, Until, Zone
from riftrules.engine.passives import bonus_damage, closed, combat_keywords
from riftrules.engine.player_actions import move_tax
from riftrules.engine.selectors import CONTROLLER, KILLED, PLAYED, Choose, Selector
from riftrules.engine.turn import queue_turn

if TYPE_CHECKING:
    from riftrules.engine.abilities import Ability, ActivatedAbility, TriggeredAbility
    from riftrules.engine.context import Context
    from riftrules.engine.state import Battlefield, Game, GameCard, Player


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
        return has_some(self.target, ctx)


@dataclass(frozen=True, slots=True)
class Counter(Action):
    """ "Counter a spell …" (425.3): each spell ``target`` selects on the chain is countered
    (:func:`.chain.counter`), to its owner's trash or, ``to`` "hand", their hand ("Return it to
    its owner's hand instead of putting it in their trash"); ``unless``: the spell's controller
    may pay that much instead (:func:`.chain.counter`)."""

    target: Selector
    to: Zone = TRASH
    unless: tuple[int, int] | None = None  # "unless its controller pays [2]": Energy, Power

    def run(self, ctx: Context) -> list[Any]:
        g, you = ctx.game, ctx.controller
        unless = payment.Cost(*self.unless) if self.unless is not None else None
        return [c for c in self.target.resolve(ctx) if chain.counter(g, c, you, self.to, unless)]


def pays_against_counter(game: Game, player: Player, cost: payment.Cost, card: GameCard) -> bool:
    """ "Counter a spell unless its controller pays [2]" (425): ``player``, the controller of
    ``card``, may pay ``cost`` — if they can, asked through the choice queue (yes by default) —
    and then ``card`` is not countered; True when paid."""
    paying = payment.Payment.now(game, payment.Spending.EFFECT, card)
    if not payment.can_pay(player, cost, card, paying):
        return False
    prompt = f"pay {cost.total} so that {card.name} is not countered"
    if not game.choices.decide(player.name, prompt):
        return False
    payment.pay(game, player, cost, card, payment=paying)
    return True


chain.STEPS.pays_against_counter = pays_against_counter


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
        return has_some(self.target, ctx)


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
    (715.4), nor when it is negative (714.2). ``key`` "damage.unit": ``source``, a unit, deals
    it, not the spell or ability (417.6.b.3)."""
    more = bonus_damage(game, you, obj, by) if game.statics else 0
    more = max(own + more, 0) if n >= 1 else 0
    by_unit = key == "damage.unit"
    return board.deal(
        game, obj, n + more, you, source, "damage.bonus" if more else key, by_unit=by_unit
    )


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
        dealt = _deal(g, pair[1], mights[0], you, pair[0], key="damage.unit")  # 417.6.b.3
        dealt_back = _deal(g, pair[0], mights[1], you, pair[1], key="damage.unit")
        return [o for o, hit in zip(pair[::-1], (dealt, dealt_back), strict=True) if hit]


@dataclass(frozen=True, slots=True)
class Give(Action):
    """ "Give [units] +N [M] this turn": ``until`` "turn", or None (while on the board);
    ``floor``: "…, to a minimum of 1 [M]"."""

    target: Selector
    might: Amount
    until: Until | None = Until.TURN
    floor: int | None = None

    def run(self, ctx: Context) -> list[Any]:
        targets = self.target.resolve(ctx)  # chosen first: the amount may count "there"
        n, g, you = amount(self.might, ctx), ctx.game, ctx.controller
        return [o for o in targets if board.give(g, o, n, you, self.until, self.floor)]


@dataclass(frozen=True, slots=True)
class Double(Action):
    """ "Double a unit's Might this turn" (432.1): +its current Might (never less than 0)."""

    target: Selector
    until: Until | None = Until.TURN

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
    until: Until | None = Until.TURN

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
    until: Until | None = Until.TURN

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
    Mights: no effect (433.1.c). ``first`` (and ``second``): the two units another text names
    instead ("two units here", "a friendly unit and an enemy unit"); fewer than two units, no
    swap."""

    until: Until | None = Until.TURN
    first: Selector | None = None
    second: Selector | None = None

    def run(self, ctx: Context) -> list[Any]:
        g, you = ctx.game, ctx.controller
        pair = self._same_battlefield(ctx) if self.first is None else self._named(ctx)
        if len(pair) != 2:
            return []
        (a, b) = pair
        low, high = sorted((a, b), key=lambda o: g.might(o) or 0)
        difference = (g.might(high) or 0) - (g.might(low) or 0)
        if difference:
            board.give(g, low, difference, you, self.until, key="swap")
            board.give(g, high, -difference, you, self.until, key="swap")
        return [a, b]

    def _named(self, ctx: Context) -> list[Any]:
        named = [*self.first.resolve(ctx)] if self.first is not None else []
        if self.second is not None:
            named += [o for o in self.second.resolve(ctx) if o not in named]
        return [o for o in named if o is not None and o.on_board and o.type == "Unit"]

    @staticmethod
    def _same_battlefield(ctx: Context) -> list[Any]:
        g, you = ctx.game, ctx.controller
        units = [o for b in g.battlefields for o in b.permanents if o.type == "Unit"]
        paired = [
            u for u in units if any(o.battlefield is u.battlefield for o in units if o is not u)
        ]
        first = g.choices.pick(you.name, paired, prompt="swap the Might of")
        if not first:
            return []
        others = [o for o in paired if o is not first[0] and o.battlefield is first[0].battlefield]
        return [first[0], g.choices.pick(you.name, others, prompt="and of")[0]]


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
    until: Until | None = Until.TURN

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
    until: Until | None = Until.TURN

    def run(self, ctx: Context) -> list[Any]:

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
    317.2.c; None: while it stays on the board, 186.1)."""

    target: Selector
    ability: ActivatedAbility | TriggeredAbility
    until: Until | None = Until.TURN

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
        if g.statics and not move_tax(g, you, units, destination):
            return []  # 204.4.c: an applied cost not paid, the move is not performed
        return [o for o in units if board.move(g, o, destination, you)]

    def destinations(self, ctx: Context, unit: GameCard) -> list[Any] | None:
        """Where ``unit`` may be moved, when its controller chooses it (a :class:`Destination`
        other than the base and "with it"): battlefields and "base"; None when not chosen."""
        to = self.to
        if not isinstance(to, Destination) or to in (Destination.BASE, Destination.WITH_IT):
            return None
        options = board.destinations(ctx.game, unit)
        if to is Destination.BESIDE_A_FRIEND:
            options = [o for o in options if _has_friend(unit, o)]
        if to is Destination.BATTLEFIELD or (
            to is not Destination.ANYWHERE and unit.zone == "base"
        ):
            options = [o for o in options if o != "base"]
        elif to is Destination.TO_OR_FROM_BASE:  # from a battlefield: to its base only
            options = [o for o in options if o == "base"]
        return options

    def _chosen(self, ctx: Context, unit: GameCard, you: Player, to: Destination) -> bool:
        """Move ``unit`` where ``you`` choose among the destinations ``to`` allows — where
        they chose as its spell was played (355.5: :func:`.chain.choose_targets`), if that
        is still one; no longer one, it does not move."""
        g = ctx.game
        options = self.destinations(ctx, unit) or []
        item = chain.choosing_spell(ctx)
        if item is not None and item.destinations.get(unit.uid):
            where = item.destinations[unit.uid].pop(0)
            chosen = [where] if where in options else []
        else:
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
    at_type: CardType | None = None
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
    type: CardType = CardType.UNIT
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
