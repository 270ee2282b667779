"""Selectors: what an action acts on, worked out as the effect runs (rule 136: "you", "me",
"a friendly unit", "each opponent").

Every selector has ``resolve(ctx) -> list`` (players, cards or battlefields, in a fixed order:
turn order, then board order) and ``matches(ctx, obj)``. :class:`Choose` turns a set into a
choice, answered from the game's choice queue (else the first legal option).
"""

from __future__ import annotations

from dataclasses import dataclass
from enum import StrEnum
from typing import TYPE_CHECKING, Any, ClassVar

from riftrules.cards.model import CardType
from riftrules.engine import abilities, chain, passives, state, values
from riftrules.engine.choices import label, out_of_bounds
from riftrules.engine.events import ChooseData, KillData
from riftrules.engine.names import (
    BASE,
    BATTLEFIELD,
    BOARD_ZONES,
    HAND,
    LEGEND,
    MAIN_DECK,
    PLAYER_ZONES,
    RUNES,
    Zone,
)
from riftrules.engine.state import GameCard
from riftrules.engine.targeting import affordable, choosable, deflect, enough_choosable, pay_for
from riftrules.engine.trigger_conditions import is_alone

if TYPE_CHECKING:
    from riftrules.engine.context import Context
    from riftrules.engine.state import Battlefield, Player


class Selector:
    """Base class: ``resolve`` what the selector stands for now."""

    __slots__ = ()
    # does it stand for "it" — what an instruction before affected, or what the effect that
    # created an ability was about ("They can't move it this turn.", :func:`.passives.restricted`)
    is_it: ClassVar[bool] = False
    # does it stand for the ability's own source, once there is one ("I have [Assault 2]"):
    # it then matches that source only (:func:`.passives.about_another`)
    is_self: ClassVar[bool] = False
    # does it stand for battlefields, not permanents ("Your battlefields have …": what a
    # static ability gives abilities to, :func:`.triggering.granted_listeners`)
    of_battlefields: ClassVar[bool] = False

    def resolve(self, ctx: Context) -> list[Any]:
        raise NotImplementedError

    def matches(self, ctx: Context, obj: Any) -> bool:
        return any(found is obj for found in self.resolve(ctx))


# -- players ------------------------------------------------------------------------------------


@dataclass(frozen=True, slots=True)
class Controller(Selector):
    """ "You": the effect's controller."""

    def resolve(self, ctx: Context) -> list[Player]:
        return [ctx.controller]


@dataclass(frozen=True, slots=True)
class Opponents(Selector):
    """ "Each opponent", in turn order after you."""

    def resolve(self, ctx: Context) -> list[Player]:
        return ctx.game.opponents(ctx.controller)


@dataclass(frozen=True, slots=True)
class Opponent(Selector):
    """ "An opponent" / "choose an opponent": one, chosen by you (noted as the effect's chosen
    player, ``CHOSEN_PLAYER``: "they" of a trigger it creates, "When they hold")."""

    def resolve(self, ctx: Context) -> list[Player]:
        picked = ctx.game.choices.pick(
            ctx.controller.name, ctx.game.opponents(ctx.controller), prompt="an opponent"
        )
        ctx.memory[CHOSEN_PLAYER] = picked
        return picked


@dataclass(frozen=True, slots=True)
class Players(Selector):
    """ "Each player", in turn order from the turn player (303.2.a); ``start`` "next":
    "Starting with the next player, each player …" — from the player after you in turn order,
    you last."""

    start: str | None = None

    def resolve(self, ctx: Context) -> list[Player]:
        if self.start == "next":
            return [*ctx.game.in_turn_order(ctx.controller)[1:], ctx.controller]
        return ctx.game.in_turn_order()


@dataclass(frozen=True, slots=True)
class BeforeTheirTurn(Selector):
    """ "Players … until their third turn": the players who have not yet begun their ``nth``
    turn (:attr:`Player.turns`, the game's opening turn counted, 315)."""

    nth: int

    def resolve(self, ctx: Context) -> list[Player]:
        return [p for p in ctx.game.in_turn_order() if p.turns < self.nth]


@dataclass(frozen=True, slots=True)
class ChoosePlayer(Selector):
    """ "Choose a player": any player, you included."""

    def resolve(self, ctx: Context) -> list[Player]:
        options = ctx.game.in_turn_order(ctx.controller)
        return ctx.game.choices.pick(ctx.controller.name, options, prompt="a player")


@dataclass(frozen=True, slots=True)
class LocationOf(Selector):
    """Where each object ``of`` selects is ("here" for a unit): its battlefield, or None for a
    base."""

    of: Selector

    def resolve(self, ctx: Context) -> list[Any]:
        return [getattr(obj, "battlefield", None) for obj in self.of.resolve(ctx)]


@dataclass(frozen=True, slots=True)
class CombatPlayer(Selector):
    """ "The attacker", "the defender" (464.2.c): the player whose units have that ``role``
    in the combat going on (none when there is no combat)."""

    role: str

    def resolve(self, ctx: Context) -> list[Player]:
        where = ctx.game.combat
        if where is None:
            return []
        found = {u.controller for u in where.permanents if u.role == self.role}
        return [p for p in ctx.game.in_turn_order() if p in found]


@dataclass(frozen=True, slots=True)
class TurnPlayer(Selector):
    def resolve(self, ctx: Context) -> list[Player]:
        return [ctx.game.turn_player]


@dataclass(frozen=True, slots=True)
class PlayerNamed(Selector):
    name: str

    def resolve(self, ctx: Context) -> list[Player]:
        return [ctx.game.player(self.name)]


@dataclass(frozen=True, slots=True)
class ControllerOf(Selector):
    """ "Its controller": the controller of each selected object (once each)."""

    of: Selector

    def resolve(self, ctx: Context) -> list[Player]:
        found: list[Player] = []
        for obj in self.of.resolve(ctx):
            player = getattr(obj, "controller", None)
            if player is not None and player not in found:
                found.append(player)
        return found


@dataclass(frozen=True, slots=True)
class OwnerOf(Selector):
    """ "Its owner"."""

    of: Selector

    def resolve(self, ctx: Context) -> list[Player]:
        found: list[Player] = []
        for obj in self.of.resolve(ctx):
            if obj.owner not in found:
                found.append(obj.owner)
        return found


# -- objects the context names --------------------------------------------------------------


@dataclass(frozen=True, slots=True)
class Self(Selector):
    """ "Me", "this": the effect's source, while it is where the ability works (on the board
    for a permanent); in a spell's own instructions, the spell on the chain ("Banish this.")."""

    is_self: ClassVar[bool] = True

    def resolve(self, ctx: Context) -> list[GameCard]:
        if ctx.source is not None:
            return [ctx.source]
        item = chain.choosing_spell(ctx)
        return [item.card] if item is not None and item.controller is ctx.controller else []


@dataclass(frozen=True, slots=True)
class That(Selector):
    """ "That unit", "that card": what the effect chose ("Choose a card from it, and recycle
    that card"), else the object of the event that triggered the ability or that it replaces,
    else what the instruction before affected."""

    def resolve(self, ctx: Context) -> list[Any]:
        if CHOSEN in ctx.memory:
            return list(ctx.memory[CHOSEN])
        if ctx.event is None or ctx.event.subject is None:
            return list(ctx.last)
        return [ctx.event.subject]


@dataclass(frozen=True, slots=True)
class EventCards(Selector):
    """The cards the triggering event moved ("the burned card", "the drawn cards")."""

    def resolve(self, ctx: Context) -> list[GameCard]:
        return list(ctx.event.cards) if ctx.event is not None else []


@dataclass(frozen=True, slots=True)
class Last(Selector):
    """What the previous instruction affected ("them", "the burned card", "this way"); of
    ``type`` only where it names one ("for each unit returned this way")."""

    type: CardType | None = None

    def resolve(self, ctx: Context) -> list[Any]:
        return [o for o in ctx.last if self.type is None or getattr(o, "type", None) == self.type]


@dataclass(frozen=True, slots=True)
class It(Selector):
    """ "It": what the previous instruction affected, else what it was about and left on the
    board (a unit whose death was replaced), else — when no instruction ran before it — the
    object of the event."""

    is_it: ClassVar[bool] = True

    def resolve(self, ctx: Context) -> list[Any]:
        if ctx.last:
            return list(ctx.last)
        if ctx.kept:
            return list(ctx.kept)
        if ctx.stepped:
            return []  # the instruction before affected nothing: "it" is nothing
        return That().resolve(ctx)


@dataclass(frozen=True, slots=True)
class TheyNamed(Selector):
    """ "Choose an opponent. They [Burn 3]. Then … a unit in their trash": the players "they"
    names — those the instruction before affected, if it affected players, else the players
    this effect chose (an instruction about cards between, as the burn, leaves them named)."""

    def resolve(self, ctx: Context) -> list[Any]:
        players = [o for o in It().resolve(ctx) if isinstance(o, state.Player)]
        if players:
            return players
        return [o for o in ctx.memory.get("chosen", ()) if isinstance(o, state.Player)]


@dataclass(frozen=True, slots=True)
class Remembered(Selector):
    """What a :class:`riftrules.engine.actions.Remember` set aside under ``name``."""

    name: str

    def resolve(self, ctx: Context) -> list[Any]:
        return list(ctx.memory.get(self.name, ()))


@dataclass(frozen=True, slots=True)
class Chosen(Selector):
    """What this effect chose. ``choice``: the name of the choice whose answer it is, bound as
    the text is read (the :class:`Choose` with that number: "its controller" after "kill a
    unit" is the controller of the unit chosen by choice 1), or 0 for everything the effect
    has chosen so far, in order (the two units "they" names in "… deal damage equal to their
    Mights to each other" after a friendly and an enemy unit were chosen)."""

    choice: int = 0

    def resolve(self, ctx: Context) -> list[Any]:
        if self.choice:
            return list(ctx.memory.get(choice_key(self.choice), ()))
        return list(ctx.memory.get(PICKED, ()))


def choice_key(choice: int) -> str:
    """The name under which an effect's context keeps what its choice ``choice`` chose."""
    return f"choice {choice}"


@dataclass(frozen=True, slots=True)
class TheChosen(Selector):
    """ "That unit" after other instructions ("Move a friendly unit. You may attach … to it.
    This turn, that unit has …"): the one object of ``type`` this effect has chosen; nothing
    when it chose none, or more than one (which one is then not said)."""

    type: CardType

    def resolve(self, ctx: Context) -> list[GameCard]:
        found = [o for o in ctx.memory.get(PICKED, ()) if getattr(o, "type", None) == self.type]
        return found if len(found) == 1 else []


@dataclass(frozen=True, slots=True)
class ChosenElseSelf(Selector):
    """What a location is told apart from ("… and a unit you control at a different location"):
    what this effect has chosen so far, else the source ("an enemy unit at a different
    location": than mine)."""

    def resolve(self, ctx: Context) -> list[Any]:
        picked = ctx.memory.get(PICKED, ())
        if picked:
            return list(picked)
        return [ctx.source] if ctx.source is not None else []


@dataclass(frozen=True, slots=True)
class MeAnd(Selector):
    """ "We": the source and what ``of`` selects ("choose an enemy unit …. We deal damage equal
    to our Mights to each other")."""

    of: Selector

    def resolve(self, ctx: Context) -> list[Any]:
        found = [ctx.source] if ctx.source is not None else []
        return found + [obj for obj in self.of.resolve(ctx) if obj is not ctx.source]


PERMANENT_TYPES = ("Unit", "Gear")  # 133.4.a.2: a legend on the board is not a permanent
LEGEND_TYPE = "Legend"
LOOKED = "looked"  # memory: the cards the effect's last look or reveal showed
REVEALED = "revealed"  # memory: the cards the effect's player revealed ("if you revealed …")
TARGETED = "targeted"  # memory: a spell's first targets, chosen as it is played (355.5)
PICKED = "picked"  # memory: every object this effect has chosen so far
CHOSEN = "chosen"  # memory: what "Choose a unit." set aside, "that unit" (:class:`That`)
PLAYED = "played"  # memory: the cards this effect's last play played
KILLED = "killed"  # memory: the units this effect's last kill killed
CHOSEN_PLAYER = "chosen_player"  # memory: the opponent this effect chose last
REVEALED = "revealed"  # memory: the cards this effect's last reveal showed ("revealed this way")


@dataclass(frozen=True, slots=True)
class Cards(Selector):
    """Cards among those ``among`` selects (by default the ones the effect last looked at or
    revealed), of card type ``type``, still in ``zone``: "a unit from among them"
    (``Cards(type="Unit")``), "the rest" (``Cards(zone="main_deck")``)."""

    among: Selector = Remembered(LOOKED)
    type: CardType | None = None
    zone: Zone | None = None
    not_type: CardType | None = None  # "a non-unit card"
    keyword: str | None = None  # "each card with [Hidden] revealed this way"
    domain: str | None = None  # "a Mind ([B]) card from it"
    besides: Selector | None = None  # "those you don't [recycle]": not what it selects
    # "a unit … that has Might up to 1 more than the killed unit": Might at most the Might of
    # the first one ``most_might_of`` selects (as it died: MightOf) plus ``more``; none if it
    # selects nothing (no Might to compare with, 359.3.e.12)
    most_might_of: Selector | None = None
    more: int = 0

    def resolve(self, ctx: Context) -> list[Any]:
        if self.most_might_of is not None and not self.most_might_of.resolve(ctx):
            return []
        found = [obj for obj in self.among.resolve(ctx) if self.matches(ctx, obj)]
        if self.besides is not None:
            left_out = self.besides.resolve(ctx)
            found = [obj for obj in found if not any(obj is o for o in left_out)]
        return found

    def matches(self, ctx: Context, obj: Any) -> bool:
        if not isinstance(obj, GameCard):  # "from among them": cards, never a player
            return False
        if self.type is not None and getattr(obj, "type", None) != self.type:
            return False
        if self.not_type is not None and getattr(obj, "type", None) == self.not_type:
            return False
        if self.keyword is not None and not with_keyword(ctx.game, obj, self.keyword):
            return False
        if self.domain is not None and not of_domain(obj, self.domain):
            return False
        if self.most_might_of is not None:
            most = values.MightOf(self.most_might_of).value(ctx) + self.more
            might = ctx.game.might(obj) if obj.on_board else obj.printed_might
            if might is None or might > most:
                return False
        return self.zone is None or getattr(obj, "zone", None) == self.zone


# -- objects on the board and in zones ------------------------------------------------------


@dataclass(frozen=True, slots=True)
class Permanents(Selector):
    """Permanents on the board (units and gear; not runes), filtered.

    ``type``: "Unit", "Gear". ``controller``: "friendly", "enemy", "you" ("your units"),
    "ally" (a teammate's, 489.2: "a unit your teammate controls"), "not_you" (anyone's but
    yours: "each unit you don't control"), or None (in 2v2 a teammate's permanents are
    friendly, 489.8.e, not yours).
    ``at``: a :class:`Location` (its base, any battlefield, here, anywhere), a selector of
    battlefields (``Choose(Battlefields())``: "all units at a
    battlefield", one chosen), or None (anywhere). ``other``: not the source, nor one this
    effect chose already ("another unit"). ``exhausted``: True/False/None.
    ``max_might``/``min_might``: "with 3 Might or less". ``tag``, ``name``: card tags, name.
    ``stunned``, ``buffed``, ``damaged``, ``empowered``, ``token`` (179): True/False/None;
    ``equipped`` (an Equipment is attached to it, 818.3), ``attached`` (it is attached to a
    card, 718), ``alone`` (no other friendly unit at its location, 740.2.a): True/False/None.
    ``role``: "attacker", "defender" (in a combat), "combat" (either). ``domain``: the card's
    Domain ("an enemy Calm unit"). ``not_tag``: without that tag ("a non-Dragon unit").
    ``less_might_than``: with less Might than each object that selector finds, read when it is
    matched ("an enemy unit here with less Might than me"); nothing matches when it finds
    nothing on the board (its Might is null, 359.3.e.12). ``near``: at the location of each
    object that selector finds ("an enemy unit at its location"; nothing matches when it finds
    nothing with a location); ``apart``: at none of their locations ("at a different
    location"). ``company``: at a battlefield where something else that selector finds is ("a
    friendly unit and an enemy unit at the same battlefield": the friendly unit's battlefield
    must hold an enemy unit to choose, 355.8). ``temporary``: it has [Temporary] (816), printed
    or given. ``keyword``: it has that combat keyword now, printed or given ("Units here with
    [Tank]"; :func:`riftrules.engine.abilities.combat_keywords`). ``among``:
    only those another selector finds ("if it is stunned":
    ``Exists(Permanents(among=It(), stunned=True))``). ``legends``: legends in their Legend
    Zones too, which are part of the board (107.4) and may be Empowered (441.2): "something
    you control that's [Empowered]", "a legend, unit, or gear" (with no ``type``), or only
    they with ``type`` "Legend" ("friendly legends").
    ``besides``: none of the objects that selector finds ("another unit they control here"
    after "a player plays a unit here", a battlefield's: not the unit played, :class:`That`).
    """

    type: CardType | None = None
    controller: str | None = None
    at: Location | Selector | None = None
    other: bool = False
    exhausted: bool | None = None
    max_might: int | None = None
    min_might: int | None = None
    tag: str | None = None
    name: str | None = None
    stunned: bool | None = None
    buffed: bool | None = None
    damaged: bool | None = None
    empowered: bool | None = None
    role: str | None = None
    domain: str | None = None
    token: bool | None = None
    among: Selector | None = None
    controlled_by: Selector | None = None
    equipped: bool | None = None
    attached: bool | None = None
    alone: bool | None = None
    not_tag: str | None = None
    less_might_than: Selector | None = None
    near: Selector | None = None
    apart: Selector | None = None
    temporary: bool | None = None
    company: Selector | None = None
    keyword: str | None = None
    legends: bool = False
    besides: Selector | None = None

    def resolve(self, ctx: Context) -> list[GameCard]:
        pool = ctx.game.permanents() if self.among is None else self.among.resolve(ctx)
        if self.legends and self.among is None:
            pool = [*pool, *(obj for player in ctx.game.players for obj in player.legend)]
        if isinstance(self.at, Selector):  # a chosen battlefield: chosen once
            fields = self.at.resolve(ctx)
            pool = [obj for obj in pool if obj.zone == BATTLEFIELD and obj.battlefield in fields]
            return [obj for obj in pool if self._matches(ctx, obj)]
        return [obj for obj in pool if self.matches(ctx, obj)]

    def matches(self, ctx: Context, obj: Any) -> bool:
        if not self._on_board(obj):
            return False
        if isinstance(self.at, Choose):  # at a battlefield it could choose (not choosing again)
            where = obj.battlefield if obj.zone == BATTLEFIELD else None
            if where is None or not self.at.of.matches(ctx, where):
                return False
        elif isinstance(self.at, Selector):
            if getattr(obj, "battlefield", None) not in self.at.resolve(ctx):
                return False
        elif self.at is not None and not _at(self.at, obj, ctx):
            return False
        return self._matches(ctx, obj)

    def _on_board(self, obj: Any) -> bool:
        """A permanent on the board; also, named by ``among`` ("while I'm [Empowered]"), a
        legend in the Legend Zone, which is part of the board (107.4)."""
        zone = getattr(obj, "zone", None)
        if zone == LEGEND:  # ``type`` "Legend": legends only ("friendly legends")
            return (self.among is not None or self.legends) and self.type in (None, LEGEND_TYPE)
        return zone in BOARD_ZONES and zone != RUNES

    def _matches(self, ctx: Context, obj: Any) -> bool:
        """The filters other than where (for an object on the board)."""
        kinds = PERMANENT_TYPES if obj.zone != LEGEND else (*PERMANENT_TYPES, obj.type)
        if obj.type != self.type and (self.type is not None or obj.type not in kinds):
            return False
        if self.controller == "friendly" and obj.controller.team is not ctx.controller.team:
            return False  # 489.8.e: a teammate's are friendly too
        if self.controller == "enemy" and obj.controller.team is ctx.controller.team:
            return False
        if self.controller == "you" and obj.controller is not ctx.controller:
            return False
        if self.controller in ("ally", "not_you") and obj.controller is ctx.controller:
            return False
        if self.controller == "ally" and obj.controller.team is not ctx.controller.team:
            return False
        if self.controlled_by is not None and obj.controller not in self.controlled_by.resolve(ctx):
            return False
        if self.other and (obj is ctx.source or obj in ctx.memory.get(PICKED, ())):
            return False  # "another": not me, nor one this effect chose already
        if self.besides is not None and obj in self.besides.resolve(ctx):
            return False
        if self.exhausted is not None and obj.exhausted != self.exhausted:
            return False
        if self.stunned is not None and obj.stunned != self.stunned:
            return False
        if self.buffed is not None and (obj.buffs > 0) != self.buffed:
            return False
        if self.damaged is not None and (obj.damage > 0) != self.damaged:
            return False
        if self.empowered is not None and obj.empowered != self.empowered:
            return False
        if self.role is not None and obj.role != self.role and not _either(self.role, obj.role):
            return False
        if self.domain is not None and self.domain not in getattr(obj.card, "domains", ()):
            return False
        if self.token is not None and obj.token != self.token:
            return False
        if self.equipped is not None and self.equipped != any(
            a.is_equipment for a in obj.attachments
        ):
            return False
        if self.attached is not None and self.attached != (obj.attached_to is not None):
            return False
        if self.alone is not None and self.alone != is_alone(obj):
            return False
        if self.tag is not None and not _has_tag(ctx, obj, self.tag):
            return False
        if self.not_tag is not None and _has_tag(ctx, obj, self.not_tag):
            return False
        if self.less_might_than is not None and not _weaker(ctx, obj, self.less_might_than):
            return False
        if self.temporary is not None and self.temporary != any(
            entry.ability.text == "[Temporary]" for entry in obj.abilities
        ):
            return False
        if self.keyword is not None and not _has_keyword(ctx, obj, self.keyword):
            return False
        if self.near is not None or self.apart is not None:
            where = location(obj)
            if self.near is not None and not _all_at(ctx, where, self.near):
                return False
            if self.apart is not None and _any_at(ctx, where, self.apart):
                return False
        if self.company is not None and not _in_company(ctx, obj, self.company):
            return False
        if self.name is not None and obj.name != self.name:
            return False
        if self.max_might is not None or self.min_might is not None:
            might = max(0, ctx.game.might(obj) or 0)
            if self.max_might is not None and might > self.max_might:
                return False
            if self.min_might is not None and might < self.min_might:
                return False
        return True


def _weaker(ctx: Context, obj: GameCard, than: Selector) -> bool:
    """Has ``obj`` less Might than each unit on the board ``than`` finds? A unit no longer on
    the board has null Might, and a comparison with it is ignored (359.3.e.12): no match."""
    mights = [
        ctx.game.might(ref)
        for ref in than.resolve(ctx)
        if getattr(ref, "zone", None) in BOARD_ZONES and ref.zone != "runes"
    ]
    mights = [might for might in mights if might is not None]
    own = ctx.game.might(obj)
    return bool(mights) and own is not None and all(own < might for might in mights)


def location(obj: Any) -> Any:
    """Where an object is (a location: a battlefield, or a player's base, 107.1), None when
    it is on no location; a battlefield is its own location."""
    if isinstance(obj, state.Battlefield):
        return obj
    zone = getattr(obj, "zone", None)
    if zone == BATTLEFIELD:
        return obj.battlefield
    return obj.controller.base if zone == "base" else None


def _all_at(ctx: Context, where: Any, of: Selector) -> bool:
    places = [location(ref) for ref in of.resolve(ctx)]
    return where is not None and bool(places) and all(p is where for p in places)


def _in_company(ctx: Context, obj: Any, of: Selector) -> bool:
    """Is ``obj`` at a battlefield where something else ``of`` finds is?"""
    where = obj.battlefield if getattr(obj, "zone", None) == BATTLEFIELD else None
    return where is not None and any(
        other is not obj and of.matches(ctx, other) for other in where.permanents
    )


def _any_at(ctx: Context, where: Any, of: Selector) -> bool:
    return any(location(ref) is where for ref in of.resolve(ctx))


def _either(wanted: str, role: str | None) -> bool:
    """Role "combat": an attacker or a defender (in combat, 740.2.c)."""
    return wanted == "combat" and role in ("attacker", "defender")


def _has_keyword(ctx: Context, obj: Any, keyword: str) -> bool:
    """Does ``obj`` have the combat keyword now? Read while its keywords are being read (an
    ability giving a keyword to units with a keyword), it has none more: an ability is not
    applied while what it reads is being read (476.3)."""
    key = -id(obj)  # apart from the abilities' ids in ``evaluating``
    if key in ctx.game.evaluating:
        return False
    ctx.game.evaluating.add(key)
    try:
        return keyword in passives.combat_keywords(ctx.game, obj)
    finally:
        ctx.game.evaluating.discard(key)


class Location(StrEnum):
    """Where on the board a permanent is (``Permanents.at``): in its base, at a battlefield
    (any), here (the source's battlefield, or its base, 198.1), anywhere (no restriction, not
    even a hidden play's, 811.1.d.2)."""

    BASE = "base"
    BATTLEFIELD = "battlefield"
    HERE = "here"
    ANYWHERE = "anywhere"


def _at(where: Location, obj: GameCard, ctx: Context) -> bool:
    if where == Location.ANYWHERE:  # on the board, wherever: no restriction (811.1.d.2 too)
        return True
    if where == Location.BASE:
        return obj.zone == BASE
    if where == Location.BATTLEFIELD:
        return obj.zone == BATTLEFIELD
    if where != Location.HERE:
        return False
    here = _here(ctx)  # 198.1: a battlefield, or a base
    if here is None:
        return ctx.source is not None and ctx.source.in_base_with(obj)
    return obj.battlefield is here


def _here(ctx: Context) -> Any:
    """The battlefield "here" or "my battlefield" is: the source's; for a unit that died, its
    "When I die" ([Deathknell]) reads where it was as it died (428.1.a.1.b: its location is
    noted to process those abilities), the trigger condition's information (359.3.f.3)."""
    source = ctx.source
    if source is None:
        return None
    if source.battlefield is not None or ctx.event is None or ctx.event.subject is not source:
        return source.battlefield
    noted = ctx.event.data
    if not isinstance(noted, KillData) or noted.location is None:
        return None
    return next((b for b in ctx.game.battlefields if b.name == noted.location), None)


def _secret_quality(of: Selector) -> bool:
    """Is this a choice among its chooser's own private or secret cards (their hand, their Main
    Deck) of a named type or quality ("Play a unit from your hand")? No one can be compelled to
    act on such cards: the player may ignore it (128.6; the Unleashed FAQ on Rift Herald)."""
    if not isinstance(of, CardsIn) or of.zone not in (HAND, MAIN_DECK):
        return False
    if not isinstance(of.whose, Controller):
        return False
    return bool(of.type or of.types or of.tags or of.keyword or of.chosen_champion)


def Units(**filters: Any) -> Permanents:
    """Units on the board: ``Permanents(type="Unit", ...)``."""
    return Permanents(type=CardType.UNIT, **filters)


def Gear(**filters: Any) -> Permanents:
    """Gear on the board: ``Permanents(type="Gear", ...)``."""
    return Permanents(type=CardType.GEAR, **filters)


@dataclass(frozen=True, slots=True)
class CardsIn(Selector):
    """Cards in a player's zone: ``zone`` one of main_deck, hand, trash, banishment, base,
    rune_deck, runes; ``whose`` a player selector (default: you); ``type`` the card type
    (``types``: one of those, "a unit or gear"); ``top`` only the top N (of a deck);
    ``tags``: with any of those tags ("a Bird, Cat, Dog, or Poro")."""

    zone: Zone
    whose: Selector = Controller()
    type: CardType | None = None
    top: int | None = None
    types: tuple[CardType, ...] | None = None
    tags: tuple[str, ...] | None = None
    keyword: str | None = None  # "a card with [Hidden] from your hand"
    chosen_champion: bool = False  # "your Chosen Champion": a Champion Unit of its name (103.2.a.3)

    def __post_init__(self) -> None:
        if self.zone not in PLAYER_ZONES:
            raise ValueError(f"unknown zone {self.zone!r}; zones: {', '.join(PLAYER_ZONES)}")

    def resolve(self, ctx: Context) -> list[GameCard]:
        found: list[GameCard] = []
        for player in self.whose.resolve(ctx):
            if not isinstance(player, state.Player):
                continue  # "their hand" when what "they" named is no player: no hand
            cards = player.zones[self.zone]
            if self.top is not None:
                cards = cards[: self.top]
            found += [c for c in cards if self.type is None or c.type == self.type]
        if self.types is not None:
            found = [c for c in found if c.type in self.types]
        if self.tags is not None:
            found = [c for c in found if any(t in c.tags for t in self.tags)]
        if self.keyword is not None:
            found = [c for c in found if with_keyword(ctx.game, c, self.keyword)]
        if self.chosen_champion:
            found = [c for c in found if c.type == "Unit" and c.name == c.owner.chosen_champion]
        return found


def with_keyword(game: state.Game, obj: GameCard, keyword: str) -> bool:
    """Does ``obj``'s text have the keyword ``keyword`` ("a card with [Hidden]", 135.2.c: a
    keyword is part of the card's text, in every zone): one of its compiled abilities is that
    keyword's ([Hidden], [Ambush], [Assault] …)."""
    script = game.script(obj)
    abilities = getattr(script, "abilities", ()) if script is not None else ()
    return any(getattr(a, "keyword", None) == keyword for a in abilities)


def of_domain(obj: GameCard, domain: str) -> bool:
    """Is ``obj`` a card of ``domain`` ("a Mind card", 134: its Domains)?"""
    card = obj.card
    return card is not None and domain in card.domains


@dataclass(frozen=True, slots=True)
class InZone(Selector):
    """Those ``of`` selects that are in their owner's ``zone`` now ("return this from your
    trash": this card, only while it is still in its owner's trash, 385.2)."""

    of: Selector
    zone: Zone

    def __post_init__(self) -> None:
        if self.zone not in PLAYER_ZONES:
            raise ValueError(f"unknown zone {self.zone!r}; zones: {', '.join(PLAYER_ZONES)}")

    def resolve(self, ctx: Context) -> list[GameCard]:
        return [
            c
            for c in self.of.resolve(ctx)
            if getattr(c, "zone", None) == self.zone and c in c.owner.zones[self.zone]
        ]


@dataclass(frozen=True, slots=True)
class AnyOf(Selector):
    """What any of ``of`` selects, once each ("another friendly gear, unit, or facedown card":
    permanents and facedown cards; "units, gear, and/or runes")."""

    of: tuple[Selector, ...]

    def resolve(self, ctx: Context) -> list[Any]:
        found: list[Any] = []
        for selector in self.of:
            found += [obj for obj in selector.resolve(ctx) if all(obj is not f for f in found)]
        return found

    def matches(self, ctx: Context, obj: Any) -> bool:
        return any(selector.matches(ctx, obj) for selector in self.of)


@dataclass(frozen=True, slots=True)
class KilledToPlay(Selector):
    """ "the killed unit" after "As an additional cost to play this, kill a friendly unit"
    (357.2): what was killed paying the costs of the spell resolving now, as its ``play``
    event recorded; nothing when no spell of the effect's controller is resolving."""

    def resolve(self, ctx: Context) -> list[Any]:
        for item in reversed(ctx.game.spells):
            if item.resolving and item.controller is ctx.controller and item.ability is None:
                data = getattr(item.event, "data", None)
                return list(getattr(data, "killed", None) or ())
        return []


@dataclass(frozen=True, slots=True)
class Something(Selector):
    """ "something": any non-spell Game Object on the board (107), whoever controls it — the
    permanents at bases and battlefields, the runes in each base (107.1.c) and the legends in
    the Legend Zones (107.4) — that is, what can be readied or exhausted (415.1). ``other``:
    not the source ("something else", "something besides me"); ``exhausted``: True/False/None
    ("that's exhausted")."""

    other: bool = False
    exhausted: bool | None = None

    def resolve(self, ctx: Context) -> list[Any]:
        found: list[Any] = list(ctx.game.permanents())
        for player in ctx.game.players:
            found += player.zones[RUNES]
        for player in ctx.game.players:
            found += player.zones[LEGEND]
        return [obj for obj in found if self.matches(ctx, obj)]

    def matches(self, ctx: Context, obj: Any) -> bool:
        if getattr(obj, "zone", None) not in (*BOARD_ZONES, LEGEND):
            return False
        if self.other and obj is ctx.source:
            return False
        return self.exhausted is None or obj.exhausted == self.exhausted


@dataclass(frozen=True, slots=True)
class NamedAsMe(Selector):
    """What ``of`` selects that has the source's name ("each card with my name in your
    trash"); a spell's instructions have no source: "this name" is the name of the spell
    resolving now ("each card with this name in your trash", 340.1)."""

    of: Selector

    def resolve(self, ctx: Context) -> list[Any]:
        source = ctx.source if ctx.source is not None else _resolving(ctx)
        name = source.name if source is not None else None
        return [obj for obj in self.of.resolve(ctx) if getattr(obj, "name", None) == name]


def _resolving(ctx: Context) -> GameCard | None:
    """The newest spell on the chain resolving now, of the effect's controller."""
    for item in reversed(ctx.game.spells):
        if item.resolving and item.controller is ctx.controller and item.ability is None:
            return item.card
    return None


@dataclass(frozen=True, slots=True)
class Battlefields(Selector):
    """Battlefields: ``controlled`` "you", "friendly" (you or allies, 489.8.e), "enemy",
    "uncontrolled", "not_you" or None; ``name`` one by name; ``here``: the source's;
    ``other``: not the source's ("each other battlefield", "a different battlefield");
    ``occupied``: "you" — you have units there ("a battlefield where you have units"), "any"
    — a unit is there (170.11.a: "an occupied battlefield"); ``open``: no one controls it and
    no units are there (170.11.c: "an open battlefield"); ``outmighted``: the source's Might
    is greater than the total Might of the enemy units there ("… if my Might is greater than
    the total Might of enemy units there")."""

    of_battlefields: ClassVar[bool] = True

    controlled: str | None = None
    name: str | None = None
    here: bool = False
    other: bool = False
    occupied: str | None = None
    open: bool = False
    outmighted: bool = False

    def resolve(self, ctx: Context) -> list[Battlefield]:
        return [b for b in ctx.game.battlefields if self.matches(ctx, b)]

    def matches(self, ctx: Context, obj: Any) -> bool:
        if self.name is not None and obj.name != self.name:
            return False
        if self.here and (ctx.source is None or ctx.source.battlefield is not obj):
            return False
        if self.other and ctx.source is not None and ctx.source.battlefield is obj:
            return False
        if self.occupied == "you" and not any(
            p.type == "Unit" and p.controller is ctx.controller for p in obj.permanents
        ):
            return False
        if self.open and (
            obj.controller is not None or any(p.type == "Unit" for p in obj.permanents)
        ):
            return False
        if self.occupied == "any" and not any(p.type == "Unit" for p in obj.permanents):
            return False
        if self.outmighted and not _outmights(ctx, obj):
            return False
        owner = obj.controller
        if self.controlled == "you":
            return owner is ctx.controller
        if self.controlled == "friendly":
            return owner is not None and owner.team is ctx.controller.team
        if self.controlled == "enemy":
            return owner is not None and owner.team is not ctx.controller.team
        if self.controlled == "uncontrolled":
            return owner is None
        if self.controlled == "not_you":
            return owner is not ctx.controller
        return True


# -- choosing ----------------------------------------------------------------------------------


@dataclass(frozen=True, slots=True)
class Choose(Selector):
    """ "Choose a …", "a …": ``count`` of what ``of`` selects (``up_to``: any number up to it;
    ``count`` None: "any number of", 355.13, zero included; ``total_might``: the chosen ones'
    Mights sum to no more; ``together``: all at one location; ``one_each``: at most one at each
    location), chosen by ``chooser`` (default you) — from the choice queue, else the first
    legal ones. ``choice``: its name in its ability, 1, 2 … in the order its instructions make
    its choices (0: none); the references to what it chose name it (:class:`Chosen`), and a
    spell keeps its answer under it from when it is played (:mod:`.chain`). An enemy permanent
    with [Deflect] costs the effect's controller Power to choose, one that "can't be chosen by
    enemy spells and abilities" is no option (:mod:`.targeting`); a choice another player makes
    is no target (355.10.e)."""

    of: Selector
    count: int | None = 1
    up_to: bool = False
    chooser: Selector = Controller()
    prompt: str = ""
    total_might: int | None = None  # "with total Might 4 or less": the chosen ones' sum
    together: bool = False  # "up to three units at the same location": all at one location
    one_each: bool = False  # "up to one enemy unit at each location": no two at one location
    choice: int = 0  # its name in its effect: 1, 2 … in the order the text makes them (0: none)

    def __post_init__(self) -> None:
        if self.count is None and not self.up_to:
            raise ValueError("'any number of' (count None) is a choice up to that many")

    def resolve(self, ctx: Context) -> list[Any]:
        for index, (made_by, picked) in enumerate(ctx.chosen):  # as its ability was activated
            if made_by == self:
                del ctx.chosen[index]
                made = [obj for obj in picked if self.of.matches(ctx, obj)]
                return self.answered(ctx, made)
        if ctx.game.spells:  # chosen as the spell was played (355.5)?
            made = chain.chosen_as_played(ctx, self)
            if made is not None and not self._within(ctx, made):
                # 355.11.b: no longer within the bound: a subset of them that is
                name = ctx.controller.name
                made = self._bounded(ctx, name, made, len(made), self.prompt or "a subset")
            if made is not None:
                return self.answered(ctx, made)
        options = self.of.resolve(ctx)
        hidden = ctx.hidden_battlefield()
        if hidden is not None:
            options = _at_hidden(self.of, options, hidden)
        who = self.chooser.resolve(ctx)
        targets = not who or who[0] is ctx.controller  # 355.10.e: chosen by another: no target
        if targets:
            options = choosable(ctx, options)
        name = who[0].name if who else ctx.controller.name
        count = len(options) if self.count is None else self.count
        prompt = self.prompt or f"{self.count or 'any number'} of {type(self.of).__name__}"
        if self.total_might is not None or self.together or self.one_each:
            picked = self._bounded(ctx, name, options, count, prompt)
        else:
            up_to = self.up_to or _secret_quality(self.of)  # 128.6: it may be ignored
            picked = ctx.game.choices.pick(name, options, count=count, up_to=up_to, prompt=prompt)
        if targets:
            picked = pay_for(ctx, picked)  # [Deflect]: chosen only if paid for (809.1.c)
        self.answered(ctx, picked)  # "another unit" is not one of these
        if picked:
            _chosen(ctx, who[0] if who else ctx.controller, picked)
        return picked

    def answered(self, ctx: Context, picked: list[Any]) -> list[Any]:
        """``picked`` is this choice's answer: kept among all the effect chose, and by its
        name for the references bound to it (:class:`Chosen`)."""
        ctx.memory.setdefault(PICKED, []).extend(picked)
        if self.choice:
            ctx.memory[choice_key(self.choice)] = list(picked)
        return picked

    def matches(self, ctx: Context, obj: Any) -> bool:
        return self.of.matches(ctx, obj)

    def can_choose(self, ctx: Context) -> bool:
        """Are there legal options enough to make this choice now, as its spell is played or
        its ability activated (355.8: valid choices must be made for all targets; an "up to"
        choice can always be made)? Options that are themselves chosen are not counted here."""
        if self.up_to or not self.count or _nested_choice(self.of):
            return True
        options = self.of.resolve(ctx)
        hidden = ctx.hidden_battlefield()
        if hidden is not None:
            options = _at_hidden(self.of, options, hidden)
        who = self.chooser.resolve(ctx)
        if not who or who[0] is ctx.controller:  # a target (355.10.e): one it may choose
            return enough_choosable(ctx, options, self.count)
        return len(options) >= self.count

    def options_now(self, ctx: Context) -> list[Any]:
        """The options this choice could take now, as :meth:`can_choose` counts them."""
        options = self.of.resolve(ctx)
        hidden = ctx.hidden_battlefield()
        if hidden is not None:
            options = _at_hidden(self.of, options, hidden)
        who = self.chooser.resolve(ctx)
        return choosable(ctx, options) if not who or who[0] is ctx.controller else options

    def _bounded(
        self, ctx: Context, name: str, options: list[Any], count: int, prompt: str
    ) -> list[Any]:
        """A choice bounded as a group: by the chosen ones' total Might (Fox-Fire, 355.11.b),
        all at one location (``together``), one at each (``one_each``): an answer out of
        bounds is an error; with no answer, the first options that stay within them; asked
        through the decision interface, each pick among the options that keep within them."""
        if ctx.game.choices.asking:
            fits = lambda picked: self._within(ctx, picked)  # noqa: E731
            return ctx.game.choices.pick_within(name, options, count, fits, prompt)
        if ctx.game.choices.answers:
            picked = ctx.game.choices.pick(name, options, count=count, up_to=True, prompt=prompt)
            if not self._within(ctx, picked):
                raise out_of_bounds(prompt, [label(o) for o in picked])
            return picked
        within: list[Any] = []
        if self.together and not self.up_to:  # "two units at the same battlefield": at one
            # location with as many, if there is one
            options = sorted(options, key=lambda o: _fellows(options, o) < count)
        for option in options:
            if len(within) < count and self._within(ctx, [*within, option]):
                within.append(option)
        if within:  # recorded as the choice made (the first options within the bound)
            ctx.game.choices.made.append((name, prompt, [label(o) for o in within]))
        return within

    def _within(self, ctx: Context, picked: list[Any]) -> bool:
        places = {id(location(obj)) for obj in picked}
        if (self.together and len(places) > 1) or (self.one_each and len(places) < len(picked)):
            return False
        return self.total_might is None or _total_might(ctx, picked) <= self.total_might


def _fellows(options: list[Any], obj: Any) -> int:
    """How many of ``options`` are at ``obj``'s location (itself included)."""
    return sum(location(o) is location(obj) for o in options)


# each selector walked once: compiled selectors are immutable and live as long as their
# Script; the selector kept beside its answer, so that its id is not reused while cached
_NESTED: dict[int, tuple[object, bool]] = {}


def distinct_choices(ctx: Context, chooses: tuple[Choose, ...]) -> bool:
    """Can the choices ``chooses``, made in order, each take its own objects where it says
    "another" (355.8: "Give a unit +2 [M] and another unit -2 [M]" needs two units): for each
    such choice, the options of it and of the choices before it are enough for all their
    counts?"""
    if not any(getattr(c.of, "other", False) for c in chooses[1:]):
        return True
    seen: set[int] = set()
    needed = 0
    for choose in chooses:
        if choose.up_to or not choose.count or _nested_choice(choose.of):
            continue
        seen.update(map(id, choose.options_now(ctx)))
        needed += choose.count
        if getattr(choose.of, "other", False) and len(seen) < needed:
            return False
    return True


def deflects_payable(ctx: Context, chooses: tuple[Choose, ...]) -> bool:
    """Can the choices ``chooses`` all be made paying together the least [Deflect] their
    targets would cost (809.1.c: each target's; 356.2.a.2: added to the card's cost)? "Deal 3
    to a unit. Deal 3 to a unit." at a unit with [Deflect 2] costs [A][A] twice."""
    total = 0
    for choose in chooses:
        if choose.up_to or not choose.count or _nested_choice(choose.of):
            continue
        costs = sorted(deflect(ctx, o) for o in choose.options_now(ctx))
        total += sum(costs[: choose.count])
    return not total or affordable(ctx, total)


def _nested_choice(selector: object) -> bool:
    """Does ``selector`` make a choice of its own ("a unit at a battlefield you choose")?"""
    known = _NESTED.get(id(selector))
    if known is not None and known[0] is selector:
        return known[1]
    found = _makes_choice(selector)
    if len(_NESTED) >= 8192:  # selectors made on the fly (not compiled ones): bounded
        _NESTED.clear()
    _NESTED[id(selector)] = (selector, found)
    return found


def _makes_choice(selector: object) -> bool:
    if isinstance(selector, (Choose, ChoosePlayer)):
        return True
    fields = getattr(selector, "__dataclass_fields__", None) or ()
    return any(_makes_choice(getattr(selector, name)) for name in fields)


def _outmights(ctx: Context, battlefield: Any) -> bool:
    """Is the source's Might greater than the total Might of the enemy units at
    ``battlefield`` (those of players not on its controller's team)?"""
    mine = ctx.game.might(ctx.source) if ctx.source is not None else None
    if mine is None:
        return False
    team = ctx.controller.team
    enemies = [
        p for p in battlefield.permanents if p.type == "Unit" and p.controller.team is not team
    ]
    return mine > _total_might(ctx, enemies)


def _total_might(ctx: Context, objs: list[Any]) -> int:
    return sum(max(0, ctx.game.might(obj) or 0) for obj in objs)


def _chosen(ctx: Context, chooser: Player, picked: list[Any]) -> None:
    """Log each permanent chosen (355.5, 355.7: chosen, it is targeted), so that "When you
    choose a friendly unit" and "When you choose me with a spell" trigger; ``spell``: the
    choosing effect is a spell's (one resolving on the chain, :mod:`.chain`)."""
    game = ctx.game
    spell = chain.choosing_spell(ctx) if game.spells else None
    for obj in picked:
        if getattr(obj, "zone", None) in BOARD_ZONES:
            said = ChooseData(
                controller=obj.controller.name,  # "if you've chosen an enemy unit this turn"
                spell=spell.card.name if spell is not None else None,
            )
            game.emit("choose", chooser, "choose", subject=obj, data=said)


def _has_tag(ctx: Context, obj: Any, tag: str) -> bool:
    """Printed, chosen as played, or granted ("I am a Mech.":
    :func:`riftrules.engine.abilities.has_tag`)."""
    if tag in obj.tags or tag in getattr(obj, "gained_tags", ()):
        return True
    return bool(ctx.game.statics) and abilities.has_tag(ctx.game, obj, tag)


def _at_hidden(of: Selector, options: list[Any], battlefield: Battlefield) -> list[Any]:
    """811.1.d.2: a choice made while playing a card from facedown is made among the options
    at that battlefield — unless the selector restricts it to somewhere that cannot be (a base,
    another battlefield: 811.1.d.2's exception); choices that are not of permanents (players,
    cards in a zone) are not restricted. A battlefield chosen is that battlefield ("all units
    at a battlefield" targets the battlefield, 355.10.d; "any number of units at a
    battlefield" are chosen at one)."""
    if isinstance(of, Battlefields) and of == Battlefields():
        return [obj for obj in options if obj is battlefield]
    if not isinstance(of, Permanents) or of.at not in (None, "battlefield", "here"):
        return options
    if of.apart is not None:  # "at a different location" (811.1.d.2.a's example)
        return options
    return [obj for obj in options if obj.battlefield is battlefield]


CONTROLLER = Controller()
OPPONENT = Opponent()
OPPONENTS = Opponents()
SELF = Self()
IT = It()
THAT = That()
