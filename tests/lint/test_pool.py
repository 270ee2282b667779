"""The bundled pool lints clean except its real findings, each reviewed: pool_findings.json
lists them by code, with what each is (scripts/mutate.py reads the same list).

The grammar reads every text of the pool but five with errors in the source, which the
templating rules name (RB203, RB212), so no parse error (RB1xx) is expected either.
"""

from __future__ import annotations

import json
from collections import defaultdict
from pathlib import Path

from riftrules.lint import sources
from riftrules.lint.linter import lint
from riftrules.lint.registry import selected

REVIEWED = json.loads(Path(__file__).with_name("pool_findings.json").read_text("utf-8"))


def test_pool_findings_are_the_reviewed_ones() -> None:
    rules = selected()
    found: dict[str, set[str]] = defaultdict(set)
    for target in sources.pool_targets():
        for diagnostic in lint(target.text, target.card, rules):
            found[diagnostic.code].add(target.label)
    assert {code: sorted(cards) for code, cards in found.items()} == {
        code: entry["cards"] for code, entry in REVIEWED.items()
    }
