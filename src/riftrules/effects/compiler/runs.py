"""A run of clauses -> one action (:func:`_run`): the verbs in order, "either … or …", the units
among those banished up to a Might."""

from __future__ import annotations

import dataclasses
from collections.abc import Callable
from typing import TypeGuard

from riftrules.cardtext import ast
from riftrules.cardtext.printer import quote
from riftrules.effects import (
    compiler,
    conditions,
    cost_modifiers,
    halves,
    looked_at,
    relative_states,
)
from riftrules.effects.delays import at_end_of_turn
from riftrules.effects.durations import fronted
from riftrules.effects.each_players_own import EACH_PLAYER, each_players_own, says_that_many
from riftrules.effects.play_costs import merge_costing
from riftrules.effects.refusals import Construct, NotCompiled
from riftrules.effects.restrictions import forbidding
from riftrules.effects.static_rules import cant_move_it_this_turn
from riftrules.effects.statics import entering_this_turn
from riftrules.effects.verbs import action
from riftrules.effects.verbs.cards import phrases
from riftrules.effects.verbs.might import base_might_becomes, has_quoted
from riftrules.effects.verbs.playing import (
    counter_unless,
    spell_costing,
    unless_has_you,
)
from riftrules.engine import (
    CONTROLLER,
    KILLED,
    Acting,
    ActivateEffects,
    Cards,
    Choose,
    Deal,
    Destination,
    DiscardCards,
    Either,
    Give,
    If,
    It,
    LocationOf,
    May,
    Move,
    OwnerOf,
    Play,
    Players,
    Purpose,
    Recycle,
    Remember,
    Remembered,
    Reorder,
    Self,
    Sequence,
    That,
    TheChosen,
)
from riftrules.engine.actions import Action
from riftrules.engine.events import EventKind
from riftrules.engine.names import Zone
from riftrules.engine.selectors import Selector
from riftrules.ir.clauses import Clause, clauses
from riftrules.ir.nodes import NounPhrase as IRNounPhrase
from riftrules.ir.nodes import Verb as IRVerb
from riftrules.ir.nodes import (
    in_order,
)


def _run(run: ast.Run) -> Action:
    said_ir = conditions.instructions(run)
    if compiler._starting_with_next(said_ir):
        return compiler._starting_next(run)
    if compiler._you_and_each(said_ir):
        return compiler._you_and_each_opponent(run)
    if said_ir == compiler._CONQUER_EFFECTS_HERE:
        return ActivateEffects(EventKind.CONQUER, LocationOf(Self()))  # 383.4.g
    if said_ir == compiler._MOVED_WITH_IT:
        return May(Move(Self(), to=Destination.WITH_IT))
    last = run.parts[-1] if run.parts else None
    if last is not None and compiler._at_next_main(last):
        return compiler._at_next_main_phase(run)
    rest = looked_at.those_not_taken(said_ir)
    if rest is not None:  # "Draw any you didn't banish."
        return rest
    if looked_at.one_or_both(said_ir) == IRVerb.RECYCLE:  # "You may recycle one or both of
        chosen = Choose(Cards(zone=Zone.MAIN_DECK), count=2, up_to=True, prompt="recycle")
        modal = said_ir[0].modal if said_ir else ()
        return May(Recycle(chosen)) if modal == ("may",) else Recycle(chosen)  # them."
    if looked_at.put_back_in_any_order(said_ir):  # "Put those you don't back in any order."
        return Reorder(Cards(zone=Zone.MAIN_DECK, besides=It()))
    if (cut := compiler._you_may_do_this(run, said_ir)) is not None:
        # "Then you may do this: Empower it.": the instructions after "do this:", optional
        return May(_run(ast.Run(parts=run.parts[cut + 1 :])))
    later = at_end_of_turn(run, _run)  # "Disempower it at end of turn."
    if later is not None:
        return later
    each = compiler._for_each_fronted(run)  # "For each friendly unit, you may spend its buff …"
    if each is not None:
        return each
    held = cant_move_it_this_turn(run, text=quote(run))  # "They can't move it this turn."
    if held is not None:
        return held
    # "the next spell you play this turn costs …": cost_modifiers still reads the run's words
    made = cost_modifiers.instruction(run)
    if made is not None:
        return made
    found = fronted(clauses(run))  # "This turn, double a unit's Might …"
    if found and found[0].lemma == "enter":  # "Friendly units enter ready this turn."
        return entering_this_turn(found, text=quote(run))
    if (forbidden := forbidding(found)) is not None:  # "It can't be chosen … this turn."
        return forbidden
    steps: list[Action] = []
    purpose = False  # "you may pay [1] to draw 1": the clause after "to" needs the one before
    who: Selector = CONTROLLER
    before: Clause | None = None  # the clause the last step was built from
    late_they = False
    found = compiler._shared(phrases(spell_costing(merge_costing(found))))
    found, unpaid = compiler._without_paying(compiler._costs_go_on(found))
    found, swaps = compiler._swaps(found)
    found, bounds = _might_than_killed(found)
    found, narrowed = relative_states.that_is(found)  # "an enemy unit that's alone at …"
    if (countered := counter_unless(found)) is not None:  # "… unless its controller pays [2]"
        return countered
    if (either := unless_has_you(found)) is not None:  # "… unless its controller has you …"
        return either
    if (conditional := compiler._and_if(run)) is not None:  # "… to base and if I'm [Empowered], …"
        return conditional
    condition = next((c for c in found[1:] if c.joint == "if"), None)
    if condition is not None:
        # "Give me +2 [M] this turn if there is a ready enemy unit here.", "Counter a spell if
        # an opponent has played another spell this turn.": the rest of the run is the condition
        cut = compiler._last_joint(run, ["IF"])
        test = conditions.joined(conditions.instructions(run), "if")
        if test is None and (bounded := compiler._outmighted_there(run, cut)) is not None:
            return bounded  # "Move me to … battlefield if my Might is greater than …"
        if test is None:
            compiler._unread_condition(*run.parts[cut:])  # "if …"
        body = _run(ast.Run(parts=run.parts[:cut]))
        before = found[found.index(condition) - 1]
        if "then" in before.joint.split() and isinstance(body, Sequence):
            # "Give a friendly unit +1 [M] this turn, then an additional +1 [M] this turn if
            # …": the condition is the last instruction's, after "then"
            return Sequence(*body.steps[:-1], If(test, body.steps[-1]))
        target = getattr(body, "target", None)
        if compiler._finds(test, lambda v: isinstance(v, That)) and isinstance(target, Choose):
            # "Counter a spell if … another spell …": the spell is chosen first, then the
            # condition is checked about it
            return Sequence(
                Remember("chosen", target), If(test, dataclasses.replace(body, target=It()))
            )
        return If(test, body)
    for clause in found:
        if clause.joint == "or" and steps and not purpose and before is not None:
            # "Draw 1 or channel 1 rune exhausted.", "you may draw 1 or buff me"
            steps[-1] = _either(steps[-1], before, clause, who)
            continue
        if not in_order(clause.joint):
            raise NotCompiled(
                Construct.CLAUSE_JOIN, f"clauses joined by {clause.joint!r} not compiled"
            )
        # "Each player discards their hand, then draws 4.": a clause with no subject keeps
        # the one before (an elided clause, "and 1 to …", also reuses the verb)
        if (given := has_quoted(clause)) is not None:  # 'This turn, that unit has "…"'
            steps.append(given)
            before = clause
            continue
        if (based := base_might_becomes(clause)) is not None:  # "Its base Might becomes 5 …"
            steps.append(based)
            before = clause
            continue
        if clause.subject:
            who = compiler._subject(clause.subject)
            # "Choose a card from it, and they discard …": "they" is no longer what "it" is
            late_they = isinstance(who, It) and bool(steps)
        elided = not clause.subject and isinstance(who, It) and bool(steps)
        if elided and late_they:
            raise NotCompiled(
                Construct.REFERENCE, "'they' after another instruction in its sentence not compiled"
            )
        if elided and not (steps and isinstance(steps[-1], Remember) and steps[-1].name == THEY):
            # "They discard that card and draw 1": "they" is who it was in the first clause,
            # not what that clause affected (set aside before it, for the clauses after it)
            they: Selector = It()
            if steps[-1] == DiscardCards(That()):  # "they discard that card and draw 1": the
                they = OwnerOf(That())  # card's owner, from whose hand it is discarded (422.1)
            steps.insert(len(steps) - 1, Remember(THEY, they))
            who = Remembered(THEY)
        if id(clause) in unpaid:  # "… play a spell … without paying its Energy cost"
            steps[-1] = compiler._ignoring(steps[-1] if steps else None, unpaid[id(clause)], clause)
            continue
        complements = compiler._objects_ir(clause.objects)
        if who == Players() and not clause.subject and steps and says_that_many(complements):
            # "Each player discards their hand, then draws that many cards.": each their own
            steps[-1] = each_players_own(steps[-1], action(clause, EACH_PLAYER))
            before = clause
            continue
        ignored = compiler._cost_ignored(complements)
        if clause.lemma == "ignore" and ignored and clause.joint == ",":
            # "… plays it to their base, ignoring its cost." (356.1.b)
            steps[-1] = compiler._ignoring(steps[-1] if steps else None, ignored, clause)
            continue
        reducing = compiler._reduced_by(complements)
        if clause.lemma == "reduce" and reducing and clause.joint == "," and not clause.subject:
            # "… then play it, reducing its cost by [2]." (356.4.a)
            steps[-1] = compiler._reducing(steps[-1] if steps else None, reducing)
            continue
        if (rounding := halves.rounding_of(complements)) is not None and clause.joint == ",":
            # "… equal to half the number of cards in your trash, rounded up."
            done = steps[-1] if steps else None
            if not compiler._finds(done, lambda v: isinstance(v, halves.Halved)):
                raise halves.unrounded(rounding)
            steps[-1] = compiler._rewrite(done, lambda v: halves.rounded(v, rounding))
            continue
        floor = compiler.floor_of(clause.objects)
        if floor and steps and isinstance(steps[-1], Give) and clause.joint == ",":
            # "Give a unit -4 [M] this turn, to a minimum of 1 [M]."
            steps[-1] = dataclasses.replace(steps[-1], floor=floor)
            continue
        ends_in_to = bool(clause.objects) and compiler._is_to(clause.objects[-1])
        if ends_in_to:
            clause.objects = clause.objects[:-1]
        built = swaps[id(clause)] if id(clause) in swaps else action(clause, who)
        if id(clause) in bounds:  # "… a unit from among them that has Might up to 1 more …"
            built = compiler._rewrite(built, bounds[id(clause)])
        if id(clause) in narrowed:  # "Kill an enemy unit that's alone at a battlefield."
            rewritten = compiler._rewrite(built, narrowed[id(clause)])
            if relative_states.groups(built) != 1 or rewritten == built:
                raise NotCompiled(
                    Construct.CLAUSE_PART, "'that's …' after no one group of permanents"
                )
            built = rewritten
        if clause.subject and isinstance(who, It) and isinstance(built, Deal):
            built = Acting(built)  # "It deals … to an enemy unit. Then … from it": the subject
        if clause.subject and isinstance(who, It) and _plays_the_chosen(built):
            # "You may choose a unit from it. They play that unit …": they who own it (the
            # hand it was chosen from), not what the choice affected
            built = dataclasses.replace(built, who=OwnerOf(built.target))
        if (
            late_they
            and isinstance(who, It)
            and compiler._finds(built, lambda v: isinstance(v, It))
        ):
            raise NotCompiled(
                Construct.REFERENCE, "'they' after another instruction in its sentence not compiled"
            )
        if purpose:  # the clause before is what is paid for this one
            steps[-1] = Purpose(steps[-1], compiler._played_for(steps[-1], built))
        elif compiler._after_purpose(
            steps, clause
        ):  # "… exhaust me to draw 1, then put …": if paid
            before = steps[-1]
            assert isinstance(before, Purpose)
            steps[-1] = Purpose(before.cost, Sequence(before.effect, built))
        elif compiler._in_may(steps, clause):  # "you may kill a gear and draw 1": both or neither
            before = steps[-1]
            assert isinstance(before, May)
            done = before.action.steps if isinstance(before.action, Sequence) else (before.action,)
            steps[-1] = dataclasses.replace(before, action=Sequence(*done, built))
        else:
            steps.append(built)
        before = clause
        purpose = ends_in_to
    if not steps:
        raise NotCompiled(Construct.CLAUSE_PART, "a run with no verb")
    if compiler._finds(tuple(steps), lambda v: isinstance(v, halves.Halved)):
        raise halves.never_rounded()  # "half the number of …" and no rounding said
    return steps[0] if len(steps) == 1 else Sequence(*steps)


THEY = "they"  # memory: the players a "they" named, for a clause that leaves it out


def _plays_the_chosen(built: Action) -> TypeGuard[Play]:
    """Is ``built`` "they play that unit": the one card of a type this effect chose?"""
    return isinstance(built, Play) and isinstance(built.target, TheChosen) and built.who == It()


def _might_than_killed(
    found: list[Clause],
) -> tuple[list[Clause], dict[int, Callable[[object], object | None]]]:
    """ "You may banish a unit from among them that has Might up to 1 more than the killed
    unit …": the relative clause after "that" (read from the IR) narrows the cards of the
    clause before it to those with Might at most the killed unit's (as it died, 428.1.a.1.b)
    plus that much; the clauses without it, and for each narrowed clause the rewrite of its
    cards."""
    kept: list[Clause] = []
    bounds: dict[int, Callable[[object], object | None]] = {}
    for clause in found:
        before = kept[-1] if kept else None
        if before is None or clause.joint or clause.subject or clause.verb is None:
            kept.append(clause)
            continue
        that = before.objects[-1:] if before.objects else []
        said = conditions.instructions(ast.Run(parts=tuple(that)))
        if not said or said[0].subject != (IRNounPhrase(reference="that"),) or said[0].verb:
            kept.append(clause)
            continue
        more = looked_at.might_more_than_killed(
            conditions.instructions(ast.Run(parts=(clause.verb, *clause.objects)))
        )
        if more is None:
            kept.append(clause)
            continue
        before.objects = before.objects[:-1]

        def narrowed(value: object, more: int = more) -> object | None:
            if isinstance(value, Cards):
                return dataclasses.replace(value, most_might_of=Remembered(KILLED), more=more)
            return None

        bounds[id(before)] = narrowed
    return kept, bounds


def _either(step: Action, first: Clause, second: Clause, who: Selector) -> Action:
    """ "A or B": one of the two, chosen (a "you may" before A reaches over both)."""
    if second.subject or second.auxiliaries:
        raise NotCompiled(
            Construct.CLAUSE_JOIN, "'or' between clauses with subjects of their own not compiled"
        )
    may = step if isinstance(step, May) else None
    one = may.action if may is not None else step
    # each option's label: its verb and complements as the card says them ("channel 1 rune
    # exhausted"), which the player's choice names
    said = [[*([c.verb] if c.verb is not None else []), *c.objects] for c in (first, second)]
    either = Either((one, action(second, who)), labels=tuple(quote(*s) for s in said))
    return dataclasses.replace(may, action=either) if may is not None else either
