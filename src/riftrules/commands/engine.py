"""The rules engine: ``scenario``."""

from __future__ import annotations

import argparse

from riftrules.commands import arg, command


@command(
    "scenario",
    "Run scenario files (SCENARIOS.md): exit 0 all hold, 1 a failure, 2 an invalid file.",
    arg("files", nargs="+", help="scenario files (.yaml), or folders of them"),
    arg("--log", action="store_true", help="print each event and its rules"),
)
def scenario(args: argparse.Namespace) -> int:
    from riftrules.scenarios.cli import main as run_scenarios

    return run_scenarios(args)
