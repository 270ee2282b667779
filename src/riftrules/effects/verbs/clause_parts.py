"""The parts of a clause every verb reads: its subject and its one object, a count, whose card it
is, a cost on a target, a duration — shared by the verb families."""

from __future__ import annotations

import dataclasses
from collections.abc import Callable

from riftrules.cards.model import CardType
from riftrules.cardtext import ast
from riftrules.cardtext.nodes import Node, Word
from riftrules.cardtext.printer import quote
from riftrules.effects import counts, looked_at, tag_counts
from riftrules.effects.characteristics import characteristic_of, highest_among
from riftrules.effects.each_players_own import counts_own
from riftrules.effects.granted_keywords import meaning_given
from riftrules.effects.halves import HALF_THE_NUMBER, Halved
from riftrules.effects.history import DoneToThisWay, XpSpentThisWay
from riftrules.effects.keywords import COMBAT, with_keyword
from riftrules.effects.noun_phrases import ZONES
from riftrules.effects.refusals import Construct, NotCompiled
from riftrules.effects.roles import (
    Roles,
    only,
    roles,
    target_of,
)
from riftrules.effects.targets import (
    is_noun_phrase,
    location_of,
    number,
    select,
)
from riftrules.effects.verbs.registry import verb
from riftrules.engine import (
    CONTROLLER,
    REVEALED,
    AnyOf,
    Banish,
    Cards,
    CardsIn,
    Choose,
    Costing,
    Count,
    DifferentTags,
    EnergyCostOf,
    GiveKeyword,
    GrantAbility,
    HighestCost,
    HighestMight,
    InZone,
    It,
    KeywordValue,
    Last,
    MightOf,
    Opponents,
    Players,
    PowerCostOf,
    Recycle,
    Remembered,
    Restriction,
    Self,
    Sequence,
    TagCount,
    TagsAmong,
    TakeControl,
    That,
    Times,
)
from riftrules.engine.actions import Action
from riftrules.engine.names import Until, Zone
from riftrules.engine.selectors import Selector
from riftrules.ir.clauses import Clause
from riftrules.ir.lexicon import LEXICON, tag_named
from riftrules.ir.nodes import (
    NounPhrase,
    Prepositional,
    Relative,
    Sentence,
    Value,
    Verb,
)
from riftrules.ir.reader import (
    complement_or_none,
    keyword_or_none,
    noun_phrase_or_none,
    read_complement,
    sentence_or_none,
)

Builder = Callable[[Selector, Roles], Action]


def _phrase_ir(node: Node | None) -> NounPhrase | None:
    """The IR of a noun phrase ("my Might", "my base", "this gear's play effect"), or None."""
    return noun_phrase_or_none(node) if node is not None and is_noun_phrase(node) else None


def _first(chunks: list[Node]) -> Node | None:
    """The first of ``chunks``, or None."""
    return chunks[0] if chunks else None


def _one(chunks: list[Node] | None) -> Node | None:
    """The one chunk of ``chunks`` (what follows a preposition); None for none or more."""
    return chunks[0] if chunks is not None and len(chunks) == 1 else None


def _one_ir(chunks: list[Node] | None) -> NounPhrase | None:
    """The IR of the one noun phrase ``chunks`` hold; None for no chunk, more than one, or
    another phrase."""
    return _phrase_ir(_one(chunks))


def _whose(node: Node | None, zone: str) -> str | None:
    """Whose ``zone`` ``node`` names (the IR: that zone and its possessor, nothing else): "your
    hand" -> ``you``, "hand" -> ``""``; None for another noun phrase."""
    said = _phrase_ir(node)
    if said is None or said != NounPhrase(possessor=said.possessor, zones=(zone,)):
        return None
    return said.possessor or ""


def _is(node: Node | None, **said: object) -> bool:
    """Does ``node`` read as the noun phrase whose IR sets ``said`` and nothing else?"""
    return _phrase_ir(node) == NounPhrase(**said)  # type: ignore[arg-type]


def _a_card(node: Node | None) -> str | None:
    """ "a unit", "a gear", "a spell", "a card" (the IR: one card of a kind, nothing else
    said of it): the kind (a key of ``_CARD_NOUNS``); None for another noun phrase."""
    said = _phrase_ir(node)
    if said is None or said.quantifier != "a" or len(said.kinds) != 1:
        return None
    if not said.bare("quantifier", "kinds") or said.kinds[0] not in _CARD_NOUNS:
        return None
    return said.kinds[0]


def _player_count(action: type) -> Builder:
    def build(who: Selector, found: Roles) -> Action:
        if (number := _number_of(found, found.direct, kinds=("card",))) is not None:
            only(found)  # "draw cards equal to the number of …"
            return action(who, number)
        if counts_own(who) and (many := that_many(found, kinds=("card",))) is not None:
            only(found)  # "draw that many (cards)": yours, or each player's own
            return action(who, many)
        per = per_each(found)
        only(found, "count")
        n = found.count if found.count is not None else 1
        return action(who, Times(n, per) if per is not None else n)

    return build


_THE_NUMBER = NounPhrase(quantifier="the", qualities=("number",))


def _number_of(
    found: Roles, counted: Node | None = None, **unit: tuple[str, ...]
) -> Count | TagCount | DifferentTags | MightOf | KeywordValue | EnergyCostOf | PowerCostOf | None:
    """ "draw cards equal to the number of units you control here", "gain XP equal to the
    number of enemy units at battlefields" (the IR: "equal to" the number, "of" a noun phrase —
    any the selectors read, its relative clause and the clause's location its own): a count of
    what it selects, as it is done. ``counted``: the clause's own noun, which has to be bare
    "cards", "runes" (the ``unit`` of the count, IR fields). The phrases are taken out of
    ``found``; None when the clause says no such number."""
    equal, of = found.by_preposition.get("equal-to"), found.by_preposition.get("of")
    if equal is not None and of is None:  # "equal to its Energy cost"
        return _equal_value(found, counted, **unit)  # type: ignore[return-value]
    if equal is None or of is None or len(equal) != 1 or len(of) != 1:
        return None
    half = _phrase_ir(equal[0]) == HALF_THE_NUMBER  # "half the number of …": not yet rounded
    if _phrase_ir(equal[0]) != _THE_NUMBER and not half:
        return None
    if counted is not None and _phrase_ir(counted) != NounPhrase(**unit):  # type: ignore[arg-type]
        return None
    among = found.by_preposition.get("among")
    tagged = tag_counts.tags_counted(of[0], among[0] if among and len(among) == 1 else None)
    if tagged is not None:  # "the number of tags it has", "… of different tags among …"
        del found.by_preposition["equal-to"], found.by_preposition["of"]
        if isinstance(tagged, DifferentTags):
            del found.by_preposition["among"]
        if counted is not None and counted is found.direct:
            found.direct = None
        return Halved(tagged) if half else tagged  # type: ignore[return-value]
    if found.this_way is not None:  # "the number of cards discarded this way"
        done = _done_to(of[0], found, quantifier=None)
        del found.by_preposition["equal-to"], found.by_preposition["of"]
        if counted is not None and counted is found.direct:
            found.direct = None
        return Halved(Count(done)) if half else Count(done)  # type: ignore[return-value]
    selected = _cards_in_your(of[0], found) or select(of[0], found.location)
    said = _phrase_ir(of[0])
    if (
        isinstance(selected, Choose)
        and said is not None
        and (said.quantifier, said.count)
        == (
            None,
            None,
        )
    ):
        selected = selected.of  # "gear" with no determiner after "the number of": all of them
    if isinstance(selected, Choose):
        raise NotCompiled(
            Construct.VALUE, f"'the number of {quote(of[0]).casefold()}' counts no set"
        )
    del found.by_preposition["equal-to"], found.by_preposition["of"]
    found.location = None
    if counted is not None and counted is found.direct:
        found.direct = None
    return Halved(Count(selected)) if half else Count(selected)  # type: ignore[return-value]


def _done_to(node: Node, found: Roles, quantifier: str | None) -> DoneToThisWay:
    """ "(each) unit healed this way" (the IR: the noun phrase, of a card type or "card",
    and the participle :attr:`Roles.this_way`): what the instruction before, of that verb, was
    done to (taken out of ``found``)."""
    said = _phrase_ir(node)
    kinds = said.kinds if said is not None else ()
    if (
        said is None
        or said.quantifier != quantifier
        or len(kinds) != 1
        or not said.bare("quantifier", "kinds")
    ):
        raise NotCompiled(Construct.VALUE, f"{quote(node).casefold()!r} done this way not compiled")
    made = LEXICON["card_types"].get(kinds[0])
    if made is None and kinds[0] != "card":
        raise NotCompiled(Construct.VALUE, f"{quote(node).casefold()!r} done this way not compiled")
    verb, found.this_way = found.this_way, None
    action, found.this_way_action = found.this_way_action, None
    return DoneToThisWay(verb, made, action=action)


def that_many(found: Roles, **unit: tuple[str, ...]) -> Count | None:
    """ "draw that many", "draw that many cards", "gain that much XP" (the IR: the count "that
    much", of ``unit`` — IR fields — if any): as many as the instruction before was done to;
    None for another direct object (it is taken out of ``found``)."""
    said = complement_or_none(found.direct) if found.direct is not None else None
    that = Value(variable="that-much")
    made = (NounPhrase(count=that, **unit), NounPhrase(quantifier="that-much", **unit))  # type: ignore[arg-type]
    if said != that and said not in made:  # "that many cards", "that much XP"
        return None
    found.direct = None
    return Count(DoneToThisWay(None))


def per_each(found: Roles) -> TagCount | DifferentTags | Count | XpSpentThisWay | None:
    """ "… for each friendly unit", "… for each tag I have", "… for each different tag among
    your units": how many times the clause's amount is counted (the phrases are taken out of
    ``found``); None when the clause has no "for each"."""
    each, among = found.by_preposition.get("for"), found.by_preposition.get("among")
    if each is not None and len(each) == 1 and (not among or len(among) == 1):
        tagged = tag_counts.tags_counted(each[0], among[0] if among else None)
        if tagged is not None:
            del found.by_preposition["for"]
            if isinstance(tagged, DifferentTags):
                del found.by_preposition["among"]
            return tagged
    xp = NounPhrase(quantifier="each", quantities=("xp",))
    if found.this_way is Verb.SPEND and each is not None and _one_ir(each) == xp:
        del found.by_preposition["for"]
        found.this_way = None
        return XpSpentThisWay()  # "for each XP spent this way"
    per = _for_each(found)
    return Count(per) if per is not None else None


def _for_each(found: Roles) -> Selector | None:
    """ "… for each friendly unit", "… for each of your [Mighty] units", "… for each unit
    healed this way": what is counted (the phrase is taken out of ``found``); None when the
    clause has no "for each"."""
    chunks = found.by_preposition.pop("for", None)
    if chunks is None:
        return None
    if (found.this_way or found.this_way_action) is not None and len(chunks) == 1:
        return _done_to(chunks[0], found, quantifier="each")
    if found.revealed and (cards := _cards_revealed(chunks, found)) is not None:
        return cards  # "for each card with [Hidden] revealed this way"
    each_of = _each_of(chunks[:1])
    if each_of and found.direct is not None:
        phrase, found.direct = found.direct, None
    elif (said := _phrase_ir(chunks[0])) is not None and said.quantifier == "each":
        phrase = chunks[0]
    else:
        raise NotCompiled(Construct.VALUE, f"'for {quote(*chunks).casefold()}' not compiled")
    where = location_of(chunks[1:]) if len(chunks) > 1 else None  # "for each enemy unit there"
    if len(chunks) > 1 and (where is None or each_of):
        raise NotCompiled(Construct.VALUE, f"'for {quote(*chunks).casefold()}' not compiled")
    if where is None and found.direct is None and found.location is not None and not each_of:
        # "Draw 1 for each enemy unit at a battlefield": with no direct object, the place
        # after it is the counted phrase's
        where, found.location = found.location, None
    counted = select(phrase, where)
    if isinstance(counted, Choose):
        raise NotCompiled(Construct.VALUE, f"'for {quote(*chunks).casefold()}' counts no set")
    return counted


def _each_of(chunks: list[Node]) -> bool:
    """Are ``chunks`` the partitive "each of" alone (the IR: the partitive "each"), its noun
    phrase the clause's direct object ("for each of …", "deal 6 to each of up to two units")?"""
    node = _one(chunks)
    return isinstance(node, ast.Partitive) and complement_or_none(node) == NounPhrase(
        partitive="each"
    )


def _some(node: Node | None) -> list[Node]:
    """``node`` alone, or nothing (for a refusal that quotes what a clause names, if any)."""
    return [node] if node is not None else []


def _cards_revealed(chunks: list[Node], found: Roles) -> Selector | None:
    """ "for each card [with [Hidden]] revealed this way" (the IR: "each" card of a type, the
    keyword after "with"): those of the cards the effect revealed (the phrases are taken out
    of ``found``); None for another noun phrase."""
    each = _one_ir(chunks)
    if (
        each is None
        or len(each.kinds) != 1
        or each != NounPhrase(quantifier="each", kinds=each.kinds)
    ):
        return None
    if each.kinds[0] not in _CARD_NOUNS:
        return None
    found.revealed = False
    return Cards(type=_CARD_NOUNS[each.kinds[0]], keyword=_with_keyword(found))


def _revealed_this_way(found: Roles) -> Selector | None:
    """ "a card revealed this way" (the IR: one card of a type): one of the cards the effect's
    last reveal showed, chosen (the phrases are taken out of ``found``); None for another
    noun phrase."""
    kind = _a_card(found.direct)
    if kind is None:
        return None
    found.direct, found.revealed = None, False
    return Choose(Cards(among=Remembered(REVEALED), type=_CARD_NOUNS[kind]))


def _the_revealed(found: Roles) -> bool:
    """Is the direct object "the revealed cards" (the IR: the cards in the state "revealed")?
    The cards the effect revealed."""
    said = _phrase_ir(found.direct)
    return said is not None and looked_at.revealed_this_way(said)


def per_listed_tag(found: Roles) -> TagsAmong | None:
    """ "… for each of the following tags among your units — Bird, Cat, Dog, and Poro": how
    many of the listed tags the group has (read from the IR: :func:`counts.tags_among`;
    the phrases are taken out of ``found``); None when the clause lists no tags."""
    if found.listed is None:
        return None
    each = found.by_preposition.pop("for", [])
    among = found.by_preposition.pop("among", [])
    said = [read_complement(c) for c in (*each, *among)]
    counted = None
    if len(each) == 1 and len(among) == 1 and said[0] == NounPhrase(partitive="each"):
        counted = counts.tags_among(found.listed, said[1])
    if counted is None:
        raise NotCompiled(Construct.VALUE, "'for each of the following tags' of this group")
    found.listed = None
    return counted


def _on_target(action: type) -> Builder:
    def build(who: Selector, found: Roles) -> Action:
        from_trash = _from_trash(found)
        if from_trash is not None:  # "banish a unit from your trash"
            only(found, "direct")
            return action(from_trash)
        among = _among(found)
        if among is not None:  # "banish a unit from among them": of the cards looked at
            only(found, "direct")
            return action(among)
        if action in (Banish, Recycle) and _the_revealed(found):
            found.direct = None  # "then recycle the revealed cards": all of them
            only(found)
            return action(Cards())
        one = _is(found.direct, qualities=("one",))
        if action in (Banish, Recycle) and (one or (found.count and found.direct is None)):
            n = 1 if one else found.count  # "You may banish one": of the cards just looked at
            found.direct = found.count = None
            only(found)
            return action(Choose(Cards(zone=Zone.MAIN_DECK), count=n))
        only(found, "direct", "location", "filters", "costing")
        return action(_costed(target_of(found), found))

    return build


def _costed(selector: Selector, found: Roles) -> Selector:
    """``selector`` narrowed to cards of the cost ``found`` says, if it says one."""
    if found.costing is None:
        return selector
    if isinstance(selector, Choose):
        return dataclasses.replace(selector, of=Costing(selector.of, *found.costing))
    return Costing(selector, *found.costing)


def _until(found: Roles) -> Until:
    """How long it lasts: "this turn" (317.2.c) or "this combat" (466.7.c)."""
    return Until.COMBAT if found.this_combat else Until.TURN


def _might_owner(node: Node | None) -> Selector | None:
    """ "my Might" (the IR: the quantity Might, possessed by me): :class:`Self`; "its Might":
    :class:`It`; None for another noun phrase."""
    phrase = _phrase_ir(node)
    for possessor, selector in (("me", Self), ("its", It)):
        if phrase == NounPhrase(possessor=possessor, quantities=("might",)):
            return selector()
    return None


def _is_the_might(node: Node | None) -> bool:
    """ "the Might" (of what follows, in an "of" phrase)."""
    return _is(node, quantifier="the", quantities=("might",))


def _lasting(found: Roles) -> Until | None:
    """ "this turn" (317.2.c), "this combat" (466.7.c), or None (neither said)."""
    return _until(found) if found.this_turn or found.this_combat else None


def _granting(target: Selector, keywords: list[str], until: Until | None) -> Action:
    """Each keyword given to ``target`` this turn or this combat (``until``; the first gives
    "it" to the next)."""
    if until is None:
        raise NotCompiled(Construct.VERB, "keywords given for longer than this turn not compiled")
    steps: list[Action] = []
    for text in keywords:
        granted = keyword_or_none(Word(kind="KEYWORD", text=text))  # the roles keep its text
        if granted is None:
            raise NotCompiled(Construct.VERB, f"giving {text} not compiled")
        receiver = It() if steps else target
        if granted.name not in COMBAT:  # what the reminder the line prints says (477.2.a)
            for ability in meaning_given(granted.name, granted.value):
                if isinstance(ability, Restriction):  # (an effect's Forbid of the rest)
                    raise NotCompiled(Construct.VERB, f"giving {text} (a restriction) not compiled")
                steps.append(GrantAbility(receiver, ability, until=until))
            continue
        given = (granted.name, granted.value or 1)  # a value left out is 1 (807.1.b.3)
        steps.append(GiveKeyword(receiver, *given, until=until))
    return steps[0] if len(steps) == 1 else Sequence(*steps)


# "equal to the burned card's Might": the card the last instruction burned
_BURNED_CARDS_MIGHT = NounPhrase(
    quantifier="the", of=("card",), states=("burned",), quantities=("might",)
)


# "equal to that spell's Energy cost": the spell this effect chose (Riposte)
_THAT_SPELLS_ENERGY = NounPhrase(reference="that", of=("spell",), quantities=("energy-cost",))


def _might_of(chunks: list[Node]) -> MightOf | KeywordValue | EnergyCostOf | PowerCostOf:
    """ "equal to my Might", "… its Might", "… the burned card's Might", "… my [Assault]",
    "… its [Shield]", "… its Energy cost", "… my Power cost" (the IR: whose characteristic,
    :func:`characteristic_of`), "… that spell's Energy cost" (131.2.a: the chosen spell's, as
    printed)."""
    said = _one_ir(chunks)
    if said == _THAT_SPELLS_ENERGY:
        return EnergyCostOf(That())
    if said == _BURNED_CARDS_MIGHT:
        return MightOf(Last())
    if (value := characteristic_of(said)) is not None:
        return value
    whose = _might_owner(chunks[0]) if len(chunks) == 1 else None
    if whose is None:
        raise NotCompiled(
            Construct.VALUE, f"Might equal to {quote(*chunks).casefold()!r} not compiled"
        )
    return MightOf(whose)


def by_amount(objects: list[Node]) -> object | None:
    """ "(increased) by 2", "(reduced) by the number of runes you control", "… by the number of
    different tags among your units", "… by my Energy cost" (a clause's chunks after a past
    "increase" or "reduce"): the amount, read as "equal to" would read it; None for other
    chunks."""
    found = roles(objects)
    by = found.by_preposition.pop("by", None)
    if by is None:
        return None
    if len(by) == 1 and isinstance(by[0], ast.Counted) and not found.by_preposition:
        words = [w for w in by[0].words() if w.kind in ("NUMBER", "NUMBER_WORD")]
        if len(words) == 1 == len(list(by[0].words())):
            only(found)
            return number(words[0].text)  # "by 2"
    found.by_preposition["equal-to"] = by
    value = _number_of(found)
    if value is None and (value := equal_to_highest(found)) is None:
        return None
    only(found)
    return value


def equal_to_highest(found: Roles) -> HighestMight | HighestCost | None:
    """ "equal to the highest Energy cost among cards in your trash", "… the highest Might
    among units you control" (the IR: :func:`highest_among`; the group "among" names, one the
    selectors read as a set): that value (the phrases are taken out of ``found``); None for
    another clause."""
    equal, among = found.by_preposition.get("equal-to"), found.by_preposition.get("among")
    if equal is None or among is None or len(equal) != 1 or len(among) != 1:
        return None
    said = _phrase_ir(equal[0])
    if highest_among(said, Self()) is None:
        return None
    group = _cards_in_your(among[0], found)
    if group is None:
        group = select(among[0])
    if isinstance(group, Choose):
        raise NotCompiled(Construct.VALUE, f"'among {quote(among[0]).casefold()}' counts no set")
    del found.by_preposition["equal-to"], found.by_preposition["among"]
    return highest_among(said, group)


def _cards_in_your(cards: Node, found: Roles) -> CardsIn | None:
    """ "cards in your trash", "units in your hand" (the IR: a bare noun of a card type, and
    after it one zone of yours, which the roles keep under "in" or "from"): every such card
    there (the zone's phrase is taken out of ``found``); None for other phrases."""
    said = _phrase_ir(cards)
    if said is None or len(said.kinds) != 1 or not said.bare("kinds"):
        return None
    for preposition in ("in", "from"):
        zone = found.by_preposition.get(preposition)
        where = next((z for z in (Zone.TRASH, Zone.HAND) if _whose(_one(zone), z) == "you"), None)
        if said.kinds[0] in _CARD_NOUNS and where is not None:
            del found.by_preposition[preposition]
            return CardsIn(where, type=_CARD_NOUNS[said.kinds[0]])
    return None


def _equal_value(found: Roles, counted: Node | None, **unit: tuple[str, ...]) -> object | None:
    """ "draw cards equal to its Energy cost", "gain XP equal to my Might" (the IR: "equal to"
    one characteristic, :func:`characteristic_of`; ``counted`` the clause's own bare noun of
    ``unit``): that value (the phrases are taken out of ``found``); None for another clause."""
    equal = found.by_preposition.get("equal-to")
    if equal is None or len(equal) != 1 or "of" in found.by_preposition:
        return None
    if counted is not None and _phrase_ir(counted) != NounPhrase(**unit):  # type: ignore[arg-type]
        return None
    if (highest := equal_to_highest(found)) is not None:
        if counted is not None and counted is found.direct:
            found.direct = None
        return highest
    value = characteristic_of(_phrase_ir(equal[0]))
    if value is None:
        return None
    del found.by_preposition["equal-to"]
    if counted is not None and counted is found.direct:
        found.direct = None
    return value


def _counted(node: Node | None, **said: tuple[str, ...]) -> int | None:
    """ "2 XP", "1 point", "1 rune", "5 damage" (the IR: a number of one quantity or kind,
    ``said``, nothing else): the number; None for another noun phrase."""
    phrase = _phrase_ir(node)
    count = phrase.count if phrase is not None else None
    if count is None or count.amount is None or not count.bare("amount"):
        return None
    return count.amount if phrase == NounPhrase(count=count, **said) else None  # type: ignore[arg-type]


_A_BATTLEFIELD_YOU_CONTROL = NounPhrase(
    quantifier="a", kinds=("battlefield",), relative=Relative(verb=Verb.CONTROL, subject="you")
)


def _with_keyword(found: Roles) -> str | None:
    """ "… with [Hidden]" after a card (the IR: a keyword with no value): that keyword's name
    (the phrase is taken out of ``found``); None when the clause has no such phrase."""
    name = with_keyword(found.by_preposition.get("with", []))
    if name is not None:
        del found.by_preposition["with"]
    return name


def _this_from_your_trash(found: Roles) -> Selector | None:
    """ "this from your trash" (the IR: the reference "this", "from" your trash): this card
    while it is in its owner's trash, where such an ability works (385.2; the "from" phrase is
    taken out of ``found``); None for another object."""
    origin = found.by_preposition.get("from", [])
    if not _is(found.direct, reference="this") or _whose(_one(origin), "trash") != "you":
        return None
    del found.by_preposition["from"]
    return InZone(Self(), Zone.TRASH)


def _from_trash(found: Roles) -> Selector | None:
    """ "a unit from your trash": one card of your trash, of that type (the "from" phrase is
    taken out of ``found``); None when the clause has no "from"."""
    chunks = found.by_preposition.pop("from", None)
    if chunks is None:
        return None
    any_number = bool(found.filters.pop("any_number", None))  # "any number of cards" (355.13)
    if any_number and found.direct is not None:  # "… from your trash", "… from your hand"
        zone = next((z for z in ("trash", "hand") if _whose(_one(chunks), z) == "you"), None)
        if zone is None:
            raise NotCompiled(
                Construct.VERB, f"taking cards from {quote(*chunks).casefold()!r} not compiled"
            )
        return _from_trashes(found.direct, CONTROLLER, zone=ZONES[zone], any_number=True)
    yours = _whose(_one(chunks), "trash") == "you"
    if yours and found.direct is None and found.count is not None:
        n, found.count = found.count, None  # "Recycle 3 from your trash"
        return Choose(CardsIn(Zone.TRASH), count=n)
    trashes = _TRASHES.get(_one_ir(chunks))  # type: ignore[arg-type]
    if trashes is not None and found.direct is not None:  # "up to 2 units from trashes"
        return _from_trashes(found.direct, trashes())
    kind = _a_card(found.direct)
    if _one_ir(chunks) == _AN_OPPONENTS_TRASH and kind is not None:
        # "a card from an opponent's trash": the one card chosen says whose trash it is from
        return Choose(CardsIn(Zone.TRASH, whose=Opponents(), type=_CARD_NOUNS[kind]))
    if not yours or found.direct is None:
        raise NotCompiled(
            Construct.VERB, f"taking cards from {quote(*chunks).casefold()!r} not compiled"
        )
    said = _phrase_ir(found.direct)
    tags = said.tags if said is not None and said.quantifier == "a" else ()
    if len(tags) > 1 and said == NounPhrase(quantifier="a", tags=tags):  # a Bird, Cat, …
        return Choose(CardsIn(Zone.TRASH, tags=tuple(tag_named(t) or t for t in tags)))
    if said == _A_UNIT_OR_GEAR:
        return Choose(CardsIn(Zone.TRASH, types=(CardType.UNIT, CardType.GEAR)))
    if said is not None and said.quantifier == "a" and len(said.tags) == 1 and len(said.kinds) == 1:
        # "an Equipment", "a Mech unit": a card of that type with that tag
        tag, made = tag_named(said.tags[0]), _CARD_NOUNS.get(said.kinds[0])
        if tag is not None and made is not None and said.bare("quantifier", "kinds", "tags"):
            return Choose(CardsIn(Zone.TRASH, type=made, tags=(tag,)))
    kind = _a_card(found.direct)
    if kind is None:  # "2 cards", "all units"
        return _from_trashes(found.direct, CONTROLLER)
    return Choose(CardsIn(Zone.TRASH, type=_CARD_NOUNS[kind]))


# whose trashes "from …" names, other than yours (the IR: the zone and whose it is)
_TRASHES: dict[NounPhrase, Callable[[], Selector]] = {
    NounPhrase(zones=("trash",)): Players,  # "trashes": every player's, in turn order
    NounPhrase(quantifier="any", zones=("trash",)): Players,
    NounPhrase(quantifier="all", zones=("trash",)): Players,  # "all trashes"
    NounPhrase(of=("opponent",), zones=("trash",)): Opponents,
    # "Choose an opponent. … a unit in their trash": the one chosen
    NounPhrase(possessor="their", zones=("trash",)): That,
}


_AN_OPPONENTS_TRASH = NounPhrase(quantifier="a", of=("opponent",), zones=("trash",))
_CARD_NOUNS = {"card": None, "unit": CardType.UNIT, "gear": CardType.GEAR, "spell": CardType.SPELL}


_A_UNIT_OR_GEAR = NounPhrase(quantifier="a", kinds=("unit", "gear"))  # a permanent card


def _from_trashes(
    node: Node, whose: Selector, zone: Zone = Zone.TRASH, any_number: bool = False
) -> Selector:
    """ "a card from any trash", "up to 2 units from trashes", "2 cards from your trash" (the
    IR: cards of one kind and how many): chosen among the cards of those players' trashes
    (public zones: a target, 355.10.a); "all units from your trash": all of them; "any number
    of cards from your hand" (``any_number``, 355.13: as many as the player chooses, none at
    least) from ``zone``."""
    said = _phrase_ir(node)
    kind = said.kinds[0] if said is not None and len(said.kinds) == 1 else ""
    if said is None or kind not in _CARD_NOUNS or not said.bare("quantifier", "count", "kinds"):
        raise NotCompiled(Construct.VERB, f"{quote(node).casefold()!r} from the trash not compiled")
    cards = CardsIn(zone, whose=whose, type=_CARD_NOUNS[kind])
    if any_number:
        if said.quantifier is not None or said.count is not None:
            raise NotCompiled(
                Construct.VERB, f"'any number of {quote(node).casefold()}' not compiled"
            )
        return Choose(cards, count=None, up_to=True)
    if said.quantifier == "all" and said.count is None:  # "banish all units from your trash"
        return cards
    up_to = said.quantifier == "up-to"
    count = said.count.amount if said.count is not None and said.count.bare("amount") else None
    if said.quantifier == "a" and said.count is None:
        count = 1
    elif said.quantifier not in (None, "up-to"):
        count = None
    if count is None:
        raise NotCompiled(Construct.VERB, f"{quote(node).casefold()!r} from the trash not compiled")
    return Choose(cards, count=count, up_to=up_to)


def _from_it(found: Roles) -> Selector | None:
    """ "Choose a [non-unit] card from it" (the hand just revealed): one of those cards
    (the phrase is taken out of ``found``); None when the clause has no "from it"."""
    chunks = found.by_preposition.get("from")
    if not _is(_one(chunks), reference="it"):
        return None
    del found.by_preposition["from"]
    direct, kind, of_domain = found.direct, _a_card(found.direct), _of_domain(found.direct)
    found.direct = None
    if _is(direct, quantifier="a", kinds=("card",), qualities=("non-unit",)):
        return Choose(Cards(among=It(), not_type=CardType.UNIT))
    if of_domain is not None:  # "a Mind ([B]) card from it" (134)
        return Choose(Cards(among=It(), type=of_domain[1], domain=of_domain[0]))
    if kind is None:
        raise NotCompiled(
            Construct.VERB, f"'{quote(*_some(direct)).casefold()} from it' not compiled"
        )
    return Choose(Cards(among=It(), type=_CARD_NOUNS[kind]))


def _from_their_hand(found: Roles) -> Selector | None:
    """ "Choose an opponent. They reveal their hand. You may pay 2 XP to choose a card from
    their hand." (the IR: one card, "from" their hand): a card of the hand of the player the
    effect chose (the phrase is taken out of ``found``); None for another shape."""
    kind = _a_card(found.direct)
    if kind is None or _whose(_one(found.by_preposition.get("from")), "hand") != "their":
        return None
    del found.by_preposition["from"]
    found.direct = None  # 355.10.a: a hand is not public, the card is chosen as it resolves
    return Choose(CardsIn(Zone.HAND, whose=That(), type=_CARD_NOUNS[kind]))


def _of_domain(node: Node | None) -> tuple[str, str | None] | None:
    """ "a Mind ([B]) card", "a Fury unit" (the IR: one card of a type, of one Domain, its
    symbol after it or not): the Domain's name (the lexicon's) and the card type; None for
    another noun phrase."""
    said = _phrase_ir(node)
    if said is None:
        return None
    names = {low: name for name, low in LEXICON["domains"].items()}
    if len(said.domains) != 1 or len(said.kinds) != 1 or said.kinds[0] not in _CARD_NOUNS:
        return None
    bare = NounPhrase(quantifier=said.quantifier, kinds=said.kinds, domains=said.domains)
    symbol = said.resources
    if said.quantifier not in ("a", "an") or dataclasses.replace(said, resources=None) != bare:
        return None
    if symbol is not None and (symbol.energy or symbol.power != said.domains):
        return None  # the symbol in brackets is the Domain's own (135.2.e.4)
    return names[said.domains[0]], _CARD_NOUNS[said.kinds[0]]


def _among(found: Roles) -> Selector | None:
    """ "a unit from among them" (the cards just looked at or revealed): one of them, of that
    type, chosen (the phrase is taken out of ``found``); None when the clause has no "among"."""
    chunks = found.by_preposition.pop("among", None)
    if chunks is None:
        return None
    if "from" not in found.by_preposition and _is(_one(chunks), reference="they"):
        every = _every_card(found.direct)
        if every is not None:  # "the units among them": all of them of that kind, none chosen
            found.direct = None
            return every
    found.by_preposition.pop("from", None)
    kind = _a_card(found.direct)
    if not _is(_one(chunks), reference="they") or (
        kind is None and _phrase_ir(found.direct) != _A_UNIT_OR_GEAR
    ):
        raise NotCompiled(
            Construct.VERB, f"'{quote(*_some(found.direct)).casefold()} from among …' not compiled"
        )
    found.direct = None
    if kind is None:  # "a unit or gear": a permanent card (133.4.a.2)
        return Choose(AnyOf((Cards(type=CardType.UNIT), Cards(type=CardType.GEAR))))
    return Choose(Cards(type=_CARD_NOUNS[kind]))


def _every_card(node: Node | None) -> Selector | None:
    """ "the units", "each card", "all gear" of the cards looked at or revealed (the IR: one
    kind of card after "the", "each" or "all", nothing else said of it): every one of them of
    that kind; None for another noun phrase."""
    said = _phrase_ir(node)
    if said is None or said.quantifier not in ("the", "each", "all") or len(said.kinds) != 1:
        return None
    if not said.bare("quantifier", "kinds") or said.kinds[0] not in _CARD_NOUNS:
        return None
    return Cards(type=_CARD_NOUNS[said.kinds[0]])


def _a_spell(node: Node | None) -> bool:
    """ "a spell", "an enemy spell" (the IR: one spell, of any controller or an enemy's): a
    spell on the chain (355.9.a.2)."""
    said = _phrase_ir(node)
    if said is None or said.controller not in (None, "enemy"):
        return False
    return said == NounPhrase(quantifier="a", controller=said.controller, kinds=("spell",))


def _preposition(chunks: list[Node]) -> str | None:
    """The preposition ``chunks`` are, alone (the IR: a preposition governing nothing): "no
    more than" before "[4]"; None for another phrase."""
    node = _one(chunks)
    said = complement_or_none(node) if isinstance(node, ast.PrepPhrase) else None
    return said.preposition if isinstance(said, Prepositional) and said.object is None else None


def _sentence_ir(sentence: Node) -> Sentence | None:
    """The IR of a sentence with no condition or "Then" before its instructions, opening no
    list and quoting no ability (its reminder says no more); None for another sentence, or
    one with no IR."""
    said = sentence_or_none(sentence)
    if said is None or said.conditions or said.then or said.opens or said.quoted is not None:
        return None
    return said


_THE_SAME_BATTLEFIELD = NounPhrase(quantifier="the", kinds=("battlefield",), qualities=("same",))


# "that battlefield", "the same battlefield": the one chosen, else the event's
_THAT_BATTLEFIELD = (NounPhrase(reference="that", kinds=("battlefield",)), _THE_SAME_BATTLEFIELD)


def _control(found: list[Clause]) -> list[Clause]:
    """ "Take control of it and recall it", "They gain control of this": one clause whose
    direct object is "control". Control taken of a unit that stays at a battlefield makes the
    battlefield contested (323.11.a) and a combat or a conquer follow, which the engine does
    not stage: only "… and recall it" is compiled."""
    merged: list[Clause] = []
    for clause in found:
        before = merged[-1] if merged else None
        if (
            before is not None
            and clause.lemma == "control"
            and clause.joint == ""
            and before.lemma in ("take", "gain", "lose")
            and not before.objects
        ):
            before.objects = [_CONTROL, *clause.objects]
            continue
        merged.append(clause)
    for index, clause in enumerate(merged):
        if clause.objects and clause.objects[0] is _CONTROL:
            later = index + 1
            while (  # "take control of it, exhaust it, and recall it": recalled in this effect
                later + 1 < len(merged)
                and merged[later].lemma == "exhaust"
                and _is(_one(merged[later].objects), reference="it")
            ):
                later += 1
            after = merged[later] if later < len(merged) else None
            recalled = (
                after is not None
                and after.lemma == "recall"
                and _is(_one(after.objects), reference="it")
            )
            if _of_a_spell(clause, after) and clause.lemma == "gain":
                if _is(clause.objects[-1], reference="it"):  # the spell chosen before
                    clause.objects[-1] = _THAT_SPELL
                continue  # a spell on the chain (191.2): no battlefield is contested
            if not recalled or clause.lemma == "lose":
                raise NotCompiled(
                    Construct.VERB,
                    f"'{clause.lemma} control' of a unit that stays where it is not compiled "
                    "(a contested battlefield, 323.11.a: combat or conquer are not staged)",
                )
    return merged


# "control" as the object of "take", "gain" or "lose" (one clause, made by :func:`_control`)
_CONTROL = ast.NounPhrase(parts=(Word(kind="NOUN", text="control"),))


_THAT_SPELL = ast.NounPhrase(
    parts=(Word(kind="DEMONSTRATIVE", text="that"), Word(kind="NOUN", text="spell"))
)


def _of_a_spell(clause: Clause, after: Clause | None) -> bool:
    """ "Gain control of a spell", "gain control of it and you may make new choices for it"
    (only a spell or ability on the chain has choices to make again, 751)."""
    of = clause.objects[1:]
    if len(of) != 2 or _preposition(of[:1]) != "of":
        return False
    if _a_spell(of[1]):
        return True
    return after is not None and after.lemma == "make" and _is(of[1], reference="it")


@verb(Verb.TAKE)
def _take_control(who: Selector, found: Roles) -> Action:
    """ "Take control of it", "They gain control of this" (with "and recall it" after it)."""
    of = found.by_preposition.pop("of", [])
    if found.direct is not _CONTROL or len(of) != 1:
        raise NotCompiled(Construct.VERB, "'take' compiles only 'take control of …'")
    found.direct = None
    only(found)
    return TakeControl(select(of[0]), who=who)


# the IR's kinds (131)
_CARD_TYPES = {kind: LEXICON["card_types"][kind] for kind in ("unit", "gear", "spell")}


def merge_elided_or(found: list[Clause], merge: Callable[[Clause, Clause], bool]) -> list[Clause]:
    """Clauses where a clause joined by "or" with its verb elided ("to or from its base", "the
    top or bottom") is read with the one before: ``merge(before, clause)`` folds it into
    ``before`` and says so, or leaves both as they are."""
    merged: list[Clause] = []
    for clause in found:
        before = merged[-1] if merged else None
        if (
            before is not None
            and clause.joint == "or"
            and clause.verb is before.verb
            and merge(before, clause)
        ):
            continue
        merged.append(clause)
    return merged
