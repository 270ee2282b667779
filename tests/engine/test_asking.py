"""The decisions inside an action through the decision interface (``game.choices.asking``):
an action that reaches a choice waits on a typed Decision, :func:`legal_actions` lists one
:class:`Choose` per legal answer, and applying them gives the game the action would have given
answered at once."""

import random
from collections import deque

import pytest

from riftrules.engine.choices import ByName, ChoiceError, Decision, DecisionKind
from riftrules.engine.decisions import Choose, Kind, apply, deciding, legal_actions
from riftrules.engine.game_setup import new_game
from riftrules.engine.refusals import Refused
from riftrules.games import PoolScripts, decks_for, digest, play_game, violations

SCRIPTS = PoolScripts()


def _game(seed: int, asking: bool):
    game = new_game(decks_for(seed, SCRIPTS), seed, scripts=SCRIPTS)
    game.choices.asking = asking
    return game


def _play(seed: int, asking: bool, actions: int = 400) -> tuple:
    """A game whose actions a seeded RNG picks; its choices take the first legal option, or
    with ``asking``, the first allowed answer, never stopping (the same answers)."""
    rng = random.Random(seed)
    game = _game(seed, asking)
    uids = {obj.uid for obj in game.all_cards()}
    decisions = 0
    for _ in range(actions):
        if game.over:
            break
        options = legal_actions(game)
        if (decision := deciding(game)) is not None:
            decisions += 1
            assert {a.kind for a in options} == {Kind.CHOOSE}
            apply(game, Choose(decision.player, decision.allowed[0]))
        else:
            apply(game, options[rng.randrange(len(options))])
        assert not violations(game, uids)
    return game, decisions


@pytest.mark.parametrize("seed", [1, 2, 3])
def test_answering_through_actions_gives_the_game_answered_at_once(seed):
    at_once, _ = _play(seed, asking=False)
    asked, decisions = _play(seed, asking=True)
    assert decisions > 0  # the game did wait on decisions
    assert digest(asked) == digest(at_once)
    assert asked.choices.made == at_once.choices.made


def test_a_waiting_action_has_changed_nothing_and_allows_only_its_answers():
    for seed in range(40):
        game = _game(seed, asking=True)
        rng = random.Random(seed)
        for _ in range(300):
            if game.over or deciding(game) is not None:
                break
            options = legal_actions(game)
            apply(game, options[rng.randrange(len(options))])
        decision = deciding(game)
        if decision is None:
            continue
        before = digest(game)
        assert decision.options and decision.allowed
        assert set(decision.allowed) <= set(range(len(decision.options)))
        assert isinstance(decision.kind, DecisionKind)
        wrong = Choose(decision.player, len(decision.options))
        with pytest.raises(Refused):
            apply(game, wrong)
        assert digest(game) == before  # waiting: the action is undone until answered
        apply(game, Choose(decision.player, decision.allowed[-1]))
        return
    pytest.fail("no game waited on a decision")


@pytest.mark.parametrize("seed", [4, 5])
def test_a_random_agent_answering_through_actions_plays_a_game_to_its_end(seed):
    result = play_game(decks_for(seed, SCRIPTS), seed, scripts=SCRIPTS, asking=True)
    assert (result.crash, result.stuck, result.violations) == (None, False, [])
    assert result.winner is not None
    assert result.game.choices.made  # choices were made, each through a Choose


def _pick(options, count=1, up_to=False, picked=(), allowed=None):
    free = tuple(i for i in range(len(options)) if i not in picked)
    return Decision(
        "A",
        DecisionKind.PICK,
        "p",
        options,
        count,
        up_to,
        picked,
        free if allowed is None else allowed,
    )


def test_answers_by_name_map_to_option_indices_as_the_queue_maps_them():
    by_name = ByName(deque([["Rune", "Rune"], "no", "X", "pass?", "n"]))
    options = ("Rune", "Rune", "X")
    assert by_name.answer(_pick(options, 2)) == 0  # two options may share a name
    assert by_name.answer(_pick(options, 2, picked=(0,))) == 1
    assert by_name.answer(_pick(options, 2, up_to=True)) is None  # "no": none of up to 2
    assert by_name.answer(_pick(options, 2, up_to=True)) == 2
    assert by_name.answer(_pick(options, 2, up_to=True, picked=(2,))) is None  # one was named
    offer = Decision("A", DecisionKind.OFFER, "react", ("pass", "Spell"), allowed=(0, 1))
    assert by_name.answer(offer) == 0 and by_name.answers[0] == "pass?"  # not one of its options
    by_name.answers.popleft()
    may = Decision("A", DecisionKind.MAY, "may", ("yes", "no"), allowed=(0, 1))
    assert by_name.answer(may) == 1
    assert by_name.answer(may) == 0  # no answer left: yes
    assert by_name.answer(_pick(options, 2)) == 0  # no answer left: the first allowed
    assert by_name.answer(_pick(options, 2, picked=(0,), allowed=(2,))) == 2


def test_a_wrong_answer_by_name_is_the_error_the_queue_gives():
    with pytest.raises(ChoiceError, match="legal options are Rune, X"):
        ByName(deque(["Y"])).answer(_pick(("Rune", "Rune", "X")))
    bounded = ByName(deque([["Rune", "X"]]))
    assert bounded.answer(_pick(("Rune", "X"), 2, up_to=True)) == 0
    with pytest.raises(ChoiceError, match=r"p: \['Rune', 'X'\] out of bounds"):
        bounded.answer(_pick(("Rune", "X"), 2, up_to=True, picked=(0,), allowed=()))
