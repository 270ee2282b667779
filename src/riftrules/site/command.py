"""``riftrules site build|serve``: MkDocs on ``site/mkdocs.yml`` of this checkout."""

from __future__ import annotations

import os
import subprocess
import sys
from pathlib import Path

from riftrules.site.build import REPO

CONFIG = REPO / "site" / "mkdocs.yml"
SITE_DIR = REPO / "build" / "site"


class SiteUnavailable(RuntimeError):
    """Not in a checkout, or MkDocs is not installed."""


def command(action: str, address: str = "127.0.0.1:8000", strict: bool = True) -> list[str]:
    if not CONFIG.is_file():
        raise SiteUnavailable(f"the site needs a checkout of riftrules: no {CONFIG}")
    try:
        import material  # noqa: F401
        import mkdocs  # noqa: F401
    except ImportError:
        raise SiteUnavailable("MkDocs is not installed: pip install -e '.[site]'") from None
    args = [sys.executable, "-m", "mkdocs", action, "-f", str(CONFIG)]
    if action == "build" and strict:
        args.append("--strict")
    if action == "serve":
        args += ["--dev-addr", address]
    return args


def run(action: str, address: str = "127.0.0.1:8000", strict: bool = True) -> int:
    args = command(action, address, strict)
    if action == "serve" and hasattr(os, "execve"):
        os.chdir(REPO)
        os.execve(args[0], args, _env())  # MkDocs' server takes this process's place
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
