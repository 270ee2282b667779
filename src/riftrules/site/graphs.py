"""Rule-neighbourhood pictures: for each section, the sections its rules cite and the sections
whose rules cite it, drawn by Graphviz (``dot``) as SVG at build time.

All the pictures of a build go through one ``dot`` process (a file of many graphs gives one SVG
after another), and each SVG is kept in a cache folder under the hash of its DOT source, so a
rebuild draws only what changed. Without ``dot`` the build stops with :class:`GraphvizMissing`:
a site without its pictures is not built quietly.
"""

from __future__ import annotations

import hashlib
import html
import re
import shutil
import subprocess
import textwrap
from collections import Counter
from pathlib import Path

from riftrules import urls
from riftrules.rules.references import references
from riftrules.site.layout import Layout, Section
from riftrules.site.markup import esc

NEIGHBOURS = 12  # sections shown each way, the most cited first
LABEL_WIDTH = 24  # characters a line of a node's label (titles are wrapped, never cut)


class GraphvizMissing(RuntimeError):
    """``dot`` is not installed."""


def dot_program() -> str:
    found = shutil.which("dot")
    if found is None:
        raise GraphvizMissing(
            "Graphviz's `dot` was not found on PATH: the rule-neighbourhood pictures need it "
            "(Debian/Ubuntu: apt-get install graphviz; macOS: brew install graphviz)"
        )
    return found


_UNDRAWABLE = re.compile(r"[\x00-\x09\x0b-\x1f\x7f\ud800-\udfff]")


def _quote(text: str) -> str:
    """A DOT string: backslashes and quotes escaped, a line break as DOT's ``\\n``, and what
    ``dot`` cannot take (control characters, lone surrogates) as U+FFFD."""
    text = _UNDRAWABLE.sub("\ufffd", text.replace("\\", "\\\\").replace('"', '\\"'))
    return '"' + text.replace("\n", "\\n") + '"'


def neighbourhood(found: Layout, section: Section) -> str:
    """The DOT source of one section's neighbourhood."""
    refs = references(found.edition.id)
    # In document order, not a set's: ties keep their order, so a section's DOT source (the
    # key of its cached picture) is the same from one build to the next.
    own = dict.fromkeys(rule.number for rule in section.rules)

    def most_linked(edges: dict[str, list[str]]) -> list[str]:
        """The other sections that ``edges`` lead to from this one's rules, most links first."""
        counts: Counter[str] = Counter()
        for number in own:
            for other in edges.get(number, []):
                key = found.page_of.get(other)
                if key and key != section.number:
                    counts[key] += 1
        return [key for key, _ in counts.most_common(NEIGHBOURS)]

    chosen_out = most_linked(refs.cites)
    chosen_in = most_linked(refs.cited_by)
    lines = [
        f"digraph {_quote(describe(found, section, chosen_out, chosen_in))} {{",
        '  graph [rankdir=LR, bgcolor="transparent", fontname="Helvetica", '
        "nodesep=0.15, ranksep=0.5];",
        '  node [shape=box, style="rounded,filled", fillcolor="#f4f4f8", color="#8888aa", '
        'fontname="Helvetica", fontsize=10, margin="0.12,0.04"];',
        '  edge [color="#8888aa", arrowsize=0.6];',
    ]

    def node(key: str, current: bool = False) -> str:
        target = found.sections[key]
        label = "\n".join([key, *textwrap.wrap(target.title, LABEL_WIDTH)])
        href = urls.relative(section.url, target.url)
        fill = ', fillcolor="#c5cae9", penwidth=1.5' if current else ""
        return (
            f'  "{key}" [label={_quote(label)}, '
            f'URL={_quote(href)}, tooltip={_quote(target.label)}, target="_top"{fill}];'
        )

    lines.append(node(section.number, current=True))
    for key in dict.fromkeys(chosen_in + chosen_out):
        lines.append(node(key))
    for key in chosen_in:
        lines.append(f'  "{key}" -> "{section.number}";')
    for key in chosen_out:
        lines.append(f'  "{section.number}" -> "{key}";')
    lines.append("}")
    return "\n".join(lines) + "\n"


def describe(found: Layout, section: Section, cites: list[str], cited_by: list[str]) -> str:
    """The picture in words (its accessible name): what the section cites and what cites it."""

    def names(keys: list[str]) -> str:
        return "; ".join(found.sections[key].label for key in keys) or "none"

    return f"Section {section.label} cites: {names(cites)}. It is cited by: {names(cited_by)}."


def has_neighbours(source: str) -> bool:
    return "->" in source


_PROLOGUE = re.compile(r"<\?xml.*?\?>|<!DOCTYPE.*?>|<!--.*?-->", re.S)
_SIZE = re.compile(r'<svg width="(?P<width>[\d.]+)pt" height="(?P<height>[\d.]+)pt"')


def render(sources: list[str], cache: Path) -> list[str]:
    """SVG for each DOT source (cached by content), drawn by one ``dot`` run for all misses."""
    cache.mkdir(parents=True, exist_ok=True)
    keys = [hashlib.sha256(source.encode()).hexdigest()[:24] for source in sources]
    missing = [i for i, key in enumerate(keys) if not (cache / f"{key}.svg").is_file()]
    if missing:
        program = dot_program()
        result = subprocess.run(
            [program, "-Tsvg"],
            input="".join(sources[i] for i in missing),
            capture_output=True,
            text=True,
            check=False,
        )
        if result.returncode != 0:
            raise RuntimeError(f"dot failed: {result.stderr.strip()[:500]}")
        drawn = [part for part in re.split(r"(?=<\?xml)", result.stdout) if part.strip()]
        if len(drawn) != len(missing):
            raise RuntimeError(f"dot drew {len(drawn)} pictures for {len(missing)} graphs")
        for index, svg in zip(missing, drawn, strict=True):
            (cache / f"{keys[index]}.svg").write_text(_clean(svg), encoding="utf-8")
    return [(cache / f"{key}.svg").read_text(encoding="utf-8") for key in keys]


def _clean(svg: str) -> str:
    """Inline-ready SVG: no prologue or comments, scaled by CSS rather than fixed in points."""
    svg = _PROLOGUE.sub("", svg).strip()

    def size(match: re.Match[str]) -> str:
        # Drawn at its own size (1 pt = 4/3 px: the labels' 10 pt are 13 px): a picture too
        # wide for the screen scrolls sideways rather than shrinking its labels.
        width, height = (round(float(match[k]) * 4 / 3) for k in ("width", "height"))
        return f'<svg class="rr-graph-svg" width="{width}" height="{height}"'

    svg = _SIZE.sub(size, svg, count=1)
    # Its name for a screen reader: the graph's title (what it shows, in words).
    title = re.search(r"<title>(.*?)</title>", svg, re.S)
    if title:
        named = f'<svg role="group" aria-label="{esc(html.unescape(title[1]))}"'
        svg = svg.replace("<svg", named, 1)
    return "\n".join(line for line in svg.split("\n") if line.strip())
