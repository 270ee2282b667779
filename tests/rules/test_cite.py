"""Citation checking, pinned on the seeds' real citations."""

from pathlib import Path

import pytest

from riftrules.rules.cite import check_text, named_edition

SEEDS = Path(__file__).resolve().parents[1] / "fixtures" / "seeds"


def classify(name: str, **kwargs) -> list[tuple[str, str, str | None]]:
    text = (SEEDS / name).read_text(encoding="utf-8")
    return [(c.citation.number, c.status, c.suggestion) for c in check_text(text, **kwargs)]


def test_the_burn_page_names_the_october_2026_edition():
    assert named_edition((SEEDS / "burn-page.txt").read_text(encoding="utf-8")) == "2026-10-09"


def test_burn_page_against_its_own_partial_edition():
    checks = classify("burn-page.txt", edition="2026-10-09")
    quoted = {"441.1", "441.1.a", "441.2", "441.2.a", "441.3.a", "441.4"}
    for number, status, _ in checks:
        assert status == ("ok" if number in quoted else "unverifiable"), number
    assert {n for n, s, _ in checks if s == "unverifiable"} == {
        "441",
        "432.1",
        "432.1.b",
        "432.2",
        "432.3",
        "432.3.a",
        "432.3.c.1",
        "829.1.b",
    }


def test_burn_page_against_the_newest_complete_edition_is_stale():
    """Burn moved from 440 (2026-07-16) to 441 (2026-10-09): each quoted citation is stale,
    with the number it has in 2026-07-16; the rest cannot be seen in the partial edition."""
    checks = classify("burn-page.txt")
    stale = {number: suggestion for number, status, suggestion in checks if status == "stale"}
    assert stale == {
        "441.1": "440.1",
        "441.1.a": "440.1.a",
        "441.2": "440.2",
        "441.2.a": "440.2.a",
        "441.3.a": "440.3.a",
        "441.4": "440.4",
    }
    assert {s for n, s, _ in checks if n not in stale} == {"unverifiable"}


def test_burn_out_page_cites_the_current_numbers():
    checks = classify("burn-out-rules-431.txt")
    assert len(checks) == 18  # "Section 431", its 16 rules, "See rule 367"
    assert {status for _, status, _ in checks} == {"ok"}


def test_burn_out_numbers_are_stale_in_an_older_edition():
    checks = classify("burn-out-rules-431.txt", edition="2025-12-01", written_for="2026-07-16")
    assert ("431.2.b", "stale", "418.2.b") in checks
    assert ("367", "stale", "364") in checks  # Replacement Effects


def test_quick_reference_and_italian_faq():
    checks = classify("turn-scoring-quick-reference.txt")
    assert checks == [
        ("467–476", "ok", None),
        ("431.1.a", "ok", None),
        ("431.2", "ok", None),
        ("431.3", "ok", None),
    ]


def test_rules_excerpts():
    assert classify("rules-excerpts.txt") == [
        ("178.1.a.1.a", "ok", None),
        ("359.3.e.12.a", "ok", None),
    ]


@pytest.mark.parametrize(
    ("text", "edition", "expected"),
    [
        # a written section title that no longer matches the number
        ("See rule 367. Replacement Effects for more information.", "2025-10", ("stale", "364")),
        # a number that does not exist: where did that number's rule go?
        ("Core Rules 607.2.b", "2026-07-16", ("dangling", "431.2.c")),
        ("rule 999.1", "2026-07-16", ("dangling", None)),
        ("CR 431.2.b", "2026-10-09", ("unverifiable", None)),
    ],
)
def test_statuses(text, edition, expected):
    (check,) = check_text(text, edition)
    assert (check.status, check.suggestion) == expected


def test_a_number_the_edition_written_for_lacks_dangles_there_not_in_the_target():
    (found,) = check_text("CR 809.1.c", "2026-07-16", "2025-12-01")
    assert found.status == "dangling" and found.edition == "2025-12-01"
    assert found.suggestion is None and "2026-07-16" in found.warning
