"""The FAQ import and the rulings API: every Q&A imported or listed with its reason, citations
checked, cards and rules linked, hostile input refused or made harmless."""

from __future__ import annotations

import json
import re
import shutil
from pathlib import Path

import pytest

from riftrules import rulings
from riftrules.importers import faqs
from riftrules.importers.rows import SourceError
from riftrules.paths import rulebook_dir
from riftrules.rules import store

RAW = Path("data") / "raw" / "ZanderH-code__riftboundoc" / "faqs.json"


@pytest.fixture(scope="module")
def imported():
    shared = Path(__file__).resolve().parents[2].parent / "shared"
    if not (shared / RAW).is_file():
        pytest.skip("raw sources not available beside the checkout")
    return faqs.read(shared), json.loads((shared / RAW).read_text(encoding="utf-8"))


def test_committed_data_is_what_the_import_makes(imported):
    result, _ = imported
    folder = faqs.rulings_dir()
    assert (folder / "rulings.jsonl").read_text(encoding="utf-8") == faqs.dump(result.rulings)
    assert (folder / "documents.jsonl").read_text(encoding="utf-8") == faqs.dump(result.documents)
    from riftrules.importers.faqs_report import render

    assert (folder / "REPORT.md").read_text(encoding="utf-8") == render(result)


def test_every_q_heading_of_the_faqs_is_a_ruling(imported):
    result, raw = imported
    for document in raw:
        asked = [
            " ".join(m.split())
            for m in re.findall(r"^#+\s*Q:\s*(.+?)\s*$", document["content"], re.M)
        ]
        questions = [r.question for r in result.rulings if r.document == document["id"]]
        assert [faqs.clean(q) for q in asked] == [
            q for q in questions if q in map(faqs.clean, asked)
        ]
        assert len([q for q in questions if q in map(faqs.clean, asked)]) == len(asked)
    q_headed = sum(len(re.findall(r"^#+\s*Q:", d["content"], re.M)) for d in raw)
    assert q_headed == 124  # the Origins and Spiritforged FAQs' Q&As


def test_other_layouts_are_read_whole(imported):
    result, _ = imported
    by_doc = {}
    for ruling in result.rulings:
        by_doc.setdefault(ruling.document, []).append(ruling)
    unleashed = by_doc["unleashed-rules-faq-and-clarifications"]
    assert [r.kind for r in unleashed].count("question") == 14
    assert [r.question for r in unleashed if r.kind == "clarification"] == [
        "Triggered Abilities",
        "Control of Battlefields and Showdowns",
        "Mandatory Actions and Private Information",
        "Lethal Damage Modification",
        "Control of Battlefield Abilities",
        "Legion",
        "Results of Combat",
    ]
    vegas = by_doc["rq-vegas-2026-rulings"]
    assert len(vegas) == 11 and vegas[0].question == "Last Known Information"
    # An answer paragraph that asks a question of its own stays in its answer.
    fepr = next(r for r in unleashed if r.question == "How does HOT FEPR actually work?")
    assert "why add this system at all?" in fepr.answer


def test_what_is_not_imported_has_a_reason(imported):
    result, _ = imported
    assert result.skipped
    for part in result.skipped:
        assert part.reason and part.excerpt
    reasons = {p.excerpt.split(" ")[0]: p.reason for p in result.skipped}
    assert "tournament policy" in reasons["Tournament"]
    report = (faqs.rulings_dir() / "REPORT.md").read_text(encoding="utf-8")
    for part in result.skipped:
        assert part.reason in report


def test_every_citation_exists_where_it_was_written_and_is_traced():
    current = store.load()
    checked = 0
    for ruling in rulings.load():
        assert ruling.edition == store.in_force(ruling.date).id
        for ref in ruling.rules:
            assert ref.number in store.load(ref.edition), (ruling.id, ref)
            assert ref.status == "ok", (ruling.id, ref)
            assert ref.current is None or ref.current in current, (ruling.id, ref)
            checked += ref.via == "cited"
    assert checked >= 20


def test_edition_in_force():
    assert store.in_force("2025-10-16").id == "2025-10"
    assert store.in_force("2026-01-14").id == "2025-12-01"
    assert store.in_force("2026-04-29").id == "2026-03-30"
    assert store.in_force("2027-01-01").id == "2026-07-16"  # the partial edition is never in force


def test_a_ruling_a_later_edition_changed_is_marked_with_the_rule():
    combat = next(r for r in rulings.load() if r.id == "unleashed/results-of-combat")
    (change,) = combat.changed_by
    assert (change.cited, change.edition, change.rule) == ("461.3.d", "2026-07-16", "466.3.d")
    (rewrite,) = combat.amends
    assert rewrite.number == "461.3.d" and rewrite.adopted == "2026-07-16"
    assert "units were recalled" in rewrite.new and "units were recalled" not in rewrite.old


def test_cards_are_matched_by_name():
    names = {c.name for r in rulings.for_card("Hidden Blade") for c in r.cards}
    assert "Hidden Blade" in names
    pickpocket = next(
        r for r in rulings.load() if r.question == "Can Pickpocket kill a Gold token?"
    )
    assert {c.name for c in pickpocket.cards} == {"Pickpocket", "Gold"}
    # A card named alone on the line before its question ("Blood Rush").
    blood = next(r for r in rulings.load() if "Blood Rush" in r.question)
    assert "Blood Rush" in {c.name for c in blood.cards}
    # "Thrill of the Hunt" is a card, not the [Hunt] keyword.
    strike = next(r for r in rulings.load() if r.question.startswith("I play Alpha Strike"))
    assert not any(ref.text == "Hunt" for ref in strike.rules)
    assert rulings.for_card("Annie, Fiery") == ()


def test_rulings_for_a_rule_are_traced_between_editions():
    assert [r.id for r in rulings.for_rule("466.3.d")] == ["unleashed/results-of-combat"]
    assert [r.id for r in rulings.for_rule("461.3.d", "2026-03-30")] == [
        "unleashed/results-of-combat"
    ]
    assert "unleashed/results-of-combat" in {r.id for r in rulings.for_rule("466", section=True)}
    assert rulings.for_rule("466") == ()


HOSTILE = [
    {
        "id": "evil",
        "title": "<script>alert(1)</script>",
        "content": "## S\n\n### Q: Is <b>this</b> safe?\n\n<img src=x onerror=alert(1)>Yes.\u0000",
        "publishedAt": "2026-05-01T00:00:00Z",
        "originUrl": "javascript:alert(1)",
        "source": "Riftbound Official",
    }
]


def _write(tmp_path: Path, data: object) -> Path:
    path = tmp_path / RAW
    path.parent.mkdir(parents=True)
    path.write_text(json.dumps(data) if not isinstance(data, str) else data, encoding="utf-8")
    return tmp_path


def test_hostile_documents_are_made_harmless(tmp_path):
    result = faqs.read(_write(tmp_path, HOSTILE))
    (ruling,) = result.rulings
    assert ruling.url is None and result.notes  # the javascript: address is left out, said so
    assert ruling.question == "Is this safe?"
    assert ruling.answer == "Yes."
    assert result.documents[0].edition == "2026-03-30"


@pytest.mark.parametrize(
    "data",
    [
        "not json",
        {"id": "x"},
        [{"id": "../../etc", "title": "t", "content": "", "publishedAt": "2026-01-01"}],
        [{"id": "x", "title": 3, "content": "", "publishedAt": "2026-01-01"}],
        [{"id": "x", "title": "t", "content": "", "publishedAt": "yesterday"}],
        [
            {
                "id": "x",
                "title": "t",
                "content": "x" * (faqs.MAX_CONTENT + 1),
                "publishedAt": "2026-01-01",
            }
        ],
        [
            {
                "id": "x",
                "title": "t",
                "content": "## S\n\n### Q: Empty?",
                "publishedAt": "2026-01-01",
            }
        ],
    ],
)
def test_malformed_sources_are_refused_and_nothing_is_written(tmp_path, data):
    shared = _write(tmp_path, data)
    root = tmp_path / "rulebook"
    shutil.copytree(rulebook_dir(), root)
    before = {p: p.read_bytes() for p in (root / "rulings").iterdir()}
    with pytest.raises(SourceError):
        faqs.import_rulings(shared, root)
    assert {p: p.read_bytes() for p in (root / "rulings").iterdir()} == before


def test_a_change_found_by_reading_the_rules_is_marked_and_checked():
    sun = next(r for r in rulings.load() if r.id.startswith("origins/can-i-use-sun-disc"))
    (change,) = sun.changed_by
    assert (change.cited, change.edition, change.rule, change.status) == (
        "728.1.c.2",
        "2026-03-30",
        "812.1.c",
        "changed",
    )
    assert "different" in change.note
    assert sun in rulings.for_rule("812.1.c", "2026-03-30")
    text = rulings.to_text([sun])
    assert text.startswith("Q: Can I use Sun Disc's ability") and "! rule 728.1.c.2 changed" in text
