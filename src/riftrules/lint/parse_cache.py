"""A cache of lint outcomes, as ruff caches its results: the findings of a text on a card
with the rules run, which lines of a text the grammar cannot read, and why, and where a text
names its card by its type (RB201, read from the IR).

Building the parser, parsing and reading the meaning are most of a lint run; the outcomes
depend only on the text (and the card's facts, and the rules run) and on the code and data
that read it (the linter, the grammar, the ``riftrules.cardtext`` and ``riftrules.ir``
modules, the rulebook with the pool, lark), so they are kept on disk under a key made of
those (:func:`parser_key`), and a text seen before is neither parsed nor linted again. The cache
lives in ``$RIFTRULES_CACHE_DIR``, else ``$XDG_CACHE_HOME/riftrules``, else
``~/.cache/riftrules``; ``riftrules lint --no-cache`` neither reads nor writes it. A cache that
cannot be read or written is ignored.
"""

from __future__ import annotations

import hashlib
import json
import os
import tempfile
from dataclasses import dataclass
from functools import cache
from pathlib import Path
from typing import TYPE_CHECKING

from riftrules.lint.diagnostic import Diagnostic
from riftrules.paths import data_dir, rulebook_dir

if TYPE_CHECKING:
    from riftrules.lint.card import CardFacts

MAX_ENTRIES = 50_000


@dataclass(frozen=True, slots=True)
class Failure:
    """A line the grammar cannot read: canonical offsets of the line and of the bad token, and
    the spans the grammar's recovery read as unread (canonical; none where it could not
    recover the rest of the line)."""

    line: int
    start: int
    end: int
    found: str
    expected: tuple[str, ...]
    unread: tuple[tuple[int, int], ...] = ()

    def to_json(self) -> list[object]:
        spans = [list(span) for span in self.unread]
        return [self.line, self.start, self.end, self.found, list(self.expected), spans]

    @classmethod
    def from_json(cls, value: list) -> Failure:
        line, start, end, found, expected, spans = value
        unread = tuple((int(a), int(b)) for a, b in spans)
        return cls(int(line), int(start), int(end), str(found), tuple(map(str, expected)), unread)


def folder() -> Path:
    if os.environ.get("RIFTRULES_CACHE_DIR"):
        return Path(os.environ["RIFTRULES_CACHE_DIR"])
    base = os.environ.get("XDG_CACHE_HOME") or str(Path.home() / ".cache")
    return Path(base) / "riftrules"


# What findings depend on, besides the text and the card: the code that reads and checks it
# (riftrules' packages below) and the data (the grammar, the rulebook with the pool, lark).
_CODE = ("lint", "cardtext", "ir", "rules", "cards")


def _inputs() -> list[Path]:
    """Every file of the code and data that lint outcomes depend on, in a fixed order (the
    shipped outcomes themselves left out)."""
    from importlib.util import find_spec

    package = Path(__file__).parents[1]  # riftrules/: its files listed, not imported
    roots = [package / name for name in _CODE] + [data_dir("grammar"), rulebook_dir()]
    lark = find_spec("lark")  # its folder holds its version: found, not imported
    if lark is not None and lark.origin:
        roots.append(Path(lark.origin).parent)
    out = []
    for root in roots:
        for folder, folders, files in os.walk(root):
            folders[:] = sorted(f for f in folders if f != "__pycache__")
            out += [Path(folder, name) for name in sorted(files) if not name.endswith(".pyc")]
    return [path for path in out if path != SHIPPED]


@cache
def parser_key() -> str:
    """A digest of everything a parse, reading or lint outcome depends on: each file of the
    code and data it reads, by path, size and modification time (as ruff keys its cache)."""
    digest = hashlib.sha256()
    for path in _inputs():
        try:
            info = os.stat(path)
        except OSError:
            continue
        digest.update(f"{path}\0{info.st_size}\0{info.st_mtime_ns}\n".encode())
    return digest.hexdigest()[:20]


@cache
def content_key() -> str:
    """A digest of the same files by their content and place in the package: the key of the
    shipped outcomes, the same in every copy of the same code and data."""
    package = Path(__file__).parents[2]
    digest = hashlib.sha256()
    for path in _inputs():
        try:
            content = path.read_bytes()
        except OSError:
            continue
        where = path.relative_to(package) if path.is_relative_to(package) else Path(path.name)
        digest.update(f"{where.as_posix()}\0{len(content)}\n".encode())
        digest.update(content)
    return digest.hexdigest()[:20]


# The outcomes of ``riftrules lint --pool`` (default rules) shipped with the package, built by
# ``python -m riftrules.lint.pool_outcomes`` (``make pool-outcomes``) and checked fresh by a
# test: a first run, with an empty cache, need not parse the pool. Used only when its key is
# the :func:`content_key` of the code and data at hand.
SHIPPED = Path(__file__).resolve().parent / "data" / "pool_outcomes.json"


@cache
def shipped() -> dict[str, list]:
    """The shipped outcomes by cache key, if they were made by the code and data at hand (else
    none: the code or data changed since they were built)."""
    try:
        with SHIPPED.open(encoding="utf-8") as handle:
            loaded = json.load(handle)
    except (OSError, ValueError):
        return {}
    if not isinstance(loaded, dict) or loaded.get("key") != content_key():
        return {}
    entries = loaded.get("entries")
    if not isinstance(entries, dict):
        return {}
    return {k: v for k, v in entries.items() if isinstance(k, str) and isinstance(v, list)}


def text_key(text: str) -> str:
    return hashlib.sha1(text.encode("utf-8", "surrogatepass")).hexdigest()[:20]


def findings_key(text: str, card: CardFacts, codes: list[str], glossary: str = "") -> str:
    """The key of a lint's findings: the text, everything known of the card, the rules run,
    the keywords the set declares (:attr:`riftrules.rules.glossary.Glossary.key`)."""
    return "f" + text_key(f"{card!r}\0{','.join(codes)}\0{glossary}\0{text}")


class ParseCache:
    """Parse outcomes by text; ``persist=False`` keeps them in memory only (the editor server);
    ``seeded``: an outcome not found is looked up in the :func:`shipped` ones."""

    def __init__(self, path: Path | None = None, persist: bool = True, seeded: bool = True) -> None:
        # The file is named by the parser's key, a digest made only when the file is used.
        self.path = path or (folder() / f"parse-{parser_key()}.json" if persist else None)
        self.persist = persist
        self.seeded = seeded
        self.entries: dict[str, list[list]] = {}
        self.dirty = False
        if not persist:
            return
        try:
            with self.path.open(encoding="utf-8") as handle:
                loaded = json.load(handle)
            if isinstance(loaded, dict):
                self.entries = loaded
        except (OSError, ValueError):
            pass

    def get(self, text: str) -> list[Failure] | None:
        found = self._entry(text_key(text))
        if found is None:
            return None
        try:
            return [Failure.from_json(value) for value in found]
        except (TypeError, ValueError):
            return None

    def get_findings(self, key: str) -> list[Diagnostic] | None:
        """The findings of a lint whose :func:`findings_key` is ``key``, if known."""
        found = self._entry(key)
        if not isinstance(found, list):
            return None
        try:
            return [Diagnostic.from_json(value) for value in found]
        except (KeyError, TypeError, ValueError, AttributeError):
            return None  # a damaged entry: lint again

    def put_findings(self, key: str, found: list[Diagnostic]) -> None:
        self._store(key, [d.to_json() for d in found])

    def get_named(self, text: str, card_type: str) -> list[list] | None:
        """Where ``text`` on a card of ``card_type`` names the card by its type, if known."""
        found = self._entry("n" + text_key(f"{card_type}\0{text}"))
        return found if isinstance(found, list) else None

    def put_named(self, text: str, card_type: str, found: list[list]) -> None:
        self._store("n" + text_key(f"{card_type}\0{text}"), found)

    def put(self, text: str, failures: list[Failure]) -> None:
        self._store(text_key(text), [failure.to_json() for failure in failures])

    def _entry(self, key: str) -> object:
        found = self.entries.get(key)
        if found is None and self.seeded:
            found = shipped().get(key)
        return found

    def _store(self, key: str, value: list) -> None:
        if len(self.entries) >= MAX_ENTRIES:
            self.entries.clear()
        self.entries[key] = value
        self.dirty = True

    def save(self) -> None:
        if not (self.dirty and self.persist):
            return
        try:
            self.path.parent.mkdir(parents=True, exist_ok=True)
            handle, temporary = tempfile.mkstemp(dir=self.path.parent, suffix=".tmp")
            with os.fdopen(handle, "w", encoding="utf-8") as out:
                json.dump(self.entries, out, separators=(",", ":"))
            os.replace(temporary, self.path)
            self.dirty = False
        except OSError:
            pass
