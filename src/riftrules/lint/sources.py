"""What the linter reads: card texts from .txt files, card lists (JSON, YAML, CSV), the pool,
or a string.

A **.txt** file holds card texts separated by blank lines. A block may open with header lines
``# type: unit``, ``# name: Annie, Fiery``, ``# id: OGN-001`` and ``# noqa: RB201, RB209``
(leave those codes, or prefixes, unreported for this card; a bare ``# noqa`` leaves all); other
``#`` lines are comments. The rest of the block is the card text. A **.json** or **.yaml**
file holds a list of card records (or ``{"cards": [...]}``), a **.csv** file a header row
naming its columns and a record a row (:mod:`riftrules.lint.card_lists`): each with a ``text``
and any of the pool's fields (``type``, ``name``, ``id``, ``domains``, ``might``, ``energy``,
``power``, ``supertype``, ``printed``, ``errata``) and ``noqa`` (a code, a list of codes, or
``true`` for all). Positions are reported in the file's own lines and columns. A card list
that is no card list (``package.json``) is skipped with a warning; a file in any other format
is refused.
"""

from __future__ import annotations

import re
import sys
from bisect import bisect_right
from collections.abc import Callable, Iterator
from dataclasses import dataclass, replace
from pathlib import Path

from riftrules import inputs
from riftrules.lint import card_lists
from riftrules.lint.card import CardFacts, card_type
from riftrules.lint.card_lists import Format
from riftrules.lint.diagnostic import Diagnostic
from riftrules.lint.places import TextString
from riftrules.terminal import escape


class SourceError(Exception):
    """A file the linter cannot read as card texts: exit 2."""


@dataclass(frozen=True, slots=True, eq=False)
class Document:
    """A file as read: its text and format, to report positions in its lines and columns."""

    path: Path | None
    format: Format
    content: str
    line_starts: tuple[int, ...]

    @classmethod
    def of(cls, content: str, fmt: Format, path: Path | None = None) -> Document:
        starts = [0, *(m.end() for m in re.finditer("\n", content))]
        return cls(path, fmt, content, tuple(starts))

    def line_column(self, offset: int) -> tuple[int, int]:
        """1-based line and column (in characters) of ``offset``."""
        index = bisect_right(self.line_starts, offset) - 1
        return index + 1, offset - self.line_starts[index] + 1

    def line(self, number: int) -> str:
        """Line ``number`` (1-based), without its line ending."""
        start = self.line_starts[number - 1]
        end = self.line_starts[number] if number < len(self.line_starts) else len(self.content)
        return self.content[start:end].rstrip("\r\n")


@dataclass(frozen=True, slots=True)
class Target:
    """One card text to lint and where it came from.

    ``path``: the file (None for the pool and ``--text``); ``start``: a .txt block's offset in
    the file; ``index``: the record's place in a card list; ``place``: where each character of
    a card list's text is written; ``document``: the file as read, for positions.
    """

    label: str
    text: str
    card: CardFacts
    path: Path | None = None
    start: int = 0
    index: int | None = None
    place: TextString | None = None  # a card list's text: where each character is written
    noqa: tuple[str, ...] | None = None  # codes left unreported ("" leaves all), or None
    document: Document | None = None  # the file it was read from, for positions

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
        """Whether positions are the file's own (a file read), not inside a card text."""
        return self.document is not None

    @property
    def where(self) -> str:
        """What a finding's position is given in: the file, else the label (a pool card's id)."""
        return str(self.path) if self.document is not None and self.path else self.label

    @property
    def in_place(self) -> bool:
        """Whether the text is written as is in its file (a .txt block): an edit of the text is
        an edit of the file at ``start``."""
        return self.document is not None and self.place is None

    def file_position(self, source_offset: int) -> tuple[int, int] | None:
        """The file's line and column of ``source_offset`` of the text, None for no file."""
        if self.document is None:
            return None
        return self.document.line_column(self.document_offset(source_offset))


_HEADER = re.compile(r"#\s*(type|name|id|noqa)\s*(?::\s*(.*))?$", re.I)  # on a stripped line


def read_txt(path: Path, default_type: str | None = None) -> list[Target]:
    content = read_file(path)
    document = Document.of(content, Format.TXT, path)
    return [
        replace(t, document=document) for t in txt_targets(content, str(path), default_type, path)
    ]


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
    opening = 0  # the header and comment lines: read in one pass (linear in the block)
    while opening < len(block) and block[opening][2].lstrip().startswith("#"):
        header = _HEADER.match(block[opening][2].strip())
        if header:
            fields[header[1].casefold()] = header[2] or ""
        opening += 1
    body = block[opening:]
    if not body:
        return None
    _, start, _ = body[0]
    text = "".join(line for _, _, line in body).rstrip("\r\n")
    try:
        kind = card_type(fields.get("type") or default_type)
    except ValueError as error:
        raise SourceError(f"{label}:{block[0][0] + 1}: {error}") from None
    card = CardFacts(type=kind, name=fields.get("name") or None, id=fields.get("id") or None)
    noqa = noqa_codes(fields["noqa"]) if "noqa" in fields else None
    return Target(label, text, card, path, start, noqa=noqa)


def noqa_codes(value: object) -> tuple[str, ...]:
    """``"RB201, RB209"``, ``["RB201"]``, ``true`` or ``""`` -> the codes ("" means all)."""
    if value is True or value == "":
        return ("",)
    items = value if isinstance(value, list) else str(value).split(",")
    codes = tuple(str(item).strip().upper() for item in items if str(item).strip())
    return codes or ("",)


class NotCards(SourceError):
    """A card list that is no card list (``package.json``): skipped with a warning."""


def read_list(path: Path, default_type: str | None = None) -> list[Target]:
    """The cards of a JSON, YAML or CSV card list."""
    fmt = card_lists.file_format(path)
    assert fmt is not None and fmt is not Format.TXT
    content = read_file(path)
    targets = list_targets(content, fmt, str(path), default_type, path)
    document = Document.of(content, fmt, path)
    return [replace(t, document=document) for t in targets]


def read_json(path: Path, default_type: str | None = None) -> list[Target]:
    return read_list(path, default_type)


def json_targets(
    content: str, label: str, default_type: str | None = None, path: Path | None = None
) -> list[Target]:
    """The cards of a JSON card list (also what the editor server lints), each with the place
    of its text in ``content``."""
    return list_targets(content, Format.JSON, label, default_type, path)


def list_targets(
    content: str,
    fmt: Format,
    label: str,
    default_type: str | None = None,
    path: Path | None = None,
) -> list[Target]:
    """The cards of a card list in ``fmt``, each with the place of its text in ``content``."""
    where = str(path or label)
    try:
        found = card_lists.records(content, fmt, where)
    except card_lists.NotCardList as error:
        raise NotCards(str(error)) from None
    except card_lists.CardListError as error:
        raise SourceError(str(error)) from None
    targets = []
    for index, record in enumerate(found):
        fields = record.fields
        try:
            card = CardFacts.from_json(fields)
        except ValueError as error:
            raise SourceError(f"{where}: card {index}: {error}") from None
        if card.type is None and default_type:
            card = replace(card, type=card_type(default_type))
        noqa = fields.get("noqa")
        codes = noqa_codes(noqa) if noqa not in (None, False) else None
        text = fields["text"]
        assert isinstance(text, str)
        name = f"{label}#{card.id or index}"
        targets.append(Target(name, text, card, path, index=index, place=record.place, noqa=codes))
    return targets


def read_paths(
    paths: list[str],
    default_type: str | Callable[[Path], str | None] | None = None,
    errors: list[str] | None = None,
) -> list[Target]:
    """The card texts of files and folders, each file read once however often it is named
    (by its real path: ``d d/x.txt``, ``x.txt ./x.txt``); ``default_type``: the type of texts
    that do not say theirs, or a function of the file giving it (its configuration's).

    A file that cannot be read raises :class:`SourceError`, or, given ``errors``, is reported
    there and the others are read. A file named whose format is not known is refused; a folder
    gives its files in the known formats."""
    targets: list[Target] = []
    for file in files(paths, errors):
        kind = default_type(file) if callable(default_type) else default_type
        reader = read_txt if card_lists.file_format(file) is Format.TXT else read_list
        try:
            targets += reader(file, kind)
        except NotCards as error:
            print(f"warning: {escaped(str(error))}; skipped", file=sys.stderr)
        except (SourceError, ValueError) as error:  # CardTypeError is a ValueError
            if errors is None:
                raise SourceError(str(error)) from None
            errors.append(str(error))
    return targets


def files(paths: list[str], errors: list[str] | None = None) -> list[Path]:
    """The card files ``paths`` name, in order, each once (by its real path)."""
    out: list[Path] = []
    seen: set[Path] = set()
    for name in paths:
        path = Path(name)
        try:
            if path.is_dir():
                found = sorted(
                    p for p in path.rglob("*") if card_lists.file_format(p) and p.is_file()
                )
                if not found:
                    print(
                        f"warning: {escaped(name)}: no card files (.txt, .json, .yaml, .yml, .csv)",
                        file=sys.stderr,
                    )
            elif path.exists():
                if card_lists.file_format(path) is None:
                    raise SourceError(
                        f"{name}: unknown format {path.suffix or '(no suffix)'!r}: card files are "
                        ".txt, .json, .yaml, .yml or .csv"
                    )
                found = [path]
            else:
                raise SourceError(f"{name}: no such file or folder")
        except (SourceError, OSError, ValueError) as error:
            message = str(error) if isinstance(error, SourceError) else f"{name}: {error}"
            if errors is None:
                raise SourceError(message) from None
            errors.append(message)
            continue
        for file in found:
            try:
                real = file.resolve()
            except (OSError, RuntimeError):
                real = file.absolute()
            if real not in seen:
                seen.add(real)
                out.append(file)
    return out


def pool_targets() -> list[Target]:
    from riftrules.cards import pool

    return [
        Target(card.id, card.text, CardFacts.from_card(card)) for card in pool.load() if card.text
    ]


def escaped(text: str) -> str:
    """``text`` with its control characters (ESC, newlines, tabs …) and lone surrogates
    written as escapes, so that it prints on one line and moves no terminal."""
    return escape(text)


def text_target(text: str, default_type: str | None = None) -> Target:
    return Target("<text>", text, CardFacts(type=card_type(default_type)))


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
