"""Restrictions an effect creates for a while, read from the semantic IR (:mod:`riftrules.ir`):
"It can't be chosen by enemy spells and abilities this turn." (757), and a permanent's own:
"Opponents can't gain points." (054: "can't" beats "can"). What cannot happen comes
from the fields of the instruction's complements (a state, a preposition and the noun phrases
it governs, a duration), never from printed words.

:func:`forbidding` reads a run's clauses as one restriction an effect creates, :func:`barring`
a static ability's; each gives None for any other run.
"""

from __future__ import annotations

from riftrules.effects.clauses import Clause
from riftrules.engine import OPPONENTS, Forbid, It, Restriction, Self
from riftrules.engine.actions import Action
from riftrules.engine.selectors import Selector
from riftrules.ir import IRError
from riftrules.ir.nodes import Duration, NounPhrase, Prepositional, Verb

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
_PLAYERS = {"opponent": OPPONENTS}  # the players a subject's kind names
_NEGATIONS = {("can't",), ("don't",)}


def barring(found: list[Clause], text: str) -> list[Restriction] | None:
    """ "Opponents can't gain points.", "I don't take damage.": a :class:`Restriction` of
    those players (or of me) while the ability is active; None for another run."""
    from riftrules.ir.reader import read_instruction

    if len(found) != 1:
        return None
    try:
        said = read_instruction(found[0])
    except IRError:
        return None
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


def forbidding(found: list[Clause]) -> Action | None:
    """ "It can't be chosen by enemy spells and abilities this turn.": :class:`Forbid` for
    the permanents the subject names, until the end of the turn; None for another run."""
    from riftrules.ir.reader import read_instruction

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
