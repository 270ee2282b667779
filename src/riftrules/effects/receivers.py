"""Who "they" and "it" are in the reminder of a keyword given to others. A keyword's reminder
printed where the keyword is given ("Your units have [Vigil]. (When they defend, draw 1.)",
"Give a unit [Fervor 3] this turn. (When it attacks, …)") says what the keyword does to the
units that have it, naming them "they" or "it" where the keyword's own reminder says "I": read
for the receiver, the pronoun that names who the event happens to, with nothing before it in
the reminder to name, is the unit that has the keyword: "I" of the ability it has. The
compiler marks the reminder it reads so (:func:`for_receiver`); the readings of an event's
subject ask :func:`receiver`."""

from __future__ import annotations

from collections.abc import Iterator
from contextlib import contextmanager
from contextvars import ContextVar

# the references (the IR's) that name the receiver in a reminder read for it
_RECEIVER_PRONOUNS = frozenset({"it", "they"})
_FOR_RECEIVER: ContextVar[bool] = ContextVar("for_receiver", default=False)


@contextmanager
def for_receiver() -> Iterator[None]:
    """Read what runs inside as the reminder of a keyword given to others."""
    token = _FOR_RECEIVER.set(True)
    try:
        yield
    finally:
        _FOR_RECEIVER.reset(token)


def receiver(reference: str | None) -> str | None:
    """The reference an event's subject makes: "self" for the receiver's pronoun in a
    reminder read for the receiver, else ``reference`` unchanged."""
    if _FOR_RECEIVER.get() and reference in _RECEIVER_PRONOUNS:
        return "self"
    return reference
