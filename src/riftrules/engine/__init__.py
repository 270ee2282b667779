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
value, until="turn")``, ``Move(target, to)`` (``to`` a battlefield selector or a
``Destination``: ``BASE``, ``ANYWHERE`` …), ``Play(target, at=None, exhausted=None,
ignore="cost")`` (a card played by an effect, paying its cost unless ``ignore``),
``PlayToken(name, might, type, tags, count, at, exhausted, abilities)``, ``Attach(what, to)``,
``Detach(what)``, ``Equip(to)`` ([Equip]'s effect: attach this to a unit you control),
``WeaponmasterEquip()``, ``LookCards(target)`` (an opponent's hand), ``HideCards(target)``
(421), ``ChannelRunes(target)`` (of those looked at, 430.2), ``Name(what)`` and ``Guess(of,
what)`` (760, :mod:`.naming`: ``WithNamed(of, what)``, ``GuessedRight()``). Composition:
``Sequence(*steps)``, ``May(action)``, ``Purpose(cost, effect)`` ("pay [1] to draw 1"),
``If(condition, then, otherwise)`` with conditions ``Did(type)``,
``AtLeast(value, n)``, ``Exists(selector)``, ``Not(c)``, ``PaidAdditional()``, ``Both(a, b)``,
``ThisTurn(kind, least)`` ("if you've discarded a card this turn"), ``NearVictory(who,
within)``; ``Reflexive(effect, condition)`` ("… this way, do this:"), ``ForEach(of, action)``,
``Repeat(times, action)``, ``RepeatPlayEffect()`` (383.4.a.3), ``Remember(name, of)``,
``AddAbility(ability, until)``, ``Nothing()``.

Selectors (``resolve(ctx) -> list``): players ``Controller()`` (``CONTROLLER``), ``Opponent()``
(one, chosen), ``Opponents()``, ``Players()``, ``ChoosePlayer()``, ``TurnPlayer()``,
``PlayerNamed(n)``, ``ControllerOf(s)``, ``OwnerOf(s)``; objects ``Self()`` ("me", "this"),
``That()`` (the event's object: "that unit"), ``It()`` (what the last instruction affected,
else ``That()``), ``Last()``, ``EventCards()`` ("the burned card"), ``Remembered(name)``,
``Permanents(type, controller="friendly"|"enemy"|"you", at="base"|"battlefield"|"here"|name,
other, exhausted, max_might, min_might, tag, name, stunned, buffed, damaged, role, among,
equipped, attached)``, ``AttachedTo(s)`` (the cards attached to it), ``ThisEquipment()`` ("this" in
an Equipment's effect text, 136.2.d), ``FacedownCards()`` (yours),
``AnyOf((s, …))`` (what any of them selects), ``Something(other, exhausted)`` (any non-spell
object on the board: permanents, runes, legends), ``Units(...)``, ``Gear(...)``,
``CardsIn(zone, whose, type, top)``, ``Battlefields(controlled,
name, here)``, ``LocationOf(s)`` (a unit's battlefield, None for a base); ``Choose(of, count=1,
up_to=False, chooser=CONTROLLER)`` makes a choice. Amounts are ints or values: ``MightOf(s)``,
``EnergyCostOf(s)``, ``PowerCostOf(s)``, ``DamageOn(s)``, ``KeywordValue(s, k)``, ``Count(s)``,
``PointsOf(s)``, ``XpOf(s)``,
``Times(k, a)``, ``Plus((a, b))``, ``Half(a, Rounding.UP)``.

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
[Deflect] while paying for … choosing something here", 764-767). ``VictoryScoreChange(more)``
("Increase the points needed to win the game by 1.", 194.3.a: ``Game.victory_score``).
``FacedownRoom(more)`` ("You may hide an additional card here.", 107.3.b.1).
``AnyNumberOfBuffs(affects)`` ("I can have any number of buffs.", 426.1.b.2).
``GrantedAbility(ability, affects)`` ('Units here have "[E]: Gain 1 XP."', 477.2.a).
``NotOnTurns(turns)`` ("I can't be played on your first, second, or third turns.").
``PlayOnlyTo(where)`` ("Play me only to a battlefield you conquered this turn.").
``ChannelPhaseRunes(count)`` ("players only channel 1 rune at the start of their Channel
Phase", 315.3.b). ``TagAbility(tag, affects)`` ("I am a Mech.", 477.1.a).
``TriggerAgain(kind)`` ("Your conquer effects for conquering here trigger an additional time.").
``PreventAbility(affects)`` ("prevent all damage that enemy spells and abilities would deal to
me", 437). ``BonusDamage(amount, by, to)`` ("Your spells and abilities deal 1 Bonus Damage.",
712-715).
``ActivatedAbility(cost, effect)`` ("[E]: …"), activated with ``activate(game, player, card,
index=0)``: on the chain with its mode and targets chosen, its cost's actions paid, answered
by Reactions, then its effect (377.3; at once for one that Adds, 400.2).
``PermissionAbility(keyword)``: [Hidden],
[Ambush], permissions :mod:`.hiding` checks. ``Script(abilities, effect)`` is a ready-made
:class:`CardScript`. A permanent's abilities are registered while it is on the board.

**Costs.** ``play_card(game, player, card, battlefield=None, ignore=None)`` plays a card paying
its costs (349-358, :mod:`.costs`): its base cost or, from the trash, its ``FlowCost(cost)``
([Flow]); its ``AdditionalCost(cost, optional, then, less)`` ([Accelerate], [Repeat], "as an
additional cost"); less its ``CostReduction(energy, domains, active_if, per, floor)`` ("I cost
[2] less …"); other cards' and effects' ``CostModifier`` (increases and discounts: "Your spells
cost [1] less", "the next spell you play this turn costs [5] less"; 356.3-356.4); to a
battlefield it controls or one ``PlayTo(where)`` allows. Energy and Power are
paid from the Rune Pool, the player's runes exhausted and recycled for what it lacks;
``Add(..., only=SpendOnly(plays, abilities_of, showdown))`` adds resources held apart that pay
only for playing cards of those types, their activated abilities, or during a showdown.
``Discounted(cost, energy, per, active_if)``: an ability's cost with a discount;
``Costing(of, energy, power, min_energy)``: cards of a cost no more than that (at least
``min_energy``).

**The chain.** A spell played goes on the chain (:mod:`.chain`), and so does an activated
ability (377.3), where the other players may play Reactions before it resolves (asked through
the choice queue; nobody by default); ``Counter(target, to, unless)`` counters
``Spells(controller)`` or ``Abilities(controller)`` on it (425); ``TakeControl`` of
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
``detach(game, card, player)`` (:mod:`.equipment`, :mod:`.detaching`).

**Flow.** A unit moved or played to a battlefield its player does not control contests it;
in a Main Phase's Neutral Open State each contested battlefield opens a combat or a showdown
(:mod:`.showdown`). ``Deck`` and ``new_game(decks, seed)`` (:mod:`.game_setup`: deck construction
checked, set-up by 110-118); ``legal_actions(game)`` and ``apply(game, action)``
(:mod:`.decisions`); ``play_game(decks, seed)`` with seeded random agents (:mod:`riftrules.games`).

**Citations.** :mod:`.citations` keeps one table from each action to the rules of 2026-07-16
by title and words, mapped into any edition through its headings and rule tracing.
"""

from riftrules.cards.model import CardType as CardType
from riftrules.engine.abilities import Ability as Ability
from riftrules.engine.abilities import ActivatedAbility as ActivatedAbility
from riftrules.engine.abilities import AdditionalCost as AdditionalCost
from riftrules.engine.abilities import AmbushTo as AmbushTo
from riftrules.engine.abilities import AnyNumberOfBuffs as AnyNumberOfBuffs
from riftrules.engine.abilities import AsRevealed as AsRevealed
from riftrules.engine.abilities import BonusDamage as BonusDamage
from riftrules.engine.abilities import ChannelPhaseRunes as ChannelPhaseRunes
from riftrules.engine.abilities import CombatAbility as CombatAbility
from riftrules.engine.abilities import CostModifier as CostModifier
from riftrules.engine.abilities import CostPerChosen as CostPerChosen
from riftrules.engine.abilities import CostReduction as CostReduction
from riftrules.engine.abilities import EntersAbility as EntersAbility
from riftrules.engine.abilities import FacedownRoom as FacedownRoom
from riftrules.engine.abilities import FlowCost as FlowCost
from riftrules.engine.abilities import GrantedAbility as GrantedAbility
from riftrules.engine.abilities import GrantedKeyword as GrantedKeyword
from riftrules.engine.abilities import GrantedPlayTo as GrantedPlayTo
from riftrules.engine.abilities import IgnoreAbility as IgnoreAbility
from riftrules.engine.abilities import MoveHere as MoveHere
from riftrules.engine.abilities import MoveTax as MoveTax
from riftrules.engine.abilities import NotOnTurns as NotOnTurns
from riftrules.engine.abilities import PermissionAbility as PermissionAbility
from riftrules.engine.abilities import PlayFor as PlayFor
from riftrules.engine.abilities import PlayOnlyTo as PlayOnlyTo
from riftrules.engine.abilities import PlayTo as PlayTo
from riftrules.engine.abilities import PreventAbility as PreventAbility
from riftrules.engine.abilities import ReplacementAbility as ReplacementAbility
from riftrules.engine.abilities import Restriction as Restriction
from riftrules.engine.abilities import Script as Script
from riftrules.engine.abilities import StaticAbility as StaticAbility
from riftrules.engine.abilities import TagAbility as TagAbility
from riftrules.engine.abilities import TagAsPlayed as TagAsPlayed
from riftrules.engine.abilities import TriggerAgain as TriggerAgain
from riftrules.engine.abilities import TriggeredAbility as TriggeredAbility
from riftrules.engine.abilities import VictoryScoreChange as VictoryScoreChange
from riftrules.engine.actions import Acting as Acting
from riftrules.engine.actions import Action as Action
from riftrules.engine.actions import ActivateEffects as ActivateEffects
from riftrules.engine.actions import AddAbility as AddAbility
from riftrules.engine.actions import Either as Either
from riftrules.engine.actions import ForEach as ForEach
from riftrules.engine.actions import If as If
from riftrules.engine.actions import May as May
from riftrules.engine.actions import Nothing as Nothing
from riftrules.engine.actions import Purpose as Purpose
from riftrules.engine.actions import Reflexive as Reflexive
from riftrules.engine.actions import Remember as Remember
from riftrules.engine.actions import Repeat as Repeat
from riftrules.engine.actions import RepeatPlayEffect as RepeatPlayEffect
from riftrules.engine.actions import Sequence as Sequence
from riftrules.engine.actions import run_effect as run_effect
from riftrules.engine.activation import activate as activate
from riftrules.engine.card_actions import Banish as Banish
from riftrules.engine.card_actions import Buff as Buff
from riftrules.engine.card_actions import Counter as Counter
from riftrules.engine.card_actions import Deal as Deal
from riftrules.engine.card_actions import DealEachOther as DealEachOther
from riftrules.engine.card_actions import DealSplit as DealSplit
from riftrules.engine.card_actions import Destination as Destination
from riftrules.engine.card_actions import Disempower as Disempower
from riftrules.engine.card_actions import Double as Double
from riftrules.engine.card_actions import Empower as Empower
from riftrules.engine.card_actions import Exhaust as Exhaust
from riftrules.engine.card_actions import Give as Give
from riftrules.engine.card_actions import GiveAbilities as GiveAbilities
from riftrules.engine.card_actions import GiveKeyword as GiveKeyword
from riftrules.engine.card_actions import GiveKeywordsOf as GiveKeywordsOf
from riftrules.engine.card_actions import GrantAbility as GrantAbility
from riftrules.engine.card_actions import Heal as Heal
from riftrules.engine.card_actions import IncreaseMight as IncreaseMight
from riftrules.engine.card_actions import Kill as Kill
from riftrules.engine.card_actions import Move as Move
from riftrules.engine.card_actions import NewChoices as NewChoices
from riftrules.engine.card_actions import Play as Play
from riftrules.engine.card_actions import PlayToken as PlayToken
from riftrules.engine.card_actions import Ready as Ready
from riftrules.engine.card_actions import Recall as Recall
from riftrules.engine.card_actions import Return as Return
from riftrules.engine.card_actions import SetBaseMight as SetBaseMight
from riftrules.engine.card_actions import SpendBuff as SpendBuff
from riftrules.engine.card_actions import Stun as Stun
from riftrules.engine.card_actions import SwapLocations as SwapLocations
from riftrules.engine.card_actions import SwapMight as SwapMight
from riftrules.engine.card_actions import TakeControl as TakeControl
from riftrules.engine.card_actions import TakeTurn as TakeTurn
from riftrules.engine.chain import (
    Abilities as Abilities,
)
from riftrules.engine.chain import (
    Spells as Spells,
)
from riftrules.engine.choices import (
    ChoiceError as ChoiceError,
)
from riftrules.engine.cleanup import (
    cleanup as cleanup,
)
from riftrules.engine.combat import (
    combat as combat,
)
from riftrules.engine.conditions import AssignedExcess as AssignedExcess
from riftrules.engine.conditions import AtLeast as AtLeast
from riftrules.engine.conditions import Both as Both
from riftrules.engine.conditions import Condition as Condition
from riftrules.engine.conditions import ConqueredAfter as ConqueredAfter
from riftrules.engine.conditions import Did as Did
from riftrules.engine.conditions import DiedAlone as DiedAlone
from riftrules.engine.conditions import Exactly as Exactly
from riftrules.engine.conditions import ExcessAssigned as ExcessAssigned
from riftrules.engine.conditions import Exists as Exists
from riftrules.engine.conditions import FewerThan as FewerThan
from riftrules.engine.conditions import InCombat as InCombat
from riftrules.engine.conditions import InPhase as InPhase
from riftrules.engine.conditions import InShowdown as InShowdown
from riftrules.engine.conditions import InTurn as InTurn
from riftrules.engine.conditions import IsA as IsA
from riftrules.engine.conditions import MoreThanYou as MoreThanYou
from riftrules.engine.conditions import NearVictory as NearVictory
from riftrules.engine.conditions import Not as Not
from riftrules.engine.conditions import PlayedAnother as PlayedAnother
from riftrules.engine.conditions import PlayedSpell as PlayedSpell
from riftrules.engine.conditions import Revealed as Revealed
from riftrules.engine.conditions import ScoredEarly as ScoredEarly
from riftrules.engine.conditions import SomePlayer as SomePlayer
from riftrules.engine.conditions import Targeted as Targeted
from riftrules.engine.conditions import ThisTurn as ThisTurn
from riftrules.engine.conditions import UnitsThere as UnitsThere
from riftrules.engine.conditions import WasMighty as WasMighty
from riftrules.engine.conditions import WasSide as WasSide
from riftrules.engine.context import (
    Context as Context,
)
from riftrules.engine.costs import Costing as Costing
from riftrules.engine.costs import PaidAdditional as PaidAdditional
from riftrules.engine.costs import PlayedFrom as PlayedFrom
from riftrules.engine.costs import Spent as Spent
from riftrules.engine.costs import play_card as play_card
from riftrules.engine.criteria import AtRandom as AtRandom
from riftrules.engine.criteria import MostMight as MostMight
from riftrules.engine.decisions import (
    apply as apply,
)
from riftrules.engine.decisions import (
    legal_actions as legal_actions,
)
from riftrules.engine.detaching import (
    detach as detach,
)
from riftrules.engine.doubling import DoubleMarked as DoubleMarked
from riftrules.engine.equipment import (
    Attach as Attach,
)
from riftrules.engine.equipment import (
    AttachedTo as AttachedTo,
)
from riftrules.engine.equipment import (
    Detach as Detach,
)
from riftrules.engine.equipment import (
    Equip as Equip,
)
from riftrules.engine.equipment import (
    ThisEquipment as ThisEquipment,
)
from riftrules.engine.equipment import (
    WeaponmasterEquip as WeaponmasterEquip,
)
from riftrules.engine.equipment import (
    attach as attach,
)
from riftrules.engine.events import (
    Event as Event,
)
from riftrules.engine.events import EventKind as EventKind
from riftrules.engine.events import GameOver as GameOver
from riftrules.engine.events import (
    Log as Log,
)
from riftrules.engine.game_setup import (
    Deck as Deck,
)
from riftrules.engine.game_setup import (
    DeckError as DeckError,
)
from riftrules.engine.game_setup import (
    new_game as new_game,
)
from riftrules.engine.hiding import (
    FacedownCards as FacedownCards,
)
from riftrules.engine.hiding import (
    HideCards as HideCards,
)
from riftrules.engine.hiding import (
    ambush as ambush,
)
from riftrules.engine.hiding import (
    hide as hide,
)
from riftrules.engine.hiding import (
    play_hidden as play_hidden,
)
from riftrules.engine.keyword_actions import KeywordDone as KeywordDone
from riftrules.engine.keywords import Keyword as Keyword
from riftrules.engine.modes import (
    ChooseOne as ChooseOne,
)
from riftrules.engine.modes import (
    Mode as Mode,
)
from riftrules.engine.modes import (
    ModeFor as ModeFor,
)
from riftrules.engine.names import MODES as MODES
from riftrules.engine.names import Phase as Phase
from riftrules.engine.names import Scoring as Scoring
from riftrules.engine.names import Until as Until
from riftrules.engine.names import Zone as Zone
from riftrules.engine.naming import NAMED as NAMED
from riftrules.engine.naming import Guess as Guess
from riftrules.engine.naming import Guessed as Guessed
from riftrules.engine.naming import GuessedRight as GuessedRight
from riftrules.engine.naming import Name as Name
from riftrules.engine.naming import Naming as Naming
from riftrules.engine.naming import WithNamed as WithNamed
from riftrules.engine.payment import SpendOnly as SpendOnly
from riftrules.engine.places import MovedFrom as MovedFrom
from riftrules.engine.places import MoveEnds as MoveEnds
from riftrules.engine.places import ShowdownField as ShowdownField
from riftrules.engine.places import ThatBattlefield as ThatBattlefield
from riftrules.engine.places import There as There
from riftrules.engine.places import WhereItWas as WhereItWas
from riftrules.engine.player_actions import Add as Add
from riftrules.engine.player_actions import Burn as Burn
from riftrules.engine.player_actions import Channel as Channel
from riftrules.engine.player_actions import ChannelRunes as ChannelRunes
from riftrules.engine.player_actions import Conquer as Conquer
from riftrules.engine.player_actions import Discard as Discard
from riftrules.engine.player_actions import DiscardCards as DiscardCards
from riftrules.engine.player_actions import Discounted as Discounted
from riftrules.engine.player_actions import Draw as Draw
from riftrules.engine.player_actions import DrawCards as DrawCards
from riftrules.engine.player_actions import Forbid as Forbid
from riftrules.engine.player_actions import GainPoints as GainPoints
from riftrules.engine.player_actions import GainXP as GainXP
from riftrules.engine.player_actions import Hold as Hold
from riftrules.engine.player_actions import Look as Look
from riftrules.engine.player_actions import LookCards as LookCards
from riftrules.engine.player_actions import Pay as Pay
from riftrules.engine.player_actions import PayAny as PayAny
from riftrules.engine.player_actions import Put as Put
from riftrules.engine.player_actions import PutTop as PutTop
from riftrules.engine.player_actions import Recycle as Recycle
from riftrules.engine.player_actions import Reorder as Reorder
from riftrules.engine.player_actions import Reveal as Reveal
from riftrules.engine.player_actions import RevealCards as RevealCards
from riftrules.engine.player_actions import RevealUntil as RevealUntil
from riftrules.engine.player_actions import ShuffleInto as ShuffleInto
from riftrules.engine.player_actions import SpendAnyXP as SpendAnyXP
from riftrules.engine.player_actions import SpendXP as SpendXP
from riftrules.engine.player_actions import WinGame as WinGame
from riftrules.engine.points import check_win as check_win
from riftrules.engine.points import gain_points as gain_points
from riftrules.engine.predicting import Predict as Predict
from riftrules.engine.prevent import (
    DoubleDamage as DoubleDamage,
)
from riftrules.engine.prevent import (
    Prevent as Prevent,
)
from riftrules.engine.reacting import react as react
from riftrules.engine.registered import Registered as Registered
from riftrules.engine.registered import add_ability as add_ability
from riftrules.engine.reminder_meanings import ReminderMeaning as ReminderMeaning
from riftrules.engine.scoring import conquer as conquer
from riftrules.engine.scoring import hold as hold
from riftrules.engine.scoring import score as score
from riftrules.engine.selectors import CHOSEN_PLAYER as CHOSEN_PLAYER
from riftrules.engine.selectors import CONTROLLER as CONTROLLER
from riftrules.engine.selectors import IT as IT
from riftrules.engine.selectors import KILLED as KILLED
from riftrules.engine.selectors import LOOKED as LOOKED
from riftrules.engine.selectors import OPPONENT as OPPONENT
from riftrules.engine.selectors import OPPONENTS as OPPONENTS
from riftrules.engine.selectors import PLAYED as PLAYED
from riftrules.engine.selectors import REVEALED as REVEALED
from riftrules.engine.selectors import SELF as SELF
from riftrules.engine.selectors import THAT as THAT
from riftrules.engine.selectors import AnyOf as AnyOf
from riftrules.engine.selectors import Battlefields as Battlefields
from riftrules.engine.selectors import BeforeTheirTurn as BeforeTheirTurn
from riftrules.engine.selectors import Cards as Cards
from riftrules.engine.selectors import CardsIn as CardsIn
from riftrules.engine.selectors import Choose as Choose
from riftrules.engine.selectors import ChoosePlayer as ChoosePlayer
from riftrules.engine.selectors import Chosen as Chosen
from riftrules.engine.selectors import ChosenElseSelf as ChosenElseSelf
from riftrules.engine.selectors import CombatPlayer as CombatPlayer
from riftrules.engine.selectors import Controller as Controller
from riftrules.engine.selectors import ControllerOf as ControllerOf
from riftrules.engine.selectors import EventCards as EventCards
from riftrules.engine.selectors import Gear as Gear
from riftrules.engine.selectors import InZone as InZone
from riftrules.engine.selectors import It as It
from riftrules.engine.selectors import KilledToPlay as KilledToPlay
from riftrules.engine.selectors import Last as Last
from riftrules.engine.selectors import Location as Location
from riftrules.engine.selectors import LocationOf as LocationOf
from riftrules.engine.selectors import MeAnd as MeAnd
from riftrules.engine.selectors import NamedAsMe as NamedAsMe
from riftrules.engine.selectors import Opponent as Opponent
from riftrules.engine.selectors import Opponents as Opponents
from riftrules.engine.selectors import OwnerOf as OwnerOf
from riftrules.engine.selectors import Permanents as Permanents
from riftrules.engine.selectors import PlayerNamed as PlayerNamed
from riftrules.engine.selectors import Players as Players
from riftrules.engine.selectors import Remembered as Remembered
from riftrules.engine.selectors import Selector as Selector
from riftrules.engine.selectors import Self as Self
from riftrules.engine.selectors import Something as Something
from riftrules.engine.selectors import That as That
from riftrules.engine.selectors import TheChosen as TheChosen
from riftrules.engine.selectors import TheyNamed as TheyNamed
from riftrules.engine.selectors import TurnPlayer as TurnPlayer
from riftrules.engine.selectors import Units as Units
from riftrules.engine.skipping import Skip as Skip
from riftrules.engine.state import Battlefield as Battlefield
from riftrules.engine.state import CardScript as CardScript
from riftrules.engine.state import Game as Game
from riftrules.engine.state import GameCard as GameCard
from riftrules.engine.state import Player as Player
from riftrules.engine.teams import YourTeam as YourTeam
from riftrules.engine.timing import Timing as Timing
from riftrules.engine.trigger_conditions import When as When
from riftrules.engine.triggering import settle as settle
from riftrules.engine.turn import (
    run_phase as run_phase,
)
from riftrules.engine.turn import (
    take_turn as take_turn,
)
from riftrules.engine.values import CostKind as CostKind
from riftrules.engine.values import Count as Count
from riftrules.engine.values import DamageOn as DamageOn
from riftrules.engine.values import DifferentTags as DifferentTags
from riftrules.engine.values import EnergyCostOf as EnergyCostOf
from riftrules.engine.values import Half as Half
from riftrules.engine.values import HighestCost as HighestCost
from riftrules.engine.values import HighestMight as HighestMight
from riftrules.engine.values import KeywordValue as KeywordValue
from riftrules.engine.values import MightOf as MightOf
from riftrules.engine.values import PaidAmount as PaidAmount
from riftrules.engine.values import Plus as Plus
from riftrules.engine.values import PointsOf as PointsOf
from riftrules.engine.values import PowerCostOf as PowerCostOf
from riftrules.engine.values import Rounding as Rounding
from riftrules.engine.values import TagCount as TagCount
from riftrules.engine.values import TagsAmong as TagsAmong
from riftrules.engine.values import ThisTurnCount as ThisTurnCount
from riftrules.engine.values import Times as Times
from riftrules.engine.values import TotalMight as TotalMight
from riftrules.engine.values import XpOf as XpOf
