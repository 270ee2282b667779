"""Finding rules the way a judge asks for them: by number in any usual spelling, by title or
keyword, by words (ranked search), and, for a number an edition lacks, where it went.

* :func:`parse_number`: ``431.2.b``, ``431.2b`` (forum style), ``CR 431.2.b``, ``rule 431.2.b.``
  and the key ``143#2`` of a number printed twice;
* :func:`titled`: the sections (chapters and headings) of a title, ``Burn Out``, ``Deflect``;
* :func:`search`: rules and sections ranked by the query's words (rare words weigh more, a
  section's title more than its text);
* :func:`traced`: an unknown number followed from the editions that have it.
"""

from __future__ import annotations

import math
import re
from collections import Counter
from dataclasses import dataclass
from functools import cache

from riftrules.rules import documents, numbers, store, trace
from riftrules.rules.model import Document
from riftrules.rules.store import Edition
from riftrules.rules.trace import _fold

_PREFIX = re.compile(r"^(?:CR|Core\s+Rules|rules?|§)\s*", re.IGNORECASE)
_LOOSE = re.compile(r"^(\d{3})((?:\.\d{1,2}|\.?[a-z]|(?<=[a-z])\d{1,2})*)\.?(#\d+)?$", re.I)
_SECTION_KINDS = ("chapter", "heading")
_TITLE_WEIGHT = 3.0


def parse_number(text: str) -> str | None:
    """The rule number (or key) ``text`` spells, or None if it spells none."""
    match = _LOOSE.match(_PREFIX.sub("", text.strip()).strip())
    if not match:
        return None
    parts = re.findall(r"\d+|[a-z]", match[2].lower())
    number = ".".join([match[1], *parts])
    if not numbers.is_number(number):
        return None
    return number + (match[3] or "")


_NUMBERISH = re.compile(r"^\d+(?:\.\w+)*\.?$")


def looks_numbered(text: str) -> bool:
    """Whether ``text`` is meant as a rule number (digits first, dotted parts) though it spells
    none (``9999``, ``12.3``): it is no title."""
    return bool(_NUMBERISH.match(_PREFIX.sub("", text.strip()).strip()))


def fold(text: str) -> str:
    return " ".join(re.findall(r"[a-z0-9]+", text.casefold().replace("'", "").replace("’", "")))


def titled(edition: Edition, query: str) -> tuple[list[str], bool]:
    """Keys of the sections titled ``query`` (case and punctuation aside; a keyword's number,
    ``Assault 2``, dropped), and True; failing that, of the sections whose title starts with
    it, and False."""
    wanted = fold(query)
    bare = re.sub(r" \d+$", "", wanted)
    sections = [(key, fold(rule.text)) for key, rule in edition.keyed.items() if _is_section(rule)]
    exact = [key for key, title in sections if title in (wanted, bare)]
    if exact or not wanted:
        return exact, bool(exact)
    return [key for key, title in sections if title.startswith(wanted)], False


def _is_section(rule) -> bool:
    return rule.kind in _SECTION_KINDS


def descendants(edition: Edition, number: str) -> list[str]:
    """The numbers under ``number`` (its children, theirs, …), in document order."""
    found, stack = [], list(reversed(edition.children.get(number, [])))
    while stack:
        child = stack.pop()
        found.append(child)
        stack.extend(reversed(edition.children.get(child, [])))
    return found


@dataclass(frozen=True, slots=True)
class Hit:
    edition: str
    key: str
    score: float


@dataclass(frozen=True)
class _Index:
    words: dict[str, Counter[str]]  # key -> word counts of its text (and title, weighted)
    frequency: Counter[str]  # word -> how many rules have it
    lengths: dict[str, int]


def _words(text: str) -> list[str]:
    return list(_fold(text))


@cache
def _index(edition_id: str, document: Document = Document.CORE) -> _Index:
    edition = documents.load(document, edition_id)
    words: dict[str, Counter[str]] = {}
    for key, rule in edition.keyed.items():
        counts = Counter(_words(" ".join((rule.text, *rule.examples, *rule.reminders))))
        if _is_section(rule):
            for word in list(counts):
                counts[word] *= _TITLE_WEIGHT
        words[key] = counts
    frequency = Counter(word for counts in words.values() for word in counts)
    lengths = {key: max(1, sum(counts.values())) for key, counts in words.items()}
    return _Index(words, frequency, lengths)


def search(
    query: str, edition_ids: list[str], limit: int = 10, document: Document = Document.CORE
) -> list[Hit]:
    """Rules and sections of these editions (of ``document``) ranked by ``query``'s words
    (BM25): every word counts, rare ones more; a section's title weighs three times its
    length."""
    terms = list(dict.fromkeys(_words(query)))
    hits = []
    for edition_id in edition_ids:
        index = _index(edition_id, document)
        total = len(index.words)
        average = sum(index.lengths.values()) / max(total, 1)
        for key, counts in index.words.items():
            score = 0.0
            for term in terms:
                tf = counts.get(term, 0)
                if not tf:
                    continue
                df = index.frequency[term]
                idf = math.log(1 + (total - df + 0.5) / (df + 0.5))
                score += idf * tf * 2.2 / (tf + 1.2 * (0.25 + 0.75 * index.lengths[key] / average))
            if score:
                hits.append(Hit(edition_id, key, score))
    hits.sort(key=lambda hit: (-hit.score, hit.edition, numbers.components(hit.key.split("#")[0])))
    return hits[:limit]


def traced(edition: Edition, number: str) -> list[tuple[str, str | None]]:
    """Where ``number``, absent from ``edition``, went: (edition that has it, its counterpart
    here, None when it has none) from the nearest editions in time that have it, newest first
    on a tie; at most two counterparts."""
    infos = store.editions()
    here = [info.id for info in infos].index(edition.id)
    order = sorted(
        (i for i, info in enumerate(infos) if info.id != edition.id),
        key=lambda i: (abs(i - here), -i),
    )
    found: list[tuple[str, str | None]] = []
    for i in order:
        other = store.load(infos[i].id)
        if number not in other:
            continue
        followed = trace.trace(number, other.id, edition.id)
        if followed.counterpart not in [c for _, c in found if c is not None]:
            found.append((other.id, followed.counterpart))
        if sum(1 for _, c in found if c is not None) == 2:
            break
    return found
