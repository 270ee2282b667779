"""Cards and card text: ``card``, ``keyword``, ``parse``, ``compile``, ``coverage``."""

from __future__ import annotations

import argparse
import difflib
import re
import sys
from collections.abc import Iterator
from pathlib import Path

from riftrules.commands import (
    Exit,
    NotFound,
    UsageError,
    arg,
    command,
    edition,
    positive,
    print_json,
    quoted,
)

CARD_TYPES = ("unit", "spell", "gear", "legend", "battlefield", "rune", "token")


def _card_type(value: str) -> str:
    """A card type as the pool writes it ("spell" -> "Spell"); another word is a usage error."""
    if value.strip().casefold() not in CARD_TYPES:
        raise argparse.ArgumentTypeError(
            f"unknown card type {value!r} (expected one of {', '.join(CARD_TYPES)})"
        )
    return value.strip().capitalize()


CARD_TYPE = arg("--card-type", type=_card_type, help=", ".join(CARD_TYPES))


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
        from riftrules.export.records import alone, card_record

        print_json(alone(card_record(text, args.card_type, _pool_card(card))))
    else:
        if card:
            print(f"{card}:")
        for line in parsed.lines:
            print("\n".join(to_tree(line.node, line.offset)))
    return Exit.OK if parsed.ok else Exit.NEGATIVE


@command(
    "compile",
    "Print Python source that builds a card's effects (or, as JSON, its export record).",
    arg("text", nargs="?", help="card text, or a card name such as 'Death Mark'"),
    CARD_TYPE,
    arg(
        "--program",
        metavar="FILE",
        help="print as Python the program in a JSON file ('-': standard input): a card's "
        "'program' as export writes it, or its whole record",
    ),
    formats=("python", "json"),
)
def compile(args: argparse.Namespace) -> int:
    from riftrules.codegen import generate
    from riftrules.effects import NotCompiled

    if (args.text is None) == (args.program is None):
        raise UsageError("give a card text or name, or --program FILE (not both)")
    if args.program is not None:
        return _compile_program(args.program, args.format)
    text, card = card_text(args.text)
    card_type = args.card_type
    if card is not None and card_type is None:
        from riftrules.cards import pool

        card_type = pool.find(card).type
    if args.format == "json":  # the export's card record: its program, and as Python source
        from riftrules.export.records import alone, card_record

        record = card_record(text, card_type, _pool_card(card), python=True)
        print_json(alone(record))
        return Exit.OK if record["python"] is not None else Exit.NEGATIVE
    try:
        print(generate(text, card_type, card or ""), end="")
    except NotCompiled as error:
        print(f"riftrules: not compiled: {error}", file=sys.stderr)
        return Exit.NEGATIVE
    return Exit.OK


def _compile_program(path: str, output: str) -> int:
    """``compile --program FILE``: the program a JSON file holds (read back by
    :func:`riftrules.program_json.from_json`: nothing in it is run), as Python source."""
    from riftrules.codegen import module
    from riftrules.inputs import InputError, load_json, read_stdin, read_text
    from riftrules.program_json import ProgramError, from_json, to_json

    where = "standard input" if path == "-" else path
    try:
        data = load_json(read_stdin() if path == "-" else read_text(path), where)
        record = data if isinstance(data, dict) and "program" in data else {"program": data}
        if record["program"] is None:
            raise UsageError(f"{where}: no program (the text does not compile)")
        script = from_json(record["program"])
    except (InputError, ProgramError) as error:
        message = f"{where}: {error}" if isinstance(error, ProgramError) else str(error)
        raise UsageError(message) from None
    if output == "json":
        print_json(to_json(script))
        return Exit.OK
    text, name = record.get("text"), record.get("name")
    print(
        module(
            script, text if isinstance(text, str) else "", name if isinstance(name, str) else ""
        ),
        end="",
    )
    return Exit.OK


@command(
    "coverage",
    "How much of the bundled card pool (or of card files) the grammar reads and compiles.",
    arg("paths", nargs="*", help="card files (.txt, .json, .yaml, .csv) instead of the pool"),
    arg("--top", type=int, default=15, help="gaps to list (text format)"),
    CARD_TYPE,
)
def coverage(args: argparse.Namespace) -> int:
    from riftrules.cardtext.coverage import measure
    from riftrules.cardtext.coverage import pool_texts as named_texts
    from riftrules.coverage import by_construct, cards, pool_texts, ranked, status

    if args.paths:
        return _set_report(args)
    else:
        named, texts, rows = named_texts(), pool_texts(), None
    result = measure(named)
    compiled = sum(status(text, card_type).executable for text, card_type in texts.items())
    refusals = ranked(texts)
    if args.format == "json":
        print_json(
            {
                **result.to_json(),
                "executable": compiled,
                "refusals_by_construct": dict(by_construct(texts)),
                "not_executable": refusals,
                "card_status": cards() if rows is None else rows,
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
    print("Grammar gaps, by cards they would unlock:" if result.gaps else "No grammar gaps.")
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


def _keyword_section(name: str, found) -> str | None:
    """The keyword's section in ``found``: the lexicon's rule (kept for one edition), traced
    into ``found``; else the section of that title."""
    from riftrules.lint import data
    from riftrules.rules import lookup, store, trace

    home = data.keywords()[name].get("rule")
    if home and home in store.load(data.EDITION):
        there = trace.trace(home, data.EDITION, found.id).counterpart
        if there:
            return there
    sections, exact = lookup.titled(found, name)
    return sections[0] if exact else None


@command(
    "export",
    "Card text as data for engine authors: tree, meaning (IR), status, rules (JSON).",
    arg("paths", nargs="*", help=".txt files of card texts, .json, .yaml or .csv card lists"),
    arg("--pool", action="store_true", help="every card of the bundled pool"),
    arg("--text", action="append", default=[], help="a card text (repeatable)"),
    CARD_TYPE,
    arg("--schema", action="store_true", help="print the JSON Schema of the export and exit"),
    formats=("json", "jsonl"),
)
def export(args: argparse.Namespace) -> int:
    """Every input is read and checked first (a refusal comes before any output); then each
    path is read again and each record written as it is made: memory holds one path's texts
    and one record, whatever the number of cards."""
    import contextlib
    import io

    from riftrules.export.records import card_record, pool_records, write_document, write_lines
    from riftrules.export.schema import shipped
    from riftrules.lint.card_lists import Format, file_format
    from riftrules.lint.sources import SourceError, Target, read_file, read_paths, txt_targets

    if args.schema:
        print_json(shipped())
        return Exit.OK
    if not (args.pool or args.paths or args.text):
        raise UsageError("nothing to export: give --pool, --text TEXT or files")

    def lazy(name: str) -> bool:  # a text file: read block by block
        return Path(name).is_file() and file_format(name) is Format.TXT

    def targets(name: str) -> Iterator[Target]:
        """The texts of a path: a text file's block by block, as they are read."""
        path = Path(name)
        try:
            if lazy(name):
                yield from txt_targets(read_file(path), str(path), args.card_type, path)
            else:
                yield from read_paths([name], args.card_type)
        except SourceError as error:
            raise UsageError(str(error)) from None

    for name in args.paths:
        for _ in targets(name):  # checked, then let go
            pass

    def records() -> Iterator[dict[str, object]]:
        if args.pool:
            yield from pool_records()
        for text in args.text:
            yield card_record(text, args.card_type)
        for name in args.paths:
            with contextlib.redirect_stderr(io.StringIO()):  # warned on the first reading
                read = targets(name) if lazy(name) else list(targets(name))
            for target in read:
                record = card_record(target.text, target.card.type)
                record["id"], record["name"] = target.card.id, target.card.name
                yield record

    write = write_lines if args.format == "jsonl" else write_document
    write(records(), sys.stdout)
    return Exit.OK


def _set_report(args: argparse.Namespace) -> int:
    """``coverage FILE…``: the day-one report of a new set's card files (parse, lint and
    executable figures, and what stops the rest, ranked)."""
    from riftrules.commands.set_report import report
    from riftrules.coverage import by_construct, ranked
    from riftrules.lint.config import ConfigError

    targets, named, texts, rows = _file_texts(args.paths, args.card_type)
    try:
        found = report(targets, named, texts)
    except ConfigError as error:
        raise UsageError(str(error)) from None
    if args.format == "json":
        print_json(
            {
                **found.parse.to_json(),
                "executable": found.executable,
                "refusals_by_construct": dict(by_construct(texts)),
                "not_executable": ranked(texts),
                **found.to_json(),
                "card_status": rows,
            }
        )
        return Exit.OK
    print(found.text(args.top))
    return Exit.OK


def _file_texts(paths: list[str], card_type: str | None):
    """The cards of card files, their distinct texts with the cards printing each, with the
    type of the first, and each card's status (``coverage`` of files, as of the pool)."""
    from riftrules.coverage import status
    from riftrules.lint.sources import SourceError, read_paths

    try:
        targets = read_paths(paths, card_type)
    except SourceError as error:
        raise UsageError(str(error)) from None
    named: dict[str, list[str]] = {}
    types: dict[str, str | None] = {}
    rows = []
    for target in targets:
        card = target.card
        named.setdefault(target.text, []).append(card.name or card.id or target.label)
        types.setdefault(target.text, card.type)
        rows.append(
            {"id": card.id, "name": card.name, "type": card.type}
            | status(target.text, card.type).to_json()
        )
    return targets, named, types, rows


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


@command(
    "card",
    "Show a card: characteristics, text (current and printed), errata, printings, rules it "
    "uses, lint, whether it is executable, official rulings.",
    arg("name", nargs="+", help="a card name (partial or misspelt is fine) or id, e.g. OGN-001"),
    arg("--edition", help="edition for the rules the text uses (default: newest complete)"),
    arg("--full", action="store_true", help="every ruling's whole answer (text format)"),
)
def card(args: argparse.Namespace) -> int:
    from riftrules.cards.lookup import How, matches

    query = " ".join(args.name)
    found = matches(query)
    if not found.clear:
        if args.format == "json":
            print_json(
                {
                    "query": query,
                    "how": found.how.value,
                    "candidates": [{"id": c.id, "name": c.name} for c in found.cards],
                }
            )
            return Exit.NEGATIVE
        if not found.cards:
            raise NotFound(f"no card is named {quoted(query)}")
        shown = found.cards[:LISTED]
        for listed in shown:  # on standard output, one a line: card names have commas
            print(f"{listed.name}  ({listed.id})")
        more = f", the first {len(shown)} listed" if len(found.cards) > len(shown) else ""
        if found.how is How.CLOSEST:
            raise NotFound(f"no card is named {quoted(query)}; the closest names are listed")
        raise NotFound(
            f"{len(found.cards)} cards match {quoted(query)}{more}, best first: name one"
        )
    record = card_record(found.cards[0], edition(args.edition).id)
    if args.format == "json":
        print_json(record)
    else:
        _print_card(record, args.full)
    return Exit.OK


LISTED = 8  # candidates listed when no card is clearly meant
CARD_ORDERS = ("id", "name", "energy", "might", "power")


@command(
    "cards",
    'Search the card pool: t:unit d:fury might>=3, o:"deal 3" -kw:deflect, (s:ogn or s:sfd) '
    "cn>=300 (README, 'Card queries').",
    arg("query", nargs="*", help="a card query; bare words search the names"),
    arg("--order", choices=CARD_ORDERS, default="id", help="the order cards are listed in"),
    arg("--fields", action="store_true", help="list the query's fields and exit"),
    dashed_words=True,
)
def cards(args: argparse.Namespace) -> int:
    from riftrules.cards import pool, query
    from riftrules.lint.data import keywords

    if args.fields:
        for name, spec in query.SPEC["fields"].items():
            short = ", ".join(f"{alias}:" for alias in spec["aliases"])
            print(f"{name + ':':<10} {short:<18} {spec['kind']:<8} {spec['help']}")
        return Exit.OK
    text = _query_text(args.query)
    if not text.strip():
        raise UsageError("give a card query, e.g. riftrules cards t:unit d:fury might>=3")
    try:
        tree = query.parse(text)
    except query.QueryError as error:
        raise UsageError(f"card query {quoted(text)}: {error}") from None
    names = keywords()
    found = [card for card in pool.load() if query.matches(tree, query.facts(card, names))]
    if args.order != "id":
        found.sort(key=lambda card: _order_key(card, args.order))
    if args.format == "json":
        print_json([card.to_json() for card in found])
    else:
        for card in found:  # one a line: card names have commas
            print(f"{card.id:<8} {card.name}  ({_summary(card.to_json())})")
    if not found:
        raise NotFound(f"no card matches {quoted(text)}")
    return Exit.OK


_FIELD_OP = re.compile(r"^(-?[A-Za-z]+(?:!=|<=|>=|:|=|<|>))(.*)$", re.S)
_QUERYISH = re.compile(r"[A-Za-z]+(?:!=|<=|>=|:|=|<|>)|[()\"]|(?:^|\s)(?:or|and|-)(?:\s|$)", re.I)


def _query_text(words: list[str]) -> str:
    """The query the shell's words spell. The shell takes the quotes of ``o:"deal 3"`` away and
    passes ``o:deal 3``: a word with a space in it is a phrase, quoted again, unless it is a
    whole query given as one word (``'t:unit might>=3'``: it has fields, parentheses or 'or')."""
    out = []
    for word in words:
        if not any(space in word for space in " \t\n"):
            out.append(word)
            continue
        head = _FIELD_OP.match(word)
        prefix, value = (head[1], head[2]) if head else ("", word)
        out.append(word if _QUERYISH.search(value) else f'{prefix}"{value}"')
    return " ".join(out)


def _order_key(card, order: str) -> tuple:
    if order == "name":
        return (card.name.casefold(),)
    value = getattr(card, order)
    return (value is None, value if value is not None else 0, card.name.casefold())


def _summary(record: dict) -> str:
    """A card's kind, domains and numbers in one short phrase (from its JSON record)."""
    kind = " ".join(x for x in (record["supertype"], record["type"]) if x)
    stats = [
        f"{record[label]} {label}"
        for label in ("energy", "power", "might")
        if record[label] is not None
    ]
    return " · ".join(x for x in (kind, "/".join(record["domains"]), *stats) if x)


def card_record(card, edition_id: str) -> dict[str, object]:
    """Everything ``card`` shows of one card, as JSON."""
    from riftrules.cardtext.parser import parse_text
    from riftrules.cardtext.rules_invoked import rules_invoked
    from riftrules.effects import NotCompiled, compile_text
    from riftrules.lint.card import CardFacts
    from riftrules.lint.linter import lint

    parsed = parse_text(card.text) if card.text else None
    used: dict[str, dict[str, object]] = {}
    if parsed is not None and not parsed.refused:
        for line in parsed.lines:
            for invoked in rules_invoked(line.node, edition_id):
                used.setdefault(invoked.number, {"number": invoked.number, "term": invoked.term})
    executable: dict[str, object] = {"executable": None, "reason": "the card has no text"}
    if card.text:
        try:
            compile_text(card.text, card.type)
        except NotCompiled as error:
            executable = {"executable": False, "reason": str(error)}
        else:
            executable = {"executable": True, "reason": None}
    findings = lint(card.text, CardFacts.from_card(card)) if card.text else []
    return {
        **card.to_json(),
        "rules": {"edition": edition_id, "used": list(used.values())},
        "parses": bool(parsed and parsed.ok),
        **executable,
        "lint": [d.to_json() for d in findings],
        "rulings": _rulings(card),
        "legality": _legality(card),
    }


def _legality(card) -> dict[str, object]:
    """Where the card is legal and banned today, since when (:mod:`riftrules.formats.legality`)."""
    from datetime import date

    from riftrules.formats import legality

    sets = [card.set, *(p.set for p in card.printings)]
    return legality.card_record(legality.load(), card.name, sets, date.today())


def _rulings(card) -> list[dict[str, object]]:
    """The official rulings on ``card`` (the rulings API, :mod:`riftrules.rulings`), none when
    this build has no rulings data."""
    try:
        from riftrules import rulings
    except ImportError:
        return []
    return [ruling.to_json() for ruling in rulings.for_card(card)]


def _print_card(record: dict, full: bool = False) -> None:
    print(f"{record['name']}  ({record['id']}, {record['rarity']})")
    print(f"  {_summary(record)}")
    if record["tags"]:
        print(f"  tags: {', '.join(record['tags'])}")
    sources = {
        "gallery": "the official gallery",
        "errata": "printed, with errata",
        "printed": "as printed",
    }
    print(f"\nText (current, {sources.get(record['text_source'], record['text_source'])}):")
    print("  " + (record["text"] or "-").replace("\n", "\n  "))
    if record["printed"] and record["printed"] != record["text"]:
        print("Text as printed:")
        print("  " + record["printed"].replace("\n", "\n  "))
    print(f"Errata: {'; '.join(record['errata']) if record['errata'] else '-'}")
    printings = [f"{p['set']} {p['number']} ({p['kind']})" for p in record["printings"]]
    print(f"Printings: {', '.join(printings) if printings else '-'}")
    used = [f"{r['number']} {r['term']}" for r in record["rules"]["used"]]
    print(f"Rules used ({record['rules']['edition']}): {', '.join(used) if used else '-'}")
    if record["executable"]:
        status = "yes: the engine runs all of its text"
    elif record["executable"] is None:
        status = "-"
    else:
        status = f"no: {record['reason']}"
    print(f"Executable: {status}")
    findings = [f"{d['code']} {d['message']}" for d in record["lint"]]
    print(f"Lint: {'; '.join(findings) if findings else 'clean'}")
    from riftrules.formats.legality import describe

    print(f"Legality: {describe(record['legality'])}")
    print(f"Official rulings: {len(record['rulings']) or 'none'}")
    if record["rulings"]:
        from riftrules import rulings

        found = [rulings.Ruling.from_json(r) for r in record["rulings"]]
        # a long answer by the sentences that name the card (its full name or its short one)
        names = [record["name"], record["name"].split(", ")[0]]
        about = None if full else (lambda ruling: names)
        text = rulings.to_text(found, width=98, about=about, more="--full shows it whole")
        print("  " + text.replace("\n", "\n  "))


@command(
    "keyword",
    "Show a keyword: what it does, its rules, and the cards that have it.",
    arg("name", help="a keyword, e.g. Deflect, Assault, Burn"),
    arg("--edition", help="edition of the rules shown (default: newest complete)"),
    arg("--cards", type=positive, default=10, help="card names to list (text format; default 10)"),
)
def keyword(args: argparse.Namespace) -> int:
    from riftrules.cards.lookup import with_keyword
    from riftrules.cardtext.parser import parse_text
    from riftrules.cardtext.rules_invoked import term_of
    from riftrules.lint import data
    from riftrules.rules import lookup

    known = {name.casefold(): name for name in data.keywords()}
    name = known.get(args.name.strip("[] ").casefold())
    if name is None:
        close = difflib.get_close_matches(args.name.casefold(), list(known), n=3)
        hint = f"; did you mean {', '.join(known[c] for c in close)}?" if close else ""
        raise NotFound(f"no keyword {quoted(args.name)}{hint}")
    found = edition(args.edition)
    section = _keyword_section(name, found)
    sections = [section] if section else []
    rules = [found.keyed[k] for s in sections for k in (s, *lookup.descendants(found, s))]
    cards = with_keyword(name)
    parsed = sum(
        1
        for card in cards
        if any(
            word.kind in ("KEYWORD", "KEYWORD_VERB") and term_of(word) == name
            for line in parse_text(card.text).lines
            for word in line.node.words()
        )
    )
    record = {
        "keyword": name,
        "edition": found.id,
        "rule": sections[0] if sections else None,
        "number": data.keywords()[name].get("number"),
        "reminder": data.reminders().get(name, {}),
        "rules": [{"number": r.number, "text": r.text} for r in rules],
        "cards": len(cards),
        "cards_parsed": parsed,
        "card_names": sorted(c.name for c in cards),
    }
    if args.format == "json":
        print_json(record)
        return Exit.OK
    where = f"rule {record['rule']}" if record["rule"] else f"no section in {found.id}"
    print(f"[{name}]  {where} (Core Rules {found.id})")
    for template in dict.fromkeys(record["reminder"].values()):
        print(f"  Reminder: ({template})")
    print()
    for rule in rules:
        print(f"{rule.number}  {rule.text}")
    print()
    print(
        f"{len(cards)} cards have [{name}] in their text "
        f"({parsed} of them parse it as the keyword):"
    )
    names = record["card_names"]  # one a line: card names have commas ("Annie, Fiery")
    for name in names[: args.cards]:
        print(f"  {name}")
    if len(names) > args.cards:
        print(f"  … {len(names) - args.cards} more (--cards N lists more)")
    if not names:
        print("  -")
    return Exit.OK
