"""The card's program as JSON: every pool program round-trips exactly through ``to_json`` and
``from_json`` (and through the Python ``codegen`` prints from it); a document that is not a
program is refused with one line naming where."""

from __future__ import annotations

import dataclasses
import json
import typing
from enum import Enum
from functools import cache

import pytest

from riftrules.cards import pool
from riftrules.codegen import build, module
from riftrules.effects import NotCompiled, compile_text
from riftrules.engine import Deal, Draw, PlayToken, Script, Self, StaticAbility, When
from riftrules.program_json import MAX_DEPTH, ProgramError, from_json, to_json
from riftrules.program_json.fields import vocabulary
from riftrules.program_json.nodes import hints, parts, registry


@cache
def programs() -> dict[tuple[str, str | None], tuple[str, Script]]:
    """Each distinct executable pool text (with its card type) -> (a card's name, its program)."""
    found: dict[tuple[str, str | None], tuple[str, Script]] = {}
    for card in pool.load():
        if card.text and (card.text, card.type) not in found:
            try:
                found[(card.text, card.type)] = (card.name, compile_text(card.text, card.type))
            except NotCompiled:
                continue
    return found


def _classes(value, found: set[type]) -> set[type]:
    if dataclasses.is_dataclass(value) and not isinstance(value, type):
        found.add(type(value))
        for field in dataclasses.fields(value):
            _classes(getattr(value, field.name), found)
    elif isinstance(value, tuple):
        for item in value:
            _classes(item, found)
    return found


def test_the_pool_has_programs():
    assert len(programs()) >= 840  # of 907 distinct texts (the README's share)


def test_every_pool_program_round_trips_exactly():
    inexact = []
    for (text, _), (_, program) in programs().items():
        data = json.loads(json.dumps(to_json(program)))
        back = from_json(data)
        if back != program or to_json(back) != data:
            inexact.append(text)
    assert not inexact, inexact[:5]


def test_every_class_in_a_pool_program_is_a_registered_node():
    used: set[type] = set()
    for _, program in programs().values():
        _classes(program, used)
    nodes = set(registry().values())
    assert used <= nodes, sorted(c.__name__ for c in used - nodes)
    assert len(used) >= 190


def _enums(hint) -> list[type[Enum]]:
    """The enums a field's type admits (itself, in a union or in a tuple)."""
    found = []
    for part in parts(hint):
        if isinstance(part, type) and issubclass(part, Enum):
            found.append(part)
        elif typing.get_origin(part) is tuple:
            found += [e for arg in typing.get_args(part) for e in _enums(arg)]
    return found


def _bare_strings(value, where: str, found: list[str]) -> list[str]:
    """Where a field typed by a vocabulary (an enum) holds a bare string instead of a member."""
    if dataclasses.is_dataclass(value) and not isinstance(value, type):
        types = hints(type(value))
        for field in dataclasses.fields(value):
            current = getattr(value, field.name)
            items = current if isinstance(current, tuple) else (current,)
            enums = _enums(types.get(field.name))
            if enums and any(type(i) is str for i in items):
                found.append(f"{where}: {type(value).__name__}.{field.name} = {current!r}")
            _bare_strings(current, where, found)
    elif isinstance(value, tuple):
        for item in value:
            _bare_strings(item, where, found)
    return found


def test_the_reading_gives_every_vocabulary_field_an_enum_member():
    """A closed vocabulary is an enum, and the compiler builds its members (a misspelling fails
    as it is written), never a bare string that happens to equal one."""
    found: list[str] = []
    for name, program in programs().values():
        _bare_strings(program, name, found)
    assert not found, found[:10]


def test_every_node_is_a_frozen_dataclass_with_resolvable_field_types():
    for name, cls in registry().items():
        assert dataclasses.is_dataclass(cls) and cls.__dataclass_params__.frozen, name
        assert hints(cls) is not None


def test_a_closed_field_has_its_vocabulary_and_open_text_none():
    """The decoder refuses a value outside its field's vocabulary: the round trip above holds
    only if the compiler emits none; here the check itself is shown to bite."""
    assert "Tank" in vocabulary(registry()["GiveKeyword"], "keyword")
    assert vocabulary(registry()["When"], "by") is not None
    assert vocabulary(registry()["PlayToken"], "name") is None  # a token's name: open text


def _effect(**node: object) -> dict[str, object]:
    """A program whose effect is ``node``."""
    return {"node": "Script", "effect": node}


SELF = {"node": "Self"}


@pytest.mark.parametrize(
    ("document", "message"),
    [
        (_effect(node="os.system"), "$.effect: unknown node 'os.system'"),
        (_effect(node="Draw", bogus=1), "Draw has no field 'bogus'"),
        (_effect(node="Controller"), "a Controller where Action"),
        (_effect(node="Draw", count="2"), "$.effect.count: a string"),
        (_effect(count=2), "without its 'node'"),
        ({"node": "Deal", "target": SELF}, "$: a Deal where Script"),
        (_effect(node="Deal"), "Deal needs its field 'target'"),
        (_effect(node="Give", target=SELF, might=1, until="x"), "until: 'x' is not a Until"),
        (_effect(node="GiveKeyword", target=SELF, keyword="Tnak"), "'Tnak' is not one of"),
        (_effect(node="Move", target=SELF, to="nowhere"), "'nowhere' is not a Destination"),
        ([], "$: an array where Script is expected"),
        ("Script", "$: a string where Script is expected"),
        ({"node": "Script", "abilities": {"node": "Draw"}}, "$.abilities: a Draw where an array"),
        ({"node": "Script", "abilities": [{"node": "Draw"}]}, "$.abilities[0]: a Draw where"),
    ],
)
def test_a_document_that_is_not_a_program_is_one_line(document, message):
    with pytest.raises(ProgramError) as error:
        from_json(document)
    assert message in str(error.value)
    assert "\n" not in str(error.value)


def test_a_constructor_s_own_check_is_a_one_line_error():
    document = {
        "node": "Script",
        "abilities": [
            {
                "node": "TriggeredAbility",
                "event": "play",
                "effect": {"node": "Draw"},
                "condition": {"node": "When", "by": "nobody"},
            }
        ],
    }
    with pytest.raises(ProgramError, match=r"condition\.by: 'nobody' is not one of"):
        from_json(document)


def test_nesting_is_bounded():
    document: dict = {"node": "Draw"}
    for _ in range(MAX_DEPTH + 5):
        document = {"node": "May", "action": document}
    with pytest.raises(ProgramError, match="nested deeper than"):
        from_json({"node": "Script", "effect": document})


def test_a_runtime_object_is_not_program_data():
    with pytest.raises(ProgramError, match="not program data"):
        to_json(Script(effect=Deal(target=object(), count=1)))  # type: ignore[arg-type]


def test_fields_at_their_default_are_left_out():
    assert to_json(Draw()) == {"node": "Draw"}
    assert to_json(Script(effect=Draw(count=2))) == {
        "node": "Script",
        "effect": {"node": "Draw", "count": 2},
    }


# codegen: the Python it prints from the program (read back from its JSON) rebuilds it


def test_codegen_from_every_pool_program_s_json_rebuilds_it():
    wrong = []
    for (text, _), (name, program) in programs().items():
        read = from_json(json.loads(json.dumps(to_json(program))))
        rebuilt = build(module(read, text, name))
        if rebuilt != program or to_json(rebuilt) != to_json(program):
            wrong.append(name)
    assert not wrong, wrong[:5]


HOSTILE = [
    "quote \" and ' and \"\"\" and '''",
    "back\\slash \\n \\x00 \\u0041",
    "line\nbreak\r\n and tab\t",
    "NUL \x00 bell \x07 delete \x7f",
    "lone surrogate \ud800 and \udfff",
    '"""); import os; os.system(\'echo owned\') #',
    "}) ; __import__('os')",
]


@pytest.mark.parametrize("text", HOSTILE)
def test_codegen_escapes_every_string_of_a_program(text):
    program = Script(
        abilities=(StaticAbility(might=1, affects=Self(), text=text),),
        effect=PlayToken(name=text, might=1),
        notes=(text,),
    )
    assert from_json(json.loads(json.dumps(to_json(program)))) == program
    assert build(module(program, text, text)) == program


def test_when_s_vocabularies_are_the_engine_s_own_checks():
    with pytest.raises(ValueError):
        When(by="nobody")
    assert "nobody" not in (vocabulary(registry()["When"], "by") or ())


def _objects(value, found: list[dict]) -> list[dict]:
    if isinstance(value, dict):
        found.append(value)
        for item in value.values():
            _objects(item, found)
    elif isinstance(value, list):
        for item in value:
            _objects(item, found)
    return found


def test_mutated_pool_programs_are_read_or_refused_in_one_line():
    """2,000 seeded mutations of pool programs (a node renamed, a field dropped or given
    another value): each is a program or a one-line ProgramError, never another exception."""
    import copy
    import random

    rng = random.Random(24)
    documents = [to_json(program) for _, program in programs().values()]
    names = list(registry())
    values = [None, True, 0, -1, 10**6, 1.5, "", "turn", "Unit", [], {}, [1], {"node": "Self"}]
    fields = ["count", "target", "who", "until", "text", "of", "node"]
    read = refused = 0
    for _ in range(2000):
        document = copy.deepcopy(rng.choice(documents))
        objects = _objects(document, [])
        for _ in range(rng.randint(1, 3)):
            node = rng.choice(objects)
            keys = [key for key in node if key != "node"]
            roll = rng.random()
            if roll < 0.3:
                node["node"] = rng.choice(names)
            elif roll < 0.6 and keys:
                node[rng.choice(keys)] = rng.choice(values)
            elif roll < 0.8 and keys:
                del node[rng.choice(keys)]
            else:
                node[rng.choice(fields)] = rng.choice(values)
        try:
            from_json(document)
            read += 1
        except ProgramError as error:
            assert "\n" not in str(error)
            refused += 1
    assert read and refused > 1000
