"""``python -m riftrules.importers.derive``: an import's derived outputs, in a fresh process.

Started by :mod:`.transaction` with ``$RIFTRULES_RULEBOOK`` naming the new generation and the
request as JSON on standard input; answers on standard output with each output's lines, or the
problems that refuse the import, or the source error. It dies with the import that started it.
"""

from __future__ import annotations

import json
import signal
import sys
from dataclasses import asdict
from pathlib import Path

from riftrules.importers import transaction
from riftrules.importers.generation import libc_function
from riftrules.importers.rows import SourceError

_PR_SET_PDEATHSIG = 1


def main() -> int:
    _die_with_parent()
    request = json.load(sys.stdin)
    job = transaction.Job(
        Path(request["shared"]),
        Path(request["root"]),
        tuple(request["editions"]) if request["editions"] else None,
    )
    try:
        built = transaction.derive(
            request["outputs"], job, Path(request["current"]), request["force"]
        )
    except transaction.ImportRefused as refused:
        print(json.dumps({"problems": [asdict(problem) for problem in refused.problems]}))
        return 1
    except SourceError as error:
        print(json.dumps({"where": error.where, "error": error.message}))
        return 1
    print(json.dumps({"lines": {name: result.lines for name, result in built.items()}}))
    return 0


def _die_with_parent() -> None:
    """Linux: a SIGKILL of the import takes this process with it (elsewhere it runs out)."""
    prctl = libc_function("prctl")
    if prctl is not None:
        prctl(_PR_SET_PDEATHSIG, signal.SIGKILL)


if __name__ == "__main__":
    raise SystemExit(main())
