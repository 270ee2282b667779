"""Where the bundled data lives.

``rulebook/`` and ``grammar/`` sit at the top of the repository; ``src/riftrules/_data/`` links
to them, and the wheel carries them there, so a checkout and an installed wheel find them the
same way (and ``Lark.open_from_package`` can load the grammar from the package).
"""

from __future__ import annotations

from pathlib import Path

DATA = Path(__file__).resolve().parent / "_data"


def data_dir(name: str) -> Path:
    """The bundled ``rulebook`` or ``grammar`` folder."""
    path = DATA / name
    if not path.is_dir():
        raise FileNotFoundError(f"riftrules data folder {name!r} not found at {path}")
    return path


def rulebook_dir() -> Path:
    return data_dir("rulebook")
