"""Reading what users give: files, standard input and JSON, bounded in size and shape.

Every reader of user input goes through here, so that each input gets an answer in bounded time
and memory, and a refusal names the input and what is wrong with it:

* only regular files are read (a FIFO would block forever, ``/dev/zero`` never ends, a folder
  is not a text): anything else is refused before it is opened;
* at most :data:`MAX_BYTES` are read from a file or standard input (a card text is a few
  hundred characters, the whole pool under a megabyte);
* text must be UTF-8: the refusal gives the file and the offset of the first bad byte;
* JSON is refused when nested deeper than :data:`MAX_DEPTH`, when a number has more than
  :data:`MAX_JSON_DIGITS` digits (Python's ``int()`` raises on 4,300), or when a string holds
  a lone surrogate (``"\\ud800"``: valid JSON, but no text, and no output can encode it).
"""

from __future__ import annotations

import json
import os
import stat
import sys
from pathlib import Path
from typing import Any, BinaryIO

MAX_BYTES = 8 * 1024 * 1024
MAX_DEPTH = 64
MAX_JSON_DIGITS = 100


class InputError(ValueError):
    """An input refused: the message names it and says what is wrong."""


def _size(limit: int) -> str:
    return f"{limit // (1024 * 1024)} MiB" if limit >= 1024 * 1024 else f"{limit:,} bytes"


def read_bytes(path: Path | str, limit: int = MAX_BYTES) -> bytes:
    """The bytes of a regular file of at most ``limit`` bytes."""
    try:
        info = os.stat(path)
    except OSError as error:
        raise InputError(f"{path}: {error.strerror or error}") from None
    if not stat.S_ISREG(info.st_mode):
        kind = "a folder" if stat.S_ISDIR(info.st_mode) else "not a regular file"
        raise InputError(f"{path}: {kind} (only regular files are read)")
    if info.st_size > limit:
        raise InputError(f"{path}: {info.st_size:,} bytes: the limit is {_size(limit)}")
    try:
        with open(path, "rb") as handle:
            return _bounded(handle, str(path), limit)
    except OSError as error:
        raise InputError(f"{path}: {error.strerror or error}") from None


def _bounded(handle: BinaryIO, where: str, limit: int) -> bytes:
    data = handle.read(limit + 1)
    if len(data) > limit:
        raise InputError(f"{where}: more than {_size(limit)}: the limit")
    return data


def decode(data: bytes, where: str) -> str:
    """UTF-8 text (a byte-order mark dropped); else the offset of the first bad byte."""
    try:
        return data.decode("utf-8-sig")
    except UnicodeDecodeError as error:
        byte = data[error.start]
        raise InputError(
            f"{where}: not UTF-8 text: byte 0x{byte:02x} at offset {error.start:,}"
        ) from None


def read_text(path: Path | str, limit: int = MAX_BYTES) -> str:
    """The UTF-8 text of a regular file of at most ``limit`` bytes."""
    return decode(read_bytes(path, limit), str(path))


def read_stdin(limit: int = MAX_BYTES) -> str:
    """Standard input as UTF-8 text, at most ``limit`` bytes."""
    stream = getattr(sys.stdin, "buffer", None)
    if stream is None:  # replaced by a text stream (tests): bounded all the same
        text = sys.stdin.read(limit + 1)
        if len(text) > limit:
            raise InputError(f"<stdin>: more than {_size(limit)}: the limit")
        return text
    return decode(_bounded(stream, "<stdin>", limit), "<stdin>")


def _integer(digits: str) -> int:
    if len(digits.lstrip("-")) > MAX_JSON_DIGITS:
        raise InputError(f"a number of {len(digits):,} digits: at most {MAX_JSON_DIGITS}")
    return int(digits)


def load_json(text: str, where: str) -> Any:
    """Parsed JSON, refused with the reason when it is not JSON, too deep or has a number too
    long to read."""
    try:
        value = json.loads(text, parse_int=_integer)
    except json.JSONDecodeError as error:
        raise InputError(f"{where}: not JSON: {error}") from None
    except RecursionError:
        raise InputError(f"{where}: JSON nested too deeply (the limit is {MAX_DEPTH})") from None
    except InputError as error:
        raise InputError(f"{where}: {error}") from None
    depth, surrogate = shape(value)
    if depth > MAX_DEPTH:
        raise InputError(f"{where}: JSON nested too deeply (the limit is {MAX_DEPTH})")
    if surrogate is not None:
        raise InputError(f"{where}: a lone surrogate ({surrogate!r}) in a string: not text")
    return value


def shape(value: Any) -> tuple[int, str | None]:
    """How deep lists and objects nest in ``value``, and the first lone surrogate in one of
    its strings (walked without recursion)."""
    deepest, surrogate = 0, None
    stack = [(value, 1)]
    while stack:
        item, depth = stack.pop()
        if isinstance(item, str):
            if surrogate is None and not item.isascii():
                surrogate = next((c for c in item if "\ud800" <= c <= "\udfff"), None)
            continue
        if isinstance(item, dict):
            item = [*item.keys(), *item.values()]
        if isinstance(item, list):
            deepest = max(deepest, depth)
            if depth <= MAX_DEPTH:
                stack.extend((child, depth + 1) for child in item)
    return deepest, surrogate
