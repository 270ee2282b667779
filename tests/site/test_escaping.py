"""Card and rule text is escaped in HTML: a text containing <script> shows as text."""

from __future__ import annotations

import dataclasses

import markdown

from riftrules.cards import pool
from riftrules.site.card_pages import card_page
from riftrules.site.pages import Page

EVIL = '<script>alert("pwned")</script> [Burn 1]. <img src=x onerror=alert(1)>'


def rendered(page: Page) -> str:
    """The page's markdown rendered with the extensions the site uses."""
    body = page.markdown().split("---\n", 2)[2]
    return markdown.markdown(
        body,
        extensions=[
            "attr_list",
            "md_in_html",
            "tables",
            "pymdownx.superfences",
            "pymdownx.details",
        ],
    )


def test_a_card_text_with_a_script_tag_shows_as_text(monkeypatch):
    card = dataclasses.replace(
        pool.find("Death Mark"), id="TST-001", name="<b>Evil</b> Card", text=EVIL, printed=EVIL
    )
    found = pool.find
    monkeypatch.setattr(pool, "find", lambda wanted: card if wanted == card.name else found(wanted))
    page = card_page(card, "2026-07-16")
    html = rendered(page)
    assert "<script>" not in html and "<img" not in html and "<b>Evil" not in html
    assert "&lt;script&gt;alert(&quot;pwned&quot;)&lt;/script&gt;" in html
    assert "&lt;b&gt;Evil&lt;/b&gt; Card" in html
    assert "&lt;b&gt;Evil&lt;/b&gt; Card" in page.markdown().split("---")[1]  # the title too
    assert 'data-rr="2026-07-16/440"' in html  # the keyword is still linked
