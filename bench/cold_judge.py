"""Cold start of the judge's edition commands: ``trace``, ``diff``, ``cite --written-for``.

A fresh interpreter each run, as a user types it; the matching of editions is read from
``rulebook/traces/``. ``--matching`` measures the same commands with the stored traces ignored
(``RIFTRULES_MATCH_AFRESH=1``: every pair matched again, as before the traces were data).

Run: ``python bench/cold_judge.py [RUNS] [--matching]``. Prints the median and the worst CPU
time (user + system of the child) and wall time of each command; the goal is < 0.3 s.
"""

from __future__ import annotations

import os
import resource
import statistics
import subprocess
import sys
import time

COMMANDS = {
    "trace 431 --from 2026-07-16 --to 2025-06-02": [
        "trace", "431", "--from", "2026-07-16", "--to", "2025-06-02",
    ],
    "diff 2026-03-30 2026-07-16": ["diff", "2026-03-30", "2026-07-16"],
    "cite 'see rule 418.2' --written-for 2025-11": [
        "cite", "see rule 418.2", "--written-for", "2025-11",
    ],
}  # fmt: skip


def _run(argv: list[str], env: dict[str, str]) -> tuple[float, float]:
    before = resource.getrusage(resource.RUSAGE_CHILDREN)
    start = time.perf_counter()
    subprocess.run(
        [sys.executable, "-m", "riftrules.cli", *argv], capture_output=True, env=env, check=False
    )
    wall = time.perf_counter() - start
    after = resource.getrusage(resource.RUSAGE_CHILDREN)
    cpu = (after.ru_utime - before.ru_utime) + (after.ru_stime - before.ru_stime)
    return cpu, wall


def main(runs: int = 10, matching: bool = False) -> None:
    env = dict(os.environ)
    if matching:
        env["RIFTRULES_MATCH_AFRESH"] = "1"
    for label, argv in COMMANDS.items():
        _run(argv, env)  # warm the OS file cache
        cpu, wall = zip(*(_run(argv, env) for _ in range(runs)), strict=True)
        print(
            f"{label:<46} cpu median {statistics.median(cpu):.3f} s, worst {max(cpu):.3f} s; "
            f"wall median {statistics.median(wall):.3f} s  (goal < 0.3 s)"
        )


if __name__ == "__main__":
    numbers = [a for a in sys.argv[1:] if a.isdigit()]
    main(int(numbers[0]) if numbers else 10, "--matching" in sys.argv)
