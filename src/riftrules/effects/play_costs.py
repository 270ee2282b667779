"""Text about what playing its card costs -> the abilities used as the card is played (349-358):
discounts ("I cost [1] less for each card in your trash.", "This costs [2] less if you control a
Mech.": 356.4) and additional costs ("You may pay [G] as an additional cost to play me.", "As an
additional cost to play this, kill a friendly unit.": 356.2).

:func:`as_played` returns None for text of another kind, and raises :class:`NotCompiled` for
cost text it cannot compile whole.
"""

from __future__ import annotations

import dataclasses
from typing import NoReturn

from riftrules.cards.model import CardType
from riftrules.cardtext import ast
from riftrules.cardtext.nodes import Node, Word
from riftrules.cardtext.printer import quote
from riftrules.effects import compiler, conditions, counts, statics, verbs
from riftrules.effects.fixed_texts import as_played_fixed
from riftrules.effects.refusals import Construct, NotCompiled
from riftrules.effects.roles import described
from riftrules.effects.statics import complements_of
from riftrules.effects.symbols import of_ir
from riftrules.effects.tag_counts import per_tag
from riftrules.effects.targets import select
from riftrules.effects.verbs.clause_parts import by_amount
from riftrules.engine import (
    CONTROLLER,
    AdditionalCost,
    CardsIn,
    Choose,
    CostPerChosen,
    CostReduction,
    Count,
    Did,
    DifferentTags,
    Discounted,
    Either,
    EntersAbility,
    If,
    NamedAsMe,
    NotOnTurns,
    PaidAdditional,
    Pay,
    Permanents,
    PlayFor,
    PlayTo,
    Self,
    Sequence,
    TagCount,
    ThisTurnCount,
)
from riftrules.engine.abilities import Ability
from riftrules.engine.actions import Action
from riftrules.engine.conditions import Condition
from riftrules.engine.events import EventKind
from riftrules.engine.names import Scoring, Zone
from riftrules.ir import IRError
from riftrules.ir.clauses import Clause, clauses
from riftrules.ir.lexicon import LEXICON, spelled
from riftrules.ir.nodes import (
    Adverb,
    Amount,
    Complement,
    ConditionKind,
    Duration,
    Instruction,
    Keyword,
    NounPhrase,
    Prepositional,
    Relative,
    Resources,
    Verb,
)
from riftrules.ir.nodes import Condition as IRCondition
from riftrules.ir.nodes import Instructions as IRInstructions
from riftrules.ir.nodes import Sentence as IRSentence
from riftrules.ir.nodes import Static as IRStatic
from riftrules.ir.reader import (
    fold_lists,
    ordinal_numbers,
    read_effect,
    read_one_instruction,
    read_sentence,
)

_SELF = NounPhrase(reference="self")
_ME = ((_SELF,), (NounPhrase(reference="this"),))  # "I", "This" (the card itself)
_YOU = NounPhrase(reference="you")
# "You may play me to an open battlefield.", "… to an occupied enemy battlefield.": the IR of
# the instruction saying where else the unit may be played (355.2.b), its modal aside, for each
# battlefield it names
_PLAY_TO = {
    Instruction(
        verb=Verb.PLAY,
        subject=(NounPhrase(reference="you"),),
        objects=(NounPhrase(reference="self"), Prepositional(preposition="to", object=battlefield)),
    ): battlefield
    for battlefield in (
        NounPhrase(quantifier="a", kinds=("battlefield",), states=("open",)),
        NounPhrase(
            quantifier="a", controller="enemy", kinds=("battlefield",), states=("occupied",)
        ),
    )
}
# "as an additional cost" (the chunks' IR)
_AS_AN_ADDITIONAL = (
    Prepositional(preposition="as"),
    NounPhrase(quantifier="a", attributes=("cost",), qualities=("additional",)),
)
_EACH = "each"
# "for each …": what is counted, by its IR
_PER: dict[NounPhrase, object] = {
    NounPhrase(
        quantifier=_EACH,
        kinds=("card",),
        location=Prepositional(
            preposition="in", object=NounPhrase(possessor="you", zones=("trash",))
        ),
    ): CardsIn(Zone.TRASH),
    **{
        NounPhrase(
            quantifier=_EACH, kinds=(kind,), relative=Relative(verb=Verb.CONTROL, subject="you")
        ): counted
        for kind, counted in (
            ("gear", Permanents(type=CardType.GEAR, controller="you")),
            ("unit", Permanents(type=CardType.UNIT, controller="you")),
            ("rune", CardsIn(Zone.RUNES)),
        )
    },
}
# "… less to play from anywhere other than your hand" (the instruction after "to")
_PLAY_FROM_ELSEWHERE = Instruction(
    verb=Verb.PLAY,
    objects=(
        Prepositional(preposition="from", object=NounPhrase(reference="anywhere")),
        Prepositional(
            preposition="other-than", object=NounPhrase(possessor="you", zones=("hand",))
        ),
    ),
)


Played = tuple[list[Ability], list[Action]]


_WITH = Prepositional(preposition="with")
# "with cost" as one preposition of the tree, as the lexicon spells "with-cost"
_WITH_COST = ast.PrepPhrase(
    parts=(Word(kind="PREPOSITION", text=spelled("prepositions", "with-cost")),)
)
_NO_MORE_THAN = (Prepositional(preposition="no-more-than"),)  # the IR's bound, after "cost"


def merge_costing(found: list[Clause]) -> list[Clause]:
    """ "Play a unit with cost no more than [3] and no more than [A] from your trash", "a unit
    costing no more than [3] …": "cost" is read as a verb there, making clauses of the filter;
    they are put back on the clause they filter, as one "with cost …" phrase."""
    merged: list[Clause] = []
    filtering = False
    for clause in found:
        filter_clause = (
            merged
            and clause.lemma == "cost"
            and not clause.subject
            and not clause.auxiliaries
            and complements_of(clause.objects[:1]) == _NO_MORE_THAN
        )
        if filter_clause and clause.joint == "":
            last = merged[-1]
            if last.objects and complements_of(last.objects[-1:]) == (_WITH,):
                last.objects = last.objects[:-1]
            last.objects = [*last.objects, _WITH_COST, *clause.objects]
            filtering = True
            continue
        if filter_clause and clause.joint == "and" and filtering:
            merged[-1].objects = [*merged[-1].objects, *clause.objects]
            continue
        filtering = False
        merged.append(clause)
    return merged


def as_played(effect: ast.Effect) -> Played | None:
    """The abilities of a line about what playing its card costs, and the instructions that
    follow it ("If you do, draw 2."); None for another line."""
    parts = fold_lists(effect.parts)  # "… for each of the following tags — Bird, …"
    sentences = [p for p in parts if isinstance(p, ast.Sentence)]
    if not sentences or len(sentences) != len(parts):
        return None
    if (made := as_played_fixed(effect)) is not None:  # "I can be played to a battlefield …"
        return [made(text=quote(effect))], []
    whole = _whole(effect)
    if whole is not None:
        return [whole], []
    run = next((p for p in sentences[0].parts if isinstance(p, ast.Run)), None)
    if run is None:
        return None
    alone = len(sentences[0].parts) == 2 and len(sentences) == 1  # no condition, no "Then"
    reduced = (
        counts.reduce_my_cost(read_one_instruction(run), text=quote(effect)) if alone else None
    )
    if reduced is not None:
        return [reduced], []  # "Reduce my cost by [1] for each of the following tags …"
    found = clauses(run)
    if not found:
        return None
    said = conditions.instructions(run)
    play = read_one_instruction(run)
    where = _played_to(play)
    if where is not None and play is not None and len(found) == len(sentences) == 1:
        if play.modal != ("may",):
            raise NotCompiled(Construct.ADDITIONAL_COST, f"{quote(effect)!r} not compiled")
        return [PlayTo(where, text=quote(effect))], []
    if found[0].lemma == "cost" and said and said[0].subject in _ME:
        return _my_discount(sentences, found, said, effect), []
    if alone and (reduced := _my_energy_cost_reduced(found, said, effect)) is not None:
        return [reduced], []  # "My Energy cost is reduced by the number of runes you control."
    return _additional(sentences, found, effect)


def _my_discount(
    sentences: list[ast.Sentence], found: list[Clause], said: tuple[Instruction, ...], label: Node
) -> list[Ability]:
    """ "I cost [1] less for each card in your trash.", "If …, I cost [2] less and enter
    ready.": a discount of the card's own cost (356.4), ``label`` the line saying it."""
    if len(sentences) > 1:
        raise NotCompiled(Construct.COST_MODIFIER, "a sentence after a discount not compiled")
    alone = len(sentences[0].parts) == 2  # no condition
    counted = _counted(said, label) if alone else None
    if counted is not None:
        return [counted]
    condition = _leading_condition(sentences[0])
    enters = [(c.joint, c.lemma, len(c.objects)) for c in found[-2:]]
    if condition is not None and enters == [("and", "enter", 0), ("", "ready", 0)]:
        # "If …, I cost [2] less and enter ready.": both under the condition (369.3)
        ready = EntersAbility(True, Self(), text=quote(label), active_if=condition)
        return [_discount(found[:-2], condition, label, said), ready]
    return [_discount(found, condition, label, said)]


def _played_to(play: Instruction | None) -> str | None:
    """ "You may play me to an open battlefield.": where else the unit may be played (355.2.b),
    read from the IR (its modal aside): the battlefield's states and controller, as
    :class:`PlayTo` names it ("open", "occupied enemy"); None for another instruction."""
    if play is None:
        return None
    battlefield = _PLAY_TO.get(dataclasses.replace(play, modal=()))
    if battlefield is None:
        return None
    return " ".join((*battlefield.states, *filter(None, (battlefield.controller,))))


_AS_AN_ADDITIONAL_COST_TO = Prepositional(
    preposition="as",
    object=NounPhrase(quantifier="a", attributes=("cost",), qualities=("additional",)),
)
_MAY = ("may",)
# "As you play me, you may spend any number of buffs as an additional cost. Reduce my cost by
# [O] for each buff you spend.": what may be chosen, what is done to each (355.13, 356.2.b),
# by the IR of the first sentence's instructions, and the "for each …" of the second
_CHOSEN = (
    (
        (
            Instruction(
                verb=Verb.SPEND,
                subject=(_YOU,),
                modal=_MAY,
                objects=(NounPhrase(partitive="any-number"),),
            ),
            Instruction(verb=Verb.BUFF, objects=(_AS_AN_ADDITIONAL_COST_TO,)),
        ),
        Permanents(type=CardType.UNIT, controller="you", buffed=True),  # 702.2.b: your units' buffs
        "spend_buff",
        tuple(  # "for each buff you spend", "… you spent"
            (
                (
                    Prepositional(
                        preposition="for",
                        object=NounPhrase(quantifier="each", quantities=("buff",)),
                    ),
                    _YOU,
                ),
                (Instruction(verb=Verb.SPEND, past=past),),
            )
            for past in (False, True)
        ),
    ),
    (
        (
            Instruction(
                verb=Verb.KILL,
                subject=(_YOU,),
                modal=_MAY,
                objects=(
                    NounPhrase(partitive="any-number", controller="friendly", kinds=("unit",)),
                    _AS_AN_ADDITIONAL_COST_TO,
                ),
            ),
        ),
        Permanents(type=CardType.UNIT, controller="friendly"),
        "kill",
        (  # "for each killed this way"
            (
                (
                    Prepositional(
                        preposition="for",
                        object=NounPhrase(
                            quantifier="each", reference="this-way", states=("killed",)
                        ),
                    ),
                ),
                (),
            ),
        ),
    ),
)
_REDUCE_MY_COST_BY = (
    NounPhrase(possessor="me", attributes=("cost",)),
    Prepositional(preposition="by"),
)


def _any_number(said: tuple[IRSentence, ...], label: Node) -> CostPerChosen | None:
    """ "As you play me, you may spend any number of buffs as an additional cost. Reduce my
    cost by [O] for each buff you spend." (its IR): each one chosen a discount; None for
    another line."""
    if len(said) != 2 or said[0].conditions != (_AS_YOU_PLAY_ME[0],) or said[1].conditions:
        return None
    match said[1].instructions:
        case (
            Instruction(
                verb=Verb.REDUCE,
                objects=(me, by, Amount(resources=Resources() as paid), *each),
            ) as reduce,
            *after,
        ) if (me, by) == _REDUCE_MY_COST_BY and reduce.bare("verb", "objects"):
            pass
        case _:
            return None
    for chosen, options, act, tails in _CHOSEN:
        if said[0].instructions == chosen and (tuple(each), tuple(after)) in tails:
            energy, power, domains = of_ir(paid)
            if power:
                raise NotCompiled(
                    Construct.COST_MODIFIER, "a discount of Power of any Domain not compiled"
                )
            return CostPerChosen(options, act, energy, domains, text=quote(label))
    return None


# "You may kill a friendly unit as an additional cost to play me. If you do, I cost [1] less
# for each Energy it costs and [Y] less for each Power it costs.": the IR of each sentence,
# the amounts aside
_KILL_TO_PLAY_ME = (
    Instruction(
        verb=Verb.KILL,
        subject=(_YOU,),
        modal=_MAY,
        objects=(
            NounPhrase(quantifier="a", controller="friendly", kinds=("unit",)),
            _AS_AN_ADDITIONAL_COST_TO,
            Prepositional(preposition="to"),
        ),
    ),
    Instruction(verb=Verb.PLAY, objects=(NounPhrase(reference="self"),)),
)


def _less_for_each(component: str) -> tuple[Complement, ...]:
    """ "less for each Energy it costs" (after the amount)."""
    each = NounPhrase(quantifier="each", quantities=(component,))
    return (
        Adverb(word="less"),
        Prepositional(preposition="for", object=each),
        NounPhrase(reference="it"),
    )


def _by_its_cost(said: tuple[IRSentence, ...], label: Node) -> CostPerChosen | None:
    """ "… If you do, I cost [1] less for each Energy it costs and [Y] less for each Power it
    costs." (its IR): a discount by the cost of the unit killed; None for another line."""
    if len(said) != 2 or said[0].conditions or said[0].instructions != _KILL_TO_PLAY_ME:
        return None
    if said[1].conditions != (_IF_YOU_DO,):
        return None
    match said[1].instructions:
        case (
            Instruction(
                verb=Verb.COST,
                subject=(NounPhrase(reference="self"),),
                objects=(Amount(resources=Resources(power=()) as energy), *energy_each),
            ),
            Instruction(verb=Verb.COST) as costs,
            Instruction(
                verb=Verb.COST,
                joint="and",
                subject=(Amount(resources=Resources(energy=0) as power), *power_each),
            ),
        ) if (
            costs.bare("verb")
            and tuple(energy_each) == _less_for_each("energy")
            and tuple(power_each) == _less_for_each("power")
        ):
            units = Permanents(type=CardType.UNIT, controller="friendly")
            domains = of_ir(power)[2]
            return CostPerChosen(
                units, "kill", energy.energy, domains, text=quote(label), most=1, by_cost=True
            )
    return None


# "If you've spent [4] or more to play a spell this turn, you may play me for [B]." (356.1.a)
def _whole(effect: ast.Effect) -> Ability | None:
    """The as-played abilities read from a whole line: any number chosen as an additional
    cost, each a discount (:class:`CostPerChosen`); the first turns it can't be played on
    (:class:`NotOnTurns`); another base cost allowed under a condition (:class:`PlayFor`).
    None for other text."""
    said = _sentences_ir(effect)
    if (chosen := _any_number(said, effect) or _by_its_cost(said, effect)) is not None:
        return chosen
    if (turns := _not_on_turns(said)) is not None:
        return NotOnTurns(turns, text=quote(effect))  # the card supersedes the rules (002)
    return _play_me_for(said, effect)


# "I can't be played on your first, second, or third turns.": the IR, the turns aside
_I_CANT_BE = Instruction(verb=Verb.BE, subject=(_SELF,), modal=("can't",), negated=True)


def _not_on_turns(said: tuple[IRSentence, ...]) -> int | None:
    """ "I can't be played on your first, second, or third turns." (its IR): in how many of its
    player's first turns the card can't be played (the ordinals, in a row from the first);
    None for another line."""
    if len(said) != 1 or not said[0].bare("instructions"):
        return None
    match said[0].instructions:
        case (
            Instruction() as cant,
            Instruction(
                verb=Verb.PLAY,
                past=True,
                objects=(Prepositional(preposition="on", object=NounPhrase() as turns),),
            ) as played,
        ) if cant == _I_CANT_BE and played.bare("verb", "past", "objects"):
            pass
        case _:
            return None
    if turns != NounPhrase(possessor="you", times=("turn",), ordinals=turns.ordinals):
        return None
    nth = ordinal_numbers(turns)
    return len(nth) if nth and nth == tuple(range(1, len(nth) + 1)) else None


def _sentences_ir(effect: ast.Effect) -> tuple[IRSentence, ...]:
    """The IR of a line's sentences; none where it does not read."""
    try:
        ability = read_effect(effect)
    except IRError:
        return ()
    return ability.effect.sentences if isinstance(ability, IRStatic | IRInstructions) else ()


def _play_me_for(said: tuple[IRSentence, ...], label: Node) -> PlayFor | None:
    """ "You may play me from your trash for [2][B].", "If you've spent [4] or more to play a
    spell this turn, you may play me for [B].": another base cost the card may be played for
    (from where, under what condition), read from the line's IR; None for another line."""
    if len(said) != 1 or said[0].triggers or len(said[0].instructions) != 1:
        return None
    (play,) = said[0].instructions
    if play.verb is not Verb.PLAY or play.subject != (_YOU,) or play.modal != ("may",):
        return None
    match play.objects:
        case (
            me,
            Prepositional(preposition="for", object=None),
            Amount(resources=Resources() as paid),
        ):
            origin = None
        case (
            me,
            Prepositional(preposition="from", object=where),
            Prepositional(preposition="for", object=None),
            Amount(resources=Resources() as paid),
        ) if where == _YOUR_TRASH:
            origin = Zone.TRASH
        case _:
            return None
    if me != NounPhrase(reference="self") or len(said[0].conditions) > 1:
        return None
    condition = None
    if said[0].conditions:
        condition = conditions.from_ir(said[0].conditions[0])
        if condition is None:
            return None
    cost = Pay(CONTROLLER, *of_ir(paid))
    return PlayFor(cost, condition, text=quote(label), origin=origin)


_YOUR_TRASH = NounPhrase(possessor="you", zones=("trash",))


def ability_discount(sentence: ast.Sentence) -> CostReduction | None:
    """ "This ability costs [1] less for each rune you control." (a discount on an ability's
    cost, 403.3, 356.4); None for another sentence."""
    run = next((p for p in sentence.parts if isinstance(p, ast.Run)), None)
    said = conditions.instructions(run) if run is not None else None
    if not said or said[0].verb is not Verb.COST or said[0].subject != (_THIS_ABILITY,):
        return None
    found = clauses(run)
    if not found or found[0].lemma != "cost":
        return None
    return _discount(found, _leading_condition(sentence), sentence, said)


_THIS_ABILITY = NounPhrase(reference="this", kinds=("ability",))
# "My Energy cost is", "This's Energy cost is": the card's own (131.2.a)
_MY_ENERGY_COST_IS = tuple(
    Instruction(verb=Verb.BE, subject=(NounPhrase(possessor=whose, quantities=("energy-cost",)),))
    for whose in ("me", "this")
)


def _my_energy_cost_reduced(
    found: list[Clause], said: tuple[Instruction, ...] | None, label: Node
) -> CostReduction | None:
    """ "My Energy cost is reduced by the number of runes you control", "… by 2" (the IR: my
    Energy cost is, then a past "reduce"): a discount of the card's Energy, a component of its
    cost, by that amount (356.4, 356.4.c; never below 0, 356.6); None for another run."""
    if not said or len(said) != 2 or said[0] not in _MY_ENERGY_COST_IS or len(found) != 2:
        return None
    reduced = said[1]
    if reduced.verb is not Verb.REDUCE or not reduced.past or reduced.subject or reduced.modal:
        return None
    value = by_amount(list(found[1].objects))
    if value is None:
        raise NotCompiled(Construct.COST_MODIFIER, f"a discount {quote(*found[1].objects)!r}")
    if isinstance(value, int):
        return CostReduction(value, text=quote(label))
    return CostReduction(1, per=value, text=quote(label))  # type: ignore[arg-type]


def discounted(cost: Action, discount: CostReduction) -> Action:
    """An ability's ``cost`` with ``discount`` (Energy only)."""
    if discount.domains or discount.floor or discount.instead or discount.unless_from:
        raise NotCompiled(
            Construct.COST_MODIFIER, f"an ability's discount {discount.text!r} not compiled"
        )
    return Discounted(cost, discount.energy, discount.per, discount.active_if)


def _leading_condition(sentence: ast.Sentence) -> Condition | None:
    """ "If an enemy unit has died this turn, this costs [2] less.": the "If …," condition."""
    prefixes = compiler._prefixes(sentence)
    if not prefixes:
        return None
    if len(prefixes) > 1:
        raise NotCompiled(Construct.COST_MODIFIER, "a discount with two conditions not compiled")
    return compiler._test(prefixes[0])


def _discount(
    found: list[Clause],
    condition: Condition | None,
    label: Node,
    said: tuple[Instruction, ...] | None = None,
) -> CostReduction:
    """ "I cost [1] less for each gear you control.", "This costs [2] less if you control a
    Mech." (356.4): the condition after "if" read from ``said``, the run's IR, first;
    ``label`` the text saying it."""
    first, rest = found[0], found[1:]
    match complements_of(first.objects[:2]):
        case (Amount(resources=Resources() as paid) as amount, Adverb(word="less")) if amount.bare(
            "resources"
        ):
            energy, power, domains = of_ir(paid)  # "[2] less"
        case _:
            raise NotCompiled(
                Construct.COST_MODIFIER, f"a discount {quote(*first.objects)!r} not compiled"
            )
    if power:
        raise NotCompiled(Construct.COST_MODIFIER, "a discount of Power of any Domain not compiled")
    after = first.objects[2:]
    following = complements_of(after)
    instead = following == (Adverb(word="instead"),)  # replaces those before
    unless_from = None
    if following == (Prepositional(preposition="to"),) and rest:
        if said is None or said[1:2] != (_PLAY_FROM_ELSEWHERE,) or rest[0].joint:
            raise NotCompiled(
                Construct.COST_MODIFIER,
                f"a discount 'to {quote(*_nodes(rest[0])).casefold()}' not compiled",
            )
        unless_from, rest = Zone.HAND, rest[1:]  # "… to play from anywhere other than your hand"
    tagged = per_tag(after)  # "for each different tag among your units"
    per, rest = (
        (tagged, rest)
        if tagged is not None
        else _per([] if instead or unless_from else after, rest, _counted_ir(said))
    )
    if rest and rest[0].joint == "if" and len(rest) == 1 and condition is None:
        condition, rest = conditions.joined(said, "if") or _unread_condition(rest[0]), []
    if rest:
        raise NotCompiled(
            Construct.COST_MODIFIER, f"a discount then {quote(*_nodes(rest[0]))!r} not compiled"
        )
    return CostReduction(
        energy,
        domains,
        condition,
        per if isinstance(per, TagCount | DifferentTags) else Count(per) if per else None,
        text=quote(label),
        unless_from=unless_from,
        instead=instead,
    )


# "I cost [1] less for each card you've played this turn, to a minimum of [1].": discounts
# counting what the clause reader does not read whole, by the IR after "less" (what follows
# in the first instruction, and the instructions after it)
_EACH_CARD = Prepositional(preposition="for", object=NounPhrase(quantifier="each", kinds=("card",)))
_THIS_TURN = Duration(until="turn")
_COUNTED_BY: dict[tuple[tuple[Complement, ...], tuple[Instruction, ...]], object] = {
    # "for each card you've played this turn"
    (
        (_EACH_CARD,),
        (
            Instruction(verb=Verb.HAVE, subject=(_YOU,)),
            Instruction(verb=Verb.PLAY, past=True, objects=(_THIS_TURN,)),
        ),
    ): ThisTurnCount(EventKind.PLAY, cards=True),
    # "for each point you scored from holding this turn"
    (
        (
            Prepositional(
                preposition="for", object=NounPhrase(quantifier="each", quantities=("point",))
            ),
            _YOU,
        ),
        (
            Instruction(verb=Verb.SCORE, past=True, objects=(Prepositional(preposition="from"),)),
            Instruction(verb=Verb.HOLD, objects=(_THIS_TURN,)),
        ),
    ): ThisTurnCount(EventKind.SCORE, how=Scoring.HOLD),
    # "for each card with my name in your trash"
    (
        (
            _EACH_CARD,
            Prepositional(
                preposition="with",
                object=NounPhrase(
                    possessor="me",
                    attributes=("name",),
                    location=Prepositional(preposition="in", object=_YOUR_TRASH),
                ),
            ),
        ),
        (),
    ): Count(NamedAsMe(CardsIn(Zone.TRASH))),
}
_TO_A_MINIMUM_OF = (
    Prepositional(preposition="to", object=NounPhrase(quantifier="a", qualities=("minimum",))),
    Prepositional(preposition="of"),
)


def _counted(said: tuple[Instruction, ...] | None, label: Node) -> CostReduction | None:
    """A discount of :data:`_COUNTED_BY`'s kind, read from the run's IR ("I cost [1] less for
    each …", ", to a minimum of [1]" after it); None for another run."""
    match said:
        case (
            Instruction(
                verb=Verb.COST,
                objects=(Amount(resources=Resources() as paid), Adverb(word="less"), *each),
            ) as cost,
            *after,
        ) if cost.subject in _ME and cost.bare("verb", "subject", "objects"):
            pass
        case _:
            return None
    floor = _minimum(after[-1]) if after else None
    per = _COUNTED_BY.get((tuple(each), tuple(after[:-1] if floor is not None else after)))
    if per is None:
        return None
    energy, power, domains = of_ir(paid)
    if power:
        raise NotCompiled(Construct.COST_MODIFIER, "a discount of Power of any Domain not compiled")
    return CostReduction(
        energy,
        domains,
        None,
        per,  # type: ignore[arg-type]
        floor,
        text=quote(label),
    )


def _minimum(said: Instruction) -> int | None:
    """ ", to a minimum of [1]" (an instruction of its own, in the IR): the floor."""
    match said:
        case Instruction(
            joint=",", subject=(), objects=(*to, Amount(resources=Resources(power=()) as least))
        ) if tuple(to) == _TO_A_MINIMUM_OF:
            return least.energy
    return None


def _nodes(clause: Clause) -> list[Node]:
    """The nodes of a clause's words, in order (to quote them)."""
    verb = [clause.verb] if clause.verb is not None else []
    return [*clause.subject, *verb, *clause.objects]


def _unread_condition(clause: Clause) -> NoReturn:
    """ "… if you control something that's [Empowered]": a trailing condition the IR does not
    read (:func:`conditions.joined`): refused, naming its words."""
    raise NotCompiled(
        Construct.COST_MODIFIER,
        f"a discount's condition {('if ' + quote(*_nodes(clause))).casefold()!r} not compiled",
    )


def _with_keyword(chunks: tuple[Node, ...] | list[Node]) -> Permanents | None:
    """ "for each friendly unit with [Temporary]": the permanents counted, having the keyword
    (printed or given; read from the IR of "with [Temporary]"); None for other words."""
    if len(chunks) != 4:
        return None
    match complements_of(chunks[2:]):
        case (Prepositional(preposition="with", object=None), Keyword() as keyword):
            field = conditions.HAVING.get(keyword.name) if keyword.bare("name") else None
        case _:
            return None
    counted = select(chunks[1])
    if field is None or not isinstance(counted, Permanents):
        return None
    return dataclasses.replace(counted, **{field: True})


def _counted_ir(said: tuple[Instruction, ...] | None) -> NounPhrase | None:
    """What a discount's "for each …" counts, as the IR reads it: the noun phrase after "for"
    in its first instruction ("I cost [1] less for each gear you control.")."""
    first = said[0] if said else None
    if first is None or first.verb is not Verb.COST:
        return None
    return next(
        (
            o.object
            for o in first.objects
            if isinstance(o, Prepositional)
            and o.preposition == "for"
            and isinstance(o.object, NounPhrase)
        ),
        None,
    )


def _per(
    chunks: tuple[Node, ...] | list[Node], rest: list[Clause], counted: NounPhrase | None = None
) -> tuple[object, list[Clause]]:
    """ "for each card in your trash", "for each gear you control", "for each of your [Mighty]
    units": what is counted (None without "for"; ``counted``: its IR), and the clauses
    left."""
    if not chunks:
        return None, rest
    if complements_of(chunks[:1]) != (_FOR,):
        raise NotCompiled(
            Construct.COST_MODIFIER, f"a discount {quote(*chunks).casefold()!r} not compiled"
        )
    if complements_of(chunks[1:2]) == (NounPhrase(partitive="each"),) and len(chunks) == 3:
        return select(chunks[2]), rest
    if (having := _with_keyword(chunks)) is not None:  # "for each friendly unit with [Temporary]"
        return having, rest
    verb: list[Node] = []  # "… gear you control": the verb of a clause of its own
    if rest and not rest[0].joint and not rest[0].subject and not rest[0].objects:
        verb, rest = _nodes(rest[0]), rest[1:]
    # "for each stunned enemy unit": any noun phrase the selectors read as a group, counted as
    # the cost is determined (none at a battlefield to choose: nothing is chosen then)
    group = described(list(chunks[1:])) if counted not in _PER and not verb else None
    if isinstance(group, Permanents) and isinstance(group.at, Choose):
        # "for each enemy unit at a battlefield": a cost is no effect to choose a place by
        # (355.10 names what an effect chooses); the units at any battlefield are counted
        group = dataclasses.replace(group, at=group.at.of)
    if isinstance(group, Permanents):
        return group, rest
    if counted not in _PER:
        raise NotCompiled(
            Construct.COST_MODIFIER,
            f"a discount 'for {quote(*chunks[1:], *verb).casefold()}' not compiled",
        )
    return _PER[counted], rest


_FOR = Prepositional(preposition="for")


def _additional(sentences: list[ast.Sentence], found: list[Clause], label: Node) -> Played | None:
    """ "You may pay [G] as an additional cost to play me.", "As you play this, you may pay [O]
    as an additional cost.", "As an additional cost to play me, kill a friendly unit." (356.2);
    a second sentence "If you do, I enter ready." makes paying it ready the unit (``label``:
    the line)."""
    prefixes = [statics.prefix_ir(p) for p in compiler._prefixes(sentences[0])]
    # "You may pay [2] and discard 1 as an additional cost to play me.": the clause that
    # carries "as an additional cost" is the last of the costs it names
    carrier, marked = 0, None
    for index, clause in enumerate(found):
        chunks = complements_of(clause.objects) or ()
        marked = next(
            (i for i in range(len(chunks) - 1) if chunks[i : i + 2] == _AS_AN_ADDITIONAL), None
        )
        if marked is not None:
            carrier = index
            break
    first = found[carrier]
    only_if: Condition | None = None
    if marked is not None and len(prefixes) == 1 and _kind(prefixes[0]) is ConditionKind.IF:
        # "If you've played a spell this turn, you may pay [P] as an additional cost to play
        # me.": it may be paid only while that holds
        only_if, prefixes = statics._prefix_state(compiler._prefixes(sentences[0])[0]), []
    if marked is not None:
        tail = chunks[marked + 2 :]
        as_you_play = len(prefixes) == 1 and prefixes[0] in _AS_YOU_PLAY_ME
        play = found[carrier + 1] if carrier + 1 < len(found) else None
        play_me = (
            tail == (Prepositional(preposition="to"),)
            and play is not None
            and play.lemma == "play"
            and complements_of(play.objects) in _ME  # "to play me", "… this"
        )
        if not (play_me and not prefixes) and not (tail == () and as_you_play):
            raise NotCompiled(
                Construct.ADDITIONAL_COST,
                f"an additional cost {quote(*first.objects).casefold()!r} not compiled",
            )
        first.objects = first.objects[:marked]
        found = [*found[: carrier + 1], *found[carrier + 2 :]] if play_me else found
    elif len(prefixes) != 1 or prefixes[0] not in _AS_AN_ADDITIONAL_COST:
        return None
    if len(found) != 1 and not _all_of(found) and not _one_of(found):
        raise NotCompiled(
            Construct.ADDITIONAL_COST, "an additional cost of several clauses not compiled"
        )
    first = found[0]
    auxiliaries = [a.text.casefold() for a in first.auxiliaries]
    first.auxiliaries = []
    if auxiliaries not in ([], ["may"]):
        raise NotCompiled(
            Construct.ADDITIONAL_COST, f"{' '.join(auxiliaries)!r} additional cost not compiled"
        )
    # "discard 1 and pay [1]": each part of it, all paid or none (a cost is paid whole, 376)
    parts = [verbs.action(clause) for clause in found]
    cost: Action = parts[0] if len(parts) == 1 else Sequence(*parts)
    if len(parts) > 1 and _one_of(found):  # "spend 2 XP or discard 1": one of them, payable
        cost = Either(tuple(parts), labels=tuple(quote(*_nodes(c)) for c in found), cost=True)
    then, less, optional = None, 0, auxiliaries == ["may"]
    after = _read_sentences(sentences[1:]) or []  # (none where they do not read)
    if_you_do = (
        bool(after)
        and after[0].conditions == (_IF_YOU_DO,)
        and after[0].bare("instructions", "conditions")
    )
    done = after[0].instructions if if_you_do and len(after) == 1 else ()
    if done in _THEN:
        then = _THEN[done]  # "If you do, I enter ready." (as [Accelerate] does, 805.1.a)
    elif (reduced := _reduced(done)) is not None:
        less = reduced  # "If you do, I cost [3] less.", "… reduce my cost by [2].": a discount
    elif if_you_do and optional:
        paid = AdditionalCost(cost, text=quote(sentences[0]), only_if=only_if)
        return [paid], [_if_paid(sentences[1:])]
    elif sentences[1:]:
        raise NotCompiled(
            Construct.ADDITIONAL_COST,
            f"{quote(*sentences[1:]).casefold()!r} after an additional cost not compiled",
        )
    if only_if is not None and not optional:
        raise NotCompiled(
            Construct.ADDITIONAL_COST, "a mandatory additional cost under a condition not compiled"
        )
    made = AdditionalCost(cost, optional, then, text=quote(label), less=less, only_if=only_if)
    return [made], []


def _all_of(found: list[Clause]) -> bool:
    """Are the clauses of an additional cost one list of costs, all to be paid ("discard 1
    and pay [1]", "recycle 2 cards from your trash and exhaust a friendly gear": the later ones
    joined by "and", a comma before it at most, with no subject or auxiliary of their own)?"""
    joints = [LEXICON["joints"].get(c.joint.casefold().strip()) for c in found[1:]]
    if not joints or joints[-1] != "and" or any(j not in (",", "and") for j in joints):
        return False
    return all(not c.subject and not c.auxiliaries for c in found[1:])


def _one_of(found: list[Clause]) -> bool:
    """Are the clauses of an additional cost costs to choose from, one to be paid ("spend 2 XP
    or discard 1": the last joined by "or", a comma before the others, none with a subject or
    an auxiliary of its own)?"""
    joints = [LEXICON["joints"].get(c.joint.casefold().strip()) for c in found[1:]]
    if not joints or joints[-1] != "or" or any(j not in (",", "or") for j in joints):
        return False
    return all(not c.subject and not c.auxiliaries for c in found[1:])


def _if_paid(sentences: list[ast.Sentence]) -> Action:
    """ "If you do, draw 2. Otherwise, draw 1." after an optional additional cost: "if you
    paid it" (356.4.f.1), the instructions of the spell."""
    built = compiler._instructions(sentences, skip_trigger=False)
    if not isinstance(built, If) or built.condition != Did():
        raise NotCompiled(
            Construct.ADDITIONAL_COST, "instructions after an additional cost not compiled"
        )
    return If(PaidAdditional(), built.then, built.otherwise)


_IF_YOU_DO = IRCondition(kind=ConditionKind.IF, test=(Instruction(verb=Verb.DO, subject=(_YOU,)),))
# "As you play me,", "As you play this,"
_AS_YOU_PLAY_ME = tuple(
    IRCondition(
        kind=ConditionKind.AS,
        test=(Instruction(verb=Verb.PLAY, subject=(_YOU,), objects=(me,)),),
    )
    for me in (_SELF, NounPhrase(reference="this"))
)
# "As an additional cost to play me,", "… to play this,"
_AS_AN_ADDITIONAL_COST = tuple(
    IRCondition(
        kind=ConditionKind.AS,
        test=(
            Instruction(
                verb=Verb.PLAY,
                subject=(
                    NounPhrase(quantifier="a", attributes=("cost",), qualities=("additional",)),
                    Prepositional(preposition="to"),
                ),
                objects=(me,),
            ),
        ),
    )
    for me in (_SELF, NounPhrase(reference="this"))
)
# what paying an optional additional cost does, after "If you do,"
_THEN = {
    # "I enter ready." (as [Accelerate] does, 805.1.a)
    (Instruction(verb=Verb.ENTER, subject=(_SELF,)), Instruction(verb=Verb.READY)): "ready",
    # "ignore this spell's cost." (356.1.b)
    (
        Instruction(verb=Verb.IGNORE, objects=(NounPhrase(reference="this", of=("spell",)),)),
        Instruction(verb=Verb.COST),
    ): "free",
}


def _reduced(said: tuple[Instruction, ...]) -> int | None:
    """ "I cost [3] less.", "Reduce my cost by [2].": the Energy paying it takes off."""
    match said:
        case (
            Instruction(
                verb=Verb.COST,
                subject=(NounPhrase(reference="self"),),
                objects=(Amount(resources=Resources(energy=less, power=())), Adverb(word="less")),
            ) as one,
        ) if one.bare("verb", "subject", "objects"):
            return less
        case (
            Instruction(
                verb=Verb.REDUCE,
                objects=(
                    NounPhrase(possessor="me", attributes=("cost",)) as mine,
                    Prepositional(preposition="by", object=None),
                    Amount(resources=Resources(energy=less, power=())),
                ),
            ) as one,
        ) if one.bare("verb", "objects") and mine.bare("possessor", "attributes"):
            return less
    return None


def _kind(condition: IRCondition | None) -> ConditionKind | None:
    return condition.kind if condition is not None else None


def _read_sentences(sentences: list[ast.Sentence]) -> list[IRSentence] | None:
    try:
        return [read_sentence(s) for s in sentences]
    except IRError:
        return None
