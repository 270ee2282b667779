"""The long fuzz run (issues 14 and 26): N hostile card texts (the corpus of reproducers, texts
Hypothesis draws, and seeded mutations of them) through each entry point — parse, lint,
compile, codegen, and (issue 26) scenario files made of them and the editor server given them
as documents, positions and raw messages — reporting per entry point the inputs per second,
the exceptions (anything but a result or a diagnostic; for the server, a request with no
response or an internal error: see ``tests/fuzz/harness.py``), the inputs slower than 1 s and
the peak memory.

    nice -n 10 .venv/bin/python bench/fuzz.py --count 100000

One process; the texts are drawn first, then each entry point runs over all of them in turn, so
that the peak resident memory read after an entry point's phase bounds what it used. Exit 1 if
any entry point raised or was slow, or the peak passed 500 MB.
"""

from __future__ import annotations

import argparse
import json
import random
import resource
import sys
import time
import traceback
from pathlib import Path

REPO = Path(__file__).resolve().parents[1]
sys.path.insert(0, str(REPO))

from hypothesis import HealthCheck, Phase, given, settings  # noqa: E402
from hypothesis import strategies as st  # noqa: E402
from tests.fuzz.harness import ENTRY_POINTS, PIECES, card_texts, card_types, corpus  # noqa: E402

SLOW = 1.0  # seconds
PEAK_LIMIT_MB = 500


DRAWN = 5_000  # inputs Hypothesis draws; the rest are seeded mutations of them (cheaper)


def draw(count: int, seed: int) -> list[tuple[str, str | None]]:
    """``count`` inputs: the corpus, then texts Hypothesis draws (generation only), then, past
    :data:`DRAWN`, seeded mutations of those: two drawn texts spliced, with pieces between."""
    inputs = [(text, kind) for text in corpus() for kind in ("Spell", "Unit", None)]
    wanted = max(0, min(count, DRAWN) - len(inputs))

    @settings(
        max_examples=wanted,
        database=None,
        deadline=None,
        phases=[Phase.generate],
        suppress_health_check=list(HealthCheck),
    )
    @given(st.tuples(card_texts(), card_types))
    def collect(item: tuple[str, str | None]) -> None:
        inputs.append(item)

    if wanted:
        collect._hypothesis_internal_use_seed = seed  # a repeatable run
        collect()
    drawn = list(inputs)
    rng = random.Random(seed)
    while len(inputs) < count:
        (one, kind), (other, _) = rng.choice(drawn), rng.choice(drawn)
        cut, join = rng.randint(0, len(one)), rng.randint(0, len(other))
        middle = "".join(rng.choices(PIECES, k=rng.randint(0, 4)))
        inputs.append((one[:cut] + middle + other[join:], kind))
    return inputs[:count]


def peak_mb() -> float:
    return resource.getrusage(resource.RUSAGE_SELF).ru_maxrss / 1024  # Linux: KiB


def run(name: str, inputs: list[tuple[str, str | None]]) -> dict[str, object]:
    entry = ENTRY_POINTS[name]
    began = time.perf_counter()
    entry("Draw 1.", "Spell")  # imports and builds what it needs once: not an input's time
    warm_up = time.perf_counter() - began
    errors: list[dict[str, str]] = []
    slow: list[tuple[float, str]] = []
    started = time.perf_counter()
    for text, kind in inputs:
        began = time.perf_counter()
        try:
            entry(text, kind)
        except Exception as error:  # what the run is looking for
            errors.append(
                {
                    "text": text[:200],
                    "type": str(kind),
                    "error": "".join(traceback.format_exception_only(error)).strip()[:300],
                }
            )
        elapsed = time.perf_counter() - began
        if elapsed > SLOW:
            slow.append((elapsed, text[:200]))
    total = time.perf_counter() - started
    return {
        "entry point": name,
        "inputs": len(inputs),
        "seconds": round(total, 1),
        "warm-up seconds": round(warm_up, 2),
        "inputs/s": round(len(inputs) / total, 1) if total else None,
        "exceptions": len(errors),
        "slow (> 1 s)": len(slow),
        "slowest": sorted(slow, reverse=True)[:5],
        "peak RSS MB": round(peak_mb(), 1),
        "first exceptions": errors[:5],
    }


def main() -> int:
    parser = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    parser.add_argument("--count", type=int, default=100_000, help="inputs per entry point")
    parser.add_argument("--seed", type=int, default=14)
    parser.add_argument("--only", choices=list(ENTRY_POINTS), action="append")
    parser.add_argument("--json", type=Path, help="also write the report here")
    parser.add_argument("--inputs", type=Path, help="keep the drawn inputs here (reused if found)")
    args = parser.parse_args()
    started = time.perf_counter()
    if args.inputs and args.inputs.is_file():
        inputs = [tuple(item) for item in json.loads(args.inputs.read_text(encoding="utf-8"))]
    else:
        inputs = draw(args.count, args.seed)
        if args.inputs:
            args.inputs.write_text(json.dumps(inputs, ensure_ascii=True), encoding="utf-8")
    print(
        f"fuzz: {len(inputs):,} inputs drawn in {time.perf_counter() - started:.0f} s "
        f"(seed {args.seed}, {sum(map(len, (t for t, _ in inputs))):,} characters)",
        flush=True,
    )
    reports = []
    for name in args.only or ENTRY_POINTS:
        report = run(name, inputs)
        reports.append(report)
        print(
            f"{name:8} {report['inputs']:>8,} inputs  {report['inputs/s']:>8} inputs/s  "
            f"{report['exceptions']} exceptions  {report['slow (> 1 s)']} slow  "
            f"peak {report['peak RSS MB']} MB",
            flush=True,
        )
        for failure in report["first exceptions"]:  # type: ignore[union-attr]
            print(f"    {failure}", flush=True)
    if args.json:
        args.json.write_text(json.dumps(reports, indent=2, ensure_ascii=True) + "\n")
    bad = any(r["exceptions"] or r["slow (> 1 s)"] for r in reports)
    return 1 if bad or peak_mb() > PEAK_LIMIT_MB else 0


if __name__ == "__main__":
    raise SystemExit(main())
