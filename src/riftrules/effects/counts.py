"""Conditions on what a player controls or has, counted, read from the semantic IR
(:mod:`riftrules.ir`): "if you control 3 or more other gear", "if you control 4 or fewer
runes", "if you control another Mech", "if an opponent controls a stunned unit", "if you
control a facedown card (at a battlefield)", "if you control fewer runes than an opponent",
"while you control this battlefield", "if you have 7+ units here", "if you have one or fewer
cards in your hand", "if you have exactly 4 cards in hand and exactly 4 units at
battlefields". What is counted comes from the noun phrase's fields (its count and bound, its
kinds, tags, states and location) and the lexicon, never from printed words.

:func:`controls` reads a "control" test, :func:`has` a "have" one; each gives None for a
test of another shape.
"""

from __future__ import annotations

import dataclasses

from riftrules.cards.model import CardType
from riftrules.effects import conditions
from riftrules.effects.condition_readings import condition_reading
from riftrules.engine import (
    CONTROLLER,
    OPPONENTS,
    AtLeast,
    Battlefields,
    Both,
    CardsIn,
    CostReduction,
    Count,
    Exactly,
    Exists,
    FacedownCards,
    FewerThan,
    Give,
    It,
    MoreThanYou,
    NamedAsMe,
    NearVictory,
    Not,
    Permanents,
    Self,
    SomePlayer,
    TagsAmong,
    ThatBattlefield,
    There,
    TotalMight,
    UnitsThere,
    XpOf,
)
from riftrules.engine.actions import Action
from riftrules.engine.conditions import Condition
from riftrules.engine.names import RUNES, Zone
from riftrules.engine.selectors import Location, Selector
from riftrules.ir.lexicon import LEXICON, tag_named
from riftrules.ir.nodes import (
    Adverb,
    Amount,
    Complement,
    Duration,
    Instruction,
    Might,
    NounPhrase,
    Prepositional,
    Relative,
    Resources,
    Value,
    Verb,
)

_YOU = NounPhrase(reference="you")
_THERE = NounPhrase(reference="there")
_ME = NounPhrase(reference="self")
_EXACTLY = Adverb(word="exactly")
_A_BATTLEFIELD = NounPhrase(quantifier="a", kinds=("battlefield",))
_AT_A_BATTLEFIELD = Prepositional(preposition="at", object=_A_BATTLEFIELD)
_YOU_CONTROL = Relative(verb=Verb.CONTROL, subject="you")  # "a unit you control"
_AN_OPPONENT = NounPhrase(quantifier="a", kinds=("opponent",))
_ONE = ("a", "another")  # "a Poro", "another Mech": one at least
_PERMANENT_TYPES = (CardType.UNIT, CardType.GEAR)  # counted among a player's permanents
# where counted units are, by the location's noun phrase (the event's battlefield: "that")
_UNITS_AT: dict[NounPhrase | None, object] = {
    None: None,
    NounPhrase(reference="here"): Location.HERE,
    NounPhrase(kinds=("battlefield",)): Location.BATTLEFIELD,
    NounPhrase(reference="that", kinds=("battlefield",)): ThatBattlefield(),
    NounPhrase(reference="there"): There(),  # the battlefield chosen before (the compiler)
    NounPhrase(possessor="you", zones=("base",)): Location.BASE,
}
_THIS_BATTLEFIELD = NounPhrase(reference="this", kinds=("battlefield",))
_MY_NAME_IN_YOUR_TRASH = (
    NounPhrase(quantifier="a", kinds=("card",)),
    Prepositional(
        preposition="with",
        object=NounPhrase(
            possessor="me",
            attributes=("name",),
            location=Prepositional(
                preposition="in", object=NounPhrase(possessor="you", zones=("trash",))
            ),
        ),
    ),
)


@condition_reading(Verb.CONTROL)
def controls(test: Instruction) -> Condition | None:
    """ "you control …" / "an opponent controls …": what they control is there, counted."""
    if test.verb is None or test.modal or test.negated or test.past or test.joint:
        return None
    if test.subject == (_AN_OPPONENT,):
        return (
            _than_you(test.objects)
            or _fewer_than(test.objects, "more", _YOU)
            or _opponent_controls(test.objects)
        )
    if test.subject != (_YOU,):
        return None
    if (with_units := _battlefield_with(test.objects)) is not None:
        return with_units
    match test.objects:
        case (NounPhrase() as what,) if what == _THIS_BATTLEFIELD:  # its own ability (190.6)
            return Exists(Battlefields(controlled="you", here=True))
        case (NounPhrase(qualities=("fewer",)), Prepositional(preposition="than")):
            return _fewer_than(test.objects, "fewer", _AN_OPPONENT)
        case (NounPhrase(states=("facedown",)) as what,):
            return _facedown(what)
        case (NounPhrase(reference="something") as what,):
            return _something(what)
        case (NounPhrase() as what,):
            return _counted(what)
    return None


def _fewer_than(
    objects: tuple[Complement, ...], compared: str, than: NounPhrase
) -> Condition | None:
    """ "you control fewer runes than an opponent", "an opponent controls more units than you":
    you control fewer of them than at least one opponent (runes in your rune pool; units or
    gear on the board); None for anything else."""
    match objects:
        case (
            NounPhrase(kinds=(kind,), qualities=(said,)) as what,
            Prepositional(preposition="than", object=other),
        ) if said == compared and other == than and what.bare("kinds", "qualities"):
            if kind == "rune":
                return FewerThan(RUNES)
            made = LEXICON["card_types"].get(kind)
            return FewerThan(None, type=made) if made in _PERMANENT_TYPES else None
    return None


def _something(what: NounPhrase) -> Condition | None:
    """ "you control something that's [Empowered]": a legend, unit or gear of yours (on the
    board, the Legend Zone a part of it, 107.4) in that state (441.2)."""
    fields = conditions.relative_fields(what.relative)
    if fields is None or not what.bare("reference", "relative"):
        return None
    return Exists(Permanents(controller="you", legends=True, **fields))  # type: ignore[arg-type]


def has(test: Instruction) -> Condition | None:
    """ "you have 7+ units here", "you have exactly 4 cards in hand and exactly 4 units at
    battlefields" (both hold)."""
    if test.modal or test.negated or test.past or test.joint:
        return None
    if test.subject == (_AN_OPPONENT,):  # any one of them (728: each player's own XP)
        if (compared := _than_you(test.objects)) is not None:
            return compared  # "an opponent has more cards in hand than you"
        theirs = _had(test.objects)
        return SomePlayer(OPPONENTS, theirs) if theirs is not None else None
    return _had(test.objects) if test.subject == (_YOU,) else None


_MORE_OR_FEWER = {("more",): False, ("fewer",): True}
_THAN_YOU = Prepositional(preposition="than", object=_YOU)


def _than_you(objects: tuple[Complement, ...]) -> Condition | None:
    """ "(an opponent controls) more units than you", "(… has) fewer cards in hand than you"
    (the IR: a noun phrase of the quality "more" or "fewer", then "than you"): one of your
    opponents has more (fewer) of them than you do, each counting their own; None for other
    objects."""
    match objects:
        case (NounPhrase() as what, than) if than == _THAN_YOU:
            fewer = _MORE_OR_FEWER.get(what.qualities)
            counted = _cards_or_units(dataclasses.replace(what, qualities=()))
            if fewer is None or counted is None:
                return None
            return MoreThanYou(OPPONENTS, Count(counted), fewer=fewer)
    return None


def has_both(first: Instruction, second: Instruction) -> Condition | None:
    """Two "you have …" joined by "and": both hold."""
    if second.joint != "and" or second.subject or second.modal or second.negated:
        return None
    one, other = has(first), _had(second.objects)
    return Both(one, other) if one is not None and other is not None else None


def _had(objects: tuple[Complement, ...]) -> Condition | None:
    if (xp := _xp_had(objects)) is not None:
        return xp
    if objects == _MY_NAME_IN_YOUR_TRASH:  # "a card with my name in your trash"
        return Exists(NamedAsMe(CardsIn(Zone.TRASH)))
    exactly = bool(objects) and objects[0] == Adverb(word="exactly")
    match objects[1:] if exactly else objects:
        case (NounPhrase(count=Value() as count) as what,):
            pass
        case (NounPhrase(quantifier="a" | "another") as what,) if not exactly:
            one = _cards_or_units(dataclasses.replace(what, quantifier=None))
            return Exists(one) if one is not None else None  # "you have another unit here"
        case (NounPhrase(quantifier="no", count=None) as what,) if not exactly:
            none = _cards_or_units(dataclasses.replace(what, quantifier=None))
            return Not(Exists(none)) if none is not None else None  # "no cards in your hand"
        case _:
            return None
    if exactly == (count.comparison is not None) or count.amount is None:
        return None  # "if you have 2 units": at least? exactly? not read
    counted = _cards_or_units(what)
    if counted is None:
        return None
    if exactly:
        return Exactly(Count(counted), count.amount)
    return _bounded(counted, count.amount, count.comparison)


def _xp_had(objects: tuple[Complement, ...]) -> Condition | None:
    """ "you have 5+ XP", "you have 3 or less XP", "you have exactly 4 XP" (the IR: a count of
    XP, 728): your XP against that bound; None for other objects."""
    exactly = bool(objects) and objects[0] == Adverb(word="exactly")
    match objects[1:] if exactly else objects:
        case (NounPhrase(count=Value(amount=int(n), variable=None) as count) as what,):
            if what.quantities != ("xp",) or not what.bare("count", "quantities"):
                return None
        case _:
            return None
    if exactly:
        return Exactly(XpOf(CONTROLLER), n) if count.comparison is None else None
    if count.comparison == "at-most":
        return Not(AtLeast(XpOf(CONTROLLER), n + 1))
    return AtLeast(XpOf(CONTROLLER), n) if count.comparison == "at-least" else None


def _cards_or_units(what: NounPhrase) -> Selector | None:
    """ "cards in (your) hand", "(other) units (here | at battlefields | at that battlefield |
    in your base)", "runes"."""
    where = what.location
    if not what.bare("count", "kinds", "location", "other"):
        return None
    if what.kinds == ("rune",) and where is None and not what.other:
        return CardsIn(Zone.RUNES)
    if what.kinds == ("card",) and not what.other:
        in_hand = (NounPhrase(zones=("hand",)), NounPhrase(possessor="you", zones=("hand",)))
        if where not in (Prepositional(preposition="in", object=hand) for hand in in_hand):
            return None
        return CardsIn(Zone.HAND)
    if what.kinds != ("unit",):
        return None
    if isinstance(where, Prepositional):
        where = where.object if where.preposition in ("at", "in") else where
    if where not in _UNITS_AT:
        return None
    return Permanents(type=CardType.UNIT, controller="you", at=_UNITS_AT[where], other=what.other)  # type: ignore[arg-type,index]


def _counted(what: NounPhrase) -> Condition | None:
    """Your runes, or your permanents of a type or with a tag, counted: "3 or more other gear",
    "4 or fewer runes", "a Poro", "another Mech" (not me), "a [Mighty] unit" (a keyword that
    names a state, 708), "no units at battlefields" (none), where they are."""
    fields: dict[str, object] = {}
    for keyword in what.keywords:  # "a [Mighty] unit": in that state
        state = conditions.keyword_state(keyword.name) if keyword.value is None else None
        if state is None:
            return None
        fields.update(state)
    if what.location is not None:  # "at battlefields", "here", "in your base"
        where = what.location
        if isinstance(where, Prepositional) and where.preposition in ("at", "in"):
            where = where.object
        if where not in _UNITS_AT or _UNITS_AT[where] is None:  # type: ignore[operator]
            return None
        fields["at"] = _UNITS_AT[where]  # type: ignore[index]
    if fields and what.quantifier == "no" and what.count is None:  # "no units at battlefields"
        none = _counted(dataclasses.replace(what, quantifier="a", keywords=(), location=None))
        if not isinstance(none, AtLeast) or not isinstance(none.value, Count):
            return None
        counted = dataclasses.replace(none.value.of, **fields)  # type: ignore[type-var]
        return Not(AtLeast(Count(counted), 1))
    if what.quantifier == "no" and what.count is None:  # "if you control no units": none
        some = _counted(dataclasses.replace(what, quantifier="a"))
        return Not(some) if isinstance(some, AtLeast) else None
    if fields:
        some = _counted(dataclasses.replace(what, keywords=(), location=None))
        if not isinstance(some, AtLeast) or not isinstance(some.value, Count):
            return None
        counted = dataclasses.replace(some.value.of, **fields)  # type: ignore[type-var]
        return AtLeast(Count(counted), some.least)
    if not what.bare("quantifier", "count", "other", "kinds", "tags"):
        return None
    if what.count is not None:
        if what.quantifier is not None or what.count.amount is None:
            return None
        least, bound = what.count.amount, what.count.comparison
    elif what.quantifier in _ONE:
        least, bound = 1, None
    else:
        return None
    other = what.other or what.quantifier == "another"
    if what.kinds == ("rune",) and not other and not what.tags:
        return _bounded(CardsIn(Zone.RUNES), least, bound)
    types = LEXICON["card_types"]
    made = types.get(what.kinds[0]) if len(what.kinds) == 1 else None
    if len(what.kinds) > 1 or (what.kinds and made not in _PERMANENT_TYPES):
        return None
    tag = None
    if what.tags:
        tag = tag_named(what.tags[0]) if len(what.tags) == 1 else None
        if tag is None or (what.quantifier not in _ONE and not made):
            return None  # "3 Mechs": not read
    if made is None and tag is None:
        return None
    counted = Permanents(type=made, controller="you", tag=tag, other=other)
    return _bounded(counted, least, bound)


def _bounded(counted: Selector, least: int, bound: str | None) -> Condition | None:
    """``least`` of them or more (a number with no bound is a least, as "if you control 3
    gear" is read), or with "at-most" no more than that."""
    if bound == "at-most":
        return Not(AtLeast(Count(counted), least + 1))
    if bound in (None, "at-least"):
        return AtLeast(Count(counted), least)
    return None


def _facedown(what: NounPhrase) -> Condition | None:
    """ "a facedown card" (at a battlefield: where facedown cards are, 355.9.a.3)."""
    card = NounPhrase(quantifier="a", kinds=("card",), states=("facedown",))
    at = Prepositional(preposition="at", object=NounPhrase(quantifier="a", kinds=("battlefield",)))
    if what not in (card, dataclasses.replace(card, location=at)):
        return None
    return Exists(FacedownCards())


def _opponent_controls(objects: tuple[Complement, ...]) -> Condition | None:
    """ "an opponent controls a stunned unit": such an enemy permanent is on the board."""
    match objects:
        case (NounPhrase(quantifier="a", kinds=("battlefield",)) as what,):
            bare = what.bare("quantifier", "kinds")
            return Exists(Battlefields(controlled="enemy")) if bare else None
        case (NounPhrase(quantifier="a", kinds=(kind,), states=(state,)) as what,):
            made = LEXICON["card_types"].get(kind)
            fields = conditions.STATES.get(state)
            if made not in _PERMANENT_TYPES or fields is None:
                return None
            if not what.bare("quantifier", "kinds", "states"):
                return None
            return Exists(Permanents(type=made, controller="enemy", **fields))  # type: ignore[arg-type]
    return None


_SCORES = {
    NounPhrase(quantifier="a", of=("opponent",), qualities=("score",)): OPPONENTS,
    NounPhrase(possessor="you", qualities=("score",)): CONTROLLER,
}
_VICTORY_SCORE = Prepositional(
    preposition="of", object=NounPhrase(quantifier="the", quantities=("victory-score",))
)


def at_a_battlefield_with(test: Instruction) -> Condition | None:
    """ "while I'm at a battlefield with exactly one other unit you control": I am at one,
    and exactly that many other units of yours are there (the IR reads "with" bare, then
    "exactly" and the noun phrase)."""
    if test.modal or test.negated or test.past or test.subject != (_ME,):
        return None
    match test.objects:
        case (at, Prepositional(preposition="with", object=None), exactly, NounPhrase() as what):
            pass
        case _:
            return None
    count = what.count
    if at != _AT_A_BATTLEFIELD or exactly != _EXACTLY or count is None or count.comparison:
        return None
    mine = NounPhrase(count=count, other=True, kinds=("unit",), relative=_YOU_CONTROL)
    if what != mine or count.amount is None:
        return None
    there = Exists(Permanents(among=Self(), at=Location.BATTLEFIELD))
    others = Permanents(type=CardType.UNIT, controller="you", other=True, at=Location.HERE)
    return Both(there, Exactly(Count(others), count.amount))


def _battlefield_with(objects: tuple[Complement, ...]) -> Condition | None:
    """ "you control a battlefield with exactly two units there": anyone's units there."""
    match objects:
        case (battlefield, Prepositional(preposition="with", object=None), exactly, what):
            pass
        case _:
            return None
    units = NounPhrase(count=getattr(what, "count", None), kinds=("unit",), location=_THERE)
    count = units.count
    if battlefield != _A_BATTLEFIELD or exactly != _EXACTLY or what != units or count is None:
        return None
    if count.comparison or count.amount is None:
        return None
    return UnitsThere(Battlefields(controlled="you"), count.amount)


def there_is(test: Instruction) -> Condition | None:
    """ "while there's a stunned enemy unit here" (one is there), "if there is exactly one
    other unit you control here" (counted): such permanents are on the board, where the noun
    phrase says (the source's battlefield: "here")."""
    if test.modal or test.negated or test.past or test.subject != (_THERE,):
        return None
    objects = list(test.objects)
    exactly = bool(objects) and objects[0] == _EXACTLY
    match objects[1:] if exactly else objects:
        case [NounPhrase(kinds=(kind,)) as what]:
            pass
        case _:
            return None
    made = LEXICON["card_types"].get(kind)
    allowed = ("quantifier", "count", "other", "controller", "kinds", "states", "location")
    if (
        made not in _PERMANENT_TYPES
        or what.location not in _UNITS_AT
        or not what.bare(*allowed, "relative")
    ):
        return None
    controller = what.controller
    if what.relative is not None:  # "a unit you control"
        if what.relative != _YOU_CONTROL or controller is not None:
            return None
        controller = "you"
    fields: dict[str, object] = {}
    for state in what.states:
        if state not in conditions.STATES:
            return None
        fields |= conditions.STATES[state]
    at = _UNITS_AT[what.location]
    there = Permanents(type=made, controller=controller, at=at, other=what.other, **fields)  # type: ignore[arg-type]
    count = what.count
    if count is None:
        return Exists(there) if what.quantifier == "a" and not exactly else None
    if what.quantifier is not None or count.amount is None or (exactly and count.comparison):
        return None
    if exactly:
        return Exactly(Count(there), count.amount)
    return _bounded(there, count.amount, count.comparison)


def near_victory(test: Instruction) -> Condition | None:
    """ "if an opponent's score is within 3 points of the Victory Score", "if your score is not
    within 3 points of …": a player's points, counted against the Victory Score."""
    if test.verb is not Verb.BE or len(test.subject) != 1 or test.subject[0] not in _SCORES:
        return None
    objects = list(test.objects)
    negated = bool(objects) and objects[0] == Adverb(word="not")
    match objects[1:] if negated else objects:
        case [Prepositional(preposition="within", object=NounPhrase() as points), of]:
            count = points.count
            if of != _VICTORY_SCORE or points.quantities != ("point",) or count is None:
                return None
            if count.comparison or count.amount is None or not points.bare("count", "quantities"):
                return None
            close = NearVictory(_SCORES[test.subject[0]], count.amount)  # type: ignore[index]
            return Not(close) if negated else close
    return None


_TOTAL_MIGHT = NounPhrase(quantities=("might",), qualities=("total",))
_LESS_MIGHT = NounPhrase(quantities=("might",), qualities=("less",))
_MIGHT_BOUNDS = {"at-most": "max_might", "at-least": "min_might"}
_MIGHT = {
    key: Resources(power=("might",), comparison=bound) for bound, key in _MIGHT_BOUNDS.items()
}


def might_had(test: Instruction) -> Condition | None:
    """ "if your other units have total Might 5 or more" (their Might added up); "if it has
    less Might than me" (nothing has, while I'm not on the board)."""
    if test.verb is not Verb.HAVE or test.modal or test.negated or len(test.subject) != 1:
        return None
    who = test.subject[0]
    match test.objects:
        case (NounPhrase() as total, Value(amount=int(least), comparison="at-least")):
            units = NounPhrase(possessor="you", other=who.other, kinds=("unit",))  # type: ignore[union-attr]
            if total != _TOTAL_MIGHT or who != units:
                return None
            mine = Permanents(type=CardType.UNIT, controller="you", other=units.other)
            return AtLeast(TotalMight(mine), least)
        case (Value(amount=int(bound), comparison=None), Amount(resources=might)):
            # "if it has 3 [M] or less" (the IR reads "[M] or less" as a Might resource)
            key = _MIGHT_BOUNDS.get(might.comparison) if might else None  # type: ignore[union-attr]
            if who != NounPhrase(reference="it") or key is None or might != _MIGHT.get(key):
                return None
            return Exists(Permanents(among=It(), **{key: bound}))  # type: ignore[arg-type]
        case (NounPhrase() as less, Prepositional(preposition="than", object=than)):
            if less != _LESS_MIGHT or who != NounPhrase(reference="it"):
                return None
            if than != NounPhrase(reference="self"):
                return None
            return Exists(Permanents(among=It(), less_might_than=Self()))
    return None


_THEY_EACH = (NounPhrase(reference="they"), NounPhrase(reference="each"))


def they_each(test: Condition, said: Instruction) -> Action | None:
    """ "If you have exactly two units there, they each get +1 [M] this turn.": "they" are the
    units the condition counted (``test``: exactly N of them), each given the Might this turn;
    None for another instruction or condition."""
    if not isinstance(test, Exactly) or not isinstance(test.value, Count):
        return None
    counted = test.value.of
    if not isinstance(counted, Permanents) or counted.type != "Unit":
        return None
    if said.verb is not Verb.GET or said.subject != _THEY_EACH:
        return None
    if said.modal or said.negated or said.past or said.joint:
        return None
    match said.objects:
        case (
            Amount(
                might=Might(change=int() as change, value=None, comparison=None),
                resources=None,
                signed=None,
            ),
            Duration(until="turn"),
        ):
            return Give(counted, change)
    return None


# "among your units", "among friendly units": the group whose tags are counted
_GROUPS = {
    NounPhrase(possessor="you", kinds=("unit",)): Permanents(type=CardType.UNIT, controller="you"),
    NounPhrase(controller="friendly", kinds=("unit",)): Permanents(
        type=CardType.UNIT, controller="friendly"
    ),
}


def listed_tags(what: NounPhrase) -> tuple[str, ...] | None:
    """ "the following tags — Bird, Cat, Dog, and Poro" (a noun phrase of listed tags:
    :func:`riftrules.ir.reader.fold_lists`): those tags as the pool spells them; None for
    another noun phrase."""
    listing = set(LEXICON["listing"])
    if not what.tags or what.attributes != ("tag",) or not set(what.qualities) <= listing:
        return None
    if what.quantifier != "the" or not what.qualities:
        return None
    if not what.bare("quantifier", "attributes", "qualities", "tags"):
        return None
    return named_tags(what.tags)


def tags_among(tags: tuple[str, ...], among: Complement | None) -> TagsAmong | None:
    """ "for each of the following tags among your units": how many of ``tags`` the group
    ``among`` names has among its members (143.1); None for a group not read."""
    group = _GROUPS.get(among) if isinstance(among, NounPhrase) else None
    return TagsAmong(tags, group) if group is not None else None


_THEM = Prepositional(preposition="among", object=NounPhrase(reference="they"))


def have_all_tags(test: Instruction) -> Condition | None:
    """ "if your units have all of the following tags among them — Bird, Cat, Dog, and Poro",
    "while your units have all 4 tags" (the 4 a line before listed): each of those tags is
    among the group's (143.1); None for another test."""
    if test.verb is not Verb.HAVE or test.modal or test.negated or test.past:
        return None
    if len(test.subject) != 1 or not isinstance(test.subject[0], NounPhrase):
        return None
    group = _GROUPS.get(test.subject[0])
    tags: tuple[str, ...] | None = None
    match test.objects:
        case (NounPhrase(partitive="all") as each, NounPhrase() as listed, among) if (
            each.bare("partitive") and among == _THEM
        ):
            tags = listed_tags(listed)
        case (NounPhrase(quantifier="all", count=Value(amount=int() as n)) as listed,):
            bare = listed.bare("quantifier", "count", "attributes", "tags")
            if bare and listed.attributes == ("tag",) and len(listed.tags) == n:
                tags = named_tags(listed.tags)
    if group is None or tags is None:
        return None
    return AtLeast(TagsAmong(tags, group), len(tags))


def named_tags(tags: tuple[str, ...]) -> tuple[str, ...] | None:
    """The IR's tags as the pool spells them ("poro" -> "Poro"); None if one is no tag."""
    named = tuple(tag_named(tag) for tag in tags)
    return None if None in named else named  # type: ignore[return-value]


_MY_COST = NounPhrase(possessor="me", attributes=("cost",))
_BY = Prepositional(preposition="by")
_FOR_EACH = Prepositional(preposition="for", object=NounPhrase(partitive="each"))


def reduce_my_cost(said: Instruction | None, text: str) -> CostReduction | None:
    """ "Reduce my cost by [1] for each of the following tags among your units — Bird, Cat,
    Dog, and Poro.": a discount (356.4) of that Energy for each tag listed the group has; None
    for another instruction."""
    if said is None or said.verb is not Verb.REDUCE or said.subject or said.joint:
        return None
    if said.modal or said.negated or said.past:
        return None
    match said.objects:
        case (
            NounPhrase() as mine,
            Prepositional() as by,
            Amount(resources=Resources(energy=int() as energy, power=(), exhaust=False)) as paid,
            Prepositional() as each,
            NounPhrase() as listed,
            Prepositional(preposition="among", object=among),
        ) if (mine, by, each) == (_MY_COST, _BY, _FOR_EACH) and paid.bare("resources"):
            tags = listed_tags(listed)
            counted = tags_among(tags, among) if tags is not None and energy > 0 else None
            if counted is not None and paid.resources.comparison is None:  # type: ignore[union-attr]
                return CostReduction(energy, per=counted, text=text)
    return None
