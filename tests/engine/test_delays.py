"""Instructions done at the end of this turn (390.2, 317.1): "Disempower it at end of turn.",
"ready up to 2 runes at the end of this turn" (Targon's Peak), compiled and run in a game."""

from riftrules.cards import pool
from riftrules.effects import compile_text
from riftrules.engine import Game, Script, run_effect
from riftrules.engine.board import empower
from riftrules.engine.names import BATTLEFIELD
from riftrules.engine.scoring import conquer
from riftrules.engine.triggering import settle
from riftrules.engine.turn import ending


def _scripts(obj):
    card = getattr(obj, "card", None)
    if card is None or not card.text:
        return Script()
    return compile_text(card.text, card.type)


def test_it_is_disempowered_at_the_end_of_this_turn_not_before_and_only_it():
    game = Game(("A", "B"), scripts=_scripts)
    a, _ = game.players
    game.add_card(a, "main_deck", "d0")
    unit = game.add_card(a, "base", "Unit", type="Unit", might=3)
    other = game.add_card(a, "base", "Other", type="Unit", might=3)
    run_effect(game, compile_text("Empower a unit. Disempower it at end of turn.").effect, a)
    empower(game, other, a)  # not "it"
    settle(game)
    assert unit.empowered and other.empowered
    ending(game)
    assert not unit.empowered and other.empowered
    run_effect(game, compile_text("Empower a unit.").effect, a)
    ending(game)  # done once: a later turn's end disempowers nothing
    assert unit.empowered


def test_targons_peak_readies_up_to_two_runes_at_the_end_of_the_turn_it_is_conquered():
    game = Game(("A", "B"), scripts=_scripts)
    a, _ = game.players
    game.add_card(a, "main_deck", "d0")
    peak = game.add_battlefield("Targon's Peak", pool.find("Targon's Peak"))
    game.add_card(a, BATTLEFIELD, "Unit", type="Unit", might=3, battlefield=peak)
    runes = [game.add_card(a, "runes", f"r{n}", type="Rune") for n in range(3)]
    for rune in runes:
        rune.exhausted = True
    conquer(game, a, peak)
    settle(game)
    assert all(rune.exhausted for rune in runes)  # not yet: at the end of this turn
    ending(game)
    assert [rune.exhausted for rune in runes].count(False) == 2
