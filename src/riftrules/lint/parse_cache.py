"""A cache of parse outcomes, as ruff caches its results: which lines of a text the grammar
cannot read, and why.

Building the parser and parsing are most of a lint run; the outcome depends only on the text
and on the parser (the grammar, the ``riftrules.cardtext`` modules, lark's version), so it is
kept on disk under a key made of those, and a text seen before is not parsed again. The cache
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

import riftrules.cardtext as cardtext
from riftrules.paths import data_dir

MAX_ENTRIES = 50_000


@dataclass(frozen=True, slots=True)
class Failure:
    """A line the grammar cannot read: canonical offsets of the line and of the bad token."""

    line: int
    start: int
    end: int
    found: str
    expected: tuple[str, ...]

    def to_json(self) -> list[object]:
        return [self.line, self.start, self.end, self.found, list(self.expected)]

    @classmethod
    def from_json(cls, value: list) -> Failure:
        line, start, end, found, expected = value
        return cls(int(line), int(start), int(end), str(found), tuple(map(str, expected)))


def folder() -> Path:
    if os.environ.get("RIFTRULES_CACHE_DIR"):
        return Path(os.environ["RIFTRULES_CACHE_DIR"])
    base = os.environ.get("XDG_CACHE_HOME") or str(Path.home() / ".cache")
    return Path(base) / "riftrules"


@cache
def parser_key() -> str:
    """A digest of everything a parse outcome depends on."""
    from importlib.metadata import version

    digest = hashlib.sha256(version("lark").encode())
    sources = sorted(Path(cardtext.__file__).parent.glob("*.py"))
    for path in [*sorted(data_dir("grammar").glob("*.lark")), *sources]:
        digest.update(path.name.encode())
        digest.update(path.read_bytes())
    return digest.hexdigest()[:20]


def text_key(text: str) -> str:
    return hashlib.sha1(text.encode("utf-8", "surrogatepass")).hexdigest()[:20]


class ParseCache:
    """Parse outcomes by text; ``persist=False`` keeps them in memory only (the editor server)."""

    def __init__(self, path: Path | None = None, persist: bool = True) -> None:
        # The file is named by the parser's key, a digest made only when the file is used.
        self.path = path or (folder() / f"parse-{parser_key()}.json" if persist else None)
        self.persist = persist
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
        found = self.entries.get(text_key(text))
        if found is None:
            return None
        try:
            return [Failure.from_json(value) for value in found]
        except (TypeError, ValueError):
            return None

    def put(self, text: str, failures: list[Failure]) -> None:
        if len(self.entries) >= MAX_ENTRIES:
            self.entries.clear()
        self.entries[text_key(text)] = [failure.to_json() for failure in failures]
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
