"""The rules: ``editions``, ``rule``, ``search``, ``trace``, ``diff``, ``cite`` (the Core Rules;
``rule`` and ``search`` read the Tournament Rules too: ``rule TR 401.2``, ``--document tr``)."""

from __future__ import annotations

import argparse

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
    read_text,
    shorten,
    shown,
)

EDITION = arg("--edition", help="edition id or date (default: the newest complete edition)")
DOCUMENT = arg(
    "--document",
    choices=("cr", "tr"),
    help="cr: the Core Rules (default), tr: the Tournament Rules ('rule TR 401.2' says it too)",
)


def document_edition(document: str | None, wanted: str | None):
    """An edition of the document named (``cr``/``tr``, default the Core Rules); else exit 2."""
    from riftrules.rules import documents, store
    from riftrules.rules.model import Document

    if document in (None, Document.CORE.value):
        return edition(wanted)
    try:
        return documents.load(Document(document), wanted)
    except store.UnknownEdition as error:
        raise UsageError(f"Tournament Rules: {error}") from None


@command(
    "editions",
    "List the Core Rules editions (--document tr: the Tournament Rules').",
    arg("--document", choices=("cr", "tr"), help="cr: the Core Rules (default), tr: the TR"),
)
def editions(args: argparse.Namespace) -> int:
    from riftrules.rules import documents
    from riftrules.rules.model import Document

    document = Document(args.document or Document.CORE.value)
    infos = documents.editions(document)
    rows = [
        {
            "id": info.id,
            "date": info.date,
            "rules": len(documents.load(document, info.id).by_number),
            "partial": info.partial,
        }
        for info in infos
    ]
    if args.format == "json":
        print_json(rows)
    else:
        for row, info in zip(rows, infos, strict=True):
            flag = "  (partial)" if row["partial"] else ""
            print(f"{row['id']:<11} {row['rules']:>5} rules  {info.title}{flag}")
    return Exit.OK


@command(
    "rule",
    "Show a rule with the rules under it, by number (431.2.b, 431.2b, CR 431.2.b), title "
    "(Burn Out) or keyword (Deflect), and the official rulings about it.",
    arg("query", nargs="+", help="a rule number, a section title or a keyword"),
    EDITION,
    arg("--recursive", "-r", action="store_true", help="every rule under it, a chapter's too"),
    arg("--full", action="store_true", help="every ruling's whole answer (text format)"),
    DOCUMENT,
)
def rule(args: argparse.Namespace) -> int:
    from riftrules.rules.documents import named_in
    from riftrules.rules.lookup import descendants

    named, query = named_in(" ".join(args.query))
    if named is not None and args.document not in (None, named.value):
        raise UsageError(f"the query names the {named.title}, --document says {args.document}")
    found = document_edition(named.value if named else args.document, args.edition)
    keys = resolve(found, query)
    if args.recursive:
        keys = [k for key in keys for k in (key, *descendants(found, found.get(key).number))]
        keys = list(dict.fromkeys(keys))
        records = [rule_record(found, key) for key in keys]
        if args.format == "json":
            print_json(records)
        else:
            _print_section(records, found)
        return Exit.OK
    records = [rule_record(found, key, rulings=True) for key in keys]
    if args.format == "json":
        print_json(records[0] if len(records) == 1 else records)
        return Exit.OK
    shown: set[str] = set()  # a number printed twice has one set of rules under it: once
    for index, record in enumerate(records):
        if index:
            print("\n" + "-" * 40)
        number = record["number"]
        under = [] if record["kind"] == "chapter" or number in shown else descendants(found, number)
        if number in shown:
            record = {**record, "text": record["text"] + f"  (the rules under {number}: above)"}
        shown.add(number)
        _print_rule(record, found, [rule_record(found, key) for key in under], args.full)
    return Exit.OK


def rule_record(found, key: str, rulings: bool = False) -> dict[str, object]:
    """What ``rule`` prints of one rule, as JSON; with ``rulings``, the official rulings about
    it (a section's: about any rule under it; the Core Rules only)."""
    from riftrules.rules import tournament
    from riftrules.rules.model import Document
    from riftrules.rules.references import references

    rule = found.get(key)
    document = found.info.document
    into_core: list[str] = []
    if document is Document.TOURNAMENT:
        cross = tournament.references(found.id)
        refs = cross.own
        into_core = [link.target for link in cross.into_core.get(rule.number, []) if link.target]
    else:
        refs = references(found.id)
    record: dict[str, object] = {
        "document": document.value,
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
    if document is Document.TOURNAMENT:
        record["cites_core"] = list(dict.fromkeys(into_core))
    if "#" in key:  # the source prints this number twice: say which one this is
        record["occurrence"] = int(key.split("#")[1])
    if rulings and not found.info.partial and document is Document.CORE:
        from riftrules import rulings as official

        section = rule.kind in ("heading", "chapter")
        about = official.for_rule(rule.number, found.id, section=section)
        record["rulings"] = [ruling.to_json() for ruling in about]
    return record


def _edition_label(found) -> str:
    """The document and edition a rule is printed from."""
    partial = " (partial edition)" if found.info.partial else ""
    return f"{found.info.document.title} {found.id}{partial}"


def _print_section(records: list[dict], found) -> None:
    """A rule and every rule under it, indented by depth, with examples and reminders."""
    first = records[0]
    print(_edition_label(found))
    for ancestor in first["title_path"]:
        print(f"  {ancestor['number']}  {shorten(ancestor['text'])}")
    print()
    _print_indented(records, first["number"].count("."))


def _print_indented(records: list[dict], depth: int) -> None:
    """Rules indented by their depth below ``depth``, each with its examples and reminders."""
    for record in records:
        indent = "  " * (record["number"].count(".") - depth)
        print(f"{indent}{record['number']}  {record['text']}")
        for label, passages in (("Example", "examples"), ("Reminder", "reminders")):
            for passage in record[passages]:
                print(f"{indent}    {label}: {passage}")


_LISTS = {
    "children": "Children",
    "cites": "Cites",
    "cited_by": "Cited by",
    "cites_core": "Cites the Core Rules",
}


def _print_rule(record: dict, found, under: list[dict], full: bool = False) -> None:
    """One rule as Academy Ruins shows it: where it is, its text and the text of every rule
    under it (a chapter lists its sections' numbers), what it cites and the rulings about it."""
    occurrence = record.get("occurrence")
    again = (
        f"  (rule {record['number']} #{occurrence}: the source prints it twice)"
        if occurrence
        else ""
    )
    print(f"{record['number']}  [{record['kind']}]  {_edition_label(found)}{again}")
    for ancestor in record["title_path"]:
        print(f"  {ancestor['number']}  {shorten(ancestor['text'])}")
    print()
    print(record["text"])
    for label, passages in (("Example", "examples"), ("Reminder", "reminders")):
        for passage in record[passages]:
            print(f"  {label}: {passage}")
    _print_indented(under, record["number"].count("."))
    print()
    for label, shown_as in _LISTS.items():
        if label not in record or (label == "children" and record["kind"] != "chapter"):
            continue
        values = record[label]
        if label == "cites_core":
            values = [f"CR {number}" for number in values]
        print(f"{shown_as}: {', '.join(values) if values else '-'}")
    if "rulings" in record:
        _print_rulings(record, found, full)


def _print_rulings(record: dict, found, full: bool) -> None:
    """The rulings about a rule; a long answer by the sentences that name the rule (or a rule
    under it, or its title) unless ``full``."""
    from riftrules import rulings

    number = record["number"]

    def about(ruling) -> list[str]:
        terms = [number]
        if record["kind"] in ("heading", "chapter"):
            terms.append(record["text"])
        for ref in ruling.rules:
            there = rulings.number_in(ref, found.id)
            if there and (there == number or there.startswith(number + ".")):
                terms += [ref.number, ref.text.removeprefix("rule ").rstrip(".")]
        return terms

    listed = [rulings.Ruling.from_json(r) for r in record["rulings"]]
    print(f"Official rulings: {len(listed) or 'none'}")
    if listed:
        text = rulings.to_text(
            listed, width=98, about=None if full else about, more="--full shows it whole"
        )
        print("  " + text.replace("\n", "\n  "))


def resolve(found, query: str) -> list[str]:
    """The keys ``query`` names in an edition: a number (both rules of a number printed twice),
    else the sections of that title or keyword; else :class:`NotFound` with suggestions."""
    from riftrules.rules import lookup

    number = lookup.parse_number(query)
    if number is not None:
        keys = [number] if "#" in number else found.numbered(number)
        if keys and all(key in found.keyed for key in keys):
            return keys
        base = number.split("#")[0]
        if base != number and base in found:
            count = len(found.numbered(base))
            raise NotFound(
                f"edition {found.id} prints {count} rule(s) numbered {base}, not {number}"
            )
        raise NotFound(unknown_number(found, base))
    if lookup.looks_numbered(query):
        raise NotFound(
            f"no rule is numbered {quoted(query.strip())} in {found.id} or any edition: "
            "a rule number is three digits and its parts (431, 431.2.b)"
        )
    keys, exact = lookup.titled(found, query)
    if exact or len(keys) == 1:
        return keys
    if keys:
        listed = ", ".join(f"{k} {found.keyed[k].text}" for k in keys[:6])
        raise NotFound(f"{len(keys)} sections of {found.id} start with {quoted(query)}: {listed}")
    hits = lookup.search(query, [found.id], limit=3, document=found.info.document)
    hint = (
        "; best matches: "
        + ", ".join(f"{h.key} ({shorten(found.keyed[h.key].text, 40)})" for h in hits)
        if hits
        else ""
    )
    raise NotFound(
        f"no section of {found.id} is titled {quoted(query)}{hint} (try 'riftrules search')"
    )


def unknown_number(found, number: str) -> str:
    """Why ``number`` is not in an edition, and where it went (traced, not by digits)."""
    from riftrules.rules import lookup

    if found.info.partial:
        return f"edition {found.id} is partial and does not quote rule {number}"
    if found.info.document.value != "cr":  # the Tournament Rules have one edition: no trace
        nearest = found.nearest(number)
        hint = f"; nearest numbers: {', '.join(nearest)}" if nearest else ""
        return f"no rule {number} in the {found.info.document.title} {found.id}{hint}"
    went = lookup.traced(found, number)
    traced = [(origin, there) for origin, there in went if there is not None]
    if traced:
        where = "; ".join(f"{number} of {origin} is {there} here" for origin, there in traced)
        return f"no rule {number} in edition {found.id}; traced: {where}"
    if went:
        having = ", ".join(sorted(origin for origin, _ in went))
        return (
            f"no rule {number} in edition {found.id}, nor a counterpart of it; "
            f"editions that have it: {having}"
        )
    nearest = found.nearest(number)
    hint = f"; nearest numbers: {', '.join(nearest)}" if nearest else ""
    return f"no rule {number} in edition {found.id}, nor in any other edition{hint}"


@command(
    "search",
    "Search the rules: rules and sections ranked by your words.",
    arg("words", nargs="+", help="words to look for, e.g. recycle trash"),
    EDITION,
    arg("--all-editions", action="store_true", help="search every edition"),
    arg("--limit", type=positive, default=10, help="how many results (default 10)"),
    DOCUMENT,
)
def search(args: argparse.Namespace) -> int:
    from riftrules.rules import documents, lookup
    from riftrules.rules.cite import section_of
    from riftrules.rules.model import Document

    query = " ".join(args.words)
    document = Document(args.document or Document.CORE.value)
    if args.all_editions:
        ids = [info.id for info in documents.editions(document)][::-1]
    else:
        ids = [document_edition(document.value, args.edition).id]
    hits = lookup.search(
        query,
        ids,
        limit=max(args.limit, 0) * (len(ids) if args.all_editions else 1),
        document=document,
    )
    rows = []
    seen: dict[tuple[str, str], dict] = {}
    for hit in hits:  # one row per text and number, naming every edition that prints it
        found = documents.load(document, hit.edition)
        rule = found.get(hit.key)
        same = seen.get((rule.number, rule.text))
        if same is not None:
            same["editions"].append(hit.edition)
            continue
        row = {
            "document": document.value,
            "edition": hit.edition,
            "editions": [hit.edition],
            "number": rule.number,
            "kind": rule.kind,
            "section": section_of(found, rule.number),
            "text": rule.text,
            "score": round(hit.score, 3),
        }
        seen[(rule.number, rule.text)] = row
        rows.append(row)
    rows = rows[: args.limit]
    if args.format == "json":
        print_json(rows)
    else:
        for row in rows:
            where = ", ".join(row["editions"]) if args.all_editions else ""
            section = f"  [{row['section']}]" if row["section"] else ""
            print(
                f"{row['number']:<10} {shorten(row['text'], 70)}{section}"
                + (f"  ({where})" if where else "")
            )
    if not rows:
        raise NotFound(f"no rule of {', '.join(ids)} has the words {quoted(query)}")
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
    keys = resolve(source, args.number)
    results = [trace.trace(key, source.id, target.id) for key in keys]
    if args.format == "json":
        print_json(results[0].to_json() if len(results) == 1 else [r.to_json() for r in results])
        return Exit.OK
    for result in results:
        there = result.counterpart_key or "-"
        print(
            f"{shown(result.key)} ({result.source}) -> {shown(there)} ({result.target}): "
            f"{result.status}, similarity {result.similarity:.2f}"
            f" ({trace.MEANING[result.status].format(old=source.id, new=target.id)})"
        )
    return Exit.OK


@command(
    "diff",
    "Compare two editions rule by rule, with the text of each change as a word diff.",
    arg("old", help="the first edition (statuses read from it to the second)"),
    arg("new", help="the second edition"),
    arg("--section", help="only this section: a rule number or title of the second edition"),
    arg("--status", action="append", help="only these statuses (edited,new …); repeatable"),
    arg("--all", action="store_true", help="list unchanged rules too"),
    arg("--no-text", action="store_true", help="numbers and similarity only, no text"),
)
def diff(args: argparse.Namespace) -> int:
    from collections import Counter

    from riftrules.rules import trace

    old, new = edition(args.old), edition(args.new)
    changes = trace.diff(old.id, new.id)
    counts = Counter(change.status for change in changes)
    ordered = {status: counts.get(status, 0) for status in trace.STATUSES}
    meaning = {s: m.format(old=old.id, new=new.id) for s, m in trace.MEANING.items()}
    wanted = _statuses(args.status, trace.STATUSES)
    if wanted is None:
        wanted = set(trace.STATUSES) - (set() if args.all else {"same"})
    shown = [c for c in changes if c.status in wanted]
    if args.section:
        shown = _in_section(shown, old, new, args.section)
    edits = Counter(
        trace.edit_of(old.get(c.old), new.get(c.new)) for c in changes if c.status == "edited"
    )
    if args.format == "json":
        print_json(
            {
                "from": old.id,
                "to": new.id,
                "statuses": meaning,
                "counts": ordered,
                "edits": {"meaning": trace.EDIT_MEANING, "counts": dict(edits)},
                "changes": [_change_json(c, old, new, not args.no_text) for c in shown],
            }
        )
        return Exit.OK
    print(f"{old.id} -> {new.id}: " + ", ".join(f"{n} {s}" for s, n in ordered.items() if n))
    print(f"Statuses read from {old.id} to {new.id}:")
    for status, text in meaning.items():
        if ordered[status]:
            print(f"  {status:<8} {text}")
    if edits["examples"]:
        print(f"  {edits['examples']} of the edited rules changed only examples or reminders")
    if args.section:
        print(f"Section {args.section}: {len(shown)} of them")
    for change in shown:
        print()
        edit = _edit(change, old, new)
        print(
            f"{change.status:<8} {_label(change.old, old)} -> {_label(change.new, new)}"
            f"  ({change.similarity:.2f})" + ("  examples only" if edit == "examples" else "")
        )
        if not args.no_text and change.status not in ("same", "moved"):
            if edit != "examples":
                print("  " + _word_diff(change, old, new))
            for label, before, after in _asides(change, old, new):
                if before != after:
                    print(f"  {label}: " + _words_marked(before, after))
    return Exit.OK


def _edit(change, old, new):
    """What an edited change changed (None for another status)."""
    from riftrules.rules import trace

    if change.status != "edited":
        return None
    return trace.edit_of(old.get(change.old), new.get(change.new))


def _asides(change, old, new) -> list[tuple[str, str, str]]:
    """(label, before, after) for a change's examples and reminders, side by side."""
    before = old.get(change.old) if change.old else None
    after = new.get(change.new) if change.new else None
    rows = []
    for label, field in (("Example", "examples"), ("Reminder", "reminders")):
        a = getattr(before, field, ()) if before else ()
        b = getattr(after, field, ()) if after else ()
        for index in range(max(len(a), len(b))):
            rows.append(
                (label, a[index] if index < len(a) else "", b[index] if index < len(b) else "")
            )
    return rows


def _label(key: str | None, found) -> str:
    if key is None:
        return "-"
    rule = found.get(key)
    number = key.replace("#", " #")
    return f"{number} {shorten(rule.text, 40)}" if rule.kind in ("heading", "chapter") else number


def _statuses(values: list[str] | None, known: tuple[str, ...]) -> set[str] | None:
    if not values:
        return None
    wanted = {v.strip() for value in values for v in value.split(",") if v.strip()}
    unknown = wanted - set(known)
    if unknown:
        raise UsageError(f"unknown status {sorted(unknown)[0]!r}; statuses: {', '.join(known)}")
    return wanted


def _in_section(changes, old, new, query: str):
    """The changes inside section ``query`` of the second edition, or, for rules only in the
    first, inside its counterpart there."""
    from riftrules.rules import lookup, trace

    heads = resolve(new, query)
    inside_new = {k for head in heads for k in (head, *lookup.descendants(new, head))}
    inside_old: set[str] = set()
    for head in heads:
        back = trace.trace(head, new.id, old.id).counterpart
        if back:
            inside_old |= {back, *lookup.descendants(old, back)}
    return [c for c in changes if (c.new in inside_new) or (c.new is None and c.old in inside_old)]


def _texts(change, old, new) -> tuple[str, str]:
    before = old.get(change.old).text if change.old else ""
    after = new.get(change.new).text if change.new else ""
    return before, after


def _word_diff(change, old, new) -> str:
    """git's --word-diff=plain: ``[-removed-]`` and ``{+added+}`` inside the unchanged words."""
    return _words_marked(*_texts(change, old, new))


def _words_marked(before: str, after: str) -> str:
    from riftrules.site.worddiff import changes

    marks = {"same": "{}", "removed": "[-{}-]", "added": "{{+{}+}}"}
    return "".join(marks[op].format(text) for op, text in changes(before, after))


def _change_json(change, old, new, text: bool) -> dict[str, object]:
    record = change.to_json()
    edit = _edit(change, old, new)
    if edit is not None:
        record["edit"] = edit
    if text:
        from riftrules.site.worddiff import changes

        before, after = _texts(change, old, new)
        record["text"] = {"from": before or None, "to": after or None}
        record["words"] = [[op, words] for op, words in changes(before, after)]
        for field in ("examples", "reminders"):
            a = list(getattr(old.get(change.old), field)) if change.old else []
            b = list(getattr(new.get(change.new), field)) if change.new else []
            if a or b:
                record[field] = {"from": a, "to": b}
    return record


@command(
    "cite",
    "Find and check the rule citations in a text.",
    arg("text", help="the text, or - to read standard input"),
    arg("--edition", help="edition to check against (default: newest complete)"),
    arg("--written-for", help="edition (or date) the text was written for, if it names none"),
)
def cite(args: argparse.Namespace) -> int:
    from riftrules.rules import cite

    target = edition(args.edition)
    meant = edition(args.written_for).id if args.written_for else None
    checks = cite.check_text(read_text(args.text), target.id, meant)
    if args.format == "json":
        print_json([c.to_json() for c in checks])
    else:
        if meant and meant != args.written_for:
            print(f"Written for {args.written_for}: the edition in force then is {meant}.")
        for c in checks:
            hint = f" -> {c.suggestion}" if c.suggestion else ""
            title = f": {c.title}" if c.title else ""
            print(f"{c.citation.text}: {c.status} in {c.where}{hint}{title}")
            if c.warning:
                print(f"  warning: {c.warning}")
        if not checks:
            print("No rule citations found.")
    return Exit.NEGATIVE if any(c.status != "ok" for c in checks) else Exit.OK
