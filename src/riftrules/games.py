"""Whole games: seeded agents play complete games, the rules' invariants checked after every
action. This runs the engine on compiled card texts, so it sits above both (:mod:`.engine`,
:mod:`.effects`).

:func:`play_game` sets a duel up from two decks (:func:`.engine.game_setup.new_game`), then asks
an agent for one of the :func:`.engine.decisions.legal_actions` at a time and
:func:`.engine.decisions.apply` s it, until a player wins by the rules. :class:`RandomAgent`
picks uniformly at random, seeded —
actions and every choice inside them (``game.choices.agent``). After every action
:func:`violations` checks: every card in exactly one zone (tokens in at most one), no
negative count (damage, buffs, Energy, Power, XP, points), the Victory Score rule (323.1: no
player at the Victory Score while the game goes on; a winner has reached it or won by an
effect). A game that does not end within ``max_actions`` is *stuck*: the cap is a safety
net, and reaching it counts as a failure. The same seed gives the same game, event for event.
"""

from __future__ import annotations

import hashlib
import random
from collections import Counter
from collections.abc import Sequence
from dataclasses import dataclass, field
from typing import TYPE_CHECKING, Any

from riftrules.cards import pool
from riftrules.effects import compile_text
from riftrules.engine.audit import placed
from riftrules.engine.decisions import legal_actions, perform
from riftrules.engine.game_setup import new_game, random_deck

if TYPE_CHECKING:
    from riftrules.engine.decisions import GameAction
    from riftrules.engine.game_setup import Deck
    from riftrules.engine.state import Game

MAX_ACTIONS = 3000


class RandomAgent:
    """Picks a random legal action, and random answers to the choices inside it."""

    def __init__(self, seed: int) -> None:
        self.rng = random.Random(seed)

    def act(self, game: Game, actions: Sequence[GameAction]) -> GameAction:
        return actions[self.rng.randrange(len(actions))]

    def choose(self, player: str, options: Sequence[Any], count: int, up_to: bool) -> list[Any]:
        low = 0 if up_to else min(count, len(options))
        number = self.rng.randint(low, min(count, len(options)))
        return self.rng.sample(list(options), number)

    def decide(self, player: str) -> bool:
        return self.rng.random() < 0.5


@dataclass
class GameResult:
    seed: int
    winner: str | None = None
    actions: int = 0
    turns: int = 0
    stuck: bool = False
    crash: str | None = None
    violations: list[str] = field(default_factory=list)
    played: Counter = field(default_factory=Counter)  # card names played
    game: Game | None = field(default=None, repr=False)

    @property
    def ok(self) -> bool:
        return not self.stuck and self.crash is None and not self.violations

    @property
    def digest(self) -> str:
        """A fingerprint of the game's event log (the same seed, the same game), worked out
        when asked (a soak does not ask)."""
        return digest(self.game) if self.game is not None else ""


def violations(game: Game, uids: set[int]) -> list[str]:
    """What breaks the rules' invariants now (see the module's docstring)."""
    try:
        objs = placed(game)  # between actions the chain is empty: every card is placed
    except AssertionError as error:
        return [f"a zone's bookkeeping is wrong: {error}"]
    found = [f"{o.name}: negative damage or buffs" for o in objs if o.damage < 0 or o.buffs < 0]
    unique = {obj.uid for obj in objs}
    if len(unique) != len(objs) or not uids <= unique:  # a card lost or in two zones: which
        places = Counter(obj.uid for obj in objs)
        found += [f"card #{uid} is in {places.get(uid, 0)} zones" for uid in sorted(uids)
                  if places.get(uid, 0) != 1]  # fmt: skip
        found += [f"token #{uid} in {n} zones" for uid, n in places.items()
                  if n > 1 and uid not in uids]  # fmt: skip
    for player in game.players:
        held = [n for h in player.held for n in (h.energy, *h.pool.values())]
        if any(n < 0 for n in (player.energy, player.xp, *player.pool.values(), *held)):
            found.append(f"{player.name}: a negative Energy, Power or XP")
        if player.points < 0:
            found.append(f"{player.name}: negative points")
    score = game.victory_score
    if game.winner is None:
        leaders = [p for p in game.players if p.points >= score]
        if leaders and all(p.points > o.points for p in leaders for o in game.opponents(p)):
            found.append(f"{leaders[0].name} has {leaders[0].points} points and has not won")
    elif game.winner.points < score and not game.log.of("win"):
        found.append(f"{game.winner.name} won with {game.winner.points} points")
    return found


def play_game(
    decks: Sequence[Deck],
    seed: int,
    *,
    scripts: Any = None,
    max_actions: int = MAX_ACTIONS,
    check: bool = True,
    names: Sequence[str] = ("A", "B"),
    asking: bool = False,
) -> GameResult:
    """Play one duel between ``decks`` with :class:`RandomAgent` s seeded by ``seed``; with
    ``asking``, the choices inside actions too are :func:`.engine.decisions.legal_actions` (a
    :class:`~.engine.decisions.Choose` each) that the agent picks among."""
    result = GameResult(seed)
    agent = RandomAgent(seed)
    try:
        game = new_game(decks, seed, scripts=scripts, agent=agent, names=names)
        game.choices.asking = asking
        result.game = game
        uids = {obj.uid for obj in game.all_cards()}
        while not game.over:
            if result.actions >= max_actions:
                result.stuck = True
                break
            actions = legal_actions(game)
            if not actions:
                result.stuck = True
                break
            action = agent.act(game, actions)
            perform(game, action)  # legal: picked from this state's legal actions
            result.actions += 1
            if check:
                problems = violations(game, uids)
                if problems:
                    result.violations = problems
                    break
    except Exception as error:  # a crash is a result to report, not the end of a soak
        result.crash = f"{type(error).__name__}: {error}"
        return result
    result.winner = game.winner.name if game.winner is not None else None
    result.turns = game.turn_number
    result.played = Counter(e.subject.name for e in game.log.of("play") if e.subject is not None)
    return result


def digest(game: Game) -> str:
    """A fingerprint of the whole event log."""
    text = repr(game.log.signature()).encode()
    return hashlib.sha256(text).hexdigest()


class PoolScripts:
    """A game's ``scripts``: each pool card's text compiled once (``riftrules.effects``);
    :meth:`executable` says whether all of it compiles (a card does what its text says)."""

    def __init__(self) -> None:
        self.cache: dict[str, Any] = {}
        self._legends: list[str] | None = None

    def __call__(self, obj: Any) -> Any:
        card = obj.card
        if card is None or not card.text:
            return None
        try:
            return self.cache[card.name]
        except KeyError:
            found = self.cache[card.name] = self._compile(card)
            return found

    @staticmethod
    def _compile(card: Any) -> Any:
        try:
            return compile_text(card.text, card_type=card.type)
        except Exception:  # NotCompiled, or any compiler failure: no abilities
            return None

    def executable(self, card: Any) -> bool:
        if not card.text:
            return True
        if card.name not in self.cache:
            self.cache[card.name] = self._compile(card)
        return self.cache[card.name] is not None

    def legends(self) -> list[str]:
        """The pool's executable legends, by name (listed once)."""
        if self._legends is None:
            cards = pool.load()
            self._legends = sorted(
                c.name for c in cards if c.type == "Legend" and self.executable(c)
            )
        return self._legends


@dataclass
class Soak:
    """What a run of many games gave."""

    games: int = 0
    actions: int = 0
    crashes: list[GameResult] = field(default_factory=list)
    stuck: list[GameResult] = field(default_factory=list)
    broken: list[GameResult] = field(default_factory=list)  # an invariant violated
    played: Counter = field(default_factory=Counter)
    decked: set[str] = field(default_factory=set)  # Main Deck card names in some deck
    legends: set[str] = field(default_factory=set)  # in force from a Legend Zone, never played

    @property
    def ok(self) -> bool:
        return not (self.crashes or self.stuck or self.broken)


def decks_for(seed: int, scripts: PoolScripts) -> list[Deck]:
    """Two legal decks of executable cards around two legends drawn by ``seed``."""
    rng = random.Random(seed)
    first, second = rng.sample(scripts.legends(), 2)
    return [
        random_deck(first, rng, scripts.executable),
        random_deck(second, rng, scripts.executable),
    ]


def soak(seeds: range, scripts: PoolScripts | None = None, **options: Any) -> Soak:
    """Play a game for each seed (decks from :func:`decks_for`) and gather the results."""
    scripts = scripts or PoolScripts()
    found = Soak()
    for seed in seeds:
        decks = decks_for(seed, scripts)
        for deck in decks:
            found.decked.update((deck.champion, *deck.main))
            found.legends.add(deck.legend)
        result = play_game(decks, seed, scripts=scripts, **options)
        found.games += 1
        found.actions += result.actions
        found.played.update(result.played)
        if result.crash is not None:
            found.crashes.append(result)
        elif result.stuck:
            found.stuck.append(result)
        elif result.violations:
            found.broken.append(result)
    return found
