"""An ability an Equipment gives the unit it is attached to, in quotes: 'The equipped unit has
"When I conquer, draw 1."' says what the Equipment's effect text would (136.2.c-d: appended to
the rules text of the unit it is attached to, "I" being that unit, for as long as it is
attached): the quoted ability is compiled as a line of effect text. Read from the IR of the
line (one sentence: "the equipped unit" "has" and the quoted ability, nothing else)."""

from __future__ import annotations

from riftrules.cardtext import ast
from riftrules.cardtext.nodes import Node
from riftrules.ir.nodes import Instruction, NounPhrase, Verb
from riftrules.ir.reader import sentence_or_none

_THE_EQUIPPED_UNIT = NounPhrase(quantifier="the", kinds=("unit",), states=("equipped",))
_HAS = (Instruction(verb=Verb.HAVE, subject=(_THE_EQUIPPED_UNIT,)),)


def quoted_effect_text(line: Node) -> ast.Line | None:
    """The quoted ability of 'The equipped unit has "…"', as a line of its own; None for
    another line."""
    body = line.parts[0] if isinstance(line, ast.Line) and line.parts else None
    if not isinstance(body, ast.Effect):
        return None
    sentences = [p for p in body.parts if isinstance(p, ast.Sentence)]
    if len(sentences) != 1 or len(sentences) != len(body.parts):
        return None
    said = sentence_or_none(sentences[0])
    if said is None or said.instructions != _HAS or said.quoted is None:
        return None
    if not said.bare("instructions", "quoted", "reminder"):
        return None
    quoted = [p for p in sentences[0].parts if isinstance(p, ast.Quoted)]
    if len(quoted) != 1 or len(quoted[0].parts) != 3:
        return None
    return ast.Line(parts=(quoted[0].parts[1],))
