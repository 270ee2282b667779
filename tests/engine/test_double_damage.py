"""Lotus Trap: "Choose a unit. Double all damage that would be dealt to it this turn." (432.1,
465.2.c.4.a, 372): what rulebook/scenarios/lotus-trap-*.yaml does not show."""

from riftrules.effects import compile_text
from riftrules.engine import Game, Prevent, run_effect
from riftrules.engine.board import deal
from riftrules.engine.choices import Choices
from riftrules.engine.combat import combat
from riftrules.engine.turn import end_this_turn

LOTUS_TRAP = "Choose a unit. Double all damage that would be dealt to it this turn."


def _game():
    game = Game(("A", "B"))
    game.add_battlefield("Bf1")
    return game


def test_damage_to_it_is_doubled_this_turn_only():
    game = _game()
    a, b = game.players
    unit = game.add_card(b, "base", "Unit", type="Unit", might=20)
    other = game.add_card(b, "base", "Other", type="Unit", might=20)
    run_effect(game, compile_text(LOTUS_TRAP, "Spell").effect, a)
    assert deal(game, unit, 3, a) == 6 and deal(game, other, 3, a) == 3
    assert [e.cites for e in game.log if e.kind == "replace"] == [("370.1.b", "432.1")]
    end_this_turn(game)
    assert deal(game, unit, 3, a) == 3


def test_combat_assigns_the_least_that_is_lethal_once_doubled():
    """465.2.c.4.a: a 4 [M] unit whose damage is doubled needs 2 assigned; the rest goes on."""
    game = _game()
    a, b = game.players
    bf = game.battlefield("Bf1")
    game.add_card(a, "battlefield", "Attacker", type="Unit", might=5, battlefield=bf)
    doubled = game.add_card(b, "battlefield", "Doubled", type="Unit", might=4, battlefield=bf)
    big = game.add_card(b, "battlefield", "Big", type="Unit", might=8, battlefield=bf)
    game.choices = Choices(["Doubled"])
    run_effect(game, compile_text(LOTUS_TRAP, "Spell").effect, a)
    combat(game, bf, a)
    dealt = {e.subject.name: e.amount for e in game.log if e.kind == "damage"}
    assert dealt["Doubled"] == 4 and dealt["Big"] == 3  # 2 assigned, doubled once; 3 left
    assert doubled.zone == "trash" and big.zone != "trash"


def test_with_a_prevent_its_controller_orders_them():
    """465.2.c.5's example, outside combat: 3 damage, Prevent 2 and the doubling — prevent
    first: 2; double first: 4 (372: the unit's controller chooses)."""
    for first, taken in (("prevent", 2), ("double", 4)):
        game = _game()
        a, b = game.players
        unit = game.add_card(b, "base", "Unit", type="Unit", might=20)
        game.choices = Choices(["Unit"])
        run_effect(game, compile_text(LOTUS_TRAP, "Spell").effect, a)
        run_effect(game, Prevent(_It(unit), 2), a)
        game.choices = Choices([first])
        assert deal(game, unit, 3, a) == taken


class _It:
    """A selector of one given unit (the test's)."""

    def __init__(self, unit):
        self.unit = unit

    def resolve(self, ctx):
        return [self.unit]
