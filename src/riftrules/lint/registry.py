"""The one table of lint codes: code -> rule class, and selecting rules by code prefix."""

from __future__ import annotations

import difflib
from collections.abc import Iterable

from riftrules.lint.rule import Rule
from riftrules.lint.rules.article import Article
from riftrules.lint.rules.capitalisation import Capitalisation
from riftrules.lint.rules.card_data import (
    ChampionName,
    CostFields,
    KeywordCardType,
    MightOnNonUnit,
    UnitWithoutMight,
)
from riftrules.lint.rules.card_type import UnknownCardType
from riftrules.lint.rules.citations import (
    DanglingCitation,
    StaleCitation,
    UnverifiableCitation,
)
from riftrules.lint.rules.deal_damage import DealDamage
from riftrules.lint.rules.double_space import DoubleSpace
from riftrules.lint.rules.doubled_word import DoubledWord
from riftrules.lint.rules.energy_for_number import EnergyForNumber
from riftrules.lint.rules.icon_notation import MixedIconNotation
from riftrules.lint.rules.its_possessive import ItsPossessive
from riftrules.lint.rules.keyword_brackets import KeywordBrackets
from riftrules.lint.rules.keyword_dash import KeywordDash
from riftrules.lint.rules.keyword_parameter import KeywordParameter
from riftrules.lint.rules.legacy_shorthand import LegacyShorthand
from riftrules.lint.rules.not_understood import NotUnderstood
from riftrules.lint.rules.number_words import NumberWords
from riftrules.lint.rules.parse_error import ParseError
from riftrules.lint.rules.printed_drift import PrintedTextDrift
from riftrules.lint.rules.punctuation import SentencePunctuation
from riftrules.lint.rules.refused import TextRefused
from riftrules.lint.rules.reminder_text import ReminderText
from riftrules.lint.rules.self_reference import SelfReference
from riftrules.lint.rules.unbalanced import UnbalancedDelimiters
from riftrules.lint.rules.unknown_keyword import UnknownKeyword
from riftrules.lint.rules.unknown_noqa_code import UnknownNoqaCode
from riftrules.lint.rules.unknown_word import UnknownWord
from riftrules.lint.rules.unused_noqa import UnusedNoqa

FAMILIES = {
    "RB0": "noqa directives",
    "RB1": "syntax",
    "RB2": "templating",
    "RB3": "rule citations",
    "RB4": "card data",
}

RULES: dict[str, type[Rule]] = {
    # RB0xx noqa directives
    "RB001": UnusedNoqa,
    "RB002": UnknownNoqaCode,
    # RB1xx syntax
    "RB100": TextRefused,
    "RB101": ParseError,
    "RB102": UnbalancedDelimiters,
    "RB103": UnknownWord,
    "RB104": NotUnderstood,
    # RB2xx templating
    "RB200": UnknownCardType,
    "RB201": SelfReference,
    "RB202": UnknownKeyword,
    "RB203": KeywordBrackets,
    "RB204": KeywordParameter,
    "RB205": ReminderText,
    "RB206": MixedIconNotation,
    "RB207": LegacyShorthand,
    "RB208": KeywordDash,
    "RB209": SentencePunctuation,
    "RB210": Capitalisation,
    "RB211": NumberWords,
    "RB212": EnergyForNumber,
    "RB213": DealDamage,
    "RB214": ItsPossessive,
    "RB215": DoubledWord,
    "RB216": Article,
    "RB217": DoubleSpace,
    # RB3xx rule citations
    "RB301": DanglingCitation,
    "RB302": StaleCitation,
    "RB303": UnverifiableCitation,
    # RB4xx card data
    "RB401": MightOnNonUnit,
    "RB402": UnitWithoutMight,
    "RB403": CostFields,
    "RB404": KeywordCardType,
    "RB405": ChampionName,
    "RB406": PrintedTextDrift,
}


class UnknownCode(ValueError):
    """A --select/--ignore prefix that names no rule."""


def check_prefixes(prefixes: Iterable[str]) -> None:
    for prefix in prefixes:
        if prefix != "ALL" and not any(code.startswith(prefix) for code in RULES):
            raise UnknownCode(f"unknown rule code or prefix {prefix!r}")


def selected(select: Iterable[str] | None = None, ignore: Iterable[str] = ()) -> list[Rule]:
    """The rules a run uses: the longest matching prefix decides (``--select RB2 --ignore
    RB205`` runs every RB2xx rule but RB205; ``--ignore RB2 --select RB205`` runs RB205)."""
    chosen = list(select) if select else ["RB"]
    dropped = list(ignore)
    check_prefixes(chosen + dropped)
    rules = []
    for code, rule in RULES.items():
        take = max((len(p) for p in chosen if p == "ALL" or code.startswith(p)), default=-1)
        drop = max((len(p) for p in dropped if p == "ALL" or code.startswith(p)), default=-1)
        if take >= 0 and take > drop:
            rules.append(rule())
    return rules


def lookup(code: str) -> type[Rule]:
    """A rule by its code ("RB201") or its name ("self-reference")."""
    rule = RULES.get(code.upper()) or next(
        (rule for rule in RULES.values() if rule.name == code.casefold()), None
    )
    if rule is None:
        names = difflib.get_close_matches(code.casefold(), [r.name for r in RULES.values()], 1)
        hint = f"; did you mean {names[0]!r}?" if names else ""
        raise UnknownCode(f"unknown rule code or name {code!r}{hint}")
    return rule
