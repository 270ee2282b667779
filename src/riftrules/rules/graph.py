"""The rule graph of one edition (networkx).

Nodes are the edition's rules (keyed by number, with ``kind`` and ``text``) and the terms its
sections define (keyed ``term:<Title>``). Edges carry a ``kind``:

* ``child``: parent -> child rule;
* ``cites``: a rule -> each rule its text cites ("see rule 367", "431.2.b", "467–476");
* ``defines``: a term -> the section that defines it (every section title is a term; the
  sections of the keywords chapter are marked ``keyword``).

A citation that names no rule of the edition never becomes a node: it is listed in
``graph.graph["unresolved"]``.
"""

from __future__ import annotations

from functools import cache

import networkx as nx

from riftrules.rules import store, tournament
from riftrules.rules.documents import Document, load
from riftrules.rules.references import References, references
from riftrules.rules.store import Edition

_KEYWORD_LISTS = {"keywords", "keyword glossary"}  # headings after which each section is a keyword


def term_node(title: str) -> str:
    return f"term:{title}"


@cache
def build(edition_id: str | None = None) -> nx.MultiDiGraph:
    edition = store.load(edition_id)
    return _build(edition, references(edition.id))


@cache
def build_tournament(edition_id: str | None = None) -> nx.MultiDiGraph:
    """The Tournament Rules' graph: as :func:`build`, plus a node ``CR <number>`` (kind
    ``core``) for each Core Rules rule they cite, reached by a ``cites`` edge."""
    edition = load(Document.TOURNAMENT, edition_id)
    refs = tournament.references(edition.id)
    graph = _build(edition, refs.own)
    graph.graph["core"] = refs.core
    for link in refs.links:
        if link.target is not None:
            node = f"{Document.CORE.abbreviation} {link.target}"
            graph.add_node(node, kind="core", edition=refs.core)
            graph.add_edge(link.source, node, kind="cites")
    return graph


def _build(edition: Edition, refs: References) -> nx.MultiDiGraph:
    graph = nx.MultiDiGraph(edition=edition.id, unresolved=list(refs.unresolved))
    for rule in edition.by_number.values():
        graph.add_node(rule.number, kind=rule.kind, text=rule.text)
    for rule in edition.by_number.values():
        if rule.parent is not None and rule.parent in edition:
            graph.add_edge(rule.parent, rule.number, kind="child")
    for source, targets in refs.cites.items():
        for target in targets:
            graph.add_edge(source, target, kind="cites")
    in_keywords = False
    for rule in edition.rules:
        if rule.kind == "chapter":
            in_keywords = "keyword" in rule.text.casefold()
        if rule.kind == "heading" and rule.text.casefold() in _KEYWORD_LISTS:
            in_keywords = True
            continue
        if rule.kind == "heading" and "." not in rule.number:
            node = term_node(rule.text)
            graph.add_node(node, kind="term", text=rule.text, keyword=in_keywords)
            graph.add_edge(node, rule.number, kind="defines")
    return graph


def edges(graph: nx.MultiDiGraph, kind: str) -> list[tuple[str, str]]:
    return [(a, b) for a, b, k in graph.edges(data="kind") if k == kind]


def defining_rule(graph: nx.MultiDiGraph, term: str) -> str | None:
    """The section that defines ``term`` (case-insensitive), if any."""
    wanted = term.casefold()
    for node, data in graph.nodes(data=True):
        if data.get("kind") == "term" and data["text"].casefold() == wanted:
            return next(b for _, b, k in graph.out_edges(node, data="kind") if k == "defines")
    return None
