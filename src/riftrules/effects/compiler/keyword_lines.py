"""A keyword line: its keywords' abilities (:mod:`riftrules.effects.keywords`), and a sentence
after them that discounts a keyword's cost ("[Empower] [12]. This ability costs [1] less for
each rune you control.", 356.4)."""

from __future__ import annotations

import dataclasses

from riftrules.cardtext import ast
from riftrules.cardtext.printer import quote
from riftrules.effects.keywords import keyword_abilities
from riftrules.effects.play_costs import ability_discount, discounted
from riftrules.effects.refusals import Construct, NotCompiled
from riftrules.engine import Ability, ActivatedAbility


def keyword_line(line: ast.Keywords) -> tuple[list, list, list[str]]:
    """A keyword line: (abilities, no instructions, notes)."""
    abilities, notes = keyword_abilities(line)
    sentences = [p for p in line.parts if isinstance(p, ast.Sentence)]
    if sentences:
        abilities = _with_discount(abilities, sentences)
    return abilities, [], notes


def _with_discount(abilities: list[Ability], sentences: list[ast.Sentence]) -> list[Ability]:
    """A keyword ability whose cost has the discount the sentence after it says."""
    discount = ability_discount(sentences[0]) if len(sentences) == 1 else None
    costed = [a for a in abilities if isinstance(a, ActivatedAbility)]
    if discount is None or len(costed) != 1:
        raise NotCompiled(
            Construct.KEYWORD,
            f"the sentence after the keywords not compiled: {quote(*sentences)!r}",
        )
    (ability,) = costed
    changed = dataclasses.replace(ability, cost=discounted(ability.cost, discount))
    return [changed if a is ability else a for a in abilities]
