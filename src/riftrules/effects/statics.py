"""A permanent's static abilities (passive abilities, 363; the verbs 'have', 'get', 'enter',
'be' outside a trigger) -> the engine's passive abilities.

- "I have +1 [M] and [Ganking].", "I have [Deflect], [Ganking], and [Shield].": one ability per
  grant, all for the same units — a Might change (:class:`StaticAbility`; "an additional +1
  [M]" is +1 [M] more, added to the others), a keyword (:class:`CombatAbility`), "and enter
  ready" (:class:`EntersAbility`);
- "+1 [M] for each friendly gear": Might that counts; "[Assault] equal to the number of …";
- "Your Mechs have [Vision].": a triggered keyword given to your units is a triggered ability
  of mine, on your playing one of them;
- "-8 [M], to a minimum of 1 [M]": a Might change with a floor, applied last;
- a condition, before ("While I'm buffed, …", "If you've gained XP this turn, …") or after
  ("… while I'm attacking with another unit", "… unless I'm in combat"): the abilities are
  active only while it holds; "While a friendly unit defends alone, it gets +2 [M]": the units
  the condition names have it while it holds for them;
- "I enter ready if you control another Mech.", "If an opponent controls a battlefield, I enter
  ready.": how I enter, under a condition checked as I enter (369.3);
- "I can't be readied.", "I can't be chosen by enemy spells and abilities.": a
  :class:`Restriction`; "Players ignore [Deflect] while …", "You ignore [Tank] while …": an
  :class:`IgnoreAbility` (764-767); "I must be assigned combat damage last.": [Backline] (the
  rules call that text the Backline ability, 465.2.c.8);
- as an instruction, "Friendly units enter ready this turn." (:func:`entering_this_turn`).

Text of another shape returns None (the caller tries other readings) or raises
:class:`NotCompiled` naming what is not compiled.
"""

from __future__ import annotations

import dataclasses
from collections.abc import Sequence

from riftrules.cards.model import CardType
from riftrules.cardtext import ast
from riftrules.cardtext.nodes import Node, Word
from riftrules.cardtext.printer import quote
from riftrules.effects import compiler, conditions
from riftrules.effects.characteristics import characteristic_of
from riftrules.effects.conditions import joined
from riftrules.effects.event_kinds import LEAVE_EVENTS
from riftrules.effects.fixed_texts import Made, fixed, spell_fixed
from riftrules.effects.granted_keywords import meaning_given
from riftrules.effects.keywords import COMBAT, GIVEN
from riftrules.effects.refusals import Construct, NotCompiled
from riftrules.effects.restrictions import barring, cant_be
from riftrules.effects.roles import Roles, described, roles
from riftrules.effects.tag_counts import per_tag
from riftrules.effects.targets import LEGENDS, select
from riftrules.effects.verbs.clause_parts import by_amount
from riftrules.effects.verbs.counters import counters_on
from riftrules.engine import (
    Ability,
    ActivatedAbility,
    AddAbility,
    Battlefields,
    Choose,
    CombatAbility,
    Count,
    EntersAbility,
    GrantedAbility,
    NamedAsMe,
    Not,
    Permanents,
    Restriction,
    Self,
    StaticAbility,
    TagAbility,
    Times,
    TriggeredAbility,
    When,
)
from riftrules.engine.actions import Action
from riftrules.engine.conditions import Condition
from riftrules.engine.events import EventKind
from riftrules.engine.names import Until
from riftrules.engine.selectors import Location, Selector
from riftrules.ir import IRError
from riftrules.ir.clauses import Clause, clauses
from riftrules.ir.lexicon import tag_named
from riftrules.ir.nodes import (
    Adverb,
    Amount,
    Complement,
    ConditionKind,
    Conjunction,
    Duration,
    Instruction,
    IRNode,
    Keyword,
    Might,
    NounPhrase,
    Prepositional,
    Relative,
    State,
    Verb,
    conjunction,
)
from riftrules.ir.nodes import Condition as IRCondition
from riftrules.ir.reader import (
    noun_phrase_or_none,
    read_complement,
    read_complements,
    read_condition,
    read_noun_phrase,
    sentence_or_none,
)

WHILE = ConditionKind.WHILE  # "I have +2 [M] while …", "… unless …" (read as while, negated)


def spell_static(effect: ast.Effect) -> list[Ability] | None:
    """A spell's own static text: "This can't be countered." (425; the card supersedes the
    rules, 002): a :class:`Restriction` the chain reads as it counters; "Ignore [Deflect] while
    paying this spell's cost." (766): an :class:`IgnoreAbility` read as it chooses; None for
    other text."""
    made = spell_fixed(effect)
    return [_labelled(made, text=quote(effect))] if made is not None else None


def _labelled(made: Made, text: str) -> Ability:
    """The ability ``made`` makes, labelled ``text`` (the card's)."""
    return made(text)


def static(effect: ast.Effect) -> list[Ability] | None:
    """The abilities of a static ability's text; None if the text is not a static ability."""
    return _static(effect, text=quote(effect))


def _static(effect: ast.Effect, text: str) -> list[Ability] | None:
    """:func:`static`, its abilities labelled ``text`` (the card's)."""
    sentences = [p for p in effect.parts if isinstance(p, ast.Sentence)]
    if len(sentences) == 2:  # "Your units have +1 [M]. If I'm [Empowered], they have … instead."
        try:
            first = static(ast.Effect(parts=(sentences[0],)))
        except NotCompiled:
            return None
        return _instead_while(first, sentences[1], text) if first else None
    if len(sentences) != 1:
        return None
    if (granted := _granted_to(sentences[0])) is not None:
        quoted, affects = granted
        abilities = _granted(quoted, affects, text)
        prefixes = _prefixes(sentences[0])  # "While you control this battlefield, …"
        if prefixes:
            abilities = [
                dataclasses.replace(a, active_if=_prefix_state(prefixes[0])) for a in abilities
            ]
        return abilities
    prefixes = _prefixes(sentences[0])
    if any(not isinstance(p, ast.Condition) for p in prefixes) or len(prefixes) > 1:
        return None
    run = next((p for p in sentences[0].parts if isinstance(p, ast.Run)), None)
    if run is None:
        return None
    found = clauses(run)
    said = conditions.instructions(run)
    it = _while_it(prefixes[0]) if prefixes else None
    if it is not None:  # "While a friendly unit defends alone, it gets +2 [M]."
        if not found or not said or said[0].subject != (NounPhrase(reference="it"),):
            return None
        found[0].subject = []
        return _abilities(found, text, it)
    abilities = _abilities(found, text, said=said)
    if abilities is None:
        return None
    if prefixes:
        if any(getattr(a, "active_if", None) is not None for a in abilities):
            raise NotCompiled(
                Construct.CONDITION, "a static ability with two conditions not compiled"
            )
        condition = _prefix_state(prefixes[0])
        abilities = [dataclasses.replace(a, active_if=condition) for a in abilities]
    return abilities


# "While a friendly unit defends alone, it …": the units "it" is, those the condition names
# (its IR: the subject of "attacks alone", "is defending alone" …) and their role
_HERE = NounPhrase(reference="here")
_ALONE = Adverb(word="alone")
_ROLE_ALONE = tuple(
    (said, role)
    for verb, state, role in (
        (Verb.ATTACK, "attacking", "attacker"),
        (Verb.DEFEND, "defending", "defender"),
    )
    for said in (
        Instruction(verb=verb, objects=(_ALONE,)),
        Instruction(verb=Verb.BE, objects=(State(state=state), _ALONE)),
    )
)


def _while_it(prefix: Node) -> Selector | None:
    read = prefix_ir(prefix)
    if read is None or read.kind is not ConditionKind.WHILE or len(read.test) != 1:
        return None
    (alone,) = read.test
    bare = dataclasses.replace(alone, subject=())
    role = next((role for said, role in _ROLE_ALONE if said == bare), None)
    who = _who(alone.subject)
    if role is None or who is None:
        return None
    # 740.2.a: alone, no other friendly units at the same location
    return Permanents(type=CardType.UNIT, role=role, alone=True, **who)  # type: ignore[arg-type]


def _who(subject: tuple[object, ...]) -> dict[str, str] | None:
    """ "a friendly unit", "an enemy unit", "a unit here": a unit (only units have a combat
    role, 740.2), whoever controls it or the side named, here or anywhere."""
    if len(subject) != 1 or not isinstance(unit := subject[0], NounPhrase):
        return None
    if unit.kinds != ("unit",) or unit.quantifier != "a":
        return None
    if not unit.bare("quantifier", "kinds", "controller", "location"):
        return None
    if unit.location not in (None, _HERE):
        return None
    fields = {"controller": unit.controller} if unit.controller is not None else {}
    return fields | ({"at": Location.HERE} if unit.location == _HERE else {})


def prefix_ir(prefix: Node) -> IRCondition | None:
    """A prefix's condition ("While I'm buffed,", "As you play me,"), read from the IR; None
    for a trigger, or one the IR does not read."""
    if not isinstance(prefix, ast.Condition):
        return None
    try:
        return read_condition(prefix)
    except IRError:
        return None


def _prefixes(sentence: ast.Sentence) -> list[Node]:
    found: list[Node] = []
    for part in sentence.parts:
        if isinstance(part, ast.Prefixes):
            found += [p.parts[0] for p in part.parts if isinstance(p, ast.Prefix)]
    return found


def _restricted(
    found: list[Clause], said: tuple[Instruction, ...] | None, text: str
) -> list[Ability] | None:
    """ "Enemy units here with less Might than me don't deal combat damage.": what a
    :class:`Restriction` of mine (:mod:`.fixed_texts`, "I don't deal combat damage.") forbids,
    to the permanents the subject names instead."""
    if not found or not found[0].subject or not said:
        return None
    made = fixed((dataclasses.replace(said[0], subject=(_SELF,)), *said[1:]))
    restriction = made(text) if made is not None else None
    if not isinstance(restriction, Restriction) or restriction.affects != Self():
        return None
    affects = described(found[0].subject)
    if affects is None or isinstance(affects, Choose):
        return None
    return [dataclasses.replace(restriction, affects=affects)]


_SELF = NounPhrase(reference="self")
# "I am a Mech." (a trait granted, 477.1.a): the tag, the IR's
_I_AM_A = Instruction(verb=Verb.BE, subject=(_SELF,))
# "… if they didn't already" (809.2 would sum them otherwise)
_IF_THEY_DIDNT_ALREADY = Instruction(
    verb=Verb.HAVE,
    joint="if",
    modal=("didn't",),
    negated=True,
    past=True,
    objects=(NounPhrase(reference="they"), Adverb(word="already")),
)
_PERMANENT_TYPES = (CardType.UNIT, CardType.GEAR, CardType.LEGEND, CardType.BATTLEFIELD)


def _granted_to(sentence: ast.Sentence) -> tuple[ast.Quoted, tuple[Selector, str]] | None:
    """'Units here have "[E]: Gain 1 XP."', 'While you control this battlefield, friendly
    legends have "[E]: …"', 'Your Equipment have …' (its IR, one condition at most; its
    subject any group of permanents the selectors read): the quoted ability, who has it and
    their card type; None for another sentence."""
    quoted = next((p for p in sentence.parts if isinstance(p, ast.Quoted)), None)
    if quoted is None:
        return None
    said = sentence_or_none(sentence)
    if said is None or len(said.conditions) > 1:
        return None
    if said.quoted is None or not said.bare("instructions", "quoted", "reminder", "conditions"):
        return None
    if len(said.instructions) != 1 or len(said.instructions[0].subject) != 1:
        return None
    have = said.instructions[0]
    if have != Instruction(verb=Verb.HAVE, subject=have.subject):
        return None
    whose = have.subject[0]
    if (legends := LEGENDS.get(whose)) is not None:  # type: ignore[arg-type]
        return quoted, (legends, "Legend")
    run = next((p for p in sentence.parts if isinstance(p, ast.Run)), None)
    found = clauses(run) if run is not None else []
    if len(found) != 1 or not isinstance(whose, NounPhrase):
        return None
    affects = described(found[0].subject)
    if isinstance(affects, Choose) and whose.quantifier is None and whose.count is None:
        affects = affects.of  # "Friendly gear have …": no determiner, all of them (a group)
    if isinstance(affects, Battlefields):  # "Your battlefields have …" (170.8-170.10)
        return quoted, (affects, CardType.BATTLEFIELD)
    if not isinstance(affects, Permanents) or affects.type not in _PERMANENT_TYPES:
        return None
    return quoted, (affects, affects.type)


def _granted(quoted: ast.Quoted, affects: tuple[Selector, str], text: str) -> list[Ability]:
    """'Units here have "[E]: Gain 1 XP."', 'Your other units have "When I attack, …"': the
    quoted activated or triggered ability, theirs (477.2.a), compiled as a line of its own."""
    inner = quoted.parts[1]
    who, card_type = affects
    found, effect, _ = compiler._checked_line(ast.Line(parts=(inner,)), None, card_type)
    if effect or len(found) != 1 or not isinstance(found[0], (ActivatedAbility, TriggeredAbility)):
        raise NotCompiled(Construct.STATIC, f"granting {quote(inner)!r} not compiled")
    if isinstance(found[0], TriggeredAbility) and (
        (found[0].event in LEAVE_EVENTS and found[0].event is not EventKind.KILL)
        or found[0].zone is not None
    ):
        # a permanent leaving the board otherwise than by dying, or an ability of the trash:
        # the engine gives abilities to what is on the board only. A death is logged while
        # the unit is still there ('Friendly units have "[Deathknell] — Draw 1."': what it
        # had as it died, 428.1.a.1.b), and the sources of such abilities die last of those
        # dying together (:func:`riftrules.engine.board.kill_all`)
        raise NotCompiled(
            Construct.STATIC, f"granting {quote(inner)!r} (as it leaves the board) not compiled"
        )
    if card_type == CardType.BATTLEFIELD and not isinstance(found[0], TriggeredAbility):
        raise NotCompiled(  # a battlefield's activated abilities: none are granted
            Construct.STATIC, f"granting {quote(inner)!r} to battlefields not compiled"
        )
    if found[0].limit is not None:  # counted on a card's own ability only
        raise NotCompiled(
            Construct.STATIC, f"granting {quote(inner)!r} (a limit on using it) not compiled"
        )
    return [GrantedAbility(found[0], who, text=text)]


def _abilities(
    found: list[Clause],
    text: str,
    it: Selector | None = None,
    said: tuple[Instruction, ...] | None = None,
) -> list[Ability] | None:
    """The abilities of a static run (its clauses, and ``said``: its IR, which the conditions
    after "if", "while" and "unless" are read from)."""
    if (made := fixed(said)) is not None:  # "I can't be readied." (fixed_texts)
        return [made(text)]
    if (tag := _i_am(said)) is not None:  # "I am a Mech." (477.1.a: a trait granted)
        return [TagAbility(tag, Self(), text=text)]
    if (changed := _my_might_changed(found, said, text)) is not None:
        return [changed]  # "My Might is increased by …"
    if (made := fixed(_before(said, "unless"))) is not None:  # "… unless I'm in combat":
        ability = made(text)  # while I'm not
        condition = joined(said, "unless", WHILE)
        if condition is None:
            raise _unread(_from_joint(found, "unless"))
        active = condition.condition if isinstance(condition, Not) else Not(condition)
        return [dataclasses.replace(ability, active_if=active)]
    restricted = _restricted(found, said, text) or barring(found, text)
    if restricted is not None:
        return restricted
    if not found or found[0].auxiliaries:
        return None
    if found[0].lemma == "enter":
        return _enters(found, text, said)
    if found[0].lemma not in ("have", "has", "get"):
        return None
    if (counted := _equal_to_the_number(said)) is not None:
        # "I have [Assault] equal to the number of gear you control."
        return [_counted_keyword(found[0].subject, *counted, text)]
    condition: Condition | None = None
    lacking = bool(said) and said[-1] == _IF_THEY_DIDNT_ALREADY  # 809.2 would sum them
    if lacking:
        found = found[:-1]
    grants = found
    at = next((i for i, c in enumerate(found) if c.joint == "while"), None)
    if at is not None:  # "I have +2 [M] while I'm attacking with another unit."
        condition = joined(said, "while", WHILE)
        if condition is None:
            raise _unread(found[at:])
        grants = found[:at]
    unless: Condition | None = None  # of the last clause before it only
    unless_at = next((i for i, c in enumerate(found) if c.joint == "unless"), None)
    if at is None and unless_at is not None:  # "I have +3 [M] and … unless I'm in combat."
        read = joined(said, "unless", WHILE)
        if read is None:
            return None
        unless = read.condition if isinstance(read, Not) else Not(read)
        grants = found[:unless_at]
    last = 0  # where the abilities of the last clause begin
    subject = list(found[0].subject)
    abilities: list[Ability] = []
    for index, clause in enumerate(grants):
        last = len(abilities)
        if index and (clause.subject or conjunction(clause.joint) not in _GRANTS_JOINED):
            return None
        if index and clause.lemma == "enter":  # "I have +1 [M] and enter ready."
            entered = _enters(grants[index:], text)
            if entered is None:
                return None
            abilities += entered
            break
        floor = _floor(clause.objects)
        if floor and index and clause.joint == "," and isinstance(abilities[-1], StaticAbility):
            # "Stunned enemy units here have -8 [M], to a minimum of 1 [M]."
            abilities[-1] = dataclasses.replace(abilities[-1], floor=floor)
            continue
        if index and clause.lemma == "be" and said is not None and len(grants) == index + 2:
            barred = cant_be(said[index], said[index + 1])  # "… and can't be dealt damage"
            if barred is None or clause.subject:
                return None
            abilities.append(Restriction(barred, Self(), text=text))
            break
        if clause.lemma not in ("have", "has", "get") or clause.auxiliaries:
            return None
        objects = list(clause.objects)
        counting = _is_for_each(complements_of(objects[1:3]) or ())
        if objects and complements_of(objects[-1:]) == (_HERE,) and index == 0 and not counting:
            # "Other friendly units have +1 [M] here."; in "+1 [M] for each of your units
            # with [Tank] here" the place is the counted phrase's
            subject.append(objects.pop())
        grant = _grant(objects, text)
        if grant is None:
            return None
        abilities.append(grant)
    affects = it if it is not None else _affects(subject)
    abilities = [
        _granted_trigger(a, affects)
        if isinstance(a, TriggeredAbility)
        else dataclasses.replace(a, affects=affects)
        for a in abilities
    ]
    if lacking:
        if not all(isinstance(a, CombatAbility) for a in abilities):
            raise NotCompiled(
                Construct.CONDITION, "'if they didn't already' after no keyword not compiled"
            )
        abilities = [dataclasses.replace(a, if_lacking=True) for a in abilities]
    if condition is not None:
        abilities = [dataclasses.replace(a, active_if=condition) for a in abilities]
    if unless is not None:  # "… and can't be dealt damage unless I'm in combat": that clause's
        abilities[last:] = [dataclasses.replace(a, active_if=unless) for a in abilities[last:]]
    return abilities


# how a subject's grants are joined ("I have +1 [M], [Ganking], and [Shield].")
_GRANTS_JOINED = frozenset({Conjunction.AND, Conjunction.COMMA})


def _from_joint(found: list[Clause], joint: str) -> list[Clause]:
    """The clauses from the first joined by ``joint`` on (none without it)."""
    at = next((i for i, clause in enumerate(found) if clause.joint == joint), len(found))
    return found[at:]


def _unread(found: list[Clause]) -> NotCompiled:
    """The refusal of a condition after "while" or "unless" that no reading of the IR knows:
    the words of its clauses, case-folded, as "while …"."""
    return NotCompiled(
        Construct.CONDITION,
        f"condition {('while ' + quote(*_words(found))).casefold()!r} not compiled",
    )


def _unread_if(found: list[Clause]) -> NotCompiled:
    """The refusal of a condition after "if" that no reading of the IR knows: the words of
    its clauses, as "if …" ("if you …" where the clause reader left the subject "you" out)."""
    you = not found[0].subject
    return NotCompiled(
        Construct.CONDITION,
        f"condition {('if you ' if you else 'if ') + quote(*_words(found))!r} not compiled",
    )


def _words(found: list[Clause]) -> list[Node]:
    """The words of clauses, in order (for a refusal that quotes them)."""
    return [n for c in found for n in (*c.subject, *c.auxiliaries, *_verb(c), *c.objects)]


def _verb(clause: Clause) -> list[Word]:
    return [clause.verb] if clause.verb is not None else []


def _i_am(said: tuple[Instruction, ...] | None) -> str | None:
    """ "I am a Mech.": the tag I have (a trait granted, 477.1.a); None for another run."""
    match said:
        case (Instruction(objects=(NounPhrase(tags=(tag,)) as named,)) as one,) if (
            dataclasses.replace(one, objects=()) == _I_AM_A
            and named.bare("quantifier", "tags")
            and named.quantifier == "a"
        ):
            return tag_named(tag)
    return None


def _before(said: tuple[Instruction, ...] | None, joint: str) -> tuple[Instruction, ...] | None:
    """The instructions of a run before the first one joined by ``joint``; None without it."""
    at = next((i for i, one in enumerate(said or ()) if one.joint == joint), None)
    return said[:at] if said is not None and at is not None else None


def _floor(objects: list[Node]) -> int | None:
    """ "to a minimum of 1 [M]", as instructions read it."""
    return compiler.floor_of(objects)


def _affects(subject: list[Node]) -> Selector:
    return compiler._subject(subject)


_EQUAL_TO_THE_NUMBER = Prepositional(
    preposition="equal-to", object=NounPhrase(quantifier="the", qualities=("number",))
)
_Counted = tuple[NounPhrase, tuple[IRNode, ...]]
# "[Assault] equal to the number of …": what is counted, by its IR (the noun phrase after
# "of", its relative clause its own: "gear you control", and what follows it)
_NUMBER_OF: dict[_Counted, Permanents] = {
    (NounPhrase(controller="enemy", kinds=("unit",), location=NounPhrase(reference="here")), ()): (
        Permanents(type=CardType.UNIT, controller="enemy", at=Location.HERE)
    ),
    (NounPhrase(kinds=("gear",), relative=Relative(verb=Verb.CONTROL, subject="you")), ()): (
        Permanents(type=CardType.GEAR, controller="you")
    ),
}


def _equal_to_the_number(said: tuple[Instruction, ...] | None) -> tuple[Keyword, _Counted] | None:
    """ "I have [Assault] equal to the number of …" (the run's IR): the keyword, and what the
    number counts; None for another run."""
    match said:
        case (
            Instruction(
                verb=Verb.HAVE,
                objects=(
                    Keyword() as keyword,
                    Prepositional() as equal,
                    Prepositional(preposition="of", object=NounPhrase() as counted),
                    *rest,
                ),
            ),
            *after,
        ) if equal == _EQUAL_TO_THE_NUMBER:
            return keyword, (counted, (*rest, *after))
    return None


def _counted_keyword(
    subject: list[Node], keyword: Keyword, counted: _Counted, text: str
) -> Ability:
    """ "I have [Assault] equal to the number of enemy units here.": a value that counts."""
    if keyword.name not in COMBAT or keyword.value is not None or counted not in _NUMBER_OF:
        raise NotCompiled(
            Construct.VALUE, f"[{keyword.name}] equal to the number of what it counts not compiled"
        )
    return CombatAbility(keyword.name, Count(_NUMBER_OF[counted]), _affects(subject), text=text)


def _grant(objects: list[Node], text: str) -> Ability | None:
    """One thing a subject has: Might ("+1 [M]", "an additional +1 [M]", "+1 [M] for each
    friendly gear") or a keyword ("[Ganking]", "[Assault] equal to the number of …")."""
    if not objects:
        return None
    said = complements_of(objects)
    might = _might_change(said[0]) if said else None
    keyword = _keyword(said[0]) if said else None
    if might is not None and len(objects) == 1:
        return StaticAbility(might, Self(), text=text)
    if might is not None and (tagged := per_tag(objects[1:])) is not None:
        return StaticAbility(Times(might, tagged), Self(), text=text)  # "for each tag I have"
    if might is not None and said is not None and _is_for_each(said[1:3]):
        counted = _for_each(objects[2:])
        if counted is None:
            raise NotCompiled(
                Construct.VALUE, f"Might for each: {quote(*objects[2:]).casefold()!r} not compiled"
            )
        return StaticAbility(Times(might, Count(counted)), Self(), text=text)
    if keyword is None:
        return None
    name, value = keyword
    if name in GIVEN and len(objects) == 1:  # "Your Mechs have [Vision].": given to them
        (given,) = GIVEN[name](value)
        return dataclasses.replace(given, text=text)
    if name not in COMBAT and len(objects) == 1:  # by the reminder the line prints
        meant = meaning_given(name, said[0].value)  # type: ignore[index, union-attr]
        if len(meant) != 1:
            raise NotCompiled(Construct.STATIC, f"having {quote(*objects)}: two abilities")
        if isinstance(meant[0], Restriction):  # what can't happen to them (its affects: theirs)
            return dataclasses.replace(meant[0], text=text)
        return GrantedAbility(meant[0], Self(), text=text)
    if name not in COMBAT:
        raise NotCompiled(Construct.STATIC, f"having [{name}] not compiled")
    if len(objects) == 1:
        return CombatAbility(name, value, Self(), text=text)
    if (valued := _keyword_equal_to(said)) is not None:
        return CombatAbility(name, valued, Self(), text=text)  # "[Assault] equal to my Might"
    raise NotCompiled(Construct.STATIC, f"having {quote(*objects).casefold()!r} not compiled")


_EACH_OF = NounPhrase(partitive="each")  # "each of"
_HERE = NounPhrase(reference="here")
_FOR = Prepositional(preposition="for")
# where "each … here" counts: anywhere, or where I am
_WHERE_I_AM = (
    (),
    (NounPhrase(reference="here"),),
    (Prepositional(preposition="at", object=NounPhrase(possessor="me", kinds=("battlefield",))),),
)


def complements_of(chunks: Sequence[Node]) -> tuple[Complement, ...] | None:
    """The IR of a clause's chunks, one complement for each; None where they do not read so."""
    try:
        said = tuple(read_complement(chunk) for chunk in chunks)
    except IRError:
        return None
    return None if None in said else said  # type: ignore[return-value]


def _governed(chunks: list[Node]) -> tuple[Complement, ...] | None:
    """The IR of chunks as an instruction's objects (a preposition governing the noun phrase
    after it: "at" + "my battlefield"); None where they do not read."""
    try:
        return read_complements(chunks)
    except IRError:
        return None


def _might_change(said: Complement) -> int | None:
    """ "+1 [M]", "an additional +1 [M]" (+1 [M] more, added to the others): the change."""
    match said:
        case Amount(might=Might(change=int() as change) as might) as amount if amount.bare(
            "might"
        ) and might.bare("change"):
            return change
        case NounPhrase(might=Might(change=int() as change) as might) as named if (
            named == NounPhrase(quantifier="a", qualities=("additional",), might=might)
            and might.bare("change")
        ):
            return change
    return None


def _is_for_each(said: tuple[Complement, ...]) -> bool:
    """ "for each …", "for each of …" (the chunk after "for" each counted)."""
    if len(said) != 2 or said[0] != _FOR or not isinstance(said[1], NounPhrase):
        return False
    return said[1].quantifier == "each" or said[1] == _EACH_OF


_MY_MIGHT_IS = Instruction(
    verb=Verb.BE, subject=(NounPhrase(possessor="me", quantities=("might",)),)
)
_CHANGED = {Verb.INCREASE: 1, Verb.REDUCE: -1}


def _my_might_changed(
    found: list[Clause], said: tuple[Instruction, ...] | None, text: str
) -> Ability | None:
    """ "My Might is increased by 2", "… by the number of different tags among your units",
    "My Might is reduced by …" (the IR: "my Might" is, then a past "increase" or "reduce"):
    a Might change by that amount, counted now (140); None for another run."""
    if not said or len(said) != 2 or said[0] != _MY_MIGHT_IS or len(found) != 2:
        return None
    change = said[1]
    sign = _CHANGED.get(change.verb) if change.verb is not None else None
    if sign is None or not change.past or change.subject or change.modal or change.negated:
        return None
    value = by_amount(list(found[1].objects))
    if value is None:
        raise NotCompiled(Construct.VALUE, f"Might changed by {quote(*found[1].objects)!r}")
    return StaticAbility(Times(sign, value) if sign < 0 else value, Self(), text=text)  # type: ignore[arg-type]


_EQUAL_TO = Prepositional(preposition="equal-to")


def _keyword_equal_to(said: tuple[Complement, ...] | None) -> object | None:
    """ "[Assault] equal to my Energy cost", "[Shield] equal to my Might" (the IR: a keyword
    with no value, then "equal to" one characteristic, :func:`characteristic_of`): its value,
    that characteristic as it is when the keyword is used (807.1.b.2); None for other
    complements."""
    match said:
        case (Keyword(value=None, cost=None), equal, NounPhrase() as whose) if equal == _EQUAL_TO:
            return characteristic_of(whose)
    return None


def _keyword(said: Complement) -> tuple[str, int] | None:
    """ "[Assault 2]" (its IR): the keyword's name and value (a value left out is 1,
    807.1.b.3); None for another complement."""
    if not isinstance(said, Keyword) or said.cost is not None:
        return None
    return said.name, 1 if said.value is None else said.value


def _for_each(chunks: list[Node]) -> Selector | None:
    """ "each friendly gear", "each buffed friendly unit at my battlefield", "each of your
    units with [Temporary] at my battlefield": what is counted."""
    if chunks and complements_of(chunks[:1]) == (_EACH_OF,) and len(chunks) > 1:
        counted = described(chunks[1:])  # "of your units with [Temporary] at my battlefield"
        return counted if isinstance(counted, Permanents) else None
    if not chunks or not isinstance(chunks[0], ast.NounPhrase):
        return None
    said = noun_phrase_or_none(chunks[0])
    if said is not None and said.quantities == ("counter",):  # "each counter on me" (741)
        found = roles(chunks[1:])
        on = found.by_preposition.pop("on", [])
        return None if found != Roles() else counters_on(said, on)
    if len(chunks) > 2 and _with_my_name(chunks[-2:]):  # "… here with my name"
        counted = _for_each(chunks[:-2])
        return NamedAsMe(counted) if counted is not None else None
    rest = _governed(chunks[1:])
    if rest not in _WHERE_I_AM:  # "here", "at my battlefield": where I am
        return None
    counted = select(chunks[0])
    if not isinstance(counted, Permanents) or (rest and counted.at is not None):
        return None
    return dataclasses.replace(counted, at=Location.HERE) if rest else counted


def _with_my_name(chunks: list[Node]) -> bool:
    """ "with my name" (the IR: "with" and a noun phrase of my attribute name)."""
    with_, named = chunks
    if [w.text.casefold() for w in with_.words()] != ["with"]:
        return False
    try:
        return read_noun_phrase(named) == NounPhrase(possessor="me", attributes=("name",))
    except IRError:
        return False


def _granted_trigger(ability: TriggeredAbility, affects: Selector) -> TriggeredAbility:
    """ "Your Mechs have [Vision].": each has "When you play me, look at the top card of your
    Main Deck. You may recycle it." (817.1). A unit is on the board with its abilities as it is
    played (383.4.a.2), so while I am on the board this is: when you play one of them. "Other
    friendly units have [Vision].": when you or an ally plays one (489.8.e), its controller
    controlling what it has (191.4.a: a teammate's looks at their own deck)."""
    wanted = {"type", "controller", "tag", "other", "name"}
    fields = ("type", "controller", "tag", "other", "at", "name")
    given = {f for f in fields if getattr(affects, f, None)}
    by = {"you": "you", "friendly": "team"}.get(getattr(affects, "controller", None) or "")
    if not isinstance(affects, Permanents) or not given <= wanted or by is None:
        raise NotCompiled(
            Construct.STATIC,
            f"{ability.text!r}: a play effect given to units not yours not compiled",
        )
    subject = "other" if affects.other else None
    played = When(by=by, subject=subject, type=affects.type, tag=affects.tag, name=affects.name)
    controller = "granted" if by == "team" else None
    return dataclasses.replace(ability, condition=played, controller=controller)


def _enters(
    found: list[Clause], text: str, said: tuple[Instruction, ...] | None = None
) -> list[Ability] | None:
    """ "I enter ready." (read as "I enter" and "ready"), "This enters exhausted.", "I enter
    ready if you control another Mech." """
    objects = complements_of(found[0].objects)
    rest = [(c.joint, c.lemma, c.subject, c.objects, c.auxiliaries) for c in found[1:3]]
    condition: Condition | None = None
    if len(found) > 2:
        if found[2].joint != "if":
            return None
        condition = joined(said, "if")
        if condition is None:
            raise _unread_if(found[2:])
        rest = rest[:1]
    affects = _affects(found[0].subject)
    if objects == () and rest == [("", "ready", [], [], [])]:
        return [EntersAbility(True, affects, text=text, active_if=condition)]
    if objects == (State(state="exhausted"),) and not rest:
        return [EntersAbility(False, affects, text=text, active_if=condition)]
    return None


def entering_this_turn(found: list[Clause], text: str) -> Action:
    """ "Friendly units enter ready this turn.": an instruction creating, for this turn, how
    they enter (369.3)."""
    last = found[-1]
    if complements_of(last.objects) != (Duration(until="turn"),):
        raise NotCompiled(Construct.STATIC, f"{text!r}: entering, as an instruction, not compiled")
    last.objects = []
    entered = _enters(found, text)
    if entered is None or entered[0].active_if is not None:
        raise NotCompiled(Construct.STATIC, f"{text!r}: entering, as an instruction, not compiled")
    return AddAbility(entered[0], until=Until.TURN)


def _instead_while(first: list[Ability], sentence: ast.Sentence, text: str) -> list[Ability] | None:
    """ "Your units have +1 [M]. If I'm [Empowered], they have +2 [M] instead." (the IR of the
    second sentence: a condition, "they have" a Might change, "instead"): the first while the
    condition does not hold, the other Might while it does; None for another sentence."""
    said = sentence_or_none(sentence)
    if said is None:
        return None
    if len(said.conditions) != 1 or said.triggers or len(said.instructions) != 1:
        return None
    (have,) = said.instructions
    if have.verb is not Verb.HAVE or have.subject != (NounPhrase(reference="they"),):
        return None
    if len(have.objects) != 2 or have.objects[1] != Adverb(word="instead"):
        return None
    amount = have.objects[0]
    change = amount.might.change if isinstance(amount, Amount) and amount.might else None
    if change is None or any(not isinstance(a, StaticAbility) or a.active_if for a in first):
        return None
    prefix = next(p for p in _prefixes(sentence) if isinstance(p, ast.Condition))
    condition = _prefix_state(prefix)
    return [
        *(dataclasses.replace(a, active_if=Not(condition)) for a in first),
        *(dataclasses.replace(a, might=change, active_if=condition, text=text) for a in first),
    ]


def _prefix_state(prefix: Node) -> Condition:
    """A static ability's condition: read from the IR (:mod:`.conditions`: "If I have
    moved twice this turn", "While I'm buffed"); refused (naming its words) otherwise."""
    read = conditions.read(prefix)
    if read is None:
        raise NotCompiled(Construct.CONDITION, f"condition {quote(prefix)!r} not compiled")
    return read


def state(words: str) -> Condition:
    """ "While …" or "If …" by its words, where the IR has no reading
    (:func:`riftrules.effects.compiler.test_words`)."""
    text = words.casefold().strip()
    lead, _, rest = text.partition(" ")
    if lead not in ("while", "if"):
        raise NotCompiled(Construct.CONDITION, f"condition {words!r} not compiled")
    try:
        return compiler.test_words("if " + rest)
    except NotCompiled:
        raise NotCompiled(Construct.CONDITION, f"condition {words!r} not compiled") from None
