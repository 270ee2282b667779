"""The editor server's position conversion is pygls' own, by arithmetic where a line's every
character is one code unit (a long line cost a pass in Python per position)."""

from __future__ import annotations

import copy

from hypothesis import given, settings
from hypothesis import strategies as st
from lsprotocol import types
from pygls.workspace.position_codec import PositionCodec

from riftrules.lint.lsp_positions import to_client, to_server

ENCODINGS = [
    types.PositionEncodingKind.Utf16,
    types.PositionEncodingKind.Utf8,
    types.PositionEncodingKind.Utf32,
]
lines = st.lists(
    st.text(st.sampled_from(["a", "é", "😋", "\r", "[", " "]), max_size=12), max_size=4
)
numbers = st.integers(-3, 30)


@settings(max_examples=300, deadline=None)
@given(st.sampled_from(ENCODINGS), lines, numbers, numbers)
def test_to_server_is_pygls(encoding, document, line, character):
    codec = PositionCodec(encoding)
    document = [f"{text}\n" for text in document]
    position = types.Position(line=max(0, line), character=max(0, character))
    if position.line >= len(document):
        return  # pygls answers these in units, not characters: left to it, not compared
    expected = codec.position_from_client_units(document, copy.copy(position)).character
    assert to_server(codec, document, position) == expected


@settings(max_examples=300, deadline=None)
@given(st.sampled_from(ENCODINGS), lines, numbers, numbers)
def test_to_client_is_pygls(encoding, document, line, column):
    codec = PositionCodec(encoding)
    document = [f"{text}\n" for text in document]
    line, column = max(0, line), max(0, column)
    expected = codec.position_to_client_units(document, types.Position(line, column))
    assert to_client(codec, document, line, column) == expected
