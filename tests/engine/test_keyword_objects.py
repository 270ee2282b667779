"""The engine asks each keyword's own object what it changes (:mod:`riftrules.engine.keywords`):
no module of ``engine/`` compares a keyword's name as a string, and the keyword objects are
registered once, by a name the glossary holds."""

from __future__ import annotations

import ast
from pathlib import Path

import pytest

from riftrules.engine.keywords import (
    RULES,
    Keyword,
    KeywordRules,
    Role,
    assignment_rank,
    keyword,
    might_in,
    moves_between_battlefields,
)
from riftrules.rules import glossary

ENGINE = Path(__file__).resolve().parents[2] / "src" / "riftrules" / "engine"


def _docstrings(tree: ast.AST) -> set[int]:
    found = set()
    for node in ast.walk(tree):
        if isinstance(node, ast.Module | ast.ClassDef | ast.FunctionDef | ast.AsyncFunctionDef):
            body = node.body
            if body and isinstance(body[0], ast.Expr) and isinstance(body[0].value, ast.Constant):
                found.add(id(body[0].value))
    return found


def keyword_literals(source: str) -> list[tuple[int, str]]:
    """The string literals of ``source`` (docstrings aside) that are a keyword's name."""
    names = set(glossary.keywords())
    tree = ast.parse(source)
    skip = _docstrings(tree)
    return [
        (node.lineno, node.value)
        for node in ast.walk(tree)
        if isinstance(node, ast.Constant)
        and isinstance(node.value, str)
        and node.value in names
        and id(node) not in skip
    ]


def test_no_engine_module_names_a_keyword_as_a_string():
    found = {
        path.name: hits
        for path in sorted(ENGINE.glob("*.py"))
        if path.name != "keywords.py"  # where each name is spelt once, as the glossary's
        and (hits := keyword_literals(path.read_text(encoding="utf-8")))
    }
    assert not found, found


def test_the_grep_sees_a_comparison():
    assert keyword_literals('def f(k):\n    """[Tank]"""\n    return k == "Tank"\n') == [
        (3, "Tank")
    ]


def test_every_keyword_is_the_glossarys():
    assert {k.value for k in Keyword} <= set(glossary.keywords())
    assert Keyword.TANK.rule == "815"


def test_a_keyword_is_registered_once():
    with pytest.raises(ValueError, match="registered twice"):
        keyword(KeywordRules(Keyword.TANK, assigned=0))
    assert RULES[Keyword.TANK].assigned == 0


def test_an_unknown_keyword_fails():
    with pytest.raises(ValueError):
        Keyword("Flyng")


def test_the_keywords_answer():
    assert assignment_rank(["Tank", "Backline"]) == 0  # 815.2 first
    assert assignment_rank(["Backline", "Assault"]) == 2  # 826.2 last
    assert assignment_rank(["Assault"]) == 1 and assignment_rank([]) == 1
    assert might_in(Role.ATTACKER, {"Assault": 2, "Shield": 3}) == 2  # 807.2
    assert might_in(Role.DEFENDER, {"Assault": 2, "Shield": 3}) == 3  # 814.2
    assert moves_between_battlefields(["Ganking"]) and not moves_between_battlefields(["Tank"])
