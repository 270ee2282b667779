"""The site tests share one full generation (``riftrules site generate``), its MkDocs build
(``mkdocs build --strict``) and a local server for that build."""

from __future__ import annotations

import functools
import http.server
import os
import re
import socket
import subprocess
import sys
import threading
import time
from collections.abc import Iterator
from pathlib import Path

import pytest

from riftrules.site.build import Generated, Options, generate

REPO = Path(__file__).resolve().parents[2]


def render(renderer: str, config: Path) -> subprocess.CompletedProcess[str]:
    """``mkdocs build --strict`` or ``zensical build`` of a generated source."""
    environment = {**os.environ, "NO_MKDOCS_2_WARNING": "1"}
    strict = ["--strict"] if renderer == "mkdocs" else []
    return subprocess.run(
        [sys.executable, "-m", renderer, "build", *strict, "-f", str(config)],
        capture_output=True,
        text=True,
        env=environment,
        cwd=REPO,
        check=False,
    )


def built(renderer: str, config: Path) -> float:
    """Render, failing the test with the renderer's output; the seconds it took."""
    started = time.perf_counter()
    result = render(renderer, config)
    if result.returncode != 0:
        pytest.fail(f"{renderer} build failed:\n{result.stdout[-3000:]}\n{result.stderr[-3000:]}")
    return time.perf_counter() - started


@pytest.fixture(scope="session")
def generated(tmp_path_factory) -> Generated:
    """The whole source: every edition and card, with the browser runtime (once a session)."""
    pytest.importorskip("mkdocs")
    root = tmp_path_factory.mktemp("site")
    with socket.socket() as probe:  # the site's address is known before it is generated
        probe.bind(("127.0.0.1", 0))
        port = probe.getsockname()[1]
    started = time.perf_counter()
    made = generate(
        Options(
            out=root / "src",
            site_dir=root / "site",
            site_url=f"http://127.0.0.1:{port}/",
            log=lambda line: None,
        )
    )
    (root / ".generate-seconds").write_text(f"{time.perf_counter() - started:.1f}\n")
    return made


@pytest.fixture(scope="session")
def built_site(request) -> Path:
    """The MkDocs build of the whole source (``RIFTRULES_BUILT_SITE``: a site built already,
    to work on the browser tests)."""
    given = os.environ.get("RIFTRULES_BUILT_SITE")
    if given:
        return Path(given)
    generated = request.getfixturevalue("generated")
    out = generated.root.parent.parent / "site"
    seconds = built("mkdocs", generated.config)
    (out / ".build-seconds").write_text(f"{seconds:.1f}\n")
    return out


@pytest.fixture(scope="session")
def render_site():
    """Render a generated source: (renderer, config) -> seconds; a failure fails the test."""
    return built


class _Quiet(http.server.SimpleHTTPRequestHandler):
    def log_message(self, format: str, *args: object) -> None:
        pass


@pytest.fixture(scope="session")
def site_url(built_site: Path) -> Iterator[str]:
    """The built site served where it says it lives (its sitemap's address, on the loopback
    address), so that Material's instant navigation knows its pages."""
    sitemap = (built_site / "sitemap.xml").read_text(encoding="utf-8")
    port = int(re.search(r"<loc>http://127\.0\.0\.1:(\d+)/", sitemap)[1])
    handler = functools.partial(_Quiet, directory=str(built_site))
    server = http.server.ThreadingHTTPServer(("127.0.0.1", port), handler)
    thread = threading.Thread(target=server.serve_forever, daemon=True)
    thread.start()
    try:
        yield f"http://127.0.0.1:{server.server_address[1]}/"
    finally:
        server.shutdown()
        server.server_close()


@pytest.fixture
def small_source(tmp_path):
    """Generate a small source (one edition, one card, no runtime) from given hand-written
    docs: a function (docs folder) -> Generated."""

    def make(docs: Path, editions: list[str] | None = None) -> Generated:
        options = Options(
            out=tmp_path / "src",
            site_dir=tmp_path / "out",
            docs=docs,
            editions=editions or ["2026-07-16"],
            cards=["Death Mark"],
            runtime=False,
            scenarios=False,
            log=lambda line: None,
        )
        return generate(options)

    return make
