"""The precomputed traces as an import output: ``rulebook/traces/``, derived from the rules.

Built in the new generation's process (see :mod:`.transaction`), so the traces always match the
rules they are switched in with."""

from __future__ import annotations

from riftrules.importers import transaction
from riftrules.rules import store, trace_data


def _build(job: transaction.Job) -> transaction.Built:
    files = trace_data.build(store.load_all())
    inside = {name.removeprefix(f"{trace_data.FOLDER}/"): text for name, text in files.items()}
    return transaction.Built(inside, [f"traces: {len(inside)} pairs of adjacent editions matched"])


TRACES = transaction.Output(trace_data.FOLDER, _build, derived_from=("rules",), partial=True)
