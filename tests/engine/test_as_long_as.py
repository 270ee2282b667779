"""'As long as' opening a condition (issue 28): "As long as you have 10+ XP, I have +5 [M]." is
"While …" (708 says both): the static applies while the condition holds, not otherwise; "for as
long as" inside a sentence is still an adverb phrase (the pool's Svellsongur)."""

from __future__ import annotations

from tests.engine.stand_ins import StandIn, compiled_game

from riftrules.cardtext.parser import parse_text


def test_the_bonus_holds_from_10_xp():
    game = compiled_game()
    a = game.players[0]
    unit = game.add_card(
        a, "base", "Me", card=StandIn("As long as you have 10+ XP, I have +5 [M].", might=2)
    )
    a.xp = 9
    assert game.might(unit) == 2
    a.xp = 10
    assert game.might(unit) == 7


def test_for_as_long_as_is_no_condition():
    text = "Copy that unit's text to this for as long as this is attached to it."
    kinds = [w.kind for w in parse_text(text).lines[0].node.walk() if hasattr(w, "kind")]
    assert "WHILE" not in kinds and "ADVERB_PHRASE" in kinds
