"""The README's rulings figures are read from the data."""

from __future__ import annotations

import re
from collections import Counter
from pathlib import Path

from riftrules import rulings
from riftrules.importers import faqs

README = (Path(__file__).resolve().parents[2] / "README.md").read_text(encoding="utf-8")


def test_counts_per_faq():
    counts = Counter((r.document, r.kind) for r in rulings.load())
    for document in rulings.documents().values():
        row = re.search(
            rf"^\| {re.escape(document.title)}[^|]* \| {document.date} \| {document.edition} "
            rf"\| (\d+) \| (\d+) \|$",
            README,
            re.M,
        )
        assert row, document.title
        assert int(row[1]) == counts[document.id, "question"]
        assert int(row[2]) == counts[document.id, "clarification"]


def test_totals():
    found = rulings.load()
    skipped = (faqs.rulings_dir() / "REPORT.md").read_text(encoding="utf-8")
    parts = re.search(r"; (\d+) parts not imported", skipped)
    assert f"{len(found)} rulings in all; {parts[1]} parts" in README
    assert f"{sum(1 for r in found if r.cards)} rulings name at least one card" in README
    cited = [ref for r in found for ref in r.cited]
    assert f"({len(cited)} citations, all `ok`)" in README
    assert all(ref.status == "ok" for ref in cited)
    changed = sum(1 for r in found if r.changed_by)
    flat = README.replace("\n", " ")
    assert f"marked with the rule that changed it ({changed} rulings:" in flat
    assert f'…", {sum(len(r.amends) for r in found)} rules)' in README.replace("\n", " ")
