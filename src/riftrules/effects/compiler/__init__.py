"""Card text -> a :class:`~riftrules.engine.Script`: the abilities a permanent has and the
instructions a spell runs, built from the engine's public actions and selectors.

Per ability (line): a keyword line compiles its keywords (:mod:`riftrules.effects.keywords`); a
sentence that opens with a trigger becomes a :class:`~riftrules.engine.TriggeredAbility`; the
sentences of a spell become its instructions. Within a sentence, clauses become actions
(:mod:`riftrules.effects.verbs`) in order, "then" and "," alike; "you may …" is
:class:`~riftrules.engine.May`, "If you do, …" :class:`~riftrules.engine.If` on what the
previous instruction did. Whatever is not compiled raises :class:`NotCompiled` naming the
words: never a placeholder.

This module reads a card line by line (:func:`compile_text`, :func:`compile_card`); the readings
live by construct beside it: :mod:`.abilities` (keywords, gates, activated abilities, costs),
:mod:`.player_plays`, :mod:`.trigger_lines`, :mod:`.replacements`, :mod:`.sentences`,
:mod:`.if_checks`, :mod:`.later_times`, :mod:`.runs` (a run of clauses -> one action),
:mod:`.joined_clauses`, :mod:`.play_modifiers`, :mod:`.subjects`, :mod:`.references`. A reading
calls another through this package (``compiler._run``), as the verbs do.
"""

from __future__ import annotations

from collections.abc import Callable
from functools import lru_cache

from riftrules.cardtext import ast
from riftrules.cardtext.nodes import Node, Unknown
from riftrules.cardtext.parser import parse_text
from riftrules.cardtext.printer import quote
from riftrules.effects import (
    cost_modifiers,
    permissions,
)
from riftrules.effects.compiler.abilities import (
    _activated,
    _deck_building,
    _effect,
    _gated,
    _gated_instead,
    _is_effect_text,
    _is_equipment,
    _keyword_cost,
)
from riftrules.effects.compiler.abilities import _effect_sentences as _effect_sentences
from riftrules.effects.compiler.abilities import _gated_ability as _gated_ability
from riftrules.effects.compiler.abilities import quoted_ability as quoted_ability
from riftrules.effects.compiler.choice_names import name_choices
from riftrules.effects.compiler.if_checks import _condition as _condition
from riftrules.effects.compiler.if_checks import _outmighted_there as _outmighted_there
from riftrules.effects.compiler.if_checks import _test as _test
from riftrules.effects.compiler.if_checks import _unread_condition as _unread_condition
from riftrules.effects.compiler.if_checks import test_words as test_words
from riftrules.effects.compiler.joined_clauses import _after_purpose as _after_purpose
from riftrules.effects.compiler.joined_clauses import _and_if as _and_if
from riftrules.effects.compiler.joined_clauses import _in_may as _in_may
from riftrules.effects.compiler.joined_clauses import _last_joint as _last_joint
from riftrules.effects.compiler.joined_clauses import _shared as _shared
from riftrules.effects.compiler.joined_clauses import _swaps as _swaps
from riftrules.effects.compiler.keyword_lines import keyword_line
from riftrules.effects.compiler.later_times import _CONQUER_EFFECTS_HERE as _CONQUER_EFFECTS_HERE
from riftrules.effects.compiler.later_times import _DID as _DID
from riftrules.effects.compiler.later_times import _MOVED_WITH_IT as _MOVED_WITH_IT
from riftrules.effects.compiler.later_times import _at_next_main as _at_next_main
from riftrules.effects.compiler.later_times import _at_next_main_phase as _at_next_main_phase
from riftrules.effects.compiler.later_times import (
    _at_your_next_main_phase as _at_your_next_main_phase,
)
from riftrules.effects.compiler.later_times import _for_each_who_did as _for_each_who_did
from riftrules.effects.compiler.later_times import _next_time as _next_time
from riftrules.effects.compiler.later_times import (
    _once_at_next_main_phase as _once_at_next_main_phase,
)
from riftrules.effects.compiler.later_times import _remembers_who_did as _remembers_who_did
from riftrules.effects.compiler.later_times import _starting_next as _starting_next
from riftrules.effects.compiler.later_times import _starting_with_next as _starting_with_next
from riftrules.effects.compiler.later_times import _the_next_time as _the_next_time
from riftrules.effects.compiler.later_times import _you_and_each as _you_and_each
from riftrules.effects.compiler.later_times import _you_and_each_opponent as _you_and_each_opponent
from riftrules.effects.compiler.play_modifiers import _TO_A_MINIMUM as _TO_A_MINIMUM
from riftrules.effects.compiler.play_modifiers import _cost_ignored as _cost_ignored
from riftrules.effects.compiler.play_modifiers import _costs_go_on as _costs_go_on
from riftrules.effects.compiler.play_modifiers import _ignoring as _ignoring
from riftrules.effects.compiler.play_modifiers import _is_to as _is_to
from riftrules.effects.compiler.play_modifiers import _objects_ir as _objects_ir
from riftrules.effects.compiler.play_modifiers import _played_for as _played_for
from riftrules.effects.compiler.play_modifiers import _reduced_by as _reduced_by
from riftrules.effects.compiler.play_modifiers import _reducing as _reducing
from riftrules.effects.compiler.play_modifiers import _without_paying as _without_paying
from riftrules.effects.compiler.player_plays import (
    _a_player,
    _a_players_play,
    _only_while,
    _use_mine,
)
from riftrules.effects.compiler.references import PERMANENT_TYPES as PERMANENT_TYPES
from riftrules.effects.compiler.replacements import _replaced as _replaced
from riftrules.effects.compiler.replacements import _replacement as _replacement
from riftrules.effects.compiler.runs import _run as _run
from riftrules.effects.compiler.sentences import _THIS_TURN as _THIS_TURN
from riftrules.effects.compiler.sentences import _ends_in_instead as _ends_in_instead
from riftrules.effects.compiler.sentences import _finds as _finds
from riftrules.effects.compiler.sentences import _for_each_fronted as _for_each_fronted
from riftrules.effects.compiler.sentences import _instead_of as _instead_of
from riftrules.effects.compiler.sentences import _instructions as _instructions
from riftrules.effects.compiler.sentences import _optional_replacement as _optional_replacement
from riftrules.effects.compiler.sentences import _prefixes as _prefixes
from riftrules.effects.compiler.sentences import _rewrite as _rewrite
from riftrules.effects.compiler.sentences import _said_before as _said_before
from riftrules.effects.compiler.sentences import _you_may_do_this as _you_may_do_this
from riftrules.effects.compiler.subjects import _subject as _subject
from riftrules.effects.compiler.subjects import floor_of as floor_of
from riftrules.effects.compiler.trigger_lines import (
    _I_MOVE_FROM_A_LOCATION as _I_MOVE_FROM_A_LOCATION,
)
from riftrules.effects.compiler.trigger_lines import _as_revealed as _as_revealed
from riftrules.effects.compiler.trigger_lines import _condition_at as _condition_at
from riftrules.effects.compiler.trigger_lines import _each_players as _each_players
from riftrules.effects.compiler.trigger_lines import _event_of as _event_of
from riftrules.effects.compiler.trigger_lines import _from_somewhere as _from_somewhere
from riftrules.effects.compiler.trigger_lines import _once_each_turn as _once_each_turn
from riftrules.effects.compiler.trigger_lines import _this_turn as _this_turn
from riftrules.effects.effect_text import appended as as_effect_text
from riftrules.effects.equipped_unit import quoted_effect_text
from riftrules.effects.granted_keywords import meanings_used, printed_with
from riftrules.effects.history import DoneThisWay, DoneToThisWay, ThatMuch
from riftrules.effects.modes import attach_modes
from riftrules.effects.play_costs import as_played
from riftrules.effects.refusals import Construct, NotCompiled
from riftrules.effects.reminder_meanings import from_reminder
from riftrules.effects.static_rules import from_ir as ir_static
from riftrules.effects.static_rules import tag_as_played
from riftrules.effects.statics import spell_static, static
from riftrules.effects.trigger_players import ThatPlayer
from riftrules.effects.verbs.playing import (
    PlayThisTurn,
)
from riftrules.engine import (
    AdditionalCost,
    Kill,
    KilledToPlay,
    Script,
    Sequence,
)
from riftrules.engine.actions import Action
from riftrules.engine.conditions import Condition
from riftrules.engine.reminder_meanings import ReminderMeaning
from riftrules.engine.timing import Timing
from riftrules.ir import keywords_of
from riftrules.ir.reader import (
    name_listed,
)


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
    from_reminders: list[ReminderMeaning] = []
    equipment = (card_type or "").casefold() == "gear" and _is_equipment(parsed.lines)
    use_only: Condition | None = None
    battlefield = (card_type or "").casefold() == "battlefield"
    for line in attach_modes(name_listed(parsed.lines)):
        try:
            if (only := _use_mine(line.node)) is not None:
                use_only = only  # 377.2.b: to activate them
                continue
            # 'The equipped unit has "…"': the quoted ability is effect text (136.2.c-d)
            given = quoted_effect_text(line.node) if equipment else None
            node = given if given is not None else line.node
            appended = equipment and (given is not None or _is_effect_text(line.node))
            trigger = _a_players_play(line.node) if battlefield else None
            if trigger is not None:
                found, effect, note = _a_player(line, trigger), [], []
            else:
                try:
                    with as_effect_text(appended), meanings_used() as meant:
                        found, effect, note = _checked_line(
                            node, line.error, "Unit" if appended else card_type
                        )
                    found = [*found, *meant]  # what its keywords given mean (not abilities)
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
        from_reminders.extend(f for f in found if isinstance(f, ReminderMeaning))
        found = [f for f in found if not isinstance(f, ReminderMeaning)]
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
        abilities=tuple(name_choices(ability) for ability in abilities),
        effect=name_choices(effect),
        notes=tuple(notes),
        effect_text=tuple(name_choices(ability) for ability in effect_text),
        timing=_timing(keywords_of(text, card_type)),
        from_reminders=tuple(from_reminders),
    )


def _timing(keywords: frozenset[str]) -> Timing:
    """When the card may be played, by its keyword abilities as read (159.2): [Reaction]
    (813), else [Action] (806), else the default; the engine asks the script, not the text."""
    if "Reaction" in keywords:
        return Timing.REACTION
    return Timing.ACTION if "Action" in keywords else Timing.DEFAULT


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
    if _finds((*found, *effect), lambda v: isinstance(v, (DoneThisWay, DoneToThisWay))):
        raise NotCompiled(  # no instruction before it said what was done this way
            Construct.CONDITION, "cannot tell what was done 'this way'"
        )
    if _finds((*found, *effect), lambda v: isinstance(v, ThatMuch)):
        raise NotCompiled(  # no condition said how much
            Construct.VALUE, "cannot tell how much 'that much' is"
        )
    return found, effect, note


_PUNCTUATION = '().,;:!?"“”'


def _line(node: Node, error: object, card_type: str | None) -> tuple[list, list, list[str]]:
    """One ability: (abilities, instructions, notes), by the kind of the line's node
    (:data:`LINES`); raises NotCompiled."""
    if isinstance(node, Unknown):
        raise NotCompiled(Construct.PARSE, f"line not parsed: {getattr(error, 'message', '')}")
    body = node.parts[0]
    compile_line = LINES.get(type(body))
    if compile_line is None:
        raise NotCompiled(
            Construct.ABILITY, f"{type(body).__name__.lower()} abilities not compiled"
        )
    return compile_line(body, card_type)


def _reminder(body: ast.Reminder, card_type: str | None) -> tuple[list, list, list[str]]:
    notes: list[str] = []
    notes.append(f"reminder: {quote(body)}")
    return [], [], notes


def _effect_line(body: ast.Effect, card_type: str | None) -> tuple[list, list, list[str]]:
    """:func:`_effect_reading` of the line, with the reminder it prints: what the keywords it
    gives mean (:mod:`riftrules.effects.granted_keywords`)."""
    with printed_with(body):
        return _effect_reading(body, card_type)


def _effect_reading(body: ast.Effect, card_type: str | None) -> tuple[list, list, list[str]]:
    """An effect line: deck building, what playing the card costs or chooses, a spell's own
    rule, a permanent's permission, cost change or static ability, else an effect."""
    notes: list[str] = []
    if (rule := _deck_building(body)) is not None:
        notes.append(f"deck building ({rule}), not an effect: {quote(body)}")
        return [], [], notes
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
        if (allowed := permissions.permission(body)) is not None:
            return allowed, [], []  # where units may be played (355.2.b) or moved
        changes = cost_modifiers.passive(body)  # what other cards cost (356.3, 356.4.a)
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


def _keywords_line(body: ast.Keywords, card_type: str | None) -> tuple[list, list, list[str]]:
    """A line of keywords; one the engine does not implement means what its reminder says."""
    try:
        return keyword_line(body)
    except NotCompiled as refusal:
        meant, instructions, meaning = from_reminder(
            body, refusal, lambda line: _checked_line(line, None, card_type)
        )
        return [*meant, meaning], instructions, []


# the line's node type -> what compiles it: one entry per kind of line (the grammar's)
LINES: dict[type, Callable[..., tuple[list, list, list[str]]]] = {
    ast.Keywords: _keywords_line,
    ast.Reminder: _reminder,
    ast.Gated: _gated,
    ast.Activated: lambda body, card_type: ([_activated(body)], [], []),
    ast.KeywordCost: lambda body, card_type: (_keyword_cost(body), [], []),
    ast.Effect: _effect_line,
}
