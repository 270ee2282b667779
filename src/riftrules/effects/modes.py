"""Modal text: "Choose one —" (or "Do the following based on …:") and the "• …" lines after it.

The parser reads each bullet as a line of its own (a ``Mode`` node); :func:`attach_modes` hands
the bullets to the line that opens the list, whose last sentence (an ``OpenSentence`` ending in
"—" or a ``ColonSentence`` ending in ":") then carries them. :func:`modal` compiles that
sentence to :class:`~riftrules.engine.ChooseOne` (the controller chooses a mode: 355.3, 402.2)
or :class:`~riftrules.engine.ModeFor` (the mode is the one for what "it" is).
"""

from __future__ import annotations

import dataclasses
from collections.abc import Callable, Sequence

from riftrules.cardtext import ast
from riftrules.cardtext.nodes import Node
from riftrules.cardtext.parser import ParsedLine
from riftrules.cardtext.printer import quote
from riftrules.effects.conditions import instructions as _instructions
from riftrules.effects.keywords import COMBAT
from riftrules.effects.refusals import Construct, NotCompiled
from riftrules.engine import ChooseOne, GiveKeyword, Mode, ModeFor, Self
from riftrules.engine.actions import Action
from riftrules.ir.lexicon import LEXICON
from riftrules.ir.nodes import (
    Adverb,
    Duration,
    Instruction,
    Keyword,
    NounPhrase,
    Prepositional,
    Value,
    Verb,
)
from riftrules.ir.reader import keyword_or_none

OPENERS = (ast.OpenSentence, ast.ColonSentence)

_ONE = Value(amount=1)
_CHOOSE_ONE = Instruction(verb=Verb.CHOOSE, objects=(_ONE,))
_THIS_TURN = Duration(until="turn")
# "choose one …" (the IR of the sentence's instructions, as the reader splits them): whose
# earlier choices this turn take a mode out (ChooseOne.fresh)
_CHOOSE: dict[tuple[Instruction, ...], str | None] = {
    (_CHOOSE_ONE,): None,  # "Choose one"
    (  # "choose one you've not chosen this turn"
        _CHOOSE_ONE,
        Instruction(
            verb=Verb.HAVE, subject=(NounPhrase(reference="you"),), objects=(Adverb(word="not"),)
        ),
        Instruction(verb=Verb.CHOOSE, objects=(_THIS_TURN,)),
    ): "you",
    (  # "choose one that hasn't been chosen this turn"
        Instruction(
            verb=Verb.CHOOSE, objects=(_ONE, NounPhrase(reference="that"), Adverb(word="hasn't"))
        ),
        Instruction(verb=Verb.BE, objects=(NounPhrase(states=("chosen",)), _THIS_TURN)),
    ): "anyone",
    (  # "choose one you haven't already chosen": for this spell, [Repeat]ed (820.1.d)
        Instruction(
            verb=Verb.CHOOSE,
            objects=(
                _ONE,
                NounPhrase(reference="you"),
                Adverb(word="haven't"),
                Adverb(word="already"),
            ),
        ),
        Instruction(verb=Verb.CHOOSE),
    ): "already",
}
# "choose one to give me this turn"
_TO_GIVE_ME = (
    Instruction(verb=Verb.CHOOSE, objects=(_ONE, Prepositional(preposition="to"))),
    Instruction(verb=Verb.GIVE, objects=(NounPhrase(reference="self"), _THIS_TURN)),
)
_THE_FOLLOWING = NounPhrase(quantifier="the", qualities=("following",))


def _based_on(trait: NounPhrase, *before: NounPhrase) -> tuple[Instruction, ...]:
    """ "do (one of) the following based on …:" (the IR)."""
    based_on = Prepositional(preposition="based-on", object=trait)
    return (Instruction(verb=Verb.DO, objects=(*before, _THE_FOLLOWING, based_on)),)


# "do the following based on the discarded card's type:": the trait the bullets name, of "it"
# (what was just done)
_BASED_ON = {
    _based_on(
        NounPhrase(quantifier="the", of=("card",), attributes=("type",), states=("discarded",))
    ): "type",
}
# "do one of the following based on its domain:" (a rune's domain is not modelled)
_BY_ITS_DOMAIN = _based_on(
    NounPhrase(possessor="its", attributes=("domain",)), NounPhrase(partitive="one")
)


def attach_modes(lines: Sequence[ParsedLine]) -> list[ParsedLine]:
    """The lines of a card with each bullet moved into the line that opens its list (the line
    keeps its first line's offset; its text is all of them, one per line)."""
    joined: list[ParsedLine] = []
    for line in lines:
        head = joined[-1] if joined else None
        if _is_mode(line.node) and head is not None and head.ok and _opener(head.node):
            node = _with_mode(head.node, line.node.parts[0])
            joined[-1] = dataclasses.replace(head, text=f"{head.text}\n{line.text}", node=node)
        else:
            joined.append(line)
    return joined


def _is_mode(node: Node) -> bool:
    return isinstance(node, ast.Line) and isinstance(node.parts[0], ast.Mode)


def _opener(node: Node) -> bool:
    """Does the line end in a sentence that opens a list?"""
    last = node
    while isinstance(last, ast.Branch) and last.parts and not isinstance(last, OPENERS):
        last = last.parts[-1]
    return isinstance(last, OPENERS)


def _with_mode(node: Node, mode: Node) -> Node:
    """``node`` with ``mode`` appended to the sentence that opens the list (its last one)."""
    assert isinstance(node, ast.Branch)
    if isinstance(node, OPENERS):
        return dataclasses.replace(node, parts=(*node.parts, mode))
    *rest, last = node.parts
    return dataclasses.replace(node, parts=(*rest, _with_mode(last, mode)))


def modes_of(sentence: Node) -> list[ast.Mode]:
    return (
        [p for p in sentence.parts if isinstance(p, ast.Mode)]
        if isinstance(sentence, OPENERS)
        else []
    )


def modal(sentence: Node, compile_effect: Callable[[ast.Effect], Action]) -> Action:
    """ "Choose one — • …" -> :class:`ChooseOne`; "Then, do the following based on the
    discarded card's type: • Spell — …" -> :class:`ModeFor`. ``compile_effect`` compiles a
    bullet's sentences."""
    bullets = modes_of(sentence)
    if not bullets:
        raise NotCompiled(Construct.MODE, f"{quote(sentence)!r} with no modes after it")
    run = next(p for p in sentence.parts if isinstance(p, ast.Run))
    said = _instructions(run)
    if said == _BY_ITS_DOMAIN:
        raise NotCompiled(
            Construct.MODE,
            f"{quote(run).casefold()!r} not compiled: a rune's domain is not modelled",
        )
    if said in _BASED_ON:
        return ModeFor(tuple(_kind_mode(b, compile_effect) for b in bullets), _BASED_ON[said])
    if said == _TO_GIVE_ME:
        return ChooseOne(tuple(_keyword_mode(b) for b in bullets))
    if said not in _CHOOSE:
        raise NotCompiled(Construct.MODE, f"modes after {quote(run).casefold()!r} not compiled")
    return ChooseOne(tuple(_mode(b, compile_effect) for b in bullets), _CHOOSE[said])


def _named(bullet: ast.Mode) -> tuple[Node, ...]:
    """What names a mode (how an answer names it, quoted in its label): the parts after the
    bullet."""
    return bullet.parts[1:]


def _mode(bullet: ast.Mode, compile_effect: Callable[[ast.Effect], Action]) -> Mode:
    body = bullet.parts[-1]
    if not isinstance(body, ast.Effect) or any(isinstance(p, OPENERS) for p in body.parts):
        raise NotCompiled(Construct.MODE, f"the mode {quote(*_named(bullet))!r} not compiled")
    return Mode(text=quote(*_named(bullet)), action=compile_effect(body))


def _kind_mode(bullet: ast.Mode, compile_effect: Callable[[ast.Effect], Action]) -> Mode:
    """ "• Spell — Draw 1.": the mode for a spell."""
    body = bullet.parts[-1]
    parts = body.parts if isinstance(body, ast.Effect) else ()
    if len(parts) < 2 or not isinstance(parts[0], ast.OpenSentence):
        raise NotCompiled(
            Construct.MODE, f"the mode {quote(*_named(bullet))!r} names nothing it is for"
        )
    run = next(p for p in parts[0].parts if isinstance(p, ast.Run))
    kind = _card_type(_instructions(run))
    if kind is None:
        raise NotCompiled(Construct.MODE, f"a mode for {quote(run)!r} not compiled")
    effect = ast.Effect(parts=parts[1:])
    return Mode(text=quote(*_named(bullet)), action=compile_effect(effect), kind=kind)


_MODE_TYPES = ("spell", "gear", "unit")  # the card types a mode may be for


def _card_type(said: tuple[Instruction, ...] | None) -> str | None:
    """The card type a bullet's head names ("Spell —"; the IR: a kind alone), else None."""
    if said is None or len(said) != 1 or not said[0].bare("verb", "subject"):
        return None
    (subject,) = said[0].subject if len(said[0].subject) == 1 else (None,)
    if not isinstance(subject, NounPhrase) or len(subject.kinds) != 1 or not subject.bare("kinds"):
        return None
    kind = subject.kinds[0]
    return LEXICON["card_types"][kind] if kind in _MODE_TYPES else None


def _keyword_mode(bullet: ast.Mode) -> Mode:
    """ "choose one to give me this turn — • [Assault 2] (…)": a combat keyword for me."""
    body = bullet.parts[-1]
    items = [p for p in body.parts if isinstance(p, ast.KeywordItem)]
    if not isinstance(body, ast.Keywords) or len(items) != 1:
        raise NotCompiled(Construct.MODE, f"the mode {quote(*_named(bullet))!r} not compiled")
    said = _keyword(items[0])
    if said is None or said.name not in COMBAT:
        raise NotCompiled(Construct.MODE, f"giving {quote(*items)} not compiled")
    # a value left out is 1 (807.1.b.3)
    return Mode(text=quote(*_named(bullet)), action=GiveKeyword(Self(), said.name, said.value or 1))


def _keyword(item: Node) -> Keyword | None:
    """The keyword of a keyword item with no cost ("[Assault 2]"; the IR), else None."""
    said = keyword_or_none(item)
    return said if said is not None and said.cost is None else None


__all__ = ["OPENERS", "attach_modes", "modal", "modes_of"]
