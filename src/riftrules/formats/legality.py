"""Legality as dated data: ``rulebook/formats/legality.json`` (made by ``riftrules import`` from
the raw sources, :mod:`riftrules.importers.legality`).

* the sets, each legal from its release date (Constructed Format Legality: "all sets currently
  produced for Riftbound are legal"; TR 601.2.a: a card is legal if it, or a card of the same
  name, is in a legal set);
* the bans and unbans of each format, each with the date it takes effect. A format may inherit
  another's list: 2v2 Constructed bans every card Standard Constructed bans, and its own.

So "is this card legal in 2v2 on 2026-08-01" has one answer: :meth:`Legality.ban`.
"""

from __future__ import annotations

import json
from dataclasses import dataclass
from datetime import date
from enum import Enum
from functools import cache
from pathlib import Path

from riftrules.paths import rulebook_dir

FOLDER = "formats"
FILE = "legality.json"


class Format(Enum):
    STANDARD = "standard"
    TWO_VS_TWO = "2v2"

    @property
    def title(self) -> str:
        return "Standard Constructed" if self is Format.STANDARD else "2v2 Constructed"


class Action(Enum):
    BAN = "ban"
    UNBAN = "unban"


@dataclass(frozen=True, slots=True)
class SetRelease:
    code: str
    name: str
    released: date


@dataclass(frozen=True, slots=True)
class Change:
    """A ban or unban of one card in one format, in force from ``date`` on."""

    format: Format
    card: str  # the card's official name
    action: Action
    date: date
    source: str  # the document that says so
    written: str  # the name as that document spells it


@dataclass(frozen=True)
class Legality:
    sets: tuple[SetRelease, ...]
    inherits: dict[Format, Format]  # a format -> the format whose bans it shares
    changes: tuple[Change, ...]  # by date

    def released(self, code: str, on: date) -> bool:
        """Is the set ``code`` out (legal) on ``on``? Unknown sets are not."""
        return any(s.code == code and s.released <= on for s in self.sets)

    def release(self, code: str) -> SetRelease | None:
        return next((s for s in self.sets if s.code == code), None)

    def lineage(self, format: Format) -> list[Format]:
        """The format and those it inherits bans from."""
        found = [format]
        while found[-1] in self.inherits:
            found.append(self.inherits[found[-1]])
        return found

    def ban(self, card: str, format: Format, on: date) -> Change | None:
        """The ban that keeps ``card`` out of ``format`` on ``on``, or None if none does."""
        in_force = None
        for change in self.changes:
            if change.card == card and change.date <= on and change.format in self.lineage(format):
                in_force = change if change.action is Action.BAN else None
        return in_force

    def banned(self, format: Format, on: date) -> dict[str, Change]:
        """Every card banned in ``format`` on ``on``, with the ban."""
        names = {change.card for change in self.changes}
        found = {name: self.ban(name, format, on) for name in sorted(names)}
        return {name: change for name, change in found.items() if change is not None}

    def history(self, card: str) -> list[Change]:
        """Every ban and unban of ``card``, oldest first."""
        return [change for change in self.changes if change.card == card]

    @property
    def latest(self) -> date:
        """The newest date the data knows of (a set release or a change)."""
        return max([s.released for s in self.sets] + [c.date for c in self.changes])


def path(root: Path | None = None) -> Path:
    return (root or rulebook_dir()) / FOLDER / FILE


@cache
def load(root: Path | None = None) -> Legality:
    record = json.loads(path(root).read_text(encoding="utf-8"))
    return from_json(record)


def from_json(record: dict) -> Legality:
    sets = tuple(
        SetRelease(s["code"], s["name"], date.fromisoformat(s["released"])) for s in record["sets"]
    )
    inherits = {Format(f["id"]): Format(f["inherits"]) for f in record["formats"] if f["inherits"]}
    changes = tuple(
        Change(
            Format(c["format"]),
            c["card"],
            Action(c["action"]),
            date.fromisoformat(c["date"]),
            c["source"],
            c["written"],
        )
        for c in record["changes"]
    )
    return Legality(sets, inherits, tuple(sorted(changes, key=lambda c: c.date)))


def to_json(legality: Legality, sources: list[str]) -> dict:
    return {
        "notice": "Unofficial fan content; Riftbound and its card names are Riot Games'.",
        "sources": sources,
        "sets": [
            {"code": s.code, "name": s.name, "released": s.released.isoformat()}
            for s in legality.sets
        ],
        "formats": [
            {
                "id": f.value,
                "name": f.title,
                "inherits": legality.inherits[f].value if f in legality.inherits else None,
            }
            for f in Format
        ],
        "changes": [
            {
                "format": c.format.value,
                "card": c.card,
                "action": c.action.value,
                "date": c.date.isoformat(),
                "source": c.source,
                "written": c.written,
            }
            for c in legality.changes
        ],
    }


def card_record(legality: Legality, name: str, sets: list[str], on: date) -> dict[str, object]:
    """What ``card`` and the card pages say of a card's legality on ``on``: the date it became
    legal (its earliest printing's set release; None if no set of it is released), and per
    format whether it is banned, since when, and every change."""
    releases = [r.released for code in sets if (r := legality.release(code)) is not None]
    formats = []
    for format in Format:
        ban = legality.ban(name, format, on)
        formats.append(
            {
                "format": format.value,
                "name": format.title,
                "banned_since": ban.date.isoformat() if ban else None,
                "banned_by": ban.format.value if ban else None,
                "source": ban.source if ban else None,
                "changes": [
                    {"action": c.action.value, "date": c.date.isoformat(), "source": c.source}
                    for c in legality.history(name)
                    if c.format in legality.lineage(format)
                ],
            }
        )
    return {
        "on": on.isoformat(),
        "legal_from": min(releases).isoformat() if releases else None,
        "formats": formats,
    }


def describe(record: dict) -> str:
    """One line of :func:`card_record`: "banned in Standard Constructed since 2026-03-31 …"."""
    banned = [f for f in record["formats"] if f["banned_since"]]
    if record["legal_from"] is None:
        return f"not legal on {record['on']}: none of its sets is released"
    if not banned:
        names = " and ".join(f["name"] for f in record["formats"])
        return f"legal in {names} (since {record['legal_from']})"
    parts = []
    for entry in banned:
        inherited = (
            f", as in {Format(entry['banned_by']).title}"
            if entry["banned_by"] != entry["format"]
            else ""
        )
        parts.append(f"banned in {entry['name']} since {entry['banned_since']}{inherited}")
    legal = [f["name"] for f in record["formats"] if not f["banned_since"]]
    if legal:
        parts.append(f"legal in {' and '.join(legal)}")
    return "; ".join(parts)
