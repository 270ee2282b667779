"""Scenarios: small rules questions with their answers, run on the engine.

The file format is ``SCENARIOS.md`` (shared with the rest of the project, and a contract: files
written by others run unchanged). :func:`load` reads and validates a file (an invalid one raises
:class:`ScenarioError`, one line); :func:`run` plays it on :mod:`riftrules.engine` and checks
what it expects, giving a :class:`Result` whose failures read ``expected X, got Y``;
:func:`run_file` does both. ``riftrules scenario FILES...`` is the command line.
"""

from __future__ import annotations

from pathlib import Path

from riftrules.scenarios.load import load, parse
from riftrules.scenarios.model import Scenario, ScenarioError
from riftrules.scenarios.run import Result, build, check, run
from riftrules.scenarios.scripts import Compiler, NotRun


def run_file(path: Path | str, compiler: Compiler | None = None) -> Result:
    """Load and run one scenario file (raises :class:`ScenarioError` if it is invalid)."""
    return run(load(path), compiler)


def expand(paths: list[str]) -> list[Path]:
    """Files as given; a folder stands for its ``*.yaml`` and ``*.yml`` files, sorted."""
    found: list[Path] = []
    for given in paths:
        path = Path(given)
        if path.is_dir():
            found += sorted(p for p in path.rglob("*") if p.suffix in (".yaml", ".yml"))
        else:
            found.append(path)
    return found


__all__ = [
    "Compiler",
    "NotRun",
    "Result",
    "Scenario",
    "ScenarioError",
    "build",
    "check",
    "expand",
    "load",
    "parse",
    "run",
    "run_file",
]
