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
from riftrules.engine.abilities import activate, activation_refusal
from riftrules.engine.board import play
from riftrules.engine.refusals import Refusal
from riftrules.engine.state import BANISHMENT, HAND, MAIN_DECK, TRASH
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
