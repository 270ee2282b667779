"""The site tests share one full build (``mkdocs build --strict``) and a local server for it."""

from __future__ import annotations

import functools
import http.server
import os
import subprocess
import sys
import threading
import time
from collections.abc import Iterator
from pathlib import Path

import pytest

REPO = Path(__file__).resolve().parents[2]
CONFIG = REPO / "site" / "mkdocs.yml"


def mkdocs_build(
    site_dir: Path, config: Path = CONFIG, env: dict[str, str] | None = None
) -> subprocess.CompletedProcess[str]:
    environment = {**os.environ, "NO_MKDOCS_2_WARNING": "1", **(env or {})}
    environment["PYTHONPATH"] = str(REPO / "src")
    return subprocess.run(
        [
            sys.executable,
            "-m",
            "mkdocs",
            "build",
            "--strict",
            "-f",
            str(config),
            "-d",
            str(site_dir),
        ],
        capture_output=True,
        text=True,
        env=environment,
        cwd=REPO,
        check=False,
    )


@pytest.fixture(scope="session")
def built_site(tmp_path_factory) -> Path:
    """The whole site, every edition and card, with the browser runtime (one build a session)."""
    pytest.importorskip("mkdocs")
    out = tmp_path_factory.mktemp("site") / "site"
    started = time.perf_counter()
    result = mkdocs_build(out)
    elapsed = time.perf_counter() - started
    if result.returncode != 0:
        pytest.fail(
            f"mkdocs build --strict failed:\n{result.stdout[-3000:]}\n{result.stderr[-3000:]}"
        )
    (out / ".build-seconds").write_text(f"{elapsed:.1f}\n")
    return out


class _Quiet(http.server.SimpleHTTPRequestHandler):
    def log_message(self, format: str, *args: object) -> None:
        pass


@pytest.fixture(scope="session")
def site_url(built_site: Path) -> Iterator[str]:
    """The built site served on a free port of the loopback address."""
    handler = functools.partial(_Quiet, directory=str(built_site))
    server = http.server.ThreadingHTTPServer(("127.0.0.1", 0), handler)
    thread = threading.Thread(target=server.serve_forever, daemon=True)
    thread.start()
    try:
        yield f"http://127.0.0.1:{server.server_address[1]}/"
    finally:
        server.shutdown()
        server.server_close()


@pytest.fixture(scope="session")
def build_site():
    """``mkdocs build --strict`` as a function: (site_dir, config, env) -> the finished process."""
    pytest.importorskip("mkdocs")
    return mkdocs_build
