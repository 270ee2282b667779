"""Cold ``riftrules lint --pool``: a fresh interpreter each run, as a user types it.

Run: ``python bench/lint_pool.py [RUNS] [--write]``. Times three cases, each as the median and
the worst of RUNS runs (default 7), in CPU seconds of the process (user + system, read with
``resource`` from the finished child: what the run costs, whatever else the machine is doing)
and in wall-clock seconds:

* **warm cache**: a run after a first one (as a user or CI sees it; goal: under 0.3 s of CPU);
* **empty cache**: the first run, the user's cache folder emptied before each (goal: under
  0.5 s of CPU); the pool's outcomes shipped with the package
  (``src/riftrules/lint/data/pool_outcomes.json``) spare it the parsing;
* **no cache**: ``--no-cache``: every text parsed, read and linted, nothing read or written.

Python's bytecode is written and used, as an installed package has it (the first, untimed run
compiles it). ``--write`` also writes the medians to ``bench/lint-pool-results.md``, which the
README's figures are checked against (``tests/test_readme.py``).
"""

from __future__ import annotations

import os
import platform
import resource
import shutil
import statistics
import subprocess
import sys
import tempfile
import time
from datetime import UTC, datetime
from pathlib import Path

COMMAND = [sys.executable, "-m", "riftrules.cli", "lint", "--pool", "--isolated", "--exit-zero"]
RESULTS = Path(__file__).with_name("lint-pool-results.md")
GOALS = {"warm cache": 0.3, "empty cache": 0.5}


def children_cpu() -> float:
    usage = resource.getrusage(resource.RUSAGE_CHILDREN)
    return usage.ru_utime + usage.ru_stime


def timed(command: list[str], env: dict[str, str], runs: int, empty: str | None = None):
    """CPU and wall seconds of each run (``empty``: a cache folder emptied before each)."""
    cpu, wall = [], []
    for _ in range(runs):
        if empty:
            shutil.rmtree(empty, ignore_errors=True)
        before, start = children_cpu(), time.perf_counter()
        subprocess.run(command, check=True, capture_output=True, env=env)
        wall.append(time.perf_counter() - start)
        cpu.append(children_cpu() - before)
    return cpu, wall


def main(runs: int, write: bool) -> int:
    with tempfile.TemporaryDirectory() as folder:
        cache = os.path.join(folder, "cache")
        env = {**os.environ, "RIFTRULES_CACHE_DIR": cache}
        env.pop("PYTHONDONTWRITEBYTECODE", None)
        subprocess.run(COMMAND, check=True, capture_output=True, env=env)  # bytecode, cache
        cases = {
            "warm cache": timed(COMMAND, env, runs),
            "empty cache": timed(COMMAND, env, runs, empty=cache),
            "no cache": timed([*COMMAND, "--no-cache"], env, runs),
        }
    rows = []
    for name, (cpu, wall) in cases.items():
        print(
            f"riftrules lint --pool, cold process, {name}, {runs} runs: CPU median "
            f"{statistics.median(cpu):.3f} s, worst {max(cpu):.3f} s; wall median "
            f"{statistics.median(wall):.3f} s"
        )
        goal = f"under {GOALS[name]} s" if name in GOALS else "—"
        rows.append(
            f"| {name} | {statistics.median(cpu):.2f} | {max(cpu):.2f} | "
            f"{statistics.median(wall):.2f} | {goal} |"
        )
    if write:
        load = os.getloadavg()[0]
        RESULTS.write_text(
            "# `riftrules lint --pool`, a cold process (bench/lint_pool.py)\n\n"
            f"{datetime.now(UTC):%Y-%m-%d}, {runs} runs a case, Python "
            f"{platform.python_version()}, load average {load:.1f} at the end.\n"
            "CPU seconds (user + system) of the process; bytecode compiled.\n\n"
            "| case | CPU median (s) | CPU worst (s) | wall median (s) | goal (CPU) |\n"
            "| --- | --- | --- | --- | --- |\n" + "\n".join(rows) + "\n",
            encoding="utf-8",
        )
    bad = [n for n, (cpu, _) in cases.items() if n in GOALS and statistics.median(cpu) >= GOALS[n]]
    return 1 if bad else 0


if __name__ == "__main__":
    numbers = [int(a) for a in sys.argv[1:] if a.isdigit()]
    raise SystemExit(main(numbers[0] if numbers else 7, "--write" in sys.argv[1:]))
