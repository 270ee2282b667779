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
import re

from riftrules.cardtext import ast
from riftrules.cardtext.nodes import Node
from riftrules.cardtext.printer import to_text
from riftrules.effects import ir_conditions
from riftrules.effects.clauses import Clause, clauses
from riftrules.effects.ir_conditions import joined
from riftrules.effects.ir_restrictions import barring, cant_be
from riftrules.effects.keywords import COMBAT, GIVEN, parse_keyword
from riftrules.effects.refusals import Construct, NotCompiled
from riftrules.effects.roles import described
from riftrules.effects.targets import select, tag_named
from riftrules.engine import (
    CONTROLLER,
    Ability,
    ActivatedAbility,
    AddAbility,
    AnyNumberOfBuffs,
    CardsIn,
    ChannelPhaseRunes,
    Choose,
    CombatAbility,
    Count,
    EntersAbility,
    FacedownRoom,
    GrantedAbility,
    IgnoreAbility,
    NamedAsMe,
    Not,
    Permanents,
    PointsOf,
    PreventAbility,
    Restriction,
    Self,
    StaticAbility,
    TagAbility,
    Times,
    TriggerAgain,
    TriggeredAbility,
    VictoryScoreChange,
    When,
)
from riftrules.engine.actions import Action, Condition
from riftrules.engine.selectors import Selector
from riftrules.ir.nodes import ConditionKind, Instruction

WHILE = ConditionKind.WHILE  # "I have +2 [M] while …", "… unless …" (read as while, negated)


def spell_static(effect: ast.Effect) -> list[Ability] | None:
    """A spell's own static text: "This can't be countered." (425; the card supersedes the
    rules, 002): a :class:`Restriction` the chain reads as it counters; "Ignore [Deflect] while
    paying this spell's cost." (766): an :class:`IgnoreAbility` read as it chooses; None for
    other text."""
    text = to_text(effect)
    if text.casefold() == "this can't be countered.":
        return [Restriction("countered", Self(), text=text)]
    if text.casefold() == "ignore [deflect] while paying this spell's cost.":
        # 766 (its example): the spell's choices cost no [Deflect] to its player (767)
        return [IgnoreAbility("Deflect", Permanents(), "you", text=text)]
    return None


def static(effect: ast.Effect) -> list[Ability] | None:
    """The abilities of a static ability's text; None if the text is not a static ability."""
    sentences = [p for p in effect.parts if isinstance(p, ast.Sentence)]
    if len(sentences) == 2:  # "Your units have +1 [M]. If I'm [Empowered], they have … instead."
        try:
            first = static(ast.Effect(parts=(sentences[0],)))
        except NotCompiled:
            return None
        return _instead_while(first, sentences[1], to_text(effect)) if first else None
    if len(sentences) != 1:
        return None
    text = to_text(effect)
    if _GRANTS.fullmatch(text.strip()):
        return _granted(text, text)
    prefixes = _prefixes(sentences[0])
    if any(not isinstance(p, ast.Condition) for p in prefixes) or len(prefixes) > 1:
        return None
    run = next((p for p in sentences[0].parts if isinstance(p, ast.Run)), None)
    if run is None:
        return None
    found = clauses(run)
    said = ir_conditions.instructions(run)
    it = _while_it(to_text(prefixes[0])) if prefixes else None
    if it is not None:  # "While a friendly unit defends alone, it gets +2 [M]."
        if not found or [to_text(n).casefold() for n in found[0].subject] != ["it"]:
            return None
        found[0].subject = []
        return _abilities(found, to_text(run), text, it)
    abilities = _abilities(found, to_text(run), text, said=said)
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
_WHILE_IT = re.compile(
    r"while (a friendly unit|a unit here) (?:is )?(attack|defend)(?:s|ing) alone"
)
_WHO_IT = {
    "a friendly unit": {"controller": "friendly"},
    "a unit here": {"at": "here"},
}


def _while_it(words: str) -> Selector | None:
    found = _WHILE_IT.fullmatch(words.casefold())
    if found is None:
        return None
    role = "attacker" if found[2] == "attack" else "defender"
    # 740.2.a: alone, no other friendly units at the same location
    return Permanents(type="Unit", role=role, alone=True, **_WHO_IT[found[1]])  # type: ignore[arg-type]


def _prefixes(sentence: ast.Sentence) -> list[Node]:
    found: list[Node] = []
    for part in sentence.parts:
        if isinstance(part, ast.Prefixes):
            found += [p.parts[0] for p in part.parts if isinstance(p, ast.Prefix)]
    return found


# fixed sentences: "I can't be readied." ...
_FIXED = {
    "i can't be readied": lambda text: Restriction("ready", Self(), text=text),
    "i don't deal combat damage": lambda text: Restriction("deal_combat_damage", Self(), text=text),
    # "My Might is increased by …": a passive Might change by an amount counted now (363)
    "my might is increased by your points": lambda text: StaticAbility(
        PointsOf(CONTROLLER), Self(), text=text
    ),
    "my might is increased by the number of cards in your trash": lambda text: StaticAbility(
        Count(CardsIn("trash")), Self(), text=text
    ),
    "i can't be chosen by enemy spells and abilities": lambda text: Restriction(
        "chosen", Self(), text=text
    ),
    # 764-767: a keyword treated as inactive for one procedure, by the players directed
    "players ignore [deflect] while paying for spells and abilities choosing something here": (
        lambda text: IgnoreAbility("Deflect", Permanents(at="here"), "players", text=text)
    ),
    "you ignore [tank] while assigning combat damage here": lambda text: IgnoreAbility(
        "Tank", Permanents(type="Unit", at="here"), "you", text=text
    ),
    # 465.2.c.8: "Caitlyn, Patrolling with the Backline ability ("I must be assigned combat
    # damage last.")"
    "i must be assigned combat damage last": lambda text: CombatAbility(
        "Backline", 1, Self(), text=text
    ),
    # no unit can be played to this battlefield (355.2 gives the choice of location; 002)
    "units can't be played here": lambda text: Restriction("play.here", Self(), text=text),
    # 437: all of it prevented ("All", 437.1.b.1.b), not combat damage
    "prevent all damage that enemy spells and abilities would deal to me": (
        lambda text: PreventAbility(Self(), text=text)
    ),
    # 383.4.c-d: conquer and hold effects, triggered once more (the card supersedes, 002)
    "your conquer effects for conquering here trigger an additional time": (
        lambda text: TriggerAgain("conquer", text=text)
    ),
    "your hold effects for holding here trigger an additional time": (
        lambda text: TriggerAgain("hold", text=text)
    ),
    "your [deathknell] effects trigger an additional time": (
        lambda text: TriggerAgain("deathknell", text=text)  # 808
    ),
    # 315.3.b: 2 runes, unless a card says otherwise (002)
    "players only channel 1 rune at the start of their channel phase": (
        lambda text: ChannelPhaseRunes(1, text=text)
    ),
    # 426.1.b.2: a permission to be buffed multiple times
    "i can have any number of buffs": lambda text: AnyNumberOfBuffs(Self(), text=text),
    # 107.3.b.1: the maximum occupancy of a Facedown Zone can increase
    "you may hide an additional card here": lambda text: FacedownRoom(1, text=text),
    # 194.3.a: card effects may alter the Victory Score
    "increase the points needed to win the game by 1": lambda text: VictoryScoreChange(
        1, text=text
    ),
}


# "… can't be chosen by enemy spells and abilities", "… don't deal combat damage": what the
# :class:`Restriction` forbids to the permanents the subject names (as "I …" above)
_RESTRICTIONS = {
    "can't be chosen by enemy spells and abilities": "chosen",
    "don't deal combat damage": "deal_combat_damage",
}


def _restricted(found: list[Clause], words: str, text: str) -> list[Ability] | None:
    """ "Enemy units here with less Might than me don't deal combat damage."."""
    if not found or len(found[0].subject) < 2:  # ("… spells and abilities": two clauses)
        return None
    subject = " ".join(to_text(s) for s in found[0].subject).casefold()
    what = _RESTRICTIONS.get(words.removeprefix(subject + " "))
    if what is None or not words.startswith(subject + " "):
        return None
    affects = described(found[0].subject)
    if affects is None or isinstance(affects, Choose):
        return None
    return [Restriction(what, affects, text=text)]


_I_AM = re.compile(r"i am an? ([a-z\-]+)")
_GRANTS = re.compile(r'units here have "(.+)"', re.IGNORECASE)


def _granted(run: str, text: str) -> list[Ability]:
    """'Units here have "[E]: Gain 1 XP."': the quoted activated ability, theirs (477.2.a)."""
    from riftrules.effects.compiler import compile_text

    quoted = _GRANTS.fullmatch(run.strip())
    assert quoted is not None
    script = compile_text(quoted[1], "Unit")
    if script.effect is not None or [type(a) for a in script.abilities] != [ActivatedAbility]:
        raise NotCompiled(Construct.STATIC, f"granting {quoted[1]!r} not compiled")
    if script.abilities[0].limit is not None:  # counted on a card's own ability only
        raise NotCompiled(
            Construct.STATIC, f"granting {quoted[1]!r} (a limit on using it) not compiled"
        )
    return [GrantedAbility(script.abilities[0], Permanents(type="Unit", at="here"), text=text)]


def _abilities(
    found: list[Clause],
    run: str,
    text: str,
    it: Selector | None = None,
    said: tuple[Instruction, ...] | None = None,
) -> list[Ability] | None:
    """The abilities of a static run (its clauses, its words, and ``said``: its IR, which
    the conditions after "if", "while" and "unless" are read from first)."""
    words = run.casefold()
    if words in _FIXED:
        return [_FIXED[words](text)]
    named = _I_AM.fullmatch(words)
    if named and (tag := tag_named(named[1])):  # "I am a Mech." (477.1.a: a trait granted)
        return [TagAbility(tag, Self(), text=text)]
    unless = words.partition(" unless ")
    if unless[1] and unless[0] in _FIXED:  # "… unless I'm in combat": while I'm not
        ability = _FIXED[unless[0]](text)
        condition = joined(said, "unless", WHILE) or state("while " + unless[2])
        active = condition.condition if isinstance(condition, Not) else Not(condition)
        return [dataclasses.replace(ability, active_if=active)]
    restricted = _restricted(found, words, text) or barring(found, text)
    if restricted is not None:
        return restricted
    if not found or found[0].auxiliaries:
        return None
    if found[0].lemma == "enter":
        return _enters(found, text, said)
    if found[0].lemma not in ("have", "has", "get"):
        return None
    counted = _EQUAL.fullmatch(run)
    if counted:  # "I have [Assault] equal to the number of gear you control."
        return [_counted_keyword(found[0].subject, counted[1], counted[2].casefold(), text)]
    condition: Condition | None = None
    lacking = words.endswith(" if they didn't already")  # 809.2 would sum them otherwise
    if lacking:
        found = found[:-1]
    grants = found
    at = next((i for i, c in enumerate(found) if c.joint == "while"), None)
    if at is not None:  # "I have +2 [M] while I'm attacking with another unit."
        condition = joined(said, "while", WHILE) or state("while " + words.split(" while ", 1)[1])
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
        if index and (clause.subject or clause.joint not in ("and", ",", ", and")):
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
        if objects and to_text(objects[-1]).casefold() == "here" and index == 0:
            subject.append(objects.pop())  # "Other friendly units have +1 [M] here."
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


def _floor(objects: list[Node]) -> int | None:
    """ "to a minimum of 1 [M]", as instructions read it."""
    from riftrules.effects.compiler import floor_of

    return floor_of(objects)


def _affects(subject: list[Node]) -> Selector:
    from riftrules.effects.compiler import _subject

    return _subject(subject)


_MIGHT = re.compile(r"(?:an additional )?([+-]\d+) \[m\]")
_EQUAL = re.compile(r".* (?:have|has) (\[[\w ]+\]) equal to the number of (.+)")
# "[Assault] equal to the number of …": what is counted, by its words
_NUMBER_OF = {
    "enemy units here": Permanents(type="Unit", controller="enemy", at="here"),
    "gear you control": Permanents(type="Gear", controller="you"),
}


def _counted_keyword(subject: list[Node], keyword: str, counted: str, text: str) -> Ability:
    """ "I have [Assault] equal to the number of enemy units here.": a value that counts."""
    name = (parse_keyword(keyword) or ("", 0))[0]
    if name not in COMBAT or counted not in _NUMBER_OF:
        raise NotCompiled(
            Construct.VALUE, f"{keyword} equal to the number of {counted!r} not compiled"
        )
    return CombatAbility(name, Count(_NUMBER_OF[counted]), _affects(subject), text=text)


def _grant(objects: list[Node], text: str) -> Ability | None:
    """One thing a subject has: Might ("+1 [M]", "an additional +1 [M]", "+1 [M] for each
    friendly gear") or a keyword ("[Ganking]", "[Assault] equal to the number of …")."""
    words = " ".join(to_text(o) for o in objects).casefold()
    if not objects:
        return None
    might = _MIGHT.fullmatch(to_text(objects[0]).casefold())
    keyword = parse_keyword(to_text(objects[0]))
    if might and len(objects) == 1:
        return StaticAbility(int(might[1]), Self(), text=text)
    if might and words.startswith(f"{to_text(objects[0]).casefold()} for each "):
        counted = _for_each(objects[2:])
        if counted is None:
            raise NotCompiled(
                Construct.VALUE, f"Might for each {words.split(' for each ', 1)[1]!r} not compiled"
            )
        return StaticAbility(Times(int(might[1]), Count(counted)), Self(), text=text)
    if keyword is None:
        return None
    name, value = keyword
    if name in GIVEN and len(objects) == 1:  # "Your Mechs have [Vision].": given to them
        (given,) = GIVEN[name](value)
        return dataclasses.replace(given, text=text)
    if name not in COMBAT:
        raise NotCompiled(Construct.STATIC, f"having [{name}] not compiled")
    if len(objects) == 1:
        return CombatAbility(name, value, Self(), text=text)
    raise NotCompiled(Construct.STATIC, f"having {words!r} not compiled")


def _for_each(chunks: list[Node]) -> Selector | None:
    """ "each friendly gear", "each buffed friendly unit at my battlefield", "each of your
    units with [Temporary] at my battlefield": what is counted."""
    if chunks and to_text(chunks[0]).casefold() == "each of" and len(chunks) > 1:
        counted = described(chunks[1:])  # "of your units with [Temporary] at my battlefield"
        return counted if isinstance(counted, Permanents) else None
    if not chunks or not isinstance(chunks[0], ast.NounPhrase):
        return None
    if len(chunks) > 2 and _with_my_name(chunks[-2:]):  # "… here with my name"
        counted = _for_each(chunks[:-2])
        return NamedAsMe(counted) if counted is not None else None
    rest = " ".join(to_text(c) for c in chunks[1:]).casefold()
    if rest not in ("", "here", "at my battlefield"):  # "here": where I am
        return None
    counted = select(chunks[0])
    if not isinstance(counted, Permanents) or (rest and counted.at is not None):
        return None
    return dataclasses.replace(counted, at="here") if rest else counted


def _with_my_name(chunks: list[Node]) -> bool:
    """ "with my name" (the IR: "with" and a noun phrase of my attribute name)."""
    from riftrules.ir import IRError
    from riftrules.ir.nodes import NounPhrase
    from riftrules.ir.reader import read_noun_phrase

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
    played (383.4.a.2), so while I am on the board this is: when you play one of them."""
    wanted = {"type", "controller", "tag", "other", "name"}
    fields = ("type", "controller", "tag", "other", "at", "name")
    given = {f for f in fields if getattr(affects, f, None)}
    if not isinstance(affects, Permanents) or not given <= wanted or affects.controller != "you":
        # a teammate's unit (489.8.e: friendly) would look at its own controller's deck
        raise NotCompiled(
            Construct.STATIC,
            f"{ability.text!r}: a play effect given to units not yours not compiled",
        )
    subject = "other" if affects.other else None
    played = When(by="you", subject=subject, type=affects.type, tag=affects.tag, name=affects.name)
    return dataclasses.replace(ability, condition=played)


def _enters(
    found: list[Clause], text: str, said: tuple[Instruction, ...] | None = None
) -> list[Ability] | None:
    """ "I enter ready." (read as "I enter" and "ready"), "This enters exhausted.", "I enter
    ready if you control another Mech." """
    objects = [to_text(o).casefold() for o in found[0].objects]
    rest = [(c.joint, c.lemma, c.subject, c.objects, c.auxiliaries) for c in found[1:3]]
    condition: Condition | None = None
    if len(found) > 2:
        if found[2].joint != "if":
            return None
        words = " ".join(to_text(n) for c in found[2:] for n in (*c.subject, c.verb, *c.objects))
        condition = joined(said, "if") or state(
            "if you " + words if not found[2].subject else "if " + words
        )
        rest = rest[:1]
    affects = _affects(found[0].subject)
    if not objects and rest == [("", "ready", [], [], [])]:
        return [EntersAbility(True, affects, text=text, active_if=condition)]
    if objects == ["exhausted"] and not rest:
        return [EntersAbility(False, affects, text=text, active_if=condition)]
    return None


def entering_this_turn(found: list[Clause], text: str) -> Action:
    """ "Friendly units enter ready this turn.": an instruction creating, for this turn, how
    they enter (369.3)."""
    last = found[-1]
    if [to_text(o).casefold() for o in last.objects] != ["this turn"]:
        raise NotCompiled(Construct.STATIC, f"{text!r}: entering, as an instruction, not compiled")
    last.objects = []
    entered = _enters(found, text)
    if entered is None or entered[0].active_if is not None:
        raise NotCompiled(Construct.STATIC, f"{text!r}: entering, as an instruction, not compiled")
    return AddAbility(entered[0], until="turn")


def _instead_while(first: list[Ability], sentence: ast.Sentence, text: str) -> list[Ability] | None:
    """ "Your units have +1 [M]. If I'm [Empowered], they have +2 [M] instead." (the IR of the
    second sentence: a condition, "they have" a Might change, "instead"): the first while the
    condition does not hold, the other Might while it does; None for another sentence."""
    from riftrules.ir import IRError
    from riftrules.ir.nodes import Adverb, Amount, NounPhrase, Verb
    from riftrules.ir.reader import read_sentence

    try:
        said = read_sentence(sentence)
    except IRError:
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
    """A static ability's condition: read from the IR (:mod:`.ir_conditions`: "If I have
    moved twice this turn", "While I'm buffed"), else by its words (:func:`state`)."""
    read = ir_conditions.read(prefix)
    return read if read is not None else state(to_text(prefix))


def state(words: str) -> Condition:
    """ "While …" or "If …" by its words, where the IR has no reading
    (:func:`riftrules.effects.compiler.test_words`)."""
    from riftrules.effects.compiler import test_words

    text = words.casefold().strip()
    lead, _, rest = text.partition(" ")
    if lead not in ("while", "if"):
        raise NotCompiled(Construct.CONDITION, f"condition {words!r} not compiled")
    try:
        return test_words("if " + rest)
    except NotCompiled:
        raise NotCompiled(Construct.CONDITION, f"condition {words!r} not compiled") from None
