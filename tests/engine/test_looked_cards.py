"""Cards looked at: put back in any order (436.1.a: "Put those you don't back in any order"),
only the ones the instruction before did not take, in the places they hold; chosen by their
Might against a unit the effect killed (Baited Hook), none when it killed none (359.3.e.12)."""

from __future__ import annotations

from riftrules.engine import Cards, Choose, Game, It, Look, May, Recycle, Reorder, Sequence
from riftrules.engine.actions import run_effect
from riftrules.engine.names import MAIN_DECK

CANDLELIT = Sequence(
    Look(3),
    May(Recycle(Choose(Cards(zone="main_deck"), count=1))),
    Reorder(Cards(zone="main_deck", besides=It())),
)


def _deck(*names: str) -> Game:
    game = Game(("A", "B"))
    for name in names:
        game.add_card(game.players[0], MAIN_DECK, name, type="Unit")
    return game


def test_the_rest_are_ordered_by_their_player_the_recycled_card_is_not():
    game = _deck("a", "b", "c", "d")
    # recycle a; of b and c, c on top (a, at the bottom now, is no option: the last answer
    # is left unused)
    game.choices.answers.extend([True, "a", "c", "a"])
    run_effect(game, CANDLELIT, game.players[0])
    assert [c.name for c in game.players[0].main_deck] == ["c", "b", "d", "a"]


def test_without_an_answer_the_rest_keep_their_order():
    game = _deck("a", "b", "c", "d")
    game.choices.answers.extend([False])
    run_effect(game, CANDLELIT, game.players[0])
    assert [c.name for c in game.players[0].main_deck] == ["a", "b", "c", "d"]


def test_no_unit_killed_no_unit_has_might_up_to_more_than_it():
    """359.3.e.12 (its example is Baited Hook): the unit to be killed has left the board, so
    its Might is null, and no unit looked at can be chosen by its Might."""
    from riftrules.engine import KILLED, Banish, Kill, Permanents, Remembered

    game = _deck("a", "b")
    for card in game.players[0].main_deck:
        card.printed_might = 1
    most = Cards(type="Unit", most_might_of=Remembered(KILLED), more=1)
    effect = Sequence(Kill(Permanents(type="Unit")), Look(2), Banish(Choose(most)))
    run_effect(game, effect, game.players[0])
    assert [c.name for c in game.players[0].main_deck] == ["a", "b"]
    unit = game.add_card(game.players[0], "base", "killed", type="Unit", might=0)
    assert unit.on_board
    run_effect(game, effect, game.players[0])
    assert [c.name for c in game.players[0].main_deck] == ["b"]  # 1 [M]: up to 0 + 1
