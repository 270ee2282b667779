"""One home per construct: a verb, a keyword, a trigger event and a condition are each
registered once, keyed by a lexicon entry (:mod:`riftrules.effects.registry`); an unknown or a
repeated key fails as the module is read, and the compiler dispatches a line by its node's
type (:data:`riftrules.effects.compiler.LINES`), not by trying recognisers in order."""

from __future__ import annotations

import json

import pytest

from riftrules.cardtext import ast
from riftrules.effects.compiler import LINES
from riftrules.effects.condition_readings import CONDITIONS
from riftrules.effects.event_kinds import TRIGGER_EVENTS
from riftrules.effects.keywords import BUILT
from riftrules.effects.registry import Registry
from riftrules.effects.verbs import VERBS
from riftrules.engine.events import EventKind
from riftrules.ir import lexicon
from riftrules.ir.nodes import Verb
from riftrules.rules import glossary


@pytest.mark.parametrize(
    ("table", "known"),
    [
        (VERBS, Verb.DRAW),
        (CONDITIONS, Verb.CONTROL),
        (TRIGGER_EVENTS, Verb.DIE),
        (BUILT, "Tank"),
    ],
)
def test_each_key_is_registered_once(table: Registry, known: object):
    assert known in table
    with pytest.raises(ValueError, match="duplicate"):
        table.add(known, table[known])


@pytest.mark.parametrize("table", [VERBS, CONDITIONS, TRIGGER_EVENTS])
def test_a_verb_the_lexicon_does_not_hold_fails(table: Registry):
    with pytest.raises(ValueError):
        table.register("frobnicate")


def test_a_keyword_the_glossary_does_not_hold_fails():
    with pytest.raises(ValueError, match="Flying"):
        BUILT.register("Flying")


def test_the_keys_are_lexicon_entries():
    assert all(isinstance(k, Verb) for k in (*VERBS, *CONDITIONS, *TRIGGER_EVENTS))
    assert set(BUILT) <= set(glossary.keywords())
    assert {EventKind(kind) for kind in TRIGGER_EVENTS.values()}  # each an engine event kind
    assert TRIGGER_EVENTS[Verb.DIE] == "kill"  # 428: "when … dies" waits for a kill


def test_the_lexicon_rejects_an_entry_listed_twice():
    pairs = json.loads('[["draw", 1], ["draw", 2]]')
    with pytest.raises(ValueError, match="listed twice"):
        lexicon._unique([tuple(p) for p in pairs])


def test_a_line_is_dispatched_by_its_node_type():
    assert set(LINES) == {
        ast.Keywords,
        ast.Reminder,
        ast.Gated,
        ast.Activated,
        ast.KeywordCost,
        ast.Effect,
    }
