"""Activated abilities use the chain (377.3, 398-404): declared as a pending item (a Closed
State, 401.1), their mode and targets chosen (402.2), their cost paid, answered by the other
players as a spell is (377.3.b.2) — a Reaction, a counter (425) — then resolved on the targets
still legal (359.3.e); an ability that Adds resources resolves at once (400.2, 429.2)."""

from tests.engine.stand_ins import StandIn, compiled_game

from riftrules.effects import compile_text
from riftrules.engine import activate, chain, timing
from riftrules.engine.activation import activation_refusal
from riftrules.engine.refusals import Refusal
from riftrules.engine.registered import register_card

SNIPE = "[E]: Deal 2 to a unit at a battlefield."


def _game(source_text: str, reaction: str | None = None, choices=(), source_type="Unit"):
    """A's permanent at base with ``source_text``, B's unit at a battlefield (Might 5), and
    in B's hand the [Reaction] spell ``reaction``."""
    game = compiled_game()
    game.choices.answers.extend(choices)
    a, b = game.players
    source = game.add_card(
        a, "base", "Source", card=StandIn(source_text, source_type, might=1), might=1
    )
    register_card(game, source)
    field = game.add_battlefield("Bf1")
    target = game.add_card(
        b, "battlefield", "Target", card=StandIn(type="Unit", might=5), battlefield=field, might=5
    )
    if reaction is not None:
        game.add_card(b, "hand", "Answer", card=StandIn(reaction, "Spell"))
    return game, a, b, source, target


def test_an_activated_ability_is_answered_by_a_reaction_before_it_resolves():
    """B draws with its Reaction while the ability waits on the chain (a Closed State); then
    the ability deals its 2."""
    seen = []
    game, a, b, source, target = _game(SNIPE, "[Reaction]\nDraw 1.", ["Target", "Answer"])
    game.add_card(b, "main_deck", "d")
    second = game.add_card(a, "base", "Second", card=StandIn(SNIPE, "Unit", might=1), might=1)
    register_card(game, second)
    react = chain.STEPS.react

    def watching(game, item, paying):
        seen.append((item.ability is not None, timing.closed(game), list(game.spells)))
        again = activation_refusal(game, a, source)  # 310.2: Closed, [Reaction] only
        other = activation_refusal(game, a, second)  # a default-timed ability of A's
        seen.append((again, other))
        react(game, item, paying)

    chain.STEPS.react = watching
    try:
        activate(game, a, source)
    finally:
        chain.STEPS.react = react
    assert seen[0][:2] == (True, True) and len(seen[0][2]) == 1  # on the chain: Closed
    assert seen[1] == (Refusal.TIMING, Refusal.TIMING)  # 310.2: only [Reaction] while Closed
    kinds = game.log.kinds()
    assert kinds.index("exhaust") < kinds.index("play") < kinds.index("draw")
    assert kinds.index("draw") < kinds.index("damage") and target.damage == 2
    assert ("B", "react to Source", ["Answer"]) in game.choices.made
    assert not game.spells and not timing.closed(game)


def test_a_countered_activated_ability_does_nothing_its_cost_stays_paid():
    """425.1.a, 425.1.c: "Counter an activated ability." — no damage, the source exhausted,
    its limit used."""
    text = "[1]: Deal 2 to a unit at a battlefield. Use this ability only once per turn."
    game, a, b, source, target = _game(
        text, "[Reaction]\nCounter an activated ability.", ["Target", "Answer"]
    )
    a.energy = 2
    assert activate(game, a, source) == []
    assert target.damage == 0 and a.energy == 1 and "damage" not in game.log.kinds()
    (event,) = game.log.of("counter")
    assert event.player == "B" and event.subject is source
    assert [c.name for c in b.trash] == ["Answer"] and not game.spells
    assert activation_refusal(game, a, source) is Refusal.LIMIT  # counted as activated


def test_a_counter_for_spells_cannot_counter_an_ability():
    """ "Counter a spell" chooses among spells (355.9.a.2): with only an ability on the chain
    it has no legal target, so B is not offered it (355.8)."""
    game, a, b, source, target = _game(SNIPE, "[Reaction]\nCounter a spell.", ["Target"])
    activate(game, a, source)
    assert target.damage == 2 and [c.name for c in b.hand] == ["Answer"]
    assert all(not prompt.startswith("react") for _, prompt, _ in game.choices.made)


def test_its_target_gone_before_it_resolves_it_does_nothing_to_it():
    """359.3.e.2, 359.3.e.5: the target recalled to base in reaction is no longer "a unit at
    a battlefield": the ability resolves without dealing to it."""
    game, a, _b, source, target = _game(
        SNIPE, "[Reaction]\nRecall a unit at a battlefield.", ["Target", "Answer", "Target"]
    )
    activate(game, a, source)
    assert target.zone == "base" and target.damage == 0 and source.exhausted
    assert "damage" not in game.log.kinds() and not game.spells


def test_an_add_ability_resolves_at_once_without_the_chain():
    """400.2, 429.2: "[E]: Add [1]." is no chain item: nobody is asked to react, the state
    stays Open."""
    seen = []
    game, a, b, source, _target = _game("[E]: Add [1].", "[Reaction]\nDraw 1.", ["Answer"])
    react = chain.STEPS.react
    chain.STEPS.react = lambda *args: seen.append(args)
    try:
        activate(game, a, source)
    finally:
        chain.STEPS.react = react
    assert seen == [] and a.energy == 1 and not game.spells and not timing.closed(game)
    assert [c.name for c in b.hand] == ["Answer"] and list(game.choices.answers) == ["Answer"]
    assert chain_item_adds("[E]: Add [1].") and not chain_item_adds(SNIPE)


def chain_item_adds(text: str) -> bool:
    from riftrules.engine.activation import adds

    return adds(compile_text(text, "Gear").abilities[0].effect)


def test_an_abilitys_mode_is_chosen_as_it_is_activated_before_its_cost():
    """402.2, 355.3: Udyr's "Choose one you've not chosen this turn —" is chosen as the
    ability is activated, with its target, before its buff is spent."""
    text = (
        "Spend my buff: Choose one you've not chosen this turn —\n• Deal 2 to a unit at a"
        " battlefield.\n• Stun a unit at a battlefield.\n• Ready me.\n• Give me [Ganking] this"
        " turn."
    )
    game, a, _b, source, target = _game(text, choices=["Stun a unit at a battlefield.", "Target"])
    source.buffs = 1
    activate(game, a, source)
    kinds = game.log.kinds()
    assert kinds.index("mode") < kinds.index("choose") < kinds.index("spend_buff")
    assert kinds.index("spend_buff") < kinds.index("stun") and target.stunned
    (mode,) = game.log.of("mode")
    assert mode.subject is source and mode.data.mode == "Stun a unit at a battlefield."


def test_an_ability_with_no_legal_target_is_refused_and_nothing_is_paid():
    """355.8, 402.3: no unit at a battlefield: refused, the source stays ready, no item."""
    game, a, b, source, target = _game(SNIPE)
    target.zone = "base"  # not at a battlefield
    game.battlefields[0].permanents.remove(target)
    b.base.append(target)
    target.battlefield = None
    assert activation_refusal(game, a, source) is Refusal.NO_TARGET
    assert activate(game, a, source) == [] and not source.exhausted and not game.spells


def test_counter_an_ability_compiles_to_a_choice_of_an_ability_on_the_chain():
    """425.3, 355.9.a.2: "Counter an activated ability." (and "an ability", an enemy's)
    counters an ability on the chain, not a spell."""
    from riftrules.engine import Abilities

    for text, controller in (
        ("Counter an activated ability.", None),
        ("Counter an ability.", None),
        ("Counter an enemy ability.", "enemy"),
    ):
        effect = compile_text(text, "Spell").effect
        assert effect.target.of == Abilities(controller), text
