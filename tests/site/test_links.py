"""Citations become links into the same edition; an unknown rule stops the build."""

from __future__ import annotations

import pytest

from riftrules.rules.references import references
from riftrules.site.links import KNOWN_DANGLING, UnknownRuleReference, linked_text, rule_href

PAGE = "rules/2026-07-16/431-burn-out/"


def test_a_citation_links_to_its_rule_in_the_same_edition():
    html = linked_text("See rule 440.4 for more.", "2026-07-16", PAGE)
    assert (
        '<a href="../440-burn/#440.4" class="rr-ref" data-rr="2026-07-16/440.4">rule 440.4</a>'
        in html
    )


def test_a_range_links_both_ends():
    html = linked_text("CR 467–476", "2026-07-16", PAGE)
    assert html.count('class="rr-ref"') == 2
    assert 'data-rr="2026-07-16/467"' in html and 'data-rr="2026-07-16/476"' in html


def test_an_unknown_rule_reference_raises():
    with pytest.raises(UnknownRuleReference, match=r"no rule 999\.9"):
        linked_text("See rule 999.9.", "2026-07-16", PAGE, source="431.5")
    with pytest.raises(UnknownRuleReference):
        rule_href("2026-07-16", "999.9", PAGE)
    with pytest.raises(UnknownRuleReference):
        rule_href("1999-01-01", "431", PAGE)


def test_the_source_documents_own_dangling_citations_are_the_known_ones():
    """Every citation in the rulebook that names no rule is listed, and nothing else is."""
    dangling = {
        (edition, u.source, u.number)
        for edition in ("2025-06-02", "2025-10", "2025-12-01", "2026-03-30", "2026-07-16")
        for u in references(edition).unresolved
        if u.title is None
    }
    assert dangling == set(KNOWN_DANGLING)


def test_a_known_dangling_citation_is_shown_not_linked():
    html = linked_text("See 107.5. Banishment.", "2026-03-30", PAGE, source="427.1")
    assert 'class="rr-dangling"' in html and "<a" not in html.split("rr-dangling")[1][:60]


def test_a_partial_edition_citation_it_does_not_show_is_unverifiable():
    html = linked_text("See rule 431.2.", "2026-10-09", "rules/2026-10-09/441-burn/")
    assert 'class="rr-unverifiable"' in html


def test_rule_text_is_escaped():
    html = linked_text('<script>alert("x")</script> & rule 431', "2026-07-16", PAGE)
    assert "<script>" not in html
    assert "&lt;script&gt;alert(&quot;x&quot;)&lt;/script&gt; &amp;" in html


def test_terms_get_a_tooltip_link_once():
    html = linked_text(
        "A player must Recycle and Recycle again.", "2026-07-16", PAGE, source="431.1"
    )
    assert html.count('class="rr-term"') == 1
    assert 'title="' in html


def test_a_rule_link_in_a_page_is_written_relative_to_the_page():
    from riftrules.site.build import rule_links

    markdown = "[a](rule:431.2) [b](rule:2025-06-02/607) [c](rule:431.2.)"
    assert rule_links(markdown, "guide/extra.md") == (
        "[a](../rules/2026-07-16/431-burn-out.md#431.2) "
        "[b](../rules/2025-06-02/607-burn-out.md) "
        "[c](../rules/2026-07-16/431-burn-out.md#431.2)"
    )
    with pytest.raises(UnknownRuleReference, match=r"no rule 999\.9"):
        rule_links("[x](rule:999.9)", "extra.md")


@pytest.mark.parametrize(
    ("number", "written", "target"),
    [
        ("413.2.a", "Draw Phase", "315-start-of-turn/#315.4"),  # not 413 Draw
        ("115.1.a", "Mode of Play", "481-modes-of-play/"),  # not Play
    ],
)
def test_a_term_links_the_longest_name_to_its_own_rule(number, written, target):
    from riftrules.rules import store

    text = store.load("2026-07-16").by_number[number].text
    html = linked_text(text, "2026-07-16", "rules/2026-07-16/x/", number)
    assert f'href="../{target}" class="rr-term"' in html
    assert f">{written}</a>" in html
