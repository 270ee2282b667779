"""The MkDocs side of the site build (``site/hooks.py`` re-exports these hooks).

* ``on_config``: read what to build (``extra.riftrules`` in ``mkdocs.yml``, or the environment:
  ``RIFTRULES_SITE_EDITIONS``, ``RIFTRULES_SITE_CARDS``, ``RIFTRULES_SITE_RUNTIME``,
  ``RIFTRULES_SITE_SCENARIOS``);
* ``on_files``: generate the pages into the build folder and add them to the site;
* ``on_page_markdown``: on the project's own pages (``site/docs/``), resolve
  ``[text](rule:431.2)`` links (``rule:EDITION/NUMBER`` for another edition) and run the
  ``riftbound`` examples. A generated page is left as the generator wrote it: it carries text
  from data, and nothing in data is code (the generator runs its own examples itself).

Any failure (an unknown rule reference, an example that raises, no Graphviz) is a
``PluginError``: the build stops, with the reason on one line.
"""

from __future__ import annotations

import os
import posixpath
import re
import time

from mkdocs.config.defaults import MkDocsConfig
from mkdocs.exceptions import PluginError
from mkdocs.structure.files import File, Files
from mkdocs.structure.pages import Page as MkPage

from riftrules.site import examples, urls
from riftrules.site.build import Options, generate
from riftrules.site.links import UnknownRuleReference, rule_url

_state: dict[str, object] = {}
_RULE_LINK = re.compile(r"\]\(rule:(?P<target>[^)\s]+)\)")
_ENV = {
    "RIFTRULES_SITE_EDITIONS": "editions",
    "RIFTRULES_SITE_CARDS": "cards",
    "RIFTRULES_SITE_RUNTIME": "runtime",
    "RIFTRULES_SITE_SCENARIOS": "scenarios",
}


def _options(config: MkDocsConfig) -> Options:
    values = dict(config.extra.get("riftrules") or {})
    for variable, key in _ENV.items():
        given = os.environ.get(variable)
        if given is None:
            continue
        if key in ("runtime", "scenarios"):
            values[key] = given.strip().lower() not in ("0", "no", "false", "")
        else:
            values[key] = [item.strip() for item in given.split(";") if item.strip()] or None
    return Options.from_mapping(values)


def on_config(config: MkDocsConfig) -> MkDocsConfig:
    _state["options"] = _options(config)
    _state["started"] = time.perf_counter()
    return config


def on_files(files: Files, config: MkDocsConfig) -> Files:
    options = _state.get("options") or _options(config)
    try:
        generated = generate(options)
    except Exception as error:  # any failure stops the build on one line, as the docstring says
        raise PluginError(f"riftrules site: {type(error).__name__}: {error}") from None
    _state["generated"] = frozenset(generated.files)
    for relative in generated.files:
        if files.get_file_from_path(relative) is not None:
            raise PluginError(
                f"riftrules site: generated {relative} clashes with site/docs/{relative}"
            )
        files.append(File.generated(config, relative, abs_src_path=str(generated.root / relative)))
    return files


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


def on_page_markdown(markdown: str, page: MkPage, config: MkDocsConfig, files: Files) -> str:
    where = page.file.src_uri
    if where in _state.get("generated", ()):
        return markdown
    try:
        markdown = rule_links(markdown, where)
    except (UnknownRuleReference, LookupError) as error:
        raise PluginError(f"riftrules site: {where}: unknown rule reference: {error}") from None
    try:
        return examples.execute(markdown, where)
    except examples.ExampleFailed as error:
        raise PluginError(f"riftrules site: {error}") from None


def on_post_build(config: MkDocsConfig) -> None:
    started = _state.get("started")
    if isinstance(started, float):
        print(
            f"riftrules site: built in {time.perf_counter() - started:.1f} s into {config.site_dir}"
        )
