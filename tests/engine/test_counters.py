"""Counters (741-746): put, spent, moved and counted, as card text says them."""

from riftrules.effects import compile_text
from riftrules.engine import Context, Game, run_effect
from riftrules.engine.counters import PLAIN, CounterKind, SpendCounters, held, put
from riftrules.engine.zones import put as put_in_zone


class _Text:
    """A stand-in pool card with a text."""

    type = might = energy = power = None
    tags = ()

    def __init__(self, text: str) -> None:
        self.text = text


def _game(card_type: str = "Unit") -> Game:
    return Game(("A", "B"), scripts=lambda obj: compile_text(obj.card.text, card_type))


def test_might_for_each_counter_on_me_counts_a_buff_too():
    """ "I have +1 [M] for each counter on me.": each counter adds 1, a buff (a counter,
    704.1) too; leaving the board takes them off (705)."""
    game = _game()
    a, _ = game.players
    text = "I have +1 [M] for each counter on me."
    unit = game.add_card(a, "base", "Counted", type="Unit", might=2, card=_Text(text))
    assert game.might(unit) == 2
    put(game, unit, PLAIN, 2, a)
    assert game.might(unit) == 4
    unit.buffs = 1
    assert game.might(unit) == 6  # the buff's own +1 (703) and +1 for it as a counter
    put_in_zone(game, unit, a, "hand")
    assert not held(unit)


def test_charge_counters_pay_for_an_ability_only_when_there_are_three():
    """ "Remove three charge counters from this, [E]: Draw 2.": with two, the cost cannot be
    paid (203.3); a counter of another kind is not a charge counter (745.1)."""
    script = compile_text(
        "At the start of your Beginning Phase, put a charge counter on this.\n"
        "Remove three charge counters from this, [E]: Draw 2.",
        "Gear",
    )
    (phase, activated) = script.abilities
    game = Game(("A", "B"))
    a, _ = game.players
    gear = game.add_card(a, "base", "Battery", type="Gear")
    ctx = Context(game, a, gear)
    for _ in range(2):
        run_effect(game, phase.effect, a, source=gear)
    put(game, gear, PLAIN, 1, a)
    (remove, _exhaust) = activated.cost.steps
    assert isinstance(remove, SpendCounters) and not remove.payable(ctx)
    run_effect(game, phase.effect, a, source=gear)
    assert remove.payable(ctx)
    remove.run(ctx)
    assert held(gear) == {PLAIN: 1}
    (spent,) = game.log.of("remove_counter")
    assert spent.amount == 3 and {"745.1", "745.2"} <= set(spent.cites)


def test_spend_a_counter_from_a_friendly_unit_only_from_your_own():
    """ "Spend a counter from a friendly unit": from a unit its player controls (745.2); none
    with counters, the cost cannot be paid."""
    script = compile_text("Spend a counter from a friendly unit: Give me +2 [M] this turn.", "Unit")
    cost = script.abilities[0].cost
    game = Game(("A", "B"))
    a, b = game.players
    me = game.add_card(a, "base", "Me", type="Unit", might=1)
    theirs = game.add_card(b, "base", "Theirs", type="Unit", might=1)
    put(game, theirs, PLAIN, 1, b)
    ctx = Context(game, a, me)
    assert not cost.payable(ctx)
    plus = CounterKind(might=1)
    put(game, me, plus, 1, a)
    assert cost.payable(ctx) and game.might(me) == 2
    cost.run(ctx)
    assert not held(me) and game.might(me) == 1 and held(theirs) == {PLAIN: 1}


def test_move_all_counters_a_buff_stays_on_a_buffed_unit():
    """ "Move all counters from a friendly unit to another friendly unit." (746): the +1 [M]
    counters go; a buff is not placed on a unit that has one (702.3.a), so it stays."""
    game = Game(("A", "B"), choices=["First", "Second"])
    a, _ = game.players
    first = game.add_card(a, "base", "First", type="Unit", might=1)
    second = game.add_card(a, "base", "Second", type="Unit", might=1)
    put(game, first, CounterKind(might=1), 2, a)
    first.buffs = second.buffs = 1
    script = compile_text("Move all counters from a friendly unit to another friendly unit.")
    run_effect(game, script.effect, a)
    assert (game.might(first), game.might(second)) == (2, 4)
    assert held(first) == {CounterKind("buff"): 1}
    (moved,) = game.log.of("move_counter")
    assert "746" in moved.cites and not game.choices.answers
