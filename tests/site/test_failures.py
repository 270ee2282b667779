"""What stops the site's generation: an unknown rule reference, an example that raises, a
missing Graphviz. A hand-written page's rule links are resolved when it is generated."""

from __future__ import annotations

import shutil
from pathlib import Path

import pytest

from riftrules.site import graphs
from riftrules.site.build import SiteError

REPO = Path(__file__).resolve().parents[2]


def docs_with(tmp_path: Path, page: str) -> Path:
    """A copy of the site's hand-written pages plus one page."""
    docs = tmp_path / "docs"
    shutil.copytree(REPO / "site" / "docs", docs)
    (docs / "extra.md").write_text(page, encoding="utf-8")
    return docs


def test_a_known_rule_reference_is_written_as_a_link(tmp_path, small_source):
    docs = docs_with(
        tmp_path, "# Extra\n\nSee [burning out](rule:431.2) and [607](rule:2025-06-02/607).\n"
    )
    made = small_source(docs, ["2025-06-02", "2026-07-16"])
    text = (made.root / "extra.md").read_text(encoding="utf-8")
    assert "(rules/2026-07-16/431-burn-out.md#431.2)" in text
    assert "(rules/2025-06-02/607-burn-out.md)" in text


def test_an_unknown_rule_reference_fails(tmp_path, small_source):
    docs = docs_with(tmp_path, "# Extra\n\nSee [nothing](rule:999.9).\n")
    with pytest.raises(SiteError, match=r"extra\.md: unknown rule reference: .*999\.9"):
        small_source(docs)


def test_an_example_that_raises_fails(tmp_path, small_source):
    docs = docs_with(tmp_path, "# Extra\n\n```riftbound\nraise ValueError('no')\n```\n")
    with pytest.raises(SiteError, match="ValueError: no"):
        small_source(docs)


def test_without_graphviz_the_build_says_so(monkeypatch, tmp_path):
    monkeypatch.setattr(graphs.shutil, "which", lambda name: None)
    with pytest.raises(graphs.GraphvizMissing, match="apt-get install graphviz"):
        graphs.render(["digraph G { a -> b }\n"], tmp_path)
