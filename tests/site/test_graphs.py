"""The rule-neighbourhood pictures: their DOT source, the key of the picture cache."""

from __future__ import annotations

import os
import subprocess
import sys
from pathlib import Path

SRC = Path(__file__).resolve().parents[2] / "src"
DIGEST = """\
import hashlib
from riftrules.site import graphs
from riftrules.site.layout import layout
found = layout("2026-07-16")
sources = (graphs.neighbourhood(found, s) for s in found.sections.values())
print(hashlib.sha256("".join(sources).encode()).hexdigest())
"""


def test_the_dot_sources_are_the_same_from_one_build_to_the_next():
    """Ties among the neighbours keep document order, whatever the hash seed: a rebuild finds
    every picture in the cache."""
    digests = set()
    for seed in ("1", "2"):
        env = {**os.environ, "PYTHONHASHSEED": seed, "PYTHONPATH": str(SRC)}
        done = subprocess.run(
            [sys.executable, "-c", DIGEST], capture_output=True, text=True, env=env, check=True
        )
        digests.add(done.stdout)
    assert len(digests) == 1
