"""Every choice of an ability named, and the references to what it chose bound to that name.

The last step of reading an ability: its choices (:class:`~riftrules.engine.Choose`) are
numbered 1, 2 … in the order its instructions make them (a choice nested in another's options,
"a unit at a battlefield you choose", is made first), and each reference that denotes what one
of them chose becomes :class:`~riftrules.engine.Chosen` with that number:

- "it", "them", "its controller" (:class:`~riftrules.engine.It`) in the instruction right after
  one whose object is a choice ("Kill a unit. Its controller draws 2.": the controller of the
  unit chosen by choice 1) — "it" names what the instruction before affected, and an
  instruction affects what it chose;
- "that unit" after another choice (:class:`~riftrules.engine.TheChosen`: "Choose a friendly
  unit and a spell. Counter that spell and give that unit …"), when exactly one choice of that
  card type, of one object, was made before it.

The engine then reads a bound reference as that choice's answer, by its name, not by what
happened to run last; a spell's choices made as it is played are kept on its chain item under
the same names (:mod:`riftrules.engine.chain`). A reference that denotes something other than a
choice — the event's object ("that unit" in a triggered ability), "me", what an instruction did
that chose nothing ("Draw 2. Then discard 2 of them": :class:`~riftrules.engine.Last`) — is left
as it is. Inside an ability that this one creates ("this turn, when it dies, …") and inside a
"for each" (where "it" is each object in turn), nothing is bound, but choices are still
numbered (the numbers are unique in the whole ability).
"""

from __future__ import annotations

import dataclasses
from typing import Any

from riftrules.engine import (
    Choose,
    Chosen,
    ForEach,
    It,
    Remember,
    Sequence,
    Spells,
    That,
    TheChosen,
)
from riftrules.engine.abilities import Ability
from riftrules.engine.selectors import CHOSEN


def name_choices(ability: Any) -> Any:
    """``ability`` (an ability, or a spell's instructions) with its choices named and the
    references to them bound (see the module's docstring)."""
    return _Naming().walk(ability, 0)


class _Naming:
    """One ability's walk: the choices made so far, by number, with the card type each chose."""

    def __init__(self) -> None:
        self.made: list[tuple[str | None, bool]] = []  # (its card type, one object) by number
        self.that = 0  # the choice "Choose a unit." set aside for "that unit" (0: none)
        self.each = 0  # how deep in "for each"s the walk is
        self.abilities = 0  # how deep in abilities (one created by another runs on its own)

    def walk(self, value: Any, it: int) -> Any:
        """``value`` named and bound; ``it``: the choice "it" names here (0: none)."""
        if isinstance(value, Choose):
            inner = self._fields(value, it)
            self.made.append((_kind(value), value.count == 1))
            return dataclasses.replace(inner, choice=len(self.made))
        if isinstance(value, It):
            return Chosen(it) if it else value
        if isinstance(value, TheChosen):
            return self._the_chosen(value)
        if isinstance(value, That):
            return Chosen(self.that) if self.that and self.abilities <= 1 else value
        if isinstance(value, Remember):
            named = self._fields(value, it)
            chose = named.of.choice if isinstance(named.of, Choose) else 0
            if named.name == CHOSEN and not self.each:
                self.that = chose  # what "that" names from now on (another choice: unbound)
            return named
        if isinstance(value, Sequence):
            return self._steps(value, it)
        if isinstance(value, ForEach):  # "it" is each object in turn
            of = self.walk(value.of, it)
            self.each += 1
            action = self.walk(value.action, 0)
            self.each -= 1
            return dataclasses.replace(value, of=of, action=action)
        if isinstance(value, Ability) or _is_ability(value):
            self.abilities += 1
            named = self._fields(value, 0)  # its own "it" (its event's object)
            self.abilities -= 1
            return named
        if isinstance(value, tuple):
            return tuple(self.walk(v, it) for v in value)
        if dataclasses.is_dataclass(value) and not isinstance(value, type):
            return self._fields(value, it)
        return value

    def _fields(self, value: Any, it: int) -> Any:
        changes = {
            f.name: self.walk(getattr(value, f.name), it)
            for f in dataclasses.fields(value)
            if f.init
        }
        if all(changes[name] is getattr(value, name) for name in changes):
            return value
        return dataclasses.replace(value, **changes)

    def _steps(self, sequence: Sequence, it: int) -> Sequence:
        steps = []
        for step in sequence.steps:
            named = self.walk(step, it)
            steps.append(named)
            it = _chooses(named)  # "it" in the next one: what this one chose, if it chose
        return Sequence(*steps)

    def _the_chosen(self, value: TheChosen) -> Any:
        numbers = [n for n, (kind, _one) in enumerate(self.made, 1) if kind == value.type]
        if len(numbers) == 1 and self.made[numbers[0] - 1][1]:
            return Chosen(numbers[0])
        return value


def _chooses(step: Any) -> int:
    """The number of the choice an instruction acts on (its ``target`` or ``of``), else 0; an
    instruction repeated for each object affects what its repetitions do, not what it chose."""
    if isinstance(step, (ForEach, Sequence)):
        return 0
    target = getattr(step, "target", None) or getattr(step, "of", None)
    return target.choice if isinstance(target, Choose) else 0


def _kind(choose: Choose) -> str | None:
    """The card type a choice chooses ("Spell" for a spell on the chain), if one."""
    if isinstance(choose.of, Spells):
        return "Spell"
    kind = getattr(choose.of, "type", None)
    return kind if isinstance(kind, str) else None


def _is_ability(value: Any) -> bool:
    """Is ``value`` an ability the engine registers (triggered, activated, static)?"""
    return any(cls.__name__.endswith("Ability") for cls in type(value).__mro__)
