"""Card lists: JSON, YAML and CSV files of card records, each record's text with its place.

A **JSON** or **YAML** card list is a list of records, or ``{"cards": [...]}``; a **CSV** card
list has a header row naming its columns, one of them ``text`` (the others: ``type``,
``name``, ``id``, ``domains`` (separated by ``;``, ``,`` or ``/``), ``might``, ``energy``,
``power``, ``supertype``, ``printed``, ``errata``, ``noqa``; other columns are left alone).
:func:`records` reads one into plain records and the :class:`~riftrules.lint.places.TextString`
of each text; :func:`rewritten` writes new texts into the file, changing nothing else, and
refuses (:class:`~riftrules.lint.places.Unwritable`) unless reading the result back gives the
same records with exactly the new texts.

Every reader is bounded: YAML aliases are refused (an alias bomb is a few bytes), nesting and
numbers are checked as :mod:`riftrules.inputs` checks JSON, and the CSV is scanned once by a
regular expression with no nested repetition, then checked against :mod:`csv`'s reading.
"""

from __future__ import annotations

import csv
import io
import re
from collections.abc import Callable
from dataclasses import dataclass
from enum import StrEnum
from pathlib import Path
from typing import TYPE_CHECKING

from riftrules import inputs
from riftrules.lint.json_text import text_strings
from riftrules.lint.places import Style, TextString, Unwritable, replaced

if TYPE_CHECKING:
    from yaml import ScalarNode


class Format(StrEnum):
    TXT = "txt"
    JSON = "json"
    YAML = "yaml"
    CSV = "csv"


SUFFIXES = {
    ".txt": Format.TXT,
    ".json": Format.JSON,
    ".yaml": Format.YAML,
    ".yml": Format.YAML,
    ".csv": Format.CSV,
}


def file_format(path: Path | str) -> Format | None:
    """The format a file's name says it is in, or None (a format the linter does not read)."""
    return SUFFIXES.get(Path(path).suffix.casefold())


class CardListError(ValueError):
    """A file that is not a card list as its format says (the message names the file)."""


class NotCardList(CardListError):
    """Well-formed data that is no card list (``package.json``): skipped with a warning."""


@dataclass(frozen=True, slots=True)
class Record:
    """One card record: its fields (as JSON would have them) and where its text is written."""

    fields: dict[str, object]
    place: TextString | None


def records(content: str, fmt: Format, where: str) -> list[Record]:
    """The records of a card list in ``fmt``; :class:`CardListError` when it is not one."""
    reader = _READERS[fmt]
    return reader(content, where)


def rewritten(content: str, fmt: Format, where: str, texts: dict[int, str]) -> str:
    """``content`` with the text of each record ``texts`` names replaced and every other
    character kept; :class:`Unwritable` unless the result reads back as the same records with
    exactly those texts."""
    before = records(content, fmt, where)
    for index in texts:
        place = before[index].place
        if place is None or place.style is Style.OPAQUE:
            raise Unwritable(
                f"{where}: card {index}: its text is not written so that a fix can go in"
            )
    wanted = [
        {**r.fields, "text": texts[i]} if i in texts else r.fields for i, r in enumerate(before)
    ]
    changes = {before[i].place: (before[i].fields["text"], text) for i, text in texts.items()}
    for quoted in (False, True):  # a plain scalar or field that does not read back: quote it
        after = replaced(content, changes, quoted)  # type: ignore[arg-type]
        try:
            if [r.fields for r in records(after, fmt, where)] == wanted:
                return after
        except CardListError:
            pass
    raise Unwritable(f"{where}: the fixed texts would not read back as written; nothing written")


# ---------------------------------------------------------------------------------- JSON


def _json(content: str, where: str) -> list[Record]:
    try:
        value = inputs.load_json(content, where)
    except inputs.InputError as error:
        raise CardListError(str(error)) from None
    items = _card_list(value, where)
    places = text_strings(content)
    return [Record(item, places.get(index)) for index, item in enumerate(items)]


def _card_list(value: object, where: str) -> list[dict[str, object]]:
    items = value.get("cards") if isinstance(value, dict) else value
    if not isinstance(items, list):
        raise NotCardList(f"{where}: not a card list (a list of cards or {{'cards': [...]}})")
    for index, item in enumerate(items):
        if not isinstance(item, dict) or not isinstance(item.get("text"), str):
            raise CardListError(f"{where}: card {index} has no 'text' string")
    return items


# ---------------------------------------------------------------------------------- YAML


def _yaml(content: str, where: str) -> list[Record]:
    import yaml

    loader = getattr(yaml, "CSafeLoader", yaml.SafeLoader)
    try:
        for event in yaml.parse(content, Loader=loader):
            if isinstance(event, yaml.AliasEvent):
                line = event.start_mark.line + 1
                raise CardListError(f"{where}:{line}: YAML aliases are not read in a card list")
        value = yaml.load(content, Loader=loader)  # no alias: as large as the text at most
        root = yaml.compose(content, Loader=loader)
    except yaml.YAMLError as error:
        mark = getattr(error, "problem_mark", None)
        at = f":{mark.line + 1}" if mark is not None else ""
        problem = getattr(error, "problem", None) or "not YAML"
        raise CardListError(f"{where}{at}: not YAML: {problem}") from None
    except (RecursionError, ValueError) as error:  # deep nesting, a 5,000-digit number
        raise CardListError(f"{where}: not read: {str(error)[:80]}") from None
    depth, surrogate = inputs.shape(value)
    if depth > inputs.MAX_DEPTH:
        raise CardListError(f"{where}: nested too deeply (the limit is {inputs.MAX_DEPTH})")
    if surrogate is not None:
        raise CardListError(f"{where}: a lone surrogate ({surrogate!r}) in a string: not text")
    items = _card_list(value, where)
    nodes = root.value if isinstance(root, yaml.SequenceNode) else []
    if isinstance(root, yaml.MappingNode):  # the last of a key written twice, as load has it
        nodes = [v.value for k, v in root.value if k.value == "cards"][-1]
    out = []
    for index, item in enumerate(items):
        node = [v for k, v in nodes[index].value if k.value == "text"][-1]
        out.append(Record(item, _yaml_place(content, node, index, item["text"])))
    return out


def _yaml_place(content: str, node: ScalarNode, index: int, text: str) -> TextString:
    start, end = node.start_mark.index, node.end_mark.index
    token = content[start:end]
    starts: list[int] | None = None
    style, indent = Style.OPAQUE, ""
    if not node.style and "\n" not in token and token == text:  # plain: None or ""
        starts, style = [*range(start, end + 1)], Style.YAML_PLAIN
    elif node.style == "'" and "\n" not in token:
        starts, style = (
            _quoted(start + 1, end - 1, content, lambda at: 2 if content[at] == "'" else 1),
            Style.YAML_SINGLE,
        )
    elif node.style == '"' and "\n" not in token:
        starts, style = (
            _quoted(start + 1, end - 1, content, _yaml_escape(content)),
            Style.YAML_DOUBLE,
        )
    elif node.style == "|":
        starts, indent = _literal(content, start, end, text)
        style = Style.YAML_LITERAL
    if starts is None or len(starts) != len(text) + 1:
        return TextString(index, start, end, (start,) * (len(text) + 1), Style.OPAQUE)
    return TextString(index, start, end, tuple(starts), style, indent)


def _quoted(start: int, end: int, content: str, step: Callable[[int], int]) -> list[int]:
    """Where each character of a one-line quoted scalar starts, then its closing quote."""
    starts, at = [], start
    while at < end:
        starts.append(at)
        at += step(at)
    return [*starts, end]


_ESCAPE_LENGTH = {"x": 4, "u": 6, "U": 10}


def _yaml_escape(content: str) -> Callable[[int], int]:
    def step(at: int) -> int:
        if content[at] != "\\":
            return 1
        return _ESCAPE_LENGTH.get(content[at + 1 : at + 2], 2)

    return step


def _literal(content: str, start: int, end: int, text: str) -> tuple[list[int] | None, str]:
    """A literal block scalar: where each character of its lines is written, its indentation."""
    header_end = content.find("\n", start, end)
    header = content[start:header_end] if header_end >= 0 else ""
    if header_end < 0 or any(c.isdigit() for c in header):
        return None, ""  # an explicit indentation indicator: not placed
    lines = content[header_end + 1 : end].split("\n")
    first = next((line for line in lines if line.strip()), "")
    indent = first[: len(first) - len(first.lstrip(" "))]
    starts, chars, at = [], [], header_end + 1
    for line in lines:
        body = line[len(indent) :] if line.startswith(indent) else line.lstrip(" ")
        offset = at + len(line) - len(body)
        starts += range(offset, offset + len(body) + 1)  # each character, then the newline
        chars.append(body + "\n")
        at += len(line) + 1
    built = "".join(chars)
    if not built.startswith(text):
        return None, indent
    stop = starts[len(text)] if len(text) < len(starts) else end
    return [*starts[: len(text)], stop], indent


# ----------------------------------------------------------------------------------- CSV

# A field: quoted (a quote written twice is one), or a run of anything but a separator.
_FIELD = re.compile(r'"((?:[^"]|"")*)"|([^,\r\n"]*)')
_NUMBER = re.compile(r"-?\d{1,9}")
_LISTS = re.compile(r"\s*[;,/]\s*")


def _csv(content: str, where: str) -> list[Record]:
    rows = _csv_rows(content, where)
    try:
        expected = [row for row in csv.reader(io.StringIO(content, newline="")) if row]
    except csv.Error as error:
        raise CardListError(f"{where}: not CSV: {error}") from None
    if [[value for value, _ in row] for row in rows] != expected:
        raise CardListError(f"{where}: a CSV this reader does not read as csv does; not read")
    if not rows:
        raise NotCardList(f"{where}: an empty CSV file")
    header = [value.strip().casefold() for value, _ in rows[0]]
    if "text" not in header:
        raise NotCardList(f"{where}: no 'text' column in the header row")
    if len(set(header)) != len(header):
        raise CardListError(f"{where}:1: a column is named twice in the header row")
    out = []
    for index, row in enumerate(rows[1:]):
        if len(row) != len(header):
            line = content.count("\n", 0, row[0][1].start) + 1
            raise CardListError(
                f"{where}:{line}: {len(row)} fields where the header names {len(header)}"
            )
        fields = {name: value for name, (value, _) in zip(header, row, strict=True)}
        place = row[header.index("text")][1]
        out.append(Record(_csv_record(fields), _csv_place(content, place, index)))
    return out


def _csv_rows(content: str, where: str) -> list[list[tuple[str, TextString]]]:
    """Each row's fields: value, and a provisional place (index 0, the token's start)."""
    rows: list[list[tuple[str, TextString]]] = []
    row: list[tuple[str, TextString]] = []
    at, size = 0, len(content)
    while True:
        match = _FIELD.match(content, at)
        assert match is not None  # the second branch matches the empty string
        quoted = match[1] is not None
        value = match[1].replace('""', '"') if quoted else match[2]
        style = Style.CSV_QUOTED if quoted else Style.CSV_PLAIN
        row.append((value, TextString(0, match.start(), match.end(), (), style)))
        at = match.end()
        if at < size and content[at] == ",":
            at += 1
            continue
        if at < size and content[at] not in "\r\n":
            line = content.count("\n", 0, at) + 1
            raise CardListError(
                f"{where}:{line}: a quote inside an unquoted field, or text after a closing quote"
            )
        if len(row) > 1 or row[0][1].end > row[0][1].start:  # not an empty line
            rows.append(row)
        row = []
        if at >= size:
            return rows
        at += 2 if content.startswith("\r\n", at) else 1
        if at >= size:
            return rows


def _csv_place(content: str, token: TextString, index: int) -> TextString:
    start, end = token.start, token.end
    if token.style is Style.CSV_PLAIN:
        return TextString(index, start, end, range(start, end + 1), token.style)

    def step(at: int) -> int:  # a quote inside a quoted field is written twice
        return 2 if content[at] == '"' else 1

    return TextString(
        index, start, end, tuple(_quoted(start + 1, end - 1, content, step)), token.style
    )


def _csv_record(fields: dict[str, str]) -> dict[str, object]:
    """A CSV row as a JSON card record: empty fields are null, numbers and lists read."""
    record: dict[str, object] = {"text": fields["text"]}
    for name, written in fields.items():
        value = written.strip()
        if name == "text":
            continue
        if name in ("might", "energy", "power"):  # an empty one is null: the card has none
            record[name] = int(value) if _NUMBER.fullmatch(value) else (value or None)
        elif not value:
            continue
        elif name == "domains":
            record[name] = [part for part in _LISTS.split(value) if part]
        elif name == "errata":
            record[name] = [value]
        else:
            record[name] = value
    return record


_READERS: dict[Format, Callable[[str, str], list[Record]]] = {
    Format.JSON: _json,
    Format.YAML: _yaml,
    Format.CSV: _csv,
}
