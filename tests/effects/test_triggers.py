"""Triggers (effects/triggers.py) that an effect creates or that read how events happened, by
example: a delayed trigger about "it", "one or more" batches, what a unit was as it died."""

from riftrules.effects import compile_text
from riftrules.engine import Game, board, combat, deck, run_effect, scoring
from riftrules.engine.activation import activate
from riftrules.engine.board import banish, buff, kill, return_to_hand, stun
from riftrules.engine.events import MightyData, PlayData
from riftrules.engine.registered import expire, register
from riftrules.engine.triggering import settle


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


class _Card:
    """A stand-in pool card: its text is compiled (:func:`_scripted`)."""

    type = might = energy = None
    tags = ()

    def __init__(self, text: str, power: int | None = None) -> None:
        self.text, self.power = text, power


def _scripted(*answers: str) -> Game:
    """A game whose cards' texts are compiled as units' (a gear's text alike here)."""
    game = Game(
        ("A", "B"), choices=answers, scripts=lambda obj: compile_text(obj.card.text, "Unit")
    )
    for n in range(6):
        game.add_card(game.players[0], "main_deck", f"d{n}")
    return game


def _card(game: Game, player, zone: str, name: str, text: str = "", **kwargs):
    return game.add_card(player, zone, name, card=_Card(text), **kwargs)


def test_when_you_discard_me_triggers_from_the_trash():
    """385: the discarded card's own ability, its context described ("me"), works off the
    board; another card's discard does not trigger it."""
    game = _scripted()
    a = game.players[0]
    me = _card(game, a, "hand", "Me", "When you discard me, draw 1.", type="Unit", might=1)
    other = _card(game, a, "hand", "Other", "When you discard me, draw 1.", type="Unit", might=1)
    deck.discard_cards(game, a, [me])
    settle(game)
    assert me.zone == "trash" and other in a.hand and len(a.hand) == 2


def test_this_leaves_the_board_however_it_leaves():
    game = _scripted()
    a = game.players[0]
    text = "When this leaves the board, draw 1."
    gears = [_card(game, a, "base", f"g{n}", text, type="Gear") for n in range(3)]
    kill(game, gears[0], a)
    banish(game, gears[1], a)
    return_to_hand(game, gears[2], a)
    settle(game)
    assert len(a.hand) == 1 + 3  # the returned gear and three draws
    banish(game, gears[2], a)  # from the hand: it does not leave the board
    settle(game)
    assert len(a.hand) == 3


def test_i_die_in_combat_and_a_unit_alone():
    """740.2.c: in combat with a combat designation; 740.2.a: alone, no other friendly unit
    there. Two attackers: neither attacks alone."""
    game = _scripted()
    a, b = game.players
    bf = game.add_battlefield("Bf1")
    _card(game, a, "base", "Watch", "When a friendly unit attacks or defends alone, draw 1.",
          type="Unit", might=1)  # fmt: skip
    doomed = _card(game, a, "battlefield", "Doomed", "When I die in combat, draw 1.",
                   type="Unit", might=1, battlefield=bf)  # fmt: skip
    _card(game, b, "battlefield", "Foe", type="Unit", might=4, battlefield=bf)
    combat(game, bf, a)
    settle(game)
    assert doomed.zone == "trash" and len(a.hand) == 2  # attacked alone, died in combat
    for n in range(2):
        _card(game, a, "battlefield", f"pair{n}", type="Unit", might=1, battlefield=bf)
    combat(game, bf, a)
    settle(game)
    assert len(a.hand) == 2
    outside = _card(game, a, "base", "Outside", "When I die in combat, draw 1.",
                    type="Unit", might=1)  # fmt: skip
    kill(game, outside, a)
    settle(game)
    assert len(a.hand) == 2


def test_an_enemy_unit_attacks_a_battlefield_you_control():
    game = _scripted()
    a, b = game.players
    mine, theirs = game.add_battlefield("Mine"), game.add_battlefield("Theirs")
    mine.controller, theirs.controller = a, b
    _card(game, a, "base", "Watch", "When an enemy unit attacks a battlefield you control, draw 1.",
          type="Unit", might=1)  # fmt: skip
    for bf in (mine, theirs):
        _card(game, a, "battlefield", f"d{bf.name}", type="Unit", might=9, battlefield=bf)
        _card(game, b, "battlefield", f"a{bf.name}", type="Unit", might=1, battlefield=bf)
    combat(game, theirs, b)  # B attacks with... the defender there is A: A controls not it
    combat(game, mine, b)
    settle(game)
    assert len(a.hand) == 1


def test_playing_a_mighty_unit_or_a_card_with_a_power_cost():
    """708: Mighty as it is played (5+ Might); "Power cost [A][A] or more": 2 Power."""
    game = _scripted()
    a = game.players[0]
    _card(game, a, "base", "Watch", "When you play a [Mighty] unit, draw 1.", type="Unit", might=1)
    _card(game, a, "base", "Watch2", "When you play a card with Power cost [A][A] or more, draw 1.",
          type="Unit", might=1)  # fmt: skip
    board.play(game, a, _card(game, a, "hand", "Big", type="Unit", might=5))
    board.play(game, a, _card(game, a, "hand", "Small", type="Unit", might=4))
    dear = game.add_card(a, "hand", "Dear", card=_Card("", power=2), type="Unit", might=1)
    board.play(game, a, dear)
    settle(game)
    assert len(a.hand) == 2


def test_the_second_card_you_draw_each_turn():
    """ "Draw 2" as the first draw holds the second card; a third card does not trigger."""
    game = _scripted()
    a = game.players[0]
    for n in range(6):
        game.add_card(a, "main_deck", f"e{n}")
    _card(game, a, "base", "Watch", "When you draw your second card each turn, buff me.",
          type="Unit", might=1)  # fmt: skip
    watch = game.find("Watch")
    deck.draw(game, a, 2)
    settle(game)
    assert watch.buffs == 1
    spend = watch.buffs = 0
    deck.draw(game, a, 1)
    settle(game)
    assert watch.buffs == spend


def test_another_non_recruit_unit_you_control_and_an_opponent_moving_elsewhere():
    game = _scripted()
    a, b = game.players
    bf1, bf2 = game.add_battlefield("Bf1"), game.add_battlefield("Bf2")
    _card(game, a, "battlefield", "Watch",
          "When another non-Recruit unit you control dies, draw 1.\n"
          "When an opponent moves to a battlefield other than mine, draw 1.",
          type="Unit", might=1, battlefield=bf1)  # fmt: skip
    kill(game, _card(game, a, "base", "Recruit", type="Unit", might=1, tags=("Recruit",)), a)
    kill(game, _card(game, a, "base", "Soldier", type="Unit", might=1), a)
    settle(game)
    assert len(a.hand) == 1
    runners = [_card(game, b, "base", f"r{n}", type="Unit", might=1) for n in range(2)]
    for runner in runners:  # two moves, each an action settled before the next: two triggers
        board.move(game, runner, bf2, b)
        settle(game)
    board.move(game, _card(game, b, "base", "toMine", type="Unit", might=1), bf1, b)
    settle(game)
    assert len(a.hand) == 3


def test_buff_spent_card_banished_something_else_empowered_equipment_attached():
    game = _scripted()
    a, b = game.players
    watch = _card(game, a, "base", "Watch",
                  "When you spend a buff, draw 1.\nWhen you banish a card you own, draw 1.\n"
                  "When you empower something else, draw 1.\n"
                  "When you attach an Equipment to me, draw 1.",
                  type="Unit", might=1)  # fmt: skip
    buffed = _card(game, a, "base", "Buffed", type="Unit", might=1)
    buff(game, buffed, a)
    board.spend_buff(game, buffed, a)
    banish(game, game.add_card(b, "trash", "Theirs"), a)  # not a card you own
    banish(game, game.add_card(a, "trash", "Yours"), a)
    board.empower(game, watch, a)  # not something else
    board.empower(game, buffed, a)
    sword = game.add_card(a, "base", "Sword", type="Gear", tags=("Equipment",))
    from riftrules.engine.equipment import attach

    attach(game, sword, buffed, a)  # not to me
    attach(game, sword, watch, a)
    settle(game)
    assert len(a.hand) == 4


def test_a_unit_becomes_mighty_as_its_might_reaches_5():
    """709: from under 5 to 5 or more; entering with 5 is not becoming Mighty, nor is going
    from 5 to 6."""
    game = _scripted()
    a = game.players[0]
    _card(game, a, "base", "Watch", "When a unit you control becomes [Mighty], draw 1.",
          type="Unit", might=1)  # fmt: skip
    grower = _card(game, a, "base", "Grower", type="Unit", might=4)
    board.play(game, a, _card(game, a, "hand", "Big", type="Unit", might=5))
    board.give(game, grower, 1, a)
    board.give(game, grower, 1, a)
    settle(game)
    assert len(a.hand) == 1
    assert [e.subject for e in game.log if e.kind == "mighty"] == [grower]


def test_when_my_might_becomes_10_or_more():
    """From under 10 to 10 or more (as 709 reads for 5); another unit becoming Mighty does not
    count, nor staying at 10 or more."""
    game = _scripted()
    a = game.players[0]
    me = _card(game, a, "base", "Me", "When my Might becomes 10 or more, draw 1.",
               type="Unit", might=8)  # fmt: skip
    other = _card(game, a, "base", "Other", type="Unit", might=4)
    board.give(game, other, 1, a)
    board.give(game, me, 1, a)
    settle(game)
    assert len(a.hand) == 0
    board.give(game, me, 1, a)
    board.give(game, me, 1, a)
    settle(game)
    assert len(a.hand) == 1 and game.log.of("mighty")[-1].data == MightyData(mark=10)


def test_you_defend_here_once_for_your_defenders():
    game = _scripted()
    a, b = game.players
    bf = game.add_battlefield("Bf1")
    _card(game, a, "battlefield", "Watch", "When you defend here, draw 1.",
          type="Unit", might=3, battlefield=bf)  # fmt: skip
    _card(game, a, "battlefield", "Mate", type="Unit", might=3, battlefield=bf)
    _card(game, b, "battlefield", "Foe", type="Unit", might=1, battlefield=bf)
    combat(game, bf, b)
    settle(game)
    assert len(a.hand) == 1


def test_you_defend_at_a_battlefield_and_i_may_move_there():
    """383.4.f: "When you defend at a battlefield, you may move me there": once for your
    defenders; "there" is the battlefield of the combat."""
    game = _scripted("yes")
    a, b = game.players
    bf = game.add_battlefield("Bf1")
    text = "When you defend at a battlefield, you may move me there."
    me = _card(game, a, "base", "Watch", text, type="Unit", might=2)
    _card(game, a, "battlefield", "Guard", type="Unit", might=3, battlefield=bf)
    _card(game, a, "battlefield", "Mate", type="Unit", might=3, battlefield=bf)
    _card(game, b, "battlefield", "Foe", type="Unit", might=1, battlefield=bf)
    combat(game, bf, b)
    settle(game)
    assert me.battlefield is bf
    assert len([e for e in game.log if e.kind == "move" and e.subject is me]) == 1


def test_when_you_use_an_activated_ability_of_a_gear():
    """377.2.a: fulfilled as the ability resolves (the ``activate`` event, logged while an
    ability waits for it); a unit's activated ability is not a gear's, nor an opponent's gear
    yours."""
    game = _scripted()
    a, b = game.players
    watch = "When you use an activated ability of a gear, give me +1 [M] this turn."
    me = _card(game, a, "base", "Watch", watch, type="Unit", might=2)
    gear = _card(game, a, "base", "Tool", "[E]: Draw 1.", type="Gear")
    unit = _card(game, a, "base", "Hand", "[E]: Draw 1.", type="Unit", might=1)
    theirs = _card(game, b, "base", "Their tool", "[E]: Draw 1.", type="Gear")
    game.add_card(b, "main_deck", "e0")
    activate(game, a, unit)
    game.turn_index = (
        b.index
    )  # B's own turn: no [Reaction], so B acts in their Main Phase (310.1.a)
    activate(game, b, theirs)
    game.turn_index = a.index
    assert game.might(me) == 2 and len(a.hand) == 1
    activate(game, a, gear)
    assert game.might(me) == 3 and len(a.hand) == 2
    assert [e.subject for e in game.log.of("activate")] == [unit, theirs, gear]


def test_a_battlefields_they_is_the_player_whose_event_triggered_it():
    """190.6.c: "When a player plays a unit here, they may pay [1] to [Buff] it.": the player
    who played controls the ability — they choose and they pay, whoever controls the
    battlefield."""
    game = Game(
        ("A", "B"),
        choices=("yes", "yes"),
        scripts=lambda obj: compile_text(obj.card.text, "Battlefield"),
    )
    a, b = game.players
    text = "When a player plays a unit here, they may pay [1] to [Buff] it."
    bf = game.add_battlefield("Bf1", card=_Card(text))
    bf.controller = a
    _card(game, a, "battlefield", "Holder", type="Unit", might=1, battlefield=bf)  # 323.6
    b.energy = 1
    unit = _card(game, b, "hand", "Theirs", type="Unit", might=2)
    board.play(game, b, unit, bf)
    settle(game)
    assert unit.buffs == 1 and (a.energy, b.energy) == (0, 0)
    (event,) = game.log.of("trigger")
    assert event.player == "B" and "190.6.c" in event.cites
    board.play(game, a, _card(game, a, "hand", "Mine", type="Unit", might=2))  # to A's base
    settle(game)
    assert len(game.log.of("trigger")) == 1
    bf.controller = None  # 190.6.c: uncontrolled, the ability is still the player's
    b.energy = 1  # a cost that cannot be paid: not triggered at all (383.3.b.1)
    board.play(game, b, _card(game, b, "hand", "Again", type="Unit", might=2), bf)
    settle(game)
    assert len(game.log.of("trigger")) == 2


def test_i_can_have_any_number_of_buffs():
    """426.1.b.2 (Lee Sin, Ascetic): buffed again and again, each buff +1 [M]; spending one
    removes a single counter (702.2.b); another unit still gets one at most (426.1.b.1)."""
    game = _scripted()
    a = game.players[0]
    lee = _card(game, a, "base", "Lee", "I can have any number of buffs.", type="Unit", might=2)
    other = _card(game, a, "base", "Other", type="Unit", might=2)
    for unit in (lee, lee, lee, other, other):
        buff(game, unit, a)
    assert (lee.buffs, game.might(lee), other.buffs) == (3, 5, 1)
    assert "426.1.b.2" in game.log.of("buff")[1].cites
    board.spend_buff(game, lee, a)
    assert (lee.buffs, game.might(lee)) == (2, 4)


def test_when_you_play_a_card_from_anywhere_other_than_your_hand():
    """From the trash it triggers; from the hand it does not, nor a token (not a card, 185)."""
    game = _scripted()
    a = game.players[0]
    watch = "When you play a card from anywhere other than your hand, draw 1."
    _card(game, a, "base", "Watch", watch, type="Unit", might=1)
    board.play(game, a, _card(game, a, "hand", "From hand", type="Unit", might=1))
    board.play_token(game, a, "Recruit", 1)
    settle(game)
    assert len(a.hand) == 0
    board.play(game, a, _card(game, a, "trash", "From trash", type="Unit", might=1))
    settle(game)
    assert len(a.hand) == 1


def test_when_you_stun_an_enemy_unit_at_a_battlefield_i_may_move_there():
    """Not at a base; at a battlefield "that battlefield" is the stunned unit's."""
    game = _scripted("yes")
    a, b = game.players
    bf = game.add_battlefield("Bf1")
    text = "When you [Stun] an enemy unit at a battlefield, you may move me to that battlefield."
    me = _card(game, a, "base", "Watch", text, type="Unit", might=2)
    stun(game, _card(game, b, "base", "Home", type="Unit", might=1), a)
    settle(game)
    assert me.battlefield is None
    stun(game, _card(game, b, "battlefield", "Out", type="Unit", might=1, battlefield=bf), a)
    settle(game)
    assert me.battlefield is bf


def test_a_trigger_with_while_holds_as_the_event_happens():
    """383.2.a.1: "Once each turn, when an enemy unit dies while I'm at a battlefield"."""
    game = _scripted()
    a, b = game.players
    bf = game.add_battlefield("Bf1")
    text = (
        "Once each turn, when an enemy unit dies while I'm at a battlefield, "
        "play a Gold gear token exhausted."
    )
    me = _card(game, a, "base", "Watch", text, type="Unit", might=2)
    kill(game, _card(game, b, "base", "Foe1", type="Unit", might=1), a)
    settle(game)
    assert [p.name for p in a.base] == ["Watch"]
    board.move(game, me, bf, a)
    for n in (2, 3):
        kill(game, _card(game, b, "base", f"Foe{n}", type="Unit", might=1), a)
        settle(game)
    assert [p.name for p in a.base] == ["Gold"]


def test_conquer_effects_for_conquering_here_trigger_an_additional_time():
    """Red Brambleback: your conquer effects, for conquering its battlefield only."""
    game = _scripted()
    a = game.players[0]
    bf1, bf2 = game.add_battlefield("Bf1"), game.add_battlefield("Bf2")
    _card(game, a, "base", "Watch", "When you conquer, draw 1.", type="Unit", might=1)
    again = "Your conquer effects for conquering here trigger an additional time."
    _card(game, a, "battlefield", "Boar", again, type="Unit", might=1, battlefield=bf1)
    scoring.conquer(game, a, bf2)
    settle(game)
    assert len(a.hand) == 1
    scoring.conquer(game, a, bf1)
    settle(game)
    assert len(a.hand) == 3


def test_at_the_start_of_your_next_main_phase_once_and_hold_effects_twice():
    """Blue Sentinel: "Your hold effects for holding here trigger an additional time." and
    "When I hold, [Add] [A] at the start of your next Main Phase.": two delayed triggers
    (390.2), each adding [A] after the Main Phase empties the pools (316.3), once only."""
    from riftrules.engine.turn import run_phase

    game = _scripted()
    a = game.players[0]
    bf = game.add_battlefield("Bf1")
    bf.controller = a
    text = (
        "Your hold effects for holding here trigger an additional time.\n"
        "When I hold, [Add] [A] at the start of your next Main Phase."
    )
    _card(game, a, "battlefield", "Sentinel", text, type="Unit", might=2, battlefield=bf)
    scoring.hold(game, a, bf)
    settle(game)
    assert a.power == 0
    run_phase(game, "main")
    assert a.power == 2
    run_phase(game, "main")
    assert a.power == 0


def test_a_token_there_is_played_where_i_moved_from():
    game = _scripted()
    a = game.players[0]
    bf1, bf2 = game.add_battlefield("Bf1"), game.add_battlefield("Bf2")
    text = "When I move from a location, play a 3 [M] Sprite unit token with [Temporary] there."
    me = _card(game, a, "battlefield", "Lillia", text, type="Unit", might=2, battlefield=bf1)
    board.move(game, me, bf2, a)
    settle(game)
    assert [p.name for p in bf1.permanents] == ["Sprite"] and a.base == []


def test_your_deathknell_effects_trigger_an_additional_time():
    """Karthus, Eternal (808): yours only, while Karthus is on the board."""
    game = _scripted()
    a, b = game.players
    game.add_card(b, "main_deck", "e0")
    again = "Your [Deathknell] effects trigger an additional time."
    karthus = _card(game, a, "base", "Karthus", again, type="Unit", might=1)
    for player, name in ((a, "Mine"), (b, "Theirs")):
        unit = _card(game, player, "base", name, "[Deathknell] — Draw 1.", type="Unit", might=1)
        kill(game, unit, a)
        settle(game)
    assert (len(a.hand), len(b.hand)) == (2, 1)
    kill(game, karthus, a)
    kill(game, _card(game, a, "base", "Later", "[Deathknell] — Draw 1.", type="Unit", might=1), a)
    settle(game)
    assert len(a.hand) == 3


def test_the_rest_of_the_condition_holds_as_it_triggers():
    """383.2.a.1: "with one or more [Mighty] units", "during your Beginning Phase"."""
    game = _scripted()
    a = game.players[0]
    text = "When you conquer here with one or more [Mighty] units, draw 1."
    bf = game.add_battlefield("Bf1", card=_Card(text))
    small = _card(game, a, "battlefield", "Small", type="Unit", might=4, battlefield=bf)
    scoring.conquer(game, a, bf)
    settle(game)
    assert len(a.hand) == 0
    bf.controller = None
    game.scored[a.name].clear()
    board.give(game, small, 1, a)
    scoring.conquer(game, a, bf)
    settle(game)
    assert len(a.hand) == 1
    watch = "The first time a friendly unit dies during your Beginning Phase each turn, draw 1."
    _card(game, a, "base", "Watch", watch, type="Unit", might=1)
    kill(game, small, a)
    settle(game)
    assert len(a.hand) == 1
    game.phase = "beginning"
    kill(game, _card(game, a, "base", "Early", type="Unit", might=1), a)
    kill(game, _card(game, a, "base", "Early2", type="Unit", might=1), a)
    settle(game)
    assert len(a.hand) == 2


def test_i_conquer_a_battlefield_that_was_uncontrolled():
    game = _scripted()
    a, b = game.players
    free, held = game.add_battlefield("Free"), game.add_battlefield("Held")
    held.controller = b
    text = "When I conquer a battlefield that was uncontrolled, draw 1."
    _card(game, a, "battlefield", "U1", text, type="Unit", might=1, battlefield=held)
    _card(game, a, "battlefield", "U2", text, type="Unit", might=1, battlefield=free)
    scoring.conquer(game, a, held)
    scoring.conquer(game, a, free)
    settle(game)
    assert len(a.hand) == 1
    assert [e.data.uncontrolled for e in game.log if e.kind == "conquer"] == [None, True]


def test_if_i_was_mighty_reads_the_might_noted_as_i_died():
    game = _scripted()
    a = game.players[0]
    text = "[Deathknell] — If I was [Mighty], draw 2."
    small = _card(game, a, "base", "Small", text, type="Unit", might=4)
    big = _card(game, a, "base", "Big", text, type="Unit", might=5)
    kill(game, small, a)
    settle(game)
    assert len(a.hand) == 0
    kill(game, big, a)
    settle(game)
    assert len(a.hand) == 2 and big.zone == "trash"


def test_if_i_died_alone_counts_the_units_dying_with_me():
    """740.2.a as it died (428.1.a.1.b): alone in the base it draws; killed together with a
    friendly unit ("Kill all friendly units", one action) it was not alone."""
    game = _scripted()
    a = game.players[0]
    text = "[Deathknell] — If I died alone, draw 1."
    kill(game, _card(game, a, "base", "Lonely", text, type="Unit", might=1), a)
    settle(game)
    assert len(a.hand) == 1
    _card(game, a, "base", "Poro", text, type="Unit", might=1)
    _card(game, a, "base", "Friend", type="Unit", might=1)
    run_effect(game, _spell("Kill all friendly units."), a)
    assert len(a.hand) == 1 and not a.base


def test_draw_it_draws_nothing_when_nothing_was_revealed():
    """Ornn, Blacksmith (the soak, seed 1785): "When you play me …, look at the top 4 cards of
    your Main Deck. You may reveal a gear from among them and draw it. Then recycle the rest."
    With no gear among them, "it" is nothing: the unit the play event is about stays on the
    board (it was drawn into a hand, not its owner's); with a gear, that gear is drawn."""
    text = (
        "When you play me, look at the top 4 cards of your Main Deck. You may reveal a gear "
        "from among them and draw it. Then recycle the rest."
    )
    for gear in (False, True):
        game = _scripted("yes")
        a = game.players[0]
        if gear:
            _card(game, a, "main_deck", "Hammer", type="Gear")
            a.main_deck.insert(0, a.main_deck.pop())
        me = _card(game, a, "base", "Smith", text, type="Unit", might=3)
        _watch(game, text, me)
        game.emit("play", a, "play", subject=me, data=PlayData(origin="hand"))
        settle(game)
        assert me.zone == "base"
        assert [c.name for c in a.hand] == (["Hammer"] if gear else [])


def test_two_or_more_enemy_units_dying_together_trigger_once_they_are_two():
    """ "When two or more enemy units die": one kill alone does not trigger it, nor two kills
    of separate actions; three killed together trigger it once (370.1.a.2)."""
    game = _game()
    a, b = game.players
    watcher = game.add_card(a, "base", "Watcher", type="Unit", might=1)
    _watch(game, "When two or more enemy units die, draw 1.", watcher)
    for n in range(2):
        game.add_card(b, "base", f"f{n}", type="Unit", might=1)
    for _ in range(2):
        run_effect(game, _spell("Kill an enemy unit."), a)
    assert len(a.hand) == 0
    for n in range(3):
        game.add_card(b, "base", f"e{n}", type="Unit", might=1)
    run_effect(game, _spell("Kill all enemy units."), a)
    assert len(a.hand) == 1


def test_you_discard_two_or_more_cards_counts_the_cards_of_one_discard():
    """ "When you discard two or more cards": a "discard 2" is two cards of one action."""
    game = _game()
    a, _ = game.players
    watcher = game.add_card(a, "base", "Watcher", type="Unit", might=1)
    _watch(game, "When you discard two or more cards, buff me.", watcher)
    for n in range(3):
        game.add_card(a, "hand", f"h{n}")
    run_effect(game, _spell("Discard 1."), a)
    assert watcher.buffs == 0
    run_effect(game, _spell("Discard 2."), a)
    assert watcher.buffs == 1


def test_a_created_token_is_not_played():
    """ "Create a 1 [M] Recruit unit token at your base." (439): the token is Created there,
    owned and controlled by its creator (439.4.a); a "create" event cites 439, and no play
    event happens, so "When you play a unit" does not trigger (439.2.c: "Play" names a zone
    by playing it, "Create" does not play)."""
    game = _game()
    a, _ = game.players
    watcher = game.add_card(a, "base", "Watcher", type="Unit", might=1)
    _watch(game, "When you play a unit, draw 1.", watcher)
    run_effect(game, _spell("Create a 1 [M] Recruit unit token at your base."), a)
    (created,) = game.log.of("create")
    assert created.subject.name == "Recruit" and created.subject.controller is a
    assert created.subject.location == "base" and {"439.1", "439.4.a"} <= set(created.cites)
    assert not game.log.of("play") and len(a.hand) == 0
    run_effect(game, _spell("Play a 1 [M] Recruit unit token."), a)
    assert len(a.hand) == 1
