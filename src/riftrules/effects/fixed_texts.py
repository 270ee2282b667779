"""Text of one fixed meaning, read from the IR of its run: a permanent's static abilities ("I
can't be readied.", "Your hold effects for holding here trigger an additional time.", "Friendly
units may be played to open battlefields.": :func:`fixed`), a spell's own ("This can't be
countered.": :func:`spell_fixed`), a line about how its card is played ("I can be played to a
battlefield you're attacking.": :func:`as_played_fixed`) and instructions creating abilities
for this turn ("Units you play this turn enter ready.": :func:`for_this_turn`) -> what each
says. The tables are keyed by the run's instructions (:class:`~riftrules.ir.nodes.Instruction`),
so any wording of the same meaning is the same key; a condition joined by "unless" or before
the run is left to the caller."""

from __future__ import annotations

import dataclasses
from collections.abc import Callable

from riftrules.cards.model import CardType
from riftrules.cardtext.nodes import Node
from riftrules.effects.receivers import receiver
from riftrules.engine import (
    CONTROLLER,
    OPPONENTS,
    AddAbility,
    AnyNumberOfBuffs,
    CardsIn,
    ChannelPhaseRunes,
    CombatAbility,
    ControllerOf,
    CostReduction,
    Count,
    EntersAbility,
    FacedownRoom,
    Forbid,
    GrantedKeyword,
    GrantedPlayTo,
    HighestMight,
    IgnoreAbility,
    It,
    Permanents,
    PlayTo,
    PointsOf,
    PreventAbility,
    Restriction,
    Self,
    StaticAbility,
    TriggerAgain,
    VictoryScoreChange,
)
from riftrules.engine.abilities import Ability
from riftrules.engine.actions import Action
from riftrules.engine.keywords import Keyword as KeywordName
from riftrules.engine.names import Until, Zone
from riftrules.engine.selectors import Location
from riftrules.ir import IRError
from riftrules.ir.nodes import (
    Adverb,
    Complement,
    Duration,
    Instruction,
    Instructions,
    Keyword,
    NounPhrase,
    Prepositional,
    Relative,
    Static,
    Value,
    Verb,
)
from riftrules.ir.reader import read_effect

Made = Callable[[str], Ability]

_SELF = NounPhrase(reference="self")
_YOU = NounPhrase(reference="you")
_HERE = NounPhrase(reference="here")
_PLAYERS = NounPhrase(kinds=("player",))
_ABILITIES = NounPhrase(kinds=("ability",))
_CANT = ("can't",)
_FRIENDLY_UNITS = NounPhrase(controller="friendly", kinds=("unit",))
_COMBAT_DAMAGE = NounPhrase(quantities=("damage",), times=("combat",))
_MY_MIGHT = NounPhrase(possessor="me", quantities=("might",))
_AN_ADDITIONAL_TIME = NounPhrase(quantifier="a", qualities=("additional", "time"))


def _say(verb: Verb, *objects: Complement, **fields: object) -> Instruction:
    return Instruction(verb=verb, objects=objects, **fields)  # type: ignore[arg-type]


def _cant_be(subject: NounPhrase, *objects: Complement) -> Instruction:
    """ "I can't be …", "Units can't be …": the first of the two instructions it reads as."""
    return _say(Verb.BE, *objects, subject=(subject,), modal=_CANT, negated=True)


def _by(what: NounPhrase) -> Prepositional:
    return Prepositional(preposition="by", object=what)


def _my_might_increased_by(*by: Complement) -> tuple[Instruction, ...]:
    """ "My Might is increased by …": a passive Might change by an amount counted now (363)."""
    return (_say(Verb.BE, subject=(_MY_MIGHT,)), _say(Verb.INCREASE, *by, past=True))


def _effects_again(verb: Verb, event: str) -> tuple[Instruction, ...]:
    """ "Your conquer effects for conquering here trigger an additional time." (383.4.c-d)"""
    yours = NounPhrase(possessor="you", kinds=("effect",), qualities=(event,))
    return (
        _say(verb, _HERE, subject=(yours, Prepositional(preposition="for"))),
        _say(Verb.TRIGGER, _AN_ADDITIONAL_TIME),
    )


_FIXED: dict[tuple[Instruction, ...], Made] = {
    # "I can't be readied."
    (_cant_be(_SELF), _say(Verb.READY, past=True)): lambda text: Restriction(
        "ready", Self(), text=text
    ),
    # "I don't deal combat damage."
    (
        _say(Verb.DEAL, _COMBAT_DAMAGE, subject=(_SELF,), modal=("don't",), negated=True),
    ): lambda text: Restriction("deal_combat_damage", Self(), text=text),
    # "My Might is increased by your points."
    _my_might_increased_by(_by(NounPhrase(possessor="you", quantities=("point",)))): (
        lambda text: StaticAbility(PointsOf(CONTROLLER), Self(), text=text)
    ),
    # "My Might is increased by the number of cards in your trash."
    _my_might_increased_by(
        _by(NounPhrase(quantifier="the", qualities=("number",))),
        Prepositional(
            preposition="of",
            object=NounPhrase(
                kinds=("card",),
                location=Prepositional(
                    preposition="in", object=NounPhrase(possessor="you", zones=("trash",))
                ),
            ),
        ),
    ): lambda text: StaticAbility(Count(CardsIn(Zone.TRASH)), Self(), text=text),
    # "I can't be chosen by enemy spells and abilities."
    (
        _cant_be(
            _SELF,
            NounPhrase(states=("chosen",)),
            _by(NounPhrase(controller="enemy", kinds=("spell",))),
        ),
        _say(Verb.BE, _ABILITIES, joint="and"),
    ): lambda text: Restriction("chosen", Self(), text=text),
    # "I can't be chosen by enemy spells." (757: by spells only)
    (
        _cant_be(
            _SELF,
            NounPhrase(states=("chosen",)),
            _by(NounPhrase(controller="enemy", kinds=("spell",))),
        ),
    ): lambda text: Restriction("chosen.spells", Self(), text=text),
    # "I can't be moved by enemy spells and abilities." (the passive of "move", 447)
    (
        _cant_be(_SELF),
        _say(Verb.MOVE, _by(NounPhrase(controller="enemy", kinds=("spell",))), past=True),
        _say(Verb.MOVE, _ABILITIES, joint="and", past=True),
    ): lambda text: Restriction("moved", Self(), text=text),
    # 764-767: a keyword treated as inactive for one procedure, by the players directed:
    # "Players ignore [Deflect] while paying for spells and abilities choosing something here."
    (
        _say(Verb.IGNORE, Keyword(name="Deflect"), subject=(_PLAYERS,)),
        _say(
            Verb.PAY,
            Prepositional(preposition="for", object=NounPhrase(kinds=("spell",))),
            joint="while",
        ),
        _say(
            Verb.CHOOSE,
            NounPhrase(reference="something", location=_HERE),
            joint="and",
            subject=(_ABILITIES,),
        ),
    ): lambda text: IgnoreAbility("Deflect", Permanents(at=Location.HERE), "players", text=text),
    # "You ignore [Tank] while assigning combat damage here."
    (
        _say(Verb.IGNORE, Keyword(name="Tank"), subject=(_YOU,)),
        _say(
            Verb.ASSIGN,
            NounPhrase(quantities=("damage",), times=("combat",), location=_HERE),
            joint="while",
        ),
    ): lambda text: IgnoreAbility(
        "Tank", Permanents(type=CardType.UNIT, at=Location.HERE), "you", text=text
    ),
    # 465.2.c.8: "Caitlyn, Patrolling with the Backline ability ("I must be assigned combat
    # damage last.")"
    (
        _say(Verb.BE, subject=(_SELF,), modal=("must",)),
        _say(Verb.ASSIGN, _COMBAT_DAMAGE, Adverb(word="last"), past=True),
    ): lambda text: CombatAbility("Backline", 1, Self(), text=text),
    # "Units can't be played here.": no unit can be played to this battlefield (355.2 gives
    # the choice of location; 002)
    (_cant_be(NounPhrase(kinds=("unit",))), _say(Verb.PLAY, _HERE, past=True)): (
        lambda text: Restriction("play.here", Self(), text=text)
    ),
    # "Prevent all damage that enemy spells and abilities would deal to me.": all of it
    # prevented ("All", 437.1.b.1.b), not combat damage (437)
    (
        _say(
            Verb.PREVENT,
            NounPhrase(quantifier="all", quantities=("damage",)),
            NounPhrase(reference="that", controller="enemy", kinds=("spell",)),
        ),
        _say(
            Verb.DEAL,
            Prepositional(preposition="to", object=_SELF),
            joint="and",
            subject=(_ABILITIES,),
            modal=("would",),
        ),
    ): lambda text: PreventAbility(Self(), text=text),
    # "Prevent all combat damage that would be dealt to me.": all of it ("All", 437.1.b.1.b),
    # whoever's units deal it; not the damage of spells and abilities
    (
        _say(
            Verb.PREVENT,
            NounPhrase(quantifier="all", quantities=("damage",), times=("combat",)),
            NounPhrase(reference="that"),
            Adverb(word="would"),
        ),
        _say(Verb.BE),
        _say(Verb.DEAL, Prepositional(preposition="to", object=_SELF), past=True),
    ): lambda text: PreventAbility(Self(), text=text, combat=True),
    # 383.4.c-d: conquer and hold effects, triggered once more (the card supersedes, 002)
    _effects_again(Verb.CONQUER, "conquer"): lambda text: TriggerAgain("conquer", text=text),
    _effects_again(Verb.HOLD, "hold"): lambda text: TriggerAgain("hold", text=text),
    # "Your [Deathknell] effects trigger an additional time." (808)
    (
        _say(
            Verb.TRIGGER,
            _AN_ADDITIONAL_TIME,
            subject=(
                NounPhrase(
                    possessor="you", kinds=("effect",), keywords=(Keyword(name="Deathknell"),)
                ),
            ),
        ),
    ): lambda text: TriggerAgain("deathknell", text=text),
    # "Players only channel 1 rune at the start of their Channel Phase.": 315.3.b: 2 runes,
    # unless a card says otherwise (002)
    (
        _say(
            Verb.CHANNEL,
            NounPhrase(
                count=Value(amount=1),
                kinds=("rune",),
                location=Prepositional(
                    preposition="at", object=NounPhrase(quantifier="the", qualities=("start",))
                ),
            ),
            Prepositional(
                preposition="of",
                object=NounPhrase(possessor="their", times=("channel-phase",)),
            ),
            subject=(_PLAYERS, Adverb(word="only")),
        ),
    ): lambda text: ChannelPhaseRunes(1, text=text),
    # "I can have any number of buffs.": 426.1.b.2: a permission to be buffed multiple times
    (
        _say(Verb.HAVE, NounPhrase(partitive="any-number"), subject=(_SELF,), modal=("can",)),
        _say(Verb.BUFF),
    ): lambda text: AnyNumberOfBuffs(Self(), text=text),
    # "You may hide an additional card here.": 107.3.b.1: the maximum occupancy of a
    # Facedown Zone can increase
    (
        _say(
            Verb.HIDE,
            NounPhrase(quantifier="a", kinds=("card",), qualities=("additional",), location=_HERE),
            subject=(_YOU,),
            modal=("may",),
        ),
    ): lambda text: FacedownRoom(1, text=text),
    # "Increase the points needed to win the game by 1.": 194.3.a: card effects may alter the
    # Victory Score
    (
        _say(Verb.INCREASE, NounPhrase(quantifier="the", quantities=("point",))),
        _say(Verb.NEED, Prepositional(preposition="to"), past=True),
        _say(
            Verb.WIN,
            NounPhrase(quantifier="the", times=("game",)),
            Prepositional(preposition="by"),
            Value(amount=1),
        ),
    ): lambda text: VictoryScoreChange(1, text=text),
    # what players can't do while a permanent says so (002), where they may play units
    # (355.2.b): "Friendly units may be played to open battlefields."
    (
        _say(Verb.BE, subject=(_FRIENDLY_UNITS,), modal=("may",)),
        _say(
            Verb.PLAY,
            Prepositional(
                preposition="to", object=NounPhrase(kinds=("battlefield",), states=("open",))
            ),
            past=True,
        ),
    ): lambda text: GrantedPlayTo("open", text=text),
    # "Friendly units played from anywhere other than a player's hand have [Accelerate].": 805,
    # an optional additional cost of [1][C] to enter ready
    (
        _say(
            Verb.PLAY,
            Prepositional(preposition="from", object=NounPhrase(reference="anywhere")),
            Prepositional(
                preposition="other-than",
                object=NounPhrase(quantifier="a", of=("player",), zones=("hand",)),
            ),
            subject=(_FRIENDLY_UNITS,),
            past=True,
        ),
        _say(Verb.HAVE, Keyword(name="Accelerate")),
    ): lambda text: GrantedKeyword(
        KeywordName.ACCELERATE, by="friendly", type=CardType.UNIT, not_from=Zone.HAND, text=text
    ),
    # "Opponents can only play units to their base.": 355.2 gives the choice of location
    (
        _say(
            Verb.PLAY,
            NounPhrase(kinds=("unit",)),
            Prepositional(preposition="to", object=NounPhrase(possessor="their", zones=("base",))),
            subject=(NounPhrase(kinds=("opponent",)), Adverb(word="only")),
            modal=("can",),
        ),
    ): lambda text: Restriction("play.battlefield", OPPONENTS, text=text),
    # "Spells and abilities can't ready enemy units and gear." (not the Awaken Phase's)
    (
        Instruction(verb=None, subject=(NounPhrase(kinds=("spell",)),)),
        _say(
            Verb.READY,
            NounPhrase(controller="enemy", kinds=("unit",)),
            joint="and",
            subject=(_ABILITIES,),
            modal=_CANT,
            negated=True,
        ),
        _say(Verb.READY, NounPhrase(kinds=("gear",)), joint="and"),
    ): lambda text: Restriction("ready.effect", Permanents(controller="enemy"), text=text),
}


# a spell's own static text (the card supersedes the rules, 002)
_SPELL: dict[tuple[Instruction, ...], Made] = {
    # "This can't be countered." (425): a Restriction the chain reads as it counters
    (_cant_be(NounPhrase(reference="this")), _say(Verb.COUNTER, past=True)): (
        lambda text: Restriction("countered", Self(), text=text)
    ),
    # "Ignore [Deflect] while paying this spell's cost." (766, its example): the spell's
    # choices cost no [Deflect] to its player (767)
    (
        _say(Verb.IGNORE, Keyword(name="Deflect")),
        _say(Verb.PAY, NounPhrase(reference="this", of=("spell",)), joint="while"),
        _say(Verb.COST),
    ): lambda text: IgnoreAbility("Deflect", Permanents(), "you", text=text),
}


def spell_fixed(effect: Node) -> Made | None:
    """What makes the one ability a spell's own static text says ("This can't be
    countered."), read from its IR; None for other text."""
    return _SPELL.get(_one_sentence(effect, "Spell"))  # type: ignore[arg-type]


# a line about how its card is played (349-358; the card supersedes the rules, 002)
_AS_PLAYED: dict[tuple[Instruction, ...], Made] = {
    # "This spell's Energy cost is reduced by the highest Might among units you control.": a
    # discount of the Energy cost by an amount (356.4.b)
    (
        _say(
            Verb.BE,
            subject=(NounPhrase(reference="this", of=("spell",), quantities=("energy-cost",)),),
        ),
        _say(
            Verb.REDUCE,
            _by(NounPhrase(quantifier="the", quantities=("might",), qualities=("highest",))),
            Prepositional(
                preposition="among",
                object=NounPhrase(
                    kinds=("unit",), relative=Relative(verb=Verb.CONTROL, subject="you")
                ),
            ),
            past=True,
        ),
    ): lambda text: CostReduction(
        1, per=HighestMight(Permanents(type=CardType.UNIT, controller="you")), text=text
    ),
    # "I can be played to a battlefield you're attacking." (355.2.b)
    (
        _say(Verb.BE, subject=(_SELF,), modal=("can",)),
        _say(
            Verb.PLAY,
            Prepositional(
                preposition="to", object=NounPhrase(quantifier="a", kinds=("battlefield",))
            ),
            past=True,
        ),
        _say(Verb.BE, NounPhrase(states=("attacking",)), subject=(_YOU,)),
    ): lambda text: PlayTo("attacking", text=text),
}


def as_played_fixed(effect: Node) -> Made | None:
    """What makes the one ability a line about how its card is played says, read from its
    IR; None for other text."""
    return _AS_PLAYED.get(_one_sentence(effect, None))  # type: ignore[arg-type]


def _one_sentence(effect: Node, card_type: str | None) -> tuple[Instruction, ...] | None:
    """The instructions of a line of one sentence with no trigger or condition; None for
    another line, or one the IR does not read."""
    try:
        ability = read_effect(effect, card_type)
    except IRError:
        return None
    said = ability.effect.sentences if isinstance(ability, Instructions | Static) else ()
    if len(said) != 1 or not said[0].bare("instructions"):
        return None
    return said[0].instructions


# instructions creating, for this turn, how units enter and what players can't play (the
# IR of the run: "Units you play this turn enter ready.")
_UNITS_YOU_PLAY = (NounPhrase(kinds=("unit",)), _YOU)
_THE_NEXT_UNIT_YOU_PLAY = (NounPhrase(quantifier="the", kinds=("unit",), ordinals=("next",)), _YOU)
_THIS_TURN = Duration(until="turn")
_ENTER_READY = (_say(Verb.ENTER), _say(Verb.READY))


def _enter_ready(uses: int | None) -> Callable[[str], Action]:
    """ "Units you play this turn enter ready.": the units entering under your control are
    those you play (only playing puts a unit onto the board: 143.4, 369.3)."""
    units = Permanents(type=CardType.UNIT, controller="you")
    return lambda text: AddAbility(
        EntersAbility(True, units, text=text, uses=uses), until=Until.TURN
    )


# what playing a card of a kind that players can't do is barred as (the engine's restriction)
_PLAYS_BARRED = {"card": "play", "spell": "play.spell"}


def _opponents_cant(barred: str) -> Callable[[str], Action]:
    """Opponents can't do ``barred`` this turn: a restriction of theirs until it ends."""
    return lambda text: AddAbility(Restriction(barred, OPPONENTS, text=text), until=Until.TURN)


_FOR_THIS_TURN: dict[tuple[Instruction, ...], Callable[[str], Action]] = {
    (_say(Verb.PLAY, _THIS_TURN, subject=_UNITS_YOU_PLAY), *_ENTER_READY): _enter_ready(None),
    (_say(Verb.PLAY, _THIS_TURN, subject=_THE_NEXT_UNIT_YOU_PLAY), *_ENTER_READY): (
        _enter_ready(1)
    ),
    # "Opponents can't play cards this turn.", "… can't play spells this turn." (002)
    **{
        (
            _say(
                Verb.PLAY,
                NounPhrase(kinds=(kind,)),
                _THIS_TURN,
                subject=(NounPhrase(kinds=("opponent",)),),
                modal=_CANT,
                negated=True,
            ),
        ): _opponents_cant(barred)
        for kind, barred in _PLAYS_BARRED.items()
    },
    # "Its controller can't play spells this turn.": of the one chosen before
    (
        _say(
            Verb.PLAY,
            NounPhrase(kinds=("spell",)),
            _THIS_TURN,
            subject=(NounPhrase(possessor="its", kinds=("controller",)),),
            modal=_CANT,
            negated=True,
        ),
    ): lambda text: Forbid("play.spell", ControllerOf(It()), text=text),
}


def for_this_turn(said: tuple[Instruction, ...] | None) -> Callable[[str], Action] | None:
    """What makes the action of a run's instructions of a fixed meaning, for this turn."""
    return _FOR_THIS_TURN.get(said) if said is not None else None


def fixed(said: tuple[Instruction, ...] | None) -> Made | None:
    """What makes the one ability a run's instructions say, if they are of a fixed meaning
    (its subject "they" in the reminder of a keyword given to them is "I": :mod:`.receivers`)."""
    if not said:
        return None
    first = said[0]
    who = first.subject[0] if len(first.subject) == 1 else None
    bare = isinstance(who, NounPhrase) and who == NounPhrase(reference=who.reference)
    if bare and receiver(who.reference) == "self":  # type: ignore[union-attr]
        said = (dataclasses.replace(first, subject=(_SELF,)), *said[1:])
    return _FIXED.get(said)
