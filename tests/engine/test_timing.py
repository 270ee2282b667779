"""The turn's states decide what may be played (307-310, 159.2, 806, 813, 381)."""

import pytest

from riftrules.cards import pool
from riftrules.engine import Game
from riftrules.engine.costs import play_refusal
from riftrules.engine.refusals import Refusal
from riftrules.engine.timing import Timing, allows
from riftrules.games import PoolScripts

DEFAULT, ACTION, REACTION = Timing.DEFAULT, Timing.ACTION, Timing.REACTION


def _state(state: str) -> Game:
    """A duel in A's Main Phase, in one of the four states of 310."""
    game = Game(("A", "B"), scripts=PoolScripts())
    game.phase = "main"
    battlefield = game.add_battlefield("Bf1")
    if state.startswith("showdown"):
        game.combat = battlefield  # 308.1
    if state.endswith("closed"):
        game.chain.append(object())  # 309.1: a chain exists
    return game


@pytest.mark.parametrize(
    ("state", "who", "allowed"),
    [
        # 310.1.a: by default, the turn player in a Neutral Open State
        ("neutral open", "A", {DEFAULT, ACTION, REACTION}),
        # 312.2.a: only the turn player has Priority there - not B, even with a [Reaction]
        ("neutral open", "B", set()),
        # 310.2: a chain: [Reaction] only (813.2)
        ("neutral closed", "A", {REACTION}),
        ("neutral closed", "B", {REACTION}),
        # 310.3: [Action] adds the Open States of showdowns (159.2.a.1), for either player
        ("showdown open", "A", {ACTION, REACTION}),
        ("showdown open", "B", {ACTION, REACTION}),
        ("showdown closed", "A", {REACTION}),
    ],
)
def test_what_each_state_allows(state, who, allowed):
    game = _state(state)
    player = game.player(who)
    assert {t for t in Timing if allows(game, player, t)} == allowed


def test_only_in_the_main_phase():
    """312.2.a: Priority in a Neutral Open State is the turn player's in their Main Phase:
    no [Reaction] in the Beginning Phase, nor at the end of the turn (the Origins FAQ)."""
    game = _state("neutral open")
    for phase in ("beginning", "ending"):
        game.phase = phase
        assert not any(allows(game, player, t) for player in game.players for t in Timing)


def _in_hand(game: Game, who: str, name: str):
    card = pool.find(name)
    return game.add_card(game.player(who), "hand", card.name, card=card)


@pytest.mark.parametrize(
    ("name", "refusal"),
    [
        ("Falling Star", Refusal.TIMING),  # no [Action]: not in a showdown
        ("Hextech Ray", None),  # [Action]: in a Showdown Open State
    ],
)
def test_a_spell_in_a_showdown(name, refusal):
    game = _state("showdown open")
    a = game.players[0]
    (battlefield,) = game.battlefields
    game.add_card(
        game.players[1], "battlefield", "foe", type="Unit", might=2, battlefield=battlefield
    )
    spell = _in_hand(game, "A", name)
    a.energy, a.pool = 9, {domain: 9 for domain in spell.card.domains}
    assert play_refusal(game, a, spell) is refusal
