"""Decklists: ``deck check``."""

from __future__ import annotations

import argparse
from datetime import date

from riftrules.commands import Exit, UsageError, arg, command, print_json


def _date(value: str) -> date:
    """An ``argparse`` type: a day, YYYY-MM-DD."""
    try:
        return date.fromisoformat(value)
    except ValueError:
        raise argparse.ArgumentTypeError(f"not a date (YYYY-MM-DD): {value!r}") from None


@command(
    "deck",
    "Check a decklist (text or JSON) against the Core Rules' deck construction and the "
    "Tournament Rules, with the bans and sets of a format on a date: each problem with the rule "
    "it breaks.",
    arg("action", choices=("check",), help="check: report every problem of the decklist"),
    arg(
        "file",
        help="the decklist ('3 Card Name' lines under Legend, Champion, Main Deck, "
        "Runes, Battlefields, Sideboard; or JSON), - for standard input",
    ),
    arg("--date", type=_date, help="the day of the event, YYYY-MM-DD (default: today)"),
    arg(
        "--format",
        dest="play_format",
        choices=("standard", "2v2"),
        default="standard",
        help="the play format: Standard Constructed (default) or 2v2 Constructed",
    ),
    arg("--output-format", choices=("text", "json"), default="text", help="text or json"),
    formats=None,
)
def deck(args: argparse.Namespace) -> int:
    from riftrules.formats import deckcheck, decklist
    from riftrules.formats.legality import Format

    try:
        listed = decklist.read(args.file)
    except decklist.DecklistError as error:
        raise UsageError(f"cannot read the decklist: {error}") from None
    report = deckcheck.check(listed, Format(args.play_format), args.date)
    if args.output_format == "json":
        print_json(
            {
                "file": listed.source,
                "format": report.format.value,
                "date": report.on.isoformat(),
                "legal": report.legal,
                "findings": [finding.to_json() for finding in report.findings],
            }
        )
    else:
        for finding in report.findings:
            print(f"{listed.source}:{finding.line}: {finding.kind.code} {finding.message}")
            print(f"  = rule: {'; '.join(str(rule) for rule in finding.rules)}")
        where = f"{report.format.title} on {report.on.isoformat()}"
        if report.legal:
            print(f"Legal in {where}.")
        else:
            count = len(report.findings)
            print(f"Found {count} problem{'s' * (count != 1)}: not legal in {where}.")
    return Exit.OK if report.legal else Exit.NEGATIVE
