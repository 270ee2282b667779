"""Texts that vary a pool text within its templating read as the IR made of their parts: the
other side (friendly/enemy), another number word, another permanent type, another trigger of
the same shape. Each variation swaps one word of a round-tripping pool text; the variant's IR
must be the original's with exactly that part changed (the innermost node the word is in)."""

from __future__ import annotations

import dataclasses
import re
from collections.abc import Callable

from hypothesis import HealthCheck, given, settings
from hypothesis import strategies as st

from riftrules.cardtext.coverage import round_trips
from riftrules.cardtext.parser import parse_text
from riftrules.effects.status import pool_texts
from riftrules.ir import read_text
from riftrules.ir.lexicon import LEXICON
from riftrules.ir.nodes import Instruction, IRNode, NounPhrase, Value, Verb

NUMBERS = LEXICON["numbers"]


def _swap_controller(node: NounPhrase, old: str, new: str) -> NounPhrase:
    assert node.controller == LEXICON["controllers"][old]
    return dataclasses.replace(node, controller=LEXICON["controllers"][new])


def _swap_number(node: Value, old: str, new: str) -> Value:
    assert node.amount == NUMBERS[old]
    return dataclasses.replace(node, amount=NUMBERS[new])


def _swap_kind(node: NounPhrase, old: str, new: str) -> NounPhrase:
    kinds = tuple(
        LEXICON["nouns"][new][1] if k == LEXICON["nouns"][old][1] else k for k in node.kinds
    )
    assert kinds != node.kinds
    return dataclasses.replace(node, kinds=kinds)


def _swap_verb(node: Instruction, old: str, new: str) -> Instruction:
    assert node.verb is Verb(old.removesuffix("s"))
    return dataclasses.replace(node, verb=Verb(new.removesuffix("s")))


# a word, what it may become, the node type that holds it, how that node changes
VARIATIONS: list[tuple[str, list[str], type[IRNode], Callable]] = [
    ("friendly", ["enemy"], NounPhrase, _swap_controller),
    ("enemy", ["friendly"], NounPhrase, _swap_controller),
    *[(w, [o for o in NUMBERS if o != w], Value, _swap_number) for w in NUMBERS],
    ("unit", ["gear"], NounPhrase, _swap_kind),
    ("gear", ["unit"], NounPhrase, _swap_kind),
    *[
        (
            w,
            [o for o in ("attacks", "defends", "moves", "conquers", "holds") if o != w],
            Instruction,
            _swap_verb,
        )
        for w in ("attacks", "defends", "moves", "conquers", "holds")
    ],
]


def _candidates():
    found = []
    for text, card_type in pool_texts().items():
        parsed = parse_text(text)
        if not (parsed.ok and round_trips(parsed)):
            continue
        canonical = parsed.normalised.text
        meaning = read_text(canonical, card_type)
        for index, (word, _, kind, _) in enumerate(VARIATIONS):
            for match in re.finditer(rf"(?<![\w\[-]){word}(?![\w\]'-])", canonical):
                if _innermost(meaning, kind, match.start(), match.end()) is not None:
                    found.append((canonical, card_type, index, match.start()))  # not a reminder
    return found


def _innermost(meaning: IRNode, kind: type[IRNode], start: int, end: int) -> IRNode | None:
    covering = [
        node
        for node in meaning.walk()
        if isinstance(node, kind) and node.span[0] <= start and end <= node.span[1]
    ]
    if kind is Instruction:  # the trigger's event, not the sentence it opens
        covering = [n for n in covering if n.verb is not None]
    return min(covering, key=lambda n: n.span[1] - n.span[0], default=None)


def _replace(tree: IRNode, old: IRNode, new: IRNode):
    def rebuild(value):
        if value is old:
            return new
        if isinstance(value, IRNode):
            changes = {
                f.name: rebuild(getattr(value, f.name))
                for f in dataclasses.fields(value)
                if f.name != "span"
            }
            return dataclasses.replace(value, **changes)
        if isinstance(value, tuple):
            return tuple(rebuild(v) for v in value)
        return value

    return rebuild(tree)


CANDIDATES = _candidates()


@settings(max_examples=300, deadline=None, suppress_health_check=[HealthCheck.too_slow])
@given(st.sampled_from(CANDIDATES), st.data())
def test_a_variant_reads_as_the_ir_of_its_parts(candidate, data):
    text, card_type, index, at = candidate
    word, others, kind, change = VARIATIONS[index]
    other = data.draw(st.sampled_from(others))
    variant = text[:at] + other + text[at + len(word) :]
    original = read_text(text, card_type)
    node = _innermost(original, kind, at, at + len(word))
    expected = _replace(original, node, change(node, word, other))
    assert read_text(variant, card_type) == expected, variant


def test_there_are_variations_of_each_kind():
    kinds = {VARIATIONS[i][2] for _, _, i, _ in CANDIDATES}
    assert kinds == {NounPhrase, Value, Instruction}
    assert len(CANDIDATES) > 300
