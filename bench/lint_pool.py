"""Cold ``riftrules lint --pool``: a fresh interpreter each run, as a user types it.

Run: ``python bench/lint_pool.py [RUNS]``. Times three cases, each as the median and the worst
of RUNS runs, in CPU seconds of the process (user + system: what the run costs, whatever else
the machine is doing) and in wall-clock seconds:

* **warm cache**: the cache already holds the pool's findings (every run after the first, as a
  user or CI sees it; goal: under 0.3 s of CPU);
* **empty cache**: the first run, which parses every text, reads its meaning and fills the
  cache;
* **no cache**: ``--no-cache``: the same work, the cache neither read nor written.
"""

from __future__ import annotations

import os
import resource
import shutil
import statistics
import subprocess
import sys
import tempfile
import time

COMMAND = [sys.executable, "-m", "riftrules.cli", "lint", "--pool", "--isolated", "--exit-zero"]


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


def main(runs: int = 5) -> None:
    with tempfile.TemporaryDirectory() as folder:
        cache = os.path.join(folder, "cache")
        env = {**os.environ, "RIFTRULES_CACHE_DIR": cache}
        subprocess.run(COMMAND, check=True, capture_output=True, env=env)  # fills the cache
        cases = {
            "warm cache": timed(COMMAND, env, runs),
            "empty cache": timed(COMMAND, env, runs, empty=cache),
            "no cache": timed([*COMMAND, "--no-cache"], env, runs),
        }
    for name, (cpu, wall) in cases.items():
        print(
            f"riftrules lint --pool, cold process, {name}, {runs} runs: CPU median "
            f"{statistics.median(cpu):.3f} s, worst {max(cpu):.3f} s; wall median "
            f"{statistics.median(wall):.3f} s"
        )


if __name__ == "__main__":
    main(int(sys.argv[1]) if len(sys.argv) > 1 else 5)
