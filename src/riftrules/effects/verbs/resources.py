"""The verbs of resources and points: gain, spend, add, pay, predict, score, win."""

from __future__ import annotations

from riftrules.cards.model import CardType
from riftrules.cardtext.nodes import Word
from riftrules.cardtext.printer import quote
from riftrules.effects.each_players_own import counts_own
from riftrules.effects.refusals import Construct, NotCompiled
from riftrules.effects.roles import (
    Roles,
    only,
)
from riftrules.effects.symbols import of_ir
from riftrules.effects.verbs.clause_parts import (
    _CONTROL,
    _counted,
    _granting,
    _is,
    _lasting,
    _number_of,
    _some,
    _take_control,
    per_each,
    that_many,
)
from riftrules.effects.verbs.counters import spend_counters
from riftrules.effects.verbs.registry import verb
from riftrules.engine import (
    CONTROLLER,
    Add,
    Choose,
    GainPoints,
    GainXP,
    Pay,
    Permanents,
    Predict,
    Self,
    SpendAnyXP,
    SpendBuff,
    SpendXP,
    That,
    Times,
)
from riftrules.engine.actions import Action
from riftrules.engine.selectors import Selector
from riftrules.ir.nodes import NounPhrase, Verb
from riftrules.ir.reader import (
    complement_or_none,
    read_resources,
)


@verb(Verb.GAIN)
def _gain(who: Selector, found: Roles) -> Action:
    if found.direct is _CONTROL:
        return _take_control(who, found)
    if found.keywords and found.this_combat and found.direct is None:
        # "It gains [Shield 2] this combat.": it is given the keyword (466.7.c)
        only(found, "keywords", "this_turn")
        return _granting(who, found.keywords, _lasting(found))
    if (number := _number_of(found, found.direct, quantities=("xp",))) is not None:
        only(found)  # "gain XP equal to the number of …"
        return GainXP(who, number)
    if counts_own(who) and (many := that_many(found, quantities=("xp",))) is not None:
        only(found)  # "gain that much XP": as many as the instruction before was done to
        return GainXP(who, many)
    per = per_each(found)
    only(found, "direct")
    xp = _counted(found.direct, quantities=("xp",))
    if xp is not None:
        return GainXP(who, Times(xp, per) if per is not None else xp)
    if per is not None:
        raise NotCompiled(Construct.VALUE, "'gain … for each' compiles XP only")
    points = _counted(found.direct, quantities=("point",))
    if points is not None:
        return GainPoints(who, points)
    raise NotCompiled(Construct.VERB, "'gain' compiles XP or points")


@verb(Verb.SPEND)
def _spend(who: Selector, found: Roles) -> Action:
    """ "Spend 3 XP" (730.2), "spend a buff" (one of your units', 702.2.b), "spend my buff",
    "spend a counter from a friendly unit" (745)."""
    if (counters := spend_counters(who, found)) is not None:
        return counters
    only(found, "direct")
    xp = _counted(found.direct, quantities=("xp",))
    if xp is not None:
        return SpendXP(who, xp)
    any_xp = NounPhrase(partitive="any-amount", quantities=("xp",))
    if who == CONTROLLER and complement_or_none(found.direct) == any_xp:
        return SpendAnyXP()  # "spend any amount of XP": as much as you choose
    if _is(found.direct, quantifier="a", quantities=("buff",)):
        return SpendBuff(Choose(Permanents(type=CardType.UNIT, controller="you", buffed=True)))
    if _is(found.direct, possessor="me", quantities=("buff",)):
        return SpendBuff(Self())
    if _is(found.direct, possessor="its", quantities=("buff",)):
        # that unit's: the event's ("If a buffed unit … would die, you may pay [A], exhaust
        return SpendBuff(That())  # me, and spend its buff to …"), each one's
    raise NotCompiled(
        Construct.VERB, "'spend' compiles only 'N XP', 'a buff', 'my buff' and 'its buff'"
    )


@verb(Verb.REMOVE)
def _remove(who: Selector, found: Roles) -> Action:
    """ "Remove three charge counters from this" (745.1: spending counters removes them)."""
    counters = spend_counters(who, found)
    if counters is None:
        raise NotCompiled(
            Construct.VERB, f"removing {quote(*_some(found.direct)).casefold()!r} not compiled"
        )
    return counters


@verb(Verb.PREDICT)
def _predict(who: Selector, found: Roles) -> Action:
    """[Predict N], by its reminder text: "Look at the top N cards of your Main Deck. Recycle
    any of them and put the rest back in any order" (the rest stay in their order; 436)."""
    only(found, "count")
    return Predict(found.count or 1)


@verb(Verb.SCORE)
def _score(who: Selector, found: Roles) -> Action:
    only(found, "direct")
    points = _counted(found.direct, quantities=("point",))
    if points is None:
        raise NotCompiled(Construct.VERB, "'score' compiles only 'N point(s)'")
    return GainPoints(who, points)


def _symbols(found: Roles) -> tuple[int, int, tuple[str, ...]]:
    if found.symbols is None:
        raise NotCompiled(Construct.VERB, "no Energy or Power named")
    return of_ir(read_resources(Word(kind="SYMBOLS", text=found.symbols)))  # roles keep the text


@verb(Verb.ADD)
def _add(who: Selector, found: Roles) -> Action:
    only(found, "symbols")
    return Add(who, *_symbols(found))


@verb(Verb.PAY)
def _pay(who: Selector, found: Roles) -> Action:
    xp = _counted(found.direct, quantities=("xp",))
    if xp is not None:  # "You may pay 2 XP to …": paying a cost of XP spends it (203.1, 730.2)
        found.direct = None
        only(found)
        return SpendXP(who, xp)
    only(found, "symbols")
    return Pay(who, *_symbols(found))
