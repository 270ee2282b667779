"""Static abilities read from the semantic IR (:mod:`riftrules.ir`), where the readings of
:mod:`.statics` do not know the text: the meaning comes from the fields of the IR's nodes (the
verb, its modal, its subject's noun phrase and its prepositional phrases), never from printed
words.

- "I can't move to base.", "Units can't move to base.", "Units can't move from here to base.":
  a :class:`~riftrules.engine.Restriction` "move.base" on the units the subject names (at the
  source's battlefield when it says "from here"), read by the engine's moves (420; can't beats
  can, 054);
- "Your spells and abilities deal 1 Bonus Damage.", "Spells and abilities deal 1 Bonus Damage
  to units here.": a :class:`~riftrules.engine.BonusDamage` on the Deal actions of the
  spells and abilities of the source's controller (or of any player's, with no "Your"), to the
  units named after "to" (712-715);
- as an instruction, "They can't move it this turn.": a :class:`~riftrules.engine.Restriction`
  "move.controller" for this turn about what "it" is now — its controller ("they") can't move
  it (:func:`cant_move_it_this_turn`);
- "Play me only to a battlefield you conquered this turn.": a
  :class:`~riftrules.engine.PlayOnlyTo` the engine's play reads;
- "As you play me, choose Bird, Cat, Dog, or Poro. I gain that tag.": a
  :class:`~riftrules.engine.TagAsPlayed`, the choice made as the card is played (355.1).
"""

from __future__ import annotations

from riftrules.cards.model import CardType
from riftrules.cardtext import ast
from riftrules.cardtext.nodes import Node
from riftrules.effects.counts import named_tags
from riftrules.effects.keywords import COMBAT
from riftrules.engine import (
    Ability,
    AddAbility,
    BonusDamage,
    CombatAbility,
    It,
    MoveTax,
    Permanents,
    PlayOnlyTo,
    Restriction,
    Self,
    TagAsPlayed,
)
from riftrules.engine.actions import Action
from riftrules.engine.names import Until
from riftrules.engine.selectors import Location, Selector
from riftrules.ir import IRError
from riftrules.ir.nodes import (
    Adverb,
    Amount,
    Condition,
    ConditionKind,
    Duration,
    Instruction,
    Keyword,
    NounPhrase,
    Prepositional,
    Resources,
    Static,
    Verb,
)
from riftrules.ir.reader import read_effect, read_one_instruction

_CANT = ("can't",)
_GEAR = "gear"


def from_ir(body: Node, card_type: str | None, text: str) -> list[Ability] | None:
    """The abilities of a permanent's static text ``body`` (an effect node of the tree), read
    from its IR; None where this module has no reading for it."""
    try:
        ability = read_effect(body, card_type)
    except IRError:
        return None
    if not isinstance(ability, Static) or len(ability.effect.sentences) != 1:
        return None
    sentence = ability.effect.sentences[0]
    if sentence.triggers or sentence.conditions or sentence.quoted is not None:
        return None
    if sentence.instructions == _ONLY_TO_CONQUERED:
        return [PlayOnlyTo("conquered", text=text)]  # 355.2; the card supersedes, 002
    if (taxed := _move_tax(sentence.instructions, text)) is not None:
        return taxed  # "Opponents must pay [A] for each unit beyond the first to move …"
    if len(sentence.instructions) == 2 and (card_type or "").casefold() != _GEAR:
        # not a gear's: an Equipment's "(while this is attached)" is read as a reminder
        return _bonus_damage(*sentence.instructions, text)
    if len(sentence.instructions) != 1:
        return None
    instruction = sentence.instructions[0]
    if instruction.verb is Verb.MOVE and instruction.negated and instruction.modal == _CANT:
        return _cant_move_to_base(instruction, text)
    if instruction.verb is Verb.GIVE and not instruction.negated and not instruction.modal:
        return _equipment_give(instruction, text)
    return None


def _move_tax(said: tuple[Instruction, ...], text: str) -> list[Ability] | None:
    """ "Opponents must pay [A] for each unit beyond the first to move multiple units to my
    battlefield at the same time." (204.4: an applied cost, the IR: opponents must pay Power
    of any Domain "for" each unit "beyond" the first "to" move them together to my
    battlefield): a :class:`MoveTax`; None for another text."""
    if len(said) != 2 or said[1] != _MOVE_MULTIPLE_TO_MY_BATTLEFIELD:
        return None
    pay = said[0]
    paid = pay.objects[0] if pay.objects else None
    if not isinstance(paid, Amount) or paid.might is not None or paid.resources is None:
        return None
    power = paid.resources.power
    if paid.resources != Resources(power=power) or not power or set(power) != {"any"}:
        return None
    shape = Instruction(
        verb=Verb.PAY,
        subject=(NounPhrase(kinds=("opponent",)),),
        modal=("must",),
        objects=(paid, *_FOR_EACH_BEYOND_THE_FIRST),
    )
    return [MoveTax(power=len(power), text=text)] if pay == shape else None


_FOR_EACH_BEYOND_THE_FIRST = (
    Prepositional(preposition="for", object=NounPhrase(quantifier="each", kinds=("unit",))),
    Prepositional(preposition="beyond", object=NounPhrase(quantifier="the", qualities=("first",))),
    Prepositional(preposition="to"),
)
_MOVE_MULTIPLE_TO_MY_BATTLEFIELD = Instruction(
    verb=Verb.MOVE,
    objects=(
        NounPhrase(kinds=("unit",), qualities=("multiple",)),
        Prepositional(preposition="to", object=NounPhrase(possessor="me", kinds=("battlefield",))),
        Adverb(word="together"),
    ),
)


# "Play me only to a battlefield you conquered this turn."
_ONLY_TO_CONQUERED = (
    Instruction(
        verb=Verb.PLAY,
        objects=(
            NounPhrase(reference="self"),
            Adverb(word="only"),
            Prepositional(
                preposition="to", object=NounPhrase(quantifier="a", kinds=("battlefield",))
            ),
            NounPhrase(reference="you"),
        ),
    ),
    Instruction(verb=Verb.CONQUER, past=True, objects=(Duration(until="turn"),)),
)


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


def _bonus_damage(spells: Instruction, abilities: Instruction, text: str) -> list[Ability] | None:
    """ "[Your] spells and abilities deal N Bonus Damage [to units here].": one subject of two
    nouns ("Your" said of both), the verb with the second."""
    if spells.verb is not None or spells.objects or spells.modal or len(spells.subject) != 1:
        return None
    whose = spells.subject[0]
    if not isinstance(whose, NounPhrase) or whose.possessor not in (None, "you"):
        return None
    if whose != NounPhrase(kinds=("spell",), possessor=whose.possessor):
        return None
    if abilities.verb is not Verb.DEAL or abilities.joint != "and" or abilities.modal:
        return None
    if abilities.negated or abilities.subject != (NounPhrase(kinds=("ability",)),):
        return None
    objects = list(abilities.objects)
    if not objects or not isinstance(objects[0], NounPhrase):
        return None
    bonus = objects.pop(0)
    count = bonus.count
    if count is None or count.amount is None or count.variable or count.comparison:
        return None
    if bonus != NounPhrase(count=count, quantities=("bonus-damage",)):
        return None
    to: Selector | None = None
    if objects:
        target = objects.pop()
        if objects or not isinstance(target, Prepositional) or target.preposition != "to":
            return None
        if not isinstance(target.object, NounPhrase):
            return None
        to = _units(target.object)
        if to is None:
            return None
    by = "you" if whose.possessor == "you" else None
    return [BonusDamage(count.amount, by, to, text=text)]


# "Your Equipment": the gear with the Equipment tag (150.1) the source's controller controls
_YOUR_EQUIPMENT = NounPhrase(possessor="you", kinds=("gear",), tags=("equipment",))
_EACH = NounPhrase(reference="each")


def _equipment_give(instruction: Instruction, text: str) -> list[Ability] | None:
    """ "Your Equipment each give [Assault].": each of your Equipment gives the unit it is
    attached to the combat keyword (its Effect Text appended to that unit's, 718.3), so a unit
    with two of them has it twice, summed (807.2); an Equipment attached to nothing gives
    nothing."""
    if instruction.subject not in ((_YOUR_EQUIPMENT,), (_YOUR_EQUIPMENT, _EACH)):
        return None
    if len(instruction.objects) != 1 or not isinstance(instruction.objects[0], Keyword):
        return None
    keyword = instruction.objects[0]
    if keyword.name not in COMBAT or keyword.cost is not None:
        return None
    yours = Permanents(type=CardType.GEAR, controller="you", tag="Equipment")
    value = 1 if keyword.value is None else keyword.value
    return [
        CombatAbility(keyword.name, value, Permanents(type=CardType.UNIT), text=text, per=yours)
    ]


def _units(subject: NounPhrase, here: bool = False) -> Selector | None:
    """ "I" (the source itself), "Units" (every unit, whoever controls it), "units here" (at
    the source's battlefield)."""
    if subject == NounPhrase(reference="self") and not here:
        return Self()
    if subject == NounPhrase(kinds=("unit",)):
        return (
            Permanents(type=CardType.UNIT, at=Location.HERE)
            if here
            else Permanents(type=CardType.UNIT)
        )
    if subject == NounPhrase(kinds=("unit",), location=NounPhrase(reference="here")):
        return Permanents(type=CardType.UNIT, at=Location.HERE)
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


def cant_move_it_this_turn(run: ast.Run, text: str) -> Action | None:
    """ "They can't move it this turn.": "they" the controller of "it" (the unit the instruction
    before affected, remembered now); None for any other run."""
    said = read_one_instruction(run)
    if said is None:
        return None
    if said.verb is not Verb.MOVE or not said.negated or said.modal != _CANT or said.joint:
        return None
    if said.subject != (NounPhrase(reference="they"),):
        return None
    if said.objects != (NounPhrase(reference="it"), Duration(until="turn")):
        return None
    return AddAbility(Restriction("move.controller", It(), text=text), until=Until.TURN, about="it")


_AS_YOU_PLAY_ME = Condition(
    kind=ConditionKind.AS,
    test=(
        Instruction(
            verb=Verb.PLAY,
            subject=(NounPhrase(reference="you"),),
            objects=(NounPhrase(reference="self"),),
        ),
    ),
)
_I_GAIN_THAT_TAG = Instruction(
    verb=Verb.GAIN,
    subject=(NounPhrase(reference="self"),),
    objects=(NounPhrase(reference="that", attributes=("tag",)),),
)


def tag_as_played(body: Node, card_type: str | None, text: str) -> list[Ability] | None:
    """ "As you play me, choose Bird, Cat, Dog, or Poro. I gain that tag." (355.1: a choice
    made as the card is played; the tag a trait it gains, 477.1.a): read from the IR; None
    for other text."""
    try:
        ability = read_effect(body, card_type)
    except IRError:
        return None
    if not isinstance(ability, Static) or len(ability.effect.sentences) != 2:
        return None
    choose, gain = ability.effect.sentences
    if choose.triggers or choose.conditions != (_AS_YOU_PLAY_ME,) or choose.then:
        return None
    if gain.triggers or gain.conditions or gain.instructions != (_I_GAIN_THAT_TAG,):
        return None
    match choose.instructions:
        case (Instruction(verb=Verb.CHOOSE, objects=(NounPhrase() as tags,)) as one,) if (
            one.bare("verb", "objects") and tags.bare("tags") and len(tags.tags) > 1
        ):
            options = named_tags(tags.tags)
            return [TagAsPlayed(options, text=text)] if options is not None else None
    return None
