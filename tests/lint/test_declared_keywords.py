"""A new set's keywords, declared in ``[tool.riftrules.keywords]`` (issue 28, part 3): the
linter checks their use and their reminder text as it does the built-in keywords'."""

from __future__ import annotations

import re
from pathlib import Path

import pytest

from riftrules.lint.card import CardFacts, card_type
from riftrules.lint.config import ConfigError, load
from riftrules.lint.linter import lint
from riftrules.rules.glossary import BUILT_IN, Keyword, Parameter

CONFIG = """[tool.riftrules]
card-type = "unit"

[tool.riftrules.keywords.Vigil]
reminder = "When I defend, draw 1."

[tool.riftrules.keywords.Fervor]
parameter = "required"
reminder = "(When I attack, give me +{n} [M] this turn.)"
"""

UNIT = CardFacts(type=card_type("unit"))


@pytest.fixture
def here(tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> Path:
    monkeypatch.chdir(tmp_path)
    (tmp_path / "pyproject.toml").write_text(CONFIG, encoding="utf-8")
    return tmp_path


def codes(text: str) -> list[str]:
    return re.findall(r": (RB\d{3}) ", text)


def glossary():
    return load(Path("pyproject.toml")).glossary


def test_a_declared_keyword_lints_clean_where_an_undeclared_one_is_flagged(here):
    text = "[Vigil] (When I defend, draw 1.)"
    assert [d.code for d in lint(text, UNIT)] == ["RB202"]
    assert lint(text, UNIT, glossary=glossary()) == []
    assert [
        d.code for d in lint("[Rampage] (When I conquer, ready me.)", UNIT, glossary=glossary())
    ] == ["RB202"]


def test_a_declared_keyword_is_checked_as_a_built_in_one(here):
    g = glossary()
    wrong = lint("[Fervor 2] (When I attack, give me +3 [M] this turn.)", UNIT, glossary=g)
    assert [d.code for d in wrong] == ["RB205"]
    assert "+2 [M]" in (wrong[0].help or "")  # the number filled into the declared reminder
    assert lint("[Fervor 2] (When I attack, give me +2 [M] this turn.)", UNIT, glossary=g) == []
    assert [
        d.code
        for d in lint("[Fervor] (When I attack, give me +1 [M] this turn.)", UNIT, glossary=g)
    ] == ["RB204"]
    (misspelt,) = lint("[Vigl] (When I defend, draw 1.)", UNIT, glossary=g)
    assert misspelt.code == "RB202" and misspelt.help == "did you mean [Vigil]?"
    granted = "Your units have [Vigil]. (When they defend, draw 1.)"
    assert lint(granted, CardFacts(type=card_type("legend")), glossary=g) == []


def test_the_command_line_reads_the_declared_keywords(cli, here):
    Path("cards.txt").write_text(
        "[Vigil] (When I defend, draw 1.)\n\n[Fervor 2] (When I attack, draw 1.)\n",
        encoding="utf-8",
    )
    run = cli("lint", "--no-cache", "--output-format", "concise", "cards.txt")
    assert codes(run.out) == ["RB205"]
    assert cli("lint", "--no-cache", "--isolated", "cards.txt").code == 1
    isolated = cli("lint", "--no-cache", "--isolated", "--output-format", "concise", "cards.txt")
    assert "RB202" in codes(isolated.out)


@pytest.mark.parametrize(
    ("table", "said"),
    [
        (
            '[tool.riftrules.keywords.Vigil]\nremider = "x"\n',
            "'remider' (did you mean 'reminder'?)",
        ),
        ('[tool.riftrules.keywords.Vigil]\nparameter = "optinal"\n', "did you mean 'optional'?"),
        (
            '[tool.riftrules.keyword.Vigil]\nreminder = "x"\n',
            "'keyword' (did you mean 'keywords'?)",
        ),
        ('[tool.riftrules.keywords.Tank]\nreminder = "x"\n', "[Tank] is already a keyword"),
        ('[tool.riftrules.keywords.vigil]\nreminder = "x"\n', "must be capitalised"),
        ("[tool.riftrules]\nkeywords = 3\n", "keywords must be a table"),
    ],
)
def test_a_mistaken_declaration_fails_loudly(tmp_path, table, said):
    path = tmp_path / "pyproject.toml"
    path.write_text(table, encoding="utf-8")
    with pytest.raises(ConfigError, match=re.escape(said)):
        load(path)


def test_a_misspelt_key_fails_the_command_with_exit_2(cli, here):
    Path("pyproject.toml").write_text(
        '[tool.riftrules.keywords.Vigil]\nremider = "When I defend, draw 1."\n', encoding="utf-8"
    )
    Path("cards.txt").write_text("[Vigil] (When I defend, draw 1.)\n", encoding="utf-8")
    run = cli("lint", "cards.txt")
    assert run.code == 2 and "did you mean 'reminder'?" in run.err


def test_the_cache_keeps_the_glossaries_apart(here, tmp_path):
    from riftrules.lint.parse_cache import ParseCache

    cache = ParseCache(tmp_path / "cache.json")
    text = "[Vigil] (When I defend, draw 1.)"
    assert lint(text, UNIT, cache=cache, glossary=glossary()) == []
    assert [d.code for d in lint(text, UNIT, cache=cache)] == ["RB202"]


def test_the_glossary_is_one_record_per_keyword():
    tank = BUILT_IN.get("Tank")
    assert tank is not None and tank.parameter is Parameter.NEVER and tank.rule
    assert tank.edition == "2026-07-16" and not tank.declared
    vigil = Keyword.declare("Vigil", Parameter.NEVER, "When I defend, draw 1.")
    assert BUILT_IN.declare([vigil]).key != BUILT_IN.key == ""
