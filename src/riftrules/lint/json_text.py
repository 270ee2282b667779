"""Where each card's ``text`` lies in a JSON card list.

``json`` gives values, not places; the editor server needs places (to underline a finding in
the document) and ``--fix`` needs them to change one string without re-indenting the file.
:func:`text_strings` scans the document once, token by token (strings and the brackets and
commas that nest them), and returns, for each record of the list, the span of its ``"text"``
string token; where each character of the decoded text was written is read from the document
only when asked (:attr:`~riftrules.lint.places.TextString.starts`), so that a card list of
megabytes costs no more than its tokens.
"""

from __future__ import annotations

import json
import re

from riftrules.lint.places import TextString

# a string token (its escapes whole) or a character that nests or separates values
_TOKEN = re.compile(r'"[^"\\]*+(?:\\.[^"\\]*+)*+"|[\[\]{},]')


def text_strings(source: str) -> dict[int, TextString]:
    """For each record of the card list in ``source`` (a list, or ``{"cards": [...]}``), the
    place of its ``"text"``, by record index. ``source`` must be valid JSON."""
    out: dict[int, TextString] = {}
    stack: list[list] = []  # per open container: [kind, index or key, expecting a key]
    records: int | None = None  # the depth of the card list
    key: str | None = None
    for match in _TOKEN.finditer(source):
        token = match.group()
        top = stack[-1] if stack else None
        if token[0] == '"':
            if top and top[0] == "{" and top[2]:
                key = json.loads(token) if "\\" in token else token[1:-1]
                top[2] = False
            else:
                if key == "text" and records is not None and len(stack) == records + 1:
                    record = stack[records - 1][1]
                    out[record] = TextString(
                        record, match.start(), match.end(), None, source=source
                    )
                key = None
        elif token in "[{":
            outermost = top is None or (key == "cards" and len(stack) == 1)
            if token == "[" and records is None and outermost:
                records = len(stack) + 1
            stack.append([token, 0 if token == "[" else key, token == "{"])
            key = None
        elif token in "]}":
            stack.pop()
            key = None
        elif top is not None:  # a comma
            if top[0] == "[":
                top[1] += 1
            else:
                top[2] = True
    return out
