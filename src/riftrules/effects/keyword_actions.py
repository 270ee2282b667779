"""A new set's keyword action, done to an object, by the reminder text that says what it does:
"When you play me, [Rally] another friendly unit. (Ready it and give it +1 [M] this turn.)"
does to the unit chosen what the reminder says to "it" — as a keyword given to others is read
from its reminder for them (477.2.a), the reminder is read for the action's object. The
keyword is no verb of the lexicon (a verb of the game has its own entry,
:mod:`riftrules.effects.verbs`); its reminder must be the line's only one, the line must name
no other keyword (so the reminder is this one's), the reminder must compile as instructions
of a spell, and speak of "it". The object is chosen as "choose …" chooses it; each "it" of the
reminder is that object, whatever the instruction before it did.

A reminder may define the action with its own verb ("To rally a unit, ready it and give it
+1 [M] this turn.", the grammar's :class:`~riftrules.cardtext.ast.Definition`): that verb
must be the keyword's word, and its instructions are read the same way. The action ends with
:class:`~riftrules.engine.KeywordDone`, one game action logged, what was done "this way" ("If
you rallied a unit", :mod:`riftrules.effects.keyword_pasts`).
"""

from __future__ import annotations

from riftrules.cardtext import ast
from riftrules.cardtext.nodes import Word
from riftrules.cardtext.parser import parse_text
from riftrules.effects import compiler
from riftrules.effects.granted_keywords import reminder_of_only
from riftrules.effects.refusals import Construct, NotCompiled
from riftrules.engine import It, KeywordDone, Remember, Remembered, Sequence
from riftrules.engine.actions import Action
from riftrules.engine.selectors import Selector

# what the keyword action is done to, set aside as it is chosen
OBJECT = "keyword-object"


def by_reminder(name: str, chosen: Remember) -> Action:
    """The keyword action ``name`` done to what ``chosen`` sets aside (a "choose …" of its
    object), by the reminder the line prints; raises NotCompiled saying why where none."""
    keyword = f"[{name}]"
    reminder = reminder_of_only(name)
    if reminder is None:
        raise NotCompiled(
            Construct.VERB, f"keyword action {keyword} not compiled: no reminder text of its own"
        )
    parsed = parse_text(reminder)
    line = parsed.lines[0].node if parsed.ok and len(parsed.lines) == 1 else None
    if not isinstance(line, ast.Line):
        raise NotCompiled(
            Construct.VERB, f"keyword action {keyword} not compiled: its reminder does not parse"
        )
    if isinstance(line.parts[0], ast.Definition):  # "To rally a unit, ready it …"
        line = _defined(line.parts[0], name)
    try:
        found, instructions, _ = compiler._checked_line(line, None, "Spell")
    except NotCompiled as error:
        raise NotCompiled(
            Construct.VERB,
            f"keyword action {keyword} not compiled; its reminder text not compiled: "
            f"{error.detail}",
        ) from None
    effect = instructions[0] if len(instructions) == 1 else Sequence(*instructions)
    if found or not instructions or not compiler._finds(effect, lambda v: v == It()):
        raise NotCompiled(
            Construct.VERB,
            f"keyword action {keyword} not compiled: its reminder says nothing done to 'it'",
        )
    done_to: Selector = Remembered(OBJECT)
    done = compiler._rewrite(effect, lambda v: done_to if v == It() else None)
    return Sequence(
        Remember(OBJECT, chosen.of),
        *(done.steps if isinstance(done, Sequence) else (done,)),
        KeywordDone(name, done_to),
    )


def _defined(definition: ast.Definition, name: str) -> ast.Line:
    """The instructions of a reminder that defines the keyword action ``name`` with its verb
    ("To rally a unit, …": the verb is the keyword's own word); raises NotCompiled for a
    definition of another verb."""
    verb = next(p for p in definition.parts if isinstance(p, Word) and p.kind == "ACTION_WORD")
    if verb.text.casefold() != name.casefold():
        raise NotCompiled(
            Construct.VERB, f"keyword action [{name}] not compiled: its reminder defines another"
        )
    effect = definition.parts[-1]
    return ast.Line(parts=(effect,), span=effect.span)
