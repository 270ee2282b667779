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

import difflib
import json
import re
from collections.abc import Sequence
from dataclasses import dataclass, field
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
    character starts (``starts[i]``), its style and, for a literal block, its indentation.

    ``offsets`` gives the starts; ``None`` for a JSON string, whose starts are read from
    ``source`` (the document) when first asked: a finding's place or a fix needs them, and a
    card list of 8 MiB holds millions of characters no one asks about."""

    index: int
    start: int
    end: int
    offsets: Sequence[int] | None = field(compare=False)  # the span and style tell places apart
    style: Style = Style.JSON
    indent: str = ""
    source: str = field(default="", compare=False, repr=False)
    _read: list[Sequence[int]] = field(default_factory=list, compare=False, repr=False)

    @property
    def starts(self) -> Sequence[int]:
        if self.offsets is not None:
            return self.offsets
        if not self._read:
            self._read.append(json_string_starts(self.source, self.start))
        return self._read[0]

    def source_offset(self, offset: int) -> int:
        """Where character ``offset`` of the decoded text was written in the document."""
        starts = self.starts
        return starts[max(0, min(offset, len(starts) - 1))]

    @property
    def region(self) -> tuple[int, int]:
        """What a new text replaces: the written characters (inside quotes, if any)."""
        starts = self.starts
        return starts[0], starts[-1]


def json_string_starts(source: str, at: int) -> tuple[int, ...]:
    """Where each character of the JSON string token opening at ``at`` starts, then its
    closing quote (an escape is one character; a surrogate pair, two escapes, is one)."""
    starts: list[int] = []
    index = at + 1
    while index < len(source):
        char = source[index]
        starts.append(index)
        if char == '"':
            return tuple(starts)
        if char == "\\":
            if source.startswith("u", index + 1):
                code = source[index + 2 : index + 6]
                index += 6
                low = source[index + 2 : index + 6] if source.startswith("\\u", index) else ""
                if 0xD800 <= int(code, 16) <= 0xDBFF and low and 0xDC00 <= int(low, 16) <= 0xDFFF:
                    index += 6  # a surrogate pair is one character
                continue
            index += 2
            continue
        index += 1
    raise ValueError("unterminated string")


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


def replaced(source: str, changes: dict[TextString, tuple[str, str]], quoted: bool = False) -> str:
    """``source`` with each place's text changed from its old to its new text, every other
    character kept: only the characters that differ are written anew (an escape elsewhere in
    the string stays as it was written); ``quoted``: a plain field or scalar is written whole
    with quotes."""
    pieces: list[tuple[int, int, str]] = []
    for place, (old, new) in changes.items():
        if quoted and place.style in (Style.CSV_PLAIN, Style.YAML_PLAIN):
            pieces.append((*place.region, encode(place, new, quoted)))
            continue
        for start, end, text in _differences(old, new):
            pieces.append((place.starts[start], place.starts[end], encode(place, text)))
    out, at = [], 0
    for start, end, text in sorted(pieces):
        out += [source[at:start], text]
        at = end
    out.append(source[at:])
    return "".join(out)


DIFFED = 2_000  # characters: a longer text is rewritten from its first to its last change


def _differences(old: str, new: str) -> list[tuple[int, int, str]]:
    """What turns ``old`` into ``new``: ``[start, end)`` spans of ``old`` and their new text."""
    if len(old) <= DIFFED and len(new) <= DIFFED:
        matcher = difflib.SequenceMatcher(None, old, new, autojunk=False)
        return [
            (i1, i2, new[j1:j2]) for tag, i1, i2, j1, j2 in matcher.get_opcodes() if tag != "equal"
        ]
    head = _common(old, new)
    tail = _common(old[head:][::-1], new[head:][::-1])
    return [(head, len(old) - tail, new[head : len(new) - tail])]


def _common(a: str, b: str) -> int:
    """How many characters ``a`` and ``b`` begin with alike."""
    n = min(len(a), len(b))
    return next((i for i in range(n) if a[i] != b[i]), n)
