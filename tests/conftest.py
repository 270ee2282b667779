"""Shared fixtures: where the raw sources are, and a CLI runner."""

from __future__ import annotations

import json
import os
from pathlib import Path

import pytest

from riftrules.cli import main

REPO = Path(__file__).resolve().parents[1]
SHARED = REPO.parent / "shared"


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


CHROMIUM = Path("/usr/bin/chromium")  # Debian's (make system); Playwright downloads no browser
CHROMIUM_ARGS = [
    "--no-sandbox",
    "--disable-gpu",
    "--disable-background-networking",
    "--disable-component-update",
    "--no-first-run",
    "--disable-sync",
]


@pytest.fixture(scope="module")
def browser():
    """Headless Chromium for the browser tests; a missing browser fails on CI, skips elsewhere."""
    if not CHROMIUM.exists():
        if os.environ.get("CI"):
            pytest.fail("chromium is missing at /usr/bin/chromium (.ci/run installs it)")
        pytest.skip("no chromium at /usr/bin/chromium (apt-get install chromium)")
    playwright = pytest.importorskip("playwright.sync_api")
    with playwright.sync_playwright() as p:
        launched = p.chromium.launch(
            executable_path=str(CHROMIUM), headless=True, args=CHROMIUM_ARGS
        )
        try:
            yield launched
        finally:
            launched.close()
