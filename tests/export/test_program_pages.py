"""The site documents the program node by node (``ir/program/``), generated from its schema,
each node type with an example from the pool."""

from __future__ import annotations

import json

from riftrules.program_json.nodes import hints, registry
from riftrules.site.ir_pages import PROGRAM_URL, pages
from riftrules.site.program_reference import pages as program_pages


def test_one_page_per_node_type_and_kind_with_each_field_in_its_table():
    found = program_pages(with_examples=False)
    assert {f"{name}.md" for name in registry()} | {"index.md", "Action.md", "Selector.md"} <= set(
        found
    )
    for name, cls in registry().items():
        rows = [line for line in found[f"{name}.md"].splitlines() if line.startswith("| `")]
        assert [row.split("`")[1] for row in rows] == list(hints(cls)), name


def test_node_pages_show_a_pool_example_of_that_node():
    found = program_pages()
    draw = found["Draw.md"]
    example = draw[draw.index("```json") + len("```json") : draw.rindex("```")]
    assert json.loads(example)["node"] == "Draw"
    with_example = sum("Example from the card pool" in page for page in found.values())
    assert with_example >= 180


def test_the_ir_index_links_the_program_and_its_pages_are_under_ir_program():
    site = {page.url: page for page in pages()}
    assert "[The program](ir/program.md)" in site["ir/"].body
    assert site[PROGRAM_URL].path == "ir/program.md"
    assert "](program/Script.md)" in site[PROGRAM_URL].body
    assert site[f"{PROGRAM_URL}Draw/"].path == "ir/program/Draw.md"
