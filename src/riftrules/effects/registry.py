"""One table per construct, keyed by a lexicon entry and filled once per key: the verbs
(:mod:`.verbs.registry`), the keywords (:mod:`.keywords`), the trigger events
(:mod:`.trigger_events`) and the conditions (:mod:`.condition_readings`). A key that is not a
lexicon entry, or a key registered twice, fails at import — never at a card's compilation."""

from __future__ import annotations

from collections.abc import Callable, Iterable
from typing import Generic, TypeVar

K = TypeVar("K")
V = TypeVar("V")


class Registry(dict[K, V], Generic[K, V]):
    """A table of ``what`` keyed by lexicon entries that ``key`` accepts (it returns the entry
    or raises ``ValueError`` for a word the lexicon does not hold)."""

    def __init__(self, what: str, key: Callable[[object], K]) -> None:
        super().__init__()
        self.what = what
        self.key = key

    def add(self, name: object, value: V) -> V:
        entry = self.key(name)  # ValueError: not in the lexicon
        if entry in self:
            raise ValueError(f"{self.what}={entry!s} duplicate")
        self[entry] = value
        return value

    def fill(self, pairs: Iterable[tuple[object, V]]) -> Registry[K, V]:
        for name, value in pairs:
            self.add(name, value)
        return self

    def register(self, *names: object) -> Callable[[V], V]:
        """A decorator: the decorated object is the value of each of ``names``."""
        entries = [self.key(name) for name in names]  # fail as the module is read

        def register(value: V) -> V:
            for entry in entries:
                self.add(entry, value)
            return value

        return register
