"""The browser runtime for runnable examples, vendored into the site: Pyodide (from the npm
package ``pyodide``, installed into ``site/node_modules`` by ``npm ci --prefix site``) and the
wheels of riftrules (built here) and of what it needs in the browser, lark (with interegular,
which lark's strict mode needs) and networkx (fetched with ``pip download``). Nothing is loaded
from a CDN: the reader's browser gets everything from the site itself.
"""

from __future__ import annotations

import json
import shutil
import subprocess
import sys
from collections.abc import Callable
from importlib import metadata
from pathlib import Path

from riftrules.site.files import REPO, write

SITE = REPO / "site"
PYODIDE = SITE / "node_modules" / "pyodide"
PYODIDE_FILES = (
    "pyodide.js",
    "pyodide.asm.js",
    "pyodide.asm.wasm",
    "python_stdlib.zip",
    "pyodide-lock.json",
)
BROWSER_PACKAGES = ("lark", "interegular", "networkx")
ASSETS = "assets/runtime"


class RuntimeMissing(RuntimeError):
    """Pyodide or a wheel could not be had."""


def ensure_pyodide(log: Callable[[str], None]) -> Path:
    """``site/node_modules/pyodide``, installed with npm (from ``site/package-lock.json``) if
    it is not there yet."""
    if all((PYODIDE / name).is_file() for name in PYODIDE_FILES):
        return PYODIDE
    npm = shutil.which("npm")
    if npm is None:
        raise RuntimeMissing(
            "Pyodide is not installed and npm was not found: install Node.js/npm, then run "
            "`npm ci --prefix site` (it installs the npm package `pyodide` into site/node_modules)"
        )
    log("riftrules site: installing Pyodide: npm ci --prefix site")
    done = subprocess.run(
        [npm, "ci", "--prefix", str(SITE), "--no-audit", "--no-fund"],
        capture_output=True,
        text=True,
        check=False,
    )
    if done.returncode != 0 or not (PYODIDE / "pyodide.js").is_file():
        raise RuntimeMissing(f"`npm ci --prefix site` failed: {done.stderr.strip()[-800:]}")
    return PYODIDE


def _pip(*args: str) -> None:
    done = subprocess.run(
        [sys.executable, "-m", "pip", *args], capture_output=True, text=True, check=False
    )
    if done.returncode != 0:
        raise RuntimeMissing(f"pip {' '.join(args[:2])} failed: {done.stderr.strip()[-800:]}")


def wheels(cache: Path, log: Callable[[str], None]) -> list[Path]:
    """The riftrules wheel (built from this checkout) and pure-Python wheels of the browser
    packages, at the versions installed here (downloaded once, then cached)."""
    own = cache / "wheels" / "riftrules"
    if own.exists():
        shutil.rmtree(own)
    own.mkdir(parents=True)
    _pip("wheel", "--no-deps", "--quiet", "-w", str(own), str(REPO))
    found = sorted(own.glob("riftrules-*.whl"))
    others = cache / "wheels" / "packages"
    others.mkdir(parents=True, exist_ok=True)
    for name in BROWSER_PACKAGES:
        version = metadata.version(name)
        pattern = f"{name.replace('-', '_')}-{version}-*none-any.whl"
        have = sorted(others.glob(pattern))
        if not have:
            log(f"riftrules site: pip download {name}=={version}")
            _pip(
                "download", "--no-deps", "--only-binary=:all:", "--quiet",
                "-d", str(others), f"{name}=={version}",
            )  # fmt: skip
            have = sorted(others.glob(pattern))
        if not have:
            raise RuntimeMissing(f"no pure-Python wheel of {name}=={version} to run in Pyodide")
        found.append(have[-1])
    return found


def vendor(root: Path, cache: Path, log: Callable[[str], None]) -> list[str]:
    """Copy Pyodide and the wheels under ``<root>/assets/runtime/``; the paths written."""
    written: list[str] = []

    def copy(file: Path, target: str) -> None:
        (root / target).parent.mkdir(parents=True, exist_ok=True)
        shutil.copyfile(file, root / target)
        written.append(target)

    source = ensure_pyodide(log)
    for name in PYODIDE_FILES:
        copy(source / name, f"{ASSETS}/pyodide/{name}")
    names = []
    for wheel in wheels(cache, log):
        copy(wheel, f"{ASSETS}/wheels/{wheel.name}")
        names.append(wheel.name)
    version = json.loads((source / "package.json").read_text(encoding="utf-8"))["version"]
    write(root, f"{ASSETS}/runtime.json", json.dumps({"pyodide": version, "wheels": names}))
    written.append(f"{ASSETS}/runtime.json")
    return written
