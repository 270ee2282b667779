"""Reminder text as meaning (issue 28, part 4): a keyword the engine does not implement
compiles from the reminder text the card prints for it, and coverage and the export say so;
each built-in keyword's reminder compiles to what the engine does for it, or the difference is
listed with its reason (``reminder_differences.yaml``)."""

from __future__ import annotations

import dataclasses
from pathlib import Path

import pytest
import yaml

from riftrules.coverage import Meaning, status
from riftrules.effects import NotCompiled, compile_text
from riftrules.engine import ReminderMeaning
from riftrules.ir.lexicon import LEXICON
from riftrules.rules.glossary import BUILT_IN, Parameter

DIFFERENCES = Path(__file__).resolve().parent / "reminder_differences.yaml"
VOICES = {"first": "Unit", "this": "Spell", "equipment": "Gear", "here": "Battlefield"}


def test_a_new_keyword_runs_as_its_reminder_says():
    keyworded = compile_text("[Vigil] (When I defend, draw 1.)", "Unit")
    plain = compile_text("When I defend, draw 1.", "Unit")
    assert keyworded.abilities == plain.abilities
    assert keyworded.from_reminders == (ReminderMeaning("[Vigil]", "When I defend, draw 1."),)
    assert plain.from_reminders == ()


def test_coverage_and_the_export_say_it_was_compiled_from_reminder_text():
    found = status("[Vigil] (When I defend, draw 1.)", "Unit")
    assert found.executable and found.meaning is Meaning.REMINDER_TEXT
    assert found.to_json()["meaning"] == "reminder-text"
    assert found.to_json()["from_reminder"] == ["[Vigil]"]
    assert status("[Tank] (I must be assigned combat damage first.)", "Unit").meaning is (
        Meaning.ENGINE
    )


def test_a_reminder_that_does_not_compile_leaves_the_keyword_refused_with_both_reasons():
    with pytest.raises(NotCompiled) as refused:
        compile_text("[Sentry] (When I'm chosen by a spell, I can't be moved.)", "Unit")
    assert "[Sentry] not compiled" in refused.value.detail
    assert "its reminder text not compiled" in refused.value.detail
    with pytest.raises(NotCompiled):
        compile_text("[Vigil]", "Unit")  # no reminder: nothing says what it does


def test_a_keyword_with_a_cost_or_beside_another_is_not_read_from_the_reminder():
    with pytest.raises(NotCompiled):
        compile_text("[Recur] [2] (When I defend, draw 1.)", "Unit")
    with pytest.raises(NotCompiled):
        compile_text("[Vigil], [Tank] (When I defend, draw 1.)", "Unit")


def _meaning(script) -> tuple:
    """A script's abilities and instructions, without the texts they quote (the keyword's
    script says "[Vision]" where the reminder's says "When you play me") or prompts."""

    def bare(value):
        if dataclasses.is_dataclass(value) and not isinstance(value, type):
            fields = dataclasses.fields(value)
            kept = [(f.name, bare(getattr(value, f.name))) for f in fields]
            return (type(value).__name__, *[(k, v) for k, v in kept if k not in ("text", "prompt")])
        if isinstance(value, tuple | list):
            return tuple(bare(v) for v in value)
        return value

    return bare(script.abilities), bare(script.effect)


def _compiled(text: str, card_type: str) -> tuple | str:
    try:
        return _meaning(compile_text(text, card_type))
    except NotCompiled as error:
        return f"not compiled: {error}"


def agreement() -> dict[str, bool]:
    """Each built-in keyword with a reminder -> whether every voice of its reminder compiles
    to what the keyword compiles to (a keyword action as an instruction: "[Burn 2].")."""
    verbs = set(LEXICON["keyword_verbs"])
    out: dict[str, bool] = {}
    for name, keyword in BUILT_IN.entries.items():
        for voice, template in keyword.reminders.items():
            if voice not in VOICES:
                continue  # "+cost" voices: the cost printed after the keyword fills them
            n = 2 if keyword.parameter is not Parameter.NEVER else None
            said = f"[{name} {n}]" if n else f"[{name}]"
            line = f"{said}." if name in verbs else said
            reminder = template.replace("{n}", str(n or 1)).replace("{A*n}", "[A]" * (n or 1))
            reminder = reminder.replace("[C]", "[R]")
            same = _compiled(line, VOICES[voice]) == _compiled(reminder, VOICES[voice])
            out[name] = out.get(name, True) and same
    return out


def test_every_built_in_keywords_reminder_compiles_to_the_engines_keyword_or_is_listed():
    listed = yaml.safe_load(DIFFERENCES.read_text(encoding="utf-8"))
    assert all(isinstance(reason, str) and reason for reason in listed.values())
    agrees = agreement()
    assert any(agrees.values())  # [Backline], [Hunt]: the comparison can agree
    differing = {name for name, same in agrees.items() if not same}
    assert differing - set(listed) == set(), "differences with no reason listed"
    assert set(listed) - differing == set(), "listed but agreeing now (or no keyword)"
