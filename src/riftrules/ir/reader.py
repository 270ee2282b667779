"""The lossless tree -> the semantic IR, compositionally.

Each AST node kind has one reading (a function of the node and the readings of its parts);
words are classified by their terminal (part of speech) and looked up in the lexicon
(:mod:`riftrules.ir.lexicon`). A word or node the reader has no reading for raises
:class:`IRError` naming it: the text then has no IR (``riftrules coverage`` counts it), rather
than an IR with a guess in it. Which chunk of a flat run belongs to which verb is read by
:func:`riftrules.ir.clauses.clauses`, shared with the compiler.
"""

from __future__ import annotations

from collections.abc import Callable, Iterable
from dataclasses import replace
from itertools import pairwise
from typing import Any, TypeVar

from riftrules.cardtext import ast
from riftrules.cardtext.nodes import Branch, Node, Span, Word
from riftrules.cardtext.parser import parse_text
from riftrules.ir.clauses import VERB_KINDS, clauses
from riftrules.ir.introduced import introduced_by, introduced_here, introducing
from riftrules.ir.lexicon import LEXICON, keywords, tags
from riftrules.ir.nodes import (
    Ability,
    Activated,
    Adverb,
    Amount,
    CardMeaning,
    Complement,
    Condition,
    ConditionKind,
    Cost,
    Duration,
    Effect,
    Gated,
    Instruction,
    Instructions,
    Keyword,
    KeywordAbility,
    KeywordWithCost,
    Might,
    Mode,
    NounPhrase,
    Prepositional,
    Relative,
    ReminderOnly,
    Replacement,
    Resources,
    Sentence,
    State,
    Static,
    TimePoint,
    Trigger,
    Triggered,
    TriggerKind,
    Value,
    Verb,
)

PERMANENT_TYPES = {"unit", "gear", "battlefield", "legend", "rune", "token"}
_LOCATING = {"at", "in"}
_PLACES = {"here", "there"}


_Read = TypeVar("_Read")

MAX_GATES = 8  # gates nested on one ability: no card has more than two; bounds the reading


class IRError(Exception):
    """A part of the tree the reader has no reading for; the message names it."""


def read_text(text: str, card_type: str | None = None) -> CardMeaning:
    """The IR of a card text; raises :class:`IRError` if any line does not parse or has a part
    with no reading."""
    parsed = parse_text(text)
    if parsed.refused is not None:
        raise IRError(parsed.refused)
    return read_parsed(parsed, card_type)


def read_parsed(parsed: Any, card_type: str | None = None) -> CardMeaning:
    abilities = []
    for line in name_listed(parsed.lines):
        if not line.ok:
            raise IRError(f"line not parsed: {line.error.message}")
        with introducing(introduced_by(line.node)):
            abilities.append(_Reader(line.offset, card_type).ability(_only(line.node)))
    return CardMeaning(abilities=tuple(abilities), card_type=card_type)


def read_effect(node: Node, card_type: str | None = None) -> Ability:
    """The IR of one ability of the tree whose body is an ``Effect`` (static, triggered,
    replacement or instructions, as :func:`read_text` reads it)."""
    return _Reader(0, card_type).effect_ability(node)


def read_run(run: Node) -> tuple[Instruction, ...]:
    """The IR of a run of the tree: its clauses, as instructions."""
    return _Reader(0, None).instructions(run)


def read_one_instruction(run: Node) -> Instruction | None:
    """The one instruction a run of the tree says; None if it says more, or does not read."""
    try:
        instructions = read_run(run)
    except IRError:
        return None
    return instructions[0] if len(instructions) == 1 else None


def read_complement(node: Node) -> Complement | None:
    """The IR of one chunk of a clause (a noun phrase, a prepositional phrase, a time …)."""
    return _Reader(0, None).complement(node)


def complement_or_none(node: object) -> Complement | None:
    """:func:`read_complement`, or None for no chunk or one the IR does not read."""
    return _or_none(read_complement, node)


def read_keyword(node: Node) -> Keyword:
    """The IR of a keyword: a keyword item with the cost after it ("[Equip] [1][R]"; bare at
    the head of a line, "Shield 2 (…)") or a keyword word ("[Assault 2]")."""
    reader = _Reader(0, None)
    if isinstance(node, ast.KeywordItem):
        return reader.keyword_item(node)
    if isinstance(node, Word):
        return reader.keyword(node)
    raise IRError(f"no reading for a {type(node).__name__} as a keyword")


def keyword_or_none(node: object) -> Keyword | None:
    """:func:`read_keyword`, or None for a keyword the Core Rules do not name."""
    return _or_none(read_keyword, node)


def read_resources(word: Word) -> Resources:
    """The IR of a run of cost symbols ("[2][A][R]", "[E]")."""
    return _Reader(0, None).resources(word)


def read_object(parts: tuple[Node, ...] | list[Node]) -> NounPhrase | Might | None:
    """The IR of what a preposition governs, the parts of its phrase after it: "3 [M] or
    less" (after "with"), "your trash" (after "in")."""
    return _Reader(0, None).governed(tuple(parts))


def read_complements(nodes: Iterable[Node]) -> tuple[Complement, ...]:
    """The IR of a clause's chunks, a preposition with the noun phrase it governs ("at" + "my
    battlefield"), as an instruction's objects are read."""
    return _Reader(0, None).complements(nodes)


def read_trigger(node: Node) -> Trigger:
    """The IR of one trigger node of the tree (a ``When``, ``At`` or ``NthTime``)."""
    return _Reader(0, None).trigger(node)


def trigger_or_none(node: object) -> Trigger | None:
    """:func:`read_trigger`, or None for no trigger or one the IR does not read."""
    return _or_none(read_trigger, node)


def read_sentence(node: Node) -> Sentence:
    """The IR of one sentence node of the tree."""
    return _Reader(0, None).sentence(node)


def read_condition(node: Node) -> Condition:
    """The IR of one condition node of the tree ("If at least one of them has [Temporary]")."""
    return _Reader(0, None).condition(node)


def condition_or_none(node: object) -> Condition | None:
    """:func:`read_condition`, or None for no condition or one the IR does not read."""
    return _or_none(read_condition, node)


def read_noun_phrase(node: Node) -> NounPhrase:
    """The IR of one noun phrase node of the tree ("an open battlefield")."""
    return _Reader(0, None).noun_phrase(node)


def noun_phrase_or_none(node: object) -> NounPhrase | None:
    """:func:`read_noun_phrase`, or None for no node or one the IR does not read so."""
    return _or_none(read_noun_phrase, node)


def read_instruction(clause: Any) -> Instruction:
    """The IR of one clause of :func:`riftrules.ir.clauses.clauses` (a verb and what
    hangs on it)."""
    return _Reader(0, None).instruction(clause)


def instruction_or_none(clause: object) -> Instruction | None:
    """:func:`read_instruction`, or None for no clause or one the IR does not read."""
    return _or_none(read_instruction, clause)


def sentence_or_none(node: object) -> Sentence | None:
    """:func:`read_sentence`, or None for no sentence or one the IR does not read."""
    return _or_none(read_sentence, node)


def _or_none(read: Callable[[Any], _Read], node: object) -> _Read | None:
    if node is None:
        return None
    try:
        return read(node)
    except IRError:
        return None


def _only(node: Node) -> Node:
    return node.parts[0] if isinstance(node, ast.Line) else node


def _low(word: Word) -> str:
    return word.text.casefold()


def _word_list(node: Node) -> list[Word]:
    return list(node.words())


class _Reader:
    """Reads one line; spans are shifted by the line's offset into the canonical text."""

    def __init__(self, offset: int, card_type: str | None) -> None:
        self.offset = offset
        self.card_type = (card_type or "").casefold() or None
        self.gates = 0  # how deep in gated abilities ("[Legion][>] [Legion][>] …") we are

    def span(self, node: Node) -> tuple[int, int]:
        """Where ``node`` stands in the canonical text; a node the clause reader made up
        ("a unit you control" as one noun phrase) covers the words it was made of."""
        if node.span.end > node.span.start:
            return (node.span.start + self.offset, node.span.end + self.offset)
        real = [w.span for w in node.words() if w.span.end > w.span.start]
        if not real:
            return (0, 0)
        return (min(s.start for s in real) + self.offset, max(s.end for s in real) + self.offset)

    # -------------------------------------------------------------------------- abilities

    def ability(self, node: Node) -> Ability:
        reading = _ABILITIES.get(type(node))
        if reading is None:
            raise IRError(f"no reading for an ability of kind {type(node).__name__}")
        return reading(self, node)

    def keywords(self, node: Branch) -> KeywordAbility:
        said = [p for p in node.parts if isinstance(p, ast.KeywordItem)]
        reminder = self.reminder_of(node)
        # a keyword alone with its reminder is introduced by it, as the game introduces a new
        # set's keywords ("[Vigil] (When I defend, draw 1.)"): read whatever its name
        introduced = len(said) == 1 and reminder is not None
        items = [self.keyword_item(p, introduced) for p in said]
        sentences = [p for p in node.parts if isinstance(p, _SENTENCES)]
        effect = Effect(sentences=tuple(self.sentence(s) for s in sentences)) if sentences else None
        return KeywordAbility(
            keywords=tuple(items),
            effect=effect,
            reminder=reminder,
            span=self.span(node),
        )

    def keyword_item(self, node: Branch, introduced: bool = False) -> Keyword:
        word = node.parts[0]
        assert isinstance(word, Word)
        cost = None
        if len(node.parts) > 1 and isinstance(node.parts[1], Word):
            cost = self.resources(node.parts[1])
        return self.keyword(word, cost, introduced)

    def keyword(
        self, word: Word, cost: Resources | None = None, introduced: bool = False
    ) -> Keyword:
        name, _, value = word.text.strip("[]").partition(" ")
        if name not in keywords() and not introduced and name not in introduced_here():
            raise IRError(f"keyword [{name}] is not in the Core Rules' glossary")
        return Keyword(
            name=name, value=int(value) if value else None, cost=cost, span=self.span(word)
        )

    def keyword_cost(self, node: Branch) -> KeywordWithCost:
        word, _, run, *_ = node.parts
        assert isinstance(word, Word) and isinstance(run, Branch)
        return KeywordWithCost(
            keyword=self.keyword(word),
            cost=self.cost(run),
            reminder=self.reminder_of(node),
            span=self.span(node),
        )

    def gated(self, node: Branch) -> Gated:
        word = node.parts[0]
        assert isinstance(word, Word)
        nested = any(isinstance(p, Word) and p.kind == "NESTED" for p in node.parts)
        if self.gates >= MAX_GATES:
            raise IRError(f"more than {MAX_GATES} gates on one ability")
        self.gates += 1
        try:
            ability = self.ability(node.parts[-1])
        finally:
            self.gates -= 1
        return Gated(gate=self.keyword(word), ability=ability, nested=nested, span=self.span(node))

    def activated(self, node: Branch) -> Activated:
        run = node.parts[0]
        assert isinstance(run, Branch)
        timing = next((p for p in node.parts if isinstance(p, ast.Timing)), None)
        timings = ()
        if timing is not None:
            timings = tuple(
                self.keyword(w) for w in timing.parts if isinstance(w, Word) and w.kind == "KEYWORD"
            )
        effect = self.effect(node.parts[-1])
        return Activated(cost=self.cost(run), effect=effect, timing=timings, span=self.span(node))

    def effect_ability(self, node: Branch) -> Ability:
        effect = self.effect(node)
        first = effect.sentences[0] if effect.sentences else None
        if first is not None and first.triggers:
            rest = replace(first, triggers=first.triggers[1:])
            return Triggered(
                trigger=first.triggers[0],
                effect=replace(effect, sentences=(rest, *effect.sentences[1:])),
                span=self.span(node),
            )
        if first is not None and first.conditions and first.conditions[0].replacement:
            rest = replace(first, conditions=first.conditions[1:])
            return Replacement(
                condition=first.conditions[0],
                effect=replace(effect, sentences=(rest, *effect.sentences[1:])),
                span=self.span(node),
            )
        if self.card_type in PERMANENT_TYPES:
            return Static(effect=effect, span=self.span(node))
        return Instructions(effect=effect, span=self.span(node))

    def mode(self, node: Branch) -> Mode:
        return Mode(ability=self.ability(node.parts[-1]), span=self.span(node))

    def reminder_only(self, node: Branch) -> ReminderOnly:
        return ReminderOnly(text=self.reminder_text(node), span=self.span(node))

    def reminder_text(self, node: Branch) -> str:
        return " ".join(w.text for w in node.words() if w.kind == "REMINDER_TEXT")

    def reminder_of(self, node: Branch) -> str | None:
        found = [self.reminder_text(p) for p in node.parts if isinstance(p, ast.Reminder)]
        return " ".join(found) if found else None

    # -------------------------------------------------------------------------- sentences

    def effect(self, node: Node) -> Effect:
        if not isinstance(node, ast.Effect):
            raise IRError(f"no reading for an effect of kind {type(node).__name__}")
        parts = fold_lists(node.parts)
        sentences = tuple(self.sentence(p) for p in parts if isinstance(p, _SENTENCES))
        return Effect(sentences=sentences, span=self.span(node))

    def sentence(self, node: Branch) -> Sentence:
        triggers: list[Trigger] = []
        conditions: list[Condition] = []
        instructions: tuple[Instruction, ...] = ()
        then = False
        quoted = None
        reminder = None
        for part in node.parts:
            if isinstance(part, ast.Lead):
                then = True
            elif isinstance(part, ast.Prefixes):
                for prefix in part.parts:
                    if isinstance(prefix, ast.Lead):
                        then = True
                        continue
                    head = prefix.parts[0] if isinstance(prefix, ast.Prefix) else prefix
                    if isinstance(head, ast.Condition):
                        conditions.append(self.condition(head))
                    else:
                        triggers.append(self.trigger(head))
            elif isinstance(part, ast.Run) and instructions:  # after a quoted ability
                said = _run_of(node)
                instructions = self.instructions(said)
            elif isinstance(part, ast.Run):
                instructions = self.instructions(part)
            elif isinstance(part, ast.Quoted):
                quoted = self.ability(part.parts[1])
            elif isinstance(part, ast.Reminder):
                reminder = self.reminder_text(part)
        return Sentence(
            instructions=instructions,
            triggers=tuple(triggers),
            conditions=tuple(conditions),
            then=then,
            opens=isinstance(node, (ast.OpenSentence, ast.ColonSentence)),
            quoted=quoted,
            reminder=reminder,
            span=self.span(node),
        )

    def trigger(self, node: Node) -> Trigger:
        if isinstance(node, ast.When):
            return Trigger(
                kind=TriggerKind.WHEN,
                event=self.instructions(node.parts[1]),
                span=self.span(node),
            )
        if isinstance(node, ast.At):
            word = node.parts[0]
            assert isinstance(word, Word)
            return Trigger(kind=TriggerKind.AT, time=self.time_point(word), span=self.span(node))
        if isinstance(node, ast.NthTime):
            word = node.parts[0]
            assert isinstance(word, Word)
            return Trigger(
                kind=TriggerKind.NTH_TIME,
                ordinal=word.text.split()[1].casefold(),
                event=self.instructions(node.parts[1]),
                span=self.span(node),
            )
        raise IRError(f"no reading for a trigger of kind {type(node).__name__}")

    def condition(self, node: Branch) -> Condition:
        word = node.parts[0]
        assert isinstance(word, Word)
        kind = ConditionKind(LEXICON["condition_words"].get(_low(word), _low(word)))
        test = self.instructions(node.parts[1]) if len(node.parts) > 1 else ()
        would = any("would" in i.modal for i in test)
        return Condition(kind=kind, test=test, replacement=would, span=self.span(node))

    def cost(self, run: Branch) -> Cost:
        """ "[1][C], [E]", "Kill this, [E]": symbols and instructions between commas."""
        resources: list[Resources] = []
        segments: list[list[Node]] = [[]]
        for part in run.parts:
            if isinstance(part, ast.Joint):
                segments.append([])
            else:
                segments[-1].append(part)
        instructions: list[Instruction] = []
        for segment in segments:
            if len(segment) == 1 and isinstance(segment[0], ast.Amount):
                symbols = segment[0].parts[0]
                if isinstance(symbols, Word) and symbols.kind == "SYMBOLS":
                    resources.append(self.resources(symbols))
                    continue
            if len(segment) == 1 and isinstance(segment[0], Word) and segment[0].kind == "SYMBOLS":
                resources.append(self.resources(segment[0]))
                continue
            if segment:
                instructions.extend(self.instructions(ast.Run(parts=tuple(segment))))
        return Cost(
            resources=tuple(resources), instructions=tuple(instructions), span=self.span(run)
        )

    # -------------------------------------------------------------------------- clauses

    def instructions(self, run: Node) -> tuple[Instruction, ...]:
        if not isinstance(run, (ast.Run, ast.TightRun)):
            raise IRError(f"no reading for a run of kind {type(run).__name__}")
        return tuple(self.instruction(clause) for clause in clauses(run))

    def instruction(self, clause: Any) -> Instruction:
        verb = action = None
        subject = self.complements(clause.subject)
        if clause.verb is not None and clause.verb.kind == "PAST_VERB" and not _known(clause.verb):
            action = _low(clause.verb)  # "If you rallied a unit": a keyword action's past
        elif (
            clause.verb is not None
            and clause.verb.kind == "KEYWORD_VERB"
            and not _known(clause.verb)
        ):  # "When you [Rally] a unit": a new set's keyword action, its keyword
            action = _low(clause.verb).strip("[]").partition(" ")[0]
        elif clause.verb is not None:
            verb = _verb(clause.verb)
            contracted = LEXICON["contractions"].get(_low(clause.verb))
            if contracted is not None:  # "I'm", "you've": the subject is in the verb
                subject = (
                    *subject,
                    NounPhrase(reference=contracted[0], span=self.span(clause.verb)),
                )
        modal = tuple(_low(w) for w in clause.auxiliaries if w.kind == "AUX")
        negated = any(w.kind == "NOT" for w in clause.auxiliaries) or any(
            m.endswith("n't") for m in modal
        )
        nodes = [*clause.subject, *([clause.verb] if clause.verb else []), *clause.objects]
        spans = [n.span for n in nodes if n.span.end > n.span.start]
        span = (
            (min(s.start for s in spans) + self.offset, max(s.end for s in spans) + self.offset)
            if spans
            else (0, 0)
        )
        return Instruction(
            verb=verb,
            joint=clause.joint,
            subject=subject,
            modal=modal,
            negated=negated,
            past=_past([*clause.auxiliaries, *([clause.verb] if clause.verb else [])]),
            objects=self.complements(clause.objects),
            span=span,
            action=action,
        )

    def complements(self, nodes: Iterable[Node]) -> tuple[Complement, ...]:
        """The readings of a clause's chunks: a preposition takes the noun phrase after it
        ("to" + "a unit"), then a location goes to the noun phrase before it ("a unit" + "at a
        battlefield")."""
        governed: list[Complement] = []
        for node in nodes:
            item = self.complement(node)
            if item is None:
                continue
            last = governed[-1] if governed else None
            if (
                isinstance(last, Prepositional)
                and last.object is None
                and isinstance(item, (NounPhrase, Might))
            ):
                governed[-1] = replace(last, object=item, span=(last.span[0], item.span[1]))
                continue
            governed.append(item)
        found: list[Complement] = []
        for item in governed:
            located = None
            if isinstance(item, Prepositional) and item.preposition in _LOCATING and found:
                place = item.object
                is_place = isinstance(place, NounPhrase) and not place.times  # not "in a turn"
                located = _locate(found[-1], item) if is_place else None
            elif isinstance(item, NounPhrase) and item.reference in _PLACES and found:
                located = _locate(found[-1], item)  # "an enemy unit here"
            if located is not None:
                found[-1] = located
            else:
                found.append(item)
        return tuple(found)

    def complement(self, node: Node) -> Complement | None:
        if isinstance(node, (ast.NounPhrase, ast.BareNounPhrase, ast.Partitive)):
            return self.noun_phrase(node)
        if isinstance(node, ast.Counted):
            if len(node.parts) == 1:
                return self.value(_word_list(node))
            return self.noun_phrase(node)
        if isinstance(node, ast.PrepPhrase):
            return self.prepositional(node)
        if isinstance(node, ast.AsPhrase):
            obj = self.noun_phrase(node.parts[1]) if len(node.parts) > 1 else None
            return Prepositional(preposition="as", object=obj, span=self.span(node))
        if isinstance(node, ast.Amount):
            return self.amount(node)
        if isinstance(node, (ast.VerbPhrase, ast.Ready)):
            return self.verb_phrase(node)
        if isinstance(node, (ast.Count, ast.Head, ast.Modifier, ast.Adjectives, ast.Domain)):
            return self.noun_phrase(node)
        if isinstance(node, Word):
            return self.word_complement(node)
        raise IRError(f"no reading for a {type(node).__name__} in a clause")

    def word_complement(self, word: Word) -> Complement | None:
        kind, low = word.kind, _low(word)
        span = self.span(word)
        if kind in ("ADVERB", "ADVERB_PHRASE"):
            if low in LEXICON["durations"]:
                return Duration(until=LEXICON["durations"][low], span=span)
            return Adverb(word=LEXICON["manners"].get(low, low), span=span)
        if kind == "KEYWORD":
            return self.keyword(word)
        if kind in ("EXHAUSTED", "PARTICIPLE"):
            return State(state=LEXICON["states"][low], span=span)
        if kind == "TIME_POINT":
            return self.time_point(word)
        if kind in ("THIS_WAY", "TAGS", "RELATIVE", "PRONOUN", "NOUN", "NAME"):
            return self.noun_phrase(word)
        if kind in ("AUX", "NOT"):
            return Adverb(word=low, span=span)
        if kind in ("DO_THIS",):
            return None
        if kind in _VERB_KINDS:
            return self.verb_phrase(word)
        raise IRError(f"no reading for the word {word.text!r} ({kind}) in a clause")

    def verb_phrase(self, node: Node) -> Complement:
        """A verb inside a clause's complements ("become ready", "enters exhausted")."""
        words = _word_list(node)
        head = words[0]
        if head.kind == "READY" and len(words) == 1:
            return State(state="ready", span=self.span(node))
        rest = node.parts[1:] if isinstance(node, Branch) else ()
        return Instruction(verb=_verb(head), objects=self.complements(rest), span=self.span(node))

    def prepositional(self, node: Branch) -> Prepositional:
        head = node.parts[0]
        assert isinstance(head, Word)
        obj = self.governed(node.parts[1:])
        preposition = LEXICON["prepositions"].get(_low(head), _low(head))
        return Prepositional(preposition=preposition, object=obj, span=self.span(node))

    def governed(self, rest: tuple[Node, ...]) -> NounPhrase | Might | None:
        """What a preposition governs: a Might ("with 3 [M] or less"), else a noun phrase."""
        if rest and isinstance(rest[0], Word) and rest[0].kind == "MIGHT":
            return self.might(rest[0], rest[1] if len(rest) > 1 else None)
        return self.noun_phrase(rest[0]) if rest else None

    def amount(self, node: Branch) -> Amount:
        words = _word_list(node)
        first = words[0]
        span = self.span(node)
        if first.kind == "SIGNED":
            return Amount(signed=int(first.text), span=span)
        if first.kind == "SIGNED_MIGHT":
            return Amount(might=self.might(first), span=span)
        if first.kind == "SYMBOLS":
            comparison = words[1] if len(words) > 1 else None
            return Amount(resources=self.resources(first, comparison), span=span)
        raise IRError(f"no reading for the amount {first.text!r}")

    # -------------------------------------------------------------------------- values

    def value(self, words: list[Word]) -> Value:
        amount: int | None = None
        variable: str | None = None
        comparison: str | None = None
        for word in words:
            low = _low(word)
            if word.kind == "NUMBER":
                amount = int(low.rstrip("+"))
                if low.endswith("+"):
                    comparison = "at-least"
            elif word.kind == "NUMBER_WORD":
                amount = LEXICON["numbers"][low]
            elif word.kind == "COMPARISON":
                comparison = LEXICON["comparisons"][low]
            elif word.kind == "THAT_MUCH":
                variable = "that-much"
            elif word.kind == "UP_TO_NUMBER":
                said = low.split()[-1]
                amount = int(said) if said.isdigit() else LEXICON["numbers"][said]
                comparison = "up-to"
            else:
                raise IRError(f"no reading for {word.text!r} ({word.kind}) in a number")
        span = (words[0].span.start + self.offset, words[-1].span.end + self.offset)
        return Value(amount=amount, variable=variable, comparison=comparison, span=span)

    def resources(self, word: Word, comparison: Word | None = None) -> Resources:
        energy, power, exhaust = 0, [], False
        for symbol in word.text.strip("[]").split("]["):
            if symbol.isdigit():
                energy += int(symbol)
            elif symbol == "E":
                exhaust = True
            elif symbol in LEXICON["symbols"]:
                power.append(LEXICON["symbols"][symbol])
            else:
                raise IRError(f"no reading for the symbol [{symbol}]")
        return Resources(
            energy=energy,
            power=tuple(power),
            exhaust=exhaust,
            comparison=LEXICON["comparisons"][_low(comparison)] if comparison else None,
            span=self.span(word),
        )

    def might(self, word: Word, comparison: Node | None = None) -> Might:
        said = word.text.replace("[M]", "").strip().strip("[]")  # "[1] [M]": RB212's slip
        compared = None
        if isinstance(comparison, Word) and comparison.kind == "COMPARISON":
            compared = LEXICON["comparisons"][_low(comparison)]
        if word.kind == "SIGNED_MIGHT":
            sign = -1 if said.startswith("-") else 1
            digits = said.lstrip("+-").strip()
            change = sign * int(digits) if digits else None  # "+[M]": a change of X
            return Might(change=change, comparison=compared, span=self.span(word))
        if said.endswith("+"):
            said, compared = said[:-1], "at-least"
        return Might(value=int(said), comparison=compared, span=self.span(word))

    def time_point(self, word: Word) -> TimePoint:
        """ "At the start of your Beginning Phase", "at the end of each opponent's next turn",
        "at end of turn", "at the end of this turn"."""
        words = _low(word).split()
        moment = "start" if "start" in words else "end"
        after = words[words.index("of") + 1 :]
        first = "first" in after
        upcoming = "next" in after
        after = [w for w in after if w not in ("first", "next")]
        periods = LEXICON["periods"]
        period_words = next(
            (p for p in sorted(periods, key=len, reverse=True) if _ends(after, p.split())),
            None,
        )
        if period_words is None:
            raise IRError(f"no reading for the time {word.text!r}")
        whose_words = after[: len(after) - len(period_words.split())]
        whose = " ".join(whose_words) or None
        if whose is not None and whose not in LEXICON["whose"]:
            raise IRError(f"no reading for whose time {whose!r}")
        return TimePoint(
            moment=moment,
            whose=LEXICON["whose"][whose] if whose else None,
            period=periods[period_words],
            first=first,
            next=upcoming,
            span=self.span(word),
        )

    # -------------------------------------------------------------------------- noun phrases

    def noun_phrase(self, node: Node) -> NounPhrase:
        fields: dict[str, Any] = {}
        lists: dict[str, list[Any]] = {}
        count_words: list[Word] = []
        words = _word_list(node)
        for i, word in enumerate(words):
            _classify(self, word, words[i + 1 : i + 2], fields, lists, count_words)
        if count_words:
            fields["count"] = self.value(count_words)
        return NounPhrase(**fields, **{k: tuple(v) for k, v in lists.items()}, span=self.span(node))


def fold_lists(parts: Iterable[Node]) -> list[Node]:
    """ "Give it +1 [M] this turn for each of the following tags among your units — Bird, Cat,
    Dog, and Poro.": a sentence ending in a dash whose run has a listing noun phrase ("the
    following tags", :data:`LEXICON` ``listing``), then a sentence that only lists tags, are one
    sentence, that noun phrase naming the tags listed (a word of kind ``LISTED``, which the printer
    leaves out: the names are printed where they stand). Other parts
    are kept as they are.

    'Give a friendly gear "[E]: Draw 1." this turn.': the quoted ability ends with its own
    period, so the grammar reads "this turn." as a sentence of its own; a sentence ending in a
    quoted ability, then a sentence of a duration alone, are one sentence (its runs joined,
    :func:`_with_duration`)."""
    found = [_duration_last(part) for part in parts]
    i = 0
    while i + 1 < len(found):
        opener, listed = found[i], found[i + 1]
        names = _listed_tags(listed) if isinstance(opener, ast.OpenSentence) else None
        folded = _with_listed(opener, names, listed) if names else None
        if folded is None:
            folded = _with_duration(opener, listed)
        if folded is not None:
            found[i : i + 2] = [folded]
        i += 1
    return found


def name_listed(lines: Iterable[Any]) -> list[Any]:
    """ "Reduce my cost by [1] for each of the following tags among your units — Bird, Cat,
    Dog, and Poro. When I attack while your units have all 4 tags, …": a card's later "all N
    tags" are the N tags a line before listed (:func:`fold_lists`), its noun phrase naming them
    (a word of kind ``LISTED``); the lines (parsed lines, ``node`` and ``ok``) are kept
    otherwise."""
    found: list[Any] = []
    listed: list[list[Word]] = []
    for line in lines:
        if line.ok:
            node = _rejoin(line.node, 0)
            node = _name_all(node, listed, 0) if listed else node
            line = replace(line, node=node) if node is not line.node else line
        found.append(line)
        if line.ok:
            listed.extend(_listings(line.node))
    return found


# how deep in a line's tree the rewrites above look: deeper than any card goes (its gates are
# bounded by MAX_GATES, which the reader then refuses), so hostile nesting costs no recursion
_MAX_DEPTH = 24 * MAX_GATES


def _rejoin(node: Node, depth: int) -> Node:
    """ "Then if you revealed a Bird, Cat, Dog, or Poro, do this: …": a condition has no commas
    in the grammar (a tight run), so it ends after "a Bird" and the other tags open the run;
    ``node`` with each such list put back in the condition's last noun phrase (a word of kind
    ``LISTED`` naming them all), the run going on after the list's comma."""
    if not isinstance(node, Branch) or depth > _MAX_DEPTH:
        return node
    parts = [_rejoin(p, depth + 1) for p in node.parts]
    for n in range(len(parts) - 1):
        prefixes, run = parts[n], parts[n + 1]
        if isinstance(prefixes, ast.Prefixes) and isinstance(run, ast.Run):
            joined = _rejoined(prefixes, run)
            if joined is not None:
                parts[n : n + 2] = joined
                break
    if len(parts) != len(node.parts):
        return replace(node, parts=tuple(parts))
    if any(a is not b for a, b in zip(parts, node.parts, strict=True)):
        return replace(node, parts=tuple(parts))
    return node


def _rejoined(prefixes: Branch, run: Branch) -> list[Node] | None:
    """The prefixes and the run with the tags the run opens with moved into the last
    condition's noun phrase ("a Bird" + "Cat, Dog, or Poro,"); None if they are not so."""
    last = prefixes.parts[-1] if prefixes.parts else None
    if not isinstance(last, ast.Prefix) or len(last.parts) != 2:
        return None
    condition, _comma = last.parts
    if not isinstance(condition, ast.Condition) or len(condition.parts) != 2:
        return None
    tight = condition.parts[1]
    if not isinstance(tight, ast.TightRun) or not isinstance(tight.parts[-1], ast.NounPhrase):
        return None
    phrase = tight.parts[-1]
    words = _word_list(phrase)
    kinds = [w.kind for w in words]
    if kinds != ["DETERMINER", "NAME"] or _low(words[1]) not in tags():
        return None
    names, end = [words[1]], 0
    for n, part in enumerate(run.parts):
        said = _word_list(part)
        if n % 2 == 0:  # a tag's name
            if not isinstance(part, ast.BareNounPhrase) or len(said) != 1:
                return None
            if said[0].kind != "NAME" or _low(said[0]) not in tags():
                return None
            names.append(said[0])
        elif not isinstance(part, ast.Joint) or said[0].kind != "COMMA":
            return None
        elif len(said) > 1:  # ", or": the last name follows
            if [w.kind for w in said] != ["COMMA", "OR"]:
                return None
        elif n > 1 and [w.kind for w in _word_list(run.parts[n - 2])][-1:] == ["OR"]:
            end = n  # the comma after the last name: the run goes on after it
            break
    if not end or len(names) < 3:
        return None
    span = Span(names[0].span.start, names[-1].span.end)
    word = Word(kind="LISTED", text="|".join(w.text for w in names), span=span)
    listed = ast.NounPhrase(parts=(*phrase.parts, word), span=phrase.span)
    closing = run.parts[end].parts[0]
    tight = replace(tight, parts=(*tight.parts[:-1], listed))
    condition = replace(condition, parts=(condition.parts[0], tight))
    prefix = replace(last, parts=(condition, closing))
    rest = ast.Run(parts=run.parts[end + 1 :], span=run.span)
    return [replace(prefixes, parts=(*prefixes.parts[:-1], prefix)), rest]


def _listings(node: Node) -> list[list[Word]]:
    """The tag lists of a line's effects, each as the names listed."""
    found = []
    stack: list[tuple[Node, int]] = [(node, 0)]
    while stack:
        effect, depth = stack.pop()
        if isinstance(effect, Branch) and depth < _MAX_DEPTH:
            stack.extend((part, depth + 1) for part in reversed(effect.parts))
        if isinstance(effect, ast.Effect):
            for opener, listed in pairwise(effect.parts):
                names = _listed_tags(listed) if isinstance(opener, ast.OpenSentence) else None
                if names and _with_listed(opener, names, listed) is not None:
                    found.append(names)
    return found


def _name_all(node: Node, listed: list[list[Word]], depth: int) -> Node:
    """``node`` with each noun phrase "all N tags" naming the N tags listed before."""
    if isinstance(node, ast.NounPhrase):
        words = list(node.parts)
        kinds = [w.kind if isinstance(w, Word) else None for w in words]
        if kinds == ["ALL", "NUMBER", "NOUN"] and _noun(words[2])[1] == ["tag"]:  # type: ignore[arg-type]
            count = int(_low(words[1]))  # type: ignore[arg-type]
            names = next((n for n in reversed(listed) if len(n) == count), None)
            if names is not None:
                span = Span(names[0].span.start, names[-1].span.end)
                word = Word(kind="LISTED", text="|".join(w.text for w in names), span=span)
                return ast.NounPhrase(parts=(*node.parts, word), span=node.span)
        return node
    if isinstance(node, Branch) and depth <= _MAX_DEPTH:
        parts = tuple(_name_all(p, listed, depth + 1) for p in node.parts)
        if any(a is not b for a, b in zip(parts, node.parts, strict=True)):
            return replace(node, parts=parts)
    return node


def _listed_tags(sentence: Node) -> list[Word] | None:
    """The tag names a sentence lists and nothing else ("Bird, Cat, Dog, and Poro."), at
    least two; None for another sentence."""
    if not isinstance(sentence, ast.Sentence) or len(sentence.parts) != 2:
        return None
    run, period = sentence.parts
    if not isinstance(run, ast.Run) or not isinstance(period, Word) or period.kind != "PERIOD":
        return None
    names: list[Word] = []
    for n, part in enumerate(run.parts):
        if n % 2:
            if not isinstance(part, ast.Joint):
                return None
            continue
        words = _word_list(part)
        if not isinstance(part, ast.BareNounPhrase) or len(words) != 1:
            return None
        if words[0].kind != "NAME" or _low(words[0]) not in tags():
            return None
        names.append(words[0])
    return names if len(names) > 1 and len(run.parts) % 2 else None


def _with_listed(opener: Node, names: list[Word], listed: Node) -> Node | None:
    """The sentence ``opener`` (ending in a dash) with its listing noun phrase naming the tags
    ``names``, ended by ``listed``'s period; None if it has no such noun phrase."""
    assert isinstance(opener, Branch) and isinstance(listed, Branch)
    *head, run, dash = opener.parts
    if not isinstance(run, ast.Run) or not isinstance(dash, Word) or dash.kind != "DASH":
        return None
    parts = list(run.parts)
    for n, part in enumerate(parts):
        if isinstance(part, ast.NounPhrase) and any(
            w.kind == "ADJECTIVE" and _low(w) in LEXICON["listing"] for w in part.words()
        ):
            span = Span(names[0].span.start, names[-1].span.end)
            word = Word(kind="LISTED", text="|".join(w.text for w in names), span=span)
            parts[n] = ast.NounPhrase(parts=(*part.parts, word), span=part.span)
            folded = ast.Run(parts=tuple(parts), span=run.span)
            whole = Span(opener.span.start, listed.span.end)
            return ast.Sentence(parts=(*head, folded, listed.parts[-1]), span=whole)
    return None


def _run_of(sentence: Branch) -> ast.Run:
    """A sentence's runs as one ('give a gear "…" this turn': before and after the quoted
    ability, :func:`_with_duration`)."""
    runs = [p for p in sentence.parts if isinstance(p, ast.Run)]
    parts = tuple(w for run in runs for w in run.parts)
    return ast.Run(parts=parts, span=_cover_span(runs))


def _cover_span(nodes: list[ast.Run]) -> Span:
    return Span(nodes[0].span.start, nodes[-1].span.end)


def _duration_last(sentence: Node) -> Node:
    """ "Until end of turn, spells you play cost [1] less.": a sentence of one clause opening
    with a duration and a comma, the duration moved to the end of the clause, where it is
    read; another sentence (more than one clause after the comma) is kept as it is."""
    if type(sentence) is not ast.Sentence or not sentence.parts:
        return sentence
    run = sentence.parts[0]
    if not isinstance(run, ast.Run) or len(run.parts) < 3:
        return sentence
    lasting, comma, *rest = run.parts
    match lasting, comma:
        case Word(kind="ADVERB_PHRASE"), ast.Joint(parts=(Word(kind="COMMA"),)):
            if _low(lasting) not in LEXICON["durations"] or any(
                isinstance(p, ast.Joint) for p in rest
            ):
                return sentence
        case _:
            return sentence
    moved = ast.Run(parts=(*rest, lasting), span=run.span)
    return ast.Sentence(parts=(moved, *sentence.parts[1:]), span=sentence.span)


def _with_duration(quoting: Node, lasting: Node) -> Node | None:
    """The sentence ``quoting`` (with no period after its quoted ability) with the duration
    that ``lasting`` (a sentence of one duration, "this turn.", its period, and a reminder if
    one follows) says: its run and period follow the quoted ability; None for other
    sentences."""
    if type(quoting) is not ast.Sentence or type(lasting) is not ast.Sentence:
        return None
    if not quoting.parts or not isinstance(quoting.parts[-1], ast.Quoted):
        return None
    match lasting.parts:
        case (
            ast.Run(parts=(Word(kind="ADVERB_PHRASE") as said,)) as run,
            Word(kind="PERIOD"),
            *after,
        ):
            # a reminder may follow the period ('… this turn. (When it dies, get the effect.)')
            if _low(said) not in LEXICON["durations"] or len(after) > 1:
                return None
            if after and not isinstance(after[0], ast.Reminder):
                return None
        case _:
            return None
    whole = Span(quoting.span.start, lasting.span.end)
    return ast.Sentence(parts=(*quoting.parts, run, *lasting.parts[1:]), span=whole)


def _ends(words: list[str], tail: list[str]) -> bool:
    return len(words) >= len(tail) and words[len(words) - len(tail) :] == tail


def _locate(last: Complement, where: Prepositional | NounPhrase) -> Complement | None:
    """ "a unit at a battlefield": the location of the noun phrase before (or of the object
    of the preposition before: "to a unit at a battlefield")."""
    if isinstance(last, NounPhrase) and last.location is None:
        return replace(last, location=where, span=(last.span[0], where.span[1]))
    if isinstance(last, Prepositional) and isinstance(last.object, NounPhrase):
        located = _locate(last.object, where)
        if isinstance(located, NounPhrase):
            return replace(last, object=located, span=(last.span[0], where.span[1]))
    return None


def _past(words: list[Word]) -> bool:
    """Is a clause's verb in the past tense: an auxiliary or verb of the lexicon's past forms
    ("was", "didn't", "chose"), or a regular past ("played")?"""
    past = LEXICON["past"]
    return any(
        _low(w) in past or (w.kind not in ("AUX", "KEYWORD_VERB") and _low(w).endswith("ed"))
        for w in words
    )


def ordinal_numbers(phrase: NounPhrase) -> tuple[int, ...] | None:
    """The numbers a noun phrase's ordinals say, from the lexicon: "your first, second, or
    third turns" (the grammar's one word for the list) -> (1, 2, 3), "the first time" -> (1,);
    None for none, or an ordinal that says no number ("the next spell")."""
    said = [w for o in phrase.ordinals for w in o.replace(",", " ").split() if w != "or"]
    numbers = tuple(LEXICON["ordinals"].get(word) for word in said)
    return numbers if numbers and None not in numbers else None


def lemma(form: str) -> Verb | None:
    """The verb a word form is of ("discarded" -> discard, "chosen" -> choose), or None."""
    try:
        return _verb(Word(kind="VERB", text=form))
    except IRError:
        return None


def _known(word: Word) -> bool:
    """Is the word a form of a verb of the lexicon?"""
    try:
        _verb(word)
    except IRError:
        return False
    return True


def _verb(word: Word) -> Verb:
    """A verb's lemma, from the lexicon: "dealt" -> deal, "[Burn 3]" -> burn, "I'm" -> be."""
    text = word.text.casefold()
    if word.kind in ("KEYWORD_VERB", "KEYWORD"):  # "[Burn 3]", a permission's "[Ambush]"
        text = text.strip("[]").partition(" ")[0]
    contracted = LEXICON["contractions"].get(text)
    candidates = [contracted[1]] if contracted else [LEXICON["irregular"].get(text, text)]
    for ending, instead in _ENDINGS:
        if text.endswith(ending):
            candidates.append(text[: len(text) - len(ending)] + instead)
    for candidate in candidates:
        if candidate in _VERBS:
            return Verb(candidate)
    raise IRError(f"the verb {word.text!r} is not in the lexicon")


_ENDINGS = (
    ("ies", "y"),
    ("ied", "y"),
    ("ning", ""),
    ("ned", ""),
    ("ping", ""),
    ("ped", ""),
    ("ing", ""),
    ("ing", "e"),
    ("es", ""),
    ("ed", ""),
    ("ed", "e"),
    ("s", ""),
    ("d", ""),
    ("t", ""),
    ("n", ""),
)


def _is_kind(name: str) -> bool:
    """Is ``name`` a noun of the lexicon naming a kind of card ("Units", "Spells")?"""
    found = LEXICON["nouns"].get(name.casefold())
    return found is not None and found[0] == "kind"


def _noun_text(word: Word) -> str:
    """A noun without its possessive ending, case-folded: "Equipment's" -> "equipment"."""
    return word.text.removesuffix("'s").removesuffix("'").casefold()


def _noun(word: Word) -> tuple[str, list[str]]:
    text = word.text
    for suffix in ("'s", "'"):
        if text.endswith(suffix):
            text = text[: -len(suffix)]
    nouns = LEXICON["nouns"]
    found = nouns.get(text) or nouns.get(text.casefold()) or nouns.get(text.capitalize())
    if found is None:
        raise IRError(f"the noun {word.text!r} is not in the lexicon")
    return found[0], found[1] if isinstance(found[1], list) else [found[1]]


_NOUN_FIELDS = {
    "kind": "kinds",
    "zone": "zones",
    "quantity": "quantities",
    "time": "times",
    "attribute": "attributes",
    "measure": "qualities",
    "other": "qualities",
}


def _classify(
    reader: _Reader,
    word: Word,
    following: list[Word],
    fields: dict[str, Any],
    lists: dict[str, list[Any]],
    count_words: list[Word],
) -> None:
    """One word of a noun phrase, by its terminal, into the noun phrase's fields."""
    kind, low = word.kind, _low(word)

    def add(name: str, value: Any) -> None:
        if value not in lists.setdefault(name, []):
            lists[name].append(value)

    if kind in ("DETERMINER", "DETERMINER_PHRASE", "UP_TO", "EACH", "ALL"):
        fields["quantifier"] = LEXICON["quantifiers"][low]
        if low == "another":
            fields["other"] = True
    elif kind == "PARTITIVE":
        fields["partitive"] = LEXICON["partitives"][low]
    elif kind in ("NUMBER", "NUMBER_WORD", "COMPARISON", "THAT_MUCH", "UP_TO_NUMBER"):
        count_words.append(word)
    elif kind == "POSSESSIVE":
        fields["possessor"] = LEXICON["possessives"][low]
    elif kind == "POSSESSIVE_PHRASE":
        fields["possessor"] = "each-other"
    elif kind == "GENITIVE":
        for canonical in _noun(word)[1]:
            add("of", canonical)
    elif kind in ("PRONOUN", "PRONOUN_PHRASE", "DEMONSTRATIVE", "EACH_ALONE"):
        fields["reference"] = LEXICON["pronouns"][low]
    elif kind == "ADJECTIVE":
        if low in LEXICON["controllers"]:
            fields["controller"] = LEXICON["controllers"][low]
        elif low == "other":
            fields["other"] = True
        elif low in LEXICON["states"]:
            add("states", LEXICON["states"][low])
        else:
            add("qualities", low)
    elif kind == "NOUN":
        noun_class, canonicals = _noun(word)
        possessive = word.text.endswith(("'s", "'"))  # "this spell's": what it is said of
        for canonical in canonicals:
            add("of" if possessive else _NOUN_FIELDS[noun_class], canonical)
        tag = LEXICON["noun_tags"].get(_noun_text(word))  # "Equipment": gear so tagged (150.1)
        if tag is not None and not possessive:
            add("tags", tag)
    elif kind == "NAME":
        name = word.text.removesuffix("'s").removesuffix("'")
        if name.casefold() in tags() or name.casefold().rstrip("s") in tags():
            add("tags", name.casefold() if name.casefold() in tags() else name.casefold()[:-1])
        elif _is_kind(name):  # "Units can't move to base.": a capitalized first word
            for canonical in _noun(word)[1]:
                add("kinds", canonical)
        else:
            add("names", name)
    elif kind in ("TAGS", "LISTED"):
        for tag in low.split("|"):
            add("tags", tag)
    elif kind == "RELATIVE":
        said = LEXICON["relatives"].get(low)
        if said is None:
            raise IRError(f"no reading for the relative clause {word.text!r}")
        fields["relative"] = Relative(**{**said, "verb": Verb(said["verb"])})
    elif kind in ("DOMAIN",):
        add("domains", LEXICON["domains"][word.text])
    elif kind == "SYMBOLS":
        fields["resources"] = reader.resources(word)
    elif kind in ("KEYWORD", "KEYWORD_MOD", "KEYWORD_HEAD"):
        lists.setdefault("keywords", []).append(reader.keyword(word))
    elif kind in ("MIGHT", "SIGNED_MIGHT"):
        fields["might"] = reader.might(word, following[0] if following else None)
    elif kind in ("READY", "READY_MOD"):
        add("states", "ready")
    elif kind == "EXHAUSTED":
        add("states", "exhausted")
    elif kind in ("ATTACK", "DEFEND"):
        if low in LEXICON["states"]:
            add("states", LEXICON["states"][low])
        else:
            add("qualities", low)
    elif kind == "COST":
        add("attributes", "cost")
    elif kind == "BUFF":
        add("quantities", "buff")
    elif kind == "COUNTER_NOUN":  # "a counter", "three charge counters" (741)
        add("quantities", "counter")
    elif kind == "COUNTER_NAME":  # "a charge counter": the counter's kind
        add("names", low)
    elif kind == "MIGHT_COUNTER":  # "+1 [M] counters": a counter of that Might (741)
        signed = Word(kind="SIGNED_MIGHT", text=word.text.rsplit(" ", 1)[0])
        fields["might"] = reader.might(signed, None)
        add("quantities", "counter")
    elif kind in ("CONQUER", "HOLD", "PLAY", "SCORE", "COUNTER", "CONTROL"):
        add("qualities", low)
    elif kind in ("LPAR", "RPAR"):
        pass  # "Calm ([G])": the domain's symbol in parentheses
    elif kind in ("ORDINAL", "ORDINALS"):
        add("ordinals", low)
    elif kind == "OTHER":
        if low in ("other", "other's"):
            fields["other"] = True
        else:
            add("qualities", low)
    elif kind == "THIS_WAY":
        state, *_ = low.split()
        fields["reference"] = "this-way"
        if state in LEXICON["states"]:
            add("states", LEXICON["states"][state])
        elif state.endswith("ed") and lemma(state) is None:  # "rallied this way"
            fields["action"] = state  # a keyword action's past (the compiler matches it)
        else:  # "sung this way": a participle no state names
            raise IRError(f"no reading for {word.text!r}: {state!r} is no state of the lexicon")
    elif kind == "KEYWORD_VERB":
        lists.setdefault("keywords", []).append(reader.keyword(word))
    else:
        raise IRError(f"no reading for {word.text!r} ({kind}) in a noun phrase")


_VERBS = frozenset(v.value for v in Verb)
_VERB_KINDS = VERB_KINDS | {"READY"}  # the clause splitter's verbs, and "ready" as a verb
_SENTENCES = (ast.Sentence, ast.OpenSentence, ast.ColonSentence)
_ABILITIES: dict[type, Callable[[_Reader, Any], Ability]] = {
    ast.Keywords: _Reader.keywords,
    ast.KeywordCost: _Reader.keyword_cost,
    ast.Gated: _Reader.gated,
    ast.Activated: _Reader.activated,
    ast.Effect: _Reader.effect_ability,
    ast.Mode: _Reader.mode,
    ast.Reminder: _Reader.reminder_only,
}
