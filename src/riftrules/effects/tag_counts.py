"""Tags counted (143.1, 133.8): "for each tag I have", "the number of tags it has", "for each
different tag among your units" — a value read from the IR of the counted noun phrase (its
attribute "tag"; its relative clause "I have" / "it has", or its quality "different" and the
group "among" names), for the verbs' amounts, the statics' Might and the discounts alike."""

from __future__ import annotations

from collections.abc import Callable, Sequence

from riftrules.cardtext.nodes import Node
from riftrules.cardtext.printer import quote
from riftrules.effects.refusals import Construct, NotCompiled
from riftrules.effects.targets import select
from riftrules.engine import Choose, DifferentTags, It, Self, TagCount
from riftrules.engine.selectors import Selector
from riftrules.ir.nodes import Prepositional, Relative, Verb
from riftrules.ir.reader import complement_or_none, noun_phrase_or_none

# whose tags "I have" and "it has" count: the source, what the instruction is about
_HAVING: dict[Relative, Callable[[], Selector]] = {
    Relative(verb=Verb.HAVE, subject="self"): Self,
    Relative(verb=Verb.HAVE, subject="it"): It,
}
# "each tag", "tags" (after "the number of")
_QUANTIFIERS = (None, "each")


def tags_counted(counted: Node, among: Node | None = None) -> TagCount | DifferentTags | None:
    """ "each tag I have", "tags it has" (one object's tags), "each different tag" ``among``
    "your units" (those a group has between them): how many, as the instruction is done;
    None for another noun phrase, or "different tags" with no group (``among``: the noun
    phrase after "among", if any, used only by "different")."""
    said = noun_phrase_or_none(counted)
    if said is None or said.attributes != ("tag",) or said.quantifier not in _QUANTIFIERS:
        return None
    if said.relative is not None:
        whose = _HAVING.get(said.relative)
        if whose is None or not said.bare("quantifier", "attributes", "relative"):
            return None
        return TagCount(whose())
    if said.qualities != ("different",) or not said.bare("quantifier", "attributes", "qualities"):
        return None
    if among is None:
        return None
    group = select(among)
    if isinstance(group, Choose):  # "among a unit": no group
        raise NotCompiled(Construct.VALUE, f"'different tags among {quote(among)}' counts no set")
    return DifferentTags(group)


_FOR = Prepositional(preposition="for")
_AMONG = Prepositional(preposition="among")


def per_tag(chunks: Sequence[Node]) -> TagCount | DifferentTags | None:
    """ "for each tag I have", "for each different tag among your units" as a clause's chunks
    (a bare "for", the counted noun phrase, and a bare "among" and its group if any): the
    count; None for other chunks."""
    said = [complement_or_none(chunk) for chunk in chunks[:1]] + [
        complement_or_none(chunk) for chunk in chunks[2:3]
    ]
    if len(chunks) == 2 and said == [_FOR]:
        return tags_counted(chunks[1])
    if len(chunks) == 4 and said == [_FOR, _AMONG]:
        return tags_counted(chunks[1], chunks[3])
    return None
