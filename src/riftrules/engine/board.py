"""Game actions on permanents: exhaust (414), ready (415), deal (417), heal (418), play (419),
move (420, 445), stun (423), buff (426), banish (427), kill (428), recalls (454), and Might
given "this turn".

Each function takes the player responsible (rule 411; None for the game's own procedures),
does nothing where the rules say nothing happens (exhausting what is exhausted, 414.1.c; a
second buff, 426.1.b.1; damage below 1, 417.1.e.1), asks the replacement effects first where an
event can be replaced (a unit that would die, damage that would be dealt), and logs one event.
"""

from __future__ import annotations

import dataclasses
from typing import TYPE_CHECKING, Any

from riftrules.engine import chain, zones
from riftrules.engine.abilities import (
    ActivatedAbility,
    GrantedAbility,
    Restriction,
    TagAsPlayed,
    TriggeredAbility,
    moves_here,
)
from riftrules.engine.events import (
    BanishData,
    ControlData,
    CreateData,
    DamageData,
    GainTagData,
    GiveData,
    ImpossibleData,
    KillData,
    MoveData,
    PlayData,
    RecallData,
    ReturnData,
)
from riftrules.engine.keywords import moves_between_battlefields
from riftrules.engine.names import BANISHMENT, BASE, BATTLEFIELD, CHAIN, FACEDOWN, HAND, TRASH
from riftrules.engine.passives import (
    bind_next_spell,
    combat_keywords,
    enters_ready,
    many_buffs,
    restricted,
)
from riftrules.engine.player_actions import move_tax
from riftrules.engine.prevent import prevented
from riftrules.engine.registered import register
from riftrules.engine.replacements import replace
from riftrules.engine.selectors import Selector, Self
from riftrules.engine.showdown import contest
from riftrules.engine.state import Battlefield, GameCard
from riftrules.engine.trigger_conditions import is_alone
from riftrules.engine.triggering import own_triggers

if TYPE_CHECKING:
    from riftrules.engine.abilities import Ability
    from riftrules.engine.state import Game, Player


def exhaust(game: Game, obj: GameCard, player: Player | None, key: str = "exhaust") -> bool:
    if not obj.in_force or obj.exhausted:
        return False  # 414.1.b, 414.1.c (a permanent, or a legend: 355.10.a)
    obj.exhausted = True
    game.emit("exhaust", player, key, subject=obj, also=("exhaust",) if key != "exhaust" else ())
    return True


def ready(game: Game, obj: GameCard, player: Player | None, key: str = "ready") -> bool:
    """Ready a permanent (415), unless it is ready (415.1.c) or "can't be readied" (002), or,
    readied by a spell or ability (not the Awaken Phase's readying: ``key`` "ready.awaken"),
    "spells and abilities can't ready" it."""
    if not obj.in_force or not obj.exhausted:
        return False  # 415.1.b, 415.1.c
    if restricted(game, obj, "ready"):
        return False
    if key != "ready.awaken" and restricted(game, obj, "ready.effect"):
        return False
    obj.exhausted = False
    game.emit("ready", player, key, subject=obj, also=("ready",) if key != "ready" else ())
    return True


def deal(
    game: Game,
    obj: GameCard,
    count: int,
    player: Player | None,
    source: GameCard | None = None,
    key: str = "damage",
    by_unit: bool = False,
) -> int:
    """Deal ``count`` damage to a unit on the board (417.1.b); only valid damage, 1 or more, is
    dealt (417.1.e.1). ``by_unit``: a unit is the damage's only source (417.6.b.3), as in
    combat."""
    if count < 1 or not obj.on_board or obj.type != "Unit":
        return 0
    if game.statics and restricted(game, obj, "damage"):
        return 0  # "I don't take damage." (465.2.c.10: it cannot be dealt damage)
    if game.prevents or game.statics:  # 437.2: reduced by the Prevent Values tracked on it
        combat = key == "combat.damage"
        count = prevented(game, obj, count, by_unit or combat, player, combat)
        if count < 1:
            return 0  # 437.4: not dealt at all
    if replace(game, "damage", player, subject=obj, amount=count):
        return 0
    obj.damage += count
    game.emit(
        "damage",
        player,
        key,
        subject=obj,
        amount=count,
        also=("damage",) if key != "damage" else (),
        data=DamageData(source=source.name if source is not None else None),
    )
    return count


def heal(game: Game, obj: GameCard, player: Player | None, key: str = "heal") -> bool:
    """Clear a unit's damage (418.1)."""
    if not obj.on_board or obj.damage == 0:
        return False
    healed, obj.damage = obj.damage, 0
    game.emit(
        "heal", player, key, subject=obj, amount=healed, also=("heal",) if key != "heal" else ()
    )
    return True


def stun(game: Game, obj: GameCard, player: Player | None) -> bool:
    if not obj.on_board or obj.type != "Unit" or obj.stunned:
        return False  # 423.1.a.1
    obj.stunned = True
    game.emit("stun", player, "stun", subject=obj)
    return True


def buff(game: Game, obj: GameCard, player: Player | None) -> bool:
    """Place a buff counter on a unit (426.1): none on a unit that has one (426.1.b.1) unless
    an ability lets it have any number (426.1.b.2)."""
    if not obj.on_board or obj.type != "Unit":
        return False
    more = ()
    if obj.buffs:
        if not (game.statics and many_buffs(game, obj)):
            return False  # 426.1.b.1: one buff at a time
        more = ("buff.many",)
    obj.buffs += 1
    game.emit("buff", player, "buff", subject=obj, amount=1, also=more)
    return True


def spend_buff(game: Game, obj: GameCard, player: Player | None) -> bool:
    """Spend a buff (702.2.b): remove the buff counter of a unit its player controls — none
    from a unit without one (702.2.b.1), nor from another player's (702.2.b.2)."""
    if not obj.on_board or not obj.buffs or obj.controller is not player:
        return False
    obj.buffs -= 1  # a single counter (of any number, 426.1.b.2)
    game.emit("spend_buff", player, "buff.spend", subject=obj, amount=1)
    return True


def give(
    game: Game,
    obj: GameCard,
    might: int,
    player: Player | None,
    until: str | None = "turn",
    floor: int | None = None,
    key: str = "give",
) -> bool:
    """Give a unit +``might`` (or less) Might, "this turn" (``until`` "turn", expiring at
    317.2.c) or while it stays on the board (None); ``floor``: "to a minimum of 1 [M]"; ``key``
    cites why ("swap": 433)."""
    if not obj.on_board or obj.type != "Unit" or might == 0:
        return False
    if floor is not None and might < 0:
        # What "to a minimum of 1 [M]" takes is fixed as it is given: a unit losing a Might
        # bonus later can still fall below the floor (Spiritforged FAQ, Stupefy).
        current = game.might(obj) or 0
        might, floor = max(might, min(0, floor - current)), None
        if might == 0:
            return False
    obj.modifiers.append((might, until, floor))
    game.emit(
        "give",
        player,
        key,
        subject=obj,
        amount=might,
        also=("expire",) if until == "turn" else (),
        data=GiveData(until=until),
    )
    return True


def double(game: Game, obj: GameCard, player: Player | None, until: str | None = "turn") -> bool:
    """Double a unit's Might (432.1): increase it by its current value, by 0 if that is
    negative (477.3.c)."""
    if not obj.on_board or obj.type != "Unit":
        return False
    return give(game, obj, max(0, game.might(obj) or 0), player, until, key="double")


def increase_to(
    game: Game, obj: GameCard, might: int, player: Player | None, until: str | None = "turn"
) -> bool:
    """Increase a unit's Might to ``might`` (477.3.b): by what it lacks of it now (its actual
    Might, 143.2.b.1), fixed as it is applied ("snapshotted"); by 0 if it has as much or more
    (477.3.c)."""
    if not obj.on_board or obj.type != "Unit":
        return False
    lacking = max(0, might - (game.might(obj) or 0))
    return give(game, obj, lacking, player, until, key="increase")


def set_base_might(
    game: Game, obj: GameCard, might: int, player: Player | None, until: str | None = "turn"
) -> bool:
    """A unit's base Might becomes ``might`` (477.1.a.1: in the first layer, so its buffs and
    Might changes still apply on top), "this turn" (``until``, expiring at 317.2.c)."""
    if not obj.on_board or obj.type != "Unit":
        return False
    obj.base_mights.append((might, until))
    also = ("expire",) if until == "turn" else ()
    game.emit("give", player, "base_might", subject=obj, amount=might, also=also)
    return True


def grant_ability(
    game: Game,
    obj: GameCard,
    ability: ActivatedAbility | TriggeredAbility,
    player: Player | None,
    until: str | None = "turn",
) -> bool:
    """Give a permanent an activated or triggered ability ('give it "[A][A]: Ready me."',
    rules text granted, 477.2.a) "this turn" (``until``; it ends at 317.2.c, or as the
    permanent leaves the board); its "me" is that permanent. A legend in its Legend Zone, a
    part of the board (107.4), is given it too."""
    if not obj.in_force:
        return False
    entry = register(game, ability, obj.controller, obj, until)
    entry.given = True
    obj.abilities.append(entry)
    game.emit(
        "give",
        player,
        "give.ability",
        subject=obj,
        also=("expire",) if until == "turn" else (),
        data=GiveData(until=until),
    )
    return True


def empower(game: Game, obj: GameCard, player: Player | None) -> bool:
    """Empower a permanent, or a legend in the Legend Zone (441.1, 441.2: a Game Object on
    the board, of which the Legend Zone is a part, 107.4); one already Empowered stays so,
    nothing happens (441.1.c)."""
    if not obj.in_force or obj.empowered:
        return False
    obj.empowered = True
    game.emit("empower", player, "empower", subject=obj)
    return True


def disempower(game: Game, obj: GameCard, player: Player | None) -> bool:
    """Remove the Empowered status (442.1), of a legend too (107.4); nothing if it is not
    Empowered (442.1.a.1)."""
    if not obj.in_force or not obj.empowered:
        return False
    obj.empowered = False
    game.emit("disempower", player, "disempower", subject=obj)
    return True


def give_keyword(
    game: Game,
    obj: GameCard,
    keyword: str,
    value: int,
    player: Player | None,
    until: str | None = "turn",
) -> bool:
    """Give a unit a combat keyword ([Assault 3], [Tank]) "this turn" (``until`` "turn")."""
    if not obj.on_board or obj.type != "Unit":
        return False
    obj.granted.append((keyword, value, until))
    also = ("expire",) if until == "turn" else ()
    key = f"give.{keyword.casefold()}"
    game.emit(
        "give", player, key, subject=obj, amount=value, also=also, data=GiveData(keyword=keyword)
    )
    return True


def give_abilities(
    game: Game, obj: GameCard, keyword: str, abilities: tuple, player: Player | None
) -> bool:
    """Give a permanent a keyword's abilities ("Give it [Temporary]") for as long as it stays
    on the board; a keyword it already has is redundant (816.2) — unless that one is inactive, as
    an attached card's printed text is (135.4: the given one is active)."""
    if not obj.on_board or any(
        e.ability.text == f"[{keyword}]" and e.active(game) for e in obj.abilities
    ):
        return False
    given = [register(game, ability, obj.controller, obj) for ability in abilities]
    for entry in given:
        entry.given = True
    obj.abilities += given
    game.emit(
        "give", player, f"give.{keyword.casefold()}", subject=obj, data=GiveData(keyword=keyword)
    )
    return True


def forbid(
    game: Game, obj: GameCard, what: str, player: Player | None, until: str | None = "turn"
) -> bool:
    """ "It can't be chosen by enemy spells and abilities this turn." (757): a
    :class:`~riftrules.engine.abilities.Restriction` of ``what`` on a permanent on the board,
    ending with the turn (``until`` "turn", 317.2.c) or sooner, as it leaves the board (a new
    object, 359.3.e.4: its abilities go with it)."""
    if not obj.on_board:
        return False
    entry = register(game, Restriction(what, Self()), obj.controller, obj, until)
    entry.given = True
    obj.abilities.append(entry)
    also = ("expire",) if until == "turn" else ()
    said = GiveData(restriction=what)
    game.emit("give", player, f"forbid.{what}", subject=obj, also=also, data=said)
    return True


def kill(
    game: Game,
    obj: GameCard,
    player: Player | None,
    key: str = "kill",
    noted: tuple[bool, int | None] | None = None,
) -> bool:
    """Kill a permanent (428): to its owner's trash from the board (428.2). A replacement
    effect ("if a friendly unit would die … instead") is asked first; the ``kill`` event is
    logged while the permanent is still there, so its own "when I die" abilities see it, and
    it notes what the unit was — whether it was alone, its Might (428.1.a.1.b). ``noted``: those,
    noted before units dying together were killed one after another (:func:`kill_all`)."""
    if not obj.on_board or obj.zone == "runes":
        return False
    if noted is None:
        noted = _noted(game, obj)
    alone, might = noted
    if replace(game, "kill", player, subject=obj):
        return False
    leaving, game.leaving = game.leaving, game.leaving | {obj.uid}  # 383.2.c.2
    try:
        game.emit(
            "kill",
            player,
            key,
            subject=obj,
            also=("kill",) if key != "kill" else (),
            data=KillData(
                location=obj.location,
                controller=obj.controller.name,  # 428.1.a.1.b: noted ("If it was an enemy unit")
                might=might,  # 428.1.a.1.b: noted
                alone=alone or None,  # 740.2.a
            ),
        )
    finally:
        game.leaving = leaving
    zones.put(game, obj, obj.owner, TRASH)
    return True


def kill_all(
    game: Game, objs: list[GameCard], player: Player | None, key: str = "kill"
) -> list[GameCard]:
    """Kill permanents together ("Kill all units", lethal damage at a cleanup): one game
    action (370.1.a.2) that the engine performs one permanent after another, so what each was
    as they died — alone or not (740.2.a), their Might — is noted for all of them first. The
    sources of "would die" replacement effects among them die last: a replacement effect still
    applies to events simultaneous with its source leaving the board (370.4: Soraka, Wanderer
    saves the units that die with her). Those that die do not see one another die, their
    own "When I die" aside (383.2.c.2)."""
    noted = {id(o): _noted(game, o) for o in objs if o.on_board}
    savers = {id(e.source) for e in game.replacements.get("kill", ()) if e.source is not None}
    # the sources of abilities given to others that trigger on a death ('Friendly units have
    # "[Deathknell] — …"') die after those they give them to, who had them as they all died
    givers = {id(e.source) for e in game.statics if _gives_death_trigger(e.ability)}
    if savers or givers:  # stable: the others keep their order
        objs = sorted(objs, key=lambda o: (id(o) in savers, id(o) in givers))
    # 383.2.c.2: a permanent dying in this action does not see the others die (nor itself)
    leaving = game.leaving
    game.leaving = leaving | {o.uid for o in objs if o.on_board and id(o) not in savers}
    try:
        return [o for o in objs if kill(game, o, player, key, noted.get(id(o)))]
    finally:
        game.leaving = leaving


def _gives_death_trigger(ability: object) -> bool:
    """Is ``ability`` a static one giving others a triggered ability of a death?"""
    given = getattr(ability, "ability", None) if isinstance(ability, GrantedAbility) else None
    return isinstance(given, TriggeredAbility) and given.event == "kill"


def _noted(game: Game, obj: GameCard) -> tuple[bool, int | None]:
    """What a unit was as it dies: alone (740.2.a), its Might; nothing for another permanent."""
    if obj.type != "Unit":
        return False, None
    return is_alone(obj), game.might(obj)


def banish(game: Game, obj: GameCard, player: Player | None) -> bool:
    """Banish a card or permanent from any zone (427.2)."""
    if not obj.zone or obj.zone == BANISHMENT:
        return False
    if replace(game, "banish", player, subject=obj):
        return False
    origin, left = obj.location, obj.on_board
    zones.put(game, obj, obj.owner, BANISHMENT)
    event = game.emit("banish", player, "banish", subject=obj, data=BanishData(origin=origin))
    if left:
        own_triggers(game, obj, event)  # "When this leaves the board" (385)
    return True


def return_to_hand(game: Game, obj: GameCard, player: Player | None) -> bool:
    """ "Return … to its owner's hand": a card goes to its owner's hand (056.2, 108.7), from the
    board, the trash, a Facedown Zone (a facedown card, 355.9.a.3), the chain (a spell's
    "return this") or the Banishment ("Choose a card … and banish it. When they hold, return
    it to their hand"); a token leaves the game."""
    if obj.zone not in (BATTLEFIELD, BASE, TRASH, FACEDOWN, CHAIN, BANISHMENT):
        return False
    origin, left = obj.location, obj.on_board
    zones.put(game, obj, obj.owner, HAND)
    event = game.emit("return", player, "return", subject=obj, data=ReturnData(origin=origin))
    if left:
        own_triggers(game, obj, event)  # "When this leaves the board" (385)
    return True


def take_control(game: Game, obj: GameCard, player: Player, by: Player | None) -> bool:
    """ "Take control of it": ``player`` becomes the controller of a permanent on the board; its
    abilities are theirs from now on (191.4.a). A permanent in a base goes to its new
    controller's base, where permanents they control reside (107.1.c)."""
    if not obj.on_board or obj.controller is player:
        return False
    also: tuple[str, ...] = ()
    if obj.zone == BASE:
        zones.remove(game, obj)
        obj.controller = player
        obj.zone = BASE
        player.base.append(obj)
        also = ("control.base",)
    else:
        obj.controller = player
    game.emit(
        "control", by, "control.take", subject=obj, also=also, data=ControlData(controller=player)
    )
    if obj.type == "Unit" and obj.battlefield is not None:  # 190.3.a: present there, as theirs
        contest(game, obj.battlefield, player, key="contest.uncontested")  # 323.11.a
    return True


def recall(game: Game, obj: GameCard, player: Player | None, key: str = "recall") -> bool:
    """Send a permanent at a battlefield to its base (455): not a move (456), its state kept
    (458)."""
    if obj.zone != BATTLEFIELD:
        return False
    origin = obj.location
    zones.relocate(game, obj, None)
    game.emit(
        "recall",
        player,
        key,
        subject=obj,
        also=("recall",) if key != "recall" else (),
        data=RecallData(origin=origin),
    )
    return True


def move(
    game: Game,
    obj: GameCard,
    destination: Battlefield | None,
    player: Player | None,
    key: str = "move",
) -> bool:
    """Move a unit between two locations on the board (420, 447): to ``destination`` or (None)
    its controller's base. A move to where it is is no move; nor is a move to base that a
    :class:`Restriction` "move.base" forbids ("Units can't move to base.": can't beats can,
    054); nor one by its controller that "move.controller" forbids ("They can't move it this
    turn."); nor one by an enemy's effect that "moved" forbids."""
    if obj.type != "Unit" or obj.zone not in (BASE, BATTLEFIELD):
        return False
    if obj.battlefield is destination:
        return False
    if destination is None and restricted(game, obj, "move.base"):
        return False
    if player is obj.controller and restricted(game, obj, "move.controller"):
        return False  # "They can't move it this turn."
    if restricted(game, obj, "moved", player):
        return False  # "I can't be moved by enemy spells and abilities."
    origin = obj.location
    zones.relocate(game, obj, destination)
    game.emit(
        "move",
        player,
        key,
        also=("move",) if key != "move" else (),
        subject=obj,
        data=MoveData(origin=origin, destination=obj.location, battlefield=destination),
    )
    if destination is not None:
        contest(game, destination, obj.controller)  # 190.3.a, 450
    return True


def standard_move(
    game: Game, player: Player, units: list[GameCard], destination: Battlefield | None
) -> list[GameCard]:
    """The Standard Move (144): ``player`` exhausts ready units they control as its cost
    (144.2) and moves them to one destination (144.3.a): from their base to a battlefield
    (144.4.a) that has no units of two other players (144.4.a.1), or from a battlefield to
    their base (144.4.b) — or, for a unit with [Ganking], to another battlefield (144.4.c.1,
    810.1.b). A unit that may not move so is not moved (nor exhausted); returns those moved."""
    movers = [u for u in units if _may_standard_move(game, player, u, destination)]
    if game.statics and not move_tax(game, player, movers, destination):
        return []  # 204.4.c: an applied cost not paid, the move is not performed
    for unit in movers:  # 144.3.c: the costs are paid together, then the units move
        exhaust(game, unit, player, key="exhaust.standard_move")
    for unit in movers:
        move(game, unit, destination, player, key=_standard_key(game, unit, destination))
    return movers


def _standard_key(game: Game, unit: GameCard, destination: Battlefield | None) -> str:
    """What a Standard Move cites: from a battlefield to another, [Ganking] (144.4.c.1) or the
    destination's "Units can move here from anywhere." (002)."""
    if unit.zone != BATTLEFIELD or destination is None:
        return "move.standard"
    ganking = moves_between_battlefields(combat_keywords(game, unit))
    return "move.ganking" if ganking else "move.anywhere"


def _may_standard_move(
    game: Game, player: Player, unit: GameCard, destination: Battlefield | None
) -> bool:
    return destination in standard_moves(game, player, unit)


def standard_moves(game: Game, player: Player, unit: GameCard) -> list[Battlefield | None]:
    """Where ``player`` may make a Standard Move of ``unit`` now (None: its base), in the
    order of :func:`destinations`: a ready unit of theirs, from its base to a battlefield
    (144.4.a), from a battlefield to its base (144.4.b) or, with [Ganking] or where units may
    move from anywhere, to another battlefield (144.4.c)."""
    if unit.type != "Unit" or unit.controller is not player or unit.exhausted:
        return []
    if unit.zone not in (BASE, BATTLEFIELD) or restricted(game, unit, "move.controller"):
        return []
    found: list[Battlefield | None] = []
    ganking: bool | None = None  # worked out when a battlefield asks
    for where in destinations(game, unit):
        if where == "base":  # from a battlefield (144.4.b): the base
            if unit.zone == BATTLEFIELD and not restricted(game, unit, "move.base"):
                found.append(None)
            continue
        if unit.zone == BASE:  # 144.4.a
            found.append(where)  # type: ignore[arg-type]
            continue
        if unit.battlefield is where:
            continue
        if ganking is None:
            ganking = moves_between_battlefields(combat_keywords(game, unit))
        if ganking or moves_here(game, where):
            found.append(where)  # type: ignore[arg-type]
    return found


def destinations(game: Game, obj: GameCard) -> list[Battlefield | str]:
    """Where ``obj`` may be moved by an effect that names no destination (449.1): its base
    ("base") and the battlefields other than where it is, except those with units of two other
    players there (449.2), nor, with teammates, those where a teammate has units (447.2.b);
    not its base where a :class:`Restriction` forbids it (054)."""
    to_base = obj.battlefield is not None and not restricted(game, obj, "move.base")
    found: list[Battlefield | str] = ["base"] if to_base else []
    team = game.teammates(obj.controller) if obj.controller is not None else []
    for battlefield in game.battlefields:
        others = {
            unit.controller
            for unit in battlefield.permanents
            if unit.type == "Unit" and unit.controller is not obj.controller
        }
        if battlefield is not obj.battlefield and len(others) < 2 and not others & {*team}:
            found.append(battlefield)
    return found


def enter(
    game: Game,
    obj: GameCard,
    player: Player,
    battlefield: Battlefield | None = None,
    exhausted: bool | None = None,
) -> bool:
    """Put a unit or gear onto the board under ``player``'s control: at ``battlefield`` or the
    base; units enter exhausted (143.4), gear ready (149.1), unless ``exhausted`` says or, where
    it does not, an ability such as "I enter ready." does (369.3: then True is returned)."""
    if battlefield is None:
        zones.put(game, obj, player, BASE)
    else:
        zones.put(game, obj, player, BATTLEFIELD, battlefield=battlefield)
        if obj.type == "Unit":
            contest(game, battlefield, player)  # 190.3.a.1: played (or put) there
    obj.exhausted = (obj.type == "Unit") if exhausted is None else exhausted
    if exhausted is None and game.statics:
        ready = enters_ready(game, obj)
        if ready is not None:
            obj.exhausted = not ready
            return True
    return False


def play(
    game: Game,
    player: Player,
    obj: GameCard,
    battlefield: Battlefield | None = None,
    exhausted: bool | None = None,
    *,
    repeat: int = 0,
    then: str = TRASH,
    also: tuple[str, ...] = (),
    paid: bool = False,
    hidden_at: Battlefield | None = None,
    spent: tuple[int, int] | None = None,
    origin: str | None = None,
    paying: bool = False,
    killed: tuple[GameCard, ...] = (),
    targets: tuple[tuple[Selector, list[Any]], ...] = (),
    ambush: bool = False,
    chosen: chain.ChainItem | bool = False,
) -> GameCard:
    """Play a card (419), its costs not paid (as in scenarios; :func:`.costs.play_card` pays
    them).

    A spell is executed — its compiled text runs with ``player`` as "you", ``repeat`` more times
    for each [Repeat] cost paid (820.1.d) — then goes to its owner's trash (108.2.b), or to
    ``then`` (banishment: played for its [Flow] cost, 829.1.b.1). A unit or gear enters the
    board (gear at the base, 149.2), its abilities registered, and then the ``play`` event is
    logged, so that its "when you play me" abilities trigger (383.4.a.2). ``also``: more
    citation keys for the ``play`` event (why it entered ready: [Accelerate]); ``paid``: an
    optional additional cost was paid ("if you paid the additional cost", 356.4.f.1).
    ``hidden_at``: it is played from facedown there (811.1.d: its choices are made there; the
    event says so). ``spent``: the Energy and Power paid to play it (357.1), recorded on the
    event ("if you spent [4] or more"); ``origin``: the zone it was played from (by default
    where it is now: "If you played this from your hand"); ``killed``: the permanents killed
    paying its costs (357.2: "As an additional cost to play this, kill a friendly unit"),
    recorded on the event for "the killed unit". A spell goes on the chain, where
    the other players may react to it (:mod:`.chain`; ``paying``: their Reactions are paid
    for, as this spell was), and resolves unless a Reaction countered it (425.1.a); ``targets``:
    the choices of its first targets made already (:func:`.chain.choose_early`); ``ambush``:
    [Ambush] plays it (822.1.b: "When you [Ambush] me"); ``chosen``: its choices were made
    already, before its cost was paid (355, :mod:`.played_choices`) — a spell's on its chain
    item, given here; a unit's "as you play me", True.
    """
    energy_spent, power_spent = spent if spent is not None else (None, None)
    said = PlayData(
        hidden_at=hidden_at,
        origin=origin or obj.zone,
        paid=paid or None,
        spent=energy_spent,
        spent_power=power_spent,
        showdown=game.combat,  # 308.1: played in a Showdown State
        killed=killed or None,
        ambush=ambush or None,
    )
    also_hidden = ("play.hidden",) if hidden_at is not None else ()
    if obj.type in ("Unit", "Gear"):
        if not chosen:
            choose_as_played(game, player, obj)  # 355.1
        replaced = enter(game, obj, player, battlefield, exhausted)
        also = (*also, "play.unit" if obj.type == "Unit" else "play.gear")
        also += ("play.enters",) if replaced else ()
        also += also_hidden
        said = dataclasses.replace(said, location=obj.location)
        game.emit("play", player, "play", subject=obj, also=also, data=said)
        return obj
    if obj.zone:
        zones.remove(game, obj)
    obj.zone = CHAIN  # 359.3: it is on the chain until it resolves (or is countered)
    if game.statics:  # "The next spell you play this turn deals 1 Bonus Damage.": this one
        bind_next_spell(game, player, obj)
    event = game.emit("play", player, "play", subject=obj, also=also_hidden, data=said)
    if isinstance(chosen, chain.ChainItem):  # on the chain since its choices were made
        item, item.event = chosen, event
    else:
        item = chain.push(game, obj, player, event)  # 359.3: it lingers on the chain
    try:
        if item is not chosen:  # 355.5, 820.2: chosen now (``targets``: the first already)
            chain.choose_targets(game, item, hidden_at, 1 + repeat, targets)
        chain.STEPS.react(game, item, paying)  # 359.3.c: the others may play Reactions first
        if item.countered:
            return obj  # 425.1.a: it does nothing
        item.resolving = True
        _resolve(game, item.controller, obj, repeat, hidden_at)  # 191.2: its controller now
    finally:
        chain.pop(game, item)
        if obj.zone in ("", CHAIN):  # not moved by its own text ("Banish this.")
            zones.put(game, obj, obj.owner, then)
            if then == BANISHMENT:
                game.emit(
                    "banish", player, "banish.flow", subject=obj, data=BanishData(origin="chain")
                )
    return obj


def choose_as_played(game: Game, player: Player, obj: GameCard) -> None:
    """The choices "as I am played" (355.1): "As you play me, choose Bird, Cat, Dog, or Poro.
    I gain that tag." (:class:`.abilities.TagAsPlayed`): the permanent has the tag chosen."""
    script = game.script(obj)
    for ability in getattr(script, "abilities", ()):
        if isinstance(ability, TagAsPlayed):
            options = list(ability.options)
            (tag,) = game.choices.pick(player.name, options, prompt="choose a tag (as played)")
            obj.gained_tags = (*obj.gained_tags, tag)
            game.emit("gain_tag", player, "gain_tag.played", subject=obj, data=GainTagData(tag))


def _resolve(
    game: Game, player: Player, obj: GameCard, repeat: int, hidden_at: Battlefield | None
) -> None:
    """A spell resolves (340.1, 359.3.d): its instructions run, ``repeat`` more times — unless
    its own instructions took it off the chain ("Banish this."): a repeated spell banished as it
    executes does not resolve again (820.1.d.2: what is not performed is ignored; the Las Vegas
    2026 Regional Qualifier's Repeated Spell Resolution ruling)."""
    script = game.script(obj)
    for time in range(1 + repeat):
        if script is None:
            break
        if time and obj.zone != CHAIN:
            said = ImpossibleData(instruction="repeat")
            game.emit("impossible", player, "repeat.gone", subject=obj, amount=time, data=said)
            break
        if time:
            game.emit("repeat", player, "repeat", subject=obj, amount=time)
        if hidden_at is not None:
            script.run(game, player, hidden_at=hidden_at)  # type: ignore[call-arg]
        else:
            script.run(game, player)


def play_token(
    game: Game,
    player: Player,
    name: str,
    might: int | None = None,
    *,
    type: str = "Unit",
    tags: tuple[str, ...] = (),
    battlefield: Battlefield | None = None,
    exhausted: bool | None = None,
    abilities: tuple[Ability, ...] = (),
    created: bool = False,
) -> GameCard:
    """Play a token (179): created on the board under the effect controller's control (182),
    entering exhausted if a unit unless the effect says ready (184.1), with the ``abilities``
    the effect gives it ("a Sprite unit token with [Temporary]"). ``created``: "Create a …
    token at …" (439): Created directly at its location, owned and controlled by its creator
    (439.4.a), and not played — no play event, so nothing that waits for a play sees it."""
    token = game.new_card(name, player, type=type, might=might, tags=tags, token=True)
    replaced = enter(game, token, player, battlefield, exhausted)
    token.abilities += [register(game, ability, player, token) for ability in abilities]
    if created:
        said = CreateData(location=token.location)
        game.emit("create", player, "create", subject=token, data=said)
        return token
    also = ("play", "play.enters") if replaced else ("play",)
    said = PlayData(location=token.location, showdown=game.combat)  # 308.1
    game.emit("play", player, "play.token", subject=token, also=also, data=said)
    return token
