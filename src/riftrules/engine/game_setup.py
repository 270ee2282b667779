"""Decks (103) and a game set up from them as the rules say (110-118).

:class:`Deck` is what a player brings: a Champion Legend, a Chosen Champion, the rest of the
Main Deck, twelve runes and the battlefields their mode needs. :func:`problems` checks it
against deck construction (103): a Main Deck of at least 40 cards with the Chosen Champion
(103.2), no more than 3 copies of a name (103.2.b), every card within the legend's Domain
Identity (103.1.b, 103.2.c), at most 3 Signature cards, all of the legend's champion
(103.2.d), the format's banned list (103.2.e: ``rulebook/formats/legality.json``, in force
on the day of the rules played), 12 runes (103.3.a), the battlefields of the mode, no two of a
name (103.4, 485.4.a). :func:`check` raises :class:`DeckError` naming every problem.

:func:`new_game` sets a duel up (110-118, 485.5, 485.7): legends to the Legend Zone, champions
to the Champion Zone, decks shuffled, each player's battlefield chosen at random from their
three, the first player at random, four cards each, the mulligan (each player sets aside up
to two cards, draws as many, recycles them), and the second player's extra rune in their first
Channel Phase. :func:`random_deck` builds a legal deck from the pool around a legend.
"""

from __future__ import annotations

import random
from collections import Counter
from collections.abc import Callable, Sequence
from dataclasses import dataclass
from datetime import date
from functools import cache, lru_cache
from typing import TYPE_CHECKING, Any

from riftrules.cards import pool
from riftrules.engine import deck as deck_actions
from riftrules.engine.events import SetupData
from riftrules.engine.names import CHAMPION, LEGEND, MAIN_DECK, RUNE_DECK, START_PHASES, Phase
from riftrules.engine.state import Game
from riftrules.engine.turn import run_phase
from riftrules.formats import legality
from riftrules.rules import store

if TYPE_CHECKING:
    from riftrules.cards.model import Card
    from riftrules.engine.state import Game, GameCard, Player

MAIN_DECK_SIZE = 40  # 103.2, the Chosen Champion included
COPIES = 3  # 103.2.b
SIGNATURES = 3  # 103.2.d
RUNE_DECK_SIZE = 12  # 103.3.a
BATTLEFIELDS = {"duel": 3}  # 485.4.a: each player provides three
HAND_SIZE = 4  # 116
MULLIGAN = 2  # 117.1


class DeckError(ValueError):
    """A deck the rules do not allow; ``problems`` lists every reason."""

    def __init__(self, problems: Sequence[str]) -> None:
        super().__init__("illegal deck: " + "; ".join(problems))
        self.problems = list(problems)


@dataclass(frozen=True)
class Deck:
    """A player's deck (103): names of cards of the pool."""

    legend: str
    champion: str
    main: tuple[str, ...]  # the Main Deck besides the Chosen Champion
    runes: tuple[str, ...]
    battlefields: tuple[str, ...]


@cache
def banned() -> frozenset[str]:
    """The card names banned in Standard Constructed (103.2.e) on the day of the newest Core
    Rules edition, the rules the engine plays (:mod:`riftrules.formats.legality`)."""
    on = date.fromisoformat(store.edition_info().date)
    return frozenset(legality.load().banned(legality.Format.STANDARD, on))


@cache  # the pool does not change while the program runs
def _find(name: str) -> Card | None:
    try:
        return pool.find(name)
    except LookupError:
        return None


def problems(deck: Deck, mode: str = "duel") -> list[str]:
    """Every way ``deck`` breaks deck construction (103), or [] for a legal deck."""
    found: list[str] = []
    legend = _find(deck.legend)
    if legend is None or legend.type != "Legend":
        return [f"{deck.legend!r} is not a Champion Legend (103.1)"]
    identity = set(legend.domains)
    champion = _find(deck.champion)
    if champion is None or champion.type != "Unit" or champion.supertype != "Champion":
        found.append(f"{deck.champion!r} is not a Champion unit (103.2.a)")
    elif not set(champion.tags) & set(legend.tags):
        found.append(f"{champion.name} is not a champion of {legend.name} (103.2.a)")
    cards = [champion] if champion is not None else []
    for name in deck.main:
        card = _find(name)
        if card is None:
            found.append(f"no card {name!r} in the pool")
        elif card.type not in ("Unit", "Gear", "Spell"):
            found.append(f"{card.name} is a {card.type}, not a Main Deck card (103.2)")
        else:
            cards.append(card)
    if len(deck.main) + 1 < MAIN_DECK_SIZE:
        found.append(f"the Main Deck has {len(deck.main) + 1} cards, at least 40 (103.2)")
    for name, count in Counter(card.name for card in cards).items():
        if count > COPIES:
            found.append(f"{count} copies of {name}, at most 3 (103.2.b)")
    signatures = [card for card in cards if card.supertype == "Signature"]
    if len(signatures) > SIGNATURES:
        found.append(f"{len(signatures)} Signature cards, at most 3 (103.2.d)")
    for card in signatures:
        if not set(card.tags) & set(legend.tags):
            found.append(f"{card.name} is a Signature card of another champion (103.2.d)")
    runes = [_find(name) for name in deck.runes]
    if len(runes) != RUNE_DECK_SIZE or any(r is None or r.type != "Rune" for r in runes):
        found.append(f"the Rune Deck must be 12 runes (103.3.a), not {len(deck.runes)} cards")
    for card in [*cards, *(r for r in runes if r is not None)]:
        if not set(card.domains) <= identity:
            outside = ", ".join(sorted(set(card.domains) - identity))
            found.append(
                f"{card.name} is outside {legend.name}'s Domain Identity ({outside}; 103.2.c)"
            )
    fields = [_find(name) for name in deck.battlefields]
    wanted = BATTLEFIELDS.get(mode, 3)
    if len(fields) != wanted or any(f is None or f.type != "Battlefield" for f in fields):
        found.append(f"{mode} needs {wanted} battlefields (103.4.a, 485.4.a)")
    if len(set(deck.battlefields)) != len(deck.battlefields):
        found.append("two battlefields of the same name (103.4.c)")
    every = [deck.legend, deck.champion, *deck.main, *deck.battlefields]
    for name in sorted({n for n in every if _find(n) is not None and _find(n).name in banned()}):
        found.append(f"{name} is banned (103.2.e)")
    return list(dict.fromkeys(found))


def check(deck: Deck, mode: str = "duel") -> None:
    """Raise :class:`DeckError` unless ``deck`` is legal."""
    found = problems(deck, mode)
    if found:
        raise DeckError(found)


@dataclass(frozen=True, slots=True)
class _Candidates:
    """What :func:`random_deck` draws from for a legend: its champions, its Main Deck cards
    (sorted names), the Signature cards among them, its runes, the battlefields."""

    champions: tuple[str, ...]
    main: tuple[str, ...]
    signature: frozenset[str]
    runes: tuple[str, ...]
    fields: tuple[str, ...]


@lru_cache(maxsize=256)  # the pool does not change while the program runs: once a legend
def _candidates(legend: str, usable: Callable[[Card], bool] | None) -> _Candidates:
    card = pool.find(legend)
    identity, tags = set(card.domains), set(card.tags)
    cards = [c for c in pool.load() if c.name not in banned() and set(c.domains) <= identity]
    ok = usable or (lambda c: True)
    champions = sorted(
        {
            c.name
            for c in cards
            if c.type == "Unit" and c.supertype == "Champion" and set(c.tags) & tags and ok(c)
        }
    )
    main_cards = sorted(
        {
            c.name
            for c in cards
            if c.type in ("Unit", "Gear", "Spell")
            and c.supertype != "Token"
            and (c.supertype != "Signature" or set(c.tags) & tags)
            and ok(c)
        }
    )
    signature = frozenset(c.name for c in cards if c.supertype == "Signature")
    runes = sorted(c.name for c in pool.load() if c.type == "Rune" and set(c.domains) <= identity)
    fields = sorted(
        {
            c.name
            for c in pool.load()
            if c.type == "Battlefield" and c.name not in banned() and ok(c)
        }
    )
    return _Candidates(tuple(champions), tuple(main_cards), signature, tuple(runes), tuple(fields))


def random_deck(
    legend: str, rng: random.Random, usable: Callable[[Card], bool] | None = None
) -> Deck:
    """A legal deck around ``legend`` from the pool: a champion of it, 39 Main Deck cards of
    its Domain Identity (up to 3 of a name, its Signature cards at most 3), 12 of its runes,
    3 battlefields; ``usable`` limits the cards chosen, battlefields too (executable ones: a
    game never deals a card that would be played blank)."""
    found = _candidates(legend, usable)
    if not found.champions:
        raise DeckError([f"{legend} has no champion unit in the pool"])
    champion = rng.choice(found.champions)
    main_cards, signature = list(found.main), found.signature
    copies: Counter = Counter({champion: 1})
    main: list[str] = []
    signatures = 0
    while len(main) < MAIN_DECK_SIZE - 1 and main_cards:
        name = rng.choice(main_cards)
        if copies[name] >= COPIES or (name in signature and signatures >= SIGNATURES):
            main_cards.remove(name)
            continue
        copies[name] += 1
        signatures += name in signature
        main.append(name)
    runes = found.runes
    rune_deck = [runes[i % len(runes)] for i in range(RUNE_DECK_SIZE)] if runes else []
    deck = Deck(legend, champion, tuple(main), tuple(rune_deck), tuple(rng.sample(found.fields, 3)))
    check(deck)
    return deck


def new_game(
    decks: Sequence[Deck],
    seed: int = 0,
    *,
    names: Sequence[str] = ("A", "B"),
    edition: str | None = None,
    scripts: Any = None,
    agent: Any = None,
    mulligan: Callable[[Game, Player], list[GameCard]] | None = None,
) -> Game:
    """A duel set up from ``decks`` as the rules say (110-118, 485.5, 485.7), in the first
    player's Main Phase of their first turn; ``agent`` answers the choices
    (:class:`riftrules.games.RandomAgent`)."""
    for one in decks:
        check(one)
    rng = random.Random(seed)
    first = rng.randrange(len(names))  # 115: a fair random method
    order = [*range(first, len(names)), *range(first)]
    game = Game([names[i] for i in order], seed=seed, edition=edition, scripts=scripts)
    if agent is not None:
        game.choices.agent = agent
    for player, index in zip(game.players, order, strict=True):
        one = decks[index]
        game.add_card(player, LEGEND, one.legend, card=pool.find(one.legend))  # 111
        game.add_card(player, CHAMPION, one.champion, card=pool.find(one.champion))  # 112
        for name in one.main:
            game.add_card(player, MAIN_DECK, name, card=pool.find(name))
        for name in one.runes:
            game.add_card(player, RUNE_DECK, name, card=pool.find(name))
        game.rng.shuffle(player.main_deck)  # 114
        game.rng.shuffle(player.rune_deck)
    for index in order:  # 485.5: each player's one of three, at random
        taken = {b.name for b in game.battlefields}
        options = [n for n in decks[index].battlefields if n not in taken]
        name = game.rng.choice(options or list(decks[index].battlefields))
        if name not in taken:
            game.add_battlefield(name, pool.find(name))
    game.emit("setup", None, "setup", data=SetupData(first=game.players[0].name))
    for player in game.players:  # 116
        deck_actions.draw(game, player, HAND_SIZE, key="draw.setup")
    for player in game.players:  # 117: in turn order
        aside = (mulligan or _mulligan)(game, player)[:MULLIGAN]
        if aside:
            deck_actions.mulligan(game, player, aside)
    for player in game.players[1:]:  # 485.7
        game.extra_runes[player.name] = 1
    for name in (*START_PHASES, Phase.MAIN):  # 118
        run_phase(game, name)
    return game


def _mulligan(game: Game, player: Player) -> list[GameCard]:
    """The default: each player asks ``game.choices`` for up to two cards to set aside."""
    return game.choices.pick(
        player.name, list(player.hand), count=MULLIGAN, up_to=True, prompt="mulligan"
    )
