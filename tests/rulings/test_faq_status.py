"""Each imported ruling has a status as a scenario (``scripts/faq_scenarios.py``): cited by a
scenario that holds, a known gap, not expressible (with the construct lacking), not about play,
or not written yet; and ``rulebook/scenarios/RULINGS.md`` says so as of now."""

from __future__ import annotations

import importlib.util
import sys
from pathlib import Path

import pytest
import yaml

from riftrules import rulings

REPO = Path(__file__).resolve().parents[2]
_SPEC = importlib.util.spec_from_file_location("faq_scenarios", REPO / "scripts/faq_scenarios.py")
assert _SPEC is not None and _SPEC.loader is not None
faq = importlib.util.module_from_spec(_SPEC)
sys.modules["faq_scenarios"] = faq  # its dataclasses look their module up
_SPEC.loader.exec_module(faq)


@pytest.fixture(scope="module")
def rows():
    return faq.rows()


def test_every_ruling_has_one_status(rows):
    assert [row.ruling.id for row in rows] == [r.id for r in rulings.load()]


def test_a_scenario_status_names_files_that_cite_it(rows):
    for row in rows:
        if row.status is faq.Status.SCENARIO:
            for name in row.what.split(", "):
                source = yaml.safe_load((faq.SCENARIOS / name).read_text(encoding="utf-8"))
                assert row.ruling.id in source["source"] or row.ruling.question in source["source"]


def test_card_text_means_a_named_card_does_not_compile(rows):
    lacking = [row for row in rows if row.what == faq.Construct.CARD_TEXT.value]
    assert lacking
    assert all(": " in row.note and "(" in row.note for row in lacking)


def test_a_misspelt_construct_stops_the_script(tmp_path, monkeypatch):
    data = yaml.safe_load(faq.DATA.read_text(encoding="utf-8"))
    ruling_id = next(key for key, entry in data.items() if "lacks" in entry)
    data[ruling_id]["lacks"] = "reflexive-triger"
    bad = tmp_path / "faq_scenarios.yaml"
    bad.write_text(yaml.safe_dump(data), encoding="utf-8")
    monkeypatch.setattr(faq, "DATA", bad)
    with pytest.raises(faq.DataError, match="reflexive-triger"):
        faq.rows()


def test_the_report_is_up_to_date():
    assert faq.main(["--check"]) == 0, "run: python scripts/faq_scenarios.py"
