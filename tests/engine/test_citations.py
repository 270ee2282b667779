"""The citation table: written once against 2026-07-16, valid in every edition."""

from __future__ import annotations

import pytest

from riftrules.engine.citations import REFERENCE, TABLE, Citations, Ref, Section
from riftrules.rules import store


def _fold(text: str) -> str:
    for fancy, plain in (("’", "'"), ("‘", "'"), ("“", '"'), ("”", '"')):
        text = text.replace(fancy, plain)
    return text.casefold()


def test_the_table_says_what_2026_07_16_says():
    edition = store.load(REFERENCE)
    headings = {r.text for r in edition.rules if r.kind == "heading"}
    for key, citations in TABLE.items():
        for citation in citations:
            if isinstance(citation, Section):
                assert citation.title in headings, (key, citation)
            else:
                rule = edition.get(citation.number)
                assert _fold(citation.words) in _fold(rule.text), (key, citation, rule.text)


@pytest.mark.parametrize("edition", [info.id for info in store.editions()])
def test_every_cited_number_exists_in_its_edition(edition):
    numbers = store.load(edition).by_number
    for key, cited in Citations(edition).all().items():
        for number in cited:
            assert number in numbers, (edition, key, number)


def test_sections_are_found_by_title_in_older_editions():
    assert Citations("2025-06-02")("burn_out")[0] == "607"  # Burn Out was 607 then
    assert "440" not in Citations("2025-06-02")("burn")  # there was no Burn section
    assert Citations("2026-03-30")("burn_out")[0] == "431"


def test_rules_are_traced_into_other_editions():
    assert "607.2.b" in Citations("2025-06-02")("burn_out.point")  # 431.2.c
    assert Citations("2026-10-09")("burn") == ("441.1", "441.4")  # partial edition


def test_every_ref_is_a_rule_of_the_reference_edition():
    edition = store.load(REFERENCE)
    refs = [c for citations in TABLE.values() for c in citations if isinstance(c, Ref)]
    assert all(ref.number in edition for ref in refs)


def test_a_citation_of_another_shape_fails_loudly():
    import pytest

    from riftrules.engine.citations import Ref, Section, _citation

    assert _citation("k", {"section": "Draw"}) == Section("Draw")
    assert _citation("k", {"rule": "413.1", "words": "a"}) == Ref("413.1", "a")
    with pytest.raises(ValueError, match="neither a section nor a rule"):
        _citation("k", {"rule": "413.1"})
