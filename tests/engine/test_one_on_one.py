"""'While I'm one on one' (issue 28, 740.2.b: it and the enemy unit at the same location are
both alone): +3 [M] with exactly one enemy unit beside me and no friend of either; not with two
enemy units, not with a friend of mine there, not in my base."""

from __future__ import annotations

import pytest
from tests.engine.stand_ins import StandIn, compiled_game

TEXT = "While I'm one on one, I have +3 [M]."


@pytest.mark.parametrize(
    ("enemies", "friends", "might"), [(1, 0, 5), (2, 0, 2), (1, 1, 2), (0, 0, 2)]
)
def test_one_on_one_at_a_battlefield(enemies, friends, might):
    game = compiled_game()
    a, b = game.players
    field = game.add_battlefield("Field")
    me = game.add_card(a, "battlefield", "Me", battlefield=field, card=StandIn(TEXT, might=2))
    for n in range(enemies):
        game.add_card(b, "battlefield", f"E{n}", type="Unit", might=1, battlefield=field)
    for n in range(friends):
        game.add_card(a, "battlefield", f"F{n}", type="Unit", might=1, battlefield=field)
    assert game.might(me) == might


def test_not_in_my_base():
    game = compiled_game()
    a, b = game.players
    me = game.add_card(a, "base", "Me", card=StandIn(TEXT, might=2))
    game.add_card(b, "base", "E", type="Unit", might=1)
    assert game.might(me) == 2
