"""Predict as one game action (436) that a trigger waits for (issue 28): "When you [Predict],
you may exhaust this to draw 1." fires when its controller Predicts — not when an opponent
does, and not on a look at the top card that is no Predict; the action still recycles the
cards chosen and leaves the rest on top (436.1.a), and "If you recycled a spell this way"
after it reads what it recycled."""

from __future__ import annotations

from tests.engine.stand_ins import StandIn, compiled_game

from riftrules.effects import compile_text
from riftrules.engine import Context, Look, Predict
from riftrules.engine.triggering import settle

LISTENER = "When you [Predict], you may exhaust this to draw 1."


def _game(answers):
    game = compiled_game()
    game.choices.answers.extend(answers)
    a, b = game.players
    gear = game.add_card(a, "base", "Listener", card=StandIn(LISTENER, type="Gear"))
    for player in (a, b):
        for n in range(4):
            game.add_card(player, "main_deck", f"{player.name}{n}")
    return game, gear


def test_your_predict_triggers_and_recycles_the_chosen():
    game, gear = _game([["A0"], "yes"])
    a = game.players[0]
    Predict(2).run(Context(game, a))
    settle(game)
    assert [c.name for c in a.main_deck] == ["A2", "A3", "A0"]  # A0 to the bottom, A1 drawn
    assert gear.exhausted and [c.name for c in a.hand] == ["A1"]
    assert [e.kind for e in game.log if e.kind == "predict"] == ["predict"]


def test_an_opponents_predict_or_a_look_does_not_trigger():
    game, gear = _game([[]])
    a, b = game.players
    Predict(1).run(Context(game, b))  # the opponent's
    Look(1).run(Context(game, a))  # a look, no Predict
    settle(game)
    assert not gear.exhausted and not a.hand


def _recycling(chosen: str) -> list[str]:
    """[Predict 2] over a spell (S) and a unit (U), recycling ``chosen``: the hand after."""
    game = compiled_game()
    a = game.players[0]
    game.add_card(a, "main_deck", "S", type="Spell")
    game.add_card(a, "main_deck", "U", type="Unit")
    game.add_card(a, "main_deck", "Next", type="Unit")
    game.choices.answers.append([chosen])
    spell = compile_text("[Predict 2]. If you recycled a spell this way, draw 1.", "Spell")
    spell.effect.run(Context(game, a))
    settle(game)
    return [c.name for c in a.hand]


def test_recycled_this_way_reads_the_predict():
    assert _recycling("S") == ["U"]  # the spell recycled: draw 1 (U is on top now)
    assert _recycling("U") == []  # the one recycled was no spell
