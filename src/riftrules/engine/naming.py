"""Naming and guessing (759-763): "Name a card.", "Name a tag." — the player names one, and
"each card with that name", "each card with that tag" are the cards it fits.

A card named is one of the pool's cards, never a token (762, 762.2; the engine knows no
format, so every card of the pool is legal to name); a tag named is one that cards have (763).
The name is a choice of the effect's controller (without an answer, the first legal option:
the first in alphabetical order) and is remembered for the rest of the effect (``NAMED``).

"Guess the Energy cost of the top card of your Main Deck" (760): the player guesses a number
(from 0 to the highest the pool prints), remembered with the card (``GUESSED``) for "If you
guessed right"; the ``name`` event says what was named or guessed.
"""

from __future__ import annotations

from dataclasses import dataclass
from enum import StrEnum
from functools import cache
from typing import Any

from riftrules.cards import pool
from riftrules.engine.abilities import has_tag
from riftrules.engine.actions import Action
from riftrules.engine.context import Context
from riftrules.engine.events import NameData
from riftrules.engine.selectors import Selector
from riftrules.engine.state import GameCard

NAMED = "named"  # the effect's memory: what was named, a card's name or a tag


class Naming(StrEnum):
    """What a player is told to name (760)."""

    CARD = "card"
    TAG = "tag"

    def __repr__(self) -> str:  # as the source that names it (generated scripts)
        return f"Naming.{self.name}"


@cache
def nameable(what: Naming) -> tuple[str, ...]:
    """What may be named, in alphabetical order: the names of the pool's cards that are not
    tokens (762.2), or the tags its cards have (763)."""
    if what is Naming.TAG:
        return tuple(sorted(pool.tags()))
    return tuple(sorted({c.name for c in pool.load() if c.supertype != "Token"}))


@dataclass(frozen=True, slots=True)
class Name(Action):
    """ "Name a card.", "Name a tag." (760): the effect's controller names one (761: by its
    exact name), remembered as ``NAMED`` for "that name", "that tag"."""

    what: Naming

    def run(self, ctx: Context) -> list[Any]:
        you = ctx.controller
        named = ctx.game.choices.pick(you.name, nameable(self.what), prompt=f"name a {self.what}")
        ctx.memory[NAMED] = named
        key = "name.tag" if self.what is Naming.TAG else "name.card"
        ctx.game.emit("name", you, key, subject=you, data=NameData(named=named[0]))
        return ctx.last  # naming affects nothing: "it" is still what was affected before


@dataclass(frozen=True, slots=True)
class WithNamed(Selector):
    """ "each card with that name", "each card with that tag": the cards ``of`` selects whose
    name is the one named (761), or that have the tag named; none when nothing was named."""

    of: Selector
    what: Naming
    type: str | None = None  # "each unit with that tag"

    def resolve(self, ctx: Context) -> list[Any]:
        named = ctx.memory.get(NAMED)
        if not named:
            return []
        return [c for c in self.of.resolve(ctx) if self._fits(ctx, c, named[0])]

    def matches(self, ctx: Context, obj: Any) -> bool:
        named = ctx.memory.get(NAMED)
        return bool(named) and self.of.matches(ctx, obj) and self._fits(ctx, obj, named[0])

    def _fits(self, ctx: Context, obj: Any, named: str) -> bool:
        if not isinstance(obj, GameCard) or self.type not in (None, obj.type):
            return False
        if self.what is Naming.TAG:
            return has_tag(ctx.game, obj, named)
        return obj.name == named


# -- guessing (760) --------------------------------------------------------------------------

GUESSED = "guessed"  # the effect's memory: (the number guessed, the cards guessed about)


class Guessed(StrEnum):
    """The characteristic of a card a player guesses (760): a number printed on it."""

    ENERGY_COST = "energy-cost"  # 131.2.a: the numeral of its Cost
    POWER_COST = "power-cost"  # 131.3: how many Power symbols its Cost has
    MIGHT = "might"  # its printed Might

    def __repr__(self) -> str:  # as the source that names it (generated scripts)
        return f"Guessed.{self.name}"

    def of(self, card: GameCard) -> int | None:
        """This characteristic of ``card`` as printed (None: it has none, as a spell's
        Might)."""
        if self is Guessed.MIGHT:
            return card.printed_might
        printed = card.card
        if printed is None:
            return None
        return (printed.energy if self is Guessed.ENERGY_COST else printed.power) or 0

    @property
    def options(self) -> tuple[int, ...]:
        """The numbers a guess may be: from 0 to the highest a card of the pool has (a guess
        above it could never be right)."""
        return _guesses(self)


@cache
def _guesses(what: Guessed) -> tuple[int, ...]:
    if what is Guessed.MIGHT:
        highest = max((c.might or 0 for c in pool.load()), default=0)
    elif what is Guessed.ENERGY_COST:
        highest = max((c.energy or 0 for c in pool.load()), default=0)
    else:
        highest = max((c.power or 0 for c in pool.load()), default=0)
    return tuple(range(highest + 1))


@dataclass(frozen=True, slots=True)
class Guess(Action):
    """ "Guess the Energy cost of the top card of your Main Deck" (760): the effect's
    controller guesses a number for ``what`` of the first card ``of`` selects, remembered with
    that card (``GUESSED``) for "if you guessed right"; what it affected ("reveal it") is that
    card. With no card to guess about, no guess is made."""

    of: Selector
    what: Guessed

    def run(self, ctx: Context) -> list[Any]:
        cards = [c for c in self.of.resolve(ctx) if isinstance(c, GameCard)][:1]
        if not cards:
            return []
        you = ctx.controller
        guess = ctx.game.choices.pick(you.name, self.what.options, prompt=f"guess its {self.what}")
        ctx.memory[GUESSED] = [(guess[0], cards[0], self.what)]
        ctx.game.emit("name", you, "guess", subject=you, data=NameData(named=str(guess[0])))
        return cards


@dataclass(frozen=True, slots=True)
class GuessedRight:
    """ "If you guessed right": the number this effect's guess named is the characteristic
    guessed of the card guessed about (``right`` False: "if you guessed wrong")."""

    right: bool = True

    def holds(self, ctx: Context) -> bool:
        made = ctx.memory.get(GUESSED)
        if not made:
            return False  # no guess was made: neither right nor wrong
        guess, card, what = made[0]
        return (what.of(card) == guess) is self.right
