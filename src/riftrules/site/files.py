"""Where the site's sources and its output live in the checkout, and how a generated file is
written (its folders made as needed)."""

from __future__ import annotations

from pathlib import Path

REPO = Path(__file__).resolve().parents[3]
BUILD = REPO / "build"
SITE = REPO / "site"


def write(root: Path, relative: str, content: str | bytes) -> None:
    path = root / relative
    path.parent.mkdir(parents=True, exist_ok=True)
    if isinstance(content, bytes):
        path.write_bytes(content)
    else:
        path.write_text(content, encoding="utf-8")
