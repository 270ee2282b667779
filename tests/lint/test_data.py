"""The data files are what the pool and the rules derive (python -m riftrules.lint.derive)."""

from __future__ import annotations

import json

import pytest

from riftrules.lint.derive import HOMES, derive
from riftrules.rules.glossary import HERE


@pytest.mark.parametrize("name", ["keywords.json", "reminders.json", "vocabulary.json"])
def test_data_file_is_derived(name: str) -> None:
    committed = json.loads((HOMES[name] / name).read_text(encoding="utf-8"))
    assert committed == derive()[name], f"run: python -m riftrules.lint.derive ({name})"


def test_reminder_templates() -> None:
    reminders = json.loads((HERE / "reminders.json").read_text(encoding="utf-8"))["reminders"]
    assert reminders["Assault"]["first"] == "+{n} [M] while I'm an attacker."
    assert (
        reminders["Deflect"]["first"]
        == "Opponents must pay {A*n} to choose me with a spell or ability."
    )
    assert reminders["Accelerate"]["first"] == (
        "You may pay [1][C] as an additional cost to have me enter ready."
    )
    assert reminders["Equip"]["equipment+cost"] == "{cost}: Attach this to a unit you control."


def test_keyword_rules_exist_in_their_edition() -> None:
    from riftrules.rules import store

    keywords = json.loads((HERE / "keywords.json").read_text(encoding="utf-8"))
    edition = store.load(keywords["edition"])
    for name, info in keywords["keywords"].items():
        assert info["rule"] is None or info["rule"] in edition, name
