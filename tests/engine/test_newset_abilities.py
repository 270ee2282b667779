"""Triggers, noun phrases and quoted abilities of the new-set corpus (issue 28) that no pool card
prints: each compiled from its text, and each doing in the game what the text says, with the
edge where it must not."""

from __future__ import annotations

from riftrules.effects import compile_text
from riftrules.engine import chain
from riftrules.engine.state import Game
from riftrules.engine.triggering import settle


class _Text:
    """A stand-in card with a text."""

    type = might = energy = power = None
    tags = ()

    def __init__(self, text: str, type: str | None = None) -> None:
        self.text = text
        self.type = type


def _with(text: str, type: str = "Unit") -> tuple[Game, object]:
    game = Game(("A", "B"), scripts=lambda obj: compile_text(obj.card.text, obj.card.type))
    a = game.players[0]
    for _ in range(5):
        game.add_card(a, "main_deck", "Card")
    source = game.add_card(a, "base", "Listener", type=type, might=2, card=_Text(text, type))
    return game, source


def _spell(game: Game, player, name: str = "Spell"):
    card = game.add_card(player, "hand", name, type="Spell", card=_Text("Draw 1.", "Spell"))
    chain.push(game, card, player, None)
    return card


def test_when_a_spell_is_countered():
    """425: a ``counter`` event, whoever's spell it was."""
    game, _ = _with("When a spell is countered, draw 1.")
    a, b = game.players
    chain.counter(game, _spell(game, b), a)
    settle(game)
    assert len(a.hand) == 1


def test_the_first_time_each_turn_a_friendly_spell_is_countered():
    """ "The first time each turn …" as "The first time … each turn": an enemy spell countered
    does not trigger it, the second friendly one countered in the turn neither."""
    game, _ = _with("The first time each turn a friendly spell is countered, draw 1.")
    a, b = game.players
    chain.counter(game, _spell(game, b), a)
    settle(game)
    assert len(a.hand) == 0
    chain.counter(game, _spell(game, a), b)
    settle(game)
    assert len(a.hand) == 1
    chain.counter(game, _spell(game, a), b)
    settle(game)
    assert len(a.hand) == 1
