"""Cold ``riftrules lint --pool``: a fresh interpreter each run, as a user types it.

Run: ``python bench/lint_pool.py [RUNS]``. Times two cases, each as the median and the worst
of RUNS runs (goal: under 1 s):

* **warm cache**: the parse cache already holds the pool (every run after the first, as a
  user or CI sees it);
* **no cache**: ``--no-cache``, so the parser is built and every text parsed.
"""

from __future__ import annotations

import os
import statistics
import subprocess
import sys
import tempfile
import time

COMMAND = [sys.executable, "-m", "riftrules.cli", "lint", "--pool", "--isolated", "--exit-zero"]


def timed(command: list[str], env: dict[str, str], runs: int) -> list[float]:
    times = []
    for _ in range(runs):
        start = time.perf_counter()
        subprocess.run(command, check=True, capture_output=True, env=env)
        times.append(time.perf_counter() - start)
    return times


def main(runs: int = 10) -> None:
    with tempfile.TemporaryDirectory() as cache:
        env = {**os.environ, "RIFTRULES_CACHE_DIR": cache}
        subprocess.run(COMMAND, check=True, capture_output=True, env=env)  # fills the cache
        cases = {
            "warm cache": timed(COMMAND, env, runs),
            "no cache": timed([*COMMAND, "--no-cache"], env, runs),
        }
    for name, times in cases.items():
        print(
            f"riftrules lint --pool, cold process, {name}, {runs} runs: "
            f"median {statistics.median(times):.3f} s, worst {max(times):.3f} s (goal < 1 s)"
        )


if __name__ == "__main__":
    main(int(sys.argv[1]) if len(sys.argv) > 1 else 10)
