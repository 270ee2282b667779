"""Writing the generated part of the site into a build folder.

:func:`generate` writes every page's markdown and every data file (preview indexes, the
browser runtime) under ``<out>/docs/`` and returns their paths relative to it; the MkDocs hook
(``site/hooks.py``, through :mod:`riftrules.site.mkdocs_hooks`) adds them to the site as if
they were in the docs folder. Nothing generated goes into the repository.
"""

from __future__ import annotations

import shutil
import time
from collections.abc import Callable, Iterable
from dataclasses import dataclass, field
from pathlib import Path

from riftrules.site import previews, rule_pages
from riftrules.site.pages import Page

REPO = Path(__file__).resolve().parents[3]
BUILD = REPO / "build"


@dataclass
class Options:
    """What to build. The defaults build everything; tests build less."""

    out: Path = BUILD / "site-src"
    editions: list[str] | None = None  # edition ids (None: all)
    cards: list[str] | None = None  # card ids or names (None: the whole pool)
    runtime: bool = True  # vendor Pyodide and the wheels for running examples in the browser
    scenarios: bool = True
    log: Callable[[str], None] = print

    @classmethod
    def from_mapping(cls, values: dict) -> Options:
        known = {
            k: v for k, v in values.items() if k in ("editions", "cards", "runtime", "scenarios")
        }
        if "out" in values:
            known["out"] = Path(values["out"])
        return cls(**known)


@dataclass
class Generated:
    root: Path  # <out>/docs
    files: list[str] = field(default_factory=list)  # paths relative to root, "/"-separated


def write(root: Path, relative: str, content: str | bytes) -> None:
    path = root / relative
    path.parent.mkdir(parents=True, exist_ok=True)
    if isinstance(content, bytes):
        path.write_bytes(content)
    else:
        path.write_text(content, encoding="utf-8")


def generate(options: Options) -> Generated:
    """Write the generated pages and data files; return what was written."""
    root = options.out / "docs"
    if root.exists():
        shutil.rmtree(root)
    root.mkdir(parents=True)
    result = Generated(root)

    def emit(pages: Iterable[Page], what: str) -> None:
        started = time.perf_counter()
        count = 0
        for page in pages:
            write(root, page.path, page.markdown())
            result.files.append(page.path)
            count += 1
        elapsed = time.perf_counter() - started
        options.log(f"riftrules site: {count} {what} pages in {elapsed:.1f} s")

    from riftrules.site import card_pages

    editions = rule_pages.Editions.of(options.editions)
    cards = card_pages.selected(options.cards)
    card_urls = card_pages.card_urls()  # every card of the pool, even when few get a page
    emit(rule_pages.pages(editions, options.out / "cache" / "graphs", card_urls), "rules")
    for info in editions.all:
        write(root, previews.preview_path(info.id), previews.preview_index(info.id))
        result.files.append(previews.preview_path(info.id))
    from riftrules.site import diff_pages, lint_pages, scenario_pages

    emit(diff_pages.pages(editions), "diff")
    emit(card_pages.pages(cards, editions.current.id), "card")
    emit(lint_pages.pages(editions.current.id), "lint")
    if options.scenarios:
        emit(scenario_pages.pages(card_urls), "scenario")
    if options.runtime:
        from riftrules.site import runtime

        result.files += runtime.vendor(root, options.out / "cache", options.log)
    return result
