"""A scenario's step that is an action of the decision interface, legal now, is performed
through it in asking mode: each decision it waits on is answered with the next of the
scenario's ``choices`` as a ``Choose`` action, giving the game the queue gives answered at once
(the same events, choices made, answers left, failures)."""

from __future__ import annotations

import sys
from pathlib import Path

import pytest

from riftrules.engine.choices import DecisionKind
from riftrules.engine.decisions import Choose, PlayCard, StandardMove, deciding
from riftrules.scenarios import expand, load, parse

RUN = sys.modules["riftrules.scenarios.run"]  # the module (the package names its ``run``)
REPO = Path(__file__).resolve().parents[2]
FILES = expand([str(REPO / "tests" / "scenarios" / "shared"), str(REPO / "rulebook" / "scenarios")])

COMBAT = """
name: A spell in the combat's showdown
players:
  A: {base: [Vanguard Sergeant], hand: [Hextech Ray], runes: [Fury Rune, Fury Rune]}
  B: {}
battlefields:
  - {name: Bf1, controller: B, units: {B: [Shipyard Skulker]}}
steps:
  - phase: main
  - action: standard_move
    units: [Vanguard Sergeant]
    to: Bf1
choices: CHOICES
expect:
  players: {A: {points: 1, trash: [Hextech Ray]}, B: {trash: [Shipyard Skulker]}}
"""


def _scenario(choices: str):
    return parse(COMBAT.replace("CHOICES", choices))


def _at_once(monkeypatch, scenario):
    """The scenario run with every step's choices answered by ``game.choices`` at once."""
    with monkeypatch.context() as patch:
        patch.setattr(RUN, "_as_action", lambda game, player, step: None)
        return RUN.run(scenario)


def _outcome(result) -> tuple:
    game = result.game
    return result.lines(), game.log.signature(), game.choices.made, list(game.choices.answers)


def _answered(monkeypatch, scenario) -> tuple[object, list[tuple]]:
    """The scenario run, with the step actions performed and the answers applied."""
    performed: list[object] = []
    answered: list[tuple] = []
    perform, apply = RUN.perform, RUN.apply

    def performing(game, action):
        performed.append(action)
        perform(game, action)

    def applying(game, action):
        decision = deciding(game)
        answered.append((decision.kind, decision.player, _option(decision, action)))
        apply(game, action)

    monkeypatch.setattr(RUN, "perform", performing)
    monkeypatch.setattr(RUN, "apply", applying)
    result = RUN.run(scenario)
    assert not result.game.choices.asking
    return result, [type(action) for action in performed], answered


def _option(decision, action) -> str | None:
    assert isinstance(action, Choose) and action.player == decision.player
    return decision.options[action.option] if action.option is not None else None


def test_a_steps_choices_are_answered_by_choose_actions(monkeypatch):
    scenario = _scenario("[Hextech Ray, Shipyard Skulker]")
    result, performed, answered = _answered(monkeypatch, scenario)
    assert result.ok, "\n".join(result.lines())
    assert performed == [StandardMove]
    assert answered == [
        (DecisionKind.OFFER, "A", "Hextech Ray"),  # A, with Focus, plays the spell
        (DecisionKind.PICK, "A", "Shipyard Skulker"),  # its target
    ]
    assert _outcome(result) == _outcome(_at_once(monkeypatch, scenario))


def test_a_pick_with_no_choice_takes_its_answer_as_the_queue_does(monkeypatch):
    text = (REPO / "rulebook/scenarios/flow-showdown-defender-plays-an-action.yaml").read_text()
    scenario = parse(
        text.replace("choices: [Hextech Ray]", "choices: [Hextech Ray, Shipyard Skulker]")
    )
    result, _, answered = _answered(monkeypatch, scenario)
    assert result.ok, "\n".join(result.lines())
    assert (DecisionKind.PICK, "B", "Shipyard Skulker") in answered  # the only unit there
    assert not result.game.choices.answers  # consumed, as answered at once
    assert _outcome(result) == _outcome(_at_once(monkeypatch, scenario))


ACCELERATE = (REPO / "rulebook/scenarios/keyword-accelerate-declined.yaml").read_text()
ACCELERATE = ACCELERATE.replace("steps:\n", "steps:\n  - phase: main\n")


def test_a_may_is_answered_yes_or_no(monkeypatch):
    scenario = parse(ACCELERATE)
    result, performed, answered = _answered(monkeypatch, scenario)
    assert result.ok, "\n".join(result.lines())
    assert performed == [PlayCard]
    assert (DecisionKind.MAY, "A", "no") in answered


@pytest.mark.parametrize(
    ("scenario", "message"),
    [
        (
            _scenario("[Hextech Ray, Nobody]"),
            "expected step 2 (action: standard_move) to run, got answer 'Nobody' to 1 of"
            " Permanents: legal options are Shipyard Skulker, Vanguard Sergeant",
        ),
        (
            _scenario("[Hextech Ray, [Shipyard Skulker, Vanguard Sergeant]]"),
            "1 option(s) wanted",
        ),
        (
            parse(ACCELERATE.replace("choices: [no]", "choices: [maybe]")),
            "got answer 'maybe' to",
        ),
    ],
)
def test_a_wrong_answer_fails_the_step_as_answered_at_once(monkeypatch, scenario, message):
    result, _, _ = _answered(monkeypatch, scenario)
    (line,) = result.lines()
    assert message in line
    assert result.lines() == _at_once(monkeypatch, scenario).lines()


@pytest.mark.parametrize("path", FILES, ids=lambda p: f"{p.parent.name}/{p.stem}")
def test_every_scenario_gives_what_answering_at_once_gives(monkeypatch, path):
    scenario = load(path)
    if scenario.game is not None:
        pytest.skip("a whole game: no steps")
    assert _outcome(RUN.run(scenario)) == _outcome(_at_once(monkeypatch, scenario))
