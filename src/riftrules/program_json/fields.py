"""What the program's fields mean: each field's description (the sentences of its class's
docstring that name it, else the glossary in ``fields.json``) and, for a string field of a
closed vocabulary the engine does not yet type as an enum, its values — read from the engine's
own lists where it keeps one (Domains, :class:`~riftrules.engine.When`'s checks) and from the
rules' keyword glossary, listed in ``fields.json`` otherwise. A field typed by an enum
(``Zone``, ``Phase``, ``CardType``, ``Until``, ``EventKind`` …) needs no entry: its values are
the enum's. The decoder refuses a value outside its field's vocabulary; the schema lists it as
an ``enum``.
"""

from __future__ import annotations

import json
import re
import typing
from functools import cache
from pathlib import Path
from typing import Any

from riftrules.engine import names, payment, trigger_conditions
from riftrules.program_json.nodes import hints, parts
from riftrules.rules import glossary

HERE = Path(__file__).resolve().parent


def _named(name: str) -> tuple[str, ...]:
    """An engine vocabulary by the name ``fields.json`` gives it."""
    if name.startswith("when:"):
        return tuple(sorted(trigger_conditions.WHEN_VALUES[name.removeprefix("when:")]))
    found: dict[str, tuple[str, ...]] = {
        "domains": (*payment.DOMAINS.values(), payment.OWN, names.ANY_DOMAIN),
        "keywords": tuple(k for k, v in sorted(glossary.keywords().items()) if v["glossary"]),
    }
    if name not in found:
        raise KeyError(f"fields.json: no engine vocabulary named {name!r}")
    return found[name]


@cache
def _glossary() -> dict[str, dict[str, object]]:
    with (HERE / "fields.json").open(encoding="utf-8") as handle:
        return json.load(handle)["fields"]


def _entry(cls: type, field: str) -> dict[str, object]:
    entries = _glossary()
    return {**entries.get(field, {}), **entries.get(f"{cls.__name__}.{field}", {})}


def _holds_text(hint: Any) -> bool:
    """Whether a field of this type can hold a string (itself or in a tuple)."""
    for part in parts(hint):
        if part is str:
            return True
        if typing.get_origin(part) is tuple and any(
            _holds_text(arg) for arg in typing.get_args(part) if arg is not Ellipsis
        ):
            return True
    return False


@cache
def vocabulary(cls: type, field: str) -> tuple[str, ...] | None:
    """The closed set of a string field's values, None for open text (or no string)."""
    values = _entry(cls, field).get("values")
    if values is None or not _holds_text(hints(cls).get(field)):
        return None
    return _named(values) if isinstance(values, str) else tuple(values)  # type: ignore[arg-type]


_SENTENCE = re.compile(r"(?<=[.])\s+(?=[A-Z`\"(])")


def _flat(text: str | None) -> str:
    return " ".join((text or "").split())


def named_in_docstring(cls: type, field: str) -> str | None:
    """The sentences of the docstring of ``cls`` (or of the first class above it that has
    some) that name ``field`` (````field````), None if none does."""
    named = re.compile(rf"``{re.escape(field)}(``|=|\b)")
    for owner in cls.__mro__:
        sentences = [s for s in _SENTENCE.split(_flat(owner.__doc__)) if named.search(s)]
        if sentences:
            return " ".join(sentences)[:600]
    return None


@cache
def describe(cls: type, field: str) -> tuple[str, bool]:
    """A field's description, and whether it comes from its class's docstring."""
    said = named_in_docstring(cls, field)
    if said is not None:
        return said, True
    said = _entry(cls, field).get("description")
    if isinstance(said, str):
        return said, False
    return f"The {field.replace('_', ' ')} of this {cls.__name__} (see its description).", False


def class_description(cls: type) -> str:
    return _flat(cls.__doc__)
