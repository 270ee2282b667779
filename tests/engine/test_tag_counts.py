"""Tags counted (143.1, 133.8; issue 28): "for each tag I have", "the number of tags it has",
"for each different tag among your units" — compiled from the IR to values the engine reads
as the effect is done: an object's tags each once (printed, or given by a static), a group's
different tags each once however many of its members have it."""

from __future__ import annotations

from tests.engine.stand_ins import RUNES, StandIn, compiled_game

from riftrules.effects import compile_text
from riftrules.engine import Context, DifferentTags, Permanents, Self, TagCount, play_card
from riftrules.engine.state import Game
from riftrules.engine.triggering import settle


def _unit(game: Game, player, tags=(), text: str = "", might: int = 1):
    card = StandIn(text, tags=tags)
    return game.add_card(player, "base", "Unit", type="Unit", might=might, tags=tags, card=card)


def test_i_have_plus_one_might_for_each_tag_i_have():
    game = compiled_game()
    a = game.players[0]
    me = _unit(game, a, ("Bird", "Poro"), "I have +1 [M] for each tag I have.", might=2)
    assert game.might(me) == 4
    plain = _unit(game, a, (), "I have +1 [M] for each tag I have.", might=2)
    assert game.might(plain) == 2  # no tag: nothing


def test_a_tag_given_by_a_static_counts_and_each_tag_counts_once():
    game = compiled_game()
    a = game.players[0]
    text = "I am a Mech.\nI have +1 [M] for each tag I have."
    given = _unit(game, a, ("Bird",), text, might=1)
    assert TagCount(Self()).value(Context(game, a, given)) == 2  # Bird, and Mech given
    assert game.might(given) == 3
    already = _unit(game, a, ("Mech",), text, might=1)  # a tag it already has: still one
    assert TagCount(Self()).value(Context(game, a, already)) == 1
    assert game.might(already) == 2


def test_different_tags_among_your_units_count_each_tag_once():
    game = compiled_game()
    a, b = game.players
    _unit(game, a, ("Bird", "Cat"))
    _unit(game, a, ("Bird",))
    _unit(game, b, ("Dog", "Poro"))  # an opponent's: not among your units
    ctx = Context(game, a)
    assert DifferentTags(Permanents(type="Unit", controller="you")).value(ctx) == 2
    spell = compile_text("Draw 1 for each different tag among your units.", "Spell")
    for _ in range(5):
        game.add_card(a, "main_deck", "Card")
    spell.effect.run(ctx)
    settle(game)
    assert len(a.hand) == 2


def test_the_number_of_tags_it_has():
    game = compiled_game()
    a = game.players[0]
    _unit(game, a, ("Bird", "Cat", "Dog"))
    for _ in range(5):
        game.add_card(a, "main_deck", "Card")
    spell = compile_text(
        "Choose a friendly unit. Draw cards equal to the number of tags it has.", "Spell"
    )
    spell.effect.run(Context(game, a))
    settle(game)
    assert len(a.hand) == 3


def test_i_cost_one_less_for_each_different_tag_among_your_units():
    game = compiled_game()
    a = game.players[0]
    _unit(game, a, ("Bird", "Cat"))
    _unit(game, a, ("Cat",))
    card = StandIn("I cost [1] less for each different tag among your units.", energy=4)
    for _ in range(2):
        game.add_card(a, "runes", "Fury Rune", card=RUNES["Fury Rune"])
    played = game.add_card(a, "hand", "Discounted", card=card)
    assert play_card(game, a, played) is played  # [4] less 2 tags: [2], two runes
    assert sum(r.exhausted for r in a.runes) == 2


def test_with_no_tag_among_your_units_there_is_no_discount():
    game = compiled_game()
    a = game.players[0]
    _unit(game, a, ())
    card = StandIn("I cost [1] less for each different tag among your units.", energy=3)
    for _ in range(2):
        game.add_card(a, "runes", "Fury Rune", card=RUNES["Fury Rune"])
    played = game.add_card(a, "hand", "Discounted", card=card)
    assert play_card(game, a, played) is None  # [3] with two runes: not payable
