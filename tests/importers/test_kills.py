"""A real import SIGKILLed at a few moments (around the switch, at a random file operation and
after a random delay) leaves the old rulebook or the new one, whole; ``bench/import_kills.py``
runs the same with 50 kills or more."""

from __future__ import annotations

import importlib.util
from pathlib import Path

REPO = Path(__file__).resolve().parents[2]


def bench():
    spec = importlib.util.spec_from_file_location("import_kills", REPO / "bench/import_kills.py")
    assert spec is not None and spec.loader is not None
    module = importlib.util.module_from_spec(spec)
    spec.loader.exec_module(module)
    return module


def test_killed_imports_leave_the_old_or_the_new_generation(shared):
    report = bench().run(shared, kills=5, seed=7, editions=["2025-10", "2026-10-09"])
    assert report["mixed or partial"] == []
    outcomes = report["outcomes"]
    assert sum(outcomes.values()) == 5
    killed = {key.rsplit(": ", 1)[1] for key in outcomes if "killed" in key}
    assert killed == {"old", "new"}  # the kills around the switch fall on both sides of it
    assert report["next import after the last kill succeeds"]
    assert report["staging folders left after it"] == []
