"""Every choice of an ability named, every reference to what it chose bound to that name
(:mod:`riftrules.effects.compiler.choice_names`), and the engine reading the bound reference
as that choice's answer."""

import dataclasses

from tests.effects.test_snapshot import pool_entries

from riftrules.effects import NotCompiled, compile_text
from riftrules.engine import Choose, Chosen, ControllerOf, Game, It, Permanents, run_effect


def _parts(value):
    """Every node of a program, in field order."""
    yield value
    if isinstance(value, tuple):
        for each in value:
            yield from _parts(each)
    elif dataclasses.is_dataclass(value) and not isinstance(value, type):
        for field in dataclasses.fields(value):
            yield from _parts(getattr(value, field.name))


def test_its_controller_is_the_controller_of_the_unit_chosen_by_choice_1():
    steps = compile_text("Kill a unit. Its controller draws 2.", "Spell").effect.steps
    assert steps[0].target == Choose(Permanents(type="Unit"), choice=1)
    assert steps[1].who == ControllerOf(Chosen(1))


def test_that_spell_and_that_unit_are_bound_to_their_own_choices():
    text = (
        "Choose a friendly unit and a spell. "
        "Counter that spell and give that unit +2 [M] this turn."
    )
    effect = compile_text(text, "Spell").effect
    chooses = [p for p in _parts(effect) if isinstance(p, Choose)]
    assert [c.choice for c in chooses] == [1, 2]
    assert type(chooses[1].of).__name__ == "Spells"
    counter, give = effect.steps[1].steps
    assert counter.target == Chosen(2) and give.target == Chosen(1)


def test_it_in_a_triggered_ability_s_first_instruction_stays_the_event_s_object():
    """Nothing was chosen before it: "it" is what the ability's event is about."""
    (ability,) = compile_text("When a unit moves from here, give it +1 [M] this turn.").abilities
    assert It() in list(_parts(ability)) and not any(isinstance(p, Chosen) for p in _parts(ability))


def test_every_pool_program_names_its_choices_once_and_binds_only_to_earlier_ones():
    """Each ability's choices are 1, 2 … k, each once; a bound reference names one of them."""
    bound = 0
    for text, (_names, card_type) in pool_entries().items():
        try:
            script = compile_text(text, card_type)
        except NotCompiled:
            continue
        for ability in (*script.abilities, script.effect, *script.effect_text):
            nodes = list(_parts(ability))
            numbers = [p.choice for p in nodes if isinstance(p, Choose)]
            assert sorted(numbers) == list(range(1, len(numbers) + 1)), text
            for node in nodes:
                if isinstance(node, Chosen) and node.choice:
                    assert node.choice in numbers, text
                    bound += 1
    assert bound >= 100  # 123 when this was written


def test_the_engine_reads_a_bound_reference_as_the_choice_s_answer():
    """ "Kill a gear. Its controller draws 2.": the chosen gear's controller draws."""
    game = Game(("A", "B"), choices=["G"])
    a, b = game.players
    gear = game.add_card(b, "base", "G", type="Gear")
    for i in range(3):
        game.add_card(b, "main_deck", f"D{i}")
    before = len(b.hand)
    run_effect(game, compile_text("Kill a gear. Its controller draws 2.", "Spell").effect, a)
    assert gear.zone == "trash" and len(b.hand) == before + 2
