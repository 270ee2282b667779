"""Refusals as data: what the compiler cannot turn into effects yet, and why.

A refusal is :class:`NotCompiled` with a :class:`Construct` from a closed set (the kind of
part of the card's meaning that stops it: a verb, a trigger, a condition, a noun phrase …), the
lexicon term concerned where there is one (the verb's lemma, the keyword's name) and a detail
for people. ``riftrules coverage`` groups and ranks refusals by construct and term, so it can
say what to build next; ``str(refusal)`` is the detail, a readable sentence.
"""

from __future__ import annotations

from enum import StrEnum


class Construct(StrEnum):
    """The part of a card's meaning a refusal is about (one value per kind of gap)."""

    PARSE = "parse"  # the line does not parse (the linter says why)
    ABILITY = "ability"  # an ability of a shape not compiled (gates, restrictions, modes' frame)
    KEYWORD = "keyword"  # a keyword (or its cost) the engine does not model
    TRIGGER = "trigger"  # a trigger event, or delayed trigger, not compiled
    CONDITION = "condition"  # "if …", "while …", "as …", "unless …"
    REPLACEMENT = "replacement"  # "would … instead" (replacement effects)
    STATIC = "static"  # a static ability: "I have …", "… can't …", granting abilities
    ADDITIONAL_COST = "additional-cost"  # "as an additional cost", costs of playing
    COST_MODIFIER = "cost-modifier"  # discounts and increases ("costs [1] less")
    VERB = "verb"  # an instruction's verb, or a verb with complements of another shape
    SUBJECT = "subject"  # who does an instruction
    NOUN_PHRASE = "noun-phrase"  # what a noun phrase selects (cards, units, players)
    LOCATION = "location"  # where: "here", "there", "at a battlefield", moves' origins
    PREPOSITION = "preposition"  # a prepositional phrase no verb takes
    VALUE = "value"  # numbers, "for each …", "equal to …"
    REFERENCE = "reference"  # "they", "it", "another", "those" with no antecedent
    CLAUSE_PART = "clause-part"  # a chunk of a clause (adverb, duration, modal) not compiled
    CLAUSE_JOIN = "clause-join"  # clauses joined by "or", "unless", "and/or"
    PLAYER_CHOICE = "player-choice"  # another player deciding or choosing
    MODE = "mode"  # a mode of "Choose one —" / "based on its domain"
    TOKEN = "token"  # a token not of rule 187
    ZONE = "zone"  # a zone the engine lacks (the Legend Zone)
    EQUIPMENT = "equipment"  # an Equipment's effect text (136.2.d)


class NotCompiled(Exception):
    """Card text the compiler cannot turn into an effect yet: the construct that stops it, the
    lexicon ``term`` concerned (a verb's lemma, a keyword's name) when known, and a detail."""

    def __init__(self, construct: Construct, detail: str, term: str | None = None) -> None:
        super().__init__(detail)
        self.construct = construct
        self.detail = detail
        self.term = term

    @property
    def group(self) -> str:
        """What ``coverage`` ranks by: the construct, and the term where there is one."""
        return f"{self.construct.value} {self.term!r}" if self.term else self.construct.value

    def to_json(self) -> dict[str, object]:
        return {"construct": self.construct.value, "term": self.term, "detail": self.detail}
