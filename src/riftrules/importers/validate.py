"""Checks on an imported edition: parents exist, numbers ascend, no duplicates, no empty text."""

from __future__ import annotations

from dataclasses import dataclass

from riftrules.rules import numbers
from riftrules.rules.model import Rule


@dataclass(frozen=True, slots=True)
class Anomaly:
    number: str
    check: str
    message: str

    def __str__(self) -> str:
        return f"{self.number}: [{self.check}] {self.message}"


def validate(rules: list[Rule]) -> list[Anomaly]:
    anomalies: list[Anomaly] = []
    seen: set[str] = set()
    previous: Rule | None = None
    for rule in rules:
        duplicate = rule.number in seen
        if duplicate:
            anomalies.append(Anomaly(rule.number, "duplicate", "number appears more than once"))
        if rule.parent is not None and rule.parent not in seen:
            anomalies.append(
                Anomaly(rule.number, "parent", f"parent {rule.parent} does not precede it")
            )
        if (
            previous
            and not duplicate
            and numbers.components(rule.number) <= numbers.components(previous.number)
        ):
            anomalies.append(
                Anomaly(rule.number, "order", f"does not ascend after {previous.number}")
            )
        sibling = _previous_sibling(rule.number)
        if sibling is not None and sibling not in seen:
            anomalies.append(Anomaly(rule.number, "gap", f"{sibling} does not precede it"))
        if not rule.text:
            anomalies.append(Anomaly(rule.number, "empty", "no text"))
        seen.add(rule.number)
        previous = rule
    return anomalies


def _previous_sibling(number: str) -> str | None:
    """``577.2`` -> ``577.1``, ``431.1.c`` -> ``431.1.b``; None for the first and for top-level
    numbers (those skip freely: 001, 050, 100)."""
    head, _, last = number.rpartition(".")
    if not head or last in ("0", "1", "a"):
        return None
    previous = str(int(last) - 1) if last.isdigit() else chr(ord(last) - 1)
    return f"{head}.{previous}"
