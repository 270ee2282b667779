"""Card text -> a :class:`~riftrules.engine.Script`: the abilities a permanent has and the
instructions a spell runs, built from the engine's public actions and selectors.

Per ability (line): a keyword line compiles its keywords (:mod:`.keywords`); a sentence that
opens with a trigger becomes a :class:`~riftrules.engine.TriggeredAbility`; the sentences of a
spell become its instructions. Within a sentence, clauses become actions (:mod:`.verbs`) in
order, "then" and "," alike; "you may …" is :class:`~riftrules.engine.May`, "If you do, …"
:class:`~riftrules.engine.If` on what the previous instruction did. Whatever is not compiled
raises :class:`NotCompiled` naming the words: never a placeholder.
"""

from __future__ import annotations

import dataclasses
import itertools
from collections.abc import Callable
from functools import lru_cache
from typing import Any, NoReturn, TypeGuard

from riftrules.cardtext import ast
from riftrules.cardtext.nodes import Node, Unknown, Word
from riftrules.cardtext.parser import parse_text
from riftrules.cardtext.printer import quote
from riftrules.effects import (
    costmods,
    ir_conditions,
    ir_counts,
    ir_looked,
    ir_objects,
    ir_permissions,
)
from riftrules.effects.bonus import next_spell_bonus, own_bonus
from riftrules.effects.clauses import Clause, clauses, lemma, word_kinds
from riftrules.effects.costs import ability_discount, as_played, discounted, merge_costing
from riftrules.effects.delays import at_end_of_turn
from riftrules.effects.durations import fronted
from riftrules.effects.effect_text import appended as as_effect_text
from riftrules.effects.ir_history import ThatMuch, that_much
from riftrules.effects.ir_objects import _ITS_COSTS
from riftrules.effects.ir_restrictions import forbidding
from riftrules.effects.ir_spending import restricted, spend_only
from riftrules.effects.ir_statics import cant_move_it_this_turn, tag_as_played
from riftrules.effects.ir_statics import from_ir as ir_static
from riftrules.effects.ir_uses import MY_ABILITIES, use_only
from riftrules.effects.keywords import keyword_abilities, with_cost
from riftrules.effects.modes import OPENERS, attach_modes, modal, modes_of
from riftrules.effects.refusals import Construct, NotCompiled
from riftrules.effects.roles import (
    SAME_AS_CHOSEN,
    TO_OR_FROM_BASE,
    WITH_NEXT,
    described,
    my_keywords,
)
from riftrules.effects.statics import entering_this_turn, spell_static, static
from riftrules.effects.symbols import of_ir
from riftrules.effects.targets import ThatPlayer, choosing, location_of, select
from riftrules.effects.triggers import delayed, reflexive, when_they
from riftrules.effects.triggers import triggers as wait_for
from riftrules.effects.verbs import (
    PlayThisTurn,
    action,
    base_might_becomes,
    counter_instead,
    counter_unless,
    has_quoted,
    permitted_this_turn,
    phrases,
    prevention,
    spell_costing,
    unless_has_you,
)
from riftrules.engine import (
    CHOSEN_PLAYER,
    CONTROLLER,
    KILLED,
    LOOKED,
    OPPONENTS,
    PLAYED,
    Acting,
    ActivatedAbility,
    ActivateEffects,
    AddAbility,
    AdditionalCost,
    AsRevealed,
    AtLeast,
    Battlefields,
    Both,
    Cards,
    Choose,
    Chosen,
    ControllerOf,
    Count,
    Deal,
    Destination,
    DiscardCards,
    Either,
    Exhaust,
    Exists,
    ForEach,
    Give,
    If,
    InCombat,
    InZone,
    IsA,
    It,
    Kill,
    KilledToPlay,
    Last,
    LocationOf,
    Look,
    May,
    MeAnd,
    Move,
    MovedFrom,
    Opponent,
    OwnerOf,
    Pay,
    Permanents,
    Play,
    PlayedAnother,
    Players,
    PlayToken,
    Purpose,
    Recall,
    Recycle,
    Reflexive,
    Remember,
    Remembered,
    Reorder,
    Repeat,
    ReplacementAbility,
    Reveal,
    RevealUntil,
    ScoredEarly,
    Script,
    Self,
    Sequence,
    SpendBuff,
    SwapLocations,
    That,
    ThatBattlefield,
    TheChosen,
    There,
    TriggeredAbility,
    When,
    WhereItWas,
    XpOf,
)
from riftrules.engine.actions import Action, Condition
from riftrules.engine.selectors import Selector
from riftrules.engine.state import TRASH
from riftrules.ir.lexicon import LEXICON
from riftrules.ir.nodes import (
    Adverb,
    Complement,
    ConditionKind,
    Conjunction,
    Duration,
    Instruction,
    Prepositional,
    Relative,
    Resources,
    TimePoint,
    TriggerKind,
    Value,
    Verb,
    conjunction,
    in_order,
)
from riftrules.ir.nodes import Amount as IRAmount
from riftrules.ir.nodes import Condition as IRCondition
from riftrules.ir.nodes import Keyword as IRKeyword
from riftrules.ir.nodes import Might as IRMight
from riftrules.ir.nodes import NounPhrase as IRNounPhrase
from riftrules.ir.nodes import Verb as IRVerb
from riftrules.ir.reader import (
    complement_or_none,
    condition_or_none,
    instruction_or_none,
    noun_phrase_or_none,
    ordinal_numbers,
    sentence_or_none,
    trigger_or_none,
)

PERMANENT_TYPES = {"unit", "gear", "legend", "battlefield", "token"}
# the IR's references: "I"/"me", "it", "you", "here"
_SELF = IRNounPhrase(reference="self")
_IT = IRNounPhrase(reference="it")
_YOU = IRNounPhrase(reference="you")
_HERE = IRNounPhrase(reference="here")


@lru_cache(maxsize=4096)
def compile_text(text: str, card_type: str | None = None) -> Script:
    """Compile a card's text, every ability of it; raises :class:`NotCompiled` saying what is
    not compiled yet. This is what ``riftrules coverage`` counts as executable."""
    return _script(text, card_type, strict=True)


@lru_cache(maxsize=4096)
def compile_card(text: str, card_type: str | None = None) -> Script:
    """Compile what can be compiled of a card: an ability that cannot is left out and named in
    the script's notes ("not compiled: …"), explicitly, never replaced by a stand-in."""
    return _script(text, card_type, strict=False)


def _script(text: str, card_type: str | None, strict: bool) -> Script:
    parsed = parse_text(text)
    if parsed.refused:
        raise NotCompiled(Construct.PARSE, parsed.refused)
    abilities: list = []
    instructions: list[Action] = []
    notes: list[str] = []
    effect_text: list = []
    equipment = (card_type or "").casefold() == "gear" and _is_equipment(parsed.lines)
    use_only: Condition | None = None
    battlefield = (card_type or "").casefold() == "battlefield"
    from riftrules.ir.reader import name_listed

    for line in attach_modes(name_listed(parsed.lines)):
        try:
            if (only := _use_mine(line.node)) is not None:
                use_only = only  # 377.2.b: to activate them
                continue
            appended = equipment and _is_effect_text(line.node)
            trigger = _a_players_play(line.node) if battlefield else None
            if trigger is not None:
                found, effect, note = _a_player(line, trigger), [], []
            else:
                try:
                    with as_effect_text(appended):
                        found, effect, note = _checked_line(
                            line.node, line.error, "Unit" if appended else card_type
                        )
                except NotCompiled:
                    gated = _gated_instead(line.node, instructions)
                    if gated is None:
                        raise
                    instructions[-1] = gated  # "[Level 6][>] Give it +3 [M] this turn instead."
                    continue
            if appended and effect:
                raise NotCompiled(Construct.EQUIPMENT, "instructions in an Equipment's effect text")
        except NotCompiled as error:
            if strict:
                raise
            notes.append(f"not compiled: {line.text}: {error}")
            continue
        (effect_text if appended else abilities).extend(found)
        instructions.extend(effect)
        notes.extend(note)
    if _finds((*abilities, *instructions), lambda v: isinstance(v, KilledToPlay)):
        try:
            _killed_to_play(abilities, instructions, card_type)
        except NotCompiled as error:
            if strict:
                raise
            notes.append(f"not compiled: {error}")
            instructions = []
    if use_only is not None:
        try:
            abilities = _only_while(abilities, use_only)
        except NotCompiled as error:
            if strict:
                raise
            notes.append(f"not compiled: Use my abilities only …: {error}")
    effect = (
        instructions[0]
        if len(instructions) == 1
        else (Sequence(*instructions) if instructions else None)
    )
    return Script(
        abilities=tuple(abilities),
        effect=effect,
        notes=tuple(notes),
        effect_text=tuple(effect_text),
    )


def _killed_to_play(abilities: list, instructions: list[Action], card_type: str | None) -> None:
    """ "the killed unit" (:class:`KilledToPlay`) is what a spell's additional cost killed
    (357.2): refused anywhere else."""
    killing = any(
        isinstance(a, AdditionalCost) and _finds(a.cost, lambda v: isinstance(v, Kill))
        for a in abilities
    )
    in_abilities = _finds(tuple(abilities), lambda v: isinstance(v, KilledToPlay))
    if (card_type or "").casefold() != "spell" or not killing or in_abilities:
        raise NotCompiled(Construct.NOUN_PHRASE, "cannot tell what 'the killed unit' is")


def _checked_line(node: Node, error: object, card_type: str | None) -> tuple[list, list, list[str]]:
    """:func:`_line`, refused where a placeholder is left that nothing in the line resolved."""
    found, effect, note = _line(node, error, card_type)
    if _finds((*found, *effect), lambda v: isinstance(v, ThatPlayer)):
        raise NotCompiled(  # no trigger said who
            Construct.NOUN_PHRASE, "cannot tell which players 'that player' are"
        )
    if _finds((*found, *effect), lambda v: isinstance(v, PlayThisTurn)):
        raise NotCompiled(  # no ", ignoring its … cost" said what it permits
            Construct.VERB, "playing a card this turn not compiled"
        )
    if _finds((*found, *effect), lambda v: isinstance(v, ThatMuch)):
        raise NotCompiled(  # no condition said how much
            Construct.VALUE, "cannot tell how much 'that much' is"
        )
    return found, effect, note


# "When a player plays a unit here, they may pay [1] to [Buff] it.": a battlefield's ability
# naming the player who makes its choices, "they" (190.6.c)
_A_PLAYER = IRNounPhrase(quantifier="a", kinds=("player",))
_YOU_WORD = Word(kind="PRONOUN", text="you")


_A_PLAYERS = (Verb.PLAY, Verb.CHOOSE)  # "a player plays …", "a player chooses …"


def _a_players_play(node: Node) -> Node | None:
    """The trigger of a line "When a player plays …, …" / "The first time a player plays …, …"
    (read from the IR: the event a player's play), None for another line."""
    body = node.parts[0] if isinstance(node, ast.Line) and node.parts else None
    first = body.parts[0] if isinstance(body, ast.Effect) and body.parts else None
    prefixes = _prefixes(first) if isinstance(first, ast.Sentence) else []
    if not prefixes or not isinstance(prefixes[0], (ast.When, ast.NthTime)):
        return None
    trigger = trigger_or_none(prefixes[0])
    if trigger is None:
        return None
    if trigger.kind is TriggerKind.NTH_TIME and trigger.ordinal != "first":
        return None
    event = trigger.event[0] if trigger.event else None
    if event is None or event.verb not in _A_PLAYERS or event.subject != (_A_PLAYER,):
        return None
    return prefixes[0]


def _a_player(line: Any, trigger: Node) -> list[TriggeredAbility]:
    """190.6.c: that player is the ability's controller, so the ability reads as that player's
    own — "When you play a unit here, you may pay [1] to [Buff] it." (the tree with "you" for
    "a player" and for the "they" after it who may …, control … or draw …) — triggered by any
    player's event (``When.by`` left open) and controlled by that player
    (``TriggeredAbility.controller="event"``)."""
    own = _yours(line.node, trigger)
    if _says(own, "they", LEXICON["pronouns"]):
        raise NotCompiled(Construct.REFERENCE, f"'they' in {line.text!r} not compiled")
    another = _says(_without(line.node, trigger), "another", LEXICON["quantifiers"])
    found, effect, _ = _checked_line(own, None, "Battlefield")
    if another:  # other than the unit played, not (only) than the battlefield
        found = [_besides_played(ability) for ability in found]
    if effect or not found:
        raise NotCompiled(Construct.CLAUSE_PART, f"{line.text!r} not compiled")
    anyones = []
    for ability in found:
        condition = getattr(ability, "condition", None)
        if not isinstance(ability, TriggeredAbility) or getattr(condition, "by", None) != "you":
            raise NotCompiled(Construct.CLAUSE_PART, f"{line.text!r} not compiled")
        anyone = dataclasses.replace(condition, by=None)
        anyones.append(
            dataclasses.replace(ability, condition=anyone, controller="event", text=quote(trigger))
        )
    return anyones


def _besides_played(value: Any) -> Any:
    """ "… plays a unit here, they may move another unit they control here …": each "another"
    (``Permanents.other``) of the ability also excludes the event's unit (:class:`That`)."""
    return _rewrite(
        value,
        lambda v: (
            dataclasses.replace(v, besides=That())
            if isinstance(v, Permanents) and v.other
            else None
        ),
    )


def _yours(node: Node, trigger: Node) -> Node:
    """The line with "you play" for the trigger's "a player plays", and "you" for each "they"
    after it that may, controls or draws."""
    if node is trigger:
        event = trigger.parts[1]
        assert isinstance(event, ast.Branch)
        _, plays, *rest = event.parts
        verb = next(iter(plays.words()))
        play = Word(kind=verb.kind, text=lemma(verb))
        parts = (ast.NounPhrase(parts=(_YOU_WORD,)), ast.VerbPhrase(parts=(play,)), *rest)
        return dataclasses.replace(trigger, parts=(trigger.parts[0], type(event)(parts=parts)))
    if not isinstance(node, ast.Branch):
        return node
    parts = [_yours(p, trigger) for p in node.parts]
    for i, (they, after) in enumerate(itertools.pairwise(parts)):
        if _is_they(they) and _they_do(after):
            parts[i] = ast.NounPhrase(parts=(_YOU_WORD,))
    return dataclasses.replace(node, parts=tuple(parts))


def _is_they(node: Node) -> bool:
    words = list(node.words())
    return isinstance(node, ast.NounPhrase) and len(words) == 1 and words[0].text == "they"


def _they_do(node: Node) -> bool:
    """Does the chunk after "they" say they may, control or draw (what "you" would)?"""
    words = list(node.words())
    if len(words) != 1:
        return False
    if words[0].kind == "AUX":
        return words[0].text == "may"
    return lemma(words[0]) in ("control", "draw")


def _without(node: Node, part: Node) -> Node:
    """The tree without ``part`` (a line without its trigger)."""
    if not isinstance(node, ast.Branch):
        return node
    return dataclasses.replace(
        node, parts=tuple(_without(p, part) for p in node.parts if p is not part)
    )


def _says(node: Node, meaning: str, table: dict[str, str]) -> bool:
    """Does a word of the tree mean ``meaning`` in the lexicon's ``table``?"""
    return any(table.get(w.text.casefold()) == meaning for w in node.words())


def _use_mine(node: Node) -> Condition | None:
    """ "Use my abilities only while I'm at a battlefield.": a condition on using (activating)
    each of the card's activated abilities (377.2: "use"; 377.2.b); None for another line."""
    effect = node.parts[0] if isinstance(node, ast.Line) and node.parts else node
    parts = getattr(effect, "parts", ())
    if not isinstance(effect, ast.Effect) or len(parts) != 1:
        return None
    found = use_only(parts[0], MY_ABILITIES)
    if found is None:
        return None
    if found[1] is not None or found[0] is None:
        raise NotCompiled(Construct.ABILITY, "'Use my abilities only …' without a condition")
    return found[0]


def _only_while(abilities: list, condition: Condition) -> list:
    if not any(isinstance(a, ActivatedAbility) for a in abilities):
        raise NotCompiled(Construct.ABILITY, "'Use my abilities only …' with no activated ability")
    return [
        _gated_ability(a, condition) if isinstance(a, ActivatedAbility) else a for a in abilities
    ]


# 818.1.a, 819.1.a: a gear with [Equip] or [Quick-Draw] is an Equipment
_EQUIPPING = frozenset({"Equip", "Quick-Draw"})
# keywords about the Equipment itself, never its effect text: how it is played or hidden (811)
_RULES_KEYWORDS = frozenset({"Equip", "Quick-Draw", "Action", "Reaction", "Unique", "Hidden"})


def _keyword(node: Node | None) -> IRKeyword | None:
    """The keyword a word is ("[Assault 2]"), read from the IR; None for another word."""
    if not isinstance(node, Word) or node.kind != "KEYWORD":
        return None
    said = complement_or_none(node)
    return said if isinstance(said, IRKeyword) else None


def _bare(node: Node | None, names: frozenset[str]) -> bool:
    """Is the word one of the keywords ``names``, with no value ("[Equip]", not "[Equip 2]")?"""
    said = _keyword(node)
    return said is not None and said == IRKeyword(name=said.name) and said.name in names


def _is_equipment(lines: list) -> bool:
    """Does a line open with [Equip] or [Quick-Draw] (818.1.a, 819.1.a)?"""
    return any(_bare(next(iter(line.node.words()), None), _EQUIPPING) for line in lines)


_THE_UNIT = {"i", "me", "my", "i'm", "myself"}


def _is_effect_text(node: Node) -> bool:
    """An Equipment's text mixes its rules text and its effect text (136), which the pool does
    not tell apart. Effect text is appended to the rules text of the unit it is attached to and
    calls that unit "I" (136.2.c-d): a line that says "I"/"me" is effect text, and so is a
    keyword whose reminder does ("[Assault 2] (+2 [M] while I'm an attacker.)"; but "[Temporary]
    (If this is unattached, kill it …)" is the Equipment's own). Effect text compiles as the
    unit's, "this" in it naming the Equipment (136.2.d: :mod:`riftrules.effects.effect_text`)."""
    if isinstance(node, Unknown):
        return False
    body = node.parts[0]
    if isinstance(body, ast.KeywordCost):
        return False
    words = [w.text.casefold() for w in body.words() if w.kind != "REMINDER_TEXT"]
    if isinstance(body, ast.Keywords):
        items = [p for p in body.parts if isinstance(p, ast.KeywordItem)]
        if all(_bare(item.parts[0], _RULES_KEYWORDS) for item in items):
            return False
        reminder = " ".join(w.text for w in body.words() if w.kind == "REMINDER_TEXT")
        says = _references(reminder)
        if says & {"this", "it"} and "self" not in says:
            return False  # the keyword is about the Equipment
        if "self" not in says:
            raise NotCompiled(
                Construct.EQUIPMENT,
                "a keyword of an Equipment: its own or its effect text? not compiled",
            )
    elif not any(word in _THE_UNIT for word in words):
        return False
    return True


def _references(reminder: str) -> set[str]:
    """What the words of a reminder text (which has no tree) refer to, by the lexicon: its
    pronouns ("I", "me", "it", "this": ``self``, ``it``, ``this``), possessives ("my": ``self``)
    and the subjects of its contractions ("I'm": ``self``)."""
    found = set()
    for token in reminder.split():
        word = token.strip(_PUNCTUATION).casefold()
        if word in LEXICON["pronouns"]:
            found.add(LEXICON["pronouns"][word])
        elif word in LEXICON["contractions"]:
            found.add(LEXICON["contractions"][word][0])
        elif LEXICON["possessives"].get(word) == "me":
            found.add("self")
    return found


_PUNCTUATION = '().,;:!?"“”'


def _line(node: Node, error: object, card_type: str | None) -> tuple[list, list, list[str]]:
    """One ability: (abilities, instructions, notes); raises NotCompiled."""
    if isinstance(node, Unknown):
        raise NotCompiled(Construct.PARSE, f"line not parsed: {getattr(error, 'message', '')}")
    body = node.parts[0]
    notes: list[str] = []
    if isinstance(body, ast.Keywords):
        found, keyword_notes = keyword_abilities(body)
        return list(found), [], keyword_notes
    if isinstance(body, ast.Reminder):
        notes.append(f"reminder: {quote(body)}")
        return [], [], notes
    if isinstance(body, ast.Gated):
        return _gated(body, card_type)
    if isinstance(body, ast.Activated):
        return [_activated(body)], [], []
    if isinstance(body, ast.KeywordCost):
        return _keyword_cost(body), [], []
    if isinstance(body, ast.Effect) and _deck_building(body):
        notes.append(f"deck building (103.2.b), not an effect: {quote(body)}")
        return [], [], notes
    if isinstance(body, ast.Effect):
        permanent = (card_type or "").casefold() in PERMANENT_TYPES
        if permanent and (chosen := tag_as_played(body, card_type, text=quote(body))) is not None:
            return chosen, [], []  # "As you play me, choose Bird, Cat, Dog, or Poro. …"
        played = as_played(body)  # what playing the card costs (349-358)
        if played is not None:
            found, instructions = played
            if instructions and (card_type or "").casefold() in PERMANENT_TYPES:
                raise NotCompiled(
                    Construct.ABILITY, "a permanent's text outside a trigger (a static ability)"
                )
            return found, instructions, []
        if (card_type or "").casefold() == "spell" and (own := spell_static(body)):
            return own, [], []
        if (card_type or "").casefold() in PERMANENT_TYPES:
            if (allowed := ir_permissions.permission(body)) is not None:
                return allowed, [], []  # where units may be played (355.2.b) or moved
            changes = costmods.passive(body)  # what other cards cost (356.3, 356.4.a)
            if changes is not None:
                return changes, [], []
            passive = static(body)
            if passive is None:
                passive = ir_static(body, card_type, text=quote(body))
            if passive is not None:
                return passive, [], []
        ability, effect = _effect(body, card_type)
        if effect is not None and (card_type or "").casefold() in PERMANENT_TYPES:
            raise NotCompiled(
                Construct.ABILITY, "a permanent's text outside a trigger (a static ability)"
            )
        found = list(ability) if isinstance(ability, tuple) else ([ability] if ability else [])
        return found, ([effect] if effect else []), []
    raise NotCompiled(Construct.ABILITY, f"{type(body).__name__.lower()} abilities not compiled")


# "Your deck can have any number of cards named Spiderling.": an exception to 103.2.b (at
# most 3 copies of a card in a Main Deck), which deck building reads; no game effect
_ANY_NUMBER = Instruction(
    verb=Verb.HAVE,
    subject=(IRNounPhrase(possessor="you", zones=("deck",)),),
    modal=("can",),
    objects=(IRNounPhrase(partitive="any-number", kinds=("card",)),),
)


def _deck_building(effect: ast.Effect) -> bool:
    """Is the effect "Your deck can have any number of cards named …." (the IR's: one sentence,
    your deck that can have any number of cards, then the name they have)?"""
    if len(effect.parts) != 1 or not isinstance(effect.parts[0], ast.Sentence):
        return False
    said = sentence_or_none(effect.parts[0])
    if said is None:
        return False
    if said.triggers or said.conditions or len(said.instructions) != 2:
        return False
    have, named = said.instructions
    names = named.objects[0] if len(named.objects) == 1 else None
    return (
        have == _ANY_NUMBER
        and named == Instruction(verb=Verb.NAME, past=True, objects=named.objects)
        and isinstance(names, IRNounPhrase)
        and names == IRNounPhrase(names=names.names)
        and len(names.names) == 1
    )


# keywords that only say when an ability may be used (806, 813), not what it does
_TIMING = {"[Action]", "[Reaction]"}


def _gated(node: ast.Gated, card_type: str | None) -> tuple[list, list, list[str]]:
    """ "[Reaction][>] Kill this, [E]: …": a timing keyword over an ability compiles to the
    ability (noted); a dependent keyword ([Level 6][>], [Legion] —) makes it conditional;
    [Deathknell] is a trigger."""
    keyword, rest = node.parts[0], node.parts[-1]
    if (
        isinstance(keyword, Word)
        and keyword.text == "[Deathknell]"
        and isinstance(rest, ast.Effect)
    ):
        # [Deathknell] (808): "When I die, get the effect."
        effect = _instructions(_effect_sentences(rest), False)
        return [TriggeredAbility("kill", effect, When(subject="self"), text="[Deathknell]")], [], []
    condition = _gate(keyword) if isinstance(keyword, Word) else None
    if condition is not None:  # the abilities are active only while the condition holds
        return _while(condition, keyword.text, _line(ast.Line(parts=(rest,)), None, card_type))
    if not (isinstance(keyword, Word) and keyword.text in _TIMING):
        raise NotCompiled(Construct.ABILITY, f"the gate {quote(node.parts[0])} not compiled")
    inner = ast.Line(parts=(rest,))
    abilities, instructions, inner_notes = _line(inner, None, card_type)
    timed = keyword.text.strip("[]").casefold()  # activated in a showdown too (806, 813)
    abilities = [
        dataclasses.replace(a, timing=timed) if isinstance(a, ActivatedAbility) else a
        for a in abilities
    ]
    notes = list(inner_notes)
    notes.append(f"{keyword.text}: timing, not an effect")
    return abilities, instructions, notes


def _gated_instead(node: Node, before: list[Action]) -> Action | None:
    """ "Give a unit +1 [M] this turn. / [Level 6][>] Give it +3 [M] this turn instead.": a
    dependent keyword's line (727) that replaces the instruction of the line before while its
    condition holds (824.1.c); None for other lines."""
    body = node.parts[0] if not isinstance(node, Unknown) else None
    if not isinstance(body, ast.Gated) or not isinstance(body.parts[-1], ast.Effect):
        return None
    keyword = body.parts[0]
    test = _gate(keyword) if isinstance(keyword, Word) else None
    sentences = _effect_sentences(body.parts[-1])
    run = next((p for p in sentences[0].parts if isinstance(p, ast.Run)), None)
    if test is None or len(sentences) != 1 or run is None or not _ends_in_instead(run):
        return None
    if not before or _prefixes(sentences[0]):
        return None  # "[Level 6][>] I cost [4][G][G] less instead." (a discount's), …
    rest = run.parts[:-1]
    if rest and complement_or_none(rest[-1]) == _NOW:  # "Kill it now instead.": not later
        rest = rest[:-1]
    return _instead_of(before[-1], test, _run(ast.Run(parts=rest)))


_NOW = Adverb(word="now")


def _gate(keyword: Word) -> Condition | None:
    """The condition a dependent keyword is short for (727), or None for other keywords:
    [Level N][>] "while you have N+ XP" (824.1.c), [Empowered][>] "while I have the Empowered
    status" (828.1.b.1), [Legion][>] "if you have played another card this turn" (812.1.b.1)."""
    said = _keyword(keyword)
    if said is None:
        return None
    if said.name == "Level" and said.value is not None:
        return AtLeast(XpOf(CONTROLLER), said.value)
    if said == IRKeyword(name="Empowered"):
        return Exists(Permanents(among=Self(), empowered=True))
    if said == IRKeyword(name="Legion"):
        return PlayedAnother()
    return None


def _while(
    condition: Condition, gate: str, compiled: tuple[list, list, list[str]]
) -> tuple[list, list, list[str]]:
    """A dependent keyword's gate ([Level 6][>], [Empowered][>]): the abilities are active,
    the instructions run, only while ``condition`` holds."""
    abilities, instructions, notes = compiled
    gated = [_gated_ability(ability, condition) for ability in abilities]
    return gated, [If(condition, instruction) for instruction in instructions], notes


def _gated_ability(ability: Any, condition: Condition) -> Any:
    """``ability`` while ``condition`` holds: a passive or triggered one is active only then;
    an activated one may be activated only then (377.2.b: "[Level 6][>] [E]: …")."""
    field = "only_if" if isinstance(ability, ActivatedAbility) else "active_if"
    if not hasattr(ability, field):
        kind = type(ability).__name__
        raise NotCompiled(Construct.ABILITY, f"a condition over a {kind} not compiled")
    before = getattr(ability, field)
    return dataclasses.replace(
        ability, **{field: condition if before is None else Both(condition, before)}
    )


def _activated(node: ast.Activated) -> ActivatedAbility:
    """ "[E]: Draw 1.", "Kill this, [E]: …": the cost, then the effect (376)."""
    cost_run = node.parts[0]
    effect = node.parts[-1]
    if not isinstance(cost_run, ast.Run) or not isinstance(effect, ast.Effect):
        raise NotCompiled(Construct.ABILITY, "an activated ability of another shape")
    sentences = _effect_sentences(effect)
    cost = _cost(cost_run)
    spending = spend_only(sentences[-1]) if len(sentences) > 1 else None
    if spending is not None:  # "[Add] [2]. Use only to play spells."
        sentences = sentences[:-1]
    only_if, limit = _use_only(sentences[-1]) if len(sentences) > 1 else (None, None)
    if only_if is not None or limit is not None:
        sentences = sentences[:-1]
    discount = ability_discount(sentences[-1]) if len(sentences) > 1 else None
    if discount is not None:  # "… This ability costs [1] less for each friendly unit …"
        cost, sentences = discounted(cost, discount), sentences[:-1]
    body = _instructions(sentences, False)
    if spending is not None:
        body = restricted(body, spending)
    timing = [p for p in node.parts[1:-1] if isinstance(p, ast.Timing)]
    timed = None
    for keyword in (w for t in timing for w in t.words() if w.kind == "KEYWORD"):
        if keyword.text == "[Legion]":  # "[E]: [Legion] — …": the effect only with Legion
            body = If(PlayedAnother(), body)
        elif keyword.text not in _TIMING:
            raise NotCompiled(
                Construct.ABILITY, f"{keyword.text} in an activated ability not compiled"
            )
        else:  # [Action], [Reaction]: when it may be used, a showdown's included (806, 813)
            timed = keyword.text.strip("[]").casefold()
    return ActivatedAbility(
        cost, body, text=quote(cost_run), only_if=only_if, limit=limit, timing=timed
    )


def quoted_ability(node: ast.Quoted) -> ActivatedAbility | TriggeredAbility:
    """The activated or triggered ability in quotes that an instruction gives ('give it
    "[A][A]: Ready me."', 'that unit has "When I conquer, …"'); others are refused."""
    inner = [p for p in node.parts if isinstance(p, (ast.Activated, ast.Effect))]
    if len(inner) == 1 and isinstance(inner[0], ast.Effect):
        triggered, instructions = _effect(inner[0], "Unit")  # "When I conquer, …"
        if not isinstance(triggered, TriggeredAbility) or instructions is not None:
            raise NotCompiled(Construct.ABILITY, "giving an ability other than a triggered one")
        return triggered
    if len(inner) != 1 or not isinstance(inner[0], ast.Activated):
        raise NotCompiled(Construct.ABILITY, "giving an ability other than an activated one")
    ability = _activated(inner[0])
    if ability.limit is not None or ability.only_if is not None:
        raise NotCompiled(Construct.ABILITY, "giving an ability with a limit on using it")
    return ability


def _use_only(sentence: ast.Sentence) -> tuple[Condition | None, int | None]:
    """ "Use this ability only while I'm at a battlefield.", "Use only if you've chosen an
    enemy unit this turn and only once each turn." (377.2.b): the condition to activate it and
    how many times each turn it may be (:mod:`.ir_uses`); (None, None) for other sentences."""
    found = use_only(sentence)
    return found if found is not None else (None, None)


def _keyword_cost(node: ast.KeywordCost) -> list:
    """ "[Equip] — Spend 1 XP" (818.1.c.3), "[Repeat] — Discard 1", "[Empower] — [1], [E]": a
    keyword whose cost is a run; costs joined by "/" are each a [Repeat] of its own (820.3), by
    "or" each an [Empower] of its own ("pay either cost")."""
    keyword, run = node.parts[0], node.parts[2] if len(node.parts) > 2 else None
    if not isinstance(keyword, Word) or not isinstance(run, ast.Run):
        raise NotCompiled(Construct.ABILITY, "a keyword with a cost of another shape not compiled")
    name = keyword.text.strip("[]")
    alternatives: list[list[Node]] = [[]]
    for part in run.parts:
        if isinstance(part, ast.Joint) and word_kinds(part) in (["SLASH"], ["OR"]):
            alternatives.append([])
        else:
            alternatives[-1].append(part)
    dash = node.parts[1]
    found = []
    for parts in alternatives:
        cost = ast.Run(parts=tuple(parts))
        found.append(with_cost(name, _cost(cost), text=quote(keyword, dash, cost)))
    return found


def _cost(run: ast.Run) -> Action:
    """A cost run: "[E]" exhausts this; "[1][R]" pays Energy and Power; clauses ("Kill this")
    are actions."""
    pieces: list[list[Node]] = [[]]
    for part in run.parts:
        if isinstance(part, ast.Joint) and word_kinds(part) == ["COMMA"]:
            pieces.append([])
        else:
            pieces[-1].append(part)
    steps: list[Action] = []
    for piece in pieces:
        paid = _symbols(piece)
        if paid == Resources(exhaust=True):
            steps.append(Exhaust(Self()))
        elif paid is not None:
            steps.append(Pay(CONTROLLER, *of_ir(paid)))
        else:
            steps.append(_run(ast.Run(parts=tuple(piece))))
    return steps[0] if len(steps) == 1 else Sequence(*steps)


def _symbols(piece: list[Node]) -> Resources | None:
    """The cost symbols a piece of a cost run is, alone ("[1][R]", "[E]"), read from the IR;
    None for a piece that says more (an instruction)."""
    said = (
        complement_or_none(piece[0])
        if len(piece) == 1 and isinstance(piece[0], ast.Amount)
        else None
    )
    if not isinstance(said, IRAmount) or said.might is not None or said.signed is not None:
        return None
    return said.resources


def _effect_sentences(effect: ast.Effect) -> list:
    """The sentences of an effect; the last may open a list of modes ("Choose one —") that
    follow it (:mod:`.modes`); a sentence ending in a dash before a list of tags is one
    sentence with them (:func:`riftrules.ir.reader.fold_lists`)."""
    from riftrules.ir.reader import fold_lists

    parts = fold_lists(effect.parts)
    if any(not isinstance(p, ast.Sentence) for p in parts[:-1]) or not (
        isinstance(parts[-1], ast.Sentence) or modes_of(parts[-1])
    ):
        raise NotCompiled(Construct.ABILITY, "'choose one' and colon sentences not compiled")
    return parts


def _effect(effect: ast.Effect, card_type: str | None) -> tuple[object | None, Action | None]:
    sentences = _effect_sentences(effect)
    first = sentences[0]
    prefixes = _prefixes(first)
    triggers = [p for p in prefixes if isinstance(p, (ast.When, ast.At, ast.NthTime))]
    replacement = _replacement(first, prefixes, sentences)
    if replacement is not None:
        return replacement, None
    second = triggers[1] if len(triggers) == 2 else None
    if len(triggers) > 2 or (
        second is not None and not _at_your_next_main_phase(second) and not _next_time(second)
    ):
        raise NotCompiled(Construct.TRIGGER, "a sentence with two triggers")
    if triggers:
        found = triggers[0]
        if second is not None:  # "When I hold, at the start of your next Main Phase, you may
            # move …", "…, the next time you play a unit this turn, …": the event's ability
            # creates a delayed one (390.2)
            body = _instructions(sentences, skip_trigger=True)
            later = (
                _once_at_next_main_phase(body, second, mine=True)
                if _at_your_next_main_phase(second)
                else _the_next_time(second, body)
            )
            events = [TriggeredAbility(e, later, c, text=quote(found)) for e, c in wait_for(found)]
            return (events[0] if len(events) == 1 else tuple(events)), None
        # "there" with nothing chosen: where the event happened ("When you defend at a
        # battlefield, you may move me there"), unless the event moved something from there
        event = _event_of(found)
        there = None if _from_somewhere(event) else ThatBattlefield()
        if event == _I_MOVE_FROM_A_LOCATION:  # "there": where I moved from
            there = WhereItWas(Self())
        body = _instructions(sentences, skip_trigger=True, there=there)
        if (card_type or "").casefold() not in PERMANENT_TYPES and _this_turn(event):
            return None, delayed(found, body)  # a spell's "When … this turn, …"
        controller = None
        if _finds(body, lambda v: isinstance(v, ThatPlayer)) and _each_players(found):
            body = _rewrite(body, lambda v: CONTROLLER if isinstance(v, ThatPlayer) else None)
            controller = "event"  # that player's own ability (190.6.b-c)
        # "… return this from your trash …": it works from there (385.2, its own context)
        zone = TRASH if _finds(body, lambda v: v == InZone(Self(), TRASH)) else None
        intervening, body = _intervening(prefixes, body)
        events = [
            TriggeredAbility(
                e, body, c, text=quote(found), controller=controller, zone=zone,
                intervening=intervening,
            )
            for e, c in wait_for(found)
        ]  # fmt: skip
        return (events[0] if len(events) == 1 else tuple(events)), None
    at = _condition_at(first, prefixes, sentences, card_type)
    if at is not None:
        return at, None
    if _as_revealed(prefixes):  # a replacement effect in the deck (370.3)
        rest = ast.Sentence(parts=tuple(p for p in first.parts if not isinstance(p, ast.Prefixes)))
        body = _instructions([rest, *sentences[1:]], skip_trigger=False)
        return AsRevealed(body, text=quote(prefixes[0])), None
    once = _once_each_turn(first)
    if once is not None:  # "Once each turn, when …, …" (a limit on the trigger, 383)
        when, said, run = once
        body = _instructions([ast.Sentence(parts=(run,)), *sentences[1:]], skip_trigger=False)
        events = [
            TriggeredAbility(e, body, c, limit=1, text=quote(said)) for e, c in wait_for(when)
        ]
        return (events[0] if len(events) == 1 else tuple(events)), None
    return None, _instructions(sentences, skip_trigger=False)


def _intervening(prefixes: list[Node], body: Action) -> tuple[Condition | None, Action]:
    """ "When …, if …, …": a condition right after the trigger is part of the trigger condition,
    not of the effect (383.2.a.1): taken out of the first instruction it guards."""
    if len(prefixes) < 2 or not isinstance(prefixes[1], ast.Condition):
        return None, body
    first = body.steps[0] if isinstance(body, Sequence) and body.steps else body
    if not isinstance(first, If) or first.otherwise is not None:
        return None, body
    if first is body:
        return first.condition, first.then
    return first.condition, Sequence(first.then, *body.steps[1:])  # type: ignore[attr-defined]


def _event_of(trigger: Node) -> tuple[Instruction, ...]:
    """The event of a trigger, read from the IR (none for a time, or a trigger with no IR)."""
    said = trigger_or_none(trigger)
    return said.event if said is not None else ()


def _from_somewhere(event: tuple[Instruction, ...]) -> bool:
    """Does the event say where something came "from" ("When I move from a battlefield",
    "When you play me from face down")?"""
    return any(
        isinstance(node, Prepositional) and node.preposition == "from"
        for said in event
        for node in said.walk()
    )


def _this_turn(event: tuple[Instruction, ...]) -> bool:
    """Does the event end in "this turn" ("When it dies this turn")?"""
    return bool(event) and event[-1].objects[-1:] == (_THIS_TURN,)


_I_MOVE_FROM_A_LOCATION = (
    Instruction(
        verb=Verb.MOVE,
        subject=(_SELF,),
        objects=(
            Prepositional(
                preposition="from",
                object=IRNounPhrase(quantifier="a", kinds=("location",)),
            ),
        ),
    ),
)
_AS_REVEALED = IRCondition(
    kind=ConditionKind.AS,
    test=(
        Instruction(
            verb=Verb.BE,
            subject=(_SELF,),
            objects=(
                IRNounPhrase(states=("revealed",)),
                Prepositional(
                    preposition="from", object=IRNounPhrase(possessor="you", zones=("deck",))
                ),
            ),
        ),
    ),
)


def _as_revealed(prefixes: list[Node]) -> bool:
    """Is the sentence's one prefix "As I'm revealed from your deck" (the IR's condition)?"""
    if len(prefixes) != 1 or not isinstance(prefixes[0], ast.Condition):
        return False
    return condition_or_none(prefixes[0]) == _AS_REVEALED


def _each_players(trigger: Node) -> bool:
    """Is the trigger a time of each player's turn ("At the start of each player's first
    Beginning Phase"), so that "that player" is the turn player?"""
    read = trigger_or_none(trigger)
    return read is not None and read.time is not None and read.time.whose == "each-player"


def _condition_at(
    first: ast.Sentence, prefixes: list[Node], sentences: list[ast.Sentence], card_type: str | None
) -> TriggeredAbility | None:
    """ "If you control fewer runes than an opponent at the start of your Beginning Phase, give
    me +1 [M] this turn.": a permanent's ability that triggers at that time (383) if the
    condition is true then; None for other sentences. The time ends the condition's last
    instruction in the IR."""
    if len(prefixes) != 1 or not isinstance(prefixes[0], ast.Condition):
        return None
    if (card_type or "").casefold() not in PERMANENT_TYPES:
        return None
    said = condition_or_none(prefixes[0])
    if said is None:
        return None
    last = said.test[-1] if said.test else None
    at = last.objects[-1] if last is not None and last.objects else None
    if not isinstance(at, TimePoint) or at not in _START_OF:
        return None
    event, when = _START_OF[at]
    test = (*said.test[:-1], dataclasses.replace(last, objects=last.objects[:-1]))
    holds = ir_conditions.from_ir(dataclasses.replace(said, test=test))
    if holds is None:
        _unread_condition(prefixes[0])
    rest = ast.Sentence(parts=tuple(p for p in first.parts if not isinstance(p, ast.Prefixes)))
    body = _instructions([rest, *sentences[1:]], skip_trigger=False)
    condition = dataclasses.replace(when, holds=holds)
    return TriggeredAbility(event, body, condition, text=quote(prefixes[0]))


_START_OF = {
    TimePoint(moment="start", whose="you", period="beginning-phase"): (
        "phase",
        When(phase="beginning", whose="you"),
    )
}


_ONCE_EACH_TURN = (Adverb(word="once"), IRNounPhrase(quantifier="each", times=("turn",)))


def _once_each_turn(sentence: ast.Sentence) -> tuple[ast.When, ast.Run, ast.Run] | None:
    """ "Once each turn, when an enemy unit here dies, channel 1 rune exhausted." reads as one
    run: the trigger (a When node again), the words that say the limited trigger ("Once each
    turn, when an enemy unit here dies") and the rest of the run; None for other sentences."""
    run = next((p for p in sentence.parts if isinstance(p, ast.Run)), None)
    parts = list(run.parts) if run is not None else []
    if _prefixes(sentence) or len(parts) < 3 or word_kinds(parts[2]) != ["COMMA", "WHEN"]:
        return None
    if tuple(complement_or_none(p) for p in parts[:2]) != _ONCE_EACH_TURN:
        return None
    rest = parts[3:]
    cut = next(
        (i for i, p in enumerate(rest) if isinstance(p, ast.Joint) and word_kinds(p) == ["COMMA"]),
        0,
    )
    if not cut:
        raise NotCompiled(
            Construct.TRIGGER, "'Once each turn, when …' of another shape not compiled"
        )
    # a joint inside the trigger ("… dies while I'm at a battlefield") is a trigger's joint
    tight = [ast.TightJoint(parts=p.parts) if isinstance(p, ast.Joint) else p for p in rest[:cut]]
    when = ast.When(parts=(Word(kind="WHEN", text="when"), ast.TightRun(parts=tuple(tight))))
    return when, ast.Run(parts=tuple(parts[: 3 + cut])), ast.Run(parts=tuple(rest[cut + 1 :]))


# "If a friendly unit would die, … instead": the verbs whose event a "would …" replaces (367)
_WOULD = frozenset({Verb.DIE, Verb.DRAW, Verb.BURN, Verb.BANISH})
_KILLED = IRNounPhrase(states=("killed",))  # "would be killed": the passive of "kill"
_YOU_CONTROL = Relative(verb=Verb.CONTROL, subject="you")
# who would do it, read from the IR: what the replacement waits for
_WHO_WOULD = {
    IRNounPhrase(quantifier="a", controller="friendly", kinds=("unit",)): When(
        subject="friendly", type="Unit"
    ),
    _SELF: When(subject="self"),
    IRNounPhrase(quantifier="a", kinds=("unit",), location=_HERE): When(type="Unit", at="here"),
    IRNounPhrase(quantifier="another", other=True, controller="friendly", kinds=("unit",)): When(
        subject="other_friendly", type="Unit"
    ),
    IRNounPhrase(
        quantifier="another",
        other=True,
        kinds=("unit",),
        relative=_YOU_CONTROL,
        location=_HERE,
    ): When(subject="other_yours", type="Unit", at="here"),
    IRNounPhrase(quantifier="a", kinds=("unit",), states=("buffed",), relative=_YOU_CONTROL): When(
        subject="yours", type="Unit", status="buffed"
    ),
}


def _replaced(said: Instruction) -> str | None:
    """The event kind a "… would …" instruction replaces (367; the lexicon's event of its verb),
    None for another instruction or one that says more than its verb."""
    if said.modal != ("would",) or said.negated or said.past:
        return None
    if said.verb in _WOULD and not said.objects:
        return LEXICON["trigger_events"][said.verb]
    if said.verb is Verb.BE and said.objects == (_KILLED,):
        return LEXICON["trigger_events"][Verb.KILL]
    return None


def _would(node: Node) -> tuple[str, When] | None:
    """ "If a friendly unit would die": the event it replaces and who it waits for, read from
    the IR; None for a condition that says another."""
    said = condition_or_none(node)
    if said is None:
        return None
    if (early := _scored_early(said.test)) is not None:
        return "gain_point", When(holds=ScoredEarly(early))  # in the player's first turns
    if len(said.test) != 1 or len(said.test[0].subject) != 1:
        return None
    test = said.test[0]
    during = test.objects[-1:] == (_DURING_COMBAT,)
    if during:  # "If a unit here would die during combat": while a combat is under way
        test = dataclasses.replace(test, objects=test.objects[:-1])
    event, who = _replaced(test), _WHO_WOULD.get(test.subject[0])
    if event is None or who is None:
        return None
    return event, dataclasses.replace(who, holds=InCombat()) if during else who


_DURING_COMBAT = Prepositional(preposition="during", object=IRNounPhrase(times=("combat",)))


# "a player would score 1 point from conquering or holding": the point a conquer or a hold
# scores (470, 471.1)
_SCORES_A_POINT = (
    Instruction(
        verb=Verb.SCORE,
        subject=(IRNounPhrase(quantifier="a", kinds=("player",)),),
        modal=("would",),
        objects=(
            IRNounPhrase(count=Value(amount=1), quantities=("point",)),
            Prepositional(preposition="from"),
        ),
    ),
    Instruction(verb=Verb.CONQUER),
)


def _scored_early(test: tuple[Instruction, ...]) -> int | None:
    """ "a player would score 1 point from conquering or holding during their first or second
    turn" (read from the IR): in how many of the player's first turns (the ordinals of "their
    … turn", in a row from the first); None for another test."""
    if len(test) != 3 or test[:2] != _SCORES_A_POINT:
        return None
    hold = test[2]
    during = hold.objects[0] if len(hold.objects) == 1 else None
    if hold != Instruction(verb=Verb.HOLD, joint="or", objects=hold.objects):
        return None
    if not isinstance(during, Prepositional) or during.preposition != "during":
        return None
    turn = during.object
    if not isinstance(turn, IRNounPhrase) or len(turn.ordinals) != 1:
        return None
    if turn != IRNounPhrase(possessor="their", times=("turn",), ordinals=turn.ordinals):
        return None
    nth = ordinal_numbers(turn)
    return len(nth) if nth and nth == tuple(range(1, len(nth) + 1)) else None


def _replacement(
    first: ast.Sentence, prefixes: list[Node], sentences: list[ast.Sentence]
) -> ReplacementAbility | None:
    """ "If … would …, … instead. …" -> a replacement ability, or None for other sentences. More
    conditions after it ("If another unit you control here would die, if it has less Might
    than me, instead heal it, …") must hold too, as the event would happen."""
    if not prefixes or not all(isinstance(p, ast.Condition) for p in prefixes):
        return None
    if len(prefixes) == 1 and condition_or_none(prefixes[0]) == _TIE_AS_ATTACKER:
        return _tie(first, prefixes[0], sentences)
    words = [w.text.casefold() for w in prefixes[0].words()]
    if words[:1] != ["if"] or "would" not in words:
        return None
    found = _would(prefixes[0])
    if found is None:
        raise NotCompiled(Construct.REPLACEMENT, f"replacement {quote(prefixes[0])!r} not compiled")
    event, condition = found
    for more in prefixes[1:]:
        test = _test(more)
        holds = test if condition.holds is None else Both(condition.holds, test)
        condition = dataclasses.replace(condition, holds=holds)
    run = next(p for p in first.parts if isinstance(p, ast.Run))
    if _ends_in_instead(run):
        parts = run.parts[:-1]
    elif run.parts and isinstance(run.parts[0], Word) and run.parts[0].text.casefold() == "instead":
        parts = run.parts[1:]  # "…, instead heal it, exhaust it, and recall it."
    else:
        raise NotCompiled(Construct.REPLACEMENT, "a 'would' condition with no 'instead'")
    theirs = bool(parts) and noun_phrase_or_none(parts[0]) == _ITS_CONTROLLER
    if theirs:  # "…, its controller may pay [A][A][A] to …": that unit's controller (190.6.c)
        parts = parts[1:]
    replacement, optional, cost = _optional_replacement(_run(ast.Run(parts=parts)))
    steps = [replacement]
    if len(sentences) > 1:
        steps.append(_instructions(sentences[1:], skip_trigger=False))
    body = steps[0] if len(steps) == 1 else Sequence(*steps)
    return ReplacementAbility(
        event,
        body,
        condition,
        optional,
        text=quote(*_said_before(first)),
        cost=cost,
        controller="subject" if theirs else None,
    )


_ITS_CONTROLLER = IRNounPhrase(possessor="its", kinds=("controller",))


# "If a combat where you are the attacker ends in a tie" (the IR: "a combat", "where you are the
# attacker", "end in a tie"): both sides still have units there after combat damage (740.3.a)
_TIE_AS_ATTACKER = IRCondition(
    kind=ConditionKind.IF,
    test=(
        Instruction(verb=None, subject=(IRNounPhrase(quantifier="a", times=("combat",)),)),
        Instruction(
            verb=Verb.BE,
            joint="where",
            subject=(IRNounPhrase(reference="you"),),
            objects=(IRNounPhrase(quantifier="the", states=("attacking",)),),
        ),
        Instruction(
            verb=Verb.END,
            objects=(
                Prepositional(
                    preposition="in", object=IRNounPhrase(quantifier="a", qualities=("tie",))
                ),
            ),
        ),
    ),
)


def _tie(first: ast.Sentence, condition: Node, sentences: list[ast.Sentence]) -> ReplacementAbility:
    """ "If a combat where you are the attacker ends in a tie, recall ALL units instead.": what
    it replaces is the tie's recall of your attackers (466.1.a.2, 740.3.a: the engine's ``tie``
    event); the units it recalls are those at that battlefield (the FAQ's errata: "recall all
    units at that battlefield instead" — only the units involved in the tie)."""
    run = next(p for p in first.parts if isinstance(p, ast.Run))
    unread = NotCompiled(Construct.REPLACEMENT, f"replacement {quote(condition)!r} not compiled")
    if len(sentences) > 1 or not _ends_in_instead(run):
        raise unread
    body = _run(ast.Run(parts=run.parts[:-1]))
    if not isinstance(body, Recall) or not isinstance(body.target, Permanents):
        raise unread
    if body.target.at is not None:
        raise unread
    there = dataclasses.replace(body.target, at=That())  # the tie's battlefield
    return ReplacementAbility(
        "tie", dataclasses.replace(body, target=there), When(by="you"), text=quote(condition)
    )


def _said_before(sentence: ast.Sentence) -> list[Node]:
    """The card's nodes that say a sentence's triggers and conditions ("If … would die, if it
    has less Might than me"): each with its comma but the last."""
    said = [
        prefix
        for part in sentence.parts
        if isinstance(part, ast.Prefixes)
        for prefix in part.parts
        if isinstance(prefix, ast.Prefix)
    ]
    return [*said[:-1], said[-1].parts[0]] if said else []


def _prefixes(sentence: ast.Sentence) -> list[Node]:
    found: list[Node] = []
    for part in sentence.parts:
        if isinstance(part, ast.Prefixes):
            for prefix in part.parts:
                if isinstance(prefix, ast.Prefix):
                    found.append(prefix.parts[0])
                elif isinstance(prefix, ast.Lead):
                    continue
    return found


def _instructions(
    sentences: list[ast.Sentence], skip_trigger: bool, there: Selector | None = None
) -> Action:
    """The sentences of an effect, in order ("there" needs something chosen before it, or
    ``there``: the place the trigger's event names)."""
    with choosing():
        body = _sentences(sentences, skip_trigger)
    body = _rest_of_chosen(body)
    if _finds(body, _looked_at) and not _finds(body, lambda v: isinstance(v, _LOOKING)):
        raise NotCompiled(
            Construct.REFERENCE, "cards 'of those looked at' with nothing looked at before"
        )
    if _finds(body, lambda v: isinstance(v, There)):
        if there is not None and not _finds(body, lambda v: isinstance(v, Choose)):
            return _rewrite(body, lambda v: there if isinstance(v, There) else None)
        if not _finds(body, lambda v: isinstance(v, Choose)):
            raise NotCompiled(
                Construct.LOCATION, "'there' with no battlefield or unit chosen before"
            )
    return body


_LOOKING = (Look, Reveal, RevealUntil)  # the instructions that look at cards (LOOKED)


def _rest_of_chosen(body: Action) -> Action:
    """ "Each player chooses a unit they control. Kill the rest.": "the rest" are the units not
    chosen (not cards looked at), when nothing was looked at and each player chose units."""
    if not isinstance(body, Sequence) or _finds(body, lambda v: isinstance(v, _LOOKING)):
        return body
    chosen: list[Permanents] = []
    _finds(body, lambda v: _each_chose(v, chosen))
    kinds = {p.type for p in chosen}
    if len(kinds) != 1:
        return body
    rest = Permanents(type=kinds.pop(), other=True)  # "other": none this effect chose
    steps = [
        dataclasses.replace(step, target=rest)  # type: ignore[type-var]
        if getattr(step, "target", None) == Cards(zone="main_deck")
        else step
        for step in body.steps
    ]
    return Sequence(*steps)


def _rewrite(value: Any, new: Callable[[object], object | None]) -> Any:
    """``value`` with each part for which ``new`` gives something replaced by it."""
    replaced = new(value)
    if replaced is not None:
        return replaced
    if isinstance(value, tuple):
        return tuple(_rewrite(v, new) for v in value)
    if isinstance(value, Sequence):
        return Sequence(*(_rewrite(step, new) for step in value.steps))
    if dataclasses.is_dataclass(value) and not isinstance(value, type):
        changes = {f.name: _rewrite(getattr(value, f.name), new) for f in dataclasses.fields(value)}
        return dataclasses.replace(value, **changes)
    return value


def _each_chose(value: object, found: list[Permanents]) -> bool:
    if isinstance(value, ForEach) and isinstance(value.action, Remember):
        of = value.action.of
        if isinstance(of, Choose) and isinstance(of.of, Permanents):
            found.append(of.of)
    return False


def _looked_at(value: object) -> bool:
    """ "banish one", "the rest": cards among those the effect looked at or revealed."""
    return isinstance(value, Cards) and value.among == Remembered(LOOKED)


def _finds(value: object, test: Callable[[object], bool]) -> bool:
    """Is there a part of this compiled effect that passes ``test``?"""
    if test(value):
        return True
    if isinstance(value, tuple):
        return any(_finds(v, test) for v in value)
    if dataclasses.is_dataclass(value) and not isinstance(value, type):
        return any(_finds(getattr(value, f.name), test) for f in dataclasses.fields(value))
    return False


def _sentences(sentences: list[ast.Sentence], skip_trigger: bool) -> Action:
    steps: list[Action] = []
    for index, sentence in enumerate(sentences):
        conditions = [
            p
            for p in _prefixes(sentence)
            if not (skip_trigger and index == 0 and isinstance(p, (ast.When, ast.At, ast.NthTime)))
        ]
        run = next((p for p in sentence.parts if isinstance(p, ast.Run)), None)
        if run is None:
            raise NotCompiled(Construct.CLAUSE_PART, "a sentence with no clause")
        quoted = [p for p in sentence.parts if isinstance(p, ast.Quoted)]
        if quoted:  # 'give it "[A][A]: Ready me."': the ability is the verb's complement
            run = ast.Run(parts=(*run.parts, *quoted))
        if counter_instead(sentence, steps):  # "Return it to … hand instead …"
            continue
        prevents = prevention(sentence)
        if prevents is not None:  # "Prevent the next 7 damage that would be dealt to it …"
            steps.append(prevents)
            continue
        if isinstance(sentence, OPENERS):  # "Choose one —" and its modes
            body = modal(sentence, lambda effect: _instructions(_effect_sentences(effect), False))
            for condition in reversed(conditions):
                body = _condition(condition, body)
            steps.append(body)
            continue
        if _ends_in_instead(run) and (later := _would_this_turn(conditions, run)) is not None:
            steps.append(later)  # "If it would die this turn, banish it instead."
            continue
        if _ends_in_instead(run):
            rest = ast.Run(parts=run.parts[:-1])
            instead = _elided_instead(steps, rest) or _run(rest)
            steps[-1:] = [_instead(steps, conditions, instead)]
            continue
        if not conditions and (bonus := own_bonus(run)) is not None:
            steps = _with_bonus(steps, bonus)  # "This deals 1 Bonus Damage for each …"
            continue
        if not conditions and (later := _next_time_after(run)) is not None:
            steps.append(later)  # "Kill it the next time it takes damage this turn."
            continue
        if (spared := _you_spared(conditions, run, steps)) is not None:
            steps[-1] = spared  # "If you paid my additional cost, you don't kill a unit this way."
            continue
        if (counted := _they_counted(conditions, run)) is not None:
            steps.append(counted)  # "If you have exactly two units there, they each get …"
            continue
        if not conditions and (next_bonus := next_spell_bonus(run)) is not None:
            steps.append(next_bonus)  # "The next spell you play this turn deals 1 Bonus Damage."
            continue
        if _for_each_who_did(run):  # "For each opponent who did, you play …"
            if not steps or not _finds(steps[-1], _remembers_who_did):
                raise NotCompiled(
                    Construct.VALUE, "'for each opponent who did' after no 'each opponent may'"
                )
            body = Repeat(Count(Remembered(_DID)), _run(ast.Run(parts=run.parts[5:])))
        else:
            body = _run(run)
        if _otherwise(conditions):
            # "If it is stunned, kill it. Otherwise, stun it.": the If before gets an otherwise
            last = steps[-1] if steps else None
            if not isinstance(last, If) or last.otherwise is not None:
                raise NotCompiled(Construct.CONDITION, "'Otherwise' after no 'If' not compiled")
            steps[-1] = If(last.condition, last.then, body)
            continue
        if _from_the_trash(run, body):
            steps.append(_reflexive_from_the_trash(conditions, body))
            continue
        if steps and _after_the_rest(steps) and _finds(body, lambda v: v == It()):
            # "… banish a unit … and play it …. Recycle the rest. Then … Empower it.": "it" is
            # not "the rest" (their number differs) but the card played before them
            body = _rewrite(body, lambda v: Remembered(PLAYED) if v == It() else None)
        chose = len(conditions) == 1 and _finds(tuple(steps), lambda v: isinstance(v, Opponent))
        they = when_they(conditions[0], body, Remembered(CHOSEN_PLAYER)) if chose else None
        if they is not None:
            steps.append(they)  # "Choose an opponent. … When they hold, return it …"
            continue
        for condition in reversed(conditions):
            body = _condition(condition, body)
        if steps and isinstance(steps[-1], SwapLocations) and _finds(body, lambda v: v == It()):
            # "Move me to its location and it to my original location. If it's equipped, …":
            # "it" is still the unit chosen, not the two units moved
            body = _rewrite(body, lambda v: Remembered("chosen") if v == It() else None)
        if steps and (where := _played_there(steps[-1], body)) is not None:
            steps[-1] = where  # "… then play it. If it is a unit, you may play it here."
            continue
        steps.append(body)
    return steps[0] if len(steps) == 1 else Sequence(*steps)


def _otherwise(conditions: list[Node]) -> bool:
    """Is the sentence's one condition "Otherwise" (the IR's kind)?"""
    if len(conditions) != 1 or not isinstance(conditions[0], ast.Condition):
        return False
    said = condition_or_none(conditions[0])
    return said is not None and said.kind is ConditionKind.OTHERWISE


def _you_may_do_this(run: ast.Run, said: tuple | None) -> int | None:
    """ "you may do this: …" (the IR: a first instruction of no verb, "you" and the modal
    "may", then the instructions of "do this:"): where "do this:" is in the run; None for
    another run."""
    if not said or len(said) < 2 or said[0].verb is not None or said[0].objects:
        return None
    if said[0].modal != ("may",) or said[0].subject != (_YOU,) or said[0].negated:
        return None
    marks = [i for i, p in enumerate(run.parts) if isinstance(p, Word) and p.kind == "DO_THIS"]
    return marks[0] if len(marks) == 1 else None


def _after_the_rest(steps: list[Action]) -> bool:
    """Is the last of ``steps`` something done to "the rest" of the cards looked at (the ones
    still in the Main Deck), after a play of one of them?"""
    last = steps[-1]
    rest = Cards(zone="main_deck")
    if getattr(last, "target", None) != rest:
        return False
    return any(_finds(step, lambda v: isinstance(v, Play) and v.target == It()) for step in steps)


def _played_there(before: Action, body: Action) -> Action | None:
    """ "You may banish one, then play it. If it is a unit, you may play it here.": the
    sentence after a play of "it" that says where a card of one type is played is part of that
    play (419.3.b: the effect notes where), not a second one; ``before`` with that play so
    placed, or None when ``body`` is no such sentence."""
    if not isinstance(body, If) or body.otherwise is not None:
        return None
    test, then = body.condition, body.then
    may = isinstance(then, May)
    placed = then.action if isinstance(then, May) else then
    if not isinstance(test, IsA) or test.of != It() or not isinstance(placed, Play):
        return None
    if placed.target != It() or placed.at is None or placed.at_type is not None:
        return None

    def place(step: Action) -> Action | None:
        if isinstance(step, Play) and step.at is None:
            return dataclasses.replace(step, at=placed.at, at_type=test.type, at_may=may)
        if isinstance(step, Sequence) and step.steps:
            last = place(step.steps[-1])
            return None if last is None else Sequence(*step.steps[:-1], last)
        if isinstance(step, Purpose):
            effect = place(step.effect)
            return None if effect is None else Purpose(step.cost, effect)
        return None

    return place(before)


def _they_counted(conditions: list[Node], run: ast.Run) -> Action | None:
    """ "If you have exactly two units there, they each get +1 [M] this turn.": the one
    condition and its instruction read from the IR (:func:`ir_counts.they_each`)."""
    from riftrules.ir.reader import read_one_instruction

    if len(conditions) != 1 or not isinstance(conditions[0], ast.Condition):
        return None
    said = read_one_instruction(run)
    if said is None:
        return None
    test = ir_conditions.read(conditions[0])
    body = ir_counts.they_each(test, said) if test is not None else None
    return If(test, body) if test is not None and body is not None else None


def _next_time_after(run: ast.Run) -> Action | None:
    """ "Kill it the next time it takes damage this turn." (the IR: a noun phrase "the next
    time" after the instruction, the event after it): the instruction as a delayed trigger
    (390.2) that does it once, this turn only, as "The next time …, kill it." does; None when
    the run names no "the next time"."""
    at = next(
        (i for i, p in enumerate(run.parts) if noun_phrase_or_none(p) == _THE_NEXT_TIME), None
    )
    if at is None or at == 0 or at == len(run.parts) - 1:
        return None
    event = ast.TightRun(parts=run.parts[at + 1 :])
    when = ast.When(parts=(Word(kind="WHEN", text="When"), event))
    later = delayed(when, _run(ast.Run(parts=run.parts[:at])))
    if not isinstance(later, AddAbility):
        raise NotCompiled(Construct.TRIGGER, "a delayed trigger of another shape")
    return dataclasses.replace(later, until="next")


_THE_NEXT_TIME = IRNounPhrase(quantifier="the", qualities=("time",), ordinals=("next",))


def _you_spared(conditions: list[Node], run: ast.Run, steps: list[Action]) -> Action | None:
    """ "Each player must kill one of their units. If you paid my additional cost, you don't
    kill a unit this way." (the IR: one condition, then "you", negated, the verb of the step
    before and "this way"): the step before done by each player, or by each opponent when the
    condition holds (you are left out of "each player"); None for any other sentence."""
    from riftrules.ir.reader import read_one_instruction

    last = steps[-1] if steps else None
    if len(conditions) != 1 or not isinstance(last, ForEach) or last.of != Players():
        return None
    said = read_one_instruction(run)
    if (
        said is None
        or not said.negated
        or said.subject != (_YOU,)
        or _SPARED.get(said.verb) is not type(last.action)
        or said.objects[-1:] != (_THIS_WAY,)
    ):
        return None
    spared = _condition(conditions[0], ForEach(OPPONENTS, last.action))
    if not isinstance(spared, If):
        return None
    return If(spared.condition, spared.then, last)


_THIS_WAY = Adverb(word="this-way")
_SPARED = {Verb.KILL: Kill}  # what "you don't … this way" can leave you out of: the IR's verb


def _from_the_trash(run: ast.Run, body: Action) -> bool:
    """ "…, do this: You may play this from your trash for [A].": a reflexive trigger (387.1:
    the grammar's "do this:") about this card in its owner's trash, where the spell is once it
    has resolved (359.3.d); the one case where doing it within the effect would differ."""
    opens = any(isinstance(w, Word) and w.kind == "DO_THIS" for w in run.parts)
    return opens and _finds(body, lambda v: v == InZone(Self(), TRASH))


def _reflexive_from_the_trash(conditions: list[Node], body: Action) -> Action:
    """The reflexive trigger of :func:`_from_the_trash`: its condition, if any, checked as the
    effect reaches it (387.2); it goes on the chain after the effect is complete (388)."""
    if len(conditions) > 1 or any(not isinstance(c, ast.Condition) for c in conditions):
        raise NotCompiled(Construct.CONDITION, "a reflexive trigger's condition not compiled")
    return Reflexive(body, _test(conditions[0]) if conditions else None)


def _for_each_fronted(run: ast.Run) -> Action | None:
    """ "For each friendly unit, you may spend its buff to ready it.": the rest of the run done
    once for each permanent the noun phrase names, "it" and "its" being that one (read from
    the IR: "for", a noun phrase quantified by "each", a comma); None for other runs."""
    parts = run.parts
    if len(parts) < 4 or not isinstance(parts[2], ast.Joint):
        return None
    if word_kinds(parts[2]) != ["COMMA"]:
        return None
    head, each = complement_or_none(parts[0]), complement_or_none(parts[1])
    if head != Prepositional(preposition="for") or not isinstance(each, IRNounPhrase):
        return None
    if each.quantifier != "each" or each.relative is not None:
        return None
    of = select(parts[1])
    if not isinstance(of, Permanents):
        return None
    body = _run(ast.Run(parts=parts[3:]))
    return ForEach(of, _rewrite(body, lambda v: It() if isinstance(v, That) else None))


def _with_bonus(steps: list[Action], bonus: object) -> list[Action]:
    """The steps, each Deal of a fixed amount dealing ``bonus`` more (713); refused when none
    deals a fixed amount (715.4: no damage dealt, no bonus)."""
    dealt = [
        s for s in steps if _finds(s, lambda v: isinstance(v, Deal) and isinstance(v.count, int))
    ]
    if not dealt or _finds(tuple(steps), lambda v: isinstance(v, Deal) and v.bonus != 0):
        raise NotCompiled(Construct.CLAUSE_PART, "Bonus Damage of this with nothing dealt before")
    return list(
        _rewrite(
            tuple(steps),
            lambda v: dataclasses.replace(v, bonus=bonus) if isinstance(v, Deal) else None,
        )
    )


def _ends_in_instead(run: ast.Run) -> bool:
    last = run.parts[-1] if run.parts else None
    return isinstance(last, Word) and last.text.casefold() == "instead"


def _would_this_turn(conditions: list[Node], run: ast.Run) -> Action | None:
    """ "Deal 3 to a unit. If it would die this turn, banish it instead.", "Choose a friendly
    unit. The next time it would die this turn, you may pay [R] to heal it, … instead.": an
    instruction creating a replacement effect (367) that lasts this turn (once: "the next
    time"), about what the instruction before affected ("it", remembered as it is created,
    359.3.e); None for another condition."""
    found = _it_would_this_turn(conditions)
    if found is None:
        return None
    said, once = found
    event = _replaced(said)
    if event is None:
        raise NotCompiled(
            Construct.REPLACEMENT, f"replacement {quote(conditions[0])!r} not compiled"
        )
    body, optional, cost = _optional_replacement(_run(ast.Run(parts=run.parts[:-1])))
    ability = ReplacementAbility(
        event,
        body,
        When(subject="it"),
        optional=optional,
        uses=1 if once else None,
        text=quote(conditions[0]),
        cost=cost,
    )
    return AddAbility(ability, until="turn", about="it")


_THIS_TURN = Duration(until="turn")


def _it_would_this_turn(conditions: list[Node]) -> tuple[Instruction, bool] | None:
    """ "If it would die this turn", "The next time it would die this turn" (read from the IR:
    the one condition's, or the ordinal "next" trigger's, instruction about "it" with "would",
    ending in "this turn"): that instruction without "this turn", and whether it is once only
    ("the next time"); None for other conditions."""
    if len(conditions) != 1:
        return None
    node = conditions[0]
    condition = condition_or_none(node) if isinstance(node, ast.Condition) else None
    trigger = trigger_or_none(node) if isinstance(node, ast.NthTime) else None
    if condition is not None:
        test, once = (condition.test if condition.kind is ConditionKind.IF else ()), False
    elif trigger is not None:
        test, once = (trigger.event if trigger.ordinal == "next" else ()), True
    else:
        return None
    if len(test) != 1 or test[0].subject != (_IT,) or "would" not in test[0].modal:
        return None
    said = test[0]
    if not said.objects or said.objects[-1] != _THIS_TURN:
        return None
    return dataclasses.replace(said, objects=said.objects[:-1]), once


def _optional_replacement(body: Action) -> tuple[Action, bool, Action | None]:
    """ "You may heal it … instead": optional (371.2); "you may pay [R] to heal it, exhaust it,
    and recall it instead": optional, applied if paid — the cost is for every instruction
    after "to". Returns (replacement, optional, cost)."""
    steps = list(body.steps) if isinstance(body, Sequence) else [body]
    first = steps[0]
    purpose = next((i for i, s in enumerate(steps) if isinstance(s, Purpose)), 0)
    if isinstance(first, May) and purpose and all(_is_cost(s) for s in steps[1:purpose]):
        # "you may pay [A], exhaust me, and spend its buff to heal it, …": costs in a row
        if first.who != CONTROLLER:
            raise NotCompiled(
                Construct.PLAYER_CHOICE,
                "another player's optional payment in a replacement not compiled",
            )
        if not _is_cost(first.action):
            raise NotCompiled(
                Construct.REPLACEMENT, "'you may …, … to …' with no cost first in a replacement"
            )
        paid = steps[purpose]
        assert isinstance(paid, Purpose)
        cost = Sequence(first.action, *steps[1:purpose], paid.cost)
        rest = [paid.effect, *steps[purpose + 1 :]]
        return (rest[0] if len(rest) == 1 else Sequence(*rest)), True, cost
    if isinstance(first, Purpose) and isinstance(first.cost, May):
        if first.cost.who != CONTROLLER:
            raise NotCompiled(
                Construct.PLAYER_CHOICE,
                "another player's optional payment in a replacement not compiled",
            )
        rest = [first.effect, *steps[1:]]
        return (rest[0] if len(rest) == 1 else Sequence(*rest)), True, first.cost.action
    if isinstance(body, May) and body.who == CONTROLLER:
        if isinstance(body.action, Purpose):
            return body.action.effect, True, body.action.cost
        return body.action, True, None
    return body, False, None


def _is_cost(step: Action) -> bool:
    """Can ``step`` be paid as a cost ("pay [A]", "exhaust me", "spend its buff")?"""
    return isinstance(step, (Pay, SpendBuff)) or (
        isinstance(step, Exhaust) and isinstance(step.target, Self)
    )


def _elided_instead(steps: list[Action], run: ast.Run) -> Action | None:
    """ "You may deal 1 to a unit …. If I'm [Empowered], deal 2 instead.": the replacing
    instruction says only its verb and a new amount (the IR: "deal" and a value), the rest
    elided: the instruction before (its "you may", its target) with that amount; None for
    another run."""
    said = ir_conditions.instructions(run)
    if not steps or said is None or len(said) != 1:
        return None
    one = said[0]
    if one.verb is not Verb.DEAL or one.subject or one.modal or one.negated or one.past:
        return None
    if len(one.objects) != 1 or not isinstance(value := one.objects[0], Value):
        return None
    if value.amount is None or value.variable is not None or value.comparison is not None:
        return None
    before = steps[-1]
    inner = before.action if isinstance(before, May) else before
    if type(inner) is not Deal or inner.bonus:
        return None
    dealt = dataclasses.replace(inner, count=value.amount)
    return dataclasses.replace(before, action=dealt) if isinstance(before, May) else dealt


def _instead(steps: list[Action], conditions: list[Node], instead: Action) -> Action:
    """ "Deal 2 to a unit. If it's attacking, deal 4 to it instead.": the instruction before
    is replaced when the condition holds. What it chooses is chosen first (the condition and
    the replacing instruction speak of "it")."""
    if not steps or len(conditions) != 1 or not isinstance(conditions[0], ast.Condition):
        raise NotCompiled(
            Construct.REPLACEMENT, "'instead' after no instruction, or with no single condition"
        )
    return _instead_of(steps[-1], _test(conditions[0]), instead)


def _instead_of(before: Action, test: Condition, instead: Action) -> Action:
    """``instead`` replaces ``before`` when ``test`` holds; what ``before`` chooses is chosen
    first ("it" in the condition and in ``instead``)."""
    if isinstance(before, Sequence) and len(before.steps) == 2:
        chose = before.steps[0]  # "Choose a unit. Kill it the next time …": chosen either way
        if isinstance(chose, Remember) and chose.name == "chosen":
            return Sequence(chose, _instead_of(before.steps[1], test, instead))
    target = getattr(before, "target", None)
    if target is None or isinstance(target, It):
        return If(test, instead, before)
    chosen = dataclasses.replace(before, target=It())
    return Sequence(Remember("chosen", target), If(test, instead, chosen))


def _condition(node: Node, body: Action) -> Action:
    if isinstance(node, ast.When):
        return reflexive(node, body)
    if _this_kills_it(node):
        # "Deal 3 to a unit. If this kills it, do this: draw 1.": a reflexive trigger (387) on
        # its death by the lethal damage, at the cleanup after the effect (323.5)
        ability = TriggeredAbility("kill", body, When(subject="it"), text=quote(node))
        return AddAbility(ability, until="cleanup", about="it")
    test = _test(node)
    if _finds(body, lambda v: isinstance(v, ThatMuch)):  # "if you assigned 5 or more …, you
        # may deal that much …": the amount the condition names
        much = that_much(test)
        if much is not None:
            body = _rewrite(body, lambda v: much if isinstance(v, ThatMuch) else None)
    return If(test, body)


_THIS_KILLS_IT = IRCondition(
    kind=ConditionKind.IF,
    test=(Instruction(verb=Verb.KILL, subject=(IRNounPhrase(reference="this"),), objects=(_IT,)),),
)


def _this_kills_it(node: Node) -> bool:
    """Is the condition "If this kills it" (the IR's)?"""
    if not isinstance(node, ast.Condition):
        return False
    return condition_or_none(node) == _THIS_KILLS_IT


def _test(node: Node) -> Condition:
    """What an "If …" condition checks."""
    if not isinstance(node, ast.Condition):
        _unread_condition(node)
    read = ir_conditions.read(node)  # "If at least one of them …", "If I'm stunned"
    if read is not None:
        return read
    return _on_board(node) or _unread_condition(node)


def test_words(words: str) -> NoReturn:
    """The refusal of a "While …" condition no reading of the IR knows, for
    :mod:`riftrules.effects.statics`, naming its words."""
    raise NotCompiled(Construct.CONDITION, f"condition {words!r} not compiled")


def _outmighted_there(run: ast.Run, cut: int) -> Action | None:
    """ "Move me to an occupied enemy battlefield if my Might is greater than the total Might
    of enemy units there." (the IR: the condition's "there" is the battlefield moved to): a
    bound on the battlefield chosen, not a test after it; None for another run."""
    said = ir_conditions.instructions(run) or ()
    test = [dataclasses.replace(one, joint="") for one in said if one.joint == "if"]
    if test != [_MY_MIGHT_GREATER_THERE]:
        return None
    body = _run(ast.Run(parts=run.parts[:cut]))
    to = body.to if isinstance(body, Move) else None
    if not isinstance(to, Choose) or not isinstance(to.of, Battlefields):
        return None
    bound = dataclasses.replace(to.of, outmighted=True)
    return dataclasses.replace(body, to=dataclasses.replace(to, of=bound))


_MY_MIGHT_GREATER_THERE = Instruction(
    verb=Verb.BE,
    subject=(IRNounPhrase(possessor="me", quantities=("might",)),),
    objects=(
        IRNounPhrase(qualities=("greater",)),
        Prepositional(
            preposition="than",
            object=IRNounPhrase(quantifier="the", quantities=("might",), qualities=("total",)),
        ),
        Prepositional(
            preposition="of",
            object=IRNounPhrase(
                controller="enemy", kinds=("unit",), location=IRNounPhrase(reference="there")
            ),
        ),
    ),
)


def _unread_condition(*said: Node) -> NoReturn:
    """The refusal of an "If …" condition no reading of the IR knows, quoting the card's
    nodes that say it."""
    raise NotCompiled(Construct.CONDITION, f"condition {quote(*said)!r} not compiled")


# what is on the board now (740.2.a): "Move an enemy unit from a battlefield to its base. Then, if
# there's an enemy unit alone at that battlefield, …": where it moved from
_ALONE_THERE = IRCondition(
    kind=ConditionKind.IF,
    test=(
        Instruction(
            verb=Verb.BE,
            subject=(IRNounPhrase(reference="there"),),
            objects=(
                IRNounPhrase(quantifier="a", controller="enemy", kinds=("unit",)),
                Adverb(word="alone"),
                Prepositional(
                    preposition="at",
                    object=IRNounPhrase(reference="that", kinds=("battlefield",)),
                ),
            ),
        ),
    ),
)


def _on_board(node: ast.Condition) -> Condition | None:
    """ "if there's an enemy unit alone at that battlefield" (the IR's), None for another."""
    if condition_or_none(node) != _ALONE_THERE:
        return None
    return Exists(Permanents(type="Unit", controller="enemy", at=MovedFrom(), alone=True))


_DID = "opponents_who_did"  # memory: the opponents who did what "each opponent may" offered
_EACH_OPPONENT = IRNounPhrase(quantifier="each", kinds=("opponent",))
_WHO_DID = Instruction(
    verb=Verb.DO,
    subject=(
        Prepositional(preposition="for", object=_EACH_OPPONENT),
        IRNounPhrase(reference="who"),
    ),
    past=True,
)


def _you_and_each(said: tuple[Instruction, ...] | None) -> bool:
    """Does the run open "You and each opponent may …" (the IR: "you" with no verb, then "and"
    each opponent, who may)?"""
    if not said or len(said) < 2 or said[0] != Instruction(verb=None, subject=(_YOU,)):
        return False
    return (
        said[1].joint == "and"
        and said[1].subject == (_EACH_OPPONENT,)
        and said[1].modal == ("may",)
    )


def _for_each_who_did(run: ast.Run) -> bool:
    """Does the run open "For each opponent who did, …" (the IR's first instruction)?"""
    said = ir_conditions.instructions(run)
    return bool(said) and len(said) > 1 and said[0] == _WHO_DID and said[1].joint == ","


def _you_and_each_opponent(run: ast.Run) -> Action:
    """ "You and each opponent may play a Gold gear token exhausted.": you, then each opponent
    in turn order, each deciding for themself (a token each plays is theirs, 182); the
    opponents who did are remembered for "For each opponent who did, …" after."""
    yours = _run(ast.Run(parts=(run.parts[0], *run.parts[3:])))  # "You may play …"
    done = yours.action if isinstance(yours, May) else None
    if not isinstance(done, PlayToken) or done.who != CONTROLLER:
        raise NotCompiled(Construct.CLAUSE_PART, f"{quote(run)!r} not compiled")
    theirs = ForEach(OPPONENTS, May(dataclasses.replace(done, who=It()), who=It()))
    return Sequence(yours, theirs, Remember(_DID, ControllerOf(Last())))


def _remembers_who_did(value: object) -> bool:
    return isinstance(value, Remember) and value.name == _DID


_NEXT_MAIN = TimePoint(moment="start", whose="you", period="main-phase", next=True)


def _at_next_main(node: Node) -> bool:
    """Is the chunk the time "at the start of your next Main Phase" (the IR's time point)?"""
    return complement_or_none(node) == _NEXT_MAIN


def _at_next_main_phase(run: ast.Run) -> Action:
    """ "[Add] [A] at the start of your next Main Phase.": a delayed trigger (390.2) created
    now, which does it once, at the start of your next Main Phase (316.4)."""
    return _once_at_next_main_phase(_run(ast.Run(parts=run.parts[:-1])), run.parts[-1])


def _once_at_next_main_phase(body: Action, time: Node, mine: bool = False) -> Action:
    """``body``, once, at the start of your next Main Phase (the card's ``time`` that says it,
    its label); ``mine``: a permanent's ability creates it, and its "this battlefield" is that
    permanent's."""
    when = When(phase="main", whose="you")
    ability = TriggeredAbility("phase", body, when, text=_opening(quote(time)))
    return AddAbility(ability, until="once", mine=mine)


def _opening(label: str) -> str:
    """A label that opens a sentence of its own ("At the start of …" for the card's "… at the
    start of …"): its first letter a capital, for display."""
    return label[:1].upper() + label[1:]


def _next_time(node: Node) -> bool:
    """Is the trigger "the next time … this turn" (the IR: the ordinal "next", one event)?"""
    if not isinstance(node, ast.NthTime):
        return False
    trigger = trigger_or_none(node)
    return trigger is not None and trigger.ordinal == "next" and len(trigger.event) == 1


def _the_next_time(node: Node, body: Action) -> Action:
    """ "the next time you play a unit this turn, …": a delayed trigger (390.2) that does it
    once, this turn only."""
    when = ast.When(parts=(Word(kind="WHEN", text="When"), *node.parts[1:]))
    later = delayed(when, body)
    if not isinstance(later, AddAbility):
        raise NotCompiled(Construct.TRIGGER, "a delayed trigger of another shape")
    return dataclasses.replace(later, until="next")


def _at_your_next_main_phase(node: Node) -> bool:
    """Is the trigger "at the start of your next Main Phase" (the IR's time point)?"""
    if not isinstance(node, ast.At):
        return False
    trigger = trigger_or_none(node)
    return trigger is not None and trigger.time == _NEXT_MAIN


_NEXT_PLAYER = Instruction(
    verb=Verb.START,
    objects=(
        Prepositional(
            preposition="with",
            object=IRNounPhrase(quantifier="the", kinds=("player",), ordinals=("next",)),
        ),
    ),
)


def _starting_with_next(said: tuple[Instruction, ...] | None) -> bool:
    """Does the run open "Starting with the next player, each player …" (the IR's)?"""
    each = IRNounPhrase(quantifier="each", kinds=("player",))
    return bool(said) and len(said) > 1 and said[0] == _NEXT_PLAYER and said[1].subject == (each,)


# "Activate the conquer effects of units here." (383.4.g)
_CONQUER_EFFECTS_HERE = (
    Instruction(
        verb=Verb.ACTIVATE,
        objects=(
            IRNounPhrase(quantifier="the", kinds=("effect",), qualities=("conquer",)),
            Prepositional(
                preposition="of",
                object=IRNounPhrase(kinds=("unit",), location=_HERE),
            ),
        ),
    ),
)
# "I may be moved with it." (after "When a … unit moves …")
_MOVED_WITH_IT = (
    Instruction(verb=Verb.BE, subject=(_SELF,), modal=("may",)),
    Instruction(
        verb=Verb.MOVE, past=True, objects=(Prepositional(preposition="with", object=_IT),)
    ),
)


def _starting_next(run: ast.Run) -> Action:
    """ "Starting with the next player, each player may return a unit …": each player in turn
    order from the one after you, you last (:class:`Players` ``start="next"``)."""
    built = _run(ast.Run(parts=run.parts[4:]))
    if not (isinstance(built, ForEach) and built.of == Players()):
        raise NotCompiled(Construct.CLAUSE_PART, f"{quote(run)!r} not compiled")
    return dataclasses.replace(built, of=Players(start="next"))


def _run(run: ast.Run) -> Action:
    said_ir = ir_conditions.instructions(run)
    if _starting_with_next(said_ir):
        return _starting_next(run)
    if _you_and_each(said_ir):
        return _you_and_each_opponent(run)
    if said_ir == _CONQUER_EFFECTS_HERE:
        return ActivateEffects("conquer", LocationOf(Self()))  # 383.4.g
    if said_ir == _MOVED_WITH_IT:
        return May(Move(Self(), to=Destination.WITH_IT))
    last = run.parts[-1] if run.parts else None
    if last is not None and _at_next_main(last):
        return _at_next_main_phase(run)
    rest = ir_looked.those_not_taken(said_ir)
    if rest is not None:  # "Draw any you didn't banish."
        return rest
    if ir_looked.one_or_both(said_ir) == IRVerb.RECYCLE:  # "You may recycle one or both of
        chosen = Choose(Cards(zone="main_deck"), count=2, up_to=True, prompt="recycle")
        modal = said_ir[0].modal if said_ir else ()
        return May(Recycle(chosen)) if modal == ("may",) else Recycle(chosen)  # them."
    if ir_looked.put_back_in_any_order(said_ir):  # "Put those you don't back in any order."
        return Reorder(Cards(zone="main_deck", besides=It()))
    if (cut := _you_may_do_this(run, said_ir)) is not None:
        # "Then you may do this: Empower it.": the instructions after "do this:", optional
        return May(_run(ast.Run(parts=run.parts[cut + 1 :])))
    later = at_end_of_turn(run, _run)  # "Disempower it at end of turn."
    if later is not None:
        return later
    each = _for_each_fronted(run)  # "For each friendly unit, you may spend its buff …"
    if each is not None:
        return each
    held = cant_move_it_this_turn(run, text=quote(run))  # "They can't move it this turn."
    if held is not None:
        return held
    # "the next spell you play this turn costs …": costmods still reads the run's words
    made = costmods.instruction(run)
    if made is not None:
        return made
    found = fronted(clauses(run))  # "This turn, double a unit's Might …"
    if found and found[0].lemma == "enter":  # "Friendly units enter ready this turn."
        return entering_this_turn(found, text=quote(run))
    if (forbidden := forbidding(found)) is not None:  # "It can't be chosen … this turn."
        return forbidden
    steps: list[Action] = []
    purpose = False  # "you may pay [1] to draw 1": the clause after "to" needs the one before
    who: Selector = CONTROLLER
    before: Clause | None = None  # the clause the last step was built from
    late_they = False
    found = _shared(phrases(spell_costing(merge_costing(found))))
    found, unpaid = _without_paying(_costs_go_on(found))
    found, swaps = _swaps(found)
    found, bounds = _might_than_killed(found)
    if (countered := counter_unless(found)) is not None:  # "… unless its controller pays [2]"
        return countered
    if (either := unless_has_you(found)) is not None:  # "… unless its controller has you …"
        return either
    if (conditional := _and_if(run)) is not None:  # "… to base and if I'm [Empowered], …"
        return conditional
    condition = next((c for c in found[1:] if c.joint == "if"), None)
    if condition is not None:
        # "Give me +2 [M] this turn if there is a ready enemy unit here.", "Counter a spell if
        # an opponent has played another spell this turn.": the rest of the run is the condition
        cut = _last_joint(run, ["IF"])
        test = ir_conditions.joined(ir_conditions.instructions(run), "if")
        if test is None and (bounded := _outmighted_there(run, cut)) is not None:
            return bounded  # "Move me to … battlefield if my Might is greater than …"
        if test is None:
            _unread_condition(*run.parts[cut:])  # "if …"
        body = _run(ast.Run(parts=run.parts[:cut]))
        before = found[found.index(condition) - 1]
        if "then" in before.joint.split() and isinstance(body, Sequence):
            # "Give a friendly unit +1 [M] this turn, then an additional +1 [M] this turn if
            # …": the condition is the last instruction's, after "then"
            return Sequence(*body.steps[:-1], If(test, body.steps[-1]))
        target = getattr(body, "target", None)
        if _finds(test, lambda v: isinstance(v, That)) and isinstance(target, Choose):
            # "Counter a spell if … another spell …": the spell is chosen first, then the
            # condition is checked about it
            return Sequence(
                Remember("chosen", target), If(test, dataclasses.replace(body, target=It()))
            )
        return If(test, body)
    for clause in found:
        if clause.joint == "or" and steps and not purpose and before is not None:
            # "Draw 1 or channel 1 rune exhausted.", "you may draw 1 or buff me"
            steps[-1] = _either(steps[-1], before, clause, who)
            continue
        if not in_order(clause.joint):
            raise NotCompiled(
                Construct.CLAUSE_JOIN, f"clauses joined by {clause.joint!r} not compiled"
            )
        # "Each player discards their hand, then draws 4.": a clause with no subject keeps
        # the one before (an elided clause, "and 1 to …", also reuses the verb)
        if (given := has_quoted(clause)) is not None:  # 'This turn, that unit has "…"'
            steps.append(given)
            before = clause
            continue
        if (based := base_might_becomes(clause)) is not None:  # "Its base Might becomes 5 …"
            steps.append(based)
            before = clause
            continue
        if clause.subject:
            who = _subject(clause.subject)
            # "Choose a card from it, and they discard …": "they" is no longer what "it" is
            late_they = isinstance(who, It) and bool(steps)
        elided = not clause.subject and isinstance(who, It) and bool(steps)
        if elided and late_they:
            raise NotCompiled(
                Construct.REFERENCE, "'they' after another instruction in its sentence not compiled"
            )
        if elided and not (steps and isinstance(steps[-1], Remember) and steps[-1].name == THEY):
            # "They discard that card and draw 1": "they" is who it was in the first clause,
            # not what that clause affected (set aside before it, for the clauses after it)
            they: Selector = It()
            if steps[-1] == DiscardCards(That()):  # "they discard that card and draw 1": the
                they = OwnerOf(That())  # card's owner, from whose hand it is discarded (422.1)
            steps.insert(len(steps) - 1, Remember(THEY, they))
            who = Remembered(THEY)
        if id(clause) in unpaid:  # "… play a spell … without paying its Energy cost"
            steps[-1] = _ignoring(steps[-1] if steps else None, unpaid[id(clause)], clause)
            continue
        complements = _objects_ir(clause.objects)
        ignored = _cost_ignored(complements)
        if clause.lemma == "ignore" and ignored and clause.joint == ",":
            # "… plays it to their base, ignoring its cost." (356.1.b)
            steps[-1] = _ignoring(steps[-1] if steps else None, ignored, clause)
            continue
        reducing = _reduced_by(complements)
        if clause.lemma == "reduce" and reducing and clause.joint == "," and not clause.subject:
            # "… then play it, reducing its cost by [2]." (356.4.a)
            steps[-1] = _reducing(steps[-1] if steps else None, reducing)
            continue
        floor = floor_of(clause.objects)
        if floor and steps and isinstance(steps[-1], Give) and clause.joint == ",":
            # "Give a unit -4 [M] this turn, to a minimum of 1 [M]."
            steps[-1] = dataclasses.replace(steps[-1], floor=floor)
            continue
        ends_in_to = bool(clause.objects) and _is_to(clause.objects[-1])
        if ends_in_to:
            clause.objects = clause.objects[:-1]
        built = swaps[id(clause)] if id(clause) in swaps else action(clause, who)
        if id(clause) in bounds:  # "… a unit from among them that has Might up to 1 more …"
            built = _rewrite(built, bounds[id(clause)])
        if clause.subject and isinstance(who, It) and isinstance(built, Deal):
            built = Acting(built)  # "It deals … to an enemy unit. Then … from it": the subject
        if clause.subject and isinstance(who, It) and _plays_the_chosen(built):
            # "You may choose a unit from it. They play that unit …": they who own it (the
            # hand it was chosen from), not what the choice affected
            built = dataclasses.replace(built, who=OwnerOf(built.target))
        if late_they and isinstance(who, It) and _finds(built, lambda v: isinstance(v, It)):
            raise NotCompiled(
                Construct.REFERENCE, "'they' after another instruction in its sentence not compiled"
            )
        if purpose:  # the clause before is what is paid for this one
            steps[-1] = Purpose(steps[-1], _played_for(steps[-1], built))
        elif _after_purpose(steps, clause):  # "… exhaust me to draw 1, then put …": if paid
            before = steps[-1]
            assert isinstance(before, Purpose)
            steps[-1] = Purpose(before.cost, Sequence(before.effect, built))
        elif _in_may(steps, clause):  # "you may kill a gear and draw 1": both or neither
            before = steps[-1]
            assert isinstance(before, May)
            done = before.action.steps if isinstance(before.action, Sequence) else (before.action,)
            steps[-1] = dataclasses.replace(before, action=Sequence(*done, built))
        else:
            steps.append(built)
        before = clause
        purpose = ends_in_to
    if not steps:
        raise NotCompiled(Construct.CLAUSE_PART, "a run with no verb")
    return steps[0] if len(steps) == 1 else Sequence(*steps)


THEY = "they"  # memory: the players a "they" named, for a clause that leaves it out


def _plays_the_chosen(built: Action) -> TypeGuard[Play]:
    """Is ``built`` "they play that unit": the one card of a type this effect chose?"""
    return isinstance(built, Play) and isinstance(built.target, TheChosen) and built.who == It()


def _might_than_killed(
    found: list[Clause],
) -> tuple[list[Clause], dict[int, Callable[[object], object | None]]]:
    """ "You may banish a unit from among them that has Might up to 1 more than the killed
    unit …": the relative clause after "that" (read from the IR) narrows the cards of the
    clause before it to those with Might at most the killed unit's (as it died, 428.1.a.1.b)
    plus that much; the clauses without it, and for each narrowed clause the rewrite of its
    cards."""
    kept: list[Clause] = []
    bounds: dict[int, Callable[[object], object | None]] = {}
    for clause in found:
        before = kept[-1] if kept else None
        if before is None or clause.joint or clause.subject or clause.verb is None:
            kept.append(clause)
            continue
        that = before.objects[-1:] if before.objects else []
        said = ir_conditions.instructions(ast.Run(parts=tuple(that)))
        if not said or said[0].subject != (IRNounPhrase(reference="that"),) or said[0].verb:
            kept.append(clause)
            continue
        more = ir_looked.might_more_than_killed(
            ir_conditions.instructions(ast.Run(parts=(clause.verb, *clause.objects)))
        )
        if more is None:
            kept.append(clause)
            continue
        before.objects = before.objects[:-1]

        def narrowed(value: object, more: int = more) -> object | None:
            if isinstance(value, Cards):
                return dataclasses.replace(value, most_might_of=Remembered(KILLED), more=more)
            return None

        bounds[id(before)] = narrowed
    return kept, bounds


def _either(step: Action, first: Clause, second: Clause, who: Selector) -> Action:
    """ "A or B": one of the two, chosen (a "you may" before A reaches over both)."""
    if second.subject or second.auxiliaries:
        raise NotCompiled(
            Construct.CLAUSE_JOIN, "'or' between clauses with subjects of their own not compiled"
        )
    may = step if isinstance(step, May) else None
    one = may.action if may is not None else step
    # each option's label: its verb and complements as the card says them ("channel 1 rune
    # exhausted"), which the player's choice names
    said = [[*([c.verb] if c.verb is not None else []), *c.objects] for c in (first, second)]
    either = Either((one, action(second, who)), labels=tuple(quote(*s) for s in said))
    return dataclasses.replace(may, action=either) if may is not None else either


def _after_purpose(steps: list[Action], clause: Clause) -> bool:
    """Is this clause, with no subject or modal of its own, more of what a cost before "to"
    pays for ("you may exhaust me to draw 1, then put a card …", 355.10.c.1)?"""
    return (
        bool(steps)
        and isinstance(steps[-1], Purpose)
        and conjunction(clause.joint) in (Conjunction.AND, Conjunction.THEN)
        and not clause.subject
        and not clause.auxiliaries
    )


def _and_if(run: ast.Run) -> Action | None:
    """ "Move a friendly unit in a showdown to base and if I'm [Empowered], ready it.": the
    instructions before "and if", then those after the condition's comma only if it holds
    (the condition read from the IR; "it" still what the instruction before affected); None
    for a run with no such joint."""
    joints = [i for i, p in enumerate(run.parts) if isinstance(p, (ast.Joint, ast.TightJoint))]
    kinds = {i: word_kinds(run.parts[i]) for i in joints}
    at = next((i for i in joints if kinds[i] == ["AND", "IF"]), None)
    comma = next((i for i in joints if at is not None and i > at and kinds[i] == ["COMMA"]), None)
    if at is None or comma is None:
        return None
    said = ir_conditions.instructions(ast.Run(parts=run.parts[at + 1 : comma]))
    test = ir_conditions.from_ir(IRCondition(kind=ConditionKind.IF, test=said)) if said else None
    if test is None:
        raise NotCompiled(Construct.CONDITION, "the condition after 'and if' not compiled")
    first = _run(ast.Run(parts=run.parts[:at]))
    return Sequence(first, If(test, _run(ast.Run(parts=run.parts[comma + 1 :]))))


def _last_joint(run: ast.Run, kinds: list[str]) -> int:
    """Where the last joint of words of those ``kinds`` is in a run."""
    return max(
        i for i, p in enumerate(run.parts) if isinstance(p, ast.Joint) and word_kinds(p) == kinds
    )


def _might_and_keywords(found: list[Clause]) -> list[Clause]:
    """ "Give me +2 [M] and [Ganking] this turn." reads as two clauses joined by "and" (the verb
    elided, the second with no object of its own): one clause giving both; so does "give
    another friendly unit my keywords and +[M] equal to my Might this turn"."""
    merged: list[Clause] = []
    for clause in found:
        before = merged[-1] if merged else None
        kinds = [getattr(o, "kind", "") for o in clause.objects]
        if (
            before is not None
            and before.lemma == "give"
            and clause.verb is before.verb
            and clause.joint == "and"
            and kinds
            and set(kinds) <= {"KEYWORD", "ADVERB_PHRASE"}
        ):
            before.objects = [*before.objects, *clause.objects]
            continue
        if (
            before is not None
            and before.lemma == "give"
            and clause.verb is before.verb
            and clause.joint == "and"
            and before.objects
            and my_keywords(before.objects[-1])
            and clause.objects
            and isinstance(clause.objects[0], ast.Amount)  # no object of its own: the Might
        ):  # "give another friendly unit my keywords and +[M] equal to my Might this turn"
            before.objects = [*before.objects, *clause.objects]
            continue
        merged.append(clause)
    return merged


def _in_may(steps: list[Action], clause: Clause) -> bool:
    """Does "you may …" reach over this clause: joined by "and", with no subject or modal of
    its own, after a "may" clause?"""
    return (
        bool(steps)
        and isinstance(steps[-1], May)
        and conjunction(clause.joint) is Conjunction.AND
        and not clause.subject
        and not clause.auxiliaries
    )


def _shared(found: list[Clause]) -> list[Clause]:
    """ "Return a friendly unit and an enemy unit to their owners' hands.": with the verb
    elided, the "to …" that ends the last clause belongs to the one before it too ("Kill a
    friendly unit or gear" is one object already: :mod:`.clauses` reads lists of kinds)."""
    found = _to_or_from_base(_might_and_keywords(found))
    _shared_keywords(found)
    _shared_object(found)
    for before, after in zip(reversed(found[:-1]), reversed(found[1:]), strict=True):
        if after.verb is not before.verb or conjunction(after.joint) is not Conjunction.AND:
            continue
        if _quantifier(after.objects) not in ("a", "another"):  # "all units and gear": not read
            continue
        to = [i for i, o in enumerate(after.objects) if _is_to(o)]
        has_to = any(_is_to(o) for o in before.objects)
        if to and not has_to:
            before.objects = [*before.objects, *after.objects[to[-1] :]]
        _same_battlefield(before, after)
    return found


def _quantifier(objects: list[Node]) -> str | None:
    """The lexicon's quantifier the first complement opens with ("an": "a"), if any."""
    words = list(objects[0].words()) if objects else []
    return LEXICON["quantifiers"].get(words[0].text.casefold()) if words else None


def _shared_keywords(found: list[Clause]) -> None:
    """ "Give a unit at a battlefield or a gear [Temporary].": with the verb elided, the
    keywords that end the last clause are given by the one before it too (read from the
    chunks' kinds; the one before giving nothing of its own)."""
    for before, after in itertools.pairwise(found):
        if before.lemma != "give" or after.verb is not before.verb or after.joint != "or":
            continue
        kinds = [getattr(o, "kind", "") for o in before.objects]
        given = [o for o in after.objects if getattr(o, "kind", "") == "KEYWORD"]
        amounts = any(isinstance(o, ast.Amount) for o in before.objects)
        if given and "KEYWORD" not in kinds and not amounts:
            before.objects = [*before.objects, *given]


def _shared_object(found: list[Clause]) -> None:
    """ "Ready or exhaust a legend.": a verb with no object, then "or" and another verb with
    one: both act on that object (one of the two is done, :func:`_either`)."""
    for before, after in itertools.pairwise(found):
        if before.objects or after.joint != "or" or after.verb is before.verb:
            continue
        if not after.objects or after.subject or before.lemma is None:
            continue
        before.objects = list(after.objects)


def _swaps(found: list[Clause]) -> tuple[list[Clause], dict[int, Action]]:
    """Two units moving to each other's locations (420): "Move me to its location and it to my
    original location" (the unit named before), "Move me and a Shadow Clone you control to each
    other's locations", "move each to the other's location" (the two chosen): one
    :class:`SwapLocations`, built here for the clause that says it (the other one dropped)."""
    merged: list[Clause] = []
    built: dict[int, Action] = {}
    for clause in found:
        before = merged[-1] if merged else None
        said = _objects_ir(clause.objects) if clause.lemma == "move" else None
        pair = _swap_pair(before, clause, said) if before is not None else None
        if pair is not None and before is not None:
            merged[-1] = clause
            clause.joint = before.joint
            built[id(clause)] = SwapLocations(pair)
            continue
        if said == _EACH_TO_THE_OTHERS and len(clause.objects) == 3:
            if clause.subject or clause.auxiliaries:
                raise NotCompiled(
                    Construct.PLAYER_CHOICE, "another player moving units to each other's locations"
                )
            built[id(clause)] = SwapLocations(Chosen())  # the two chosen before
        merged.append(clause)
    return merged, built


_TO_EACH_OTHERS = Prepositional(
    preposition="to", object=IRNounPhrase(possessor="each-other", kinds=("location",))
)
_EACH_TO_THE_OTHERS = (
    IRNounPhrase(reference="each"),
    Prepositional(
        preposition="to", object=IRNounPhrase(quantifier="the", other=True, kinds=("location",))
    ),
)
_ME_TO_ITS_LOCATION = (
    _SELF,
    Prepositional(preposition="to", object=IRNounPhrase(possessor="its", kinds=("location",))),
)
_IT_TO_MY_ORIGINAL_LOCATION = (
    _IT,
    Prepositional(
        preposition="to",
        object=IRNounPhrase(possessor="me", kinds=("location",), qualities=("original",)),
    ),
)


def _swap_pair(
    before: Clause, clause: Clause, said: tuple[Complement, ...] | None
) -> Selector | None:
    """The two units of "Move X to its location and it to my original location" / "Move X and
    Y to each other's locations" (an elided verb), or None if the clauses say otherwise."""
    if before.lemma != "move" or clause.verb is not before.verb or clause.joint != "and":
        return None
    if clause.subject or clause.auxiliaries or before.subject or before.auxiliaries:
        return None
    if said is None or len(clause.objects) != 3:
        return None
    first = _objects_ir(before.objects)
    if first == _ME_TO_ITS_LOCATION and said == _IT_TO_MY_ORIGINAL_LOCATION:
        return MeAnd(It())  # "its": the unit named before
    if first in ((_SELF,), (_SELF, _TO_EACH_OTHERS)) and said[1:] == (_TO_EACH_OTHERS,):
        return MeAnd(select(clause.objects[0]))
    return None


_FROM_ITS_BASE = Prepositional(
    preposition="from", object=IRNounPhrase(possessor="its", zones=("base",))
)


def _to_or_from_base(found: list[Clause]) -> list[Clause]:
    """ "Move a friendly unit to or from its base" reads as two clauses joined by "or" (the
    verb elided): one move, whose destination says both (``TO_OR_FROM_BASE``)."""
    merged: list[Clause] = []
    for clause in found:
        before = merged[-1] if merged else None
        if (
            before is not None
            and before.lemma == "move"
            and clause.verb is before.verb
            and clause.joint == "or"
            and before.objects
            and _is_to(before.objects[-1])
            and _objects_ir(clause.objects) == (_FROM_ITS_BASE,)
        ):
            before.objects = [*before.objects, Word(kind="NOUN", text=TO_OR_FROM_BASE)]
            continue
        merged.append(clause)
    return merged


_AT_THE_SAME_BATTLEFIELD = Prepositional(
    preposition="at",
    object=IRNounPhrase(quantifier="the", kinds=("battlefield",), qualities=("same",)),
)


def _same_battlefield(before: Clause, after: Clause) -> None:
    """ "Stun a friendly unit and an enemy unit at the same battlefield": a group of targets
    (355.11): the first at a battlefield where one of the second is (355.8: both must be
    chosen), the second at the first's battlefield."""
    if len(after.objects) != 3 or len(before.objects) != 1:
        return
    said = _objects_ir(after.objects)
    one = said[0] if said is not None and len(said) == 1 else None
    if not isinstance(one, IRNounPhrase) or one.location != _AT_THE_SAME_BATTLEFIELD:
        return
    if not isinstance(before.objects[0], ast.NounPhrase):
        return
    at, mark = after.objects[1], Word(kind="NOUN", text=WITH_NEXT)
    before.objects = [*before.objects, at, ast.NounPhrase(parts=(mark, after.objects[0]))]
    after.objects = [after.objects[0], at, Word(kind="NOUN", text=SAME_AS_CHOSEN)]


def _played_for(cost: Action, built: Action) -> Action:
    """ "You may pay [R] to play me.": the card is played for what is paid (356.1.a: that
    replaces its base cost), not for its own cost as well."""
    paid = cost.action if isinstance(cost, May) else cost
    if isinstance(paid, Pay) and isinstance(built, Play) and built.ignore is None:
        return dataclasses.replace(built, ignore="cost")
    return built


def _costs_go_on(found: list[Clause]) -> list[Clause]:
    """ "… that costs no more Energy and no more Power than the killed unit": the clause the
    tree makes of "and no more Power …" (its verb elided) joined to the one before (read from
    the IR by :func:`riftrules.effects.ir_objects.costs_go_on`)."""
    kept: list[Clause] = []
    for clause in found:
        if kept and ir_objects.costs_go_on(kept[-1], clause):
            kept[-1].objects = [*kept[-1].objects, *clause.objects]
            continue
        kept.append(clause)
    return kept


def _without_paying(found: list[Clause]) -> tuple[list[Clause], dict[int, str]]:
    """ "… without paying its Energy cost" (356.1.b, read from the IR by
    :func:`riftrules.effects.ir_objects.without_paying`): the "without" taken off the clause
    before; each paying clause's id with the cost that play ignores."""
    unpaid: dict[int, str] = {}
    for before, clause in itertools.pairwise(found):
        ignore = ir_objects.without_paying(before, clause)
        if ignore is not None:
            before.objects = before.objects[:-1]
            unpaid[id(clause)] = ignore
    return found, unpaid


def _ignoring(step: Action | None, ignore: str, clause: Clause) -> Action:
    """The "play" before ", ignoring its cost" (or "you may play …", "you may pay [B] to play
    …") ignoring that cost; "you may play a gear … from hand this turn"
    (:func:`permitted_this_turn`) made a cost modifier that lets that play ignore it."""
    permitted = permitted_this_turn(step, ignore)
    if permitted is not None and not clause.auxiliaries:
        return permitted
    if isinstance(step, Purpose) and isinstance(step.effect, Play) and not clause.auxiliaries:
        return Purpose(step.cost, dataclasses.replace(step.effect, ignore=ignore))
    if isinstance(step, May) and isinstance(step.action, Sequence) and not clause.auxiliaries:
        *done, last = step.action.steps  # "you may banish a unit … and play it, ignoring …"
        if isinstance(last, Play):
            played = dataclasses.replace(last, ignore=ignore)
            return dataclasses.replace(step, action=Sequence(*done, played))
    if isinstance(step, May) and isinstance(step.action, Play) and not clause.auxiliaries:
        return dataclasses.replace(step, action=dataclasses.replace(step.action, ignore=ignore))
    if not isinstance(step, Play) or clause.auxiliaries:
        raise NotCompiled(Construct.CLAUSE_PART, "'ignoring its cost' after no 'play' not compiled")
    return dataclasses.replace(step, ignore=ignore)


def _reducing(step: Action | None, less: int) -> Action:
    """The "play" before ", reducing its cost by [N]" (or "you may play …", "you may banish …
    and play it") with that discount."""
    if isinstance(step, May) and isinstance(step.action, Play) and step.action.ignore is None:
        return dataclasses.replace(step, action=dataclasses.replace(step.action, less=less))
    if isinstance(step, May) and isinstance(step.action, Sequence):
        *done, last = step.action.steps
        if isinstance(last, Play) and last.ignore is None:
            played = dataclasses.replace(last, less=less)
            return dataclasses.replace(step, action=Sequence(*done, played))
    if not isinstance(step, Play) or step.ignore is not None:
        raise NotCompiled(
            Construct.CLAUSE_PART,
            "'reducing its cost' after no 'play' paying its cost not compiled",
        )
    return dataclasses.replace(step, less=less)


def _objects_ir(objects: list[Node]) -> tuple[Complement, ...] | None:
    """The IR of a clause's complements; None where they do not read."""
    said = instruction_or_none(Clause(objects=list(objects)))
    return said.objects if said is not None else None


def _is_to(node: Node) -> bool:
    """Is the chunk the preposition "to" alone ("you may pay [1] to …": a purpose)?"""
    return word_kinds(node) == ["TO"]


def _cost_ignored(said: tuple[Complement, ...] | None) -> str | None:
    """ "ignoring its cost" (356.1.b.1), "… its Energy cost" (356.1.b.2), "their costs", "any
    and all costs": what
    the play ignores, read from the IR (the cost of "it" or "them": "cost", "energy", "power");
    None for other complements."""
    if not said or len(said) != 1 or not isinstance(cost := said[0], IRNounPhrase):
        return None
    if cost == _ALL_COSTS:  # "ignoring any and all costs": its base costs (356.1.b.1)
        return "cost"
    if cost.possessor not in ("its", "their"):
        return None
    if cost == IRNounPhrase(possessor=cost.possessor, attributes=("cost",)):
        return "cost"
    if cost.possessor == "its" and cost == IRNounPhrase(
        possessor="its", quantities=cost.quantities
    ):
        return _ITS_COSTS.get(cost.quantities[0]) if len(cost.quantities) == 1 else None
    return None


_ITS_COST = IRNounPhrase(possessor="its", attributes=("cost",))
_ALL_COSTS = IRNounPhrase(quantifier="all", attributes=("cost",))
_ITS_ENERGY_COST = IRNounPhrase(possessor="its", quantities=("energy-cost",))
_BY = Prepositional(preposition="by")


def _reduced_by(said: tuple[Complement, ...] | None) -> int | None:
    """ "reducing its cost by [2]", "… its Energy cost by [5]" (356.4.a): by how much Energy,
    read from the IR; None for other complements."""
    if not said or len(said) != 3 or said[0] not in (_ITS_COST, _ITS_ENERGY_COST):
        return None
    by = said[2]
    if said[1] != _BY or not isinstance(by, IRAmount) or by.might or by.signed is not None:
        return None
    energy = by.resources
    if energy is None or energy != Resources(energy=energy.energy):
        return None
    return energy.energy


_TO_A_MINIMUM = Prepositional(
    preposition="to", object=IRNounPhrase(quantifier="a", qualities=("minimum",))
)


def floor_of(objects: list[Node]) -> int | None:
    """ "to a minimum of 1 [M]" (a clause's complements; also read by
    :mod:`riftrules.effects.statics`): the least Might it leaves, read from the IR; None for
    other complements."""
    said = _objects_ir(objects)
    if not said or len(said) != 2 or said[0] != _TO_A_MINIMUM:
        return None
    of = said[1]
    if not isinstance(of, Prepositional) or of.preposition != "of":
        return None
    least = of.object
    if not isinstance(least, IRMight) or least != IRMight(value=least.value):
        return None
    return least.value


def _subject(subject: list[Node]) -> Selector:
    if not subject:
        return CONTROLLER
    subject = _without_each(subject)
    if len(subject) == 1 and (tokens := _your_tokens(subject[0])) is not None:
        return tokens
    if len(subject) == 1:
        return select(subject[0])
    where = location_of(subject[1:])  # "other friendly units here", "units at a battlefield"
    if where is not None:
        return select(subject[0], where)
    said = described(subject, keyword=True)  # "Enemy units here with less Might than me"
    if said is not None:
        return said
    raise NotCompiled(Construct.SUBJECT, f"subject {quote(*subject)!r} not compiled")


_EACH = IRNounPhrase(reference="each")


def _without_each(subject: list[Node]) -> list[Node]:
    """ "Your Mechs each have [Assault].": "each" after a subject standing alone (the IR's
    reference "each") says that what the clause does, it does to each of them, as the subject
    alone says; it selects nothing more."""
    if len(subject) < 2:
        return subject
    return subject[:-1] if noun_phrase_or_none(subject[-1]) == _EACH else subject


def _your_tokens(node: Node) -> Selector | None:
    """ "Your Sand Soldiers": the units named as that token of rule 187 (the IR's names) that
    you control; None for any other noun phrase."""
    from riftrules.effects.tokens import token_named

    said = noun_phrase_or_none(node)
    if said is None:
        return None
    name = token_named(said.names)
    if name is None or said != IRNounPhrase(possessor="you", names=said.names):
        return None
    return Permanents(controller="you", name=name)
