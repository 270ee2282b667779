"""Prevent (437): what rulebook/scenarios/action-prevent.yaml does not show."""

from riftrules.effects import compile_text
from riftrules.engine import Game, Prevent, Self, run_effect
from riftrules.engine.board import deal
from riftrules.engine.turn import end_this_turn


def _game():
    game = Game(("A", "B"))
    a, b = game.players
    game.add_card(a, "main_deck", "d0")
    unit = game.add_card(b, "base", "Unit", type="Unit", might=9)
    return game, a, unit


def test_the_next_time_it_would_be_dealt_damage_prevent_it():
    """All of the next damage, once; then damage is dealt again."""
    game, a, unit = _game()
    script = compile_text(
        "Choose a unit. The next time that unit would be dealt damage this turn, prevent it. "
        "Draw 1.",
        "Spell",
    )
    run_effect(game, script.effect, a)
    assert len(a.hand) == 1
    assert deal(game, unit, 6, a) == 0 and unit.damage == 0
    assert deal(game, unit, 2, a) == 2 and unit.damage == 2


def test_spell_and_ability_damage_only_and_this_turn_only():
    game, a, unit = _game()
    run_effect(game, compile_text("Prevent all spell and ability damage this turn.").effect, a)
    assert deal(game, unit, 3, a) == 0 and deal(game, unit, 3, a) == 0  # "All" stays (437.3.c)
    assert deal(game, unit, 2, a, key="combat.damage") == 2  # combat damage is not prevented
    end_this_turn(game)
    assert deal(game, unit, 1, a) == 1 and unit.damage == 3


def test_prevent_for_me():
    game, a, unit = _game()
    run_effect(game, Prevent(Self(), 2), a, source=unit)
    assert deal(game, unit, 3, a) == 1
    assert [e.amount for e in game.log if e.kind == "prevent"] == [2]


def test_a_static_prevents_enemy_spell_and_ability_damage_while_its_condition_holds():
    """Esteemed Hierophant: "While you control 7 or more runes, prevent all damage that enemy
    spells and abilities would deal to me." — not combat damage, not its controller's own
    effects, not with 6 runes."""
    text = (
        "While you control 7 or more runes, prevent all damage that enemy spells and "
        "abilities would deal to me."
    )
    game = Game(("A", "B"), scripts=lambda obj: compile_text(obj.card.text, "Unit"))
    a, b = game.players
    for n in range(7):
        game.add_card(b, "runes", f"r{n}", type="Rune")
    unit = game.add_card(b, "base", "Hierophant", type="Unit", might=9, card=_Text(text))
    assert deal(game, unit, 3, a) == 0 and unit.damage == 0
    assert deal(game, unit, 2, a, key="combat.damage") == 2
    assert deal(game, unit, 1, b) == 1
    game.players[1].runes.pop()
    assert deal(game, unit, 1, a) == 1 and unit.damage == 4


def test_a_static_prevents_all_combat_damage_dealt_to_me_not_spell_damage():
    """ "Prevent all combat damage that would be dealt to me.": combat damage, any amount and
    whoever's units deal it ("All", 437.1.b.1.b), is not dealt (437.4); a spell's damage, or
    damage a spell has a unit deal (not combat damage), is."""
    game = Game(("A", "B"), scripts=lambda obj: compile_text(obj.card.text, "Unit"))
    a, b = game.players
    text = "Prevent all combat damage that would be dealt to me."
    unit = game.add_card(b, "base", "Warded", type="Unit", might=9, card=_Text(text))
    assert deal(game, unit, 5, a, key="combat.damage") == 0
    assert deal(game, unit, 5, b, key="combat.damage") == 0 and unit.damage == 0
    assert "437.4" in next(e.cites for e in game.log if e.kind == "prevent")
    assert deal(game, unit, 2, a) == 2
    assert deal(game, unit, 1, a, by_unit=True) == 1 and unit.damage == 3


class _Text:
    """A stand-in pool card with a text."""

    type = might = energy = power = None
    tags = ()

    def __init__(self, text: str) -> None:
        self.text = text
