"""Restrictions an effect creates for a while, read from the semantic IR (:mod:`riftrules.ir`):
"It can't be chosen by enemy spells and abilities this turn." (757), and a permanent's own:
"Opponents can't gain points." (054: "can't" beats "can"). What cannot happen comes
from the fields of the instruction's complements (a state, a preposition and the noun phrases
it governs, a duration), never from printed words.

:func:`forbidding` reads a run's clauses as one restriction an effect creates, :func:`barring`
a static ability's; each gives None for any other run.
"""

from __future__ import annotations

from riftrules.effects.trigger_events import ORDINALS
from riftrules.engine import OPPONENTS, BeforeTheirTurn, Forbid, It, Restriction, Self
from riftrules.engine.actions import Action
from riftrules.engine.selectors import Selector
from riftrules.ir import IRError
from riftrules.ir.clauses import Clause
from riftrules.ir.nodes import Duration, Instruction, NounPhrase, Prepositional, Verb
from riftrules.ir.reader import read_instruction

# what "can't be <state> by <whom>" forbids: (state, preposition, controller, kinds said) ->
# the Restriction's ``what``; "chosen by enemy spells and abilities": untargetable (757)
_FORBIDDEN = {("chosen", "by", "enemy", frozenset({"spell", "ability"})): "chosen"}
_SUBJECTS: dict[str, type[Selector]] = {"it": It, "they": It, "self": Self}
_DURATIONS = {"turn"}  # "this turn": until it ends (317.2.c)
# what can't be done: (verb, the quantity its object names) -> the Restriction's ``what``
_CANT = {
    (Verb.GAIN, "point"): "gain_point",  # players: no point gained (431)
    (Verb.TAKE, "damage"): "damage",  # a unit: none dealt to it (465.2.c.10)
}
# what "can't be <participle> <quantity>" forbids: "I can't be dealt damage" (465.2.c.10)
_CANT_BE = {(Verb.DEAL, "damage"): "damage"}
_PLAYERS = {"opponent": OPPONENTS}  # the players a subject's kind names
_NEGATIONS = {("can't",), ("don't",)}


def barring(found: list[Clause], text: str) -> list[Restriction] | None:
    """ "Opponents can't gain points.", "I don't take damage.": a :class:`Restriction` of
    those players (or of me) while the ability is active; None for another run."""
    if len(found) == 2:  # "I can't be dealt damage.": the passive, two instructions
        try:
            first, done = (read_instruction(clause) for clause in found)
        except IRError:
            return None
        barred = cant_be(first, done)
        if barred is None or first.subject != (NounPhrase(reference="self"),):
            return None
        return [Restriction(barred, Self(), text=text)]
    if len(found) != 1:
        return None
    try:
        said = read_instruction(found[0])
    except IRError:
        return None
    if said.modal in _NEGATIONS and said.verb is Verb.SCORE:
        return _barred_scoring(said, text)
    if said.modal not in _NEGATIONS or len(said.subject) != 1 or len(said.objects) != 1:
        return None
    who, what = said.subject[0], said.objects[0]
    if not isinstance(who, NounPhrase) or not isinstance(what, NounPhrase):
        return None
    if len(what.quantities) != 1 or what != NounPhrase(quantities=what.quantities):
        return None
    affects: Selector | None = None
    if who == NounPhrase(reference="self"):
        affects = Self()
    elif len(who.kinds) == 1 and who == NounPhrase(kinds=who.kinds):
        affects = _PLAYERS.get(who.kinds[0])
    barred = _CANT.get((said.verb, what.quantities[0])) if said.verb else None
    if affects is None or barred is None:
        return None
    return [Restriction(barred, affects, text=text)]


def cant_be(be: Instruction, done: Instruction) -> str | None:
    """ "can't be dealt damage" (the IR: "be" with "can't", then the participle as an
    instruction in the past with its object): the Restriction's ``what``; None for another
    pair. The subject is the caller's (the first instruction's, or one before it)."""
    if be.verb is not Verb.BE or be.modal != ("can't",) or be.objects:
        return None
    if not done.past or done.subject or done.modal or done.joint or len(done.objects) != 1:
        return None
    what = done.objects[0]
    if not isinstance(what, NounPhrase) or len(what.quantities) != 1:
        return None
    if what != NounPhrase(quantities=what.quantities) or done.verb is None:
        return None
    return _CANT_BE.get((done.verb, what.quantities[0]))


def _barred_scoring(said: Instruction, text: str) -> list[Restriction] | None:
    """ "Players can't score here until their third turn.": a battlefield's own restriction
    "score.here" of the players who have not begun that turn yet; None for another one."""
    if said.subject != (NounPhrase(kinds=("player",)),) or len(said.objects) != 2:
        return None
    here, until = said.objects
    if here != NounPhrase(reference="here") or not isinstance(until, Prepositional):
        return None
    turn = until.object
    if until.preposition != "until" or not isinstance(turn, NounPhrase):
        return None
    if len(turn.ordinals) != 1 or turn != NounPhrase(
        possessor="their", times=("turn",), ordinals=turn.ordinals
    ):
        return None
    nth = ORDINALS.get(turn.ordinals[0])
    return [Restriction("score.here", BeforeTheirTurn(nth), text=text)] if nth else None


def forbidding(found: list[Clause]) -> Action | None:
    """ "It can't be chosen by enemy spells and abilities this turn.": :class:`Forbid` for
    the permanents the subject names, until the end of the turn; None for another run."""
    if not found or not any(w.kind == "AUX" for w in found[0].auxiliaries):
        return None
    try:
        first, *rest = [read_instruction(clause) for clause in found]
    except IRError:
        return None
    if first.verb is not Verb.BE or first.modal != ("can't",) or len(first.subject) != 1:
        return None
    subject = first.subject[0]
    if not isinstance(subject, NounPhrase) or subject.reference not in _SUBJECTS:
        return None
    if any(i.verb is not Verb.BE or i.subject or i.modal or i.joint != "and" for i in rest):
        return None  # "… spells and abilities": one clause more, its verb elided
    objects = [o for i in (first, *rest) for o in i.objects]
    durations = [o for o in objects if isinstance(o, Duration)]
    if len(durations) != 1 or durations[0].until not in _DURATIONS or objects[-1] != durations[0]:
        return None
    what = _what(objects[:-1])
    if what is None:
        return None
    return Forbid(what, _SUBJECTS[subject.reference]())


def _what(objects: list[object]) -> str | None:
    """The Restriction ``what`` of "chosen by enemy spells" + "abilities" (a state, then a
    preposition governing noun phrases of one controller)."""
    if len(objects) < 2 or not isinstance(state := objects[0], NounPhrase):
        return None
    if len(state.states) != 1 or state.kinds or state.reference:
        return None
    by = objects[1]
    if not isinstance(by, Prepositional) or not isinstance(by.object, NounPhrase):
        return None
    whom = [by.object, *objects[2:]]
    if not all(isinstance(n, NounPhrase) for n in whom):
        return None
    controllers = {n.controller for n in whom if isinstance(n, NounPhrase)} - {None}
    kinds = frozenset(k for n in whom if isinstance(n, NounPhrase) for k in n.kinds)
    if len(controllers) != 1 or by.object.controller is None:
        return None
    return _FORBIDDEN.get((state.states[0], by.preposition, controllers.pop(), kinds))
