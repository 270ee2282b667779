"""The JSON Schema of the program, generated from its node classes: one definition per node
(``program.Draw``: ``node`` its name, a property per field, described from the class's
docstring or the field glossary, closed vocabularies as ``enum``), one per kind of node a field
may hold (``program.Action``: the nodes that are instructions, dispatched on ``node``), and
``program.Script``, a card's whole program. :mod:`riftrules.export.schema` ships it inside the
export's schema.
"""

from __future__ import annotations

import dataclasses
import types
import typing
from enum import Enum
from typing import Any

import riftrules.engine as engine
from riftrules.program_json import TAG, to_json
from riftrules.program_json.fields import class_description, describe, vocabulary
from riftrules.program_json.nodes import admitted, hints, is_callable_hint, parts, registry

PREFIX = "program."


def ref(name: str) -> dict[str, str]:
    return {"$ref": f"#/$defs/{PREFIX}{name}"}


def _alias(hint: Any) -> str | None:
    """The engine's name for a union of node classes (``Ability``), if it has one."""
    for name, value in vars(engine.abilities).items():
        if isinstance(value, types.UnionType) and set(typing.get_args(value)) == set(
            typing.get_args(hint)
        ):
            return name
    return None


class _Generator:
    def __init__(self) -> None:
        self.groups: dict[str, dict[str, Any]] = {}

    def group(self, name: str, kinds: list[type], description: str) -> dict[str, str]:
        """A definition for "any of these nodes", dispatched on ``node``."""
        if name not in self.groups:
            names = [kind.__name__ for kind in kinds]
            self.groups[name] = {
                "description": description,
                "type": "object",
                "required": [TAG],
                "properties": {TAG: {"enum": names, "description": "The node's type."}},
                "allOf": [
                    {"if": {"properties": {TAG: {"const": n}}}, "then": ref(n)} for n in names
                ],
            }
        return ref(name)

    def vocabulary(self, enum: type[Enum]) -> dict[str, str]:
        """A definition for a closed vocabulary: its values, described by its class."""
        if enum.__name__ not in self.groups:
            self.groups[enum.__name__] = {
                "description": class_description(enum),
                "enum": [member.value for member in enum],
            }
        elif self.groups[enum.__name__].get("enum") != [member.value for member in enum]:
            raise TypeError(f"two vocabularies named {enum.__name__}")
        return ref(enum.__name__)

    def type(self, hint: Any, values: tuple[str, ...] | None) -> dict[str, Any]:
        options = [p for p in parts(hint) if not is_callable_hint(p)]
        node_classes = [p for p in options if isinstance(p, type) and dataclasses.is_dataclass(p)]
        if len(node_classes) > 4 and len(node_classes) == len(options) - (type(None) in options):
            name = _alias(hint) or "Node"
            schemas = [self.group(name, node_classes, f"One {name} of the program.")]
            schemas += [{"type": "null"}] if type(None) in options else []
        else:
            schemas = [self._one(p, values) for p in options]
        return schemas[0] if len(schemas) == 1 else {"anyOf": schemas}

    def _one(self, hint: Any, values: tuple[str, ...] | None) -> dict[str, Any]:
        if hint is type(None):
            return {"type": "null"}
        if hint is bool:
            return {"type": "boolean"}
        if hint is int:
            return {"type": "integer"}
        if hint is str:
            return {"enum": list(values)} if values is not None else {"type": "string"}
        if typing.get_origin(hint) is tuple:
            args = typing.get_args(hint)
            if len(args) == 2 and args[1] is Ellipsis:
                return {"type": "array", "items": self.type(args[0], values)}
            return {
                "type": "array",
                "prefixItems": [self.type(a, values) for a in args],
                "minItems": len(args),
                "maxItems": len(args),
            }
        if isinstance(hint, type) and issubclass(hint, Enum):
            return self.vocabulary(hint)
        if isinstance(hint, type) and dataclasses.is_dataclass(hint):
            return ref(hint.__name__)
        if isinstance(hint, type):
            kinds = admitted(hint)
            description = f"{hint.__name__}: " + class_description(hint)
            return self.group(hint.__name__, kinds, description.strip().rstrip(":"))
        raise TypeError(f"no JSON Schema for {hint!r}")  # a new field type: teach it here

    def node(self, cls: type) -> dict[str, Any]:
        properties: dict[str, Any] = {
            TAG: {"const": cls.__name__, "description": "The node's type."}
        }
        required = [TAG]
        defaults = {f.name: f for f in dataclasses.fields(cls)}
        for name, hint in hints(cls).items():
            schema = self.type(hint, vocabulary(cls, name))
            schema = {"description": describe(cls, name)[0], **schema}
            field = defaults[name]
            if field.default is not dataclasses.MISSING:
                schema["default"] = to_json(field.default)
            elif field.default_factory is not dataclasses.MISSING:
                schema["default"] = to_json(field.default_factory())
            else:
                required.append(name)
            properties[name] = schema
        return {
            "description": class_description(cls),
            "type": "object",
            "properties": properties,
            "required": required,
            "additionalProperties": False,
        }


def definitions() -> dict[str, Any]:
    """Every definition of the program's schema, by name (``program.<Node>``), sorted."""
    generator = _Generator()
    found = {f"{PREFIX}{name}": generator.node(cls) for name, cls in registry().items()}
    found.update({f"{PREFIX}{name}": schema for name, schema in generator.groups.items()})
    return dict(sorted(found.items()))
