"""The verbs of naming and guessing (759-763): "Name a card.", "Name a tag." — and what the
effect does to "each card with that name" or "… with that tag" after it; "Guess the Energy
cost of the top card of your Main Deck", and the condition "If you guessed right"."""

from __future__ import annotations

from riftrules.cardtext.printer import quote
from riftrules.effects.condition_readings import condition_reading
from riftrules.effects.refusals import Construct, NotCompiled
from riftrules.effects.roles import Roles, only
from riftrules.effects.verbs.clause_parts import (
    _CARD_NOUNS,
    _one_ir,
    _phrase_ir,
    _some,
    _whose,
)
from riftrules.effects.verbs.registry import verb
from riftrules.engine import (
    CONTROLLER,
    CardsIn,
    Guess,
    Guessed,
    GuessedRight,
    Name,
    Naming,
    WithNamed,
)
from riftrules.engine.actions import Action
from riftrules.engine.conditions import Condition
from riftrules.engine.names import Zone
from riftrules.engine.selectors import Selector
from riftrules.ir.nodes import Adverb, Instruction, NounPhrase, Verb

_YOU = NounPhrase(reference="you")

# what "Name …" names (the IR of its object)
_NAMED: dict[NounPhrase, Naming] = {
    NounPhrase(quantifier="a", kinds=("card",)): Naming.CARD,
    NounPhrase(quantifier="a", attributes=("tag",)): Naming.TAG,
}
# "with that name", "with that tag" (the IR of the noun phrase after "with")
_WITH_THAT: dict[NounPhrase, Naming] = {
    NounPhrase(reference="that", attributes=("name",)): Naming.CARD,
    NounPhrase(reference="that", attributes=("tag",)): Naming.TAG,
}


@verb(Verb.NAME)
def _name(who: Selector, found: Roles) -> Action:
    """ "Name a card." (760-762: any card but a token), "Name a tag." (763)."""
    said = _phrase_ir(found.direct)
    what = _NAMED.get(said) if said is not None else None
    if what is None or who != CONTROLLER:
        raise NotCompiled(
            Construct.VERB, f"naming {quote(*_some(found.direct)).casefold()!r} not compiled"
        )
    found.direct = None
    only(found)
    return Name(what)


def with_that_named(found: Roles, of: Selector) -> Selector | None:
    """ "each card with that name", "each unit with that tag" (the IR: "each" card of one
    kind, "with" that name or tag): those of the cards ``of`` selects whose name was named, or
    that have the tag named (the phrases are taken out of ``found``); None for another
    clause."""
    said = _phrase_ir(found.direct)
    what = _WITH_THAT.get(_one_ir(found.by_preposition.get("with")) or NounPhrase())
    if what is None or said is None or len(said.kinds) != 1:
        return None
    if said != NounPhrase(quantifier="each", kinds=said.kinds) or said.kinds[0] not in _CARD_NOUNS:
        return None
    del found.by_preposition["with"]
    found.direct = None
    kind = _CARD_NOUNS[said.kinds[0]]
    return WithNamed(of, what, type=kind)


# what "Guess …" guesses (the IR of its object: "the Energy cost")
_GUESSED: dict[NounPhrase, Guessed] = {
    NounPhrase(quantifier="the", quantities=(what.value,)): what for what in Guessed
}
_THE_TOP_CARD = NounPhrase(quantifier="the", kinds=("card",), qualities=("top",))


@verb(Verb.GUESS)
def _guess(who: Selector, found: Roles) -> Action:
    """ "Guess the Energy cost of the top card of your Main Deck" (760): a number for that
    characteristic of that card; what it affected ("then reveal it") is the card."""
    said = _phrase_ir(found.direct)
    what = _GUESSED.get(said) if said is not None else None
    of = found.by_preposition.pop("of", [])
    top = len(of) == 2 and _phrase_ir(of[0]) == _THE_TOP_CARD and _whose(of[1], "main-deck")
    if what is None or who != CONTROLLER or top != "you":
        raise NotCompiled(
            Construct.VERB,
            f"guessing {quote(*_some(found.direct), *of).casefold()!r} not compiled",
        )
    found.direct = None
    only(found)
    return Guess(CardsIn(Zone.MAIN_DECK, top=1), what)


_OUTCOMES = {"right": True, "wrong": False}


@condition_reading(Verb.GUESS)
def guessed(test: Instruction) -> Condition | None:
    """ "If you guessed right", "… wrong" (760): this effect's guess named the card's number,
    or did not; None for another test."""
    if not test.past or test.subject != (_YOU,) or test.modal or test.negated or test.joint:
        return None
    match test.objects:
        case (Adverb(word=word),) if word in _OUTCOMES:
            return GuessedRight(right=_OUTCOMES[word])
    return None
