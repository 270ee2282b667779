"""The event log: every game action the engine performs, with the rules that produced it.

Event kinds named in ``SCENARIOS.md`` are fixed: ``draw``, ``burn``, ``burn_out``, ``recycle``,
``shuffle``, ``gain_point``, ``win``, ``look``, ``reveal``, ``discard``, ``channel``,
``exhaust``, ``ready``, ``play``, ``conquer``, ``hold``, ``score``, ``move``, ``kill``,
``banish``, ``recall``, ``damage``, ``heal``, ``trigger``, ``replace``. The engine adds
``phase``, ``turn``, ``stun``, ``buff``, ``give``, ``control``, ``xp`` and ``expire`` (and
more: ``ENGINE_KINDS``; ``mighty``, a unit became Mighty (709), is logged only while an
ability waits for it; ``choose``, a permanent chosen (355.5); ``counter``, a spell countered
(425); ``showdown``, the showdown a combat opens with (344.1); ``activate``, an activated
ability resolved (377.2.a), logged only while an ability waits for it; ``impossible``, an
instruction ignored because it cannot be carried out (055): no player to do it, or an amount
beyond what a game can hold; ``create``, a Game Object Created, not played, 439; ``name``, a
card or tag named, 760; ``keyword_action``, a new set's keyword action done to an object).

What an event says beyond its player, subject, cards and amount is its payload: one frozen
dataclass per kind (``MoveData`` for ``move``: ``origin``, ``destination``, ``battlefield``;
:data:`PAYLOADS`), given to ``Game.emit`` as ``data`` and read by its typed fields — a trigger
condition reads the payload of the kind it is about (``When.moved`` a :class:`MoveData`,
``When.hidden`` a :class:`PlayData`). :func:`battlefield_of` and :func:`origin_of` read the
field several kinds share.
"""

from __future__ import annotations

from collections.abc import Iterator
from dataclasses import dataclass
from enum import StrEnum
from typing import TYPE_CHECKING, Any

from riftrules.engine.names import Phase

if TYPE_CHECKING:
    from riftrules.engine.state import Battlefield, GameCard, Player

FIXED_KINDS: tuple[str, ...] = (
    "draw", "burn", "burn_out", "recycle", "shuffle", "gain_point", "win", "look", "reveal",
    "discard", "channel", "exhaust", "ready", "play", "conquer", "hold", "score", "move", "kill",
    "banish", "recall", "damage", "heal", "trigger", "replace",
)  # fmt: skip
ENGINE_KINDS: tuple[str, ...] = (
    "phase", "turn", "stun", "buff", "give", "control", "xp", "expire", "return", "add", "pay",
    "combat", "attack", "defend", "assign", "combat_end", "empower", "disempower",
    "hide", "trash", "ambush", "attach", "detach", "mode",
    "prevent", "put", "repeat", "spend_buff", "spend_xp", "mighty", "counter", "choose", "showdown",
    "activate", "contest", "setup", "mulligan", "impossible", "gain_tag", "create", "tie",
    "name",
    "move_counter", "place_counter", "remove_counter", "mark_damage",
    "predict", "keyword_action",
)  # fmt: skip
KINDS: frozenset[str] = frozenset(FIXED_KINDS + ENGINE_KINDS)
# Every event kind as an enum member (``EventKind.DRAW == "draw"``): ``Game.emit`` takes no other
EventKind = StrEnum("EventKind", {kind.upper(): kind for kind in FIXED_KINDS + ENGINE_KINDS})
EventKind.__doc__ = """The kind of a game event as the engine logs it (a draw, a play, a conquest, a
kill …): what a triggered ability waits for, a replacement replaces, a condition counts."""
BY_NAME: dict[str, EventKind] = {str(kind): kind for kind in EventKind}  # emit's fast lookup


@dataclass(frozen=True, slots=True)
class GameOver(Exception):
    """Raised inside an action when a player has won: the game ends at once (rule 196)."""


class Payload:
    """What an event says beyond its player, subject, cards and amount: one frozen dataclass
    per event kind (:data:`PAYLOADS`), each field None when the event does not say it."""

    def items(self) -> Iterator[tuple[str, Any]]:
        """The fields this event says (not None), in order."""
        for name in type(self).__match_args__:
            value = getattr(self, name)
            if value is not None:
                yield name, value


@dataclass(frozen=True, slots=True)
class DrawData(Payload):
    """``draw``."""


@dataclass(frozen=True, slots=True)
class BurnData(Payload):
    """``burn``."""


@dataclass(frozen=True, slots=True)
class BurnOutData(Payload):
    """``burn_out``: ``count``, the player's how-manyth Burn Out this game (607)."""

    count: int | None = None


@dataclass(frozen=True, slots=True)
class RecycleData(Payload):
    """``recycle``: the zones the cards were recycled from (``origins``, one per card)."""

    origins: tuple[str, ...] = ()


@dataclass(frozen=True, slots=True)
class ShuffleData(Payload):
    """``shuffle``."""


@dataclass(frozen=True, slots=True)
class GainPointData(Payload):
    """``gain_point``: ``how`` the point is scored ("conquer", "hold"; on an event about to be
    replaced), ``total`` the player's points after it."""

    how: str | None = None
    total: int | None = None


@dataclass(frozen=True, slots=True)
class WinData(Payload):
    """``win``: the winner's ``points``."""

    points: int | None = None


@dataclass(frozen=True, slots=True)
class LookData(Payload):
    """``look``: how many cards were ``wanted`` (fewer are looked at when the deck is short)."""

    wanted: int | None = None


@dataclass(frozen=True, slots=True)
class RevealData(Payload):
    """``reveal``: how many cards were ``wanted`` from a deck, or the name of the ``battlefield``
    a hidden card is revealed at (811.1.b)."""

    wanted: int | None = None
    battlefield: str | None = None


@dataclass(frozen=True, slots=True)
class DiscardData(Payload):
    """``discard``."""


@dataclass(frozen=True, slots=True)
class ChannelData(Payload):
    """``channel``: the rune entered ``exhausted``."""

    exhausted: bool | None = None


@dataclass(frozen=True, slots=True)
class ExhaustData(Payload):
    """``exhaust``."""


@dataclass(frozen=True, slots=True)
class ReadyData(Payload):
    """``ready``."""


@dataclass(frozen=True, slots=True)
class PlayData(Payload):
    """``play``: the ``location`` a permanent entered, the battlefield it was played from
    facedown at (``hidden_at``), the zone it was played from (``origin``), an optional
    additional cost ``paid`` (356.4.f.1), the Energy and Power ``spent`` on it (357.1), the
    battlefield of the showdown it was played in (``showdown``, 308.1), the permanents
    ``killed`` paying its costs (357.2), whether [Ambush] played it (``ambush``, 822.1.b)."""

    location: str | None = None
    hidden_at: Battlefield | None = None
    origin: str | None = None
    paid: bool | None = None
    spent: int | None = None
    spent_power: int | None = None
    showdown: Battlefield | None = None
    killed: tuple[GameCard, ...] | None = None
    ambush: bool | None = None


@dataclass(frozen=True, slots=True)
class ConquerData(Payload):
    """``conquer``: the ``battlefield``, ``uncontrolled`` before the conquest, the ``units``
    that conquered it — the conqueror's units there, whose conquer effects it triggers
    (383.4.c: "if I didn't conquer this turn")."""

    battlefield: Battlefield | None = None
    uncontrolled: bool | None = None
    units: tuple[GameCard, ...] | None = None


@dataclass(frozen=True, slots=True)
class HoldData(Payload):
    """``hold``: the ``battlefield``, the ``units`` that held it (the holder's units there,
    383.4.d)."""

    battlefield: Battlefield | None = None
    units: tuple[GameCard, ...] | None = None


@dataclass(frozen=True, slots=True)
class ScoreData(Payload):
    """``score``: ``how`` ("conquer", "hold") at which ``battlefield``."""

    how: str | None = None
    battlefield: Battlefield | None = None


@dataclass(frozen=True, slots=True)
class MoveData(Payload):
    """``move``: the ``origin`` (a battlefield's name or "base"), the ``destination`` location,
    the ``battlefield`` moved to (None: a base)."""

    origin: str | None = None
    destination: str | None = None
    battlefield: Battlefield | None = None


@dataclass(frozen=True, slots=True)
class KillData(Payload):
    """``kill``: what the unit was as it died (428.1.a.1.b): its ``location``, ``controller``,
    ``might``, and ``alone`` (740.2.a)."""

    location: str | None = None
    controller: str | None = None
    might: int | None = None
    alone: bool | None = None


@dataclass(frozen=True, slots=True)
class BanishData(Payload):
    """``banish``: the ``origin`` (the location or zone it left)."""

    origin: str | None = None


@dataclass(frozen=True, slots=True)
class RecallData(Payload):
    """``recall``: the ``origin``."""

    origin: str | None = None


@dataclass(frozen=True, slots=True)
class DamageData(Payload):
    """``damage``: the name of its ``source``."""

    source: str | None = None


@dataclass(frozen=True, slots=True)
class HealData(Payload):
    """``heal``."""


@dataclass(frozen=True, slots=True)
class TriggerData(Payload):
    """``trigger``: the ``ability``'s text or source."""

    ability: str | None = None


@dataclass(frozen=True, slots=True)
class ReplaceData(Payload):
    """``replace``: the kind of event ``replaced``, the name of what replaced it (``by``)."""

    replaced: str | None = None
    by: str | None = None


@dataclass(frozen=True, slots=True)
class PhaseData(Payload):
    """``phase``: the ``phase`` that begins, the ``turn_player``'s name."""

    phase: Phase | None = None
    turn_player: str | None = None


@dataclass(frozen=True, slots=True)
class TurnData(Payload):
    """``turn``: the game's turn ``number``, the player's own count (``of``)."""

    number: int | None = None
    of: int | None = None


@dataclass(frozen=True, slots=True)
class StunData(Payload):
    """``stun``: the stun ``ended``."""

    ended: bool | None = None


@dataclass(frozen=True, slots=True)
class BuffData(Payload):
    """``buff``."""


@dataclass(frozen=True, slots=True)
class GiveData(Payload):
    """``give``: ``until`` when the Might lasts ("turn"), the ``keyword`` given, or the
    ``restriction`` ("It can't be chosen by enemy spells …": what it may not be, 757)."""

    until: str | None = None
    keyword: str | None = None
    restriction: str | None = None


@dataclass(frozen=True, slots=True)
class ControlData(Payload):
    """``control``: the new ``controller``."""

    controller: Player | None = None


@dataclass(frozen=True, slots=True)
class XpData(Payload):
    """``xp``: XP gained (730.1); XP spent is ``spend_xp``."""


@dataclass(frozen=True, slots=True)
class ExpireData(Payload):
    """``expire``."""


@dataclass(frozen=True, slots=True)
class ReturnData(Payload):
    """``return``: the ``origin``."""

    origin: str | None = None


@dataclass(frozen=True, slots=True)
class AddData(Payload):
    """``add``: the ``domain`` of the Power a recycled rune added."""

    domain: str | None = None


@dataclass(frozen=True, slots=True)
class PayData(Payload):
    """``pay``: the ``energy`` and ``power`` paid."""

    energy: int | None = None
    power: Any = None


@dataclass(frozen=True, slots=True)
class CombatData(Payload):
    """``combat``: the ``defender``'s name."""

    defender: str | None = None


@dataclass(frozen=True, slots=True)
class AttackData(Payload):
    """``attack``: the ``battlefield``."""

    battlefield: Battlefield | None = None


@dataclass(frozen=True, slots=True)
class DefendData(Payload):
    """``defend``: the ``battlefield``."""

    battlefield: Battlefield | None = None


@dataclass(frozen=True, slots=True)
class AssignData(Payload):
    """``assign``: the damage assigned beyond lethal (``excess``, 465.2.c.4)."""

    excess: int | None = None


@dataclass(frozen=True, slots=True)
class CombatEndData(Payload):
    """``combat_end``: the ``battlefield``, the ``winner`` and ``loser`` by name (None: none);
    ``tie``: units of different players were still there at the cleanup's step 3d (740.3.a)."""

    battlefield: Battlefield | None = None
    winner: str | None = None
    loser: str | None = None
    tie: bool = False


@dataclass(frozen=True, slots=True)
class TieData(Payload):
    """``tie``: a combat at ``battlefield`` ending in a tie that would recall the attackers
    (740.3.a, 466.1.a.2); never logged, only replaced ("If a combat where you are the attacker
    ends in a tie, recall all units instead")."""

    battlefield: Battlefield | None = None


@dataclass(frozen=True, slots=True)
class EmpowerData(Payload):
    """``empower``."""


@dataclass(frozen=True, slots=True)
class DisempowerData(Payload):
    """``disempower``."""


@dataclass(frozen=True, slots=True)
class HideData(Payload):
    """``hide``: the name of the ``battlefield``."""

    battlefield: str | None = None


@dataclass(frozen=True, slots=True)
class NameData(Payload):
    """``name``: the card's name or the tag ``named`` (760)."""

    named: str | None = None


@dataclass(frozen=True, slots=True)
class TrashData(Payload):
    """``trash``: the name of the ``battlefield`` a hidden card was removed from."""

    battlefield: str | None = None


@dataclass(frozen=True, slots=True)
class PredictData(Payload):
    """``predict``: a player Predicted (436.1), looking at ``amount`` cards and recycling
    those of ``cards``; ``wanted``: how many they were told to (fewer with a short deck,
    436.4)."""

    wanted: int | None = None


@dataclass(frozen=True, slots=True)
class KeywordActionData(Payload):
    """``keyword_action``: a player did a new set's keyword action, the ``keyword`` ("Rally"),
    to the event's subject (135.2.c.1: the keyword stands for the instructions its reminder
    says)."""

    keyword: str | None = None


@dataclass(frozen=True, slots=True)
class AmbushData(Payload):
    """``ambush``: the name of the ``battlefield``."""

    battlefield: str | None = None


@dataclass(frozen=True, slots=True)
class AttachData(Payload):
    """``attach``: the ``unit`` attached to, at its ``location``."""

    unit: GameCard | None = None
    location: str | None = None


@dataclass(frozen=True, slots=True)
class DetachData(Payload):
    """``detach``: the ``unit`` detached from, at its ``location``."""

    unit: GameCard | None = None
    location: str | None = None


@dataclass(frozen=True, slots=True)
class ModeData(Payload):
    """``mode``: the text of the mode chosen."""

    mode: str | None = None


@dataclass(frozen=True, slots=True)
class GainTagData(Payload):
    """``gain_tag``: the ``tag`` a card chose as it was played and has on the board."""

    tag: str | None = None


@dataclass(frozen=True, slots=True)
class PreventData(Payload):
    """``prevent``."""


@dataclass(frozen=True, slots=True)
class PutData(Payload):
    """``put``: the zone the cards were put ``to``."""

    to: str | None = None


@dataclass(frozen=True, slots=True)
class RepeatData(Payload):
    """``repeat``."""


@dataclass(frozen=True, slots=True)
class CounterData(Payload):
    """``place_counter``, ``remove_counter``, ``move_counter``: the kind of ``counter``
    ("+1 [M] counter", "charge counter", "counter")."""

    counter: str | None = None


@dataclass(frozen=True, slots=True)
class PlaceCounterData(CounterData):
    """``place_counter``: counters put on the subject (742)."""


@dataclass(frozen=True, slots=True)
class RemoveCounterData(CounterData):
    """``remove_counter``: counters spent from the subject (745)."""


@dataclass(frozen=True, slots=True)
class MoveCounterData(CounterData):
    """``move_counter``: counters moved to the subject (746)."""


@dataclass(frozen=True, slots=True)
class MarkDamageData(Payload):
    """``mark_damage``: damage marked on the subject without being dealt (doubled, 432.1)."""


@dataclass(frozen=True, slots=True)
class SpendBuffData(Payload):
    """``spend_buff``."""


@dataclass(frozen=True, slots=True)
class SpendXpData(Payload):
    """``spend_xp``: XP spent (730.2); ``xp`` is XP gained (730.1)."""


@dataclass(frozen=True, slots=True)
class MightyData(Payload):
    """``mighty``: the Might ``mark`` crossed other than Mighty's 5 ("becomes 10 or more")."""

    mark: int | None = None


@dataclass(frozen=True, slots=True)
class CounterData(Payload):
    """``counter``: the countered spell's ``controller``."""

    controller: Player | None = None


@dataclass(frozen=True, slots=True)
class ChooseData(Payload):
    """``choose``: the chosen permanent's ``controller`` as it was chosen, the ``spell`` that
    chose it."""

    controller: str | None = None
    spell: str | None = None


@dataclass(frozen=True, slots=True)
class ShowdownData(Payload):
    """``showdown``: the ``battlefield``."""

    battlefield: Battlefield | None = None


@dataclass(frozen=True, slots=True)
class ActivateData(Payload):
    """``activate``."""


@dataclass(frozen=True, slots=True)
class ContestData(Payload):
    """``contest``: the ``battlefield``."""

    battlefield: Battlefield | None = None


@dataclass(frozen=True, slots=True)
class SetupData(Payload):
    """``setup``: the ``first`` player's name."""

    first: str | None = None


@dataclass(frozen=True, slots=True)
class MulliganData(Payload):
    """``mulligan``."""


@dataclass(frozen=True, slots=True)
class ImpossibleData(Payload):
    """``impossible``: the ``instruction`` ignored, or the ``limit`` an amount went beyond."""

    instruction: str | None = None
    limit: int | None = None


@dataclass(frozen=True, slots=True)
class CreateData(Payload):
    """``create``: the ``location`` a Game Object was Created at (439.2), not played."""

    location: str | None = None


# Each event kind's payload type: ``Game.emit`` takes no other
PAYLOADS: dict[str, type[Payload]] = {
    str(kind): globals()["".join(w.capitalize() for w in kind.split("_")) + "Data"]
    for kind in EventKind
}
BLANK: dict[str, Payload] = {kind: said() for kind, said in PAYLOADS.items()}  # says nothing more
# The payloads that name the battlefield where the event happened, and those that name the
# place a card came from (a battlefield's name, "base", a zone)
AT_BATTLEFIELD: tuple[type[Payload], ...] = (
    AttackData, CombatEndData, ConquerData, ContestData, DefendData, HoldData, MoveData,
    ScoreData, ShowdownData,
)  # fmt: skip
FROM_ORIGIN: tuple[type[Payload], ...] = (BanishData, MoveData, PlayData, RecallData, ReturnData)


def battlefield_of(data: Payload) -> Battlefield | None:
    """The battlefield the event's payload names as where it happened, if it names one."""
    return data.battlefield if isinstance(data, AT_BATTLEFIELD) else None  # type: ignore[attr-defined]


def origin_of(data: Payload) -> str | None:
    """Where the event's card came from, if its payload says."""
    return data.origin if isinstance(data, FROM_ORIGIN) else None  # type: ignore[attr-defined]


@dataclass(slots=True)
class Event:
    """One thing that happened.

    ``player`` is the player responsible for it (rule 411), or None for the game's own
    procedures; ``subject`` the object it happened to (a card, a player or a battlefield);
    ``cards`` the cards it moved or showed; ``amount`` a count (cards, damage, points, Might);
    ``data`` what else the event says, typed by its kind (:data:`PAYLOADS`; the kind's empty
    payload if not given); ``cites`` the rule numbers, of the game's edition, that made it
    happen; ``turn`` whose turn it was ("on an opponent's turn"); ``phase`` the phase of the
    turn it happened in ("during your Beginning Phase").
    """

    kind: str
    player: str | None
    cites: tuple[str, ...]
    subject: Any = None
    cards: tuple[Any, ...] = ()
    amount: int | None = None
    data: Payload = None  # type: ignore[assignment]  # the kind's empty payload if None
    turn: str | None = None
    phase: str | None = None

    def __post_init__(self) -> None:
        if self.data is None:
            self.data = BLANK[self.kind]

    def describe(self) -> str:
        """One line for people: ``burn A 2 [Vanguard Sergeant, …] (440.1, 440.4)``."""
        parts = [self.kind]
        if self.player:
            parts.append(self.player)
        subject = str(getattr(self.subject, "name", self.subject))
        if self.subject is not None and subject != self.player:
            parts.append(subject)
        if self.amount is not None:
            parts.append(str(self.amount))
        if self.cards:
            parts.append("[" + ", ".join(card.name for card in self.cards) + "]")
        parts.extend(f"{key}={_said(value)}" for key, value in self.data.items())
        cites = f" ({', '.join(self.cites)})" if self.cites else ""
        return " ".join(parts) + cites

    def to_json(self) -> dict[str, Any]:
        record: dict[str, Any] = {"kind": self.kind, "player": self.player}
        if self.subject is not None:
            record["subject"] = str(getattr(self.subject, "name", self.subject))
        if self.cards:
            record["cards"] = [card.name for card in self.cards]
        if self.amount is not None:
            record["amount"] = self.amount
        said = {
            key: value if isinstance(value, int | bool) else _said(value)
            for key, value in self.data.items()
        }
        if said:
            record["data"] = said
        record["cites"] = list(self.cites)
        return record


def _said(value: Any) -> str:
    """A payload's value for people: a card or battlefield by its name, cards by theirs."""
    if isinstance(value, tuple):
        return "[" + ", ".join(_said(item) for item in value) + "]"
    return str(getattr(value, "name", value))


class Log(list[Event]):
    """The events of one game, in order."""

    def kinds(self) -> list[str]:
        return [event.kind for event in self]

    def of(self, kind: str) -> list[Event]:
        return [event for event in self if event.kind == kind]

    def cited(self) -> set[str]:
        return {number for event in self for number in event.cites}

    def signature(self) -> list[tuple[object, ...]]:
        """What two runs of the same game must agree on: every event, card names and all."""
        return [
            (
                e.kind,
                e.player,
                e.cites,
                str(getattr(e.subject, "name", e.subject)) if e.subject is not None else None,
                tuple(card.name for card in e.cards),
                e.amount,
                tuple(sorted((k, _said(v)) for k, v in e.data.items())),
            )
            for e in self
        ]
