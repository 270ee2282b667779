"""The verbs of damage: deal (one target, split, each other), and what prevents or doubles damage
(712-715, 756)."""

from __future__ import annotations

from riftrules.cardtext import ast
from riftrules.cardtext.nodes import Node
from riftrules.cardtext.printer import quote
from riftrules.effects.history import ThatMuch, is_that_much
from riftrules.effects.refusals import Construct, NotCompiled
from riftrules.effects.roles import (
    Roles,
    any_number,
    only,
    roles,
)
from riftrules.effects.targets import (
    location_of,
    select,
)
from riftrules.effects.verbs.clause_parts import (
    _counted,
    _each_of,
    _is,
    _might_of,
    _number_of,
    _one_ir,
    _sentence_ir,
    _some,
    equal_to_highest,
    per_each,
)
from riftrules.effects.verbs.registry import verb
from riftrules.engine import (
    Choose,
    Chosen,
    DamageOn,
    Deal,
    DealEachOther,
    DealSplit,
    DoubleDamage,
    EnergyCostOf,
    It,
    MeAnd,
    Prevent,
    Remember,
    Remembered,
    Self,
    Sequence,
    Times,
)
from riftrules.engine.actions import Action
from riftrules.engine.selectors import Selector
from riftrules.ir.clauses import clauses
from riftrules.ir.nodes import (
    Adverb,
    Duration,
    Instruction,
    NounPhrase,
    Prepositional,
    Relative,
    Sentence,
    Trigger,
    TriggerKind,
    Verb,
)


@verb(Verb.DEAL)
def _deal(who: Selector, found: Roles) -> Action:
    """ "Deal 3 to a unit at a battlefield.", "Deal 6 to each of up to two units.", "Deal damage
    equal to my Might to an enemy unit here." """
    count: object = found.count
    if count is None and found.direct is not None and is_that_much(found.direct):
        count, found.direct = ThatMuch(), None  # "deal that much to …": the condition's amount
    equal = found.by_preposition.get("equal-to")
    to = found.by_preposition.get("to", [])
    whose = _one_ir(equal)
    if _is_each_other(to) and who == It() and whose == _THEIR_MIGHTS:
        # "They deal damage equal to their Mights to each other": the two units chosen
        return DealEachOther(Chosen())
    if _is_each_other(to) and who == MeAnd(It()) and whose == _OUR_MIGHTS:
        # "We deal damage equal to our Mights to each other": me and the unit chosen
        return DealEachOther(who)
    if "split-among" in found.by_preposition:
        return _deal_split(found)
    damage = _is(found.direct, quantities=("damage",))
    if whose == _MARKED_ON_IT and len(to) == 1:
        # "deal damage to a unit equal to the damage marked on it": that unit's (417)
        only(found, "direct", "to", "equal-to")
        if not damage:
            raise NotCompiled(
                Construct.VALUE, "'equal to the damage marked on it' not compiled here"
            )
        chosen = select(to[0])
        marked = Remembered("marked")
        return Sequence(Remember("marked", chosen), Deal(marked, DamageOn(marked)))
    if equal and damage and (highest := equal_to_highest(found)) is not None:
        count, found.direct = highest, None  # "equal to the highest Energy cost among …"
    elif equal and damage and (number := _number_of(found)) is not None:
        count, found.direct = number, None  # "equal to (half) the number of cards in …"
    elif equal and damage:
        count, found.direct = _might_of(equal), None
        del found.by_preposition["equal-to"]
    if found.as_damage:  # "Deal its Energy cost as damage to …" (131.2.a)
        if not _is(found.direct, possessor="its", quantities=("energy-cost",)):
            raise NotCompiled(
                Construct.VERB,
                f"dealing {quote(*_some(found.direct)).casefold()!r} as damage not compiled",
            )
        count, found.direct, found.as_damage = EnergyCostOf(It()), None, False
    per = per_each(found)  # "Deal 2 to it for each Equipment attached to me."
    if per is not None and isinstance(count, int):
        count = Times(count, per)
    each_of = _each_of(to) and found.direct is not None
    only(found, "count", "to", "location", "filters", *(("direct",) if each_of else ()))
    if count is None or not to:
        raise NotCompiled(Construct.VERB, "'deal' needs an amount and 'to' what")
    (recipient, *where) = [found.direct] if each_of else to
    location = found.location or location_of(where)
    if where and location is None:
        raise NotCompiled(Construct.VERB, f"'deal … to' {quote(*where)!r} not compiled")
    return Deal(select(recipient, location, **found.filters), count)


def _is_each_other(chunks: list[Node]) -> bool:
    """ "… to each other" (the IR: the reference "each other")."""
    return _one_ir(chunks) == NounPhrase(reference="each-other")


_THEIR_MIGHTS = NounPhrase(possessor="their", quantities=("might",))


_OUR_MIGHTS = NounPhrase(possessor="we", quantities=("might",))


# "equal to the damage marked on it" (417)
_MARKED_ON_IT = NounPhrase(
    quantifier="the",
    quantities=("damage",),
    relative=Relative(verb=Verb.MARK, preposition="on", object="it"),
)


def _deal_split(found: Roles) -> Action:
    """ "Deal 5 damage split among any number of enemy units here." (355.14; the IR: an amount
    of damage)"""
    among, *where = found.by_preposition.pop("split-among")
    amount = _counted(found.direct, quantities=("damage",))
    only(found, "direct", "location")
    location = location_of(where) if where else found.location
    open_choice = any_number(among, list(among.words()))
    if amount is None or (where and location is None) or not open_choice:
        raise NotCompiled(
            Construct.VERB,
            f"splitting {quote(*_some(found.direct)).casefold()!r} "
            f"among {quote(among)!r} not compiled",
        )
    units = select(among.parts[1], location)
    if isinstance(units, Choose):
        raise NotCompiled(Construct.VERB, f"splitting damage among {quote(among)!r} not compiled")
    return DealSplit(units, amount)


# Who is protected from damage (437), by the IR's noun phrase naming them
_PROTECTED = {
    NounPhrase(reference="it"): It,
    NounPhrase(reference="that", kinds=("unit",)): It,
    NounPhrase(reference="self"): Self,
}


_THIS_TURN = Duration(until="turn")


def prevention(sentence: Node) -> Action | None:
    """A sentence that prevents damage (437; the IR: the verb "prevent", the damage and whom
    it protects) -> :class:`~riftrules.engine.Prevent`; None for any other sentence."""
    said = _sentence_ir(sentence)
    if said is None:
        return None
    if said.triggers:
        return _prevent_next_time(said)
    return (
        _prevent_next_damage(said.instructions, sentence)
        or _prevent_effects(said.instructions)
        or _double_damage(said.instructions)
    )


def _double_damage(said: tuple[Instruction, ...]) -> Action | None:
    """ "Double all damage that would be dealt to it this turn." (a replacement of the damage
    dealt to it, 432.1, 465.2.c.4.a; read as a "double", "be", and a "dealt to it this turn",
    as a Prevent is)."""
    protected = said[2].objects[0] if len(said) == 3 and said[2].objects else None
    who = protected.object if isinstance(protected, Prepositional) else None
    if who not in _PROTECTED:
        return None
    shape = (
        Instruction(
            verb=Verb.DOUBLE,
            objects=(
                NounPhrase(quantifier="all", quantities=("damage",)),
                NounPhrase(reference="that"),
                Adverb(word="would"),
            ),
        ),
        Instruction(verb=Verb.BE),
        Instruction(
            verb=Verb.DEAL,
            past=True,
            objects=(Prepositional(preposition="to", object=who), _THIS_TURN),
        ),
    )
    return DoubleDamage(_PROTECTED[who]()) if said == shape else None  # type: ignore[index]


def _prevent_next_damage(said: tuple[Instruction, ...], sentence: Node) -> Action | None:
    """ "Prevent the next 7 damage that would be dealt to it this turn.", "… to a friendly unit
    this turn." (437.1.b.1: "the next X damage that would be dealt to a [unit] this turn", read
    as a "prevent", "be", and a "dealt to … this turn"; X the Prevent Value, 437.1.b.1.a)."""
    damage = said[0].objects[0] if said and said[0].objects else None
    count = damage.count if isinstance(damage, NounPhrase) else None
    protected = said[2].objects[0] if len(said) == 3 and said[2].objects else None
    who = protected.object if isinstance(protected, Prepositional) else None
    if count is None or count.amount is None or not isinstance(who, NounPhrase):
        return None
    next_damage = NounPhrase(
        quantifier="the", count=count, quantities=("damage",), ordinals=("next",)
    )
    shape = (
        Instruction(
            verb=Verb.PREVENT,
            objects=(next_damage, NounPhrase(reference="that"), Adverb(word="would")),
        ),
        Instruction(verb=Verb.BE),
        Instruction(
            verb=Verb.DEAL,
            past=True,
            objects=(Prepositional(preposition="to", object=who), _THIS_TURN),
        ),
    )
    if said != shape or not count.bare("amount"):
        return None
    return Prevent(_protected(who, sentence), count.amount)


def _protected(who: NounPhrase, sentence: Node) -> Selector:
    """The units a Prevent protects: "it", "me", or the units the phrase after "dealt to"
    selects ("a friendly unit": one chosen as the spell is played)."""
    if who in _PROTECTED:
        return _PROTECTED[who]()
    runs = [p for p in sentence.parts if isinstance(p, ast.Run)]
    last = clauses(runs[0])[-1] if len(runs) == 1 else None
    found = roles(last.objects) if last is not None else Roles()
    to = found.by_preposition.pop("to", [])
    if len(to) != 1 or who.kinds != ("unit",):
        raise NotCompiled(
            Construct.VERB, f"preventing damage dealt to {quote(*to).casefold()!r} not compiled"
        )
    only(found, "location", "this_turn", "filters")
    return select(to[0], found.location, **found.filters)


def _prevent_next_time(said: Sentence) -> Action | None:
    """ "The next time it would be dealt damage this turn, prevent it.": the next damage event,
    all of it."""
    trigger = said.triggers[0]
    subject = trigger.event[0].subject if trigger.event else ()
    who = subject[0] if len(subject) == 1 else None
    if len(said.triggers) != 1 or who not in _PROTECTED:
        return None
    event = (
        Instruction(verb=Verb.BE, subject=(who,), modal=("would",)),
        Instruction(
            verb=Verb.DEAL, past=True, objects=(NounPhrase(quantities=("damage",)), _THIS_TURN)
        ),
    )
    if trigger != Trigger(kind=TriggerKind.NTH_TIME, ordinal="next", event=event):
        return None
    if said.instructions != (
        Instruction(verb=Verb.PREVENT, objects=(NounPhrase(reference="it"),)),
    ):
        return None
    return Prevent(_PROTECTED[who](), once=True)  # type: ignore[index]


# "Prevent all spell and ability damage this turn.": no unit named, every unit; no combat
# damage (read as two "prevent"s: of all spells, and of ability damage)
_PREVENT_EFFECTS = (
    Instruction(verb=Verb.PREVENT, objects=(NounPhrase(quantifier="all", kinds=("spell",)),)),
    Instruction(
        verb=Verb.PREVENT,
        joint="and",
        objects=(NounPhrase(kinds=("ability",), quantities=("damage",)), _THIS_TURN),
    ),
)


def _prevent_effects(said: tuple[Instruction, ...]) -> Action | None:
    return Prevent(effects_only=True) if said == _PREVENT_EFFECTS else None
