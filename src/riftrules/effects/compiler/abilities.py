"""One ability of a line: keywords and their costs, an Equipment's effect text, timing and
dependent keywords over an ability ([Reaction], [Level 6]: 727), activated abilities and their
costs, quoted abilities, the effect of a line."""

from __future__ import annotations

import dataclasses
from typing import Any

from riftrules.cardtext import ast
from riftrules.cardtext.nodes import Node, Unknown, Word
from riftrules.cardtext.printer import quote
from riftrules.effects import (
    compiler,
)
from riftrules.effects.compiler.references import PERMANENT_TYPES
from riftrules.effects.keywords import with_cost
from riftrules.effects.modes import modes_of
from riftrules.effects.play_costs import ability_discount, discounted
from riftrules.effects.refusals import Construct, NotCompiled
from riftrules.effects.spending import restricted, spend_only
from riftrules.effects.symbols import of_ir
from riftrules.effects.trigger_players import ThatPlayer
from riftrules.effects.triggers import delayed
from riftrules.effects.triggers import triggers as wait_for
from riftrules.effects.use_limits import use_only
from riftrules.engine import (
    CONTROLLER,
    ActivatedAbility,
    AsRevealed,
    AtLeast,
    Both,
    Exhaust,
    Exists,
    If,
    InZone,
    Pay,
    Permanents,
    PlayedAnother,
    Self,
    Sequence,
    ThatBattlefield,
    ThisTurn,
    TriggeredAbility,
    TurnPlayer,
    When,
    WhereItWas,
    XpOf,
)
from riftrules.engine.actions import Action
from riftrules.engine.conditions import Condition
from riftrules.engine.events import EventKind
from riftrules.engine.names import TRASH
from riftrules.engine.timing import Timing
from riftrules.ir.clauses import word_kinds
from riftrules.ir.lexicon import LEXICON
from riftrules.ir.nodes import (
    Adverb,
    Instruction,
    Resources,
    Verb,
)
from riftrules.ir.nodes import Amount as IRAmount
from riftrules.ir.nodes import Keyword as IRKeyword
from riftrules.ir.nodes import NounPhrase as IRNounPhrase
from riftrules.ir.reader import (
    complement_or_none,
    fold_lists,
    sentence_or_none,
)

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
        word = token.strip(compiler._PUNCTUATION).casefold()
        if word in LEXICON["pronouns"]:
            found.add(LEXICON["pronouns"][word])
        elif word in LEXICON["contractions"]:
            found.add(LEXICON["contractions"][word][0])
        elif LEXICON["possessives"].get(word) == "me":
            found.add("self")
    return found


# "Your deck can have any number of cards named Spiderling.", "Your deck must have at least 10
# units with [Tank].", "Your Main Deck can contain only cards with [Hidden].": what a deck (or
# its Main Deck) may or must hold, which deck building reads (103.2.b: at most 3 copies of a
# card in a Main Deck, and the exceptions cards make); no game effect
_DECKS = (
    (IRNounPhrase(possessor="you", zones=("deck",)),),
    (IRNounPhrase(possessor="you", zones=("main-deck",)),),
)
_HOLDS = (Verb.HAVE, Verb.CONTAIN)
# "You can choose this battlefield only if your deck has no spells.": a battlefield is part of
# a player's deck (103, 103.4), chosen as the deck is built, if the deck is as it says
_CHOOSE_THIS_BATTLEFIELD = Instruction(
    verb=Verb.CHOOSE,
    subject=(IRNounPhrase(reference="you"),),
    modal=("can",),
    objects=(IRNounPhrase(reference="this", kinds=("battlefield",)), Adverb(word="only")),
)


def _deck_building(effect: ast.Effect) -> str | None:
    """The rule of deck building the effect is, if it is one sentence with no trigger or
    condition that says what your deck (or Main Deck) can, must or can't hold (the IR's: its
    first instruction "have" or "contain", with a modal, whose subject is your deck: 103.2.b),
    or that this battlefield can be chosen only if your deck holds what it says (103.4); else
    None."""
    if len(effect.parts) != 1 or not isinstance(effect.parts[0], ast.Sentence):
        return None
    said = sentence_or_none(effect.parts[0])
    if said is None or said.triggers or said.conditions or not said.instructions:
        return None
    first, *rest = said.instructions
    if first.verb in _HOLDS and first.subject in _DECKS and first.modal:
        return "103.2.b"
    holding = all(i.joint == "if" and i.verb in _HOLDS and i.subject in _DECKS for i in rest)
    return "103.4" if first == _CHOOSE_THIS_BATTLEFIELD and rest and holding else None


# keywords that only say when an ability may be used (806, 813), not what it does
_TIMING = {"[Action]": Timing.ACTION, "[Reaction]": Timing.REACTION}  # 806, 813


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
        effect = compiler._instructions(_effect_sentences(rest), False)
        return (
            [TriggeredAbility(EventKind.KILL, effect, When(subject="self"), text="[Deathknell]")],
            [],
            [],
        )
    condition = _gate(keyword) if isinstance(keyword, Word) else None
    if condition is not None:  # the abilities are active only while the condition holds
        return _while(
            condition, keyword.text, compiler._line(ast.Line(parts=(rest,)), None, card_type)
        )
    if not (isinstance(keyword, Word) and keyword.text in _TIMING):
        raise NotCompiled(Construct.ABILITY, f"the gate {quote(node.parts[0])} not compiled")
    inner = ast.Line(parts=(rest,))
    abilities, instructions, inner_notes = compiler._line(inner, None, card_type)
    timed = _TIMING[keyword.text]  # activated in a showdown too (806, 813)
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
    if test is None or len(sentences) != 1 or run is None or not compiler._ends_in_instead(run):
        return None
    if not before or compiler._prefixes(sentences[0]):
        return None  # "[Level 6][>] I cost [4][G][G] less instead." (a discount's), …
    rest = run.parts[:-1]
    if rest and complement_or_none(rest[-1]) == _NOW:  # "Kill it now instead.": not later
        rest = rest[:-1]
    return compiler._instead_of(before[-1], test, compiler._run(ast.Run(parts=rest)))


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
    body = compiler._instructions(sentences, False)
    if spending is not None:
        body = restricted(body, spending)
    timing = [p for p in node.parts[1:-1] if isinstance(p, ast.Timing)]
    timed = Timing.DEFAULT
    for keyword in (w for t in timing for w in t.words() if w.kind == "KEYWORD"):
        if keyword.text == "[Legion]":  # "[E]: [Legion] — …": the effect only with Legion
            body = If(PlayedAnother(), body)
        elif keyword.text not in _TIMING:
            raise NotCompiled(
                Construct.ABILITY, f"{keyword.text} in an activated ability not compiled"
            )
        else:  # [Action], [Reaction]: when it may be used, a showdown's included (806, 813)
            timed = _TIMING[keyword.text]
    return ActivatedAbility(
        cost, body, text=quote(cost_run), only_if=only_if, limit=limit, timing=timed
    )


def quoted_ability(node: ast.Quoted) -> ActivatedAbility | TriggeredAbility:
    """The activated or triggered ability in quotes that an instruction gives ('give it
    "[A][A]: Ready me."', 'that unit has "When I conquer, …"'); others are refused."""
    inner = [p for p in node.parts if isinstance(p, (ast.Activated, ast.Effect, ast.Gated))]
    if len(inner) == 1 and isinstance(inner[0], ast.Gated):  # '"[Deathknell] — Gain 1 XP."'
        found, instructions, _ = compiler._checked_line(ast.Line(parts=(inner[0],)), None, "Unit")
        if instructions or len(found) != 1 or not isinstance(found[0], TriggeredAbility):
            raise NotCompiled(Construct.ABILITY, "giving an ability other than a triggered one")
        return found[0]
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
    how many times each turn it may be (:mod:`.use_limits`); (None, None) for other sentences."""
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
            steps.append(compiler._run(ast.Run(parts=tuple(piece))))
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
    parts = fold_lists(effect.parts)
    if any(not isinstance(p, ast.Sentence) for p in parts[:-1]) or not (
        isinstance(parts[-1], ast.Sentence) or modes_of(parts[-1])
    ):
        raise NotCompiled(Construct.ABILITY, "'choose one' and colon sentences not compiled")
    return parts


def _effect(effect: ast.Effect, card_type: str | None) -> tuple[object | None, Action | None]:
    sentences = _effect_sentences(effect)
    first = sentences[0]
    prefixes = compiler._prefixes(first)
    triggers = [p for p in prefixes if isinstance(p, (ast.When, ast.At, ast.NthTime))]
    replacement = compiler._replacement(first, prefixes, sentences)
    if replacement is not None:
        return replacement, None
    second = triggers[1] if len(triggers) == 2 else None
    if len(triggers) > 2 or (
        second is not None
        and not compiler._at_your_next_main_phase(second)
        and not compiler._next_time(second)
    ):
        raise NotCompiled(Construct.TRIGGER, "a sentence with two triggers")
    if triggers:
        found = triggers[0]
        if second is not None:  # "When I hold, at the start of your next Main Phase, you may
            # move …", "…, the next time you play a unit this turn, …": the event's ability
            # creates a delayed one (390.2)
            body = compiler._instructions(sentences, skip_trigger=True)
            later = (
                compiler._once_at_next_main_phase(body, second, mine=True)
                if compiler._at_your_next_main_phase(second)
                else compiler._the_next_time(second, body)
            )
            events = [TriggeredAbility(e, later, c, text=quote(found)) for e, c in wait_for(found)]
            return (events[0] if len(events) == 1 else tuple(events)), None
        # "there" with nothing chosen: where the event happened ("When you defend at a
        # battlefield, you may move me there"), unless the event moved something from there
        event = compiler._event_of(found)
        there = None if compiler._from_somewhere(event) else ThatBattlefield()
        if event == compiler._I_MOVE_FROM_A_LOCATION:  # "there": where I moved from
            there = WhereItWas(Self())
        body = compiler._instructions(sentences, skip_trigger=True, there=there)
        if (card_type or "").casefold() not in PERMANENT_TYPES and compiler._this_turn(event):
            return None, delayed(found, body)  # a spell's "When … this turn, …"
        controller = None
        if compiler._each_players(found) or compiler._each_players(found, "each-opponent"):
            # "At the end of each opponent's turn, if they played no spells this turn, …":
            # "they" are the player whose turn it is (315); the ability stays its controller's
            body = compiler._rewrite(body, _turn_players)
        if compiler._finds(body, lambda v: isinstance(v, ThatPlayer)) and compiler._each_players(
            found
        ):
            body = compiler._rewrite(
                body, lambda v: CONTROLLER if isinstance(v, ThatPlayer) else None
            )
            controller = "event"  # that player's own ability (190.6.b-c)
        # "… return this from your trash …": it works from there (385.2, its own context)
        zone = TRASH if compiler._finds(body, lambda v: v == InZone(Self(), TRASH)) else None
        intervening, body = _intervening(prefixes, body)
        events = [
            TriggeredAbility(
                e, body, c, text=quote(found), controller=controller, zone=zone,
                intervening=intervening,
            )
            for e, c in wait_for(found)
        ]  # fmt: skip
        return (events[0] if len(events) == 1 else tuple(events)), None
    at = compiler._condition_at(first, prefixes, sentences, card_type)
    if at is not None:
        return at, None
    if compiler._as_revealed(prefixes):  # a replacement effect in the deck (370.3)
        rest = ast.Sentence(parts=tuple(p for p in first.parts if not isinstance(p, ast.Prefixes)))
        body = compiler._instructions([rest, *sentences[1:]], skip_trigger=False)
        return AsRevealed(body, text=quote(prefixes[0])), None
    once = compiler._once_each_turn(first)
    if once is not None:  # "Once each turn, when …, …" (a limit on the trigger, 383)
        when, said, run = once
        body = compiler._instructions(
            [ast.Sentence(parts=(run,)), *sentences[1:]], skip_trigger=False
        )
        events = [
            TriggeredAbility(e, body, c, limit=1, text=quote(said)) for e, c in wait_for(when)
        ]
        return (events[0] if len(events) == 1 else tuple(events)), None
    return None, compiler._instructions(sentences, skip_trigger=False)


def _turn_players(value: object) -> object | None:
    """What happened this turn, said of "they" in a time of each player's or opponent's turn:
    of the turn player."""
    if isinstance(value, ThisTurn) and isinstance(value.by, ThatPlayer):
        return dataclasses.replace(value, by=TurnPlayer())
    return None


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
