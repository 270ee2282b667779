"""Abilities: triggered (382), replacement effects (367) and passive Might changes (363).

A permanent's abilities are registered while it is on the board (365, 384) and removed as it
leaves; an effect can also add one for a while (:func:`add_ability`: "this turn", "the next
time"). The engine asks them at the moments the rules name:

- **replacement effects** before an event happens (370.1.c): an action about to kill, deal
  damage, draw, burn or give a point first calls :func:`replace`; if an ability applies, a
  ``replace`` event is logged, its replacement runs instead, and it is not applied again to
  the events that replace the first one (370.2);
- **triggered abilities** after the event (383.2.c): :meth:`riftrules.engine.state.Game.emit`
  notes each ability whose condition the event meets, and once the action is complete
  (:func:`settle`) they go on the chain — the turn player's first, then in turn order
  (383.3.d.1), so the last to go on resolves first — each logged as ``trigger``; a cleanup
  follows each resolution (319.5). So "when you burn" resolves after the burn is complete
  (440.1.a).
"""

from __future__ import annotations

from collections.abc import Callable
from dataclasses import dataclass, field
from typing import TYPE_CHECKING, Any, Protocol

from riftrules.engine import timing
from riftrules.engine.context import Context
from riftrules.engine.events import (
    AttachData,
    ChooseData,
    CombatEndData,
    ConquerData,
    Event,
    HoldData,
    MightyData,
    MoveData,
    Payload,
    PhaseData,
    PlayData,
    ReplaceData,
    TriggerData,
    battlefield_of,
)
from riftrules.engine.state import MAIN_DECK, PHASES, PLAYER_ZONES
from riftrules.engine.timing import Timing

if TYPE_CHECKING:
    from riftrules.engine.actions import Action
    from riftrules.engine.refusals import Refusal
    from riftrules.engine.selectors import Selector
    from riftrules.engine.state import Battlefield, Game, GameCard, Player
    from riftrules.engine.values import Amount


class EventTest(Protocol):
    def test(self, event: Event, ability: Registered) -> bool: ...


Condition = EventTest | Callable[[Event, "Registered"], bool]


class State(Protocol):
    """A condition on the game now (:class:`riftrules.engine.actions.AtLeast` …)."""

    def holds(self, ctx: Context) -> bool: ...


ONE_ON_ONE = "one on one"  # ``When.combat``: alone against one enemy unit (740.2.b)
# the values a string field of :class:`When` may take: a condition made with another fails
_WHEN_VALUES: dict[str, frozenset[str]] = {
    "by": frozenset({"you", "opponent", "team", "they"}),
    "subject": frozenset(
        {"self", "it", "friendly", "enemy", "yours", "other", "other_friendly", "other_yours"}
    ),
    "type": frozenset({"Unit", "Gear", "Spell", "Rune", "Legend", "Battlefield"}),
    "phase": frozenset(PHASES),
    "during": frozenset(PHASES),
    "whose": frozenset({"you", "opponent"}),
    "at": frozenset({"here", "battlefield", "yours"}),
    "moved": frozenset(
        {"to_battlefield", "from_battlefield", "from_here", "from_mine", "elsewhere"}
    ),
    "combat": frozenset({"self", ONE_ON_ONE, "showdown"}),
    "status": frozenset({"buffed", "stunned", "mighty", "in_combat", "alone", "equipment"}),
    "into": frozenset({"main"}),
    "onto": frozenset({"self"}),
    "owned": frozenset({"you"}),
    "not_from": frozenset(PLAYER_ZONES),
}


@dataclass(frozen=True, slots=True)
class When:
    """An event condition, every field optional (all given must hold).

    ``by``: who is responsible for the event (411.4) — "you" (the ability's controller),
    "opponent", "team" (you or an ally), "any". ``subject``: what it happened to — "self" ("me",
    "this"), "friendly", "enemy", "other" (not the source), "other_friendly". ``type``: the
    subject's type, or for an event that moved cards (burn, draw, discard) the type of one of
    those cards ("When you burn a unit"). ``phase``: for ``phase`` events, which phase begins.
    ``whose``: whose turn it is ("you", "opponent"). ``at``: "here" (the source's battlefield,
    for a battlefield or a unit there), "battlefield" (any battlefield). ``moved``: for ``move``
    events, "to_battlefield", "from_battlefield" or "from_here" (from the source's battlefield).
    ``token``: the subject is a token (True) or not (False). ``tag``: the subject has this tag.
    ``min_energy``: the subject's Energy cost is at least this ("a spell that costs [5] or
    more"). ``nth``: only the nth such event of the turn ("The first time I conquer each turn"),
    counted in the log whether or not the ability existed at the earlier ones. ``hidden``: for
    ``play`` events, played from facedown (811.1.c.3: "from [Hidden]"). ``status``: the subject
    was "buffed" or "stunned" as the event happened (a ``kill`` is logged while the unit is still
    on the board, its attributes noted, 428.1.a.1.b). ``batch``: "one or more …": the ability
    triggers once for events that happen together — those of one game action or change of state
    (370.1.a.2), which the engine logs before the triggered abilities they meet go on the chain
    (:func:`collect`) — not once per event; with ``least`` ("two or more …"), once when those
    events reach that many of its subjects (cards counted, as ``nth_card`` counts). ``into``:
    "main" — one of the event's cards went to its owner's Main Deck, that owner being the
    ability's controller ("to your Main Deck").
    ``subject="it"``: the object an effect named as it created the ability ("When it dies this
    turn": :class:`riftrules.engine.actions.AddAbility` with ``about``); for a ``combat_end``,
    that unit is at the battlefield and its controller won (466.3). More ``status`` values:
    "mighty" (5+ Might, 708), "in_combat" (with a combat designation, 740.2.c), "alone" (no
    other friendly unit at its location, 740.2.a), "equipment" (an Equipment, 818.1.a).
    ``at="yours"``: at a battlefield the ability's controller controls. ``min_power``: the
    subject's Power cost is at least this many symbols ("Power cost [A][A] or more").
    ``not_tag``: the subject lacks this tag ("non-Recruit"). ``subject="other_yours"``: another
    unit its controller controls ("another unit you control"); ``subject="self"`` also holds
    when the source is among the event's cards ("When you discard me"). ``moved="elsewhere"``:
    to a battlefield other than the source's ("other than mine"); ``moved="from_mine"``: from
    the source's location, battlefield or base ("from my location"). ``onto="self"``: attached to
    the source ("attach an Equipment to me"). ``owned="you"``:
    the subject is a card the ability's controller owns. ``nth_card``: the event's cards hold
    the nth card of its kind this turn ("When you draw your second card each turn": a "draw
    2" counts two). ``holds``: the rest of the trigger condition, a state that must be true as
    the event happens (383.2.a.1: "When you conquer here with one or more [Mighty] units").
    ``during``: the event happened in that phase of the turn ("during your Beginning Phase",
    with ``whose``; read from the event, so the nth such event is counted right).
    ``uncontrolled``: a ``conquer`` of a battlefield no one controlled before ("a battlefield
    that was uncontrolled"). ``spell``: for ``choose`` events, chosen by a spell (True: "When
    you choose me with a spell"). ``combat``: "self", the ability's source is in the combat
    the event is about ("When a combat that I was in ends": designations are removed after the
    combat's end is logged, 466.7.a); "one on one" (740.2.b); "showdown", during a showdown
    ("When you play a unit during a showdown"). ``not_from``: for ``play`` events, played
    from a zone other than this one ("from anywhere other than your hand", its origin).
    ``mark``: for ``mighty`` events, the Might reached other than Mighty's 5 ("When my Might
    becomes 10 or more": from under 10 to 10 or more, as 709 reads for 5). ``first_turn``: in
    the turn player's first turn ("At the start of each player's first Beginning Phase").
    ``name``: the subject has that name ("Your Sand Soldiers have [Weaponmaster].": a Sand
    Soldier token played, 187.3).
    """

    by: str | None = None
    subject: str | None = None
    type: str | None = None
    phase: str | None = None
    whose: str | None = None
    at: str | None = None
    moved: str | None = None
    min_energy: int | None = None
    token: bool | None = None
    tag: str | None = None
    nth: int | None = None
    hidden: bool | None = None
    spell: bool | None = None
    combat: str | None = None
    status: str | None = None
    batch: bool | None = None
    least: int | None = None
    into: str | None = None
    min_power: int | None = None
    not_tag: str | None = None
    onto: str | None = None
    owned: str | None = None
    nth_card: int | None = None
    holds: State | None = None
    during: str | None = None
    uncontrolled: bool | None = None
    not_from: str | None = None
    mark: int | None = None
    first_turn: bool | None = None
    name: str | None = None

    def __post_init__(self) -> None:
        for name, values in _WHEN_VALUES.items():
            value = getattr(self, name)
            if value is not None and value not in values:
                raise ValueError(f"When.{name}: {value!r} is not one of {sorted(values)}")

    def test(self, event: Event, ability: Registered) -> bool:
        you = ability.controller.name if ability.controller else None
        if self.first_turn is not None and self.first_turn != _first_turn(event, ability):
            return False
        if self.by == "you" and event.player != you:
            return False
        if self.by == "opponent" and (event.player is None or event.player == you):
            return False
        if self.by == "team" and event.player not in _names(ability.controller.team.members):
            return False  # "you or an ally"
        if self.by == "they" and event.player not in ability.players:
            return False  # "… When they hold, …": the players "they" were as it was created
        subject = event.subject
        if self.subject == "it":
            if not _it(event, ability):
                return False
        elif self.subject is not None and not _subject(
            self.subject, subject, ability, event.cards, _viewer(event, ability)
        ):
            return False
        if self.status is not None and not _status(self.status, subject, ability):
            return False
        if self.min_power is not None:
            card = getattr(subject, "card", None)
            if card is None or (card.power or 0) < self.min_power:
                return False
        said = event.data  # the payload of the event's kind: each condition below reads its own
        if self.onto == "self" and not (
            isinstance(said, AttachData) and said.unit is ability.source
        ):
            return False
        if self.owned == "you" and getattr(getattr(subject, "owner", None), "name", None) != you:
            return False
        if self.into == "main" and not any(
            card.zone == MAIN_DECK and card.owner.name == you for card in event.cards
        ):
            return False
        if self.type is not None:
            cards = event.cards or ((subject,) if subject is not None else ())
            if not any(getattr(card, "type", None) == self.type for card in cards):
                return False
        if self.phase is not None and not (
            isinstance(said, PhaseData) and said.phase == self.phase
        ):
            return False
        if self.whose is not None:  # whose turn it is ("on an opponent's turn")
            turn = event.turn
            if self.whose == "you" and turn != you:
                return False
            if self.whose == "opponent" and (turn is None or turn == you):
                return False
        if self.min_energy is not None:
            card = getattr(subject, "card", None)
            if card is None or (card.energy or 0) < self.min_energy:
                return False
        if self.hidden is not None and self.hidden != (
            isinstance(said, PlayData) and said.hidden_at is not None
        ):
            return False
        if self.spell is not None and self.spell != (
            isinstance(said, ChooseData) and said.spell is not None
        ):
            return False
        if self.combat is not None and not _in_combat(self.combat, event, ability):
            return False
        if self.moved is not None and not _moved(self.moved, said, event, ability):
            return False
        if self.token is not None and getattr(subject, "token", False) != self.token:
            return False
        if self.tag is not None and not has_tag(ability.game, subject, self.tag):
            return False
        if self.name is not None and getattr(subject, "name", None) != self.name:
            return False
        if self.not_tag is not None and has_tag(ability.game, subject, self.not_tag):
            return False
        if self.at == "battlefield" and getattr(subject, "battlefield", None) is None:
            return False
        if self.during is not None and event.phase != self.during:
            return False
        if self.not_from is not None and (
            not isinstance(said, PlayData) or said.origin in (None, self.not_from)
        ):
            return False
        if isinstance(said, MightyData) and said.mark != self.mark:
            return False  # Mighty (5, no mark) or the mark this waits for
        if self.uncontrolled is not None and self.uncontrolled != (
            isinstance(said, ConquerData) and bool(said.uncontrolled)
        ):
            return False
        if self.holds is not None:
            context = Context(ability.game, ability.controller, ability.source, event)
            if ability.game is None or not self.holds.holds(context):
                return False
        if self.at == "yours":
            where = battlefield_of(said) or getattr(subject, "battlefield", None)
            if where is None or where.controller is not ability.controller:
                return False
        if self.at == "here":
            here = ability.source.battlefield if ability.source is not None else None
            where = battlefield_of(said) or getattr(subject, "battlefield", None)
            if here is None or where is not here:
                return False
        return True


def _moved(moved: str, said: Payload, event: Event, ability: Registered) -> bool:
    """A ``move`` event's condition (``When.moved``) on where the unit moved from and to."""
    if not isinstance(said, MoveData):
        return False
    here = ability.source.battlefield if ability.source is not None else None
    if moved == "to_battlefield":
        return said.battlefield is not None
    if moved == "from_battlefield":
        return said.origin not in (None, "base")
    if moved == "elsewhere":  # to a battlefield other than the source's
        return said.battlefield is not None and said.battlefield is not here
    if moved == "from_mine":
        return _from_mine(said, event, ability)
    if moved == "from_here":
        return here is not None and said.origin == here.name
    raise ValueError(f"unknown move condition {moved!r}")


def _from_mine(said: MoveData, event: Event, ability: Registered) -> bool:
    """Did the event's unit move from the source's location ("from my location"): its
    battlefield, or its base (the base of the source's controller)?"""
    source = ability.source
    if source is None or not source.on_board:
        return False
    if source.battlefield is not None:
        return said.origin == source.battlefield.name
    mover = getattr(event.subject, "controller", None)
    return said.origin == "base" and mover is source.controller


def _in_combat(wanted: str, event: Event, ability: Registered) -> bool:
    """ "self": the ability's source is (was, as it ends) in the combat; "one on one": the
    subject and the one enemy unit at its location are both alone (740.2.b); "showdown": the
    event happened during a showdown (308.1)."""
    if wanted == "showdown":
        return isinstance(event.data, PlayData) and event.data.showdown is not None
    unit = event.subject if wanted == ONE_ON_ONE else ability.source
    if getattr(unit, "role", None) is None:
        return False
    if wanted != ONE_ON_ONE:
        return True
    team = unit.controller.team
    here = [u for u in unit.battlefield.permanents if u.type == "Unit"] if unit.battlefield else []
    friends = [u for u in here if u.controller.team is team]
    return friends == [unit] and len(here) == 2


def _status(status: str, subject: Any, ability: Registered) -> bool:
    """Is the subject so, as the event happens (a ``kill`` is logged while the unit is still
    on the board: 428.1.a.1.b)?"""
    if status == "buffed":
        return bool(getattr(subject, "buffs", 0))
    if status == "stunned":
        return bool(getattr(subject, "stunned", False))
    if status == "mighty":  # 708
        game = ability.game
        return game is not None and (game.might(subject) or 0) >= MIGHTY
    if status == "in_combat":  # 740.2.c
        return getattr(subject, "role", None) is not None
    if status == "alone":  # 740.2.a: no other friendly unit at the same location
        from riftrules.engine.selectors import is_alone

        return bool(getattr(subject, "on_board", False)) and is_alone(subject)
    if status == "equipment":  # 818.1.a
        return bool(getattr(subject, "is_equipment", False))
    raise ValueError(f"unknown status {status!r}")


def _first_turn(event: Event, ability: Registered) -> bool:
    """Is the event in its turn player's first turn?"""
    turn = event.turn
    return turn is not None and ability.game.player(turn).turns == 1


def _it(event: Event, ability: Registered) -> bool:
    """Is the event about the object the ability was created about ("When it dies this turn")?
    For a combat's end: that unit is at the battlefield, its controller the winner (466.3)."""
    if isinstance(event.data, CombatEndData):
        where = event.data.battlefield
        return any(
            getattr(obj, "battlefield", None) is where and obj.controller.name == event.player
            for obj in ability.about
        )
    return any(obj is event.subject for obj in ability.about)


def _names(players: list[Player]) -> list[str]:
    return [p.name for p in players]


def _viewer(event: Event, ability: Registered) -> str | None:
    """The player whose units are "friendly" to an ability the event's player controls ("When a
    player chooses a friendly unit here …": 190.6.c), None for its source's controller."""
    return event.player if getattr(ability.ability, "controller", None) == "event" else None


def _subject(
    wanted: str,
    subject: Any,
    ability: Registered,
    cards: tuple[Any, ...] = (),
    viewer: str | None = None,
) -> bool:
    source = ability.source
    controller = getattr(subject, "controller", None)
    if wanted == "self":
        return subject is source or any(card is source for card in cards)
    if wanted == "other":
        return subject is not source
    if viewer is not None:  # 489.8.e: friendly to the player who controls the ability
        ours = controller is not None and viewer in _names(controller.team.members)
        mine = controller is not None and controller.name == viewer
    else:
        team = ability.controller.team
        ours = controller is not None and controller.team is team  # a teammate's too
        mine = controller is ability.controller
    if wanted == "friendly":  # 489.8.e: a teammate's are friendly too
        return ours
    if wanted == "enemy":
        return controller is not None and not ours
    if wanted == "other_friendly":
        return subject is not source and ours
    if wanted == "yours":  # "a unit you control", "one of your units"
        return mine
    if wanted == "other_yours":  # "another unit you control"
        return subject is not source and mine
    raise ValueError(f"unknown subject {wanted!r}")


@dataclass(frozen=True, slots=True)
class TriggeredAbility:
    """ "When …, …" / "At …, …" (383): on an event of kind ``event`` meeting ``condition``,
    ``effect`` goes on the chain. ``limit``: "once each turn" (1), "N times each turn".
    ``active_if``: the ability exists only while this holds ([Level 6][>], 824.1.c).
    ``controller``: "event" — the player responsible for the triggering event controls it and
    makes its choices ("When a player plays a unit here, they may …": a battlefield's ability
    naming the player who chooses, 190.6.c); "granted" — the controller of the unit the event
    is about controls it: an ability given to that unit, its source ("Other friendly units have
    [Vision].": a teammate's unit looks at its own controller's deck, 191.4.a); None — the
    source's controller. ``zone``: "trash"
    — it works only while its card is in its owner's trash, and its owner controls it ("When
    you conquer, you may discard 1 to return this from your trash …": 385.2, it describes its
    own context); None — on the board. ``intervening``: "When …, if …, …": the conditional
    statement immediately after the trigger condition is part of it (383.2.a.1): the ability
    triggers only if it holds as the event happens (and, put on the chain, still resolves if
    it no longer does: 383.2.a.1's example)."""

    event: str
    effect: Action
    condition: Condition | None = None
    limit: int | None = None
    text: str = ""
    active_if: State | None = None
    controller: str | None = None
    zone: str | None = None
    intervening: State | None = None  # 383.2.a.1

    def __post_init__(self) -> None:
        if self.controller not in (None, "event", "granted"):
            raise ValueError(f"TriggeredAbility.controller: {self.controller!r}")


@dataclass(frozen=True, slots=True)
class ReplacementAbility:
    """ "If … would …, … instead" (367): an event of kind ``event`` meeting ``condition`` does
    not happen; ``replacement`` runs instead, with the event as its context ("that unit":
    :class:`riftrules.engine.selectors.That`). ``optional``: "you may" (371.2). ``uses``: "the
    next time" (1); ``limit``: "once each turn" (371). ``cost``: "you may pay [R] to heal it …
    instead": applied only if it is paid, whole (its controller may choose not to, 371.2.b;
    what cannot be paid is not applied). ``controller``: "subject" — the controller of the
    event's subject controls it, decides, pays and does it ("If a unit here would die …, its
    controller may pay …": a battlefield's ability naming that player, 190.6.c); None — the
    source's controller."""

    event: str
    replacement: Action
    condition: Condition | None = None
    optional: bool = False
    uses: int | None = None
    limit: int | None = None
    text: str = ""
    cost: Action | None = None
    controller: str | None = None


@dataclass(frozen=True, slots=True)
class StaticAbility:
    """A passive ability changing Might (363): ``affects`` (a selector of units; "I" is
    :class:`riftrules.engine.selectors.Self`) have ``might`` more while the source is on the
    board (and ``active_if`` holds, 824.1.c). ``floor``: "-8 [M], to a minimum of 1 [M]" (a
    change applied last, lowering Might no further than the floor)."""

    might: Amount
    affects: Selector
    text: str = ""
    active_if: State | None = None
    floor: int | None = None


@dataclass(frozen=True, slots=True)
class EntersAbility:
    """ "I enter ready.", "This enters exhausted.", "Other friendly units enter ready.": how
    ``affects`` (a selector; "I" is :class:`riftrules.engine.selectors.Self`) enter the board,
    a replacement effect applying as they enter (369.3), while the source is on the board or is
    the card entering (and ``active_if`` holds, 824.1.c)."""

    ready: bool
    affects: Selector
    text: str = ""
    active_if: State | None = None
    uses: int | None = None  # "The next unit you play this turn enters ready.": 1


@dataclass(frozen=True, slots=True)
class CombatAbility:
    """A passive keyword ``affects`` have (a selector; "I" is
    :class:`riftrules.engine.selectors.Self`): [Assault X] (+X Might while an attacker,
    807.1.c), [Shield X] (+X while a defender, 814.1.c), [Tank] (assigned lethal damage first,
    815.1.b), [Backline] (last, 826.3), [Deflect X] (opponents pay X Power to choose it,
    809.1.c: :mod:`riftrules.engine.targeting`), [Ganking] (its Standard Move may go from
    battlefield to battlefield, 810.1.b: :func:`riftrules.engine.board.standard_move`). Values
    of one keyword add up (807.2, 809.2, 814.2); ``value`` may be an amount ("[Assault] equal
    to the number of gear you control"). ``if_lacking``: "… have [Deflect] if they didn't
    already": only those without the keyword from elsewhere get it (so it does not add up).
    ``per``: given once for each card attached to the unit that ``per`` selects ("Your
    Equipment each give [Assault].": each of your Equipment gives the unit it is attached to
    its own [Assault], 718.3, 807.2), so a unit with none of them gets nothing."""

    keyword: str
    value: Amount
    affects: Selector
    text: str = ""
    active_if: State | None = None
    if_lacking: bool = False
    per: Selector | None = None


@dataclass(frozen=True, slots=True)
class Restriction:
    """ "I can't be readied." (``what`` "ready"), "I can't be chosen by enemy spells and
    abilities." ("chosen"), "I don't deal combat damage." ("deal_combat_damage"): what cannot
    happen to ``affects`` while the source is on the board ("Units can't be played here.":
    "play.here", read by :func:`closed`; "Units can't move to base.": "move.base"; "They
    can't move it this turn.": "move.controller", ``affects`` :class:`It`: what the effect
    creating it was about) (and ``active_if`` holds): an action that would do it does not
    (the card's text supersedes the rules, 002; :func:`restricted`)."""

    what: str
    affects: Selector
    text: str = ""
    active_if: State | None = None


@dataclass(frozen=True, slots=True)
class VictoryScoreChange:
    """ "Increase the points needed to win the game by 1.": while the source is on the board,
    the Victory Score is ``more`` points higher (card effects may alter it, 194.3.a;
    :func:`victory_score`)."""

    more: int
    text: str = ""


@dataclass(frozen=True, slots=True)
class AnyNumberOfBuffs:
    """ "I can have any number of buffs.": ``affects`` may be buffed while they have a buff —
    a permission to be buffed multiple times, which ignores the one-buff restriction
    (426.1.b.2; :func:`many_buffs`)."""

    affects: Selector
    text: str = ""
    active_if: State | None = None


@dataclass(frozen=True, slots=True)
class PreventAbility:
    """ "Prevent all damage that enemy spells and abilities would deal to me.": while the
    source is on the board (and ``active_if`` holds), the damage that spells and abilities
    controlled by enemies of the ability's controller would deal to ``affects`` is prevented,
    all of it (a Prevent Value of "All", 437.1.b.1.b; not combat damage;
    :func:`riftrules.engine.prevent.prevented`)."""

    affects: Selector
    text: str = ""
    active_if: State | None = None


@dataclass(frozen=True, slots=True)
class BonusDamage:
    """ "Your spells and abilities deal 1 Bonus Damage.": while the source is on the board (and
    ``active_if`` holds), each Deal action of a spell or ability its controller controls (any
    player's, ``by=None``: "Spells and abilities deal …") deals ``amount`` more to each target
    (715.1-2; to ``to`` only: "… to units here"), of a split the total split (715.3); no
    damage dealt, no bonus (715.4). Instances add up (714; :func:`bonus_damage`).
    ``next_spell``: "The next spell you play this turn deals 1 Bonus Damage.": only the Deal
    actions of the next spell its controller plays (:func:`bind_next_spell`)."""

    amount: int
    by: str | None = "you"
    to: Selector | None = None
    text: str = ""
    active_if: State | None = None
    next_spell: bool = False


@dataclass(frozen=True, slots=True)
class GrantedAbility:
    """'Units here have "[E]: Gain 1 XP."': while the source is on the board (and
    ``active_if`` holds), ``affects`` have the activated ``ability`` (rules text granted,
    477.2.a), activated as their own (:func:`activated_abilities`, :func:`activate`)."""

    ability: ActivatedAbility
    affects: Selector
    text: str = ""
    active_if: State | None = None


@dataclass(frozen=True, slots=True)
class TagAbility:
    """ "I am a Mech.": while the source is on the board (and ``active_if`` holds),
    ``affects`` have the tag ``tag`` too (a trait granted, 477.1.a; :func:`has_tag`)."""

    tag: str
    affects: Selector
    text: str = ""
    active_if: State | None = None


def has_tag(game: Game | None, obj: Any, tag: str) -> bool:
    """Does ``obj`` have ``tag``: printed, chosen as it was played (:class:`TagAsPlayed`), or
    granted on the board by a :class:`TagAbility`?"""
    if tag in getattr(obj, "tags", ()) or tag in getattr(obj, "gained_tags", ()):
        return True
    if game is None or not game.statics or not getattr(obj, "on_board", False):
        return False
    for entry in game.statics:
        ability = entry.ability
        if not isinstance(ability, TagAbility) or ability.tag != tag or not entry.active(game):
            continue
        if ability.affects.matches(Context(game, entry.controller, entry.source), obj):
            return True
    return False


@dataclass(frozen=True, slots=True)
class ChannelPhaseRunes:
    """ "Players only channel 1 rune at the start of their Channel Phase.": while the source
    is on the board (and ``active_if`` holds), the turn player channels ``count`` runes in
    their Channel Phase instead of 2 (315.3.b; the card supersedes the rules, 002;
    :func:`channel_phase_runes`)."""

    count: int
    text: str = ""
    active_if: State | None = None


def channel_phase_runes(game: Game) -> int | None:
    """How many runes the Channel Phase channels if an active :class:`ChannelPhaseRunes`
    says (the fewest, if several do); None when none does."""
    counts = [
        entry.ability.count
        for entry in game.statics
        if isinstance(entry.ability, ChannelPhaseRunes) and entry.active(game)
    ]
    return min(counts) if counts else None


@dataclass(frozen=True, slots=True)
class TriggerAgain:
    """ "Your conquer effects for conquering here trigger an additional time." (``kind``
    "conquer"; "hold" for hold effects, 383.4.c-d): while the source is on the board, each
    triggered ability its controller controls that an event of ``kind`` at the source's
    battlefield triggers goes on the chain one more time (:func:`collect`); "deathknell":
    "Your [Deathknell] effects trigger an additional time." (808), wherever they are."""

    kind: str
    text: str = ""


@dataclass(frozen=True, slots=True)
class FacedownRoom:
    """ "You may hide an additional card here.": the Facedown Zone of the source battlefield
    holds ``more`` more cards (its maximum occupancy increases, 107.3.b.1;
    :func:`riftrules.engine.hiding.room`)."""

    more: int = 1
    text: str = ""


@dataclass(frozen=True, slots=True)
class IgnoreAbility:
    """ "Players ignore [Deflect] while paying for spells and abilities choosing something
    here", "You ignore [Tank] while assigning combat damage here" (764-767): the ``keyword`` of
    what ``affects`` selects is treated as inactive (766) for the procedure it is about —
    paying for a choice ([Deflect]), assigning combat damage ([Tank], [Backline]) — and only
    for the players directed (767): ``by`` "players" (all) or "you" (its controller)."""

    keyword: str
    affects: Selector
    by: str = "players"
    text: str = ""
    active_if: State | None = None


@dataclass(frozen=True, slots=True)
class ActivatedAbility:
    """ "Cost: effect" (376): its controller activates it (:func:`activate`), paying ``cost``
    first — the actions of the cost, such as exhausting or killing this, paying Energy and Power
    from the Rune Pool, spending XP — then ``effect`` resolves. ``only_if``: it can be activated
    only while this holds ("Use only if not Empowered", 827.1.c.1; 377.2.b). ``limit``: "Use
    only once per turn" (1): activated at most that many times each turn (377.2.b).
    ``timing``: "action" or "reaction" ("[Action][>] [E]: …", 806, 813): it may be activated
    in a showdown too, when its controller has Focus (347)."""

    cost: Action
    effect: Action
    text: str = ""
    only_if: State | None = None
    limit: int | None = None
    timing: str | None = None


@dataclass(frozen=True, slots=True)
class AdditionalCost:
    """ "As an additional cost to play me, kill a friendly unit." (356.2.a), "You may pay [1] as
    an additional cost to play me." (``optional``, 356.2.b: its player chooses as they play the
    card, 355.1.a): a cost paid with the card's base cost (357). ``then``: what paying it does —
    "ready" (it enters ready: [Accelerate], 805.1.a), "repeat" (its instructions are executed
    one more time: [Repeat], 820.1.d), "free" (its base cost is ignored: "If you do, ignore
    this spell's cost.", 356.1.b) — or None (what "if you paid the additional cost" asks);
    ``less``: paying it makes the card cost that much Energy less ("If you do, I cost [3]
    less.", a discount, 356.4); ``only_if``: it may be paid only while this holds ("If you've
    played a spell this turn, you may pay [P] as an additional cost to play me.")."""

    cost: Action
    optional: bool = True
    then: str | None = None
    text: str = ""
    less: int = 0
    only_if: State | None = None


@dataclass(frozen=True, slots=True)
class GrantedKeyword:
    """A keyword whose cost is an optional additional cost, given to cards other than its
    source: [Repeat] (820: repeat the spell's instructions) — "Give the next spell you play
    this turn [Repeat] equal to its cost." — or [Accelerate] (805: [1] and Power of the unit's
    Domain, it enters ready) — "Friendly units played from anywhere other than a player's
    hand have [Accelerate]." The cards: of ``type``, played ``by`` "you" or "friendly" (you or
    an ally), not from ``not_from`` (a zone). [Repeat]'s cost: Energy ``energy``, Power
    ``power`` and of ``domains``, or with ``same`` the card's own printed cost ("equal to its
    base cost", 356.1.c). ``uses``: the next card only (1)."""

    keyword: str = "Repeat"
    energy: int = 0
    power: int = 0
    domains: tuple[str, ...] = ()
    same: bool = False
    by: str = "you"
    type: str = "Spell"
    not_from: str | None = None
    uses: int | None = None
    text: str = ""
    active_if: State | None = None


@dataclass(frozen=True, slots=True)
class CostPerChosen:
    """ "As you play me, you may spend any number of buffs as an additional cost. Reduce my
    cost by [O] for each buff you spend." (an optional additional cost, 356.2.b, of a number
    its player chooses as they play the card, 355.1.a, 355.13): they choose any number of what
    ``options`` selects, ``act`` on each ("spend_buff", "kill") as the costs are paid (357.2),
    and the card costs ``energy`` Energy and Power of ``domains`` less for each (356.4).
    ``most``: no more than that many ("kill a friendly unit": 1); ``by_cost``: the discount is
    for each Energy (``energy``) and each Power (``domains``) the chosen cost ("I cost [1] less
    for each Energy it costs and [Y] less for each Power it costs")."""

    options: Selector
    act: str
    energy: int = 0
    domains: tuple[str, ...] = ()
    text: str = ""
    most: int | None = None
    by_cost: bool = False


@dataclass(frozen=True, slots=True)
class PlayFor:
    """ "If you've spent [4] or more to play a spell this turn, you may play me for [B].": its
    player may play the card for ``cost`` (356.1.a: it replaces the card's base cost) while
    ``active_if`` holds. ``origin`` "trash": "You may play me from your trash for [3][R]." (a
    permission to play it from there, 419.1.a, for that cost)."""

    cost: Action
    active_if: State | None = None
    text: str = ""
    origin: str | None = None


@dataclass(frozen=True, slots=True)
class FlowCost:
    """[Flow] [cost] (829): the spell may be played from its owner's trash for ``cost``, which
    replaces its base cost (829.1.c.1); then it is banished (829.1.b.1)."""

    cost: Action
    text: str = ""


@dataclass(frozen=True, slots=True)
class CostReduction:
    """ "This costs [2] less [if …]" (356.4): the card costs ``energy`` Energy and Power of
    ``domains`` less — times ``per`` (an amount: "for each card in your trash") when given —
    while ``active_if`` holds ("if you control a Mech", [Level 3][>]); never below 0 (356.6),
    nor, with ``floor``, below that Energy ("to a minimum of [1]", 356.4.e). ``unless_from``: not
    when played from that zone ("to play from anywhere other than your hand": "hand");
    ``instead``: it replaces the card's discounts before it ("[Level 6][>] … less instead")."""

    energy: int = 0
    domains: tuple[str, ...] = ()
    active_if: State | None = None
    per: Amount | None = None
    floor: int | None = None
    text: str = ""
    unless_from: str | None = None
    instead: bool = False


@dataclass(frozen=True, slots=True)
class CostModifier:
    """A passive ability, or one an effect creates for a while, changing what other cards cost
    to play (356.4.a: "by any other card or effect"): "Your spells cost [1][A] less, to a
    minimum of [1]" (a discount, 356.4), "Opponents' spells cost [1] more" (``more``: a cost
    increase, 356.3), "Your Dragons' Energy costs are reduced by [2]" (``component``
    "energy": a discount of one component of the cost, applied before the discounts of the
    total cost, 356.4.c-d), "friendly [Repeat] costs cost [1] less" (``component`` "repeat":
    the [Repeat] additional cost, 356.4.f). Only cards played meeting every filter given are
    changed: played ``by`` "you", "opponent", "friendly" (you or an ally, 489.8.e), "enemy";
    of ``type``; with ``tag``; with ``keyword`` ("Flow"); played from ``origin`` ("trash");
    ``token`` or not ("non-token units"); with ``first``, only the first such card played each
    turn ("the first friendly non-token gear played each turn costs [1] less"). ``floor``: the
    discount leaves at least that Energy (356.4.e); ``uses``: "the next spell you play this
    turn costs [5] less" (1: it ends once a card it changes is played). ``either``: "cost [1]
    or [A] less": ``energy`` or ``power``, which its player chooses as the cost is determined
    (355.1: the choices made as the card is played); ``component`` "optional": "Optional
    additional costs you pay cost …" (356.4.f: discounts can reduce additional costs);
    ``component`` "Empower" (a keyword): the cost of that activated ability of the permanents
    ``of`` selects ("[Empower] costs of your units here cost [1] or [A] less", 403.3).
    ``ignore``: no discount but a base cost modification (356.1.b) its player may choose to
    make as the card is played — "you may play a gear with Energy cost no more than [7] from
    hand this turn, ignoring its Energy cost" (``ignore`` "energy", ``max_energy`` 7: only a
    card whose printed Energy cost is no more than that, ``origin`` "hand", ``uses`` 1)."""

    energy: int = 0
    power: int = 0
    domains: tuple[str, ...] = ()
    more: bool = False
    by: str = "you"
    type: str | None = None
    tag: str | None = None
    keyword: str | None = None
    origin: str | None = None
    token: bool | None = None
    component: str | None = None
    floor: int | None = None
    uses: int | None = None
    text: str = ""
    active_if: State | None = None
    first: bool = False
    either: bool = False
    of: Selector | None = None
    ignore: str | None = None
    max_energy: int | None = None


@dataclass(frozen=True, slots=True)
class PlayTo:
    """ "You may play me to an open battlefield." (355.2.b): more battlefields the unit may be
    played to — ``where`` "open" (unoccupied and uncontrolled, 170.11.c), "occupied enemy"
    (an opponent controls it, a unit is there: 170.11.a), "attacking" (its player's units are
    attackers there, 464.2.c: "a battlefield you're attacking")."""

    where: str
    text: str = ""


@dataclass(frozen=True, slots=True)
class PlayOnlyTo:
    """ "Play me only to a battlefield you conquered this turn.": the unit may be played only
    there (``where`` "conquered": a battlefield its player conquered this turn, and still may
    play to, 355.2) — not to their base, nor another battlefield (the card supersedes the
    rules, 002; :func:`riftrules.engine.costs.may_play_to`)."""

    where: str
    text: str = ""


@dataclass(frozen=True, slots=True)
class NotOnTurns:
    """ "I can't be played on your first, second, or third turns.": the card can't be played
    while it is its player's turn and that turn is one of their first ``turns`` (the card
    supersedes the rules, 002; :func:`riftrules.engine.costs.play_card`)."""

    turns: int
    text: str = ""


def turns_taken(game: Game, player: Player) -> int:
    """Which turn of ``player``'s this is: the turns they have begun, the game's opening turn
    (the first player's first, 315) included."""
    return player.turns


@dataclass(frozen=True, slots=True)
class GrantedPlayTo:
    """ "Friendly units may be played to open battlefields." (355.2.b: a permission another
    card gives): units played ``by`` "friendly" players (you or an ally, 489.8.e) may also be
    played where ``where`` says ("open": unoccupied and uncontrolled, 170.11.c)."""

    where: str
    by: str = "friendly"
    text: str = ""
    active_if: State | None = None


@dataclass(frozen=True, slots=True)
class TagAsPlayed:
    """ "As you play me, choose Bird, Cat, Dog, or Poro. I gain that tag.": as the card is
    played its controller chooses one of the tags ``options`` (355.1: a choice "as I am
    played" is made then), which the permanent has while it is on the board (a trait granted,
    477.1.a: :func:`has_tag`; a new object off the board, 705, has it no more)."""

    options: tuple[str, ...]
    text: str = ""


@dataclass(frozen=True, slots=True)
class AmbushTo:
    """ "I can [Ambush] to a battlefield where there are enemy units, even if you don't have
    units there.": with [Ambush] the unit may also be played, as [Ambush] plays it (822.1.b),
    to a battlefield where ``where`` says — "enemy": an enemy unit is there (the card
    supersedes 822.1.b, 002; :func:`riftrules.engine.hiding.ambush`)."""

    where: str
    text: str = ""


AS_PLAYED = (
    TagAsPlayed,
    AmbushTo,
    NotOnTurns,
    PlayOnlyTo,
    AdditionalCost,
    FlowCost,
    CostReduction,
    PlayTo,
    CostPerChosen,
    PlayFor,
)  # used as the card is played (349-358)


@dataclass(frozen=True, slots=True)
class MoveHere:
    """ "Units can move here from anywhere." (a battlefield's permission; the card supersedes
    144.4, 002): a Standard Move may bring a unit here from another battlefield too, as
    [Ganking] lets it (144.4.c.1); whoever controls the battlefield, or no one."""

    text: str = ""


@dataclass(frozen=True, slots=True)
class MoveTax:
    """ "Opponents must pay [A] for each unit beyond the first to move multiple units to my
    battlefield at the same time." (204.4: an applied cost of that move, paid as it is
    performed; a player who can't pay it or chooses not to cannot perform it, 204.4.c):
    ``power`` Power of any Domain for each unit beyond the first that an opponent moves
    together to the source's battlefield."""

    power: int
    text: str = ""


def move_tax(game: Game, player: Player, units: list[Any], destination: Any) -> bool:
    """Pay the applied costs (:class:`MoveTax`) of ``player`` moving ``units`` together to
    ``destination`` (a battlefield; None: a base); False when one is not paid, and the move is
    not performed (204.4.c)."""
    if len(units) < 2 or destination is None or not game.statics:
        return True
    from riftrules.engine.actions import Pay

    for entry in list(game.statics):
        ability = entry.ability
        if not isinstance(ability, MoveTax) or not entry.active(game):
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


def moves_here(game: Game, battlefield: Any) -> bool:
    """Does ``battlefield`` let units move to it from anywhere (:class:`MoveHere`)?"""
    return any(
        isinstance(entry.ability, MoveHere) and entry.source is battlefield
        for entry in game.statics or ()
    )


@dataclass(frozen=True, slots=True)
class PermissionAbility:
    """A keyword that lets a player do what the rules say it permits, checked where they do it:
    [Hidden] (811: hide the card facedown, play it from there later,
    :mod:`riftrules.engine.hiding`), [Ambush] (822: play the unit to a battlefield where you
    control units, :mod:`riftrules.engine.hiding`). It does nothing on the board."""

    keyword: str
    text: str = ""


@dataclass(frozen=True, slots=True)
class AsRevealed:
    """ "As I'm revealed from your deck, [Add] [2]." (369.1): a replacement effect of a card
    in its owner's Main Deck, active there (370.3): the card being revealed from that deck is
    replaced by that reveal plus ``effect`` (370.1.b.1), which the card's owner controls (108.2);
    it uses no chain. :func:`as_revealed` applies it."""

    effect: Action
    text: str = ""


Ability = (
    TriggeredAbility
    | ReplacementAbility
    | AsRevealed
    | StaticAbility
    | EntersAbility
    | CombatAbility
    | Restriction
    | IgnoreAbility
    | ActivatedAbility
    | AdditionalCost
    | FlowCost
    | CostReduction
    | PlayTo
    | PermissionAbility
    | MoveHere
    | MoveTax
    | CostModifier
    | CostPerChosen
    | PlayFor
    | GrantedKeyword
    | GrantedPlayTo
    | NotOnTurns
    | PlayOnlyTo
    | VictoryScoreChange
    | FacedownRoom
    | AnyNumberOfBuffs
    | PreventAbility
    | BonusDamage
    | TriggerAgain
    | GrantedAbility
    | TagAbility
    | TagAsPlayed
    | AmbushTo
    | ChannelPhaseRunes
)
PASSIVE = (
    StaticAbility,
    MoveHere,
    MoveTax,
    EntersAbility,
    CombatAbility,
    Restriction,
    IgnoreAbility,
    CostModifier,
    GrantedKeyword,
    GrantedPlayTo,
    VictoryScoreChange,
    FacedownRoom,
    AnyNumberOfBuffs,
    PreventAbility,
    BonusDamage,
    TriggerAgain,
    GrantedAbility,
    TagAbility,
    ChannelPhaseRunes,
)  # kept in ``game.statics``


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
        if source is not None and source.attached_to is not None:
            from riftrules.engine.equipment import given_text_active

            if not (self.given and given_text_active(game)):
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
        game.statics.append(entry)
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
        game.statics.remove(entry)


def expire(game: Game) -> None:
    """End every ability that lasts "this turn" (317.2.c)."""
    for entries in (*game.triggers.values(), *game.replacements.values(), game.statics):
        ending = [
            e for e in entries if e.until in ("turn", "next") or (e.until == "once" and e.used)
        ]
        for entry in ending:
            entries.remove(entry)
    game.remembering = [e for e in game.remembering if e.until not in ("turn", "next")]


def expire_cleanup(game: Game) -> None:
    """End the abilities that last until a cleanup is over (``until="cleanup"``: "Deal 3 to a
    unit. If this kills it, do this: …" waits for the cleanup after the effect, where lethal
    damage kills, 323.5): what they triggered still resolves."""
    ending = [e for e in game.remembering if e.until == "cleanup"]
    for entry in ending:
        drop(game, entry)
    if ending:
        game.remembering = [e for e in game.remembering if e.until != "cleanup"]


# -- triggered abilities ------------------------------------------------------------------------


def collect(game: Game, listeners: list[Registered], event: Event) -> None:
    """Note the triggered abilities ``event`` meets (called by ``Game.emit``)."""
    for entry in listeners:
        if not entry.active(game) or entry.spent(game) or not entry.matches(event):
            continue
        condition = entry.ability.condition  # type: ignore[union-attr]
        nth = getattr(condition, "nth", None)
        if nth is not None and _occurrence(game, entry, event) != nth:
            continue
        nth_card = getattr(condition, "nth_card", None)
        if nth_card is not None and not _holds_nth_card(game, entry, event, nth_card):
            continue
        least = getattr(condition, "least", None)
        if least is not None and not _reaches(game, entry, event, least):
            continue
        if getattr(condition, "batch", None) and any(p.registered is entry for p in game.pending):
            continue  # "one or more": once for the events that happened together (370.1.a.2)
        ability: TriggeredAbility = entry.ability  # type: ignore[assignment]
        if ability.intervening is not None and not ability.intervening.holds(
            Context(game, entry.controller, entry.source, event)
        ):
            continue  # 383.2.a.1: "When …, if …": the condition is not fulfilled
        entry.note_use(game)
        controller, also = entry.controller, ()
        if ability.controller == "event" and event.player is not None:  # 190.6.c
            controller, also = game.player(event.player), ("trigger.player",)
        subject = event.subject
        if ability.controller == "granted" and getattr(subject, "controller", None) is not None:
            controller, also = subject.controller, ("trigger.granted",)  # 191.4.a
        if ability.zone is not None:  # from its owner's trash (385.2)
            also = ("trigger.zone",)
        context = Context(game, controller, entry.source, event)
        if entry.about and getattr(ability.condition, "subject", None) != "it":
            context.kept = list(entry.about)  # "Disempower it at end of turn.": what it was
        key = TRIGGER_KEYS.get(event.kind, "trigger")
        label = ability.text or (entry.source.name if entry.source is not None else "")
        game.pending.append(Pending(ability.effect, context, key, entry, label, also))
        kind = "deathknell" if ability.text == "[Deathknell]" else event.kind
        if game.statics and kind in ("conquer", "hold", "deathknell"):
            for _ in range(_again(game, controller, event, kind)):  # "… an additional time"
                again = Context(game, controller, entry.source, event)
                more = (*also, "trigger.again")
                game.pending.append(Pending(ability.effect, again, key, entry, label, more))


def activate_effects(game: Game, kind: str, battlefield: Any) -> list[Any]:
    """ "Activate the conquer effects of units here" (383.4.g): each triggered ability of
    ``kind`` ("conquer", "hold") of the units at ``battlefield`` whose condition holds as if
    its controller had conquered there (383.4.g.1) is noted to go on the chain, as a trigger
    would. Returns the units whose effects were activated."""
    found = []
    for entry in list(game.triggers.get(kind, ())):
        unit = entry.source
        if getattr(unit, "type", None) != "Unit" or unit.battlefield is not battlefield:
            continue
        if not entry.active(game) or entry.controller is None:
            continue
        cites = game.cite("trigger.activated")
        data = (ConquerData if kind == "conquer" else HoldData)(battlefield=battlefield)
        who = entry.controller.name
        event = Event(kind, who, cites, battlefield, (), None, data, game.turn_player.name)
        if not entry.matches(event):
            continue
        ability: TriggeredAbility = entry.ability  # type: ignore[assignment]
        context = Context(game, entry.controller, unit, event)
        label = ability.text or unit.name
        game.pending.append(Pending(ability.effect, context, "trigger.activated", entry, label))
        found.append(unit)
    return found


def _again(game: Game, controller: Player | None, event: Event, kind: str) -> int:
    """How many more times ``controller``'s ability of ``kind`` triggered by ``event``
    triggers: one for each active :class:`TriggerAgain` of that kind they control — for a
    conquer or hold, one whose source is at the event's battlefield."""
    where = battlefield_of(event.data)
    return sum(
        1
        for entry in game.statics
        if isinstance(entry.ability, TriggerAgain)
        and entry.ability.kind == kind
        and entry.controller is controller
        and entry.active(game)
        and (kind == "deathknell" or getattr(entry.source, "battlefield", None) is where)
    )


MIGHTY = 5  # 708


def watch_might(game: Game) -> None:
    """While an ability waits for a unit to become Mighty (709: "at the moment its Might
    changes from being less than 5 to being 5 or greater"), after each event: each unit on the
    board whose Might was under 5 after the event before and is 5 or more now became Mighty
    (a ``mighty`` event). A unit entering the board with 5 or more did not become Mighty: its
    Might did not change from under 5."""
    seen, now = game.might_seen, {}
    marks = sorted({MIGHTY, *_marks(game)})
    risen = []
    for unit in game.units():
        might = game.might(unit) or 0
        before = seen.get(unit.uid)
        now[unit.uid] = might
        if before is not None:
            risen += [(unit, mark) for mark in marks if before < mark <= might]
    game.might_seen = now
    for unit, mark in risen:
        if mark == MIGHTY:
            game.emit("mighty", None, "mighty", subject=unit, amount=game.might(unit))
        else:  # "When my Might becomes 10 or more": the same change, at another mark
            game.emit(
                "mighty",
                None,
                "might.mark",
                subject=unit,
                amount=game.might(unit),
                data=MightyData(mark=mark),
            )


def _marks(game: Game) -> set[int]:
    """The Might marks other than Mighty's that abilities wait for (``When.mark``)."""
    return {
        entry.ability.condition.mark  # type: ignore[union-attr]
        for entry in game.triggers.get("mighty", ())
        if getattr(entry.ability.condition, "mark", None) is not None
    }


def own_triggers(game: Game, obj: GameCard, event: Event) -> None:
    """The triggered abilities of a card off the board that describe their own context (385):
    "When you discard me" of a card discarded to the trash, "When this leaves the board" of a
    permanent banished or returned to a hand (it left the board as the event happened: the
    card's text supersedes 383.2.c.2, 002). Only its abilities about itself
    (``When(subject="self")``) and ``event``'s kind; its owner controls them (in a zone off the
    board, 108.2)."""
    script = game.script(obj)
    for ability in getattr(script, "abilities", ()):
        if not isinstance(ability, TriggeredAbility) or ability.event != event.kind:
            continue
        if getattr(ability.condition, "subject", None) != "self":
            continue
        entry = Registered(ability, obj, obj.owner, game=game)
        if not entry.matches(event):
            continue
        context = Context(game, obj.owner, obj, event)
        key = TRIGGER_KEYS.get(event.kind, "trigger")
        game.pending.append(Pending(ability.effect, context, key, entry, ability.text or obj.name))


def as_revealed(game: Game, owner: Player, cards: tuple[GameCard, ...]) -> None:
    """Cards just revealed from ``owner``'s Main Deck: each one's "As I'm revealed from your
    deck, …" (:class:`AsRevealed`) is applied — the reveal, then its effect (370.1.b.1)."""
    for card in cards:
        if card.zone != MAIN_DECK or card.owner is not owner:
            continue
        script = game.script(card)
        for ability in getattr(script, "abilities", ()):
            if isinstance(ability, AsRevealed):
                game.emit(
                    "replace",
                    owner,
                    "replace.as",
                    subject=card,
                    data=ReplaceData(replaced="reveal"),
                )
                ability.effect.run(Context(game, owner, card))


def _occurrence(game: Game, entry: Registered, event: Event) -> int:
    """Which time this turn an event like ``event`` meeting ``entry``'s condition happens (the
    log since the turn began; ``event`` is already in it)."""
    return sum(1 for e in game.this_turn() if e.kind == event.kind and entry.matches(e))


def _holds_nth_card(game: Game, entry: Registered, event: Event, nth: int) -> bool:
    """Do the event's cards include the nth card of such events this turn ("your second card
    each turn": drawing 2 at once as the first draw holds the second)?"""
    before = sum(
        len(e.cards) for e in game.this_turn() if e.kind == event.kind and entry.matches(e)
    ) - len(event.cards)
    return before < nth <= before + len(event.cards)


def _reaches(game: Game, entry: Registered, event: Event, least: int) -> bool:
    """Do the events that happened together so far (since :func:`_together`), ``event`` the
    last, just reach ``least`` of the ability's subjects ("When you discard two or more
    cards": a "discard 2" is two, 370.1.a.2)?"""
    after = sum(
        len(e.cards) or 1
        for e in game.log[game.together_from :]
        if e.kind == event.kind and entry.matches(e)
    )
    return after - (len(event.cards) or 1) < least <= after


def _together(game: Game) -> None:
    """What happens from now on happens together, apart from what came before: one game
    action, or the resolution of one chain item with its cleanup (370.1.a.2)."""
    game.together_from = len(game.log)


TRIGGER_KEYS = {
    "burn": "trigger.burn",
    "play": "trigger.play",
    "conquer": "trigger.conquer",
    "hold": "trigger.hold",
    "score": "trigger.score",
    "discard": "trigger.discard",
}


def settle(game: Game) -> None:
    """Put the noted triggered abilities on the chain and resolve it, a cleanup after each
    item (319.5), until nothing is left to do or a player has won."""
    from riftrules.engine.cleanup import cleanup
    from riftrules.engine.state import GameOver

    try:
        while not game.over:
            if game.pending:
                _to_chain(game)
            if game.chain:
                item = game.chain.pop()
                _together(game)
                item.effect.run(item.context)
                cleanup(game)
                continue
            cleanup(game)
            if not game.pending and not game.chain:
                if game.phase == "main" and not game.staging:
                    from riftrules.engine.showdown import run_staged

                    run_staged(game)  # 344: in a Neutral Open State, what was staged opens
                _together(game)
                return
    except GameOver:
        pass
    game.pending.clear()
    game.chain.clear()


def _to_chain(game: Game) -> None:
    _together(game)
    batch, game.pending = game.pending, []
    order = {player.name: rank for rank, player in enumerate(game.in_turn_order())}
    batch.sort(key=lambda item: order[item.context.controller.name])  # stable: 383.3.d.1
    for item in list(batch):
        effect = item.effect.finalize(item.context)  # 383.3.a-b: "you may", its cost
        if effect is None or not effect.choosable(item.context):
            # 383.3.a.2, 383.3.b.1: considered not to have triggered; 355.8: no legal target
            batch.remove(item)
            _unnote(game, item.registered)
            continue
        item.effect = effect
        subject = item.context.source
        game.emit(
            "trigger",
            item.context.controller,
            item.key,
            subject=subject,
            also=(*item.also, "trigger") if item.key != "trigger" else item.also,
            data=TriggerData(ability=item.label),
        )
    # Each player's abilities in the order they triggered, the turn player's first onto the
    # chain: the last one put on the chain resolves first.
    for player in game.in_turn_order():
        mine = [item for item in batch if item.context.controller is player]
        game.chain.extend(reversed(mine))


def _unnote(game: Game, entry: Registered | None) -> None:
    """A trigger that did not happen after all is no use of its limit ("only once per
    turn")."""
    if entry is not None and entry.used_turn == game.turn_number and entry.used_this_turn:
        entry.used -= 1
        entry.used_this_turn -= 1


# -- replacement effects ----------------------------------------------------------------------


def replace(
    game: Game,
    kind: str,
    player: Player | None,
    subject: Any = None,
    cards: tuple[Any, ...] = (),
    amount: int | None = None,
    data: Payload | None = None,
) -> bool:
    """Does a replacement effect replace this event (before it happens, 370.1.c)? If so it is
    logged and has run, and the caller does not perform the event."""
    entries = game.replacements.get(kind)
    if not entries:
        return False
    who = player.name if player else None
    event = Event(kind, who, (), subject, cards, amount, data, game.turn_player.name, game.phase)
    applying = game.applying
    for entry in list(entries):
        if id(entry) in applying:  # 370.2: not again to what replaces the event
            continue
        if not entry.active(game) or entry.spent(game) or not entry.matches(event):
            continue
        ability: ReplacementAbility = entry.ability  # type: ignore[assignment]
        controller = entry.controller
        if ability.controller == "subject":  # 190.6.c: "its controller may pay …"
            controller = getattr(subject, "controller", None)
            if controller is None:
                continue
        ctx = Context(game, controller, entry.source, event)
        if ability.cost is not None and not ability.cost.payable(ctx):
            continue  # "you may pay [R] to …": not applied when it cannot be paid
        if ability.optional and not game.choices.decide(
            controller.name, f"apply {ability.text or 'the replacement effect'}"
        ):
            continue
        if ability.cost is not None and not ability.cost.run(ctx):
            continue
        entry.note_use(game)
        if ability.uses is not None and entry.used >= ability.uses:
            drop(game, entry)
            if entry in (entry.source.abilities if entry.source else ()):
                entry.source.abilities.remove(entry)  # type: ignore[union-attr]
        game.emit(
            "replace",
            controller,
            "replace",
            subject=subject,
            also=("trigger.player",) if ability.controller == "subject" else (),
            data=ReplaceData(
                replaced=kind, by=entry.source.name if entry.source is not None else "effect"
            ),
        )
        applying.add(id(entry))
        try:
            ability.replacement.run(Context(game, controller, entry.source, event))
        finally:
            applying.discard(id(entry))
        return True
    return False


def static_might(game: Game, obj: GameCard, floors: list[tuple[int, int]] | None = None) -> int:
    """What passive abilities add to ``obj``'s Might; the changes with a floor are put in
    ``floors`` (as (change, floor)) for the caller to apply last."""
    from riftrules.engine.values import amount

    total = 0
    for entry in game.statics:
        ability = entry.ability
        if not isinstance(ability, StaticAbility) or not entry.active(game):
            continue
        context = Context(game, entry.controller, entry.source)
        if ability.affects.matches(context, obj):
            if ability.floor is None:
                total += amount(ability.might, context)
            elif floors is not None:
                floors.append((amount(ability.might, context), ability.floor))
    return total


def victory_score(game: Game) -> int:
    """The points a player needs to win (194.2): the mode's Victory Score (194.3) changed by
    the :class:`VictoryScoreChange` abilities in force (194.3.a) — a battlefield's too while
    no one controls it: the change names no player (the simplification of
    :meth:`Registered.active` is for abilities whose "you" is no one, 190.6.b)."""
    more = sum(
        entry.ability.more
        for entry in game.statics
        if isinstance(entry.ability, VictoryScoreChange) and _in_play(entry)
    )
    return game.base_victory_score + more


def _in_play(entry: Registered) -> bool:
    source = entry.source
    return source is None or (source.in_force and source.attached_to is None)


def combat_keywords(game: Game, obj: GameCard) -> dict[str, int]:
    """The combat keywords ``obj`` has now — from abilities, and given to it ("this turn") —
    with their summed values (807.2, 814.2)."""
    from riftrules.engine.values import amount

    found: dict[str, int] = {}
    lacking: dict[str, int] = {}  # "if they didn't already": applied last, if still lacking
    for keyword, value, _until in obj.granted:
        found[keyword] = found.get(keyword, 0) + value
    for entry in game.statics:
        ability = entry.ability
        if not isinstance(ability, CombatAbility) or not entry.active(game):
            continue
        context = Context(game, entry.controller, entry.source)
        if ability.affects.matches(context, obj):
            times = 1
            if ability.per is not None:  # once for each such card attached to it (718.3)
                per = ability.per
                times = sum(1 for a in obj.attachments if per.matches(context, a))
                if not times:
                    continue
            into = lacking if ability.if_lacking else found
            value = amount(ability.value, context) * times
            into[ability.keyword] = into.get(ability.keyword, 0) + value
    for keyword, value in lacking.items():
        found.setdefault(keyword, value)
    return found


def ignored(game: Game, obj: Any, keyword: str, player: Player) -> bool:
    """Does ``player`` ignore ``obj``'s ``keyword`` (an active :class:`IgnoreAbility`, 766)?"""
    if not game.statics:
        return False
    for entry in game.statics:
        ability = entry.ability
        if not isinstance(ability, IgnoreAbility) or ability.keyword != keyword:
            continue
        if ability.by == "you" and player is not entry.controller:
            continue  # 767: only the players directed by the ability
        if entry.active(game) and ability.affects.matches(
            Context(game, entry.controller, entry.source), obj
        ):
            return True
    return False


def many_buffs(game: Game, obj: GameCard) -> bool:
    """May ``obj`` be buffed though it has a buff (an active :class:`AnyNumberOfBuffs`,
    426.1.b.2)?"""
    for entry in game.statics:
        ability = entry.ability
        if not isinstance(ability, AnyNumberOfBuffs) or not entry.active(game):
            continue
        if ability.affects.matches(Context(game, entry.controller, entry.source), obj):
            return True
    return False


def closed(game: Game, battlefield: Any) -> bool:
    """Can no unit be played to ``battlefield`` ("Units can't be played here.": a
    :class:`Restriction` "play.here" of a source there — the battlefield itself — 002)? It
    names no player, so it applies whether or not anyone controls the battlefield."""
    return battlefield is not None and any(
        isinstance(entry.ability, Restriction)
        and entry.ability.what == "play.here"
        and entry.source is not None
        and _in_play(entry)
        and entry.source.battlefield is battlefield
        for entry in game.statics
    )


def barred_here(game: Game, player: Player, battlefield: Any, what: str) -> bool:
    """Does a :class:`Restriction` ``what`` of ``battlefield`` itself forbid it to ``player``
    ("Players can't score here until their third turn.": "score.here")? It names no player as
    its controller, so it applies whether or not anyone controls the battlefield (190.6.b)."""
    return any(
        isinstance(entry.ability, Restriction)
        and entry.ability.what == what
        and entry.source is not None
        and _in_play(entry)
        and entry.source.battlefield is battlefield
        and entry.ability.affects.matches(Context(game, entry.controller, entry.source), player)
        for entry in game.statics
    )


def restricted(game: Game, obj: Any, what: str, by: Player | None = None) -> bool:
    """Does an active :class:`Restriction` forbid ``what`` to ``obj``? For "chosen" (by enemy
    spells and abilities) only when ``by``, who controls the choosing effect, is an enemy of
    ``obj``'s controller."""
    if not game.statics:
        return False
    if what == "chosen":
        controller = getattr(obj, "controller", None)
        if by is None or controller is None or controller.team is by.team:
            return False
    for entry in game.statics:
        ability = entry.ability
        if not isinstance(ability, Restriction) or ability.what != what:
            continue
        uncontrolled = what in _NAMING_NO_PLAYER and entry.controller is None and _in_play(entry)
        if not (entry.active(game) or uncontrolled):
            continue
        if entry.about and _is_it(ability.affects):  # "They can't move it this turn."
            if any(o is obj for o in entry.about):
                return True
        elif ability.affects.matches(Context(game, entry.controller, entry.source), obj):
            return True
    return False


def _is_it(selector: object) -> bool:
    from riftrules.engine.selectors import It

    return isinstance(selector, It)


# restrictions that name no player ("Units can't move from here to base."): an uncontrolled
# battlefield's apply too, as :func:`closed` (190.6.b: its abilities are uncontrolled)
_NAMING_NO_PLAYER = frozenset({"move.base"})


def bonus_damage(game: Game, player: Player | None, obj: Any = None, source: Any = None) -> int:
    """The Bonus Damage a Deal action of ``player``'s spell or ability (from ``source``) deals
    to ``obj`` (714: every instance summed; never negative, 714.2); with no ``obj``, only what
    applies whatever the target (a split's total, 715.3). An uncontrolled battlefield's "Spells
    and abilities deal …" applies too (190.6.b: it names no player); "the next spell you play"
    only to that spell's (:func:`bind_next_spell`)."""
    total = 0
    for entry in game.statics:
        ability = entry.ability
        if not isinstance(ability, BonusDamage):
            continue
        if ability.next_spell and (source is None or entry.about != (source,)):
            continue
        uncontrolled = ability.by is None and entry.controller is None and _in_play(entry)
        if not (entry.active(game) or uncontrolled):
            continue
        if ability.by == "you" and (player is None or player is not entry.controller):
            continue
        if ability.to is not None and (
            obj is None
            or not ability.to.matches(Context(game, entry.controller, entry.source), obj)
        ):
            continue
        total += ability.amount
    return max(total, 0)


def bind_next_spell(game: Game, player: Player, obj: GameCard) -> None:
    """``player`` plays the spell ``obj``: "The next spell you play this turn deals 1 Bonus
    Damage." of theirs not yet bound to a spell is now this one's (715.1)."""
    if obj.type != "Spell":
        return
    for entry in game.statics:
        ability = entry.ability
        if (
            isinstance(ability, BonusDamage)
            and ability.next_spell
            and not entry.about
            and entry.controller is player
        ):
            entry.about = (obj,)


def enters_ready(game: Game, obj: GameCard) -> bool | None:
    """Whether an ability makes ``obj``, now entering the board, enter ready (True) or
    exhausted (False); None when none applies (369.3). An ability for the next unit only
    ("The next unit you play this turn enters ready.") is used up by it."""
    found = None
    for entry in list(game.statics):
        ability = entry.ability
        if not isinstance(ability, EntersAbility) or not entry.active(game):
            continue
        if ability.affects.matches(Context(game, entry.controller, entry.source), obj):
            found = ability.ready
            if ability.uses is not None:
                use_up(game, entry, ability.uses)
    return found


def use_up(game: Game, entry: Registered, uses: int) -> None:
    """Note one use of ``entry``; end it once it has been used ``uses`` times ("the next …")."""
    entry.note_use(game)
    if entry.used >= uses:
        drop(game, entry)


@dataclass(frozen=True, slots=True)
class Script:
    """A ready-made :class:`riftrules.engine.state.CardScript`: the abilities of a permanent
    and the instructions of a spell (an :class:`Action`, run with the spell's controller as
    "you"); ``effect_text``: the abilities an Equipment gives the unit it is attached to, "I"
    being that unit (136.2, 718.3)."""

    abilities: tuple[Ability, ...] = ()
    effect: Action | None = None
    notes: tuple[str, ...] = field(default=())
    effect_text: tuple[Ability, ...] = ()  # an Equipment's, appended to its unit's (136.2.c)

    def run(self, game: Game, controller: Player, hidden_at: Battlefield | None = None) -> object:
        """Run the spell's instructions; ``hidden_at``: it is played from facedown there, so
        its choices are made among what is at that battlefield (811.1.d.2)."""
        if self.effect is None:
            return None
        return self.effect.run(Context(game, controller, hidden_at=hidden_at))


def activated_abilities(game: Game, obj: GameCard) -> list[ActivatedAbility]:
    """``obj``'s activated abilities: its own, then those granted to it
    (:class:`GrantedAbility`)."""
    found = [e.ability for e in obj.abilities if isinstance(e.ability, ActivatedAbility)]
    for entry in game.statics if game.statics else ():
        granted = entry.ability
        if not isinstance(granted, GrantedAbility) or not entry.active(game):
            continue
        if granted.affects.matches(Context(game, entry.controller, entry.source), obj):
            found.append(granted.ability)
    return found  # type: ignore[return-value]


def activation_refusal(game: Game, player: Player, obj: GameCard, index: int = 0) -> Refusal | None:
    """Why ``player`` cannot activate the ``index``-th activated ability of ``obj`` now, or
    None when they can (376: its whole cost can be paid, its limits and conditions hold)."""
    return _activation(game, player, obj, index, checking=True)[0]


def can_activate(game: Game, player: Player, obj: GameCard, index: int = 0) -> bool:
    """Whether ``player`` can activate it now (:func:`activation_refusal` is None), its cost
    tested before its targets when no static changes it: the cheaper test first, the same
    answer (only the reason given for a refusal depends on the order)."""
    return _activation(game, player, obj, index, checking=True, quick=True)[0] is None


def _activation(
    game: Game,
    player: Player,
    obj: GameCard,
    index: int,
    *,
    checking: bool = False,
    quick: bool = False,
) -> tuple[Refusal | None, Any, Any, Any]:
    from riftrules.engine.refusals import Refusal

    abilities = activated_abilities(game, obj)
    if index >= len(abilities):
        return Refusal.NO_ABILITY, None, None, None
    own = [e for e in obj.abilities if isinstance(e.ability, ActivatedAbility)]
    entry = own[index] if index < len(own) else None  # else one granted to it (no limit)
    ability = abilities[index]
    context = Context(game, player, obj, activating=True)
    if obj.attached_to is not None:  # 718.2: an attached card's own text is inactive
        return Refusal.ATTACHED, entry, ability, None
    if ability.only_if is not None and not ability.only_if.holds(context):
        return Refusal.ONLY_WHILE, entry, ability, None
    if entry is not None and entry.spent(game):  # "Use only once per turn" (377.2.b)
        return Refusal.LIMIT, entry, ability, None
    if not timing.allows(game, player, Timing(ability.timing or Timing.DEFAULT)):
        return Refusal.TIMING, entry, ability, None  # 381, 806, 813
    if quick and not game.statics and not ability.cost.payable(context):
        return Refusal.COST, entry, ability, ability.cost
    if not ability.effect.choosable(context):  # 355.8, 377: no legal target, nothing paid
        return Refusal.NO_TARGET, entry, ability, None
    cost = ability.cost
    if game.statics:  # "[Empower] costs of your units here cost [1] or [A] less" (356.4.a)
        from riftrules.engine.costs import ability_cost

        # either way of a "[1] or [A] less" may be taken: payable if one of them is; the
        # player chooses only between those that are (355.16)
        ways = [ability_cost(game, player, obj, ability, cost, first) for first in (True, False)]
        payable = [way for way in dict.fromkeys(ways) if way.payable(context)]
        if not payable:
            return Refusal.COST, entry, ability, ways[0]
        if len(payable) > 1 and not checking:
            cost = ability_cost(game, player, obj, ability, cost)  # its player's choice
        else:
            cost = payable[0]
        return None, entry, ability, cost
    if not cost.payable(context):
        return Refusal.COST, entry, ability, cost
    return None, entry, ability, cost


def activate(game: Game, player: Player, obj: GameCard, index: int = 0) -> list[Any]:
    """Activate the ``index``-th activated ability of ``obj`` (376): if the whole cost can be
    paid (an exhausted permanent cannot exhaust again, 414; XP and the Rune Pool must hold
    enough), pay it and resolve the effect. Returns what the effect affected — [] also when
    it legally changed nothing; :func:`activation_refusal` says whether it may be activated
    (when it may not, nothing of the cost is paid and [] is returned)."""
    from riftrules.engine.actions import run_effect

    refusal, entry, ability, cost = _activation(game, player, obj, index)
    if refusal is not None:
        return []
    context = Context(game, player, obj, activating=True)
    chosen = ability.effect.choose_now(Context(game, player, obj))  # 355.5: before the cost
    cost.run(context)  # all of it can be paid: "Kill this, [E]" is paid whole (376)
    if ability.limit is not None and entry is not None:
        entry.note_use(game)
    result = run_effect(game, ability.effect, player, source=obj, chosen=chosen)
    if not game.over and game.triggers.get("activate"):  # logged only while awaited
        game.emit("activate", player, "activate", subject=obj)  # 377.2.a: as it resolved
        settle(game)
    return result
