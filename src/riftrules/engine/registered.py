"""The abilities in force (365, 384): :class:`Registered` entries, added as a permanent arrives
on the board or an effect creates one (:func:`add_ability`: "this turn", "the next time") and
removed as it leaves or its duration ends."""

from __future__ import annotations

from dataclasses import dataclass
from typing import TYPE_CHECKING, Any

from riftrules.engine.abilities import (
    AS_PLAYED,
    PASSIVE,
    Ability,
    ActivatedAbility,
    AsRevealed,
    PermissionAbility,
    ReplacementAbility,
    TriggeredAbility,
)
from riftrules.engine.context import Context
from riftrules.engine.editions import given_text_active
from riftrules.engine.trigger_conditions import When

if TYPE_CHECKING:
    from riftrules.engine.actions import Action
    from riftrules.engine.events import (
        Event,
    )
    from riftrules.engine.state import Game, GameCard, Player


@dataclass(eq=False, slots=True)
class Registered:
    """An ability in force: its source (None for one an effect created), its controller
    (the source's controller, rule 374), until when it lasts, how often it has applied."""

    ability: Ability
    source: GameCard | None
    owner: Player
    # "turn": ends with this turn (317.2.c); "cleanup": the next one; "once": after one use;
    # "next": after one use or with this turn ("the next time you play a unit this turn")
    until: str | None = None
    used: int = 0
    used_turn: int = 0
    used_this_turn: int = 0
    about: tuple[Any, ...] = ()  # what "it" was as an effect created it ("When it dies …")
    players: tuple[str, ...] = ()  # who "they" were as an effect created it ("When they hold")
    game: Game | None = None  # the game it is registered in (for the Might of a unit)
    given: bool = False  # given by an effect ("Give a gear [Temporary]"), not the card's own text

    @property
    def controller(self) -> Player:
        """The source's controller (for a battlefield, whoever controls it now: 190.6.a)."""
        return self.source.controller if self.source is not None else self.owner

    def matches(self, event: Event) -> bool:
        condition = self.ability.condition  # type: ignore[union-attr]
        if condition is None:
            return True
        if isinstance(condition, When) or hasattr(condition, "test"):
            return condition.test(event, self)  # type: ignore[union-attr]
        return bool(condition(event, self))

    def active(self, game: Game) -> bool:
        """Is the ability active now: its source on the board (or none), its ``active_if``
        holding (a [Level] ability, 824.1.c)? An attached card's own text is inactive (718.2),
        and from 2026-03-30 only its printed text (135.4: what an effect gave it stays active)."""
        source = self.source
        zone = getattr(self.ability, "zone", None)
        if zone is not None:  # it works from its owner's trash (385.2)
            return source is not None and source.zone == zone
        if source is not None and not source.in_force:
            return False
        attached = source is not None and source.attached_to is not None
        if attached and not (self.given and given_text_active(game)):
            return False
        if self.controller is None and getattr(self.ability, "controller", None) not in (
            "event",
            "subject",
        ):
            # an uncontrolled battlefield's abilities: "you" is no one (190.6.b-d); the engine
            # does not apply them (a simplification: its passive abilities would still apply)
            # unless the ability names the player who controls it (190.6.c)
            return False
        test = getattr(self.ability, "active_if", None)
        if test is None:
            return True
        # An ability whose condition reads what it changes ("While I'm [Mighty], I have …
        # [Shield]") is not applied while that condition is read: the ability-altering layer
        # comes before the arithmetic one, and it is re-checked after (476.3).
        key = id(self)
        evaluating = game.evaluating
        if key in evaluating:
            return False
        outermost = not evaluating
        seen = (key, frozenset(evaluating))
        if not outermost and seen in game.read_conditions:
            return game.read_conditions[seen]
        evaluating.add(key)
        try:
            held = test.holds(Context(game, self.controller, self.source))
        finally:
            evaluating.discard(key)
            if outermost:
                game.read_conditions.clear()
        if not outermost:
            game.read_conditions[seen] = held
        return held

    def spent(self, game: Game) -> bool:
        """Has it applied as often as it may this turn (or at all, lasting ``until`` "once":
        "at the start of your next Main Phase", 390.2)?"""
        if self.until in ("once", "next") and self.used:
            return True
        limit = getattr(self.ability, "limit", None)
        if limit is None:
            return False
        if self.used_turn != game.turn_number:
            return False
        return self.used_this_turn >= limit

    def note_use(self, game: Game) -> None:
        self.used += 1
        if self.used_turn != game.turn_number:
            self.used_turn, self.used_this_turn = game.turn_number, 0
        self.used_this_turn += 1


@dataclass(slots=True)
class Pending:
    """A triggered ability waiting to go on the chain."""

    effect: Action
    context: Context
    key: str = "trigger"
    registered: Registered | None = None
    label: str = ""
    also: tuple[str, ...] = ()

    @property
    def name(self) -> str:
        """How a choice names it (the order of simultaneous abilities, 383.3.d): its source's
        name, or its text for one an effect created."""
        source = self.context.source
        return source.name if source is not None else self.label


# -- registering ------------------------------------------------------------------------------


def register(
    game: Game,
    ability: Ability,
    owner: Player,
    source: GameCard | None = None,
    until: str | None = None,
) -> Registered:
    entry = Registered(ability, source, owner, until, game=game)
    if isinstance(ability, TriggeredAbility):
        game.triggers.setdefault(ability.event, []).append(entry)
    elif isinstance(ability, ReplacementAbility):
        game.replacements.setdefault(ability.event, []).append(entry)
    elif isinstance(ability, PASSIVE):
        game.add_static(entry)
    # activated, permission and as-played abilities are not registered: they stay with the card
    elif not isinstance(ability, (ActivatedAbility, PermissionAbility, AsRevealed, *AS_PLAYED)):
        raise TypeError(f"not an ability: {ability!r}")
    return entry


def add_ability(
    game: Game,
    ability: Ability,
    controller: Player,
    until: str | None = None,
    about: tuple[Any, ...] = (),
    source: GameCard | None = None,
    players: tuple[str, ...] = (),
) -> Registered:
    """An ability an effect creates ("this turn, when …"; "the next time … would …"); ``about``:
    the objects "it" names in its condition ("When it dies this turn"), remembered until they
    leave the board, which makes them new objects (359.3.e): :func:`forget`. ``source``: the
    permanent whose ability created it, which its "I" and "this battlefield" name (it ends
    as that permanent leaves the board)."""
    entry = register(game, ability, controller, source, until)
    entry.players = players
    if about:
        entry.about = about
        game.remembering.append(entry)
    return entry


def forget(game: Game, obj: GameCard) -> None:
    """``obj`` leaves the board and becomes a new object (359.3.e): the abilities created about
    it no longer are (called by :func:`riftrules.engine.zones.put`)."""
    for entry in game.remembering:
        if any(o is obj for o in entry.about):
            entry.about = tuple(o for o in entry.about if o is not obj)


def register_card(game: Game, obj: GameCard) -> None:
    """Register the abilities of ``obj``'s text as it enters the board (not those that work
    from its owner's trash)."""
    script = game.script(obj)
    if script is None:
        return
    for ability in getattr(script, "abilities", ()):
        if getattr(ability, "zone", None) is None:
            obj.abilities.append(register(game, ability, obj.controller, obj))


def register_in_zone(game: Game, obj: GameCard, zone: str) -> None:
    """Register the triggered abilities of ``obj``'s text that work in its owner's ``zone``
    as it enters there (385.2: "… return this from your trash …"); its owner controls them
    (108.2)."""
    unregister_in_zone(game, obj)  # never twice (a play undone puts it back, 358.5)
    script = game.script(obj)
    for ability in getattr(script, "abilities", ()):
        if isinstance(ability, TriggeredAbility) and ability.zone == zone:
            obj.abilities.append(register(game, ability, obj.owner, obj, until="zone"))


def unregister_in_zone(game: Game, obj: GameCard) -> None:
    """End the abilities that worked in the zone ``obj`` leaves (:func:`register_in_zone`)."""
    leaving = [e for e in obj.abilities if e.until == "zone"]
    for entry in leaving:
        drop(game, entry)
        obj.abilities.remove(entry)


def unregister(game: Game, obj: GameCard) -> None:
    for entry in obj.abilities:
        drop(game, entry)
    obj.abilities.clear()


def drop(game: Game, entry: Registered) -> None:
    """End one registered ability."""
    ability = entry.ability
    if isinstance(ability, TriggeredAbility):
        game.triggers[ability.event].remove(entry)
    elif isinstance(ability, ReplacementAbility):
        game.replacements[ability.event].remove(entry)
    elif isinstance(ability, PASSIVE) and entry in game.statics:  # not ended this turn already
        game.drop_static(entry)


def expire(game: Game) -> None:
    """End every ability that lasts "this turn" (317.2.c)."""
    for entries in (*game.triggers.values(), *game.replacements.values()):
        for entry in [e for e in entries if _ends_with_turn(e)]:
            entries.remove(entry)
    for entry in [e for e in game.statics if _ends_with_turn(e)]:
        game.drop_static(entry)
    game.remembering = [e for e in game.remembering if e.until not in ("turn", "next")]


def _ends_with_turn(entry: Registered) -> bool:
    return entry.until in ("turn", "next") or (entry.until == "once" and entry.used)


def expire_cleanup(game: Game) -> None:
    """End the abilities that last until a cleanup is over (``until="cleanup"``: "Deal 3 to a
    unit. If this kills it, do this: …" waits for the cleanup after the effect, where lethal
    damage kills, 323.5): what they triggered still resolves."""
    ending = [e for e in game.remembering if e.until == "cleanup"]
    for entry in ending:
        drop(game, entry)
    if ending:
        game.remembering = [e for e in game.remembering if e.until != "cleanup"]
