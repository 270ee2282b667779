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
from array import array
from bisect import bisect_right
from collections.abc import Callable, Iterator, Sequence
from dataclasses import dataclass, replace
from pathlib import Path

from riftrules import inputs
from riftrules.cards import pool
from riftrules.lint import card_lists
from riftrules.lint.card import CardFacts, card_type
from riftrules.lint.card_lists import Format
from riftrules.lint.diagnostic import Diagnostic, Location
from riftrules.lint.places import Style, TextString, Unwritable
from riftrules.lint.registry import RULES
from riftrules.terminal import escape


class SourceError(Exception):
    """A file the linter cannot read as card texts: exit 2."""


@dataclass(frozen=True, slots=True)
class Noqa:
    """A noqa directive: the codes or prefixes it leaves unreported ("" for all), where it is
    written (document offsets) and the line of the card text it covers (None: the card)."""

    codes: tuple[str, ...]
    start: int
    end: int
    line: int | None = None

    def covers(self, diagnostic: Diagnostic, code: str | None = None) -> bool:
        """Whether it leaves ``diagnostic`` unreported (by ``code`` of its codes, if given)."""
        if self.line is not None and diagnostic.location.line != self.line:
            return False
        codes = self.codes if code is None else (code,)
        return any(diagnostic.code.startswith(c) for c in codes)


def _ran(code: str, ran: set[str]) -> bool:
    return any(rule.startswith(code) for rule in ran)


@dataclass(frozen=True, slots=True, eq=False)
class Document:
    """A file as read: its text and format, to report positions in its lines and columns."""

    path: Path | None
    format: Format
    content: str
    line_starts: Sequence[int]

    @classmethod
    def of(cls, content: str, fmt: Format, path: Path | None = None) -> Document:
        starts = array("q", [0])  # 8 bytes a line: a file of millions of lines stays small
        starts.extend(m.end() for m in re.finditer("\n", content))
        return cls(path, fmt, content, starts)

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
    directives: tuple[Noqa, ...] = ()  # the noqa comments and fields, where they are written

    def reported(self, found: list[Diagnostic]) -> list[Diagnostic]:
        """``found`` without what the card's noqa directives leave unreported."""
        if not self.directives and self.noqa is None:
            return found
        directives = self.directives or (Noqa(self.noqa or ("",), 0, 0),)
        return [d for d in found if not any(n.covers(d) for n in directives)]

    def suppression_findings(self, found: list[Diagnostic], ran: set[str]) -> list[Diagnostic]:
        """What is wrong with the card's noqa directives, given ``found`` (its findings before
        they are left out) and the codes of the rules ``ran``: a code that names no rule
        (RB002), a directive that leaves nothing out (RB001), as ruff's RUF100."""

        out = []
        for directive in self.directives:
            unknown = [c for c in directive.codes if c and not any(r.startswith(c) for r in RULES)]
            out += [self._directive_finding(directive, "RB002", code) for code in unknown]
            used = [c for c in directive.codes if any(directive.covers(d, c) for d in found)]
            unused = [c for c in directive.codes if c not in used and c not in unknown]
            if unused and (directive.codes == ("",) or all(_ran(c, ran) for c in unused)):
                out.append(self._directive_finding(directive, "RB001", ", ".join(unused)))
        return out

    def _directive_finding(self, directive: Noqa, code: str, codes: str) -> Diagnostic:

        rule = RULES[code]
        if self.document is not None:
            line, column = self.document.line_column(directive.start)
            end_line, end_column = self.document.line_column(directive.end)
        else:
            line, column, end_line, end_column = 1, 1, 1, 1
        location = Location(
            0, 0, directive.start, directive.end, line, column, end_line, end_column
        )
        if code == "RB002":
            message = f"unknown rule code {codes!r} in noqa"
            help = "name a rule code or prefix (riftrules lint --list-rules)"
        else:
            message = f"unused noqa directive ({codes or 'all codes'}: nothing to leave out)"
            help = "remove the directive"
        return Diagnostic(code, rule.name, rule.severity, message, location, help, in_file=True)

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
    """The card blocks of a .txt document (also what the editor server lints), read in one
    pass that keeps no line: a block's header and comment lines are read as they come, its
    card text is a span of ``content`` (a file of millions of lines costs what its cards do)."""
    block: _Block | None = None
    for index, (offset, line) in enumerate(_lines(content, 0, len(content))):
        if line.strip():
            if block is None:
                block = _Block(index, label)
            block.add(offset, line)
        elif block is not None:
            target = block.target(content, default_type, path)
            if target is not None:
                yield target
            block = None
    if block is not None:
        target = block.target(content, default_type, path)
        if target is not None:
            yield target


# A line and its ending, as ``str.splitlines(keepends=True)`` cuts them (one match is empty:
# the end of the text).
_LINE = re.compile(
    "[^\n\r\v\f\x1c-\x1e\x85\u2028\u2029]*(?:\r\n|[\n\r\v\f\x1c-\x1e\x85\u2028\u2029])?"
)


def _lines(content: str, start: int, end: int) -> Iterator[tuple[int, str]]:
    """Each line of ``content[start:end]`` with its ending, and where it starts."""
    for match in _LINE.finditer(content, start, end):
        if match.start() == match.end():
            return
        yield match.start(), match.group()


class _Block:
    """A block of a .txt file as it is read: its header fields and noqa directives, then the
    span of its card text."""

    def __init__(self, index: int, label: str) -> None:
        self.index, self.label = index, label  # its first line (0-based), for messages
        self.fields: dict[str, str] = {}
        self.directives: list[Noqa] = []
        self.start: int | None = None  # where the card text starts, once it has
        self.end = 0

    def add(self, offset: int, line: str) -> None:
        if self.start is None and line.lstrip().startswith("#"):
            header = _HEADER.match(line.strip())
            if header:
                self.fields[header[1].casefold()] = header[2] or ""
                if header[1].casefold() == "noqa":  # where it is written, to report it
                    indent = len(line) - len(line.lstrip())
                    end = offset + len(line.rstrip())
                    self.directives.append(Noqa(noqa_codes(header[2] or ""), offset + indent, end))
            return
        if self.start is None:
            self.start = offset
        self.end = offset + len(line)

    def target(self, content: str, default_type: str | None, path: Path | None) -> Target | None:
        if self.start is None:
            return None
        fields = self.fields
        try:
            kind = card_type(fields.get("type") or default_type)
        except ValueError as error:
            raise SourceError(f"{self.label}:{self.index + 1}: {error}") from None
        card = CardFacts(type=kind, name=fields.get("name") or None, id=fields.get("id") or None)
        text, place, inline = uncommented(content, self.start, self.end)
        noqa = noqa_codes(fields["noqa"]) if "noqa" in fields else None
        directives = (*self.directives, *inline)
        return Target(
            self.label, text, card, path, self.start, place=place, noqa=noqa, directives=directives
        )


# A comment in card text: "#" at the start of a line or after a space, to the line's end.
_COMMENT = re.compile(r"(?:^|[ \t]+)#([^\r\n]*)")
_NOQA = re.compile(r"\s*noqa\b(?::\s*(?P<codes>[^#]*?))?\s*", re.I)


def uncommented(content: str, start: int, end: int) -> tuple[str, TextString | None, list[Noqa]]:
    """The card text of the lines ``content[start:end]``, its comments left out; where each
    character is written when there were comments (None: the text is the lines as written);
    the inline noqa directives."""
    cuts: list[tuple[int, int]] = []  # each comment as written: left out of the text
    directives: list[Noqa] = []
    for number, (offset, line) in enumerate(_lines(content, start, end), start=1):
        body = line.rstrip("\r\n")
        comment = _COMMENT.search(body)
        if comment is not None:
            noqa = _NOQA.fullmatch(comment[1])
            if noqa is not None:
                codes = noqa_codes(noqa["codes"] or "")
                where = offset + comment.start() + comment.group().index("#")
                directives.append(Noqa(codes, where, offset + len(body), number))
            cuts.append((offset + comment.start(), offset + len(body)))
    if not cuts:
        return content[start:end].rstrip("\r\n"), None, directives
    pieces: list[str] = []
    starts = array("q")  # where each character of the text is written: 8 bytes each
    at = start
    for cut_start, cut_end in [*cuts, (end, end)]:
        pieces.append(content[at:cut_start])
        starts.extend(range(at, cut_start))
        at = cut_end
    text = "".join(pieces).rstrip("\r\n")
    stop = starts[len(text)] if len(text) < len(starts) else (starts[-1] + 1 if starts else 0)
    if text:  # the end of the text: just after its last character as written
        stop = starts[len(text) - 1] + 1
    offsets = starts[: len(text)]
    offsets.append(stop)
    return text, TextString(0, offsets[0], stop, offsets, Style.TXT), directives


def replacements(target: Target, text: str) -> list[tuple[int, int, str]]:
    """Where a .txt block's new ``text`` is written in its file: ``(start, end, new)`` spans
    of the document, its comments kept; :class:`~riftrules.lint.places.Unwritable` for a
    change the comments leave no place for (a line added or removed)."""
    if target.place is None:
        return [(target.start, target.start + len(target.text), text)]
    old_lines, new_lines = target.text.split("\n"), text.split("\n")
    if len(old_lines) != len(new_lines):
        raise Unwritable(f"{target.label}: a fix adds or removes a line of a commented card")
    out, at = [], 0
    for old, new in zip(old_lines, new_lines, strict=True):
        old, new = old.rstrip("\r"), new.rstrip("\r")  # line endings are never fixed
        if old != new:
            if not old:
                raise Unwritable(f"{target.label}: a fix writes on a line that is a comment")
            first = target.place.starts[at]
            out.append((first, first + len(old), new))
        at = _next_line(target.text, at)
    return out


def _next_line(text: str, at: int) -> int:
    newline = text.find("\n", at)
    return len(text) if newline < 0 else newline + 1


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
        at = record.place.start if record.place is not None else 0
        directives = (Noqa(codes, at, at),) if codes is not None else ()
        text = fields["text"]
        assert isinstance(text, str)
        name = f"{label}#{card.id or index}"
        targets.append(
            Target(
                name,
                text,
                card,
                path,
                index=index,
                place=record.place,
                noqa=codes,
                directives=directives,
            )
        )
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
                if not path.is_file():  # a FIFO, a device: refused before its format is asked
                    raise SourceError(f"{name}: not a regular file (only regular files are read)")
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
    return [
        Target(card.id, card.text, CardFacts.from_card(card)) for card in pool.load() if card.text
    ]


def escaped(text: str) -> str:
    """``text`` with its control characters (ESC, newlines, tabs …) and lone surrogates
    written as escapes, so that it prints on one line and moves no terminal."""
    return escape(text)


def text_target(text: str, default_type: str | None = None) -> Target:
    """``--text``: a card text, whose comments ("# noqa: RB209") are read as in a .txt file."""
    card = CardFacts(type=card_type(default_type))
    body, place, directives = uncommented(text, 0, len(text))
    if place is None and not directives:
        return Target("<text>", text, card)
    document = Document.of(text, Format.TXT)
    return Target(
        "<text>", body, card, place=place, document=document, directives=tuple(directives)
    )


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
