"""Where a card's text is written in a card list (JSON, YAML or CSV), character by character,
and how a new text is written in the same place.

A parser gives values, not places; the linter needs places to report a finding at the file's
line and column, and ``--fix`` needs them to change one text without touching a byte of the
rest of the file. A :class:`TextString` is the token of one text (``[start, end)``), where each
decoded character was written (``starts``; ``starts[len(text)]`` is where the written text
ends: a closing quote, the end of a plain scalar) and the :class:`Style` it is written in,
which says how a new text is written there (:func:`encode`). A text whose characters cannot
be placed one by one (a folded YAML scalar) is :attr:`Style.OPAQUE`: its findings are reported
at its first line and no fix is written into it.
"""

from __future__ import annotations

import json
import re
from dataclasses import dataclass
from enum import StrEnum


class Style(StrEnum):
    TXT = "txt"  # a .txt block with comments left out: its lines, each up to its comment
    JSON = "json"  # inside a JSON string's quotes
    CSV_QUOTED = "csv-quoted"  # inside a quoted CSV field ('""' is a quote)
    CSV_PLAIN = "csv-plain"  # an unquoted CSV field
    YAML_PLAIN = "yaml-plain"  # a plain YAML scalar on one line
    YAML_SINGLE = "yaml-single"  # inside a single-quoted YAML scalar on one line
    YAML_DOUBLE = "yaml-double"  # inside a double-quoted YAML scalar on one line
    YAML_LITERAL = "yaml-literal"  # the lines of a literal block scalar ("|")
    OPAQUE = "opaque"  # not placed character by character: never written


class Unwritable(ValueError):
    """A text that cannot be written back in its place and style."""


@dataclass(frozen=True, slots=True)
class TextString:
    """A record's text in its document: its token ``[start, end)``, where each decoded
    character starts (``starts[i]``), its style and, for a literal block, its indentation."""

    index: int
    start: int
    end: int
    starts: tuple[int, ...]
    style: Style = Style.JSON
    indent: str = ""

    def source_offset(self, offset: int) -> int:
        """Where character ``offset`` of the decoded text was written in the document."""
        return self.starts[max(0, min(offset, len(self.starts) - 1))]

    @property
    def region(self) -> tuple[int, int]:
        """What a new text replaces: the written characters (inside quotes, if any)."""
        return self.starts[0], self.starts[-1]


def encode(place: TextString, text: str, quoted: bool = False) -> str:
    """``text`` written for ``place``'s region in its style (``quoted``: a plain CSV field or
    YAML scalar written with quotes, when its plain form would not read back)."""
    style = place.style
    if style in (Style.JSON, Style.YAML_DOUBLE):  # a lone surrogate stays an escape
        return _SURROGATE.sub(_escape, json.dumps(text, ensure_ascii=False)[1:-1])
    if style is Style.CSV_QUOTED:
        return text.replace('"', '""')
    if style is Style.CSV_PLAIN:
        needs = quoted or any(c in text for c in ',"\r\n')
        return '"' + text.replace('"', '""') + '"' if needs else text
    if style is Style.YAML_PLAIN:
        return json.dumps(text, ensure_ascii=False) if quoted else text
    if style is Style.YAML_SINGLE and "\n" not in text:
        return text.replace("'", "''")
    if style is Style.YAML_LITERAL:
        parts = text.split("\n")
        return "\n".join(
            place.indent + part if k and part else part for k, part in enumerate(parts)
        )
    raise Unwritable(f"a text written as {style.value} cannot be rewritten in place")


_SURROGATE = re.compile("[\ud800-\udfff]")


def _escape(match: re.Match[str]) -> str:
    return f"\\u{ord(match.group()):04x}"


def replaced(source: str, changes: dict[TextString, str], quoted: bool = False) -> str:
    """``source`` with each place's text replaced, every other character kept."""
    out, at = [], 0
    for place in sorted(changes, key=lambda p: p.start):
        start, end = place.region
        out += [source[at:start], encode(place, changes[place], quoted)]
        at = end
    out.append(source[at:])
    return "".join(out)
