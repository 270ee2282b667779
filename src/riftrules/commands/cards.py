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
    arg("--edition", help="edition for the rules each ability invokes"),
    formats=("tree", "json"),
)
def parse(args: argparse.Namespace) -> int:
    from riftrules.cardtext.nodes import to_json, to_tree
    from riftrules.cardtext.parser import parse_text
    from riftrules.cardtext.rules_invoked import rules_invoked

    edition_id = edition(args.edition).id
    text, card = card_text(args.text)
    parsed = parse_text(text)
    if parsed.refused:
        raise UsageError(parsed.refused)
    if args.format == "json":
        print_json(
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
                            for r in rules_invoked(line.node, edition_id)
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
    return Exit.OK if parsed.ok else Exit.NEGATIVE


@command(
    "compile",
    "Print Python source that builds a card's effects.",
    arg("text", help="card text, or a card name such as 'Death Mark'"),
    CARD_TYPE,
    formats=None,
)
def compile(args: argparse.Namespace) -> int:
    from riftrules.effects import NotCompiled
    from riftrules.effects.codegen import generate

    text, card = card_text(args.text)
    card_type = args.card_type
    if card is not None and card_type is None:
        from riftrules.cards import pool

        card_type = pool.find(card).type
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


def card_text(argument: str) -> tuple[str, str | None]:
    """A card's current text when ``argument`` names a card, else ``argument`` itself."""
    from riftrules.cards import pool

    try:
        card = pool.find(argument)
    except LookupError:
        return argument, None
    return card.text, card.name
