"""The Tournament Rules' import: its reader's repairs, the committed data it made (counts and
anomalies pinned), and its citations into the Core Rules, every one resolving."""

from collections import Counter
from pathlib import Path

import pytest

from riftrules.importers import md_tournament
from riftrules.importers.assemble import assemble
from riftrules.importers.rows import SourceError
from riftrules.importers.run import import_edition
from riftrules.importers.validate import Anomaly
from riftrules.rules import graph, store
from riftrules.rules.documents import Document, core_for, editions, load, root
from riftrules.rules.tournament import Resolution, references

DOCUMENT = """# Riftbound Tournament Rules RUP4

Last Updated 7/16/2026

## 400. Infractions and Penalties

**400.** Policies
**401.** Deck Registration

**401.1.** Players must register their decks. See CR
**128.** Privacy for information types.

**402.** Deck Size

402.1.a.                  An unbolded deep rule.
"""


def read(tmp_path: Path, text: str = DOCUMENT, date: str = "2026-07-16"):
    path = tmp_path / "tournament_rules.md"
    path.write_text(text, encoding="utf-8")
    repairs: list[Anomaly] = []
    return assemble(md_tournament.read([path], date, repairs)), repairs


def test_conversion_heading_and_bolded_cross_reference_are_repaired(tmp_path):
    rules, repairs = read(tmp_path)
    assert [(r.number, r.kind) for r in rules] == [
        ("400", "chapter"),
        ("401", "heading"),
        ("401.1", "rule"),
        ("402", "heading"),
        ("402.1.a", "rule"),
    ]
    assert rules[0].text == "Policies"
    assert rules[2].text.endswith("See CR 128. Privacy for information types.")
    assert [(a.number, a.check) for a in repairs] == [("400", "repair"), ("128", "repair")]


def test_the_date_must_be_the_manifests(tmp_path):
    with pytest.raises(SourceError, match="says 2026-07-16"):
        read(tmp_path, date="2026-07-24")
    with pytest.raises(SourceError, match="Last Updated"):
        read(tmp_path, DOCUMENT.replace("Last Updated 7/16/2026", ""))


def test_the_import_of_rup4_is_the_committed_data(shared):
    (info,) = editions(Document.TOURNAMENT)
    done = import_edition(info, shared)
    committed = load(Document.TOURNAMENT, info.id)
    assert done.rules == committed.rules
    assert len(done.rules) == 935  # 930 numbered rows and the 5 chapters the markdown titles
    assert Counter(r.kind for r in done.rules) == {
        "rule": 877,
        "heading": 42,
        "chapter": 8,
        "example": 8,
    }
    assert Counter(a.check for a in done.anomalies) == {
        "repair": 7,  # 2 conversion headings, 5 bolded cross-references
        "order": 1,  # 601.3.c.4.b after 601.3.c.5.a: the source's own misnumbering
        "gap": 1,
        "empty": 2,  # 703.3.a and 703.4.a are "Examples:" and nothing else
    }
    report = Path(store.rules_path(info.id, root(Document.TOURNAMENT))).with_suffix(
        ".anomalies.txt"
    )
    assert report.read_text(encoding="utf-8") == "".join(f"{a}\n" for a in done.anomalies)


def test_the_documents_are_apart():
    tr, cr = load(Document.TOURNAMENT), load(Document.CORE)
    assert tr.get("402.1").text.startswith("In a constructed event, players must register")
    assert cr.get("103.2.b").text.startswith("Your Main Deck can include up to 3 copies")
    assert core_for(tr).id == "2026-07-16"
    assert tr.info.document is Document.TOURNAMENT and cr.info.document is Document.CORE
    assert Document.named("TR") is Document.TOURNAMENT and Document.named("core") is Document.CORE


def test_every_cross_reference_resolves():
    refs = references()
    assert refs.own.unresolved == []
    assert sum(len(v) for v in refs.own.cites.values()) == 64
    links = refs.links
    assert len(links) == 16
    assert all(link.target in store.load(refs.core) for link in links)
    stale = [link for link in links if link.resolution is not Resolution.OK]
    # 502.11 cites "484.8.e. in the Core Rules", a number of 2026-03-30: 489.8.f in RUP4
    assert [(s.source, s.number, s.written_for, s.target) for s in stale] == [
        ("502.11", "484.8.e", "2026-03-30", "489.8.f")
    ]
    assert refs.own.cites["103.2"] == ["204.8"]
    assert "601.1.a" in refs.cited_in_core["101"]


def test_the_graph_links_into_the_core_rules():
    g = graph.build_tournament()
    assert g.nodes["CR 101"]["kind"] == "core"
    assert ("601.1.a", "CR 101") in graph.edges(g, "cites")
    assert ("401", "401.2") in graph.edges(g, "child")
