"""The node types of the semantic IR: what card text means, in the Core Rules' vocabulary.

Every node is a frozen dataclass with named fields (in the spirit of sqlglot's ``arg_types``):
abilities (keyword, triggered, activated, static, replacement, spell, gated, mode), triggers,
conditions, instructions (a verb from the closed set :data:`Verb`), noun phrases (quantifier,
count, controller, kinds, tags, states, location, other …), values and costs. A node's
``span`` is where it stands in the canonical text (it takes no part in equality), so two texts
that mean the same thing have equal IRs. :func:`node_types` lists every type, for the JSON
Schema (:mod:`riftrules.export.schema`) and the site's IR pages.
"""

from __future__ import annotations

import dataclasses
import types
import typing
from dataclasses import dataclass, field
from enum import StrEnum
from typing import Any, ClassVar, Union

from riftrules.ir.lexicon import LEXICON

Verb = StrEnum("Verb", {lemma.upper(): lemma for lemma in LEXICON["verbs"]})  # type: ignore[misc]
Verb.__doc__ = "The instruction verbs, a closed set read from the lexicon (``lexicon.json``)."


class TriggerKind(StrEnum):
    WHEN = "when"  # "When I move," (an event)
    AT = "at"  # "At the start of your Beginning Phase," (a point in time)
    NTH_TIME = "nth-time"  # "The first time I move each turn,"


class ConditionKind(StrEnum):
    IF = "if"
    WHILE = "while"
    AS = "as"
    UNLESS = "unless"
    OTHERWISE = "otherwise"


class Conjunction(StrEnum):
    """The conjunction a clause's or a list's joint says (:func:`conjunction`; the lexicon's
    ``joints`` give it for each joint's words: ", and" is ``and``)."""

    COMMA = ","
    AND = "and"
    OR = "or"
    THEN = "then"
    AND_OR = "and/or"
    DO_THIS = "do-this"


# each joint's conjunction (a lexicon's value that is not a member fails here, as it loads)
_CONJUNCTIONS = {joint: Conjunction(said) for joint, said in LEXICON["joints"].items()}
# the conjunctions that say a run's instructions are done in order ("Draw 1, then discard
# 1.", "do this:", 387.1), and those a list of kinds is written with ("a unit or gear")
IN_ORDER = frozenset({Conjunction.COMMA, Conjunction.AND, Conjunction.THEN, Conjunction.DO_THIS})
LISTING = frozenset({Conjunction.COMMA, Conjunction.OR, Conjunction.AND, Conjunction.AND_OR})


def conjunction(joint: str) -> Conjunction | None:
    """The conjunction a joint's words say ("and", ", and": ``and``); None for no joint or
    another one ("if", "unless" …)."""
    return _CONJUNCTIONS.get(joint)


def in_order(joint: str) -> bool:
    """Does the joint (or none) say the instructions it joins are done in order?"""
    return not joint or conjunction(joint) in IN_ORDER


@dataclass(frozen=True, kw_only=True)
class IRNode:
    """Base of every IR node."""

    span: tuple[int, int] = field(default=(0, 0), compare=False, repr=False)

    doc: ClassVar[str] = ""

    def to_json(self) -> dict[str, Any]:
        """The node as JSON: ``node`` (its type), ``span``, then each field that differs from
        its default (the schema gives the defaults)."""
        record: dict[str, Any] = {"node": type(self).__name__, "span": list(self.span)}
        for f in dataclasses.fields(self):
            value = getattr(self, f.name)
            if f.name == "span" or (f.default is not dataclasses.MISSING and value == f.default):
                continue
            record[f.name] = _json(value)
        return record

    def bare(self, *used: str) -> bool:
        """Whether the node sets no field but those ``used`` (each other one is its default)."""
        return all(
            f.name in used or f.name == "span" or getattr(self, f.name) == f.default
            for f in dataclasses.fields(self)
        )

    def walk(self) -> typing.Iterator[IRNode]:
        yield self
        for f in dataclasses.fields(self):
            yield from _walk(getattr(self, f.name))


def _json(value: Any) -> Any:
    if isinstance(value, IRNode):
        return value.to_json()
    if isinstance(value, tuple):
        return [_json(v) for v in value]
    if isinstance(value, StrEnum):
        return value.value
    return value


def _walk(value: Any) -> typing.Iterator[IRNode]:
    if isinstance(value, IRNode):
        yield from value.walk()
    elif isinstance(value, tuple):
        for item in value:
            yield from _walk(item)


# ------------------------------------------------------------------------------ values


@dataclass(frozen=True, kw_only=True)
class Value(IRNode):
    """A number: fixed ("2", "two"), or a variable ("X", "that much"), with a comparison
    ("7 or more": ``at-least``)."""

    amount: int | None = None
    variable: str | None = None
    comparison: str | None = None


@dataclass(frozen=True, kw_only=True)
class Resources(IRNode):
    """Cost symbols: Energy, Power by Domain (``any``, ``rainbow``), [E] (exhaust)."""

    energy: int = 0
    power: tuple[str, ...] = ()
    exhaust: bool = False
    comparison: str | None = None


@dataclass(frozen=True, kw_only=True)
class Might(IRNode):
    """Might: a change ("+2 [M]": ``change=2``) or a value ("3 [M]", "5+ [M]")."""

    change: int | None = None
    value: int | None = None
    comparison: str | None = None


@dataclass(frozen=True, kw_only=True)
class Keyword(IRNode):
    """A keyword with its value and cost: "[Assault 2]", "[Equip] [1][R]"."""

    name: str
    value: int | None = None
    cost: Resources | None = None


@dataclass(frozen=True, kw_only=True)
class TimePoint(IRNode):
    """A point in time: "at the start of your Beginning Phase", "at end of turn"."""

    moment: str  # start | end
    whose: str | None = None  # your | each | each-player | each-opponent | next | its-controller …
    period: str = "turn"  # turn | beginning-phase | main-phase | ending-phase
    first: bool = False
    next: bool = False


# ------------------------------------------------------------------------------ noun phrases


@dataclass(frozen=True, kw_only=True)
class NounPhrase(IRNode):
    """What a noun phrase refers to: "another friendly exhausted unit at a battlefield".

    ``reference`` is a pronoun's referent (``self`` for "I"/"me", ``it``, ``they``, ``you``,
    ``here``, ``there``, ``this``, ``that`` …); ``possessor`` whose it is ("your": ``you``,
    "its": ``its``); ``of`` the owners it is said of ("its owner's hand": ``owner``)."""

    quantifier: str | None = None
    partitive: str | None = None
    count: Value | None = None
    reference: str | None = None
    possessor: str | None = None
    of: tuple[str, ...] = ()
    controller: str | None = None
    other: bool = False
    kinds: tuple[str, ...] = ()
    zones: tuple[str, ...] = ()
    quantities: tuple[str, ...] = ()
    times: tuple[str, ...] = ()
    attributes: tuple[str, ...] = ()
    tags: tuple[str, ...] = ()
    names: tuple[str, ...] = ()
    states: tuple[str, ...] = ()
    domains: tuple[str, ...] = ()
    keywords: tuple[Keyword, ...] = ()
    qualities: tuple[str, ...] = ()
    ordinals: tuple[str, ...] = ()
    might: Might | None = None
    resources: Resources | None = None
    relative: Relative | None = None
    location: Prepositional | NounPhrase | None = None  # "at a battlefield", "here"
    action: str | None = None  # "rallied this way": a keyword action's past, no state


@dataclass(frozen=True, kw_only=True)
class Relative(IRNode):
    """A relative clause narrowing a noun phrase, as a condition on what it selects: "you
    control" (``subject=you, verb=control``), "that costs [5] or more", "attached to me"."""

    verb: Verb
    subject: str | None = None
    preposition: str | None = None
    object: str | None = None


@dataclass(frozen=True, kw_only=True)
class Prepositional(IRNode):
    """A preposition and what it governs: "to a unit", "from your trash", "with 3 [M] or less"."""

    preposition: str
    object: NounPhrase | Might | None = None


@dataclass(frozen=True, kw_only=True)
class Amount(IRNode):
    """An amount as a complement: "+2 [M]", "[1][R]", "[5] or more", "+1"."""

    might: Might | None = None
    resources: Resources | None = None
    signed: int | None = None


@dataclass(frozen=True, kw_only=True)
class Adverb(IRNode):
    """An adverb of the templating's closed set: "again", "instead", "only", "at least"."""

    word: str


@dataclass(frozen=True, kw_only=True)
class Duration(IRNode):
    """How long: "this turn", "this combat"."""

    until: str


@dataclass(frozen=True, kw_only=True)
class State(IRNode):
    """A state as a complement: "enters exhausted", "becomes ready", "attacking here"."""

    state: str


@dataclass(frozen=True, kw_only=True)
class Instruction(IRNode):
    """One clause: a subject, a modal ("may", "must", "can't"), a verb from :data:`Verb` and
    its complements in order; ``joint`` is how it joins the clause before ("and", "then" …);
    ``past``: its verb is in the past tense ("If I was [Mighty]", "If I didn't die alone": how
    things were, not how they are); ``action``: a verb outside the lexicon (``verb`` None), a
    new set's keyword action: its keyword ("When you [Rally] a unit": "rally") or a regular
    past ("If you rallied a unit": "rallied"), which the compiler matches to a keyword action
    the line does."""

    verb: Verb | None
    joint: str = ""
    subject: tuple[Complement, ...] = ()
    modal: tuple[str, ...] = ()
    negated: bool = False
    past: bool = False
    objects: tuple[Complement, ...] = ()
    action: str | None = None

    @property
    def conjunction(self) -> Conjunction | None:
        """The conjunction its joint says ("and", ", and": ``and``; a comma alone: ``,``);
        None for no joint or another one ("if" …)."""
        return conjunction(self.joint)


Complement = Union[  # noqa: UP007 (a runtime union: the schema reads it)
    NounPhrase,
    Prepositional,
    Amount,
    Adverb,
    Duration,
    State,
    Keyword,
    TimePoint,
    Instruction,
    Value,
]


# ------------------------------------------------------------------------------ sentences


@dataclass(frozen=True, kw_only=True)
class Trigger(IRNode):
    """When an ability triggers: an event ("When I move"), a time ("At the start of …"), or
    the nth event ("The first time I move each turn")."""

    kind: TriggerKind
    event: tuple[Instruction, ...] = ()
    time: TimePoint | None = None
    ordinal: str | None = None


@dataclass(frozen=True, kw_only=True)
class Condition(IRNode):
    """ "If you do", "While I'm [Mighty]", "Unless …", "Otherwise"; ``replacement`` when it
    says what would happen ("If I would die")."""

    kind: ConditionKind
    test: tuple[Instruction, ...] = ()
    replacement: bool = False


@dataclass(frozen=True, kw_only=True)
class Sentence(IRNode):
    """Triggers and conditions, then instructions; ``then`` for "Then …"; ``opens`` when it
    opens a list ("Choose one —", "… based on its domain:"); ``quoted`` an ability it grants."""

    instructions: tuple[Instruction, ...] = ()
    triggers: tuple[Trigger, ...] = ()
    conditions: tuple[Condition, ...] = ()
    then: bool = False
    opens: bool = False
    quoted: Ability | None = None
    reminder: str | None = None


@dataclass(frozen=True, kw_only=True)
class Effect(IRNode):
    sentences: tuple[Sentence, ...] = ()


@dataclass(frozen=True, kw_only=True)
class Cost(IRNode):
    """What is paid: symbols and instructions ("[1][C], [E]", "Kill this, [E]")."""

    resources: tuple[Resources, ...] = ()
    instructions: tuple[Instruction, ...] = ()


# ------------------------------------------------------------------------------ abilities


@dataclass(frozen=True, kw_only=True)
class KeywordAbility(IRNode):
    """Keywords: "[Tank]", "[Assault 2] (…)", "[Deflect], [Ganking]"; sentences after them."""

    keywords: tuple[Keyword, ...]
    effect: Effect | None = None
    reminder: str | None = None


@dataclass(frozen=True, kw_only=True)
class KeywordWithCost(IRNode):
    """A keyword whose cost is an action: "[Equip] — [Y], Kill a friendly unit"."""

    keyword: Keyword
    cost: Cost
    reminder: str | None = None


@dataclass(frozen=True, kw_only=True)
class Gated(IRNode):
    """An ability under a keyword: "[Level 6][>] …", "[Legion] — …"."""

    gate: Keyword
    ability: Ability
    nested: bool = False


@dataclass(frozen=True, kw_only=True)
class Activated(IRNode):
    """Cost, colon, effect: "[1][C], [E]: Draw 1."; ``timing`` "[Reaction] —"."""

    cost: Cost
    effect: Effect
    timing: tuple[Keyword, ...] = ()


@dataclass(frozen=True, kw_only=True)
class Triggered(IRNode):
    """A triggered ability: its trigger, conditions and effect (rule 382)."""

    trigger: Trigger
    effect: Effect
    conditions: tuple[Condition, ...] = ()


@dataclass(frozen=True, kw_only=True)
class Replacement(IRNode):
    """ "If I would die, … instead.": a replacement effect."""

    condition: Condition
    effect: Effect


@dataclass(frozen=True, kw_only=True)
class Static(IRNode):
    """A permanent's (or battlefield's, legend's) text with no trigger: a static ability."""

    effect: Effect


@dataclass(frozen=True, kw_only=True)
class Instructions(IRNode):
    """A spell's instructions (or text of a card whose type is not given)."""

    effect: Effect


@dataclass(frozen=True, kw_only=True)
class Mode(IRNode):
    """One mode: "• Deal 2 to a unit."."""

    ability: Ability


@dataclass(frozen=True, kw_only=True)
class ReminderOnly(IRNode):
    """A line of reminder text alone: explanation, not rules."""

    text: str


Ability = Union[  # noqa: UP007
    KeywordAbility,
    KeywordWithCost,
    Gated,
    Activated,
    Triggered,
    Replacement,
    Static,
    Instructions,
    Mode,
    ReminderOnly,
]


@dataclass(frozen=True, kw_only=True)
class CardMeaning(IRNode):
    """A card text's meaning: one ability per line, for a card of ``card_type``."""

    abilities: tuple[Ability, ...] = ()
    card_type: str | None = None


def node_types() -> list[type[IRNode]]:
    """Every concrete IR node type, in definition order."""
    found: list[type[IRNode]] = []
    pending = list(IRNode.__subclasses__())
    while pending:
        kind = pending.pop(0)
        found.append(kind)
        pending.extend(kind.__subclasses__())
    return found


def field_types(kind: type[IRNode]) -> dict[str, Any]:
    """A node type's fields and their (resolved) types, ``span`` left out."""
    hints = typing.get_type_hints(kind, globalns=globals() | {"Complement": Complement})
    return {f.name: hints[f.name] for f in dataclasses.fields(kind) if f.name != "span"}


UNION_TYPES = (typing.Union, types.UnionType)
