"""Swap (433): the Might of two units a text names, for the time it says."""

from riftrules.effects import compile_text
from riftrules.engine import Game, run_effect
from riftrules.engine.turn import end_this_turn


def test_swap_the_might_of_two_units_here_only_units_here():
    """A battlefield's "swap the Might of two units here this turn": the two units there
    (chosen by its controller), 2 and 7 become 7 and 2 (433.1.b); a unit elsewhere is no
    option; at end of turn the Mights are back (433.1.a)."""
    game = Game(("A", "B"))
    a, b = game.players
    here = game.add_battlefield("Bf1")
    mine = game.add_card(a, "battlefield", "Mine", type="Unit", might=2, battlefield=here)
    theirs = game.add_card(b, "battlefield", "Theirs", type="Unit", might=7, battlefield=here)
    away = game.add_card(b, "base", "Away", type="Unit", might=1)
    script = compile_text(
        "When you hold here, swap the Might of two units here this turn.", "Battlefield"
    )
    (held,) = script.abilities
    run_effect(game, held.effect, a, source=here)
    assert (game.might(mine), game.might(theirs), game.might(away)) == (7, 2, 1)
    assert {"433.1.b"} <= {c for e in game.log if e.kind == "give" for c in e.cites}
    end_this_turn(game)
    assert (game.might(mine), game.might(theirs)) == (2, 7)


def test_no_swap_with_one_unit_here():
    game = Game(("A", "B"))
    a, _ = game.players
    here = game.add_battlefield("Bf1")
    alone = game.add_card(a, "battlefield", "Alone", type="Unit", might=2, battlefield=here)
    game.add_card(a, "base", "Away", type="Unit", might=5)
    script = compile_text(
        "When you hold here, swap the Might of two units here this turn.", "Battlefield"
    )
    run_effect(game, script.abilities[0].effect, a, source=here)
    assert game.might(alone) == 2 and not [e for e in game.log if e.kind == "give"]
