"""Positions between the client's code units (UTF-16 by default, or UTF-8, UTF-32) and the
characters of a document's line, as pygls' position codec converts them, without its loop over
every character of the line in Python: a line whose every character is one code unit (no
character beyond the Basic Multilingual Plane for UTF-16, ASCII for UTF-8) is converted by
arithmetic, found so by one regular expression; any other line, and any position pygls answers
in its own way (a line outside the document), is left to pygls. A hostile document of long
lines made each hover, completion and finding cost a pass over the line."""

from __future__ import annotations

import re
from collections.abc import Sequence

from lsprotocol import types
from pygls.workspace.position_codec import PositionCodec

# a character of more than one code unit, by the client's position encoding
_WIDE = {
    types.PositionEncodingKind.Utf16: re.compile("[\U00010000-\U0010ffff]"),
    types.PositionEncodingKind.Utf8: re.compile("[^\x00-\x7f]"),
}
_NONE = re.compile("(?!)")  # UTF-32: every character is one unit


def _narrow(codec: PositionCodec, text: str) -> bool:
    """Whether every character of ``text`` is one code unit of ``codec``'s encoding."""
    pattern = _WIDE.get(codec.encoding, _WIDE[types.PositionEncodingKind.Utf16])
    if codec.encoding == types.PositionEncodingKind.Utf32:
        pattern = _NONE
    return pattern.search(text) is None


def to_server(codec: PositionCodec, lines: Sequence[str], position: types.Position) -> int:
    """The character (column) of the client's ``position``, on its line ``position.line``,
    as pygls' ``position_from_client_units`` has it (a column beyond the line: its last)."""
    if 0 <= position.line < len(lines):
        line = lines[position.line].replace("\r\n", "\n")
        if _narrow(codec, line):
            units, character = len(line), position.character
            if units == 0 or character <= 0:
                return 0
            return character if character <= units else units - 1
    return codec.position_from_client_units(lines, position).character


def to_client(codec: PositionCodec, lines: Sequence[str], line: int, column: int) -> types.Position:
    """The client's position of character ``column`` of line ``line``, as pygls'
    ``position_to_client_units`` has it."""
    if 0 <= line < len(lines):
        before = lines[line][:column]
        if _narrow(codec, before):
            return types.Position(line=line, character=len(before))
    return codec.position_to_client_units(lines, types.Position(line=line, character=column))
