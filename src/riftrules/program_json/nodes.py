"""The program's node types: every class of the engine a compiled card is made of, found by
following the type hints of :class:`riftrules.engine.Script`'s fields, and each field's type.

A field typed by a base class (``Action``, ``Selector``) or a protocol (``Value``,
``Condition``: an object with ``holds``) stands for every engine dataclass of that kind; a
``Callable`` is no data (a function the engine accepts from Python callers) and is left out of
the published program. The registry is built once, from the classes, never from data: a tag in
a document names one of these classes or is refused.
"""

from __future__ import annotations

import dataclasses
import importlib
import inspect
import pkgutil
import types
import typing
from collections.abc import Callable
from enum import Enum
from functools import cache
from typing import Any

import riftrules.engine as engine


class ProgramError(ValueError):
    """A document that is not a program: a one-line message naming where (a JSON path)."""


TAG = "node"  # the key that names a node's class in the JSON

# Fields the engine fills while a game runs (an Equipment's card once attached): never part of
# a compiled program, absent from the JSON; a program with one set is not publishable.
RUNTIME_FIELDS: frozenset[tuple[str, str]] = frozenset({("ThisEquipment", "equipment")})


def _public() -> dict[str, Any]:
    return {name: value for name, value in vars(engine).items() if not name.startswith("_")}


@cache
def _engine_names() -> dict[str, Any]:
    """The names of every module of the engine (those its annotations use under
    ``TYPE_CHECKING`` included), the public API last so that it wins."""
    names: dict[str, Any] = {}
    for info in sorted(pkgutil.iter_modules(engine.__path__), key=lambda info: info.name):
        names.update(vars(importlib.import_module(f"{engine.__name__}.{info.name}")))
    names.update(_public())
    return names


def _namespace(cls: type) -> dict[str, Any]:
    """The names a class's (string) annotations may use: the engine's, then its module's."""
    module = inspect.getmodule(cls)
    return {**_engine_names(), **(vars(module) if module else {})}


@cache
def hints(cls: type) -> dict[str, Any]:
    """The resolved type of each published field of a node class, in field order."""
    resolved = typing.get_type_hints(cls, globalns=_namespace(cls))
    return {
        f.name: resolved[f.name]
        for f in dataclasses.fields(cls)
        if f.init and (cls.__name__, f.name) not in RUNTIME_FIELDS
    }


def _protocol_members(proto: type) -> set[str]:
    return {
        name for name, value in vars(proto).items() if callable(value) and not name.startswith("_")
    }


@cache
def _candidates() -> tuple[type, ...]:
    """The engine's public dataclasses (the only classes a program can be made of)."""
    found = [
        value
        for value in _public().values()
        if isinstance(value, type) and dataclasses.is_dataclass(value)
    ]
    return tuple(sorted(set(found), key=lambda cls: cls.__name__))


def _kinds(hint: Any, candidates: tuple[type, ...]) -> list[type]:
    """The node classes a hint admits (its dataclasses, the subclasses of its base classes,
    the classes that implement its protocol)."""
    if not isinstance(hint, type):
        return []
    if dataclasses.is_dataclass(hint):
        return [hint]
    if issubclass(hint, Enum) or hint in (str, int, bool, float, type(None)):
        return []
    if getattr(hint, "_is_protocol", False):
        members = _protocol_members(hint)
        return [
            c for c in candidates if members and all(callable(getattr(c, m, None)) for m in members)
        ]
    return [c for c in candidates if issubclass(c, hint)]


def parts(hint: Any) -> list[Any]:
    """A hint's alternatives (a union's members; a hint alone otherwise)."""
    if typing.get_origin(hint) in (typing.Union, types.UnionType):
        return list(typing.get_args(hint))
    return [hint]


def is_callable_hint(hint: Any) -> bool:
    origin = typing.get_origin(hint)
    return hint is Callable or origin is Callable or origin is typing.Callable  # type: ignore[comparison-overlap]


@cache
def admitted(hint: Any) -> tuple[type, ...]:
    """Every node class a field of this type may hold, in name order."""
    candidates = _candidates()
    found: list[type] = []
    for part in parts(hint):
        if typing.get_origin(part) is tuple:
            for item in typing.get_args(part):
                if item is not Ellipsis:
                    found += admitted(item)
        elif not is_callable_hint(part):
            found += _kinds(part, candidates)
    return tuple(sorted(set(found), key=lambda cls: cls.__name__))


@cache
def registry() -> dict[str, type]:
    """Every node class by its name: the closure of :class:`Script` over field types."""
    found: dict[str, type] = {}
    todo = [engine.Script]
    while todo:
        cls = todo.pop()
        if cls.__name__ in found:
            if found[cls.__name__] is not cls:
                raise TypeError(f"two node classes named {cls.__name__}")
            continue
        found[cls.__name__] = cls
        for hint in hints(cls).values():
            todo += admitted(hint)
    return dict(sorted(found.items()))
