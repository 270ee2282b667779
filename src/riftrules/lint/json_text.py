"""Where each card's ``text`` lies in a JSON card list, character by character.

``json`` gives values, not places; the editor server needs places (to underline a finding in
the document) and ``--fix`` needs them to change one string without re-indenting the file.
:func:`text_strings` scans the document once (strings with their escapes, and nesting) and
returns, for each record of the list, the span of its ``"text"`` string token and, for each
character of the decoded text, the offset in the document where it was written.
"""

from __future__ import annotations

import json

from riftrules.lint.places import TextString


def _string(source: str, at: int) -> tuple[int, list[int]]:
    """The string token opening at ``at``: where it ends, where each character starts."""
    starts: list[int] = []
    index = at + 1
    while index < len(source):
        char = source[index]
        starts.append(index)
        if char == '"':
            return index + 1, starts
        if char == "\\":
            if source.startswith("u", index + 1):
                code = source[index + 2 : index + 6]
                index += 6
                if 0xD800 <= int(code, 16) <= 0xDBFF and source.startswith("\\u", index):
                    index += 6  # a surrogate pair is one character
                continue
            index += 2
            continue
        index += 1
    raise ValueError("unterminated string")


def text_strings(source: str) -> dict[int, TextString]:
    """For each record of the card list in ``source`` (a list, or ``{"cards": [...]}``), the
    place of its ``"text"``, by record index. ``source`` must be valid JSON."""
    out: dict[int, TextString] = {}
    stack: list[list] = []  # per open container: [kind, index or key, expecting a key]
    records: int | None = None  # the depth of the card list
    key: str | None = None
    index = 0
    while index < len(source):
        char = source[index]
        top = stack[-1] if stack else None
        if char == '"':
            end, starts = _string(source, index)
            if top and top[0] == "{" and top[2]:
                key = json.loads(source[index:end])
                top[2] = False
            else:
                if key == "text" and records is not None and len(stack) == records + 1:
                    record = stack[records - 1][1]
                    out[record] = TextString(record, index, end, tuple(starts))
                key = None
            index = end
            continue
        if char in "[{":
            outermost = top is None or (key == "cards" and len(stack) == 1)
            if char == "[" and records is None and outermost:
                records = len(stack) + 1
            stack.append([char, 0 if char == "[" else key, char == "{"])
            key = None
        elif char in "]}":
            stack.pop()
            key = None
        elif char == "," and top is not None:
            if top[0] == "[":
                top[1] += 1
            else:
                top[2] = True
        index += 1
    return out
