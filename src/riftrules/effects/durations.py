"""A duration said first, read from the semantic IR (:mod:`riftrules.ir`): "This turn, double a
unit's Might and give it …", "This turn, increase its Might to …": the run opens with a clause
of no verb whose one chunk is a :class:`~riftrules.ir.nodes.Duration`; it is how long each
instruction after it lasts (317.2.c), as if each said it at its end.
"""

from __future__ import annotations

from riftrules.cardtext.nodes import Word
from riftrules.ir.clauses import Clause
from riftrules.ir.nodes import Duration
from riftrules.ir.reader import complement_or_none

_DURATIONS = ("turn", "combat")  # "this turn" (317.2.c), "this combat" (466.7.c)


def fronted(found: list[Clause]) -> list[Clause]:
    """The clauses with an opening duration moved to the end of each clause after it; the
    clauses as they are when the run does not open with one."""
    if len(found) < 2 or found[0].verb is not None or len(found[0].subject) != 1:
        return found
    if found[0].auxiliaries or found[0].objects or found[1].joint != ",":
        return found
    chunk = found[0].subject[0]
    said = complement_or_none(chunk)
    if not isinstance(said, Duration) or said.until not in _DURATIONS:
        return found
    if not isinstance(chunk, Word):  # the adverb phrase, as the clauses after a verb have it
        return found
    rest = found[1:]
    rest[0].joint = ""
    for clause in rest:
        clause.objects.append(chunk)
    return rest
