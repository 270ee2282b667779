"""A card's costs as it is played and an ability's as it is activated: the printed cost with
its additional costs, the discounts and increases in force (356), where a card may be played
(355.2) and whether its targets can be chosen (355.8) — paid with :mod:`.payment` (the Rune
Pool, Add and Pay: 165-168, 429, 444)."""

from __future__ import annotations

from collections.abc import Callable
from dataclasses import dataclass, field
from typing import TYPE_CHECKING, Any

from riftrules.cards.model import CardType
from riftrules.engine import board, chain, played_choices, targeting, timing, zones
from riftrules.engine.abilities import (
    AdditionalCost,
    CostModifier,
    CostPerChosen,
    CostReduction,
    FlowCost,
    GrantedKeyword,
    GrantedPlayTo,
    NotOnTurns,
    PlayFor,
    PlayOnlyTo,
    PlayTo,
    turns_taken,
)
from riftrules.engine.actions import Sequence
from riftrules.engine.amounts import Amount, amount
from riftrules.engine.card_actions import Kill
from riftrules.engine.chain import has_reaction
from riftrules.engine.conditions import Targeted
from riftrules.engine.context import Context
from riftrules.engine.events import PayData, PlayData, origin_of
from riftrules.engine.keywords import Keyword
from riftrules.engine.names import BANISHMENT, CHAIN, FACEDOWN, TRASH, Zone
from riftrules.engine.passives import closed, restricted, use_up
from riftrules.engine.payment import (
    OWN,
    Cost,
    Payment,
    Spending,
    can_pay,
    card_cost,
    pay,
)
from riftrules.engine.player_actions import Pay
from riftrules.engine.refusals import Refusal
from riftrules.engine.selectors import CONTROLLER, TARGETED, Selector

if TYPE_CHECKING:
    from riftrules.engine.actions import Action
    from riftrules.engine.registered import Registered
    from riftrules.engine.state import Battlefield, Game, GameCard, Player


@dataclass(frozen=True, slots=True)
class Costing(Selector):
    """What ``of`` selects whose printed cost (356.1.c) is no more than ``energy`` Energy and
    ``power`` Power ("a unit with cost no more than [3] and no more than [A]"; either may be
    a value: "with Energy cost no more than my Might", "that costs no more Energy and no more
    Power than the killed unit"), and at least ``min_energy`` Energy ("a spell with Energy
    cost [4] or more") and ``min_power`` Power ("a unit with Power cost [A][A] or more");
    None: any."""

    of: Selector
    energy: Amount | None = None
    power: Amount | None = None
    min_energy: int | None = None
    min_power: int | None = None

    def resolve(self, ctx: Context) -> list[Any]:
        return [obj for obj in self.of.resolve(ctx) if self._fits(ctx, obj)]

    def matches(self, ctx: Context, obj: Any) -> bool:
        return self._fits(ctx, obj) and self.of.matches(ctx, obj)

    def _fits(self, ctx: Context, obj: Any) -> bool:
        card = getattr(obj, "card", None)
        if card is not None:
            energy, power = card.energy or 0, getattr(card, "power", None) or 0
        elif getattr(obj, "token", False):
            energy = power = 0  # 185.3.a.1: a token's cost is treated as 0 for all purposes
        else:
            return False
        if self.min_energy is not None and energy < self.min_energy:
            return False
        if self.min_power is not None and power < self.min_power:
            return False
        most = None if self.energy is None else amount(self.energy, ctx)
        most_power = None if self.power is None else amount(self.power, ctx)
        return (most is None or energy <= most) and (most_power is None or power <= most_power)


# -- playing a card for its cost (349-358) ------------------------------------------------------


def play_card(
    game: Game,
    player: Player,
    obj: GameCard,
    battlefield: Battlefield | None = None,
    *,
    ignore: str | None = None,
    exhausted: bool | None = None,
    allowed: bool = False,
    less: int = 0,
    base: Action | None = None,
) -> GameCard | None:
    """Play ``obj`` paying its costs (349-358): its base cost — the printed one, its [Flow]
    cost when it is played from its owner's trash (829.1.c.1), none "ignoring its cost"
    (356.1.b.1) — its mandatory additional costs (356.2.a), the optional ones its player
    chooses to pay (355.1.a, 356.2.b; only those they can pay with the rest, 355.16), then the
    cost increases of other cards and effects (356.3), then the discounts (356.4): those of one
    component of the cost first, then those of the total (356.4.c-d), the card's own and other
    cards' (356.4.a); all paid together (357.1). If the total cannot be paid the card is not
    played (358.5): None; nor when an ability says its player can't play cards (002).
    ``allowed``: an effect plays it from where it is (419.3), else it is played from its
    owner's hand, or from their trash with [Flow] (419.1.a, 829.1.b) or with a permission;
    ``less``: the effect plays it "reducing its cost by" that Energy (356.4.a); ``base``: the
    effect plays it "for [A]", a cost that replaces its base cost (as [Flow]'s does, 829.1.c.1).
    The ``play`` event records what was spent (Energy and Power: "if you spent [4] or
    more")."""

    if not may_play_to(game, player, obj, battlefield, allowed=allowed):
        return None
    if not targets_chosen(game, player, obj, paying=True):
        return None  # 355.8, 358.5: no legal target; nothing is paid
    script = game.script(obj)
    abilities = tuple(getattr(script, "abilities", ()))
    granted = _granted(game, player, obj) if game.statics else []
    abilities += tuple(repeat for repeat, _entry in granted)
    ctx = Context(game, player, obj)
    printed, extra = _ignoring(card_cost(obj), ignore), []
    then = TRASH
    if obj.zone == TRASH and not allowed:
        flow = next((a for a in abilities if isinstance(a, FlowCost)), None)
        if flow is None:
            flow = _from_trash(abilities, ctx)  # "You may play me from your trash for [3][R]."
            if flow is None:
                return None  # 419.1.a: not from the trash without a permission
        else:
            then = BANISHMENT
        printed, extra = _split(flow.cost, Cost(), [])
        printed = _ignoring(printed, ignore)
    if base is not None:
        printed, extra = _split(base, Cost(), [])
    origin = obj.zone
    undo = _to_chain(game, obj)  # 354: off its zone while it is being played
    early: tuple[tuple[Selector, list[Any]], ...] = ()
    if _on_targets(abilities):  # "This costs [2] less if you choose a Bird, …": chosen now
        fits = _discounting(game, player, obj, origin, abilities, ctx)
        early = chain.choose_early(game, player, obj, fits)  # 355.5, before the cost (356)
        ctx.memory[TARGETED] = [c for _choose, picked in early for c in picked]
    changes = _changes(game, player, obj, origin, abilities)
    for entry in changes.ignoring if ignore is None else ():
        modifier: Any = entry.ability
        if game.choices.decide(player.name, modifier.text or f"ignore its {modifier.ignore} cost"):
            printed, ignore = _ignoring(printed, modifier.ignore), modifier.ignore  # 356.1.b
            changes.once.append(entry)  # used up by this card
            break
    discount = _discount(abilities, ctx, origin)
    if less:
        discount.append((less, (), 0, 0))
    if ignore is None and then == TRASH:
        printed, extra = _played_for(game, player, abilities, ctx, (printed, extra), changes)
    chosen: list[str | None] = []
    more_costs = [a for a in abilities if isinstance(a, AdditionalCost)]
    added = Cost()
    for ability in (a for a in more_costs if not a.optional):  # mandatory (356.2.a)
        added, extra = _split(ability.cost, added, extra)
    for ability in (a for a in more_costs if a.optional):
        if ability.only_if is not None and not ability.only_if.holds(ctx):
            continue
        more, actions = _split(ability.cost, Cost(), [])
        if ability.then == "repeat" and changes.repeat:  # "[Repeat] costs cost [1] less"
            more = _less(more, changes.repeat)
        if changes.optional:  # "Optional additional costs you pay cost [1] or [A] less"
            more = _less(more, [_either(game, player, more, m) for m in changes.optional])
        cut: list[Discount] = [(ability.less, (), 0, 0)] if ability.less else []
        free = "free" in chosen or ability.then == "free"
        trial = changes.total((Cost() if free else printed) + added + more, [*discount, *cut])
        if not _payable(player, trial, [*extra, *actions], ctx):
            continue
        if game.choices.decide(player.name, f"pay {ability.text or 'the additional cost'}"):
            added, extra = added + more, [*extra, *actions]
            discount += cut
            chosen.append(ability.then)
    per_chosen = _per_chosen(game, player, abilities, ctx)
    discount += [_for_chosen(ability, picked) for ability, picked in per_chosen]
    chosen += [None for _ability, picked in per_chosen if picked]  # paid (356.4.f.1)
    base = Cost() if "free" in chosen else printed  # "If you do, ignore this spell's cost."
    total = changes.total(base + added, discount)
    if not _payable(player, total, extra, ctx):
        undo()  # 358.5: the play is undone (known before any choice: none lowers it)
        return None
    repeat = chosen.count("repeat")
    logged, pending = len(game.log), len(game.pending)

    def affords(power: int) -> bool:  # the total with that much [Deflect] (356.2.a.2)
        return _payable(player, total + Cost(0, power), extra, ctx)

    # 355.1-355.5: "as you play me", its mode, its targets — before the cost is paid (357)
    item = played_choices.choose(game, player, obj, 1 + repeat, early, affords)
    if not played_choices.made(item) or not affords(played_choices.deflected(item)):
        played_choices.undo(game, item, logged, pending)
        undo()  # 358.5: the play is undone, nothing paid
        return None
    if total.total or changes.cites():  # a cost changed to nothing is logged, citing why
        pay(game, player, total, obj, "pay.card", changes.cites(), _playing(game, obj))
    if item is not None:
        targeting.pay_deferred(Context(game, player), item)  # its targets' [Deflect] (809.1.c)
    killed: list[GameCard] = []  # 357.2: what its non-standard costs killed ("the killed unit")
    for action in extra:
        done = played_choices.sparing(action, item, ctx).run(ctx)  # 357.3
        if isinstance(action, Kill):
            killed += done
    for ability, picked in per_chosen:  # 357.2: the non-standard costs
        for each in picked:
            _ACTS[ability.act](game, each, player)
    changes.used(game)
    for _repeat, entry in granted:  # "the next spell": used up by it
        uses = getattr(entry.ability, "uses", None)
        if uses is not None and entry in game.statics:
            use_up(game, entry, uses)
    also: tuple[str, ...] = ()
    if "ready" in chosen:
        exhausted, also = False, ("play.accelerate",)  # it enters ready instead (805.6)
    paid = bool(chosen)
    spent = (total.energy, total.power + len(total.domains))
    return board.play(
        game,
        player,
        obj,
        battlefield,
        exhausted,
        repeat=repeat,
        then=then,
        also=also,
        paid=paid,
        spent=spent,
        origin=origin,
        paying=True,
        killed=tuple(killed),
        targets=early,
        chosen=item if item is not None else True,
    )


def _on_targets(abilities: tuple[object, ...]) -> bool:
    """Does a discount of the card depend on what it targets (:class:`.actions.Targeted`)?"""

    return any(
        isinstance(a, CostReduction) and isinstance(a.active_if, Targeted) for a in abilities
    )


def _played_for(
    game: Game,
    player: Player,
    abilities: tuple[object, ...],
    ctx: Context,
    base: tuple[Cost, list[Action]],
    changes: _Changes,
) -> tuple[Cost, list[Action]]:
    """The base cost: the printed one, or what a :class:`PlayFor` of the card allows ("you may
    play me for [B]", 356.1.a) if its player chooses it — offered only while it is active and
    payable (355.16)."""

    for ability in abilities:
        if not isinstance(ability, PlayFor) or ability.origin is not None:
            continue
        if ability.active_if is not None and not ability.active_if.holds(ctx):
            continue
        cost, actions = _split(ability.cost, Cost(), [])
        if not _payable(player, changes.total(cost, []), actions, ctx):
            continue
        if game.choices.decide(player.name, ability.text or "play it for another cost"):
            return cost, actions
    return base


def _granted(game: Game, player: Player, obj: GameCard) -> list[tuple[Any, Registered]]:
    """The optional additional costs active :class:`GrantedKeyword` abilities give ``obj``
    ``player`` plays — [Repeat] (820), [Accelerate] (805: [1][C], 805.1.a) — each with its
    ability."""

    found: list[tuple[Any, Registered]] = []
    for entry in game.statics_of(GrantedKeyword):
        ability = entry.ability
        if obj.type != ability.type:
            continue
        if ability.not_from is not None and obj.zone == ability.not_from:
            continue
        if not _played_by(ability.by, entry.controller, player) or not entry.active(game):
            continue
        if ability.keyword == Keyword.ACCELERATE:
            accelerate = Pay(CONTROLLER, 1, 0, (OWN,))
            found.append((AdditionalCost(accelerate, then="ready", text=ability.text), entry))
            continue
        cost = card_cost(obj) if ability.same else None
        energy, power, domains = (
            (cost.energy, cost.power, cost.domains)
            if cost is not None
            else (ability.energy, ability.power, ability.domains)
        )
        paid = Pay(CONTROLLER, energy, power, domains)
        found.append((AdditionalCost(paid, then="repeat", text=ability.text), entry))
    return found


def _from_trash(abilities: tuple[object, ...], ctx: Context) -> Any:
    """The card's active :class:`PlayFor` from its owner's trash, if any."""

    for ability in abilities:
        if not isinstance(ability, PlayFor) or ability.origin != "trash":
            continue
        if ability.active_if is None or ability.active_if.holds(ctx):
            return ability
    return None


def _per_chosen(
    game: Game, player: Player, abilities: tuple[object, ...], ctx: Context
) -> list[tuple[Any, list[Any]]]:
    """Each :class:`CostPerChosen` of the card with what its player chooses for it (any
    number, 355.13)."""

    found: list[tuple[Any, list[Any]]] = []
    for ability in abilities:
        if not isinstance(ability, CostPerChosen):
            continue
        options = ability.options.resolve(ctx)
        if ability.act == "spend_buff":  # each buff counter, several on one unit (426.1.b.2)
            options = [unit for unit in options for _ in range(unit.buffs)]
        most = len(options) if ability.most is None else ability.most
        picked = game.choices.pick(
            player.name, options, count=most, up_to=True, prompt=ability.text
        )
        found.append((ability, picked))
    return found


def _for_chosen(ability: Any, picked: list[Any]) -> Discount:
    """The discount of a :class:`CostPerChosen` for what was chosen: for each one, or for each
    Energy and Power of their printed costs (``by_cost``)."""
    if not ability.by_cost:
        return (ability.energy * len(picked), ability.domains * len(picked), 0, 0)
    costs = [card_cost(obj) for obj in picked]
    energy = sum(c.energy for c in costs)
    power = sum(c.power + len(c.domains) for c in costs)
    return (ability.energy * energy, ability.domains * power, 0, 0)


_ACTS: dict[str, Callable[..., bool]] = {"spend_buff": board.spend_buff, "kill": board.kill}


def may_play_to(
    game: Game,
    player: Player,
    obj: GameCard,
    battlefield: Battlefield | None = None,
    *,
    allowed: bool = False,
) -> bool:
    """May ``player`` play ``obj`` (to ``battlefield``, for a unit) as far as the rules and
    cards allow, its cost aside: not on the board or the chain, not barred ("Opponents can't
    play cards this turn."), not to a battlefield closed to units or one they may not play to
    (355.2), not on a turn its text forbids (002)."""

    if obj.on_board or obj.zone in ("", CHAIN):
        return False
    if game.statics and _barred(game, player, obj):
        return False  # "Opponents can't play cards this turn."
    abilities = tuple(getattr(game.script(obj), "abilities", ()))
    if any(isinstance(a, NotOnTurns) for a in abilities) and _too_early(game, player, abilities):
        return False  # "I can't be played on your first, second, or third turns."
    return _may_play_at(game, player, obj, battlefield, abilities, allowed)


@dataclass(frozen=True, slots=True)
class Reach:
    """What :func:`play_places` works out once for all the cards ``player`` may play now:
    what bars them ("… can't play cards / spells this turn", "… opponents can only play units
    to their base", 002), the battlefields closed to units, where other cards let their units
    be played (355.2.b), and every resource they have (:func:`_beyond_reach`'s bound)."""

    barred: bool
    spells_barred: bool
    base_only: bool
    closed: tuple[Battlefield, ...]
    granted: tuple[str, ...]
    resources: tuple[int, int]  # :func:`_resources`

    @classmethod
    def of(cls, game: Game, player: Player) -> Reach:
        if not game.statics:
            return cls(False, False, False, (), (), _resources(player))
        return cls(
            restricted(game, player, "play"),
            restricted(game, player, "play.spell"),
            _base_only(game, player),
            tuple(b for b in game.battlefields if closed(game, b)),
            granted_places(game, player),
            _resources(player),
        )


def _resources(player: Player) -> tuple[int, int]:
    """Every Energy and Power ``player`` has: the Energy of their pool, ready runes and
    restricted resources, the Power of their pools and every rune."""
    runes = player.runes
    energy = player.energy + len([r for r in runes if not r.exhausted])
    power = sum(player.pool.values()) + len(runes)
    for held in player.held:
        energy += held.energy
        power += sum(held.pool.values())
    return energy, power


def play_places(
    game: Game, player: Player, obj: GameCard, reach: Reach | None = None
) -> list[Battlefield | None]:
    """Where ``player`` may play ``obj`` now, paying its least cost (None: a unit's base, or
    a card that is not a unit): where :func:`can_play` and :func:`may_play_to` both allow it,
    in the order of the battlefields — what does not depend on the place tested once, what
    does not depend on the card once for all of them (``reach``: :meth:`Reach.of` now)."""
    if obj.on_board or obj.zone in ("", CHAIN):
        return []
    reach = reach or Reach.of(game, player)
    if reach.barred or (reach.spells_barred and obj.type == "Spell"):
        return []
    abilities = tuple(getattr(game.script(obj), "abilities", ()))
    if not _can_play(game, player, obj, abilities, reach.resources):  # too early included
        return []
    only = any(isinstance(a, PlayOnlyTo) for a in abilities)  # "Play me only to a
    if obj.type != "Unit":  # battlefield you conquered this turn."
        return [] if only else [None]
    found: list[Battlefield | None] = [] if only else [None]  # its base
    if reach.base_only:
        return found
    wheres = (*_wheres(abilities), *reach.granted)
    for battlefield in game.battlefields:
        if battlefield in reach.closed:
            continue
        if only and not _conquered(game, player, battlefield):
            continue
        if _may_enter(player, battlefield, wheres):
            found.append(battlefield)
    return found


def _may_play_at(
    game: Game,
    player: Player,
    obj: GameCard,
    battlefield: Battlefield | None,
    abilities: tuple[object, ...],
    allowed: bool,
) -> bool:
    """:func:`may_play_to`, what depends on the place (``obj`` may be played at all)."""
    if battlefield is not None and obj.type == "Unit" and _base_only(game, player):
        return False  # "… opponents can only play units to their base."
    if obj.type == "Unit" and game.statics and closed(game, battlefield):
        return False  # "Units can't be played here."
    only = any(isinstance(a, PlayOnlyTo) for a in abilities)
    if only and not _conquered(game, player, battlefield):
        return False  # "Play me only to a battlefield you conquered this turn."
    if battlefield is not None and not allowed:
        granted = _granted(game, player, obj) if game.statics else []
        abilities += tuple(repeat for repeat, _entry in granted)
        wheres = (*_wheres(abilities), *granted_places(game, player)) if obj.type == "Unit" else ()
        if not _may_enter(player, battlefield, wheres):
            return False
    return True


def play_refusal(
    game: Game, player: Player, obj: GameCard, battlefield: Battlefield | None = None
) -> Refusal | None:
    """Why ``player`` may not play ``obj`` (to ``battlefield``) now, paying its costs, before
    anything is paid: not allowed there or at all, not now (310.1.a, 159.2), no legal target
    (355.8), its cost (358.5); None when they may. (:func:`play_card` and :func:`can_play`
    leave timing to their callers: the decision interface offers plays only when the state
    allows them, a showdown's Focus only timely cards, :mod:`.chain` only Reactions.)"""
    if not may_play_to(game, player, obj, battlefield):
        return Refusal.NOT_ALLOWED
    if not timing.allows(game, player, chain.card_timing(game, obj)):
        return Refusal.TIMING
    if not targets_chosen(game, player, obj, paying=True):
        return Refusal.NO_TARGET
    if not can_play(game, player, obj):
        return Refusal.COST
    return None


def targets_chosen(
    game: Game,
    player: Player,
    obj: GameCard,
    hidden_at: Battlefield | None = None,
    *,
    paying: bool = False,
) -> bool:
    """Can the targets the spell ``obj`` chooses as it is played be chosen now (355.5, 355.8)?
    A spell with no legal target is not played, and nothing is paid for it (358.5).
    ``paying``: played for its cost, a target's [Deflect] is added to it (356.2.a.2): an
    option only while its least cost with that Deflect can be paid."""
    effect = getattr(game.script(obj), "effect", None)
    if obj.type != "Spell" or effect is None:
        return True
    item = chain.push(game, obj, player, None)  # 354: it is being played, on the chain
    item.resolving = True  # its choices are made (355.5): "this spell's cost" is its own
    if paying:  # asked only of an option with [Deflect]

        def affords(power: int) -> bool:
            abilities = tuple(getattr(game.script(obj), "abilities", ()))
            ctx = Context(game, player, obj)
            return _least_payable(game, player, obj, obj.zone, abilities, ctx, power)

        item.deflects, item.affords = [], affords
    try:
        return effect.choosable(Context(game, player, hidden_at=hidden_at))
    finally:
        chain.pop(game, item)


def can_play(game: Game, player: Player, obj: GameCard) -> bool:
    """Could ``player`` play ``obj`` from where it is for its least cost now: not barred, its
    printed cost with its mandatory additional costs and the cost increases, less every
    discount that applies (356), paid from their pool and runes? (Optional costs aside; what
    :func:`play_card` offers.)"""

    if game.statics and _barred(game, player, obj):
        return False
    return _can_play(game, player, obj, tuple(getattr(game.script(obj), "abilities", ())))


def _can_play(
    game: Game,
    player: Player,
    obj: GameCard,
    abilities: tuple[object, ...],
    resources: tuple[int, int] | None = None,
) -> bool:
    """:func:`can_play` for ``obj`` with ``abilities``, not barred (``resources``:
    :func:`_resources` of ``player``, if known)."""
    if _too_early(game, player, abilities):
        return False
    if _beyond_reach(game, obj, abilities, resources or _resources(player)):
        return False
    ctx = Context(game, player, obj)
    return _least_payable(game, player, obj, obj.zone, abilities, ctx) and targets_chosen(
        game, player, obj, paying=True
    )  # the cost first: the cheaper test


def _beyond_reach(
    game: Game, obj: GameCard, abilities: tuple[object, ...], resources: tuple[int, int]
) -> bool:
    """Is ``obj``'s cost, when nothing may lower it (no discount of its own, no cost modifier
    in force), beyond every resource its player has (``resources``: :func:`_resources`)? The
    bound :func:`_least_payable` would reach, without its plan."""
    if game.statics_of(CostModifier):
        return False
    cost = card_cost(obj)
    for ability in abilities:
        if isinstance(ability, CostReduction):
            return False
        if isinstance(ability, AdditionalCost) and not ability.optional:
            cost, _extra = _split(ability.cost, cost, [])
    energy, power = resources
    return cost.energy > energy or cost.power + len(cost.domains) > power


def _least_payable(
    game: Game,
    player: Player,
    obj: GameCard,
    origin: str,
    abilities: tuple[object, ...],
    ctx: Context,
    deflect: int = 0,
) -> bool:
    """Can ``player`` pay ``obj``'s least cost played from ``origin``: its printed cost with
    its mandatory additional costs and the cost increases, less every discount that applies
    (356) — and ``deflect`` [A] more, its targets' [Deflect] (356.2.a.2)?"""

    cost, extra = card_cost(obj), []
    for ability in abilities:
        if isinstance(ability, AdditionalCost) and not ability.optional:
            cost, extra = _split(ability.cost, cost, extra)
    discount = _discount(abilities, ctx, origin)
    if game.statics_of(CostModifier):
        total = _changes(game, player, obj, origin, abilities).total(cost, discount)
    else:  # no other card or effect changes it: its own discounts only
        total = _less(cost, discount) if discount else cost
    return _payable(player, total + Cost(0, deflect) if deflect else total, extra, ctx)


def _discounting(
    game: Game,
    player: Player,
    obj: GameCard,
    origin: str,
    abilities: tuple[object, ...],
    ctx: Context,
) -> Callable[[Any], bool] | None:
    """A play offered for the discount one of its first targets would give (its least cost
    is payable only with it: :class:`.actions.Targeted` before the choice) gets a target that
    gives it (358.5: else it could not be played): which options do; None when any does."""
    ctx.memory[TARGETED] = []
    if _least_payable(game, player, obj, origin, abilities, ctx):
        return None

    def fits(card: Any) -> bool:
        ctx.memory[TARGETED] = [card]
        return _least_payable(game, player, obj, origin, abilities, ctx)

    return fits


def pay_increases(game: Game, player: Player, obj: GameCard) -> bool:
    """A card played ignoring its base cost (from facedown, 811.1.b) still pays the cost
    increases of other cards and effects (356.1.b.3), less its discounts: paid here; False,
    and nothing paid, when they cannot be."""
    if not game.statics:
        return True

    abilities = tuple(getattr(game.script(obj), "abilities", ()))
    changes = _changes(game, player, obj, obj.zone, abilities)
    total = Cost()
    if changes.more.total:
        total = changes.total(Cost(), _discount(abilities, Context(game, player, obj), obj.zone))
    if total.total and not pay(
        game, player, total, obj, "pay.card", changes.cites(), _playing(game, obj)
    ):
        return False
    changes.used(game)  # "the next spell you play …" was this one
    return True


def ability_cost(
    game: Game,
    player: Player,
    obj: GameCard,
    ability: Any,
    cost: Action,
    energy_first: bool | None = None,
) -> Action:
    """The cost of ``obj``'s activated ``ability`` as cost modifiers of activated abilities
    change it (403.3, 356.4.a: "[Empower] costs of your units here cost [1] or [A] less"): its
    Energy and Power less, its other costs as they are. ``energy_first``: which part "[1] or
    [A] less" takes off (None: its player chooses)."""

    keyword = _keyword(ability)
    applied = [
        entry
        for entry in game.statics_of(CostModifier)
        if entry.ability.component == keyword
        and _played_by(entry.ability.by, entry.controller, player)
        and entry.active(game)
        and (
            entry.ability.of is None
            or entry.ability.of.matches(Context(game, entry.controller, entry.source), obj)
        )
    ]
    if not applied:
        return cost
    paid, others = _split(cost, Cost(), [])
    for entry in applied:
        paid = _less(paid, [_either(game, player, paid, entry.ability, energy_first)])
    return Sequence(Pay(CONTROLLER, paid.energy, paid.power, paid.domains), *others)


def _keyword(ability: Any) -> str:
    """The keyword an activated ability's text begins with ("[Empower]"), what cost
    modifiers of activated abilities name (their ``component``)."""
    return (ability.text or "").partition("]")[0].lstrip("[")


def ability_cost_changes(game: Game, ability: Any) -> bool:
    """Might a cost modifier in force change the cost of ``ability`` (:func:`ability_cost`)?
    False when none names its keyword, active or not: its cost is then its own."""
    if not game.statics:
        return False
    keyword = _keyword(ability)
    return any(entry.ability.component == keyword for entry in game.statics_of(CostModifier))


def _ignoring(cost: Cost, ignore: str | None) -> Cost:
    """The base cost, "ignoring its cost" (``ignore`` "cost": none, 356.1.b.1), "ignoring its
    Energy cost" ("energy") or "… Power cost" ("power": only that part is 0, 356.1.b.2)."""
    if ignore == "cost":
        return Cost()
    if ignore == "energy":
        return Cost(0, cost.power, cost.domains)
    if ignore == "power":
        return Cost(cost.energy)
    return cost


def _barred(game: Game, player: Player, obj: GameCard) -> bool:
    """Can't ``player`` play ``obj``: "… can't play cards this turn" ("play"), "… can't play
    spells this turn" ("play.spell"; 002)?"""

    if restricted(game, player, "play"):
        return True
    return obj.type == "Spell" and restricted(game, player, "play.spell")


def _too_early(game: Game, player: Player, abilities: tuple[object, ...]) -> bool:
    """Is it ``player``'s turn, one of their first turns a :class:`NotOnTurns` names?"""

    if not abilities or game.turn_player is not player:
        return False
    taken = turns_taken(game, player)
    return any(isinstance(a, NotOnTurns) and taken <= a.turns for a in abilities)


def _base_only(game: Game, player: Player) -> bool:
    """Can ``player`` only play units to their base ("While I'm at a battlefield, opponents
    can only play units to their base.": a restriction "play.battlefield", 002)?"""

    return bool(game.statics) and restricted(game, player, "play.battlefield")


def _conquered(game: Game, player: Player, battlefield: Battlefield | None) -> bool:
    """Did ``player`` conquer ``battlefield`` this turn (a ``conquer`` event of theirs there)?"""
    if battlefield is None:
        return False
    return any(
        e.kind == "conquer" and e.player == player.name and e.subject is battlefield
        for e in game.this_turn()
    )


def _wheres(abilities: tuple[object, ...]) -> tuple[str, ...]:
    """Where else the card's own abilities let it be played ("You may play me to an open
    battlefield.": :class:`PlayTo`)."""

    return tuple(a.where for a in abilities if isinstance(a, PlayTo))


def granted_places(game: Game, player: Player) -> tuple[str, ...]:
    """Where other cards let ``player``'s units be played ("Friendly units may be played to
    open battlefields.": :class:`GrantedPlayTo`, 355.2.b)."""

    found: list[str] = []
    for entry in game.statics_of(GrantedPlayTo):
        ability = entry.ability
        if not entry.active(game):
            continue
        if _played_by(ability.by, entry.controller, player):
            found.append(ability.where)
    return tuple(found)


def _may_enter(player: Player, battlefield: Battlefield, wheres: tuple[str, ...]) -> bool:
    """Can a unit be played to ``battlefield``: one its player controls (355.2.a), or one a
    permission allows (``wheres``: "open", "occupied enemy", "attacking", "enemy_alone";
    355.2.b)?"""
    if battlefield.controller is player:
        return True
    units = [o for o in battlefield.permanents if o.type == "Unit"]
    for where in wheres:
        if where == "open" and battlefield.controller is None and not units:
            return True  # 170.11.c
        controller = battlefield.controller
        enemy = controller is not None and controller.team is not player.team
        if where == "occupied enemy" and enemy and units:
            return True  # 170.11.a
        if (
            where == "enemy_alone"
            and len(units) == 1
            and units[0].controller.team is not player.team
        ):
            return True  # "an occupied battlefield if an enemy unit is alone there"
        if where == "attacking" and any(
            u.controller is player and u.role == "attacker" for u in units
        ):
            return True  # "a battlefield you're attacking" (464.2.c: your units attack there)
    return False


def _to_chain(game: Game, obj: GameCard) -> Callable[[], None]:
    """Take ``obj`` off its zone as it starts being played (354); returns how to put it back
    where it was (358.5)."""
    origin = obj.zone
    holder = obj.owner.zones[origin]
    index = holder.index(obj)
    zones.remove(game, obj)
    obj.zone = ""

    def undo() -> None:
        zones.put(game, obj, obj.owner, origin)
        holder.remove(obj)
        holder.insert(index, obj)

    return undo


def _split(cost: Action, resources: Cost, others: list[Action]) -> tuple[Cost, list[Action]]:
    """A cost action -> the Energy and Power it pays, and its other actions."""

    if isinstance(cost, Pay):
        return resources + Cost(cost.energy, cost.power, cost.domains), others
    if isinstance(cost, Sequence):
        for step in cost.steps:
            resources, others = _split(step, resources, others)
        return resources, others
    return resources, [*others, cost]


def _playing(game: Game, obj: GameCard | None) -> Payment:
    return Payment.now(game, Spending.PLAY, obj)


def _payable(player: Player, cost: Cost, others: list[Action], ctx: Context) -> bool:
    """Can ``player`` pay the costs of playing ``ctx.source``?"""
    payment = _playing(ctx.game, ctx.source) if player.held else None  # only held ones ask
    return can_pay(player, cost, ctx.source, payment) and all(a.payable(ctx) for a in others)


@dataclass(frozen=True, slots=True)
class PaidAdditional:
    """ "If you paid the additional cost" (356.4.f.1: the player chose to pay it): the ``play``
    event of the card says so — the event that triggered "When you play me, …", or, for a
    spell's own instructions (executed as it is played), the last card played."""

    def holds(self, ctx: Context) -> bool:
        event = ctx.event
        if event is None or event.kind != "play":
            log = reversed(ctx.game.log)
            event = next((e for e in log if e.kind == "play" and _spell(e.subject)), None)
        return event is not None and isinstance(event.data, PlayData) and bool(event.data.paid)


# Energy, Power of Domains, the least Energy left, Power of any Domain ([A])
Discount = tuple[int, tuple[str, ...], int, int]


@dataclass(frozen=True, slots=True)
class Spent:
    """What a player spent (357.1, 444: Energy, or with ``power`` Power), at least ``least``:
    ``scope`` "event": to play the card whose ``play`` event triggered the ability ("When you
    play a spell, if you spent [4] or more, …"); "play": to play one card of ``type`` this
    turn ("If you've spent [4] or more to play a spell this turn"); "turn": in all this turn,
    card and ability costs alike ("If you've spent at least [A][A] this turn")."""

    least: int
    power: bool = False
    scope: str = "event"
    type: CardType | None = None

    def holds(self, ctx: Context) -> bool:
        you = ctx.controller.name
        if self.scope == "event":
            event = ctx.event
            return event is not None and event.kind == "play" and self._of(event) >= self.least
        if self.scope == "play":
            return any(
                e.kind == "play"
                and e.player == you
                and (self.type is None or getattr(e.subject, "type", None) == self.type)
                and self._of(e) >= self.least
                for e in ctx.game.this_turn()
            )
        paid = (
            (e.data.power if self.power else e.data.energy) or 0
            for e in ctx.game.this_turn()
            if isinstance(e.data, PayData) and e.player == you
        )
        return sum(paid) >= self.least if self.scope == "turn" else False

    def _of(self, event: Any) -> int:
        said = event.data
        if not isinstance(said, PlayData):
            return 0
        return int((said.spent_power if self.power else said.spent) or 0)


@dataclass(frozen=True, slots=True)
class PlayedFrom:
    """ "If you played this from your hand": the spell being executed (the last card played,
    as :class:`PaidAdditional` reads it) was played from ``zone``."""

    zone: Zone

    def holds(self, ctx: Context) -> bool:
        log = reversed(ctx.game.log)
        event = next((e for e in log if e.kind == "play" and _spell(e.subject)), None)
        return event is not None and origin_of(event.data) == self.zone


def _spell(obj: object) -> bool:
    return getattr(obj, "type", None) == "Spell"


def _discount(abilities: tuple[object, ...], ctx: Context, origin: str) -> list[Discount]:
    """The card's discounts that apply now, played from ``origin`` (356.4): Energy, Power of
    Domains, and the least Energy each leaves ("to a minimum of [1]": for that discount only,
    356.4.e)."""

    found: list[Discount] = []
    for ability in abilities:
        if not isinstance(ability, CostReduction):
            continue
        if ability.active_if is not None and not ability.active_if.holds(ctx):
            continue
        if ability.unless_from == origin:
            continue
        if ability.instead:
            found.clear()
        times = 1 if ability.per is None else amount(ability.per, ctx)
        found.append((ability.energy * times, ability.domains * times, ability.floor or 0, 0))
    return found


def _less(cost: Cost, discounts: list[Discount]) -> Cost:
    """``cost`` less each discount, never below 0 (356.6) nor a discount's own minimum
    (356.4.e, of Energy: "to a minimum of [1]"); a discount of [A] takes one Power of any
    Domain off the cost."""
    energy, power, left = cost.energy, cost.power, list(cost.domains)
    for less, domains, floor, any_power in discounts:
        energy = max(energy - less, min(floor, energy), 0)
        for domain in domains:
            for wanted in (domain, OWN):
                if wanted in left:
                    left.remove(wanted)
                    break
        for _ in range(any_power):
            if power:
                power -= 1
            elif left:
                left.pop()
    return Cost(energy, power, tuple(left))


@dataclass(slots=True)
class _Changes:
    """What other cards and effects change in the cost of the card being played (356.3,
    356.4.a): the increases, the discounts of its Energy cost (a component, 356.4.c), of its
    [Repeat] costs, of its total cost (356.4.d), and the abilities used up by the play."""

    more: Cost
    energy: list[Discount]
    repeat: list[Discount]
    rest: list[Discount]
    once: list[Registered]
    optional: list[Any] = field(default_factory=list)  # CostModifiers of optional costs
    ignoring: list[Registered] = field(default_factory=list)  # may ignore a cost (356.1.b)

    def total(self, cost: Cost, own: list[Discount]) -> Cost:
        """``cost`` increased (356.3), then discounted: components first (356.4.c), then the
        total (356.4.d: the card's own discounts and the others')."""
        return _less(cost + self.more, [*self.energy, *own, *self.rest])

    def cites(self) -> tuple[str, ...]:
        """The citation keys of the changes applied: increases (356.3), discounts (356.4.a)."""
        more = ("pay.increase",) if self.more.total else ()
        cut = self.energy or self.repeat or self.rest or self.optional
        return more + (("pay.discount",) if cut else ())

    def used(self, game: Game) -> None:

        for entry in self.once:
            if entry in game.statics:
                use_up(game, entry, getattr(entry.ability, "uses", None) or 1)
        assert all(isinstance(e.ability, CostModifier) for e in self.once)


_NO_CHANGES = Cost()


def _changes(
    game: Game, player: Player, obj: GameCard, origin: str, abilities: tuple[object, ...]
) -> _Changes:
    """The active cost modifiers of other cards and effects that change ``obj``'s cost."""

    found = _Changes(_NO_CHANGES, [], [], [], [])
    for entry in game.statics_of(CostModifier):
        ability = entry.ability
        if entry.source is obj:
            continue
        if ability.component not in (None, "energy", "repeat", "optional"):
            continue  # an activated ability's cost (:func:`ability_cost`)
        if not entry.active(game):  # first: an uncontrolled battlefield's apply to no one
            continue
        if not _changed(game, ability, entry.controller, player, obj, origin, abilities):
            continue
        if ability.first and _played_before(game, ability, entry.controller):
            continue
        if ability.ignore is not None:  # its player's choice as it is played: play_card
            most = ability.max_energy
            if most is None or (getattr(obj.card, "energy", None) or 0) <= most:
                found.ignoring.append(entry)
            continue
        if ability.uses is not None:
            found.once.append(entry)
        if ability.more:
            found.more = found.more + Cost(ability.energy, ability.power, ability.domains)
            continue
        if ability.component == "optional":  # applied to each one paid: :func:`_either`
            found.optional.append(ability)
            continue
        cut = (ability.energy, ability.domains, ability.floor or 0, ability.power)
        into = {"energy": found.energy, "repeat": found.repeat}.get(ability.component or "")
        (found.rest if into is None else into).append(cut)
    return found


def _either(
    game: Game, player: Player, cost: Cost, ability: Any, energy_first: bool | None = None
) -> Discount:
    """The discount of a modifier of an optional additional cost, for ``cost``: with
    ``either`` ("[1] or [A] less") the part its player chooses — the only one the cost has,
    else their choice (Energy first), or ``energy_first`` when it is given."""
    floor = ability.floor or 0
    if not ability.either:
        return (ability.energy, ability.domains, floor, ability.power)
    has_power = bool(cost.power or cost.domains)
    if energy_first is None and has_power and cost.energy:
        energy_first = game.choices.decide(player.name, "[1] less")
    if not cost.energy or (has_power and not energy_first):
        return (0, (), floor, ability.power)
    return (ability.energy, (), floor, 0)


def _changed(
    game: Game,
    ability: Any,
    you: Player,
    player: Player,
    obj: GameCard,
    origin: str,
    abilities: tuple,
) -> bool:
    """Does a cost modifier of ``you`` change the cost of ``obj`` played by ``player``?"""
    if not _played_by(ability.by, you, player):
        return False
    if ability.type is not None and obj.type != ability.type:
        return False
    if ability.tag is not None and ability.tag not in obj.tags:
        return False  # the card being played: not on the board, its printed tags
    if ability.origin is not None and origin != ability.origin:
        return False
    if ability.token is not None and obj.token != ability.token:
        return False
    return ability.keyword is None or _has(game, obj, abilities, ability.keyword)


def _played_before(game: Game, ability: Any, you: Player) -> bool:
    """Has a card the modifier would change been played this turn ("the first … each turn")?"""
    for event in game.this_turn():
        card = event.subject
        if event.kind != "play" or card is None or event.player is None:
            continue
        player = game.player(event.player)
        origin = origin_of(event.data) or ""
        if _changed(game, ability, you, player, card, origin, ()):
            return True
    return False


def _played_by(by: str, you: Player | None, player: Player) -> bool:
    """Is ``player`` who ``by`` names, for an ability of ``you``: "you", "opponent" /
    "enemy" (another team), "friendly" (you or an ally, 489.8.e)? An uncontrolled
    battlefield's ability has no "you" (190.6.b, 190.6.d): it names no player."""
    if you is None:
        return False
    if by == "you":
        return player is you
    if by in ("opponent", "enemy"):
        return player.team is not you.team
    return by != "friendly" or player.team is you.team


def _has(game: Game, obj: GameCard, abilities: tuple[object, ...], keyword: str) -> bool:
    """Has the card ``keyword`` among the abilities used as it is played ([Flow], [Repeat]), or
    [Reaction] (159.2.b; a hidden card has it, 811.6)?"""

    if keyword == Keyword.REACTION:
        return obj.zone == FACEDOWN or has_reaction(game, obj)
    if keyword == Keyword.FLOW:
        return any(isinstance(a, FlowCost) for a in abilities)
    if keyword == Keyword.REPEAT:
        return any(isinstance(a, AdditionalCost) and a.then == "repeat" for a in abilities)
    raise ValueError(f"keyword {keyword!r} of a card being played not known")
