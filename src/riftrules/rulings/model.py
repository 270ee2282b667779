"""The records of ``rulebook/rulings/``: one :class:`Ruling` per official answer, with the
:class:`Document` it comes from, the cards it names and the rules it cites, checked.

A ruling is a question and its answer ("Q&A", ``kind="question"``), or a titled statement that
answers no one question ("Combat Effect Expiration", ``kind="clarification"``). Every field is
data read from the source and checked by the importer; nothing in it is ever executed, and the
site escapes all of it.
"""

from __future__ import annotations

from dataclasses import asdict, dataclass, field
from typing import Literal

Kind = Literal["question", "clarification"]
KINDS: tuple[Kind, ...] = ("question", "clarification")
Authority = Literal["official", "event"]


@dataclass(frozen=True, slots=True)
class Document:
    """An FAQ as published: ``official`` when Riot published it, ``event`` when it is the
    rulings of a tournament's head judge (a Regional Qualifier's)."""

    id: str
    title: str
    url: str | None
    publisher: str
    date: str
    edition: str  # the Core Rules edition in force on ``date``
    authority: Authority
    sets: tuple[str, ...]  # the card sets out when it was written (names are matched among them)

    def to_json(self) -> dict[str, object]:
        record = asdict(self)
        record["sets"] = list(self.sets)
        return record

    @classmethod
    def from_json(cls, record: dict) -> Document:
        return cls(**{**record, "sets": tuple(record["sets"])})


@dataclass(frozen=True, slots=True)
class CardRef:
    id: str
    name: str


@dataclass(frozen=True, slots=True)
class RuleRef:
    """A rule the ruling concerns: ``number`` in ``edition`` (the edition in force when it was
    written), how it was found (``cited``: a citation or a quoted rule; ``keyword``: a keyword
    the text names; ``changed``: the later rule that changed its answer), its check there
    (:mod:`riftrules.rules.cite` statuses) and where it is in the current edition (``current``,
    ``None`` if it is gone)."""

    number: str
    edition: str
    via: Literal["cited", "keyword", "changed"]
    status: str
    current: str | None
    trace: str  # the trace status from ``edition`` to the current edition
    text: str = ""  # the citation as written ("rule 187.4.c.") or the keyword's name


@dataclass(frozen=True, slots=True)
class Change:
    """A later edition that reworded or removed a rule the answer rests on: the ruling may no
    longer hold as written. ``rule`` is the rule's number in ``edition`` (``None``: removed).
    ``status`` is the trace's (``edited``, ``removed``), or ``changed`` for a change found by
    reading the rules (``faq_changes.json``), with ``note`` saying what changed."""

    cited: str
    edition: str
    rule: str | None
    status: str
    similarity: float
    note: str = ""


@dataclass(frozen=True, slots=True)
class Amendment:
    """A rule the document itself rewrites: "Rule 461.3.d. should read …" (old and new text as
    the document gives them), and whether a later edition took the new wording in
    (``adopted``: the edition, or ``None``)."""

    number: str
    edition: str
    old: str
    new: str
    adopted: str | None = None


@dataclass(frozen=True, slots=True)
class Ruling:
    id: str
    document: str
    section: str
    kind: Kind
    question: str
    answer: str
    date: str
    edition: str
    url: str | None
    cards: tuple[CardRef, ...] = ()
    rules: tuple[RuleRef, ...] = ()
    amends: tuple[Amendment, ...] = ()
    changed_by: tuple[Change, ...] = field(default=())

    def to_json(self) -> dict[str, object]:
        record = asdict(self)
        for key in ("cards", "rules", "amends", "changed_by"):
            if not record[key]:
                del record[key]
        return record

    @classmethod
    def from_json(cls, record: dict) -> Ruling:
        return cls(
            **{
                **record,
                "cards": tuple(CardRef(**c) for c in record.get("cards", ())),
                "rules": tuple(RuleRef(**r) for r in record.get("rules", ())),
                "amends": tuple(Amendment(**a) for a in record.get("amends", ())),
                "changed_by": tuple(Change(**c) for c in record.get("changed_by", ())),
            }
        )

    @property
    def cited(self) -> tuple[RuleRef, ...]:
        return tuple(rule for rule in self.rules if rule.via == "cited")


@dataclass(frozen=True, slots=True)
class Skipped:
    """A part of a document that is not imported as a ruling, and why."""

    document: str
    section: str
    excerpt: str
    reason: str

    def to_json(self) -> dict[str, object]:
        return asdict(self)
