"""The verbs of places and control: move, attach, detach, take control, swap, conquer."""

from __future__ import annotations

import dataclasses

from riftrules.cards.model import CardType
from riftrules.cardtext.nodes import Node, Word
from riftrules.cardtext.printer import quote
from riftrules.effects.refusals import Construct, NotCompiled
from riftrules.effects.roles import (
    TO_OR_FROM_BASE,
    Roles,
    only,
    target_of,
)
from riftrules.effects.targets import (
    is_noun_phrase,
    select,
)
from riftrules.effects.verbs.clause_parts import (
    _A_BATTLEFIELD_YOU_CONTROL,
    _THAT_BATTLEFIELD,
    _THE_SAME_BATTLEFIELD,
    _is,
    _is_the_might,
    _one,
    _one_ir,
    _phrase_ir,
    _some,
)
from riftrules.effects.verbs.counters import move_counters
from riftrules.effects.verbs.registry import verb
from riftrules.engine import (
    CONTROLLER,
    Attach,
    AttachedTo,
    Battlefields,
    Choose,
    Conquer,
    Destination,
    Detach,
    It,
    LocationOf,
    MeAnd,
    Move,
    Permanents,
    Self,
    SwapLocations,
    SwapMight,
    That,
    ThatBattlefield,
    There,
    WinGame,
)
from riftrules.engine.actions import Action
from riftrules.engine.selectors import Selector
from riftrules.ir.nodes import (
    NounPhrase,
    Relative,
    Value,
    Verb,
)
from riftrules.ir.reader import (
    complement_or_none,
)

# a battlefield named by what is there (the IR): mine ("here", "my battlefield", "this
# battlefield": a unit's text, the battlefield it is at), the event's object's ("that enemy
# unit's battlefield")
_WHERE_IS = {
    NounPhrase(reference="here"): Self,
    NounPhrase(possessor="me", kinds=("battlefield",)): Self,
    NounPhrase(reference="this", kinds=("battlefield",)): Self,
    NounPhrase(reference="that", of=("unit",), controller="enemy", kinds=("battlefield",)): That,
}


_A_BATTLEFIELD = NounPhrase(quantifier="a", kinds=("battlefield",))


# where a unit moves from (the IR), as the location it is at now
_ORIGINS = {
    _A_BATTLEFIELD: "battlefield",
    NounPhrase(possessor="you", zones=("base",)): "base",
    NounPhrase(possessor="its", zones=("base",)): "base",
    NounPhrase(reference="here"): "here",  # "move up to one enemy unit from here to its base"
}


_BESIDE_A_FRIEND = NounPhrase(  # "a location where there's a unit with the same controller"
    quantifier="a",
    kinds=("location",),
    relative=Relative(
        verb=Verb.BE,
        subject="there",
        preposition="where",
        object="same-controller-unit",  # the lexicon's name of that unit
    ),
)


_WHERE_YOU_HAVE_UNITS = NounPhrase(
    quantifier="a",
    kinds=("battlefield",),
    relative=Relative(verb=Verb.HAVE, subject="you", preposition="where", object="units"),
)


_AN_OCCUPIED_ENEMY_BATTLEFIELD = NounPhrase(
    quantifier="a", controller="enemy", kinds=("battlefield",), states=("occupied",)
)


@verb(Verb.MOVE)
def _move(who: Selector, found: Roles) -> Action:
    if who == CONTROLLER and (counters := move_counters(found)) is not None:
        return counters  # "Move all counters from a friendly unit to another …" (746)
    if who != CONTROLLER and not isinstance(who, (Self, Permanents, Choose)):
        # "They move a unit they control": that player moves it, responsible for it (411)
        return _moved_by(who, _move(CONTROLLER, found))
    origin = found.by_preposition.pop("from", [])
    if origin:  # "Move a unit from a battlefield to its base": where the unit is now
        now = _ORIGINS.get(_one_ir(origin))  # type: ignore[arg-type]
        if found.location is not None or now is None:
            raise NotCompiled(
                Construct.LOCATION, f"moving from {quote(*origin).casefold()!r} not compiled"
            )
        found.location = now
    only(found, "direct", "location", "filters", "to")
    to = found.by_preposition.get("to", [])
    destination = _one_ir(to)
    if found.location == "there" and not to:  # "move me there": where, not from where
        found.location = None
        return Move(target_of(found), There())
    if not to:
        return Move(target_of(found), Destination.ANYWHERE)
    if destination == _A_BATTLEFIELD:
        return Move(target_of(found), Destination.BATTLEFIELD)
    if _is_to_or_from_base(to):  # "Move a friendly unit to or from its base"
        return Move(target_of(found), Destination.TO_OR_FROM_BASE)
    if destination == _BESIDE_A_FRIEND:
        return Move(target_of(found), Destination.BESIDE_A_FRIEND)
    if destination == _A_BATTLEFIELD_YOU_CONTROL:
        return Move(target_of(found), Choose(Battlefields(controlled="you")))
    if destination == _WHERE_YOU_HAVE_UNITS:
        return Move(target_of(found), Choose(Battlefields(occupied="you")))
    if destination == _AN_OCCUPIED_ENEMY_BATTLEFIELD:  # 170.11.a: a unit is there
        return Move(target_of(found), Choose(Battlefields(controlled="enemy", occupied="any")))
    different = NounPhrase(quantifier="a", kinds=("battlefield",), qualities=("different",))
    if destination == different and found.location == "here":
        # "move an enemy unit here … to a different battlefield": one other than here
        return Move(target_of(found), Choose(Battlefields(other=True)))
    if destination in _THAT_BATTLEFIELD:
        return Move(target_of(found), ThatBattlefield())
    if destination in _WHERE_IS:  # "… to here"
        return Move(target_of(found), LocationOf(_WHERE_IS[destination]()))  # type: ignore[index]
    if (where := _battlefield_of_state(to)) is not None:
        return Move(target_of(found), Choose(where))  # "… to an open battlefield"
    if not _a_base(destination):  # "move me to my base", "… to its owner's base"
        raise NotCompiled(Construct.LOCATION, f"moving to {quote(*to).casefold()!r} not compiled")
    return Move(target_of(found), Destination.BASE)


def _is_to_or_from_base(to: list[Node]) -> bool:
    """Is ``to`` the destination "to or from its base" (:func:`.compiler` joins the two
    clauses into one word whose text is ``TO_OR_FROM_BASE``, a :class:`Destination`)?"""
    node = _one(to)
    return isinstance(node, Word) and node.text is TO_OR_FROM_BASE


def _a_base(said: NounPhrase | None) -> bool:
    """ "base", "your base", "my base", "its owner's base" (the IR: the zone base, whoever's):
    the base of the unit's controller (107.1.c)."""
    if said is None or said.of not in ((), ("owner",)):
        return False
    return said == NounPhrase(possessor=said.possessor, of=said.of, zones=("base",))


# a battlefield's state (the IR's noun phrase ``states``) as the field that selects it
_BATTLEFIELD_STATES = {"open": "open"}  # 170.11.c: uncontrolled, no units there


def _battlefield_of_state(nodes: list[Node]) -> Battlefields | None:
    """ "an open battlefield", read from the IR: one battlefield, chosen, in that state; None
    for another destination."""
    phrase = _one_ir(nodes)
    if phrase is None or len(phrase.states) != 1:
        return None
    if phrase != NounPhrase(quantifier="a", kinds=("battlefield",), states=phrase.states):
        return None  # nothing else said of it
    field = _BATTLEFIELD_STATES.get(phrase.states[0])
    return Battlefields(**{field: True}) if field is not None else None


def _moved_by(who: Selector, moved: Action) -> Action:
    """The move another player makes: they choose what moves (a unit they control) and are
    responsible for it (411); where it goes is no choice of theirs to make here."""
    if not isinstance(moved, Move) or not isinstance(moved.target, Choose):
        raise NotCompiled(Construct.PLAYER_CHOICE, "another player moving units not compiled")
    # of the destinations :func:`_move` gives, each :class:`Destination` but the base
    # (anywhere, a battlefield …) is one its controller chooses for each unit (``Move.to``)
    if isinstance(moved.to, Choose) or (
        isinstance(moved.to, Destination) and moved.to is not Destination.BASE
    ):
        raise NotCompiled(
            Construct.PLAYER_CHOICE, "another player choosing where units move not compiled"
        )
    target = dataclasses.replace(moved.target, chooser=who)
    return dataclasses.replace(moved, target=target, who=who)


@verb(Verb.ATTACH)
def _attach(who: Selector, found: Roles) -> Action:
    """ "Attach it to me.", "Attach a detached Equipment to a unit." (434)."""
    only(found, "direct", "location", "filters", "to")
    to = found.by_preposition.get("to", [])
    me = complement_or_none(_one(to)) == NounPhrase(reference="self")
    if len(to) != 1 or (not is_noun_phrase(to[0]) and not me):
        raise NotCompiled(Construct.VERB, f"attaching to {quote(*to)!r} not compiled")
    if found.one_of and _phrase_ir(found.direct) == _ITS_EQUIPMENT:
        # "attach one of its Equipment to me": one of the Equipment attached to it (434.1.f:
        # detached from it as it is attached to me)
        found.one_of = False
        attached = Permanents(type=CardType.GEAR, tag="Equipment", among=AttachedTo(It()))
        return Attach(Choose(attached), select(to[0]))
    return Attach(target_of(found), select(to[0]))


_ITS_EQUIPMENT = NounPhrase(possessor="its", kinds=("gear",), tags=("equipment",))


@verb(Verb.DETACH, Verb.UNATTACH)
def _detach(who: Selector, found: Roles) -> Action:
    """ "Unattach this.", "Detach an Equipment from it." (435): from it, one of the cards
    attached to it; "Detach all Equipment from an enemy unit.": each of them."""
    origin = found.by_preposition.pop("from", None)
    only(found, "direct")
    if origin is None:
        return Detach(target_of(found))
    if len(origin) != 1 or found.direct is None:
        raise NotCompiled(Construct.VERB, "detaching from this not compiled")
    holder = select(origin[0])  # "it": what the instruction before names (the unit it acted)
    chosen = select(found.direct)
    if isinstance(chosen, Permanents) and chosen.among is None:
        # "Detach all Equipment from an enemy unit.": every one attached to it
        return Detach(dataclasses.replace(chosen, among=AttachedTo(holder)))
    if not isinstance(chosen, Choose) or not isinstance(chosen.of, Permanents):
        raise NotCompiled(Construct.VERB, f"detaching {quote(found.direct)!r} not compiled")
    among = dataclasses.replace(chosen.of, among=AttachedTo(holder))
    return Detach(dataclasses.replace(chosen, of=among))


@verb(Verb.SWAP)
def _swap(who: Selector, found: Roles) -> Action:
    """ "Swap the Might of two units at the same battlefield this turn." (433; the IR: the
    Might, of two units, at the same battlefield); "… of two units here this turn", "… of a
    friendly unit and an enemy unit this turn" (the units those phrases select). "Swap the
    location of two enemy units.", "… of me and an enemy unit": no value swapped (433 is for
    numbers) but each unit moved to the other's location (420), as "move … to each other's
    locations" says."""
    of = found.by_preposition.pop("of", [])
    at = found.by_preposition.pop("at", [])
    what, found.direct = found.direct, None
    only(found, "this_turn", "location")
    two = _phrase_ir(of[0]) if len(of) == 1 else None
    two_units = two is not None and two.kinds == ("unit",) and two.quantifier is None
    two_units = two_units and _is_two(two.count)  # type: ignore[union-attr]
    if _is(what, quantifier="the", kinds=("location",)) and not (at or found.this_turn):
        # "Swap the location of two enemy units.": each moves to where the other was (420)
        if two_units:
            return SwapLocations(select(of[0], found.location))
        me_and = len(of) == 2 and _is(of[0], reference="self") and _is_one_unit(of[1])
        if me_and and not found.location:
            return SwapLocations(MeAnd(select(of[1])))
    same = _one_ir(at) == _THE_SAME_BATTLEFIELD
    if not (_is_the_might(what) and found.this_turn and (two_units or len(of) == 2)):
        raise NotCompiled(
            Construct.VERB,
            f"swapping {quote(*_some(what)).casefold()!r} "
            f"of {quote(*of).casefold()!r} not compiled",
        )
    if same and not found.location:
        return SwapMight()
    if at:
        raise NotCompiled(Construct.VERB, f"swapping the Might at {quote(*at)!r} not compiled")
    if len(of) == 2:  # "of a friendly unit and an enemy unit": one each
        if found.location or not all(_is_one_unit(unit) for unit in of):
            raise NotCompiled(Construct.VERB, f"swapping the Might of {quote(*of)!r} not compiled")
        return SwapMight(first=select(of[0]), second=select(of[1]))
    return SwapMight(first=select(of[0], found.location))


def _is_two(count: Value | None) -> bool:
    """ "two": exactly two (not "up to two")."""
    return count is not None and count.amount == 2 and count.bare("amount")


def _is_one_unit(node: Node) -> bool:
    """ "a friendly unit", "an enemy unit here", "me": one unit (the IR: one of its kind)."""
    said = _phrase_ir(node)
    if said is None:
        return False
    return said.reference in ("self", "it") or (
        said.quantifier in ("a", "another") and said.kinds == ("unit",) and said.count is None
    )


@verb(Verb.WIN)
def _win(who: Selector, found: Roles) -> Action:
    """ "You win the game." (195)"""
    only(found, "direct")
    if not _is(found.direct, quantifier="the", times=("game",)):
        raise NotCompiled(Construct.VERB, "'win' compiles only 'win the game'")
    return WinGame(who)


@verb(Verb.CONQUER)
def _conquer(who: Selector, found: Roles) -> Action:
    """ "Conquer here.", "Conquer it." (a battlefield chosen before): ``who`` gains control of
    the battlefield and scores it if they have not this turn (:class:`Conquer`, 469.1)."""
    if found.direct is None and found.location == "here":
        found.location = None
        only(found)
        return Conquer(Battlefields(here=True), who=who)
    only(found, "direct")
    if found.direct is None:
        raise NotCompiled(Construct.VERB, "'conquer' needs what it conquers")
    return Conquer(select(found.direct), who=who)
