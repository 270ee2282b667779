"""What became of each imported ruling (``rulebook/rulings/rulings.jsonl``) as a scenario:
writes ``rulebook/scenarios/RULINGS.md``.

A ruling is a **scenario** when a file of ``rulebook/scenarios/`` cites it (its ``source`` names
the ruling's id, or its document and its question in quotes), and a **gap** when a file of
``tests/rulings/gaps/`` does (written, and known to fail: ``tests/rulings/test_faq_scenarios.py``
says why), even if another scenario holds a part of the answer. Every other ruling is
classified in ``scripts/faq_scenarios.yaml``, by hand, as one of

- ``lacks: CONSTRUCT`` — the engine or the scenario format cannot express it (:class:`Construct`);
  ``card-text`` is checked: a card the ruling names must not compile whole, and its refusal is
  printed;
- ``about: TOPIC`` — not about play: nothing to run (:class:`Topic`);
- ``unwritten: true`` — expressible as far as we know, not written yet.

Every class comes with a ``note`` saying what exactly. A ruling listed there that a scenario
cites, an unknown id, a misspelt construct or topic, and an unclassified ruling all stop the
script (exit 2) with one line. ``--check`` compares the report with the file (exit 1 when it is
out of date); ``tests/rulings/test_faq_status.py`` runs it.

    python scripts/faq_scenarios.py            # write the report
    python scripts/faq_scenarios.py --check    # exit 1 if it is out of date
"""

from __future__ import annotations

import argparse
import sys
from collections import Counter
from dataclasses import dataclass
from enum import Enum
from pathlib import Path

import yaml

from riftrules import rulings
from riftrules.cards import pool
from riftrules.rulings import Ruling
from riftrules.scenarios.run import Scripts, default_compiler

REPO = Path(__file__).resolve().parents[1]
SCENARIOS = REPO / "rulebook" / "scenarios"
GAPS = REPO / "tests" / "rulings" / "gaps"
DATA = Path(__file__).with_suffix(".yaml")
REPORT = SCENARIOS / "RULINGS.md"


class Status(Enum):
    SCENARIO = "scenario"
    GAP = "gap"
    LACKS = "not expressible"
    NOT_PLAY = "not about play"
    UNWRITTEN = "expressible, not written"


class Construct(Enum):
    """What the engine or the scenario format lacks to run a ruling."""

    CARD_TEXT = "card-text"  # a card the answer turns on does not compile whole
    PENDING_ITEMS = "pending-items"  # a card played as another resolves waits, pending
    REFLEXIVE_TRIGGER = "reflexive-trigger"  # "do this:" items put on the chain one by one
    TARGETS_AS_PLAYED = "targets-as-played"  # every target and destination chosen as played
    FINALIZE_STEPS = "finalize-steps"  # the inner steps of finalizing an item (undo, no cleanup)


class Topic(Enum):
    """Why a ruling has nothing to run."""

    DECK_BUILDING = "deck-building"
    PRINTING = "printing"  # a printing or translation error, an erratum's wording
    DESIGN = "design"  # design intent or future templating, no case to play
    RULES_PROCESS = "rules-process"  # a description of the rules' machinery, no case of its own
    NO_ANSWER = "no-answer"  # a bridge to the next question, no ruling of its own
    SUPERSEDED = "superseded"  # a later FAQ's erratum took the answer back


@dataclass(frozen=True, slots=True)
class Row:
    ruling: Ruling
    status: Status
    what: str  # the files, the construct or the topic
    note: str


class DataError(Exception):
    """The classification file is wrong: one line says where."""


def _cites(source: str, ruling: Ruling, title: str) -> bool:
    return ruling.id in source or (title in source and f'"{ruling.question}"' in source)


def _citing(folder: Path, all_rulings: tuple[Ruling, ...]) -> dict[str, list[str]]:
    titles = {d.id: d.title for d in rulings.documents().values()}
    found: dict[str, list[str]] = {}
    for path in sorted(folder.glob("*.yaml")):
        source = str((yaml.safe_load(path.read_text(encoding="utf-8")) or {}).get("source", ""))
        for ruling in all_rulings:
            if _cites(source, ruling, titles[ruling.document]):
                found.setdefault(ruling.id, []).append(path.name)
    return found


def _refusals(ruling: Ruling, scripts: Scripts) -> list[str]:
    out = []
    for ref in ruling.cards:
        try:
            card = pool.find(ref.id)
        except LookupError:
            continue
        why = scripts.refusal(card)
        if why:
            out.append(f"{card.name}: {why}")
    return out


def rows() -> list[Row]:
    all_rulings = rulings.load()
    known = {r.id for r in all_rulings}
    scenarios, gaps = _citing(SCENARIOS, all_rulings), _citing(GAPS, all_rulings)
    data = yaml.safe_load(DATA.read_text(encoding="utf-8")) or {}
    scripts = Scripts(default_compiler)
    for ruling_id in data:
        if ruling_id not in known:
            raise DataError(f"{DATA.name}: no ruling {ruling_id!r}")
        if ruling_id in scenarios or ruling_id in gaps:
            raise DataError(f"{DATA.name}: {ruling_id} is a scenario now; remove it here")
    out = []
    for ruling in all_rulings:
        if ruling.id in gaps:  # a part of the answer fails, even if another part holds
            holding = scenarios.get(ruling.id, [])
            note = "fails; why: GAPS in tests/rulings/test_faq_scenarios.py"
            note += f"; holds: {', '.join(holding)}" if holding else ""
            out.append(Row(ruling, Status.GAP, ", ".join(gaps[ruling.id]), note))
            continue
        if ruling.id in scenarios:
            out.append(Row(ruling, Status.SCENARIO, ", ".join(scenarios[ruling.id]), ""))
            continue
        entry = data.get(ruling.id)
        if not isinstance(entry, dict) or not entry.get("note"):
            raise DataError(f"{DATA.name}: {ruling.id} is not classified (with a note)")
        note = str(entry["note"])
        keys = {"lacks", "about", "unwritten"} & set(entry)
        if len(keys) != 1 or set(entry) - {"lacks", "about", "unwritten", "note"}:
            raise DataError(f"{DATA.name}: {ruling.id}: give one of lacks, about, unwritten")
        try:
            if "lacks" in entry:
                construct = Construct(entry["lacks"])
                if construct is Construct.CARD_TEXT:
                    refused = _refusals(ruling, scripts)
                    if not refused:
                        raise DataError(
                            f"{DATA.name}: {ruling.id}: every card it names compiles now"
                        )
                    note = f"{note} ({'; '.join(refused)})"
                out.append(Row(ruling, Status.LACKS, construct.value, note))
            elif "about" in entry:
                out.append(Row(ruling, Status.NOT_PLAY, Topic(entry["about"]).value, note))
            else:
                out.append(Row(ruling, Status.UNWRITTEN, "", note))
        except ValueError as error:
            raise DataError(f"{DATA.name}: {ruling.id}: {error}") from None
    return out


def _cell(text: str) -> str:
    return " ".join(text.replace("|", "\\|").split())


def report(found: list[Row]) -> str:
    counts = Counter(row.status for row in found)
    lacking = Counter(row.what for row in found if row.status is Status.LACKS)
    topics = Counter(row.what for row in found if row.status is Status.NOT_PLAY)
    lines = [
        "# Rulings as scenarios",
        "",
        "Written by `scripts/faq_scenarios.py` from `rulebook/rulings/rulings.jsonl`, the scenario",
        "files that cite a ruling and `scripts/faq_scenarios.yaml`; do not edit by hand.",
        "",
        "| status | rulings |",
        "|---|---:|",
        *(f"| {status.value} | {counts[status]} |" for status in Status),
        f"| all | {len(found)} |",
        "",
        "Not expressible, by the construct lacking: "
        + ", ".join(f"{name} {n}" for name, n in sorted(lacking.items(), key=lambda i: -i[1]))
        + ".",
        "",
        "Not about play, by topic: "
        + ", ".join(f"{name} {n}" for name, n in sorted(topics.items(), key=lambda i: -i[1]))
        + ".",
        "",
        "| ruling | question | status | scenario, construct or topic | note |",
        "|---|---|---|---|---|",
    ]
    for row in found:
        question = row.ruling.question
        question = question if len(question) <= 90 else question[:89] + "…"
        lines.append(
            f"| `{row.ruling.id}` | {_cell(question)} | {row.status.value} | "
            f"{_cell(row.what)} | {_cell(row.note)} |"
        )
    return "\n".join(lines) + "\n"


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--check", action="store_true", help="exit 1 if the report is stale")
    args = parser.parse_args(argv)
    try:
        text = report(rows())
    except (DataError, yaml.YAMLError) as error:
        print(f"faq_scenarios: {error}".splitlines()[0], file=sys.stderr)
        return 2
    if args.check:
        current = REPORT.read_text(encoding="utf-8") if REPORT.is_file() else ""
        if current != text:
            print(f"{REPORT.relative_to(REPO)} is out of date: run scripts/faq_scenarios.py")
            return 1
        return 0
    REPORT.write_text(text, encoding="utf-8")
    return 0


if __name__ == "__main__":
    sys.exit(main())
