"""Text from users and data shown on a terminal: on one line, moving no cursor.

Card text, file names and arguments may carry control characters: an ESC starts a terminal
escape sequence (it can recolour, move the cursor, retitle the window), a newline splits a
one-line message, a lone surrogate cannot be encoded at all, and a bidirectional override
reorders what is shown. :func:`escape` writes each of them as a backslash escape, the way
Python's ``repr`` would, and leaves every other character alone.
"""

from __future__ import annotations

import re

# C0 controls and DEL, C1 controls (0x9b is a one-byte CSI), the line and paragraph separators,
# lone surrogates, bidi controls.
_UNSAFE = re.compile(r"[\x00-\x1f\x7f-\x9f\u2028\u2029\ud800-\udfff\u202a-\u202e\u2066-\u2069]")
_NAMED = {"\n": "\\n", "\r": "\\r", "\t": "\\t"}


def _escaped(match: re.Match[str]) -> str:
    char = match.group()
    code = ord(char)
    return _NAMED.get(char) or (f"\\x{code:02x}" if code < 0x100 else f"\\u{code:04x}")


def escape(text: str) -> str:
    """``text`` with its control characters written as escapes (``"\\x1b[31m"`` shows as
    ``\\x1b[31m``): printed, it stays on its line and moves no cursor."""
    return _UNSAFE.sub(_escaped, text)
