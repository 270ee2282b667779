"""Hiding cards (421, 811 [Hidden]) and [Ambush] (822): where a card may be put and played.

- **Hide** (421, 811.1.b): on their turn, a player may pay [A] to put a card with [Hidden] from
  their hand facedown at a battlefield they control whose Facedown Zone has room (107.3.b: one
  card). Hiding is not playing (811.1.c.1) and opens no chain (811.1.c.2).
- **Play from facedown** (811.1.b, 421.3): beginning on the next turn, its controller may play
  it, ignoring its base cost, with [Reaction] (811.6). A permanent is played to that battlefield,
  gear too (811.1.d.1); the choices of a spell, and of the play effects of a permanent, are made
  among what is at that battlefield (811.1.d.2, in :class:`riftrules.engine.selectors.Choose`);
  a unit it plays is played there (811.1.d.3).
- **Losing the battlefield** (107.3.d, 323.7, 466.5.c): a cleanup puts each facedown card at a
  battlefield its controller does not control into its owner's trash.
- **[Ambush]** (822.1.b): the unit may also be played to a battlefield where its controller
  controls units, as a [Reaction].

Timing ("on your turn", [Reaction]) is checked only where the engine knows it: the turn player
(811.1.b); a hidden card is offered as a Reaction before a spell resolves (:mod:`.chain`); the
engine does not model Open States.
"""

from __future__ import annotations

from dataclasses import dataclass
from typing import TYPE_CHECKING, Any

from riftrules.engine import board, costs, zones
from riftrules.engine.abilities import AmbushTo, FacedownRoom, PermissionAbility
from riftrules.engine.actions import Action
from riftrules.engine.context import Context
from riftrules.engine.events import AmbushData, HideData, RevealData, TrashData
from riftrules.engine.keywords import Keyword
from riftrules.engine.names import FACEDOWN, HAND, TRASH
from riftrules.engine.passives import closed, restricted
from riftrules.engine.player_actions import Pay
from riftrules.engine.selectors import Selector

if TYPE_CHECKING:
    from riftrules.engine.state import Battlefield, Game, GameCard, Player

HIDE_COST = Pay(energy=0, power=1)  # 811.1.b: "you may pay [A] to hide this"


@dataclass(frozen=True, slots=True)
class FacedownCards(Selector):
    """The facedown cards you control (355.9.a.3: a "facedown card" is one in a Facedown Zone,
    at a battlefield); ``controller`` "friendly": yours and your teammates' (489.8.e); None:
    anyone's."""

    controller: str | None = "you"

    def resolve(self, ctx: Context) -> list[Any]:
        you = ctx.controller
        if self.controller is None:
            return [c for b in ctx.game.battlefields for c in b.facedown]
        if self.controller == "friendly":
            team = you.team
            return [
                c for b in ctx.game.battlefields for c in b.facedown if c.controller.team is team
            ]
        return [c for b in ctx.game.battlefields for c in b.facedown if c.controller is you]


def has_permission(game: Game, obj: GameCard, keyword: str) -> bool:
    """Does ``obj``'s text have the permission keyword ``keyword`` ([Hidden], [Ambush])?"""
    script = game.script(obj)
    abilities = getattr(script, "abilities", ()) if script is not None else ()
    return any(isinstance(a, PermissionAbility) and a.keyword == keyword for a in abilities)


def can_hide(game: Game, player: Player, obj: GameCard, battlefield: Battlefield) -> bool:
    """811.1.b, 107.3.b-c: a card with [Hidden] in the player's hand, on their turn, at a
    battlefield they control with room in its Facedown Zone, and [A] in their Rune Pool."""
    return (
        obj.zone == HAND
        and obj.owner is player
        and game.turn_player is player
        and battlefield.controller is player
        and len(battlefield.facedown) < room(game, battlefield)
        and has_permission(game, obj, Keyword.HIDDEN)
        and HIDE_COST.payable(Context(game, player))
    )


def room(game: Game, battlefield: Battlefield) -> int:
    """How many cards ``battlefield``'s Facedown Zone holds: one (107.3.b), more with its
    :class:`FacedownRoom` abilities in force (107.3.b.1)."""
    more = sum(
        entry.ability.more
        for entry in game.statics_of(FacedownRoom)
        if entry.source is battlefield and entry.active(game)
    )
    return battlefield.facedown_capacity + more


def hide(game: Game, player: Player, obj: GameCard, battlefield: Battlefield) -> bool:
    """Hide ``obj`` facedown at ``battlefield`` (421.1), paying [A] (811.1.b); False, and
    nothing paid, when the rules do not allow it."""
    if not can_hide(game, player, obj, battlefield):
        return False
    HIDE_COST.run(Context(game, player))
    _facedown(game, player, obj, battlefield, "hide")
    obj.hidden_turn = game.turn_number  # 811.1.b: playable from the next turn
    return True


def _facedown(
    game: Game, player: Player, obj: GameCard, battlefield: Battlefield, key: str
) -> None:
    """Put ``obj`` facedown at ``battlefield``, controlled by ``player`` (421.1)."""
    zones.remove(game, obj)
    obj.zone = FACEDOWN
    obj.battlefield = battlefield
    obj.controller = player
    battlefield.facedown.append(obj)
    more = ("hide.room",) if len(battlefield.facedown) > 1 else ()  # beyond one: 107.3.b.1
    game.emit(
        "hide", player, key, subject=obj, also=more, data=HideData(battlefield=battlefield.name)
    )


@dataclass(frozen=True, slots=True)
class HideCards(Action):
    """ "Hide a card from your hand.": each card ``target`` selects that is still in your hand
    goes facedown at a battlefield you control whose Facedown Zone has room (421.1, 107.3.b),
    chosen (none: it stays in your hand). No [A] is paid and the card need not have [Hidden]
    (811.1.b is the keyword's own way to hide); what it may do there is what this effect says
    (421.3): nothing — it is not played from there as a card hidden with [Hidden] is."""

    target: Selector

    def run(self, ctx: Context) -> list[Any]:
        game, you = ctx.game, ctx.controller
        hidden: list[Any] = []
        for obj in self.target.resolve(ctx):
            if obj.zone != HAND or obj.owner is not you:
                continue
            places = [
                b
                for b in game.battlefields
                if b.controller is you and len(b.facedown) < room(game, b)
            ]
            picked = game.choices.pick(you.name, places, prompt="a battlefield to hide it at")
            if picked:
                _facedown(game, you, obj, picked[0], "hide.effect")
                hidden.append(obj)
        return hidden


def can_play_hidden(game: Game, player: Player, obj: GameCard) -> bool:
    """811.1.b: its controller may play a card hidden with [Hidden] beginning on the next
    turn (unless an ability says they can't play cards)."""
    unit_here = obj.type == "Unit" and (
        restricted(game, player, "play.battlefield") or closed(game, obj.battlefield)
    )
    spell = obj.type == "Spell" and restricted(game, player, "play.spell")
    return (
        not (game.statics and (restricted(game, player, "play") or unit_here or spell))
        and obj.zone == FACEDOWN
        and obj.controller is player
        and obj.hidden_turn is not None
        and game.turn_number > obj.hidden_turn
        and costs.targets_chosen(game, player, obj, obj.battlefield)  # 355.8, 811.1.d.2
    )


def play_hidden(game: Game, player: Player, obj: GameCard) -> GameCard | None:
    """Play ``obj`` from facedown, ignoring its base cost (811.1.b, 421.3): a permanent to the
    battlefield it was hidden at (811.1.d.1), a spell with its choices made there (811.1.d.2).
    The card is revealed as it leaves the Facedown Zone (421.4). None when it may not be played
    (yet)."""
    if not can_play_hidden(game, player, obj):
        return None
    battlefield = obj.battlefield
    assert battlefield is not None
    if not costs.pay_increases(game, player, obj):  # 356.1.b.3: increases still apply
        return None
    obj.hidden_turn = None
    game.emit(
        "reveal", player, "hide.reveal", subject=obj, data=RevealData(battlefield=battlefield.name)
    )
    return board.play(game, player, obj, battlefield, hidden_at=battlefield)


def remove_unheld(game: Game) -> bool:
    """The cleanup's task (323.7, 107.3.d, 466.5.c): each facedown card at a battlefield its
    controller does not control goes to its owner's trash, revealed (421.4). True if any did."""
    removed = False
    for battlefield in game.battlefields:
        for obj in [o for o in battlefield.facedown if o.controller is not battlefield.controller]:
            zones.put(game, obj, obj.owner, TRASH)
            obj.hidden_turn = None
            game.emit(
                "trash",
                None,
                "hide.removed",
                subject=obj,
                data=TrashData(battlefield=battlefield.name),
            )
            removed = True
    return removed


def play_locations(game: Game, player: Player, obj: GameCard) -> list[Battlefield | None]:
    """Where ``player`` may play the unit ``obj`` (None: their base): their base and the
    battlefields they control (813.3.a); with [Ambush], also the battlefields where they
    control units (822.1.b)."""
    found: list[Battlefield | None] = [None]
    ambush = has_permission(game, obj, Keyword.AMBUSH)
    for battlefield in game.battlefields:
        if battlefield.controller is player or (
            ambush and _ambush_to(game, player, obj, battlefield)
        ):
            found.append(battlefield)
    return found


def ambush(game: Game, player: Player, obj: GameCard, battlefield: Battlefield) -> GameCard | None:
    """Play the unit ``obj`` with [Ambush]'s permission (822.1.b) to ``battlefield``, where its
    controller controls units (822.3: not valid where there are none) or where its text lets it
    go (:class:`.abilities.AmbushTo`); None when not allowed."""
    if not has_permission(game, obj, Keyword.AMBUSH) or not _ambush_to(
        game, player, obj, battlefield
    ):
        return None
    if game.statics and (
        restricted(game, player, "play")
        or restricted(game, player, "play.battlefield")
        or closed(game, battlefield)
    ):  # "Opponents can't play cards this turn.", "… only … to their base.", "… here."
        return None
    game.emit(
        "ambush", player, "ambush", subject=obj, data=AmbushData(battlefield=battlefield.name)
    )
    return board.play(game, player, obj, battlefield, ambush=True)


def _ambush_to(game: Game, player: Player, obj: GameCard, battlefield: Battlefield) -> bool:
    """May [Ambush] play ``obj`` to ``battlefield``: its player controls units there (822.1.b),
    or its text lets it go where there are enemy units (:class:`.abilities.AmbushTo`)."""
    if _has_units(battlefield, player):
        return True
    script = game.script(obj)
    wheres = {a.where for a in getattr(script, "abilities", ()) if isinstance(a, AmbushTo)}
    enemy = any(
        o.type == "Unit" and o.controller.team is not player.team for o in battlefield.permanents
    )
    return "enemy" in wheres and enemy


def _has_units(battlefield: Battlefield, player: Player) -> bool:
    return any(o.type == "Unit" and o.controller is player for o in battlefield.permanents)
