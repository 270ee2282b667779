"""Rule numbers: ``431``, ``431.2``, ``431.2.b``, ``359.3.e.12.a``.

A number is three digits followed by components that alternate between numbers and
letters. It is stored without its trailing dot (``431.2.b``) and printed that way.
"""

from __future__ import annotations

import re

# One rule number as written in running text, with or without the trailing dot.
NUMBER_PATTERN = r"\d{3}(?:\.(?:\d{1,2}|[a-z]))*"
NUMBER_RE = re.compile(rf"^(?P<number>{NUMBER_PATTERN})\.?$")


class RuleNumberError(ValueError):
    """A string that is not a rule number."""


def normalise(text: str) -> str:
    """``"431.2.b."`` -> ``"431.2.b"``; raises :class:`RuleNumberError` if not a number."""
    candidate = text.strip()
    match = NUMBER_RE.match(candidate)
    if not match or not _alternates(match["number"]):
        raise RuleNumberError(f"not a rule number: {text!r}")
    return match["number"]


def is_number(text: str) -> bool:
    try:
        normalise(text)
    except RuleNumberError:
        return False
    return True


def _alternates(number: str) -> bool:
    parts = number.split(".")[1:]
    return all(part.isdigit() == (index % 2 == 0) for index, part in enumerate(parts))


def components(number: str) -> tuple[int, ...]:
    """A sort key: digits by value, letters by position in the alphabet (a=1)."""
    return tuple(int(p) if p.isdigit() else ord(p) - 96 for p in number.split("."))


def parent_number(number: str) -> str | None:
    """The number one level up, or None for a top-level number (``431``)."""
    head, _, _ = number.rpartition(".")
    return head or None


def depth(number: str) -> int:
    return number.count(".")


def top(number: str) -> str:
    return number.split(".", 1)[0]
