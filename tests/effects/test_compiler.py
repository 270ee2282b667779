"""The compiler: card text -> engine effects, by example; what it cannot compile is refused."""

import pytest

from riftrules.effects import NotCompiled, compile_card, compile_text
from riftrules.engine import (
    CONTROLLER,
    Add,
    Battlefields,
    Burn,
    Choose,
    CombatAbility,
    Deal,
    Did,
    Draw,
    Give,
    If,
    May,
    Move,
    Permanents,
    PlayedAnother,
    ReplacementAbility,
    Self,
    Sequence,
    TriggeredAbility,
    When,
)


@pytest.mark.parametrize(
    ("text", "effect"),
    [
        ("[Burn 3].", Burn(CONTROLLER, 3)),
        ("Draw 2.", Draw(CONTROLLER, 2)),
        (
            "Deal 3 to a unit at a battlefield.",
            Deal(Choose(Permanents(type="Unit", at="battlefield"), choice=1), 3),
        ),
        (
            "Give a friendly unit +2 [M] this turn.",
            Give(Choose(Permanents(type="Unit", controller="friendly"), choice=1), 2, until="turn"),
        ),
        (  # a relative clause: "a unit you control" is one noun phrase
            "Move a unit you control to a battlefield you control.",
            Move(
                Choose(Permanents(type="Unit", controller="you"), choice=1),
                Choose(Battlefields(controlled="you"), choice=2),
            ),
        ),
        (
            "You may draw 1. If you do, [Burn 1].",
            Sequence(May(Draw(CONTROLLER, 1)), If(Did(), Burn(CONTROLLER, 1))),
        ),
    ],
)
def test_spells(text, effect):
    assert compile_text(text, "Spell").effect == effect


def test_a_trigger_becomes_a_triggered_ability():
    script = compile_text("When you play me, draw 1.", "Unit")
    assert script.abilities == (
        TriggeredAbility(
            "play", Draw(CONTROLLER, 1), When(subject="self"), text="When you play me"
        ),
    )
    assert script.effect is None


def test_a_would_instead_becomes_a_replacement():
    (ability,) = compile_card(
        "If a friendly unit would die, kill this instead. Heal that unit, exhaust it, and "
        "recall it.",
        "Gear",
    ).abilities
    assert isinstance(ability, ReplacementAbility)
    assert ability.event == "kill" and ability.condition == When(subject="friendly", type="Unit")


@pytest.mark.parametrize(
    ("text", "reason"),
    [
        ("[Deathknell]", "Deathknell's gated effect"),
        # each player decides for themself: not one "you may" for all
        ("When you play me, each player may draw 1.", "each player deciding"),
    ],
)
def test_what_is_not_compiled_is_refused_with_a_reason(text, reason):
    with pytest.raises(NotCompiled, match=reason):
        compile_text(text, "Unit")


def test_a_battlefields_another_unit_is_not_the_unit_played():
    """ "another unit" in a battlefield's "When a player plays a unit here, they …" is other
    than the unit played (the event's, ``That``), not only other than the battlefield."""
    from riftrules.engine import Permanents, That

    script = compile_text(
        "When a player plays a unit here, they may ready another unit.", "Battlefield"
    )
    found = script.abilities[0].effect.action.target.of
    assert isinstance(found, Permanents) and found.other and found.besides == That()


def test_a_counter_is_refused_where_it_is_not_read():
    with pytest.raises(NotCompiled, match="if an opponent has played two spells"):
        compile_text("Counter a spell if an opponent has played two spells this turn.")
    with pytest.raises(NotCompiled, match="'unless you pay"):
        compile_text("Counter a spell unless you pay [1].")


def test_counter_a_spell_by_its_cost_or_to_its_owners_hand():
    """425.3: a spell on the chain, chosen; "that costs no more than [4] and no more than
    [A]" narrows it by its printed cost (206); "Return it to its owner's hand instead …"."""
    from riftrules.engine import Choose, Costing, Counter, Spells

    defy = compile_text("Counter a spell that costs no more than [4] and no more than [A].")
    assert defy.effect == Counter(Choose(Costing(Spells(), 4, 1), prompt="a spell", choice=1))
    abandon = compile_text(
        "Counter a spell. Return it to its owner's hand instead of putting it in their trash."
    )
    assert abandon.effect == Counter(Choose(Spells(), prompt="a spell", choice=1), to="hand")
    bargain = compile_text("Counter a spell unless its controller pays [2].")
    assert bargain.effect == Counter(Choose(Spells(), prompt="a spell", choice=1), unless=(2, 0))


def test_compile_card_names_each_ability_left_out():
    script = compile_card("[Deathknell]\nWhen you play me, draw 1.", "Unit")
    assert len(script.abilities) == 1
    assert any(note.startswith("not compiled: [Deathknell]") for note in script.notes)


def test_activated_ability_pays_its_cost_then_resolves():
    from riftrules.engine import ActivatedAbility, Exhaust, Kill, Self

    (ability,) = compile_text("[Reaction][>] Kill this, [E]: Draw 1.", "Gear").abilities
    assert ability == ActivatedAbility(
        Sequence(Kill(Self()), Exhaust(Self())),
        Draw(CONTROLLER, 1),
        text="Kill this, [E]",
        timing="reaction",  # it may be activated in a showdown too (813, 347.1)
    )
    assert (
        "[Reaction]: timing, not an effect"
        in compile_text("[Reaction][>] Kill this, [E]: Draw 1.", "Gear").notes
    )


def _gear_in_play(text: str):
    """A game where A has a ready gear with ``text`` (any gear of the pool, given this text) and
    three cards in their Main Deck: (game, A, the gear)."""
    from riftrules.cards import pool
    from riftrules.engine import Game
    from riftrules.engine.board import play

    card = next(c for c in pool.load() if c.type == "Gear")
    script = compile_text(text, "Gear")
    game = Game(("A", "B"), scripts=lambda obj: script)
    a = game.players[0]
    for n in range(3):
        game.add_card(a, "main_deck", f"d{n}")
    gear = game.add_card(a, "hand", card.name, card=card)
    play(game, a, gear, None, exhausted=False)
    return game, a, gear


def test_an_exhausted_permanent_cannot_pay_an_exhaust_cost_again():
    from riftrules.engine import activate

    game, a, lamp = _gear_in_play("[E]: Draw 1.")
    assert len(activate(game, a, lamp)) == 1 and lamp.exhausted
    assert activate(game, a, lamp) == []
    assert len(a.hand) == 1


def test_return_to_hand():
    from riftrules.engine import Return

    script = compile_text("Return a unit at a battlefield to its owner's hand.", "Spell")
    assert script.effect == Return(Choose(Permanents(type="Unit", at="battlefield"), choice=1))


def test_a_passive_might_change_is_a_static_ability():
    from riftrules.engine import Self, StaticAbility

    (ability,) = compile_text("I have +1 [M].", "Unit").abilities
    assert ability == StaticAbility(1, Self(), text="I have +1 [M].")
    (others,) = compile_text("Other friendly units here have +1 [M].", "Unit").abilities
    assert others.affects == Permanents(type="Unit", controller="friendly", at="here", other=True)


def test_paying_from_the_rune_pool():
    from riftrules.engine import Add, Game, Pay, Purpose, run_effect

    script = compile_text("When you conquer here, you may pay [1] to draw 1.", "Battlefield")
    (ability,) = script.abilities
    assert ability.effect == Purpose(May(Pay(CONTROLLER, 1, 0)), Draw(CONTROLLER, 1))
    game = Game(("A", "B"))
    a = game.players[0]
    game.add_card(a, "main_deck", "d0")
    run_effect(game, ability.effect, a)  # nothing in the pool: not paid, no draw
    assert len(a.hand) == 0
    run_effect(game, Add(CONTROLLER, 1, 0), a)
    run_effect(game, ability.effect, a)
    assert len(a.hand) == 1 and a.energy == 0
    fury = compile_text("You may pay [R] to draw 1.", "Spell").effect
    assert fury == Purpose(May(Pay(CONTROLLER, 0, 0, ("Fury",))), Draw(CONTROLLER, 1))


def test_a_cost_is_paid_whole_or_not_at_all():
    """ "Spend 3 XP, [E]: Draw 1." with 2 XP: neither the XP nor the exhaust is paid."""
    from riftrules.engine import activate

    game, a, gear = _gear_in_play("Spend 3 XP, [E]: Draw 1.")
    a.xp = 2
    assert activate(game, a, gear) == []
    assert (a.xp, gear.exhausted, len(a.hand)) == (2, False, 0)
    a.xp = 4
    assert len(activate(game, a, gear)) == 1
    assert (a.xp, gear.exhausted, len(a.hand)) == (1, True, 1)
    assert "730.2" in next(e for e in game.log if e.kind == "spend_xp").cites


def test_it_after_a_cost_still_means_the_events_object():
    """ "When an opponent plays a gear, you may banish me to banish it.": "it" is the gear."""
    from riftrules.engine import Game, settle
    from riftrules.engine.board import play
    from riftrules.engine.registered import register

    script = compile_text("When an opponent plays a gear, you may banish me to banish it.", "Unit")
    game = Game(("A", "B"))
    a, b = game.players
    watcher = game.add_card(a, "base", "Watcher", type="Unit", might=2)
    watcher.abilities += [register(game, ability, a, watcher) for ability in script.abilities]
    gear = game.add_card(b, "hand", "Gear", type="Gear")
    play(game, b, gear)
    settle(game)
    assert watcher.zone == "banishment" and gear.zone == "banishment"


def test_a_gold_token_has_its_rule_187_ability_and_kill_this_e_is_paid_whole():
    """Rule 187.5: a Gold gear token has "[Reaction][>] Kill this, [E]: [Add] [A]."; activating
    it kills it and exhausts it (both paid) and adds [A]."""
    from riftrules.engine import Game, activate, run_effect

    (play,) = [compile_text("Play a Gold gear token.", "Spell").effect]
    assert play.tags == () and len(play.abilities) == 1
    game = Game(("A", "B"))
    a = game.players[0]
    (gold,) = run_effect(game, play, a)
    assert len(activate(game, a, gold)) == 1
    assert (a.power, gold.on_board) == (1, False)
    mech = compile_text("Play a 3 [M] Mech unit token to your base.", "Spell").effect
    assert mech.tags == ("Mech",)
    bird = compile_text("Play a 1 [M] Bird unit token with [Deflect].", "Spell").effect
    assert bird.abilities == (CombatAbility("Deflect", 1, Self(), text="[Deflect]"),)  # 187.7


def test_empower_keyword_and_empowered_gate():
    """[Empower] [2] (827.1.c.1: "[2]: Empower this. Play only if not Empowered.") and
    [Empowered][>] I have +2 [M] (828.1.b.1)."""
    from riftrules.engine import CONTROLLER, Add, Game, activate, run_effect
    from riftrules.engine.registered import register

    script = compile_text(
        "[Empower] [2] ([2]: Empower me. Use only if not Empowered.)\n"
        "[Empowered][>] I have +2 [M].",
        "Unit",
    )
    game = Game(("A", "B"))
    a = game.players[0]
    unit = game.add_card(a, "base", "U", type="Unit", might=3)
    unit.abilities += [register(game, ability, a, unit) for ability in script.abilities]
    assert activate(game, a, unit) == [] and game.might(unit) == 3  # nothing to pay with
    run_effect(game, Add(CONTROLLER, 4, 0), a)
    assert activate(game, a, unit) == [unit] and unit.empowered and game.might(unit) == 5
    assert activate(game, a, unit) == [] and a.energy == 2  # only if not Empowered
    assert "441.1" in next(e for e in game.log if e.kind == "empower").cites


def test_keywords_between_cost_and_effect_are_read_not_dropped():
    """ "[E]: [Reaction], [Legion] — [Add] [1].": [Reaction] is timing, [Legion] a condition
    on the effect (812.1.b.1); no keyword there is skipped silently."""
    text = "[E]: [Reaction], [Legion] — [Add] [1]."
    (ability,) = compile_text(text, "Gear").abilities
    assert ability.effect == If(PlayedAnother(), Add(CONTROLLER, 1, 0))
    with pytest.raises(NotCompiled, match=r"\[Hunt\] in an activated ability"):
        compile_text("[E]: [Hunt] — Draw 1.", "Gear")


def test_use_this_ability_only_while_is_a_condition_to_activate():
    """377.2.b: "Use this ability only while I'm at a battlefield." — from base it cannot be
    activated, and nothing of its cost is paid."""
    from riftrules.engine import activate

    game, a, gear = _gear_in_play("[E]: Draw 1. Use this ability only while I'm at a battlefield.")
    assert activate(game, a, gear) == []
    assert not gear.exhausted and a.hand == []
    with pytest.raises(NotCompiled, match="the restriction"):
        compile_text("[E]: Draw 1. Use only on Tuesdays.", "Gear")


def test_recycling_from_the_trash_as_a_cost_needs_that_many_cards():
    """ "Recycle 3 from your trash, [E]: Draw 1.": with 2 cards in the trash it cannot be paid,
    and nothing of it is (376)."""
    from riftrules.engine import activate

    game, a, gear = _gear_in_play("Recycle 3 from your trash, [E]: Draw 1.")
    for n in range(2):
        game.add_card(a, "trash", f"t{n}")
    assert activate(game, a, gear) == []
    assert len(a.trash) == 2 and not gear.exhausted
    game.add_card(a, "trash", "t2")
    assert len(activate(game, a, gear)) == 1 and a.trash == []


def test_units_in_combat_are_attackers_and_defenders():
    """740.2.c: "Deal 2 to all enemy units in combat." — a unit with either designation."""
    from riftrules.engine import Game, run_effect

    effect = compile_text("Deal 2 to all enemy units in combat.", "Spell").effect
    game = Game(("A", "B"))
    a, b = game.players
    field = game.add_battlefield("Bf1")
    units = [
        game.add_card(b, "battlefield", n, type="Unit", might=5, battlefield=field) for n in "xyz"
    ]
    units[0].role, units[1].role = "attacker", "defender"
    run_effect(game, effect, a)
    assert [u.damage for u in units] == [2, 2, 0]


def test_a_deck_building_sentence_is_no_effect_and_says_so():
    script = compile_text("Your deck can have any number of cards named Spiderling.", "Unit")
    assert script.abilities == () and script.effect is None
    assert script.notes == (
        "deck building (103.2.b), not an effect: "
        "Your deck can have any number of cards named Spiderling.",
    )


def test_once_each_turn_limits_a_trigger():
    """ "Once each turn, when …, …": the trigger, used at most once a turn."""
    (ability,) = compile_text(
        "Once each turn, when a friendly unit dies, draw 1.", "Unit"
    ).abilities
    assert isinstance(ability, TriggeredAbility) and ability.limit == 1
    assert ability.condition == When(subject="friendly", type="Unit")
    assert ability.effect == Draw(CONTROLLER, 1)


def test_use_my_abilities_only_while_conditions_each_activated_ability():
    """377.2.b: "Use my abilities only while I'm at a battlefield." — every activated ability
    of the card gets the condition; with none to condition, it is refused."""
    text = "[1]: Draw 1.\n[E]: Draw 1.\nUse my abilities only while I'm at a battlefield."
    abilities = compile_text(text, "Unit").abilities
    assert len(abilities) == 2 and all(a.only_if is not None for a in abilities)
    with pytest.raises(NotCompiled, match="no activated ability"):
        compile_text("Use my abilities only while I'm at a battlefield.", "Unit")


def test_they_is_the_player_in_every_clause_that_leaves_it_out():
    """ "Choose an opponent. They discard 1 and draw 1.": "draw 1" is theirs too, not what the
    discard affected (the discarded card); "they" after another instruction of its sentence is
    refused."""
    from riftrules.engine import Game, run_effect

    effect = compile_text("Choose an opponent. They discard 1 and draw 1.", "Spell").effect
    game = Game(("A", "B"))
    a, b = game.players
    for n in range(2):
        game.add_card(b, "hand", f"h{n}")
        game.add_card(b, "main_deck", f"d{n}")
    run_effect(game, effect, a)
    assert [c.name for c in b.hand] == ["h1", "d0"] and len(b.trash) == 1
    with pytest.raises(NotCompiled, match="'they' after another instruction"):
        compile_text("Choose a card from it, and they discard that card and draw 1.", "Spell")


def test_the_player_who_may_is_the_one_who_decides():
    """ "Its controller may draw 1.": that player decides, not the effect's controller."""
    from riftrules.engine import Chosen, ControllerOf, May

    effect = compile_text("Kill a gear. Its controller may draw 1.", "Spell").effect
    its = ControllerOf(Chosen(1))  # the controller of the gear chosen by choice 1
    assert effect.steps[1] == May(Draw(its, 1), who=its)
