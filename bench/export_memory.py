"""``riftrules export`` of many one-line cards, and ``lint`` and ``export`` of a JSON card list
of 8 MiB: peak memory and time, as a user runs them.

Run: ``python bench/export_memory.py [--json] [--list-only] [CARDS ...]`` (default 10,000 and
100,000). For
each count, that many one-line cards (texts of the bundled pool that fit on a line, in turn, a
blank line between two cards) in ``.txt`` files of 20,000 cards (a file is at most 8 MiB) are
exported with ``--format jsonl`` (and ``--format json`` with ``--json``) by a fresh
interpreter, its output to a file; the peak resident memory of the process (``ru_maxrss``),
the wall time and the output size are printed. The goal (issue 26): memory flat in the number
of cards, under 300 MB for 100,000 cards. (100,000 cards take minutes: most of the time is the
export of each record, IR and status, not the reading.)

Then a JSON card list just under the 8 MiB input limit (the pool's texts with their types, in
turn) is linted (``--exit-zero``, concise) and exported (``jsonl``): the
places of the card texts in the file are read only for the findings (issue 26: the whole
file's character positions took 506 MB). ``--list-only``: that case alone.
"""

from __future__ import annotations

import os
import sys
import tempfile
import time
from pathlib import Path

LIMIT_MB = 300


def texts() -> list[str]:
    from riftrules.cards import pool

    return sorted({c.text for c in pool.load() if c.text and "\n" not in c.text})


def card_list(path: Path, limit: int = 8 * 2**20 - 2**16) -> int:
    """A JSON card list just under ``limit`` bytes, mostly card text (where the places were
    read for every character): the pool's texts and types in turn; its cards."""
    import json

    from riftrules.cards import pool

    records = [{"type": c.type, "text": c.text} for c in pool.load() if c.text]
    out, size, count = [], 2, 0
    while True:
        record = records[count % len(records)]
        line = json.dumps(record, ensure_ascii=False)
        if size + len(line.encode("utf-8")) + 2 > limit:
            break
        out.append(line)
        size += len(line.encode("utf-8")) + 2
        count += 1
    path.write_text("[\n" + ",\n".join(out) + "\n]\n", encoding="utf-8")
    return count


def list_case(folder: str) -> float:
    """Lint and export the 8 MiB card list; the worst peak (MB)."""
    cards = Path(folder) / "cards.json"
    count = card_list(cards)
    size = cards.stat().st_size / 2**20
    worst = 0.0
    commands = {
        "lint": ["lint", "--exit-zero", "--output-format", "concise", str(cards)],
        "export": ["export", "--format", "jsonl", str(cards)],
    }
    for name, arguments in commands.items():
        out = Path(folder) / f"{name}.out"
        seconds, peak = run([sys.executable, "-m", "riftrules.cli", *arguments], out)
        worst = max(worst, peak)
        print(
            f"{count:>8,} cards ({size:.1f} MiB JSON list)  {name:6}  {seconds:6.1f} s  "
            f"peak {peak:6.1f} MB  out {out.stat().st_size / 2**20:7.1f} MiB",
            flush=True,
        )
    return worst


def run(command: list[str], out: Path) -> tuple[float, float]:
    """Wall seconds and peak RSS (MB) of ``command``, run alone in a child."""
    read, write = os.pipe()
    started = time.perf_counter()
    pid = os.fork()
    if pid == 0:  # the child: measures its own exec'd process through wait4
        os.close(read)
        with out.open("wb") as handle:
            os.dup2(handle.fileno(), 1)
        os.execv(command[0], command)
    os.close(write)
    os.close(read)
    _, status, usage = os.wait4(pid, 0)
    elapsed = time.perf_counter() - started
    if os.waitstatus_to_exitcode(status) != 0:
        raise SystemExit(f"{' '.join(command)}: exit {os.waitstatus_to_exitcode(status)}")
    return elapsed, usage.ru_maxrss / 1024  # Linux: KiB


PER_FILE = 20_000


def main(counts: list[int], formats: tuple[str, ...], list_only: bool = False) -> int:
    pool_texts = texts()
    worst = 0.0
    with tempfile.TemporaryDirectory() as folder:
        os.environ["RIFTRULES_CACHE_DIR"] = str(Path(folder) / "cache")
        worst = list_case(folder)
        if list_only:
            counts = []
        for count in counts:
            files = []
            for first in range(0, count, PER_FILE):
                cards = Path(folder) / f"cards-{count}-{first:07}.txt"
                chosen = range(first, min(count, first + PER_FILE))
                cards.write_text(
                    "\n\n".join(pool_texts[i % len(pool_texts)] for i in chosen) + "\n",
                    encoding="utf-8",
                )
                files.append(str(cards))
            size = sum(Path(f).stat().st_size for f in files)
            for fmt in formats:
                out = Path(folder) / f"out.{fmt}"
                command = [sys.executable, "-m", "riftrules.cli", "export", "--format", fmt]
                seconds, peak = run([*command, *files], out)
                worst = max(worst, peak)
                print(
                    f"{count:>8,} cards ({size / 2**20:.1f} MiB in)  {fmt:5}  "
                    f"{seconds:6.1f} s  peak {peak:6.1f} MB  "
                    f"out {out.stat().st_size / 2**20:7.1f} MiB",
                    flush=True,
                )
    return 0 if worst < LIMIT_MB else 1


if __name__ == "__main__":
    arguments = sys.argv[1:]
    formats = ("jsonl", "json") if "--json" in arguments else ("jsonl",)
    counts = [int(a) for a in arguments if not a.startswith("--")] or [10_000, 100_000]
    raise SystemExit(main(counts, formats, "--list-only" in arguments))
