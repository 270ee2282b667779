"""Rulings on card pages and rule pages: the official answers, escaped, with their source, the
edition they were written for, and where their rules are now."""

from __future__ import annotations

import html
from pathlib import Path

from riftrules import rulings
from riftrules.cards import pool
from riftrules.site import card_pages
from riftrules.site.rulings import section


def test_a_card_page_shows_its_rulings():
    card = pool.find("Hidden Blade")
    body = card_pages.card_page(card, "2026-07-16").body
    found = rulings.for_card(card)
    assert f"Rulings ({len(found)})" in body
    for ruling in found:
        assert html.escape(ruling.question, quote=True) in body
    assert 'href="https://grentontv.github.io/' in body  # the source, linked
    assert "written for the Core Rules of 2025-12-01" in body


def test_a_card_without_rulings_has_no_section():
    body = card_pages.card_page(pool.find("Annie, Fiery"), "2026-07-16").body
    assert 'id="rulings"' not in body


def test_a_changed_ruling_says_which_rule_changed_it():
    ruling = next(r for r in rulings.load() if r.id == "unleashed/results-of-combat")
    out = section([ruling], "rules/2026-07-16/466-step-3-the-resolution-step/", "x")
    assert "Rule 461.3.d (2026-03-30) was reworded in 2026-07-16" in out
    assert 'data-rr="2026-07-16/466.3.d"' in out  # now: linked into the current edition
    assert 'data-rr="2026-03-30/461.3.d"' in out  # its citation: into the edition it was for
    assert "rewrites rule 461.3.d: taken into the Core Rules in 2026-07-16" in out


def read(site: Path, url: str) -> str:
    return (site / url / "index.html").read_text(encoding="utf-8")


def test_rulings_in_the_built_site(built_site):
    card = read(built_site, "cards/hidden-blade")
    assert 'id="rulings"' in card and "Hidden Blade (Repeated)" in card
    rule = read(built_site, "rules/2026-07-16/466-step-3-the-resolution-step")
    assert 'id="ruling-unleashed-results-of-combat"' in rule
    old = read(built_site, "rules/2026-03-30/461-step-3-the-resolution-step")
    assert 'id="ruling-unleashed-results-of-combat"' in old
