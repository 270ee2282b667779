"""The one table of the verbs the compiler builds actions for: each registered once, by its
lexicon entry (:data:`riftrules.ir.nodes.Verb`, from ``ir/lexicon.json``), with the decorator
:func:`verb` beside its builder in the module of its family. A lemma the lexicon does not hold,
or a verb registered twice, fails at import."""

from __future__ import annotations

from typing import TYPE_CHECKING

from riftrules.effects.registry import Registry
from riftrules.ir.nodes import Verb

if TYPE_CHECKING:
    from riftrules.effects.verbs.clause_parts import Builder

VERBS: Registry[Verb, Builder] = Registry("verb", Verb)
verb = VERBS.register
