"""What other cards and effects change in the cost of a card played (356.3 cost increases,
356.4 discounts "by any other card or effect", applied increases first, then the discounts of
a component, then those of the total: 356.4.c-d), what players can't play, how the units they
play enter, and what was spent to play a card."""

from riftrules.cards import pool
from riftrules.effects import compile_text
from riftrules.engine import CostPerChosen, Game, Script, Timing, play_card
from riftrules.engine.board import play
from riftrules.engine.triggering import settle
from riftrules.engine.turn import start_turn

CARDS = {card.name: card for card in pool.load()}
RUNES = {name: card for name, card in CARDS.items() if card.type == "Rune"}


def _game(*compiled: str) -> Game:
    """A duel where the cards named ``compiled`` run their compiled text; others none."""
    scripts = {CARDS[n]: compile_text(CARDS[n].text, CARDS[n].type) for n in compiled}
    return Game(("A", "B"), scripts=lambda obj: scripts.get(obj.card))


def _runes(game: Game, player, name: str, n: int) -> None:
    for _ in range(n):
        game.add_card(player, "runes", name, card=RUNES[name])


def _card(game: Game, player, name: str, zone: str = "hand"):
    return game.add_card(player, zone, name, card=CARDS[name])


def _exhausted(player) -> int:
    return sum(r.exhausted for r in player.runes)


def test_the_next_spell_you_play_this_turn_costs_less_once():
    """Raging Firebrand: "When you play me, the next spell you play this turn costs [5]
    less." — Dredge Up ([2]) costs nothing, the spell after it its full cost."""
    game = _game("Raging Firebrand")
    a = game.players[0]
    play(game, a, _card(game, a, "Raging Firebrand"))
    settle(game)
    _runes(game, a, "Mind Rune", 2)
    first, second = _card(game, a, "Dredge Up"), _card(game, a, "Dredge Up")
    assert play_card(game, a, first) is first and _exhausted(a) == 0
    assert play_card(game, a, second) is second and _exhausted(a) == 2


def test_a_component_discount_to_a_minimum_is_for_the_cards_named():
    """Herald of Scales: "Your Dragons' Energy costs are reduced by [2], to a minimum of [1]."
    — Blazing Scorcher (a Dragon, [5]) costs [3]; an opponent's Dragon its full cost."""
    game = _game("Herald of Scales")
    a, b = game.players
    play(game, a, _card(game, a, "Herald of Scales"))
    _runes(game, a, "Fury Rune", 3)
    dragon = _card(game, a, "Blazing Scorcher")
    assert play_card(game, a, dragon) is dragon and _exhausted(a) == 3
    _runes(game, b, "Fury Rune", 4)
    theirs = _card(game, b, "Blazing Scorcher")
    assert play_card(game, b, theirs) is None and theirs in b.hand


def test_a_cost_increase_and_its_empowered_replacement():
    """Helm of Suppression: "Opponents' spells cost [1] more. If this is [Empowered], they cost
    [1][A] more instead." — B's Dredge Up costs [3], then [3][A]; A's own spells are not
    changed."""
    game = _game("Helm of Suppression")
    a, b = game.players
    helm = _card(game, a, "Helm of Suppression")
    play(game, a, helm)
    _runes(game, b, "Mind Rune", 3)
    spell = _card(game, b, "Dredge Up")
    assert play_card(game, b, spell) is spell and _exhausted(b) == 3 and len(b.runes) == 3
    helm.empowered = True
    for rune in b.runes:
        rune.exhausted = False
    again = _card(game, b, "Dredge Up")
    # [3][A]: three runes exhausted for [3], one of them recycled for [A] (164.2)
    assert play_card(game, b, again) is again and len(b.runes) == 2
    assert play_card(game, b, _card(game, b, "Dredge Up")) is None  # nothing left to pay
    _runes(game, a, "Mind Rune", 2)
    mine = _card(game, a, "Dredge Up")
    assert play_card(game, a, mine) is mine and _exhausted(a) == 2


def test_opponents_cant_play_cards_this_turn():
    """Brynhir Thundersong: "When you play me, opponents can't play cards this turn." — B's
    Dredge Up is not played, and is once the turn is over (317.2.c)."""
    game = _game("Brynhir Thundersong")
    a, b = game.players
    play(game, a, _card(game, a, "Brynhir Thundersong"))
    settle(game)
    _runes(game, b, "Mind Rune", 2)
    spell = _card(game, b, "Dredge Up")
    assert play_card(game, b, spell) is None and spell in b.hand
    mine = _card(game, a, "Dredge Up")
    _runes(game, a, "Mind Rune", 2)
    assert play_card(game, a, mine) is mine
    start_turn(game, b)
    assert play_card(game, b, spell) is spell


def test_the_next_unit_you_play_enters_ready_and_units_you_play():
    """Sun Disc: "The next unit you play this turn enters ready." (one unit); Confront: "Units
    you play this turn enter ready." (every one)."""
    game = _game("Sun Disc", "Confront")
    a = game.players[0]
    disc = _card(game, a, "Sun Disc")
    play(game, a, disc)
    play(game, a, _card(game, a, "Dredge Up"))  # [Legion]: another card played this turn
    from riftrules.engine import activate

    activate(game, a, disc)
    first, second = _card(game, a, "Blazing Scorcher"), _card(game, a, "Blazing Scorcher")
    play(game, a, first)
    play(game, a, second)
    assert not first.exhausted and second.exhausted
    play(game, a, _card(game, a, "Confront"))
    units = [_card(game, a, "Blazing Scorcher") for _ in range(2)]
    for unit in units:
        play(game, a, unit)
    assert not any(unit.exhausted for unit in units)


def test_flow_spells_from_the_trash_and_repeat_costs_cost_less():
    """Stargazer: "Spells with [Flow] you play from your trash cost [2] less, to a minimum of
    [1]." — Dredge Up's [Flow] [2] costs [1] from the trash; Marai Spire: "While you control
    this battlefield, friendly [Repeat] costs cost [1] less." — Blood Rush's [Repeat] [1]
    costs nothing more."""
    game = _game("Stargazer", "Dredge Up")
    a = game.players[0]
    play(game, a, _card(game, a, "Stargazer"))
    _runes(game, a, "Mind Rune", 2)
    spell = _card(game, a, "Dredge Up", "trash")
    for n in range(4):
        game.add_card(a, "main_deck", f"d{n}")
    assert play_card(game, a, spell) is spell and _exhausted(a) == 1
    spire = CARDS["Marai Spire"]
    script = compile_text(spire.text, spire.type)
    blood = CARDS["Blood Rush"]
    rush = compile_text(blood.text, blood.type)
    game = Game(
        ("A", "B"),
        scripts=lambda obj: {spire: script, blood: rush}.get(obj.card),
        choices=["yes"],
    )
    a = game.players[0]
    field = game.add_battlefield("Marai Spire", card=spire)
    field.controller = a
    game.add_card(a, "base", "u", type="Unit", might=1)
    _runes(game, a, "Fury Rune", 1)
    spell = _card(game, a, "Blood Rush")
    assert play_card(game, a, spell) is spell and _exhausted(a) == 1
    assert [e.kind for e in game.log].count("give") == 2  # the [Repeat] paid


def test_what_was_spent_is_recorded():
    """The ``play`` event records the Energy and Power spent (357.1); the ``pay`` event too."""
    game = _game()
    a = game.players[0]
    _runes(game, a, "Mind Rune", 2)
    spell = _card(game, a, "Dredge Up")
    assert play_card(game, a, spell) is spell
    played = next(e for e in game.log if e.kind == "play")
    assert (played.data.spent, played.data.spent_power) == (2, 0)
    paid = next(e for e in game.log if e.kind == "pay")
    assert (paid.data.energy, paid.data.power) == (2, 0)


def test_conditions_on_what_was_spent():
    """Revna the Lorekeeper: "When you play a spell, if you spent [4] or more, ready me." —
    Dredge Up ([2]) does not ready her, Iterative Design ([4]) does; Prepared Neophyte: "If
    you've spent [4] or more to play a spell this turn, I have +4 [M]." — from then on this
    turn; a spell played ignoring its cost spent nothing."""
    game = _game("Revna the Lorekeeper", "Prepared Neophyte")
    a = game.players[0]
    revna = _card(game, a, "Revna the Lorekeeper")
    neophyte = _card(game, a, "Prepared Neophyte")
    play(game, a, revna)
    play(game, a, neophyte)
    base = game.might(neophyte)
    _runes(game, a, "Mind Rune", 6)
    assert play_card(game, a, _card(game, a, "Dredge Up")) is not None
    settle(game)
    assert revna.exhausted and game.might(neophyte) == base
    free = _card(game, a, "Iterative Design")
    assert play_card(game, a, free, ignore="cost", allowed=True) is free
    settle(game)
    assert revna.exhausted and game.might(neophyte) == base
    assert play_card(game, a, _card(game, a, "Iterative Design")) is not None
    settle(game)
    assert not revna.exhausted and game.might(neophyte) == base + 4


def test_discounts_counting_this_turn_and_my_name():
    """Battering Ram ([5]): "I cost [1] less for each card you've played this turn, to a
    minimum of [1]." — after five cards (and a token, not a card: 350.2) it costs [1];
    Shadowblade Lurker ([5]): "I cost [2] less for each card with my name in your trash." —
    two of them there (and another card): [1]."""
    from riftrules.engine.board import play_token

    game = _game("Battering Ram")
    a = game.players[0]
    for _ in range(5):
        play(game, a, _card(game, a, "Dredge Up"))
    play_token(game, a, "Sprite", 3)
    _runes(game, a, "Fury Rune", 1)
    ram = _card(game, a, "Battering Ram")
    assert play_card(game, a, ram) is ram and _exhausted(a) == 1
    game = _game("Shadowblade Lurker")
    a = game.players[0]
    for name in ("Shadowblade Lurker", "Shadowblade Lurker", "Dredge Up"):
        _card(game, a, name, "trash")
    _runes(game, a, "Chaos Rune", 1)
    lurker = _card(game, a, "Shadowblade Lurker")
    assert play_card(game, a, lurker) is lurker and _exhausted(a) == 1
    game = _game("Battering Ram")  # three cards: [2], one rune is not enough
    a = game.players[0]
    for _ in range(3):
        play(game, a, _card(game, a, "Dredge Up"))
    _runes(game, a, "Fury Rune", 1)
    assert play_card(game, a, _card(game, a, "Battering Ram")) is None


def test_any_number_chosen_as_an_additional_cost_each_a_discount():
    """Kraken Hunter ([3][O][O]): "… you may spend any number of buffs as an additional cost.
    Reduce my cost by [O] for each buff you spend." — two buffs spent, [3] is left: no rune
    recycled; Commander Ledros ([6] and four [Y]): four friendly units killed, [6] is left."""
    from riftrules.engine.board import buff

    game = _game("Kraken Hunter")
    a = game.players[0]
    units = [game.add_card(a, "base", f"u{n}", type="Unit", might=1) for n in range(2)]
    for unit in units:
        buff(game, unit, a)
    _runes(game, a, "Body Rune", 3)
    hunter = _card(game, a, "Kraken Hunter")
    assert play_card(game, a, hunter) is hunter
    assert not any(unit.buffs for unit in units) and len(a.runes) == 3 and _exhausted(a) == 3
    game = _game("Commander Ledros")
    a = game.players[0]
    units = [game.add_card(a, "base", f"u{n}", type="Unit", might=1) for n in range(4)]
    _runes(game, a, "Order Rune", 6)
    ledros = _card(game, a, "Commander Ledros")
    assert play_card(game, a, ledros) is ledros
    assert all(unit in a.trash for unit in units) and len(a.runes) == 6


def test_buffs_of_a_unit_with_any_number_each_spent():
    """Kraken Hunter with Lee Sin, Ascetic ("I can have any number of buffs.", 426.1.b.2)
    holding two buffs: each counter is one to spend (702.2.b), [3] left to pay."""
    from riftrules.engine.board import buff

    game = _game("Kraken Hunter", "Lee Sin, Ascetic")
    a = game.players[0]
    lee = _card(game, a, "Lee Sin, Ascetic", zone="base")
    buff(game, lee, a)
    buff(game, lee, a)
    _runes(game, a, "Body Rune", 3)
    hunter = _card(game, a, "Kraken Hunter")
    assert play_card(game, a, hunter) is hunter
    assert lee.buffs == 0 and len(a.runes) == 3 and _exhausted(a) == 3


def test_another_base_cost_and_an_additional_cost_under_a_condition():
    """Jhin, Meticulous Killer ([4]): "If you've spent [4] or more to play a spell this turn,
    you may play me for [B]." (356.1.a); Crescent Guardian: "If you've played a spell this
    turn, you may pay [P] as an additional cost to play me. If you do, I enter ready." — not
    offered before a spell is played."""
    game = _game("Jhin, Meticulous Killer")
    a = game.players[0]
    for n in range(4):
        game.add_card(a, "main_deck", f"d{n}")
    _runes(game, a, "Mind Rune", 5)
    jhin = _card(game, a, "Jhin, Meticulous Killer")
    assert play_card(game, a, _card(game, a, "Iterative Design")) is not None
    assert _exhausted(a) == 4
    assert play_card(game, a, jhin) is jhin and len(a.runes) == 4  # one recycled for [B]
    game = _game("Jhin, Meticulous Killer")
    a = game.players[0]
    _runes(game, a, "Mind Rune", 1)
    assert play_card(game, a, _card(game, a, "Jhin, Meticulous Killer")) is None
    game = _game("Crescent Guardian")
    a = game.players[0]
    _runes(game, a, "Chaos Rune", 5)
    guardian = _card(game, a, "Crescent Guardian")
    assert play_card(game, a, guardian) is guardian and guardian.exhausted
    assert not game.choices.made and len(a.runes) == 5
    game = _game("Crescent Guardian")
    a = game.players[0]
    _runes(game, a, "Chaos Rune", 5)
    play(game, a, _card(game, a, "Dredge Up"))
    for n in range(2):
        game.add_card(a, "main_deck", f"d{n}")
    guardian = _card(game, a, "Crescent Guardian")
    assert play_card(game, a, guardian) is guardian and not guardian.exhausted
    assert len(a.runes) == 4


def test_the_first_friendly_gear_played_each_turn_costs_less():
    """Ornn's Forge: "While you control this battlefield, the first friendly non-token gear
    played each turn costs [1] less." — the first Mask of Foresight ([2]) costs [1], the
    second [2]; next turn the first costs [1] again."""
    forge = CARDS["Ornn's Forge"]
    script = compile_text(forge.text, forge.type)
    game = Game(("A", "B"), scripts=lambda obj: script if obj.card is forge else None)
    a, b = game.players
    game.add_battlefield("Ornn's Forge", card=forge).controller = a
    _runes(game, a, "Calm Rune", 3)
    first, second = _card(game, a, "Mask of Foresight"), _card(game, a, "Mask of Foresight")
    assert play_card(game, a, first) is first and _exhausted(a) == 1
    assert play_card(game, a, second) is second and _exhausted(a) == 3
    start_turn(game, b)
    start_turn(game, a)
    for rune in a.runes:
        rune.exhausted = True
    a.runes[0].exhausted = False
    third = _card(game, a, "Mask of Foresight")
    assert play_card(game, a, third) is third


def test_an_energy_cost_reduced_by_the_highest_might():
    """Sky Splitter ([8][R]): "This spell's Energy cost is reduced by the highest Might among
    units you control." — with units of Might 2 and 5 (and an enemy's 7): [3][R]."""
    game = _game("Sky Splitter")
    a, b = game.players
    for might in (2, 5):
        game.add_card(a, "base", f"u{might}", type="Unit", might=might)
    game.add_card(b, "base", "theirs", type="Unit", might=7)
    field = game.add_battlefield("Bf1")
    game.add_card(b, "battlefield", "target", type="Unit", might=9, battlefield=field)
    _runes(game, a, "Fury Rune", 3)
    spell = _card(game, a, "Sky Splitter")
    assert play_card(game, a, spell) is spell and len(a.runes) == 2  # [R]: one recycled
    assert play_card(game, a, _card(game, a, "Sky Splitter")) is None


def test_a_discount_and_entering_ready_under_one_condition():
    """Monch ([6]): "If an opponent controls a stunned unit, I cost [2] less and enter
    ready." — with none: [6], exhausted; with one: [4], ready."""
    for stunned, runes, ready in ((False, 6, False), (True, 4, True)):
        game = _game("Monch")
        a, b = game.players
        unit = game.add_card(b, "base", "theirs", type="Unit", might=2)
        unit.stunned = stunned
        _runes(game, a, "Calm Rune", runes)
        monch = _card(game, a, "Monch")
        assert play_card(game, a, monch) is monch
        assert monch.exhausted is not ready and _exhausted(a) == runes
        assert play_card(game, a, _card(game, a, "Monch")) is None


def test_a_discount_by_the_cost_of_what_was_killed():
    """Atakhan ([10] and three [Y]): "You may kill a friendly unit as an additional cost to
    play me. If you do, I cost [1] less for each Energy it costs and [Y] less for each Power it
    costs." — Raging Firebrand ([6], one Power) killed: [4][Y][Y], six Order Runes pay it (four
    exhausted, two of them then recycled); with no unit to kill they cannot."""
    from riftrules.effects import compile_card

    atakhan = CARDS["Atakhan"]
    script = compile_card(atakhan.text, atakhan.type)  # its "When I attack" line aside
    assert isinstance(script.abilities[0], CostPerChosen)
    for kill, played in ((True, True), (False, False)):
        game = Game(("A", "B"), scripts=lambda obj: script if obj.card is atakhan else None)
        a = game.players[0]
        if kill:
            firebrand = _card(game, a, "Raging Firebrand", "base")
        _runes(game, a, "Order Rune", 6)
        unit = _card(game, a, "Atakhan")
        assert (play_card(game, a, unit) is unit) is played
        if kill:
            assert firebrand in a.trash and len(a.runes) == 4 and _exhausted(a) == 2


def test_an_effect_plays_a_unit_from_hand_reducing_its_cost():
    """Here to Help: "You may play a unit from hand to a battlefield you control, reducing its
    cost by [3]." — Blazing Scorcher ([5]) for [2], to the battlefield A controls; with no
    battlefield A controls, nothing is played."""
    from riftrules.engine import run_effect

    game = _game("Here to Help")
    a = game.players[0]
    script = game.script(_card(game, a, "Here to Help", "trash"))
    unit = _card(game, a, "Blazing Scorcher")
    _runes(game, a, "Fury Rune", 2)
    game.add_battlefield("Bf0")
    run_effect(game, script.effect, a)
    assert unit in a.hand and _exhausted(a) == 0
    field = game.add_battlefield("Bf1")
    field.controller = a
    run_effect(game, script.effect, a)
    assert unit.battlefield is field and _exhausted(a) == 2


def test_played_from_the_trash_for_a_cost_and_from_the_hand():
    """Undying Legion: "[Legion][>] You may play me from your trash for [3][R]." — not before
    another card is played this turn (812.1.b.1), then for [3][R]; Back Off: "If you played
    this from your hand, draw 1." — from the hand it draws; played from facedown it does not."""
    from riftrules.engine import hide, play_hidden

    game = _game("Undying Legion")
    a, b = game.players
    legion = _card(game, a, "Undying Legion", "trash")
    _runes(game, a, "Fury Rune", 4)
    assert play_card(game, a, legion) is None and legion in a.trash
    play(game, a, _card(game, a, "Dredge Up"))
    assert play_card(game, a, legion) is legion and legion.on_board and len(a.runes) == 3
    game = _game("Back Off")
    a, b = game.players
    for n in range(4):
        game.add_card(a, "main_deck", f"d{n}")
    game.add_card(b, "base", "theirs", type="Unit", might=2)
    _runes(game, a, "Calm Rune", 4)
    assert play_card(game, a, _card(game, a, "Back Off")) is not None
    assert len(a.hand) == 1 and len(a.main_deck) == 3
    field = game.add_battlefield("Bf1")
    field.controller = a
    hidden = _card(game, a, "Back Off")
    assert hide(game, a, hidden, field)
    start_turn(game, b)
    start_turn(game, a)
    game.add_card(b, "battlefield", "there", type="Unit", might=2, battlefield=field)
    deck = len(a.main_deck)
    assert play_hidden(game, a, hidden) is hidden and len(a.main_deck) == deck


def test_a_spell_that_ignores_deflect_while_it_is_paid_for():
    """Decree of Insight: "Ignore [Deflect] while paying this spell's cost. Give an enemy Body
    ([O]) unit -5 [M] this turn." — with no Power, A can choose Deadbloom Predator ([Deflect])
    and nothing is paid for it (766); after the spell, [Deflect] counts again: the exhausted
    rune is recycled for the [A] it costs (809.1.d, 164.2.b)."""
    from riftrules.engine import Kill, run_effect
    from riftrules.engine.selectors import Choose, Permanents

    game = _game("Decree of Insight", "Deadbloom Predator")
    a, b = game.players
    predator = _card(game, b, "Deadbloom Predator")
    play(game, b, predator)
    _runes(game, a, "Mind Rune", 1)
    decree = _card(game, a, "Decree of Insight")
    assert play_card(game, a, decree) is decree and a.power == 0
    assert any(e.kind == "give" and e.subject is predator for e in game.log)
    assert run_effect(game, Kill(Choose(Permanents(type="Unit"))), a) == [predator]
    assert not a.runes and "809.1.c" in game.log.of("pay")[-1].cites


def test_optional_additional_costs_cost_one_or_a_less():
    """Ezreal, Prodigy: "Optional additional costs you pay cost [1] or [A] less." — Blazing
    Scorcher's [Accelerate] [1][R] costs [R] (its player chose [1]): with five Fury Runes it
    is paid and the unit enters ready; choosing [A] instead, [1] is more than they can pay."""
    ezreal = CARDS["Ezreal, Prodigy"]
    scripts = {c: compile_text(c.text, c.type) for c in (ezreal, CARDS["Blazing Scorcher"])}
    for answers, ready in (([], True), (["no"], False)):
        game = Game(("A", "B"), scripts=lambda obj: scripts.get(obj.card), choices=answers)
        a = game.players[0]
        play(game, a, _card(game, a, "Ezreal, Prodigy"))
        game.pending.clear()  # its "When you play me" aside
        _runes(game, a, "Fury Rune", 5)
        unit = _card(game, a, "Blazing Scorcher")
        assert play_card(game, a, unit) is unit and unit.exhausted is not ready
        assert len(a.runes) == (4 if ready else 5)


def test_the_next_spell_is_given_repeat_equal_to_its_cost():
    """Temporal Portal: "[A], [E]: Give the next spell you play this turn [Repeat] equal to its
    cost." — Dredge Up ([2]) may be paid for twice, [2][2], and draws twice (820.1.d); the
    spell after it has no [Repeat]."""
    from riftrules.engine import activate

    game = _game("Temporal Portal", "Dredge Up")
    a = game.players[0]
    for n in range(6):
        game.add_card(a, "main_deck", f"d{n}")
    portal = _card(game, a, "Temporal Portal")
    play(game, a, portal)
    _runes(game, a, "Mind Rune", 7)
    activate(game, a, portal)
    assert len(a.runes) == 6  # one recycled for [A]
    first = _card(game, a, "Dredge Up")
    assert play_card(game, a, first) is first
    assert [e.kind for e in game.log].count("draw") == 2 and _exhausted(a) == 4
    assert play_card(game, a, _card(game, a, "Dredge Up")) is not None
    assert [e.kind for e in game.log].count("draw") == 3 and _exhausted(a) == 6


def test_power_spent_this_turn():
    """Sivir, Mercenary: "If you've spent at least [A][A] this turn, I have +2 [M] and
    [Ganking]." — Power paid for anything counts: one [A] is not enough, a second is."""
    from riftrules.engine import CONTROLLER, Pay, run_effect

    game = _game("Sivir, Mercenary")
    a = game.players[0]
    sivir = _card(game, a, "Sivir, Mercenary")
    play(game, a, sivir)
    might = game.might(sivir)
    _runes(game, a, "Fury Rune", 2)
    run_effect(game, Pay(CONTROLLER, 0, 1), a)
    assert game.might(sivir) == might
    run_effect(game, Pay(CONTROLLER, 0, 1), a)
    assert game.might(sivir) == might + 2


def test_only_to_their_base_and_no_readying_by_spells():
    """Mageseeker Warden, at a battlefield: "opponents can only play units to their base" —
    B's Blazing Scorcher is not played to the battlefield B controls, it is to B's base —
    and "spells and abilities can't ready enemy units and gear" — B's Ready does nothing, the
    Awaken Phase readies them (415)."""
    from riftrules.engine import SELF, Ready, run_effect
    from riftrules.engine.turn import run_phase

    game = _game("Mageseeker Warden")
    a, b = game.players
    field = game.add_battlefield("Bf1")
    play(game, a, _card(game, a, "Mageseeker Warden"), field)
    other = game.add_battlefield("Bf2")
    other.controller = b
    _runes(game, b, "Fury Rune", 10)
    unit = _card(game, b, "Blazing Scorcher")
    assert play_card(game, b, unit, other) is None and unit in b.hand
    assert play_card(game, b, unit) is unit and unit.exhausted
    assert run_effect(game, Ready(SELF), b, source=unit) == [] and unit.exhausted
    start_turn(game, b)
    run_phase(game, "awaken")
    assert not unit.exhausted


def test_units_cant_be_played_here():
    """Rockfall Path: "Units can't be played here." — not from the hand paying its cost, nor
    by an effect's token, controlled or not (it names no player); a gear and the base are
    unaffected."""
    from riftrules.engine import PlayToken, Self, run_effect

    game = _game("Rockfall Path")
    a = game.players[0]
    path = game.add_battlefield("Rockfall Path", card=CARDS["Rockfall Path"])
    path.controller = a
    _runes(game, a, "Fury Rune", 10)
    unit = _card(game, a, "Blazing Scorcher")
    assert play_card(game, a, unit, path) is None and unit in a.hand
    assert play_card(game, a, unit) is unit and unit.zone == "base"
    path.controller = None
    token = PlayToken("Recruit", 1, at=Self())
    assert run_effect(game, token, a, source=path) == []
    assert path.permanents == []
    assert len(run_effect(game, PlayToken("Recruit", 1), a, source=path)) == 1  # to the base


def test_pay_any_amount_to_deal_that_much():
    """Bullet Time ([1]): "Pay any amount of [A] to deal that much damage to all enemy units at
    a battlefield." — with three Fury Runes, one exhausted for [1], all three recycled for
    [A][A][A]: 3 damage to each enemy unit there; answering 1, one rune and 1 damage."""
    for answers, runes_left, damage in (([], 0, 3), ([1], 2, 1)):
        game = Game(
            ("A", "B"),
            scripts=lambda obj: BULLET if obj.card is CARDS["Bullet Time"] else None,
            choices=answers,
        )
        a, b = game.players
        field = game.add_battlefield("Bf1")
        units = [
            game.add_card(b, "battlefield", f"u{n}", type="Unit", might=5, battlefield=field)
            for n in range(2)
        ]
        _runes(game, a, "Fury Rune", 3)
        spell = _card(game, a, "Bullet Time")
        assert play_card(game, a, spell) is spell
        assert len(a.runes) == runes_left and [u.damage for u in units] == [damage] * 2


BULLET = compile_text(CARDS["Bullet Time"].text, CARDS["Bullet Time"].type)


def test_pay_any_amount_to_add_that_much():
    """Hextech Anomaly: "[E]: [Reaction] — Pay any amount of [A] to [Add] that much Energy."
    — two [A] in the Rune Pool become [2]."""
    from riftrules.engine import CONTROLLER, Add, activate, run_effect

    game = _game("Hextech Anomaly")
    a = game.players[0]
    anomaly = _card(game, a, "Hextech Anomaly")
    play(game, a, anomaly)
    run_effect(game, Add(CONTROLLER, 0, 2), a)
    activate(game, a, anomaly)
    assert (a.energy, a.power) == (2, 0) and anomaly.exhausted


def test_friendly_units_may_be_played_to_open_battlefields():
    """Miss Fortune, Buccaneer: "Friendly units may be played to open battlefields." (355.2.b)
    — with her on the board A's Blazing Scorcher is played to an open battlefield; not to one
    B controls, nor, for B, to the open one."""
    game = _game("Miss Fortune, Buccaneer")
    a, b = game.players
    open_field, theirs = game.add_battlefield("Bf1"), game.add_battlefield("Bf2")
    theirs.controller = b
    unit = _card(game, a, "Blazing Scorcher")
    _runes(game, a, "Fury Rune", 5)
    assert play_card(game, a, unit, open_field) is None  # not yet: no permission
    play(game, a, _card(game, a, "Miss Fortune, Buccaneer"))
    assert play_card(game, a, unit, theirs) is None
    assert play_card(game, a, unit, open_field) is unit and unit.battlefield is open_field
    _runes(game, b, "Fury Rune", 5)
    other = _card(game, b, "Blazing Scorcher")
    other_field = game.add_battlefield("Bf3")
    assert play_card(game, b, other, other_field) is None


def test_units_played_from_elsewhere_than_a_hand_have_accelerate():
    """Rek'Sai, Breacher: "Friendly units played from anywhere other than a player's hand have
    [Accelerate]." — Monch ([6]) played by an effect from the trash may pay [1][G] more and
    enter ready (805); from the hand it may not."""
    game = _game("Rek'Sai, Breacher")
    a = game.players[0]
    play(game, a, _card(game, a, "Rek'Sai, Breacher"))
    _runes(game, a, "Calm Rune", 8)
    monch = _card(game, a, "Monch", "trash")
    assert play_card(game, a, monch, allowed=True) is monch and not monch.exhausted
    assert len(a.runes) == 7  # [7] exhausted, one of them recycled for [G]
    game = _game("Rek'Sai, Breacher")
    a = game.players[0]
    play(game, a, _card(game, a, "Rek'Sai, Breacher"))
    _runes(game, a, "Calm Rune", 8)
    monch = _card(game, a, "Monch")
    assert play_card(game, a, monch) is monch and monch.exhausted and len(a.runes) == 8


def test_spells_have_repeat_while_in_a_showdown():
    """Syndra, Transcendent: "While I'm in a showdown, your spells have [Repeat] [2][P]." —
    during a combat's showdown at her battlefield (308.1) Dredge Up may be paid for with
    [2][P] more and draws twice; outside one, once."""
    for showdown, draws in ((True, 2), (False, 1)):
        game = _game("Syndra, Transcendent", "Dredge Up")
        a = game.players[0]
        for n in range(4):
            game.add_card(a, "main_deck", f"d{n}")
        field = game.add_battlefield("Bf1")
        play(game, a, _card(game, a, "Syndra, Transcendent"), field)
        game.pending.clear()
        game.combat = field if showdown else None
        _runes(game, a, "Chaos Rune", 5)
        assert play_card(game, a, _card(game, a, "Dredge Up")) is not None
        assert [e.kind for e in game.log].count("draw") == draws


def test_its_controller_cant_play_spells_this_turn():
    """Lilting Lullaby: "Counter a spell. Its controller can't play spells this turn." — A's
    Hextech Ray is countered, then A's Dredge Up can't be played this turn; a unit can; next
    turn the spell can."""
    from riftrules.effects import compile_card

    def script(obj):
        card = obj.card
        return compile_card(card.text, card.type) if card is not None else None

    game = Game(("A", "B"), scripts=script, choices=["Mega-Mech", "Lilting Lullaby"])
    a, b = game.players
    field = game.add_battlefield("Bf1")
    game.add_card(b, "battlefield", "Mega-Mech", card=CARDS["Mega-Mech"], battlefield=field)
    _card(game, b, "Lilting Lullaby")
    play(game, a, _card(game, a, "Hextech Ray"))
    assert "counter" in game.log.kinds()
    spell = _card(game, a, "Dredge Up")
    assert play_card(game, a, spell, allowed=True, ignore="cost") is None and spell in a.hand
    unit = _card(game, a, "Blazing Scorcher")
    assert play_card(game, a, unit, allowed=True, ignore="cost") is unit
    start_turn(game, b)
    for n in range(2):
        game.add_card(a, "main_deck", f"d{n}")
    assert play_card(game, a, spell, allowed=True, ignore="cost") is spell


def test_can_play_reads_the_changed_cost():
    """What a player could play now (the Reactions the chain offers) is read with the cost
    increases and discounts: B's Dredge Up ([2]) with two runes, under Helm of Suppression
    ([1] more), cannot; A's, after Raging Firebrand ([5] less), can with none."""
    from riftrules.engine.costs import can_play

    game = _game("Helm of Suppression", "Raging Firebrand")
    a, b = game.players
    _runes(game, b, "Mind Rune", 2)
    theirs, mine = _card(game, b, "Dredge Up"), _card(game, a, "Dredge Up")
    assert can_play(game, b, theirs) and not can_play(game, a, mine)
    play(game, a, _card(game, a, "Helm of Suppression"))
    play(game, a, _card(game, a, "Raging Firebrand"))
    settle(game)
    assert not can_play(game, b, theirs) and can_play(game, a, mine)


def test_a_hidden_card_still_pays_cost_increases():
    """Played from facedown ignoring its base cost (811.1.b), a card still pays the cost
    increases (356.1.b.3): under Helm of Suppression ([1] more), B's hidden Back Off costs [1];
    with no rune to pay it, it is not played."""
    from riftrules.engine import hide, play_hidden

    for runes, played in ((1, True), (0, False)):
        game = _game("Helm of Suppression", "Back Off")
        a, b = game.players
        field = game.add_battlefield("Bf1")
        field.controller = b
        _runes(game, b, "Calm Rune", 1)
        hidden = _card(game, b, "Back Off")
        start_turn(game, b)
        assert hide(game, b, hidden, field)  # [A]: the rune recycled
        play(game, a, _card(game, a, "Helm of Suppression"))
        _runes(game, b, "Calm Rune", runes)
        game.add_card(a, "battlefield", "there", type="Unit", might=2, battlefield=field)
        start_turn(game, a)
        assert (play_hidden(game, b, hidden) is hidden) is played
        assert (hidden in b.trash) is played and len(b.runes) == runes


def test_reactions_cost_more_during_a_showdown_here():
    """Mystic Vortex: "During showdowns here, cards with [Reaction] cost [A] more to play." —
    during a combat's showdown there (308.1) Defy ([1][G], and [A] more) takes one more rune
    recycled; outside one, or a card without [Reaction], not. (Defy's [Reaction] is its
    script's timing, the engine reading no card text; its counter, with no spell to target,
    is left out.)"""
    vortex = CARDS["Mystic Vortex"]
    scripts = {vortex: compile_text(vortex.text, vortex.type)}
    scripts[CARDS["Defy"]] = Script(timing=Timing.REACTION)
    for showdown, recycled in ((True, 1), (False, 0)):
        game = Game(("A", "B"), scripts=lambda obj: scripts.get(obj.card))
        a, b = game.players
        field = game.add_battlefield("Mystic Vortex", card=vortex)
        field.controller = a
        game.combat = field if showdown else None
        _runes(game, b, "Calm Rune", 3)
        defy = _card(game, b, "Defy")
        # [1][G]: a rune exhausted for [1], one recycled for [G], and one more for [A]
        assert play_card(game, b, defy) is defy and len(b.runes) == 2 - recycled
        _runes(game, a, "Mind Rune", 2)
        assert play_card(game, a, _card(game, a, "Dredge Up")) is not None
        assert len(a.runes) == 2


def test_an_activated_abilitys_cost_made_less():
    """Risen Altar: "[Empower] costs of your units here cost [1] or [A] less." — Applied
    Researchers' [Empower] [3] costs [2] at the Altar (two runes do), [3] in the base."""
    from riftrules.engine import activate

    altar = CARDS["Risen Altar"]
    scripts = {c: compile_text(c.text, c.type) for c in (altar, CARDS["Applied Researchers"])}
    for here, empowered in ((True, True), (False, False)):
        game = Game(("A", "B"), scripts=lambda obj: scripts.get(obj.card))
        a = game.players[0]
        field = game.add_battlefield("Risen Altar", card=altar)
        field.controller = a
        unit = _card(game, a, "Applied Researchers")
        play(game, a, unit, field if here else None)
        _runes(game, a, "Mind Rune", 2)
        activate(game, a, unit)
        assert unit.empowered is empowered and _exhausted(a) == (2 if here else 0)


def test_i_cant_be_played_on_your_first_second_or_third_turns():
    """Ol' Poro: not on A's first three turns (the game opens in A's first: 315); on B's turn
    and on A's fourth it can be."""
    from riftrules.engine.costs import can_play

    game = _game("Ol' Poro")
    a, b = game.players
    _runes(game, a, "Body Rune", 12)
    poro = _card(game, a, "Ol' Poro")
    assert play_card(game, a, poro) is None and not can_play(game, a, poro)
    for turn in (2, 3):
        start_turn(game, a)
        assert a.turns == turn and play_card(game, a, poro) is None
    start_turn(game, b)
    assert can_play(game, a, poro)
    start_turn(game, a)
    assert play_card(game, a, poro) is poro


def test_i_can_be_played_to_a_battlefield_youre_attacking():
    """Rengar, Pouncing (355.2.b): to the battlefield where A's units are attackers, not to
    another one B controls."""
    game = _game("Rengar, Pouncing")
    a, b = game.players
    attacked, other = game.add_battlefield("Bf1"), game.add_battlefield("Bf2")
    attacked.controller = other.controller = b
    attacker = game.add_card(a, "battlefield", "Raider", type="Unit", might=2, battlefield=attacked)
    game.add_card(b, "battlefield", "Guard", type="Unit", might=2, battlefield=attacked)
    attacker.role = "attacker"
    for name in ("Fury Rune", "Body Rune", "Order Rune"):
        _runes(game, a, name, 4)
    rengar = _card(game, a, "Rengar, Pouncing")
    assert play_card(game, a, rengar, other) is None and rengar in a.hand
    assert play_card(game, a, rengar, attacked) is rengar and rengar.battlefield is attacked
