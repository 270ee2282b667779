"""What the linter reads: card texts from .txt files, JSON card lists, the pool, or a string.

A **.txt** file holds card texts separated by blank lines. A block may open with header lines
``# type: unit``, ``# name: Annie, Fiery``, ``# id: OGN-001`` and ``# noqa: RB201, RB209``
(leave those codes, or prefixes, unreported for this card; a bare ``# noqa`` leaves all); other
``#`` lines are comments. The rest of the block is the card text, and positions are reported
in the file's own lines. A **.json** file holds a list of card records (or
``{"cards": [...]}``), each with a ``text`` and any of the pool's fields (``type``, ``name``,
``id``, ``domains``, ``might``, ``energy``, ``power``, ``supertype``, ``printed``, ``errata``)
and ``noqa`` (a code, a list of codes, or ``true`` for all); positions are inside each card's
text. A JSON file that is no card list (``package.json``) is skipped with a warning.
"""

from __future__ import annotations

import re
import sys
from collections.abc import Callable, Iterator
from dataclasses import dataclass, replace
from pathlib import Path

from riftrules import inputs
from riftrules.cards import pool
from riftrules.lint.card import CardFacts, card_type
from riftrules.lint.diagnostic import Diagnostic
from riftrules.lint.json_text import TextString, text_strings


class SourceError(Exception):
    """A file the linter cannot read as card texts: exit 2."""


@dataclass(frozen=True, slots=True)
class Target:
    """One card text to lint and where it came from.

    ``path``: the file (None for the pool and ``--text``); ``line_offset``: for a .txt block,
    the 0-based line of the file where the text starts, so that reported lines are the file's
    (None when positions are inside a card record); ``start``: the text's offset in the file;
    ``index``: the record's place in a JSON list.
    """

    label: str
    text: str
    card: CardFacts
    path: Path | None = None
    line_offset: int | None = 0
    start: int = 0
    index: int | None = None
    place: TextString | None = None  # a JSON record's text: where each character is written
    noqa: tuple[str, ...] | None = None  # codes left unreported ("" leaves all), or None

    def reported(self, found: list[Diagnostic]) -> list[Diagnostic]:
        """``found`` without what the card's ``noqa`` leaves unreported."""
        if self.noqa is None:
            return found
        return [d for d in found if not d.code.startswith(self.noqa)]

    def document_offset(self, offset: int) -> int:
        """Where ``offset`` of the text lies in the document it was read from."""
        return self.place.source_offset(offset) if self.place else self.start + offset

    @property
    def in_file(self) -> bool:
        """Whether positions are the file's own (a .txt block), not inside a card record."""
        return self.path is not None and self.line_offset is not None

    def file_line(self, line: int) -> int:
        return line + (self.line_offset or 0)


_HEADER = re.compile(r"#\s*(type|name|id|noqa)\s*(?::\s*(.*?))?\s*$", re.I)


def read_txt(path: Path, default_type: str | None = None) -> list[Target]:
    content = read_file(path)
    return list(txt_targets(content, str(path), default_type, path))


def txt_targets(
    content: str, label: str, default_type: str | None = None, path: Path | None = None
) -> Iterator[Target]:
    """The card blocks of a .txt document (also what the editor server lints)."""
    lines = content.splitlines(keepends=True)
    offset = 0
    block: list[tuple[int, int, str]] = []  # (line index, offset, line)
    for index, line in enumerate([*lines, ""]):
        if line.strip():
            block.append((index, offset, line))
        elif block:
            target = _block(block, label, default_type, path)
            if target is not None:
                yield target
            block = []
        offset += len(line)


def _block(
    block: list[tuple[int, int, str]],
    label: str,
    default_type: str | None,
    path: Path | None,
) -> Target | None:
    fields: dict[str, str] = {}
    body = list(block)
    while body and body[0][2].lstrip().startswith("#"):
        header = _HEADER.match(body[0][2].strip())
        if header:
            fields[header[1].casefold()] = header[2] or ""
        body.pop(0)
    if not body:
        return None
    first_index, start, _ = body[0]
    text = "".join(line for _, _, line in body).rstrip("\r\n")
    try:
        kind = card_type(fields.get("type") or default_type)
    except ValueError as error:
        raise SourceError(f"{label}:{block[0][0] + 1}: {error}") from None
    card = CardFacts(type=kind, name=fields.get("name") or None, id=fields.get("id") or None)
    noqa = noqa_codes(fields["noqa"]) if "noqa" in fields else None
    return Target(label, text, card, path, first_index, start, noqa=noqa)


def noqa_codes(value: object) -> tuple[str, ...]:
    """``"RB201, RB209"``, ``["RB201"]``, ``true`` or ``""`` -> the codes ("" means all)."""
    if value is True or value == "":
        return ("",)
    items = value if isinstance(value, list) else str(value).split(",")
    codes = tuple(str(item).strip().upper() for item in items if str(item).strip())
    return codes or ("",)


class NotCards(SourceError):
    """A JSON file that is no card list (``package.json``): skipped with a warning."""


def read_json(path: Path, default_type: str | None = None) -> list[Target]:
    return json_targets(read_file(path), str(path), default_type, path)


def json_targets(
    content: str, label: str, default_type: str | None = None, path: Path | None = None
) -> list[Target]:
    """The cards of a JSON card list (also what the editor server lints), each with the place
    of its text in ``content``."""
    where = path or label
    try:
        value = inputs.load_json(content, str(where))
    except inputs.InputError as error:
        raise SourceError(str(error)) from None
    records = value.get("cards") if isinstance(value, dict) else value
    if not isinstance(records, list):
        raise NotCards(f"{where}: not a card list (a list of cards or {{'cards': [...]}})")
    places = text_strings(content)
    targets = []
    for index, record in enumerate(records):
        if not isinstance(record, dict) or not isinstance(record.get("text"), str):
            raise SourceError(f"{where}: card {index} has no 'text' string")
        try:
            card = CardFacts.from_json(record)
        except ValueError as error:
            raise SourceError(f"{where}: card {index}: {error}") from None
        if card.type is None and default_type:
            card = replace(card, type=card_type(default_type))
        name = card.id or str(index)
        text = record["text"]
        noqa = noqa_codes(record["noqa"]) if record.get("noqa") not in (None, False) else None
        targets.append(
            Target(
                f"{label}#{name}",
                text,
                card,
                path,
                None,
                0,
                index,
                places.get(index),
                noqa,
            )
        )
    return targets


def read_paths(
    paths: list[str], default_type: str | Callable[[Path], str | None] | None = None
) -> list[Target]:
    """The card texts of files and folders; ``default_type``: the type of texts that do not
    say theirs, or a function of the file giving it (its configuration's)."""
    targets: list[Target] = []
    for name in paths:
        path = Path(name)
        if path.is_dir():
            files = sorted(p for p in path.rglob("*") if p.suffix in (".txt", ".json"))
        elif path.exists():
            files = [path]
        else:
            raise SourceError(f"{name}: no such file or folder")
        for file in files:
            reader = read_json if file.suffix == ".json" else read_txt
            kind = default_type(file) if callable(default_type) else default_type
            try:
                targets += reader(file, kind)
            except NotCards as error:
                print(f"warning: {error}; skipped", file=sys.stderr)
    return targets


def pool_targets() -> list[Target]:
    return [
        Target(card.id, card.text, CardFacts.from_card(card), None, None)
        for card in pool.load()
        if card.text
    ]


def text_target(text: str, default_type: str | None = None) -> Target:
    return Target("<text>", text, CardFacts(type=card_type(default_type)), None, 0)


def read_file(path: Path) -> str:
    """A file's text: a regular file, of bounded size, in UTF-8 (:mod:`riftrules.inputs`)."""
    try:
        return inputs.read_text(path)
    except inputs.InputError as error:
        raise SourceError(str(error)) from None


def read_stdin() -> str:
    try:
        return inputs.read_stdin()
    except inputs.InputError as error:
        raise SourceError(str(error)) from None
