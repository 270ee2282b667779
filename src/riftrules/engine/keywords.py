"""The keywords the engine keeps, each answering for itself what it changes (as XMage's
``FlyingAbility`` does): where it puts a unit in the order damage is assigned ([Tank] first,
815.2; [Backline] last, 826.2), in which combat role its value adds to Might ([Assault] as an
attacker, 807.2; [Shield] as a defender, 814.2), whether it lets a unit move between
battlefields ([Ganking], 810.1) … The engine asks these objects; it never compares a keyword's
name.

:class:`Keyword` names each keyword as the glossary spells it (:mod:`riftrules.rules.glossary`,
the one home of the keyword facts: defining rule, number, cost); :func:`keyword` registers a
keyword's object once. A name the glossary does not hold, or a keyword registered twice, fails
at import.
"""

from __future__ import annotations

from collections.abc import Iterable
from dataclasses import dataclass
from enum import StrEnum

from riftrules.rules import glossary


class Keyword(StrEnum):
    """A keyword the engine names (its value: the glossary's spelling)."""

    ACCELERATE = "Accelerate"
    ACTION = "Action"
    AMBUSH = "Ambush"
    ASSAULT = "Assault"
    BACKLINE = "Backline"
    DEFLECT = "Deflect"
    EMPOWER = "Empower"
    EQUIP = "Equip"
    FLOW = "Flow"
    GANKING = "Ganking"
    HIDDEN = "Hidden"
    QUICK_DRAW = "Quick-Draw"
    REACTION = "Reaction"
    REPEAT = "Repeat"
    SHIELD = "Shield"
    TANK = "Tank"

    @property
    def rule(self) -> str:
        """The rule that defines it, from the glossary."""
        return glossary.keywords()[self.value]["rule"]

    def __repr__(self) -> str:  # as the source that names it (generated scripts)
        return f"{type(self).__name__}.{self.name}"


_UNKNOWN = sorted(k.value for k in Keyword if k.value not in glossary.keywords())
if _UNKNOWN:  # a misspelt member fails at import
    raise ValueError(f"keywords not in the glossary: {', '.join(_UNKNOWN)}")


class Role(StrEnum):
    """A unit's role in a combat (459.1.b)."""

    ATTACKER = "attacker"
    DEFENDER = "defender"


@dataclass(frozen=True)
class KeywordRules:
    """What a keyword changes, answered by the keyword itself. ``assigned``: its place in the
    order lethal damage is assigned to the units of a side (0 first, 2 last; none: no change,
    465.2.c); ``might_as``: the role in which its value adds to the unit's Might; ``moves``:
    it lets a unit make a Standard Move from a battlefield to another."""

    keyword: Keyword
    assigned: int | None = None
    might_as: Role | None = None
    moves: bool = False


RULES: dict[Keyword, KeywordRules] = {}


def keyword(rules: KeywordRules) -> KeywordRules:
    """Register a keyword's object: once per keyword."""
    if rules.keyword in RULES:
        raise ValueError(f"keyword {rules.keyword.value} registered twice")
    RULES[rules.keyword] = rules
    return rules


keyword(KeywordRules(Keyword.TANK, assigned=0))  # 815.2: assigned lethal damage first
keyword(KeywordRules(Keyword.BACKLINE, assigned=2))  # 826.2: last
keyword(KeywordRules(Keyword.ASSAULT, might_as=Role.ATTACKER))  # 807.2
keyword(KeywordRules(Keyword.SHIELD, might_as=Role.DEFENDER))  # 814.2
keyword(KeywordRules(Keyword.GANKING, moves=True))  # 810.1: battlefield to battlefield

_NONE = KeywordRules(Keyword.ACTION)  # a keyword that changes none of these


def rules_of(name: str) -> KeywordRules:
    """The object of the keyword ``name`` (a keyword the engine keeps no rules for: none)."""
    try:
        return RULES.get(Keyword(name), _NONE)
    except ValueError:
        return _NONE


def assignment_rank(keywords: Iterable[str]) -> int:
    """Where a unit with ``keywords`` is assigned lethal damage among its side: 0 first, 1 by
    default, 2 last; the earliest its keywords give (465.2.c.3-4)."""
    places = [r.assigned for k in keywords if (r := rules_of(k)).assigned is not None]
    return min(places, default=1)


def might_in(role: str, keywords: dict[str, int]) -> int:
    """What a unit's keywords add to its Might in ``role`` (their values, 807.2, 814.2)."""
    return sum(v for k, v in keywords.items() if rules_of(k).might_as == role)


def moves_between_battlefields(keywords: Iterable[str]) -> bool:
    """Do ``keywords`` let a unit move from a battlefield to another (810.1)?"""
    return any(rules_of(k).moves for k in keywords)
