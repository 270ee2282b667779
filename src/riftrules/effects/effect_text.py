"""What "this" names where a line compiles. In an Equipment's effect text, "I" is the unit the
Equipment is attached to and "this" the attached Equipment (136.2.d: "If this was attached to
me this turn, I have an additional +2 [M]."); everywhere else "this" is the card itself, as
"I" is; so does its name (:func:`own_name`). The compiler marks the lines it compiles as
effect text (:func:`appended`); the readings of "this" ask :func:`this`."""

from __future__ import annotations

from collections.abc import Iterator
from contextlib import contextmanager
from contextvars import ContextVar

from riftrules.engine import Self, ThisEquipment
from riftrules.engine.selectors import Selector

_APPENDED: ContextVar[bool] = ContextVar("appended", default=False)


@contextmanager
def appended(effect_text: bool = True) -> Iterator[None]:
    """Compile what runs inside as an Equipment's effect text (or not)."""
    token = _APPENDED.set(effect_text)
    try:
        yield
    finally:
        _APPENDED.reset(token)


def this() -> Selector:
    """What "this" selects in the line being compiled."""
    return ThisEquipment() if _APPENDED.get() else Self()


def own_name() -> Selector | None:
    """What a card's name alone selects in the line being compiled: in effect text, the
    attached Equipment (136.2.d: "If I would die, kill Guardian Angel instead."); None
    elsewhere (the compiler does not know the card's name)."""
    return ThisEquipment() if _APPENDED.get() else None
