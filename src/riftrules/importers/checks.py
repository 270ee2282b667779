"""What an import checks before it switches anything.

- every raw source file: a regular file of bounded size, UTF-8 without a byte-order mark, no
  control characters, no sign of an earlier wrong decoding (:func:`check_source`);
- every output file: no control character in any text it carries, JSON strings included, since
  a JSON source can spell a NUL as ``\\u0000`` (:func:`check_output`);
- every output against the data it replaces: nothing that was there is lost (a section, an
  edition, a set, the end of a document) and no count shrinks sharply (:func:`compare`).

A failed check is a :class:`Problem` naming the file and what is wrong; the comparisons can be
overridden (``riftrules import --force``), the file checks cannot: fix the file.
"""

from __future__ import annotations

import json
import re
import stat
from collections.abc import Iterable, Iterator, Mapping
from dataclasses import dataclass
from itertools import islice
from pathlib import Path

MAX_SOURCE_BYTES = 64 * 1024 * 1024
SHRINK = 0.10  # a count may lose at most 10 % ...
SLACK = 3  # ... or fewer than 3 items (small sections move by a rule or two)

# C0 controls but tab, line feed and carriage return; DEL; C1 controls.
_CONTROL = re.compile(r"[\x00-\x08\x0b\x0c\x0e-\x1f\x7f-\x9f]")
_CONTROL_IN_TEXT = re.compile(r"[\x00-\x08\x0b-\x1f\x7f-\x9f]")  # carriage return too
# UTF-8 read as Latin-1 or cp1252 and written back ("Ã©" for "é", "â€™" for "’"), and the
# replacement character a lossy conversion leaves.
_MOJIBAKE = re.compile(r"Ã[\u0080-\u00bf]|â€|\ufffd")


@dataclass(frozen=True, slots=True)
class Problem:
    where: str  # the file (and line) at fault
    message: str
    forceable: bool = False  # --force accepts it

    def __str__(self) -> str:
        return f"{self.where}: {self.message}"


@dataclass(frozen=True, slots=True)
class Measure:
    """One count of an output, compared with the same count of the data it replaces."""

    subject: str  # "rules of 2026-07-16", "section 300 of 2026-07-16"
    count: int
    sources: tuple[str, ...]  # the raw files it comes from, named in a refusal


def check_source(path: Path, shown: str | None = None) -> list[Problem]:
    """A raw source file's problems (none for a sound file)."""
    where = shown or str(path)
    try:
        info = path.stat()
    except FileNotFoundError:
        return [Problem(where, "source file not found")]
    except OSError as error:
        return [Problem(where, f"cannot be read ({error.strerror})")]
    if not stat.S_ISREG(info.st_mode):
        return [Problem(where, "not a regular file")]
    if info.st_size > MAX_SOURCE_BYTES:
        return [Problem(where, f"{info.st_size} bytes, over the {MAX_SOURCE_BYTES} byte limit")]
    data = path.read_bytes()
    if not data.strip():
        return [Problem(where, "empty")]
    try:
        text = data.decode("utf-8")
    except UnicodeDecodeError as error:
        line, column = _position(data[: error.start].decode("utf-8", "replace"))
        return [
            Problem(
                f"{where}:{line}:{column}",
                f"not UTF-8 (byte 0x{data[error.start]:02x}): wrong encoding",
            )
        ]
    if text.startswith("\ufeff"):
        return [Problem(where, "starts with a byte-order mark: save it as UTF-8 without one")]
    problems = [
        Problem(f"{where}:{line}:{column}", message)
        for line, column, message in _bad_characters(text, _CONTROL)
    ]
    if path.suffix == ".json" and not problems:
        problems = _json_strings(text, where)
    return problems


def _json_strings(text: str, where: str) -> list[Problem]:
    """Control characters a JSON source spells as escapes (``\\u0000``), by JSON path."""
    try:
        document = json.loads(text)
    except (ValueError, RecursionError) as error:
        return [Problem(where, f"not JSON ({error})")]
    problems = []
    for place, value in _strings(document, "$"):
        found = _CONTROL.search(value)
        if found:
            problems.append(
                Problem(f"{where}:{place}", f"{_describe(found.group())} in {value!r:.80}")
            )
            if len(problems) == 5:
                break
    return problems


def check_output(name: str, text: str, sources: Iterable[str]) -> list[Problem]:
    """Control characters in an output file: in its text or in any JSON string of a line."""
    origin = f" (from {', '.join(sources)})"
    problems = [
        Problem(f"{name}:{line}", message + origin)
        for line, _, message in _bad_characters(text, _CONTROL)
    ]
    if name.endswith(".jsonl"):
        for number, line in enumerate(text.splitlines(), 1):
            for _, value in _strings(json.loads(line), "") if line.strip() else ():
                found = _CONTROL_IN_TEXT.search(value)
                if found:
                    message = f"{_describe(found.group())} in {value!r:.80}{origin}"
                    problems.append(Problem(f"{name}:{number}", message))
    return problems[:5]


def census_of_lines(folder: str, files: Mapping[str, str], sources: tuple[str, ...]):
    """The default measure of an output: the records (lines) of each of its ``.jsonl`` files."""
    return [
        Measure(f"the records of {folder}/{name}", _records(text), sources)
        for name, text in files.items()
        if name.endswith(".jsonl")
    ]


def compare(old: Iterable[Measure], new: Iterable[Measure]) -> list[Problem]:
    """What the new data loses against the old: measures gone, counts cut sharply."""
    found = {measure.subject: measure for measure in new}
    problems = []
    for before in old:
        after = found.get(before.subject)
        where = ", ".join((after or before).sources) or before.subject
        if after is None:
            problems.append(Problem(where, f"{before.subject} is lost", forceable=True))
        elif before.count - after.count >= max(SLACK, before.count * SHRINK):
            problems.append(
                Problem(
                    where,
                    f"{before.subject} shrinks from {before.count} to {after.count}",
                    forceable=True,
                )
            )
    return problems


def _records(text: str) -> int:
    return sum(1 for line in text.splitlines() if line.strip())


def _bad_characters(text: str, control: re.Pattern[str]) -> Iterator[tuple[int, int, str]]:
    """(line, column, what) of the first few control characters and signs of a wrong decoding."""
    found = [*islice(control.finditer(text), 5), *islice(_MOJIBAKE.finditer(text), 5)]
    for match in sorted(found, key=lambda m: m.start())[:5]:
        line, column = _position(text[: match.start()])
        if match.re is control:
            yield line, column, _describe(match.group())
        else:
            yield line, column, f"wrong encoding: {match.group()!r} is UTF-8 decoded twice"


def _describe(character: str) -> str:
    return f"control character U+{ord(character):04X}"


def _position(before: str) -> tuple[int, int]:
    line = before.count("\n") + 1
    return line, len(before) - before.rfind("\n")


def _strings(value: object, place: str) -> Iterator[tuple[str, str]]:
    """Every string in a JSON value, with its path (``$.cards[3].name``)."""
    if isinstance(value, str):
        yield place, value
    elif isinstance(value, dict):
        for key, item in value.items():
            yield from _strings(item, f"{place}.{key}")
    elif isinstance(value, list):
        for index, item in enumerate(value):
            yield from _strings(item, f"{place}[{index}]")
