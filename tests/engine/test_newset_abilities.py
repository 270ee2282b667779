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


def test_when_you_hold_with_me():
    """383.4.d: "with me" is where I am: a hold of a battlefield I am not at (I am in my base)
    does not trigger it, a hold of mine does."""
    from riftrules.engine import scoring

    for at_it in (False, True):
        game, unit = _with("When you hold with me, gain 1 XP.")
        a, _ = game.players
        held = game.add_battlefield("Held")
        held.controller = a
        if at_it:
            game.add_card(
                a, "battlefield", "Me", type="Unit", might=2, battlefield=held, card=unit.card
            )
        assert scoring.hold(game, a, held)
        settle(game)
        assert a.xp == (1 if at_it else 0)


def test_when_an_ally_scores():
    """An ally is a teammate (489.5.c.2): their score triggers it, yours and an opponent's do
    not."""
    from riftrules.engine import scoring

    game = Game(
        ("A", "B", "C", "D"),
        mode="2v2",
        scripts=lambda obj: compile_text(obj.card.text, obj.card.type),
    )
    a, b, c, _ = game.players
    for _ in range(3):
        game.add_card(a, "main_deck", "Card")
    game.add_card(
        a,
        "base",
        "Listener",
        type="Unit",
        might=2,
        card=_Text("When an ally scores, draw 1.", "Unit"),
    )
    assert c.team is a.team and b.team is not a.team
    for player, name in ((a, "One"), (b, "Two")):
        scoring.score(game, player, game.add_battlefield(name), "conquer")
        settle(game)
    assert len(a.hand) == 0
    scoring.score(game, c, game.add_battlefield("Three"), "conquer")
    settle(game)
    assert len(a.hand) == 1


def test_when_a_friendly_unit_is_dealt_3_or_more_damage():
    """One event of 3 or more damage: 1 does not trigger it, nor 3 to an enemy unit."""
    from riftrules.engine import board

    game, unit = _with("When a friendly unit is dealt 3 or more damage, draw 1.")
    a, b = game.players
    enemy = game.add_card(b, "base", "Enemy", type="Unit", might=9)
    board.deal(game, unit, 1, b)
    board.deal(game, enemy, 3, a)
    settle(game)
    assert len(a.hand) == 0
    board.deal(game, unit, 3, b)
    settle(game)
    assert len(a.hand) == 1


def test_when_you_recycle_a_card_from_your_trash():
    """416: a recycle of a card from the trash triggers it; one from the hand does not."""
    from riftrules.engine import deck

    game, unit = _with("When you recycle a card from your trash, you may exhaust me to gain 1 XP.")
    a, _ = game.players
    in_hand = game.add_card(a, "hand", "Kept", type="Spell")
    deck.recycle(game, a, [in_hand])
    settle(game)
    assert a.xp == 0 and not unit.exhausted
    trashed = game.add_card(a, "trash", "Gone", type="Spell")
    deck.recycle(game, a, [trashed])
    settle(game)
    assert a.xp == 1 and unit.exhausted and trashed.zone == "main_deck"


def test_when_im_detached_from_an_equipment():
    """435: an Equipment detached from me triggers it; one detached from another unit, or a
    gear that is no Equipment detached from me, does not."""
    from riftrules.engine import detaching, equipment

    game, unit = _with("When I'm detached from an Equipment, ready me.")
    a, _ = game.players
    other = game.add_card(a, "base", "Other", type="Unit", might=1)
    sword = game.add_card(a, "base", "Sword", type="Gear", tags=("Equipment",))
    trinket = game.add_card(a, "base", "Trinket", type="Gear")
    for gear, onto in ((sword, other), (trinket, unit)):
        assert equipment.attach(game, gear, onto, a)
        unit.exhausted = True
        assert detaching.detach(game, gear, a)
        settle(game)
        assert unit.exhausted
    assert equipment.attach(game, sword, unit, a)
    assert detaching.detach(game, sword, a)
    settle(game)
    assert not unit.exhausted


def test_when_combat_here_ends_in_a_tie():
    """740.3.a: attacker and defender both still there at the cleanup's step 3d (the stunned
    defender deals no damage) is a tie; a combat the defender wins, the attacker dead, is not."""
    from riftrules.engine.combat import combat

    text = _Text("When combat here ends in a tie, each player draws 1.", "Unit")
    for tie in (True, False):
        game = Game(("A", "B"), scripts=lambda obj: compile_text(obj.card.text, obj.card.type))
        a, b = game.players
        for player in (a, b):
            game.add_card(player, "main_deck", "Card")
        here = game.add_battlefield("Here")
        game.add_card(a, "battlefield", "Attacker", type="Unit", might=2, battlefield=here)
        me = game.add_card(
            b, "battlefield", "Me", type="Unit", might=5, battlefield=here, card=text
        )
        me.stunned = tie
        combat(game, here, a)
        settle(game)
        (ended,) = game.log.of("combat_end")
        assert ended.data.tie is tie
        assert (len(a.hand), len(b.hand)) == ((1, 1) if tie else (0, 0))


def test_when_an_opponent_draws_their_second_card_each_turn():
    """Each opponent's own second card: B's first and C's first are no one's second; B's
    second is."""
    from riftrules.engine import deck

    text = "When an opponent draws their second card each turn, deal 1 to an enemy unit here."
    game = Game(
        ("A", "B", "C"),
        mode="ffa3",
        scripts=lambda obj: compile_text(obj.card.text, obj.card.type),
    )
    a, b, c = game.players
    here = game.add_battlefield("Here")
    game.add_card(a, "battlefield", "Me", type="Unit", might=2, battlefield=here, card=_Text(text))
    enemy = game.add_card(b, "battlefield", "Enemy", type="Unit", might=5, battlefield=here)
    for player in (b, c):
        for _ in range(3):
            game.add_card(player, "main_deck", "Card")
    for player, damage in ((b, 0), (c, 0), (b, 1)):
        deck.draw(game, player, 1)
        settle(game)
        assert enemy.damage == damage


def test_if_an_opponent_controls_more_units_than_you():
    """Counted on the board: B with 2 units to A's 2 does not hold it, with 3 does."""
    from riftrules.engine import Context
    from riftrules.engine.conditions import FewerThan

    script = compile_text("If an opponent controls more units than you, draw 2.", "Spell")
    game = Game(("A", "B"))
    a, b = game.players
    for _ in range(4):
        game.add_card(a, "main_deck", "Card")
    for player in (a, a, b, b):
        game.add_card(player, "base", "Unit", type="Unit", might=1)
    game.add_card(b, "base", "Gear", type="Gear")
    assert not FewerThan(None, type="Unit").holds(Context(game, a))
    script.effect.run(Context(game, a))
    assert len(a.hand) == 0
    game.add_card(b, "base", "Unit", type="Unit", might=1)
    script.effect.run(Context(game, a))
    assert len(a.hand) == 2


def test_an_enemy_unit_with_ganking():
    """ "with [Ganking]" bounds what is chosen: the enemy unit that has it, not the other."""
    from riftrules.engine import Context

    script = compile_text("Deal 3 to an enemy unit with [Ganking].", "Spell")
    game = Game(
        ("A", "B"),
        scripts=lambda obj: compile_text(obj.card.text, obj.card.type) if obj.card else None,
    )
    a, b = game.players
    plain = game.add_card(b, "base", "Plain", type="Unit", might=5)
    ganker = game.add_card(
        b, "base", "Ganker", type="Unit", might=5, card=_Text("[Ganking]", "Unit")
    )
    script.effect.run(Context(game, a))
    assert (plain.damage, ganker.damage) == (0, 3)


def test_might_for_each_of_your_units_with_tank_here():
    """The place after the counted phrase is its own: units with [Tank] here, not elsewhere."""
    text = "I have +1 [M] for each of your units with [Tank] here."
    game = Game(
        ("A", "B"),
        scripts=lambda obj: compile_text(obj.card.text, obj.card.type) if obj.card else None,
    )
    a, _ = game.players
    here, there = game.add_battlefield("Here"), game.add_battlefield("There")
    me = game.add_card(
        a, "battlefield", "Me", type="Unit", might=1, battlefield=here, card=_Text(text, "Unit")
    )
    tank = _Text("[Tank]", "Unit")
    game.add_card(a, "battlefield", "Tank", type="Unit", might=1, battlefield=there, card=tank)
    game.add_card(a, "battlefield", "Plain", type="Unit", might=1, battlefield=here)
    assert game.might(me) == 1
    game.add_card(a, "battlefield", "Tank", type="Unit", might=1, battlefield=here, card=tank)
    assert game.might(me) == 2


def test_the_enemy_unit_with_the_highest_might_at_a_battlefield():
    """By criteria (355.5.a): of the enemy units at battlefields, the one of most Might — not
    the stronger one in its base, nor a friendly one."""
    from riftrules.engine import Context

    script = compile_text("Kill the enemy unit with the highest Might at a battlefield.", "Spell")
    game = Game(("A", "B"))
    a, b = game.players
    field = game.add_battlefield("Field")
    small = game.add_card(b, "battlefield", "Small", type="Unit", might=3, battlefield=field)
    big = game.add_card(b, "battlefield", "Big", type="Unit", might=5, battlefield=field)
    based = game.add_card(b, "base", "Based", type="Unit", might=9)
    mine = game.add_card(a, "battlefield", "Mine", type="Unit", might=7, battlefield=field)
    script.effect.run(Context(game, a))
    assert big.zone == "trash"
    assert (small.zone, based.zone, mine.zone) == ("battlefield", "base", "battlefield")


def test_the_enemy_unit_here_with_the_least_might_and_a_tie():
    """The least Might; of two tied, the one its controller picks."""
    from riftrules.engine import Context

    text = "When I attack, kill the enemy unit here with the least Might."
    script = compile_text(text, "Unit")
    (ability,) = script.abilities
    game = Game(("A", "B"), choices=["Second"])
    a, b = game.players
    field = game.add_battlefield("Field")
    me = game.add_card(a, "battlefield", "Me", type="Unit", might=2, battlefield=field)
    units = [
        game.add_card(b, "battlefield", name, type="Unit", might=might, battlefield=field)
        for name, might in (("First", 2), ("Second", 2), ("Third", 4))
    ]
    ability.effect.run(Context(game, a, me))
    assert [u.zone for u in units] == ["battlefield", "trash", "battlefield"]


def test_for_each_opponents_unit_at_a_battlefield_you_control():
    """ "each … at a battlefield you control": at one of yours, chosen (355.10.b); the units
    at a battlefield you do not control are no option, nor your own units."""
    from riftrules.engine import Context

    text = "Draw 1 for each opponent's unit at a battlefield you control."
    script = compile_text(text, "Spell")
    for pick, drawn in (("Mine", 2), ("Also", 1)):
        game = Game(("A", "B"), choices=[pick])
        a, b = game.players
        for _ in range(5):
            game.add_card(a, "main_deck", "Card")
        mine, also, theirs = (game.add_battlefield(n) for n in ("Mine", "Also", "Theirs"))
        mine.controller = also.controller = a
        for field, count in ((mine, 2), (also, 1), (theirs, 3)):
            for _ in range(count):
                game.add_card(b, "battlefield", "Enemy", type="Unit", might=1, battlefield=field)
        game.add_card(a, "battlefield", "Friend", type="Unit", might=1, battlefield=also)
        script.effect.run(Context(game, a))
        assert len(a.hand) == drawn
        assert game.choices.offered[-1] == ["Mine", "Also"]


def test_a_unit_at_a_battlefield_you_control():
    """ "a unit at a battlefield you control": any such unit, the battlefield no choice."""
    from riftrules.engine import Context

    script = compile_text("Kill a unit at a battlefield you control.", "Spell")
    game = Game(("A", "B"))
    a, b = game.players
    mine, theirs = game.add_battlefield("Mine"), game.add_battlefield("Theirs")
    mine.controller, theirs.controller = a, b
    there = game.add_card(b, "battlefield", "There", type="Unit", might=1, battlefield=theirs)
    here = game.add_card(b, "battlefield", "Here", type="Unit", might=1, battlefield=mine)
    script.effect.run(Context(game, a))
    assert (there.zone, here.zone) == ("battlefield", "trash")


def test_a_discount_for_each_enemy_unit_at_a_battlefield():
    """A cost is no effect that chooses (355.10): every enemy unit at a battlefield counts, not
    one in a base. A [5] unit with three such units costs [2]: one rune is not enough, two
    are."""
    import dataclasses

    from riftrules.cards import pool
    from riftrules.engine import play_card

    cards = {card.name: card for card in pool.load()}
    text = "I cost [1] less for each enemy unit at a battlefield."
    ram = dataclasses.replace(cards["Battering Ram"], text=text)
    assert ram.energy == 5
    for runes, played in ((1, False), (2, True)):
        game = Game(("A", "B"), scripts=lambda obj: compile_text(obj.card.text, obj.card.type))
        a, b = game.players
        one, two = game.add_battlefield("One"), game.add_battlefield("Two")
        for field in (one, one, two):
            game.add_card(b, "battlefield", "Enemy", type="Unit", might=1, battlefield=field)
        game.add_card(b, "base", "Home", type="Unit", might=1)
        for _ in range(runes):
            game.add_card(a, "runes", "Fury Rune", card=cards["Fury Rune"])
        card = game.add_card(a, "hand", "Ram", card=ram)
        assert (play_card(game, a, card) is card) is played


def test_opponents_cant_play_spells_this_turn():
    """B can't play a spell this turn but can play a unit; the next turn the spell (317.2.c)."""
    import dataclasses

    from riftrules.cards import pool
    from riftrules.engine import play_card
    from riftrules.engine.board import play
    from riftrules.engine.turn import start_turn

    cards = {card.name: card for card in pool.load()}
    text = "When you play me, opponents can't play spells this turn."
    mine = dataclasses.replace(cards["Brynhir Thundersong"], text=text)
    game = Game(("A", "B"), scripts=lambda obj: compile_text(obj.card.text, obj.card.type))
    a, b = game.players
    play(game, a, game.add_card(a, "hand", "Me", card=mine))
    settle(game)
    for _ in range(4):
        game.add_card(b, "runes", "Mind Rune", card=cards["Mind Rune"])
        game.add_card(b, "main_deck", "Card")
    spell = game.add_card(b, "hand", "Dredge Up", card=cards["Dredge Up"])
    assert spell.type == "Spell" and play_card(game, b, spell) is None
    unit = next(c for c in cards.values() if c.type == "Unit" and c.energy == 1 and not c.power)
    played = game.add_card(b, "hand", unit.name, card=dataclasses.replace(unit, text=""))
    assert play_card(game, b, played) is played
    start_turn(game, b)
    assert play_card(game, b, spell) is spell


def test_an_ability_given_with_no_duration_stays_while_on_the_board():
    """'Give it "[E]: Draw 1."' after playing a token: the token's own past the turn's end
    (317.2.c ends "this turn" effects only), gone once it leaves the board (186.1)."""
    from riftrules.engine import Context
    from riftrules.engine.activation import activated_abilities
    from riftrules.engine.turn import end_this_turn
    from riftrules.engine.zones import put

    text = 'Play a Gold gear token exhausted. Give it "[E]: Draw 1."'
    script = compile_text(text, "Spell")
    game = Game(("A", "B"))
    a, _ = game.players
    script.effect.run(Context(game, a))
    (gold,) = [g for g in a.base if g.name == "Gold"]
    assert gold.exhausted
    given = [x.text for x in activated_abilities(game, gold)]
    assert given.count("[E]") == 1
    end_this_turn(game)
    assert [x.text for x in activated_abilities(game, gold)].count("[E]") == 1
    put(game, gold, a, "trash")
    assert activated_abilities(game, gold) == []


def test_two_enemy_units_at_the_same_battlefield():
    """Both at one battlefield: two at different ones are out of bounds; two in a base are no
    option (a base is no battlefield)."""
    import pytest

    from riftrules.engine import ChoiceError, Context

    script = compile_text("Stun two enemy units at the same battlefield.", "Spell")

    def game_with(choices):
        game = Game(("A", "B"), choices=choices)
        b = game.players[1]
        one, two = game.add_battlefield("One"), game.add_battlefield("Two")
        for name, field in (("E1", one), ("F1", two), ("F2", two)):
            game.add_card(b, "battlefield", name, type="Unit", might=1, battlefield=field)
        for name in ("H1", "H2"):
            game.add_card(b, "base", name, type="Unit", might=1)
        return game

    game = game_with([["E1", "F1"]])
    with pytest.raises(ChoiceError, match="out of bounds"):
        script.effect.run(Context(game, game.players[0]))
    game = game_with([])
    script.effect.run(Context(game, game.players[0]))
    stunned = sorted(u.name for u in game.units() if u.stunned)
    assert stunned == ["F1", "F2"]


def test_give_a_unit_a_quoted_restriction_this_turn():
    """'Give a unit "I can't be chosen by enemy spells and abilities." this turn.' (757): B's
    "Kill a unit." cannot choose it this turn, and can once the turn is over (317.2.c)."""
    from riftrules.engine import Context
    from riftrules.engine.turn import end_this_turn

    text = 'Give a unit "I can\'t be chosen by enemy spells and abilities." this turn.'
    give = compile_text(text, "Spell")
    kill = compile_text("Kill a unit.", "Spell")
    game = Game(("A", "B"), choices=["Mine"])
    a, b = game.players
    mine = game.add_card(a, "base", "Mine", type="Unit", might=2)
    give.effect.run(Context(game, a))
    kill.effect.run(Context(game, b))  # no option: nothing chosen
    assert mine.zone == "base"
    end_this_turn(game)
    kill.effect.run(Context(game, b))
    assert mine.zone == "trash"


def test_a_random_enemy_unit():
    """No choice (355.10.d): one enemy unit, picked by the game's seeded random source — the
    same seed, the same one; never a friendly unit; not what the choice queue says."""
    from riftrules.engine import Context

    script = compile_text("Kill a random enemy unit.", "Spell")
    killed = []
    for seed in (1, 1, 2, 3, 4, 5):
        game = Game(("A", "B"), seed=seed, choices=["E0"])
        a, b = game.players
        friend = game.add_card(a, "base", "Friend", type="Unit", might=1)
        enemies = [game.add_card(b, "base", f"E{i}", type="Unit", might=1) for i in range(4)]
        script.effect.run(Context(game, a))
        dead = [e.name for e in enemies if e.zone == "trash"]
        assert len(dead) == 1 and friend.zone == "base"
        assert list(game.choices.answers) == ["E0"]
        killed.append(dead[0])
    assert killed[0] == killed[1] and len(set(killed)) > 1


def test_return_a_facedown_card_at_a_battlefield_to_its_owners_hand():
    """Anyone's facedown card (355.10.a.1: a Facedown Zone is public), to its owner's hand; a
    card in a hand is no option."""
    from riftrules.engine import Context

    script = compile_text("Return a facedown card at a battlefield to its owner's hand.", "Spell")
    game = Game(("A", "B"), choices=["Theirs"])
    a, b = game.players
    field = game.add_battlefield("Field")
    field.controller = b  # 107.3.d: a facedown card stays while its controller holds it
    game.add_card(b, "battlefield", "Holder", type="Unit", might=1, battlefield=field)
    card = game.add_card(b, "hand", "Theirs", type="Spell")
    b.hand.remove(card)
    card.zone, card.battlefield = "facedown", field
    field.facedown.append(card)
    game.add_card(b, "hand", "Kept", type="Spell")
    script.effect.run(Context(game, a))
    assert card in b.hand and not field.facedown
    assert game.choices.offered[-1] == ["Theirs"]


def test_give_a_friendly_legend_an_ability_this_turn():
    """ "a friendly legend": yours or a teammate's (489.8.e), in its Legend Zone (107.4); an
    opponent's is no option. It has the ability this turn only (317.2.c)."""
    from riftrules.engine import Context
    from riftrules.engine.activation import activated_abilities
    from riftrules.engine.turn import end_this_turn

    text = 'When you play me, give a friendly legend "[E]: Ready a rune." this turn.'
    (ability,) = compile_text(text, "Unit").abilities
    game = Game(("A", "B", "C", "D"), mode="2v2", choices=["Ally's"])
    a, b, c, _ = game.players
    legends = {
        p: game.add_card(p, "legend", name, type="Legend")
        for p, name in ((a, "Mine"), (b, "Enemy's"), (c, "Ally's"))
    }
    ability.effect.run(Context(game, a))
    assert game.choices.offered[-1] == ["Mine", "Ally's"]
    assert [x.text for x in activated_abilities(game, legends[c])] == ["[E]"]
    assert activated_abilities(game, legends[a]) == []
    end_this_turn(game)
    assert activated_abilities(game, legends[c]) == []


def test_an_additional_cost_of_one_of_two():
    """ "spend 2 XP or discard 1" (356.2): only one that can be paid in full is offered (376):
    with no other card in hand the XP is spent; with no XP a card is discarded; with
    neither the card cannot be played."""
    import dataclasses

    from riftrules.cards import pool
    from riftrules.engine import play_card

    cards = {card.name: card for card in pool.load()}
    text = "As an additional cost to play me, spend 2 XP or discard 1.\nDraw 1."
    base = cards["Dredge Up"]
    spell = dataclasses.replace(base, text=text)
    for xp, other, played in ((2, False, True), (0, True, True), (1, False, False)):
        game = Game(("A", "B"), scripts=lambda obj: compile_text(obj.card.text, obj.card.type))
        a, _ = game.players
        a.xp = xp
        for _ in range(3):
            game.add_card(a, "main_deck", "Card")
        for _ in range(base.energy or 0):
            game.add_card(a, "runes", "Mind Rune", card=cards["Mind Rune"])
        kept = game.add_card(a, "hand", "Kept", type="Unit") if other else None
        card = game.add_card(a, "hand", "Me", card=spell)
        assert (play_card(game, a, card) is card) is played
        if played and other:
            assert kept.zone == "trash" and a.xp == 0
        elif played:
            assert a.xp == 0
