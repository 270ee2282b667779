"""The game state: players in turn order, their zones, the battlefields, the game objects.

- :class:`GameCard` — one card or token in the game, in whatever zone it is (rule 119: game
  objects; 125: cards; 179: tokens). On the board it is a permanent: Might, damage, exhausted or
  ready, a buff, stunned, and "this turn" modifiers.
- :class:`Player` — a player's zones (108: Main Deck, hand, trash, banishment; 107: base,
  runes; the rune deck), points (193), XP (728) and rune pool (165).
- :class:`Battlefield` — a battlefield on the board, its controller (190) and the permanents
  there.
- :class:`Game` — all of it, with the mode and its Victory Score (481), a seeded RNG (the same
  seed gives the same game), the log, the choice queue and the registered abilities.
"""

from __future__ import annotations

import random
from collections.abc import Callable, Iterable, Iterator, Sequence
from typing import TYPE_CHECKING, Any, Protocol

from riftrules.engine import passives, registered, triggering, zones
from riftrules.engine.choices import Choices
from riftrules.engine.citations import Citations
from riftrules.engine.events import BLANK, BY_NAME, PAYLOADS, Event, EventKind, Log, Payload
from riftrules.engine.keywords import might_in
from riftrules.engine.names import (
    ACTIVE_ZONES,
    ANY_DOMAIN,
    BANISHMENT,
    BASE,
    BATTLEFIELD,
    BOARD_ZONES,
    CHAIN,
    CHAMPION,
    HAND,
    LEGEND,
    MAIN_DECK,
    MODES,
    PLAYER_ZONES,
    RUNE_DECK,
    RUNES,
    TRASH,
    Phase,
)

if TYPE_CHECKING:
    from riftrules.cards.model import Card
    from riftrules.engine.abilities import Ability
    from riftrules.engine.chain import ChainItem
    from riftrules.engine.counters import CounterKind
    from riftrules.engine.payment import Held
    from riftrules.engine.prevent import Shield
    from riftrules.engine.registered import Pending, Registered
    from riftrules.engine.skipping import Skipped
    from riftrules.engine.timing import Timing


class CardScript(Protocol):
    """What a card's text compiles to: the abilities it gives a permanent, and, for a spell,
    the instructions :meth:`run` executes, and when it may be played (``timing``, 159.2)."""

    abilities: Sequence[Ability]
    timing: Timing

    def run(self, game: Game, controller: Player) -> object: ...


class GameCard:
    """A card or token in the game (rule 119), in any zone.

    ``name`` and ``type`` ("Unit", "Gear", "Spell", "Rune", "Battlefield", "Legend"; None for
    an anonymous card) come from the pool card where there is one. Leaving the board resets what
    only a permanent has (damage, buff, exhausted, stunned, modifiers: rules 705, 359 — it is a
    new object afterwards).
    """

    __slots__ = (
        "abilities",
        "appended",
        "attached_to",
        "attachments",
        "base_mights",
        "battlefield",
        "buffs",
        "card",
        "controller",
        "counters",
        "damage",
        "empowered",
        "exhausted",
        "gained_tags",
        "granted",
        "hidden_turn",
        "might_bonus",
        "modifiers",
        "name",
        "owner",
        "printed_might",
        "role",
        "stunned",
        "tags",
        "token",
        "type",
        "uid",
        "zone",
    )

    def __init__(
        self,
        uid: int,
        name: str,
        owner: Player,
        *,
        card: Card | None = None,
        type: str | None = None,
        might: int | None = None,
        tags: Iterable[str] = (),
        token: bool = False,
        might_bonus: int | None = None,
    ) -> None:
        self.uid = uid
        self.name = name
        self.card = card
        self.owner = owner
        self.controller = owner
        self.type = type if type is not None else (card.type if card is not None else None)
        self.printed_might = might if might is not None else (card.might if card else None)
        self.tags: tuple[str, ...] = tuple(tags) or (card.tags if card is not None else ())
        self.token = token
        self.zone = ""
        self.battlefield: Battlefield | None = None
        self.exhausted = False
        self.damage = 0
        self.buffs = 0
        self.counters: dict[CounterKind, int] = {}  # 742: counters other than buffs, by kind
        self.stunned = False
        self.empowered = False  # 441.1.a
        self.role: str | None = None  # "attacker" or "defender" during a combat (464.2.c.3)
        # (Might, until "turn" or None, floor: "to a minimum of 1 [M]" or None)
        self.modifiers: list[tuple[int, str | None, int | None]] = []
        self.granted: list[tuple[str, int, str | None]] = []  # ("Assault", 3, "turn")
        # "Its base Might becomes 5 this turn" (477.1.a.1): (Might, until "turn"), the last wins
        self.base_mights: list[tuple[int, str | None]] = []
        self.abilities: list[Registered] = []
        # 137: the Might bonus an Equipment gives the unit it is attached to. The card pool
        # does not record Might bonuses, so a pool card's is +0 (137.2) unless set-up gives one.
        self.might_bonus = might_bonus
        self.attached_to: GameCard | None = None  # 718: the Top-Most Card it is attached to
        self.attachments: list[GameCard] = []  # 719: the cards attached to it
        self.appended: list[Registered] = []  # its effect text, on the unit it is attached to
        self.hidden_turn: int | None = None  # the turn it was hidden facedown (811.1.b)
        self.gained_tags: tuple[str, ...] = ()  # chosen as it was played ("I gain that tag")

    @property
    def on_board(self) -> bool:
        return self.zone in BOARD_ZONES

    def in_base_with(self, other: Any) -> bool:
        """Are both in the same base, a location as a battlefield is (198.1): "here" for a
        permanent in its base (Soraka, Wanderer in base saves a unit in that base)?"""
        return (
            self.zone == BASE
            and getattr(other, "zone", None) == BASE
            and getattr(other, "controller", None) is self.controller
        )

    @property
    def in_force(self) -> bool:
        """Are its abilities in force: on the board, or a legend in the Legend Zone (107.4)?"""
        return self.zone in ACTIVE_ZONES

    @property
    def is_unit(self) -> bool:
        return self.type == "Unit"

    @property
    def is_gear(self) -> bool:
        return self.type == "Gear"

    @property
    def location(self) -> str:
        """ "base", a battlefield's name, or the zone it is in off the board."""
        if self.zone == BATTLEFIELD and self.battlefield is not None:
            return self.battlefield.name
        return self.zone

    def reset(self) -> None:
        """Forget what only a permanent has (it left the board: a new object, rule 705)."""
        self.exhausted = False
        self.damage = 0
        self.buffs = 0
        self.counters.clear()
        self.stunned = False
        self.empowered = False
        self.modifiers.clear()
        self.granted.clear()
        self.base_mights.clear()
        self.battlefield = None
        self.controller = self.owner
        self.attached_to = None
        self.attachments.clear()
        self.appended.clear()
        self.hidden_turn = None
        self.gained_tags = ()

    @property
    def is_equipment(self) -> bool:
        """A gear with the Equipment tag (150.1)."""
        return self.type == "Gear" and "Equipment" in self.tags

    def __repr__(self) -> str:
        return f"<{self.name}#{self.uid} {self.location}>"


class Team:
    """Players who share points (rule 489.8.d); in the other modes a team of one."""

    __slots__ = ("members", "points")

    def __init__(self) -> None:
        self.points = 0
        self.members: list[Player] = []


class Player:
    """A player: zones, points, XP, rune pool. The top of a deck is index 0."""

    def __init__(self, name: str, index: int, team: Team) -> None:
        self.name = name
        self.index = index
        self.team = team
        team.members.append(self)
        self.zones: dict[str, list[GameCard]] = {zone: [] for zone in PLAYER_ZONES}
        self.main_deck = self.zones[MAIN_DECK]
        self.hand = self.zones[HAND]
        self.trash = self.zones[TRASH]
        self.banishment = self.zones[BANISHMENT]
        self.base = self.zones[BASE]
        self.rune_deck = self.zones[RUNE_DECK]
        self.runes = self.zones[RUNES]
        self.legend = self.zones[LEGEND]
        self.champion = self.zones[CHAMPION]
        # 103.2.a.3: the name of the card set up in the Champion Zone (112); every Champion Unit
        # of that name is this player's Chosen Champion
        self.chosen_champion: str | None = None
        self.turns = 0  # the turns this player has begun (their first, second … turn)
        self.xp = 0
        self.energy = 0
        # Power by Domain (163.2.a): "Fury" …, or ANY_DOMAIN for Power of any Domain (135.2.e.5.b)
        self.pool: dict[str, int] = {}
        self.held: list[Held] = []  # what an ability added to be spent only on some costs

    def rune_pool(self) -> tuple[int, dict[str, int]]:
        """All the Energy, and all the Power by Domain, in the Rune Pool, what may be spent
        only on some costs included."""
        energy, power = self.energy, dict(self.pool)
        for held in self.held:
            energy += held.energy
            for domain, n in held.pool.items():
                power[domain] = power.get(domain, 0) + n
        return energy, power

    @property
    def power(self) -> int:
        """All the Power in the Rune Pool, of every Domain."""
        return sum(self.pool.values())

    @power.setter
    def power(self, value: int) -> None:
        """Set-up: the Rune Pool holds ``value`` Power of any Domain (135.2.e.5.b), no other."""
        self.pool = {ANY_DOMAIN: value} if value else {}

    def empty_pool(self) -> None:
        """The Rune Pool empties: Energy and Power are lost (167)."""
        self.energy = 0
        self.pool = {}
        self.held = []

    @property
    def points(self) -> int:
        return self.team.points

    @points.setter
    def points(self, value: int) -> None:
        self.team.points = max(0, value)  # rule 194.4: never less than 0

    def __repr__(self) -> str:
        return f"<Player {self.name}>"


class Battlefield:
    """A battlefield on the board: its controller and the permanents there (rule 190). Its
    card's abilities (170.8-170.10) are registered with it as their source: "here" is the
    battlefield itself and its controller controls them (190.6)."""

    type = "Battlefield"
    on_board = True  # a battlefield is always on the board
    in_force = True  # and its abilities always in force (170.8-170.10)
    attached_to = None  # and never attached to a card (718)

    def __init__(self, name: str, index: int, card: Card | None = None) -> None:
        self.name = name
        self.index = index
        self.card = card
        self.controller: Player | None = None
        self.permanents: list[GameCard] = []
        self.facedown: list[GameCard] = []  # its Facedown Zone (107.3.a)
        self.facedown_capacity = 1  # 107.3.b: one card (more: :func:`.hiding.room`)
        self.contested_by: Player | None = None  # who applied Contested status (190.3)
        self.abilities: list[Any] = []

    @property
    def battlefield(self) -> Battlefield:
        """Where the battlefield's abilities look for "here": the battlefield itself."""
        return self

    def __repr__(self) -> str:
        return f"<Battlefield {self.name}>"


class Game:
    """A game in progress. Build one with :meth:`Game.__init__`, fill zones with
    :meth:`add_card`, then run actions (``riftrules.engine.actions``) or turns
    (``riftrules.engine.turn``).

    ``scripts`` gives a card's compiled text (:class:`CardScript`) when a card is played or
    enters the board; without it cards have no abilities.
    """

    def __init__(
        self,
        players: Sequence[str] = ("A", "B"),
        *,
        mode: str = "duel",
        seed: int = 0,
        edition: str | None = None,
        scripts: Callable[[GameCard], CardScript | None] | None = None,
        choices: Iterable[Any] = (),
    ) -> None:
        if mode not in MODES:
            raise ValueError(f"unknown mode {mode!r}; modes: {', '.join(MODES)}")
        wanted, self.base_victory_score = MODES[mode]
        if len(players) != wanted:
            raise ValueError(f"mode {mode} has {wanted} players, not {len(players)}")
        if len(set(players)) != len(players):
            raise ValueError("player names must differ")
        self.mode = mode
        self.seed = seed
        self.rng = random.Random(seed)
        self.cite = Citations(edition)
        self.edition = self.cite.edition
        self.log = Log()
        self.choices = Choices(choices)
        self.scripts = scripts
        self.players: list[Player] = []
        teams = [Team(), Team()] if mode == "2v2" else []
        for index, name in enumerate(players):
            team = teams[index % 2] if teams else Team()  # 489.5.c.1: turn order alternates
            self.players.append(Player(name, index, team))
        self.by_name = {player.name: player for player in self.players}
        self.battlefields: list[Battlefield] = []
        self.turn_index = 0
        self.turn_number = 1
        self.additional_turns: list[Player] = []  # queued after this turn (735, 738)
        self.order_index: int | None = None  # in an Additional Turn: whose regular turn it was
        self.players[0].turns = 1  # the game opens in the first player's first turn
        self.phase: Phase | None = None  # the phase of this turn that ran last; None: none yet
        self.scored: dict[str, set[str]] = {name: set() for name in players}
        self.disqualified: dict[str, set[str]] = {name: set() for name in players}
        self.winner: Player | None = None
        self.triggers: dict[str, list[Registered]] = {}
        self.remembering: list[Registered] = []  # abilities created about an object ("it")
        self.might_seen: dict[int, int] = {}  # units' Might, while "becomes Mighty" is awaited
        self.replacements: dict[str, list[Registered]] = {}
        # the passive abilities in force, in the order they began (changed only by
        # :meth:`add_static` and :meth:`drop_static`), and those of each kind asked for
        self.statics: tuple[Registered, ...] = ()
        self._statics_of: dict[type, tuple[Registered, ...]] = {}
        self.evaluating: set[int] = set()  # abilities whose condition is being read (476.3)
        # while one condition is read: what each nested one gave, by the conditions being read
        # (the state does not change meanwhile; without it, conditions that read each other's
        # Might take exponential time)
        self.read_conditions: dict[tuple[int, frozenset[int]], bool] = {}
        self.pending: list[Pending] = []
        self.leaving: frozenset[int] = frozenset()  # dying in the action being logged (383.2.c.2)
        self.together_from = 0  # where in the log the events happening together began (370.1.a.2)
        self.waiting: Any = None  # an action waiting on a decision (decisions.Waiting)
        # the chain, oldest first (359.3): spells, activated and triggered abilities (383.3)
        self.spells: list[ChainItem] = []
        self.combat: Battlefield | None = None  # where a combat is ongoing (308.1)
        self.sides: dict[str, str] = {}  # in a combat, each player's designation (464.2.c.3)
        self.applying: set[int] = set()  # replacement effects being applied (370.2)
        self.prevents: list[Shield] = []  # Prevent actions being tracked (437)
        self.skips: list[Skipped] = []  # phases to be skipped (443)
        self.steps = 0  # game actions performed: the benchmark's unit
        self.staging = False  # staged showdowns and combats are being run (:mod:`.showdown`)
        self.extra_runes: dict[str, int] = {}  # 485.7: more runes in a first Channel Phase
        self._uid = 0
        self.script_errors: dict[str, str] = {}

    # -- players -------------------------------------------------------------------------

    @property
    def turn_player(self) -> Player:
        return self.players[self.turn_index]

    @property
    def over(self) -> bool:
        return self.winner is not None

    def player(self, name: str) -> Player:
        try:
            return self.by_name[name]
        except KeyError:
            raise KeyError(f"no player {name!r}; players: {', '.join(self.by_name)}") from None

    def in_turn_order(self, start: Player | None = None) -> list[Player]:
        """Every player in turn order, from ``start`` (default: the turn player)."""
        first = (start or self.turn_player).index
        return self.players[first:] + self.players[:first]

    def opponents(self, player: Player) -> list[Player]:
        """The players not on ``player``'s team, in turn order after ``player``."""
        return [p for p in self.in_turn_order(player) if p.team is not player.team]

    def teammates(self, player: Player) -> list[Player]:
        return [p for p in player.team.members if p is not player]

    # -- objects ---------------------------------------------------------------------------

    def new_card(
        self,
        name: str,
        owner: Player,
        *,
        card: Card | None = None,
        type: str | None = None,
        might: int | None = None,
        tags: Iterable[str] = (),
        token: bool = False,
        might_bonus: int | None = None,
    ) -> GameCard:
        self._uid += 1
        return GameCard(
            self._uid,
            name,
            owner,
            card=card,
            type=type,
            might=might,
            tags=tags,
            token=token,
            might_bonus=might_bonus,
        )

    def add_card(
        self,
        owner: Player,
        zone: str,
        name: str = "card",
        *,
        card: Card | None = None,
        battlefield: Battlefield | None = None,
        **kwargs: Any,
    ) -> GameCard:
        """Set-up: a new card at the bottom of ``zone`` (units and gear on the board enter
        ready and undamaged). No event is logged."""

        obj = self.new_card(name, owner, card=card, **kwargs)
        zones.put(self, obj, owner, zone, battlefield=battlefield)
        if zone == CHAMPION and owner.chosen_champion is None:
            owner.chosen_champion = name  # 103.2.a.3, 112: set up in the Champion Zone
        return obj

    def add_battlefield(self, name: str, card: Card | None = None) -> Battlefield:
        """Set-up: a battlefield (of ``card``, whose abilities are in force from now on)."""
        battlefield = Battlefield(name, len(self.battlefields), card)
        self.battlefields.append(battlefield)
        registered.register_card(self, battlefield)  # type: ignore[arg-type]
        return battlefield

    def battlefield(self, name: str) -> Battlefield:
        for battlefield in self.battlefields:
            if battlefield.name == name:
                return battlefield
        names = ", ".join(b.name for b in self.battlefields) or "none"
        raise KeyError(f"no battlefield {name!r}; battlefields: {names}")

    def permanents(self) -> Iterator[GameCard]:
        """Every permanent on the board (not runes): each base in turn order, then each
        battlefield in order."""
        for player in self.players:
            yield from player.base
        for battlefield in self.battlefields:
            yield from battlefield.permanents

    def units(self) -> list[GameCard]:
        return [obj for obj in self.permanents() if obj.type == "Unit"]

    def all_cards(self) -> Iterator[GameCard]:
        """Every card in the game, zone by zone, then the spells on the chain (it is empty
        between actions)."""
        for player in self.players:
            for zone in PLAYER_ZONES:
                yield from player.zones[zone]
        for battlefield in self.battlefields:
            yield from battlefield.permanents
            yield from battlefield.facedown
        for item in self.spells:
            if item.ability is None and item.card.zone == CHAIN:
                yield item.card

    def find(self, name: str) -> GameCard | None:
        """The first card of that name: on the board first (as :meth:`permanents` orders it),
        then each player's other zones."""
        for obj in self.permanents():
            if obj.name == name:
                return obj
        for obj in self.all_cards():
            if obj.name == name:
                return obj
        return None

    @property
    def victory_score(self) -> int:
        """The points needed to win (194.2): the mode's (194.3), changed by card effects
        (194.3.a: :func:`riftrules.engine.abilities.victory_score`)."""
        if not self.statics:
            return self.base_victory_score
        return passives.victory_score(self)

    def might(self, obj: GameCard) -> int | None:
        """A unit's Might: printed, or the base Might an effect set (477.1.a.1, the first layer:
        the last set applies), then +1 per buff (703), modifiers, passive abilities; last, the
        changes with a floor ("-2 [M], to a minimum of 1 [M]": they lower it no further than
        the floor, and never raise it)."""
        if obj.printed_might is None and obj.type != "Unit":
            return None
        base = obj.base_mights[-1][0] if obj.base_mights else obj.printed_might
        total = (base or 0) + obj.buffs  # 703
        for kind, n in obj.counters.items():  # "+1 [M] counters" (counters.py)
            total += kind.might * n
        floors: list[tuple[int, int]] = []
        for delta, _until, floor in obj.modifiers:
            if floor is None:
                total += delta
            else:
                floors.append((delta, floor))
        for attached in obj.attachments:  # 434.1.d, 137.3: each attached card's Might bonus
            total += attached.might_bonus or 0
        if self.statics or obj.role is not None:
            total += self._ability_might(obj, floors)
        for delta, floor in floors:
            total = max(total + delta, min(total, floor))
        return total

    def _ability_might(self, obj: GameCard, floors: list[tuple[int, int]]) -> int:
        """What passive abilities add: Might changes (363) and [Assault] while an attacker,
        [Shield] while a defender."""
        total = 0
        if self.statics:
            total += passives.static_might(self, obj, floors)
        if obj.role is not None:  # [Assault] while an attacker, [Shield] while a defender
            total += might_in(obj.role, passives.combat_keywords(self, obj))
        return total

    def add_static(self, entry: Registered) -> None:
        self.statics = (*self.statics, entry)
        self._statics_of = {}

    def drop_static(self, entry: Registered) -> None:
        statics = list(self.statics)
        statics.remove(entry)
        self.statics = tuple(statics)
        self._statics_of = {}

    def statics_of(self, kind: type) -> tuple[Registered, ...]:
        """The passive abilities in force whose ability is a ``kind``, in order: worked out
        once while the abilities in force stay the same (the engine asks after every event)."""
        try:
            return self._statics_of[kind]
        except KeyError:
            found = tuple(e for e in self.statics if isinstance(e.ability, kind))
            self._statics_of[kind] = found
            return found

    def script(self, obj: GameCard) -> CardScript | None:
        """``obj``'s compiled text, or None (no text, or no compiler given)."""
        if self.scripts is None or obj.card is None or not obj.card.text:
            return None
        return self.scripts(obj)

    # -- the log ---------------------------------------------------------------------------

    def this_turn(self) -> Iterator[Event]:
        """The events of this turn so far, newest first (the log back to the turn's start)."""
        for event in reversed(self.log):
            if event.kind == "turn":
                return
            yield event

    def emit(
        self,
        kind: EventKind | str,
        player: Player | None,
        key: str,
        subject: Any = None,
        cards: tuple[GameCard, ...] = (),
        amount: int | None = None,
        also: tuple[str, ...] = (),
        data: Payload | None = None,
    ) -> Event:
        """Log an event citing the rules of citation ``key`` (and the keys in ``also``), then
        note the triggered abilities it meets (they resolve once the action is complete).
        ``data``: what else the event says, the payload type of its kind (:data:`PAYLOADS`;
        its empty payload if None)."""
        try:
            kind = BY_NAME[kind]  # an EventKind: a kind the log may hold, no other string
        except KeyError:
            raise ValueError(f"unknown event kind {kind!r}") from None
        if data is None:
            data = BLANK[kind]
        elif type(data) is not PAYLOADS[kind]:
            wanted = PAYLOADS[kind].__name__
            raise TypeError(f"a {kind} event's payload is a {wanted}, not {data!r}")
        cites = self.cite.joined(key, also) if also else self.cite(key)
        who = player.name if player else None
        turn = self.turn_player.name
        event = Event(kind, who, cites, subject, cards, amount, data, turn, self.phase)
        self.log.append(event)
        self.steps += 1
        listeners = self.triggers.get(kind)
        if self.statics:  # 'Your units have "When I attack, …"' (477.2.a)
            granted = triggering.granted_listeners(self, kind)
            if granted:
                listeners = [*(listeners or ()), *granted]
        if listeners:
            triggering.collect(self, listeners, event)
        if kind != "mighty":
            if self.triggers.get("mighty"):
                triggering.watch_might(self)
            elif self.might_seen:
                self.might_seen = {}  # no ability waits any more: what was seen is stale
        return event
