"""A condition on what the instruction before did, in the past of its verb (issue 28): "If you
stunned two units this way", "If you readied an enemy unit", "If you stunned a [Mighty] unit"
— on what that instruction was done to (the engine's ``Did``), and only after an instruction
of that verb."""

from __future__ import annotations

import pytest

from riftrules.effects import NotCompiled, compile_text
from riftrules.engine import Did, Game, If, Permanents
from riftrules.engine.state import BASE, HAND, MAIN_DECK


def _game(*enemies: int) -> Game:
    game = Game(("A", "B"))
    a, b = game.players
    for might in enemies:
        game.add_card(b, BASE, f"Enemy {might}", type="Unit", might=might)
    for n in range(3):
        game.add_card(a, MAIN_DECK, f"Card {n}", type="Spell")
    return game


def _drawn(text: str, game: Game) -> int:
    compile_text(text, "Spell").run(game, game.players[0])
    return len(game.players[0].zones[HAND])


@pytest.mark.parametrize(("enemies", "drawn"), [((2,), 0), ((2, 3), 1), ((2, 3, 4), 1)])
def test_how_many_were_stunned_this_way(enemies: tuple[int, ...], drawn: int):
    text = "[Stun] all enemy units. If you stunned two units this way, draw 1."
    assert _drawn(text, _game(*enemies)) == drawn


@pytest.mark.parametrize(("enemies", "drawn"), [((2, 3), 0), ((2, 6), 2)])
def test_a_state_of_what_was_done_to_as_the_condition_is_checked(enemies, drawn):
    """[Mighty]: 5+ Might (708) — one of the units stunned has it."""
    text = "[Stun] all enemy units. If you stunned a [Mighty] unit, draw 2."
    assert _drawn(text, _game(*enemies)) == drawn


def test_the_side_of_what_was_done_to():
    script = compile_text("Ready a unit. If you readied an enemy unit, draw 1.", "Spell")
    test = script.effect.steps[1]
    assert isinstance(test, If)
    assert test.condition == Did(type="Unit", of=Permanents(type="Unit", controller="enemy"))


@pytest.mark.parametrize(
    "text",
    [
        "Draw 1. If you stunned a unit this way, draw 1.",  # the instruction before: no stun
        "Ready a unit. If you killed a unit this way, draw 1.",
    ],
)
def test_after_an_instruction_of_another_verb_it_is_refused(text: str):
    with pytest.raises(NotCompiled, match="after no instruction"):
        compile_text(text, "Spell")


def test_for_each_unit_healed_this_way_counts_what_the_heal_was_done_to():
    """ "Heal all friendly units. Draw 1 for each unit healed this way." (the heal's units:
    those on the board as it was done, 418)."""
    from riftrules.engine import Controller, Draw, Heal, Last, Sequence, Times
    from riftrules.engine.values import Count

    script = compile_text("Heal all friendly units. Draw 1 for each unit healed this way.")
    assert script.effect == Sequence(
        Heal(Permanents(type="Unit", controller="friendly")),
        Draw(Controller(), Times(1, Count(Last("Unit")))),
    )
    game = _game()
    a = game.players[0]
    for n in range(2):
        game.add_card(a, BASE, f"Unit {n}", type="Unit", might=2)
    script.run(game, a)
    assert len(a.zones[HAND]) == 2


def test_the_number_of_cards_discarded_this_way():
    game = _game()
    a = game.players[0]
    for n in range(2):
        game.add_card(a, HAND, f"Held {n}", type="Gear")
    text = "Discard your hand. Draw cards equal to the number of cards discarded this way."
    compile_text(text, "Spell").run(game, a)
    hand = [c.name for c in a.zones[HAND]]
    assert len(hand) == 2 and not any(name.startswith("Held") for name in hand)


@pytest.mark.parametrize(
    "text",
    [
        "Kill a unit. Draw 1 for each unit healed this way.",  # not the heal's
        "Draw 2. Draw that many.",  # a draw gives back no count of "that many"
        "Each player draws 2, then discards that many.",  # a draw gives back no count
    ],
)
def test_a_count_of_another_instruction_is_refused(text: str):
    with pytest.raises(NotCompiled):
        compile_text(text, "Spell")


@pytest.mark.parametrize(
    ("text", "zone"),
    [
        ("Discard any number of cards, then draw that many.", "hand"),
        ("Recycle any number of cards from your hand, then draw that many.", "hand"),
    ],
)
def test_any_number_of_cards_then_that_many(text: str, zone: str):
    """ "any number of cards" (355.13: as many as the player chooses — by default here all
    three), then "that many": as many as were discarded or recycled."""
    game = _game()
    a = game.players[0]
    for n in range(3):
        game.add_card(a, zone, f"Held {n}", type="Gear")
    compile_text(text, "Spell").run(game, a)
    hand = [c.name for c in a.zones[HAND]]
    assert len(hand) == 3 and not any(name.startswith("Held") for name in hand)


def test_gain_that_much_xp_after_recycling_from_your_trash():
    game = _game()
    a = game.players[0]
    for n in range(2):
        game.add_card(a, "trash", f"Dead {n}", type="Unit")
    text = "Recycle any number of cards from your trash, then gain that much XP."
    compile_text(text, "Spell").run(game, a)
    assert a.xp == 2 and a.zones["trash"] == []
