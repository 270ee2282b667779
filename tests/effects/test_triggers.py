"""Triggers (effects/triggers.py) that an effect creates or that read how events happened, by
example: a delayed trigger about "it", "one or more" batches, what a unit was as it died."""

from riftrules.effects import compile_text
from riftrules.engine import Game, combat, run_effect
from riftrules.engine.abilities import expire, register, settle
from riftrules.engine.board import buff, kill, return_to_hand, stun


def _game(*answers: str) -> Game:
    game = Game(("A", "B"), choices=answers)
    for n in range(6):
        game.add_card(game.players[0], "main_deck", f"d{n}")
    return game


def _spell(text: str):
    return compile_text(text, "Spell").effect


def _watch(game: Game, text: str, holder) -> None:
    """``holder`` (a permanent) has the abilities of ``text``."""
    for ability in compile_text(text, "Unit").abilities:
        holder.abilities.append(register(game, ability, holder.controller, holder))


def test_when_it_dies_this_turn_remembers_the_unit_dealt_damage():
    """Deal 3, then "When it dies this turn": the lethal damage kills it at the cleanup after
    the spell, and the ability created about it draws; another unit dying does not."""
    game = _game("Small")
    a, b = game.players
    other = game.add_card(b, "base", "Other", type="Unit", might=5)
    small = game.add_card(b, "base", "Small", type="Unit", might=2)
    run_effect(game, _spell("Deal 3 to an enemy unit. When it dies this turn, draw 1."), a)
    assert small.zone == "trash" and len(a.hand) == 1
    run_effect(game, _spell("Kill an enemy unit."), a)
    assert other.zone == "trash" and len(a.hand) == 1


def test_it_is_a_new_object_once_it_left_the_board_and_the_ability_ends_with_the_turn():
    game = _game()
    a, b = game.players
    unit = game.add_card(b, "base", "Big", type="Unit", might=9)
    run_effect(game, _spell("Deal 3 to an enemy unit. When it dies this turn, draw 1."), a)
    (entry,) = game.triggers["kill"]
    assert entry.about == (unit,)
    return_to_hand(game, unit, a)  # 359.3.e: back in the hand it is a new object
    assert entry.about == ()
    expire(game)
    assert game.triggers["kill"] == [] and game.remembering == []


def test_when_it_wins_a_combat_this_turn():
    game = _game()
    a, b = game.players
    bf = game.add_battlefield("Bf1")
    mine = game.add_card(a, "battlefield", "Mine", type="Unit", might=2, battlefield=bf)
    game.add_card(b, "battlefield", "Theirs", type="Unit", might=4, battlefield=bf)
    text = "Give a friendly unit +3 [M] this turn. When it wins a combat this turn, gain 2 XP."
    run_effect(game, _spell(text), a)
    assert combat(game, bf, a) is a and mine.zone == "battlefield"
    settle(game)  # the turn settles what the combat triggered
    assert a.xp == 2


def test_a_spell_creates_a_trigger_for_this_turn_about_any_unit():
    """ "When any unit takes damage this turn, kill it.": "it" is the damaged unit."""
    game = _game()
    a, b = game.players
    hurt = game.add_card(b, "base", "Hurt", type="Unit", might=5)
    safe = game.add_card(b, "base", "Safe", type="Unit", might=5)
    run_effect(game, _spell("When any unit takes damage this turn, kill it."), a)
    run_effect(game, _spell("Deal 1 to an enemy unit."), a)
    assert hurt.zone == "trash" and safe.zone == "base"
    expire(game)
    run_effect(game, _spell("Deal 1 to an enemy unit."), a)
    assert safe.zone == "base" and safe.damage == 1


def test_one_or_more_units_dying_together_trigger_once():
    """ "When one or more enemy units die": "Kill all enemy units" kills three together (one
    action, 370.1.a.2): one trigger; each kill on its own is one more."""
    game = _game()
    a, b = game.players
    watcher = game.add_card(a, "base", "Watcher", type="Unit", might=1)
    _watch(game, "When one or more enemy units die, draw 1.", watcher)
    for n in range(3):
        game.add_card(b, "base", f"e{n}", type="Unit", might=1)
    run_effect(game, _spell("Kill all enemy units."), a)
    assert len(a.hand) == 1
    for n in range(2):
        game.add_card(b, "base", f"f{n}", type="Unit", might=1)
    for _ in range(2):
        run_effect(game, _spell("Kill an enemy unit."), a)
    assert len(a.hand) == 3


def test_you_stun_one_or_more_enemy_units():
    game = _game()
    a, b = game.players
    watcher = game.add_card(a, "base", "Watcher", type="Unit", might=1)
    _watch(game, "When you stun one or more enemy units, draw 1.", watcher)
    for n in range(2):
        game.add_card(b, "base", f"e{n}", type="Unit", might=1)
    run_effect(game, _spell("Stun all enemy units."), a)
    assert len(a.hand) == 1


def test_what_the_unit_was_as_it_died():
    """ "a buffed friendly unit dies", "you kill a stunned enemy unit": read as it died, while
    it still had its buff or was stunned (428.1.a.1.b)."""
    game = _game()
    a, b = game.players
    watcher = game.add_card(a, "base", "Watcher", type="Unit", might=1)
    _watch(game, "When a buffed friendly unit dies, draw 1.", watcher)
    _watch(game, "When you kill a stunned enemy unit, draw 1.", watcher)
    plain = game.add_card(a, "base", "Plain", type="Unit", might=1)
    buffed = game.add_card(a, "base", "Buffed", type="Unit", might=1)
    buff(game, buffed, a)
    kill(game, plain, a)
    kill(game, buffed, a)
    enemy = game.add_card(b, "base", "Enemy", type="Unit", might=1)
    dazed = game.add_card(b, "base", "Dazed", type="Unit", might=1)
    stun(game, dazed, a)
    kill(game, enemy, a)
    kill(game, dazed, a)
    settle(game)
    assert len(a.hand) == 2


def test_recycling_cards_to_your_main_deck_is_one_trigger():
    game = _game()
    a = game.players[0]
    watcher = game.add_card(a, "base", "Watcher", type="Unit", might=1)
    _watch(game, "When you recycle one or more cards to your Main Deck, draw 1.", watcher)
    for n in range(2):
        game.add_card(a, "trash", f"t{n}")
    from riftrules.engine import deck

    deck.recycle(game, a, list(a.trash))
    settle(game)
    assert len(a.hand) == 1
    rune = game.add_card(a, "runes", "Rune", type="Rune")
    deck.recycle(game, a, [rune])  # a rune goes to the rune deck
    settle(game)
    assert len(a.hand) == 1


def test_played_and_conquer_are_two_triggers():
    abilities = compile_text("When I'm played and when I conquer, buff me.", "Unit").abilities
    assert [a.event for a in abilities] == ["play", "conquer"]
