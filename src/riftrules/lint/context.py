"""One card text under lint: the text as given, its canonical form, its lines, its parse.

Rules read the canonical text (:mod:`riftrules.cardtext.normalise`) and report canonical spans;
:meth:`Context.location` maps them back to the text as given. The parse
(:func:`riftrules.cardtext.parser.parse_text`) is made only when a rule asks for it, so that
rules that read the text alone never pay for it.
"""

from __future__ import annotations

import re
from bisect import bisect_right
from collections.abc import Iterator
from dataclasses import dataclass
from functools import cached_property
from typing import TYPE_CHECKING

from riftrules.cardtext.nodes import Branch
from riftrules.cardtext.normalise import Normalised, normalise
from riftrules.lint.card import CardFacts
from riftrules.lint.data import EDITION
from riftrules.lint.diagnostic import Edit, Location, RuleRef
from riftrules.lint.parse_cache import Failure
from riftrules.rules import citations
from riftrules.rules.glossary import BUILT_IN, Glossary

if TYPE_CHECKING:
    from riftrules.cardtext.nodes import Node
    from riftrules.cardtext.parser import ParsedLine, ParsedText
    from riftrules.lint.parse_cache import Failure, ParseCache

MAX_TEXT = 20_000  # as the parser: longer text is refused, not read


@dataclass(frozen=True, slots=True)
class Line:
    """One non-empty line (ability) of the canonical text and where it starts."""

    text: str
    offset: int

    @property
    def end(self) -> int:
        return self.offset + len(self.text)


def within(spans: tuple[tuple[int, int], ...], offset: int) -> bool:
    """Whether ``offset`` lies in one of ``spans`` (sorted, apart), found by bisection."""
    index = bisect_right(spans, (offset, float("inf"))) - 1
    return index >= 0 and spans[index][0] <= offset < spans[index][1]


def _recovered(line: ParsedLine) -> tuple[tuple[int, int], ...]:
    """The canonical spans of a line that does not parse that the grammar's recovery read as
    unread; none where it read nothing of the line (one span over the whole line)."""
    spans = tuple((line.offset + u.span.start, line.offset + u.span.end) for u in line.unread())
    return () if spans == ((line.offset, line.offset + len(line.text)),) else spans


class Context:
    def __init__(
        self,
        text: str,
        card: CardFacts | None = None,
        cache: ParseCache | None = None,
        glossary: Glossary = BUILT_IN,
    ) -> None:
        self.source = text if isinstance(text, str) else str(text)
        self.card = card or CardFacts()
        self.glossary = glossary  # the built-in keywords and those the set declares
        self.cache = cache
        self.refused = len(self.source) > MAX_TEXT
        self.normalised: Normalised = normalise("" if self.refused else self.source)
        self.text = self.normalised.text
        self._line_starts = [0] + [m.end() for m in re.finditer("\n", self.source)]
        self.memo: dict[str, object] = {}  # what one rule computes for others of its family

    # ------------------------------------------------------------------ structure

    @cached_property
    def lines(self) -> tuple[Line, ...]:
        out: list[Line] = []
        offset = 0
        for line in self.text.split("\n"):
            if line.strip():
                out.append(Line(line, offset))
            offset += len(line) + 1
        return tuple(out)

    @cached_property
    def parsed(self) -> ParsedText:
        # a run whose outcomes are all cached (most runs) starts without the parser
        from riftrules.cardtext.parser import parse_text  # lazy: lark only when parsing

        return parse_text(self.source)

    def nodes(self) -> Iterator[tuple[int, Node]]:
        """Every node of each line the grammar reads, in text order, with where its line
        starts (canonical; a node's spans are its line's). Walked without recursion: a tree
        nested thousands deep ("[Legion][>] " repeated) is read like any other."""

        for offset, tree in self.trees():
            stack = [tree]
            while stack:
                node = stack.pop()
                yield offset, node
                if isinstance(node, Branch):
                    stack.extend(reversed(node.parts))

    def trees(self) -> Iterator[tuple[int, Node]]:
        """Each line the grammar reads: where it starts (canonical) and its tree, whose spans
        are the line's."""
        parsed = self.parsed
        if parsed.refused is not None:
            return
        for line in parsed.lines:
            if line.ok:
                yield line.offset, line.node

    def parse_failures(self) -> list[Failure]:
        """The lines the grammar cannot read, from the cache when the text was seen before."""
        if self.cache is not None:
            known = self.cache.get(self.source)
            if known is not None:
                return known
        failures = [
            Failure(
                line.offset,
                line.offset + line.error.span.start,
                line.offset + line.error.span.end,
                line.error.found,
                tuple(line.error.expected),
                _recovered(line),
            )
            for line in self.parsed.lines
            if line.error is not None
        ]
        if self.cache is not None:
            self.cache.put(self.source, failures)
        return failures

    @cached_property
    def quoted(self) -> tuple[tuple[int, int], ...]:
        """Canonical spans of quoted abilities ('It has "[E]: Draw 1."'), quotes included."""
        spans = []
        for line in self.lines:
            quotes = [m.start() for m in re.finditer('"', line.text)]
            for open_, close in zip(quotes[::2], quotes[1::2], strict=False):
                spans.append((line.offset + open_, line.offset + close + 1))
        return tuple(spans)

    @cached_property
    def citation_spans(self) -> tuple[tuple[int, int], ...]:
        """Canonical spans of the rule citations in the text ("Core Rules 418.2", "rule 367")."""
        return tuple((c.start, c.end) for c in citations.find(self.text))

    def in_quotes(self, offset: int) -> bool:
        return within(self.quoted, offset)

    def in_citation(self, offset: int) -> bool:
        return within(self.citation_spans, offset)

    # ------------------------------------------------------------------ locations

    def location(self, start: int, end: int) -> Location:
        """A canonical span, with where it came from in the text as given."""
        source_start, source_end = self.normalised.source_span(start, end)
        return self._location(start, end, source_start, source_end)

    def source_location(self, source_start: int, source_end: int) -> Location:
        """A span of the text as given, with its canonical counterpart."""
        start = self.canonical_offset(source_start)
        end = max(start, self.canonical_offset(source_end, end=True))
        return self._location(start, end, source_start, source_end)

    def canonical_offset(self, source_offset: int, end: bool = False) -> int:
        """Where ``source_offset`` of the text as given went in the canonical text."""
        n = self.normalised
        index = bisect_right(n.origins, source_offset) - 1
        if index < 0:
            return 0
        base, origin = n.starts[index], n.origins[index]
        length = (n.starts[index + 1] if index + 1 < len(n.starts) else len(n.text)) - base
        if n.copied[index]:
            return base + min(source_offset - origin, length)
        return base + (length if end and source_offset > origin else 0)

    def _location(self, start: int, end: int, source_start: int, source_end: int) -> Location:
        line, column = self.line_column(source_start)
        end_line, end_column = self.line_column(source_end)
        return Location(start, end, source_start, source_end, line, column, end_line, end_column)

    def line_column(self, source_offset: int) -> tuple[int, int]:
        index = bisect_right(self._line_starts, source_offset) - 1
        return index + 1, source_offset - self._line_starts[index] + 1

    @staticmethod
    def source_edit(source_start: int, source_end: int, content: str) -> Edit:
        """Replace ``[source_start, source_end)`` of the text as given."""
        return Edit(source_start, source_end, content)

    def edit(self, start: int, end: int, content: str) -> Edit:
        """Replace canonical ``[start, end)``: the edit is made on the text as given."""
        source_start, source_end = self.normalised.source_span(start, end)
        return Edit(source_start, source_end, content)

    @staticmethod
    def ref(*numbers: str) -> tuple[RuleRef, ...]:
        return tuple(RuleRef(number, EDITION) for number in numbers)
