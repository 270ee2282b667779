"""What riftrules reads of a set that is not printed yet: the new-set corpus of issue 28.

Run: ``python bench/newset.py [--texts]``. Reads ``tests/fixtures/newset/corpus.yaml`` (new card
texts in the templating of the cards, none in the pool) and reports three figures, overall and
by construct:

* **parse**: every line of the text parses with no ``Unknown`` node;
* **lint clean**: ``riftrules lint`` (every rule, the card's type given, the keywords the
  corpus' set declares under ``keywords``, as a designer's configuration would) finds nothing;
* **compile**: :func:`riftrules.effects.compile_text` compiles the whole text.

``--texts`` also lists each text that does not parse, with where reading stopped. The figures
of a run are kept in ``bench/newset-results.md``; ``tests/cardtext/test_newset.py`` holds the
parse figure to its floor.
"""

from __future__ import annotations

import sys
from collections import Counter
from dataclasses import dataclass, field
from pathlib import Path

import yaml

from riftrules.cardtext.parser import parse_text
from riftrules.effects import NotCompiled, compile_text
from riftrules.lint.card import CardFacts, card_type
from riftrules.lint.config import declared_keywords
from riftrules.lint.linter import lint
from riftrules.rules.glossary import BUILT_IN, Glossary

CORPUS = Path(__file__).resolve().parent.parent / "tests" / "fixtures" / "newset" / "corpus.yaml"


@dataclass(frozen=True, slots=True)
class Entry:
    text: str
    type: str
    construct: str


@dataclass
class Figures:
    texts: int = 0
    parsed: int = 0
    clean: int = 0
    compiled: int = 0
    by_construct: dict[str, Counter[str]] = field(default_factory=dict)
    unparsed: list[tuple[Entry, str]] = field(default_factory=list)


def glossary(path: Path = CORPUS) -> Glossary:
    """The built-in keywords with those the corpus' new set declares (``keywords``: as
    ``[tool.riftrules.keywords]`` of a designer's configuration holds them)."""
    data = yaml.safe_load(path.read_text(encoding="utf-8"))
    return BUILT_IN.declare(declared_keywords(path, data.get("keywords", {})))


def corpus(path: Path = CORPUS) -> tuple[dict[str, str], list[Entry]]:
    """The corpus' constructs (tag -> what it exercises) and its entries, checked."""
    data = yaml.safe_load(path.read_text(encoding="utf-8"))
    constructs = dict(data["constructs"])
    entries = [Entry(str(c["text"]), str(c["type"]), str(c["construct"])) for c in data["cards"]]
    for entry in entries:
        if entry.construct not in constructs:
            raise ValueError(f"unknown construct {entry.construct!r} of {entry.text!r}")
        card_type(entry.type)  # raises on a type that is none
    return constructs, entries


def measure(entries: list[Entry], keywords: Glossary = BUILT_IN) -> Figures:
    figures = Figures(texts=len(entries))
    for entry in entries:
        counts = figures.by_construct.setdefault(entry.construct, Counter())
        counts["texts"] += 1
        parsed = parse_text(entry.text)
        if parsed.ok:
            figures.parsed += 1
            counts["parsed"] += 1
        else:
            spans = [parsed.normalised.text[s.start : s.end] for s in parsed.unread()]
            figures.unparsed.append((entry, " | ".join(map(repr, spans))))
        if not lint(entry.text, CardFacts(type=card_type(entry.type)), glossary=keywords):
            figures.clean += 1
            counts["clean"] += 1
        try:
            compile_text(entry.text, entry.type)
        except NotCompiled:
            pass
        else:
            figures.compiled += 1
            counts["compiled"] += 1
    return figures


def percent(part: int, whole: int) -> str:
    return f"{part} / {whole} ({100 * part / whole:.1f} %)" if whole else "0 / 0"


def report(figures: Figures, texts: bool = False) -> str:
    lines = [
        f"texts:      {figures.texts}",
        f"parse:      {percent(figures.parsed, figures.texts)}",
        f"lint clean: {percent(figures.clean, figures.texts)}",
        f"compile:    {percent(figures.compiled, figures.texts)}",
        "",
        "| construct | texts | parse | lint clean | compile |",
        "|---|---:|---:|---:|---:|",
    ]
    for construct, counts in sorted(figures.by_construct.items()):
        lines.append(
            f"| {construct} | {counts['texts']} | {counts['parsed']} | {counts['clean']} "
            f"| {counts['compiled']} |"
        )
    unread = Counter(span for _, spans in figures.unparsed for span in spans.split(" | "))
    if unread:
        lines += [
            "",
            "Unread spans, most frequent first: "
            + ", ".join(f"{span} ({count})" for span, count in unread.most_common()),
        ]
    if texts:
        lines += ["", "Not parsed:"]
        lines += [f"- [{e.construct}] {e.text!r}: unread {why}" for e, why in figures.unparsed]
    return "\n".join(lines)


def main(argv: list[str]) -> int:
    _, entries = corpus()
    print(report(measure(entries, glossary()), texts="--texts" in argv))
    return 0


if __name__ == "__main__":
    sys.exit(main(sys.argv[1:]))
