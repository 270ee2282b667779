"""A tag chosen as a card is played ("As you play me, choose Bird, Cat, Dog, or Poro. I gain
that tag.", 355.1, 477.1.a): the permanent has it on the board, and the new object it becomes
off the board (705) has it no more."""

from riftrules.cards import pool
from riftrules.effects import compile_text
from riftrules.engine import Game, Script
from riftrules.engine.abilities import has_tag
from riftrules.engine.board import play
from riftrules.engine.names import HAND
from riftrules.engine.zones import put


def _scripts(obj):
    card = getattr(obj, "card", None)
    if card is None or not card.text:
        return Script()
    return compile_text(card.text, card.type)


def test_the_tag_chosen_as_played_is_the_permanents_until_it_leaves_the_board():
    game = Game(("A", "B"), scripts=_scripts)
    a = game.players[0]
    card = pool.find("Ivern, Friend to All")
    ivern = game.add_card(a, HAND, card.name, card=card)
    game.choices.answers.append("Dog")
    play(game, a, ivern)
    assert has_tag(game, ivern, "Dog") and not has_tag(game, ivern, "Bird")
    assert [e.data.tag for e in game.log if e.kind == "gain_tag"] == ["Dog"]
    put(game, ivern, a, HAND)  # a new object (705): its printed tags only
    assert not has_tag(game, ivern, "Dog")
    assert set(ivern.tags) == set(card.tags)
