"""Maintainers: ``import``."""

from __future__ import annotations

import argparse

from riftrules.commands import Exit, UsageError, arg, command


@command(
    "import",
    "Re-import the rules editions and the card pool from the raw sources (maintainers).",
    arg("shared", help="folder holding data/raw/ and seeds/"),
    arg("editions", nargs="*", help="edition ids (default: all, and the cards)"),
    formats=None,
)
def import_(args: argparse.Namespace) -> int:
    from pathlib import Path

    from riftrules.importers.rows import SourceError
    from riftrules.importers.run import import_editions

    try:
        for result in import_editions(Path(args.shared), args.editions or None):
            print(f"{result.info.id}: {len(result.rules)} rules, {len(result.anomalies)} anomalies")
            for anomaly in result.anomalies:
                print(f"  {anomaly}")
        if not args.editions:
            from riftrules.importers.cards import import_cards

            print(f"cards: {import_cards(Path(args.shared))}")
            from riftrules.importers.faqs import import_rulings

            imported = import_rulings(Path(args.shared))
            print(f"rulings: {len(imported.rulings)}, {len(imported.skipped)} parts not rulings")
    except SourceError as error:
        raise UsageError(f"the import failed and nothing was written: {error}") from None
    return Exit.OK
