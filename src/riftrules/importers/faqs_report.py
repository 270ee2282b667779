"""``rulebook/rulings/REPORT.md``: what the FAQ import made of each document."""

from __future__ import annotations

from collections import Counter
from typing import TYPE_CHECKING

if TYPE_CHECKING:
    from riftrules.importers.faqs import Imported


def _cell(value: object) -> str:
    return str(value).replace("|", "\\|").replace("\n", " ")


def _table(header: list[str], rows: list[list[object]]) -> str:
    lines = ["| " + " | ".join(header) + " |", "|" + "|".join("---" for _ in header) + "|"]
    lines += ["| " + " | ".join(_cell(v) for v in row) + " |" for row in rows]
    return "\n".join(lines) + "\n"


def render(imported: Imported) -> str:
    rulings, skipped = imported.rulings, imported.skipped
    kinds = Counter((r.document, r.kind) for r in rulings)
    left = Counter(s.document for s in skipped)
    out = [
        "# Rulings import report\n\n",
        "Written by `riftrules.importers.faqs` from `data/raw/ZanderH-code__riftboundoc/faqs.json`"
        " (see `../NOTICE.md`); do not edit by hand.\n\n",
        "## Documents\n\n",
        _table(
            [
                "document",
                "date",
                "edition in force",
                "authority",
                "Q&As",
                "clarifications",
                "not imported",
            ],
            [
                [
                    d.title,
                    d.date,
                    d.edition,
                    d.authority,
                    kinds[d.id, "question"],
                    kinds[d.id, "clarification"],
                    left[d.id],
                ]
                for d in imported.documents
            ],
        ),
        f"\n{len(rulings)} rulings: {sum(kinds[k] for k in kinds if k[1] == 'question')} Q&As "
        f"and {sum(kinds[k] for k in kinds if k[1] == 'clarification')} clarifications; "
        f"{len(skipped)} parts not imported.\n",
        "\n## Not imported, and why\n\n",
        _table(
            ["document", "section", "text", "reason"],
            [[s.document, s.section or "(start)", s.excerpt, s.reason] for s in skipped],
        ),
    ]
    statuses = Counter(ref.status for r in rulings for ref in r.cited)
    out += [
        "\n## Citations\n\n",
        "Each citation or quoted rule is checked in the edition in force on the ruling's date "
        "and traced to the current edition.\n\n",
        _table(["status", "citations"], [[k, v] for k, v in sorted(statuses.items())]),
    ]
    odd = [
        [r.id, ref.text, ref.edition, ref.status]
        for r in rulings
        for ref in r.cited
        if ref.status != "ok"
    ]
    if odd:
        out += ["\nNot ok:\n\n", _table(["ruling", "citation", "edition", "status"], odd)]
    changed = [
        [r.id, c.cited, r.edition, c.edition, c.rule or "—", c.note or c.status]
        for r in rulings
        for c in r.changed_by
    ]
    out += [
        "\n## Rulings a later edition may have changed\n\n",
        "A rule the answer cites was reworded or removed in a later edition, or (named in "
        "`faq_changes.json`) a later rule changed the answer.\n\n",
        _table(["ruling", "cites", "in", "changed in", "now", "how"], changed)
        if changed
        else "None.\n",
    ]
    rewrites = [
        [r.id, a.number, a.edition, a.adopted or "not yet"] for r in rulings for a in r.amends
    ]
    if rewrites:
        out += [
            "\n## Rules the documents rewrite\n\n",
            _table(["ruling", "rule", "of", "new wording adopted in"], rewrites),
        ]
    if imported.notes:
        out += ["\n## Notes\n\n", "".join(f"- {n}\n" for n in imported.notes)]
    return "".join(out)
