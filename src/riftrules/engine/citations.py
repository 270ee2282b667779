"""The rules each game action applies, as one table written against edition 2026-07-16.

Every event the engine logs cites the rules that produced it, in the edition the game is played
under. Numbers are never written per edition: :data:`TABLE` names, for each citation key, the
rules of 2026-07-16 by their *words* — a :class:`Section` by its heading's title ("Burn", "Burn
Out"), a :class:`Ref` by its number in 2026-07-16 together with the words that rule says (a test
checks them, so a wrong number cannot slip in). :class:`Citations` maps the table into any
edition:

- a section through the headings of that edition, by title (2025-06-02 has "Burn Out" at 607 and
  no "Burn" at all);
- a rule through :func:`riftrules.rules.trace.trace` from 2026-07-16 into that edition.

What has no counterpart in an edition is left out there, so every number an event cites exists
in the edition it cites (``tests/engine/test_citations.py`` checks every key in every edition).
"""

from __future__ import annotations

from dataclasses import dataclass
from functools import cache

from riftrules.rules import store

REFERENCE = "2026-07-16"


@dataclass(frozen=True, slots=True)
class Section:
    """A heading of the Core Rules, found by its title in each edition."""

    title: str


@dataclass(frozen=True, slots=True)
class Ref:
    """A rule of edition 2026-07-16: its number there and words its text contains."""

    number: str
    words: str


Citation = Section | Ref

# One entry per citation key: what an event of that kind, for that reason, applies.
TABLE: dict[str, tuple[Citation, ...]] = {
    # Draw (413) and the Draw Phase
    "draw": (Section("Draw"), Ref("413.1", "Drawing a card takes a single card")),
    "draw.phase": (
        Ref("315.4.b", "The Turn Player draws 1"),
        Ref("413.2.a", "Each player draws 1 during the Draw Phase"),
    ),
    "draw.burn_out": (
        Ref("413.4.b", "Perform a Burn Out"),
        Ref("431.1.a", "If a player must Draw cards in excess"),
    ),
    "draw.rest": (
        Ref("413.4.c", "Draw the remaining cards"),
        Ref("431.2.d", "Completes the remainder of the action"),
    ),
    "draw.phase_rest": (Ref("315.4.b.2", "After completing the Burn Out the Turn Player still"),),
    "draw.phase_burn_out": (Ref("315.4.b.1", "the Turn Player has been Burned Out"),),
    # Burn (440)
    "burn": (
        Section("Burn"),
        Ref("440.1", "Burning is the act of moving cards"),
        Ref("440.4", "must Burn as many cards as possible"),
    ),
    "burn.burn_out": (
        Ref("440.4", "burn out and then burn the rest"),
        Ref("431.1.b", "put one or more cards from their Main Deck in any other zone"),
    ),
    "burn.rest": (
        Ref("440.4", "burn out and then burn the rest"),
        Ref("431.2.d", "Completes the remainder of the action"),
    ),
    # Moving cards out of the Main Deck by any other instruction
    "deck.burn_out": (Ref("431.1.b", "put one or more cards from their Main Deck in any other"),),
    "deck.rest": (Ref("431.2.d", "Completes the remainder of the action"),),
    # Burn Out (431)
    "burn_out": (
        Section("Burn Out"),
        Ref("431.1", "Burning Out is an action a player must perform"),
        Ref("431.2", "To Burn Out, a player does the following in sequence"),
        Ref("431.2.a", "Performs as much of the prescribed action as possible"),
        Ref("431.5", "Burning Out is a Replacement Effect"),
    ),
    "burn_out.recycle": (
        Ref("431.2.b", "Recycles their trash into their Main Deck"),
        Ref("416.5", "placed on the bottom of that deck in a random order"),
    ),
    "burn_out.point": (
        Ref("431.2.c", "Chooses an opponent to gain 1 point"),
        Ref("194.1.d", "When an opponent Burns Out and picks that player"),
    ),
    "burn_out.again": (
        Ref("431.3", "Main Deck may remain empty as they Burn Out"),
        Ref("431.3.a", "burning out repeatedly, giving 1 point to an opponent each time"),
    ),
    "burn_out.unpreventable": (Ref("431.3.b", "cannot be replaced or prevented by any means"),),
    "burn_out.win": (
        Ref("431.3.c", "cause a player to reach or surpass the Victory Score"),
        Ref("431.3.c.1", "The player wins immediately, without needing to wait"),
    ),
    # Recycle (416)
    "recycle": (
        Section("Recycle"),
        Ref("416.1", "Recycling cards is the action"),
        Ref("416.4", "must Recycle as many cards as possible"),
    ),
    "recycle.runes": (Ref("416.1.b", "Runes are Recycled to the Rune Deck"),),
    "shuffle": (Ref("416.5", "placed on the bottom of that deck in a random order"),),
    # Channel (430) and the Channel Phase
    "channel": (
        Section("Channel"),
        Ref("430.1", "Channeling is the action of taking one or more Runes"),
        Ref("430.2.a", "By default, runes are channeled readied"),
    ),
    "channel.short": (Ref("430.3", "channel as many as possible"),),
    "channel.phase": (
        Ref("315.3.b", "The Turn Player channels 2 runes"),
        Ref("430.4.a", "A player Channels two Runes during the Channel Phase"),
    ),
    "channel.phase.fewer": (
        Ref("315.3.b", "The Turn Player channels 2 runes"),
        Ref("002", "Card text supersedes rules text"),
    ),
    # Looking and revealing never burn out (431.1.c)
    "look": (Ref("431.1.c", "look at or reveal cards in excess"),),
    "look.short": (
        Ref("431.1.c", "but does not Burn Out"),
        Ref("431.1.c.1", "any further instructions are ignored"),
    ),
    "reveal": (
        Section("Reveal"),
        Ref("424.1", "Revealing is the act of presenting a card"),
        Ref("424.1.a.2", "Cards remain in the zone they are being Revealed from"),
    ),
    # Discard (422)
    "discard": (
        Section("Discard"),
        Ref("422.1", "Discarding a card is moving it from a player's hand"),
        Ref("422.4", "must Discard as many cards as possible"),
    ),
    # Exhaust (414), Ready (415), Awaken
    "exhaust": (Section("Exhaust"), Ref("414.1", "Exhausting is an action")),
    "ready": (Section("Ready"), Ref("415.1", "Readying is an action")),
    "ready.awaken": (
        Ref("315.1.b", "The Turn Player readies all Game Objects they control"),
        Ref("415.3.a", "during the Awakening Phase"),
    ),
    # Kill (428), Banish (427), Recall (454)
    "kill": (
        Section("Kill"),
        Ref("428.1", "Killing is the action of a Permanent going to the trash"),
        Ref("428.2", "placed directly in the trash from its place of origin"),
    ),
    "kill.lethal": (
        Ref("323.5", "Lethal"),
        Ref("142.4.b", "Lethal Damage for a Unit is a non-zero amount"),
        Ref("428.4", "Killing can also be the result of resolving a Cleanup"),
    ),
    "banish": (
        Section("Banish"),
        Ref("427.1", "Banishing is the action of placing a card"),
        Ref("427.2", "placed directly into the Banishment zone"),
    ),
    "recall": (
        Section("Recalls"),
        Ref("455", "A Recall is when a Permanent is relocated"),
        Ref("456", "Recalls are not Moves"),
    ),
    "return": (
        Ref("056.2", "it goes to its owner’s corresponding zone instead"),
        Ref("108.7.a", "Each player has their own Hand"),
    ),
    "recall.gear": (
        Ref("149.3", "recalled to its controller's Base as a corrective action"),
        Ref("323.7", "Recall all Unattached non-Unit Gear"),
    ),
    # Move (420, 445)
    "move": (
        Section("Move"),
        Ref("420.1", "Moving is the act of a Game Object moving between two Locations"),
        Ref("447", "Moving is defined by the Origin and Destination"),
    ),
    "exhaust.standard_move": (Ref("144.2", "Exhausting the Unit is the Cost for this action"),),
    "move.standard": (
        Ref("144", "Units have the Inherent Ability to perform a Standard Move"),
        Ref("144.4", "The Destinations where Units can Move to with their Standard Move"),
    ),
    "move.ganking": (
        Ref("144.4.c.1", "Units with Ganking may use their Standard Move to Move from Battlefield"),
        Ref("810.1.b", "I may move to a battlefield from another battlefield with a standard move"),
    ),
    # "Units can move here from anywhere.": the battlefield's text supersedes 144.4
    "move.anywhere": (
        Ref("144.4", "The Destinations where Units can Move to with their Standard Move"),
        Ref("002", "Card text supersedes rules text"),
    ),
    # Deflect (809): the Power an opponent's spell or ability pays to choose the permanent
    "pay.deflect": (
        Ref("809.1.c", "cost an amount of Power equal to [Deflect Value] more"),
        Ref("356.2.a.2", "The cost imposed by the Deflect keyword is a Mandatory Additional Cost"),
    ),
    # Deal (417), Heal (418), Stun (423), Buff (426), Might
    "damage": (
        Section("Deal"),
        Ref("417.1.b", "mark the specified amount of Damage on the Unit"),
    ),
    # "Your spells and abilities deal 1 Bonus Damage." (712-715): the amount dealt increased
    "damage.bonus": (
        Section("Bonus Damage"),
        Ref("715.1", "increased by the Bonus Damage granted to it"),
        Ref("417.1.b", "mark the specified amount of Damage on the Unit"),
    ),
    # "Deal 5 damage split among any number of enemy units here" (355.14)
    "damage.split": (
        Ref("355.14.e", "how much damage is divided across the split is not decided until"),
        Ref("355.14.f", "Each Target must receive a valid amount of damage"),
    ),
    "heal": (Section("Heal"), Ref("418.1", "Damage being cleared from Units is Healing")),
    "give.assault": (Ref("807.2", "is granted Assault by an additional source"),),
    "give.shield": (Ref("814.2", "is granted Shield by an additional source"),),
    "give.tank": (Ref("815.1.b", "I must be assigned lethal damage before any other unit"),),
    "give.ability": (
        Ref("477.2.a", "grant, remove, or replace the abilities or rules text of Game Objects"),
    ),
    "give.temporary": (
        Ref("816.1.b", "At the start of this permanent's controller's Beginning Phase"),
        Ref("816.2", "Multiple instances of Temporary are redundant"),
    ),
    "give.backline": (Ref("826.3", "I must be assigned lethal damage after any other unit"),),
    "give.deflect": (Ref("809.2", "is granted Deflect by an additional source"),),
    "give.ganking": (Ref("810.1.b", "I may move to a battlefield from another battlefield"),),
    "empower": (Ref("441.1", "Empowering is the act of rendering one or more Game Objects"),),
    "disempower": (Ref("442.1", "Disempowering is the act of removing the Empowered status"),),
    # an activated ability used: "When you use an activated ability of a gear" (377.2)
    "activate": (
        Ref("377.2", "Card text will refer to activating Activated Abilities with the word"),
        Ref("377.2.a", "that condition is fulfilled when the Activated Ability resolves"),
    ),
    # Combat (459-466)
    "combat": (
        Section("Combat"),
        Ref("461", "Combat is considered Staged if there are units controlled by two opposing"),
        Ref("464.2.c.1", "The Attacker is the player whose unit(s) applied the Contested"),
    ),
    "combat.attack": (
        Ref("464.2.c.3", "Units at the Contested Battlefield controlled by the Attacker"),
        Ref("383.4.e", "Attack Triggers are Triggered Abilities"),
    ),
    "combat.defend": (
        Ref("464.2.c.3", "Units at the Contested Battlefield controlled by the Attacker"),
        Ref("383.4.f", "Defend Triggers are Triggered Abilities"),
    ),
    "combat.assign": (
        Ref("465.2.c", "each player assigns an amount of damage equal to their summed Might"),
        Ref("465.2.c.3", "Units must have lethal damage assigned to them in full"),
        Ref("423.1.b", "A Stunned Unit does not contribute its might"),
    ),
    "combat.damage": (Ref("465.2.d", "Deal Damage to each unit equal to the amount assigned"),),
    "combat.heal": (Ref("466.1.a.1", "Heal all Units"),),
    "combat.recall": (Ref("466.1.a.2", "Recall Attackers present at the Battlefield"),),
    "combat.end": (
        Ref("466.3.a", "A Player has won a combat"),
        Ref("466.5.d", "Establishing Control results in a Conquer"),
        Ref("466.7.a", "Remove Attacker and Defender Designation"),
    ),
    "showdown": (
        Ref("344.2", "a Showdown is opened during the next Cleanup"),
        Ref("345", "the player who applied Contested status to the Battlefield gains Focus"),
        Ref("190.4", "Control is established by having Units at a Battlefield"),
    ),
    "contest.uncontested": (
        Ref("323.11.a", "their controller applies Contested status to that Battlefield"),
    ),
    "contest": (
        Ref("190.3.a", "Contested is a temporary status applied to the battlefield"),
        Ref("190.3.a.1", "Units moving to or being played to a battlefield apply Contested"),
        Ref("450", "The Destination becomes Contested"),
    ),
    # Setup (110-118) and a duel's first turn (485)
    "setup": (
        Ref("111", "places it in the Legend Zone"),
        Ref("112", "places it in the Champion Zone"),
        Ref("114", "Each player shuffles their Main and Rune Decks"),
        Ref("115", "Determine Turn Order using any fair random method"),
        Ref("485.5", "Each player randomly selects one (1) of their three (3) Battlefields"),
    ),
    "draw.setup": (Ref("116", "Players each draw 4"),),
    "mulligan": (
        Ref("117.1", "A player may choose up to two cards in their hand"),
        Ref("117.2", "that player draws as many cards as they set aside"),
        Ref("117.3", "that player Recycles the cards that were set aside"),
    ),
    "channel.extra": (Ref("485.7", "channels an extra Rune from their Rune Deck"),),
    "showdown.combat": (
        Ref("344.1", "then a Showdown will be opened as the first step of Combat"),
        Ref("464.2.b", "Start of combat or showdown effects happen now"),
    ),
    "expire.combat": (Ref("466.7.c", "effects expire simultaneously"),),
    "heal.end": (
        Ref("317.2.b", "Heal all Units"),
        Ref("143.3.b.1", "At the end of each player's turn"),
    ),
    "stun": (Section("Stun"), Ref("423.1", "Stunning is the act of selecting")),
    "stun.end": (Ref("423.1.a.2", "Stunned Units lose the Stunned status"),),
    "buff": (
        Section("Buff"),
        Ref("426.1", "Buffing is the action of placing a Buff counter"),
        Ref("426.1.b.1", "it does not get another one"),
        Ref("703", "Each Buff individually contributes +1 Might"),
    ),
    "buff.many": (
        Ref("426.1.b.2", "Some effects may grant a Game Object permission to be Buffed multiple"),
    ),
    "buff.spend": (Ref("702.2.b", "Spending a Buff removes a single Buff counter from a Unit"),),
    "mighty": (Ref("709", "at the moment its Might changes from being less than 5"),),
    # "When my Might becomes 10 or more": the change 709 describes, at another Might (002)
    "might.mark": (
        Ref("143.2", "Might: The combat statistic of a Unit"),
        Ref("002", "Card text supersedes rules text"),
    ),
    "give": (Ref("143.2", "Might: The combat statistic of a Unit"),),
    "forbid.chosen": (Ref("757", "designate the Game Object as Untargetable"),),
    "expire": (Ref("317.2.c", "All ‘this turn’ effects expire simultaneously"),),
    "double": (
        Section("Double"),
        Ref("432.1", "Doubling is the act of increasing a numeric attribute"),
        Ref("477.3.c", "Players cannot increase a numeric attribute by a negative amount"),
    ),
    "base_might": (
        Ref("477.1.a.1", "Assignment of Might is dealt with in this layer"),
        Ref("477.3.e.1.a", "Positive values, or increases, to Might are applied first"),
    ),
    "increase": (
        Ref("477.3.b", "it is limited at the time of its application"),
        Ref("477.3.c", "Players cannot increase a numeric attribute by a negative amount"),
    ),
    # Play (419), units and gear entering the board, tokens
    "play": (
        Section("Play"),
        Ref("419.1", "A player Plays cards by placing them on the chain"),
        Ref("419.3", "Game effects may result in cards being played"),
    ),
    "play.unit": (Ref("143.4", "Units enter the Board exhausted"),),
    "play.gear": (
        Ref("149.1", "Gear enter play Ready"),
        Ref("149.2", "Gear can only be played to a player's Base"),
    ),
    "play.enters": (
        Ref("369.3", "Replacement Effects that apply to a unit as it enters the Board"),
    ),
    "play.spell": (Ref("108.2.b", "when they finish being executed as spells"),),
    # An instruction that cannot be carried out is ignored (055)
    "impossible": (Ref("055", "do as much as you can, ignoring impossible instructions"),),
    # Choosing (355.5-355.7): a game object chosen is targeted
    "choose": (
        Ref("355.5", "If a card requires you to specifically choose one or more Game Objects"),
        Ref("355.7", "When a card Chooses one or more specific Game Objects to affect"),
    ),
    "choose.new": (
        Ref("751", "make new choices for a finalized item on the chain"),
        Ref("754", "any Targeting Effects of that Game Object will trigger"),
    ),
    "control.spell": (
        Ref("191.2", "For Spells, they are the Spell's Controller"),
        Ref("191.2.a", "That player chooses targets"),
    ),
    # Counter (425): a spell cleared from the chain
    "counter": (
        Section("Counter"),
        Ref("425.1.a", "A card or ability that is Countered does nothing and is cleared"),
        Ref("425.1.b", "not considered to have been played for abilities that trigger"),
        Ref("425.1.c", "Countering does not refund any costs paid"),
    ),
    "counter.hand": (Ref("002", "Card text supersedes rules text"),),
    # Prevent (437): damage replaced by less damage, the Prevent Value reduced
    "prevent": (
        Section("Prevent"),
        Ref("437.2", "reduced by the Prevent Value tracked on the Unit"),
        Ref("437.3", "reduce the Prevent Value being tracked"),
    ),
    # a static "prevent all damage …": a Prevent Value of "All", nothing dealt
    "prevent.all": (
        Section("Prevent"),
        Ref("437.1.b.1.b", "X can be “All,” which specifies an infinite amount of damage"),
        Ref("437.4", "is not considered to have been dealt to it at all"),
    ),
    # "Put" (no game action named): into the owner's zone (056)
    "put.hand": (
        Ref("108.7", "The Hand"),
        Ref("056", "may never be placed into a non-Board zone belonging to another player"),
    ),
    "put.trash": (
        Ref("108.2.b", "when they are moved to the trash as an effect"),
        Ref("056", "may never be placed into a non-Board zone belonging to another player"),
    ),
    "put.deck": (
        Ref("108.4", "Main Deck Zones"),
        Ref("056", "may never be placed into a non-Board zone belonging to another player"),
    ),
    # A permanent changing control: its abilities follow (191.4.a); in a base, to the new
    # controller's (107.1.c)
    "control.take": (Ref("191.4.a", "the Controller of an Ability"),),
    "control.base": (Ref("107.1.c", "controlled by a player reside in that player's Base"),),
    # Swap (433): the lower value increased, the higher decreased, by the difference
    "swap": (
        Section("Swap"),
        Ref("433.1.b", "apply an Increase for that amount to the lower value"),
    ),
    # an effect instructs a player to win (195); the game ends (196)
    "win.effect": (
        Ref("195", "if an effect instructs them to do so"),
        Ref("196", "When a player wins the game, the game ends"),
    ),
    # Modes (355.3, 402.2): the controller chooses them (191.2.b, 191.4.d)
    "mode.spell": (
        Ref("355.3", "with a bulleted list of modes to choose from"),
        Ref("191.2.b", "That player chooses modes"),
    ),
    "mode.ability": (
        Ref("402.2", "such as targets, modes"),
        Ref("191.4.d", "That player chooses modes"),
    ),
    # "As you play me, choose Bird, Cat, Dog, or Poro. I gain that tag." (355.1, 477.1.a)
    "gain_tag.played": (
        Ref("355.1", "those choices are made now"),
        Ref("477.1.a", "grant, remove, or replace inherent traits"),
    ),
    "play.token": (
        Ref("180", "Tokens are Game Objects created by spells and abilities"),
        Ref("184.1", "the token enters ready or exhausted"),
    ),
    "token.gone": (Ref("186.1", "it ceases to exist immediately"),),
    # Hide (421) and [Hidden] (811), [Ambush] (822)
    "hide": (
        Section("Hide"),
        Ref("421.1", "Hiding a card is the act of placing a card facedown at a Battlefield"),
        Ref("811.1.b", "you may pay [A] to hide this facedown at a battlefield you control"),
        Ref("107.3.b", "Each Facedown Zone has a maximum occupancy of one card"),
    ),
    "hide.room": (Ref("107.3.b.1", "The maximum occupancy of a Facedown Zone can increase"),),
    "hide.reveal": (Ref("421.4", "If a facedown card would change zones"),),
    "play.hidden": (
        Ref("421.3", "Cards that are facedown at Battlefields have their gameplay properties"),
        Ref("811.1.b", "Beginning on the next turn, this gains [Reaction]"),
        Ref("811.1.c.3", "Playing a card from facedown"),
        Ref("811.1.d.1", "A hidden permanent must be played to that battlefield"),
    ),
    "hide.removed": (
        Ref("323.7", "Remove all Hidden cards from all Battlefields that are not controlled"),
        Ref("107.3.d", "If a player loses Control of a Battlefield, any cards in the Facedown"),
        Ref("421.4", "If a facedown card would change zones"),
    ),
    "ambush": (
        Ref("822.1.b", "I may be played to a battlefield where you control Units"),
        Ref("822.1.c", "adds options to locations that are valid for a Unit to be played to"),
    ),
    # Attach (434), Detach (435), Attachment (716), [Equip] (818)
    "attach": (
        Section("Attach"),
        Ref("434.1", "Attaching is the act of linking two cards on the board together"),
        Ref("434.4", "its location becomes the same as the new Top-Most Card"),
        Ref("718.2", "the card’s printed Rules Text is Inactive"),
    ),
    "attach.equip": (
        Ref("818.2", "the Unit that was chosen is considered to have been Equipped"),
        Ref("137.3", "A card’s Might Bonus modulates the Might of the card"),
    ),
    "attach.quick_draw": (
        Ref("819.1.d", "When you play this, attach it to a Unit you control"),
        Ref("137.3", "A card’s Might Bonus modulates the Might of the card"),
    ),
    "detach": (
        Section("Detach"),
        Ref("435.1", "Detaching is the act of unlinking two cards"),
        Ref("435.4", "its location is the same as the Top-Most Card from which it Detached"),
    ),
    "detach.leaves": (
        Ref("719.5", "all Attached cards Detach from it, remaining in their current zones"),
        Ref("435.4.b", "the last location the Top-Most Card was at"),
    ),
    "leave_board": (Ref("705", "If a Unit leaves play, remove all Buffs from it"),),
    # Scoring (467), Winning (193)
    "conquer": (
        Section("Scoring"),
        Ref("469.1", "Conquer: A player gains Control of a Battlefield"),
    ),
    "control": (Ref("469.1.b", "A player will gain control of a Battlefield"),),
    "hold": (
        Ref("469.2", "Hold: A player maintains Control of a Battlefield"),
        Ref("315.2.b.2", "The Turn Player Holds all Battlefields they Control"),
    ),
    "score": (
        Ref("468", "Scoring is the act of a Player gaining a point"),
        Ref("470", "once per Battlefield per turn"),
        Ref("471.1", "The player Gains up to one Point"),
    ),
    "score.point": (
        Ref("468.1", "Every instance of Scoring is also an instance of Gaining points"),
    ),
    "score.final_point": (
        Ref("471.1.a", "The Final Point has additional restrictions"),
        Ref("471.1.b", "tries to Gain a Point through a Conquer"),
        Ref("471.1.b.1", "that player draws a card instead"),
    ),
    "score.final_point.team": (Ref("489.8.g.1", "excepting any that were occupied by their ally"),),
    "score.disqualified": (
        Ref("315.2.b.3", "disqualified from being scored this turn by the Turn Player"),
        Ref("489.8.b", "controlled during the Beginning Phase of a player's turn by that"),
    ),
    "gain_point": (Ref("194.1.c", "instruct them to gain one or more points"),),
    "team_points": (Ref("489.8.d.2", "their team gains or loses those points"),),
    "xp": (Section("XP"), Ref("730.1", "To Gain XP")),
    "xp.spend": (Section("XP"), Ref("730.2", "To Spend XP")),
    "add": (Section("Add"), Ref("166.1", "it is added to the controlling player's Rune Pool")),
    "pay": (Section("Pay"), Ref("444.1", "removing that resource from your Rune Pool")),
    # the runes' own abilities, used as resources are paid (164.2, 444.2.c)
    "rune.energy": (
        Section("Exhaust"),
        Ref("164.2.a", "Add [1]"),
        Ref("444.2.c", "Players may activate abilities that Add resources"),
    ),
    "rune.power": (
        Section("Recycle"),
        Ref("164.2.b", "Recycle this: [Reaction] — Add [C]"),
        Ref("416.1.b", "Runes are Recycled to the Rune Deck"),
        Ref("444.2.c", "Players may activate abilities that Add resources"),
    ),
    # playing a card for its cost (349-358), and the keywords that change it
    "pay.card": (
        Section("Pay"),
        Ref("357.1", "pay the combined Energy cost"),
        Ref("444.2.a", "part of paying costs for a card or ability"),
    ),
    # other cards' and effects' changes to a card's cost (356.3, 356.4.a)
    "pay.increase": (Ref("356.3", "Apply cost increases"),),
    "pay.discount": (
        Ref("356.4.a", "Discounts may be applied by the card being played or by any other card"),
    ),
    "play.accelerate": (
        Section("Accelerate"),
        Ref("805.6", "replaces a unit entering the board exhausted with it entering ready"),
    ),
    "repeat": (
        Section("Repeat"),
        Ref("820.1.d.1", "will be performed an additional time"),
    ),
    "repeat.play_effect": (
        Ref("383.4.a.3", "These Triggered Abilities can be referred to as Play Effects"),
    ),
    "banish.flow": (
        Section("Flow"),
        Ref("829.1.b.1", "banish it instead"),
    ),
    "add.rune": (
        Section("Add"),
        Ref("164.2.b.1", "corresponds to the Domain of the Rune that is being Recycled"),
        Ref("163.2.a.1", "Power's Domain usually corresponds to the Domain of the Rune"),
    ),
    "win": (
        Section("Winning"),
        Ref("194.2", "A player wins the game if, in a cleanup"),
        Ref("323.1", "that player wins"),
        Ref("472", "they Win the Game"),
    ),
    "cleanup": (Section("Cleanups"), Ref("323", "When a Cleanup occurs")),
    # The turn (301-317)
    "turn": (Section("The Turn"), Ref("306", "The Turn Player changes")),
    "turn.next": (Ref("317.3", "The next player with their Turn queued becomes the Turn Player"),),
    "turn.additional": (
        Ref("735", "inserted into the turn queue after the current turn"),
        Ref("737", "it does not change the Turn Order of the game"),
    ),
    "phase.awaken": (Ref("315.1", "Awaken Phase"),),
    "phase.beginning": (
        Ref("315.2", "Beginning Phase"),
        Ref("315.2.a.1", "At the start of Beginning Phase game effects take place"),
    ),
    "phase.scoring": (Ref("315.2.b", "Scoring Step"),),
    "phase.channel": (Ref("315.3", "Channel Phase"),),
    "phase.draw": (Ref("315.4", "Draw Phase"),),
    "phase.main": (
        Section("Main Phase"),
        Ref("316.4", "At the start of Main Phase game effects take place"),
    ),
    "phase.ending": (
        Section("Ending Phase"),
        Ref("317.1.a", "At the end of the turn Game Effects take place"),
    ),
    "phase.expiration": (Ref("317.2", "Expiration Step"),),
    "pool.main": (
        Ref("316.3", "Each player's Rune Pool empties"),
        Ref("167", "Every player's Rune Pool empties"),
    ),
    "pool.end": (
        Ref("317.2.d", "Each player’s Rune Pool empties"),
        Ref("167", "Every player's Rune Pool empties"),
    ),
    # Abilities
    "trigger": (
        Section("Triggered Abilities"),
        Ref("383.2.c", "The Condition of a Trigger is evaluated after"),
        Ref("383.3", "a Triggered Ability behaves like an Activated Ability"),
    ),
    "trigger.order": (
        Ref("383.3.d.1", "starting with the Turn Player and proceeding in Turn Order"),
    ),
    # "When a player plays a unit here, they may …": the player who chooses controls it
    "trigger.player": (Ref("190.6.c", "that player is the Ability’s controller"),),
    # "Activate the conquer effects of units here": checked as if they had conquered
    "trigger.activated": (
        Ref("383.4.g", "Some effects may instruct a player to “activate” one of these"),
        Ref("383.4.g.1", "as if they had fulfilled the named part of the condition"),
    ),
    # "Your conquer effects for conquering here trigger an additional time."
    "trigger.zone": (
        Ref("385.1", "Triggered Abilities on cards outside of the Board rely on the Information"),
        Ref("385.2", "Triggered Abilities outside of the Board will self-describe their context"),
    ),
    "trigger.again": (Ref("002", "Card text supersedes rules text"),),
    "trigger.burn": (Ref("440.1.a", "“When you burn” abilities"),),
    "trigger.discard": (Ref("422.1.b", "“When I am discarded” abilities"),),
    "trigger.play": (
        Ref("383.4.a.2", "put on the Chain as Pending Items after the Permanent"),
        Ref("419.4.a", "trigger when the act of playing the card has been completed"),
    ),
    "trigger.conquer": (Ref("383.4.c", "Conquer Effects are Triggered Abilities"),),
    "trigger.hold": (Ref("383.4.d", "Hold Effects are Triggered Abilities"),),
    "trigger.score": (Ref("471.2", "Trigger Score abilities at the Battlefield"),),
    "trigger.reflexive": (
        Section("Reflexive Triggers"),
        Ref("387", "Reflexive Triggers are a type of Triggered Ability"),
        Ref("388.1", "A new ability is created and added to the chain"),
    ),
    "replace.as": (
        Section("Replacement Effects"),
        Ref("369.1", "can usually be identified by the presence of the terms"),
        Ref("370.1.b.1", "replaced by that same event plus the game action being performed"),
        Ref("370.3", "active in a specific zone"),
    ),
    "replace": (
        Section("Replacement Effects"),
        Ref("370.1.b", "it replaces the qualifying event"),
        Ref("370.1.c", "Replacement Effects are applied before any qualifying event"),
    ),
    "replace.once": (Ref("370.2", "can only be applied once to an event"),),
    "static": (Section("Passive Abilities"),),
    # Modes of Play (481): the Victory Score
    "mode.duel": (Ref("485.3", "Victory Score: 8"),),
    "mode.ffa3": (Ref("487.3", "Victory Score: 8"),),
    "mode.ffa4": (Ref("488.3", "Victory Score: 8"),),
    "mode.2v2": (Ref("489.3", "Victory Score: 11"),),
}


class Citations:
    """The :data:`TABLE` mapped into one edition; each key is resolved once, on first use."""

    def __init__(self, edition: str | None = None) -> None:
        self.edition = store.edition_info(edition).id
        self._cache: dict[str, tuple[str, ...]] = {}

    def __call__(self, key: str) -> tuple[str, ...]:
        """The rule numbers of this edition that ``key`` cites (possibly none)."""
        found = self._cache.get(key)
        if found is None:
            found = self._cache[key] = resolve(key, self.edition)
        return found

    def all(self) -> dict[str, tuple[str, ...]]:
        return {key: self(key) for key in TABLE}


def resolve(key: str, edition: str) -> tuple[str, ...]:
    """The numbers ``key`` cites in ``edition``, in table order, without repeats."""
    numbers: list[str] = []
    for citation in TABLE[key]:
        number = _section(citation.title, edition) if isinstance(citation, Section) else None
        if isinstance(citation, Ref):
            number = _ref(citation.number, edition)
        if number is not None and number not in numbers:
            numbers.append(number)
    return tuple(numbers)


@cache
def _headings(edition: str) -> dict[str, str]:
    """Heading title -> number in ``edition`` (the first heading of that title)."""
    found: dict[str, str] = {}
    for rule in store.load(edition).rules:
        if rule.kind == "heading":
            found.setdefault(rule.text.strip(), rule.number)
    return found


def _section(title: str, edition: str) -> str | None:
    return _headings(edition).get(title)


@cache
def _ref(number: str, edition: str) -> str | None:
    if edition == REFERENCE:
        return number
    from riftrules.rules.trace import trace

    counterpart = trace(number, REFERENCE, edition).counterpart
    if counterpart is not None and counterpart in store.load(edition):
        return counterpart
    return None
