"""The long fuzz run (issues 14 and 26): N hostile card texts (the corpus of reproducers, texts
Hypothesis draws, and seeded mutations of them) through each entry point — parse, lint,
compile, codegen, scenario files made of them, and the editor server's own handlers given them
as documents, positions and raw messages (in this process: the same code a client's messages
reach, less the transport; ``tests/fuzz/test_fuzz.py`` runs a round over stdio) — counting per
entry point the exceptions (anything but a result or a diagnostic; for the server, a request
with no response or an internal error: see ``tests/fuzz/harness.py``), the inputs slower than
1 s of CPU, the maximum and 99th percentile of CPU time per input and the inputs per CPU
second.

    nice -n 10 .venv/bin/python bench/fuzz.py --count 100000 --jobs 2

The inputs are drawn once (the same for a seed), cut into chunks of 1,000 (``--chunk``), and
each chunk is run through every entry point before the next, so that a run stopped anywhere has
gone as far in each. ``--jobs J`` runs the chunks in J processes; each finished chunk is
appended to the state file (``--state``), and a run started again with the same state goes on
where it stopped (``--start K`` begins at the chunk of input K). When the run ends, or with
``--report``, the figures are written to ``bench/fuzz-results.md``. Exit 1 if any entry point
raised or was slow, or a process's peak memory passed 500 MB.
"""

from __future__ import annotations

import argparse
import contextlib
import json
import math
import multiprocessing
import os
import platform
import random
import resource
import sys
import time
import traceback
from collections import Counter
from datetime import UTC, datetime
from pathlib import Path

REPO = Path(__file__).resolve().parents[1]
sys.path.insert(0, str(REPO))

from hypothesis import HealthCheck, Phase, given, settings  # noqa: E402
from hypothesis import strategies as st  # noqa: E402
from tests.fuzz.harness import ENTRY_POINTS, PIECES, card_texts, card_types, corpus  # noqa: E402

SLOW = 1.0  # CPU seconds
PEAK_LIMIT_MB = 500
CHUNK = 1_000
RESULTS = Path(__file__).with_name("fuzz-results.md")
STATE = REPO / "build" / "fuzz-state.jsonl"
BIN = 1e-4  # seconds: the resolution of the percentiles

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


def run_chunk(
    name: str, first: int, inputs: list[tuple[str, str | None]], seed: int
) -> dict[str, object]:
    """One chunk through one entry point: what the state file keeps of it."""
    entry = ENTRY_POINTS[name]
    errors: list[dict[str, str]] = []
    slow: list[list] = []
    times: Counter[int] = Counter()
    total = worst = 0.0
    for offset, (text, kind) in enumerate(inputs):
        began = time.process_time()  # CPU time: the shared machine's load does not count
        try:
            entry(text, kind)
        except Exception as error:  # what the run is looking for
            errors.append(
                {
                    "input": first + offset,
                    "text": text[:200],
                    "type": str(kind),
                    "error": "".join(traceback.format_exception_only(error)).strip()[:300],
                }
            )
        elapsed = time.process_time() - began
        total += elapsed
        worst = max(worst, elapsed)
        times[int(elapsed / BIN)] += 1
        if elapsed > SLOW:
            slow.append([round(elapsed, 3), first + offset, text[:200]])
    return {
        "entry point": name,
        "seed": seed,
        "first": first,
        "inputs": len(inputs),
        "cpu": round(total, 4),
        "max": round(worst, 4),
        "times": {str(k): v for k, v in times.items()},
        "exceptions": errors,
        "slow": slow,
        "peak MB": round(peak_mb(), 1),
        "pid": os.getpid(),
    }


_INPUTS: list[tuple[str, str | None]] = []  # shared with the workers (fork)
_STATE: list[Path] = []
_FINISHED: set[tuple[str, int]] = set()  # (entry point, first input) of the chunks run


def work(job: int, jobs: int, chunks: list[int], size: int, names: list[str], seed: int) -> None:
    """Worker ``job`` of ``jobs``: its share of the chunks, each through every entry point
    that has not run it yet."""
    for name in names:  # imports and builds what each needs once: not an input's time
        ENTRY_POINTS[name]("Draw 1.", "Spell")
    with _STATE[0].open("a", encoding="utf-8") as out:
        for first in chunks[job::jobs]:
            for name in names:
                if (name, first) in _FINISHED:
                    continue
                done = run_chunk(name, first, _INPUTS[first : first + size], seed)
                out.write(json.dumps(done, ensure_ascii=True) + "\n")
                out.flush()


def _alone(items: list[tuple[str, str, str | None]]) -> list[float]:
    """CPU seconds of each (entry point, text, type), timed alone in a fresh process (each
    entry point warmed up first, a full collection before each)."""
    import gc

    for name in {name for name, _, _ in items}:
        ENTRY_POINTS[name]("Draw 1.", "Spell")
    out = []
    for name, text, kind in items:
        gc.collect()
        began = time.process_time()
        with contextlib.suppress(Exception):  # counted by the run already
            ENTRY_POINTS[name](text, kind)
        out.append(round(time.process_time() - began, 3))
    return out


def retimed(records: list[dict]) -> dict[tuple[str, int], float]:
    """Each input slower than 1 s in the run, timed again alone (a pause of the long run's
    process — a full collection of its heap, the machine reclaiming pages — is not the
    input's); needs the inputs (``--inputs``)."""
    slow = sorted({(r["entry point"], s[1]) for r in records for s in r["slow"]})
    if not slow or not _INPUTS:
        return {}
    items = [(name, *_INPUTS[index]) for name, index in slow]
    with multiprocessing.get_context("spawn").Pool(1) as pool:
        times = pool.apply(_alone, (items,))
    return dict(zip(slow, times, strict=True))


def read_state(state: Path, seed: int) -> list[dict]:
    if not state.is_file():
        return []
    out = []
    for line in state.read_text(encoding="utf-8").splitlines():
        try:
            record = json.loads(line)
        except ValueError:
            continue  # a line cut by a stop
        if record.get("seed") == seed:
            out.append(record)
    return out


def summary(
    records: list[dict], count: int, alone: dict[tuple[str, int], float] | None = None
) -> list[dict[str, object]]:
    """Per entry point: the figures of its finished chunks (each chunk counted once), and how
    many of its slow inputs are slow again alone (``alone``: from :func:`retimed`)."""
    alone = alone or {}
    out = []
    for name in ENTRY_POINTS:
        chunks = {
            r["first"]: r for r in records if r["entry point"] == name and r["first"] < count
        }.values()
        if not chunks:
            continue
        inputs = sum(r["inputs"] for r in chunks)
        times: Counter[int] = Counter()
        for r in chunks:
            times.update({int(k): v for k, v in r["times"].items()})
        rank, seen, p99 = math.ceil(0.99 * inputs), 0, 0.0
        for bucket in sorted(times):
            seen += times[bucket]
            if seen >= rank:
                p99 = (bucket + 1) * BIN
                break
        cpu = sum(r["cpu"] for r in chunks)
        out.append(
            {
                "entry point": name,
                "inputs": inputs,
                "of": count,
                "exceptions": [e for r in chunks for e in r["exceptions"]],
                "slow": [s for r in chunks for s in r["slow"]],
                "slow alone": [
                    s for r in chunks for s in r["slow"] if alone.get((name, s[1]), SLOW) >= SLOW
                ],
                "max": max(r["max"] for r in chunks),
                "p99": p99,
                "inputs/s": inputs / cpu if cpu else 0.0,
                "peak MB": max(r["peak MB"] for r in chunks),
            }
        )
    return out


def report(
    records: list[dict], count: int, seed: int, note: str, alone: dict[tuple[str, int], float]
) -> str:
    rows = summary(records, count, alone)
    lines = [
        "# The long fuzz run (bench/fuzz.py)",
        "",
        f"{datetime.now(UTC):%Y-%m-%d %H:%M} UTC, seed {seed}, {count:,} inputs per entry point "
        f"asked, Python {platform.python_version()}. Times are CPU seconds per input (the "
        "machine is shared); inputs/s is per CPU second of one process. " + note,
        "",
        "| entry point | inputs run | exceptions | over 1 s in the run | over 1 s alone "
        "| max (s) | p99 (s) | inputs/s | peak RSS (MB) |",
        "| --- | --- | --- | --- | --- | --- | --- | --- | --- |",
    ]
    for r in rows:
        lines.append(
            f"| {r['entry point']} | {r['inputs']:,} of {r['of']:,} | {len(r['exceptions'])} "
            f"| {len(r['slow'])} | {len(r['slow alone'])} | {r['max']:.3f} | {r['p99']:.4f} "
            f"| {r['inputs/s']:.0f} "
            f"| {r['peak MB']:.0f} |"
        )
    for r in rows:
        for failure in r["exceptions"][:5] + [
            {
                "slow": s[0],
                "alone": alone.get((r["entry point"], s[1])),
                "input": s[1],
                "text": s[2],
            }
            for s in r["slow"][:10]
        ]:
            lines.append(f"\n- {r['entry point']}: `{json.dumps(failure, ensure_ascii=True)}`")
    return "\n".join(lines) + "\n"


def main() -> int:
    parser = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    parser.add_argument("--count", type=int, default=100_000, help="inputs per entry point")
    parser.add_argument("--start", type=int, default=0, help="the first input to run")
    parser.add_argument("--jobs", type=int, default=1, help="processes (at most 2 here)")
    parser.add_argument("--chunk", type=int, default=CHUNK, help="inputs a chunk")
    parser.add_argument("--seed", type=int, default=14)
    parser.add_argument("--only", choices=list(ENTRY_POINTS), action="append")
    parser.add_argument("--state", type=Path, default=STATE, help="finished chunks (resumed)")
    parser.add_argument("--inputs", type=Path, help="keep the drawn inputs here (reused if found)")
    parser.add_argument("--report", action="store_true", help="only write the figures")
    parser.add_argument("--note", default="", help="a sentence for the results (how it ended)")
    args = parser.parse_args()
    names = args.only or list(ENTRY_POINTS)
    if args.report and args.inputs and args.inputs.is_file():
        loaded = json.loads(args.inputs.read_text(encoding="utf-8"))
        _INPUTS.extend(tuple(item) for item in loaded)
    if not args.report:
        started = time.perf_counter()
        if args.inputs and args.inputs.is_file():
            loaded = json.loads(args.inputs.read_text(encoding="utf-8"))
            _INPUTS.extend(tuple(item) for item in loaded)
        else:
            _INPUTS.extend(draw(args.count, args.seed))
            if args.inputs:
                args.inputs.write_text(json.dumps(_INPUTS, ensure_ascii=True), encoding="utf-8")
        print(
            f"fuzz: {len(_INPUTS):,} inputs drawn in {time.perf_counter() - started:.0f} s "
            f"(seed {args.seed}, {sum(len(t) for t, _ in _INPUTS):,} characters)",
            flush=True,
        )
        args.state.parent.mkdir(parents=True, exist_ok=True)
        _STATE.append(args.state)
        finished = {(r["entry point"], r["first"]) for r in read_state(args.state, args.seed)}
        _FINISHED.update(finished)
        size = args.chunk
        chunks = [
            first
            for first in range(args.start - args.start % size, len(_INPUTS), size)
            if any((name, first) not in finished for name in names)
        ]
        print(f"fuzz: {len(chunks)} chunks of {size:,} to run, {args.jobs} processes", flush=True)
        context = multiprocessing.get_context("fork")
        workers = [
            context.Process(target=work, args=(job, args.jobs, chunks, size, names, args.seed))
            for job in range(args.jobs)
        ]
        for worker in workers:
            worker.start()
        for worker in workers:
            worker.join()
    records = [r for r in read_state(args.state, args.seed) if r["entry point"] in names]
    alone = retimed(records)
    RESULTS.write_text(report(records, args.count, args.seed, args.note, alone), encoding="utf-8")
    rows = summary(records, args.count, alone)
    for r in rows:
        print(
            f"{r['entry point']:8} {r['inputs']:>8,} inputs  {r['inputs/s']:>8.0f} inputs/s  "
            f"{len(r['exceptions'])} exceptions  {len(r['slow'])} slow "
            f"({len(r['slow alone'])} alone)  max {r['max']:.3f} s  "
            f"p99 {r['p99']:.4f} s  peak {r['peak MB']:.0f} MB",
            flush=True,
        )
    bad = any(r["exceptions"] or r["slow alone"] or r["peak MB"] > PEAK_LIMIT_MB for r in rows)
    return 1 if bad else 0


if __name__ == "__main__":
    raise SystemExit(main())
