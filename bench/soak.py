"""Whole-game soak: seeded random agents play complete duels with decks built from the pool.

Each seed draws two executable legends, builds a legal deck of executable cards around each
(``riftrules.games.decks_for``), sets the game up by the rules and plays it with random
legal actions and random answers to every choice, checking the invariants after every action
(``riftrules.games.violations``). Reports games/s, actions/s, mean actions per game,
crashes, stuck games (the action cap reached: a failure), broken invariants, and how many of
the cards put in decks were played in some game.

Run: ``python bench/soak.py [GAMES] [FIRST_SEED] [--jobs N] [--chunk N] [--out FILE]``
(``--games N --first N`` say the same; default 1,000 games from seed 0, one process). The
seeds are played in chunks (of up to 1,000, at least four chunks for each job, so that every
job has work to the end), ``--jobs`` processes at a time; with ``--out`` the figures so far
are rewritten to FILE (Markdown) after every chunk, in seed order, so a run cut short says
how far it got and the line to continue it. The pool's texts are compiled before the clock
starts.

The figures of the last full runs are in ``bench/soak-results.md``.
"""

from __future__ import annotations

import argparse
import gc
import os
import subprocess
import sys
import time
from collections.abc import Iterator
from dataclasses import dataclass, field
from functools import partial
from multiprocessing import get_context
from pathlib import Path

from riftrules.games import PoolScripts, soak

_SCRIPTS: PoolScripts | None = None


def _warm() -> PoolScripts:
    """Compile every pool text once (what the decks may use), before any clock starts."""
    global _SCRIPTS
    if _SCRIPTS is None:
        from riftrules.cards import pool

        _SCRIPTS = PoolScripts()
        for card in pool.load():
            _SCRIPTS.executable(card)
        # the pool, its compiled texts and the rules stay to the end: out of the collector's
        # way (a full collection walked them all, some 10 % of a game's time), and shared
        # unwritten with the forked jobs
        gc.freeze()
    return _SCRIPTS


@dataclass
class Chunk:
    """What the games of one range of seeds gave (or of several, added up)."""

    first: int
    games: int = 0
    actions: int = 0
    cpu: float = 0.0  # the process's CPU seconds for these games
    failures: list[str] = field(default_factory=list)  # "seed N: crash/stuck/violation"
    crashes: int = 0
    stuck: int = 0
    broken: int = 0
    played: set[str] = field(default_factory=set)
    decked: set[str] = field(default_factory=set)
    legends: set[str] = field(default_factory=set)

    def add(self, other: Chunk) -> None:
        self.games += other.games
        self.actions += other.actions
        self.cpu += other.cpu
        self.crashes += other.crashes
        self.stuck += other.stuck
        self.broken += other.broken
        self.failures += other.failures
        self.played |= other.played
        self.decked |= other.decked
        self.legends |= other.legends


def play_chunk(seeds: tuple[int, int], asking: bool = False) -> Chunk:
    first, count = seeds
    scripts = _warm()
    start = time.process_time()
    found = soak(range(first, first + count), scripts, asking=asking)
    chunk = Chunk(first, found.games, found.actions, time.process_time() - start)
    chunk.crashes, chunk.stuck, chunk.broken = map(len, (found.crashes, found.stuck, found.broken))
    chunk.failures = [
        f"seed {r.seed}: {r.crash or r.violations or 'stuck'}"
        for r in (*found.crashes, *found.stuck, *found.broken)
    ]
    chunk.played = {name for name in found.played if name in found.decked}
    chunk.decked, chunk.legends = found.decked, found.legends
    return chunk


@dataclass
class Total(Chunk):
    """The chunks so far, added up in seed order, with the run's own figures."""

    wanted: int = 0
    jobs: int = 1
    started: float = field(default_factory=time.perf_counter)

    @property
    def ok(self) -> bool:
        return not (self.crashes or self.stuck or self.broken)

    def lines(self) -> list[str]:
        wall = time.perf_counter() - self.started
        games, actions = max(self.games, 1), self.actions
        cpu = max(self.cpu, 1e-9)
        left = self.wanted - self.games
        return [
            f"- seeds {self.first} to {self.first + self.games - 1}: "
            f"{self.games:,} of {self.wanted:,} games, {self.jobs} process(es)",
            f"- wall clock {wall:,.0f} s: {self.games / wall:.1f} games/s, "
            f"{actions / wall:,.0f} actions/s (all processes together)",
            f"- per process (CPU time): {self.games / cpu:.1f} games/s, "
            f"{actions / cpu:,.0f} actions/s",
            f"- actions: {actions:,}, {actions / games:.1f} per game",
            f"- crashes: {self.crashes}, stuck: {self.stuck}, invariants broken: {self.broken}",
            f"- cards played: {len(self.played)} of the {len(self.decked)} Main Deck cards put in "
            f"decks; {len(self.legends)} legends in force from their Legend Zones",
            *(f"  - {failure}" for failure in self.failures[:20]),
            *(
                [
                    f"- unfinished: continue with `python bench/soak.py {left} "
                    f"{self.first + self.games} --jobs {self.jobs}`"
                ]
                if left > 0
                else []
            ),
        ]  # fmt: skip


def chunks(first: int, games: int, size: int) -> Iterator[tuple[int, int]]:
    for start in range(first, first + games, size):
        yield start, min(size, first + games - start)


def _commit() -> str:
    try:
        return subprocess.run(
            ["git", "rev-parse", "--short", "HEAD"],
            capture_output=True, text=True, check=True, cwd=Path(__file__).parent,
        ).stdout.strip()  # fmt: skip
    except (OSError, subprocess.CalledProcessError):
        return "unknown"


def write(path: Path, total: Total, command: str, commit: str) -> None:
    text = "\n".join(
        [f"# Soak, `{command}` (commit {commit})", "",
         *total.lines(), ""]
    )  # fmt: skip
    path.write_text(text, encoding="utf-8")


def main() -> int:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("games", nargs="?", type=int, default=1000)
    parser.add_argument("first", nargs="?", type=int, default=0)
    parser.add_argument("--games", dest="games_option", type=int, help="the same as GAMES")
    parser.add_argument("--first", dest="first_option", type=int, help="the same as FIRST_SEED")
    parser.add_argument("--jobs", type=int, default=1)
    parser.add_argument(
        "--chunk", type=int, help="games per chunk (default: up to 1,000, at least 4 per job)"
    )
    parser.add_argument("--out", type=Path)
    parser.add_argument(
        "--asking", action="store_true", help="choices inside actions as Choose actions"
    )
    args = parser.parse_args()
    args.games = args.games_option if args.games_option is not None else args.games
    args.first = args.first_option if args.first_option is not None else args.first
    _warm()  # compiled before the clock starts (a forked process inherits it)
    total = Total(args.first, wanted=args.games, jobs=args.jobs)
    command = "python bench/soak.py " + " ".join(sys.argv[1:])
    commit = os.environ.get("SOAK_COMMIT") or _commit()  # the code as it starts, not as it ends
    size = args.chunk or max(1, min(1000, -(-args.games // (4 * args.jobs))))
    work = chunks(args.first, args.games, size)  # every job busy, not one chunk for all
    play = partial(play_chunk, asking=args.asking)
    processes = get_context("fork").Pool(args.jobs) if args.jobs > 1 else None
    try:
        for chunk in processes.imap(play, work) if processes else map(play, work):
            total.add(chunk)
            if args.out:
                write(args.out, total, command, commit)
    finally:
        if processes:
            processes.terminate()
    print("\n".join(total.lines()))
    return 0 if total.ok else 1


if __name__ == "__main__":
    sys.exit(main())
