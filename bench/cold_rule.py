"""Cold start of ``riftrules rule 431.2``: a fresh interpreter each run, as a user types it.

Run: ``python bench/cold_rule.py [RUNS]``. Prints the median and the worst wall time.
"""

from __future__ import annotations

import statistics
import subprocess
import sys
import time

COMMAND = [sys.executable, "-m", "riftrules.cli", "rule", "431.2"]


def main(runs: int = 20) -> None:
    subprocess.run(COMMAND, check=True, capture_output=True)  # warm the OS file cache
    times = []
    for _ in range(runs):
        start = time.perf_counter()
        subprocess.run(COMMAND, check=True, capture_output=True)
        times.append(time.perf_counter() - start)
    print(
        f"riftrules rule 431.2, cold process, {runs} runs: "
        f"median {statistics.median(times):.3f} s, worst {max(times):.3f} s (goal < 0.5 s)"
    )


if __name__ == "__main__":
    main(int(sys.argv[1]) if len(sys.argv) > 1 else 20)
