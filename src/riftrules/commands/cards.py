"""Cards and card text: ``parse``, ``compile``, ``coverage``."""

from __future__ import annotations

import argparse
import sys

from riftrules.commands import Exit, UsageError, arg, command, edition, print_json

CARD_TYPE = arg("--card-type", help="unit, spell, gear, legend, battlefield, rune, token")


@command(
    "parse",
    "Parse card text (or a card by name) into its AST.",
    arg("text", help="card text, or a card name such as 'Annie, Fiery'"),
    CARD_TYPE,
    arg("--edition", help="an edition to check exists (the JSON gives every edition's rules)"),
    formats=("tree", "json"),
)
def parse(args: argparse.Namespace) -> int:
    from riftrules.cardtext.nodes import to_tree
    from riftrules.cardtext.parser import parse_text

    edition(args.edition)  # an unknown edition is a usage error
    text, card = card_text(args.text)
    parsed = parse_text(text)
    if parsed.refused:
        raise UsageError(parsed.refused)
    if args.format == "json":  # the export's card record (riftrules export --schema)
        from riftrules.ir.export import card_record

        print_json(card_record(text, args.card_type, _pool_card(card)))
    else:
        if card:
            print(f"{card}:")
        for line in parsed.lines:
            print("\n".join(to_tree(line.node, line.offset)))
    return Exit.OK if parsed.ok else Exit.NEGATIVE


@command(
    "compile",
    "Print Python source that builds a card's effects (or, as JSON, its export record).",
    arg("text", help="card text, or a card name such as 'Death Mark'"),
    CARD_TYPE,
    formats=("python", "json"),
)
def compile(args: argparse.Namespace) -> int:
    from riftrules.effects import NotCompiled
    from riftrules.effects.codegen import generate

    text, card = card_text(args.text)
    card_type = args.card_type
    if card is not None and card_type is None:
        from riftrules.cards import pool

        card_type = pool.find(card).type
    if args.format == "json":  # the export's card record, with its Python source
        from riftrules.ir.export import card_record

        record = card_record(text, card_type, _pool_card(card), python=True)
        print_json(record)
        return Exit.OK if record["python"] is not None else Exit.NEGATIVE
    try:
        print(generate(text, card_type, card or ""), end="")
    except NotCompiled as error:
        print(f"riftrules: not compiled: {error}", file=sys.stderr)
        return Exit.NEGATIVE
    return Exit.OK


@command(
    "coverage",
    "How much of the bundled card pool the grammar reads.",
    arg("--top", type=int, default=15, help="gaps to list (text format)"),
)
def coverage(args: argparse.Namespace) -> int:
    from riftrules.cardtext.coverage import measure
    from riftrules.cardtext.coverage import pool_texts as named_texts
    from riftrules.effects.status import by_construct, cards, pool_texts, ranked, status

    result = measure(named_texts())
    texts = pool_texts()
    compiled = sum(status(text, card_type).executable for text, card_type in texts.items())
    refusals = ranked(texts)
    if args.format == "json":
        print_json(
            {
                **result.to_json(),
                "executable": compiled,
                "refusals_by_construct": dict(by_construct(texts)),
                "not_executable": refusals,
                "card_status": cards(),
            }
        )
        return Exit.OK
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
    print("Not executable yet, by construct:")
    for construct, count in by_construct(texts):
        print(f"  {count:>4}  {construct}")
    print("Not executable yet, by construct and term (texts each would unlock):")
    for gap in refusals[: args.top]:
        details = gap["details"]
        assert isinstance(details, list)
        more = f" (+{len(details) - 1} more)" if len(details) > 1 else ""
        print(f"  {gap['texts']:>4}  {gap['group']}: {details[0]}{more}")
    return Exit.OK


@command(
    "export",
    "Card text as data for engine authors: tree, meaning (IR), status, rules (JSON).",
    arg("paths", nargs="*", help=".txt files of card texts, .json card lists"),
    arg("--pool", action="store_true", help="every card of the bundled pool"),
    arg("--text", action="append", default=[], help="a card text (repeatable)"),
    CARD_TYPE,
    arg("--schema", action="store_true", help="print the JSON Schema of the export and exit"),
    formats=("json", "jsonl"),
)
def export(args: argparse.Namespace) -> int:
    import json

    from riftrules.ir.export import card_record, document, pool_records
    from riftrules.ir.schema import shipped

    if args.schema:
        print_json(shipped())
        return Exit.OK
    if not (args.pool or args.paths or args.text):
        raise UsageError("nothing to export: give --pool, --text TEXT or files")
    records = list(pool_records()) if args.pool else []
    records += [card_record(text, args.card_type) for text in args.text]
    if args.paths:
        from riftrules.lint.sources import SourceError, read_paths

        try:
            targets = read_paths(args.paths, args.card_type)
        except SourceError as error:
            raise UsageError(str(error)) from None
        for target in targets:
            record = card_record(target.text, target.card.type)
            record["id"], record["name"] = target.card.id, target.card.name
            records.append(record)
    if args.format == "jsonl":
        for record in records:
            sys.stdout.write(json.dumps(record, ensure_ascii=False) + "\n")
    else:
        print_json(document(records))
    return Exit.OK


def _pool_card(name: str | None):
    from riftrules.cards import pool

    return pool.find(name) if name is not None else None


def card_text(argument: str) -> tuple[str, str | None]:
    """A card's current text when ``argument`` names a card, else ``argument`` itself."""
    from riftrules.cards import pool

    try:
        card = pool.find(argument)
    except LookupError:
        return argument, None
    return card.text, card.name
