"""Shared fixtures: where the raw sources are, and a CLI runner."""

from __future__ import annotations

import json
from pathlib import Path

import pytest

from riftrules.cli import main

REPO = Path(__file__).resolve().parents[1]


def _shared() -> Path:
    """``../shared`` beside the checkout; from a git worktree, beside the main checkout too."""
    candidates = [REPO.parent / "shared"]
    common = REPO / ".git"
    if common.is_file():  # a worktree: "gitdir: <main>/.git/worktrees/<name>"
        gitdir = Path(common.read_text(encoding="utf-8").split(":", 1)[1].strip())
        candidates.append(gitdir.parents[2].parent / "shared")
    return next((c for c in candidates if (c / "data" / "raw").is_dir()), candidates[0])


SHARED = _shared()


@pytest.fixture
def shared() -> Path:
    """The shared folder with data/raw/ and seeds/, beside the checkout (skip where absent)."""
    if not (SHARED / "data" / "raw").is_dir():
        pytest.skip("raw sources not available beside the checkout")
    return SHARED


class Run:
    """The result of one CLI call."""

    def __init__(self, code: int, out: str, err: str) -> None:
        self.code, self.out, self.err = code, out, err

    def json(self):
        return json.loads(self.out)


@pytest.fixture
def cli(capsys):
    def run(*args: str) -> Run:
        code = main(list(args))
        captured = capsys.readouterr()
        return Run(code, captured.out, captured.err)

    return run
