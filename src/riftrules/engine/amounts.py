"""A number an instruction takes: an ``int`` or a :class:`Value` computed as it runs
(:mod:`.values`: "equal to its Might", "for each card in your hand"); :func:`amount` reads
either, and what is more than a game can hold is impossible (055)."""

from __future__ import annotations

from typing import TYPE_CHECKING, Protocol, runtime_checkable

from riftrules.engine.events import ImpossibleData

if TYPE_CHECKING:
    from riftrules.engine.context import Context


@runtime_checkable
class Value(Protocol):
    def value(self, ctx: Context) -> int: ...


Amount = int | Value


MAX_AMOUNT = 1_000  # of anything: a game holds a few hundred cards; 10,000,000 tokens never


def amount(value: Amount, ctx: Context) -> int:
    """The number an :data:`Amount` stands for now. One beyond :data:`MAX_AMOUNT` is more than
    a game can hold: the instruction is impossible, so it does nothing (0), and the log says
    so (055)."""
    n = value if isinstance(value, int) else value.value(ctx)
    if n > MAX_AMOUNT:
        ctx.game.emit(
            "impossible",
            ctx.controller,
            "impossible",
            amount=n,
            data=ImpossibleData(limit=MAX_AMOUNT),
        )
        return 0
    return n
