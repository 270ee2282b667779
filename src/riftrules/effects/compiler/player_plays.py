"""Lines triggered by another player's play ("When a player plays …", "The first time a player
plays …": 190.6.c, the ability's controller is that player), and "Use my abilities only while
…"."""

from __future__ import annotations

import dataclasses
import itertools
from typing import Any

from riftrules.cardtext import ast
from riftrules.cardtext.nodes import Node, Word
from riftrules.cardtext.printer import quote
from riftrules.effects import (
    compiler,
)
from riftrules.effects.refusals import Construct, NotCompiled
from riftrules.effects.use_limits import MY_ABILITIES, use_only
from riftrules.engine import (
    ActivatedAbility,
    Permanents,
    That,
    TriggeredAbility,
)
from riftrules.engine.conditions import Condition
from riftrules.ir.clauses import lemma
from riftrules.ir.lexicon import LEXICON
from riftrules.ir.nodes import NounPhrase as IRNounPhrase
from riftrules.ir.nodes import (
    TriggerKind,
    Verb,
)
from riftrules.ir.reader import (
    trigger_or_none,
)

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
    prefixes = compiler._prefixes(first) if isinstance(first, ast.Sentence) else []
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
    found, effect, _ = compiler._checked_line(own, None, "Battlefield")
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
    return compiler._rewrite(
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
        compiler._gated_ability(a, condition) if isinstance(a, ActivatedAbility) else a
        for a in abilities
    ]
