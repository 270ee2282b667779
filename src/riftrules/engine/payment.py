"""Energy and Power, of a Domain: the Rune Pool (165-168), Add (429), Pay (444), and the runes
that produce them (163, 164).

Power has a Domain (163.2.a): a player's pool holds Power by Domain name, and Power of any
Domain ([A], :data:`ANY_DOMAIN`) that pays a Power cost of any Domain (135.2.e.5.b). A cost is
Energy, Power of any Domain ([A]) and Power of given Domains ([R] is one Fury Power); "own"
(:data:`OWN`, [C]) is one Power of the source card's Domain (135.2.e.6), of any Domain for a
card with none (135.2.e.6.b), of one of its Domains for a card with several (135.2.e.6.c).

Paying takes from the Rune Pool first; what is missing its player adds with their runes' own
abilities, which may be used whenever resources are paid (164.2, 357.1.a, 444.2.c): exhaust a
rune to add [1] (164.2.a), recycle a rune to add one Power of its Domain (164.2.b.1). The
engine picks the runes: for Power, exhausted runes of the needed Domain before ready ones; for
Energy, the ready runes about to be recycled first. A cost is paid whole or not at all (376,
203.3): nothing is spent when it cannot be.

Resources an ability adds may be restricted by its text ("Use only to play spells.", "Spend
this Energy only during showdowns."): they are :class:`Held` apart in the pool with their
:class:`SpendOnly`, and pay only a cost whose :class:`Payment` it allows; a payment takes them
before the pool's unrestricted resources.
"""

from __future__ import annotations

from dataclasses import dataclass, field
from enum import StrEnum
from typing import TYPE_CHECKING, Any

from riftrules.cards.model import CardType
from riftrules.engine import board, deck
from riftrules.engine.events import AddData, PayData
from riftrules.engine.names import ANY_DOMAIN

if TYPE_CHECKING:
    from riftrules.engine.state import Game, GameCard, Player

# The six Domains and their shorthands (134.2.a-f)
DOMAINS: dict[str, str] = {
    "R": "Fury",
    "G": "Calm",
    "B": "Mind",
    "O": "Body",
    "P": "Chaos",
    "Y": "Order",
}
OWN = "own"  # [C]: one Power of the source card's Domain (135.2.e.6)


@dataclass(frozen=True, slots=True)
class Cost:
    """Energy, Power of any Domain, Power of Domains (names; :data:`OWN` for [C])."""

    energy: int = 0
    power: int = 0
    domains: tuple[str, ...] = ()

    def __add__(self, other: Cost) -> Cost:
        return Cost(
            self.energy + other.energy, self.power + other.power, self.domains + other.domains
        )

    @property
    def total(self) -> int:
        return self.energy + self.power + len(self.domains)


def own_domains(source: GameCard | None) -> tuple[str, ...]:
    """The Domains [C] stands for on ``source`` (135.2.e.6): its own; none (any) without."""
    domains = getattr(source.card, "domains", None) if source is not None else None
    return domains if type(domains) is tuple else tuple(domains or ())


def card_cost(obj: GameCard) -> Cost:
    """A card's printed cost (131.1, 204.1.a): its Energy, and its Power, each of the card's
    Domain (of one of them for a card of several, 135.2.e.6.c)."""
    card = obj.card
    if card is None:
        return _PRINTED[0, 0]
    key = (card.energy or 0, getattr(card, "power", None) or 0)
    found = _PRINTED.get(key)
    if found is None:
        found = _PRINTED[key] = Cost(key[0], 0, (OWN,) * key[1])
    return found


# the printed costs met so far, by Energy and Power (a Cost is immutable: one of each)
_PRINTED: dict[tuple[int, int], Cost] = {(0, 0): Cost()}


class Spending(StrEnum):
    """What a payment is for (a :class:`Payment`)."""

    PLAY = "play"  # a card's costs as it is played (357.1)
    ABILITY = "ability"  # an activated ability's cost (376)
    EFFECT = "effect"  # what an effect has its player pay ("Pay [2]": 444)


@dataclass(frozen=True, slots=True)
class Payment:
    """What resources are paid for: ``card`` is the card played, or the card whose ability is
    activated (or whose effect pays); ``showdown``: paid during a showdown (308.1)."""

    spending: Spending
    card: GameCard | None
    showdown: bool = False

    @classmethod
    def now(cls, game: Game, spending: Spending, card: GameCard | None) -> Payment:
        return cls(spending, card, game.combat is not None)


@dataclass(frozen=True, slots=True)
class SpendOnly:
    """What the resources an ability adds may pay for: the plays of cards of the types
    ``plays`` ("Use only to play spells."), the activated abilities of cards of the types
    ``abilities_of`` ("… or use gear abilities.", "… or activated abilities of units."), or,
    with ``showdown``, any cost paid during a showdown ("Spend this Energy only during
    showdowns.")."""

    plays: tuple[CardType, ...] = ()
    abilities_of: tuple[CardType, ...] = ()
    showdown: bool = False

    def allows(self, payment: Payment | None) -> bool:
        if payment is None:
            return False
        if self.showdown:
            return payment.showdown
        kind = getattr(payment.card, "type", None)
        if payment.spending is Spending.PLAY:
            return kind in self.plays
        return payment.spending is Spending.ABILITY and kind in self.abilities_of


@dataclass(slots=True)
class Held:
    """Energy and Power (by Domain) in a Rune Pool that may pay only what ``only`` allows."""

    only: SpendOnly
    energy: int = 0
    pool: dict[str, int] = field(default_factory=dict)


def add(
    game: Game,
    player: Player,
    cost: Cost,
    source: GameCard | None = None,
    only: SpendOnly | None = None,
) -> None:
    """Add Energy and Power to ``player``'s Rune Pool (429, 166.1); [C] adds Power of the
    source's Domain (the first, if it has several), or of any Domain if it has none.
    ``only``: what they may be spent on (held apart: :class:`Held`)."""
    if only is None:
        player.energy += cost.energy
        pool = player.pool
    else:
        held = Held(only, cost.energy)
        player.held.append(held)
        pool = held.pool
    if cost.power:
        pool[ANY_DOMAIN] = pool.get(ANY_DOMAIN, 0) + cost.power
    for domain in cost.domains:
        if domain == OWN:
            domain = (own_domains(source) or (ANY_DOMAIN,))[0]
        pool[domain] = pool.get(domain, 0) + 1
    game.emit("add", player, "add", subject=player, amount=cost.total)


@dataclass(slots=True)
class _Plan:
    pool: list[tuple[dict[str, int], str]]  # each Power taken: the pool it is in, its Domain
    held: list[tuple[Held, int]]  # Energy taken from restricted resources
    recycle: list[GameCard]  # runes recycled for their Power
    exhaust: list[GameCard]  # runes exhausted for Energy


def _wanted(cost: Cost, source: GameCard | None) -> list[tuple[str, ...]]:
    """Each Power of the cost as the Domains that may pay it (() for any), narrowest first."""
    own = own_domains(source)
    wanted = [own if d == OWN else (d,) for d in cost.domains] + [()] * cost.power
    return sorted(wanted, key=lambda options: (not options, len(options)))


def _domain(rune: GameCard) -> tuple[str, ...]:
    return own_domains(rune)


def _pays(rune: GameCard, options: tuple[str, ...]) -> bool:
    return not options or bool(set(_domain(rune)) & set(options))


def plan(
    player: Player, cost: Cost, source: GameCard | None = None, payment: Payment | None = None
) -> _Plan | None:
    """How ``player`` can pay ``cost`` for ``payment`` now: from the restricted resources it
    allows, then the rest of the pool, then their runes; None if they cannot."""
    usable = [held for held in player.held if held.only.allows(payment)]
    pools = [held.pool for held in usable] + [player.pool]
    power = cost.power + len(cost.domains)
    if not _may_cover(player, cost.energy, power, usable, pools):
        return None
    left = [dict(pool) for pool in pools]
    taken: list[tuple[dict[str, int], str]] = []
    runes: list[GameCard] | None = None  # sorted when a Power is first taken from a rune
    recycle: list[GameCard] = []
    for options in _wanted(cost, source) if power else ():
        spot = _from_pools(left, options)
        if spot is not None:
            index, domain = spot
            left[index][domain] -= 1
            taken.append((pools[index], domain))
            continue
        if runes is None:
            runes = sorted(player.runes, key=lambda r: not r.exhausted)  # exhausted ones first
        # a rune of no Domain gives Power that pays only [A]
        rune = next((r for r in runes if r not in recycle and _pays(r, options)), None)
        if rune is None:
            return None
        recycle.append(rune)
    need, held_energy = cost.energy, []
    for held in usable:
        if need and held.energy:
            held_energy.append((held, min(held.energy, need)))
            need -= held_energy[-1][1]
    missing = max(need - player.energy, 0)
    ready = [r for r in recycle if not r.exhausted]
    ready += [r for r in player.runes if not r.exhausted and r not in ready]
    if missing > len(ready):
        return None
    return _Plan(taken, held_energy, recycle, ready[:missing])


def _may_cover(
    player: Player, energy: int, power: int, usable: list[Any], pools: list[dict[str, int]]
) -> bool:
    """Could ``energy`` Energy and ``power`` Power be paid at all, Domains aside: the Energy
    from the pool and the ready runes (164.2.a), the Power from the pools and every rune
    (164.2.b)? A bound that spares the full plan of what no payment reaches."""
    runes = player.runes
    if power and power > len(runes) + sum([n for pool in pools for n in pool.values()]):
        return False
    if energy <= player.energy:
        return True
    held = sum([h.energy for h in usable]) if usable else 0
    return energy <= player.energy + held + len([r for r in runes if not r.exhausted])


def _from_pools(pools: list[dict[str, int]], options: tuple[str, ...]) -> tuple[int, str] | None:
    """Where one Power that ``options`` allows is taken from: the first pool that has it, of
    a Domain it names before Power of any Domain."""
    for index, left in enumerate(pools):
        fits = [d for d in left if left[d] and d != ANY_DOMAIN and (not options or d in options)]
        if not fits and left.get(ANY_DOMAIN):
            fits = [ANY_DOMAIN]
        if fits:
            return index, fits[0]
    return None


def can_pay(
    player: Player, cost: Cost, source: GameCard | None = None, payment: Payment | None = None
) -> bool:
    """Would :func:`plan` find a way? Counted without building the plan when every Power
    wanted is of one kind (the card's own Domains, or any): the legal actions ask it of
    every card in hand after every action."""
    usable = [held for held in player.held if held.only.allows(payment)] if player.held else []
    pools = [held.pool for held in usable] + [player.pool]
    power = cost.power + len(cost.domains)
    if not _may_cover(player, cost.energy, power, usable, pools):
        return False
    if not cost.domains:  # no Domain wanted: the bound is the answer (the Energy apart)
        return True
    own = own_domains(source)
    if not own or any(d != OWN for d in cost.domains):
        return plan(player, cost, source, payment) is not None
    # each of len(cost.domains) Power of one of ``own``: from the pools' Power of those
    # Domains or of any, then from runes of those Domains (as :func:`plan` takes them)
    wanted = {*own, ANY_DOMAIN}
    fitting = sum(n for pool in pools for d, n in pool.items() if d in wanted)
    fitting += sum(1 for rune in player.runes if not wanted.isdisjoint(_domain(rune)))
    return len(cost.domains) <= fitting


def pay(
    game: Game,
    player: Player,
    cost: Cost,
    source: GameCard | None = None,
    key: str = "pay",
    also: tuple[str, ...] = (),
    payment: Payment | None = None,
) -> bool:
    """Pay ``cost`` for ``payment`` (444.1): first what the runes must add (164.2), then
    remove it all from the Rune Pool. False, and nothing done, when it cannot be paid.
    ``also``: more citation keys for the ``pay`` event (what changed the cost)."""
    found = plan(player, cost, source, payment)
    if found is None:
        return False
    for rune in found.exhaust:  # 164.2.a: "[E]: Add [1]"
        board.exhaust(game, rune, player, key="rune.energy")
        player.energy += 1
        game.emit("add", player, "add", subject=rune, amount=1)
    for rune in found.recycle:  # 164.2.b: "Recycle this: Add [C]"
        domain = (_domain(rune) or ("",))[0]
        deck.recycle(game, player, [rune], key="rune.power")
        game.emit("add", player, "add.rune", subject=rune, amount=1, data=AddData(domain=domain))
    # the recycled runes' Power is spent at once: it pays the Power the pool could not
    player.energy -= cost.energy - sum(n for _held, n in found.held)
    for held, n in found.held:
        held.energy -= n
    for pool, domain in found.pool:
        pool[domain] -= 1
        if not pool[domain]:
            del pool[domain]
    player.held = [held for held in player.held if held.energy or held.pool]
    power = cost.power + len(cost.domains)
    game.emit(
        "pay",
        player,
        key,
        subject=player,
        amount=cost.total,
        also=also,
        data=PayData(energy=cost.energy, power=power),
    )
    return True
