"""Editions by the names their documents print: a version, a set, an alias, in any spelling."""

import re

import pytest

from riftrules.rules import store


@pytest.mark.parametrize(
    ("printed", "edition"),
    [
        ("v1.2", "2025-12-01"),
        ("Spiritforged", "2025-12-01"),
        ("Core Rules v1.2", "2025-12-01"),
        ("Riftbound Core Rules v1.3", "2026-03-30"),
        ("unleashed", "2026-03-30"),
        ("Vendetta", "2026-07-16"),
        ("v1.1", "2025-10"),
    ],
)
def test_an_edition_by_the_name_its_document_prints(printed, edition):
    assert store.edition_info(printed).id == edition


def test_printed_names_come_from_the_titles_in_editions_json():
    names = store.printed_names()
    for info in store.editions():
        for version in re.findall(r"\bv(\d+(?:\.\d+)+)", info.title):
            assert names[version] == info


def test_a_post_naming_core_rules_v1_2_is_read_for_that_edition(cli):
    (check,) = cli("cite", "Core Rules v1.2 says CR 735.1.c", "--format", "json").json()
    assert check["status"] == "stale" and check["suggestion"] == "809.1.c"
