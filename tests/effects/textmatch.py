"""How much of the compiler still reads printed text instead of the IR: calls of ``to_text``,
regular expressions, and phrase literals (string constants of two or more words outside
docstrings and refusal messages). A :func:`~riftrules.cardtext.printer.quote` of the card's
text is display, not reading, where it stands in a label (a ``text=`` argument, or the
``labels=`` a player's choice shows), a refusal (``NotCompiled(…)``) or a note
(``append``/``extend``); anywhere else it counts as ``to_text``.
``tests/effects/test_no_printed_text.py`` holds every module of ``effects/`` at zero."""

from __future__ import annotations

import ast
from dataclasses import dataclass
from pathlib import Path


@dataclass(frozen=True)
class Matching:
    to_text: int = 0
    regex: int = 0
    phrases: int = 0


def count(path: Path) -> Matching:
    tree = ast.parse(path.read_text(encoding="utf-8"))
    skipped: set[int] = set()
    shown: set[int] = set()  # where a quote of the card is display
    for node in ast.walk(tree):
        body = getattr(node, "body", None)
        if isinstance(body, list) and body and isinstance(body[0], ast.Expr):
            skipped.add(id(body[0].value))  # a docstring
        if isinstance(node, ast.Call) and _name(node.func) in _SHOWN:
            inside = [id(n) for arg in node.args for n in ast.walk(arg)]
            skipped.update(inside)
            shown.update(inside)
        if isinstance(node, ast.keyword) and node.arg in ("text", "labels"):
            shown.update(id(n) for n in ast.walk(node.value))
    to_text = regex = phrases = 0
    for node in ast.walk(tree):
        if isinstance(node, ast.Call):
            called = _name(node.func)
            if called == "to_text" or (called == "quote" and id(node) not in shown):
                to_text += 1
            func = node.func
            if isinstance(func, ast.Attribute) and _name(func.value) == "re":
                regex += 1
        if (
            isinstance(node, ast.Constant)
            and isinstance(node.value, str)
            and id(node) not in skipped
            and len(node.value.split()) >= 2
        ):
            phrases += 1
    return Matching(to_text, regex, phrases)


_SHOWN = ("NotCompiled", "append", "extend")


def _name(node: ast.AST) -> str:
    if isinstance(node, ast.Name):
        return node.id
    if isinstance(node, ast.Attribute):
        return node.attr
    return ""


def census(folder: Path | None = None) -> dict[str, Matching]:
    """Each module of ``effects/`` (or ``folder``), its subpackages too, and what it matches of
    printed text."""
    folder = folder or Path(__file__).resolve().parents[2] / "src" / "riftrules" / "effects"
    return {str(path.relative_to(folder)): count(path) for path in sorted(folder.rglob("*.py"))}
