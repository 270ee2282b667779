"""The verbs of Might and keywords: give, increase, double, a base Might that becomes another,
abilities and keywords given for a while."""

from __future__ import annotations

import dataclasses

from riftrules.cardtext import ast
from riftrules.cardtext.nodes import Node, Word
from riftrules.cardtext.printer import quote
from riftrules.effects import compiler
from riftrules.effects.conditions import instructions
from riftrules.effects.fixed_texts import fixed
from riftrules.effects.keywords import BUILT
from riftrules.effects.refusals import Construct, NotCompiled
from riftrules.effects.roles import (
    Roles,
    described,
    only,
    roles,
    target_of,
)
from riftrules.effects.targets import (
    LEGENDS,
    is_noun_phrase,
    select,
)
from riftrules.effects.verbs.clause_parts import (
    _CARD_TYPES,
    _granting,
    _is,
    _is_the_might,
    _lasting,
    _might_of,
    _might_owner,
    _one_ir,
    _phrase_ir,
    _some,
    _until,
    equal_to_highest,
    per_each,
    per_listed_tag,
)
from riftrules.effects.verbs.registry import verb
from riftrules.engine import (
    CONTROLLER,
    Ability,
    Choose,
    Double,
    DoubleMarked,
    Forbid,
    GainXP,
    Give,
    GiveAbilities,
    GiveKeywordsOf,
    GrantAbility,
    IncreaseMight,
    It,
    MightOf,
    Permanents,
    Restriction,
    Self,
    Sequence,
    SetBaseMight,
    TheChosen,
    Times,
    XpOf,
)
from riftrules.engine.actions import Action
from riftrules.engine.names import Until
from riftrules.engine.selectors import Selector
from riftrules.ir.clauses import Clause
from riftrules.ir.nodes import (
    Duration,
    NounPhrase,
    Relative,
    Value,
    Verb,
)
from riftrules.ir.reader import (
    instruction_or_none,
)


@verb(Verb.GIVE)
def _give(who: Selector, found: Roles) -> Action:
    if found.quoted is not None:  # 'give it "[A][A]: Ready me."' this turn
        return _give_ability(found)
    if found.might is None and (more := _additional_might(found.direct)) is not None:
        # "Give a unit +1 [M] this turn, then an additional +1 [M] this turn": to it again
        found.direct, found.might = ast.NounPhrase(parts=(Word(kind="PRONOUN", text="it"),)), more
    to = found.by_preposition.get("to", [])
    if found.direct is None and len(to) == 1 and is_noun_phrase(to[0]):
        found.direct = found.by_preposition.pop("to")[0]  # "give +[M] … to another unit"
    if found.keywords_of:  # "give another friendly unit my keywords and +[M] … this turn"
        found.keywords_of = False
        given = _give(who, found)
        if not isinstance(given, Give) or given.until != "turn":
            raise NotCompiled(Construct.VERB, "'my keywords' given with no Might this turn")
        mine = GiveKeywordsOf(given.target, Self(), until=Until.TURN)
        return Sequence(mine, dataclasses.replace(given, target=It()))
    if found.keywords and found.might is None and not found.might_equal:
        return _give_keywords(found)
    if found.keywords and found.might is not None:  # "give me +2 [M] and [Ganking] this turn"
        keywords, found.keywords = found.keywords, []
        return Sequence(_give(who, found), _granting(It(), keywords, _lasting(found)))
    tagged = per_listed_tag(found)  # "for each of the following tags among your units"
    per = per_each(found)  # "+2 [M] this turn for each enemy unit there"
    highest = equal_to_highest(found) if found.might_equal else None  # "… among your units"
    only(found, "direct", "location", "filters", "might", "this_turn", "equal-to")
    might: object = found.might
    if highest is not None:
        might = highest
    elif found.might_equal:
        might = _might_of(found.by_preposition.get("equal-to", []))
    if per is not None and isinstance(might, int):
        might = Times(might, per)
    if tagged is not None and isinstance(might, int):
        might = Times(might, tagged)
    if might is None or not (found.this_turn or found.this_combat):
        raise NotCompiled(Construct.VERB, "'give' compiles only a Might change this turn")
    return Give(target_of(found), might, until=_until(found))


def _give_ability(found: Roles) -> Action:
    """'This turn, … give it "[A][A]: Ready me."' (477.2.a): the quoted activated ability, the
    permanent's own this turn; 'Give it "[E]: Draw 1."' with no duration: its own for as long
    as it is on the board (a permanent that leaves it is a new object, its abilities gone:
    186.1)."""
    only(found, "direct", "this_turn", "quoted")
    if found.direct is None or found.this_combat or found.quoted is None:
        raise NotCompiled(Construct.VERB, "an ability given for this combat not compiled")
    barred = _quoted_restriction(found.quoted)
    if barred is not None and found.this_turn:
        # 'Give a unit "I can't be chosen by enemy spells and abilities." this turn.' (757)
        return Forbid(barred, target_of(found), text=quote(found.quoted))
    until = Until.TURN if found.this_turn else None
    return GrantAbility(target_of(found), quoted_ability_of(found.quoted), until=until)


def _quoted_restriction(node: Node) -> str | None:
    """What a quoted restriction of "I" forbids ('"I can't be chosen by enemy spells and
    abilities."': "chosen", one of the fixed texts), or None for another quoted ability."""
    inner = [p for p in node.parts if isinstance(p, ast.Effect)]
    sentences = [p for p in inner[0].parts if isinstance(p, ast.Sentence)] if inner else []
    runs = [p for p in sentences[0].parts if isinstance(p, ast.Run)] if len(sentences) == 1 else []
    made = fixed(instructions(runs[0])) if len(runs) == 1 and len(inner) == 1 else None
    barred = made("") if made is not None else None
    if not isinstance(barred, Restriction) or barred.affects != Self() or barred.active_if:
        return None
    return barred.what


def _additional_might(node: Node | None) -> int | None:
    """ "an additional +1 [M]" (the IR: a noun phrase of the quality "additional" and a Might
    change, nothing else): the change; None for anything else."""
    phrase = _phrase_ir(node)
    if phrase is None:
        return None
    change = phrase.might.change if phrase.might is not None else None
    bare = dataclasses.replace(phrase, quantifier=None, qualities=(), might=None)
    if phrase.qualities != ("additional",) or change is None or bare != type(phrase)():
        return None
    return change


# "XP you have" (728): the XP of the player doing it
_XP_YOU_HAVE = NounPhrase(quantities=("xp",), relative=Relative(verb=Verb.HAVE, subject="you"))


@verb(Verb.DOUBLE)
def _double(who: Selector, found: Roles) -> Action:
    """ "Double a friendly unit's Might this turn.", "Double my Might this turn.", "Double the
    Might of each friendly unit here this turn." (432)."""
    of = found.by_preposition.pop("of", [])
    on = found.by_preposition.pop("on", [])
    if _is(found.direct, quantifier="the", quantities=("damage",)) and len(on) == 1:
        only(found, "direct", "location")  # "Double the damage marked on a unit." (432.1)
        return DoubleMarked(select(on[0], found.location))
    if on:
        raise NotCompiled(Construct.VERB, f"doubling what is on {quote(*on)!r} not compiled")
    xp = _is(found.direct, quantifier="the", qualities=("number",)) and who == CONTROLLER
    if xp and _one_ir(of) == _XP_YOU_HAVE:
        only(found, "direct")  # "Double the number of XP you have.": gain that many (730.1)
        return GainXP(who, XpOf(who))
    if (
        of
        and _is_the_might(found.direct)
        and len(of) == 1
        and (found.this_turn or found.this_combat)
    ):
        only(found, "direct", "this_turn", "this_combat", "location")
        return Double(select(of[0], found.location), until=_until(found))  # "the Might of …"
    if of:
        raise NotCompiled(
            Construct.VERB,
            f"doubling {quote(*_some(found.direct))!r} of {quote(*of)!r} not compiled",
        )
    only(found, "direct", "this_turn")
    said = _phrase_ir(found.direct)
    if not (found.this_turn or found.this_combat) or said is None or found.direct is None:
        raise NotCompiled(Construct.VERB, "'double' compiles only a unit's Might this turn")
    if said.quantities != ("might",):
        raise NotCompiled(Construct.VERB, "'double' compiles only a unit's Might this turn")
    if said == NounPhrase(possessor="me", quantities=("might",)):
        return Double(Self(), until=_until(found))
    owner = list(found.direct.words())[:-1]
    if not owner or owner[-1].kind != "GENITIVE":  # "a friendly unit's"
        raise NotCompiled(Construct.VERB, f"doubling {quote(found.direct)!r} not compiled")
    noun = Word(kind="NOUN", text=owner[-1].text.removesuffix("'s"))
    return Double(select(ast.NounPhrase(parts=(*owner[:-1], noun))), until=_until(found))


@verb(Verb.INCREASE)
def _increase(who: Selector, found: Roles) -> Action:
    """ "Increase my Might to its Might this turn.", "increase its Might to the Might of another
    friendly unit" (477.3.b; the IR: a unit's Might, "to" another's Might): by what it lacks."""
    only(found, "direct", "this_turn", "to", "of")
    whose = _might_owner(found.direct)
    to = found.by_preposition.get("to", [])
    of = found.by_preposition.get("of", [])
    if whose is None or len(to) != 1 or len(of) > 1 or not (found.this_turn or found.this_combat):
        raise NotCompiled(Construct.VERB, "'increase' compiles only a unit's Might this turn")
    other = _might_owner(to[0])
    if of and _is_the_might(to[0]):
        other = select(of[0])  # "the Might of another friendly unit"
    elif of:
        other = None
    if other is None or other == whose:
        raise NotCompiled(Construct.VERB, "increasing Might to that amount not compiled")
    return IncreaseMight(whose, MightOf(other), until=_until(found))


def has_quoted(clause: Clause) -> Action | None:
    """'This turn, that unit has "When I conquer, you may move me to my base."' (the IR: the
    verb "have", its subject "that" unit, chosen by this effect; an ability in quotes and this
    turn the complements): the ability given to that unit, its own this turn (477.2.a); None
    for another clause ("have" of a state is a static ability's, :mod:`.statics`)."""
    quoted = [o for o in clause.objects if isinstance(o, ast.Quoted)]
    if len(quoted) != 1 or clause.auxiliaries or len(clause.subject) != 1:
        return None
    rest = [o for o in clause.objects if o is not quoted[0]]
    said = instruction_or_none(Clause(clause.joint, clause.subject, [], clause.verb, rest))
    if said is None or said.verb not in (Verb.HAVE, Verb.GAIN) or said.modal or said.negated:
        return None
    if said.past:
        return None
    whose = said.subject[0] if len(said.subject) == 1 else None
    kind = whose.kinds[0] if isinstance(whose, NounPhrase) and len(whose.kinds) == 1 else ""
    if whose == NounPhrase(reference="that", kinds=(kind,)) and kind in _CARD_TYPES:
        given: Selector = TheChosen(_CARD_TYPES[kind])  # the one this effect chose
    else:
        given = _group_given(clause.subject, whose)
    found = roles(clause.objects)
    found.direct = clause.subject[0]
    only(found, "direct", "this_turn", "quoted")
    if not found.this_turn or found.quoted is None:
        raise NotCompiled(Construct.VERB, "an ability given for longer than this turn")
    return GrantAbility(given, quoted_ability_of(found.quoted))


def _group_given(subject: list[Node], whose: object) -> Selector:
    """ "your gear have "…" this turn", "each friendly gear gains "…" this turn", "your legend
    has "…" this turn" (477.2.a): the permanents the subject selects, each of them, as the
    instruction is done (legends in their Legend Zones, 107.4)."""
    if isinstance(whose, NounPhrase) and whose in LEGENDS:
        return LEGENDS[whose]
    given = described(subject)
    if isinstance(given, Choose) and isinstance(whose, NounPhrase) and whose.quantifier is None:
        given = given.of  # "your gear": all of them, no determiner
    if not isinstance(given, Permanents):
        raise NotCompiled(Construct.VERB, f"giving an ability to {quote(*subject)!r} not compiled")
    return given


def quoted_ability_of(node: Node) -> Ability:
    """The ability in quotes an instruction gives (:func:`.compiler.quoted_ability`)."""
    assert isinstance(node, ast.Quoted)
    return compiler.quoted_ability(node)


def base_might_becomes(clause: Clause) -> Action | None:
    """ "Its base Might becomes 5 this turn." (477.1.a.1; the IR: the verb "become", its subject
    a unit's base Might, a number, this turn): the first layer's assignment of Might, its buffs
    and changes applied on top; None for another clause (its subject is no unit that acts)."""
    if clause.lemma != "become" or clause.auxiliaries:
        return None
    said = instruction_or_none(clause)
    if (
        said is None
        or said.verb is not Verb.BECOME
        or said.modal
        or said.negated
        or len(said.subject) != 1
    ):
        return None
    whose = said.subject[0]
    possessor = whose.possessor if isinstance(whose, NounPhrase) else None
    owner = {"its": It, "me": Self}.get(possessor or "")
    base = NounPhrase(possessor=possessor, zones=("base",), quantities=("might",))
    if owner is None or whose != base or len(said.objects) != 2:
        return None
    value, lasting = said.objects
    if not isinstance(value, Value) or value.amount is None or value.variable or value.comparison:
        return None
    if lasting != Duration(until="turn"):
        return None
    return SetBaseMight(owner(), value.amount, until=Until.TURN)


def _give_keywords(found: Roles) -> Action:
    """ "Give a unit [Assault 3] this turn.", "… [Tank] this turn": combat keywords only."""
    only(found, "direct", "location", "filters", "keywords", "this_turn")
    if found.keywords == ["[Temporary]"] and not found.this_turn:
        # "Give it [Temporary]." — for as long as it is on the board (816)
        return GiveAbilities(target_of(found), "Temporary", tuple(BUILT["Temporary"](0)))
    return _granting(target_of(found), found.keywords, _lasting(found))
