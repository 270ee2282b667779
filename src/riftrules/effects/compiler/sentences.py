"""The sentences of an effect in order: instructions, "the rest" of what was chosen, "you may do
this:", "otherwise", next times, "instead" (optional, elided), bonus damage."""

from __future__ import annotations

import dataclasses
from collections.abc import Callable
from typing import Any

from riftrules.cardtext import ast
from riftrules.cardtext.nodes import Node, Word
from riftrules.cardtext.printer import quote
from riftrules.effects import (
    compiler,
    conditions,
    counts,
)
from riftrules.effects.bonus import next_spell_bonus, own_bonus
from riftrules.effects.compiler.references import _IT, _YOU
from riftrules.effects.conditions import DONE_BY
from riftrules.effects.each_players_own import own_run
from riftrules.effects.history import DoneThisWay, DoneToThisWay, XpSpentThisWay
from riftrules.effects.keyword_pasts import done_as
from riftrules.effects.modes import OPENERS, modal
from riftrules.effects.refusals import Construct, NotCompiled
from riftrules.effects.roles import only, roles
from riftrules.effects.targets import choosing, select
from riftrules.effects.triggers import delayed, when_they
from riftrules.effects.verbs.clause_parts import per_each
from riftrules.effects.verbs.damage import prevention
from riftrules.effects.verbs.playing import (
    counter_instead,
)
from riftrules.engine import (
    CHOSEN_PLAYER,
    CONTROLLER,
    LOOKED,
    OPPONENTS,
    PLAYED,
    AddAbility,
    Cards,
    Choose,
    Count,
    Deal,
    Exhaust,
    ForEach,
    If,
    InZone,
    IsA,
    It,
    Kill,
    Last,
    Look,
    May,
    Opponent,
    PaidAmount,
    Pay,
    Permanents,
    Play,
    Players,
    Purpose,
    Reflexive,
    Remember,
    Remembered,
    Repeat,
    ReplacementAbility,
    Reveal,
    RevealUntil,
    Self,
    Sequence,
    SpendAnyXP,
    SpendBuff,
    SwapLocations,
    That,
    There,
    When,
)
from riftrules.engine.actions import Action
from riftrules.engine.conditions import Condition
from riftrules.engine.names import TRASH, Until, Zone
from riftrules.engine.selectors import Selector
from riftrules.ir.clauses import word_kinds
from riftrules.ir.nodes import (
    Adverb,
    ConditionKind,
    Duration,
    Instruction,
    Prepositional,
    Value,
    Verb,
)
from riftrules.ir.nodes import NounPhrase as IRNounPhrase
from riftrules.ir.reader import (
    complement_or_none,
    condition_or_none,
    noun_phrase_or_none,
    read_one_instruction,
    trigger_or_none,
)


def _said_before(sentence: ast.Sentence) -> list[Node]:
    """The card's nodes that say a sentence's triggers and conditions ("If … would die, if it
    has less Might than me"): each with its comma but the last."""
    said = [
        prefix
        for part in sentence.parts
        if isinstance(part, ast.Prefixes)
        for prefix in part.parts
        if isinstance(prefix, ast.Prefix)
    ]
    return [*said[:-1], said[-1].parts[0]] if said else []


def _prefixes(sentence: ast.Sentence) -> list[Node]:
    found: list[Node] = []
    for part in sentence.parts:
        if isinstance(part, ast.Prefixes):
            for prefix in part.parts:
                if isinstance(prefix, ast.Prefix):
                    found.append(prefix.parts[0])
                elif isinstance(prefix, ast.Lead):
                    continue
    return found


def _instructions(
    sentences: list[ast.Sentence], skip_trigger: bool, there: Selector | None = None
) -> Action:
    """The sentences of an effect, in order ("there" needs something chosen before it, or
    ``there``: the place the trigger's event names)."""
    with choosing():
        body = _sentences(sentences, skip_trigger)
    body = _rest_of_chosen(body)
    if _finds(body, _looked_at) and not _finds(body, lambda v: isinstance(v, _LOOKING)):
        raise NotCompiled(
            Construct.REFERENCE, "cards 'of those looked at' with nothing looked at before"
        )
    if _finds(body, lambda v: isinstance(v, There)):
        if there is not None and not _finds(body, lambda v: isinstance(v, Choose)):
            return _rewrite(body, lambda v: there if isinstance(v, There) else None)
        if not _finds(body, lambda v: isinstance(v, Choose)):
            raise NotCompiled(
                Construct.LOCATION, "'there' with no battlefield or unit chosen before"
            )
    return body


_LOOKING = (Look, Reveal, RevealUntil)  # the instructions that look at cards (LOOKED)


def _rest_of_chosen(body: Action) -> Action:
    """ "Each player chooses a unit they control. Kill the rest.": "the rest" are the units not
    chosen (not cards looked at), when nothing was looked at and each player chose units."""
    if not isinstance(body, Sequence) or _finds(body, lambda v: isinstance(v, _LOOKING)):
        return body
    chosen: list[Permanents] = []
    _finds(body, lambda v: _each_chose(v, chosen))
    kinds = {p.type for p in chosen}
    if len(kinds) != 1:
        return body
    rest = Permanents(type=kinds.pop(), other=True)  # "other": none this effect chose
    steps = [
        dataclasses.replace(step, target=rest)  # type: ignore[type-var]
        if getattr(step, "target", None) == Cards(zone=Zone.MAIN_DECK)
        else step
        for step in body.steps
    ]
    return Sequence(*steps)


def _rewrite(value: Any, new: Callable[[object], object | None]) -> Any:
    """``value`` with each part for which ``new`` gives something replaced by it."""
    replaced = new(value)
    if replaced is not None:
        return replaced
    if isinstance(value, tuple):
        return tuple(_rewrite(v, new) for v in value)
    if isinstance(value, Sequence):
        return Sequence(*(_rewrite(step, new) for step in value.steps))
    if dataclasses.is_dataclass(value) and not isinstance(value, type):
        changes = {f.name: _rewrite(getattr(value, f.name), new) for f in dataclasses.fields(value)}
        return dataclasses.replace(value, **changes)
    return value


def _each_chose(value: object, found: list[Permanents]) -> bool:
    if isinstance(value, ForEach) and isinstance(value.action, Remember):
        of = value.action.of
        if isinstance(of, Choose) and isinstance(of.of, Permanents):
            found.append(of.of)
    return False


def _looked_at(value: object) -> bool:
    """ "banish one", "the rest": cards among those the effect looked at or revealed."""
    return isinstance(value, Cards) and value.among == Remembered(LOOKED)


def _finds(value: object, test: Callable[[object], bool]) -> bool:
    """Is there a part of this compiled effect that passes ``test``?"""
    if test(value):
        return True
    if isinstance(value, tuple):
        return any(_finds(v, test) for v in value)
    if dataclasses.is_dataclass(value) and not isinstance(value, type):
        return any(_finds(getattr(value, f.name), test) for f in dataclasses.fields(value))
    return False


def _does_this(run: ast.Run) -> bool:
    """Does the run open with "do this:" (the grammar's mark of a reflexive trigger, 387.1)?"""
    first = run.parts[0] if run.parts else None
    return isinstance(first, Word) and first.kind == "DO_THIS"


def _sentences(sentences: list[ast.Sentence], skip_trigger: bool) -> Action:
    steps: list[Action] = []
    for index, sentence in enumerate(sentences):
        conditions = [
            p
            for p in _prefixes(sentence)
            if not (skip_trigger and index == 0 and isinstance(p, (ast.When, ast.At, ast.NthTime)))
        ]
        runs = [p for p in sentence.parts if isinstance(p, ast.Run)]
        if not runs:
            raise NotCompiled(Construct.CLAUSE_PART, "a sentence with no clause")
        run = runs[0]
        quoted = [p for p in sentence.parts if isinstance(p, ast.Quoted)]
        if quoted:  # 'give it "[A][A]: Ready me." this turn': the ability is the verb's
            # complement, and the run goes on after it (:func:`~riftrules.ir.reader.fold_lists`)
            run = ast.Run(parts=(*run.parts, *quoted, *(p for r in runs[1:] for p in r.parts)))
        if not conditions and _does_this(run) and steps:
            # "Then do this: …": a reflexive trigger (387.1, 387.2: no condition, always put on
            # the chain), its instructions those of the rest of the effect, a new chain item
            # whose choices are made as it is put on the chain (388.1; the Origins FAQ on
            # Dragon's Rage, the Spiritforged FAQ on Arise!)
            rest = ast.Sentence(parts=(ast.Run(parts=run.parts[1:]), *sentence.parts[-1:]))
            body = _sentences([rest, *sentences[index + 1 :]], False)
            steps.append(Reflexive(body, text="do this"))
            break
        if counter_instead(sentence, steps):  # "Return it to … hand instead …"
            continue
        prevents = prevention(sentence)
        if prevents is not None:  # "Prevent the next 7 damage that would be dealt to it …"
            steps.append(prevents)
            continue
        if isinstance(sentence, OPENERS):  # "Choose one —" and its modes
            body = modal(
                sentence, lambda effect: _instructions(compiler._effect_sentences(effect), False)
            )
            for condition in reversed(conditions):
                body = compiler._condition(condition, body)
            steps.append(body)
            continue
        if _ends_in_instead(run) and (later := _would_this_turn(conditions, run)) is not None:
            steps.append(later)  # "If it would die this turn, banish it instead."
            continue
        if _ends_in_instead(run):
            rest = ast.Run(parts=run.parts[:-1])
            instead = _elided_instead(steps, rest) or compiler._run(rest)
            steps[-1:] = [_instead(steps, conditions, instead)]
            continue
        if not conditions and (bonus := own_bonus(run)) is not None:
            steps = _with_bonus(steps, bonus)  # "This deals 1 Bonus Damage for each …"
            continue
        if not conditions and (later := _next_time_after(run)) is not None:
            steps.append(later)  # "Kill it the next time it takes damage this turn."
            continue
        if (spared := _you_spared(conditions, run, steps)) is not None:
            steps[-1] = spared  # "If you paid my additional cost, you don't kill a unit this way."
            continue
        if (counted := _they_counted(conditions, run)) is not None:
            steps.append(counted)  # "If you have exactly two units there, they each get …"
            continue
        if not conditions and (next_bonus := next_spell_bonus(run)) is not None:
            steps.append(next_bonus)  # "The next spell you play this turn deals 1 Bonus Damage."
            continue
        if compiler._for_each_who_did(run):  # "For each opponent who did, you play …"
            if not steps or not _finds(steps[-1], compiler._remembers_who_did):
                raise NotCompiled(
                    Construct.VALUE, "'for each opponent who did' after no 'each opponent may'"
                )
            body = Repeat(
                Count(Remembered(compiler._DID)), compiler._run(ast.Run(parts=run.parts[5:]))
            )
        else:
            body = compiler._run(run)
        if _otherwise(conditions):
            # "If it is stunned, kill it. Otherwise, stun it.": the If before gets an otherwise
            last = steps[-1] if steps else None
            if not isinstance(last, If) or last.otherwise is not None:
                raise NotCompiled(Construct.CONDITION, "'Otherwise' after no 'If' not compiled")
            steps[-1] = If(last.condition, last.then, body)
            continue
        if _from_the_trash(run, body):
            steps.append(_reflexive_from_the_trash(conditions, body))
            continue
        if steps and _after_the_rest(steps) and _finds(body, lambda v: v == It()):
            # "… banish a unit … and play it …. Recycle the rest. Then … Empower it.": "it" is
            # not "the rest" (their number differs) but the card played before them
            body = _rewrite(body, lambda v: Remembered(PLAYED) if v == It() else None)
        chose = len(conditions) == 1 and _finds(tuple(steps), lambda v: isinstance(v, Opponent))
        they = when_they(conditions[0], body, Remembered(CHOSEN_PLAYER)) if chose else None
        if they is not None:
            steps.append(they)  # "Choose an opponent. … When they hold, return it …"
            continue
        for condition in reversed(conditions):
            body = compiler._condition(condition, body)
        body = _this_way(steps, body)
        if steps and isinstance(steps[-1], SwapLocations) and _finds(body, lambda v: v == It()):
            # "Move me to its location and it to my original location. If it's equipped, …":
            # "it" is still the unit chosen, not the two units moved
            body = _rewrite(body, lambda v: Remembered("chosen") if v == It() else None)
        if steps and (where := _played_there(steps[-1], body)) is not None:
            steps[-1] = where  # "… then play it. If it is a unit, you may play it here."
            continue
        steps.append(body)
    return steps[0] if len(steps) == 1 else Sequence(*steps)


def _this_way(steps: list[Action], body: Action) -> Action:
    """ "[Stun] up to two enemy units. If you stunned two units this way, draw 1.", "Heal all
    friendly units. Draw 1 for each unit healed this way.", "Discard any number of cards, then
    draw that many.": a condition on, or a count of, what the instruction before did
    (:class:`DoneThisWay`, :class:`DoneToThisWay`) is on that instruction's result when it is
    that verb's (done, optional — "you may …" — or done by each player in turn); refused
    otherwise (it would be another instruction's result)."""
    if not _finds(body, lambda v: isinstance(v, (DoneThisWay, DoneToThisWay, XpSpentThisWay))):
        return body
    if (own := own_run(body)) is not None:  # "Each player discards …, then draws that many":
        return dataclasses.replace(body, action=_this_way([], own))  # within each one's run
    if isinstance(body, Sequence):  # "recycle …, then draw that many": the step before it
        done: list[Action] = []
        for step in body.steps:
            done.append(_this_way([*steps, *done], step))
        return Sequence(*done)
    before = steps[-1] if steps else None
    while (
        (isinstance(before, May) and before.who == CONTROLLER)
        or (isinstance(before, ForEach) and before.of == CONTROLLER)
        or (isinstance(before, Sequence) and before.steps)
    ):
        if isinstance(before, Sequence):  # "[Predict 3]. If you recycled a spell this way":
            before = before.steps[-1]  # its result is its last step's (look, then recycle)
        else:
            before = before.action  # "you may …", "discard your hand" (you, in turn)

    def done_by(verb: Verb | None) -> None:
        made = (
            DONE_BY.get(verb) if verb is not None else tuple(t for v in DONE_BY.values() for t in v)
        )
        if made is None or not isinstance(before, made):
            raise NotCompiled(
                Construct.REFERENCE,
                f"'{verb.value} … this way' after no instruction that did it"
                if verb is not None
                else "'that many' after no instruction that did it",
            )

    def resolved(value: object) -> object | None:
        if isinstance(value, DoneThisWay) and value.action is not None:
            if not done_as(value.action, before):  # "If you rallied a unit"
                raise NotCompiled(
                    Construct.REFERENCE, f"'{value.action}' after no keyword action that did it"
                )
            return value.did
        if isinstance(value, DoneThisWay):
            done_by(value.verb)
            return value.did
        if isinstance(value, DoneToThisWay) and value.action is not None:
            if not done_as(value.action, before):  # "each unit you rallied this way"
                raise NotCompiled(
                    Construct.REFERENCE, f"'{value.action}' after no keyword action that did it"
                )
            return Last(value.type)
        if isinstance(value, DoneToThisWay):
            done_by(value.verb)
            return Last(value.type)
        if isinstance(value, XpSpentThisWay):  # "for each XP spent this way"
            if isinstance(before, SpendAnyXP):
                return PaidAmount()
            raise NotCompiled(Construct.REFERENCE, "'XP spent this way' after no spending")
        return None

    return _rewrite(body, resolved)


def _otherwise(conditions: list[Node]) -> bool:
    """Is the sentence's one condition "Otherwise" (the IR's kind)?"""
    if len(conditions) != 1 or not isinstance(conditions[0], ast.Condition):
        return False
    said = condition_or_none(conditions[0])
    return said is not None and said.kind is ConditionKind.OTHERWISE


def _you_may_do_this(run: ast.Run, said: tuple | None) -> int | None:
    """ "you may do this: …" (the IR: a first instruction of no verb, "you" and the modal
    "may", then the instructions of "do this:"): where "do this:" is in the run; None for
    another run."""
    if not said or len(said) < 2 or said[0].verb is not None or said[0].objects:
        return None
    if said[0].modal != ("may",) or said[0].subject != (_YOU,) or said[0].negated:
        return None
    marks = [i for i, p in enumerate(run.parts) if isinstance(p, Word) and p.kind == "DO_THIS"]
    return marks[0] if len(marks) == 1 else None


def _after_the_rest(steps: list[Action]) -> bool:
    """Is the last of ``steps`` something done to "the rest" of the cards looked at (the ones
    still in the Main Deck), after a play of one of them?"""
    last = steps[-1]
    rest = Cards(zone=Zone.MAIN_DECK)
    if getattr(last, "target", None) != rest:
        return False
    return any(_finds(step, lambda v: isinstance(v, Play) and v.target == It()) for step in steps)


def _played_there(before: Action, body: Action) -> Action | None:
    """ "You may banish one, then play it. If it is a unit, you may play it here.": the
    sentence after a play of "it" that says where a card of one type is played is part of that
    play (419.3.b: the effect notes where), not a second one; ``before`` with that play so
    placed, or None when ``body`` is no such sentence."""
    if not isinstance(body, If) or body.otherwise is not None:
        return None
    test, then = body.condition, body.then
    may = isinstance(then, May)
    placed = then.action if isinstance(then, May) else then
    if not isinstance(test, IsA) or test.of != It() or not isinstance(placed, Play):
        return None
    if placed.target != It() or placed.at is None or placed.at_type is not None:
        return None

    def place(step: Action) -> Action | None:
        if isinstance(step, Play) and step.at is None:
            return dataclasses.replace(step, at=placed.at, at_type=test.type, at_may=may)
        if isinstance(step, Sequence) and step.steps:
            last = place(step.steps[-1])
            return None if last is None else Sequence(*step.steps[:-1], last)
        if isinstance(step, Purpose):
            effect = place(step.effect)
            return None if effect is None else Purpose(step.cost, effect)
        return None

    return place(before)


def _they_counted(said_conditions: list[Node], run: ast.Run) -> Action | None:
    """ "If you have exactly two units there, they each get +1 [M] this turn.": the one
    condition and its instruction read from the IR (:func:`counts.they_each`)."""
    if len(said_conditions) != 1 or not isinstance(said_conditions[0], ast.Condition):
        return None
    said = read_one_instruction(run)
    if said is None:
        return None
    test = conditions.read(said_conditions[0])
    body = counts.they_each(test, said) if test is not None else None
    return If(test, body) if test is not None and body is not None else None


def _next_time_after(run: ast.Run) -> Action | None:
    """ "Kill it the next time it takes damage this turn." (the IR: a noun phrase "the next
    time" after the instruction, the event after it): the instruction as a delayed trigger
    (390.2) that does it once, this turn only, as "The next time …, kill it." does; None when
    the run names no "the next time"."""
    at = next(
        (i for i, p in enumerate(run.parts) if noun_phrase_or_none(p) == _THE_NEXT_TIME), None
    )
    if at is None or at == 0 or at == len(run.parts) - 1:
        return None
    event = ast.TightRun(parts=run.parts[at + 1 :])
    when = ast.When(parts=(Word(kind="WHEN", text="When"), event))
    later = delayed(when, compiler._run(ast.Run(parts=run.parts[:at])))
    if not isinstance(later, AddAbility):
        raise NotCompiled(Construct.TRIGGER, "a delayed trigger of another shape")
    return dataclasses.replace(later, until=Until.NEXT)


_THE_NEXT_TIME = IRNounPhrase(quantifier="the", qualities=("time",), ordinals=("next",))


def _you_spared(conditions: list[Node], run: ast.Run, steps: list[Action]) -> Action | None:
    """ "Each player must kill one of their units. If you paid my additional cost, you don't
    kill a unit this way." (the IR: one condition, then "you", negated, the verb of the step
    before and "this way"): the step before done by each player, or by each opponent when the
    condition holds (you are left out of "each player"); None for any other sentence."""
    last = steps[-1] if steps else None
    if len(conditions) != 1 or not isinstance(last, ForEach) or last.of != Players():
        return None
    said = read_one_instruction(run)
    if (
        said is None
        or not said.negated
        or said.subject != (_YOU,)
        or _SPARED.get(said.verb) is not type(last.action)
        or said.objects[-1:] != (_THIS_WAY,)
    ):
        return None
    spared = compiler._condition(conditions[0], ForEach(OPPONENTS, last.action))
    if not isinstance(spared, If):
        return None
    return If(spared.condition, spared.then, last)


_THIS_WAY = Adverb(word="this-way")


_SPARED = {Verb.KILL: Kill}  # what "you don't … this way" can leave you out of: the IR's verb


def _from_the_trash(run: ast.Run, body: Action) -> bool:
    """ "…, do this: You may play this from your trash for [A].": a reflexive trigger (387.1:
    the grammar's "do this:") about this card in its owner's trash, where the spell is once it
    has resolved (359.3.d); the one case where doing it within the effect would differ."""
    opens = any(isinstance(w, Word) and w.kind == "DO_THIS" for w in run.parts)
    return opens and _finds(body, lambda v: v == InZone(Self(), TRASH))


def _reflexive_from_the_trash(conditions: list[Node], body: Action) -> Action:
    """The reflexive trigger of :func:`_from_the_trash`: its condition, if any, checked as the
    effect reaches it (387.2); it goes on the chain after the effect is complete (388)."""
    if len(conditions) > 1 or any(not isinstance(c, ast.Condition) for c in conditions):
        raise NotCompiled(Construct.CONDITION, "a reflexive trigger's condition not compiled")
    return Reflexive(body, compiler._test(conditions[0]) if conditions else None)


def _for_each_fronted(run: ast.Run) -> Action | None:
    """ "For each friendly unit, you may spend its buff to ready it.": the rest of the run done
    once for each permanent the noun phrase names, "it" and "its" being that one (read from
    the IR: "for", a noun phrase quantified by "each", a comma); None for other runs."""
    parts = run.parts
    if (done := _for_each_done_fronted(parts)) is not None:
        return done
    if len(parts) < 4 or not isinstance(parts[2], ast.Joint):
        return None
    if word_kinds(parts[2]) != ["COMMA"]:
        return None
    head, each = complement_or_none(parts[0]), complement_or_none(parts[1])
    if head != Prepositional(preposition="for") or not isinstance(each, IRNounPhrase):
        return None
    if each.quantifier != "each" or each.relative is not None:
        return None
    of = select(parts[1])
    if not isinstance(of, Permanents):
        return None
    body = compiler._run(ast.Run(parts=parts[3:]))
    return ForEach(of, _rewrite(body, lambda v: It() if isinstance(v, That) else None))


def _for_each_done_fronted(parts: tuple[Node, ...]) -> Action | None:
    """ "For each card discarded this way, play a 1 [M] Recruit unit token.": the rest of the
    run done once for each card the instruction before did that to, "it" being that one (the
    IR: "for", a noun phrase quantified by "each", a participle "… this way", a comma); None
    for other runs."""
    if len(parts) < 5 or not isinstance(parts[3], ast.Joint) or word_kinds(parts[3]) != ["COMMA"]:
        return None
    if complement_or_none(parts[0]) != Prepositional(preposition="for"):
        return None
    found = roles(list(parts[:3]))
    if found.this_way is None:
        return None
    each = per_each(found)
    only(found)
    if not isinstance(each, Count) or not isinstance(each.of, DoneToThisWay):
        return None
    body = compiler._run(ast.Run(parts=parts[4:]))
    return ForEach(each.of, _rewrite(body, lambda v: It() if isinstance(v, That) else None))


def _with_bonus(steps: list[Action], bonus: object) -> list[Action]:
    """The steps, each Deal of a fixed amount dealing ``bonus`` more (713); refused when none
    deals a fixed amount (715.4: no damage dealt, no bonus)."""
    dealt = [
        s for s in steps if _finds(s, lambda v: isinstance(v, Deal) and isinstance(v.count, int))
    ]
    if not dealt or _finds(tuple(steps), lambda v: isinstance(v, Deal) and v.bonus != 0):
        raise NotCompiled(Construct.CLAUSE_PART, "Bonus Damage of this with nothing dealt before")
    return list(
        _rewrite(
            tuple(steps),
            lambda v: dataclasses.replace(v, bonus=bonus) if isinstance(v, Deal) else None,
        )
    )


def _ends_in_instead(run: ast.Run) -> bool:
    last = run.parts[-1] if run.parts else None
    return isinstance(last, Word) and last.text.casefold() == "instead"


def _would_this_turn(conditions: list[Node], run: ast.Run) -> Action | None:
    """ "Deal 3 to a unit. If it would die this turn, banish it instead.", "Choose a friendly
    unit. The next time it would die this turn, you may pay [R] to heal it, … instead.": an
    instruction creating a replacement effect (367) that lasts this turn (once: "the next
    time"), about what the instruction before affected ("it", remembered as it is created,
    359.3.e); None for another condition."""
    found = _it_would_this_turn(conditions)
    if found is None:
        return None
    said, once = found
    event = compiler._replaced(said)
    if event is None:
        raise NotCompiled(
            Construct.REPLACEMENT, f"replacement {quote(conditions[0])!r} not compiled"
        )
    body, optional, cost = _optional_replacement(compiler._run(ast.Run(parts=run.parts[:-1])))
    ability = ReplacementAbility(
        event,
        body,
        When(subject="it"),
        optional=optional,
        uses=1 if once else None,
        text=quote(conditions[0]),
        cost=cost,
    )
    return AddAbility(ability, until=Until.TURN, about="it")


_THIS_TURN = Duration(until="turn")


def _it_would_this_turn(conditions: list[Node]) -> tuple[Instruction, bool] | None:
    """ "If it would die this turn", "The next time it would die this turn" (read from the IR:
    the one condition's, or the ordinal "next" trigger's, instruction about "it" with "would",
    ending in "this turn"): that instruction without "this turn", and whether it is once only
    ("the next time"); None for other conditions."""
    if len(conditions) != 1:
        return None
    node = conditions[0]
    condition = condition_or_none(node) if isinstance(node, ast.Condition) else None
    trigger = trigger_or_none(node) if isinstance(node, ast.NthTime) else None
    if condition is not None:
        test, once = (condition.test if condition.kind is ConditionKind.IF else ()), False
    elif trigger is not None:
        test, once = (trigger.event if trigger.ordinal == "next" else ()), True
    else:
        return None
    if len(test) != 1 or test[0].subject != (_IT,) or "would" not in test[0].modal:
        return None
    said = test[0]
    if not said.objects or said.objects[-1] != _THIS_TURN:
        return None
    return dataclasses.replace(said, objects=said.objects[:-1]), once


def _optional_replacement(body: Action) -> tuple[Action, bool, Action | None]:
    """ "You may heal it … instead": optional (371.2); "you may pay [R] to heal it, exhaust it,
    and recall it instead": optional, applied if paid — the cost is for every instruction
    after "to". Returns (replacement, optional, cost)."""
    steps = list(body.steps) if isinstance(body, Sequence) else [body]
    first = steps[0]
    purpose = next((i for i, s in enumerate(steps) if isinstance(s, Purpose)), 0)
    if isinstance(first, May) and purpose and all(_is_cost(s) for s in steps[1:purpose]):
        # "you may pay [A], exhaust me, and spend its buff to heal it, …": costs in a row
        if first.who != CONTROLLER:
            raise NotCompiled(
                Construct.PLAYER_CHOICE,
                "another player's optional payment in a replacement not compiled",
            )
        if not _is_cost(first.action):
            raise NotCompiled(
                Construct.REPLACEMENT, "'you may …, … to …' with no cost first in a replacement"
            )
        paid = steps[purpose]
        assert isinstance(paid, Purpose)
        cost = Sequence(first.action, *steps[1:purpose], paid.cost)
        rest = [paid.effect, *steps[purpose + 1 :]]
        return (rest[0] if len(rest) == 1 else Sequence(*rest)), True, cost
    if isinstance(first, Purpose) and isinstance(first.cost, May):
        if first.cost.who != CONTROLLER:
            raise NotCompiled(
                Construct.PLAYER_CHOICE,
                "another player's optional payment in a replacement not compiled",
            )
        rest = [first.effect, *steps[1:]]
        return (rest[0] if len(rest) == 1 else Sequence(*rest)), True, first.cost.action
    if isinstance(body, May) and body.who == CONTROLLER:
        if isinstance(body.action, Purpose):
            return body.action.effect, True, body.action.cost
        return body.action, True, None
    return body, False, None


def _is_cost(step: Action) -> bool:
    """Can ``step`` be paid as a cost ("pay [A]", "exhaust me", "spend its buff")?"""
    return isinstance(step, (Pay, SpendBuff)) or (
        isinstance(step, Exhaust) and isinstance(step.target, Self)
    )


def _elided_instead(steps: list[Action], run: ast.Run) -> Action | None:
    """ "You may deal 1 to a unit …. If I'm [Empowered], deal 2 instead.": the replacing
    instruction says only its verb and a new amount (the IR: "deal" and a value), the rest
    elided: the instruction before (its "you may", its target) with that amount; None for
    another run."""
    said = conditions.instructions(run)
    if not steps or said is None or len(said) != 1:
        return None
    one = said[0]
    if one.verb is not Verb.DEAL or one.subject or one.modal or one.negated or one.past:
        return None
    if len(one.objects) != 1 or not isinstance(value := one.objects[0], Value):
        return None
    if value.amount is None or value.variable is not None or value.comparison is not None:
        return None
    before = steps[-1]
    inner = before.action if isinstance(before, May) else before
    if type(inner) is not Deal or inner.bonus:
        return None
    dealt = dataclasses.replace(inner, count=value.amount)
    return dataclasses.replace(before, action=dealt) if isinstance(before, May) else dealt


def _instead(steps: list[Action], conditions: list[Node], instead: Action) -> Action:
    """ "Deal 2 to a unit. If it's attacking, deal 4 to it instead.": the instruction before
    is replaced when the condition holds. What it chooses is chosen first (the condition and
    the replacing instruction speak of "it")."""
    if not steps or len(conditions) != 1 or not isinstance(conditions[0], ast.Condition):
        raise NotCompiled(
            Construct.REPLACEMENT, "'instead' after no instruction, or with no single condition"
        )
    return _instead_of(steps[-1], compiler._test(conditions[0]), instead)


def _instead_of(before: Action, test: Condition, instead: Action) -> Action:
    """``instead`` replaces ``before`` when ``test`` holds; what ``before`` chooses is chosen
    first ("it" in the condition and in ``instead``)."""
    if isinstance(before, Sequence) and len(before.steps) == 2:
        chose = before.steps[0]  # "Choose a unit. Kill it the next time …": chosen either way
        if isinstance(chose, Remember) and chose.name == "chosen":
            return Sequence(chose, _instead_of(before.steps[1], test, instead))
    target = getattr(before, "target", None)
    if target is None or isinstance(target, It):
        return If(test, instead, before)
    chosen = dataclasses.replace(before, target=It())
    return Sequence(Remember("chosen", target), If(test, instead, chosen))
