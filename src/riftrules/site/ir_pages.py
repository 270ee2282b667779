"""The IR reference on the site: the pages :mod:`riftrules.site.ir_reference` generates from the
node types (``ir/`` lists them, then one page per node type with an example from the pool), the
program's (``ir/program/``: :mod:`riftrules.site.program_reference`), and the JSON Schema of
``riftrules export`` beside them to download."""

from __future__ import annotations

from collections.abc import Iterator

from riftrules.export.schema import FILE
from riftrules.site.ir_reference import pages as reference
from riftrules.site.pages import Page
from riftrules.site.program_reference import pages as program_reference

IR_URL = "ir/"
PROGRAM_URL = f"{IR_URL}program/"


def pages() -> Iterator[Page]:
    for name, markdown in reference().items():
        title, _, body = markdown.partition("\n")
        if name == "index.md":  # its source is ir.md, beside the folder its links go into
            body = body.replace("](", f"]({IR_URL}") + (
                f"\nEvery card `riftrules export` writes validates against its JSON Schema: "
                f"[{FILE}]({IR_URL}{FILE}). What the engine runs for each card, its "
                f"`program`, is documented node by node in [The program]({PROGRAM_URL[:-1]}.md).\n"
            )
            yield Page(IR_URL, title.removeprefix("# "), body)
        else:
            yield Page(f"{IR_URL}{name.removesuffix('.md')}/", title.removeprefix("# "), body)
    for name, markdown in program_reference().items():
        title, _, body = markdown.partition("\n")
        if name == "index.md":  # ir/program.md, beside the folder its links go into
            body = body.replace("](", "](program/")
            yield Page(PROGRAM_URL, title.removeprefix("# "), body)
        else:
            yield Page(f"{PROGRAM_URL}{name.removesuffix('.md')}/", title.removeprefix("# "), body)


def schema() -> tuple[str, bytes]:
    """(where under the docs, its bytes): the schema file shipped in the package."""
    from importlib import resources

    return f"{IR_URL}{FILE}", resources.files("riftrules.export").joinpath(FILE).read_bytes()
