"""The node kinds of the card-text AST, one per rule of ``grammar/card.lark``.

Each class names its grammar rule and the Core Rules terms it invokes: section titles such as
"Activated Abilities", looked up in each edition's rule graph (:mod:`.rules_invoked`), so the
numbers follow the edition (Burn is 440 in 2026-07-16, 441 in 2026-10-09).
"""

from __future__ import annotations

from typing import ClassVar

from riftrules.cardtext.nodes import Branch


class CardNode(Branch):
    terms: ClassVar[tuple[str, ...]] = ()


# ------------------------------------------------------------------------------ abilities


class Line(CardNode):
    """One ability: one line of card text."""

    rule = "start"


class Keywords(CardNode):
    """A keyword line: "[Tank]", "[Assault 2] (+2 [M] while I'm an attacker.)", "[Equip] [G]"."""

    rule = "keywords"
    terms = ("Keyword Glossary",)


class KeywordItem(CardNode):
    """One keyword of a keyword line, with its cost if it has one: "[Equip] [1][R]"."""

    rule = "keyword_item"


class KeywordCost(CardNode):
    """A keyword whose cost is an action: "[Equip] — [Y], Kill a friendly unit (…)"."""

    rule = "keyword_cost"
    terms = ("Costs",)


class Gated(CardNode):
    """An ability under a keyword: "[Level 6][>] …", "[Action][>] …", "[Legion] — …"."""

    rule = "gated"
    terms = ("Dependent Keywords",)


class Activated(CardNode):
    """Cost, colon, effect: "[1][C], [E]: Draw 1."."""

    rule = "activated"
    terms = ("Activated Abilities", "Costs")


class Timing(CardNode):
    """The timing keyword after an activated ability's colon: "[Reaction] —"."""

    rule = "timing"


class Mode(CardNode):
    """One mode of a "Choose one —" ability: "• Deal 2 to a unit."."""

    rule = "mode"


class Definition(CardNode):
    """A keyword action's reminder that defines it with its own verb: "To rally a unit, ready
    it and give it +1 [M] this turn." (the action done to the object, "it")."""

    rule = "definition"
    terms = ("Keyword Glossary",)


class Reminder(CardNode):
    """Reminder text in parentheses: explanation, not rules (the linter checks it)."""

    rule = "reminder"
    terms = ("Rules Text",)


class Quoted(CardNode):
    """An ability in quotes, granted to something: 'It has "[E]: Gain 1 XP."'."""

    rule = "quoted"


# ------------------------------------------------------------------------------ effects


class Effect(CardNode):
    """One or more sentences."""

    rule = "effect"
    terms = ("Effect Text",)


class Sentence(CardNode):
    """Triggers and conditions, then a run of clauses, a period and perhaps a reminder."""

    rule = "sentence"


class OpenSentence(CardNode):
    """A sentence that opens a list: "Choose one —"."""

    rule = "open_sentence"


class When(CardNode):
    """A trigger: "When I move," (rule 382: "when" followed by an event)."""

    rule = "when"
    terms = ("Triggered Abilities",)


class At(CardNode):
    """A trigger at a point in time: "At the start of your Beginning Phase,"."""

    rule = "at"
    terms = ("Triggered Abilities",)


class NthTime(CardNode):
    """A trigger on the nth event: "The first time I move each turn,"."""

    rule = "nth_time"
    terms = ("Triggered Abilities",)


class Condition(CardNode):
    """ "If …", "While …", "As …", "Unless …", "Otherwise"."""

    rule = "condition"


class Run(CardNode):
    """Clauses: verbs and the chunks around them, joined by "," "and" "then"."""

    rule = "run"


class TightRun(CardNode):
    """A run without commas, inside a trigger or a condition."""

    rule = "tight_run"


class Joint(CardNode):
    """What joins two chunks: "," "and" ", then" "if" "or" "/"."""

    rule = "joint"


class TightJoint(CardNode):
    rule = "tight_joint"


# ------------------------------------------------------------------------------ chunks


class VerbPhrase(CardNode):
    """A game verb and the noun phrase or count right after it: "draw 2", "kill a unit"."""

    rule = "verb_phrase"


class Ready(CardNode):
    """ "ready" as a verb ("Ready me") or a state ("enter ready")."""

    rule = "ready"
    terms = ("Ready",)


class PrepPhrase(CardNode):
    """A preposition and what it governs: "to a unit", "from your trash", "with 3 [M] or less"."""

    rule = "prep_phrase"


class NounPhrase(CardNode):
    """ "a friendly unit", "its owner's hand", "me", "that player"."""

    rule = "noun_phrase"


class Counted(CardNode):
    """A count and what it counts: "2", "2 cards", "four 1 [M] Bird unit tokens"."""

    rule = "counted"


class BareNounPhrase(CardNode):
    """A noun phrase with no determiner: "friendly units", "Mechs", "gear"."""

    rule = "bare_noun_phrase"


class Amount(CardNode):
    """A cost or a Might change: "[1][R]", "+2 [M]", "[5] or more"."""

    rule = "amount"


class Prefix(CardNode):
    """A trigger or a condition and its comma, before a sentence's run."""

    rule = "prefix"


class Lead(CardNode):
    """ "Then" (and its comma) opening a sentence."""

    rule = "lead"


class Adjectives(CardNode):
    rule = "adjectives"


class Prefixes(CardNode):
    """The triggers and conditions before a sentence's run (and a "then" after them)."""

    rule = "prefixes"


class Partitive(CardNode):
    """ "any number of enemy units", "each of your [Mighty] units", "one of them"."""

    rule = "partitive"


# One-word rules are inlined (the word stands in the tree, typed by its terminal); these
# build a node only when they span several words.


class Count(CardNode):
    """A count with a comparison: "7 or more"."""

    rule = "count"


class Head(CardNode):
    """A head of several words: "unit token", "Sand Soldier unit token", "+1 [M] buff"."""

    rule = "head"


class Modifier(CardNode):
    """A domain with its symbol: "Calm ([G])"."""

    rule = "modifier"


class AsPhrase(CardNode):
    """ "as an additional cost", "as damage"."""

    rule = "as_phrase"


class Domain(CardNode):
    """A domain in a bare noun phrase: "Order ([Y])"."""

    rule = "domain"


class ColonSentence(CardNode):
    """A sentence that ends in a colon, before the modes on the next lines."""

    rule = "colon_sentence"


class Unread(CardNode):
    """A span the grammar cannot read yet, in the tree of a line that does not parse: its words
    (kind ``UNREAD``), kept as written. Only :attr:`ParsedLine.partial
    <riftrules.cardtext.parser.ParsedLine.partial>` holds one; a line that parses has none."""

    rule = "unread"
