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
"""

from __future__ import annotations

from dataclasses import dataclass
from typing import TYPE_CHECKING

from riftrules.engine import board, deck
from riftrules.engine.state import ANY_DOMAIN

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
    card = source.card if source is not None else None
    return tuple(card.domains) if card is not None and card.domains else ()


def card_cost(obj: GameCard) -> Cost:
    """A card's printed cost (131.1, 204.1.a): its Energy, and its Power, each of the card's
    Domain (of one of them for a card of several, 135.2.e.6.c)."""
    card = obj.card
    if card is None:
        return Cost()
    return Cost(card.energy or 0, 0, (OWN,) * (card.power or 0))


def add(game: Game, player: Player, cost: Cost, source: GameCard | None = None) -> None:
    """Add Energy and Power to ``player``'s Rune Pool (429, 166.1); [C] adds Power of the
    source's Domain (the first, if it has several), or of any Domain if it has none."""
    player.energy += cost.energy
    pool = player.pool
    if cost.power:
        pool[ANY_DOMAIN] = pool.get(ANY_DOMAIN, 0) + cost.power
    for domain in cost.domains:
        if domain == OWN:
            domain = (own_domains(source) or (ANY_DOMAIN,))[0]
        pool[domain] = pool.get(domain, 0) + 1
    game.emit("add", player, "add", subject=player, amount=cost.total)


@dataclass(slots=True)
class _Plan:
    pool: dict[str, int]  # Power taken from the pool, by Domain
    recycle: list[GameCard]  # runes recycled for their Power
    exhaust: list[GameCard]  # runes exhausted for Energy


def _wanted(cost: Cost, source: GameCard | None) -> list[tuple[str, ...]]:
    """Each Power of the cost as the Domains that may pay it (() for any), narrowest first."""
    own = own_domains(source)
    wanted = [own if d == OWN else (d,) for d in cost.domains] + [()] * cost.power
    return sorted(wanted, key=lambda options: (not options, len(options)))


def _domain(rune: GameCard) -> tuple[str, ...]:
    return tuple(rune.card.domains) if rune.card is not None else ()


def _pays(rune: GameCard, options: tuple[str, ...]) -> bool:
    return not options or bool(set(_domain(rune)) & set(options))


def plan(player: Player, cost: Cost, source: GameCard | None = None) -> _Plan | None:
    """How ``player`` can pay ``cost`` now, from the pool and then their runes; None if they
    cannot."""
    left = dict(player.pool)
    taken: dict[str, int] = {}
    runes = sorted(player.runes, key=lambda r: not r.exhausted)  # exhausted runes first
    recycle: list[GameCard] = []
    for options in _wanted(cost, source):
        fits = [d for d in left if left[d] and d != ANY_DOMAIN and (not options or d in options)]
        if not fits and left.get(ANY_DOMAIN):
            fits = [ANY_DOMAIN]
        if fits:
            left[fits[0]] -= 1
            taken[fits[0]] = taken.get(fits[0], 0) + 1
            continue
        # a rune of no Domain gives Power that pays only [A]
        rune = next((r for r in runes if r not in recycle and _pays(r, options)), None)
        if rune is None:
            return None
        recycle.append(rune)
    missing = max(cost.energy - player.energy, 0)
    ready = [r for r in recycle if not r.exhausted]
    ready += [r for r in player.runes if not r.exhausted and r not in ready]
    if missing > len(ready):
        return None
    return _Plan(taken, recycle, ready[:missing])


def can_pay(player: Player, cost: Cost, source: GameCard | None = None) -> bool:
    return plan(player, cost, source) is not None


def pay(game: Game, player: Player, cost: Cost, source: GameCard | None = None) -> bool:
    """Pay ``cost`` (444.1): first what the runes must add (164.2), then remove it all from the
    Rune Pool. False, and nothing done, when it cannot be paid."""
    found = plan(player, cost, source)
    if found is None:
        return False
    for rune in found.exhaust:  # 164.2.a: "[E]: Add [1]"
        board.exhaust(game, rune, player, key="rune.energy")
        player.energy += 1
        game.emit("add", player, "add", subject=rune, amount=1)
    for rune in found.recycle:  # 164.2.b: "Recycle this: Add [C]"
        domain = (_domain(rune) or ("",))[0]
        deck.recycle(game, player, [rune], key="rune.power")
        game.emit("add", player, "add.rune", subject=rune, amount=1, domain=domain)
    # the recycled runes' Power is spent at once: it pays the Power the pool could not
    player.energy -= cost.energy
    for domain, n in found.pool.items():
        if n:
            player.pool[domain] -= n
            if not player.pool[domain]:
                del player.pool[domain]
    game.emit("pay", player, "pay", subject=player, amount=cost.total)
    return True
