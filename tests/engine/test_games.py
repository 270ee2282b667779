"""Whole games: set-up from decks as the rules say, seeded random agents playing to the end,
the rules' invariants after every action, and the same seed giving the same game."""

from __future__ import annotations

from pathlib import Path

import pytest

from riftrules.engine.activation import activated_abilities, activation_refusal, can_activate
from riftrules.engine.decisions import Pass, apply, legal_actions
from riftrules.engine.game_setup import Deck, DeckError, check, new_game, problems
from riftrules.engine.refusals import Refused
from riftrules.games import PoolScripts, RandomAgent, decks_for, play_game, soak

SCRIPTS = PoolScripts()


def test_seeded_games_end_by_the_rules():
    """Every game ends with a winner by the rules: no crash, no stuck game (the action cap
    is a safety net that counts as a failure), no invariant broken after any action."""
    found = soak(range(24), SCRIPTS)
    assert found.games == 24
    assert found.ok, (found.crashes[:1], found.stuck[:1], found.broken[:1])
    assert len(found.played) > 100  # many different cards were played


def test_the_same_seed_gives_the_same_game():
    decks = decks_for(7, SCRIPTS)
    first = play_game(decks, 7, scripts=SCRIPTS)
    second = play_game(decks_for(7, SCRIPTS), 7, scripts=SCRIPTS)
    assert first.digest == second.digest and first.actions == second.actions
    other = play_game(decks, 8, scripts=SCRIPTS)
    assert other.digest != first.digest


def test_setup_follows_the_rules():
    """110-118, 485.5, 485.7: legends and champions in their zones, two battlefields (one of
    each player's three), four cards in hand after the mulligan, the first player in the Main
    Phase of their first turn; the second player's first Channel Phase channels 3."""
    game = new_game(decks_for(3, SCRIPTS), 3, scripts=SCRIPTS)
    first, second = game.players
    assert [len(p.legend) for p in game.players] == [1, 1]
    assert [len(p.champion) for p in game.players] == [1, 1]
    assert len(game.battlefields) == 2
    assert len(second.hand) == 4 and game.phase == "main" and game.turn_player is first
    assert first.turns == 1 and len(first.runes) == 2
    cites = game.log.cited()
    assert {"111", "112", "114", "115", "116", "485.5"} <= cites
    apply(game, Pass(first.name))
    assert game.turn_player is second and len(second.runes) == 3  # 485.7
    assert "485.7" in game.log.cited()


def test_legal_actions_are_typed_and_an_illegal_one_is_refused():
    game = new_game(decks_for(4, SCRIPTS), 4, scripts=SCRIPTS)
    actions = legal_actions(game)
    assert actions[-1] == Pass(game.turn_player.name)
    assert {action.kind for action in actions} <= {"play", "activate", "move", "hide", "pass"}
    with pytest.raises(Refused):
        apply(game, Pass(game.players[1].name))  # not B's turn


def _legal() -> Deck:
    return decks_for(5, SCRIPTS)[0]


def test_a_legal_deck_passes():
    check(_legal())


@pytest.mark.parametrize(
    ("change", "words"),
    [
        (lambda d: {"main": d.main[:20]}, "at least 40 (103.2)"),
        (lambda d: {"main": (d.main[0],) * 4 + d.main[4:]}, "at most 3 (103.2.b)"),
        (lambda d: {"runes": d.runes[:11]}, "12 runes (103.3.a)"),
        (lambda d: {"battlefields": d.battlefields[:2]}, "needs 3 battlefields"),
        (lambda d: {"battlefields": (d.battlefields[0],) * 3}, "same name (103.4.c)"),
        (lambda d: {"main": ("Called Shot", *d.main[1:])}, "banned (103.2.e)"),
        (lambda d: {"champion": "Vanguard Sergeant"}, "not a Champion unit"),
        (lambda d: {"legend": "Vanguard Sergeant"}, "not a Champion Legend"),
    ],
)
def test_an_illegal_deck_gets_a_clear_error(change, words):
    legal = _legal()
    deck = Deck(**{**legal.__dict__, **change(legal)})
    found = problems(deck)
    assert any(words in problem for problem in found), found
    with pytest.raises(DeckError, match="illegal deck"):
        check(deck)
    with pytest.raises(DeckError):
        new_game([deck, legal], 0)


def test_domain_identity():
    """103.2.c: a card of a Domain outside the legend's is refused."""
    legal = _legal()
    from riftrules.cards import pool

    legend = pool.find(legal.legend)
    outside = next(
        c.name
        for c in pool.load()
        if c.type == "Unit" and c.domains and not set(c.domains) <= set(legend.domains)
    )
    found = problems(Deck(**{**legal.__dict__, "main": (outside, *legal.main[1:])}))
    assert any("Domain Identity" in problem for problem in found)


FIXTURES = Path(__file__).parent / "fixtures"


def test_a_game_scenario_plays_a_whole_duel():
    """The ``game:`` section: decks from the pool by the seed, random agents, the
    expectations checked on the finished game."""
    from riftrules.scenarios.load import load
    from riftrules.scenarios.run import run

    result = run(load(FIXTURES / "game-whole-duel-from-random-decks.yaml"))
    assert result.ok, result.failures
    assert result.game is not None and result.game.winner is not None


def test_a_game_scenario_with_an_illegal_deck_is_invalid():
    from riftrules.scenarios.load import ScenarioError, parse

    text = """
name: an illegal deck
game:
  decks:
    - {legend: Daughter of the Void, champion: "Kai'Sa, Evolutionary", main: [Hextech Ray],
       runes: [Fury Rune], battlefields: [Altar of Blood]}
    - {legend: Daughter of the Void, champion: "Kai'Sa, Evolutionary", main: [Hextech Ray],
       runes: [Fury Rune], battlefields: [Altar of Blood]}
"""
    with pytest.raises(ScenarioError, match="illegal deck: the Main Deck has 2 cards"):
        parse(text)


def test_listing_the_legal_actions_asks_no_player_anything():
    """``legal_actions`` only looks: no choice is made while it checks costs ("[1] or [A]
    less" is payable if either way is), so every action it lists is one ``apply`` performs."""
    from riftrules.games import RandomAgent

    for seed in (11807, 5):
        agent = RandomAgent(seed)
        game = new_game(decks_for(seed, SCRIPTS), seed, scripts=SCRIPTS, agent=agent)
        for _ in range(200):
            if game.over:
                break
            made = len(game.choices.made)
            actions = legal_actions(game)
            assert len(game.choices.made) == made
            apply(game, agent.act(game, actions))


def test_conditions_that_read_each_others_might_end_in_bounded_time():
    """The soak's seed 48330 hung in one action: passive abilities whose conditions count
    units by Might read each other (the re-entrancy guard of 476.3 made it finite but
    exponential). Each nested condition is now read once per outer reading."""
    import time

    start = time.process_time()
    result = play_game(decks_for(48330, SCRIPTS), 48330, scripts=SCRIPTS)
    assert result.ok and result.winner is not None
    assert time.process_time() - start < 20


def test_a_play_offered_for_its_target_discount_gets_a_target_that_gives_it():
    """The soak's seed 64723: Undying Loyalty ("This costs [2] less if you choose a Bird,
    Cat, Dog, or Poro.") is offered as a legal play because one of its targets would give the
    discount (:class:`riftrules.engine.actions.Targeted`), but the target chosen early (355.5)
    may be another, and then its cost could not be paid: the legal action was refused. The
    early choice offers only the targets that leave the play payable."""
    result = play_game(decks_for(64723, SCRIPTS), 64723, scripts=SCRIPTS)
    assert result.crash is None, result.crash


def test_the_quick_legality_of_an_ability_agrees_with_its_refusal():
    """``can_activate`` tests an ability's cost before its targets (the cheaper test): it must
    give the same answer as ``activation_refusal``, in every state of a few whole games."""
    checked = 0
    for seed in (1, 2, 5):
        game = new_game(decks_for(seed, SCRIPTS), seed, scripts=SCRIPTS)
        agent = RandomAgent(seed)
        for _ in range(80):
            if game.over or not (actions := legal_actions(game)):
                break
            player = game.turn_player
            for obj in (*game.permanents(), *player.legend):
                for index in range(len(activated_abilities(game, obj))):
                    quick = can_activate(game, player, obj, index)
                    assert quick == (activation_refusal(game, player, obj, index) is None), obj
                    checked += 1
            apply(game, agent.act(game, actions))
    assert checked > 50
