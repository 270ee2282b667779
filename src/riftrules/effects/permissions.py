"""Where units may be played or moved, read from the semantic IR (:mod:`riftrules.ir`): "I can
be played to an occupied battlefield if an enemy unit is alone there." (355.2.b: a permission
the card gives), a battlefield's "Units can move here from anywhere." (144.4, 002), "I can
[Ambush] to a battlefield where there are enemy units, even if you don't have units there."
(822.1.b widened: :class:`~riftrules.engine.AmbushTo`). The place
comes from the fields of the instructions (a battlefield's state, the unit that is alone there,
where a move is from), never from printed words.
"""

from __future__ import annotations

from riftrules.cardtext import ast
from riftrules.cardtext.printer import quote
from riftrules.engine import AmbushTo, GrantedPlayTo, MoveHere, PlayTo
from riftrules.engine.abilities import Ability
from riftrules.ir.nodes import Adverb, Instruction, NounPhrase, Prepositional, Verb
from riftrules.ir.reader import sentence_or_none

# "Units can move here from anywhere."
_MOVE_HERE = Instruction(
    verb=Verb.MOVE,
    subject=(NounPhrase(kinds=("unit",)),),
    modal=("can",),
    objects=(
        NounPhrase(reference="here"),
        Prepositional(preposition="from", object=NounPhrase(reference="anywhere")),
    ),
)
# "I can [Ambush] to a battlefield where there are enemy units, even if you don't have units
# there.": the battlefield, where there are enemy units, and the concession that none of yours
# need be there
_AMBUSH_WHERE_ENEMY_UNITS = (
    Instruction(
        verb=Verb.AMBUSH,
        subject=(NounPhrase(reference="self"),),
        modal=("can",),
        objects=(
            Prepositional(
                preposition="to", object=NounPhrase(quantifier="a", kinds=("battlefield",))
            ),
        ),
    ),
    Instruction(
        verb=Verb.BE,
        joint="where",
        subject=(NounPhrase(reference="there"),),
        objects=(NounPhrase(controller="enemy", kinds=("unit",)),),
    ),
    Instruction(verb=Verb.BE, joint=",", objects=(Adverb(word="even"),)),
    Instruction(
        verb=Verb.HAVE,
        joint="if",
        subject=(NounPhrase(reference="you"),),
        modal=("don't",),
        negated=True,
        objects=(NounPhrase(kinds=("unit",), location=NounPhrase(reference="there")),),
    ),
)
_OCCUPIED = NounPhrase(quantifier="a", kinds=("battlefield",), states=("occupied",))
_ENEMY_UNIT = NounPhrase(quantifier="a", controller="enemy", kinds=("unit",))


def permission(effect: ast.Effect) -> list[Ability] | None:
    """ "I can be played to an occupied battlefield if an enemy unit is alone there." (the
    card itself: :class:`PlayTo`), "Friendly units can be played to …" (units its controller
    and allies play: :class:`GrantedPlayTo`), "Units can move here from anywhere."
    (:class:`MoveHere`), each labelled with the card's text; None for other text."""
    sentences = [p for p in effect.parts if isinstance(p, ast.Sentence)]
    if len(sentences) != 1 or len(effect.parts) != 1:
        return None
    said = sentence_or_none(sentences[0])
    if said is None:
        return None
    if said.conditions or said.triggers:
        return None
    if said.instructions == (_MOVE_HERE,):
        return [MoveHere(text=quote(effect))]  # a battlefield's: "here" is where it is
    if said.instructions == _AMBUSH_WHERE_ENEMY_UNITS:
        # "I can [Ambush] to … where there are enemy units"
        return [AmbushTo("enemy", text=quote(effect))]
    if len(said.instructions) != 3:
        return None
    can, played, alone = said.instructions
    if not (_can_be(can) and _to_occupied(played) and _enemy_alone_there(alone)):
        return None
    if can.subject == (NounPhrase(reference="self"),):
        return [PlayTo("enemy_alone", text=quote(effect))]
    if can.subject == (NounPhrase(controller="friendly", kinds=("unit",)),):
        return [GrantedPlayTo("enemy_alone", text=quote(effect))]
    return None


def _can_be(said: Instruction) -> bool:
    return said.verb is Verb.BE and said.modal == ("can",) and not said.objects


def _to_occupied(said: Instruction) -> bool:
    to = Prepositional(preposition="to", object=_OCCUPIED)
    return said.verb is Verb.PLAY and not said.subject and said.objects == (to,)


def _enemy_alone_there(said: Instruction) -> bool:
    there = (Adverb(word="alone"), NounPhrase(reference="there"))
    return said.verb is Verb.BE and said.subject == (_ENEMY_UNIT,) and said.objects == there
