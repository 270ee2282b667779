"""Each node names the Core Rules it invokes, per edition."""

import pytest

from riftrules.cardtext.coverage import pool_texts
from riftrules.cardtext.parser import parse_text
from riftrules.cardtext.rules_invoked import rules_invoked
from riftrules.rules import store


def invoked(text: str, edition: str) -> dict[str, tuple[str, str | None]]:
    (line,) = parse_text(text).lines
    return {r.number: (r.term, r.via) for r in rules_invoked(line.node, edition)}


def test_burn_and_burn_out_follow_the_edition():
    assert invoked("[Burn 3].", "2026-07-16")["440"] == ("Burn", None)
    assert invoked("[Burn 3].", "2026-07-16")["431"] == ("Burn Out", "440")
    assert invoked("[Burn 3].", "2026-10-09") == {"441": ("Burn", None)}


def test_activated_ability_in_the_launch_edition():
    found = invoked("[1][C], [E]: Draw 1.", "2025-06-02")
    assert found["576"][0] == "Activated Abilities"
    assert found["591"][0] == "Draw"
    assert found["607"] == ("Burn Out", "591")


@pytest.mark.parametrize("edition", ["2025-06-02", "2026-03-30", "2026-07-16"])
def test_every_number_printed_exists_in_its_edition(edition):
    rules = store.load(edition)
    for text in list(pool_texts())[:200]:
        for line in parse_text(text).lines:
            for found in rules_invoked(line.node, edition):
                assert found.number in rules, (found, text)
