"""The site in a real browser (Playwright with Debian's chromium; no browser is downloaded):
the Burn Out page, a cross-link to its anchor, the site search, a card page, and an example
run in the browser by Pyodide."""

from __future__ import annotations

import os
import re
from pathlib import Path

import pytest

CHROMIUM = Path("/usr/bin/chromium")
ARGS = [
    "--no-sandbox",
    "--disable-gpu",
    "--disable-background-networking",
    "--disable-component-update",
    "--no-first-run",
    "--disable-sync",
]


@pytest.fixture(scope="module")
def browser():
    if not CHROMIUM.exists():
        if os.environ.get("CI"):
            pytest.fail("chromium is missing at /usr/bin/chromium (.ci/run installs it)")
        pytest.skip("no chromium at /usr/bin/chromium (apt-get install chromium)")
    playwright = pytest.importorskip("playwright.sync_api")
    with playwright.sync_playwright() as p:
        launched = p.chromium.launch(executable_path=str(CHROMIUM), headless=True, args=ARGS)
        try:
            yield launched
        finally:
            launched.close()


@pytest.fixture
def page(browser, site_url):
    context = browser.new_context(viewport={"width": 1280, "height": 900})
    opened = context.new_page()
    requested: list[str] = []
    opened.on("request", lambda request: requested.append(request.url))
    opened.requested = requested  # type: ignore[attr-defined]
    yield opened
    context.close()
    outside = [
        url for url in requested if not url.startswith(site_url) and not url.startswith("data:")
    ]
    assert outside == [], f"the site asked another host for: {outside[:5]}"


def test_burn_out_cross_link_search_card_and_example(page, site_url):
    from playwright.sync_api import expect

    # The Burn Out page, its rules anchored by number.
    page.goto(site_url + "rules/2026-07-16/431-burn-out/")
    expect(page.locator("h1")).to_have_text("431. Burn Out")
    expect(page.locator('[id="431.2.b"]')).to_contain_text("Recycles their trash")

    # A hover preview of a linked rule.
    link = page.locator('a[data-rr="2026-07-16/440.4"]').first
    link.hover()
    expect(page.locator(".rr-preview")).to_contain_text("When Burning is part of an effect")

    # A cross-link to a rule of another section lands on its anchor.
    link.click()
    expect(page).to_have_url(re.compile(r"/rules/2026-07-16/440-burn/#440\.4$"))
    expect(page.locator('[id="440.4"]')).to_be_in_viewport()

    # The site search finds "burn out".
    search = page.locator("input.md-search__input")
    search.click()
    search.fill("burn out")
    result = page.locator(".md-search-result__item a[href*='2026-07-16/431-burn-out']").first
    expect(result).to_be_visible(timeout=60_000)
    expect(result).to_contain_text("Burn Out")
    result.click()
    expect(page).to_have_url(re.compile(r"/rules/2026-07-16/431-burn-out/"))

    # A card page, reached from the cards list.
    page.goto(site_url + "cards/")
    page.locator("a", has_text=re.compile(r"^Death Mark$")).first.click()
    expect(page).to_have_url(re.compile(r"/cards/death-mark/$"))
    expect(page.locator("h1")).to_have_text("Death Mark")

    # Its example, run in the browser: the output is replaced by what Pyodide printed.
    example = page.locator(".rr-example").first
    example.locator("code").first.evaluate("element => { element.textContent = '' }")
    example.locator(".rr-run-button").click()
    expect(example).to_have_attribute("data-state", "done", timeout=240_000)
    expect(example.locator(".rr-run-status")).to_have_text("ran in your browser")
    expect(example.locator(".rr-output")).to_contain_text("uses 440 Burn")
