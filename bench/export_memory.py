"""``riftrules export`` of many one-line cards: peak memory and time, as a user runs it.

Run: ``python bench/export_memory.py [--json] [CARDS ...]`` (default 10,000 and 100,000). For
each count, that many one-line cards (texts of the bundled pool that fit on a line, in turn, a
blank line between two cards) in ``.txt`` files of 20,000 cards (a file is at most 8 MiB) are
exported with ``--format jsonl`` (and ``--format json`` with ``--json``) by a fresh
interpreter, its output to a file; the peak resident memory of the process (``ru_maxrss``),
the wall time and the output size are printed. The goal (issue 26): memory flat in the number
of cards, under 300 MB for 100,000 cards. (100,000 cards take minutes: most of the time is the
export of each record, IR and status, not the reading.)
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


def main(counts: list[int], formats: tuple[str, ...]) -> int:
    pool_texts = texts()
    worst = 0.0
    with tempfile.TemporaryDirectory() as folder:
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
    counts = [int(a) for a in arguments if a != "--json"] or [10_000, 100_000]
    raise SystemExit(main(counts, formats))
