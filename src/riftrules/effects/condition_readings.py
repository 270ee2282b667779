"""The conditions the compiler reads by their verb ("if you control …", "if you've played …",
"while I'm in combat"): each reading registered once, by its lexicon entry
(:data:`riftrules.ir.nodes.Verb`), with the decorator :func:`condition_reading` beside it. A
verb the lexicon does not hold, or a verb registered twice, fails at import."""

from __future__ import annotations

from collections.abc import Callable

from riftrules.effects.registry import Registry
from riftrules.ir.nodes import Verb

CONDITIONS: Registry[Verb, Callable] = Registry("condition", Verb)
condition_reading = CONDITIONS.register
