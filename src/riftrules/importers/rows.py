"""What a format reader yields: numbered rows in document order, before any cleaning."""

from __future__ import annotations

from dataclasses import dataclass
from pathlib import Path

from riftrules.rules import numbers
from riftrules.rules.model import Kind

# What a reader takes for a rule number where the markup says a numbered row starts (a bold
# ``**…**`` or a ``##`` marker): any digits and dotted parts. It is then checked with
# :func:`checked_number`, so that a malformed number (``123456789012.``) is refused instead
# of being read as text that continues the rule before it.
NUMBER_LIKE = r"\d+(?:\.[0-9a-z]+)*"


@dataclass(slots=True)
class RawRow:
    """One row as the source prints it.

    ``number`` is None for a continuation of the previous row's text. ``kind`` is set when the
    source's markup says it (a chapter or heading marker); otherwise it is inferred. ``where``
    names the file and line for error messages.
    """

    number: str | None
    text: str
    where: str
    kind: Kind | None = None


class SourceError(Exception):
    """A raw source that cannot be imported; the message names the file and line."""

    def __init__(self, where: str, message: str) -> None:
        super().__init__(f"{where}: {message}")
        self.where, self.message = where, message


def checked_number(number: str, where: str) -> str:
    """``number`` normalised; :class:`SourceError` naming ``where`` when it is no rule number."""
    try:
        return numbers.normalise(number)
    except numbers.RuleNumberError as error:
        raise SourceError(where, f"malformed rule number: {error}") from None


def location(path: Path, line: int) -> str:
    return f"{path.name}:{line}"


def check_date(text: str, date: str, where: str) -> None:
    """A source must say it is the edition the manifest says it is."""
    if f"Last Updated: {date}" not in text:
        raise SourceError(where, f"expected 'Last Updated: {date}' in the document")
