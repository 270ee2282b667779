"""What stops the site build: an unknown rule reference; a missing Graphviz."""

from __future__ import annotations

import shutil
from pathlib import Path

import pytest
import yaml

from riftrules.site import graphs

REPO = Path(__file__).resolve().parents[2]
SMALL = {
    "RIFTRULES_SITE_EDITIONS": "2026-07-16",
    "RIFTRULES_SITE_CARDS": "Death Mark",
    "RIFTRULES_SITE_RUNTIME": "0",
}


def small_project(tmp_path: Path, page: str) -> Path:
    """A copy of the site's configuration whose docs are the site's plus one page."""
    docs = tmp_path / "docs"
    shutil.copytree(REPO / "site" / "docs", docs)
    (docs / "extra.md").write_text(page, encoding="utf-8")
    config = yaml.safe_load((REPO / "site" / "mkdocs.yml").read_text(encoding="utf-8"))
    config["docs_dir"] = str(docs)
    config["site_dir"] = str(tmp_path / "out")
    config["hooks"] = [str(REPO / "site" / "hooks.py")]
    config["theme"]["custom_dir"] = str(REPO / "site" / "overrides")
    config["nav"] = [{"Home": "index.md"}, {"Extra": "extra.md"}]
    path = tmp_path / "mkdocs.yml"
    path.write_text(yaml.safe_dump(config), encoding="utf-8")
    return path


def test_a_known_rule_reference_builds(tmp_path, build_site):
    config = small_project(
        tmp_path, "# Extra\n\nSee [burning out](rule:431.2) and [607](rule:2025-06-02/607).\n"
    )
    result = build_site(
        tmp_path / "out", config, SMALL | {"RIFTRULES_SITE_EDITIONS": "2025-06-02;2026-07-16"}
    )
    assert result.returncode == 0, result.stderr[-2000:]
    html = (tmp_path / "out" / "extra" / "index.html").read_text(encoding="utf-8")
    assert 'href="../rules/2026-07-16/431-burn-out/#431.2"' in html
    assert 'href="../rules/2025-06-02/607-burn-out/"' in html


def test_an_unknown_rule_reference_fails_the_build(tmp_path, build_site):
    config = small_project(tmp_path, "# Extra\n\nSee [nothing](rule:999.9).\n")
    result = build_site(tmp_path / "out", config, SMALL)
    assert result.returncode != 0
    assert "unknown rule reference" in result.stderr and "999.9" in result.stderr


def test_an_example_that_raises_fails_the_build(tmp_path, build_site):
    config = small_project(tmp_path, "# Extra\n\n```riftbound\nraise ValueError('no')\n```\n")
    result = build_site(tmp_path / "out", config, SMALL)
    assert result.returncode != 0
    assert "ValueError: no" in result.stderr


def test_without_graphviz_the_build_says_so(monkeypatch, tmp_path):
    monkeypatch.setattr(graphs.shutil, "which", lambda name: None)
    with pytest.raises(graphs.GraphvizMissing, match="apt-get install graphviz"):
        graphs.render(["digraph G { a -> b }\n"], tmp_path)
