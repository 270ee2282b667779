"""Keyword lines read from the IR (:func:`riftrules.ir.reader.read_keyword`): the name and the
value of each keyword, its cost as the IR's resources; what the compiler knows of the keywords
it does not build is the lexicon's (``keyword_notes``, ``keywords_not_in_engine``)."""

import pytest

from riftrules.effects import NotCompiled, compile_text
from riftrules.engine import CombatAbility, Pay, Self
from riftrules.ir.lexicon import LEXICON


@pytest.mark.parametrize("text", ["[Shield 2]", "Shield 2 (+2 [M] while I'm a defender.)"])
def test_a_keyword_value_is_read_bracketed_or_bare_at_the_head_of_a_line(text):
    (ability,) = compile_text(text, "Unit").abilities
    assert ability == CombatAbility("Shield", 2, Self(), text="[Shield 2]")


def test_a_keyword_cost_is_the_irs_resources_and_its_label_the_cards_text():
    (ability,) = compile_text("[Equip] [1][R]", "Gear").abilities
    assert ability.cost == Pay(energy=1, domains=("Fury",)) and ability.text == "[Equip] [1][R]"


def test_a_timing_keyword_is_a_note_from_the_lexicon():
    script = compile_text("[Reaction]", "Spell")
    assert script.notes == (f"[Reaction]: {LEXICON['keyword_notes']['Reaction']}",)


@pytest.mark.parametrize(
    ("text", "why"),
    [
        ("[Legion] [1]", "[Legion] with a cost not compiled: the engine has no Legion's condition"),
        ("[Mighty]", "[Mighty] not compiled: the engine does not implement it"),
    ],
)
def test_a_keyword_the_engine_cannot_run_is_refused_saying_why(text, why):
    with pytest.raises(NotCompiled) as refused:
        compile_text(text, "Unit")
    assert refused.value.detail == why
