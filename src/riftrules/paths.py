"""Where the bundled data lives.

``rulebook/`` and ``grammar/`` sit at the top of the repository; ``src/riftrules/_data/`` links
to them, and the wheel carries them there, so a checkout and an installed wheel find them the
same way (and ``Lark.open_from_package`` can load the grammar from the package).

An import replaces ``rulebook/`` as a whole (:mod:`riftrules.importers.generation`). A process
reads one generation of it: the first :func:`rulebook_dir` pins the folder it finds, and after an
import switches generations the process goes on reading the one it pinned (kept as
``.rulebook.previous``), so it never mixes old rules with new cards.
"""

from __future__ import annotations

import os
from pathlib import Path

DATA = Path(__file__).resolve().parent / "_data"
RULEBOOK_VARIABLE = "RIFTRULES_RULEBOOK"  # another rulebook folder to read (an import's own)

_pinned: dict[Path, tuple[int, int]] = {}


class RulebookChanged(RuntimeError):
    """The generation this process was reading was removed by two imports since it started."""

    def __init__(self, root: Path) -> None:
        super().__init__(
            f"{root} was replaced by imports while this process was reading it; run it again"
        )


def data_dir(name: str) -> Path:
    """The bundled ``rulebook`` or ``grammar`` folder."""
    path = DATA / name
    if not path.is_dir():
        raise FileNotFoundError(f"riftrules data folder {name!r} not found at {path}")
    return path


def rulebook_dir() -> Path:
    """The bundled rulebook (or ``$RIFTRULES_RULEBOOK``), in the generation this process read
    first."""
    path = Path(os.environ.get(RULEBOOK_VARIABLE) or DATA / "rulebook")
    real = path.resolve()
    found = _identity(real)
    if found is None:
        finish_switch(real)
        found = _identity(real)
    if found is None:
        return data_dir("rulebook")  # raises, naming the folder
    pinned = _pinned.setdefault(real, found)
    if found == pinned:
        return path
    previous = previous_generation(real)
    if _identity(previous) == pinned:
        return previous
    raise RulebookChanged(path)


def staging_prefix(root: Path) -> str:
    """How the folders an import writes beside ``root`` begin (``.rulebook.new-``)."""
    return f".{root.name}.new-"


def previous_generation(root: Path) -> Path:
    """Where the generation an import replaced is kept until the next import."""
    return root.parent / f".{root.name}.previous"


def finish_switch(root: Path) -> None:
    """Complete a switch killed between its two renames (systems without an atomic exchange):
    ``root`` is gone and exactly one finished staging folder is beside it."""
    staged = [p for p in root.parent.glob(f"{staging_prefix(root)}*") if (p / READY).exists()]
    if len(staged) == 1:
        os.rename(staged[0], root)
        (root / READY).unlink(missing_ok=True)


READY = ".ready"  # in a staging folder: complete, ready to be renamed into place


def _identity(path: Path) -> tuple[int, int] | None:
    try:
        stat = path.stat()
    except OSError:
        return None
    return stat.st_dev, stat.st_ino
