"""Conditions on the game now (:class:`Condition`: ``holds(ctx)``), what ``If`` and
``Reflexive`` ask: "if you did", "if you have at least …", "this turn", "during combat" …"""

from __future__ import annotations

from dataclasses import dataclass, replace
from typing import TYPE_CHECKING, Any, Protocol

from riftrules.cards.model import CardType
from riftrules.engine.abilities import has_tag, turns_taken
from riftrules.engine.amounts import Amount, amount
from riftrules.engine.chain import choosing_spell, first_target
from riftrules.engine.events import (
    AssignData,
    ChooseData,
    EventKind,
    GainPointData,
    KillData,
)
from riftrules.engine.names import Phase, Zone
from riftrules.engine.selectors import OPPONENTS, REVEALED, TARGETED, Selector
from riftrules.rules import store

if TYPE_CHECKING:
    from riftrules.engine.context import Context
    from riftrules.engine.state import Player

    pass


class Condition(Protocol):
    def holds(self, ctx: Context) -> bool: ...


@dataclass(frozen=True, slots=True)
class Did:
    """ "If you do", "… this way": the previous instruction affected something (of ``type``,
    at least ``least``); "If you readied an enemy unit", "If you stunned a [Mighty] unit":
    something ``of`` matches as the condition is checked (a permanent it was done to)."""

    type: CardType | None = None
    least: int = 1
    of: Selector | None = None

    def holds(self, ctx: Context) -> bool:
        found = [o for o in ctx.last if self.type is None or getattr(o, "type", None) == self.type]
        if self.of is not None:
            found = [o for o in found if self.of.matches(ctx, o)]
        return len(found) >= self.least


@dataclass(frozen=True, slots=True)
class Revealed:
    """ "Then if you revealed a Bird, Cat, Dog, or Poro, …": a card this effect's player
    revealed (424.1: :class:`RevealCards`) is of ``type`` and has one of ``tags`` (each left
    out: any), its tags as printed (a card off the board, 143.1)."""

    type: CardType | None = None
    tags: tuple[str, ...] = ()

    def holds(self, ctx: Context) -> bool:

        for card in ctx.memory.get(REVEALED, []):
            if self.type is not None and card.type != self.type:
                continue
            if not self.tags or any(has_tag(ctx.game, card, tag) for tag in self.tags):
                return True
        return False


@dataclass(frozen=True, slots=True)
class Targeted:
    """ "This costs [2] less if you choose a Bird, Cat, Dog, or Poro.": what the card being
    played chose as its first target (355.5, chosen before its cost is determined, 356) is of
    ``type`` and has one of ``tags`` (each left out: any). Asked before any choice is made
    (whether it could be played for its least cost: :func:`riftrules.engine.costs.can_play`),
    it holds if one of the options would do."""

    type: CardType | None = None
    tags: tuple[str, ...] = ()

    def holds(self, ctx: Context) -> bool:

        chosen = ctx.memory.get(TARGETED)
        if chosen is None:  # nothing chosen yet: could it be?
            choose = first_target(getattr(ctx.game.script(ctx.source), "effect", None))
            of = getattr(choose, "of", None) if ctx.source is not None else None
            chosen = of.resolve(ctx) if of is not None else []
        return any(self._fits(ctx, card) for card in chosen)

    def _fits(self, ctx: Context, card: Any) -> bool:

        if self.type is not None and getattr(card, "type", None) != self.type:
            return False
        return not self.tags or any(has_tag(ctx.game, card, tag) for tag in self.tags)


@dataclass(frozen=True, slots=True)
class AtLeast:
    """An amount is at least ``least`` ("if you have 3 or more …")."""

    value: Amount
    least: int

    def holds(self, ctx: Context) -> bool:
        return amount(self.value, ctx) >= self.least


@dataclass(frozen=True, slots=True)
class Exactly:
    """An amount is exactly ``count`` ("if there is exactly one other unit here")."""

    value: Amount
    count: int

    def holds(self, ctx: Context) -> bool:
        return amount(self.value, ctx) == self.count


@dataclass(frozen=True, slots=True)
class Exists:
    """A selector finds something ("if you control a Mech")."""

    of: Selector

    def holds(self, ctx: Context) -> bool:
        return bool(self.of.resolve(ctx))


@dataclass(frozen=True, slots=True)
class WasMighty:
    """ "[Deathknell] — If I was [Mighty], …": the unit had 5 or more Might as it died (708).
    In the trash it has no Might; the ``kill`` event noted it (428.1.a.1.b: "Note the unit's
    location, attributes, and other relevant information")."""

    def holds(self, ctx: Context) -> bool:
        event = ctx.event
        return (
            event is not None and isinstance(event.data, KillData) and (event.data.might or 0) >= 5
        )


@dataclass(frozen=True, slots=True)
class DiedAlone:
    """ "[Deathknell] — If I died alone, …": no other friendly unit was at the unit's location
    as it died (740.2.a), as the ``kill`` event noted (428.1.a.1.b)."""

    def holds(self, ctx: Context) -> bool:
        event = ctx.event
        return event is not None and isinstance(event.data, KillData) and bool(event.data.alone)


@dataclass(frozen=True, slots=True)
class InTurn:
    """ "If it's your turn": the turn player (the one whose turn it is, 315) is the
    controller (``whose`` "you") or another player ("opponent")."""

    whose: str = "you"

    def holds(self, ctx: Context) -> bool:
        return (ctx.game.turn_player is ctx.controller) == (self.whose == "you")


@dataclass(frozen=True, slots=True)
class InPhase:
    """ "If it's your Beginning Phase": the turn is in phase ``name`` (315), of ``whose`` turn
    ("you": the controller's, "opponent", or None: anyone's)."""

    name: Phase
    whose: str | None = "you"

    def holds(self, ctx: Context) -> bool:
        game = ctx.game
        if game.phase != self.name:
            return False
        if self.whose is None:
            return True
        return (game.turn_player is ctx.controller) == (self.whose == "you")


@dataclass(frozen=True, slots=True)
class PlayedAnother:
    """[Legion] (812.1.b.1): "if you have played another card this turn" — a card other than
    the source, not a token (185), played by you this turn. Before 2026-03-30 (728.1.c.2 of
    2025-10) an ability that is neither a spell's nor a play effect asked only for a card played
    this turn, the source too (Sun Disc's ability the turn it is played: Origins FAQ)."""

    def holds(self, ctx: Context) -> bool:
        you, source = ctx.controller.name, ctx.source
        if source is None:  # a spell's own instructions: the spell on the chain is the source
            item = choosing_spell(ctx)
            source = item.card if item is not None else None
        itself = _legion_counts_itself(ctx)
        return any(
            e.kind == "play"
            and e.player == you
            and (itself or e.subject is not source)
            and not getattr(e.subject, "token", False)
            for e in ctx.game.this_turn()
        )


LEGION_ANOTHER_FROM = "2026-03-30"  # 812.1.c: "a card different than the one with the Legion"


def _legion_counts_itself(ctx: Context) -> bool:

    if store.edition_info(ctx.game.edition).date >= LEGION_ANOTHER_FROM:
        return False
    source, event = ctx.source, ctx.event
    if source is None or not getattr(source, "on_board", False):
        return False  # a spell's instruction (728.1.c.1)
    return not (event is not None and event.kind == "play" and event.subject is source)


@dataclass(frozen=True, slots=True)
class IsA:
    """ "If it's a gear": what ``of`` selects is (all) of card type ``type``."""

    of: Selector
    type: CardType

    def holds(self, ctx: Context) -> bool:
        found = self.of.resolve(ctx)
        return bool(found) and all(getattr(o, "type", None) == self.type for o in found)


@dataclass(frozen=True, slots=True)
class Not:
    condition: Condition

    def holds(self, ctx: Context) -> bool:
        return not self.condition.holds(ctx)


@dataclass(frozen=True, slots=True)
class Both:
    """Two conditions hold ("while I'm attacking with another unit")."""

    first: Condition
    second: Condition

    def holds(self, ctx: Context) -> bool:
        return self.first.holds(ctx) and self.second.holds(ctx)


@dataclass(frozen=True, slots=True)
class NearVictory:
    """ "If an opponent's score is within 3 points of the Victory Score": a player ``who``
    selects has at least the Victory Score (194.3) less ``within`` points."""

    who: Selector
    within: int

    def holds(self, ctx: Context) -> bool:
        least = ctx.game.victory_score - self.within
        return any(player.points >= least for player in self.who.resolve(ctx))


@dataclass(frozen=True, slots=True)
class ThisTurn:
    """ "If you've gained XP this turn", "If you've discarded a card this turn": events of
    ``kind`` by you (``anyone``: by any player or the game, "if a unit died this turn"), to an
    object of ``type`` if given, or to what ``about`` selects ("if I haven't been dealt damage
    this turn"), at least ``least`` of them since this turn began (a turn's events are those
    :meth:`Game.this_turn` gives). ``tag``: the object has that tag ("if you've played an
    Equipment this turn": a gear with the Equipment tag, 150.1); ``token``: it is a token or
    not ("if you've played a non-token unit … this turn", 179). ``by``: the events of the
    player it selects instead of yours ("At the end of each opponent's turn, if they played
    no spells this turn": the turn player's, 315)."""

    kind: EventKind
    least: int = 1
    anyone: bool = False
    type: CardType | None = None
    about: Selector | None = None
    controller: str | None = None
    phase: Phase | None = None
    tag: str | None = None
    token: bool | None = None
    by: Selector | None = None

    def holds(self, ctx: Context) -> bool:
        you, found = ctx.controller.name, 0
        players = {p.name for p in self.by.resolve(ctx)} if self.by is not None else {you}
        about = self.about.resolve(ctx) if self.about is not None else None
        for event in ctx.game.this_turn():
            if event.kind != self.kind or not (self.anyone or event.player in players):
                continue
            if about is not None and not _about(event, about):
                continue
            if self.phase is not None and (event.phase != self.phase or event.turn != you):
                continue  # "during your Beginning Phase this turn"
            if self.controller is not None and _noted_side(ctx, event) != self.controller:
                continue
            if self.tag is not None and self.tag not in getattr(event.subject, "tags", ()):
                continue  # its tags as it was played (printed: 150.5)
            if self.token is not None and getattr(event.subject, "token", None) != self.token:
                continue
            if self.type is None or getattr(event.subject, "type", None) == self.type:
                found += 1
                if found >= self.least:
                    return True
        return False


def _about(event: Any, about: list[Any]) -> bool:
    """The event happened to one of ``about``: its subject, or one of the units that
    conquered or held ("if I didn't conquer this turn", 383.4.c)."""
    units = getattr(event.data, "units", None) or ()
    return event.subject in about or any(unit in about for unit in units)


def _noted_side(ctx: Context, event: Any) -> str | None:
    """ "friendly" or "enemy" (to you): the controller an event noted for its object — a
    ``kill`` for the unit as it died (428.1.a.1.b), a ``choose`` as it was chosen; None if it
    noted none."""
    said = event.data
    name = said.controller if isinstance(said, KillData | ChooseData) else None
    if name is None:
        return None
    return "friendly" if ctx.game.player(name).team is ctx.controller.team else "enemy"


@dataclass(frozen=True, slots=True)
class WasSide:
    """ "Kill a unit …. If it was an enemy unit, …": the last object ``of`` selects (``Chosen()``:
    the one chosen last, "it", however many tokens were played since) is, or was as it died,
    controlled by ``side`` ("friendly" or "enemy", to you; 489.8.e) — on the board its
    controller now, else the controller its last ``kill`` event noted (428.1.a.1.b)."""

    of: Selector
    side: str

    def holds(self, ctx: Context) -> bool:
        found = self.of.resolve(ctx)[-1:]
        return bool(found) and self._side(ctx, found[0]) == self.side

    @staticmethod
    def _side(ctx: Context, obj: Any) -> str | None:
        if getattr(obj, "on_board", False):
            return "friendly" if obj.controller.team is ctx.controller.team else "enemy"
        for event in reversed(ctx.game.log):
            if event.kind == "kill" and event.subject is obj:
                return _noted_side(ctx, event)
        return None


@dataclass(frozen=True, slots=True)
class AssignedExcess:
    """ "When you conquer, if you assigned 3 or more excess damage, …": in the combat the
    conquest came from, you assigned at least ``least`` damage beyond lethal — to the last of
    the enemy units, where the rest goes (465.2.c.4) — as its ``assign`` event noted. A
    conquest with no combat just before it (a move to an empty battlefield) had none."""

    least: int

    def holds(self, ctx: Context) -> bool:
        return ExcessAssigned().value(ctx) >= self.least


@dataclass(frozen=True, slots=True)
class ExcessAssigned:
    """ "… if you assigned 5 or more excess damage to enemy units, you may deal that much …":
    the excess damage you assigned (465.2.c.4) in the combat the conquest being resolved came
    from, as its ``assign`` events noted; 0 after a conquest with no combat just before it."""

    def value(self, ctx: Context) -> int:
        fought = _combat_conquered_from(ctx)
        if fought is None:
            return 0
        return sum(
            e.data.excess or 0
            for e in fought
            if isinstance(e.data, AssignData) and e.player == ctx.controller.name
        )


@dataclass(frozen=True, slots=True)
class ConqueredAfter:
    """ "When I conquer after an attack": the conquest came from a combat (466, 465.2) in which
    the ability's source was ``kind``'s designation ("attack": an attacker, 383.4.e), as its
    ``attack`` event noted; a conquest with no combat just before it (a move to an empty
    battlefield) came after none."""

    kind: EventKind = EventKind.ATTACK

    def holds(self, ctx: Context) -> bool:
        fought = _combat_conquered_from(ctx)
        source = ctx.source
        return fought is not None and any(
            e.kind == self.kind and e.subject is source for e in fought
        )


def _combat_conquered_from(ctx: Context) -> list[Any] | None:
    """The events of the combat the ``conquer`` event being resolved came from (from its
    ``combat`` event to its ``combat_end``, the event just before the conquest, at the same
    battlefield), or None: no conquest, or none right after a combat there."""
    event, log = ctx.event, ctx.game.log
    if event is None or event.kind != "conquer":
        return None
    at = next((i for i in range(len(log) - 1, -1, -1) if log[i] is event), 0)
    end = log[at - 1] if at > 0 else None
    if end is None or end.kind != "combat_end" or end.subject is not event.subject:
        return None
    fought: list[Any] = []
    for earlier in reversed(log[: at - 1]):
        if earlier.kind == "combat" and earlier.subject is event.subject:
            break
        fought.append(earlier)
    return fought


@dataclass(frozen=True, slots=True)
class FewerThan:
    """ "If you control fewer runes than an opponent": you have fewer cards in ``zone`` than at
    least one of the players ``who`` selects; with ``zone`` None, fewer permanents of ``type``
    ("if an opponent controls more units than you")."""

    zone: Zone | None
    who: Selector = OPPONENTS
    type: str | None = None

    def holds(self, ctx: Context) -> bool:
        mine = self._count(ctx, ctx.controller)
        return any(self._count(ctx, p) > mine for p in self.who.resolve(ctx))

    def _count(self, ctx: Context, player: Player) -> int:
        if self.zone is not None:
            return len(player.zones[self.zone])
        return sum(
            1 for obj in ctx.game.permanents() if obj.controller is player and obj.type == self.type
        )


@dataclass(frozen=True, slots=True)
class SomePlayer:
    """Of the players ``who`` selects, at least one is such that ``test`` holds with them as
    "you" ("if an opponent has 6+ XP": any one opponent's XP, 728; "if an opponent has 7+ units
    here")."""

    who: Selector
    test: Condition

    def holds(self, ctx: Context) -> bool:
        return any(self.test.holds(replace(ctx, controller=p)) for p in self.who.resolve(ctx))


@dataclass(frozen=True, slots=True)
class MoreThanYou:
    """Of the players ``who`` selects, at least one has more of ``value`` — counted with them
    as "you" — than you have ("if an opponent controls more units than you"); ``fewer``: fewer
    than you ("if an opponent has fewer points than you")."""

    who: Selector
    value: Amount
    fewer: bool = False

    def holds(self, ctx: Context) -> bool:
        yours = amount(self.value, ctx)
        for player in self.who.resolve(ctx):
            theirs = amount(self.value, replace(ctx, controller=player))
            if (theirs < yours) if self.fewer else (theirs > yours):
                return True
        return False


@dataclass(frozen=True, slots=True)
class ScoredEarly:
    """ "If a player would score 1 point from conquering or holding during their first or
    second turn": the point the event (a ``gain_point`` about to happen) gives is scored by
    conquering or holding (470), in the scoring player's own turn, one of their first ``turns``
    turns (:func:`riftrules.engine.abilities.turns_taken`, the game's opening turn counted)."""

    turns: int

    def holds(self, ctx: Context) -> bool:
        event = ctx.event
        if event is None or not isinstance(event.data, GainPointData):
            return False
        if event.data.how not in ("conquer", "hold"):
            return False
        player = event.subject
        if ctx.game.turn_player is not player:
            return False
        return turns_taken(ctx.game, player) <= self.turns


@dataclass(frozen=True, slots=True)
class UnitsThere:
    """ "If you control a battlefield with exactly two units there": one of the battlefields
    ``where`` selects has exactly ``count`` units there (anyone's)."""

    where: Selector
    count: int

    def holds(self, ctx: Context) -> bool:
        return any(
            sum(1 for p in field.permanents if p.type == "Unit") == self.count
            for field in self.where.resolve(ctx)
        )


@dataclass(frozen=True, slots=True)
class PlayedSpell:
    """ "Counter a spell if an opponent has played another spell this turn": a spell played
    this turn (a ``play`` event) by one of the players ``by`` selects, other than what
    ``other_than`` selects (the spell being countered, chosen first)."""

    by: Selector = OPPONENTS
    other_than: Selector | None = None

    def holds(self, ctx: Context) -> bool:
        players = {p.name for p in self.by.resolve(ctx)}
        skip = self.other_than.resolve(ctx) if self.other_than is not None else []
        return any(
            e.kind == "play"
            and e.player in players
            and getattr(e.subject, "type", None) == "Spell"
            and not any(e.subject is s for s in skip)
            for e in ctx.game.this_turn()
        )


@dataclass(frozen=True, slots=True)
class InCombat:
    """ "During combat": a combat is under way (459: ``game.combat``, from its showdown to its
    resolution, the cleanup that kills its lethally damaged units included)."""

    def holds(self, ctx: Context) -> bool:
        return ctx.game.combat is not None


@dataclass(frozen=True, slots=True)
class InShowdown:
    """ "While I'm in a showdown": a showdown is under way (the Showdown State of a combat,
    308.1: ``game.combat``) at the source's battlefield."""

    def holds(self, ctx: Context) -> bool:
        here = getattr(ctx.source, "battlefield", None)
        return ctx.game.combat is not None and here is ctx.game.combat
