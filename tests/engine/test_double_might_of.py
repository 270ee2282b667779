"""Double (432): "Double the Might of each friendly unit here this turn."."""

from riftrules.effects import compile_text
from riftrules.engine import Game, run_effect
from riftrules.engine.turn import end_this_turn


def test_double_the_might_of_each_friendly_unit_here():
    """Each friendly unit at the source's battlefield gets +its Might this turn (432.1,
    432.1.a); an enemy unit there and a friendly unit elsewhere do not."""
    game = Game(("A", "B"))
    a, b = game.players
    here = game.add_battlefield("Bf1")
    at = {"battlefield": here}
    me = game.add_card(a, "battlefield", "Me", type="Unit", might=3, **at)
    friend = game.add_card(a, "battlefield", "Friend", type="Unit", might=2, **at)
    enemy = game.add_card(b, "battlefield", "Enemy", type="Unit", might=4, **at)
    away = game.add_card(a, "base", "Away", type="Unit", might=5)
    script = compile_text(
        "When you play me, double the Might of each friendly unit here this turn.", "Unit"
    )
    run_effect(game, script.abilities[0].effect, a, source=me)
    assert [game.might(u) for u in (me, friend, enemy, away)] == [6, 4, 4, 5]
    assert "432.1" in {c for e in game.log if e.kind == "give" for c in e.cites}
    end_this_turn(game)
    assert [game.might(u) for u in (me, friend)] == [3, 2]
