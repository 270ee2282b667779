"""The 2026-07-16 markdown reader, and the import run's all-or-nothing writing."""

import json
import shutil
from pathlib import Path

import pytest

from riftrules.importers import md_bold
from riftrules.importers.assemble import assemble
from riftrules.importers.rows import SourceError
from riftrules.importers.run import import_editions
from riftrules.paths import rulebook_dir

DOCUMENT = """# Riftbound Core Rules RUP4

Last Updated: 2026-07-16

## 300. Playing the Game

### 431. Burn Out

**431.1.** Burning Out is an action a player must perform if they attempt to move one or more
cards from their Main Deck to any other zone.

**431.1.c.** If an instruction directs a player to look at cards, that player looks at​
as many as possible.
431.1.c.1.a.                    If there are insufficient cards, any further instructions are
ignored.
Reminder: Cards are considered in the zone of origin.

### 185. Control

**185.** Tokens are not cards.
"""


def read(tmp_path: Path, text: str = DOCUMENT):
    path = tmp_path / "core_rules.md"
    path.write_text(text, encoding="utf-8")
    repairs: list = []
    rules = assemble(md_bold.read([path], "2026-07-16", repairs))
    return {rule.number: rule for rule in rules}, repairs


def test_kinds_parents_and_wrapped_text(tmp_path):
    rules, _ = read(tmp_path)
    assert rules["300"].kind == "chapter"
    assert rules["431"].kind == "heading" and rules["431"].parent == "300"
    assert rules["431.1"].text.endswith("to any other zone.")
    assert "\n" not in rules["431.1"].text


def test_unbolded_deep_rule_and_invisible_characters(tmp_path):
    rules, _ = read(tmp_path)
    assert "\u200b" not in rules["431.1.c"].text
    deep = rules["431.1.c.1.a"]
    assert deep.text == "If there are insufficient cards, any further instructions are ignored."
    assert deep.reminders == ("Cards are considered in the zone of origin.",)


def test_misplaced_heading_is_dropped_and_reported(tmp_path):
    rules, repairs = read(tmp_path)
    assert rules["185"].text == "Tokens are not cards." and rules["185"].kind == "rule"
    assert [(r.number, r.check) for r in repairs] == [("185", "repair")]


def test_wrong_date_is_refused(tmp_path):
    with pytest.raises(SourceError, match="Last Updated: 2026-07-16"):
        read(tmp_path, DOCUMENT.replace("2026-07-16", "2026-07-17"))


def test_a_failing_source_leaves_the_data_untouched(tmp_path, shared):
    root = tmp_path / "rulebook"
    shutil.copytree(rulebook_dir(), root)
    broken = tmp_path / "shared"
    shutil.copytree(shared, broken)
    target = broken / json.loads((root / "editions.json").read_text())[0]["source"]["files"][0]
    target.chmod(0o644)
    target.write_text("<table><tr><td>not a rule</td></tr></table>", encoding="utf-8")
    before = {p.name: p.read_bytes() for p in (root / "rules").iterdir()}
    with pytest.raises(SourceError):
        import_editions(broken, root=root)
    after = {p.name: p.read_bytes() for p in (root / "rules").iterdir()}
    assert after == before
