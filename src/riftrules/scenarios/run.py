"""Running a scenario on the engine and checking what it expects.

Set-up follows the file: players in turn order (the first is the turn player), their zones
(anonymous cards or cards of the pool; units and gear on the board enter ready and undamaged),
points, battlefields and who controls them, what was already scored this turn, the seeded RNG,
the queue of answers to choices. Each step runs as one complete action, then what it triggered
resolves and a cleanup follows (a player at the Victory Score wins there).

A step that is an action of the decision interface, legal now (``activate``, ``standard_move``,
``hide``, ``play_hidden``, ``play`` paying its costs: :mod:`.actions`), is performed through it
in asking mode (:mod:`riftrules.engine.decisions`): each decision it waits on is answered with
the next of the scenario's ``choices``, mapped to an option's index as ``game.choices`` maps it
(:class:`~riftrules.engine.choices.ByName`), by a ``Choose`` action. The other steps — ``text:``,
``play:``, ``phase:``, ``turn:`` and every other ``action:`` (draw, burn, combat, a ``play``
whose costs are not paid, …) — have no such action: their choices are answered by
``game.choices`` from the same queue, at once.

``text:`` and ``play:`` steps need card text compiled: the compiler
(``riftrules.effects.compile_text``) is imported only then. A text it cannot compile
(``NotCompiled``) fails the step, naming the reason; it is never skipped. The abilities of cards
on the board come from the same compiler; one that cannot be compiled is noted in the result.
"""

from __future__ import annotations

from collections import deque
from dataclasses import dataclass, field
from typing import Any

from riftrules.cards import pool
from riftrules.effects.tokens import TOKENS
from riftrules.engine.choices import ByName, ChoiceError
from riftrules.engine.decisions import Choose, GameAction, apply, deciding, legal_actions, perform
from riftrules.engine.events import GameOver, Log
from riftrules.engine.names import BASE, BATTLEFIELD, RUNE_DECK, RUNES, Phase
from riftrules.engine.passives import combat_keywords
from riftrules.engine.refusals import Refused
from riftrules.engine.registered import register
from riftrules.engine.state import Game, GameCard, Player
from riftrules.engine.triggering import settle
from riftrules.engine.turn import run_phase, take_turn
from riftrules.games import PoolScripts, decks_for, play_game
from riftrules.rules import store
from riftrules.scenarios.actions import ACTIONS, StepError, locate
from riftrules.scenarios.model import UNSET, Expect, Scenario, Step
from riftrules.scenarios.scripts import (
    Compiler,
    NotRun,
    Scripts,
    compiled,
    default_card_compiler,
    default_compiler,
    play_card,
)


@dataclass
class Result:
    """What running a scenario gave: its failures (``expected X, got Y``), the game, notes."""

    scenario: Scenario
    failures: list[str] = field(default_factory=list)
    game: Game | None = None
    notes: list[str] = field(default_factory=list)
    invalid: str = ""  # why the file cannot be run as written: a card that is not executable

    @property
    def ok(self) -> bool:
        return not self.failures and not self.invalid

    @property
    def log(self) -> Log:
        return self.game.log if self.game is not None else Log()

    def lines(self) -> list[str]:
        """``FILE: expected X, got Y``, one line per failure (notes after, when it failed)."""
        label = self.scenario.label
        if self.invalid:
            return [f"{label}: invalid: {self.invalid}"]
        lines = [f"{label}: {failure}" for failure in self.failures]
        if self.failures:
            lines += [f"{label}: note: {note}" for note in self.notes]
        return lines


def build(scenario: Scenario, compiler: Compiler | None = None) -> Game:
    """The game a scenario starts from."""
    scripts = Scripts(compiler or default_compiler, compiler or default_card_compiler)
    game = Game(
        [player.name for player in scenario.players],
        mode=scenario.mode,
        seed=scenario.seed,
        edition=scenario.edition,
        scripts=scripts,
        choices=scenario.choices,
    )
    for setup in scenario.battlefields:
        battlefield = game.add_battlefield(setup.name, _pool_card(setup.name, "Battlefield"))
        if setup.controller is not None:
            battlefield.controller = game.player(setup.controller)
    for setup in scenario.players:
        player = game.player(setup.name)
        for zone, spec in setup.zones.items():
            _fill(game, player, zone, spec)
        if setup.points is not None:
            player.points = setup.points
        player.xp = setup.xp
    for setup in scenario.battlefields:
        battlefield = game.battlefield(setup.name)
        for name, cards in setup.units.items():
            for card_name in cards:
                card = pool.find(card_name)
                game.add_card(
                    game.player(name), BATTLEFIELD, card.name, card=card, battlefield=battlefield
                )
    for setup in scenario.players:
        player = game.player(setup.name)
        for token in setup.tokens:
            at = game.battlefield(token.at) if token.at is not None else None
            zone = BATTLEFIELD if at is not None else BASE
            tags, text = TOKENS.get(token.name, ((), ""))  # a token of rule 187: its tags, text
            obj = game.add_card(
                player, zone, token.name, type=token.type, might=token.might, token=True,
                battlefield=at, tags=tags,
            )  # fmt: skip
            obj.exhausted = token.exhausted
            if text:  # "[Reaction][>] Kill this, [E]: [Add] [A]." (187.5): in force on the board
                script = compiled(scripts.compiler, text, token.type)
                abilities = getattr(script, "abilities", ())
                obj.abilities += [register(game, ability, player, obj) for ability in abilities]
        player.energy = setup.energy
        player.pool = dict(setup.power)
        for rune in player.runes[: setup.runes_exhausted]:
            rune.exhausted = True
    _turns(game, scenario)
    # SCENARIOS.md: the first player's Main Phase, a Neutral Open State (310.1)
    game.phase = Phase.MAIN
    for name, fields in scenario.scored_this_turn.items():
        game.scored[name] = set(fields)
    return game


def _turns(game: Game, scenario: Scenario) -> None:
    """``turn: N``: the turn player is in their Nth turn, the first player having opened the
    game, so those after them in turn order have had N - 1; a player's ``turns`` says how many
    they have begun."""
    count = len(game.players)
    game.turn_number = (scenario.turn - 1) * count + 1
    for index, setup in enumerate(scenario.players):
        player = game.player(setup.name)
        player.turns = scenario.turn - (index > 0)
        if setup.turns is not None:
            player.turns = setup.turns


def _pool_card(name: str, card_type: str):
    try:
        card = pool.find(name)
    except LookupError:
        return None
    return card if card.type == card_type else None


def _fill(game: Game, player: Player, zone: str, spec: int | list[str]) -> None:
    if isinstance(spec, int):
        rune = zone in (RUNE_DECK, RUNES)
        for _ in range(spec):
            game.add_card(player, zone, "rune" if rune else "card", type="Rune" if rune else None)
        return
    for name in spec:
        card = pool.find(name)
        game.add_card(player, zone, card.name, card=card)


def run(scenario: Scenario, compiler: Compiler | None = None) -> Result:
    """Run every step, then check the expectations."""
    if scenario.game is not None:
        return _whole_game(scenario)
    result = Result(scenario)
    game = result.game = build(scenario, compiler)
    scripts: Scripts = game.scripts  # type: ignore[assignment]
    result.invalid = _not_executable(game, scenario, scripts)
    if result.invalid:  # its card would be played blank: the file asks what cannot be answered
        return result
    step: Step | None = None
    try:
        settle(game)
        for step in scenario.steps:
            if game.over:
                break
            failure = _refusable(game, step, scripts)
            if failure:
                result.failures.append(failure)
                return result
            if step.expect is not None:  # a checkpoint: what holds once this step is done
                after = f"after {step.describe()}: "
                result.failures += [after + f for f in check_expect(step.expect, game)]
    except (NotRun, ChoiceError, StepError, Refused, KeyError, ValueError) as error:
        message = error.args[0] if isinstance(error, KeyError) and error.args else error
        what = step.describe() if step is not None else "the set-up"
        result.failures.append(f"expected {what} to run, got {message}")
        return result
    result.notes = [f"{name} has no abilities here: {why}" for name, why in scripts.errors.items()]
    result.failures += check(scenario, game)
    return result


def _not_executable(game: Game, scenario: Scenario, scripts: Scripts) -> str:
    """The first card the scenario uses — set up anywhere, a battlefield, or named by a step —
    whose text does not compile whole: "NAME: not executable (construct 'term'): detail";
    '' when every one does."""
    names = [obj.card.name for obj in game.all_cards() if obj.card is not None]
    names += [b.card.name for b in game.battlefields if b.card is not None]
    for step in scenario.steps:
        named = step.value if step.kind == "play" else step.args.get("card")
        if isinstance(named, str):
            names.append(named)
    for name in dict.fromkeys(names):
        try:
            card = pool.find(name)
        except LookupError:
            continue  # not a pool card (a token's name): nothing to compile
        why = scripts.refusal(card)
        if why:
            return f"{card.name}: not executable ({why})"
    return ""


def _whole_game(scenario: Scenario) -> Result:
    """A ``game:`` scenario: the duel played to its end by seeded agents
    (:func:`riftrules.games.play_game`), then the expectations checked on it; a crash,
    a stuck game or a broken invariant is a failure."""
    result = Result(scenario)
    setup = scenario.game
    assert setup is not None
    scripts = PoolScripts()
    decks = setup.decks or decks_for(setup.seed, scripts)
    played = play_game(
        decks, setup.seed, scripts=scripts, max_actions=setup.max_actions, names=("A", "B")
    )
    result.game = played.game
    if played.crash is not None:
        result.failures.append(f"expected the game to run, got {played.crash}")
    elif played.stuck:
        result.failures.append(
            f"expected the game to end by the rules, got none in {played.actions} actions"
        )
    result.failures += [f"expected the rules' invariants, got {v}" for v in played.violations]
    if played.game is not None and not result.failures:
        result.failures += check(scenario, played.game)
    return result


def _refusable(game: Game, step: Step, scripts: Scripts) -> str:
    """Run ``step``; with ``expect_refused`` the rules must refuse it (for that reason, if
    one is named): a failure line when they do not, else ''."""
    if not step.refused:
        _step(game, step, scripts)
        return ""
    try:
        _step(game, step, scripts)
    except Refused as refusal:
        wanted = step.refused
        if isinstance(wanted, str) and refusal.reason.value != wanted:
            return f"expected {step.describe()} refused ({wanted}), got {refusal.reason.value}"
        return ""
    return f"expected {step.describe()} to be refused, got it performed"


def _step(game: Game, step: Step, scripts: Scripts) -> None:
    player = game.player(step.player) if step.player else game.players[0]
    if step.kind == "phase":
        run_phase(game, step.value)
        return
    if step.kind == "turn":
        take_turn(game, game.player(step.value))
        return
    if step.kind == "action" and (action := _as_action(game, player, step)) is not None:
        _asked(game, action)
        return
    try:
        if step.kind == "action":
            ACTIONS[step.value].run(game, player, step.args)
        elif step.kind == "play":
            play_card(game, player, step.value)
        elif step.kind == "text":
            script = compiled(scripts.compiler, step.value, None)
            script.run(game, player)
    except GameOver:
        return
    settle(game)


def _as_action(game: Game, player: Player, step: Step) -> GameAction | None:
    """The step as an action of the decision interface, if it is one and legal now."""
    as_action = ACTIONS[step.value].as_action
    action = as_action(game, player, step.args) if as_action is not None else None
    return action if action is not None and action in legal_actions(game) else None


def _asked(game: Game, action: GameAction) -> None:
    """Perform ``action`` in asking mode, answering each decision it waits on from the
    scenario's queue (a forced pick too, as the queue answers one) by a ``Choose`` action."""
    by_name = ByName(game.choices.answers)
    game.choices.answers = deque()  # only Picked answers, while the action replays
    game.choices.asking = True
    game.choices.ask_forced = bool(by_name.answers)  # with none, a forced pick takes all anyway
    try:
        perform(game, action)  # taken from legal_actions of this very state
        while (decision := deciding(game)) is not None:
            apply(game, Choose(decision.player, by_name.answer(decision)))
    finally:  # a replay restores game.choices: what it is now is the one to reset
        game.choices.answers = by_name.answers
        game.choices.asking = game.choices.ask_forced = False


# -- expectations --------------------------------------------------------------------------------


def check(scenario: Scenario, game: Game) -> list[str]:
    """Every expectation that does not hold, as ``expected X, got Y``."""
    return check_expect(scenario.expect, game)


def check_expect(expect: Expect, game: Game) -> list[str]:
    """The expectations of ``expect`` that do not hold in ``game`` now."""
    failures: list[str] = []
    for name, wanted in expect.players.items():
        player = game.player(name)
        for key, value in wanted.items():
            got: Any
            if key in ("points", "xp", "turns"):
                got = getattr(player, key)
            elif key == "runes_exhausted":
                got = sum(1 for rune in player.runes if rune.exhausted)
            elif key in ("energy", "power"):  # the whole Rune Pool (restricted included)
                energy, power = player.rune_pool()
                if key == "energy":
                    got = energy
                else:
                    got = power if isinstance(value, dict) else sum(power.values())
            elif isinstance(value, int):
                got = len(player.zones[key])
            else:
                got = [card.name for card in player.zones[key]]
            if got != value:
                failures.append(f"expected {name} {key} {_show(value)}, got {_show(got)}")
    kinds = game.log.kinds()
    if expect.events is not None and not _in_order(expect.events, kinds):
        relevant = [kind for kind in kinds if kind in set(expect.events)]
        failures.append(
            f"expected events in order {_show(expect.events)}, got {_show(relevant)}"
            f" (of all events: {_show(kinds, 30)})"
        )
    for kind in expect.not_events:
        if kind in kinds:
            failures.append(f"expected no {kind} event, got {kinds.count(kind)}")
    for kind, number in expect.count.items():
        if kinds.count(kind) != number:
            failures.append(f"expected {number} {kind} event(s), got {kinds.count(kind)}")
    cited = game.log.cited()
    for number in expect.cites:
        if number not in cited:
            where = "" if number in _edition_numbers(game) else f" (no rule {number} in "
            where += f"{game.edition})" if where else ""
            failures.append(f"expected the log to cite {number}{where}, got it uncited")
    for name, wanted in expect.units.items():
        failures += _unit(game, name, wanted)
    if expect.winner is not UNSET:
        failures += _winner(game, expect.winner)
    for wanted in expect.payloads:
        records = [e.to_json() for e in game.log if e.kind == wanted["kind"]]
        if not any(_has_payload(record, wanted) for record in records):
            got = [{k: str(v) if k == "kind" else v for k, v in r.items() if k != "cites"}
                   for r in records]  # fmt: skip
            failures.append(f"expected a {wanted['kind']} event with {_show(wanted)}, got "
                            f"{_show(got, 5)}")  # fmt: skip
    offered = game.choices.offered
    for number, options in enumerate(expect.offered, 1):
        got = offered[number - 1] if number <= len(offered) else None
        if got != options:
            failures.append(f"expected choice {number} to offer {_show(options)}, got {_show(got)}")
    return failures


def _has_payload(record: dict[str, Any], wanted: dict[str, Any]) -> bool:
    """Does an event (as :meth:`Event.to_json` gives it) say what ``wanted`` does: each key
    given equal, the payload's fields given among its own?"""
    for key, value in wanted.items():
        if key == "data":
            said = record.get("data", {})
            if not all(_same(said.get(field), v) for field, v in value.items()):
                return False
        elif not _same(record.get(key), value):
            return False
    return True


def _same(got: Any, wanted: Any) -> bool:
    if isinstance(wanted, list):
        return isinstance(got, list) and [str(g) for g in got] == [str(w) for w in wanted]
    if isinstance(wanted, bool | int) or wanted is None:
        return got == wanted
    return str(got) == str(wanted)


def _edition_numbers(game: Game) -> set[str]:
    return set(store.load(game.edition).by_number)


def _in_order(wanted: list[str], kinds: list[str]) -> bool:
    position = 0
    for kind in kinds:
        if position < len(wanted) and kind == wanted[position]:
            position += 1
    return position == len(wanted)


def _unit(game: Game, name: str, wanted: dict[str, Any]) -> list[str]:
    """The first card of that name (on the board first); with ``all: true`` every one on the
    board; ``count``: how many of that name are on the board."""
    wanted = dict(wanted)
    every, number = wanted.pop("all", False), wanted.pop("count", None)
    failures = []
    if number is not None:
        got_count = sum(1 for obj in game.permanents() if obj.name == name)
        if got_count != number:
            failures.append(f"expected {number} {name} on the board, got {got_count}")
    if every:
        objs = [obj for obj in game.permanents() if obj.name == name]
        if not objs:
            return [*failures, f"expected a {name} on the board, got none"]
        for index, obj in enumerate(objs, 1):
            failures += _state(game, obj, f"{name} ({index} of {len(objs)})", wanted)
        return failures
    if not wanted:
        return failures
    obj = locate(game, name)
    if obj is None:
        return [*failures, f"expected a {name}, got none in the game"]
    return failures + _state(game, obj, name, wanted)


def _state(game: Game, obj: GameCard, name: str, wanted: dict[str, Any]) -> list[str]:
    failures = []
    for key, value in wanted.items():
        got: Any
        if key == "might":
            got = game.might(obj) if obj.on_board else None
        elif key == "damage":
            got = obj.damage
        elif key == "exhausted":
            got = obj.exhausted
        elif key == "stunned":
            got = obj.stunned
        elif key == "buffed":
            got = obj.buffs > 0
        elif key == "controller":
            got = obj.controller.name if obj.on_board else None
        elif key == "attached_to":  # the card it is attached to (718), or null
            got = obj.attached_to.name if obj.attached_to is not None else None
        elif key == "empowered":  # 441.1.a
            got = obj.empowered
        elif key == "keywords":  # the keywords with a value it has now (807.2, 814.2)
            got = sorted(combat_keywords(game, obj)) if obj.on_board else []
            value = sorted(str(k) for k in value)
        else:  # zone
            got = obj.location
            value = str(value)
        if got != value:
            failures.append(f"expected {name} {key} {_show(value)}, got {_show(got)}")
    return failures


def _winner(game: Game, wanted: str | None) -> list[str]:
    winner = game.winner
    if wanted is None:
        return [] if winner is None else [f"expected no winner, got {winner.name}"]
    if winner is None:
        return [f"expected winner {wanted}, got no winner"]
    if wanted not in (member.name for member in winner.team.members):
        return [f"expected winner {wanted}, got {winner.name}"]
    return []


def _show(value: Any, limit: int = 0) -> str:
    if isinstance(value, list):
        items = value[:limit] if limit and len(value) > limit else value
        more = ", …" if len(items) < len(value) else ""
        return "[" + ", ".join(str(item) for item in items) + more + "]"
    if value is None:
        return "null"
    if isinstance(value, bool):
        return "true" if value else "false"
    return str(value)
