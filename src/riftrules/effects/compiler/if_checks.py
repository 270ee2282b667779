"""What an "If …" or "While …" condition checks, and the refusal of one no reading of the IR
knows."""

from __future__ import annotations

import dataclasses
from typing import NoReturn

from riftrules.cards.model import CardType
from riftrules.cardtext import ast
from riftrules.cardtext.nodes import Node
from riftrules.cardtext.printer import quote
from riftrules.effects import (
    compiler,
    conditions,
)
from riftrules.effects.compiler.references import _IT
from riftrules.effects.history import ThatMuch, that_much
from riftrules.effects.refusals import Construct, NotCompiled
from riftrules.effects.triggers import reflexive
from riftrules.engine import (
    AddAbility,
    Battlefields,
    Choose,
    Exists,
    If,
    Move,
    MovedFrom,
    Permanents,
    TriggeredAbility,
    When,
)
from riftrules.engine.actions import Action
from riftrules.engine.conditions import Condition
from riftrules.engine.events import EventKind
from riftrules.engine.names import Until
from riftrules.ir.nodes import (
    Adverb,
    ConditionKind,
    Instruction,
    Prepositional,
    Verb,
)
from riftrules.ir.nodes import Condition as IRCondition
from riftrules.ir.nodes import NounPhrase as IRNounPhrase
from riftrules.ir.reader import (
    condition_or_none,
)


def _condition(node: Node, body: Action) -> Action:
    if isinstance(node, ast.When):
        return reflexive(node, body)
    if _this_kills_it(node):
        # "Deal 3 to a unit. If this kills it, do this: draw 1.": a reflexive trigger (387) on
        # its death by the lethal damage, at the cleanup after the effect (323.5)
        ability = TriggeredAbility(EventKind.KILL, body, When(subject="it"), text=quote(node))
        return AddAbility(ability, until=Until.CLEANUP, about="it")
    test = _test(node)
    if compiler._finds(
        body, lambda v: isinstance(v, ThatMuch)
    ):  # "if you assigned 5 or more …, you
        # may deal that much …": the amount the condition names
        much = that_much(test)
        if much is not None:
            body = compiler._rewrite(body, lambda v: much if isinstance(v, ThatMuch) else None)
    return If(test, body)


_THIS_KILLS_IT = IRCondition(
    kind=ConditionKind.IF,
    test=(Instruction(verb=Verb.KILL, subject=(IRNounPhrase(reference="this"),), objects=(_IT,)),),
)


def _this_kills_it(node: Node) -> bool:
    """Is the condition "If this kills it" (the IR's)?"""
    if not isinstance(node, ast.Condition):
        return False
    return condition_or_none(node) == _THIS_KILLS_IT


def _test(node: Node) -> Condition:
    """What an "If …" condition checks."""
    if not isinstance(node, ast.Condition):
        _unread_condition(node)
    read = conditions.read(node)  # "If at least one of them …", "If I'm stunned"
    if read is not None:
        return read
    return _on_board(node) or _unread_condition(node)


def test_words(words: str) -> NoReturn:
    """The refusal of a "While …" condition no reading of the IR knows, for
    :mod:`riftrules.effects.statics`, naming its words."""
    raise NotCompiled(Construct.CONDITION, f"condition {words!r} not compiled")


def _outmighted_there(run: ast.Run, cut: int) -> Action | None:
    """ "Move me to an occupied enemy battlefield if my Might is greater than the total Might
    of enemy units there." (the IR: the condition's "there" is the battlefield moved to): a
    bound on the battlefield chosen, not a test after it; None for another run."""
    said = conditions.instructions(run) or ()
    test = [dataclasses.replace(one, joint="") for one in said if one.joint == "if"]
    if test != [_MY_MIGHT_GREATER_THERE]:
        return None
    body = compiler._run(ast.Run(parts=run.parts[:cut]))
    to = body.to if isinstance(body, Move) else None
    if not isinstance(to, Choose) or not isinstance(to.of, Battlefields):
        return None
    bound = dataclasses.replace(to.of, outmighted=True)
    return dataclasses.replace(body, to=dataclasses.replace(to, of=bound))


_MY_MIGHT_GREATER_THERE = Instruction(
    verb=Verb.BE,
    subject=(IRNounPhrase(possessor="me", quantities=("might",)),),
    objects=(
        IRNounPhrase(qualities=("greater",)),
        Prepositional(
            preposition="than",
            object=IRNounPhrase(quantifier="the", quantities=("might",), qualities=("total",)),
        ),
        Prepositional(
            preposition="of",
            object=IRNounPhrase(
                controller="enemy", kinds=("unit",), location=IRNounPhrase(reference="there")
            ),
        ),
    ),
)


def _unread_condition(*said: Node) -> NoReturn:
    """The refusal of an "If …" condition no reading of the IR knows, quoting the card's
    nodes that say it."""
    raise NotCompiled(Construct.CONDITION, f"condition {quote(*said)!r} not compiled")


# what is on the board now (740.2.a): "Move an enemy unit from a battlefield to its base. Then, if
# there's an enemy unit alone at that battlefield, …": where it moved from
_ALONE_THERE = IRCondition(
    kind=ConditionKind.IF,
    test=(
        Instruction(
            verb=Verb.BE,
            subject=(IRNounPhrase(reference="there"),),
            objects=(
                IRNounPhrase(quantifier="a", controller="enemy", kinds=("unit",)),
                Adverb(word="alone"),
                Prepositional(
                    preposition="at",
                    object=IRNounPhrase(reference="that", kinds=("battlefield",)),
                ),
            ),
        ),
    ),
)


def _on_board(node: ast.Condition) -> Condition | None:
    """ "if there's an enemy unit alone at that battlefield" (the IR's), None for another."""
    if condition_or_none(node) != _ALONE_THERE:
        return None
    return Exists(Permanents(type=CardType.UNIT, controller="enemy", at=MovedFrom(), alone=True))
