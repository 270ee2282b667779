"""Grammar coverage over the bundled card pool, honestly counted.

A distinct card text counts as parsed only when every one of its lines parses with no
:class:`~riftrules.cardtext.nodes.Unknown` node, and as round-tripping only when it also
prints back to exactly its canonical text. The gap ranking groups the failing lines by the
token the parser stopped at, so the constructs that would unlock the most cards come first.
"""

from __future__ import annotations

from collections import Counter, defaultdict
from dataclasses import dataclass, field

from riftrules.cards import pool
from riftrules.cardtext.parser import ParsedText, parse_text
from riftrules.cardtext.printer import to_text


@dataclass
class Coverage:
    cards: int = 0
    parsed: int = 0
    round_trip: int = 0
    unknown_clauses: int = 0
    failures: list[dict[str, object]] = field(default_factory=list)
    gaps: list[dict[str, object]] = field(default_factory=list)

    def to_json(self) -> dict[str, object]:
        return {
            "cards": self.cards,
            "parsed": self.parsed,
            "round_trip": self.round_trip,
            "unknown_clauses": self.unknown_clauses,
            "failures": self.failures,
            "gaps": self.gaps,
        }


def round_trips(parsed: ParsedText) -> bool:
    printed = "\n".join(to_text(line.node) for line in parsed.lines)
    return parsed.ok and printed == parsed.normalised.text


def measure(texts: dict[str, list[str]]) -> Coverage:
    """``texts``: each distinct card text and the names of the cards that print it."""
    result = Coverage(cards=len(texts))
    gap_lines: dict[str, list[str]] = defaultdict(list)
    gap_cards: Counter[str] = Counter()
    for text, names in sorted(texts.items()):
        parsed = parse_text(text)
        unknown = parsed.unknowns()
        result.unknown_clauses += len(unknown)
        if parsed.ok:
            result.parsed += 1
            if round_trips(parsed):
                result.round_trip += 1
                continue
            result.failures.append({"cards": names, "text": text, "reason": "does not print back"})
            continue
        failed = [line for line in parsed.lines if not line.ok]
        reasons = sorted({_gap(line.error.found, line.error.expected) for line in failed})
        for reason in reasons:
            gap_cards[reason] += 1
            gap_lines[reason].extend(line.text for line in failed)
        result.failures.append(
            {
                "cards": names,
                "text": text,
                "reason": "; ".join(f"{line.error.message} in {line.text!r}" for line in failed),
            }
        )
    result.gaps = [
        {"construct": reason, "cards": count, "example": gap_lines[reason][0]}
        for reason, count in gap_cards.most_common()
    ]
    return result


def _gap(found: str, expected: tuple[str, ...]) -> str:
    return f"{found!r} where the grammar expects {', '.join(expected[:6])}"


def pool_texts() -> dict[str, list[str]]:
    """The distinct current texts of the bundled card pool, with the cards printing each."""
    texts: dict[str, list[str]] = defaultdict(list)
    for card in pool.load():
        if card.text:
            texts[card.text].append(card.name)
    return dict(texts)
