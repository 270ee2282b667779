"""The site in a real browser (Playwright with Debian's chromium; no browser is downloaded), on
a desktop and a phone: search (a card name, a current and an older rule number), previews
(a section link, a tap on a phone), the card index's filter, the dark scheme, axe-core on a
sample of pages, and examples run by one Pyodide across instant navigation. No request may
leave the local server."""

from __future__ import annotations

import re
from pathlib import Path

import pytest

AXE = Path(__file__).resolve().parents[2] / "site" / "node_modules" / "axe-core" / "axe.min.js"
SIZES = {
    "desktop": {"viewport": {"width": 1280, "height": 900}},
    "phone": {
        "viewport": {"width": 390, "height": 844},
        "device_scale_factor": 2,
        "is_mobile": True,
        "has_touch": True,
    },
}


def _open(browser, site_url, size, **options):
    context = browser.new_context(**SIZES[size], **options)
    context.set_default_timeout(20_000)
    opened = context.new_page()
    requested: list[str] = []
    opened.on("request", lambda request: requested.append(request.url))
    return context, opened, requested


def _no_other_host(requested, site_url):
    outside = [u for u in requested if not u.startswith(site_url) and not u.startswith("data:")]
    assert outside == [], f"the site asked another host for: {outside[:5]}"


@pytest.fixture(params=list(SIZES))
def page(request, browser, site_url):
    context, opened, requested = _open(browser, site_url, request.param)
    opened.size = request.param  # type: ignore[attr-defined]
    opened.requested = requested  # type: ignore[attr-defined]
    yield opened
    context.close()
    _no_other_host(requested, site_url)


@pytest.fixture
def phone(browser, site_url):
    context, opened, requested = _open(browser, site_url, "phone")
    yield opened
    context.close()
    _no_other_host(requested, site_url)


def search(page, query: str):
    """Open the search (a button on a phone) and type ``query``; the answers list."""
    if page.size == "phone":  # type: ignore[attr-defined]
        page.locator("label.md-header__button[for='__search']").click()
    box = page.locator("input.md-search__input")
    box.click()
    box.fill(query)
    return page.locator(".rr-search-answers .rr-search-answer")


def test_search_finds_a_card_by_name_first(page, site_url):
    from playwright.sync_api import expect

    page.goto(site_url)
    answers = search(page, "Death Mark")
    expect(answers.first).to_contain_text("Death Mark")
    expect(answers.first.locator("a")).to_have_attribute("href", re.compile(r"/cards/death-mark/$"))
    answers.first.locator("a").click()
    expect(page).to_have_url(re.compile(r"/cards/death-mark/$"))
    # the page's own heading: Material's search results (kept in the header) have h1 titles
    expect(page.locator(".md-content h1")).to_have_text("Death Mark")


def test_a_rule_number_opens_that_rule(page, site_url):
    from playwright.sync_api import expect

    page.goto(site_url)
    answers = search(page, "431.2.b")
    expect(answers.first).to_contain_text("Rule 431.2.b")
    expect(answers.first).to_contain_text("Recycles their trash")
    page.locator("input.md-search__input").press("Enter")
    expect(page).to_have_url(re.compile(r"/rules/2026-07-16/431-burn-out/#431\.2\.b$"))
    expect(page.locator('[id="431.2.b"]')).to_be_in_viewport()


@pytest.mark.parametrize("spelled", ["431.2b", "CR 431.2.b"])
def test_a_rule_number_as_the_command_line_accepts_it(page, site_url, spelled):
    from playwright.sync_api import expect

    page.goto(site_url)
    expect(search(page, spelled).first).to_contain_text("Rule 431.2.b")


def test_search_finds_a_misspelt_card(page, site_url):
    from playwright.sync_api import expect

    page.goto(site_url)
    answers = search(page, "Deth Mark")
    expect(answers.first).to_contain_text("Death Mark")
    expect(answers.first.locator("a")).to_have_attribute("href", re.compile(r"/cards/death-mark/$"))


def test_an_older_editions_number_is_traced_with_a_note(page, site_url):
    from playwright.sync_api import expect

    page.goto(site_url)
    answers = search(page, "607")
    traced = answers.filter(has_text="Rule 607 of 2025-06-02 is now 431")
    expect(traced).to_have_count(1)
    expect(traced).to_contain_text("traced to 2026-07-16")
    traced.locator("a").click()
    expect(page).to_have_url(re.compile(r"/rules/2026-07-16/431-burn-out/$"))
    search(page, "999.9")
    expect(page.locator(".rr-search-answers")).to_contain_text("No rule 999.9 in any edition")


def point_at(page, link) -> None:
    """Hover a link on a desktop, tap it on a phone: how each asks for a preview."""
    if page.size == "phone":  # type: ignore[attr-defined]
        link.tap()
    else:
        link.hover()


def test_a_section_link_previews_its_first_rules(page, site_url):
    from playwright.sync_api import expect

    page.goto(site_url + "cards/death-mark/")
    point_at(page, page.locator('.rr-card-text a[data-rr="2026-07-16/440"]').first)
    preview = page.locator(".rr-preview")
    expect(preview).to_be_visible()
    expect(preview).to_contain_text("440.1")  # the first rules, not only the title
    expect(page).to_have_url(re.compile(r"/cards/death-mark/$"))  # a tap previews, not navigates


def test_a_tap_on_a_phone_previews_with_a_way_through(phone, site_url):
    from playwright.sync_api import expect

    phone.goto(site_url + "rules/2026-07-16/431-burn-out/")
    link = phone.locator('a[data-rr="2026-07-16/440.4"]').first
    link.tap()
    preview = phone.locator(".rr-preview")
    expect(preview).to_be_visible()
    expect(preview).to_contain_text("When Burning is part of an effect")
    expect(phone).to_have_url(re.compile(r"/431-burn-out/$"))  # the tap did not navigate
    preview.locator(".rr-preview-go").tap()
    expect(phone).to_have_url(re.compile(r"/rules/2026-07-16/440-burn/#440\.4$"))


def _cards_query(text: str, also) -> int:
    """How many cards ``riftrules cards`` finds for ``text`` that also pass ``also``."""
    from riftrules.cards import pool, query
    from riftrules.lint.data import keywords

    tree = query.parse(text)
    return sum(
        1 for c in pool.load() if also(c) and query.matches(tree, query.facts(c, keywords()))
    )


def _ven_spell(card) -> bool:
    return card.set == "VEN" and card.type == "Spell"


def test_the_card_index_filters_and_reads_on_a_phone(page, site_url):
    from playwright.sync_api import expect

    page.goto(site_url + "cards/")
    form = page.locator(".rr-card-filter")
    form.locator("select[name='set']").select_option("VEN")
    form.locator("select[name='type']").select_option("Spell")
    form.locator("input[name='query']").fill("death")
    shown = page.locator(".rr-card-list > li:visible")
    expect(shown.filter(has_text="Death Mark")).to_have_count(1)
    expect(shown).to_have_count(_cards_query("death", _ven_spell))
    expect(form.locator(".rr-filter-count")).to_contain_text(re.compile(r"^\d+ of 931 cards$"))
    assert shown.count() < 10
    # the query language, as riftrules cards QUERY: text, phrases, fields, not, or
    wanted = 'o:"deal" -kw:deflect (energy<=2 or r:epic)'
    form.locator("input[name='query']").fill(wanted)
    expect(form.locator(".rr-query-error")).to_be_hidden()
    expected = _cards_query(wanted, _ven_spell)
    expect(form.locator(".rr-filter-count")).to_have_text(f"{expected} of 931 cards")
    form.locator("input[name='query']").fill("t:spell might>=x")
    expect(form.locator(".rr-query-error")).to_contain_text("column 16")
    form.locator("input[name='query']").fill("")
    form.locator("select[name='set']").select_option("")
    form.locator("select[name='type']").select_option("")
    form.locator("select[name='keyword']").select_option("Accelerate")
    assert page.locator(".rr-card-list > li:visible").count() >= 1
    # Names are whole: no card name wraps inside a word, nothing overflows the screen.
    broken = page.evaluate(
        """() => Array.from(document.querySelectorAll('.rr-card-list > li > a')).filter(
            (a) => a.offsetParent && a.scrollWidth > a.parentElement.clientWidth + 1).length"""
    )
    assert broken == 0
    assert page.evaluate("document.documentElement.scrollWidth <= window.innerWidth")


def test_the_dark_scheme_toggle(page, site_url):
    from playwright.sync_api import expect

    page.goto(site_url + "rules/2026-07-16/431-burn-out/")
    body = page.locator("body")
    before = body.get_attribute("data-md-color-scheme")
    page.locator("form[data-md-component='palette'] label:visible").first.click()
    expect(body).not_to_have_attribute("data-md-color-scheme", before or "")


def test_citations_are_underlined(page, site_url):
    page.goto(site_url + "rules/2026-07-16/431-burn-out/")
    decoration = page.locator(".rr-text a.rr-ref").first.evaluate(
        "a => getComputedStyle(a).textDecorationLine"
    )
    assert "underline" in decoration


# Each kind of page once, in the light scheme on a desktop; the most read in the dark on a phone.
SAMPLE = {
    ("desktop", "light"): (
        "rules/",
        "rules/2025-06-02/607-burn-out/",
        "rules/2026-10-09/441-burn/",
        "rules/history/431-burn-out/",
        "rules/history/last-in-2025-10/",
        "ir/NounPhrase/",
        "cards/",
        "diffs/2025-12-01-to-2026-03-30/",
        "scenarios/faq-death-mark-example/",
    ),
    ("phone", "dark"): ("", "rules/2026-07-16/431-burn-out/", "cards/death-mark/"),
}


# What axe-core finds in Material's own chrome, not in what we make: the search dialog and the
# progress bar of instant navigation have no accessible name, a code block's copy bar is a
# landmark without a label. Our pages, overrides and styles must cause no violation at all.
THEME = (".md-search", ".md-progress", ".md-code__nav")


def _ours(violations: list) -> list:
    return [
        [rule, targets]
        for rule, targets in violations
        if any(not any(t.endswith(own) for own in THEME) for t in map(" ".join, targets))
    ]


def test_axe_finds_nothing_our_templates_cause(browser, site_url):
    if not AXE.is_file():
        pytest.fail(f"axe-core is not installed at {AXE}: npm ci --prefix site")
    found = {}
    for (size, scheme), paths in SAMPLE.items():
        context, opened, requested = _open(browser, site_url, size, color_scheme=scheme)
        for path in paths:
            opened.goto(site_url + path)
            opened.add_script_tag(path=str(AXE))
            violations = opened.evaluate(
                """async () => (await axe.run(document, {resultTypes: ['violations']}))
                    .violations.map((v) => [v.id, v.nodes.map((n) => n.target)])"""
            )
            if _ours(violations):
                found[f"{scheme} {size} {path or '/'}"] = _ours(violations)
        context.close()
        _no_other_host(requested, site_url)
    assert found == {}


def test_instant_navigation_keeps_one_python_for_the_visit(page, site_url):
    from playwright.sync_api import expect

    page.goto(site_url)
    example = page.locator(".rr-example").first
    example.locator(".rr-output code").evaluate("element => { element.textContent = '' }")
    example.locator(".rr-run-button").click()
    expect(example).to_have_attribute("data-state", "done", timeout=240_000)
    expect(example.locator(".rr-output")).to_contain_text("431.2")
    page.evaluate("window.rrVisit = 'same page load'")
    # Material's instant navigation: the next page comes without a reload, on a phone as well.
    page.locator(".md-content a[href$='/examples/']").first.click()
    expect(page).to_have_url(re.compile(r"/examples/$"))
    assert page.evaluate("window.rrVisit") == "same page load"
    runtime = [u for u in page.requested if u.endswith("pyodide.asm.wasm")]  # type: ignore[attr-defined]
    assert len(runtime) == 1  # the first Run fetched it, once
    second = page.locator(".rr-example").first
    second.locator(".rr-run-button").click()
    expect(second).to_have_attribute("data-state", "done", timeout=20_000)
    expect(second.locator(".rr-run-status")).to_have_text("ran in your browser")
    again = [u for u in page.requested if u.endswith("pyodide.asm.wasm")]  # type: ignore[attr-defined]
    assert again == runtime  # the runtime was not fetched again


def test_a_rules_history_from_its_page(page, site_url):
    from playwright.sync_api import expect

    page.goto(site_url + "rules/2026-07-16/431-burn-out/")
    page.locator('[id="431.2.b"] a.rr-history-link').click()
    expect(page).to_have_url(re.compile(r"/rules/history/431-burn-out/#431\.2\.b$"))
    entry = page.locator(".rr-history-rule", has=page.locator('[id="431.2.b"]'))
    expect(entry).to_be_in_viewport()
    expect(entry.locator(".rr-version").first).to_contain_text("607.2.a")
    expect(entry).to_contain_text("renumbered from 418.2.b")


def test_a_diff_entry_with_its_section_and_counts(page, site_url):
    from playwright.sync_api import expect

    page.goto(site_url + "diffs/2026-03-30-to-2026-07-16/")
    expect(page.locator(".rr-diff-counts")).to_contain_text("edited")
    edited = page.locator(".rr-change.rr-edited").first
    expect(edited.locator(".rr-before del").first).to_be_visible()
    expect(edited.locator(".rr-after ins").first).to_be_visible()
    assert edited.locator(".rr-before ins").count() == 0
    unchanged = page.locator("details.rr-unchanged").first
    expect(unchanged.locator("ul")).to_be_hidden()  # collapsed until asked for
    unchanged.locator("summary").click()
    expect(unchanged.locator("ul")).to_be_visible()
    height = page.evaluate("document.documentElement.scrollHeight")
    print(f"diff page height on a {page.size}: {height:,} px")  # type: ignore[attr-defined]
    assert height < (
        105_000 if page.size == "desktop" else 200_000
    )  # 105,000 px on a desktop before


def test_pictures_are_legible_with_every_label_whole(page, site_url):
    page.goto(site_url + "rules/2026-07-16/440-burn/")
    svg = page.locator("svg.rr-graph-svg").first
    assert svg.get_attribute("aria-label").startswith("Section 440. Burn cites:")
    sizes = svg.evaluate(
        "s => Array.from(s.querySelectorAll('text')).map((t) => t.getBoundingClientRect().height)"
    )
    assert sizes and min(sizes) >= 10  # pixels on the screen, desktop and phone alike
    labels = svg.evaluate("s => Array.from(s.querySelectorAll('text')).map((t) => t.textContent)")
    assert not any(label.endswith("…") for label in labels)
    assert page.evaluate("document.documentElement.scrollWidth <= window.innerWidth")


def test_a_ruling_on_a_card_page(page, site_url):
    from playwright.sync_api import expect

    page.goto(site_url + "cards/disintegrate/")
    ruling = page.locator("#rulings ~ details.rr-ruling").first
    expect(ruling.locator("summary")).to_contain_text("How does Disintegrate work?")
    ruling.locator("summary").click()
    expect(ruling.locator(".rr-meta").first).to_contain_text("From ")
    expect(ruling.locator(".rr-meta").first).to_be_visible()
