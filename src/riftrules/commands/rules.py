"""The Core Rules: ``editions``, ``rule``, ``trace``, ``diff``, ``cite``."""

from __future__ import annotations

import argparse

from riftrules.commands import (
    Exit,
    NotFound,
    UsageError,
    arg,
    command,
    edition,
    print_json,
    read_text,
    shorten,
)

EDITION = arg("--edition", help="edition id or date (default: the newest complete edition)")


@command("editions", "List the Core Rules editions.")
def editions(args: argparse.Namespace) -> int:
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
        print_json(rows)
    else:
        for row, info in zip(rows, store.editions(), strict=True):
            flag = "  (partial)" if row["partial"] else ""
            print(f"{row['id']:<11} {row['rules']:>5} rules  {info.title}{flag}")
    return Exit.OK


@command(
    "rule",
    "Show a rule: title path, text, examples, links.",
    arg("number", help="a rule number, e.g. 431.2.b"),
    EDITION,
)
def rule(args: argparse.Namespace) -> int:
    from riftrules.rules.references import references

    found = edition(args.edition)
    rule = lookup(found, args.number)
    refs = references(found.id)
    record = {
        "edition": found.id,
        "number": rule.number,
        "kind": rule.kind,
        "title_path": [{"number": r.number, "text": r.text} for r in found.title_path(rule.number)],
        "text": rule.text,
        "parent": rule.parent,
        "children": found.children.get(rule.number, []),
        "cites": refs.cites.get(rule.number, []),
        "cited_by": refs.cited_by.get(rule.number, []),
        "examples": list(rule.examples),
        "reminders": list(rule.reminders),
    }
    if args.format == "json":
        print_json(record)
        return Exit.OK
    partial = " (partial edition)" if found.info.partial else ""
    print(f"{rule.number}  [{rule.kind}]  Core Rules {found.id}{partial}")
    for ancestor in record["title_path"]:
        print(f"  {ancestor['number']}  {shorten(ancestor['text'])}")
    print()
    print(rule.text)
    for label, passages in (("Example", rule.examples), ("Reminder", rule.reminders)):
        for passage in passages:
            print(f"  {label}: {passage}")
    print()
    for label in ("children", "cites", "cited_by"):
        values = record[label]
        print(f"{label.replace('_', ' ').capitalize()}: {', '.join(values) if values else '-'}")
    return Exit.OK


@command(
    "trace",
    "Follow a rule into another edition.",
    arg("number"),
    arg("--from", dest="source", required=True, help="edition the number is from"),
    arg("--to", dest="target", required=True, help="edition to trace it into"),
)
def trace(args: argparse.Namespace) -> int:
    from riftrules.rules import trace

    source, target = edition(args.source), edition(args.target)
    lookup(source, args.number)
    result = trace.trace(normalise(args.number), source.id, target.id)
    if args.format == "json":
        print_json(result.to_json())
    else:
        there = result.counterpart or "-"
        print(
            f"{result.number} ({result.source}) -> {there} ({result.target}): "
            f"{result.status}, similarity {result.similarity:.2f}"
        )
    return Exit.OK


@command(
    "diff",
    "Compare two editions rule by rule.",
    arg("old"),
    arg("new"),
    arg("--all", action="store_true", help="list unchanged rules too"),
)
def diff(args: argparse.Namespace) -> int:
    from collections import Counter

    from riftrules.rules import trace

    old, new = edition(args.old), edition(args.new)
    changes = trace.diff(old.id, new.id)
    counts = Counter(change.status for change in changes)
    ordered = {status: counts.get(status, 0) for status in trace.STATUSES}
    if args.format == "json":
        print_json(
            {
                "from": old.id,
                "to": new.id,
                "counts": ordered,
                "changes": [c.to_json() for c in changes if c.status != "same" or args.all],
            }
        )
        return Exit.OK
    print(f"{old.id} -> {new.id}: " + ", ".join(f"{n} {s}" for s, n in ordered.items() if n))
    for change in changes:
        if change.status == "same" and not args.all:
            continue
        print(
            f"  {change.status:<8} {change.old or '-':<14} -> {change.new or '-':<14} "
            f"{change.similarity:.2f}"
        )
    return Exit.OK


@command(
    "cite",
    "Find and check the rule citations in a text.",
    arg("text", help="the text, or - to read standard input"),
    arg("--edition", help="edition to check against (default: newest complete)"),
    arg("--written-for", help="edition (or date) the text was written for, if it names none"),
)
def cite(args: argparse.Namespace) -> int:
    from riftrules.rules import cite

    edition(args.edition)
    if args.written_for:
        edition(args.written_for)
    checks = cite.check_text(read_text(args.text), args.edition, args.written_for)
    if args.format == "json":
        print_json([c.to_json() for c in checks])
    else:
        for c in checks:
            hint = f" -> {c.suggestion}" if c.suggestion else ""
            print(f"{c.citation.text}: {c.status} in {c.edition}{hint}")
    return Exit.NEGATIVE if any(c.status != "ok" for c in checks) else Exit.OK


# --- plumbing ---------------------------------------------------------------------------------


def normalise(number: str) -> str:
    from riftrules.rules import numbers

    for prefix in ("CR", "Core Rules", "rule", "Rule"):
        if number.startswith(prefix + " "):
            number = number[len(prefix) + 1 :]
    try:
        return numbers.normalise(number)
    except numbers.RuleNumberError as error:
        raise UsageError(str(error)) from None


def lookup(found, number: str):
    from riftrules.rules import store

    try:
        return found.get(normalise(number))
    except store.UnknownRule as error:
        raise NotFound(str(error)) from None
