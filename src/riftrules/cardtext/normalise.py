"""One notation for card text, with a map back to the text as it was given.

Real card text comes in three notations: the gallery's icon tokens (``:rb_energy_1:``,
``:rb_rune_fury:``, ``:rb_exhaust:``, ``:rb_might:``), the bracket shorthand of image
descriptions (``[1][C]``, ``[T]``, ``[S]``), and the Core Rules' own shorthand. The canonical
form is the Core Rules' (rules 134.2, 135.2.e): energy ``[1]``, domains ``[R] [G] [B] [O] [P]
[Y]``, any domain ``[A]``, the card's own domain ``[C]``, exhaust ``[E]``, Might ``[M]``, the
keyword arrow ``[>]``; an em dash after a keyword or "Choose one"; modes as ``• `` lines;
straight quotes and apostrophes; one space between words, one ability per line.
"""

from __future__ import annotations

import html
import re
from bisect import bisect_right
from collections.abc import Callable
from dataclasses import dataclass

RUNES = {
    "fury": "R",
    "calm": "G",
    "mind": "B",
    "body": "O",
    "chaos": "P",
    "order": "Y",
    "rainbow": "A",
}

Replacement = str | Callable[[str], str]

_REPLACEMENTS: list[tuple[str, Replacement]] = [
    # markup of the riftcodex rich text
    (r"</?p>", ""),
    (r"<br\s*/?>", "\n"),
    (r"</?ul>", ""),
    (r"<li>", "\n• "),
    (r"</li>", ""),
    (r"&[a-z]+;|&#\d+;", html.unescape),
    # gallery icon tokens
    (r":rb_energy_\d+:", lambda token: f"[{token[len(':rb_energy_') : -1]}]"),
    (r":rb_rune_[a-z]+:", lambda token: _rune(token)),
    (r":rb_exhaust:", "[E]"),
    (r":rb_might:", "[M]"),
    # older shorthands (rules 135.2.e.2 and 135.2.e.3)
    (r"\[T\]", "[E]"),
    (r"\[S\]", "[M]"),
    # typography
    (r"[’‘]", "'"),
    (r"[“”]", '"'),
    (r"(?<=\S) +[-–—] *(?=\n|$)", " —"),  # "Choose one -" at the end of a line
    (r" +[-–] +", " — "),  # "[Legion] - Draw 1.", "tags among your units - Bird, …"
    (r"\[ADD\]", "[Add]"),
    (r" *\[>>\] *", "[>>]"),  # a nested ability's arrow touches what is around it
    (r"\r\n?", "\n"),
    (r"[ \t\u00a0]+\n", "\n"),
    (r"\n[ \t\u00a0]+", "\n"),
    (r"\n{2,}", "\n"),
    (r"[ \t\u00a0]{2,}", " "),
]
_PATTERN = re.compile("|".join(f"(?P<r{i}>{p})" for i, (p, _) in enumerate(_REPLACEMENTS)))


def _rune(token: str) -> str:
    """``:rb_rune_fury:`` -> ``[R]``; a rune no set has (``:rb_rune_x:``) is left as written,
    for the parser to report."""
    symbol = RUNES.get(token[len(":rb_rune_") : -1])
    return f"[{symbol}]" if symbol else token


def _replace(match: re.Match[str]) -> str:
    replacement = _REPLACEMENTS[int(str(match.lastgroup)[1:])][1]
    return replacement if isinstance(replacement, str) else replacement(match.group(0))


@dataclass(frozen=True, slots=True)
class Normalised:
    """Canonical text, the text as given, and where each canonical character came from."""

    text: str
    source: str
    starts: tuple[int, ...]  # canonical offsets where a stretch begins
    origins: tuple[int, ...]  # the source offset each stretch begins at
    copied: tuple[bool, ...]  # whether the stretch is copied unchanged (else replaced)

    def source_offset(self, offset: int) -> int:
        """The offset in ``source`` of canonical offset ``offset``."""
        index = bisect_right(self.starts, offset) - 1
        if index < 0:
            return 0
        if self.copied[index]:
            return self.origins[index] + offset - self.starts[index]
        return self.origins[index]

    def source_span(self, start: int, end: int) -> tuple[int, int]:
        """The stretch of ``source`` that canonical ``[start, end)`` came from."""
        if end <= start:
            at = self.source_offset(start)
            return at, at
        last = bisect_right(self.starts, end - 1) - 1
        if self.copied[last]:
            stop = self.origins[last] + end - self.starts[last]
        else:
            following = self.origins[last + 1] if last + 1 < len(self.origins) else None
            stop = following if following is not None else len(self.source)
        return self.source_offset(start), stop


# Where any of the rewrites could apply; text with none of these is canonical already.
_MAY_CHANGE = re.compile(
    r"[<&’‘“”\r\t\u00a0–]|:rb_|\[[TS]\]|\[ADD\]|\[>>\]| [-—]|  |\n |\s\n|\n\n|^\s|\s$"
)


def normalise(text: str) -> Normalised:
    """Rewrite ``text`` in the canonical notation, remembering where each part came from."""
    if not _MAY_CHANGE.search(text):
        return Normalised(text, text, (0,), (0,), (True,))
    return rewrite(text)


def rewrite(text: str) -> Normalised:
    """Every rewrite, applied (what :func:`normalise` does for text not yet canonical)."""
    out: list[str] = []
    starts: list[int] = []
    origins: list[int] = []
    copied: list[bool] = []
    length = 0
    position = 0

    def emit(piece: str, origin: int, is_copy: bool) -> None:
        nonlocal length
        if not piece:
            return
        starts.append(length)
        origins.append(origin)
        copied.append(is_copy)
        out.append(piece)
        length += len(piece)

    for match in _PATTERN.finditer(text):
        emit(text[position : match.start()], position, True)
        emit(_replace(match), match.start(), False)
        position = match.end()
    emit(text[position:], position, True)
    canonical = "".join(out)
    stripped = canonical.strip()
    if stripped != canonical:  # leading or trailing space: shift the map, keep it exact
        lead = len(canonical) - len(canonical.lstrip())
        return _shift(canonical, stripped, lead, text, starts, origins, copied)
    return Normalised(canonical, text, tuple(starts), tuple(origins), tuple(copied))


def _shift(
    canonical: str,
    stripped: str,
    lead: int,
    text: str,
    starts: list[int],
    origins: list[int],
    copied: list[bool],
) -> Normalised:
    new_starts, new_origins, new_copied = [], [], []
    ends = [*starts[1:], len(canonical)]
    for start, end, origin, is_copy in zip(starts, ends, origins, copied, strict=True):
        moved = start - lead
        if moved < 0:
            if end <= lead:  # wholly in the stripped space
                continue
            # A stretch that the cut begins inside: a copy moves on by what was cut, a
            # replacement ("<li>" -> "\n• ") keeps its origin, so "•" maps to "<li>".
            origin, moved = (origin - moved if is_copy else origin), 0
        if moved >= len(stripped):
            break
        new_starts.append(moved)
        new_origins.append(origin)
        new_copied.append(is_copy)
    return Normalised(stripped, text, tuple(new_starts), tuple(new_origins), tuple(new_copied))
