"""Additional Turns (734-738): "Take a turn after this one." - Time Warp."""

from __future__ import annotations

from pathlib import Path

from riftrules.engine import Game
from riftrules.engine.turn import ending, queue_turn
from riftrules.scenarios import run_file
from riftrules.scenarios.load import parse
from riftrules.scenarios.run import run

TIME_WARP = """
name: Time Warp
players:
  A: {hand: [Time Warp]}
  B: {}
steps:
  - play: Time Warp
expect:
  players:
    A: {hand: 0, trash: 0, banishment: [Time Warp]}
"""


def test_time_warp_gives_its_player_the_next_turn_then_the_order_goes_on():
    """Time Warp queues an Additional Turn for its player after this one (735) and banishes
    itself; after that turn the Turn Order goes on unchanged (737): B, then A again."""
    result = run(parse(TIME_WARP))
    assert result.ok, result.lines()
    game = result.game
    a, b = game.players
    ending(game)
    assert game.turn_player is a and a.turns == 2
    turn = [e for e in game.log if e.kind == "turn"][-1]
    assert {"735", "737"} <= set(turn.cites)
    ending(game)
    assert game.turn_player is b and b.turns == 1
    ending(game)
    assert game.turn_player is a and a.turns == 3


def test_an_additional_turn_keeps_the_turn_order():
    """In A's turn, C is given a turn after this one: C plays it, then B has the turn that
    follows A's in the Turn Order (737); two queued turns come in the order made (738)."""
    game = Game(("A", "B", "C"), mode="ffa3")
    a, _b, c = game.players
    queue_turn(game, c)
    queue_turn(game, a)
    order = []
    for _ in range(4):
        ending(game)
        order.append(game.turn_player.name)
    assert order == ["C", "A", "B", "C"]


def test_a_repeated_time_warp_that_banished_itself_gives_one_turn_not_two():
    """820.1.d.2 (the Las Vegas 2026 Regional Qualifier's ruling): its repeat is not performed."""
    path = (
        Path(__file__).resolve().parents[2]
        / "rulebook/scenarios/faq-rq-vegas-2026-repeated-time-warp-banished-does-not-repeat.yaml"
    )
    result = run_file(path)
    assert result.ok
    assert [p.name for p in result.game.additional_turns] == ["A"]
