"""Conditions on what happened, read from the semantic IR (:mod:`riftrules.ir`): to the
instruction before ("if you do", "if you can't", "if you couldn't channel 2 runes this
way"), as the card was played ("if you paid the additional cost", "if you spent [4] or more",
"if you played this from your hand"), in the combat ("if you assigned 3 or more excess
damage"), to the one chosen as it was ("if it was an enemy unit", "if I was [Mighty]", "if I
died alone") and this turn ("if I have moved twice this turn", "if an enemy unit has died this
turn", "if an opponent has played another spell this turn"). Each reading takes the condition's
one instruction (in the past, the auxiliary "have" folded in) and gives None for another shape.
"""

from __future__ import annotations

import dataclasses
from dataclasses import dataclass

from riftrules.cards.model import CardType
from riftrules.effects.condition_readings import condition_reading
from riftrules.effects.counts import named_tags
from riftrules.effects.effect_text import this as this_card
from riftrules.effects.event_kinds import TRIGGER_COMPLEMENTS, TRIGGER_EVENTS
from riftrules.effects.noun_phrases import ZONES
from riftrules.effects.trigger_players import ThatPlayer
from riftrules.engine import (
    OPPONENTS,
    AssignedExcess,
    AtLeast,
    Both,
    Chosen,
    Did,
    DiedAlone,
    ExcessAssigned,
    Exists,
    It,
    MightOf,
    Not,
    PaidAdditional,
    Permanents,
    PlayedFrom,
    PlayedSpell,
    Revealed,
    Self,
    Spent,
    Targeted,
    That,
    ThisTurn,
    WasMighty,
    WasSide,
)
from riftrules.engine.conditions import Condition
from riftrules.engine.events import EventKind
from riftrules.engine.names import Phase
from riftrules.engine.selectors import Location, Selector
from riftrules.ir.lexicon import LEXICON, tag_named
from riftrules.ir.nodes import (
    Adverb,
    Amount,
    Duration,
    Instruction,
    Keyword,
    NounPhrase,
    Prepositional,
    Resources,
    Value,
    Verb,
)
from riftrules.ir.reader import complement_or_none

_YOU = NounPhrase(reference="you")
_THEY = NounPhrase(reference="they")
_ME = NounPhrase(reference="self")
_AN_OPPONENT = NounPhrase(quantifier="a", kinds=("opponent",))
_THIS_WAY = "this-way"
_THIS_TURN = Duration(until="turn")
_THIS = NounPhrase(reference="this")
_TO_ME = Prepositional(preposition="to", object=_ME)
_ADDITIONAL = (("cost",), ("additional",))  # the attributes and qualities of "additional cost"
_EXCESS = (("damage",), ("excess",))
_ENEMY_UNITS = NounPhrase(controller="enemy", kinds=("unit",))
_SIDES = ("enemy", "friendly")
_TIMES = {"once": 1, "twice": 2}  # how many times it was done
_NOT_DONE = {(word,) for word in LEXICON["not_done"]}
_ALONE = Adverb(word="alone")
_A_BATTLEFIELD = NounPhrase(quantifier="a", kinds=("battlefield",))
_XP = NounPhrase(quantities=("xp",))
_GAINED_XP = EventKind.XP  # the engine's event of gaining XP (730.1)


@condition_reading(Verb.DO)
def did(test: Instruction) -> Condition | None:
    """ "if you do", "if they do": the instruction before affected something."""
    if test.subject not in ((_YOU,), (_THEY,)) or test.objects or test.past or test.modal:
        return None
    return Did()


def could_not(test: Instruction) -> Condition | None:
    """ "if you can't" (the instruction before did nothing), "if you couldn't channel 2 runes
    this way" (it did less than that)."""
    if test.subject != (_YOU,) or test.joint:
        return None
    if test.modal == ("can't",) and test.verb is None and not test.objects:
        return Not(Did())
    match test.objects:
        case (NounPhrase(count=Value(amount=int(least), comparison=None)) as what, Adverb(word=w)):
            if test.modal == ("couldn't",) and w == _THIS_WAY and what.bare("count", "kinds"):
                return Not(Did(least=least))
    return None


@condition_reading(Verb.PAY)
def paid(test: Instruction) -> Condition | None:
    """ "if you paid the additional cost", "… my additional cost" (356.4.f.1)."""
    if not test.past or test.subject != (_YOU,) or test.modal or len(test.objects) != 1:
        return None
    cost = test.objects[0]
    if not isinstance(cost, NounPhrase) or (cost.attributes, cost.qualities) != _ADDITIONAL:
        return None
    whose = (cost.quantifier, cost.possessor)
    if whose not in (("the", None), (None, "me")) or not cost.bare(
        "quantifier", "possessor", "attributes", "qualities"
    ):
        return None
    return PaidAdditional()


@condition_reading(Verb.SPEND)
def spent(test: Instruction) -> Condition | None:
    """ "if you spent [4] or more" (to play the card whose play triggered this, 357.1), "if
    you've spent at least [A][A] this turn" (in all this turn)."""
    if not test.past or test.subject != (_YOU,) or test.modal:
        return None
    match test.objects:
        case (Amount(resources=Resources(energy=int(least), power=(), comparison="at-least")),):
            return Spent(least)
        case (Adverb(word=bound), Amount(resources=Resources(energy=0, power=power)), turn):
            if LEXICON["bounds"].get(bound) != "at-least" or turn != _THIS_TURN or not power:
                return None
            return Spent(len(power), power=True, scope="turn") if set(power) == {"any"} else None
    return None


def spent_to_play(spend: Instruction, play: Instruction) -> Condition | None:
    """ "If you've spent [4] or more to play a spell this turn": on one card of that type."""
    if spend.subject != (_YOU,) or play.verb is not Verb.PLAY or play.subject or play.modal:
        return None
    match spend.objects, play.objects:
        case (
            (
                Amount(resources=Resources(energy=int(least), power=(), comparison="at-least")),
                Prepositional(preposition="to", object=None),
            ),
            (NounPhrase(quantifier="a", kinds=(kind,)) as what, turn),
        ):
            made = LEXICON["card_types"].get(kind)
            if made is None or turn != _THIS_TURN or not what.bare("quantifier", "kinds"):
                return None
            return Spent(least, scope="play", type=made)
    return None


@condition_reading(Verb.PLAY)
def played(test: Instruction) -> Condition | None:
    """ "if you played this from your hand": where the spell being executed came from; "if an
    opponent has played another spell this turn" (another than the one chosen); "if you play
    me to a battlefield" (as I enter: where I am, 355.2)."""
    if test.modal:
        return None
    if not test.past:
        to_a_battlefield = (_ME, Prepositional(preposition="to", object=_A_BATTLEFIELD))
        if test.subject == (_YOU,) and test.objects == to_a_battlefield:
            return Exists(Permanents(among=Self(), at=Location.BATTLEFIELD))
        return None
    if test.subject == (_AN_OPPONENT,):
        another = NounPhrase(quantifier="another", other=True, kinds=("spell",))
        if test.objects == (another, _THIS_TURN):
            return PlayedSpell(OPPONENTS, other_than=That())
        return None
    if test.subject != (_YOU,):
        return None
    match test.objects:
        case (
            NounPhrase(reference="this") as this,
            Prepositional(preposition="from", object=NounPhrase() as zone),
        ):
            if not this.bare("reference") or len(zone.zones) != 1 or zone.possessor != "you":
                return None
            if not zone.bare("possessor", "zones") or zone.zones[0] not in ZONES:
                return None
            return PlayedFrom(ZONES[zone.zones[0]])
    return None


@condition_reading(Verb.ASSIGN)
def assigned(test: Instruction) -> Condition | None:
    """ "if you assigned 3 or more excess damage" (to enemy units: to whom combat damage is
    assigned, 465.2.c), in the combat conquered from (465.2.c.4)."""
    if not test.past or test.subject != (_YOU,) or test.modal or not test.objects:
        return None
    excess, *to = test.objects
    if not isinstance(excess, NounPhrase) or excess.count is None:
        return None
    if (excess.quantities, excess.qualities) != _EXCESS or not excess.bare(
        "count", "quantities", "qualities"
    ):
        return None
    if to and to != [Prepositional(preposition="to", object=_ENEMY_UNITS)]:
        return None
    count = excess.count
    if count.comparison != "at-least" or count.amount is None:
        return None
    return AssignedExcess(count.amount)


@dataclass(frozen=True, slots=True)
class ThatMuch:
    """ "that much" ("you may deal that much to an enemy unit"): the amount a condition before
    it names, known only with the condition (:func:`that_much`): the compiler replaces it there
    and refuses it anywhere else; it never reaches a game."""

    def value(self, ctx: object) -> int:
        raise NotImplementedError  # replaced before a game runs


@dataclass(frozen=True, slots=True)
class DoneThisWay:
    """ "If you stunned two units this way", "If you readied an enemy unit": what the
    instruction before did (``did``), valid only when that instruction is the verb's
    (``verb``) — known only with the instructions before it: the compiler replaces it there
    (:func:`riftrules.effects.compiler.sentences._this_way`) and refuses it anywhere else; it
    never reaches a game. ``action``: a keyword action's past instead of a verb ("If you
    rallied a unit": :mod:`riftrules.effects.keyword_pasts`)."""

    verb: Verb | None
    did: Did
    action: str | None = None

    def holds(self, ctx: object) -> bool:
        raise NotImplementedError  # replaced before a game runs


@dataclass(frozen=True, slots=True)
class DoneToThisWay:
    """ "for each unit healed this way", "the number of cards discarded this way", "that
    many": what the instruction before, of the verb ``verb`` (None: any that gives back what
    it did, "that many"), was done to, of ``type`` (None: any card) — known only with the
    instructions before it: the compiler replaces it there
    (:func:`riftrules.effects.compiler.sentences._this_way`) and refuses it anywhere else; it
    never reaches a game."""

    verb: Verb | None
    type: str | None = None
    action: str | None = None  # "each unit you rallied this way": a keyword action's past

    def resolve(self, ctx: object) -> list:
        raise NotImplementedError  # replaced before a game runs


@dataclass(frozen=True, slots=True)
class XpSpentThisWay:
    """ "for each XP spent this way": the XP the instruction before spent — "Spend 2 XP": 2;
    "spend any amount of XP": the amount chosen — known only with the instructions before it
    (replaced there as :class:`DoneToThisWay` is); it never reaches a game."""

    def value(self, ctx: object) -> int:
        raise NotImplementedError  # replaced before a game runs


_THAT_MUCH = Value(variable="that-much")  # the IR of "that much"


def is_that_much(node: object) -> bool:
    """Is this chunk of a clause "that much" (the IR's value of that variable)?"""
    return complement_or_none(node) == _THAT_MUCH


def that_much(test: Condition) -> ExcessAssigned | None:
    """What "that much" is after the condition ``test``: the excess damage assigned, after "if
    you assigned 5 or more excess damage"; None after a condition that names no amount."""
    return ExcessAssigned() if isinstance(test, AssignedExcess) else None


def revealed(done: Instruction) -> Condition | None:
    """ "if you revealed a Bird, Cat, Dog, or Poro", "if you revealed a unit": a card this
    effect's player revealed (424.1) is of that type, with one of those tags; None for
    another test."""
    if done.verb is not Verb.REVEAL or not done.past or done.modal or done.negated:
        return None
    if done.subject != (_YOU,) or done.joint or len(done.objects) != 1:
        return None
    what = done.objects[0]
    if not isinstance(what, NounPhrase) or what.quantifier != "a" or len(what.kinds) > 1:
        return None
    if not what.bare("quantifier", "kinds", "tags") or not (what.kinds or what.tags):
        return None
    made = LEXICON["card_types"].get(what.kinds[0]) if what.kinds else None
    tags = named_tags(what.tags) if what.tags else ()
    if (what.kinds and made is None and what.kinds != ("card",)) or tags is None:
        return None
    return Revealed(type=made, tags=tags)


def chosen_as_played(test: Instruction) -> Condition | None:
    """ "This costs [2] less if you choose a Bird, Cat, Dog, or Poro.": what the card chooses
    as its first target as it is played (355.5) is of that type, with one of those tags; None
    for another test."""
    if test.verb is not Verb.CHOOSE or test.past or test.modal or test.negated:
        return None
    if test.subject != (_YOU,) or test.joint or len(test.objects) != 1:
        return None
    what = test.objects[0]
    if not isinstance(what, NounPhrase) or what.quantifier != "a" or len(what.kinds) > 1:
        return None
    if not what.bare("quantifier", "kinds", "tags") or not what.tags:
        return None
    made = LEXICON["card_types"].get(what.kinds[0]) if what.kinds else None
    tags = named_tags(what.tags)
    if (what.kinds and made is None) or tags is None:
        return None
    return Targeted(type=made, tags=tags)


def done_this_turn(done: Instruction) -> Condition | None:
    """ "If I have moved twice this turn": that many events of the verb's kind about me since
    this turn began; "if you've played a spell this turn", "if you've gained XP this turn":
    by you."""
    if done.negated and done.modal in _NOT_DONE and not done.joint:
        # "if I didn't conquer this turn", "if you haven't played a spell this turn": no such event
        found = done_this_turn(dataclasses.replace(done, negated=False, modal=()))
        return Not(found) if found is not None else None
    if done.modal or done.negated or done.joint:
        return None
    if done.subject == (_YOU,):
        return _you_did_this_turn(done)
    if done.subject == (_THEY,):  # "if they played no spells this turn": the trigger's player
        return _by(_you_did_this_turn(done), ThatPlayer())
    if done.subject != (_ME,):
        return None
    kind = TRIGGER_EVENTS.get(done.verb.value) if done.verb else None
    objects = list(done.objects)
    if kind is None or not objects or objects.pop() != _THIS_TURN:
        return None
    least = 1
    if objects and isinstance(objects[0], Adverb) and objects[0].word in _TIMES:
        least = _TIMES[objects.pop(0).word]
    if objects:
        return None
    return ThisTurn(kind, least=least, anyone=True, about=Self())  # by anyone: moved by whom


def _you_did_this_turn(done: Instruction) -> Condition | None:
    """ "you've played a spell this turn" (an event of the verb's kind by you, of a card of
    that type, with a tag: "an Equipment"), "you've chosen an enemy unit this turn" (of that
    side), "you've gained XP this turn" (730.1)."""
    match done.objects:
        case (NounPhrase() as what, turn) if turn == _THIS_TURN:
            pass
        case _:
            return None
    if what.quantifier == "no" and what.count is None:  # "you played no spells this turn"
        some = dataclasses.replace(what, quantifier="a")
        found = _you_did_this_turn(dataclasses.replace(done, objects=(some, turn)))
        return Not(found) if found is not None else None
    if done.verb is Verb.GAIN and what == _XP:
        return ThisTurn(_GAINED_XP)
    kind = TRIGGER_EVENTS.get(done.verb.value) if done.verb else None
    least = _at_least(what)  # "a spell": one; "two or more cards": that many
    if kind is None or least is None or len(what.kinds) != 1 or len(what.tags) > 1:
        return None
    made = LEXICON["card_types"].get(what.kinds[0])
    allowed = ("quantifier", "count", "controller", "kinds", "tags", "qualities")
    if (made is None and what.kinds != ("card",)) or not what.bare(*allowed):
        return None
    if what.qualities not in ((), _NON_TOKEN):  # "a non-token unit": not a token (179)
        return None
    token = False if what.qualities == _NON_TOKEN else None
    tag = None
    if what.tags:  # "an Equipment": a gear so tagged (150.1)
        tag = tag_named(what.tags[0])
        if tag is None:
            return None
    return ThisTurn(kind, type=made, tag=tag, controller=what.controller, token=token, least=least)


def _by(found: Condition | None, who: Selector) -> Condition | None:
    """``found`` (events of yours this turn, or none of them) as events of the player ``who``
    selects."""
    if isinstance(found, Not) and isinstance(found.condition, ThisTurn):
        return Not(dataclasses.replace(found.condition, by=who))
    return dataclasses.replace(found, by=who) if isinstance(found, ThisTurn) else None


def _at_least(what: NounPhrase) -> int | None:
    """How many events "you've <done> <what> this turn" needs: 1 for "a …", n for "n or more
    …"; None for another count."""
    if what.quantifier == "a" and what.count is None:
        return 1
    count = what.count
    if what.quantifier is not None or count is None or count.comparison != "at-least":
        return None
    return count.amount if isinstance(count.amount, int) and count.amount >= 1 else None


def each_done_this_turn(test: tuple[Instruction, ...]) -> Condition | None:
    """ "if you've played a non-token unit, a non-token gear, and a spell this turn": the
    reader makes each object after the first an instruction of its own, its verb elided,
    joined by "," and ", and", "this turn" on the last; each done this turn (all of them:
    :class:`Both`); None for a test of another shape."""
    first, *rest = test
    if not rest or first.joint or not rest[-1].objects or rest[-1].objects[-1] != _THIS_TURN:
        return None
    *between, last = rest
    if _words(last.joint) != ["and"] or any(_words(one.joint) for one in between):
        return None
    if any(one.joint.count(",") != 1 for one in between):  # "a, b, and c": commas between
        return None
    found: list[Condition] = []
    for one in test:
        if one.verb is not first.verb or one.past != first.past:
            return None
        if one is not first and one.subject:
            return None
        objects = one.objects if one is last else (*one.objects, _THIS_TURN)
        if len(objects) != 2 or one.modal or one.negated:
            return None
        done = Instruction(verb=first.verb, subject=first.subject, past=True, objects=objects)
        read = done_this_turn(done)
        if read is None:
            return None
        found.append(read)
    both = found[-1]
    for condition in reversed(found[:-1]):
        both = Both(condition, both)
    return both


_NON_TOKEN = ("non-token",)


def _words(joint: str) -> list[str]:
    """A joint's words, its commas left out: ", and" -> ["and"], "," -> []."""
    return joint.replace(",", " ").split()


def had_might(test: Instruction) -> Condition | None:
    """ "if it had 3 [M] or less" (the IR: "it", "have" in the past, a number, Might at most):
    what the instruction before affected had that Might as it was affected — a unit it killed
    as it last was on the board (428.1.a.1.b, the Might its kill noted); nothing affected, no
    Might to have."""
    if test.modal or test.negated or test.subject != (NounPhrase(reference="it"),):
        return None
    if len(test.objects) != 2 or not isinstance(bound := test.objects[0], Value):
        return None
    might = Amount(resources=Resources(power=("might",), comparison="at-most"))
    if bound.amount is None or bound.variable or bound.comparison or test.objects[1] != might:
        return None
    return Both(Exists(It()), Not(AtLeast(MightOf(It()), bound.amount + 1)))


def was(test: Instruction) -> Condition | None:
    """ "if it was an enemy unit" (the one chosen, as it was), "if I was [Mighty]" (as I died,
    428.1.a.1.b)."""
    if not test.past or test.modal or len(test.subject) != 1:
        return None
    match test.subject[0], test.objects:
        case NounPhrase(reference="it") as it, (
            NounPhrase(quantifier="a", kinds=("unit",)) as what,
        ):
            side = what.controller
            if side not in _SIDES or not it.bare("reference"):
                return None
            return (
                WasSide(Chosen(), side) if what.bare("quantifier", "controller", "kinds") else None
            )
        case NounPhrase() as me, (Keyword(name="Mighty", value=None),) if me == _ME:
            return WasMighty()
        case this, (NounPhrase(states=("attached",)) as state, to, turn) if (
            this == _THIS and state.bare("states") and to == _TO_ME and turn == _THIS_TURN
        ):
            # "if this was attached to me this turn" (an Equipment's effect text, 136.2.d): it
            # is attached to me now, so its last attach, if this turn, was to me (434.1.f)
            return ThisTurn(EventKind.ATTACH, anyone=True, about=this_card())
    return None


@condition_reading(Verb.DIE)
def died(test: Instruction) -> Condition | None:
    """ "if I died alone", "if I didn't die alone" (740.2.a, as I died); "if an enemy unit has
    died this turn", "if a friendly unit died during your Beginning Phase this turn": a unit's
    death is its ``kill`` event, which notes its controller (428.1.a.1.b)."""
    if not test.past:
        return None
    if test.subject == (_ME,) and test.objects == (_ALONE,):
        if test.modal == ("didn't",) and test.negated:
            return Not(DiedAlone())
        return DiedAlone() if not test.modal and not test.negated else None
    if test.modal or test.negated or len(test.subject) != 1:
        return None
    who = test.subject[0]
    if not isinstance(who, NounPhrase) or who.controller not in (*_SIDES, None):
        return None
    if who != NounPhrase(quantifier="a", controller=who.controller, kinds=("unit",)):
        return None  # "a unit": anyone's; "an enemy unit": its controller's as it died
    *during, turn = test.objects or (None,)
    if turn != _THIS_TURN or len(during) > 1:
        return None
    phase = None
    if during:
        match during[0]:
            case Prepositional(
                preposition="during", object=NounPhrase(possessor="you", times=(period,)) as when
            ):
                phase = PHASES.get(period) if when.bare("possessor", "times") else None
        if phase is None:
            return None
    kill = TRIGGER_EVENTS["die"]
    return ThisTurn(kill, anyone=True, type=CardType.UNIT, controller=who.controller, phase=phase)


# a phase the IR names (a noun of the lexicon: "Beginning Phase" is "beginning-phase") as the
# engine's (the phases of the turn, 314)
PHASES = {f"{phase}-phase": phase for phase in Phase}  # the IR's "beginning-phase"


def not_done_to_me(been: Instruction, done: Instruction) -> Condition | None:
    """ "If I haven't been dealt damage this turn": no event of that kind about me this turn
    (the IR: "be" with the negated "haven't", then the participle with its object)."""
    if been.subject != (_ME,) or been.modal != ("haven't",) or been.objects or done.subject:
        return None
    if not done.past or done.modal or done.negated or done.joint:
        return None
    if done.verb is Verb.DEAL and done.objects == (_DAMAGE, _THIS_TURN):
        kind = TRIGGER_COMPLEMENTS["take"]["damage"]  # dealt damage: took it
        return Not(ThisTurn(kind, anyone=True, about=Self()))
    return None


_DAMAGE = NounPhrase(quantities=("damage",))
