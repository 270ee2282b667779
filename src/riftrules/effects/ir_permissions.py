"""Where units may be played, read from the semantic IR (:mod:`riftrules.ir`): "I can be
played to an occupied battlefield if an enemy unit is alone there." (355.2.b: a permission the
card gives). The place comes from the fields of the instructions (a battlefield's state, the
unit that is alone there), never from printed words.
"""

from __future__ import annotations

from riftrules.cardtext import ast
from riftrules.engine import GrantedPlayTo, PlayTo
from riftrules.engine.abilities import Ability
from riftrules.ir.nodes import Adverb, Instruction, NounPhrase, Prepositional, Verb

_OCCUPIED = NounPhrase(quantifier="a", kinds=("battlefield",), states=("occupied",))
_ENEMY_UNIT = NounPhrase(quantifier="a", controller="enemy", kinds=("unit",))


def play_to(effect: ast.Effect, text: str) -> list[Ability] | None:
    """ "I can be played to an occupied battlefield if an enemy unit is alone there." (the
    card itself: :class:`PlayTo`), "Friendly units can be played to …" (units its controller
    and allies play: :class:`GrantedPlayTo`); None for other text."""
    from riftrules.ir import IRError
    from riftrules.ir.reader import read_sentence

    sentences = [p for p in effect.parts if isinstance(p, ast.Sentence)]
    if len(sentences) != 1 or len(effect.parts) != 1:
        return None
    try:
        said = read_sentence(sentences[0])
    except IRError:
        return None
    if said.conditions or said.triggers or len(said.instructions) != 3:
        return None
    can, played, alone = said.instructions
    if not (_can_be(can) and _to_occupied(played) and _enemy_alone_there(alone)):
        return None
    if can.subject == (NounPhrase(reference="self"),):
        return [PlayTo("enemy_alone", text=text)]
    if can.subject == (NounPhrase(controller="friendly", kinds=("unit",)),):
        return [GrantedPlayTo("enemy_alone", text=text)]
    return None


def _can_be(said: Instruction) -> bool:
    return said.verb is Verb.BE and said.modal == ("can",) and not said.objects


def _to_occupied(said: Instruction) -> bool:
    to = Prepositional(preposition="to", object=_OCCUPIED)
    return said.verb is Verb.PLAY and not said.subject and said.objects == (to,)


def _enemy_alone_there(said: Instruction) -> bool:
    there = (Adverb(word="alone"), NounPhrase(reference="there"))
    return said.verb is Verb.BE and said.subject == (_ENEMY_UNIT,) and said.objects == there
