"""SIGKILL a real ``riftrules import`` at random moments; the rulebook must be old or new, whole.

    python bench/import_kills.py [--kills 50] [--seed 1] [--shared ../shared] [EDITION ...]

It runs until ``--kills`` imports were really killed (one that finished first is no kill), at
most three times as many attempts.

The old generation is the committed rulebook with every rule and card text marked, so that it
differs from what the import writes. Each run copies it, starts the import in a subprocess and
kills it either at its k-th file operation (an audit hook on open, rename, link, unlink, mkdir,
chmod, and the switch itself; k at random, plus the operations around the switch) or after a
random delay. Afterwards the whole ``rulebook/`` must hash to the old or the new generation;
the next import must then succeed from what the kill left. Prints a JSON report; exit 1 if
any run left mixed or partial data.
"""

from __future__ import annotations

import argparse
import hashlib
import json
import os
import random
import shutil
import signal
import subprocess
import sys
import tempfile
import time
from collections import Counter
from pathlib import Path

REPO = Path(__file__).resolve().parents[1]

# The child: import, killing itself at its k-th file operation (k > 0), or listing them (k = 0).
CHILD = """
import os, signal, sys
from pathlib import Path
from riftrules.importers import transaction
transaction.registered()
shared, root, kill_at = Path(sys.argv[1]), Path(sys.argv[2]), int(sys.argv[3])
editions = sys.argv[4:]
OPERATIONS = {"open", "os.rename", "os.link", "os.remove", "os.rmdir", "os.mkdir", "os.chmod",
              "os.truncate", "riftrules.import.switch"}
seen = []
def hook(event, args):
    if event in OPERATIONS:
        seen.append(event)
        if len(seen) == kill_at:
            os.kill(os.getpid(), signal.SIGKILL)
sys.addaudithook(hook)
transaction.run(shared, root, editions or None)
if kill_at == 0:
    print(" ".join(seen))
"""


def tree_hash(root: Path) -> str | None:
    if not root.is_dir():
        return None
    digest = hashlib.sha256()
    for path in sorted(root.rglob("*")):
        digest.update(str(path.relative_to(root)).encode() + b"\0")
        if path.is_file():
            digest.update(hashlib.sha256(path.read_bytes()).digest())
    return digest.hexdigest()


def old_generation(target: Path) -> None:
    """The committed rulebook with every ``text`` field marked: what the import replaces."""
    from riftrules.paths import rulebook_dir

    shutil.copytree(rulebook_dir(), target)
    for path in [*target.glob("rules/*.jsonl"), *target.glob("cards/*.jsonl")]:
        records = [json.loads(line) for line in path.read_text(encoding="utf-8").splitlines()]
        for record in records:
            record["text"] = f"{record['text']} [old]"
        path.write_text("".join(json.dumps(r) + "\n" for r in records), encoding="utf-8")


def child(shared: Path, root: Path, kill_at: int, editions: list[str]) -> subprocess.Popen:
    command = [sys.executable, "-c", CHILD, str(shared), str(root), str(kill_at), *editions]
    return subprocess.Popen(command, stdout=subprocess.PIPE, stderr=subprocess.PIPE, text=True)


def fresh(work: Path, base: Path) -> Path:
    """The old generation to import into, with a generation before it kept beside it (hard
    links: an import replaces files, it never writes into one)."""
    shutil.rmtree(work, ignore_errors=True)
    work.mkdir()
    for name in (".rulebook.previous", "rulebook"):
        shutil.copytree(base, work / name, copy_function=os.link)
    return work / "rulebook"


def run(shared: Path, kills: int, seed: int, editions: list[str]) -> dict:
    rng = random.Random(seed)
    with tempfile.TemporaryDirectory(prefix="import-kills-") as top:
        base, work = Path(top) / "base" / "rulebook", Path(top) / "work"
        old_generation(base)
        old = tree_hash(base)
        root = fresh(work, base)
        started = time.perf_counter()
        listing = child(shared, root, 0, editions)
        out, err = listing.communicate()
        seconds = time.perf_counter() - started
        if listing.returncode != 0:
            raise SystemExit(f"the import itself fails:\n{err}")
        new = tree_hash(root)
        operations = out.split()
        switch = [i + 1 for i, op in enumerate(operations) if op == "riftrules.import.switch"]
        around = sorted({k for s in switch for k in (s - 1, s, s + 1)})
        plans = [("op", k) for k in around][:kills]  # then random ones, until N real kills

        def another() -> tuple[str, float]:
            if rng.random() < 0.5:
                return ("delay", round(rng.uniform(0, seconds * 0.9), 3))
            return ("op", rng.randint(1, len(operations)))

        outcomes: Counter[str] = Counter()
        failures = []
        kills_made = attempts = 0
        while kills_made < kills and attempts < 3 * kills:
            how, when = plans[attempts] if attempts < len(plans) else another()
            attempts += 1
            root = fresh(work, base)
            if how == "op":
                process = child(shared, root, int(when), editions)
                process.communicate()
            else:
                process = child(shared, root, -1, editions)
                time.sleep(float(when))
                process.send_signal(signal.SIGKILL)
                process.communicate()
            killed = process.returncode == -signal.SIGKILL
            kills_made += killed
            found = tree_hash(root)
            outcome = {old: "old", new: "new"}.get(found, "missing" if found is None else "mixed")
            outcomes[f"{how} {'killed' if killed else 'finished'}: {outcome}"] += 1
            if outcome not in ("old", "new"):
                failures.append({"kill": how, "at": when, "outcome": outcome})
        recovery = child(shared, root, -1, editions)
        recovery.communicate()
        recovered = recovery.returncode == 0 and tree_hash(root) == new
        leftovers = sorted(p.name for p in work.iterdir() if p.name.startswith(".rulebook.new-"))
    return {
        "kills": kills_made,
        "attempts (an import that finished before its kill is no kill)": attempts,
        "seed": seed,
        "editions": editions or "all (rules, cards and what derives from them)",
        "file operations per import": len(operations),
        "import seconds (subprocess, unkilled)": round(seconds, 2),
        "killed around the switch (operation numbers)": around,
        "outcomes": dict(sorted(outcomes.items())),
        "mixed or partial": failures,
        "next import after the last kill succeeds": recovered,
        "staging folders left after it": leftovers,
    }


def main() -> int:
    parser = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    parser.add_argument("editions", nargs="*")
    parser.add_argument("--kills", type=int, default=50)
    parser.add_argument("--seed", type=int, default=1)
    parser.add_argument("--shared", type=Path, default=REPO.parent / "shared")
    args = parser.parse_args()
    report = run(args.shared.resolve(), args.kills, args.seed, args.editions)
    print(json.dumps(report, indent=2))
    ok = not report["mixed or partial"] and report["next import after the last kill succeeds"]
    return 0 if ok and not report["staging folders left after it"] else 1


if __name__ == "__main__":
    raise SystemExit(main())
