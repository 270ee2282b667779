"""The rules output of an import: every edition from its raw sources into ``rulebook/rules/``.

Each edition is read and assembled in full, checked and compared with the edition it replaces
(:data:`RULES`, run by :mod:`.transaction`); a source that fails leaves ``rulebook/`` untouched.
"""

from __future__ import annotations

import importlib
import json
from collections.abc import Iterator
from dataclasses import dataclass
from pathlib import Path
from typing import Protocol

from riftrules.importers import transaction
from riftrules.importers.assemble import assemble
from riftrules.importers.checks import Measure
from riftrules.importers.rows import RawRow, SourceError
from riftrules.importers.validate import Anomaly, validate
from riftrules.paths import rulebook_dir
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
    shared: Path,
    wanted: list[str] | None = None,
    root: Path | None = None,
    force: bool = False,
) -> list[Imported]:
    """Import the wanted editions (default: all) as one transaction (nothing written if one
    fails); the outputs derived from the rules are left as they are (``riftrules import``
    rebuilds them too)."""
    done = transaction.run(
        shared, root or rulebook_dir(), wanted or None, only=("rules",), force=force
    )
    return done.built["rules"].result  # type: ignore[return-value]


def _wanted(job: transaction.Job) -> tuple[EditionInfo, ...]:
    if job.editions is None:
        return store.editions(job.root)
    return tuple(store.edition_info(wanted, job.root) for wanted in job.editions)


def _build(job: transaction.Job) -> transaction.Built:
    """Every wanted edition read and assembled; the others' files kept as they are."""
    results = [import_edition(info, job.shared) for info in _wanted(job)]
    folder = job.root / "rules"
    files = {
        str(p.relative_to(folder)): p.read_text(encoding="utf-8")
        for p in sorted(folder.glob("*"))
        if p.is_file()
    }
    lines = []
    for result in results:
        name = f"{result.info.id}.jsonl"
        files[name] = store.dump_rules(result.rules)
        files[anomalies_path(Path(name)).name] = "".join(f"{a}\n" for a in result.anomalies)
        count = f"{len(result.rules)} rules, {len(result.anomalies)} anomalies"
        lines.append(f"{result.info.id}: {count}")
        lines += [f"  {anomaly}" for anomaly in result.anomalies]
    return transaction.Built(files, lines, results)


def _sources(job: transaction.Job) -> list[Path]:
    return [job.shared / name for info in _wanted(job) for name in info.source.files]


def _census(files: transaction.Files, job: transaction.Job) -> list[Measure]:
    return census(files, store.editions(job.root))


def census(
    files: transaction.Files, editions: tuple[EditionInfo, ...], folder: str = ""
) -> list[Measure]:
    """Per edition: its rules, the rules of each chapter and heading, and its last rule
    (``folder``: where the editions' files are among ``files``)."""
    measures = []
    for info in editions:
        text = files.get(f"{folder}{info.id}.jsonl")
        if text is None:
            continue
        sources = info.source.files
        records = [json.loads(line) for line in text.splitlines() if line.strip()]
        measures.append(Measure(f"rules of {info.id}", len(records), sources))
        sections: dict[str, int] = {}
        chapter = heading = None
        for record in records:
            if record["kind"] == "chapter":
                chapter, heading = record["number"], None
            elif record["kind"] == "heading":
                heading = record["number"]
            for section in {chapter, heading} - {None}:
                sections[section] = sections.get(section, 0) + 1
        measures += [
            Measure(f"section {number} of {info.id}", count, sources)
            for number, count in sections.items()
        ]
        if records:
            last = records[-1]["number"]
            measures.append(Measure(f"the last rule of {info.id} ({last})", 1, sources))
    return measures


RULES = transaction.Output("rules", _build, _sources, _census, partial=True)


def anomalies_path(rules_path: Path) -> Path:
    """``rules/<id>.jsonl`` -> ``rules/<id>.anomalies.txt``: what the import reported."""
    return rules_path.with_suffix(".anomalies.txt")
