"""The card's program as public data: the engine's objects a card compiles to (abilities,
triggers, costs, instructions, selectors, values, conditions, durations, replacements) written
as JSON and read back.

One generic, type-tagged encoder and decoder over the dataclass fields: a node is an object
whose ``node`` names its class, with its fields that differ from their defaults; an enum is its
value; a tuple an array. Reading goes by the field's declared type and the registry of node
classes (:func:`riftrules.program_json.nodes.registry`) — nothing is evaluated or imported by
name from data: an unknown tag or field, a node where the field does not admit it, a value of
the wrong type, are each a one-line :class:`ProgramError` naming the JSON path.

``from_json(to_json(p)) == p`` for every program of the pool (``tests/export``).
"""

from __future__ import annotations

import dataclasses
import inspect
import typing
from enum import Enum
from functools import cache
from typing import Any

from riftrules.engine import Script
from riftrules.inputs import MAX_DEPTH  # the deepest pool program nests 16 levels
from riftrules.program_json.fields import vocabulary
from riftrules.program_json.nodes import (
    RUNTIME_FIELDS,
    TAG,
    ProgramError,
    admitted,
    hints,
    is_callable_hint,
    parts,
    registry,
)

__all__ = ["MAX_DEPTH", "TAG", "ProgramError", "from_json", "to_json"]


def _default(field: dataclasses.Field[Any]) -> Any:
    if field.default is not dataclasses.MISSING:
        return field.default
    if field.default_factory is not dataclasses.MISSING:
        return field.default_factory()
    return dataclasses.MISSING


@cache
def _fields(cls: type) -> tuple[tuple[str, Any, Any], ...]:
    """Each published field of a node class: name, type, default (MISSING if required)."""
    types = hints(cls)
    return tuple(
        (f.name, types[f.name], _default(f)) for f in dataclasses.fields(cls) if f.name in types
    )


def to_json(value: Any, path: str = "$") -> Any:
    """A program (any node, or a tuple of them) as JSON data: dicts, lists, strings, numbers."""
    if dataclasses.is_dataclass(value) and not isinstance(value, type):
        cls = type(value)
        if registry().get(cls.__name__) is not cls:
            raise ProgramError(f"{path}: {cls.__name__} is not a node of the program")
        for f in dataclasses.fields(value):
            if (cls.__name__, f.name) in RUNTIME_FIELDS and getattr(value, f.name) != _default(f):
                raise ProgramError(f"{path}.{f.name}: set while a game runs, not program data")
        record: dict[str, Any] = {TAG: cls.__name__}
        for name, _hint, default in _fields(cls):
            current = getattr(value, name)
            if default is not dataclasses.MISSING and current == default:
                continue
            record[name] = to_json(current, f"{path}.{name}")
        return record
    if isinstance(value, tuple):
        return [to_json(item, f"{path}[{i}]") for i, item in enumerate(value)]
    if isinstance(value, Enum):
        return value.value
    if value is None or isinstance(value, bool | int | str):
        return value
    raise ProgramError(f"{path}: a {type(value).__name__} is not program data")


def from_json(data: Any, hint: Any = None) -> Any:
    """The program a JSON value holds (a :class:`~riftrules.engine.Script` unless ``hint``
    names another type); raises :class:`ProgramError` for anything else."""
    if hint is None:
        hint = Script
    return _read(data, hint, "$", 0)


def _kind(value: Any) -> str:
    return {dict: "an object", list: "an array", str: "a string", bool: "a boolean"}.get(
        type(value), "null" if value is None else "a number"
    )


def _read(
    data: Any, hint: Any, path: str, depth: int, values: tuple[str, ...] | None = None
) -> Any:
    if depth > MAX_DEPTH:
        raise ProgramError(f"{path}: nested deeper than {MAX_DEPTH} levels")
    options = [p for p in parts(hint) if not is_callable_hint(p)]
    if data is None:
        if type(None) in options:
            return None
    elif isinstance(data, bool):
        if bool in options:
            return data
    elif isinstance(data, int):
        if int in options:
            return data
    elif isinstance(data, str):
        for option in options:
            if isinstance(option, type) and issubclass(option, Enum):
                try:
                    return option(data)
                except ValueError:
                    if str not in options:
                        allowed = ", ".join(repr(m.value) for m in option)
                        raise ProgramError(
                            f"{path}: {data!r} is not a {option.__name__} ({allowed})"
                        ) from None
        if str in options:
            if values is not None and data not in values:
                shown = ", ".join(values[:12]) + (" …" if len(values) > 12 else "")
                raise ProgramError(f"{path}: {data[:60]!r} is not one of {shown}")
            return data
    elif isinstance(data, list):
        for option in options:
            if typing.get_origin(option) is tuple:
                return _tuple(data, typing.get_args(option), path, depth, values)
    elif isinstance(data, dict):
        return _node(data, hint, path, depth)
    raise ProgramError(f"{path}: {_kind(data)} where {_describe(hint)} is expected")


def _describe(hint: Any) -> str:
    names = []
    for part in parts(hint):
        if typing.get_origin(part) is tuple:
            names.append("an array")
        elif part is type(None):
            names.append("null")
        elif isinstance(part, type):
            names.append(part.__name__)
    if len(names) > 4:
        return f"{', '.join(names[:3])} … (one of {len(names)})"
    return " or ".join(names) or "nothing"


def _tuple(
    data: list[Any], args: tuple[Any, ...], path: str, depth: int, values: tuple[str, ...] | None
) -> tuple[Any, ...]:
    if len(args) == 2 and args[1] is Ellipsis:
        args = (args[0],) * len(data)
    elif len(data) != len(args):
        raise ProgramError(f"{path}: {len(data)} items where {len(args)} are expected")
    return tuple(
        _read(item, arg, f"{path}[{i}]", depth + 1, values)
        for i, (item, arg) in enumerate(zip(data, args, strict=True))
    )


def _node(data: dict[str, Any], hint: Any, path: str, depth: int) -> Any:
    tag = data.get(TAG)
    if not isinstance(tag, str):
        raise ProgramError(f"{path}: an object without its {TAG!r} (the node's type)")
    cls = registry().get(tag)
    if cls is None:
        raise ProgramError(f"{path}: unknown node {tag[:60]!r}")
    if cls not in admitted(hint):
        raise ProgramError(f"{path}: a {tag} where {_describe(hint)} is expected")
    fields = _fields(cls)
    known = {name for name, _, _ in fields}
    for key in data:
        if key != TAG and key not in known:
            raise ProgramError(f"{path}: {tag} has no field {str(key)[:60]!r}")
    values: dict[str, Any] = {}
    for name, field_hint, default in fields:
        if name in data:
            closed = vocabulary(cls, name)
            values[name] = _read(data[name], field_hint, f"{path}.{name}", depth + 1, closed)
        elif default is dataclasses.MISSING:
            raise ProgramError(f"{path}: {tag} needs its field {name!r}")
    try:
        return _construct(cls, values)
    except (TypeError, ValueError) as error:
        message = " ".join(str(error).split())[:200]
        raise ProgramError(f"{path}: not a valid {tag}: {message}") from None


def _construct(cls: type, values: dict[str, Any]) -> Any:
    """``cls`` made from its fields' values, through its own constructor (its checks run); a
    class whose constructor takes its one field as ``*items`` (``Sequence(*steps)``) so."""
    if _variadic(cls):
        ((_, items),) = values.items() or (("", ()),)
        return cls(*items)
    return cls(**values)


@cache
def _variadic(cls: type) -> bool:
    parameters = list(inspect.signature(cls).parameters.values())
    return len(parameters) == 1 and parameters[0].kind is inspect.Parameter.VAR_POSITIONAL
