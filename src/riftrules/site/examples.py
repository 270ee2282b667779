"""Runnable examples: fenced blocks of kind ``riftbound``.

````markdown
```riftbound
from riftrules.rules import store
print(store.load().get("431.2.b").text)
```
````

A block is Python. At build time the blocks of a page run in order in one namespace (like a
doctest session), and each block's output is embedded under it; a block that raises stops the
build (:class:`ExampleFailed`). The same blocks are collected by pytest through Sybil
(``tests/site/test_examples.py``), and in the reader's browser a "Run" button runs them offline
in Pyodide (``assets/js/riftrules.js``).

Only the project's own hand-written pages (``site/docs/``) are searched for blocks: a generated
page carries text from data (a card's name, a rule's text, a scenario file), and data is never
code. The generator's own examples are run by the generator (:func:`rendered`).
"""

from __future__ import annotations

import contextlib
import io
import re
import traceback
from dataclasses import dataclass

from riftrules.site.markup import esc, tag

LANGUAGE = "riftbound"
_OPEN = re.compile(r"^(?P<fence>`{3,}|~{3,})[ \t]*(?P<info>[^\n`]*)$")


@dataclass(frozen=True, slots=True)
class Block:
    code: str
    start: int  # first line (0-based) of the fence
    end: int  # line after the closing fence


class ExampleFailed(RuntimeError):
    """A ``riftbound`` block raised while the site was built."""


def blocks(markdown: str) -> list[Block]:
    """The ``riftbound`` blocks of a page, skipping fences nested in other fences."""
    lines = markdown.split("\n")
    found: list[Block] = []
    index = 0
    while index < len(lines):
        opened = _OPEN.match(lines[index])
        if not opened:
            index += 1
            continue
        fence = opened["fence"]
        close = index + 1
        while close < len(lines) and not (
            lines[close].startswith(fence[0] * len(fence))
            and not lines[close].strip(fence[0]).strip()
        ):
            close += 1
        if opened["info"].strip().split(" ")[0] == LANGUAGE:
            found.append(Block("\n".join(lines[index + 1 : close]) + "\n", index, close + 1))
        index = close + 1
    return found


def run(code: str, namespace: dict[str, object], where: str = "<example>") -> str:
    """Run one block in ``namespace``; its printed output. Raises :class:`ExampleFailed`."""
    out = io.StringIO()
    try:
        compiled = compile(code, where, "exec")
        with contextlib.redirect_stdout(out):
            exec(compiled, namespace)
    except (Exception, SystemExit) as error:  # exit() too: it would end the build silently
        detail = "".join(traceback.format_exception(error)[-3:]).strip()
        raise ExampleFailed(f"{where}: the riftbound example failed:\n{code}\n{detail}") from None
    return out.getvalue()


def rendered(source: str, output: str, index: int) -> str:
    """The markdown that replaces a block: the code (highlighted by MkDocs), then the output
    computed at build time and the button that reruns it in the browser. The site generator
    writes its own examples (a card page's) in this form, run already: a generated page has no
    ``riftbound`` block for the build to find."""
    fence = fence_for(source)
    code = f"{fence}python\n{source.rstrip()}\n{fence}"
    runner = tag(
        "div",
        tag("button", "Run in your browser", type="button", class_="md-button rr-run-button")
        + tag("span", "", class_="rr-run-status")
        + tag("pre", tag("code", esc(output.rstrip("\n")) or "(no output)"), class_="rr-output"),
        class_="rr-example",
        data_code=source,
        data_index=str(index),
    )
    return f"{code}\n\n{runner}\n"


def execute(markdown: str, where: str) -> str:
    """Run every ``riftbound`` block of a page and embed its output."""
    found = blocks(markdown)
    if not found:
        return markdown
    lines = markdown.split("\n")
    namespace: dict[str, object] = {"__name__": "__riftbound__"}
    pieces: list[str] = []
    position = 0
    for index, block in enumerate(found):
        output = run(block.code, namespace, f"{where}, example {index + 1}")
        pieces.append("\n".join(lines[position : block.start]))
        pieces.append(rendered(block.code, output, index))
        position = block.end
    pieces.append("\n".join(lines[position:]))
    return "\n".join(pieces)


def fence_for(code: str) -> str:
    """A backtick fence longer than any run of backticks in ``code``, so that it holds it whole."""
    longest = max((len(m) for m in re.findall(r"`+", code)), default=0)
    return "`" * max(3, longest + 1)
