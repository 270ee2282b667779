"""The IR's reference pages are generated for every node type, for the site."""

from riftrules.ir.nodes import field_types, node_types
from riftrules.site.ir_reference import pages


def test_one_page_per_node_type_with_each_field_in_its_table():
    found = pages(examples=False)
    assert set(found) == {f"{k.__name__}.md" for k in node_types()} | {"index.md"}
    for kind in node_types():
        text = found[f"{kind.__name__}.md"]
        rows = [line for line in text.splitlines() if line.startswith("| `")]
        assert [row.split("`")[1] for row in rows] == list(field_types(kind))
        assert all(row.count(" | ") == 2 for row in rows), kind  # three cells, none broken


def test_pages_show_an_example_from_the_pool():
    assert '"node": "NounPhrase"' in pages()["NounPhrase.md"]
