"""Every scenario runs and holds: the shared ones (copied unchanged from ../shared/scenarios)
and the project's own (rulebook/scenarios, shipped for the site).

``text:`` and ``play:`` steps run through the card-text compiler (riftrules.effects); without
one they fail naming the reason."""

from __future__ import annotations

import filecmp
from pathlib import Path

import pytest

from riftrules.scenarios import expand, load, run, run_file

REPO = Path(__file__).resolve().parents[2]
SHARED = REPO / "tests" / "scenarios" / "shared"
OWN = REPO / "rulebook" / "scenarios"
FILES = expand([str(SHARED), str(OWN)])


@pytest.mark.parametrize("path", FILES, ids=lambda p: f"{p.parent.name}/{p.stem}")
def test_scenario_holds(path):
    result = run_file(path)
    assert result.ok, "\n".join(result.lines())


def test_there_are_enough_scenarios():
    assert len(list(SHARED.glob("*.yaml"))) >= 7
    assert len(list(OWN.glob("*.yaml"))) >= 50


def test_shared_copies_are_unchanged():
    source = REPO.parent / "shared" / "scenarios"
    if not source.is_dir():
        pytest.skip("../shared/scenarios not beside the checkout")
    for original in source.glob("*.yaml"):
        assert filecmp.cmp(original, SHARED / original.name, shallow=False), original.name


def test_a_step_that_cannot_compile_fails_and_names_the_reason():
    class NotCompiled(Exception):
        pass

    def refuse(text, card_type=None):
        raise NotCompiled("no rule for 'Burn' yet")

    result = run(load(SHARED / "death-mark-two-cards-left.yaml"), refuse)
    assert not result.ok
    (line,) = result.lines()
    assert "expected step 1 (text: [Burn 3].) to run, got not compiled: no rule for 'Burn'" in line


def test_the_same_seed_gives_the_same_log():
    path = OWN / "burn-out-recycle-is-random.yaml"
    first = run_file(path).log.signature()
    again = run_file(path).log.signature()
    assert first == again


def test_every_cited_number_exists_in_the_scenario_edition():
    from riftrules.rules import store

    for path in FILES:
        result = run_file(path)
        edition = store.load(result.game.edition)
        assert result.log.cited() <= set(edition.by_number), path.name
