"""The conditions of a triggered ability (382-383): :class:`When` (who did it, to what, where,
in which phase …) or a function of the event; and :class:`State`, a condition on the game now."""

from __future__ import annotations

from collections.abc import Callable
from dataclasses import dataclass
from typing import TYPE_CHECKING, Any, Protocol

from riftrules.cards.model import CardType
from riftrules.engine.abilities import has_tag
from riftrules.engine.context import Context
from riftrules.engine.events import (
    AttachData,
    BanishData,
    ChooseData,
    CombatEndData,
    ConquerData,
    DetachData,
    Event,
    MightyData,
    MoveData,
    Payload,
    PhaseData,
    PlayData,
    RecycleData,
    battlefield_of,
)
from riftrules.engine.names import MAIN_DECK, MIGHTY, PLAYER_ZONES, Phase, Zone

if TYPE_CHECKING:
    from riftrules.engine.registered import Registered
    from riftrules.engine.state import GameCard, Player


class EventTest(Protocol):
    def test(self, event: Event, ability: Registered) -> bool: ...


EventCondition = EventTest | Callable[[Event, "Registered"], bool]


class State(Protocol):
    """A condition on the game now (:class:`riftrules.engine.actions.AtLeast` …)."""

    def holds(self, ctx: Context) -> bool: ...


ONE_ON_ONE = "one on one"  # ``When.combat``: alone against one enemy unit (740.2.b)
# the values a string field of :class:`When` may take: a condition made with another fails
WHEN_VALUES: dict[str, frozenset[str]] = {
    "by": frozenset({"you", "opponent", "team", "ally", "they"}),
    "subject": frozenset(
        {"self", "it", "friendly", "enemy", "yours", "other", "other_friendly", "other_yours"}
    ),
    "whose": frozenset({"you", "opponent"}),
    "at": frozenset({"here", "battlefield", "yours"}),
    "moved": frozenset(
        {"to_battlefield", "from_battlefield", "from_here", "from_mine", "elsewhere"}
    ),
    "combat": frozenset({"self", ONE_ON_ONE, "showdown"}),
    "status": frozenset({"buffed", "stunned", "mighty", "in_combat", "alone", "equipment"}),
    "into": frozenset({"main"}),
    "onto": frozenset({"self"}),
    "off": frozenset({"self"}),
    "owned": frozenset({"you"}),
    "not_from": frozenset(PLAYER_ZONES),
    "origin": frozenset(PLAYER_ZONES),
}


@dataclass(frozen=True, slots=True)
class When:
    """An event condition, every field optional (all given must hold).

    ``by``: who is responsible for the event (411.4) — "you" (the ability's controller), "opponent",
    "team" (you or an ally), "ally" (a teammate, not you), "any". ``subject``: what it happened to —
    "self" ("me", "this"), "friendly", "enemy", "other" (not the source), "other_friendly".
    ``type``: the subject's type, or for an event that moved cards (burn, draw, discard) the type of
    one of those cards ("When you burn a unit"). ``phase``: for ``phase`` events, which phase
    begins. ``whose``: whose turn it is ("you", "opponent"). ``at``: "here" (the source's
    battlefield, for a battlefield or a unit there), "battlefield" (any battlefield). ``moved``: for
    ``move`` events, "to_battlefield", "from_battlefield" or "from_here" (from the source's
    battlefield). ``token``: the subject is a token (True) or not (False). ``tag``: the subject has
    this tag. ``min_energy``: the subject's Energy cost is at least this ("a spell that costs [5] or
    more"). ``nth``: only the nth such event of the turn ("The first time I conquer each turn"),
    counted in the log whether or not the ability existed at the earlier ones. ``hidden``: for
    ``play`` events, played from facedown (811.1.c.3: "from [Hidden]"). ``ambush``: for ``play``
    events, played by [Ambush]'s permission (822.1.b: "When you [Ambush] me"). ``status``: the
    subject was "buffed" or "stunned" as the event happened (a ``kill`` is logged while the unit is
    still on the board, its attributes noted, 428.1.a.1.b). ``batch``: "one or more …": the ability
    triggers once for events that happen together — those of one game action or change of state
    (370.1.a.2), which the engine logs before the triggered abilities they meet go on the chain
    (:func:`collect`) — not once per event; with ``least`` ("two or more …"), once when those events
    reach that many of its subjects (cards counted, as ``nth_card`` counts). ``into``: "main" — one
    of the event's cards went to its owner's Main Deck, that owner being the ability's controller
    ("to your Main Deck"). ``subject="it"``: the object an effect named as it created the ability
    ("When it dies this turn": :class:`riftrules.engine.actions.AddAbility` with ``about``); for a
    ``combat_end``, that unit is at the battlefield and its controller won (466.3). More ``status``
    values: "mighty" (5+ Might, 708), "in_combat" (with a combat designation, 740.2.c), "alone" (no
    other friendly unit at its location, 740.2.a), "equipment" (an Equipment, 818.1.a).
    ``at="yours"``: at a battlefield the ability's controller controls. ``min_power``: the subject's
    Power cost is at least this many symbols ("Power cost [A][A] or more"). ``not_tag``: the subject
    lacks this tag ("non-Recruit"). ``subject="other_yours"``: another unit its controller controls
    ("another unit you control"); ``subject="self"`` also holds when the source is among the event's
    cards ("When you discard me"). ``moved="elsewhere"``: to a battlefield other than the source's
    ("other than mine"); ``moved="from_mine"``: from the source's location, battlefield or base
    ("from my location"). ``onto="self"``: attached to the source ("attach an Equipment to me").
    ``owned="you"``: the subject is a card the ability's controller owns. ``nth_card``: the event's
    cards hold the nth card of its kind this turn ("When you draw your second card each turn": a
    "draw 2" counts two). ``holds``: the rest of the trigger condition, a state that must be true as
    the event happens (383.2.a.1: "When you conquer here with one or more [Mighty] units").
    ``during``: the event happened in that phase of the turn ("during your Beginning Phase", with
    ``whose``; read from the event, so the nth such event is counted right). ``uncontrolled``: a
    ``conquer`` of a battlefield no one controlled before ("a battlefield that was uncontrolled").
    ``spell``: for ``choose`` events, chosen by a spell (True: "When you choose me with a spell").
    ``combat``: "self", the ability's source is in the combat the event is about ("When a combat
    that I was in ends": designations are removed after the combat's end is logged, 466.7.a); "one
    on one" (740.2.b); "showdown", during a showdown ("When you play a unit during a showdown").
    ``not_from``: for ``play`` events, played from a zone other than this one ("from anywhere other
    than your hand", its origin). ``mark``: for ``mighty`` events, the Might reached other than
    Mighty's 5 ("When my Might becomes 10 or more": from under 10 to 10 or more, as 709 reads for
    5). ``first_turn``: in the turn player's first turn ("At the start of each player's first
    Beginning Phase"). ``name``: the subject has that name ("Your Sand Soldiers have
    [Weaponmaster].": a Sand Soldier token played, 187.3). ``origin``: for ``play``, ``banish`` and
    ``recycle`` events, from that zone ("When you play a card from your trash", "When you banish a
    unit from a trash"). ``min_amount``: the event's amount is at least this ("When a friendly unit
    is dealt 3 or more damage": one ``damage`` event of 3 or more). ``off="self"``: detached from
    the source ("When I'm detached from an Equipment", 435). ``tie``: a ``combat_end`` of a combat
    that ended in a tie (740.3.a: units of different players still at the battlefield at the
    cleanup's step 3d). ``keyword``: a ``keyword_action`` of that keyword, done to the subject
    ("When you [Rally] a unit": a new set's keyword action, 135.2.c.1).
    """

    by: str | None = None
    subject: str | None = None
    type: CardType | None = None
    phase: Phase | None = None
    whose: str | None = None
    at: str | None = None
    moved: str | None = None
    min_energy: int | None = None
    token: bool | None = None
    tag: str | None = None
    nth: int | None = None
    hidden: bool | None = None
    spell: bool | None = None
    ambush: bool | None = None
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
    during: Phase | None = None
    uncontrolled: bool | None = None
    not_from: Zone | None = None
    mark: int | None = None
    first_turn: bool | None = None
    name: str | None = None
    origin: Zone | None = None
    min_amount: int | None = None
    off: str | None = None
    tie: bool | None = None
    keyword: str | None = None

    def __post_init__(self) -> None:
        for name, values in WHEN_VALUES.items():
            value = getattr(self, name)
            if value is not None and value not in values:
                raise ValueError(f"When.{name}: {value!r} is not one of {sorted(values)}")

    def test(self, event: Event, ability: Registered) -> bool:
        you = ability.controller.name if ability.controller else None
        if self.keyword is not None and not _did_keyword(event, self.keyword):
            return False
        if self.first_turn is not None and self.first_turn != _first_turn(event, ability):
            return False
        if self.by == "you" and event.player != you:
            return False
        if self.by == "opponent" and (event.player is None or event.player == you):
            return False
        if self.by == "team" and event.player not in _names(ability.controller.team.members):
            return False  # "you or an ally"
        if self.by == "ally" and (
            event.player == you or event.player not in _names(ability.controller.team.members)
        ):
            return False  # "an ally": a teammate of yours (489.5.c.2), not you
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
        if self.off == "self" and not (
            isinstance(said, DetachData) and said.unit is ability.source
        ):
            return False  # detached from the source (435)
        if self.tie is not None and self.tie != (isinstance(said, CombatEndData) and said.tie):
            return False  # "ends in a tie" (740.3.a)
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
        if self.ambush is not None and self.ambush != (
            isinstance(said, PlayData) and bool(said.ambush)
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
        if self.origin is not None and not _from_origin(self.origin, said):
            return False  # played, banished or recycled from another zone
        if self.min_amount is not None and (event.amount or 0) < self.min_amount:
            return False  # "dealt 3 or more damage": one event of that much
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
        if self.at == "here":  # 198.1: a battlefield, or a base
            source = ability.source
            here = source.battlefield if source is not None else None
            where = battlefield_of(said) or getattr(subject, "battlefield", None)
            if here is None:
                if where is not None or source is None or not source.in_base_with(subject):
                    return False
            elif where is not here:
                return False
        return True


def _from_origin(origin: str, said: Payload) -> bool:
    """Was the event's card played or banished from ``origin``, or one of its cards recycled
    from there ("When you recycle a card from your trash", 416)?"""
    if isinstance(said, RecycleData):
        return origin in said.origins
    return isinstance(said, (PlayData, BanishData)) and said.origin == origin


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


def is_alone(obj: GameCard) -> bool:
    """740.2.a: a unit is alone when there are no other friendly units at the same location."""
    here = obj.battlefield.permanents if obj.battlefield is not None else obj.controller.base
    team = obj.controller.team
    return not any(u is not obj and u.type == "Unit" and u.controller.team is team for u in here)


def _did_keyword(event: Event, keyword: str) -> bool:
    """Is the event the keyword action ``keyword`` done ("When you [Rally] a unit")?"""
    done = getattr(event.data, "keyword", None)
    return done is not None and done.casefold() == keyword.casefold()
