"""A seeded rules engine for Riftbound: game state, the Core Rules' game actions, abilities,
the turn — every event logged with the rules (of the game's edition) that produced it.

It serves examples, tests and code generation; it is not a client to play with (Riot's
developer policy).

The public API (everything below is importable from ``riftrules.engine``)
-------------------------------------------------------------------------

**State.** ``Game(players=("A", "B"), mode="duel", seed=0, edition=None, scripts=None,
choices=())`` — players in turn order (the first is the turn player), mode ``duel``/``ffa3``/
``ffa4`` (Victory Score 8) or ``2v2`` (11, points shared by teams A+C and B+D), a seeded RNG,
the edition whose rule numbers events cite (default: the newest complete one), ``scripts``: a
function from a :class:`GameCard` to its compiled text (:class:`CardScript`: ``.abilities`` and
``.run(game, controller)``), and the answers to choices. ``game.add_card(player, "trash",
"Name", card=pool_card)`` and ``game.add_battlefield("Bf1")`` set a game up; ``game.log`` is the
:class:`Log` of :class:`Event` (``kind``, ``player``, ``cites``, ``subject``, ``cards``,
``amount``, ``data``).

**Effects.** An effect is an :class:`Action`; actions compose and take selectors::

    from riftrules.engine import *

    effect = Sequence(
        Burn(CONTROLLER, 3),
        PlayToken("Shadow Clone", might=0),
    )
    run_effect(game, effect, game.player("A"))       # runs, resolves triggers, cleans up

Actions (each ``run(ctx) -> list`` of what it affected, "it" for the next instruction): ``Draw(who,
count)``, ``Burn(who, count)``, ``Discard(who, count)``, ``Channel(who, count, exhausted)``,
``Look(count, whose)``, ``Reveal(count, whose)``, ``Recycle(target)``, ``GainPoints(who, count)``,
``GainXP(who, count)``, ``SpendXP(who, count)``, ``Add(who, energy, power, domains)`` and ``Pay(who,
energy, power, domains)`` (the Rune Pool: Energy, Power of any Domain, Power of Domains; paying uses
the player's runes for what the pool lacks, :mod:`.costs`), ``Conquer(battlefield)``,
``Hold(battlefield)``, ``Exhaust(target)``, ``Ready(target)``, ``Kill(target)``, ``Banish(target)``,
``Recall(target)``, ``Return(target)`` (to its owner's hand), ``Heal(target)``, ``Stun(target)``,
``Buff(target)``, ``SpendBuff(target)``, ``Empower(target)``, ``Disempower(target)``,
``Deal(target, count)``, ``Give(target, might, until="turn")``, ``GiveKeyword(target, keyword,
value, until="turn")``, ``Move(target, to)``, ``Play(target, at=None, exhausted=None,
ignore="cost")`` (a card played by an effect, paying its cost unless ``ignore``),
``PlayToken(name, might, type, tags, count, at, exhausted, abilities)``, ``Attach(what, to)``,
``Detach(what)``, ``Equip(to)`` ([Equip]'s effect: attach this to a unit you control),
``WeaponmasterEquip()``. Composition: ``Sequence(*steps)``, ``May(action)``, ``Purpose(cost,
effect)`` ("pay [1] to draw 1"), ``If(condition, then, otherwise)`` with conditions ``Did(type)``,
``AtLeast(value, n)``, ``Exists(selector)``, ``Not(c)``, ``PaidAdditional()``, ``Both(a, b)``,
``ThisTurn(kind, least)`` ("if you've discarded a card this turn"), ``NearVictory(who,
within)``; ``Reflexive(effect, condition)`` ("… this way, do this:"), ``ForEach(of, action)``,
``Repeat(times, action)``, ``Remember(name, of)``, ``AddAbility(ability, until)``, ``Nothing()``.

Selectors (``resolve(ctx) -> list``): players ``Controller()`` (``CONTROLLER``), ``Opponent()``
(one, chosen), ``Opponents()``, ``Players()``, ``ChoosePlayer()``, ``TurnPlayer()``,
``PlayerNamed(n)``, ``ControllerOf(s)``, ``OwnerOf(s)``; objects ``Self()`` ("me", "this"),
``That()`` (the event's object: "that unit"), ``It()`` (what the last instruction affected,
else ``That()``), ``Last()``, ``EventCards()`` ("the burned card"), ``Remembered(name)``,
``Permanents(type, controller="friendly"|"enemy"|"you", at="base"|"battlefield"|"here"|name,
other, exhausted, max_might, min_might, tag, name, stunned, buffed, damaged, role, among,
equipped, attached)``, ``AttachedTo(s)`` (the cards attached to it), ``FacedownCards()`` (yours),
``Units(...)``, ``Gear(...)``, ``CardsIn(zone, whose, type, top)``, ``Battlefields(controlled,
name, here)``, ``LocationOf(s)`` (a unit's battlefield, None for a base); ``Choose(of, count=1,
up_to=False, chooser=CONTROLLER)`` makes a choice. Amounts are ints or values: ``MightOf(s)``,
``Count(s)``, ``PointsOf(s)``, ``XpOf(s)``, ``Times(k, a)``, ``Plus((a, b))``.

**Abilities.** ``TriggeredAbility(event, effect, condition=None, limit=None)`` — ``event`` an
event kind ("burn", "play", "kill", "conquer", "hold", "move", "phase" …), ``condition`` a
``When(by="you"|"opponent", subject="self"|"friendly"|"enemy"|"other"|"other_friendly",
type="Unit", phase="beginning", whose="you", at="here")`` (more fields: "one or more" batches,
the subject's status as it happened, "it" of an ability an effect created about it …: see
:class:`When`) or a function ``(event, registered) -> bool``. ``ReplacementAbility(event,
replacement, condition=None, optional=False, uses=None, limit=None)`` — the events that can be
replaced: "kill" (would die), "damage", "draw", "burn", "banish", "gain_point".
``StaticAbility(might, affects)``. ``EntersAbility(ready, affects)`` ("I enter ready.").
``CombatAbility(keyword, value, affects)`` ([Assault 2], [Tank], [Deflect], [Ganking]).
``Restriction(what, affects)`` ("I can't be readied.": "ready"; "I can't be chosen by enemy
spells and abilities.": "chosen"). ``IgnoreAbility(keyword, affects, by)`` ("Players ignore
[Deflect] while paying for … choosing something here", 764-767).
``ActivatedAbility(cost, effect)`` ("[E]: …"), activated with ``activate(game, player, card,
index=0)``: the cost's actions, then the effect. ``PermissionAbility(keyword)``: [Hidden],
[Ambush], permissions :mod:`.hiding` checks. ``Script(abilities, effect)`` is a ready-made
:class:`CardScript`. A permanent's abilities are registered while it is on the board.

**Costs.** ``play_card(game, player, card, battlefield=None, ignore=None)`` plays a card paying
its costs (349-358, :mod:`.costs`): its base cost or, from the trash, its ``FlowCost(cost)``
([Flow]); its ``AdditionalCost(cost, optional, then, less)`` ([Accelerate], [Repeat], "as an
additional cost"); less its ``CostReduction(energy, domains, active_if, per, floor)`` ("I cost
[2] less …"); to a battlefield it controls or one ``PlayTo(where)`` allows. Energy and Power are
paid from the Rune Pool, the player's runes exhausted and recycled for what it lacks.
``Discounted(cost, energy, per, active_if)``: an ability's cost with a discount;
``Costing(of, energy, power)``: cards of a cost no more than that.

**The chain.** A spell played goes on the chain (:mod:`.chain`), where the other players may
play Reactions before it resolves (asked through the choice queue; nobody by default);
``Counter(target, to, unless)`` counters ``Spells(controller)`` on it (425); ``TakeControl`` of
a spell on it and ``NewChoices(target)`` for it (750).

**Turns and scoring.** ``take_turn(game, player)`` (Awaken to Draw), ``run_phase(game,
"beginning")``; ``conquer``, ``hold``, ``score``, ``gain_points``, ``check_win``; the game
actions as functions in :mod:`.deck` (draw, burn, burn_out, recycle, look, discard, channel)
and :mod:`.board` (exhaust, ready, deal, heal, kill, banish, recall, move, standard_move, stun,
buff, give, play, play_token); ``cleanup(game)``; ``combat(game, battlefield, attacker)``
(459-466: it opens with a showdown in which both players pass; ``game.combat`` while it
lasts; "this combat" effects expire as it ends). Hiding (421, 811): ``hide(game, player,
card, battlefield)``, ``play_hidden(game, player, card)``, ``ambush(game, player, card,
battlefield)`` (822); attaching (434, 435): ``attach(game, card, unit, player)``,
``detach(game, card, player)`` (:mod:`.equipment`).

**Citations.** :mod:`.citations` keeps one table from each action to the rules of 2026-07-16
by title and words, mapped into any edition through its headings and rule tracing.
"""

from riftrules.engine.abilities import (
    Ability,
    ActivatedAbility,
    AdditionalCost,
    CombatAbility,
    CostReduction,
    EntersAbility,
    FlowCost,
    IgnoreAbility,
    PermissionAbility,
    PlayTo,
    Registered,
    ReplacementAbility,
    Restriction,
    Script,
    StaticAbility,
    TriggeredAbility,
    When,
    activate,
    add_ability,
    settle,
)
from riftrules.engine.actions import (
    Action,
    Add,
    AddAbility,
    AtLeast,
    Banish,
    Both,
    Buff,
    Burn,
    Channel,
    Condition,
    Conquer,
    Counter,
    Deal,
    DealEachOther,
    DealSplit,
    Did,
    DiedAlone,
    Discard,
    DiscardCards,
    Discounted,
    Disempower,
    Double,
    Draw,
    DrawCards,
    Either,
    Empower,
    Exactly,
    Exhaust,
    Exists,
    ForEach,
    GainPoints,
    GainXP,
    Give,
    GiveAbilities,
    GiveKeyword,
    Heal,
    Hold,
    If,
    InPhase,
    IsA,
    Kill,
    Look,
    May,
    Move,
    NearVictory,
    NewChoices,
    Not,
    Nothing,
    Pay,
    Play,
    PlayedAnother,
    PlayToken,
    Purpose,
    Put,
    PutTop,
    Ready,
    Recall,
    Recycle,
    Reflexive,
    Remember,
    Repeat,
    Return,
    Reveal,
    RevealCards,
    Sequence,
    SpendBuff,
    SpendXP,
    Stun,
    SwapMight,
    TakeControl,
    ThisTurn,
    WasMighty,
    WinGame,
    run_effect,
)
from riftrules.engine.chain import Spells
from riftrules.engine.choices import ChoiceError
from riftrules.engine.cleanup import cleanup
from riftrules.engine.combat import combat
from riftrules.engine.context import Context
from riftrules.engine.costs import Costing, PaidAdditional, play_card
from riftrules.engine.equipment import (
    Attach,
    AttachedTo,
    Detach,
    Equip,
    WeaponmasterEquip,
    attach,
    detach,
)
from riftrules.engine.events import Event, Log
from riftrules.engine.hiding import FacedownCards, ambush, hide, play_hidden
from riftrules.engine.modes import ChooseOne, Mode, ModeFor
from riftrules.engine.prevent import Prevent
from riftrules.engine.scoring import check_win, conquer, gain_points, hold, score
from riftrules.engine.selectors import (
    CONTROLLER,
    IT,
    LOOKED,
    OPPONENT,
    OPPONENTS,
    SELF,
    THAT,
    Battlefields,
    Cards,
    CardsIn,
    Choose,
    ChoosePlayer,
    Chosen,
    ChosenElseSelf,
    CombatPlayer,
    Controller,
    ControllerOf,
    EventCards,
    Gear,
    It,
    Last,
    LocationOf,
    MeAnd,
    Opponent,
    Opponents,
    OwnerOf,
    Permanents,
    PlayerNamed,
    Players,
    Remembered,
    Selector,
    Self,
    That,
    ThatBattlefield,
    There,
    TurnPlayer,
    Units,
)
from riftrules.engine.state import (
    MODES,
    Battlefield,
    CardScript,
    Game,
    GameCard,
    GameOver,
    Player,
)
from riftrules.engine.turn import PHASES, run_phase, take_turn
from riftrules.engine.values import Count, MightOf, Plus, PointsOf, Times, XpOf

__all__ = [
    "CONTROLLER",
    "IT",
    "LOOKED",
    "MODES",
    "OPPONENT",
    "OPPONENTS",
    "PHASES",
    "SELF",
    "THAT",
    "Ability",
    "Action",
    "ActivatedAbility",
    "Add",
    "AddAbility",
    "AdditionalCost",
    "AtLeast",
    "Attach",
    "AttachedTo",
    "Banish",
    "Battlefield",
    "Battlefields",
    "Both",
    "Buff",
    "Burn",
    "CardScript",
    "Cards",
    "CardsIn",
    "Channel",
    "ChoiceError",
    "Choose",
    "ChooseOne",
    "ChoosePlayer",
    "Chosen",
    "ChosenElseSelf",
    "CombatAbility",
    "CombatPlayer",
    "Condition",
    "Conquer",
    "Context",
    "Controller",
    "ControllerOf",
    "CostReduction",
    "Costing",
    "Count",
    "Counter",
    "Deal",
    "DealEachOther",
    "DealSplit",
    "Detach",
    "Did",
    "DiedAlone",
    "Discard",
    "DiscardCards",
    "Discounted",
    "Disempower",
    "Double",
    "Draw",
    "DrawCards",
    "Either",
    "Empower",
    "EntersAbility",
    "Equip",
    "Event",
    "EventCards",
    "Exactly",
    "Exhaust",
    "Exists",
    "FacedownCards",
    "FlowCost",
    "ForEach",
    "GainPoints",
    "GainXP",
    "Game",
    "GameCard",
    "GameOver",
    "Gear",
    "Give",
    "GiveAbilities",
    "GiveKeyword",
    "Heal",
    "Hold",
    "If",
    "IgnoreAbility",
    "InPhase",
    "IsA",
    "It",
    "Kill",
    "Last",
    "LocationOf",
    "Log",
    "Look",
    "May",
    "MeAnd",
    "MightOf",
    "Mode",
    "ModeFor",
    "Move",
    "NearVictory",
    "NewChoices",
    "Not",
    "Nothing",
    "Opponent",
    "Opponents",
    "OwnerOf",
    "PaidAdditional",
    "Pay",
    "Permanents",
    "PermissionAbility",
    "Play",
    "PlayTo",
    "PlayToken",
    "PlayedAnother",
    "Player",
    "PlayerNamed",
    "Players",
    "Plus",
    "PointsOf",
    "Prevent",
    "Purpose",
    "Put",
    "PutTop",
    "Ready",
    "Recall",
    "Recycle",
    "Reflexive",
    "Registered",
    "Remember",
    "Remembered",
    "Repeat",
    "ReplacementAbility",
    "Restriction",
    "Return",
    "Reveal",
    "RevealCards",
    "Script",
    "Selector",
    "Self",
    "Sequence",
    "Spells",
    "SpendBuff",
    "SpendXP",
    "StaticAbility",
    "Stun",
    "SwapMight",
    "TakeControl",
    "That",
    "ThatBattlefield",
    "There",
    "ThisTurn",
    "Times",
    "TriggeredAbility",
    "TurnPlayer",
    "Units",
    "WasMighty",
    "WeaponmasterEquip",
    "When",
    "WinGame",
    "XpOf",
    "activate",
    "add_ability",
    "ambush",
    "attach",
    "check_win",
    "cleanup",
    "combat",
    "conquer",
    "detach",
    "gain_points",
    "hide",
    "hold",
    "play_card",
    "play_hidden",
    "run_effect",
    "run_phase",
    "score",
    "settle",
    "take_turn",
]
