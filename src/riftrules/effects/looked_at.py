"""What an effect does with the cards it looked at or revealed, read from the semantic IR
(:mod:`riftrules.ir`): "Draw any you didn't banish." (the cards revealed that the instruction
before did not take), "each card with [Hidden] revealed this way", "the revealed cards" (those
the effect revealed), "one or both of them" (up to all of those looked at). Each reading takes
the IR of a run (or of a noun phrase) and gives None for another shape.
"""

from __future__ import annotations

from riftrules.engine import Cards, DrawCards, Recycle
from riftrules.engine.actions import Action
from riftrules.engine.names import Zone
from riftrules.ir.nodes import (
    Adverb,
    Instruction,
    Keyword,
    NounPhrase,
    Prepositional,
    Value,
    Verb,
)

# the verbs that take a card looked at out of its Main Deck (what is left there is "the rest")
_TAKING = frozenset({Verb.BANISH, Verb.PLAY, Verb.DRAW})
# what is done with the rest: "Draw any you didn't banish", "Recycle any you didn't play"
_DOING = {Verb.DRAW: DrawCards, Verb.RECYCLE: Recycle}
_YOU = NounPhrase(reference="you")


def _negative(node: object) -> bool:
    """The auxiliary "didn't" / "don't" the reader keeps as an adverb after a relative
    pronoun ("any you didn't banish"): a negated auxiliary ends in n't."""
    return isinstance(node, Adverb) and node.word.casefold().endswith("n't")


def those_not_taken(said: tuple[Instruction, ...] | None) -> Action | None:
    """ "Draw any you didn't banish." (the IR: DRAW "any", "you", a negated auxiliary, then
    BANISH with no object): the cards looked at that are still in the Main Deck, the
    instruction before having taken the others out of it (a banish, a play, a draw)."""
    if said is None or len(said) != 2:
        return None
    doing, taken = said
    if doing.verb not in _DOING or doing.subject or doing.modal or doing.negated:
        return None
    if taken.verb not in _TAKING or taken.objects or taken.subject or taken.joint:
        return None
    if len(doing.objects) != 3:
        return None
    which, who, negation = doing.objects
    if not isinstance(which, NounPhrase) or which != NounPhrase(qualities=("any",)):
        return None
    if who != _YOU or not _negative(negation):
        return None
    return _DOING[doing.verb](Cards(zone=Zone.MAIN_DECK))


def revealed_this_way(node: object) -> bool:
    """ "revealed this way", "the revealed cards" (the IR: a noun phrase in the state
    "revealed", of cards or of this way): the cards the effect's reveal showed."""
    if not isinstance(node, NounPhrase) or node.states != ("revealed",):
        return False
    if node.reference == "this-way":
        return node == NounPhrase(reference="this-way", states=("revealed",))
    return node == NounPhrase(quantifier="the", kinds=("card",), states=("revealed",))


def with_keyword_revealed(objects: tuple[object, ...]) -> tuple[str, tuple[object, ...]] | None:
    """ "… for each card with [Hidden] revealed this way" among a clause's complements (the IR:
    "for" each card, "with", the keyword, "revealed this way"): the keyword, and the
    complements without those four; None for another shape."""
    for at in range(len(objects) - 3):
        each, with_, keyword, way = objects[at : at + 4]
        if not isinstance(each, Prepositional) or each.preposition != "for":
            continue
        if each.object != NounPhrase(quantifier="each", kinds=("card",)):
            continue
        if not isinstance(with_, Prepositional) or with_.preposition != "with" or with_.object:
            continue
        if not isinstance(keyword, Keyword) or keyword.value is not None:
            continue
        if not revealed_this_way(way):
            continue
        return keyword.name, (*objects[:at], *objects[at + 4 :])
    return None


def one_or_both(said: tuple[Instruction, ...] | None) -> Verb | None:
    """ "You may recycle one or both of them." (the IR: VERB 1, then "or" VERB both of them):
    the verb, done to one or both of the two cards looked at; None for another shape."""
    if said is None or len(said) != 2:
        return None
    one, both = said
    if one.verb is None or both.verb != one.verb or both.joint != "or" or both.subject:
        return None
    if one.objects != (Value(amount=1),) or one.negated or both.modal:
        return None
    if both.objects != (NounPhrase(partitive="both"), NounPhrase(reference="they")):
        return None
    return one.verb


def put_back_in_any_order(said: tuple[Instruction, ...] | None) -> bool:
    """ "Put those you don't back in any order." (the IR: PUT "those", "you", a negated
    auxiliary, "back", "in" any order): the cards looked at that the instruction before did
    not take go back on top of the Main Deck in the order their player chooses (436.1.a)."""
    if said is None or len(said) != 1:
        return False
    (put,) = said
    if put.verb != Verb.PUT or put.subject or put.modal or len(put.objects) != 5:
        return False
    those, you, negation, back, order = put.objects
    if those != NounPhrase(reference="those") or you != _YOU or not _negative(negation):
        return False
    if back != Adverb(word="back") or not isinstance(order, Prepositional):
        return False
    return order.preposition == "in" and order.object == NounPhrase(
        quantifier="any", qualities=("order",)
    )


_THE_KILLED = NounPhrase(quantifier="the", kinds=("unit",), states=("killed",))


def might_more_than_killed(said: tuple[Instruction, ...] | None) -> int | None:
    """ "… that has Might up to 1 more than the killed unit" (the IR of the relative clause:
    HAVE Might, a number "up to", "more than" the killed unit): how much more; None for
    another shape."""
    if said is None or len(said) != 1:
        return None
    (has,) = said
    if has.verb != Verb.HAVE or has.subject or has.modal or has.negated or has.past:
        return None
    if len(has.objects) != 3:
        return None
    might, bound, than = has.objects
    if might != NounPhrase(quantities=("might",)) or not isinstance(bound, Value):
        return None
    if bound.amount is None or bound.variable or bound.comparison != "up-to":
        return None
    if than != Prepositional(preposition="more-than", object=_THE_KILLED):
        return None
    return bound.amount
