"""Where pages and rules live: URLs that carry what they show, every rule on one page."""

from __future__ import annotations

from riftrules import urls
from riftrules.rules import store
from riftrules.site.layout import layout


def test_urls_carry_edition_number_and_title():
    found = layout("2026-07-16")
    assert found.sections["431"].url == "rules/2026-07-16/431-burn-out/"
    assert found.url("431.2.b") == "rules/2026-07-16/431-burn-out/#431.2.b"
    assert found.url("431") == "rules/2026-07-16/431-burn-out/"
    assert urls.card_url(urls.slug("Death Mark")) == "cards/death-mark/"
    assert urls.slug("Kai'Sa, Daughter of the Void") == "kaisa-daughter-of-the-void"


def test_relative_links():
    here = "rules/2026-07-16/431-burn-out/"
    assert urls.relative(here, "rules/2026-07-16/440-burn/#440.4") == "../440-burn/#440.4"
    assert urls.relative(here, here + "#431.2") == "#431.2"
    assert urls.relative(here, "") == "../../../"
    assert urls.relative("", "cards/death-mark/") == "cards/death-mark/"
    assert urls.relative("cards/death-mark/", "cards/") == "../"


def test_every_rule_of_every_edition_is_on_exactly_one_page():
    for info in store.editions():
        found = layout(info.id)
        numbers = set(store.load(info.id).by_number)
        assert set(found.page_of) == numbers
        placed = [rule.number for s in found.sections.values() for rule in s.rules]
        assert sorted(placed) == sorted(numbers)


def test_a_rule_with_a_missing_parent_goes_to_its_nearest_section():
    assert layout("2025-10").section_of("450.3.d.1").number == "446"


def test_the_partial_edition_borrows_its_section_titles():
    section = layout("2026-10-09").sections["441"]
    assert (section.title, section.title_from, section.kind) == ("Burn", "2026-07-16", "partial")
    assert section.url == "rules/2026-10-09/441-burn/"


def test_card_slugs_are_unique():
    from riftrules.cards import pool

    slugs = urls.card_slugs(pool.load())
    assert len(set(slugs.values())) == len(slugs) == 931
