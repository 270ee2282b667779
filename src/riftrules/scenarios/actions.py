"""The game actions a scenario's ``action:`` step can name, with their arguments.

Each action is the engine's game action of that name, performed by the step's ``player``
(default: the first player):

====================  ==========================================================
``draw``              ``count`` (1)
``burn``              ``count`` (1)
``discard``           ``count`` (1)
``channel``           ``count`` (1), ``exhausted`` (false)
``recycle``           ``zone`` (trash; or hand), ``count`` (all), ``cards`` (names)
``look``, ``reveal``  ``count`` (1): the top cards of the player's Main Deck
``gain_points``       ``count`` (1)
``gain_xp``           ``count`` (1)
``spend_xp``          ``count`` (1): only if the player has that much XP (730.2)
``conquer``, ``hold``  ``battlefield``
``combat``            ``battlefield``: the step's player attacks it (459-466)
``exhaust`` ``ready`` ``kill`` ``banish`` ``recall`` ``heal`` ``stun`` ``buff``
                      ``unit``: a card name, the first one of that name on the board
``deal``              ``unit``, ``count``
``give``              ``unit``, ``might``, ``until`` (turn; or permanent)
``move``              ``unit``, ``to``: a battlefield's name or base
``standard_move``     ``units`` (names), ``to``: the Standard Move (144), its cost paid
``play``              ``card``, ``at`` (a battlefield), ``exhausted``, ``pay`` (false: costs
                      are not paid; true: from the hand, the Champion Zone (108.3.d), or the
                      trash with [Flow], paying its costs with the player's runes, 349-358)
``play_token``        ``name``, ``might``, ``type`` (Unit), ``at``, ``exhausted``, ``count`` (1)
``hide``              ``card`` (from the hand), ``at``: pays [A] (421, 811.1.b)
``play_hidden``       ``card``: a facedown card, played for [0] (811.1.b)
``ambush``            ``card`` (from the hand), ``at``: with [Ambush] (822.1.b)
``activate``          ``card`` (on the board, or a legend in its Legend Zone), ``index``
                      (0): its activated ability ([Equip]), its cost paid whole or not at
                      all (376); refused (``expect_refused``: the reason) when it cannot be
``attach``            ``card``, ``unit`` (434); ``detach``: ``card`` (435)
``cleanup``           (none)
====================  ==========================================================

A step the rules do not allow (hiding with no [A], a card hidden this turn) fails the scenario.

The steps that are actions of the decision interface (:mod:`riftrules.engine.decisions`) —
``activate``, ``standard_move``, ``hide``, ``play_hidden`` and ``play`` with ``pay: true`` (from
the hand or the Champion Zone, ``exhausted`` not given) — have their typed action
(``Spec.as_action``); the scenario runner performs it through that interface when it is among
the legal actions now, answering its choices as ``Choose`` actions. Every other step, and one
of those that is not a legal action now (another player's, outside a Neutral Open State, a move
of several units, a card played from the trash), runs as written here, its choices answered
from ``game.choices`` at once.
"""

from __future__ import annotations

from collections.abc import Callable
from dataclasses import dataclass, field
from typing import TYPE_CHECKING, Any

from riftrules.engine import board, costs, deck, detaching, equipment, hiding, points, scoring
from riftrules.engine.activation import activate, activated_abilities, activation_refusal
from riftrules.engine.amounts import MAX_AMOUNT
from riftrules.engine.cleanup import cleanup
from riftrules.engine.combat import combat
from riftrules.engine.decisions import (
    Activate,
    GameAction,
    Hide,
    PlayCard,
    PlayHidden,
    StandardMove,
)
from riftrules.engine.refusals import Refusal, Refused
from riftrules.scenarios.model import AT, ScenarioError, card_name, shown, unit_name
from riftrules.scenarios.scripts import Scripts, play_card

if TYPE_CHECKING:
    from riftrules.engine.state import Game, GameCard, Player

REQUIRED: Any = object()


class StepError(Exception):
    """A step cannot be performed as written (a unit that is not there, …)."""


@dataclass(frozen=True)
class Spec:
    """An action's parameters: name -> (kind, default); ``aliases``: other names for them;
    ``as_action``: the step as an action of the decision interface, if it is one (None when
    these arguments make it none; a card that is not there raises the step's own error)."""

    run: Callable[[Game, Player, dict[str, Any]], object]
    params: dict[str, tuple[str, Any]] = field(default_factory=dict)
    aliases: dict[str, str] = field(default_factory=dict)
    as_action: Callable[[Game, Player, dict[str, Any]], GameAction | None] | None = None

    def validate(self, args: dict[str, Any], where: str, fields: list[str]) -> dict[str, Any]:
        values: dict[str, Any] = {}
        for key, value in args.items():
            key = self.aliases.get(key, key)
            if key not in self.params:
                known = ", ".join(self.params) or "none"
                raise ScenarioError(f"{where}: unknown argument {shown(key)}; arguments: {known}")
            values[key] = value
        for key, (kind, default) in self.params.items():
            if key not in values:
                if default is REQUIRED:
                    raise ScenarioError(f"{where}: the action needs {shown(key)}")
                values[key] = default
                continue
            value = values[key]
            what = f"{where}: {key}"
            if kind in ("int", "signed"):  # an amount: at most what the engine plays (055)
                low = 0 if kind == "int" else -MAX_AMOUNT
                if isinstance(value, bool) or not isinstance(value, int):
                    raise ScenarioError(f"{what} must be a whole number, not {shown(value)}")
                if not low <= value <= MAX_AMOUNT:
                    raise ScenarioError(f"{what} must be from {low:,} to {MAX_AMOUNT:,}, "
                                        f"not {shown(value)}")  # fmt: skip
            elif kind == "bool":
                if not isinstance(value, bool):
                    raise ScenarioError(f"{what} must be true or false")
            elif kind == "battlefield":
                if str(value) not in fields:
                    raise ScenarioError(f"{what}: no battlefield {shown(value)}; battlefields: "
                                        f"{', '.join(fields) or 'none'}")  # fmt: skip
                values[key] = str(value)
            elif kind == "destination":
                if str(value) != "base" and str(value) not in fields:
                    raise ScenarioError(f"{what}: {shown(value)} is neither base nor a battlefield")
                values[key] = str(value)
            elif kind == "card":
                values[key] = card_name(value, what)
            elif kind == "name":  # a card of the pool, or a token, by name
                values[key] = unit_name(value, what)
            elif kind == "names":
                items = value if isinstance(value, list) else [value]
                values[key] = [unit_name(item, what) for item in items]
            elif kind == "cards":
                items = value if isinstance(value, list) else [value]
                values[key] = [card_name(item, what) for item in items]
            elif kind == "choice":
                options = default if isinstance(default, tuple) else ()
                if not isinstance(value, str | int | bool) or value not in options:
                    raise ScenarioError(f"{what} must be one of {', '.join(map(str, options))}")
            elif kind == "text" and (not isinstance(value, str) or not value):
                raise ScenarioError(f"{what} must be text")
        for key, (kind, default) in self.params.items():
            if kind == "choice" and isinstance(values[key], tuple):
                values[key] = default[0]
        return values


def locate(game: Game, name: str) -> GameCard | None:
    """The card of that name (on the board first); "NAME @ PLACE": the permanent of that name
    at that location (a battlefield's name, or "base")."""
    if AT not in name:
        return game.find(name)
    card, place = name.split(AT, 1)
    return next((o for o in game.permanents() if o.name == card and o.location == place), None)


def _unit(game: Game, name: str) -> GameCard:
    obj = locate(game, name)
    if obj is None or not obj.on_board:
        raise StepError(f"no {name} on the board")
    return obj


def _field(game: Game, name: str | None):
    return game.battlefield(name) if name else None


def _recycle(game: Game, player: Player, a: dict[str, Any]) -> object:
    zone = player.zones[a["zone"]]
    if a["cards"]:
        cards = []
        for name in a["cards"]:
            match = next((c for c in zone if c.name == name and c not in cards), None)
            if match is None:
                raise StepError(f"no {name} in {player.name}'s {a['zone']}")
            cards.append(match)
    else:
        cards = list(zone if a["count"] is None else zone[: a["count"]])
    return deck.recycle(game, player, cards)


def _play(game: Game, player: Player, a: dict[str, Any]) -> object:
    if a["pay"]:
        return _play_paying(game, player, a)
    return play_card(game, player, a["card"], _field(game, a["at"]), a["exhausted"])


def _play_paying(game: Game, player: Player, a: dict[str, Any]) -> object:
    """Play a card from the hand or the Champion Zone (or the trash, for its [Flow] cost)
    paying its costs."""
    obj = _payable(game, player, a["card"])
    at = _field(game, a["at"])
    refusal = costs.play_refusal(game, player, obj, at)
    if refusal is not None and refusal is not Refusal.COST:  # the cost: as play_card finds it
        raise Refused(refusal, f"play {obj.name}")  # nothing is paid (358.5)
    played = costs.play_card(game, player, obj, at, exhausted=a["exhausted"])
    return _done(played, f"play {obj.name} paying its costs", Refusal.COST)


def _payable(game: Game, player: Player, name: str) -> GameCard:
    """The card of that name to play paying its costs: from the hand, the Champion Zone
    (108.3.d: the Chosen Champion), else the trash; its text must compile."""
    places = (*player.hand, *player.champion, *player.trash)
    obj = next((c for c in places if c.name == name), None)
    if obj is None:
        raise StepError(f"no {name} in {player.name}'s hand, Champion Zone or trash")
    if isinstance(game.scripts, Scripts):
        game.scripts.require(obj)
    return obj


def _play_action(game: Game, player: Player, a: dict[str, Any]) -> GameAction | None:
    """``play`` paying its costs from the hand or the Champion Zone: a :class:`PlayCard`."""
    if not a["pay"] or a["exhausted"] is not None:
        return None
    obj = _payable(game, player, a["card"])
    if not any(obj is c for c in (*player.hand, *player.champion)):
        return None  # from the trash ([Flow]): not an action of the decision interface
    return PlayCard(player.name, obj.uid, obj.name, a["at"])


def _in_hand(player: Player, name: str) -> GameCard:
    obj = next((c for c in player.hand if c.name == name), None)
    if obj is None:
        raise StepError(f"no {name} in {player.name}'s hand")
    return obj


def _done(result: object, what: str, reason: Refusal = Refusal.NOT_ALLOWED) -> object:
    if not result:
        raise Refused(reason, f"{what}: the rules do not allow it now")
    return result


def _hide(game: Game, player: Player, a: dict[str, Any]) -> object:
    obj = _in_hand(player, a["card"])
    return _done(hiding.hide(game, player, obj, game.battlefield(a["at"])), f"hide {obj.name}")


def _facedown(game: Game, name: str) -> GameCard:
    obj = next((c for b in game.battlefields for c in b.facedown if c.name == name), None)
    if obj is None:
        raise StepError(f"no facedown {name}")
    return obj


def _play_hidden(game: Game, player: Player, a: dict[str, Any]) -> object:
    obj = _facedown(game, a["card"])
    if not costs.targets_chosen(game, player, obj, obj.battlefield):
        raise Refused(Refusal.NO_TARGET, f"play {obj.name} from hidden")  # 355.8, 811.1.d.2
    return _done(hiding.play_hidden(game, player, obj), f"play {a['card']} from hidden")


def _ambush(game: Game, player: Player, a: dict[str, Any]) -> object:
    obj = _in_hand(player, a["card"])
    where = game.battlefield(a["at"])
    return _done(hiding.ambush(game, player, obj, where), f"[Ambush] {obj.name}")


def _in_force(game: Game, name: str) -> GameCard:
    """A permanent on the board, or a legend in a Legend Zone (107.4), by name."""
    obj = game.find(name)  # the board first, then every other zone
    if obj is None or not obj.in_force:
        raise StepError(f"no {name} on the board or in a Legend Zone")
    return obj


def _activate(game: Game, player: Player, a: dict[str, Any]) -> object:
    obj = _in_force(game, a["card"])
    count = len(activated_abilities(game, obj))  # its own, then those granted to it
    if a["index"] >= count:
        raise StepError(f"{obj.name} has no activated ability {a['index']}")
    refusal = activation_refusal(game, player, obj, a["index"])
    if refusal is not None:  # 376: refused; an effect that changes nothing is not
        raise Refused(refusal, f"activate {obj.name}")
    return activate(game, player, obj, a["index"])


def _activate_action(game: Game, player: Player, a: dict[str, Any]) -> GameAction:
    obj = _in_force(game, a["card"])
    return Activate(player.name, obj.uid, obj.name, a["index"])


def _move_action(game: Game, player: Player, a: dict[str, Any]) -> GameAction:
    units = tuple(_unit(game, name).uid for name in a["units"])
    return StandardMove(player.name, units, None if a["to"] == "base" else a["to"])


def _hide_action(game: Game, player: Player, a: dict[str, Any]) -> GameAction:
    obj = _in_hand(player, a["card"])
    return Hide(player.name, obj.uid, obj.name, a["at"])


def _play_hidden_action(game: Game, player: Player, a: dict[str, Any]) -> GameAction:
    obj = _facedown(game, a["card"])
    return PlayHidden(player.name, obj.uid, obj.name)


def _unit_action(fn: Callable[..., object]) -> Spec:
    return Spec(
        lambda g, p, a: fn(g, _unit(g, a["unit"]), p),
        {"unit": ("name", REQUIRED)},
        {"card": "unit", "gear": "unit", "target": "unit"},
    )


COUNT = {"count": ("int", 1)}
ALIASES = {"amount": "count", "points": "count", "number": "count"}

ACTIONS: dict[str, Spec] = {
    "draw": Spec(lambda g, p, a: deck.draw(g, p, a["count"]), COUNT, ALIASES),
    "burn": Spec(lambda g, p, a: deck.burn(g, p, a["count"]), COUNT, ALIASES),
    "discard": Spec(lambda g, p, a: deck.discard(g, p, a["count"]), COUNT, ALIASES),
    "channel": Spec(
        lambda g, p, a: deck.channel(g, p, a["count"], a["exhausted"]),
        {"count": ("int", 1), "exhausted": ("bool", False)},
        ALIASES,
    ),
    "recycle": Spec(
        _recycle,
        {
            "zone": ("choice", ("trash", "hand")),
            "count": ("int", None),
            "cards": ("cards", None),
        },
        {"from": "zone", **ALIASES},
    ),
    "look": Spec(lambda g, p, a: deck.look(g, p, a["count"]), COUNT, ALIASES),
    "reveal": Spec(lambda g, p, a: deck.look(g, p, a["count"], kind="reveal"), COUNT, ALIASES),
    "gain_points": Spec(lambda g, p, a: points.gain_points(g, p, a["count"]), COUNT, ALIASES),
    "gain_xp": Spec(lambda g, p, a: points.gain_xp(g, p, a["count"]), COUNT, ALIASES),
    "spend_xp": Spec(lambda g, p, a: points.spend_xp(g, p, a["count"]), COUNT, ALIASES),
    "conquer": Spec(
        lambda g, p, a: scoring.conquer(g, p, g.battlefield(a["battlefield"])),
        {"battlefield": ("battlefield", REQUIRED)},
    ),
    "combat": Spec(
        lambda g, p, a: combat(g, g.battlefield(a["battlefield"]), p),
        {"battlefield": ("battlefield", REQUIRED)},
    ),
    "hold": Spec(
        lambda g, p, a: scoring.hold(g, p, g.battlefield(a["battlefield"])),
        {"battlefield": ("battlefield", REQUIRED)},
    ),
    "exhaust": _unit_action(board.exhaust),
    "ready": _unit_action(board.ready),
    "kill": _unit_action(board.kill),
    "banish": _unit_action(board.banish),
    "recall": _unit_action(board.recall),
    "heal": _unit_action(board.heal),
    "stun": _unit_action(board.stun),
    "buff": _unit_action(board.buff),
    "deal": Spec(
        lambda g, p, a: board.deal(g, _unit(g, a["unit"]), a["count"], p),
        {"unit": ("name", REQUIRED), "count": ("int", REQUIRED)},
        {"target": "unit", **ALIASES, "damage": "count"},
    ),
    "give": Spec(
        lambda g, p, a: board.give(
            g, _unit(g, a["unit"]), a["might"], p, None if a["until"] == "permanent" else "turn"
        ),
        {
            "unit": ("name", REQUIRED),
            "might": ("signed", REQUIRED),
            "until": ("choice", ("turn", "permanent")),
        },
        {"target": "unit"},
    ),
    "move": Spec(
        lambda g, p, a: board.move(
            g, _unit(g, a["unit"]), None if a["to"] == "base" else g.battlefield(a["to"]), p
        ),
        {"unit": ("name", REQUIRED), "to": ("destination", REQUIRED)},
        {"target": "unit"},
    ),
    "standard_move": Spec(
        lambda g, p, a: _done(
            board.standard_move(
                g,
                p,
                [_unit(g, name) for name in a["units"]],
                None if a["to"] == "base" else g.battlefield(a["to"]),
            ),
            f"standard move to {a['to']}",
        ),
        {"units": ("names", REQUIRED), "to": ("destination", REQUIRED)},
        {"unit": "units"},
        as_action=_move_action,
    ),
    "play": Spec(
        _play,
        {
            "card": ("card", REQUIRED),
            "at": ("battlefield", None),
            "exhausted": ("bool", None),
            "pay": ("bool", False),
        },
        as_action=_play_action,
    ),
    "play_token": Spec(
        lambda g, p, a: [
            board.play_token(
                g,
                p,
                a["name"],
                a["might"],
                type=a["type"],
                battlefield=_field(g, a["at"]),
                exhausted=a["exhausted"],
            )
            for _ in range(a["count"])
        ],
        {
            "name": ("text", REQUIRED),
            "might": ("signed", None),
            "type": ("choice", ("Unit", "Gear")),
            "at": ("battlefield", None),
            "exhausted": ("bool", None),
            "count": ("int", 1),
        },
    ),
    "hide": Spec(
        _hide,
        {"card": ("card", REQUIRED), "at": ("battlefield", REQUIRED)},
        as_action=_hide_action,
    ),
    "play_hidden": Spec(_play_hidden, {"card": ("card", REQUIRED)}, as_action=_play_hidden_action),
    "ambush": Spec(_ambush, {"card": ("card", REQUIRED), "at": ("battlefield", REQUIRED)}),
    "activate": Spec(
        _activate, {"card": ("name", REQUIRED), "index": ("int", 0)}, as_action=_activate_action
    ),
    "attach": Spec(
        lambda g, p, a: _done(
            equipment.attach(g, _unit(g, a["card"]), _unit(g, a["unit"]), p), "attach"
        ),
        {"card": ("name", REQUIRED), "unit": ("name", REQUIRED)},
    ),
    "detach": Spec(
        lambda g, p, a: _done(detaching.detach(g, _unit(g, a["card"]), p), "detach"),
        {"card": ("name", REQUIRED)},
    ),
    "cleanup": Spec(lambda g, p, a: cleanup(g)),
}
ACTIONS["damage"] = ACTIONS["deal"]
