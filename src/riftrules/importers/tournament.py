"""The Tournament Rules as an import output: ``rulebook/tournament/``.

Its editions are listed in ``rulebook/tournament/editions.json`` and imported as the Core Rules'
are (:func:`.run.import_edition`: a format reader, :func:`.assemble.assemble`,
:func:`.validate.validate`), each into ``rules/<id>.jsonl`` with its anomaly report beside it,
in the same transaction: validated first, switched in as a whole with the rest of ``rulebook/``.
"""

from __future__ import annotations

from pathlib import Path

from riftrules.importers import transaction
from riftrules.importers.run import anomalies_path, census, import_edition
from riftrules.rules import store
from riftrules.rules.documents import TOURNAMENT_FOLDER

MANIFEST = "editions.json"


def _editions(job: transaction.Job):
    return store.editions(job.root / TOURNAMENT_FOLDER)


def _build(job: transaction.Job) -> transaction.Built:
    folder = job.root / TOURNAMENT_FOLDER
    files = {MANIFEST: (folder / MANIFEST).read_text(encoding="utf-8")}
    lines = []
    for info in _editions(job):
        result = import_edition(info, job.shared)
        name = f"rules/{info.id}.jsonl"
        files[name] = store.dump_rules(result.rules)
        files[str(anomalies_path(Path(name)))] = "".join(f"{a}\n" for a in result.anomalies)
        count = f"{len(result.rules)} rules, {len(result.anomalies)} anomalies"
        lines.append(f"Tournament Rules {info.id}: {count}")
        lines += [f"  {anomaly}" for anomaly in result.anomalies]
    return transaction.Built(files, lines)


def _sources(job: transaction.Job) -> list[Path]:
    return [job.shared / name for info in _editions(job) for name in info.source.files]


def _census(files: transaction.Files, job: transaction.Job):
    return census(files, _editions(job), folder="rules/")


TOURNAMENT = transaction.Output(TOURNAMENT_FOLDER, _build, _sources, _census)
