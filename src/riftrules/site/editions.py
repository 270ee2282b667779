"""The editions a site build shows, and which one is current."""

from __future__ import annotations

from dataclasses import dataclass

from riftrules.rules import store
from riftrules.rules.model import EditionInfo


@dataclass(frozen=True, slots=True)
class Editions:
    """The editions of a build and which one is current."""

    all: tuple[EditionInfo, ...]
    current: EditionInfo

    @classmethod
    def of(cls, wanted: list[str] | None = None) -> Editions:
        infos = tuple(i for i in store.editions() if not wanted or i.id in wanted)
        return cls(infos, store.edition_info())

    def status(self, info: EditionInfo) -> str:
        if info.partial:
            return "partial"
        return "current" if info.id == self.current.id else "outdated"
