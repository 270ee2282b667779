"""Conditions as the compiler reads them (from the IR, :mod:`riftrules.effects.conditions`,
or by their words), checked on a game: what the rules make them count, and when they do not
hold."""

from riftrules.effects import compile_text
from riftrules.engine import Context, Game, board


def condition(words: str):
    """The condition of "If …, draw 1." as a spell's text."""
    return compile_text(f"{words[0].upper()}{words[1:]}, draw 1.", "Spell").effect.condition


def _game() -> Game:
    game = Game(("A", "B"), mode="duel")
    game.add_battlefield("Bf1")
    return game


def _holds(game: Game, words: str, source=None) -> bool:
    return condition(words).holds(Context(game, game.players[0], source))


def test_one_or_fewer_cards_in_your_hand():
    game = _game()
    a = game.players[0]
    assert _holds(game, "if you have one or fewer cards in your hand")
    game.add_card(a, "hand")
    assert _holds(game, "if you have one or fewer cards in your hand")
    game.add_card(a, "hand")
    assert not _holds(game, "if you have one or fewer cards in your hand")


def test_exactly_this_many_cards_in_hand_and_units_at_battlefields_both_hold():
    game = _game()
    a = game.players[0]
    bf = game.battlefield("Bf1")
    words = "if you have exactly 2 cards in hand and exactly 1 units at battlefields"
    for _ in range(2):
        game.add_card(a, "hand")
    assert not _holds(game, words)  # no unit at a battlefield
    game.add_card(a, "battlefield", "u", type="Unit", might=1, battlefield=bf)
    game.add_card(a, "base", "v", type="Unit", might=1)  # in base: not counted
    assert _holds(game, words)
    game.add_card(a, "hand")
    assert not _holds(game, words)  # three cards, not exactly two


def test_your_other_units_total_might_leaves_me_out():
    game = _game()
    a = game.players[0]
    me = game.add_card(a, "base", "me", type="Unit", might=3)
    game.add_card(a, "base", "x", type="Unit", might=4)
    assert not _holds(game, "if your other units have total Might 5 or more", me)
    game.add_card(a, "base", "y", type="Unit", might=1)
    assert _holds(game, "if your other units have total Might 5 or more", me)


def test_an_enemy_unit_died_this_turn_is_the_controller_it_died_under():
    game = _game()
    a, b = game.players
    mine = game.add_card(a, "base", "mine", type="Unit", might=1)
    board.kill(game, mine, b)
    assert not _holds(game, "if an enemy unit has died this turn")
    theirs = game.add_card(b, "base", "theirs", type="Unit", might=1)
    board.kill(game, theirs, b)  # killed by its own controller: still an enemy unit to A
    assert _holds(game, "if an enemy unit has died this turn")


def test_a_friendly_unit_died_during_your_beginning_phase_this_turn():
    game = _game()
    a = game.players[0]
    words = "if a friendly unit died during your Beginning Phase this turn"
    game.phase = "main"
    board.kill(game, game.add_card(a, "base", "x", type="Unit", might=1), a)
    assert not _holds(game, words)  # it died, but in the Main Phase
    game.phase = "beginning"
    board.kill(game, game.add_card(a, "base", "y", type="Unit", might=1), a)
    game.phase = "main"
    assert _holds(game, words)


def test_a_card_with_my_name_in_your_trash():
    game = _game()
    a, b = game.players
    me = game.add_card(a, "hand", "Shadow Assassin", type="Unit", might=5)
    game.add_card(b, "trash", "Shadow Assassin", type="Unit", might=5)  # not your trash
    assert not _holds(game, "if you have a card with my name in your trash", me)
    game.add_card(a, "trash", "Shadow Assassin", type="Unit", might=5)
    assert _holds(game, "if you have a card with my name in your trash", me)


_NEXT_TIME = (
    "Choose a friendly unit. The next time it would die this turn, you may pay [R] to heal it,"
    " exhaust it, and recall it instead."
)


def _saved(paid: bool, answers: list[bool]) -> tuple[Game, object]:
    from riftrules.effects import compile_text
    from riftrules.engine import CONTROLLER, Add, run_effect

    game = _game()
    a, b = game.players
    bf = game.battlefield("Bf1")
    unit = game.add_card(a, "battlefield", "u", type="Unit", might=2, battlefield=bf)
    if paid:
        run_effect(game, Add(CONTROLLER, 0, 0, ("Fury",)), a)
    run_effect(game, compile_text(_NEXT_TIME, "Spell").effect, a)
    game.choices.answers.extend(answers)
    board.kill(game, unit, b)
    return game, unit


def test_the_next_time_it_would_die_you_may_pay_to_save_it():
    game, unit = _saved(paid=True, answers=[])
    assert unit.zone == "base" and unit.exhausted  # healed, exhausted, recalled
    assert game.players[0].power == 0
    board.kill(game, unit, game.players[1])  # "the next time": once
    assert unit.zone == "trash"


def test_declined_or_unpaid_it_dies():
    _, unit = _saved(paid=True, answers=[False])  # 371.2.a: its controller may choose not to
    assert unit.zone == "trash"
    _, unit = _saved(paid=False, answers=[])  # nothing to pay with: not applied
    assert unit.zone == "trash"


def test_it_is_the_only_unit_you_control_there():
    game = _game()
    a, b = game.players
    bf = game.battlefield("Bf1")
    it = game.add_card(a, "battlefield", "it", type="Unit", might=1, battlefield=bf)
    game.add_card(b, "battlefield", "foe", type="Unit", might=1, battlefield=bf)  # not yours
    game.add_card(a, "base", "elsewhere", type="Unit", might=1)  # not there
    ctx = Context(game, a, None)
    ctx.last = [it]  # "it": what the instruction before affected
    words = "if it is the only unit you control there"
    assert condition(words).holds(ctx)
    game.add_card(a, "battlefield", "friend", type="Unit", might=1, battlefield=bf)
    assert not condition(words).holds(ctx)


def test_a_battlefield_you_control_with_exactly_two_units_there():
    game = _game()
    a, b = game.players
    bf = game.battlefield("Bf1")
    words = "if you control a battlefield with exactly two units there"
    game.add_card(a, "battlefield", "x", type="Unit", might=1, battlefield=bf)
    game.add_card(b, "battlefield", "y", type="Unit", might=1, battlefield=bf)  # anyone's
    assert not _holds(game, words)  # not yours
    bf.controller = a
    assert _holds(game, words)
    game.add_card(a, "battlefield", "z", type="Unit", might=1, battlefield=bf)
    assert not _holds(game, words)


def _boss(power: int):
    """A has The Boss ("If a buffed unit you control would die, you may pay [A], exhaust me,
    and spend its buff to heal it, exhaust it, and recall it instead.") and a buffed unit at a
    battlefield, with ``power`` [A] in the pool."""
    from riftrules.cards import pool
    from riftrules.effects import compile_card
    from riftrules.engine import CONTROLLER, Add, run_effect

    card = next(c for c in pool.load() if c.name == "The Boss")
    game = Game(("A", "B"), scripts=lambda obj: compile_card(obj.card.text, obj.card.type))
    game.add_battlefield("Bf1")
    a = game.players[0]
    boss = game.add_card(a, "base", card.name, card=card)
    unit = game.add_card(
        a, "battlefield", "u", type="Unit", might=2, battlefield=game.battlefield("Bf1")
    )
    unit.buffs = 1
    run_effect(game, Add(CONTROLLER, 0, power), a)
    return game, boss, unit


def test_you_may_pay_several_costs_to_replace_a_death():
    game, boss, unit = _boss(power=1)
    board.kill(game, unit, game.players[1])
    assert unit.zone == "base" and unit.exhausted and unit.buffs == 0
    assert boss.exhausted and game.players[0].power == 0
    unit.buffs = 1
    board.kill(game, unit, game.players[1])  # I am exhausted: the costs cannot be paid
    assert unit.zone == "trash"


def test_without_the_power_the_buffed_unit_dies():
    game, boss, unit = _boss(power=0)
    board.kill(game, unit, game.players[1])
    assert unit.zone == "trash" and not boss.exhausted


def test_as_i_am_revealed_from_your_deck_its_owner_adds_energy():
    from riftrules.cards import pool
    from riftrules.effects import compile_card
    from riftrules.engine import OPPONENTS, Reveal, run_effect

    card = next(c for c in pool.load() if c.name == "Undertitan")
    game = Game(("A", "B"), scripts=lambda obj: compile_card(obj.card.text, obj.card.type))
    a, b = game.players
    game.add_card(a, "main_deck", "x")
    game.add_card(a, "main_deck", card.name, card=card)
    run_effect(game, Reveal(1), a)  # only the top card: not Undertitan
    assert a.energy == 0
    run_effect(game, Reveal(2, whose=OPPONENTS), b)  # B reveals A's deck: still A's deck
    assert a.energy == 2 and b.energy == 0


def test_use_only_if_you_chose_an_enemy_unit_and_only_once_each_turn():
    from riftrules.cards import pool
    from riftrules.effects import compile_text
    from riftrules.engine import CONTROLLER, Add, Choose, Exhaust, Permanents, activate, run_effect

    text = "[1]: Draw 1. Use only if you've chosen an enemy unit this turn and only once each turn."
    script = compile_text(text, "Gear")
    card = next(c for c in pool.load() if c.type == "Gear")
    game = Game(("A", "B"), scripts=lambda obj: script)
    a, b = game.players
    for n in range(3):
        game.add_card(a, "main_deck", f"d{n}")
    gear = game.add_card(a, "base", card.name, card=card)
    game.add_card(a, "base", "mine", type="Unit", might=1)
    game.add_card(b, "base", "theirs", type="Unit", might=1)
    run_effect(game, Add(CONTROLLER, 3, 0), a)
    assert activate(game, a, gear) == []  # nothing chosen yet
    run_effect(game, Exhaust(Choose(Permanents(type="Unit", controller="friendly"))), a)
    assert activate(game, a, gear) == []  # a friendly unit chosen: not an enemy one
    run_effect(game, Exhaust(Choose(Permanents(type="Unit", controller="enemy"))), a)
    assert len(activate(game, a, gear)) == 1 and len(a.hand) == 1
    assert activate(game, a, gear) == [] and len(a.hand) == 1  # once each turn
    assert a.energy == 2
