"""Generating the site's Markdown source, apart from rendering it.

:func:`generate` writes the whole source of the site under ``<out>/``: ``docs/`` holds the
hand-written pages of ``site/docs/`` (their ``[text](rule:431.2)`` links resolved, their
``riftbound`` examples run and their output embedded) beside every generated page and data file
(preview indexes, search data, the browser runtime), ``overrides/`` the theme's, and
``build/mkdocs.yml`` is ``site/mkdocs.yml`` pointed at them. Any renderer that reads
``mkdocs.yml`` then renders it into ``build/site/``, with no hook or plugin of ours:
``mkdocs build -f build/mkdocs.yml`` or ``zensical build -f build/mkdocs.yml``. Nothing
generated goes into the repository.
"""

from __future__ import annotations

import os
import posixpath
import re
import shutil
import time
from collections.abc import Callable, Iterable
from dataclasses import dataclass, field
from pathlib import Path

import yaml

from riftrules import urls
from riftrules.site import examples, previews, rule_pages
from riftrules.site.links import UnknownRuleReference, rule_url
from riftrules.site.pages import Page

REPO = Path(__file__).resolve().parents[3]
BUILD = REPO / "build"
SITE = REPO / "site"
# Where the site says it lives (MkDocs' site_url): its sitemap lists the pages under it, and
# Material's instant navigation reads the sitemap (it uses the paths, so any host serves it).
SITE_URL = "http://127.0.0.1:8000/"


class SiteError(RuntimeError):
    """The source cannot be generated: an unknown rule reference, an example that raises."""


@dataclass
class Options:
    """What to generate. The defaults generate everything; tests generate less."""

    out: Path = BUILD / "site-src"
    site_dir: Path | None = None  # where the renderer writes the site (None: <out>/../site)
    docs: Path = SITE / "docs"  # the hand-written pages
    site_url: str = SITE_URL
    editions: list[str] | None = None  # edition ids (None: all)
    cards: list[str] | None = None  # card ids or names (None: the whole pool)
    runtime: bool = True  # vendor Pyodide and the wheels for running examples in the browser
    scenarios: bool = True
    log: Callable[[str], None] = print


@dataclass
class Generated:
    root: Path  # <out>/docs
    config: Path  # <out>/mkdocs.yml
    files: list[str] = field(default_factory=list)  # paths relative to root, "/"-separated


def write(root: Path, relative: str, content: str | bytes) -> None:
    path = root / relative
    path.parent.mkdir(parents=True, exist_ok=True)
    if isinstance(content, bytes):
        path.write_bytes(content)
    else:
        path.write_text(content, encoding="utf-8")


_RULE_LINK = re.compile(r"\]\(rule:(?P<target>[^)\s]+)\)")


def rule_links(markdown: str, page_src: str) -> str:
    """``[text](rule:431.2)`` -> a link to rule 431.2 of the current edition (the newest
    complete one); ``rule:2025-06-02/607`` names the edition. An unknown rule fails."""

    def replace(match: re.Match[str]) -> str:
        edition, _, number = match["target"].rpartition("/")
        path, _, anchor = rule_url(edition or None, number).partition("#")
        source = urls.source_path(path)
        relative = posixpath.relpath(source, posixpath.dirname(page_src) or ".")
        return f"]({relative}{'#' + anchor if anchor else ''})"

    return _RULE_LINK.sub(replace, markdown)


def source(markdown: str, where: str) -> str:
    """A page's final Markdown: its rule links resolved and its examples run."""
    try:
        markdown = rule_links(markdown, where)
    except (UnknownRuleReference, LookupError) as error:
        raise SiteError(f"{where}: unknown rule reference: {error}") from None
    try:
        return examples.execute(markdown, where)
    except examples.ExampleFailed as error:
        raise SiteError(str(error)) from None


OVERRIDES = "overrides"


def site_dir(options: Options) -> Path:
    return options.site_dir or options.out.parent / "site"


def config_path(options: Options) -> Path:
    """Where the generated configuration goes: the folder holding both the source and the
    site (``build/mkdocs.yml`` for ``build/site-src/`` and ``build/site/``)."""
    common = os.path.commonpath([options.out.resolve(), site_dir(options).resolve()])
    return Path(common) / "mkdocs.yml"


def config(options: Options, root: Path) -> str:
    """``site/mkdocs.yml`` pointed at the generated source, with no hook."""
    loaded = yaml.safe_load((SITE / "mkdocs.yml").read_text(encoding="utf-8"))
    # Zensical wants the docs, the theme overrides and the site inside the folder of the
    # configuration: paths relative to it.
    project = config_path(options).parent

    def inside(path: Path) -> str:
        return path.resolve().relative_to(project).as_posix()

    loaded["docs_dir"] = inside(root)
    loaded["site_dir"] = inside(site_dir(options))
    loaded["site_url"] = options.site_url
    loaded["theme"]["custom_dir"] = inside(options.out / OVERRIDES)
    loaded.pop("hooks", None)
    head = "# Generated by `riftrules site generate` from site/mkdocs.yml: edit that one.\n"
    return head + yaml.safe_dump(loaded, sort_keys=False, allow_unicode=True)


def generate(options: Options) -> Generated:
    """Write the site's whole source; return what was written."""
    started = time.perf_counter()
    root = options.out / "docs"
    if root.exists():
        shutil.rmtree(root)
    shutil.copytree(options.docs, root)
    result = Generated(root, config_path(options))
    for path in sorted(root.rglob("*.md")):
        where = path.relative_to(root).as_posix()
        path.write_text(source(path.read_text(encoding="utf-8"), where), encoding="utf-8")

    def emit(pages: Iterable[Page], what: str) -> None:
        begun = time.perf_counter()
        count = 0
        for page in pages:
            # Written as the generator made it: a generated page carries text from data, and
            # nothing in data is code (the generator runs its own examples itself).
            write(root, page.path, page.markdown())
            result.files.append(page.path)
            count += 1
        options.log(f"riftrules site: {count} {what} pages in {time.perf_counter() - begun:.1f} s")

    def data(relative: str, content: str | bytes) -> None:
        write(root, relative, content)
        result.files.append(relative)

    from riftrules.site import (
        card_pages,
        diff_pages,
        history_pages,
        ir_pages,
        lint_pages,
        scenario_pages,
        search,
        stable,
    )

    vendoring = None
    if options.runtime:  # Pyodide and the wheels (pip builds ours): beside the pages, not after
        from concurrent.futures import ThreadPoolExecutor

        from riftrules.site import runtime

        pool = ThreadPoolExecutor(max_workers=1)
        vendoring = pool.submit(runtime.vendor, root, options.out / "cache", options.log)
        pool.shutdown(wait=False)
    editions = rule_pages.Editions.of(options.editions)
    cards = card_pages.selected(options.cards)
    card_urls = card_pages.card_urls()  # every card of the pool, even when few get a page
    graphs = options.out / "cache" / "graphs"
    emit(rule_pages.pages(editions, graphs, card_urls, options.scenarios), "rules")
    for info in editions.all:
        data(previews.preview_path(info.id), previews.preview_index(info.id))
    for relative, content in search.data(editions, cards, card_urls):
        data(relative, content)
    for relative, content in stable.pages(editions.current.id):
        data(relative, content)
    emit(history_pages.pages(editions), "history")
    emit(diff_pages.pages(editions), "diff")
    emit(card_pages.pages(cards, editions.current.id, options.scenarios), "card")
    emit(lint_pages.pages(editions.current.id), "lint")
    emit(ir_pages.pages(), "IR")
    data(*ir_pages.schema())
    if options.scenarios:
        emit(scenario_pages.pages(card_urls), "scenario")
    if vendoring is not None:
        result.files += vendoring.result()
    overrides = options.out / OVERRIDES
    if overrides.exists():
        shutil.rmtree(overrides)
    shutil.copytree(SITE / OVERRIDES, overrides)
    result.config.write_text(config(options, root), encoding="utf-8")
    options.log(
        f"riftrules site: source generated in {time.perf_counter() - started:.1f} s "
        f"into {options.out}"
    )
    return result
