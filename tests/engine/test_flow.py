"""The game's own flow around effects: a spell that moves itself, turn counts, activations
whose effect legally changes nothing, the Legend Zone."""

from __future__ import annotations

import pytest

from riftrules.cards import pool
from riftrules.engine import (
    CONTROLLER,
    ActivatedAbility,
    Banish,
    Draw,
    Exhaust,
    Game,
    Put,
    Recycle,
    Return,
    Script,
    Self,
    Sequence,
    Units,
)
from riftrules.engine.activation import activate, activation_refusal
from riftrules.engine.board import play
from riftrules.engine.names import BANISHMENT, HAND, MAIN_DECK, TRASH
from riftrules.engine.refusals import Refusal
from riftrules.engine.turn import ending, start_turn, take_turn


def _spell_game(effect) -> tuple[Game, object]:
    script = Script(effect=effect)
    game = Game(("A", "B"), scripts=lambda obj: script if obj.name == "Spell" else None)
    a = game.players[0]
    game.add_card(a, MAIN_DECK, "card")
    spell = game.add_card(a, HAND, "Spell", card=pool.find("Time Warp"))  # a text; this script
    return game, spell


@pytest.mark.parametrize(
    ("instruction", "zone"),
    [
        (Banish(Self()), BANISHMENT),
        (Return(Self()), HAND),
        (Recycle(Self()), MAIN_DECK),
        (Put(Self(), to=HAND), HAND),
        (Put(Self(), to=MAIN_DECK, top=True), MAIN_DECK),
    ],
)
def test_a_spell_that_moves_itself_ends_where_it_moved(instruction, zone):
    """Every verb that moves a card, given "this" in a spell's own text: the spell is on the
    chain while it resolves (359.3) and stays where its instruction put it; only a spell its
    text did not move goes to the trash (359.3.d)."""
    game, spell = _spell_game(Sequence(Draw(CONTROLLER), instruction))
    a = game.players[0]
    play(game, a, spell)
    assert spell.zone == zone and spell not in a.trash
    assert sum(1 for card in game.all_cards() if card is spell) == 1


def test_a_spell_that_does_not_move_itself_goes_to_the_trash():
    game, spell = _spell_game(Draw(CONTROLLER))
    play(game, game.players[0], spell)
    assert spell.zone == TRASH


def test_turn_counts_include_the_opening_turn():
    """The game opens in the first player's first turn (315); each turn begun counts once
    for its player."""
    game = Game(("A", "B"))
    a, b = game.players
    assert (a.turns, b.turns) == (1, 0)
    take_turn(game, a)  # still A's first turn: it had begun
    assert (a.turns, b.turns) == (1, 0)
    ending(game)  # B's first turn
    assert (a.turns, b.turns, game.turn_player) == (1, 1, b)
    start_turn(game, a)
    assert a.turns == 2 and game.turn_number == 3


def test_an_activation_that_changes_nothing_is_not_refused():
    """[E]: an effect with nothing to act on still resolves (376: the cost paid, the ability
    activated); a second activation is refused, its cost unpayable (414.1.c)."""
    ability = ActivatedAbility(Exhaust(Self()), Banish(Units(controller="enemy")))
    game = Game(("A", "B"), scripts=lambda obj: Script(abilities=(ability,)))
    a = game.players[0]
    gear = game.add_card(a, "base", "Gear", card=pool.find("Arena Bar"))
    assert activation_refusal(game, a, gear) is None
    assert activate(game, a, gear) == [] and gear.exhausted
    assert activation_refusal(game, a, gear) is Refusal.COST


EMPTY_DECK = """
name: look at an empty deck, then draw from it
players:
  A: {main_deck: 0, trash: 3}
  B: {}
steps:
  - action: look
    count: 1
  - action: draw
    count: 1
"""


@pytest.mark.parametrize(
    "edition", ["2025-06-02", "2025-10", "2025-12-01", "2026-03-30", "2026-07-16"]
)
def test_the_same_scenario_gives_each_editions_answer(edition):
    """Burn Out per edition: under 2025-06-02 looking at an empty deck burns out and the
    trash is shuffled in (607.1.b, 607.2.a); from 2025-10 on looking never burns out (431.1.c)
    and a Burn Out recycles the trash (431.2.b)."""
    from riftrules.scenarios.load import parse
    from riftrules.scenarios.run import run

    scenario = parse(EMPTY_DECK)
    scenario.edition = edition
    game = run(scenario).game
    kinds = game.log.kinds()
    old = edition == "2025-06-02"
    assert kinds.count("burn_out") == 1
    assert (
        kinds.index("burn_out") < kinds.index("look")
        if old
        else kinds.index("look") < kinds.index("burn_out")
    )
    assert "shuffle" in kinds and ("recycle" in kinds) is not old  # 416.5 shuffles a recycle too
    assert game.players[1].points == 1 and len(game.players[0].hand) == 1


def test_a_unit_taken_control_of_contests_its_battlefield():
    """323.11.a, and the Spiritforged FAQ on Hostile Takeover: a unit at a battlefield its
    new controller does not control makes them contest it; a non-combat showdown opens and,
    alone there, they conquer it."""
    from riftrules.engine.board import take_control
    from riftrules.engine.showdown import run_staged

    game = Game(("A", "B"))
    a, b = game.players
    field = game.add_battlefield("Bf1")
    field.controller = b
    unit = game.add_card(b, "battlefield", "Unit", type="Unit", might=2, battlefield=field)
    game.phase = "main"
    take_control(game, unit, a, a)
    run_staged(game)
    kinds = game.log.kinds()
    assert kinds.index("contest") < kinds.index("showdown") < kinds.index("conquer")
    assert field.controller is a and a.points == 1
    assert "323.11.a" in game.log.cited()
