"""Build the lint outcomes of the bundled pool shipped with the package.

``python -m riftrules.lint.pool_outcomes`` (``make pool-outcomes``) rewrites
``src/riftrules/lint/data/pool_outcomes.json``: what ``riftrules lint --pool`` computes with
the default rules (each card's findings, the trial of its fixes, the lines the grammar cannot
read and where a text names its card by its type), as the cache holds it, under the
:func:`~riftrules.lint.parse_cache.content_key` of the code and data that made it. A first run
with an empty cache reads it instead of parsing the pool; a test checks that the committed file
is what this builds, so it cannot go stale, and a file whose key is not the code's is not read.
"""

from __future__ import annotations

import json

from riftrules.lint.cli import lint_targets
from riftrules.lint.parse_cache import SHIPPED, ParseCache, content_key
from riftrules.lint.registry import selected
from riftrules.lint.sources import pool_targets


def build() -> str:
    """The file's text: the outcomes of linting the pool as ``lint --pool`` does."""
    cache = ParseCache(persist=False, seeded=False)
    rules = selected()
    lint_targets(pool_targets(), lambda target: rules, unsafe=False, cache=cache)
    entries = dict(sorted(cache.entries.items()))
    return json.dumps({"key": content_key(), "entries": entries}, separators=(",", ":")) + "\n"


def main() -> None:
    SHIPPED.write_text(build(), encoding="utf-8")
    print(f"wrote {SHIPPED}")


if __name__ == "__main__":
    main()
