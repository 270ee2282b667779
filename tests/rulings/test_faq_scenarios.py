"""The FAQ answers the engine can execute are scenarios (``rulebook/scenarios/faq-<document>-*``),
each citing its FAQ: the document, the question, and the ruling's id. The answers it cannot
execute yet are kept in ``gaps/``, each with the reason, and must still fail: when one holds,
move it to ``rulebook/scenarios/``."""

from __future__ import annotations

import re
from pathlib import Path

import pytest
import yaml

from riftrules import rulings
from riftrules.importers.faqs import config
from riftrules.scenarios import run_file

REPO = Path(__file__).resolve().parents[2]
SHORTS = {info["short"]: doc for doc, info in config().items()}
OWN = sorted(
    path
    for path in (REPO / "rulebook" / "scenarios").glob("faq-*.yaml")
    if any(path.name.startswith(f"faq-{short}-") for short in SHORTS)
)
GAPS_DIR = Path(__file__).with_name("gaps")
# Why each of these answers does not hold in the engine yet (found by writing them first).
GAPS: dict[str, str] = {}
_RULING = re.compile(r"\(ruling ([a-z0-9-]+/[a-z0-9-]+)\)")


def _cited(path: Path):
    source = yaml.safe_load(path.read_text(encoding="utf-8"))["source"]
    found = _RULING.search(source)
    assert found, f"{path.name}: its source names no ruling"
    ruling = next((r for r in rulings.load() if r.id == found[1]), None)
    assert ruling is not None, f"{path.name}: no ruling {found[1]}"
    return source, ruling


@pytest.mark.parametrize("path", OWN + sorted(GAPS_DIR.glob("*.yaml")), ids=lambda p: p.stem)
def test_each_faq_scenario_cites_its_document_and_question(path):
    source, ruling = _cited(path)
    document = rulings.documents()[ruling.document]
    assert source.startswith(document.title), path.name
    assert path.name.startswith(f"faq-{ruling.id.split('/')[0]}-")
    if ruling.kind == "question":
        assert f"Q: {ruling.question}" in source
    else:
        assert ruling.question in source


def test_there_are_faq_scenarios_from_every_riot_faq():
    documents = {_cited(path)[1].document for path in OWN}
    official = {d.id for d in rulings.documents().values() if d.authority == "official"}
    assert official <= documents
    assert len(OWN) >= 15


@pytest.mark.parametrize("path", sorted(GAPS_DIR.glob("*.yaml")), ids=lambda p: p.stem)
def test_a_known_gap_still_fails(path):
    assert path.name in GAPS, f"{path.name}: say why it does not hold in GAPS"
    assert not run_file(path).ok, f"{path.name} holds now: move it to rulebook/scenarios/"


def test_the_readme_counts_them():
    readme = (REPO / "README.md").read_text(encoding="utf-8").replace("\n", " ")
    assert f"{len(OWN)} files `rulebook/scenarios/faq-<document>-*.yaml`" in readme
