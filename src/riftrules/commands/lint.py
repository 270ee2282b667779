"""Linting card text: ``lint`` and its language server ``lsp``."""

from __future__ import annotations

import argparse

from riftrules.commands import Exit, UsageError, arg, command


@command(
    "lint",
    "Lint card text: templating, keywords, reminders, data.",
    arg(
        "paths",
        nargs="*",
        help=".txt files of card texts (blocks separated by blank lines, each perhaps opened "
        "by '# type: unit', '# name: …', '# id: …', '# noqa: RB201'; '# …' after a line is a "
        "comment), .json and .yaml card lists (records with 'text' and any of type, name, id, "
        "domains, might, energy, power, supertype, printed, errata, noqa), .csv card lists "
        "(a header row naming those columns), or folders of them",
    ),
    arg("--pool", action="store_true", help="lint the bundled card pool"),
    arg("--text", help="a card text to lint, or - to read standard input"),
    arg("--card-type", help="type of texts that do not give theirs (unit, spell …)"),
    arg(
        "--output-format",
        choices=("full", "concise", "json", "sarif", "github"),
        default=None,
    ),
    arg("--select", action="append", help="rule codes or prefixes (RB2,RB101)"),
    arg("--ignore", action="append", help="rule codes or prefixes to leave out"),
    arg(
        "--extend-select",
        action="append",
        help="codes or prefixes to add to the selection",
    ),
    arg(
        "--extend-ignore",
        action="append",
        help="codes or prefixes to leave out as well",
    ),
    arg("--statistics", action="store_true", help="count findings by code"),
    arg("--list-rules", action="store_true", help="list every rule: code, name, fix"),
    arg("--fix", action="store_true", help="apply safe fixes to the files"),
    arg("--unsafe-fixes", action="store_true", help="apply unsafe fixes too"),
    arg("--diff", action="store_true", help="print the fixes as a diff, change nothing"),
    arg("--exit-zero", action="store_true", help="exit 0 even with findings"),
    arg("--isolated", action="store_true", help="ignore pyproject.toml settings"),
    arg("--no-cache", action="store_true", help="neither read nor write the cache"),
    arg("--explain", metavar="CODE|NAME", help="print a rule's documentation"),
    formats=None,
)
def lint(args: argparse.Namespace) -> int:
    from riftrules.lint.cli import LintUsageError, run
    from riftrules.terminal import escape

    try:
        return run(args)
    except LintUsageError as error:  # a file name or argument may carry control characters
        raise UsageError(escape(str(error))) from None


@command("lsp", "Run the card-text language server on stdio.", formats=None)
def lsp(args: argparse.Namespace) -> int:
    from riftrules.lint.lsp import serve

    serve()
    return Exit.OK
