"""The ``riftrules`` command line.

Exit codes: 0 success, 1 not found or findings, 2 usage error. Every error is one line on
stderr, never a traceback. Heavy modules are imported inside each command, so that start-up
stays light.
"""

from __future__ import annotations

import argparse
import json
import sys
from collections.abc import Callable, Sequence
from typing import NoReturn

OK, FINDINGS, USAGE = 0, 1, 2


class UsageError(Exception):
    """Bad arguments: exit 2."""


class NotFound(Exception):
    """A rule or edition that does not exist: exit 1."""


class _Parser(argparse.ArgumentParser):
    def error(self, message: str) -> NoReturn:
        raise UsageError(f"{message} (see '{self.prog} --help')")


def _print_json(value: object) -> None:
    json.dump(value, sys.stdout, ensure_ascii=False, indent=2)
    sys.stdout.write("\n")


# --- commands ---------------------------------------------------------------------------------


def _editions(args: argparse.Namespace) -> int:
    from riftrules.rules import store

    rows = [
        {
            "id": info.id,
            "date": info.date,
            "rules": len(store.load(info.id).by_number),
            "partial": info.partial,
        }
        for info in store.editions()
    ]
    if args.format == "json":
        _print_json(rows)
    else:
        for row, info in zip(rows, store.editions(), strict=True):
            flag = "  (partial)" if row["partial"] else ""
            print(f"{row['id']:<11} {row['rules']:>5} rules  {info.title}{flag}")
    return OK


def _rule(args: argparse.Namespace) -> int:
    from riftrules.rules.references import references

    edition = _edition(args.edition)
    rule = _lookup(edition, args.number)
    refs = references(edition.id)
    record = {
        "edition": edition.id,
        "number": rule.number,
        "kind": rule.kind,
        "title_path": [
            {"number": r.number, "text": r.text} for r in edition.title_path(rule.number)
        ],
        "text": rule.text,
        "parent": rule.parent,
        "children": edition.children.get(rule.number, []),
        "cites": refs.cites.get(rule.number, []),
        "cited_by": refs.cited_by.get(rule.number, []),
        "examples": list(rule.examples),
        "reminders": list(rule.reminders),
    }
    if args.format == "json":
        _print_json(record)
        return OK
    partial = " (partial edition)" if edition.info.partial else ""
    print(f"{rule.number}  [{rule.kind}]  Core Rules {edition.id}{partial}")
    for ancestor in record["title_path"]:
        print(f"  {ancestor['number']}  {_shorten(ancestor['text'])}")
    print()
    print(rule.text)
    for label, passages in (("Example", rule.examples), ("Reminder", rule.reminders)):
        for passage in passages:
            print(f"  {label}: {passage}")
    print()
    for label in ("children", "cites", "cited_by"):
        values = record[label]
        print(f"{label.replace('_', ' ').capitalize()}: {', '.join(values) if values else '-'}")
    return OK


def _trace(args: argparse.Namespace) -> int:
    from riftrules.rules import trace

    source, target = _edition(args.source), _edition(args.target)
    _lookup(source, args.number)
    result = trace.trace(args.number, source.id, target.id)
    if args.format == "json":
        _print_json(result.to_json())
    else:
        there = result.counterpart or "-"
        print(
            f"{result.number} ({result.source}) -> {there} ({result.target}): "
            f"{result.status}, similarity {result.similarity:.2f}"
        )
    return OK if result.counterpart else FINDINGS


def _diff(args: argparse.Namespace) -> int:
    from collections import Counter

    from riftrules.rules import trace

    old, new = _edition(args.old), _edition(args.new)
    changes = trace.diff(old.id, new.id)
    counts = Counter(change.status for change in changes)
    ordered = {status: counts.get(status, 0) for status in trace.STATUSES}
    if args.format == "json":
        _print_json(
            {
                "from": old.id,
                "to": new.id,
                "counts": ordered,
                "changes": [c.to_json() for c in changes if c.status != "same" or args.all],
            }
        )
        return OK
    print(f"{old.id} -> {new.id}: " + ", ".join(f"{n} {s}" for s, n in ordered.items() if n))
    for change in changes:
        if change.status == "same" and not args.all:
            continue
        print(
            f"  {change.status:<8} {change.old or '-':<14} -> {change.new or '-':<14} "
            f"{change.similarity:.2f}"
        )
    return OK


def _cite(args: argparse.Namespace) -> int:
    from riftrules.rules import cite

    _edition(args.edition)
    if args.written_for:
        _edition(args.written_for)
    text = sys.stdin.read() if args.text == "-" else args.text
    checks = cite.check_text(text, args.edition, args.written_for)
    if args.format == "json":
        _print_json([c.to_json() for c in checks])
    else:
        for c in checks:
            hint = f" -> {c.suggestion}" if c.suggestion else ""
            print(f"{c.citation.text}: {c.status} in {c.edition}{hint}")
    return FINDINGS if any(c.status != "ok" for c in checks) else OK


def _parse(args: argparse.Namespace) -> int:
    from riftrules.cardtext.nodes import to_json, to_tree
    from riftrules.cardtext.parser import parse_text
    from riftrules.cardtext.rules_invoked import rules_invoked

    edition = _edition(args.edition).id

    text, card = _card_text(args.text)
    parsed = parse_text(text)
    if parsed.refused:
        raise UsageError(parsed.refused)
    if args.format == "json":
        _print_json(
            {
                "card": card,
                "text": parsed.normalised.text,
                "ok": parsed.ok,
                "abilities": [
                    {
                        "text": line.text,
                        "span": [line.offset, line.offset + len(line.text)],
                        "ast": to_json(line.node, line.offset),
                        "rules": [
                            {"number": r.number, "term": r.term, "edition": r.edition, "via": r.via}
                            for r in rules_invoked(line.node, edition)
                        ],
                        "error": None
                        if line.ok
                        else {
                            "message": line.error.message,
                            "span": [
                                line.offset + line.error.span.start,
                                line.offset + line.error.span.end,
                            ],
                            "expected": list(line.error.expected),
                        },
                    }
                    for line in parsed.lines
                ],
            }
        )
    else:
        if card:
            print(f"{card}:")
        for line in parsed.lines:
            print("\n".join(to_tree(line.node, line.offset)))
    return OK if parsed.ok else FINDINGS


def _card_text(argument: str) -> tuple[str, str | None]:
    """A card's current text when ``argument`` names a card, else ``argument`` itself."""
    from riftrules.cards import pool

    try:
        card = pool.find(argument)
    except LookupError:
        return argument, None
    return card.text, card.name


def _coverage(args: argparse.Namespace) -> int:
    from riftrules.cards import pool
    from riftrules.cardtext.coverage import measure, pool_texts
    from riftrules.effects import executable

    result = measure(pool_texts())
    types: dict[str, str | None] = {}
    for card in pool.load():
        if card.text:
            types.setdefault(card.text, card.type)
    compiled, not_compiled = executable(types)
    if args.format == "json":
        _print_json({**result.to_json(), "executable": compiled, "not_executable": not_compiled})
        return OK
    share = result.round_trip / result.cards if result.cards else 0.0
    print(
        f"{result.round_trip}/{result.cards} distinct card texts parse with no Unknown node "
        f"and print back exactly ({share:.1%}); {result.unknown_clauses} unknown lines"
    )
    print(
        f"{compiled}/{result.cards} compile to executable effects with nothing left out "
        f"({compiled / max(result.cards, 1):.1%})"
    )
    print("Gaps, by cards they would unlock:")
    for gap in result.gaps[: args.top]:
        print(f"  {gap['cards']:>4}  {gap['construct']}")
        print(f"        e.g. {gap['example']}")
    print("Not executable yet, by cards:")
    for gap in not_compiled[: args.top]:
        print(f"  {gap['cards']:>4}  {gap['reason']}")
    return OK


def _compile(args: argparse.Namespace) -> int:
    from riftrules.effects import NotCompiled
    from riftrules.effects.codegen import generate

    text, card = _card_text(args.text)
    card_type = args.card_type
    if card is not None and card_type is None:
        from riftrules.cards import pool

        card_type = pool.find(card).type
    try:
        print(generate(text, card_type, card or ""), end="")
    except NotCompiled as error:
        print(f"riftrules: not compiled: {error}", file=sys.stderr)
        return FINDINGS
    return OK


def _lint(args: argparse.Namespace) -> int:
    from riftrules.lint.cli import LintUsageError, run

    try:
        return run(args)
    except LintUsageError as error:
        raise UsageError(str(error)) from None


def _lsp(args: argparse.Namespace) -> int:
    from riftrules.lint.lsp import serve

    serve()
    return OK


def _scenario(args: argparse.Namespace) -> int:
    from riftrules.scenarios.cli import main as run_scenarios

    return run_scenarios(args)


def _site(args: argparse.Namespace) -> int:
    from riftrules.site.command import SiteUnavailable, run

    try:
        return run(
            args.action,
            args.dev_addr,
            strict=not args.no_strict,
            renderer=args.renderer,
            site_url=args.site_url,
        )
    except SiteUnavailable as error:
        raise NotFound(str(error)) from None


def _import(args: argparse.Namespace) -> int:
    from pathlib import Path

    from riftrules.importers.run import import_editions

    for result in import_editions(Path(args.shared), args.editions or None):
        print(f"{result.info.id}: {len(result.rules)} rules, {len(result.anomalies)} anomalies")
        for anomaly in result.anomalies:
            print(f"  {anomaly}")
    if not args.editions:
        from riftrules.importers.cards import import_cards

        print(f"cards: {import_cards(Path(args.shared))}")
    return OK


# --- plumbing ---------------------------------------------------------------------------------


def _edition(wanted: str | None):
    from riftrules.rules import store

    try:
        return store.load(wanted)
    except store.UnknownEdition as error:
        raise NotFound(str(error)) from None


def _lookup(edition, number: str):
    from riftrules.rules import numbers, store

    try:
        return edition.get(_strip_prefix(number))
    except numbers.RuleNumberError as error:
        raise UsageError(str(error)) from None
    except store.UnknownRule as error:
        raise NotFound(str(error)) from None


def _strip_prefix(number: str) -> str:
    for prefix in ("CR", "Core Rules", "rule", "Rule"):
        if number.startswith(prefix + " "):
            return number[len(prefix) + 1 :]
    return number


def _shorten(text: str, width: int = 70) -> str:
    return text if len(text) <= width else text[: width - 1] + "…"


def _parser() -> _Parser:
    parser = _Parser(prog="riftrules", description=__doc__.split("\n\n")[0])
    parser.add_argument("--version", action="version", version="riftrules 0.1.0")
    commands = parser.add_subparsers(dest="command", required=True, parser_class=_Parser)

    def command(
        name: str, handler: Callable[[argparse.Namespace], int], help: str, formats: bool = True
    ) -> _Parser:
        sub = commands.add_parser(name, help=help, description=help)
        sub.set_defaults(handler=handler)
        if formats:
            sub.add_argument("--format", choices=("text", "json"), default="text")
        return sub

    command("editions", _editions, "List the Core Rules editions.")

    sub = command("rule", _rule, "Show a rule: title path, text, examples, links.")
    sub.add_argument("number", help="a rule number, e.g. 431.2.b")
    sub.add_argument("--edition", help="edition id (default: the newest complete edition)")

    sub = command("trace", _trace, "Follow a rule into another edition.")
    sub.add_argument("number")
    sub.add_argument("--from", dest="source", required=True, help="edition the number is from")
    sub.add_argument("--to", dest="target", required=True, help="edition to trace it into")

    sub = command("diff", _diff, "Compare two editions rule by rule.")
    sub.add_argument("old")
    sub.add_argument("new")
    sub.add_argument("--all", action="store_true", help="list unchanged rules too")

    sub = command("cite", _cite, "Find and check the rule citations in a text.")
    sub.add_argument("text", help="the text, or - to read standard input")
    sub.add_argument("--edition", help="edition to check against (default: newest complete)")
    sub.add_argument("--written-for", help="edition the text was written for, if it names none")

    sub = command(
        "parse", _parse, "Parse card text (or a card by name) into its AST.", formats=False
    )
    sub.add_argument("text", help="card text, or a card name such as 'Annie, Fiery'")
    sub.add_argument("--card-type", help="unit, spell, gear, legend, battlefield, rune, token")
    sub.add_argument("--format", choices=("tree", "json"), default="tree")
    sub.add_argument("--edition", help="edition for the rules each ability invokes")

    sub = command(
        "compile", _compile, "Print Python source that builds a card's effects.", formats=False
    )
    sub.add_argument("text", help="card text, or a card name such as 'Death Mark'")
    sub.add_argument("--card-type", help="unit, spell, gear, legend, battlefield")

    sub = command("coverage", _coverage, "How much of the bundled card pool the grammar reads.")
    sub.add_argument("--top", type=int, default=15, help="gaps to list (text format)")

    sub = command(
        "lint", _lint, "Lint card text: templating, keywords, reminders, data.", formats=False
    )
    sub.add_argument("paths", nargs="*", help=".txt files of card texts, .json card lists")
    sub.add_argument("--pool", action="store_true", help="lint the bundled card pool")
    sub.add_argument("--text", help="a card text to lint, or - to read standard input")
    sub.add_argument("--card-type", help="type of texts that do not give theirs (unit, spell …)")
    sub.add_argument(
        "--output-format", choices=("full", "concise", "json", "sarif", "github"), default=None
    )
    sub.add_argument("--select", action="append", help="rule codes or prefixes (RB2,RB101)")
    sub.add_argument("--ignore", action="append", help="rule codes or prefixes to leave out")
    sub.add_argument("--fix", action="store_true", help="apply safe fixes to the files")
    sub.add_argument("--unsafe-fixes", action="store_true", help="apply unsafe fixes too")
    sub.add_argument(
        "--diff", action="store_true", help="print the fixes as a diff, change nothing"
    )
    sub.add_argument("--exit-zero", action="store_true", help="exit 0 even with findings")
    sub.add_argument("--isolated", action="store_true", help="ignore pyproject.toml settings")
    sub.add_argument("--no-cache", action="store_true", help="neither read nor write the cache")
    sub.add_argument("--explain", metavar="CODE", help="print a rule's documentation")

    command("lsp", _lsp, "Run the card-text language server on stdio.", formats=False)

    sub = command(
        "scenario",
        _scenario,
        "Run scenario files (SCENARIOS.md): exit 0 all hold, 1 a failure, 2 an invalid file.",
    )
    sub.add_argument("files", nargs="+", help="scenario files (.yaml), or folders of them")
    sub.add_argument("--log", action="store_true", help="print each event and its rules")

    sub = command(
        "site",
        _site,
        "Generate the rules site's Markdown (build/site-src), render it (build/site), or serve it.",
        formats=False,
    )
    sub.add_argument("action", choices=("generate", "build", "serve"))
    sub.add_argument(
        "--with", dest="renderer", choices=("mkdocs", "zensical"), default="mkdocs",
        help="the renderer of build and serve (default: mkdocs)",
    )  # fmt: skip
    sub.add_argument(
        "--site-url", default=None,
        help="where the site will be served (default: http://<dev-addr>/); its sitemap says so",
    )  # fmt: skip
    sub.add_argument("--dev-addr", default="127.0.0.1:8000", help="where serve listens")
    sub.add_argument("--no-strict", action="store_true", help="build without --strict")

    sub = command(
        "import",
        _import,
        "Re-import the rules editions and the card pool from the raw sources (maintainers).",
        formats=False,
    )
    sub.add_argument("shared", help="folder holding data/raw/ and seeds/")
    sub.add_argument("editions", nargs="*", help="edition ids (default: all, and the cards)")
    return parser


def main(argv: Sequence[str] | None = None) -> int:
    try:
        args = _parser().parse_args(argv)
        return args.handler(args)
    except UsageError as error:
        print(f"riftrules: error: {error}", file=sys.stderr)
        return USAGE
    except NotFound as error:
        print(f"riftrules: {error}", file=sys.stderr)
        return FINDINGS
    except BrokenPipeError:
        return OK
    except Exception as error:
        from riftrules.importers.rows import SourceError

        if isinstance(error, SourceError):
            print(f"riftrules: import failed, nothing written: {error}", file=sys.stderr)
            return FINDINGS
        print(f"riftrules: internal error: {type(error).__name__}: {error}", file=sys.stderr)
        return USAGE


if __name__ == "__main__":
    raise SystemExit(main())
