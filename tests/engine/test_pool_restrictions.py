"""Pool cards whose text makes something impossible for a while, or lets another player decide,
played in a game: what they do per their text and the Core Rules (757: "can't be chosen";
317.2.c: "this turn"; 411: who does what)."""

from __future__ import annotations

from riftrules.effects import compile_text
from riftrules.engine.events import GiveData
from riftrules.engine.triggering import settle
from riftrules.engine.turn import ending
from riftrules.scenarios.load import parse
from riftrules.scenarios.run import run


def run_text(game, text, player):
    compile_text(text).run(game, player)
    settle(game)


SHROUD = """
name: Twilight Shroud on a friendly unit
players:
  A: {hand: [Twilight Shroud]}
  B: {}
battlefields:
  - {name: Bf1, units: {A: [Vanguard Sergeant], B: [Solari Chief]}}
steps:
  - play: Twilight Shroud
"""


def test_twilight_shroud_makes_the_unit_untargetable_by_enemies_this_turn():
    """ "Give a friendly unit +1 [M] this turn. It can't be chosen by enemy spells and
    abilities this turn." (757): an enemy's "Deal 3 to a unit." finds only the other unit; its
    controller may still choose it; the turn over, so may the enemy (317.2.c)."""
    result = run(parse(SHROUD))
    assert result.ok, result.lines()
    game = result.game
    a, b = game.players
    sergeant = next(u for u in game.all_cards() if u.name == "Vanguard Sergeant")
    chief = next(u for u in game.all_cards() if u.name == "Solari Chief")
    assert game.might(sergeant) == sergeant.card.might + 1
    given = next(e for e in game.log if isinstance(e.data, GiveData) and e.data.restriction)
    assert "757" in given.cites
    run_text(game, "Deal 3 to a unit.", b)
    assert (sergeant.damage, chief.damage) == (0, 3)
    run_text(game, "Deal 1 to a friendly unit.", a)
    assert sergeant.damage == 1
    ending(game)  # B's turn: "this turn" is over (and units are healed, 317.2.b)
    assert sergeant.damage == 0
    run_text(game, "Deal 1 to an enemy unit.", b)
    assert sergeant.damage == 1


SHAKEDOWN = """
name: Shakedown
players:
  A: {hand: [Shakedown], main_deck: 2}
  B: {base: [Solari Chief]}
steps:
  - play: Shakedown
choices: [Solari Chief, draw]
"""


def test_shakedown_lets_the_units_controller_choose():
    """ "Deal 6 to it unless its controller has you draw 2.": B, the unit's controller, makes
    the choice (not A, who plays the spell); A draws 2 (411)."""
    result = run(parse(SHAKEDOWN))
    assert result.ok, result.lines()
    made = [(who, prompt, picked) for who, prompt, picked in result.game.choices.made]
    assert ("B", "or", ["draw"]) in made
    assert all(who == "B" for who, prompt, _ in made if prompt == "or")
