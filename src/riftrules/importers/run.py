"""Import every edition from the raw sources into ``rulebook/rules/``.

Each edition is read and assembled in full before anything is written; a source that fails
leaves the data already in ``rulebook/`` untouched.
"""

from __future__ import annotations

import importlib
from collections.abc import Iterator
from dataclasses import dataclass
from pathlib import Path
from typing import Protocol

from riftrules.importers.assemble import assemble
from riftrules.importers.rows import RawRow, SourceError
from riftrules.importers.validate import Anomaly, validate
from riftrules.rules import store
from riftrules.rules.model import EditionInfo, Rule


class Reader(Protocol):
    """A format's ``read``: rows in document order; every repair it makes goes to ``repairs``."""

    def __call__(
        self, paths: list[Path], date: str, repairs: list[Anomaly]
    ) -> Iterator[RawRow]: ...


@dataclass
class Imported:
    info: EditionInfo
    rules: list[Rule]
    anomalies: list[Anomaly]


def reader(format_name: str) -> Reader:
    """The ``read`` function of ``riftrules.importers.<format_name>``."""
    module = importlib.import_module(f"riftrules.importers.{format_name}")
    return module.read


def import_edition(info: EditionInfo, shared: Path) -> Imported:
    paths = [shared / name for name in info.source.files]
    for path in paths:
        if not path.is_file():
            raise SourceError(str(path), "source file not found")
    repairs: list[Anomaly] = []
    rules = assemble(reader(info.source.format)(paths, info.date, repairs))
    return Imported(info, rules, repairs + validate(rules))


def import_editions(
    shared: Path, wanted: list[str] | None = None, root: Path | None = None
) -> list[Imported]:
    """Read every wanted edition, then write them all; nothing is written if one fails."""
    infos = [store.edition_info(w, root) for w in wanted] if wanted else store.editions(root)
    results = [import_edition(info, shared) for info in infos]
    for result in results:
        path = store.rules_path(result.info.id, root)
        store.write_atomically(path, store.dump_rules(result.rules))
        store.write_atomically(anomalies_path(path), "".join(f"{a}\n" for a in result.anomalies))
    return results


def anomalies_path(rules_path: Path) -> Path:
    """``rules/<id>.jsonl`` -> ``rules/<id>.anomalies.txt``: what the import reported."""
    return rules_path.with_suffix(".anomalies.txt")
