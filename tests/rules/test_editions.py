"""Every edition imports; its counts and anomalies are pinned here and in the README."""

from collections import Counter

import pytest

from riftrules.importers.validate import validate
from riftrules.paths import rulebook_dir
from riftrules.rules import store
from riftrules.rules.graph import build, defining_rule, edges
from riftrules.rules.references import references

# edition: (rows, distinct numbers, anomalies by check as the import reported them)
EXPECTED = {
    "2025-06-02": (1364, 1364, {"repair": 38, "gap": 1}),
    "2025-10": (1617, 1616, {"repair": 27, "duplicate": 1, "parent": 5}),
    "2025-12-01": (1795, 1794, {"repair": 27, "parent": 1, "duplicate": 1}),
    "2026-03-30": (2089, 2089, {"repair": 5, "unnumbered": 2}),
    "2026-07-16": (2381, 2381, {"repair": 4}),
    "2026-10-09": (6, 6, {"parent": 4, "gap": 1}),
}
# citations inside rule text that name no rule, or a rule by another's title (real source slips)
UNRESOLVED = {
    "2025-06-02": [],
    "2025-10": [],
    "2025-12-01": [("345.2.a", "179")],  # "See rule 179. Control": 179 is "Tokens are not cards."
    "2026-03-30": [("427.1", "107.5")],  # there is no 107.5
    "2026-07-16": [("143.3.b.1", "317.2"), ("328.1", "349")],
    "2026-10-09": [],
}


def reported(edition: str) -> Counter:
    path = rulebook_dir() / "rules" / f"{edition}.anomalies.txt"
    lines = path.read_text(encoding="utf-8").splitlines()
    return Counter(line.split("[", 1)[1].split("]", 1)[0] for line in lines)


@pytest.mark.parametrize("edition", EXPECTED)
def test_counts_and_anomalies(edition):
    rows, distinct, anomalies = EXPECTED[edition]
    loaded = store.load(edition)
    assert (len(loaded.rules), len(loaded.by_number)) == (rows, distinct)
    assert reported(edition) == Counter(anomalies)


@pytest.mark.parametrize("edition", EXPECTED)
def test_validation_of_the_stored_data_matches_the_report(edition):
    found = Counter(a.check for a in validate(store.load(edition).rules))
    in_report = {k: v for k, v in reported(edition).items() if k not in ("repair", "unnumbered")}
    assert found == Counter(in_report)


@pytest.mark.parametrize("edition", EXPECTED)
def test_unresolved_citations_are_reported_not_made_nodes(edition):
    refs = references(edition)
    assert [(u.source, u.number) for u in refs.unresolved] == UNRESOLVED[edition]
    graph = build(edition)
    assert all(node in store.load(edition) or node.startswith("term:") for node in graph)


def test_burn_out_section_number_per_edition():
    expected = {
        "2025-06-02": "607",
        "2025-10": "418",
        "2025-12-01": "418",
        "2026-03-30": "431",
        "2026-07-16": "431",
    }
    for edition, number in expected.items():
        rule = store.load(edition).get(number)
        assert (rule.kind, rule.text) == ("heading", "Burn Out"), edition


def test_every_rule_has_its_parent_in_complete_editions_but_reported_ones():
    for edition, (_, _, anomalies) in EXPECTED.items():
        loaded = store.load(edition)
        orphans = [r for r in loaded.rules if r.parent is not None and r.parent not in loaded]
        assert len(orphans) == anomalies.get("parent", 0), edition


def test_graph_edges():
    graph = build("2026-07-16")
    assert ("431", "431.2") in edges(graph, "child")
    assert ("431.5", "367") in edges(graph, "cites")
    assert defining_rule(graph, "Burn Out") == "431"
    assert defining_rule(graph, "burn") == "440"
    assert graph.nodes["term:Accelerate"]["keyword"] is True
    assert graph.nodes["term:Burn"]["keyword"] is False


def test_ranges_cite_every_section_inside():
    graph = build("2026-07-16")
    # the graph keeps what the text says: no rule cites a number outside the edition
    assert all(b in store.load("2026-07-16") for _, b in edges(graph, "cites"))
