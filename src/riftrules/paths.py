"""Where the bundled data lives: inside the wheel, or at the top of a source checkout."""

from __future__ import annotations

from functools import cache
from pathlib import Path

_PACKAGE = Path(__file__).resolve().parent


@cache
def data_dir(name: str) -> Path:
    """The bundled ``rulebook`` or ``grammar`` folder.

    An installed wheel carries them under ``riftrules/_data/``; an editable install or a
    source checkout reads them from the repository root.
    """
    bundled = _PACKAGE / "_data" / name
    if bundled.is_dir():
        return bundled
    checkout = _PACKAGE.parents[1] / name
    if checkout.is_dir():
        return checkout
    raise FileNotFoundError(f"riftrules data folder {name!r} not found (looked in {bundled})")


def rulebook_dir() -> Path:
    return data_dir("rulebook")
