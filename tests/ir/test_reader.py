"""The semantic IR: every round-tripping pool text has one, made of typed nodes, and texts
that vary a pool text within its templating read as the same IR with that part changed."""

import pytest

from riftrules.cardtext.coverage import round_trips
from riftrules.cardtext.parser import parse_text
from riftrules.coverage import pool_texts
from riftrules.ir import IRError, read_text
from riftrules.ir.nodes import (
    Instruction,
    IRNode,
    NounPhrase,
    Prepositional,
    Static,
    Triggered,
    TriggerKind,
    Verb,
    node_types,
)


def round_tripping():
    for text, card_type in pool_texts().items():
        parsed = parse_text(text)
        if parsed.ok and round_trips(parsed):
            yield text, card_type


def test_every_round_tripping_pool_text_has_an_ir():
    failures = []
    for text, card_type in round_tripping():
        try:
            meaning = read_text(text, card_type)
        except IRError as error:
            failures.append((text, str(error)))
            continue
        assert len(meaning.abilities) == len(parse_text(text).lines)
        for node in meaning.walk():
            assert type(node) in node_types()
    assert not failures, failures[:5]


def test_a_text_that_does_not_parse_has_no_ir():
    with pytest.raises(IRError):
        read_text("Deal 3 To a unit zzz qqq.", "Spell")


def _trigger_subject(text: str, card_type: str = "Unit") -> NounPhrase:
    (ability,) = read_text(text, card_type).abilities
    assert isinstance(ability, Triggered)
    assert ability.trigger.kind is TriggerKind.WHEN
    subject = ability.trigger.event[0].subject[0]
    assert isinstance(subject, NounPhrase)
    return subject


def test_friendly_and_enemy_read_as_the_controller_only():
    friendly = _trigger_subject("When another friendly unit dies, draw 1.")
    enemy = _trigger_subject("When another enemy unit dies, draw 1.")
    assert friendly.controller == "friendly" and enemy.controller == "enemy"
    assert friendly.kinds == enemy.kinds == ("unit",) and friendly.other and enemy.other
    from dataclasses import replace

    assert replace(friendly, controller="enemy") == enemy


def test_a_number_word_and_a_digit_read_the_same():
    one = read_text("When you discard one or more cards, draw 1.", "Unit").abilities[0]
    two = read_text("When you discard two or more cards, draw 1.", "Unit").abilities[0]
    assert isinstance(one, Triggered) and isinstance(two, Triggered)
    (counted,) = [o for o in one.trigger.event[0].objects if isinstance(o, NounPhrase)]
    (counted2,) = [o for o in two.trigger.event[0].objects if isinstance(o, NounPhrase)]
    assert counted.count.amount == 1 and counted2.count.amount == 2
    assert counted.count.comparison == counted2.count.comparison == "at-least"


def test_an_instruction_has_a_verb_of_the_closed_set_and_its_parts():
    (ability,) = read_text(
        "When you play me, deal 2 to an enemy unit at a battlefield.", "Unit"
    ).abilities
    assert isinstance(ability, Triggered)
    (deal,) = ability.effect.sentences[0].instructions
    assert isinstance(deal, Instruction) and deal.verb is Verb.DEAL
    value, to = deal.objects
    assert value.amount == 2
    assert isinstance(to, Prepositional) and to.preposition == "to"
    unit = to.object
    assert unit.controller == "enemy" and unit.kinds == ("unit",)
    assert unit.location.preposition == "at" and unit.location.object.kinds == ("battlefield",)


def test_a_permanents_text_with_no_trigger_is_static():
    (ability,) = read_text("Other friendly units have +1 [M].", "Unit").abilities
    assert isinstance(ability, Static)


def test_spans_point_into_the_canonical_text():
    text = "When you play me, draw 2."
    (ability,) = read_text(text, "Unit").abilities
    (draw,) = ability.effect.sentences[0].instructions
    start, end = draw.span
    assert text[start:end] == "draw 2"


def test_node_types_are_frozen_dataclasses_with_named_fields():
    import dataclasses

    for kind in node_types():
        assert issubclass(kind, IRNode)
        assert dataclasses.is_dataclass(kind)
        assert kind.__dataclass_params__.frozen
