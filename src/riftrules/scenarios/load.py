"""Reading and validating scenario files (YAML, ``SCENARIOS.md``).

Everything is checked before anything runs: the keys (a misspelt key is an error, not an
expectation quietly skipped), the mode and its number of players, card names (against the card
pool, with the closest names on a miss), battlefields, players, step kinds, actions and their
arguments, phases, event kinds, rule numbers. A problem raises :class:`ScenarioError` with a
one-line message.
"""

from __future__ import annotations

import datetime
from pathlib import Path
from typing import Any

import yaml

from riftrules.cards import pool
from riftrules.engine.events import KINDS
from riftrules.engine.refusals import Refusal
from riftrules.engine.state import ANY_DOMAIN, MODES
from riftrules.engine.turn import PHASES
from riftrules.rules import numbers, store
from riftrules.scenarios.actions import ACTIONS
from riftrules.scenarios.model import (
    AT,
    PLAYER_KEYS,
    PLAYER_NUMBERS,
    STEP_KINDS,
    BattlefieldSetup,
    Expect,
    GameSetup,
    PlayerSetup,
    Scenario,
    Step,
    TokenSetup,
)

TOP_KEYS = {
    "name", "source", "edition", "mode", "seed", "players", "battlefields", "scored_this_turn",
    "steps", "choices", "expect", "turn", "game",
}  # fmt: skip
GAME_KEYS = {"decks", "seed", "agent", "max_actions"}
DECK_KEYS = {"legend", "champion", "main", "runes", "battlefields"}
EXPECT_KEYS = {
    "players", "events", "not_events", "count", "cites", "units", "winner", "offered", "payloads",
}  # fmt: skip
PAYLOAD_KEYS = {"kind", "player", "subject", "cards", "amount", "data"}
UNIT_KEYS = {
    "might", "damage", "exhausted", "zone", "stunned", "buffed", "controller", "all", "count",
    "attached_to", "empowered", "keywords",
}  # fmt: skip
PLAYER_SETUP_KEYS = {*PLAYER_KEYS, *PLAYER_NUMBERS, "power", "tokens"}
TOKEN_KEYS = {"name", "might", "type", "at", "exhausted"}
ZONE_TYPES = {"legend": ("Legend",), "champion": ("Unit",)}  # 103.1.a, 103.2.a.1
ON_BOARD = {"Unit", "Gear"}


MAX_BYTES = 1024 * 1024  # a scenario is a page of YAML; the biggest of the project is 6 KB


class ScenarioError(ValueError):
    """The file is not a valid scenario; the message is one line."""


def load(path: Path | str) -> Scenario:
    """Read and validate one scenario file."""
    from riftrules import inputs

    path = Path(path)
    try:
        text = inputs.read_text(path, limit=MAX_BYTES)
    except inputs.InputError as error:  # named by the caller: drop the path it starts with
        raise ScenarioError(str(error).removeprefix(f"{path}: ")) from None
    return parse(text, path)


def parse(text: str, path: Path | None = None) -> Scenario:
    """Validate a scenario given as YAML text."""
    try:
        data = yaml.safe_load(text)
    except yaml.YAMLError as error:
        mark = getattr(error, "problem_mark", None)
        where = f" at line {mark.line + 1}" if mark is not None else ""
        problem = getattr(error, "problem", None) or "invalid YAML"
        raise ScenarioError(f"not YAML{where}: {problem}") from None
    except ValueError as error:  # a number longer than int() reads (4,300 digits)
        raise ScenarioError(f"not readable: {error}".split(";")[0]) from None
    except RecursionError:
        raise ScenarioError("not readable: nested too deeply") from None
    return from_data(data, path)


def from_data(data: Any, path: Path | None = None) -> Scenario:
    if not isinstance(data, dict):
        raise ScenarioError("a scenario is a mapping of keys (name, players, steps, expect …)")
    _keys(data, TOP_KEYS, "scenario")
    name = data.get("name")
    if not isinstance(name, str) or not name.strip():
        raise ScenarioError("'name' is required: a line of text")
    scenario = Scenario(path, name.strip())
    scenario.source = _text(data.get("source", ""), "source")
    scenario.edition = _edition(data.get("edition"))
    scenario.mode = _mode(data.get("mode", "duel"))
    scenario.seed = _int(data.get("seed", 0), "seed", minimum=None)
    scenario.turn = _int(data.get("turn", 1), "turn", minimum=1)
    if "game" in data:
        scenario.game = _game(data["game"])
        if scenario.mode != "duel" or "players" in data or "steps" in data:
            raise ScenarioError("a 'game:' scenario is a duel of players A and B, with no steps")
        data = {**data, "players": {"A": {}, "B": {}}}
    scenario.players = _players(data.get("players"), scenario.mode)
    names = [player.name for player in scenario.players]
    scenario.battlefields = _battlefields(data.get("battlefields", []), names)
    fields = [b.name for b in scenario.battlefields]
    for player in scenario.players:
        for token in player.tokens:
            if token.at is not None and token.at not in fields:
                raise ScenarioError(f"players.{player.name}.tokens: no battlefield {token.at!r}")
    scenario.scored_this_turn = _scored(data.get("scored_this_turn", {}), names, fields)
    scenario.steps = _steps(data.get("steps"), names, fields)
    choices = data.get("choices", [])
    if not isinstance(choices, list):
        raise ScenarioError("'choices' must be a list of answers")
    scenario.choices = [_answer(answer) for answer in choices]
    scenario.expect = _expect(data.get("expect"), names, scenario.edition)
    return scenario


# -- pieces --------------------------------------------------------------------------------------


def _keys(data: dict, allowed: set[str], where: str) -> None:
    unknown = sorted(str(key) for key in data if key not in allowed)
    if unknown:
        raise ScenarioError(
            f"unknown key {unknown[0]!r} in {where}; keys: {', '.join(sorted(allowed))}"
        )


def _text(value: Any, what: str) -> str:
    if value is None:
        return ""
    if isinstance(value, str | int | float):
        return str(value)
    raise ScenarioError(f"'{what}' must be text")


def _int(value: Any, what: str, minimum: int | None = 0) -> int:
    if isinstance(value, bool) or not isinstance(value, int):
        raise ScenarioError(f"{what} must be an integer, not {value!r}")
    if abs(value) >= 2**63:  # a seed, a count: 64 bits hold any; longer ones do not print
        raise ScenarioError(f"{what} must fit in 64 bits")
    if minimum is not None and value < minimum:
        raise ScenarioError(f"{what} must be at least {minimum}, not {value}")
    return value


def _edition(value: Any) -> str | None:
    if value is None:
        return None
    if isinstance(value, datetime.date):
        value = value.isoformat()  # YAML reads 2026-07-16 as a date
    try:
        return store.edition_info(str(value)).id
    except store.UnknownEdition as error:
        raise ScenarioError(str(error)) from None


def _mode(value: Any) -> str:
    if value not in MODES:
        raise ScenarioError(f"unknown mode {value!r}; modes: {', '.join(MODES)}")
    return value


def card_name(name: Any, where: str) -> str:
    """The official name of a card of the pool, however it is spelt."""
    if not isinstance(name, str) or not name.strip():
        raise ScenarioError(f"{where}: a card name must be text, not {name!r}")
    try:
        return pool.find(name).name
    except pool.UnknownCard as error:
        raise ScenarioError(f"{where}: {error}") from None


def _cards(value: Any, where: str, board: bool = False) -> int | list[str]:
    if isinstance(value, int) and not isinstance(value, bool):
        if value < 0:
            raise ScenarioError(f"{where}: a count must be 0 or more")
        return value
    if isinstance(value, str):
        value = [value]
    if not isinstance(value, list):
        raise ScenarioError(f"{where}: give a number of cards or a list of card names")
    names = [card_name(item, where) for item in value]
    if board:
        for name in names:
            if pool.find(name).type not in ON_BOARD:
                raise ScenarioError(f"{where}: {name} is a {pool.find(name).type}, not a permanent")
    return names


def _runes(value: Any, where: str) -> int | list[str]:
    """A rune zone: a number of anonymous runes (no Domain), or runes of the pool by name
    ("Fury Rune": their Domains count when Power is paid, 164.2.b.1)."""
    if isinstance(value, int) and not isinstance(value, bool):
        return _int(value, where)
    names = _cards(value, where)
    for name in names:
        if pool.find(name).type != "Rune":
            raise ScenarioError(f"{where}: {name} is a {pool.find(name).type}, not a rune")
    return names


def _players(value: Any, mode: str) -> list[PlayerSetup]:
    if not isinstance(value, dict) or not value:
        raise ScenarioError("'players' is required: a mapping of player names, in turn order")
    wanted = MODES[mode][0]
    if len(value) != wanted:
        raise ScenarioError(f"mode {mode} has {wanted} players, the file names {len(value)}")
    players = []
    for name, spec in value.items():
        name = str(name)
        spec = spec or {}
        if not isinstance(spec, dict):
            raise ScenarioError(f"players.{name} must be a mapping of zones and points")
        _keys(spec, PLAYER_SETUP_KEYS, f"players.{name}")
        player = PlayerSetup(name)
        for key in PLAYER_KEYS:
            if key in spec:
                player.zones[key] = _zone(key, spec[key], f"players.{name}.{key}")
        if "points" in spec:
            player.points = _int(spec["points"], f"players.{name}.points")
        player.xp = _int(spec.get("xp", 0), f"players.{name}.xp")
        player.energy = _int(spec.get("energy", 0), f"players.{name}.energy")
        player.power = _power(spec.get("power", 0), f"players.{name}.power")
        player.runes_exhausted = _int(
            spec.get("runes_exhausted", 0), f"players.{name}.runes_exhausted"
        )
        runes = player.zones.get("runes", 0)
        if player.runes_exhausted > (runes if isinstance(runes, int) else len(runes)):
            raise ScenarioError(f"players.{name}.runes_exhausted: more than the runes there")
        if "turns" in spec:
            player.turns = _int(spec["turns"], f"players.{name}.turns")
        player.tokens = _tokens(spec.get("tokens", []), f"players.{name}.tokens")
        players.append(player)
    if mode == "2v2":
        for first, second in ((0, 2), (1, 3)):
            a, b = players[first].points, players[second].points
            if a is not None and b is not None and a != b:
                raise ScenarioError(
                    f"players.{players[second].name}.points: teammates share points (489.8.d), "
                    f"{players[first].name} has {a}"
                )
    return players


def _game(value: Any) -> GameSetup:
    """``game: {decks: [deck, deck] (optional), seed, agent: random, max_actions}``; a deck is
    ``{legend, champion, main: [names], runes: [names], battlefields: [names]}``, checked
    against deck construction (103) before anything runs."""
    from riftrules.engine.decks import Deck, problems

    if not isinstance(value, dict):
        raise ScenarioError("'game' must be a mapping: decks, seed, agent, max_actions")
    _keys(value, GAME_KEYS, "game")
    setup = GameSetup(
        seed=_int(value.get("seed", 0), "game.seed", minimum=None),
        max_actions=_int(value.get("max_actions", 3000), "game.max_actions", minimum=1),
    )
    if value.get("agent", "random") != "random":
        raise ScenarioError("game.agent: the agents are: random")
    decks = value.get("decks")
    if decks is None:
        return setup
    if not isinstance(decks, list) or len(decks) != 2:
        raise ScenarioError("game.decks: two decks, one for A and one for B")
    setup.decks = []
    for index, spec in enumerate(decks, 1):
        where = f"game.decks[{index}]"
        if not isinstance(spec, dict):
            raise ScenarioError(f"{where}: a mapping of {', '.join(sorted(DECK_KEYS))}")
        _keys(spec, DECK_KEYS, where)
        names = {key: _cards(spec.get(key, []), f"{where}.{key}") for key in DECK_KEYS}
        if any(isinstance(v, int) for v in names.values()):
            raise ScenarioError(f"{where}: name the cards")
        legend, champion = names["legend"], names["champion"]
        if len(legend) != 1 or len(champion) != 1:
            raise ScenarioError(f"{where}: one legend and one champion")
        deck = Deck(
            legend[0], champion[0], tuple(names["main"]), tuple(names["runes"]),
            tuple(names["battlefields"]),
        )  # fmt: skip
        found = problems(deck)
        if found:
            raise ScenarioError(f"{where}: illegal deck: {'; '.join(found)}")
        setup.decks.append(deck)
    return setup


def _zone(key: str, value: Any, where: str) -> int | list[str]:
    """A player's zone: runes by name or number, cards of the pool, a legend or champion."""
    if key in ("rune_deck", "runes"):
        return _runes(value, where)
    cards = _cards(value, where, board=key == "base")
    if key in ZONE_TYPES:
        if isinstance(cards, int):
            raise ScenarioError(f"{where}: name the card")
        for name in cards:
            if pool.find(name).type not in ZONE_TYPES[key]:
                raise ScenarioError(f"{where}: {name} is a {pool.find(name).type}, not a "
                                    f"{' or '.join(ZONE_TYPES[key])}")  # fmt: skip
    return cards


def _power(value: Any, where: str) -> dict[str, int]:
    """The Power in a Rune Pool: a number (of any Domain, 135.2.e.5.b) or Power by Domain."""
    if isinstance(value, int) and not isinstance(value, bool):
        amount = _int(value, where)
        return {ANY_DOMAIN: amount} if amount else {}
    if not isinstance(value, dict):
        raise ScenarioError(f"{where}: a number, or a mapping of Domains to numbers")
    domains = {d for c in pool.load() for d in c.domains} | {ANY_DOMAIN}
    power = {}
    for domain, amount in value.items():
        if str(domain) not in domains:
            raise ScenarioError(f"{where}: unknown Domain {domain!r}; Domains: "
                                f"{', '.join(sorted(domains))}")  # fmt: skip
        if _int(amount, f"{where}.{domain}"):
            power[str(domain)] = amount
    return power


def _tokens(value: Any, where: str) -> list[TokenSetup]:
    """Tokens on the board: ``{name, might, type (Unit), at (a battlefield; default the
    base), exhausted (false)}``, or a name alone."""
    if not isinstance(value, list):
        raise ScenarioError(f"{where}: a list of tokens")
    tokens = []
    for spec in value:
        if isinstance(spec, str):
            spec = {"name": spec}
        if not isinstance(spec, dict) or not isinstance(spec.get("name"), str):
            raise ScenarioError(f"{where}: a token is a name, or {{name, might, at, …}}")
        _keys(spec, TOKEN_KEYS, where)
        kind = spec.get("type", "Unit")
        if kind not in ("Unit", "Gear"):
            raise ScenarioError(f"{where}: a token is a Unit or a Gear, not {kind!r}")
        might = spec.get("might")
        exhausted = spec.get("exhausted", False)
        if not isinstance(exhausted, bool):
            raise ScenarioError(f"{where}: exhausted must be true or false")
        at = spec.get("at")
        tokens.append(
            TokenSetup(
                spec["name"].strip(),
                None if might is None else _int(might, f"{where}: might"),
                kind,
                None if at in (None, "base") else str(at),
                exhausted,
            )
        )
    return tokens


def _battlefields(value: Any, players: list[str]) -> list[BattlefieldSetup]:
    if not isinstance(value, list):
        raise ScenarioError("'battlefields' must be a list of {name, controller, units}")
    found: list[BattlefieldSetup] = []
    for index, spec in enumerate(value, 1):
        if isinstance(spec, str):
            spec = {"name": spec}
        if not isinstance(spec, dict) or "name" not in spec:
            raise ScenarioError(f"battlefield {index} needs a name")
        _keys(spec, {"name", "controller", "units"}, f"battlefield {index}")
        name = str(spec["name"])
        if name in (b.name for b in found) or name == "base":
            raise ScenarioError(f"battlefield name {name!r} is used twice (or is 'base')")
        controller = spec.get("controller")
        if controller is not None and str(controller) not in players:
            raise ScenarioError(f"battlefield {name}: no player {controller!r}")
        units = spec.get("units") or {}
        if not isinstance(units, dict):
            raise ScenarioError(f"battlefield {name}: units must map players to card names")
        setup = BattlefieldSetup(name, str(controller) if controller is not None else None)
        for player, names in units.items():
            if str(player) not in players:
                raise ScenarioError(f"battlefield {name}: no player {player!r}")
            cards = _cards(names, f"battlefield {name} units of {player}", board=True)
            if isinstance(cards, int):
                raise ScenarioError(f"battlefield {name}: name the units of {player}")
            setup.units[str(player)] = cards
        found.append(setup)
    return found


def _scored(value: Any, players: list[str], fields: list[str]) -> dict[str, list[str]]:
    if not isinstance(value, dict):
        raise ScenarioError("'scored_this_turn' must map players to battlefield names")
    scored: dict[str, list[str]] = {}
    for player, names in value.items():
        if str(player) not in players:
            raise ScenarioError(f"scored_this_turn: no player {player!r}")
        names = [names] if isinstance(names, str) else names
        if not isinstance(names, list) or any(str(n) not in fields for n in names):
            raise ScenarioError(f"scored_this_turn.{player}: battlefields are {fields}")
        scored[str(player)] = [str(n) for n in names]
    return scored


def _steps(value: Any, players: list[str], fields: list[str]) -> list[Step]:
    if value is None:
        return []
    if not isinstance(value, list):
        raise ScenarioError("'steps' must be a list")
    steps = []
    for number, spec in enumerate(value, 1):
        where = f"step {number}"
        if not isinstance(spec, dict):
            raise ScenarioError(f"{where}: a step is a mapping such as {{action: draw}}")
        kinds = [kind for kind in STEP_KINDS if kind in spec]
        if len(kinds) != 1:
            raise ScenarioError(f"{where}: give exactly one of {', '.join(STEP_KINDS)}")
        kind = kinds[0]
        player = spec.get("player")
        if player is not None and str(player) not in players:
            raise ScenarioError(f"{where}: no player {player!r}; players: {', '.join(players)}")
        refused = spec.get("expect_refused", False)
        checkpoint = None
        if "expect" in spec:  # a checkpoint: expectations checked after this step
            checkpoint = _expect(spec["expect"], players, None)
            spec = {k: v for k, v in spec.items() if k != "expect"}
        if isinstance(refused, str) and refused not in {r.value for r in Refusal}:
            raise ScenarioError(f"{where}: expect_refused: unknown reason {refused!r}; reasons: "
                                f"{', '.join(r.value for r in Refusal)}")  # fmt: skip
        if not isinstance(refused, bool | str):
            raise ScenarioError(f"{where}: expect_refused is true or a reason")
        args = {k: v for k, v in spec.items() if k not in (kind, "player", "expect_refused")}
        value_ = spec[kind]
        if kind == "action":
            if value_ not in ACTIONS:
                raise ScenarioError(f"{where}: unknown action {value_!r}; actions: "
                                    f"{', '.join(sorted(ACTIONS))}")  # fmt: skip
            args = ACTIONS[value_].validate(args, where, fields)
        elif args:
            raise ScenarioError(f"{where}: unknown key {sorted(args)[0]!r} for a {kind} step")
        if kind in ("text", "play") and (not isinstance(value_, str) or not value_.strip()):
            raise ScenarioError(f"{where}: {kind} needs text")
        if kind == "play":
            value_ = card_name(value_, where)
        if kind == "phase" and value_ not in PHASES:
            raise ScenarioError(f"{where}: unknown phase {value_!r}; phases: {', '.join(PHASES)}")
        if kind == "turn" and str(value_) not in players:
            raise ScenarioError(f"{where}: no player {value_!r}")
        if kind == "turn":
            value_ = str(value_)
        who = str(player) if player is not None else None
        steps.append(Step(number, kind, value_, who, args, refused, checkpoint))
    return steps


def unit_name(name: Any, where: str) -> str:
    """A card of the pool by its official name; any other name is a token's, as given. "NAME @
    PLACE" picks the one at that location (a battlefield's name, or base)."""
    if not isinstance(name, str) or not name.strip():
        raise ScenarioError(f"{where}: {name!r} is not a name")
    if AT in name:
        card, place = (part.strip() for part in name.split(AT, 1))
        if not place:
            raise ScenarioError(f"{where}: {name!r}: a location after {AT.strip()!r}")
        return f"{unit_name(card, where)}{AT}{place}"
    try:
        return pool.find(name).name
    except pool.UnknownCard:
        return name.strip()


def _answer(answer: Any) -> Any:
    if isinstance(answer, list):
        return [_answer(item) for item in answer]
    if isinstance(answer, bool | str):
        return answer
    if isinstance(answer, int | float):
        return str(answer)
    raise ScenarioError(f"choices: {answer!r} is not an answer (a name, yes/no, or a list)")


def _kinds(value: Any, where: str) -> list[str]:
    if not isinstance(value, list):
        raise ScenarioError(f"expect.{where} must be a list of event kinds")
    for kind in value:
        if kind not in KINDS:
            raise ScenarioError(f"expect.{where}: unknown event kind {kind!r}; kinds: "
                                f"{', '.join(sorted(KINDS))}")  # fmt: skip
    return [str(kind) for kind in value]


def _expect(value: Any, players: list[str], edition: str | None) -> Expect:
    expect = Expect()
    if value is None:
        return expect
    if not isinstance(value, dict):
        raise ScenarioError("'expect' must be a mapping")
    _keys(value, EXPECT_KEYS, "expect")
    for name, spec in (value.get("players") or {}).items():
        if str(name) not in players:
            raise ScenarioError(f"expect.players: no player {name!r}")
        if not isinstance(spec, dict):
            raise ScenarioError(f"expect.players.{name} must be a mapping")
        _keys(spec, {*PLAYER_KEYS, *PLAYER_NUMBERS, "power"}, f"expect.players.{name}")
        checked: dict[str, Any] = {}
        for key, wanted in spec.items():
            where = f"expect.players.{name}.{key}"
            if key in PLAYER_NUMBERS:
                checked[key] = _int(wanted, where)
            elif key == "power":
                checked[key] = (
                    _power(wanted, where) if isinstance(wanted, dict) else _int(wanted, where)
                )
            elif key in ("rune_deck", "runes"):
                checked[key] = _runes(wanted, where)
            else:
                checked[key] = _cards(wanted, where)
        expect.players[str(name)] = checked
    if "events" in value:
        expect.events = _kinds(value["events"], "events")
    expect.not_events = _kinds(value.get("not_events", []), "not_events")
    count = value.get("count", {})
    if not isinstance(count, dict):
        raise ScenarioError("expect.count must map event kinds to numbers")
    _kinds(list(count), "count")
    expect.count = {str(k): _int(v, f"expect.count.{k}") for k, v in count.items()}
    cites = value.get("cites", [])
    if not isinstance(cites, list):
        raise ScenarioError("expect.cites must be a list of rule numbers")
    for number in cites:
        text = numbers.normalise(str(number))
        if not numbers.is_number(text):
            raise ScenarioError(f"expect.cites: {number!r} is not a rule number")
        expect.cites.append(text)
    units = value.get("units", {})
    if not isinstance(units, dict):
        raise ScenarioError("expect.units must map card names to their state")
    for name, spec in units.items():
        where = f"expect.units.{name}"
        if not isinstance(spec, dict):
            raise ScenarioError(f"{where} must be a mapping")
        _keys(spec, UNIT_KEYS, where)
        if "all" in spec and not isinstance(spec["all"], bool):
            raise ScenarioError(f"{where}.all must be true or false")
        if "count" in spec:
            _int(spec["count"], f"{where}.count")
        expect.units[unit_name(name, "expect.units")] = dict(spec)
    payloads = value.get("payloads", [])
    if not isinstance(payloads, list):
        raise ScenarioError("expect.payloads is a list of events, each {kind, subject, … data}")
    for number, spec in enumerate(payloads, 1):
        where = f"expect.payloads[{number}]"
        if not isinstance(spec, dict) or "kind" not in spec:
            raise ScenarioError(f"{where}: an event is a mapping with its kind")
        _keys(spec, PAYLOAD_KEYS, where)
        _kinds([spec["kind"]], where)
        if "data" in spec and not isinstance(spec["data"], dict):
            raise ScenarioError(f"{where}.data maps payload fields to values")
        expect.payloads.append(dict(spec))
    offered = value.get("offered", [])
    if not isinstance(offered, list) or not all(isinstance(o, list) for o in offered):
        raise ScenarioError("expect.offered is a list of choices, each the list of its options")
    expect.offered = [[str(option) for option in options] for options in offered]
    if "winner" in value:
        winner = value["winner"]
        if winner is not None and str(winner) not in players:
            raise ScenarioError(f"expect.winner: no player {winner!r}")
        expect.winner = str(winner) if winner is not None else None
    return expect
