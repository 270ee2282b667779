"""A spell's own Bonus Damage, read from the semantic IR (:mod:`riftrules.ir`): "Deal 2 to a
unit at a battlefield. This deals 1 Bonus Damage for each card with this name in your trash."
— the Deal actions before it deal that much more (713, 715), counted as each is dealt; and
"The next spell you play this turn deals 1 Bonus Damage." (:func:`next_spell_bonus`): the
Deal actions of the next spell its controller plays this turn.
"""

from __future__ import annotations

from riftrules.cardtext import ast
from riftrules.engine import AddAbility, BonusDamage, CardsIn, Count, NamedAsMe, Times
from riftrules.engine.amounts import Amount
from riftrules.engine.names import Until, Zone
from riftrules.ir.nodes import Duration, Instruction, NounPhrase, Prepositional, Value, Verb
from riftrules.ir.reader import IRError, read_one_instruction, read_run

_THIS = NounPhrase(reference="this")
_BONUS = ("bonus-damage",)
_EACH_CARD = Prepositional(preposition="for", object=NounPhrase(quantifier="each", kinds=("card",)))
_YOUR_TRASH = Prepositional(preposition="in", object=NounPhrase(possessor="you", zones=("trash",)))
_WITH_THIS_NAME = Prepositional(
    preposition="with",
    object=NounPhrase(reference="this", attributes=("name",), location=_YOUR_TRASH),
)


def own_bonus(run: ast.Run) -> Amount | None:
    """The Bonus Damage "This deals N Bonus Damage [for each card with this name in your
    trash]." gives this spell's Deal actions; None for any other run."""
    said = read_one_instruction(run)
    if said is None:
        return None
    if not _this_deals(said) or not said.objects:
        return None
    bonus, *rest = said.objects
    amount = _bonus_amount(bonus)
    if amount is None:
        return None
    if not rest:
        return amount
    if rest == [_EACH_CARD, _WITH_THIS_NAME]:  # each card with this name in your trash
        return Times(amount, Count(NamedAsMe(CardsIn(Zone.TRASH))))
    return None


_NEXT_SPELL = NounPhrase(quantifier="the", kinds=("spell",), ordinals=("next",))
_YOU = NounPhrase(reference="you")
_THIS_TURN = Duration(until="turn")


def next_spell_bonus(run: ast.Run) -> AddAbility | None:
    """ "The next spell you play this turn deals 1 Bonus Damage.": for this turn, a
    :class:`BonusDamage` of that spell's Deal actions (the spell it binds to as it is played:
    :func:`riftrules.engine.abilities.bind_next_spell`); None for any other run."""
    try:
        said = read_run(run)
    except IRError:
        return None
    if len(said) != 2:
        return None
    play, deal = said
    if (
        play.verb is not Verb.PLAY
        or play.subject != (_NEXT_SPELL, _YOU)
        or play.objects != (_THIS_TURN,)
        or play.modal
        or play.negated
        or play.past
        or play.joint
    ):
        return None
    if deal.verb is not Verb.DEAL or deal.subject or deal.modal or deal.negated or deal.joint:
        return None
    if len(deal.objects) != 1 or (amount := _bonus_amount(deal.objects[0])) is None:
        return None
    return AddAbility(BonusDamage(amount, next_spell=True), until=Until.TURN)


def _this_deals(said: Instruction) -> bool:
    return (
        said.verb is Verb.DEAL
        and said.subject == (_THIS,)
        and not said.modal
        and not said.negated
        and not said.joint
    )


def _bonus_amount(node: object) -> int | None:
    """ "1 Bonus Damage": its fixed, positive amount."""
    if not isinstance(node, NounPhrase) or node.quantities != _BONUS:
        return None
    count = node.count
    if not isinstance(count, Value) or count.amount is None or count.amount < 1:
        return None
    if (
        count.variable
        or count.comparison
        or node != NounPhrase(count=count, quantities=node.quantities)
    ):
        return None
    return count.amount
