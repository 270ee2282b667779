"""Reading and validating scenario files (YAML, ``SCENARIOS.md``).

Everything is checked before anything runs: the keys (a misspelt key is an error, not an
expectation quietly skipped), the mode and its number of players, card names (against the card
pool, with the closest names on a miss), battlefields, players, step kinds, actions and their
arguments, phases, event kinds, rule numbers. A problem raises :class:`ScenarioError` with a
one-line message, which shows a value from the file only cut short (:func:`shown`).

The YAML is bounded before it is built: at most :data:`MAX_BYTES`, :data:`MAX_NODES` nodes
nested at most :data:`MAX_DEPTH` deep, and no alias (``*name``: a kilobyte of aliases stands
for billions of nodes); every number fits in 64 bits and no string holds a lone surrogate.
Every count and amount is at most the engine's :data:`~riftrules.engine.amounts.MAX_AMOUNT`.
"""

from __future__ import annotations

import datetime
from pathlib import Path
from typing import Any

import yaml

from riftrules import inputs
from riftrules.cards import pool
from riftrules.engine.amounts import MAX_AMOUNT
from riftrules.engine.events import KINDS
from riftrules.engine.game_setup import Deck, problems
from riftrules.engine.names import ANY_DOMAIN, MODES, Phase
from riftrules.engine.refusals import Refusal
from riftrules.rules import numbers, store
from riftrules.scenarios.actions import ACTIONS
from riftrules.scenarios.model import (
    PLAYER_KEYS,
    PLAYER_NUMBERS,
    STEP_KINDS,
    BattlefieldSetup,
    Expect,
    GameSetup,
    PlayerSetup,
    Scenario,
    ScenarioError,
    Step,
    TokenSetup,
    card_name,
    shown,
    unit_name,
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
UNIT_FLAGS = {"exhausted", "stunned", "buffed", "all"}
UNIT_NUMBERS = {"might", "damage", "count"}
PLAYER_SETUP_KEYS = {*PLAYER_KEYS, *PLAYER_NUMBERS, "power", "tokens"}
TOKEN_KEYS = {"name", "might", "type", "at", "exhausted"}
ZONE_TYPES = {"legend": ("Legend",), "champion": ("Unit",)}  # 103.1.a, 103.2.a.1
ON_BOARD = {"Unit", "Gear"}


MAX_BYTES = 1024 * 1024  # a scenario is a page of YAML; the biggest of the project is 6 KB
ACTIONS_CAP = 100_000  # the most a game: section may allow (the default: games.MAX_ACTIONS)
MAX_NODES = 50_000  # scalars, lists and mappings; the biggest scenario has a few hundred
MAX_DEPTH = 32  # lists and mappings in one another; a scenario nests five deep
_LOADER = getattr(yaml, "CSafeLoader", yaml.SafeLoader)  # libyaml when it is there
_OPENS = (yaml.SequenceStartEvent, yaml.MappingStartEvent)
_CLOSES = (yaml.SequenceEndEvent, yaml.MappingEndEvent)


def load(path: Path | str) -> Scenario:
    """Read and validate one scenario file."""
    path = Path(path)
    try:
        text = inputs.read_text(path, limit=MAX_BYTES)
    except inputs.InputError as error:  # named by the caller: drop the path it starts with
        raise ScenarioError(str(error).removeprefix(f"{path}: ")) from None
    return parse(text, path)


def parse(text: str, path: Path | None = None) -> Scenario:
    """Validate a scenario given as YAML text."""
    try:
        _bounded(text)
        data = yaml.load(text, Loader=_LOADER)  # a safe loader: no tag builds an object
    except yaml.YAMLError as error:
        mark = getattr(error, "problem_mark", None)
        where = f" at line {mark.line + 1}" if mark is not None else ""
        problem = getattr(error, "problem", None) or "invalid YAML"
        raise ScenarioError(f"not YAML{where}: {problem}") from None
    except ValueError as error:  # a number longer than int() reads (4,300 digits)
        raise ScenarioError(f"not readable: {error}".split(";")[0]) from None
    except RecursionError:
        raise ScenarioError("not readable: nested too deeply") from None
    _check_scalars(data)
    return from_data(data, path)


def _bounded(text: str) -> None:
    """Refuse YAML whose events (read before anything is built) hold an alias, more than
    :data:`MAX_NODES` nodes, or nesting deeper than :data:`MAX_DEPTH`."""
    nodes = depth = 0
    for event in yaml.parse(text, Loader=_LOADER):
        line = event.start_mark.line + 1 if event.start_mark else 0
        if isinstance(event, yaml.AliasEvent):
            raise ScenarioError(f"not readable: an alias (*{shown(event.anchor)}) at line "
                                f"{line}: write the value out")  # fmt: skip
        if isinstance(event, yaml.NodeEvent):
            nodes += 1
            if nodes > MAX_NODES:
                raise ScenarioError(f"not readable: more than {MAX_NODES:,} values")
        if isinstance(event, _OPENS):
            depth += 1
            if depth > MAX_DEPTH:
                raise ScenarioError(f"not readable: nested more than {MAX_DEPTH} deep at line "
                                    f"{line}")  # fmt: skip
        elif isinstance(event, _CLOSES):
            depth -= 1


def _check_scalars(data: Any) -> None:
    """Refuse a number of 64 bits or more (a hexadecimal or sexagesimal YAML number has no
    digit limit) and a string with a lone surrogate (no text can hold it)."""
    stack = [data]
    while stack:
        value = stack.pop()
        if isinstance(value, dict):
            stack += [*value.keys(), *value.values()]
        elif isinstance(value, list):
            stack += value
        elif isinstance(value, int) and value.bit_length() >= 64:
            raise ScenarioError(f"not readable: a number of {value.bit_length():,} bits (the "
                                "limit is 64)")  # fmt: skip
        elif isinstance(value, str) and any("\ud800" <= c <= "\udfff" for c in value):
            raise ScenarioError(f"not readable: a lone surrogate in {shown(value)}")


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
    scenario.seed = _int(data.get("seed", 0), "seed", minimum=None, maximum=None)
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
                raise ScenarioError(
                    f"players.{player.name}.tokens: no battlefield {shown(token.at)}"
                )
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
            f"unknown key {shown(unknown[0])} in {where}; keys: {', '.join(sorted(allowed))}"
        )


def _text(value: Any, what: str) -> str:
    if value is None:
        return ""
    if isinstance(value, str | int | float):
        return str(value)
    raise ScenarioError(f"'{what}' must be text")


def _int(value: Any, what: str, minimum: int | None = 0, maximum: int | None = MAX_AMOUNT) -> int:
    """A whole number; a count or an amount is at most the engine's :data:`MAX_AMOUNT`
    (``maximum=None``: a seed, any 64-bit number)."""
    if isinstance(value, bool) or not isinstance(value, int):
        raise ScenarioError(f"{what} must be an integer, not {shown(value)}")
    if abs(value) >= 2**63:  # a seed, a count: 64 bits hold any; longer ones do not print
        raise ScenarioError(f"{what} must fit in 64 bits")
    if minimum is not None and value < minimum:
        raise ScenarioError(f"{what} must be at least {minimum}, not {value}")
    if maximum is not None and abs(value) > maximum:
        raise ScenarioError(f"{what} must be at most {maximum:,} (more than a game holds), "
                            f"not {value:,}")  # fmt: skip
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
    if not isinstance(value, str) or value not in MODES:
        raise ScenarioError(f"unknown mode {shown(value)}; modes: {', '.join(MODES)}")
    return value


def _cards(value: Any, where: str, board: bool = False) -> int | list[str]:
    if isinstance(value, int) and not isinstance(value, bool):
        return _int(value, f"{where}: a count")
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
    if not isinstance(value, dict):
        raise ScenarioError("'game' must be a mapping: decks, seed, agent, max_actions")
    _keys(value, GAME_KEYS, "game")
    setup = GameSetup(
        seed=_int(value.get("seed", 0), "game.seed", minimum=None, maximum=None),
        max_actions=_int(
            value.get("max_actions", 3000), "game.max_actions", minimum=1, maximum=ACTIONS_CAP
        ),
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
            raise ScenarioError(f"{where}: unknown Domain {shown(domain)}; Domains: "
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
            raise ScenarioError(f"{where}: a token is a Unit or a Gear, not {shown(kind)}")
        might = spec.get("might")
        exhausted = spec.get("exhausted", False)
        if not isinstance(exhausted, bool):
            raise ScenarioError(f"{where}: exhausted must be true or false")
        at = spec.get("at")
        tokens.append(
            TokenSetup(
                spec["name"].strip(),
                None if might is None else _int(might, f"{where}: might", minimum=None),
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
            raise ScenarioError(f"battlefield name {shown(name)} is used twice (or is 'base')")
        controller = spec.get("controller")
        if controller is not None and str(controller) not in players:
            raise ScenarioError(f"battlefield {name}: no player {shown(controller)}")
        units = spec.get("units") or {}
        if not isinstance(units, dict):
            raise ScenarioError(f"battlefield {name}: units must map players to card names")
        setup = BattlefieldSetup(name, str(controller) if controller is not None else None)
        for player, names in units.items():
            if str(player) not in players:
                raise ScenarioError(f"battlefield {name}: no player {shown(player)}")
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
            raise ScenarioError(f"scored_this_turn: no player {shown(player)}")
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
            raise ScenarioError(
                f"{where}: no player {shown(player)}; players: {', '.join(players)}"
            )
        refused = spec.get("expect_refused", False)
        checkpoint = None
        if "expect" in spec:  # a checkpoint: expectations checked after this step
            checkpoint = _expect(spec["expect"], players, None)
            spec = {k: v for k, v in spec.items() if k != "expect"}
        if isinstance(refused, str) and refused not in {r.value for r in Refusal}:
            raise ScenarioError(f"{where}: expect_refused: unknown reason {shown(refused)}; "
                                f"reasons: {', '.join(r.value for r in Refusal)}")  # fmt: skip
        if not isinstance(refused, bool | str):
            raise ScenarioError(f"{where}: expect_refused is true or a reason")
        args = {k: v for k, v in spec.items() if k not in (kind, "player", "expect_refused")}
        value_ = spec[kind]
        if kind == "action":
            if not isinstance(value_, str) or value_ not in ACTIONS:
                raise ScenarioError(f"{where}: unknown action {shown(value_)}; actions: "
                                    f"{', '.join(sorted(ACTIONS))}")  # fmt: skip
            args = ACTIONS[value_].validate(args, where, fields)
        elif args:
            raise ScenarioError(f"{where}: unknown key {shown(sorted(args)[0])} for a {kind} step")
        if kind in ("text", "play") and (not isinstance(value_, str) or not value_.strip()):
            raise ScenarioError(f"{where}: {kind} needs text")
        if kind == "play":
            value_ = card_name(value_, where)
        if kind == "phase":
            value_ = _phase(value_, where)
        if kind == "turn" and str(value_) not in players:
            raise ScenarioError(f"{where}: no player {shown(value_)}")
        if kind == "turn":
            value_ = str(value_)
        who = str(player) if player is not None else None
        steps.append(Step(number, kind, value_, who, args, refused, checkpoint))
    return steps


def _phase(value: Any, where: str) -> Phase:
    """A ``phase:`` step's phase (315), or a one-line error naming the phases."""
    if isinstance(value, str) and value in Phase.__members__.values():
        return Phase(value)
    raise ScenarioError(f"{where}: unknown phase {shown(value)}; phases: {', '.join(Phase)}")


def _answer(answer: Any) -> Any:
    if isinstance(answer, list):
        return [_answer(item) for item in answer]
    if isinstance(answer, bool | str):
        return answer
    if isinstance(answer, int | float):
        return str(answer)
    raise ScenarioError(f"choices: {shown(answer)} is not an answer (a name, yes/no, or a list)")


def _kinds(value: Any, where: str) -> list[str]:
    if not isinstance(value, list):
        raise ScenarioError(f"expect.{where} must be a list of event kinds")
    for kind in value:
        if not isinstance(kind, str) or kind not in KINDS:
            raise ScenarioError(f"expect.{where}: unknown event kind {shown(kind)}; kinds: "
                                f"{', '.join(sorted(KINDS))}")  # fmt: skip
    return [str(kind) for kind in value]


def _expect(value: Any, players: list[str], edition: str | None) -> Expect:
    expect = Expect()
    if value is None:
        return expect
    if not isinstance(value, dict):
        raise ScenarioError("'expect' must be a mapping")
    _keys(value, EXPECT_KEYS, "expect")
    expected_players = value.get("players") or {}
    if not isinstance(expected_players, dict):
        raise ScenarioError("expect.players must map player names to their state")
    for name, spec in expected_players.items():
        if str(name) not in players:
            raise ScenarioError(f"expect.players: no player {shown(name)}")
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
        if not isinstance(number, str | int | float) or not numbers.is_number(str(number)):
            raise ScenarioError(f"expect.cites: {shown(number)} is not a rule number")
        expect.cites.append(numbers.normalise(str(number)))
    units = value.get("units", {})
    if not isinstance(units, dict):
        raise ScenarioError("expect.units must map card names to their state")
    for name, spec in units.items():
        where = f"expect.units.{name}"
        if not isinstance(spec, dict):
            raise ScenarioError(f"{where} must be a mapping")
        _keys(spec, UNIT_KEYS, where)
        for key, wanted in spec.items():
            if key in UNIT_FLAGS and not isinstance(wanted, bool):
                raise ScenarioError(f"{where}.{key} must be true or false")
            if key in UNIT_NUMBERS:
                _int(wanted, f"{where}.{key}", minimum=None if key == "might" else 0)
            if key in ("zone", "controller") and not isinstance(wanted, str | None):
                raise ScenarioError(f"{where}.{key} must be text, not {shown(wanted)}")
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
            raise ScenarioError(f"expect.winner: no player {shown(winner)}")
        expect.winner = str(winner) if winner is not None else None
    return expect
