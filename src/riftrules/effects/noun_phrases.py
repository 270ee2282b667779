"""What a noun phrase selects, read from the semantic IR (:mod:`riftrules.ir`) where the
word-by-word reader (:func:`riftrules.effects.targets.select`) does not read it: "something
you control", "a legend, unit, or gear", "a unit that's [Empowered]". What is selected comes
from the noun phrase's fields (its reference, kinds, relative clause) and the lexicon, never
from printed words. :func:`selector` gives None for a noun phrase of another shape.

"Something" is a legend, unit or gear (the Game Objects on the board that may be Empowered,
441.2; a legend in its Legend Zone, a part of the board, 107.4; units and gear the permanent
types, 133.4.a.2), as "empower something here" reads it.
"""

from __future__ import annotations

from riftrules.engine import Choose, MoveEnds, Permanents, ShowdownField
from riftrules.engine.names import Zone
from riftrules.engine.selectors import Selector
from riftrules.ir.lexicon import LEXICON
from riftrules.ir.nodes import NounPhrase, Relative, Verb
from riftrules.ir.reader import noun_phrase_or_none

# The engine's zone each zone noun of the lexicon names ("your trash": the IR's zone "trash"):
# the one the engine spells alike ("main-deck": Zone.MAIN_DECK), a deck a Main Deck (a Rune
# Deck is said with its kind), the Champion Zone; the lexicon's other zone nouns ("zone",
# "board") name no one zone.
_SAID_OTHERWISE = {"deck": Zone.MAIN_DECK, "champion-zone": Zone.CHAMPION}
ZONES: dict[str, Zone] = {
    said: _SAID_OTHERWISE.get(said) or Zone(said.replace("-", "_"))
    for word_class, said in LEXICON["nouns"].values()
    if word_class == "zone" and (said in _SAID_OTHERWISE or said.replace("-", "_") in set(Zone))
}

_YOU_CONTROL = Relative(verb=Verb.CONTROL, subject="you")
# the kinds a noun phrase may list that a permanent selector with legends covers whole
_LEGEND_UNIT_OR_GEAR = frozenset({"legend", "unit", "gear"})


def selector(node: object) -> Selector | None:
    """The choice a noun phrase of the tree (an ``ast.NounPhrase``) stands for, read from its
    IR: one legend, unit or gear ("something you control", "a legend, unit, or gear"); None
    for another noun phrase, or one with no IR."""
    said = noun_phrase_or_none(node)
    return None if said is None else _one(said)


def _one(said: NounPhrase) -> Selector | None:
    if said.reference == "something" and said.bare("reference", "relative"):
        if said.relative == _YOU_CONTROL:  # "something you control"
            return Choose(Permanents(controller="you", legends=True))
        return None
    listed = frozenset(said.kinds) == _LEGEND_UNIT_OR_GEAR and len(said.kinds) == 3
    if listed and said.quantifier == "a" and said.bare("quantifier", "kinds"):
        return Choose(Permanents(legends=True))  # any player's (107.4)
    return None


def moved_ends(at: list[object]) -> Selector | None:
    """The battlefields "at" names when it is "a battlefield I moved to or from" (the IR: a
    battlefield whose relative clause is my move, with its prepositions): those the move that
    triggered the ability left and reached (:class:`MoveEnds`); None for another location."""
    said = _the_one(at)
    if said is None or said.kinds != ("battlefield",):
        return None
    relative = said.relative
    if not said.bare("quantifier", "kinds", "relative") or relative is None:
        return None
    if relative.verb is not Verb.MOVE or relative.subject != "self":
        return None
    ends = set((relative.preposition or "").split()) - {"or"}
    if not ends or not ends <= {"to", "from"} or said.quantifier != "a":
        return None
    return MoveEnds(origin="from" in ends, destination="to" in ends)


_A_SHOWDOWN = NounPhrase(quantifier="a", times=("showdown",))


def in_a_showdown(at: list[object]) -> Selector | None:
    """The battlefield "in a showdown" names ("a friendly unit in a showdown"): the one where
    a showdown is in progress (:class:`ShowdownField`); None for another location."""
    return ShowdownField() if _the_one(at) == _A_SHOWDOWN else None


def _the_one(at: list[object]) -> NounPhrase | None:
    """The IR of the one noun phrase of ``at``; None for more or fewer, or one with no IR."""
    return noun_phrase_or_none(at[0]) if len(at) == 1 else None
