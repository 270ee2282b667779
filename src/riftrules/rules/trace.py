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
import os
import re
from collections import Counter, defaultdict
from dataclasses import dataclass, replace
from difflib import SequenceMatcher
from functools import cache
from typing import Literal

from riftrules.rules import store, trace_data
from riftrules.rules.model import Rule
from riftrules.rules.store import Edition

Status = Literal["same", "moved", "edited", "new", "removed", "unseen"]
STATUSES: tuple[Status, ...] = ("same", "moved", "edited", "new", "removed", "unseen")
# What each status says, reading from the first edition named ({old}) to the second ({new}),
# whichever is older: ``diff 2026-07-16 2025-06-02`` calls "removed" what 2025-06-02 lacks.
MEANING: dict[Status, str] = {
    "same": "same number, same text",
    "moved": "same text under another number",
    "edited": "the text, or only its examples or reminders, changed (the number may have too)",
    "new": "only in {new}: no rule of {old} leads to it",
    "removed": "only in {old}: no rule of {new} carries it",
    "unseen": "{new} is partial and does not quote it",
}

# What an edited rule changed: its text, or only its examples and reminders (the text the same).
Edit = Literal["text", "examples"]
EDIT_MEANING: dict[Edit, str] = {
    "text": "the rule's text changed",
    "examples": "only its examples or reminders changed; the rule's text is the same",
}


def edit_of(old: Rule, new: Rule) -> Edit:
    """What changed between two rules traced as ``edited``."""
    return "examples" if old.text == new.text else "text"


_WORD = re.compile(r"[a-z0-9]+")
_ROUNDS = (1.05, 0.95, 0.85, 0.75, 0.6)  # score (similarity plus structure) taken per round
_TEXT_FLOOR = 0.45  # and the lowest text similarity
_SLOT_FLOOR = 0.25  # under matched parents (or in the same slot), less is needed
_CANDIDATES = 40  # candidates scored per rule in the fuzzy pass


@dataclass(frozen=True, slots=True)
class Trace:
    """Where ``number`` of edition ``source`` went in edition ``target``. ``number`` and
    ``counterpart`` are rule numbers; ``key`` and ``counterpart_key`` tell the rules of a
    number a source prints twice apart (``143#2`` is the second rule 143)."""

    source: str
    number: str
    target: str
    counterpart: str | None
    status: Status
    similarity: float
    key: str = ""
    counterpart_key: str | None = None

    def to_json(self) -> dict[str, object]:
        return {
            "from": {"edition": self.source, "number": self.number, **_occurrence(self.key)},
            "to": {
                "edition": self.target,
                "number": self.counterpart,
                **_occurrence(self.counterpart_key),
            }
            if self.counterpart
            else None,
            "status": self.status,
            "similarity": round(self.similarity, 3),
        }


def _occurrence(key: str | None) -> dict[str, int]:
    """``{"occurrence": 2}`` for the second rule of a number (key ``143#2``), else nothing."""
    return {"occurrence": int(key.split("#")[1])} if key and "#" in key else {}


def _fold_word(word: str) -> str:
    """A word without its plural ending: "trashes" and "trash", "abilities" and "ability"."""
    if len(word) > 4 and word.endswith("ies"):
        return word[:-3] + "y"
    if len(word) > 4 and word.endswith(("ses", "shes", "ches", "xes")):
        return word[:-2]
    if len(word) > 3 and word.endswith("s") and not word.endswith("ss"):
        return word[:-1]
    return word


def _fold(text: str) -> tuple[str, ...]:
    text = text.lower().replace("’", "'").replace("'", "")
    return tuple(_fold_word(word) for word in _WORD.findall(text))


def words(rule: Rule) -> tuple[str, ...]:
    """The words a rule is compared by: its text, examples and reminders, folded."""
    return _fold(" ".join((rule.text, *rule.examples, *rule.reminders)))


def _ratio(a: tuple[str, ...], b: tuple[str, ...]) -> float:
    if a == b:
        return 1.0
    return SequenceMatcher(None, a, b, autojunk=False).ratio()


def similarity(a: Rule, b: Rule) -> float:
    """Word-level similarity of two rules, 0 to 1. When either prints examples or reminders,
    the text weighs 85 % and those 15 %, so a rule whose example changed reads as lightly
    edited."""
    text = _ratio(_fold(a.text), _fold(b.text))
    if not (a.examples or a.reminders or b.examples or b.reminders):
        return text
    asides = _ratio(
        _fold(" ".join((*a.examples, *a.reminders))), _fold(" ".join((*b.examples, *b.reminders)))
    )
    return 0.85 * text + 0.15 * asides


class _Side:
    """One edition's rules with what matching needs: words, places, children."""

    def __init__(self, edition: Edition) -> None:
        # each rule under its own key, so that both rules of a duplicated number are matched
        self.rules = [
            rule if key == rule.number else replace(rule, number=key)
            for key, rule in edition.keyed.items()
        ]
        self.by_number = {rule.number: rule for rule in self.rules}
        self.words = {rule.number: words(rule) for rule in self.rules}
        self.position = {rule.number: i / len(self.rules) for i, rule in enumerate(self.rules)}
        self.children: dict[str, list[str]] = defaultdict(list)
        for rule in self.rules:
            if rule.parent is not None:
                self.children[rule.parent].append(rule.number)
        self.sibling_index = {
            child: index for kids in self.children.values() for index, child in enumerate(kids)
        }


class _Matcher:
    """Old edition -> new edition, one to one: identical text; then rounds of falling score,
    each settling twins by structure and taking the best similar-text pairs, so that rules
    matched early lend their children the bonus of matched parents; then rules whose children
    agree, list items in the same slot under matched parents, and leftover twins in order."""

    def __init__(self, old: Edition, new: Edition) -> None:
        self.old, self.new = _Side(old), _Side(new)
        self.forward: dict[str, str] = {}
        self.backward: dict[str, str] = {}
        self.twins: dict[tuple[str, ...], tuple[list[str], list[str]]] = defaultdict(
            lambda: ([], [])
        )
        for rule in self.old.rules:
            self.twins[self.old.words[rule.number]][0].append(rule.number)
        for rule in self.new.rules:
            key = self.new.words[rule.number]
            if key in self.twins:
                self.twins[key][1].append(rule.number)

    def run(self) -> dict[str, tuple[str, float]]:
        for olds, news in self.twins.values():
            if len(olds) == 1 and len(news) == 1:
                self._pair(olds[0], news[0])
        for minimum in _ROUNDS:  # best matches first, so that their children score on structure
            self._twins_by_structure()
            self._similar(minimum)
        self._children_agree()
        self._same_slot()
        self._twins_in_order()
        return {
            old: (new, similarity(self.old.by_number[old], self.new.by_number[new]))
            for old, new in self.forward.items()
        }

    def _pair(self, old_number: str, new_number: str) -> None:
        self.forward[old_number] = new_number
        self.backward[new_number] = old_number

    def _free(self, old_number: str, new_number: str) -> bool:
        return old_number not in self.forward and new_number not in self.backward

    def _parents_matched(self, old: Rule, new: Rule) -> bool:
        return old.parent is not None and self.forward.get(old.parent) == new.parent

    def _structure(self, old: Rule, new: Rule) -> float:
        """A bonus for structural agreement: matched parents (and the same place among the
        siblings), the same number, the same kind, the same place in the document."""
        bonus = 0.0
        if self._parents_matched(old, new):
            bonus += 0.15
            if self.old.sibling_index.get(old.number) == self.new.sibling_index.get(new.number):
                bonus += 0.05
        if old.number == new.number:
            bonus += 0.05
        if old.kind == new.kind:
            bonus += 0.02
        distance = abs(self.old.position[old.number] - self.new.position[new.number])
        return bonus + 0.08 * max(0.0, 1.0 - 10 * distance)

    def _assign(self, scored: list[tuple[float, str, str]]) -> None:
        for _score, old_number, new_number in sorted(scored, reverse=True):
            if self._free(old_number, new_number):
                self._pair(old_number, new_number)

    def _twins_by_structure(self) -> None:
        """Repeated texts ("This is a Limited Action."): pairs whose parents match, best first,
        until no more parents come to match."""
        while self._twins_round():
            pass

    def _is_twin(self, old_number: str) -> bool:
        olds, news = self.twins[self.old.words[old_number]]
        return len(news) > 0 and (len(olds) > 1 or len(news) > 1)

    def _twins_round(self) -> bool:
        before = len(self.forward)
        scored = []
        for olds, news in self.twins.values():
            if len(olds) == 1 and len(news) == 1:
                continue
            for old_number in olds:
                old = self.old.by_number[old_number]
                if old_number in self.forward:
                    continue
                for new_number in news:
                    new = self.new.by_number[new_number]
                    if new_number not in self.backward and self._parents_matched(old, new):
                        scored.append((self._structure(old, new), old_number, new_number))
        self._assign(scored)
        return len(self.forward) > before

    def _twins_in_order(self) -> None:
        """Repeated texts that structure could not place: in document order."""
        for olds, news in self.twins.values():
            left_old = [n for n in olds if n not in self.forward]
            left_new = [n for n in news if n not in self.backward]
            for old_number, new_number in zip(left_old, left_new, strict=False):
                self._pair(old_number, new_number)

    def _similar(self, minimum: float) -> None:
        # repeated texts are left to structure and, failing that, document order
        old_left = [
            r
            for r in self.old.rules
            if r.number not in self.forward and not self._is_twin(r.number)
        ]
        new_left = [r for r in self.new.rules if r.number not in self.backward]
        frequency = Counter(w for r in self.new.rules for w in set(self.new.words[r.number]))
        postings: dict[str, list[Rule]] = defaultdict(list)
        for rule in new_left:
            for word in set(self.new.words[rule.number]):
                postings[word].append(rule)
        scored: list[tuple[float, str, str]] = []
        for rule in old_left:
            old_words = self.old.words[rule.number]
            shared: Counter[str] = Counter()
            for word in set(old_words):
                for candidate in postings.get(word, ()):
                    shared[candidate.number] += 1.0 / frequency[word]
            for number in shared:  # rare words in common, relative to the candidate's length
                shared[number] /= len(set(self.new.words[number])) ** 0.5
            candidates = [number for number, _ in shared.most_common(_CANDIDATES)]
            if rule.parent in self.forward:  # and the unmatched children of its parent's match
                candidates += self.new.children.get(self.forward[rule.parent], [])
            for number in dict.fromkeys(candidates):
                if number in self.backward:
                    continue
                quick = SequenceMatcher(None, old_words, self.new.words[number], autojunk=False)
                candidate = self.new.by_number[number]
                floor = _SLOT_FLOOR if self._parents_matched(rule, candidate) else _TEXT_FLOOR
                if quick.quick_ratio() < floor:
                    continue
                text = similarity(rule, candidate)
                score = text + self._structure(rule, candidate)
                if text >= floor and score >= minimum:
                    scored.append((score, rule.number, number))
        self._assign(scored)

    def _children_agree(self) -> None:
        """An unmatched rule whose matched children all went under one unmatched rule."""
        for rule in reversed(self.old.rules):
            if rule.number in self.forward:
                continue
            targets = {
                self.new.by_number[self.forward[child]].parent
                for child in self.old.children.get(rule.number, ())
                if child in self.forward
            }
            if len(targets) == 1:
                (target,) = targets
                if target in self.new.by_number and target not in self.backward:
                    self._pair(rule.number, target)

    def _same_slot(self) -> None:
        """Reworded list items: the unmatched children of matched parents, paired best first
        when they share some words."""
        scored = []
        for rule in self.old.rules:
            if rule.number in self.forward or rule.parent not in self.forward:
                continue
            for sibling in self.new.children.get(self.forward[rule.parent], []):
                if sibling in self.backward:
                    continue
                candidate = self.new.by_number[sibling]
                text = similarity(rule, candidate)
                if text >= _SLOT_FLOOR:
                    scored.append((text + self._structure(rule, candidate), rule.number, sibling))
        self._assign(scored)


def match(old: Edition, new: Edition) -> dict[str, tuple[str, float]]:
    """Old key -> (new key, similarity) between two adjacent editions: the matching itself
    (slow: what ``rulebook/traces/`` stores, see :mod:`riftrules.rules.trace_data`)."""
    return _Matcher(old, new).run()


@cache
def adjacent(old_id: str, new_id: str) -> dict[str, tuple[str, float]]:
    """Old key -> (new key, similarity) between two editions, oldest first: read from
    ``rulebook/traces/`` (matched afresh when the file is missing or out of date)."""
    stored = None if os.environ.get("RIFTRULES_MATCH_AFRESH") else trace_data.read(old_id, new_id)
    return stored if stored is not None else match(store.load(old_id), store.load(new_id))


@cache
def _backward(old_id: str, new_id: str) -> dict[str, tuple[str, float]]:
    return {new: (old, score) for old, (new, score) in adjacent(old_id, new_id).items()}


def _chain(source: str, target: str) -> list[str]:
    ids = [info.id for info in store.editions()]
    start, end = ids.index(source), ids.index(target)
    if start <= end:
        return ids[start : end + 1]
    return ids[end : start + 1][::-1]


def _follow(key: str, chain: list[str]) -> tuple[str | None, float | None, str]:
    """``key`` followed along ``chain``: its key at the end (None where it stops), the stored
    similarity when the chain is one step, and the edition where it stopped."""
    current: str | None = key
    score: float | None = None
    for here, there in itertools.pairwise(chain):
        step = adjacent(here, there) if _newer(there, here) else _backward(there, here)
        found = step.get(current)
        if found is None:
            return None, None, there
        current, score = found
    return current, (score if len(chain) == 2 else None), chain[-1]


def trace(number: str, source: str, target: str) -> Trace:
    """Follow rule ``number`` (or key, ``143#2``) of edition ``source`` to edition ``target``.

    Statuses read from ``source`` to ``target``, whichever is older: ``new`` is a rule of the
    target with no counterpart in the source, ``removed`` a rule of the source with none in a
    complete target, ``unseen`` one with none in a partial target (it may be there unquoted)."""
    source_edition, target_edition = store.load(source), store.load(target)
    rule = source_edition.get(number)
    key = number if "#" in number and number in source_edition.keyed else rule.number
    current, score, stopped = _follow(key, _chain(source_edition.id, target_edition.id))
    if current is None:
        status: Status = "unseen" if store.edition_info(stopped).partial else "removed"
        return Trace(source_edition.id, rule.number, target_edition.id, None, status, 0.0, key)
    counterpart = target_edition.keyed[current]
    if score is None:
        score = similarity(rule, counterpart)
    if score == 1.0:  # the same number: "143" and "143#2" are both rule 143
        status = "same" if current.split("#")[0] == key.split("#")[0] else "moved"
    else:
        status = "edited"
    number = current.split("#")[0]
    return Trace(
        source_edition.id, rule.number, target_edition.id, number, status, score, key, current
    )


def _newer(a: str, b: str) -> bool:
    return store.edition_info(a).date > store.edition_info(b).date


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
    """Every rule of ``source`` traced to ``target``, then the rules of ``target`` none reached
    (``new``; ``unseen`` when the source is partial). Statuses read from source to target."""
    source_edition, target_edition = store.load(source), store.load(target)
    changes = [
        Change(t.status, t.key, t.counterpart_key, t.similarity)
        for t in (trace(key, source_edition.id, target_edition.id) for key in source_edition.keyed)
    ]
    reached = {change.new for change in changes}
    appeared: Status = "unseen" if source_edition.info.partial else "new"
    changes.extend(
        Change(appeared, None, key, 0.0) for key in target_edition.keyed if key not in reached
    )
    return changes
