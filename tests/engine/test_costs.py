"""Power of a Domain (163.2, 134.2), the runes' own abilities paying what the Rune Pool lacks
(164.2, 444.2.c), and a cost paid whole or not at all (203.3)."""

from hypothesis import given, settings
from hypothesis import strategies as st

from riftrules.cards import pool
from riftrules.cards.model import CardType
from riftrules.engine import CONTROLLER, Add, Game, Pay, SpendOnly, payment, run_effect
from riftrules.engine.context import Context
from riftrules.engine.payment import OWN, Cost, Payment, Spending

RUNES = {card.name: card for card in pool.load() if card.type == "Rune"}
pool_cards = pool.load()


def _game(*runes: str) -> tuple[Game, object]:
    game = Game(("A", "B"))
    a = game.players[0]
    for name in runes:
        game.add_card(a, "runes", name, card=RUNES[name])
    return game, a


def test_power_of_a_domain_pays_only_that_domain():
    game, a = _game()
    run_effect(game, Add(CONTROLLER, 0, 0, ("Calm",)), a)
    assert a.pool == {"Calm": 1} and a.power == 1
    fury = Pay(CONTROLLER, 0, 0, ("Fury",))
    assert not fury.payable(Context(game, a)) and run_effect(game, fury, a) == []
    assert a.pool == {"Calm": 1}  # not paid: nothing taken
    run_effect(game, Pay(CONTROLLER, 0, 1), a)  # [A]: Power of any Domain pays it
    assert a.power == 0


def test_power_of_any_domain_pays_a_domain():
    game, a = _game()
    run_effect(game, Add(CONTROLLER, 1, 1), a)
    assert run_effect(game, Pay(CONTROLLER, 1, 0, ("Order",)), a) == [a]
    assert (a.energy, a.power) == (0, 0)


def test_runes_add_what_the_pool_lacks():
    """[1][R] with a Calm Rune and a Fury Rune, both ready: the Fury Rune is exhausted for [1]
    (164.2.a), then recycled for [R] (164.2.b.1); the Calm Rune is left ready."""
    game, a = _game("Calm Rune", "Fury Rune")
    calm, fury = a.runes
    assert run_effect(game, Pay(CONTROLLER, 1, 0, ("Fury",)), a) == [a]
    assert fury in a.rune_deck and not calm.exhausted and a.runes == [calm]
    assert (a.energy, a.power) == (0, 0)
    kinds = [e.kind for e in game.log]
    assert kinds == ["exhaust", "add", "recycle", "add", "pay"]
    assert "164.2.b.1" in game.log[3].cites


def test_a_cost_the_runes_cannot_pay_spends_nothing():
    game, a = _game("Fury Rune")
    assert run_effect(game, Pay(CONTROLLER, 1, 0, ("Fury", "Fury")), a) == []
    assert a.runes and not a.runes[0].exhausted and not game.log


def test_own_domain_is_the_source_cards():
    """[C] (135.2.e.6): Power of the source's Domain; any Domain for a source with none."""
    blazing = next(c for c in pool.load() if c.name == "Blazing Scorcher")
    game, a = _game("Calm Rune", "Fury Rune")
    unit = game.add_card(a, "base", blazing.name, card=blazing)
    run_effect(game, Pay(CONTROLLER, 0, 0, ("own",)), a, source=unit)
    assert [r.name for r in a.rune_deck] == ["Fury Rune"]
    run_effect(game, Pay(CONTROLLER, 0, 0, ("own",)), a)  # no source: any Domain
    assert [r.name for r in a.rune_deck] == ["Fury Rune", "Calm Rune"]


CARDS = {card.name: card for card in pool.load()}


def _playing(name: str, *runes: str, choices=()) -> tuple[Game, object, object]:
    """A game where A has ``name`` in hand, ``runes`` on the board and 4 cards in their deck;
    what of the card's text compiles, compiled."""
    from riftrules.effects import compile_card

    card = CARDS[name]
    script = compile_card(card.text, card.type)
    game = Game(
        ("A", "B"), scripts=lambda obj: script if obj.card is card else None, choices=choices
    )
    a = game.players[0]
    for rune in runes:
        game.add_card(a, "runes", rune, card=RUNES[rune])
    for n in range(4):
        game.add_card(a, "main_deck", f"d{n}")
    return game, a, game.add_card(a, "hand", name, card=card)


def test_a_card_played_for_its_cost_uses_the_runes():
    """Blazing Scorcher costs [5] (Fury): five runes exhausted; [Accelerate] is offered only if
    [1][R] more can be paid too (355.16) — with five runes it cannot."""
    from riftrules.engine import play_card

    game, a, unit = _playing("Blazing Scorcher", *["Fury Rune"] * 5)
    assert play_card(game, a, unit) is unit
    assert unit.exhausted and all(r.exhausted for r in a.runes) and not game.choices.made


def test_a_card_that_cannot_be_paid_is_not_played():
    from riftrules.engine import play_card

    game, a, unit = _playing("Blazing Scorcher", *["Fury Rune"] * 4)
    assert play_card(game, a, unit) is None
    assert unit in a.hand and not any(r.exhausted for r in a.runes) and not game.log


def test_accelerate_paid_enters_ready_declined_enters_exhausted():
    """[Accelerate] (805): [1][C] more — a Fury Rune exhausted and recycled — and the unit
    enters ready (805.6); declined, it enters exhausted."""
    from riftrules.engine import play_card

    runes = ("Fury Rune",) * 6
    game, a, unit = _playing("Blazing Scorcher", *runes, choices=["yes"])
    assert play_card(game, a, unit) is unit and not unit.exhausted
    assert len(a.runes) == 5 and "805.6" in game.log[-1].cites
    game, a, unit = _playing("Blazing Scorcher", *runes, choices=["no"])
    assert play_card(game, a, unit) is unit and unit.exhausted and len(a.runes) == 6


def test_accelerate_needs_power_of_the_units_domain():
    """805.1.a.1: Calm Runes cannot pay the [C] of a Fury unit's [Accelerate]; one Fury Rune,
    exhausted for [1] and then recycled for [R], can."""
    from riftrules.engine import play_card

    game, a, unit = _playing("Blazing Scorcher", *["Calm Rune"] * 6)
    assert play_card(game, a, unit) is unit and unit.exhausted and not game.choices.made
    game, a, unit = _playing("Blazing Scorcher", *["Calm Rune"] * 5, "Fury Rune")
    assert play_card(game, a, unit) is unit and not unit.exhausted
    assert [r.name for r in a.rune_deck] == ["Fury Rune"] and all(r.exhausted for r in a.runes)


def test_repeat_paid_runs_the_spell_twice():
    """Blood Rush's [Repeat] [1]: paid, "Give a unit [Assault 2]"
    is executed twice (820.1.d); declined, once."""
    from riftrules.engine import play_card

    for answer, times in (("yes", 2), ("no", 1)):
        game, a, spell = _playing("Blood Rush", *["Fury Rune"] * 2, choices=[answer])
        game.add_card(a, "base", "u", type="Unit", might=1)
        assert play_card(game, a, spell) is spell and spell in a.trash
        assert [e.kind for e in game.log].count("give") == times
        assert len(a.runes) == 2 and sum(r.exhausted for r in a.runes) == times


def test_flow_plays_a_spell_from_the_trash_then_banishes_it():
    """Dredge Up, [Flow] [2] (829): from the trash for [2], not its [2] printed cost in hand;
    then banished (829.1.b.1). Without [Flow] a card is not played from the trash (419.1.a)."""
    from riftrules.engine import play_card, zones

    game, a, spell = _playing("Dredge Up", "Mind Rune", "Mind Rune")
    zones.put(game, spell, a, "trash")
    assert play_card(game, a, spell) is spell
    assert spell in a.banishment and len(a.hand) == 1
    assert "829.1.b.1" in game.log[-1].cites
    game, a, unit = _playing("Blazing Scorcher", *["Fury Rune"] * 5)
    zones.put(game, unit, a, "trash")
    assert play_card(game, a, unit) is None and unit in a.trash


def test_an_effect_plays_a_card_ignoring_its_cost():
    """Portal Rescue: "Banish a friendly unit, then its owner plays it to their base, ignoring
    its cost." (356.1.b.1): no rune is used for [5]; the unit is back in base, exhausted — or,
    its [Accelerate] paid (additional costs still apply, 356.1.b.3), ready."""
    from riftrules.effects import compile_text
    from riftrules.engine import run_effect

    script = compile_text(CARDS["Portal Rescue"].text, "Spell")
    unit_name = "Blazing Scorcher"
    for answer, runes_left in (("no", 5), ("yes", 4)):
        game, a, unit = _playing(unit_name, *["Fury Rune"] * 5, choices=[unit_name, answer])
        field = game.add_battlefield("Bf1")
        moved = game.add_card(a, "battlefield", unit.name, card=unit.card, battlefield=field)
        run_effect(game, script.effect, a)
        assert moved.zone == "base" and moved.exhausted is (answer == "no")
        assert len(a.runes) == runes_left and "banish" in [e.kind for e in game.log]


def test_pay_to_play_me_is_playing_it_for_that():
    """ "You may pay [R] to play me." (Flame Chompers, once discarded): the card is played for
    [R] (356.1.a), not for its [3] as well: one Fury Rune is enough, a Calm Rune is not."""
    from riftrules.effects import compile_text
    from riftrules.engine import run_effect, zones

    effect = compile_text("You may pay [R] to play me.", "Spell").effect
    for rune, played in (("Fury Rune", True), ("Calm Rune", False)):
        game, a, unit = _playing("Flame Chompers", rune)
        zones.put(game, unit, a, "trash")
        run_effect(game, effect, a, source=unit)
        assert unit.on_board is played and (unit in a.trash) is not played


def test_an_optional_additional_cost_and_if_you_paid_it():
    """Sea Monkey ([2]): "You may pay [1] as an additional cost to play me. When you play me,
    if you paid the additional cost, buff me." — paid: 3 runes used and buffed; declined: 2
    runes, no buff; with 2 runes it is not even offered (355.16)."""
    from riftrules.engine import play_card, settle

    for runes, answers, used, buffed in ((3, ["yes"], 3, 1), (3, ["no"], 2, 0), (2, [], 2, 0)):
        game, a, unit = _playing("Sea Monkey", *["Body Rune"] * runes, choices=answers)
        assert play_card(game, a, unit) is unit
        settle(game)
        assert sum(r.exhausted for r in a.runes) == used and unit.buffs == buffed


def test_a_mandatory_additional_cost():
    """Cruel Patron: "As an additional cost to play me, kill a friendly unit." (356.2.a):
    without a friendly unit it cannot be played (203.3); with one, that unit dies."""
    from riftrules.engine import play_card

    game, a, unit = _playing("Cruel Patron", *["Order Rune"] * 4)
    assert play_card(game, a, unit) is None and unit in a.hand
    friend = game.add_card(a, "base", "friend", type="Unit", might=1)
    assert play_card(game, a, unit) is unit and friend in a.trash


def test_discounts():
    """Rhasa the Sunderer ([10], 1 Chaos Power): "I cost [1] less for each card in your trash."
    — 6 cards in the trash: [4] and [P] (356.4), four runes (one exhausted, then recycled);
    Production Surge ([4]): "This costs [2] less if you control a Mech." — only while you do."""
    from riftrules.engine import play_card

    game, a, unit = _playing("Rhasa the Sunderer", *["Chaos Rune"] * 3)
    for n in range(6):
        game.add_card(a, "trash", f"t{n}")
    assert play_card(game, a, unit) is None
    game.add_card(a, "runes", "Chaos Rune", card=RUNES["Chaos Rune"])
    assert play_card(game, a, unit) is unit and len(a.runes) == 3
    game, a, spell = _playing("Production Surge", *["Mind Rune"] * 3)
    assert play_card(game, a, spell) is None
    game.add_card(a, "base", "Mech", type="Unit", tags=("Mech",))
    assert play_card(game, a, spell) is spell


def test_a_keyword_whose_cost_is_an_action():
    """Square Up ([4]): "[Repeat] — Discard 1": paid by discarding (the card itself is not in
    hand while it is played, 354), its instruction executed twice; Legion Marauder: "[Empower]
    — [1] or [O]": two activated abilities, either cost."""
    from riftrules.engine import ActivatedAbility, activate, play_card

    for answer, gives, hand in (("yes", 2, 0), ("no", 1, 1)):
        game, a, spell = _playing("Square Up", *["Fury Rune"] * 4, choices=[answer])
        game.add_card(a, "hand", "h0")
        game.add_card(a, "base", "u", type="Unit", might=1)
        assert play_card(game, a, spell) is spell
        assert [e.kind for e in game.log].count("give") == gives and len(a.hand) == hand
    game, a, unit = _playing("Legion Marauder", "Body Rune", "Body Rune", "Body Rune")
    assert play_card(game, a, unit) is unit
    costs = [e.ability.cost for e in unit.abilities if isinstance(e.ability, ActivatedAbility)]
    assert costs == [Pay(CONTROLLER, 1, 0, ()), Pay(CONTROLLER, 0, 0, ("Body",))]
    assert activate(game, a, unit, 1) and unit.empowered and len(a.rune_deck) == 1


def test_an_additional_cost_that_reduces_the_cost_or_changes_the_spell():
    """Brazen Buccaneer ([6]): "… you may discard 1 as an additional cost. If you do, reduce my
    cost by [2]." — four runes are enough only if a card is discarded; Meditation: "… you may
    exhaust a friendly unit. If you do, draw 2. Otherwise, draw 1." (356.4.f.1)."""
    from riftrules.engine import play_card

    game, a, unit = _playing("Brazen Buccaneer", *["Fury Rune"] * 4)
    assert play_card(game, a, unit) is None
    game.add_card(a, "hand", "h0")
    assert play_card(game, a, unit) is unit and len(a.hand) == 0 and len(a.trash) == 1
    for answer, drawn in (("yes", 2), ("no", 1)):
        game, a, spell = _playing("Meditation", "Calm Rune", "Calm Rune", choices=[answer])
        friend = game.add_card(a, "base", "friend", type="Unit", might=1)
        assert play_card(game, a, spell) is spell
        assert len(a.hand) == drawn and friend.exhausted is (answer == "yes")


def test_where_a_unit_may_be_played():
    """355.2.a: to the base or a battlefield its player controls; Sai Scout, "You may play me
    to an open battlefield." (355.2.b): also to one no one controls and no unit occupies
    (170.11.c) — not to an opponent's."""
    from riftrules.engine import play_card

    runes = ["Chaos Rune"] * 6
    game, a, unit = _playing("Sai Scout", *runes)
    theirs = game.add_battlefield("Theirs")
    theirs.controller = game.players[1]
    assert play_card(game, a, unit, theirs) is None and unit in a.hand
    open_field = game.add_battlefield("Open")
    assert play_card(game, a, unit, open_field) is unit and unit.battlefield is open_field
    game, a, plain = _playing("Blazing Scorcher", *["Fury Rune"] * 5)
    open_field = game.add_battlefield("Open")
    assert play_card(game, a, plain, open_field) is None
    open_field.controller = a
    assert play_card(game, a, plain, open_field) is plain


def test_ignoring_only_the_energy_cost():
    """ "Play a unit from your trash, ignoring its Energy cost." (356.1.b.2): Rhasa the
    Sunderer's [P] is still paid (a Chaos Rune recycled), not its [10]."""
    from riftrules.effects import compile_text
    from riftrules.engine import run_effect, zones

    effect = compile_text("Play a unit from your trash, ignoring its Energy cost.", "Spell").effect
    for runes, played in ((["Chaos Rune"], True), (["Calm Rune"], False)):
        game, a, unit = _playing("Rhasa the Sunderer", *runes)
        zones.put(game, unit, a, "trash")
        run_effect(game, effect, a)
        assert unit.on_board is played and len(a.rune_deck) == played


def test_spending_a_buff_to_ignore_a_spells_cost():
    """Wallop: "As you play this, you may spend a buff as an additional cost. If you do, ignore
    this spell's cost." — with a buffed unit and no rune it is played for free, the buff spent
    (702.2.b); without a buff it needs its cost."""
    from riftrules.engine import play_card

    game, a, spell = _playing("Wallop")
    unit = game.add_card(a, "base", "u", type="Unit", might=1)
    assert play_card(game, a, spell) is None
    unit.buffs = 1
    assert play_card(game, a, spell) is spell and unit.buffs == 0
    assert "702.2.b" in next(e for e in game.log if e.kind == "spend_buff").cites


def test_discounts_by_where_from_and_instead():
    """Void Drone ([3]): "I cost [2] less to play from anywhere other than your hand." — [3]
    from the hand, [1] from the trash (an effect playing it, paying its cost); Concentrate
    ([5]): [Level 6] "costs [2] less", [Level 11] "[4] less instead" (not [6] less)."""
    from riftrules.effects import compile_text
    from riftrules.engine import play_card, run_effect, zones

    game, a, unit = _playing("Void Drone", "Fury Rune", "Fury Rune")
    assert play_card(game, a, unit) is None
    zones.put(game, unit, a, "trash")
    run_effect(game, compile_text("Play a unit from your trash.", "Spell").effect, a)
    assert unit.on_board and sum(r.exhausted for r in a.runes) == 1
    for xp, runes, played in ((11, 1, True), (11, 0, False), (6, 3, True), (6, 2, False)):
        game, a, spell = _playing("Concentrate", *["Body Rune"] * runes)
        a.xp = xp
        assert (play_card(game, a, spell) is spell) is played


def test_an_abilitys_cost_with_a_discount():
    """Frostcoat Mother: "[Empower] [12]. This ability costs [1] less for each rune you
    control." — with 6 runes, [6]: the six runes pay it."""
    from riftrules.engine import ActivatedAbility, activate
    from riftrules.engine.registered import register_card

    game, a, unit = _playing("Frostcoat Mother", *["Mind Rune"] * 5)
    mother = game.add_card(a, "base", unit.name, card=unit.card)
    register_card(game, mother)
    index = [isinstance(e.ability, ActivatedAbility) for e in mother.abilities].index(True)
    assert activate(game, a, mother, index) == []  # [7] with 5 runes
    game.add_card(a, "runes", "Mind Rune", card=RUNES["Mind Rune"])
    assert activate(game, a, mother, index) and mother.empowered
    assert all(r.exhausted for r in a.runes)


def test_cards_of_a_cost_no_more_than():
    """ "Play a unit with cost no more than [3] and no more than [A] from your trash, ignoring
    its cost.": Rhasa the Sunderer ([10]) is not among them, Flame Chompers ([3]) is; "kill a
    gear with Energy cost no more than [1]" spares a [2] gear."""
    from riftrules.effects import compile_text
    from riftrules.engine import Costing, run_effect, zones

    text = (
        "Play a unit with cost no more than [3] and no more than [A] from your trash, ignoring "
        "its cost."
    )
    effect = compile_text(text, "Spell").effect
    game, a, big = _playing("Rhasa the Sunderer")
    zones.put(game, big, a, "trash")
    run_effect(game, effect, a)
    assert big in a.trash
    small = game.add_card(a, "trash", "Flame Chompers", card=CARDS["Flame Chompers"])
    run_effect(game, effect, a)
    assert small.on_board and big in a.trash
    kill = compile_text("Kill a gear with Energy cost no more than [1].", "Spell").effect
    assert kill.target.of == Costing(kill.target.of.of, 1, None)
    game, a, _ = _playing("Rhasa the Sunderer")
    gear = game.add_card(a, "base", "Unlicensed Armory", card=CARDS["Unlicensed Armory"])
    run_effect(game, kill, a)
    assert gear.on_board


def _held(game: Game, a, only: SpendOnly, energy: int = 0, power: int = 0) -> None:
    run_effect(game, Add(CONTROLLER, energy, power, only=only), a)


def test_restricted_resources_pay_only_what_they_allow_and_go_first():
    """ "[Add] [2]. Use only to play spells.": held apart in the pool, spent before the rest
    of it on what they may pay for, never on anything else (an effect's "Pay [1]" here)."""
    game, a = _game()
    spells = SpendOnly(plays=("Spell",))
    _held(game, a, spells, energy=2)
    run_effect(game, Add(CONTROLLER, 1), a)
    assert a.energy == 1 and a.rune_pool() == (3, {})
    assert run_effect(game, Pay(CONTROLLER, 2), a) == []  # an effect's: only the [1] may pay
    spell = game.add_card(a, "hand", "Spell", type="Spell")
    unit = game.add_card(a, "hand", "Unit", type="Unit")
    for_unit = Payment(Spending.PLAY, unit)
    assert not payment.can_pay(a, Cost(2), unit, for_unit) and payment.can_pay(a, Cost(1), unit)
    assert payment.pay(game, a, Cost(2), spell, payment=Payment(Spending.PLAY, spell))
    assert a.held == [] and a.energy == 1  # the restricted [2] went first


def test_restricted_resources_pay_the_abilities_of_their_card_type():
    """ "Spend this Energy only to play units or activated abilities of units.": a unit's
    activated ability's cost, paid as it is activated (376), not a gear's."""
    game, a = _game()
    _held(game, a, SpendOnly(plays=("Unit",), abilities_of=("Unit",)), energy=1)
    unit = game.add_card(a, "base", "Unit", type="Unit")
    gear = game.add_card(a, "base", "Gear", type="Gear")
    pay = Pay(CONTROLLER, 1)
    assert not pay.payable(Context(game, a, gear, activating=True))
    assert not pay.payable(Context(game, a, unit))  # the ability's effect paying: not a cost
    assert pay.payable(Context(game, a, unit, activating=True))


def test_showdown_only_resources_pay_during_a_showdown_and_leave_with_the_pool():
    """ "Spend this Energy only during showdowns." (308.1), and the Rune Pool emptying (167)
    takes the restricted resources too."""
    game, a = _game()
    _held(game, a, SpendOnly(showdown=True), power=1)
    assert not payment.can_pay(a, Cost(0, 1), None, Payment.now(game, Spending.EFFECT, None))
    game.combat = game.add_battlefield("Bf1")
    assert payment.can_pay(a, Cost(0, 1), None, Payment.now(game, Spending.EFFECT, None))
    a.empty_pool()
    assert a.rune_pool() == (0, {}) and a.held == []


_DOMAINS = ("Fury", "Calm", "Mind", "any")


@settings(max_examples=300, deadline=None)
@given(
    runes=st.lists(st.tuples(st.sampled_from(sorted(RUNES)), st.booleans()), max_size=8),
    energy=st.integers(0, 3),
    pool=st.dictionaries(st.sampled_from(_DOMAINS), st.integers(1, 3), max_size=3),
    held=st.booleans(),
    cost=st.tuples(
        st.integers(0, 6), st.integers(0, 3), st.lists(st.sampled_from((OWN, *_DOMAINS[:3])))
    ),
    source=st.sampled_from((None, "Blazing Scorcher", "Calm Rune")),
)
def test_can_pay_is_what_the_plan_finds(runes, energy, pool, held, cost, source):
    """The count :func:`payment.can_pay` makes when one kind of Power is wanted gives the
    answer of the whole plan (:func:`payment.plan`), whatever the runes, pool and costs."""
    game, a = _game(*(name for name, _exhausted in runes))
    for rune, (_name, exhausted) in zip(a.runes, runes, strict=True):
        rune.exhausted = exhausted
    a.energy, a.pool = energy, dict(pool)
    if held:
        a.held.append(payment.Held(SpendOnly(plays=(CardType.UNIT,)), 1, {"Fury": 1}))
    card = next((c for c in pool_cards if c.name == source), None) if source else None
    obj = game.add_card(a, "hand", source, card=card) if card is not None else None
    paying = Cost(cost[0], cost[1], tuple(cost[2]))
    for spending in (Payment(Spending.PLAY, obj), None):
        found = payment.plan(a, paying, obj, spending) is not None
        assert payment.can_pay(a, paying, obj, spending) is found
