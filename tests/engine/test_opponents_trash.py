"""A card from an opponent's trash (issue 28): "When you play me, banish a card from an
opponent's trash. If you banished a unit, gain 1 XP." — the one card chosen, from an opponent's
trash (never your own), says whose trash it is from; the XP follows what was banished. Several
cards "from an opponent's trash" (all from one of them) stay refused."""

from __future__ import annotations

import pytest

from riftrules.effects import NotCompiled, compile_text
from riftrules.engine import Context
from riftrules.engine.choices import ChoiceError
from riftrules.engine.state import Game
from riftrules.engine.triggering import settle

TEXT = (
    "When you play me, banish a card from an opponent's trash. If you banished a unit, gain 1 XP."
)
EFFECT = compile_text(TEXT, "Unit").abilities[0].effect


def _game(answer: str) -> Game:
    game = Game(("A", "B"), scripts=lambda obj: None, choices=[answer])
    a, b = game.players
    game.add_card(a, "trash", "Mine", type="Unit")
    game.add_card(b, "trash", "TheirUnit", type="Unit")
    game.add_card(b, "trash", "TheirSpell", type="Spell")
    return game


@pytest.mark.parametrize(("answer", "xp"), [("TheirUnit", 1), ("TheirSpell", 0)])
def test_the_card_banished_and_the_xp(answer, xp):
    game = _game(answer)
    a, b = game.players
    EFFECT.run(Context(game, a))
    settle(game)
    assert [c.name for c in b.zones["banishment"]] == [answer] and a.xp == xp


def test_your_own_trash_is_no_option():
    game = _game("Mine")
    with pytest.raises(ChoiceError, match=r"legal options are TheirUnit, TheirSpell$"):
        EFFECT.run(Context(game, game.players[0]))


def test_several_cards_from_one_opponents_trash_are_refused():
    with pytest.raises(NotCompiled, match="an opponent's trash"):
        compile_text("Banish 2 cards from an opponent's trash.", "Spell")
