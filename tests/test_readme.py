"""The README is the user's manual: every ``console`` block in it is replayed here (the output
shown is the output of the command), and its figures are read from the code."""

from __future__ import annotations

import re
import shlex
from pathlib import Path

import pytest

README = Path(__file__).resolve().parents[1] / "README.md"
_BLOCK = re.compile(r"```console\n\$ riftrules (?P<command>[^\n]*)\n(?P<output>.*?)```", re.S)
BLOCKS = [(m["command"], m["output"]) for m in _BLOCK.finditer(README.read_text("utf-8"))]


def test_the_readme_shows_commands():
    assert len(BLOCKS) >= 10


@pytest.mark.parametrize(("command", "output"), BLOCKS, ids=[c for c, _ in BLOCKS])
def test_console_block(cli, command, output):
    run = cli(*shlex.split(command))
    assert run.out + run.err == output


def test_lint_rule_count():
    from riftrules.lint.registry import FAMILIES, RULES

    text = " ".join(README.read_text("utf-8").split())
    assert f"{len(RULES)} rules in {len(FAMILIES)} families" in text


def test_the_adjacent_editions_table_is_what_diff_counts():
    from collections import Counter
    from itertools import pairwise

    from riftrules.rules import store, trace

    text = README.read_text("utf-8")
    table = text[text.index("| from → to | same |") :].split("\n\n")[0]
    rows = {
        tuple(cells[0].replace(" (partial)", "").split(" → ")): cells[1:]
        for line in table.splitlines()[2:]
        for cells in [[c.strip() for c in line.strip("|").split("|")]]
    }
    ids = [info.id for info in store.editions()]
    assert set(rows) == set(pairwise(ids))
    for old, new in pairwise(ids):
        counts = Counter(change.status for change in trace.diff(old, new))
        shown = [f"{counts[s]:,}" for s in ("same", "moved", "edited")]
        if store.edition_info(new).partial:
            shown += ["—", f"{counts['removed'] + counts['unseen']:,} unseen"]
        else:
            shown += [f"{counts['new']:,}", f"{counts['removed']:,}"]
        assert rows[(old, new)] == shown, (old, new)


def test_the_misspellings_figure():
    import csv

    from riftrules.cards.lookup import matches

    path = README.parent / "tests" / "fixtures" / "cards" / "misspellings.csv"
    with path.open(encoding="utf-8", newline="") as handle:
        rows = list(csv.DictReader(handle))
    first = clear = wrong = 0
    for row in rows:
        found = matches(row["query"])
        right = found.cards[0].name == row["intended"] if found.cards else False
        first += right
        clear += found.clear and right
        wrong += found.clear and not right
    said = (
        f"On the {len(rows)} misspellings of `tests/fixtures/cards/misspellings.csv` (one edit, a "
        "swap, a dropped comma or apostrophe, a missing word, another word order), "
        f"{first} give the intended card first, {clear} of them shown at once, and "
        f"{wrong or 'none'} shows another card"
    )
    assert said in " ".join(README.read_text("utf-8").split())


def test_the_examples_only_edits_figure():
    from riftrules.rules import store, trace

    old, new = store.load("2026-03-30"), store.load("2026-07-16")
    edited = [c for c in trace.diff(old.id, new.id) if c.status == "edited"]
    only = sum(trace.edit_of(old.get(c.old), new.get(c.new)) == "examples" for c in edited)
    said = f"{only} of the {len(edited)} edits from 2026-03-30 to 2026-07-16"
    assert said in " ".join(README.read_text("utf-8").split())


def _fenced(text: str, language: str, after: str) -> str:
    """The first ``language`` block of the README after ``after``."""
    start = text.index(f"```{language}\n", text.index(after)) + len(f"```{language}\n")
    return text[start : text.index("```\n", start)]


def test_the_program_sample_is_what_export_prints_for_that_card():
    import json

    from riftrules.cards import pool
    from riftrules.export.records import pool_records

    text = README.read_text("utf-8")
    sample = json.loads(_fenced(text, "json", "The program of Back-Alley Bar (OGN-277"))
    (card,) = [card for card in pool.load() if card.id == "OGN-277"]
    assert card.name == "Back-Alley Bar" and f'"{card.text}"' in " ".join(text.split())
    exported = next(record for record in pool_records() if record["id"] == "OGN-277")
    assert sample == exported["program"]


def test_the_typescript_reader_names_real_nodes_and_fields():
    """The snippet's types name node types of the program and fields they have (tsc --strict
    compiled it against the real export when it was written; CI has no TypeScript)."""
    from riftrules.program_json.nodes import hints, registry

    snippet = _fenced(README.read_text("utf-8"), "typescript", "An engine in TypeScript")
    nodes = re.findall(r'\{ node: "(\w+)"((?:; \w+\??: [^;}]+)*) \}', snippet)
    assert len(nodes) >= 9
    for name, fields in nodes:
        assert name in registry(), name
        for field in re.findall(r"; (\w+)\??:", fields):
            assert field in hints(registry()[name]), (name, field)
    assert 'card.id === "OGN-277"' in snippet


def test_the_export_figures_are_the_code_s():
    from riftrules.cards import pool
    from riftrules.export.schema import SCHEMA_ID, SCHEMA_VERSION

    text = " ".join(README.read_text("utf-8").split())
    assert f"`schema_version` is now {SCHEMA_VERSION};" in text
    assert f"Its `$id` is `{SCHEMA_ID}`" in text
    textless = sum(1 for card in pool.load() if not card.text)
    assert f"the {textless} that print no text too" in text


def test_the_lint_pool_figures_are_the_benchmark_s():
    """The README's lint times are the last run of bench/lint_pool.py --write, which meets
    its goals (a benchmark measures them; this test reads its figures, it times nothing)."""
    results = README.parent / "bench" / "lint-pool-results.md"
    rows = {
        cells[0]: cells[1:]
        for line in results.read_text("utf-8").splitlines()
        if line.startswith("| ") and not line.startswith(("| case", "| ---"))
        for cells in [[c.strip() for c in line.strip("|").split("|")]]
    }
    warm, empty, bare = (rows[case][0] for case in ("warm cache", "empty cache", "no cache"))
    said = (
        f"{warm} s with a warm cache, {empty} s on the first run (an empty cache) and {bare} s "
        "with `--no-cache`"
    )
    assert said in " ".join(README.read_text("utf-8").split())
    assert float(warm) < 0.3 and float(empty) < 0.5
