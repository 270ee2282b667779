"""The turn's states decide what may be played (307-310, 159.2, 806, 813, 381)."""

import pytest

from riftrules.cards import pool
from riftrules.engine import Game
from riftrules.engine.costs import play_refusal
from riftrules.engine.refusals import Refusal
from riftrules.engine.timing import Timing, allows
from riftrules.games import PoolScripts
from riftrules.scenarios import parse, run

DEFAULT, ACTION, REACTION = Timing.DEFAULT, Timing.ACTION, Timing.REACTION


def _state(state: str) -> Game:
    """A duel in A's Main Phase, in one of the four states of 310."""
    game = Game(("A", "B"), scripts=PoolScripts())
    game.phase = "main"
    battlefield = game.add_battlefield("Bf1")
    if state.startswith("showdown"):
        game.combat = battlefield  # 308.1
    if state.endswith("closed"):
        game.spells.append(object())  # type: ignore[arg-type]  # 309.1: a chain exists
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


# -- the starting state of a scenario (SCENARIOS.md): A's Main Phase, a Neutral Open State ---------

_START = """
name: start
players: {A: {base: [Shipyard Skulker]}, B: {}}
battlefields:
  - {name: Bf1, controller: B, units: {B: [Mega-Mech]}}
  - {name: Bf2, controller: B, units: {A: [Vanguard Sergeant], B: [Recruit]}}
"""


def _started(steps: str):
    return run(parse(_START + steps))


def test_the_set_up_is_the_main_phase_where_a_move_opens_its_combat_at_once():
    result = _started("steps: [{action: move, unit: Shipyard Skulker, to: Bf1}]")
    assert result.game.phase == "main"
    kinds = result.game.log.kinds()
    assert kinds.index("contest") < kinds.index("combat")  # 344.1: staged and opened at once
    assert kinds.count("combat") == 1  # Bf2's units, placed by the set-up, moved nowhere


def test_units_the_set_up_places_contest_nothing_until_a_combat_is_started():
    result = _started("steps: [{action: draw, count: 0}]")
    assert "combat" not in result.game.log.kinds() and "contest" not in result.game.log.kinds()
    result = _started("steps: [{action: combat, battlefield: Bf2}]")
    assert result.ok, result.lines()
    assert result.game.log.kinds().count("combat") == 1
