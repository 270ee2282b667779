"""Replacement lines ("If … would …, … instead.": 367, 371), ties of combat, points scored early."""

from __future__ import annotations

import dataclasses

from riftrules.cards.model import CardType
from riftrules.cardtext import ast
from riftrules.cardtext.nodes import Node, Word
from riftrules.cardtext.printer import quote
from riftrules.effects import (
    compiler,
)
from riftrules.effects.compiler.references import _HERE, _SELF
from riftrules.effects.event_kinds import TRIGGER_EVENTS
from riftrules.effects.refusals import Construct, NotCompiled
from riftrules.engine import (
    Both,
    InCombat,
    Permanents,
    Recall,
    ReplacementAbility,
    ScoredEarly,
    Sequence,
    That,
    When,
)
from riftrules.engine.events import EventKind
from riftrules.ir.nodes import Condition as IRCondition
from riftrules.ir.nodes import (
    ConditionKind,
    Instruction,
    Prepositional,
    Relative,
    Value,
    Verb,
)
from riftrules.ir.nodes import NounPhrase as IRNounPhrase
from riftrules.ir.reader import (
    condition_or_none,
    noun_phrase_or_none,
    ordinal_numbers,
)

# "If a friendly unit would die, … instead": the verbs whose event a "would …" replaces (367)
_WOULD = frozenset({Verb.DIE, Verb.DRAW, Verb.BURN, Verb.BANISH})


_KILLED = IRNounPhrase(states=("killed",))  # "would be killed": the passive of "kill"


_YOU_CONTROL = Relative(verb=Verb.CONTROL, subject="you")


# who would do it, read from the IR: what the replacement waits for
_WHO_WOULD = {
    IRNounPhrase(quantifier="a", controller="friendly", kinds=("unit",)): When(
        subject="friendly", type=CardType.UNIT
    ),
    _SELF: When(subject="self"),
    IRNounPhrase(quantifier="a", kinds=("unit",), location=_HERE): When(
        type=CardType.UNIT, at="here"
    ),
    IRNounPhrase(quantifier="another", other=True, controller="friendly", kinds=("unit",)): When(
        subject="other_friendly", type=CardType.UNIT
    ),
    IRNounPhrase(
        quantifier="another",
        other=True,
        kinds=("unit",),
        relative=_YOU_CONTROL,
        location=_HERE,
    ): When(subject="other_yours", type=CardType.UNIT, at="here"),
    IRNounPhrase(quantifier="a", kinds=("unit",), states=("buffed",), relative=_YOU_CONTROL): When(
        subject="yours", type=CardType.UNIT, status="buffed"
    ),
}


def _replaced(said: Instruction) -> str | None:
    """The event kind a "… would …" instruction replaces (367; the lexicon's event of its verb),
    None for another instruction or one that says more than its verb."""
    if said.modal != ("would",) or said.negated or said.past:
        return None
    if said.verb in _WOULD and not said.objects:
        return TRIGGER_EVENTS[said.verb]
    if said.verb is Verb.BE and said.objects == (_KILLED,):
        return TRIGGER_EVENTS[Verb.KILL]
    return None


def _would(node: Node) -> tuple[str, When] | None:
    """ "If a friendly unit would die": the event it replaces and who it waits for, read from
    the IR; None for a condition that says another."""
    said = condition_or_none(node)
    if said is None:
        return None
    if (early := _scored_early(said.test)) is not None:
        return EventKind.GAIN_POINT, When(holds=ScoredEarly(early))  # in the player's first turns
    if len(said.test) != 1 or len(said.test[0].subject) != 1:
        return None
    test = said.test[0]
    during = test.objects[-1:] == (_DURING_COMBAT,)
    if during:  # "If a unit here would die during combat": while a combat is under way
        test = dataclasses.replace(test, objects=test.objects[:-1])
    event, who = _replaced(test), _WHO_WOULD.get(test.subject[0])
    if event is None or who is None:
        return None
    return event, dataclasses.replace(who, holds=InCombat()) if during else who


_DURING_COMBAT = Prepositional(preposition="during", object=IRNounPhrase(times=("combat",)))


# "a player would score 1 point from conquering or holding": the point a conquer or a hold
# scores (470, 471.1)
_SCORES_A_POINT = (
    Instruction(
        verb=Verb.SCORE,
        subject=(IRNounPhrase(quantifier="a", kinds=("player",)),),
        modal=("would",),
        objects=(
            IRNounPhrase(count=Value(amount=1), quantities=("point",)),
            Prepositional(preposition="from"),
        ),
    ),
    Instruction(verb=Verb.CONQUER),
)


def _scored_early(test: tuple[Instruction, ...]) -> int | None:
    """ "a player would score 1 point from conquering or holding during their first or second
    turn" (read from the IR): in how many of the player's first turns (the ordinals of "their
    … turn", in a row from the first); None for another test."""
    if len(test) != 3 or test[:2] != _SCORES_A_POINT:
        return None
    hold = test[2]
    during = hold.objects[0] if len(hold.objects) == 1 else None
    if hold != Instruction(verb=Verb.HOLD, joint="or", objects=hold.objects):
        return None
    if not isinstance(during, Prepositional) or during.preposition != "during":
        return None
    turn = during.object
    if not isinstance(turn, IRNounPhrase) or len(turn.ordinals) != 1:
        return None
    if turn != IRNounPhrase(possessor="their", times=("turn",), ordinals=turn.ordinals):
        return None
    nth = ordinal_numbers(turn)
    return len(nth) if nth and nth == tuple(range(1, len(nth) + 1)) else None


def _replacement(
    first: ast.Sentence, prefixes: list[Node], sentences: list[ast.Sentence]
) -> ReplacementAbility | None:
    """ "If … would …, … instead. …" -> a replacement ability, or None for other sentences. More
    conditions after it ("If another unit you control here would die, if it has less Might
    than me, instead heal it, …") must hold too, as the event would happen."""
    if not prefixes or not all(isinstance(p, ast.Condition) for p in prefixes):
        return None
    if len(prefixes) == 1 and condition_or_none(prefixes[0]) == _TIE_AS_ATTACKER:
        return _tie(first, prefixes[0], sentences)
    words = [w.text.casefold() for w in prefixes[0].words()]
    if words[:1] != ["if"] or "would" not in words:
        return None
    found = _would(prefixes[0])
    if found is None:
        raise NotCompiled(Construct.REPLACEMENT, f"replacement {quote(prefixes[0])!r} not compiled")
    event, condition = found
    for more in prefixes[1:]:
        test = compiler._test(more)
        holds = test if condition.holds is None else Both(condition.holds, test)
        condition = dataclasses.replace(condition, holds=holds)
    run = next(p for p in first.parts if isinstance(p, ast.Run))
    if compiler._ends_in_instead(run):
        parts = run.parts[:-1]
    elif run.parts and isinstance(run.parts[0], Word) and run.parts[0].text.casefold() == "instead":
        parts = run.parts[1:]  # "…, instead heal it, exhaust it, and recall it."
    else:
        raise NotCompiled(Construct.REPLACEMENT, "a 'would' condition with no 'instead'")
    theirs = bool(parts) and noun_phrase_or_none(parts[0]) == _ITS_CONTROLLER
    if theirs:  # "…, its controller may pay [A][A][A] to …": that unit's controller (190.6.c)
        parts = parts[1:]
    replacement, optional, cost = compiler._optional_replacement(
        compiler._run(ast.Run(parts=parts))
    )
    steps = [replacement]
    if len(sentences) > 1:
        steps.append(compiler._instructions(sentences[1:], skip_trigger=False))
    body = steps[0] if len(steps) == 1 else Sequence(*steps)
    return ReplacementAbility(
        event,
        body,
        condition,
        optional,
        text=quote(*compiler._said_before(first)),
        cost=cost,
        controller="subject" if theirs else None,
    )


_ITS_CONTROLLER = IRNounPhrase(possessor="its", kinds=("controller",))


# "If a combat where you are the attacker ends in a tie" (the IR: "a combat", "where you are the
# attacker", "end in a tie"): both sides still have units there after combat damage (740.3.a)
_TIE_AS_ATTACKER = IRCondition(
    kind=ConditionKind.IF,
    test=(
        Instruction(verb=None, subject=(IRNounPhrase(quantifier="a", times=("combat",)),)),
        Instruction(
            verb=Verb.BE,
            joint="where",
            subject=(IRNounPhrase(reference="you"),),
            objects=(IRNounPhrase(quantifier="the", states=("attacking",)),),
        ),
        Instruction(
            verb=Verb.END,
            objects=(
                Prepositional(
                    preposition="in", object=IRNounPhrase(quantifier="a", qualities=("tie",))
                ),
            ),
        ),
    ),
)


def _tie(first: ast.Sentence, condition: Node, sentences: list[ast.Sentence]) -> ReplacementAbility:
    """ "If a combat where you are the attacker ends in a tie, recall ALL units instead.": what
    it replaces is the tie's recall of your attackers (466.1.a.2, 740.3.a: the engine's ``tie``
    event); the units it recalls are those at that battlefield (the FAQ's errata: "recall all
    units at that battlefield instead" — only the units involved in the tie)."""
    run = next(p for p in first.parts if isinstance(p, ast.Run))
    unread = NotCompiled(Construct.REPLACEMENT, f"replacement {quote(condition)!r} not compiled")
    if len(sentences) > 1 or not compiler._ends_in_instead(run):
        raise unread
    body = compiler._run(ast.Run(parts=run.parts[:-1]))
    if not isinstance(body, Recall) or not isinstance(body.target, Permanents):
        raise unread
    if body.target.at is not None:
        raise unread
    there = dataclasses.replace(body.target, at=That())  # the tie's battlefield
    return ReplacementAbility(
        EventKind.TIE,
        dataclasses.replace(body, target=there),
        When(by="you"),
        text=quote(condition),
    )
