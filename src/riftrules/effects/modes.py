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
from riftrules.cardtext.printer import to_text
from riftrules.effects.keywords import COMBAT, parse_keyword
from riftrules.effects.refusals import Construct, NotCompiled
from riftrules.engine import ChooseOne, GiveKeyword, Mode, ModeFor, Self
from riftrules.engine.actions import Action

OPENERS = (ast.OpenSentence, ast.ColonSentence)

# "choose one …": whose earlier choices this turn take a mode out (ChooseOne.fresh)
_CHOOSE = {
    "choose one": None,
    "choose one you've not chosen this turn": "you",
    "choose one that hasn't been chosen this turn": "anyone",
    "choose one you haven't already chosen": "already",  # for this spell, [Repeat]ed (820.1.d)
}
# "do the following based on …:": the trait the bullets name, of "it" (what was just done)
_BASED_ON = {"do the following based on the discarded card's type": "type"}
_NOT_YET = {
    "do one of the following based on its domain": "a rune's domain",
}


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
        raise NotCompiled(Construct.MODE, f"{to_text(sentence)!r} with no modes after it")
    run = next(p for p in sentence.parts if isinstance(p, ast.Run))
    head = to_text(run).casefold()
    if head in _NOT_YET:
        raise NotCompiled(
            Construct.MODE, f"{head!r} not compiled: {_NOT_YET[head]} is not modelled"
        )
    if head in _BASED_ON:
        return ModeFor(tuple(_kind_mode(b, compile_effect) for b in bullets), _BASED_ON[head])
    if head == "choose one to give me this turn":
        return ChooseOne(tuple(_keyword_mode(b) for b in bullets))
    if head not in _CHOOSE:
        raise NotCompiled(Construct.MODE, f"modes after {head!r} not compiled")
    return ChooseOne(tuple(_mode(b, compile_effect) for b in bullets), _CHOOSE[head])


def _text(bullet: ast.Mode) -> str:
    """How an answer names a mode: its text after the bullet."""
    return " ".join(to_text(p) for p in bullet.parts[1:])


def _mode(bullet: ast.Mode, compile_effect: Callable[[ast.Effect], Action]) -> Mode:
    body = bullet.parts[-1]
    if not isinstance(body, ast.Effect) or any(isinstance(p, OPENERS) for p in body.parts):
        raise NotCompiled(Construct.MODE, f"the mode {_text(bullet)!r} not compiled")
    return Mode(_text(bullet), compile_effect(body))


def _kind_mode(bullet: ast.Mode, compile_effect: Callable[[ast.Effect], Action]) -> Mode:
    """ "• Spell — Draw 1.": the mode for a spell."""
    body = bullet.parts[-1]
    parts = body.parts if isinstance(body, ast.Effect) else ()
    if len(parts) < 2 or not isinstance(parts[0], ast.OpenSentence):
        raise NotCompiled(Construct.MODE, f"the mode {_text(bullet)!r} names nothing it is for")
    kind = to_text(next(p for p in parts[0].parts if isinstance(p, ast.Run)))
    if kind not in ("Spell", "Gear", "Unit"):
        raise NotCompiled(Construct.MODE, f"a mode for {kind!r} not compiled")
    effect = ast.Effect(parts=parts[1:])
    return Mode(_text(bullet), compile_effect(effect), kind=kind)


def _keyword_mode(bullet: ast.Mode) -> Mode:
    """ "choose one to give me this turn — • [Assault 2] (…)": a combat keyword for me."""
    body = bullet.parts[-1]
    items = [p for p in body.parts if isinstance(p, ast.KeywordItem)]
    if not isinstance(body, ast.Keywords) or len(items) != 1:
        raise NotCompiled(Construct.MODE, f"the mode {_text(bullet)!r} not compiled")
    text = to_text(items[0])
    granted = parse_keyword(text)
    if granted is None or granted[0] not in COMBAT:
        raise NotCompiled(Construct.MODE, f"giving {text} not compiled")
    return Mode(_text(bullet), GiveKeyword(Self(), *granted))


__all__ = ["OPENERS", "attach_modes", "modal", "modes_of"]
