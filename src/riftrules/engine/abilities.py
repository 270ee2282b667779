"""The kinds of ability a card has: triggered (382), replacement effects (367), passive (363),
activated (357), and the abilities that change how cards are played and paid for (349-358).

Each is a frozen dataclass; :data:`Ability` is their union. :mod:`.registered` keeps those in
force, :mod:`.triggering` puts triggered ones on the chain, :mod:`.replacements` applies
replacement effects, :mod:`.passives` answers what passive abilities change, and
:mod:`.activation` activates the activated ones."""

from __future__ import annotations

from dataclasses import dataclass, field
from typing import TYPE_CHECKING, Any

from riftrules.cards.model import CardType
from riftrules.engine.context import Context
from riftrules.engine.events import EventKind
from riftrules.engine.keywords import Keyword
from riftrules.engine.names import Zone
from riftrules.engine.reminder_meanings import ReminderMeaning
from riftrules.engine.timing import Timing

if TYPE_CHECKING:
    from riftrules.engine.actions import Action
    from riftrules.engine.amounts import Amount
    from riftrules.engine.selectors import Selector
    from riftrules.engine.state import Battlefield, Game, Player
    from riftrules.engine.trigger_conditions import EventCondition, State


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

    event: EventKind
    effect: Action
    condition: EventCondition | None = None
    limit: int | None = None
    text: str = ""
    active_if: State | None = None
    controller: str | None = None
    zone: Zone | None = None
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

    event: EventKind
    replacement: Action
    condition: EventCondition | None = None
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
    :func:`riftrules.engine.prevent.prevented`). ``combat``: "Prevent all combat damage that
    would be dealt to me.": the combat damage dealt to ``affects`` instead, any player's."""

    affects: Selector
    text: str = ""
    active_if: State | None = None
    combat: bool = False


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
    477.2.a), activated as their own (:func:`activated_abilities`, :func:`activate`); 'Your
    other units have "When I attack, …"': a triggered ``ability``, each one's own, that
    triggers for each of them on the board as the event happens
    (:func:`riftrules.engine.triggering.granted_listeners`)."""

    ability: ActivatedAbility | TriggeredAbility
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
    return tag in _granted_tags(game, obj)


def tags_of(game: Game | None, obj: Any) -> frozenset[str]:
    """Every tag ``obj`` has now (143.1, 133.8: "for each tag I have"): printed, chosen as it
    was played, or granted on the board by a :class:`TagAbility`, each once."""
    printed = (*getattr(obj, "tags", ()), *getattr(obj, "gained_tags", ()))
    return frozenset(printed) | _granted_tags(game, obj)


def _granted_tags(game: Game | None, obj: Any) -> frozenset[str]:
    """The tags the active :class:`TagAbility` statics give ``obj`` (477.1.a) while it is on
    the board."""
    if game is None or not game.statics or not getattr(obj, "on_board", False):
        return frozenset()
    found: set[str] = set()
    for entry in game.statics_of(TagAbility):
        ability = entry.ability
        if ability.tag in found or not entry.active(game):
            continue
        if ability.affects.matches(Context(game, entry.controller, entry.source), obj):
            found.add(ability.tag)
    return frozenset(found)


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
        entry.ability.count for entry in game.statics_of(ChannelPhaseRunes) if entry.active(game)
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
    ``timing``: ACTION or REACTION ("[Action][>] [E]: …", 806, 813): it may be activated
    in a showdown too, when its controller has Focus (347)."""

    cost: Action
    effect: Action
    text: str = ""
    only_if: State | None = None
    limit: int | None = None
    timing: Timing = Timing.DEFAULT


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

    keyword: Keyword = Keyword.REPEAT
    energy: int = 0
    power: int = 0
    domains: tuple[str, ...] = ()
    same: bool = False
    by: str = "you"
    type: CardType = CardType.SPELL
    not_from: Zone | None = None
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
    origin: Zone | None = None


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
    unless_from: Zone | None = None
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
    type: CardType | None = None
    tag: str | None = None
    keyword: str | None = None
    origin: Zone | None = None
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


def moves_here(game: Game, battlefield: Any) -> bool:
    """Does ``battlefield`` let units move to it from anywhere (:class:`MoveHere`)?"""
    return any(entry.source is battlefield for entry in game.statics_of(MoveHere))


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


@dataclass(frozen=True, slots=True)
class Script:
    """A ready-made :class:`riftrules.engine.state.CardScript`: the abilities of a permanent
    and the instructions of a spell (an :class:`Action`, run with the spell's controller as
    "you"); ``effect_text``: the abilities an Equipment gives the unit it is attached to, "I"
    being that unit (136.2, 718.3); ``timing``: when the card may be played, by its keywords
    (159.2), set by the compiler so that the engine never reads the card's text."""

    abilities: tuple[Ability, ...] = ()
    effect: Action | None = None
    notes: tuple[str, ...] = field(default=())
    effect_text: tuple[Ability, ...] = ()  # an Equipment's, appended to its unit's (136.2.c)
    timing: Timing = Timing.DEFAULT  # [Action] or [Reaction]: when the card may be played (159.2)
    # keywords the engine does not implement whose abilities come from their reminder text
    from_reminders: tuple[ReminderMeaning, ...] = ()

    def run(self, game: Game, controller: Player, hidden_at: Battlefield | None = None) -> object:
        """Run the spell's instructions; ``hidden_at``: it is played from facedown there, so
        its choices are made among what is at that battlefield (811.1.d.2)."""
        if self.effect is None:
            return None
        return self.effect.run(Context(game, controller, hidden_at=hidden_at))
