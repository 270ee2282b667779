"""The Tournament Rules section of the site, from a small generation (one Core Rules edition,
two cards, no browser runtime) rendered by ``mkdocs build --strict``: every rule of the
Tournament Rules an anchor, their citations linked (into the Core Rules too), the legality
page, and a card page saying where the card is banned."""

from __future__ import annotations

import re
from pathlib import Path

import pytest
from tests.site.conftest import built

from riftrules.rules import documents
from riftrules.rules.model import Document
from riftrules.site import tournament_pages
from riftrules.site.build import Options, generate

_ID = re.compile(r'\bid="([^"]+)"')
_HREF = re.compile(r'href="([^"#]*)(?:#([^"]*))?"')


@pytest.fixture(scope="module")
def small_site(tmp_path_factory) -> Path:
    pytest.importorskip("mkdocs")
    root = tmp_path_factory.mktemp("tournament-site")
    made = generate(
        Options(
            out=root / "src",
            site_dir=root / "site",
            editions=["2026-07-16"],
            cards=["Called Shot", "Wuju Bladesman, Starter"],
            runtime=False,
            log=lambda line: None,
        )
    )
    built("mkdocs", made.config)
    return root / "site"


def _page(site: Path, url: str) -> str:
    return (site / url / "index.html").read_text(encoding="utf-8")


def test_every_tournament_rule_is_an_anchor(small_site):
    edition = documents.load(Document.TOURNAMENT)
    anchors: set[str] = set()
    for page in tournament_pages.pages():
        if page.url.startswith("tournament/") and page.url.count("/") == 2:
            anchors |= set(_ID.findall(_page(small_site, page.url)))
    assert set(edition.by_number) <= anchors


def test_citations_link_within_and_into_the_core_rules(small_site):
    chapter = "tournament/400-policies/"
    html = _page(small_site, chapter)
    links = _HREF.findall(html)
    core = [(href, anchor) for href, anchor in links if "rules/2026-07-16/" in href]
    assert ("../../rules/2026-07-16/110-setup-process/", "") in core
    for href, _anchor in links:  # every relative link lands on a page that exists
        if href.startswith(("http", "mailto")) or not href:
            continue
        target = (small_site / chapter / href).resolve()
        assert (target / "index.html").is_file() or target.is_file(), href
    html = _page(small_site, "tournament/500-communication/")
    assert "484.8.e. in the Core Rules (now 489.8.f)" not in html  # written as it is printed
    assert "(now 489.8.f)" in html  # the stale number links the rule it is now


def test_the_index_and_the_legality_page(small_site):
    index = _page(small_site, "tournament/")
    assert "Tournament Rules" in index and "Card legality by date" in index
    legality = _page(small_site, "tournament/legality/")
    assert "Stacked Deck" in legality and "2026-09-18" in legality
    card = _page(small_site, "cards/called-shot/")
    assert "banned in Standard Constructed since 2026-03-31" in card


def test_the_site_search_finds_the_tournament_rules(small_site):
    import json

    index = json.loads((small_site / "search/search_index.json").read_text(encoding="utf-8"))
    docs = [d for d in index["docs"] if d["location"].startswith("tournament/")]
    assert any("exactly 40 cards" in d["text"] for d in docs)
    size = sum(len(json.dumps(d)) for d in docs)
    print(f"Tournament Rules in the search index: {size:,} bytes")
    assert size < 400_000  # about the document's own text (124 K characters), no more
