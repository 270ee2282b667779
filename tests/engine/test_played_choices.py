"""A card's choices are made before its cost is paid (355, then 356-357): its optional
additional costs ([Repeat] among them, 355.1.a), its mode and its targets (355.3-355.5), then
the total worked out and paid; a target's [Deflect] is part of that total (356.2.a.2); if it
cannot be paid the play is undone with nothing paid (358.5)."""

from tests.engine.stand_ins import RUNES, StandIn, compiled_game

from riftrules.engine import play_card
from riftrules.engine.registered import register_card

KILL_TO_GIVE = (
    "As an additional cost to play this, kill a friendly unit.\n"
    "Give a friendly unit +2 [M] this turn."
)


def _game(spell: str, energy: int = 0, choices=()):
    game = compiled_game()
    game.choices.answers.extend(choices)
    a, b = game.players
    card = game.add_card(a, "hand", "Spell", card=StandIn(spell, "Spell", energy=energy))
    return game, a, b, card


def test_the_target_is_chosen_before_the_cost_that_kills_it():
    """The only friendly unit is chosen as the target, then killed paying the additional cost
    (357.3: no other choice): the spell resolves without it (359.3.e), nothing given."""
    game, a, _b, card = _game(KILL_TO_GIVE)
    unit = game.add_card(a, "base", "Only", card=StandIn(type="Unit", might=2), might=2)
    assert play_card(game, a, card) is card
    kinds = game.log.kinds()
    assert kinds.index("choose") < kinds.index("kill") < kinds.index("play")
    assert game.log.of("choose")[0].subject is unit and unit.zone == "trash"
    assert "give" not in kinds and card.zone == "trash"


def test_answers_are_consumed_in_the_rules_order():
    """Wallop: the optional additional cost is decided first (355.1.a: "yes"), then the target
    ("Tired"), then the buff is spent and the spell played — its cost ignored."""
    from riftrules.cards import pool

    wallop = next(c for c in pool.load() if c.name == "Wallop")
    game, a, _b, _card = _game("", choices=["yes", "Tired"])
    card = game.add_card(a, "hand", "Wallop", card=wallop)
    tired = game.add_card(a, "base", "Tired", card=StandIn(type="Unit", might=1), might=1)
    tired.exhausted, tired.buffs = True, 1
    assert play_card(game, a, card) is card
    made = [(prompt, picked) for _who, prompt, picked in game.choices.made]
    assert made[0][1] == ["yes"] and made[1][1] == ["Tired"]
    kinds = game.log.kinds()
    assert kinds.index("choose") < kinds.index("spend_buff") < kinds.index("play")
    assert not tired.exhausted and tired.buffs == 0 and not game.choices.answers


def _guard(game, owner):
    """A 5 [M] unit with [Deflect] of ``owner`` at a new battlefield."""
    field = game.add_battlefield("Bf1")
    guard = game.add_card(
        owner,
        "battlefield",
        "Guard",
        card=StandIn("[Deflect]", "Unit", might=5),
        might=5,
        battlefield=field,
    )
    register_card(game, guard)
    return guard


def test_a_deflect_target_is_paid_with_the_total_or_the_play_is_undone():
    """356.2.a.2, 358.5: with [1] for the spell and one rune, the [Deflect] unit (the only
    target) would cost [1] and [A]: the rune cannot pay both, so the play is undone — nothing
    paid, nothing logged, the card back in hand. With a second rune it is played, its cost
    and then the Deflect paid."""
    for runes, played in ((1, False), (2, True)):
        game, a, b, card = _game("Deal 2 to a unit at a battlefield.", energy=1)
        for _ in range(runes):
            game.add_card(a, "runes", "Fury Rune", card=RUNES["Fury Rune"])
        guard = _guard(game, b)
        assert (play_card(game, a, card) is card) is played
        if not played:
            assert list(game.log) == [] and card.zone == "hand" and len(a.runes) == 1
            assert not game.spells and guard.damage == 0
            continue
        pays = [e.data for e in game.log.of("pay")]
        assert len(pays) == 2 and game.log.of("pay")[1].subject is guard
        assert guard.damage == 2 and not a.runes


def test_a_deflect_target_the_least_cost_cannot_pay_with_refuses_the_play():
    """The play is refused before anything is asked (355.8, 358.5) when its only target's
    [Deflect] cannot be paid with its least cost: no legal target."""
    from riftrules.engine.costs import play_refusal
    from riftrules.engine.refusals import Refusal

    game, a, b, card = _game("Deal 2 to a unit at a battlefield.", energy=1)
    game.add_card(a, "runes", "Fury Rune", card=RUNES["Fury Rune"])
    _guard(game, b)
    assert play_refusal(game, a, card) is Refusal.NO_TARGET


def test_a_modal_spell_with_no_mode_it_can_choose_is_refused():
    """355.8: "Choose one — • Counter a spell. • Stun a unit at a battlefield." with no spell
    on the chain and no unit at a battlefield has no legal choice."""
    from riftrules.engine.costs import play_refusal
    from riftrules.engine.refusals import Refusal

    text = "Choose one —\n• Counter a spell.\n• Stun a unit at a battlefield."
    game, a, b, card = _game(text)
    assert play_refusal(game, a, card) is Refusal.NO_TARGET
    field = game.add_battlefield("Bf1")
    game.add_card(b, "battlefield", "U", card=StandIn(type="Unit", might=1), battlefield=field)
    assert play_refusal(game, a, card) is None
    assert play_card(game, a, card) is card and game.log.of("stun")
    assert game.choices.offered[0] == ["Stun a unit at a battlefield."]


def test_the_cost_spares_the_target_while_it_has_another_choice():
    """357.3: with two friendly units, the one chosen as the target is not the one killed for
    the cost, though it comes first among the options: the other dies, the target gets +2."""
    game, a, _b, card = _game(KILL_TO_GIVE, choices=["First"])
    first = game.add_card(a, "base", "First", card=StandIn(type="Unit", might=2), might=2)
    other = game.add_card(a, "base", "Other", card=StandIn(type="Unit", might=2), might=2)
    assert play_card(game, a, card) is card
    assert other.zone == "trash" and first.zone == "base"
    assert [e.subject for e in game.log.of("give")] == [first]
    assert game.choices.offered[-1] == ["Other"]  # the cost's choice: the target spared


def test_a_unit_and_another_unit_need_two_units():
    """'Give a unit +2 [M] this turn and another unit -2 [M] this turn.' (Defiant Dance) with
    one unit on the board: the second target has no legal option once the first is chosen,
    so the spell is refused before anything is paid (355.8; the soak met it offered, then
    undone); with a second unit it is played."""
    from riftrules.engine.costs import play_refusal
    from riftrules.engine.refusals import Refusal

    text = "Give a unit +2 [M] this turn and another unit -2 [M] this turn."
    game, a, _b, card = _game(text)
    game.add_card(a, "base", "Only", card=StandIn(type="Unit", might=3), might=3)
    assert play_refusal(game, a, card) is Refusal.NO_TARGET
    assert play_card(game, a, card) is None and card.zone == "hand" and not game.log
    game.add_card(a, "base", "Second", card=StandIn(type="Unit", might=3), might=3)
    assert play_refusal(game, a, card) is None
    assert play_card(game, a, card) is card


def test_two_targets_with_deflect_cost_it_twice():
    """'Deal 3 to a unit. Deal 3 to a unit.' (Falling Star) whose only target has [Deflect 2]:
    each choice of it costs [A][A] more (809.1.c, 356.2.a.2). With [1] and three runes the
    spell's [1] and both Deflects cannot be paid together: refused before anything is paid
    (the soak met it offered, then undone); with four runes it is played."""
    from riftrules.engine.costs import play_refusal
    from riftrules.engine.refusals import Refusal

    for runes, played in ((3, False), (4, True)):
        game, a, b, card = _game("Deal 3 to a unit. Deal 3 to a unit.", energy=1)
        for _ in range(runes):
            game.add_card(a, "runes", "Fury Rune", card=RUNES["Fury Rune"])
        game.add_card(b, "base", "Guard", card=StandIn("[Deflect 2]", "Unit", might=9), might=9)
        refusal = play_refusal(game, a, card)
        assert (refusal is None) is played and refusal in (None, Refusal.NO_TARGET)
        assert (play_card(game, a, card) is card) is played
