"""Static abilities read from the semantic IR (:mod:`riftrules.ir`), where the readings of
:mod:`.statics` do not know the text: the meaning comes from the fields of the IR's nodes (the
verb, its modal, its subject's noun phrase and its prepositional phrases), never from printed
words.

- "I can't move to base.", "Units can't move to base.", "Units can't move from here to base.":
  a :class:`~riftrules.engine.Restriction` "move.base" on the units the subject names (at the
  source's battlefield when it says "from here"), read by the engine's moves (420; can't beats
  can, 054).
"""

from __future__ import annotations

from riftrules.cardtext.nodes import Node
from riftrules.engine import Ability, Permanents, Restriction, Self
from riftrules.engine.selectors import Selector
from riftrules.ir.nodes import Instruction, NounPhrase, Prepositional, Static, Verb

_CANT = ("can't",)


def from_ir(body: Node, card_type: str | None, text: str) -> list[Ability] | None:
    """The abilities of a permanent's static text ``body`` (an effect node of the tree), read
    from its IR; None where this module has no reading for it."""
    from riftrules.ir import IRError
    from riftrules.ir.reader import read_effect

    try:
        ability = read_effect(body, card_type)
    except IRError:
        return None
    if not isinstance(ability, Static) or len(ability.effect.sentences) != 1:
        return None
    sentence = ability.effect.sentences[0]
    if sentence.triggers or sentence.conditions or sentence.quoted is not None:
        return None
    if len(sentence.instructions) != 1:
        return None
    instruction = sentence.instructions[0]
    if instruction.verb is Verb.MOVE and instruction.negated and instruction.modal == _CANT:
        return _cant_move_to_base(instruction, text)
    return None


def _cant_move_to_base(instruction: Instruction, text: str) -> list[Ability] | None:
    """ "[Units] can't move [from here] to base.": the units named, where they are when they
    would move (``at="here"``: the source's battlefield)."""
    places = list(instruction.objects)
    if not places or not _is_base(places.pop()):
        return None
    here = False
    if places:
        origin = places.pop()
        if places or not _is_here(origin):
            return None
        here = True
    if len(instruction.subject) != 1 or not isinstance(instruction.subject[0], NounPhrase):
        return None
    affects = _units(instruction.subject[0], here)
    if affects is None:
        return None
    return [Restriction("move.base", affects, text=text)]


def _units(subject: NounPhrase, here: bool) -> Selector | None:
    """ "I" (the source itself), "Units" (every unit, whoever controls it)."""
    if subject == NounPhrase(reference="self") and not here:
        return Self()
    if subject == NounPhrase(kinds=("unit",)):
        return Permanents(type="Unit", at="here") if here else Permanents(type="Unit")
    return None


def _is_base(node: object) -> bool:
    """ "to base": the unit's own base (a unit moves only to its controller's, 144.4.b)."""
    return (
        isinstance(node, Prepositional)
        and node.preposition == "to"
        and node.object == NounPhrase(zones=("base",))
    )


def _is_here(node: object) -> bool:
    return (
        isinstance(node, Prepositional)
        and node.preposition == "from"
        and node.object == NounPhrase(reference="here")
    )
