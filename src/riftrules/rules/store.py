"""Reading and writing the rulebook data: ``rulebook/editions.json`` and one JSONL file per edition.

One rule per line, in document order, so that a renumbering reads as a plain git diff.
"""

from __future__ import annotations

import json
import os
import re
import tempfile
from collections.abc import Iterable
from dataclasses import dataclass, field
from functools import cache, cached_property
from pathlib import Path

from riftrules.paths import rulebook_dir
from riftrules.rules import numbers
from riftrules.rules.model import Document, EditionInfo, Rule, Source


class UnknownEdition(LookupError):
    def __init__(self, wanted: str, known: Iterable[str]) -> None:
        super().__init__(
            f"unknown edition {wanted!r}; editions: {', '.join(known)} "
            "(or as the documents name them, v1.2 or Spiritforged, or a date)"
        )


class UnknownRule(LookupError):
    def __init__(self, edition: str, number: str, nearest: list[str]) -> None:
        hint = f"; nearest: {', '.join(nearest)}" if nearest else ""
        super().__init__(f"no rule {number} in edition {edition}{hint}")
        self.nearest = nearest


@dataclass
class Edition:
    """One edition's rules, looked up by number."""

    info: EditionInfo
    rules: list[Rule]
    by_number: dict[str, Rule] = field(init=False)

    def __post_init__(self) -> None:
        self.by_number = {}
        for rule in self.rules:
            self.by_number.setdefault(rule.number, rule)

    @property
    def id(self) -> str:
        return self.info.id

    def __contains__(self, number: str) -> bool:
        return number in self.by_number

    def get(self, number: str) -> Rule:
        """The rule with this number (or key, ``143#2``), or :class:`UnknownRule` naming the
        nearest numbers."""
        if "#" in number and number in self.keyed:
            return self.keyed[number]
        number = numbers.normalise(number)
        try:
            return self.by_number[number]
        except KeyError:
            raise UnknownRule(self.id, number, self.nearest(number)) from None

    @cached_property
    def keyed(self) -> dict[str, Rule]:
        """Every rule by a key of its own: its number, or ``143#2`` for the second rule of a
        number that the source prints twice (2025-10 has two rules 143), in document order."""
        seen: dict[str, int] = {}
        found: dict[str, Rule] = {}
        for rule in self.rules:
            seen[rule.number] = seen.get(rule.number, 0) + 1
            count = seen[rule.number]
            found[rule.number if count == 1 else f"{rule.number}#{count}"] = rule
        return found

    def numbered(self, number: str) -> list[str]:
        """The keys of every rule printed with ``number`` (more than one for a duplicate)."""
        keys = [number] if number in self.keyed else []
        while f"{number}#{len(keys) + 1}" in self.keyed:
            keys.append(f"{number}#{len(keys) + 1}")
        return keys

    def nearest(self, number: str, count: int = 3) -> list[str]:
        """Existing numbers closest to ``number``: its deepest existing ancestor and neighbours."""
        key = numbers.components(number)
        ordered = sorted(self.by_number, key=numbers.components)
        below = [n for n in ordered if numbers.components(n) < key]
        above = [n for n in ordered if numbers.components(n) > key]
        found = below[-1:] + above[:1]
        ancestor = numbers.parent_number(number)
        while ancestor and ancestor not in self.by_number:
            ancestor = numbers.parent_number(ancestor)
        if ancestor and ancestor not in found:
            found.insert(0, ancestor)
        return found[:count]

    @cached_property
    def children(self) -> dict[str, list[str]]:
        result: dict[str, list[str]] = {}
        for rule in self.rules:
            if rule.parent is not None:
                result.setdefault(rule.parent, []).append(rule.number)
        return result

    def title_path(self, number: str) -> list[Rule]:
        """The chapter, heading and ancestor rules above ``number``, outermost first."""
        path: list[Rule] = []
        rule = self.by_number.get(number)
        while rule is not None and rule.parent is not None:
            rule = self.by_number.get(rule.parent)
            if rule is not None:
                path.append(rule)
        return path[::-1]


def _info(record: dict) -> EditionInfo:
    source = record["source"]
    return EditionInfo(
        id=record["id"],
        date=record["date"],
        title=record["title"],
        partial=record["partial"],
        source=Source(
            source["repository"], source["commit"], tuple(source["files"]), source["format"]
        ),
        note=record.get("note", ""),
        aliases=tuple(record.get("aliases", ())),
        document=Document(record.get("document", Document.CORE.value)),
    )


@cache
def editions(root: Path | None = None) -> tuple[EditionInfo, ...]:
    """Every edition, oldest first."""
    root = root or rulebook_dir()
    records = json.loads((root / "editions.json").read_text(encoding="utf-8"))
    return tuple(sorted((_info(r) for r in records), key=lambda info: info.date))


_DATE = re.compile(r"^(\d{4})(?:-(\d{2}))?(?:-(\d{2}))?$")


def edition_info(wanted: str | None = None, root: Path | None = None) -> EditionInfo:
    """An edition by id or alias, or the edition in force on a date (``2025-11``: the newest
    complete edition on 1 November 2025, 2025-10); the newest complete edition when ``wanted``
    is None."""
    known = editions(root)
    if wanted is None:
        return [info for info in known if not info.partial][-1]
    for info in known:
        if wanted == info.id or wanted in info.aliases:
            return info
    printed = printed_names(root).get(_printed_key(wanted))
    if printed is not None:
        return printed
    day = _day(wanted)
    if day is not None and day >= (_day(known[0].date) or known[0].date):
        return in_force(day, root)
    raise UnknownEdition(wanted, [info.id for info in known])


_VERSION = re.compile(r"\bv(\d+(?:\.\d+)+)\b", re.IGNORECASE)
_ASIDE = re.compile(r"\(([^()]*)\)")
_DOCUMENT = re.compile(r"\b(?:riftbound|core|rules?|cr)\b", re.IGNORECASE)


def _printed_key(name: str) -> str:
    """What all spellings of an edition's printed name share: "Core Rules v1.2", "v1.2" and
    "1.2" give "1.2"; "Spiritforged" gives "spiritforged"."""
    words = _DOCUMENT.sub(" ", name.casefold()).replace("(", " ").replace(")", " ")
    return " ".join(re.sub(r"\bv(?=\d)", "", words).replace(",", " ").split())


@cache
def printed_names(root: Path | None = None) -> dict[str, EditionInfo]:
    """The names the documents print for an edition, read from its title in editions.json: its
    version ("v1.2", "Core Rules v1.2"), the set it came with ("Spiritforged", "Origins
    launch": a one- or two-word aside), and its aliases, by :func:`_printed_key`. A name two
    editions share names neither."""
    found: dict[str, list[EditionInfo]] = {}
    for info in editions(root):
        names = [*_VERSION.findall(info.title), *info.aliases]
        names += [a for a in _ASIDE.findall(info.title) if len(a.split()) <= 2]
        for name in names:
            key = _printed_key(name)
            if key and info not in found.setdefault(key, []):
                found[key].append(info)
    return {key: infos[0] for key, infos in found.items() if len(infos) == 1}


def _day(date: str) -> str | None:
    """``2025-11`` -> ``2025-11-01``; ``2025`` -> ``2025-01-01``; None if not a date."""
    match = _DATE.match(date.strip())
    if not match:
        return None
    year, month, day = match[1], match[2] or "01", match[3] or "01"
    if not (1 <= int(month) <= 12 and 1 <= int(day) <= 31):
        return None
    return f"{year}-{month}-{day}"


def in_force(date: str, root: Path | None = None) -> EditionInfo:
    """The newest complete edition published on or before ``date`` ("2026-01-14" -> 2025-12-01);
    the oldest edition for a date before them all."""
    known = [info for info in editions(root) if not info.partial]
    dated = [info for info in known if info.date <= date]
    return dated[-1] if dated else known[0]


def rules_path(edition_id: str, root: Path | None = None) -> Path:
    return (root or rulebook_dir()) / "rules" / f"{edition_id}.jsonl"


@cache
def load(wanted: str | None = None, root: Path | None = None) -> Edition:
    info = edition_info(wanted, root)
    with rules_path(info.id, root).open(encoding="utf-8") as handle:
        rules = [Rule.from_json(json.loads(line)) for line in handle if line.strip()]
    return Edition(info, rules)


def load_all(root: Path | None = None) -> list[Edition]:
    return [load(info.id, root) for info in editions(root)]


def dump_rules(rules: Iterable[Rule]) -> str:
    return "".join(
        json.dumps(rule.to_json(), ensure_ascii=False, separators=(", ", ": ")) + "\n"
        for rule in rules
    )


def write_atomically(path: Path, text: str) -> None:
    """Replace ``path`` with ``text`` in one step: a failure leaves the old file untouched."""
    path.parent.mkdir(parents=True, exist_ok=True)
    handle, temporary = tempfile.mkstemp(dir=path.parent, prefix=f".{path.name}.", suffix=".tmp")
    try:
        with os.fdopen(handle, "w", encoding="utf-8", newline="\n") as out:
            out.write(text)
        os.chmod(temporary, 0o644)  # mkstemp makes it private; data files are for everyone
        os.replace(temporary, path)
    except BaseException:
        Path(temporary).unlink(missing_ok=True)
        raise
