"""Maintainers: ``import``."""

from __future__ import annotations

import argparse

from riftrules.commands import Exit, UsageError, arg, command


@command(
    "import",
    "Re-import the rules editions, the card pool and the rulings from the raw sources "
    "(maintainers): one transaction, checked before anything is switched.",
    arg("shared", help="folder holding data/raw/ and seeds/"),
    arg("editions", nargs="*", help="edition ids (default: all, the cards and the rulings)"),
    arg(
        "--force",
        action="store_true",
        help="accept sources that lose sections or shrink against the data they replace",
    ),
    formats=None,
)
def import_(args: argparse.Namespace) -> int:
    from pathlib import Path

    from riftrules.importers import transaction
    from riftrules.importers.rows import SourceError
    from riftrules.paths import rulebook_dir
    from riftrules.rules.store import UnknownEdition, edition_info

    try:
        for wanted in args.editions:
            edition_info(wanted)
        done = transaction.run(
            Path(args.shared), rulebook_dir(), args.editions or None, force=args.force
        )
    except (SourceError, UnknownEdition) as error:
        raise UsageError(f"the import failed and nothing was written: {error}") from None
    for line in done.lines():
        print(line)
    return Exit.OK
