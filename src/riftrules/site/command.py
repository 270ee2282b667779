"""``riftrules site generate|build|serve``: the Markdown source, then a renderer.

``generate`` writes the whole source into ``build/site-src/`` and its configuration into
``build/mkdocs.yml`` (:mod:`riftrules.site.build`);
``build`` generates, then renders it into ``build/site/`` with MkDocs (``--with zensical``:
with Zensical); ``serve`` generates, then runs MkDocs' live-reloading server on it.
"""

from __future__ import annotations

import importlib.util
import os
import subprocess
import sys
from pathlib import Path

from riftrules.site.build import Options, generate
from riftrules.site.files import BUILD, REPO

SOURCE = BUILD / "site-src"
CONFIG = BUILD / "mkdocs.yml"
SITE_DIR = BUILD / "site"
RENDERERS = ("mkdocs", "zensical")


class SiteUnavailable(RuntimeError):
    """Not in a checkout, or the renderer is not installed."""


def command(
    action: str, address: str = "127.0.0.1:8000", strict: bool = True, renderer: str = "mkdocs"
) -> list[str]:
    """The renderer's command line for ``build`` or ``serve`` of the generated source."""
    if not (REPO / "site" / "mkdocs.yml").is_file():
        raise SiteUnavailable(f"the site needs a checkout of riftrules: no {REPO / 'site'}")
    needed = ("mkdocs", "material") if renderer == "mkdocs" else ("zensical",)
    if any(importlib.util.find_spec(name) is None for name in needed):
        raise SiteUnavailable(f"{renderer} is not installed: pip install -e '.[site]'")
    args = [sys.executable, "-m", renderer, action, "-f", str(CONFIG)]
    if action == "build" and strict and renderer == "mkdocs":
        args.append("--strict")
    if action == "serve":
        args += ["--dev-addr", address]
    return args


def run(
    action: str,
    address: str = "127.0.0.1:8000",
    strict: bool = True,
    renderer: str = "mkdocs",
    site_url: str | None = None,
) -> int:
    args = None if action == "generate" else command(action, address, strict, renderer)
    generate(Options(out=SOURCE, site_dir=SITE_DIR, site_url=site_url or f"http://{address}/"))
    if args is None:
        print(f"riftrules site: render it: mkdocs build -f {CONFIG} (or zensical build -f …)")
        return 0
    if action == "serve" and hasattr(os, "execve"):
        os.chdir(REPO)
        os.execve(args[0], args, _env())  # the server takes this process's place
    code = subprocess.call(args, cwd=REPO, env=_env())
    if code == 0 and action == "build":
        index = SITE_DIR / "index.html"
        print(f"riftrules site: open {index} (or serve it: riftrules site serve)")
    return code


def _env() -> dict[str, str]:
    env = dict(os.environ)
    env.setdefault("NO_MKDOCS_2_WARNING", "1")
    source = str(Path(__file__).resolve().parents[2])
    env["PYTHONPATH"] = source + (os.pathsep + env["PYTHONPATH"] if env.get("PYTHONPATH") else "")
    return env
