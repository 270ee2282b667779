"""A spell's own Bonus Damage, read from the semantic IR (:mod:`riftrules.ir`): "Deal 2 to a
unit at a battlefield. This deals 1 Bonus Damage for each card with this name in your trash."
— the Deal actions before it deal that much more (713, 715), counted as each is dealt.
"""

from __future__ import annotations

from riftrules.cardtext import ast
from riftrules.engine import CardsIn, Count, NamedAsMe, Times
from riftrules.engine.values import Amount
from riftrules.ir.nodes import Instruction, NounPhrase, Prepositional, Value, Verb

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
    from riftrules.ir.reader import read_one_instruction

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
        return Times(amount, Count(NamedAsMe(CardsIn("trash"))))
    return None


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
