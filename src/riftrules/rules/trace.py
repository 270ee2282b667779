"""Edition tracing: match each rule of one edition to its counterpart in another.

Renumber-aware, in the spirit of Academy Ruins: rules are matched by their words, not their
numbers. Adjacent editions are matched in three passes:

1. identical text (after folding case, quotes and punctuation), ties broken by structure;
2. similar text, scored by word-level similarity plus structure (the parents are already
   matched to each other, the same number, the same place in the document), assigned greedily
   best-first;
3. nothing else: what is left is ``removed`` (in the older edition) or ``new`` (in the newer).

Editions further apart are traced through every edition between them, so that a rule is
followed through each renumbering. A rule with no counterpart in a *partial* edition is
``unseen``: that edition may have it, we just cannot see it.
"""

from __future__ import annotations

import itertools
import re
from collections import Counter, defaultdict
from dataclasses import dataclass
from difflib import SequenceMatcher
from functools import cache
from typing import Literal

from riftrules.rules import store
from riftrules.rules.model import Rule
from riftrules.rules.store import Edition

Status = Literal["same", "moved", "edited", "new", "removed", "unseen"]
STATUSES: tuple[Status, ...] = ("same", "moved", "edited", "new", "removed", "unseen")

_WORD = re.compile(r"[a-z0-9]+")
_ACCEPT = 0.6  # lowest score (similarity plus structure) taken as a match
_CANDIDATES = 40  # candidates scored per rule in the fuzzy pass


@dataclass(frozen=True, slots=True)
class Trace:
    """Where ``number`` of edition ``source`` went in edition ``target``."""

    source: str
    number: str
    target: str
    counterpart: str | None
    status: Status
    similarity: float

    def to_json(self) -> dict[str, object]:
        return {
            "from": {"edition": self.source, "number": self.number},
            "to": {"edition": self.target, "number": self.counterpart}
            if self.counterpart
            else None,
            "status": self.status,
            "similarity": round(self.similarity, 3),
        }


def _fold(text: str) -> tuple[str, ...]:
    return tuple(_WORD.findall(text.lower().replace("’", "'").replace("'", "")))


def words(rule: Rule) -> tuple[str, ...]:
    """The words a rule is compared by: its text, examples and reminders, folded."""
    return _fold(" ".join((rule.text, *rule.examples, *rule.reminders)))


def _ratio(a: tuple[str, ...], b: tuple[str, ...]) -> float:
    if a == b:
        return 1.0
    return SequenceMatcher(None, a, b, autojunk=False).ratio()


def similarity(a: Rule, b: Rule) -> float:
    """Word-level similarity of two rules, 0 to 1: the text weighs 85 %, examples and reminders
    15 %, so that a rule whose example changed reads as lightly edited."""
    asides = _ratio(
        _fold(" ".join((*a.examples, *a.reminders))), _fold(" ".join((*b.examples, *b.reminders)))
    )
    return 0.85 * _ratio(_fold(a.text), _fold(b.text)) + 0.15 * asides


class _Matcher:
    def __init__(self, old: Edition, new: Edition) -> None:
        self.old, self.new = old, new
        self.old_rules = list(old.by_number.values())
        self.new_rules = list(new.by_number.values())
        self.old_position = {
            r.number: i / len(self.old_rules) for i, r in enumerate(self.old_rules)
        }
        self.new_position = {
            r.number: i / len(self.new_rules) for i, r in enumerate(self.new_rules)
        }
        self.forward: dict[str, str] = {}
        self.backward: dict[str, str] = {}
        self.words = {("old", r.number): words(r) for r in self.old_rules}
        self.words.update({("new", r.number): words(r) for r in self.new_rules})

    def run(self) -> dict[str, tuple[str, float]]:
        self._identical()
        self._similar()
        result: dict[str, tuple[str, float]] = {}
        for old_number, new_number in self.forward.items():
            result[old_number] = (
                new_number,
                similarity(self.old.by_number[old_number], self.new.by_number[new_number]),
            )
        return result

    def _pair(self, old_number: str, new_number: str) -> None:
        self.forward[old_number] = new_number
        self.backward[new_number] = old_number

    def _structure(self, old: Rule, new: Rule) -> float:
        """A bonus for structural agreement: matched parents, same number, same place."""
        bonus = 0.0
        if old.parent is not None and self.forward.get(old.parent) == new.parent:
            bonus += 0.15
        if old.number == new.number:
            bonus += 0.05
        if old.kind == new.kind:
            bonus += 0.02
        distance = abs(self.old_position[old.number] - self.new_position[new.number])
        return bonus + 0.08 * max(0.0, 1.0 - 10 * distance)

    def _identical(self) -> None:
        by_words: dict[tuple[str, ...], list[Rule]] = defaultdict(list)
        for rule in self.new_rules:
            by_words[self.words[("new", rule.number)]].append(rule)
        ambiguous: list[Rule] = []
        for rule in self.old_rules:
            twins = by_words.get(self.words[("old", rule.number)], [])
            if len(twins) == 1 and sum(1 for _ in self._old_twins(rule)) == 1:
                self._pair(rule.number, twins[0].number)
            elif twins:
                ambiguous.append(rule)
        for rule in ambiguous:  # repeated texts: structure decides, now that parents are known
            twins = [
                t
                for t in by_words[self.words[("old", rule.number)]]
                if t.number not in self.backward
            ]
            if twins:
                best = max(twins, key=lambda twin: self._structure(rule, twin))
                self._pair(rule.number, best.number)

    def _old_twins(self, rule: Rule):
        key = self.words[("old", rule.number)]
        return (r for r in self.old_rules if self.words[("old", r.number)] == key)

    def _similar(self) -> None:
        old_left = [r for r in self.old_rules if r.number not in self.forward]
        new_left = [r for r in self.new_rules if r.number not in self.backward]
        frequency = Counter(w for r in self.new_rules for w in set(self.words[("new", r.number)]))
        postings: dict[str, list[Rule]] = defaultdict(list)
        for rule in new_left:
            for word in set(self.words[("new", rule.number)]):
                postings[word].append(rule)
        scored: list[tuple[float, str, str]] = []
        for rule in old_left:
            shared: Counter[str] = Counter()
            for word in set(self.words[("old", rule.number)]):
                for candidate in postings.get(word, ()):
                    shared[candidate.number] += 1.0 / frequency[word]
            for number, _ in shared.most_common(_CANDIDATES):
                candidate = self.new.by_number[number]
                quick = SequenceMatcher(
                    None,
                    self.words[("old", rule.number)],
                    self.words[("new", number)],
                    autojunk=False,
                )
                if quick.quick_ratio() < _ACCEPT - 0.3:
                    continue
                score = similarity(rule, candidate) + self._structure(rule, candidate)
                if score >= _ACCEPT:
                    scored.append((score, rule.number, number))
        for _score, old_number, new_number in sorted(scored, reverse=True):
            if old_number not in self.forward and new_number not in self.backward:
                self._pair(old_number, new_number)


@cache
def adjacent(old_id: str, new_id: str) -> dict[str, tuple[str, float]]:
    """Old number -> (new number, similarity) between two editions, oldest first."""
    return _Matcher(store.load(old_id), store.load(new_id)).run()


def _chain(source: str, target: str) -> list[str]:
    ids = [info.id for info in store.editions()]
    start, end = ids.index(source), ids.index(target)
    if start <= end:
        return ids[start : end + 1]
    return ids[end : start + 1][::-1]


def trace(number: str, source: str, target: str) -> Trace:
    """Follow rule ``number`` of edition ``source`` to edition ``target``."""
    source_edition, target_edition = store.load(source), store.load(target)
    rule = source_edition.get(number)
    chain = _chain(source_edition.id, target_edition.id)
    current: str | None = rule.number
    missing_in_partial = False
    for here, there in itertools.pairwise(chain):
        current = _step(current, here, there)
        if current is None:
            missing_in_partial = store.edition_info(there).partial
            break
    if current is None:
        status: Status = (
            "unseen"
            if missing_in_partial
            else ("removed" if _newer(target_edition.id, source_edition.id) else "new")
        )
        return Trace(source_edition.id, rule.number, target_edition.id, None, status, 0.0)
    counterpart = target_edition.by_number[current]
    score = similarity(rule, counterpart)
    if score == 1.0:
        status = "same" if current == rule.number else "moved"
    else:
        status = "edited"
    return Trace(source_edition.id, rule.number, target_edition.id, current, status, score)


def _newer(a: str, b: str) -> bool:
    return store.edition_info(a).date > store.edition_info(b).date


def _step(number: str, here: str, there: str) -> str | None:
    if _newer(there, here):
        found = adjacent(here, there).get(number)
        return found[0] if found else None
    backward = {new: old for old, (new, _) in adjacent(there, here).items()}
    return backward.get(number)


@dataclass(frozen=True, slots=True)
class Change:
    """One line of an edition diff: a rule of the old edition, of the new one, or both."""

    status: Status
    old: str | None
    new: str | None
    similarity: float

    def to_json(self) -> dict[str, object]:
        return {
            "status": self.status,
            "from": self.old,
            "to": self.new,
            "similarity": round(self.similarity, 3),
        }


def diff(source: str, target: str) -> list[Change]:
    """Every rule of ``source`` traced to ``target``, then the rules of ``target`` none reached."""
    source_edition, target_edition = store.load(source), store.load(target)
    changes = [
        Change(t.status, t.number, t.counterpart, t.similarity)
        for t in (trace(n, source_edition.id, target_edition.id) for n in source_edition.by_number)
    ]
    reached = {change.new for change in changes}
    appeared: Status = "new" if _newer(target_edition.id, source_edition.id) else "removed"
    if source_edition.info.partial:
        appeared = "unseen"
    changes.extend(
        Change(appeared, None, number, 0.0)
        for number in target_edition.by_number
        if number not in reached
    )
    return changes
