"""Every rule: its fixture and the snapshot of its exact rendered findings, its documentation,
and its place in the table of codes.

Run with ``RIFTRULES_UPDATE_SNAPSHOTS=1`` to rewrite the snapshots after a deliberate change.
"""

from __future__ import annotations

import os
import re
from pathlib import Path

import pytest

from riftrules.lint import sources
from riftrules.lint.linter import lint
from riftrules.lint.registry import RULES, selected
from riftrules.lint.render import render
from riftrules.lint.rule import SECTIONS
from riftrules.rules import store

HERE = Path(__file__).resolve().parent
FIXTURES = HERE / "fixtures"
SNAPSHOTS = HERE / "snapshots"
UPDATE = bool(os.environ.get("RIFTRULES_UPDATE_SNAPSHOTS"))


def fixture_path(code: str) -> Path:
    for suffix in (".txt", ".json"):
        path = FIXTURES / f"{code}{suffix}"
        if path.exists():
            return path
    raise AssertionError(f"no fixture for {code}")


def rendered(code: str, monkeypatch: pytest.MonkeyPatch) -> str:
    monkeypatch.chdir(HERE)
    path = fixture_path(code).relative_to(HERE)
    targets = sources.read_paths([str(path)])
    rules = selected([code])
    entries = []
    for t in targets:  # as the command line reports them: noqa directives read (RB0xx)
        every = lint(t.text, t.card, selected())
        directives = [d for d in t.suppression_findings(every, set(RULES)) if d.code == code]
        entries.append((t, t.reported(lint(t.text, t.card, rules)) + directives))
    assert any(found for _, found in entries), f"{code}: its fixture has no finding"
    assert all(d.code == code for _, found in entries for d in found)
    return render("full", entries, rules)


@pytest.mark.parametrize("code", sorted(RULES))
def test_snapshot(code: str, monkeypatch: pytest.MonkeyPatch) -> None:
    out = rendered(code, monkeypatch)
    snapshot = SNAPSHOTS / f"{code}.txt"
    if UPDATE or not snapshot.exists():
        snapshot.write_text(out, encoding="utf-8")
    assert out == snapshot.read_text(encoding="utf-8")


@pytest.mark.parametrize("code", sorted(RULES))
def test_documented(code: str) -> None:
    rule = RULES[code]
    assert rule.code == code
    assert re.fullmatch(r"[a-z]+(?:-[a-z]+)*", rule.name)
    sections = rule.sections()
    assert list(sections) == list(SECTIONS), f"{code}: sections {list(sections)}"
    assert all(sections.values())
    cited = re.findall(r"Core Rules ([\d.a-z]+)", sections["References"])
    assert set(cited) == set(rule.references), f"{code}: References vs references"


@pytest.mark.parametrize("code", sorted(RULES))
def test_references_exist_in_the_newest_edition(code: str) -> None:
    edition = store.load(None)
    for number in RULES[code].references:
        assert number in edition, f"{code} cites {number}, not in {edition.id}"


def test_names_are_unique() -> None:
    names = [rule.name for rule in RULES.values()]
    assert len(names) == len(set(names))


def test_every_rule_has_one_fixture_and_one_snapshot() -> None:
    fixtures = {p.stem for p in FIXTURES.iterdir()}
    assert fixtures == set(RULES)
    if not UPDATE:
        assert {p.stem for p in SNAPSHOTS.iterdir()} == set(RULES)


def test_selection_by_prefix() -> None:
    assert [r.code for r in selected(["RB2"], ["RB205"])] == [
        c for c in RULES if c.startswith("RB2") and c != "RB205"
    ]
    assert [r.code for r in selected(["RB205"], ["RB2"])] == ["RB205"]
    assert len(selected()) == len(RULES)


def test_every_reported_rule_number_exists(monkeypatch: pytest.MonkeyPatch) -> None:
    monkeypatch.chdir(HERE)
    edition = store.load(None)
    targets = sources.read_paths(["fixtures"])
    for target in targets:
        for diagnostic in lint(target.text, target.card, selected()):
            for ref in diagnostic.related:
                assert ref.edition == edition.id
                assert ref.number in edition, (diagnostic.code, ref.number)
