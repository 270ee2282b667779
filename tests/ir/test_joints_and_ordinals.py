"""Words the IR gives a typed meaning beyond its nodes' fields: the conjunction of a clause's
joint, the numbers of ordinals, and the words of a lexicon identifier."""

import pytest

from riftrules.ir import read_text
from riftrules.ir.lexicon import spelled
from riftrules.ir.nodes import Conjunction, Instruction, NounPhrase, Static
from riftrules.ir.reader import ordinal_numbers


@pytest.mark.parametrize(
    ("joint", "conjunction"),
    [
        ("and", Conjunction.AND),
        (", and", Conjunction.AND),
        (", or", Conjunction.OR),
        (", then", Conjunction.THEN),
        (",", Conjunction.COMMA),
        ("do this:", Conjunction.DO_THIS),
        ("if", None),
        ("", None),
    ],
)
def test_a_joint_says_its_conjunction(joint, conjunction):
    assert Instruction(verb=None, joint=joint).conjunction is conjunction


def test_the_second_modifier_of_a_line_opens_with_and():
    text = "Friendly spells cost [1][A] less, and enemy spells cost [1][A] more."
    (ability,) = read_text(text, "Unit").abilities
    assert isinstance(ability, Static)
    first, second = ability.effect.sentences[0].instructions
    assert (first.conjunction, second.conjunction) == (None, Conjunction.AND)


def test_ordinals_say_their_numbers():
    text = "I can't be played on your first, second, or third turns."
    (ability,) = read_text(text, "Unit").abilities
    assert isinstance(ability, Static)
    turns = ability.effect.sentences[0].instructions[1].objects[0].object
    assert ordinal_numbers(turns) == (1, 2, 3)
    assert ordinal_numbers(NounPhrase(ordinals=("first or second",))) == (1, 2)
    assert ordinal_numbers(NounPhrase(ordinals=("next",))) is None
    assert ordinal_numbers(NounPhrase()) is None


def test_a_lexicon_identifier_has_its_words():
    assert spelled("prepositions", "with-cost") == "with cost"
    with pytest.raises(KeyError):
        spelled("prepositions", "with-costs")
