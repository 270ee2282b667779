"""Clauses -> engine actions: one entry per game verb (``VERBS``), the one home of each action.

A clause's complements are first sorted into roles (:mod:`.roles`); each verb then builds its
action from the roles it takes. A role a verb does not take, or a verb with no entry, raises
:class:`NotCompiled` naming it. Energy and Power symbols are read by :mod:`.symbols`.
"""

from __future__ import annotations

import dataclasses
from collections.abc import Callable
from dataclasses import dataclass

from riftrules.cardtext import ast
from riftrules.cardtext.nodes import Node, Word
from riftrules.cardtext.printer import quote
from riftrules.effects import compiler, counts, looked_at
from riftrules.effects.history import ThatMuch, is_that_much
from riftrules.effects.keywords import BUILT, COMBAT, with_keyword
from riftrules.effects.refusals import Construct, NotCompiled
from riftrules.effects.roles import (
    TO_OR_FROM_BASE,
    Roles,
    any_number,
    only,
    roles,
    target_of,
)
from riftrules.effects.symbols import of_ir
from riftrules.effects.targets import (
    chose,
    is_noun_phrase,
    location_of,
    select,
)
from riftrules.effects.tokens import token
from riftrules.engine import (
    CONTROLLER,
    REVEALED,
    Ability,
    Add,
    AddAbility,
    AnyOf,
    Attach,
    AttachedTo,
    Banish,
    Battlefields,
    Buff,
    Burn,
    Cards,
    CardsIn,
    Channel,
    Choose,
    Chosen,
    ControllerOf,
    Costing,
    CostModifier,
    Count,
    Counter,
    DamageOn,
    Deal,
    DealEachOther,
    DealSplit,
    Destination,
    Detach,
    Discard,
    DiscardCards,
    Disempower,
    Double,
    DoubleDamage,
    Draw,
    DrawCards,
    Either,
    Empower,
    EnergyCostOf,
    Exhaust,
    ForEach,
    GainPoints,
    GainXP,
    Give,
    GiveAbilities,
    GiveKeyword,
    GiveKeywordsOf,
    GrantAbility,
    Heal,
    IncreaseMight,
    InZone,
    It,
    KeywordValue,
    Kill,
    Last,
    LocationOf,
    Look,
    May,
    MeAnd,
    MightOf,
    Move,
    NewChoices,
    Opponents,
    OwnerOf,
    Pay,
    Permanents,
    Play,
    Players,
    PlayToken,
    Prevent,
    Put,
    PutTop,
    Ready,
    Recall,
    Recycle,
    Remember,
    Remembered,
    RepeatPlayEffect,
    Return,
    Reveal,
    RevealCards,
    RevealUntil,
    Self,
    Sequence,
    SetBaseMight,
    SpendBuff,
    SpendXP,
    Stun,
    SwapMight,
    TagsAmong,
    TakeControl,
    TakeTurn,
    That,
    ThatBattlefield,
    TheChosen,
    There,
    Times,
    WhereItWas,
    WinGame,
)
from riftrules.engine.actions import Action
from riftrules.engine.selectors import Selector
from riftrules.ir import IRError
from riftrules.ir.clauses import Clause
from riftrules.ir.lexicon import LEXICON, spelled, tag_named
from riftrules.ir.nodes import (
    Adverb,
    Amount,
    Duration,
    Instruction,
    Keyword,
    NounPhrase,
    Prepositional,
    Relative,
    Sentence,
    Trigger,
    TriggerKind,
    Value,
    Verb,
)
from riftrules.ir.reader import (
    complement_or_none,
    instruction_or_none,
    keyword_or_none,
    noun_phrase_or_none,
    read_complement,
    read_noun_phrase,
    read_resources,
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
        per = _for_each(found)
        only(found, "count")
        n = found.count if found.count is not None else 1
        return action(who, Times(n, Count(per)) if per is not None else n)

    return build


def _draw(who: Selector, found: Roles) -> Action:
    """ "Draw 2."; "… and draw it" (that card, from where it is: 413.1)."""
    if _is(found.direct, reference="it") or _is(found.direct, reference="they"):
        only(found, "direct")
        if who != CONTROLLER:
            raise NotCompiled(
                Construct.PLAYER_CHOICE, "another player drawing a given card not compiled"
            )
        return DrawCards(It())
    return _player_count(Draw)(who, found)


def _discard(who: Selector, found: Roles) -> Action:
    """ "Discard 2.", "Each player discards their hand." (each their own whole hand)."""
    if _is(found.direct, reference="that", kinds=("card",)):
        only(found, "direct")  # "they discard that card" (the one chosen)
        return DiscardCards(That())
    kind = _a_card(found.direct)
    if kind is not None and who == CONTROLLER:  # "Discard a gear, [1], [E]: …"
        only(found, "direct")
        return DiscardCards(Choose(CardsIn("hand", type=_CARD_NOUNS[kind])))
    if found.direct is None or not _owned([found.direct], "hand"):
        return _player_count(Discard)(who, found)
    found.direct = None
    only(found)
    return ForEach(who, Discard(It(), Count(CardsIn("hand", whose=It()))))


def _for_each(found: Roles) -> Selector | None:
    """ "… for each friendly unit", "… for each of your [Mighty] units": what is counted (the
    phrase is taken out of ``found``); None when the clause has no "for each"."""
    chunks = found.by_preposition.pop("for", None)
    if chunks is None:
        return None
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
            return action(Choose(Cards(zone="main_deck"), count=n))
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


def _deal(who: Selector, found: Roles) -> Action:
    """ "Deal 3 to a unit at a battlefield.", "Deal 6 to each of up to two units.", "Deal damage
    equal to my Might to an enemy unit here." """
    count: object = found.count
    if count is None and found.direct is not None and is_that_much(found.direct):
        count, found.direct = ThatMuch(), None  # "deal that much to …": the condition's amount
    equal = found.by_preposition.get("equal-to")
    to = found.by_preposition.get("to", [])
    whose = _one_ir(equal)
    if _is_each_other(to) and who == It() and whose == _THEIR_MIGHTS:
        # "They deal damage equal to their Mights to each other": the two units chosen
        return DealEachOther(Chosen())
    if _is_each_other(to) and who == MeAnd(It()) and whose == _OUR_MIGHTS:
        # "We deal damage equal to our Mights to each other": me and the unit chosen
        return DealEachOther(who)
    if "split-among" in found.by_preposition:
        return _deal_split(found)
    damage = _is(found.direct, quantities=("damage",))
    if whose == _MARKED_ON_IT and len(to) == 1:
        # "deal damage to a unit equal to the damage marked on it": that unit's (417)
        only(found, "direct", "to", "equal-to")
        if not damage:
            raise NotCompiled(
                Construct.VALUE, "'equal to the damage marked on it' not compiled here"
            )
        chosen = select(to[0])
        marked = Remembered("marked")
        return Sequence(Remember("marked", chosen), Deal(marked, DamageOn(marked)))
    if equal and damage:
        count, found.direct = _might_of(equal), None
        del found.by_preposition["equal-to"]
    if found.as_damage:  # "Deal its Energy cost as damage to …" (131.2.a)
        if not _is(found.direct, possessor="its", quantities=("energy-cost",)):
            raise NotCompiled(
                Construct.VERB,
                f"dealing {quote(*_some(found.direct)).casefold()!r} as damage not compiled",
            )
        count, found.direct, found.as_damage = EnergyCostOf(It()), None, False
    per = _for_each(found)  # "Deal 2 to it for each Equipment attached to me."
    if per is not None and isinstance(count, int):
        count = Times(count, Count(per))
    each_of = _each_of(to) and found.direct is not None
    only(found, "count", "to", "location", "filters", *(("direct",) if each_of else ()))
    if count is None or not to:
        raise NotCompiled(Construct.VERB, "'deal' needs an amount and 'to' what")
    (recipient, *where) = [found.direct] if each_of else to
    location = found.location or location_of(where)
    if where and location is None:
        raise NotCompiled(Construct.VERB, f"'deal … to' {quote(*where)!r} not compiled")
    return Deal(select(recipient, location, **found.filters), count)


def _is_each_other(chunks: list[Node]) -> bool:
    """ "… to each other" (the IR: the reference "each other")."""
    return _one_ir(chunks) == NounPhrase(reference="each-other")


_THEIR_MIGHTS = NounPhrase(possessor="their", quantities=("might",))
_OUR_MIGHTS = NounPhrase(possessor="we", quantities=("might",))
# "equal to the damage marked on it" (417)
_MARKED_ON_IT = NounPhrase(
    quantifier="the",
    quantities=("damage",),
    relative=Relative(verb=Verb.MARK, preposition="on", object="it"),
)


def _deal_split(found: Roles) -> Action:
    """ "Deal 5 damage split among any number of enemy units here." (355.14; the IR: an amount
    of damage)"""
    among, *where = found.by_preposition.pop("split-among")
    amount = _counted(found.direct, quantities=("damage",))
    only(found, "direct", "location")
    location = location_of(where) if where else found.location
    open_choice = any_number(among, list(among.words()))
    if amount is None or (where and location is None) or not open_choice:
        raise NotCompiled(
            Construct.VERB,
            f"splitting {quote(*_some(found.direct)).casefold()!r} "
            f"among {quote(among)!r} not compiled",
        )
    units = select(among.parts[1], location)
    if isinstance(units, Choose):
        raise NotCompiled(Construct.VERB, f"splitting damage among {quote(among)!r} not compiled")
    return DealSplit(units, amount)


def _give(who: Selector, found: Roles) -> Action:
    if found.quoted is not None:  # 'give it "[A][A]: Ready me."' this turn
        return _give_ability(found)
    if found.might is None and (more := _additional_might(found.direct)) is not None:
        # "Give a unit +1 [M] this turn, then an additional +1 [M] this turn": to it again
        found.direct, found.might = ast.NounPhrase(parts=(Word(kind="PRONOUN", text="it"),)), more
    to = found.by_preposition.get("to", [])
    if found.direct is None and len(to) == 1 and is_noun_phrase(to[0]):
        found.direct = found.by_preposition.pop("to")[0]  # "give +[M] … to another unit"
    if found.keywords_of:  # "give another friendly unit my keywords and +[M] … this turn"
        found.keywords_of = False
        given = _give(who, found)
        if not isinstance(given, Give) or given.until != "turn":
            raise NotCompiled(Construct.VERB, "'my keywords' given with no Might this turn")
        mine = GiveKeywordsOf(given.target, Self(), until="turn")
        return Sequence(mine, dataclasses.replace(given, target=It()))
    if found.keywords and found.might is None and not found.might_equal:
        return _give_keywords(found)
    if found.keywords and found.might is not None:  # "give me +2 [M] and [Ganking] this turn"
        keywords, found.keywords = found.keywords, []
        return Sequence(_give(who, found), _granting(It(), keywords, _lasting(found)))
    tagged = per_listed_tag(found)  # "for each of the following tags among your units"
    per = _for_each(found)  # "+2 [M] this turn for each enemy unit there"
    only(found, "direct", "location", "might", "this_turn", "equal-to")
    might: object = found.might
    if found.might_equal:
        might = _might_of(found.by_preposition.get("equal-to", []))
    if per is not None and isinstance(might, int):
        might = Times(might, Count(per))
    if tagged is not None and isinstance(might, int):
        might = Times(might, tagged)
    if might is None or not (found.this_turn or found.this_combat):
        raise NotCompiled(Construct.VERB, "'give' compiles only a Might change this turn")
    return Give(target_of(found), might, until=_until(found))


def _give_ability(found: Roles) -> Action:
    """'This turn, … give it "[A][A]: Ready me."' (477.2.a): the quoted activated ability, the
    permanent's own this turn."""
    only(found, "direct", "this_turn", "quoted")
    if found.direct is None or not found.this_turn or found.quoted is None:
        raise NotCompiled(Construct.VERB, "an ability given for longer than this turn")
    return GrantAbility(target_of(found), quoted_ability_of(found.quoted))


def _additional_might(node: Node | None) -> int | None:
    """ "an additional +1 [M]" (the IR: a noun phrase of the quality "additional" and a Might
    change, nothing else): the change; None for anything else."""
    phrase = _phrase_ir(node)
    if phrase is None:
        return None
    change = phrase.might.change if phrase.might is not None else None
    bare = dataclasses.replace(phrase, quantifier=None, qualities=(), might=None)
    if phrase.qualities != ("additional",) or change is None or bare != type(phrase)():
        return None
    return change


def _until(found: Roles) -> str:
    """How long it lasts: "this turn" (317.2.c) or "this combat" (466.7.c)."""
    return "combat" if found.this_combat else "turn"


def _double(who: Selector, found: Roles) -> Action:
    """ "Double a friendly unit's Might this turn.", "Double my Might this turn." (432)."""
    only(found, "direct", "this_turn")
    said = _phrase_ir(found.direct)
    if not (found.this_turn or found.this_combat) or said is None or found.direct is None:
        raise NotCompiled(Construct.VERB, "'double' compiles only a unit's Might this turn")
    if said.quantities != ("might",):
        raise NotCompiled(Construct.VERB, "'double' compiles only a unit's Might this turn")
    if said == NounPhrase(possessor="me", quantities=("might",)):
        return Double(Self(), until=_until(found))
    owner = list(found.direct.words())[:-1]
    if not owner or owner[-1].kind != "GENITIVE":  # "a friendly unit's"
        raise NotCompiled(Construct.VERB, f"doubling {quote(found.direct)!r} not compiled")
    noun = Word(kind="NOUN", text=owner[-1].text.removesuffix("'s"))
    return Double(select(ast.NounPhrase(parts=(*owner[:-1], noun))), until=_until(found))


def _increase(who: Selector, found: Roles) -> Action:
    """ "Increase my Might to its Might this turn.", "increase its Might to the Might of another
    friendly unit" (477.3.b; the IR: a unit's Might, "to" another's Might): by what it lacks."""
    only(found, "direct", "this_turn", "to", "of")
    whose = _might_owner(found.direct)
    to = found.by_preposition.get("to", [])
    of = found.by_preposition.get("of", [])
    if whose is None or len(to) != 1 or len(of) > 1 or not (found.this_turn or found.this_combat):
        raise NotCompiled(Construct.VERB, "'increase' compiles only a unit's Might this turn")
    other = _might_owner(to[0])
    if of and _is_the_might(to[0]):
        other = select(of[0])  # "the Might of another friendly unit"
    elif of:
        other = None
    if other is None or other == whose:
        raise NotCompiled(Construct.VERB, "increasing Might to that amount not compiled")
    return IncreaseMight(whose, MightOf(other), until=_until(found))


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


def has_quoted(clause: Clause) -> Action | None:
    """'This turn, that unit has "When I conquer, you may move me to my base."' (the IR: the
    verb "have", its subject "that" unit, chosen by this effect; an ability in quotes and this
    turn the complements): the ability given to that unit, its own this turn (477.2.a); None
    for another clause ("have" of a state is a static ability's, :mod:`.statics`)."""
    quoted = [o for o in clause.objects if isinstance(o, ast.Quoted)]
    if len(quoted) != 1 or clause.auxiliaries or len(clause.subject) != 1:
        return None
    rest = [o for o in clause.objects if o is not quoted[0]]
    said = instruction_or_none(Clause(clause.joint, clause.subject, [], clause.verb, rest))
    if said is None or said.verb is not Verb.HAVE or said.modal or said.negated or said.past:
        return None
    whose = said.subject[0] if len(said.subject) == 1 else None
    kind = whose.kinds[0] if isinstance(whose, NounPhrase) and len(whose.kinds) == 1 else ""
    if whose != NounPhrase(reference="that", kinds=(kind,)) or kind not in _CARD_TYPES:
        return None
    found = roles(clause.objects)
    found.direct = clause.subject[0]
    only(found, "direct", "this_turn", "quoted")
    if not found.this_turn or found.quoted is None:
        raise NotCompiled(Construct.VERB, "an ability given for longer than this turn")
    return GrantAbility(TheChosen(_CARD_TYPES[kind]), quoted_ability_of(found.quoted))


def quoted_ability_of(node: Node) -> Ability:
    """The ability in quotes an instruction gives (:func:`.compiler.quoted_ability`)."""
    assert isinstance(node, ast.Quoted)
    return compiler.quoted_ability(node)


def base_might_becomes(clause: Clause) -> Action | None:
    """ "Its base Might becomes 5 this turn." (477.1.a.1; the IR: the verb "become", its subject
    a unit's base Might, a number, this turn): the first layer's assignment of Might, its buffs
    and changes applied on top; None for another clause (its subject is no unit that acts)."""
    if clause.lemma != "become" or clause.auxiliaries:
        return None
    said = instruction_or_none(clause)
    if (
        said is None
        or said.verb is not Verb.BECOME
        or said.modal
        or said.negated
        or len(said.subject) != 1
    ):
        return None
    whose = said.subject[0]
    possessor = whose.possessor if isinstance(whose, NounPhrase) else None
    owner = {"its": It, "me": Self}.get(possessor or "")
    base = NounPhrase(possessor=possessor, zones=("base",), quantities=("might",))
    if owner is None or whose != base or len(said.objects) != 2:
        return None
    value, lasting = said.objects
    if not isinstance(value, Value) or value.amount is None or value.variable or value.comparison:
        return None
    if lasting != Duration(until="turn"):
        return None
    return SetBaseMight(owner(), value.amount, until="turn")


def _give_keywords(found: Roles) -> Action:
    """ "Give a unit [Assault 3] this turn.", "… [Tank] this turn": combat keywords only."""
    only(found, "direct", "location", "filters", "keywords", "this_turn")
    if found.keywords == ["[Temporary]"] and not found.this_turn:
        # "Give it [Temporary]." — for as long as it is on the board (816)
        return GiveAbilities(target_of(found), "Temporary", tuple(BUILT["Temporary"](0)))
    return _granting(target_of(found), found.keywords, _lasting(found))


def _lasting(found: Roles) -> str | None:
    """ "this turn" (317.2.c), "this combat" (466.7.c), or None (neither said)."""
    return _until(found) if found.this_turn or found.this_combat else None


def _granting(target: Selector, keywords: list[str], until: str | None) -> Action:
    """Each keyword given to ``target`` this turn or this combat (``until``; the first gives
    "it" to the next)."""
    if until is None:
        raise NotCompiled(Construct.VERB, "keywords given for longer than this turn not compiled")
    steps: list[Action] = []
    for text in keywords:
        granted = keyword_or_none(Word(kind="KEYWORD", text=text))  # the roles keep its text
        if granted is None or granted.name not in COMBAT:
            raise NotCompiled(Construct.VERB, f"giving {text} not compiled")
        given = (granted.name, granted.value or 1)  # a value left out is 1 (807.1.b.3)
        steps.append(GiveKeyword(It() if steps else target, *given, until=until))
    return steps[0] if len(steps) == 1 else Sequence(*steps)


# "equal to the burned card's Might": the card the last instruction burned
_BURNED_CARDS_MIGHT = NounPhrase(
    quantifier="the", of=("card",), states=("burned",), quantities=("might",)
)


# "equal to that spell's Energy cost": the spell this effect chose (Riposte)
_THAT_SPELLS_ENERGY = NounPhrase(reference="that", of=("spell",), quantities=("energy-cost",))


def _might_of(chunks: list[Node]) -> MightOf | KeywordValue | EnergyCostOf:
    """ "equal to my Might", "… its Might", "… the burned card's Might", "… my [Assault]" (the
    IR: whose Might, or my keyword's value), "… that spell's Energy cost" (131.2.a: the
    chosen spell's, as printed)."""
    said = _one_ir(chunks)
    if said == _THAT_SPELLS_ENERGY:
        return EnergyCostOf(That())
    if said == NounPhrase(possessor="me", keywords=(Keyword(name="Assault"),)):
        return KeywordValue(Self(), "Assault")  # my Assault Value (807.1.b.2)
    if said == _BURNED_CARDS_MIGHT:
        return MightOf(Last())
    whose = _might_owner(chunks[0]) if len(chunks) == 1 else None
    if whose is None:
        raise NotCompiled(
            Construct.VALUE, f"Might equal to {quote(*chunks).casefold()!r} not compiled"
        )
    return MightOf(whose)


def _channel(who: Selector, found: Roles) -> Action:
    only(found, "count", "direct", "exhausted")
    count = found.count
    if found.direct is not None:  # "channel 1 rune" reads as a counted noun phrase
        count = _counted(found.direct, kinds=("rune",))
        if count is None:
            raise NotCompiled(Construct.VERB, f"'channel' {quote(found.direct)!r} not compiled")
    return Channel(who, count or 1, exhausted=bool(found.exhausted))


def _counted(node: Node | None, **said: tuple[str, ...]) -> int | None:
    """ "2 XP", "1 point", "1 rune", "5 damage" (the IR: a number of one quantity or kind,
    ``said``, nothing else): the number; None for another noun phrase."""
    phrase = _phrase_ir(node)
    count = phrase.count if phrase is not None else None
    if count is None or count.amount is None or not count.bare("amount"):
        return None
    return count.amount if phrase == NounPhrase(count=count, **said) else None  # type: ignore[arg-type]


def _gain(who: Selector, found: Roles) -> Action:
    if found.direct is _CONTROL:
        return _take_control(who, found)
    if found.keywords and found.this_combat and found.direct is None:
        # "It gains [Shield 2] this combat.": it is given the keyword (466.7.c)
        only(found, "keywords", "this_turn")
        return _granting(who, found.keywords, _lasting(found))
    per = _for_each(found)
    only(found, "direct")
    xp = _counted(found.direct, quantities=("xp",))
    if xp is not None:
        return GainXP(who, Times(xp, Count(per)) if per is not None else xp)
    if per is not None:
        raise NotCompiled(Construct.VALUE, "'gain … for each' compiles XP only")
    points = _counted(found.direct, quantities=("point",))
    if points is not None:
        return GainPoints(who, points)
    raise NotCompiled(Construct.VERB, "'gain' compiles XP or points")


def _spend(who: Selector, found: Roles) -> Action:
    """ "Spend 3 XP" (730.2), "spend a buff" (one of your units', 702.2.b), "spend my buff"."""
    only(found, "direct")
    xp = _counted(found.direct, quantities=("xp",))
    if xp is not None:
        return SpendXP(who, xp)
    if _is(found.direct, quantifier="a", quantities=("buff",)):
        return SpendBuff(Choose(Permanents(type="Unit", controller="you", buffed=True)))
    if _is(found.direct, possessor="me", quantities=("buff",)):
        return SpendBuff(Self())
    if _is(found.direct, possessor="its", quantities=("buff",)):
        # that unit's: the event's ("If a buffed unit … would die, you may pay [A], exhaust
        return SpendBuff(That())  # me, and spend its buff to …"), each one's
    raise NotCompiled(
        Construct.VERB, "'spend' compiles only 'N XP', 'a buff', 'my buff' and 'its buff'"
    )


def _predict(who: Selector, found: Roles) -> Action:
    """[Predict N], by its reminder text: "Look at the top N cards of your Main Deck. Recycle
    any of them and put the rest back in any order" (the rest stay in their order)."""
    only(found, "count")
    n = found.count or 1
    top = CardsIn("main_deck", top=n)
    return Sequence(Look(n), Recycle(Choose(top, count=n, up_to=True, prompt="recycle")))


def _score(who: Selector, found: Roles) -> Action:
    only(found, "direct")
    points = _counted(found.direct, quantities=("point",))
    if points is None:
        raise NotCompiled(Construct.VERB, "'score' compiles only 'N point(s)'")
    return GainPoints(who, points)


def _look(action: type) -> Builder:
    def build(who: Selector, found: Roles) -> Action:
        among = _among(found)
        if among is not None and action is Reveal:  # "reveal a unit from among them"
            only(found, "costing")
            return RevealCards(_costed(among, found))
        if action is Reveal and _whose(found.direct, "hand") in ("their", "you"):
            only(found, "direct")  # 424.3.a: all of it
            return RevealCards(CardsIn("hand", whose=who))
        top_n = found.count if _is_the_top(found.direct) else None  # "reveal the top 2 cards"
        if top_n is not None:
            found.count = None
        only(found, "direct", "at", "of")
        target = found.by_preposition.get("at", []) + ([found.direct] if found.direct else [])
        deck = found.by_preposition.get("of", [])
        deck_of = _whose(_one(deck), "main-deck") if deck else "you"
        theirs = deck_of == "their" and who in (Opponents(), Players())
        if deck_of != "you" and not theirs:
            raise NotCompiled(
                Construct.VERB, f"looking at {quote(*deck).casefold()!r} not compiled"
            )
        n = top_n if top_n is not None else _top_cards(target)
        if n is not None and theirs:  # "Each opponent reveals the top card of their Main
            return action(n, whose=who, who=who)  # Deck": each their own
        if n is not None:
            return action(n)
        raise NotCompiled(
            Construct.VERB,
            f"'{action.__name__.lower()}' {quote(*target).casefold()!r} not compiled",
        )

    return build


def _is_the_top(node: Node | None) -> bool:
    """ "the top" (the IR: the quality "top", of a deck named after it), or "top"."""
    said = _phrase_ir(node)
    return _the_or_none(said) == NounPhrase(qualities=("top",))


def _top_cards(target: list[Node]) -> int | None:
    """How many cards "the top card", "the top 3 cards" name (the IR: the top, then a card
    or a number of cards); None for another noun phrase."""
    if len(target) == 2 and _is_the_top(target[0]):
        return _counted(target[1], kinds=("card",))
    top_card = NounPhrase(qualities=("top",), kinds=("card",))
    return 1 if _the_or_none(_one_ir(target)) == top_card else None


def _the_or_none(said: NounPhrase | None) -> NounPhrase | None:
    """``said`` without its quantifier if that is "the" or none ("the top", "top"); None for
    another quantifier."""
    if said is None or said.quantifier not in (None, "the"):
        return None
    return dataclasses.replace(said, quantifier=None)


def _play(who: Selector, found: Roles) -> Action:
    said = _phrase_ir(found.direct)
    if found.direct is not None and (said is None or "token" not in said.kinds):
        return _play_card(who, found)
    return _token(found)


def _create(who: Selector, found: Roles) -> Action:
    """ "Create a 1 [M] Recruit unit token here." (439): the token of "play a … token", Created
    there instead of played (439.2); only tokens are Created by cards (439.3.a)."""
    said = _phrase_ir(found.direct)
    if said is None or "token" not in said.kinds:
        raise NotCompiled(Construct.VERB, "creating what is not a token", "create")
    named = found.location is not None or bool(found.by_preposition.get("at"))
    made = _token(found)
    if made.type == "Unit" and not named:  # 439.2.c: where the player may play it
        raise NotCompiled(Construct.LOCATION, "a unit Created where it could be played, 439.2.b.1")
    return dataclasses.replace(made, created=True)


def _token(found: Roles) -> PlayToken:
    """The token "play a N [M] Name unit token [ready] [with …] [here]" names (179, 187)."""
    said = _phrase_ir(found.direct)
    with_ = found.by_preposition.pop("with", [])
    if found.filters.pop("temporary", None):  # roles read "with [Temporary]" as a filter
        with_ = [Word(kind="KEYWORD", text="[Temporary]"), *with_]
    abilities = _token_abilities(with_)
    if "into" in found.by_preposition:  # "into your base"
        found.by_preposition.setdefault("to", []).extend(found.by_preposition.pop("into"))
    per = _for_each(found)  # "a … token for each Equipment you control"
    region = found.by_preposition.pop("from", [])  # "… from Bilgewater"
    only(found, "direct", "location", "exhausted", "to")
    if found.direct is None:
        raise NotCompiled(Construct.VERB, "'play' names nothing")
    assert said is not None
    words = [w for w in found.direct.words()]
    might = _token_might(found.direct)
    # the token's name: "Mech" is a NAME, "Recruit" a noun the lexer knows, capitalised
    names = [w.text for w in words if w.kind == "NAME" or (w.kind == "NOUN" and w.text.istitle())]
    count = said.count.amount if said.count is not None and said.count.amount else 1
    kind = "Gear" if "gear" in said.kinds else "Unit"
    ready = "ready" in said.states
    if not names or any(
        k
        not in (
            "DETERMINER",
            "NUMBER",
            "NUMBER_WORD",
            "MIGHT",
            "NAME",
            "NOUN",
            "READY",
            "READY_MOD",
        )
        for k in (w.kind for w in words)
    ):
        raise NotCompiled(Construct.VERB, f"token {quote(found.direct)!r} not compiled")
    to = found.by_preposition.get("to", [])
    here = found.location == "here" or _is(_one(to), reference="here")
    at = LocationOf(Self()) if here else None  # where I am
    if found.location == "there" and not to:  # where the trigger's event was (the compiler)
        at = There()
    into_base = not to or _whose(_one(to), "base") == "you"
    if at is None and (found.location not in (None, "base") or not into_base):
        raise NotCompiled(Construct.VERB, "tokens are compiled only into your base or here")
    exhausted = True if found.exhausted else (False if ready else None)
    name = " ".join(names)
    tags, own = token(name, kind)
    tag = NounPhrase(tags=tuple(t.casefold() for t in tags[:1]))
    if region and _one_ir(region) != tag:  # the token's tag, as rule 187 gives it (187.10)
        raise NotCompiled(
            Construct.VERB,
            f"a {name} token from {quote(*region)!r} not compiled",
        )
    abilities = tuple(dict.fromkeys((*own, *abilities)))  # "Sprite … with [Temporary]": once
    return PlayToken(
        name,
        might,
        type=kind,
        tags=tags,
        count=count if per is None else Times(count, Count(per)),
        at=at,
        exhausted=exhausted,
        abilities=abilities,
    )


# what is played, by the IR's reference naming it: "me" (wherever I am), "it" (what the last
# instruction affected: "banish a unit, then its owner plays it")
_PLAYED = {"self": Self, "it": It}


def _play_card(who: Selector, found: Roles) -> Action:
    """ "… its owner plays it to their base, ignoring its cost." (419.3), "you may pay [R] to
    play me [from your trash]", "play a unit from your trash, ignoring its Energy cost": the card
    is played from where it is, its cost paid unless the text says to ignore it (the compiler
    sets ``ignore`` from ", ignoring its cost")."""
    assert found.direct is not None
    this = _this_from_your_trash(found)
    if this is not None:  # "You may play this from your trash for [A]." (a reflexive trigger's)
        only(found, "direct", "for")
        return Play(this, who=who, ignore=None, cost=_played_for(found.by_preposition["for"]))
    said = _phrase_ir(found.direct)
    reference = said.reference if said is not None and said.bare("reference") else None
    kind = _a_card(found.direct)
    origin = found.by_preposition.pop("from", [])
    from_trash = _whose(_one(origin), "trash") == "you"
    keyword = _with_keyword(found)  # "a card with [Hidden] from your hand"
    played: Selector
    from_hand = _whose(_one(origin), "hand") in ("you", "")
    if reference in _PLAYED and (not origin or from_trash) and keyword is None:
        played = _PLAYED[reference]()
    elif kind is not None and from_trash:
        played = Choose(CardsIn("trash", type=_CARD_NOUNS[kind], keyword=keyword))
    elif kind is not None and from_hand:
        # 355.10.a: a hand is not public, the card is chosen as the effect resolves
        played = Choose(CardsIn("hand", type=_CARD_NOUNS[kind], keyword=keyword))
    elif said == _THAT_UNIT and not origin and keyword is None:
        played = TheChosen("Unit")  # "They play that unit …": the one unit chosen (none: none)
    elif said == _AN_EQUIPMENT and not origin:
        # 419.1.a: played from the hand (the Champion Zone holds a unit), chosen as it resolves
        played = Choose(CardsIn("hand", type="Gear", tags=("Equipment",)))
    else:
        raise NotCompiled(
            Construct.VERB,
            f"playing {quote(found.direct).casefold()!r} "
            f"{f'from {quote(*origin).casefold()}' if origin else ''} not compiled",
        )
    if found.this_turn and from_hand and kind is not None:
        # "you may play a gear with Energy cost no more than [7] from hand this turn"
        found.this_turn = False
        only(found, "direct", "costing")
        return _play_this_turn(_CARD_NOUNS[kind], found.costing)
    here = found.location == "here"  # "If it is a unit, you may play it here": where I am
    if here:
        found.location = None
    only(found, "direct", "to", "costing")
    played = _costed(played, found)
    if here and not found.by_preposition.get("to"):
        return Play(played, who=who, at=LocationOf(Self()), ignore=None)
    to = found.by_preposition.get("to", [])
    where = _one_ir(to)
    if where == NounPhrase(quantifier="any", kinds=("battlefield",)):
        return Play(played, who=who, at=Choose(Battlefields()), ignore=None)
    if where in _THAT_BATTLEFIELD:  # "… to that battlefield": the one chosen (ThatBattlefield)
        return Play(played, who=who, at=ThatBattlefield(), ignore=None)
    if where == _A_BATTLEFIELD_YOU_CONTROL:
        return Play(played, who=who, at=Choose(Battlefields(controlled="you")), ignore=None)
    if where == _THE_SAME_LOCATION and played == It():  # "Banish a unit, then its owner
        return Play(played, who=who, at=WhereItWas(It()), ignore=None)  # plays it to …"
    if to and _whose(_one(to), "base") not in ("you", "their", "its"):  # a player's base
        raise NotCompiled(
            Construct.VERB, f"playing a card to {quote(*to).casefold()!r} not compiled"
        )
    return Play(played, who=who, ignore=None)


_AN_EQUIPMENT = NounPhrase(quantifier="a", kinds=("gear",), tags=("equipment",))
_THAT_UNIT = NounPhrase(reference="that", kinds=("unit",))
_A_BATTLEFIELD_YOU_CONTROL = NounPhrase(
    quantifier="a", kinds=("battlefield",), relative=Relative(verb=Verb.CONTROL, subject="you")
)
_THE_SAME_LOCATION = NounPhrase(quantifier="the", kinds=("location",), qualities=("same",))


@dataclass(frozen=True, slots=True)
class PlayThisTurn(Action):
    """ "You may play a gear with Energy cost no more than [7] from hand this turn": a card of
    ``type`` (its Energy cost no more than ``max_energy``) its player may play from hand for
    the rest of the turn, known only with the ", ignoring its Energy cost" after it (the
    compiler makes it a cost modifier there: :func:`permitted_this_turn`) and refused anywhere
    else; it never reaches a game."""

    type: str | None
    max_energy: int | None = None

    def run(self, ctx: object) -> list[object]:
        raise NotImplementedError  # replaced before a game runs


def _play_this_turn(kind: str | None, costing: tuple[object, ...] | None) -> Action:
    energy, power, *least = costing or (None, None)
    if power is not None or any(b is not None for b in least) or not isinstance(energy, int | None):
        raise NotCompiled(Construct.VERB, "playing a card this turn of that cost not compiled")
    return PlayThisTurn(kind, energy)


def permitted_this_turn(step: Action | None, ignore: str) -> Action | None:
    """ "… you may play a gear … from hand this turn, ignoring its Energy cost": for the rest
    of the turn, the next such card its player plays may be played ignoring that cost (356.1.b)
    if they choose — the "may" is that choice, made as the card is played; None if ``step``
    is no such play."""
    if isinstance(step, May) and isinstance(step.action, PlayThisTurn) and step.who == CONTROLLER:
        step = step.action
    else:
        return None
    modifier = CostModifier(
        type=step.type, origin="hand", uses=1, ignore=ignore, max_energy=step.max_energy
    )
    return AddAbility(modifier, until="turn")


def _with_keyword(found: Roles) -> str | None:
    """ "… with [Hidden]" after a card (the IR: a keyword with no value): that keyword's name
    (the phrase is taken out of ``found``); None when the clause has no such phrase."""
    name = with_keyword(found.by_preposition.get("with", []))
    if name is not None:
        del found.by_preposition["with"]
    return name


def _played_for(chunks: list[Node]) -> Action:
    """ "… for [A]" (the IR: an amount of Energy and Power of any Domain): the cost a card is
    played for, in place of its base cost (as a [Flow] cost is, 829.1.c.1)."""
    said = _amount(chunks)
    paid = said.resources if said is not None and said.might is None else None
    if paid is None or paid.exhaust or paid.comparison or set(paid.power) - {"any"}:
        raise NotCompiled(Construct.VERB, "playing a card for that cost not compiled")
    return Pay(energy=paid.energy, power=len(paid.power))


def _token_might(direct: Node) -> int | None:
    """The Might a token is played with, as the IR reads it ("a 2 [M] Sand Soldier unit token",
    the gallery's "a [1] [M] Tentacle unit token" alike); None if the text gives none."""
    try:
        might = read_noun_phrase(direct).might
    except IRError as error:
        raise NotCompiled(Construct.VERB, f"the token's Might not read: {error}") from error
    return None if might is None else might.value


def _token_abilities(chunks: list[Node]) -> tuple[Ability, ...]:
    """ "… token with [Temporary]": the keyword abilities a token is played with."""
    found: list[Ability] = []
    for chunk in chunks:
        said = complement_or_none(chunk)
        if not isinstance(said, Keyword) or said.cost is not None or said.name not in BUILT:
            raise NotCompiled(Construct.VERB, f"a token with {quote(chunk)!r} not compiled")
        found += BUILT[said.name](said.value or 1)  # a value left out is 1 (807.1.b.3)
    return tuple(found)


def _return(who: Selector, found: Roles) -> Action:
    """ "Return a unit at a battlefield to its owner's hand.", "Return a unit from your trash to
    your hand." """
    only(found, "direct", "location", "filters", "to", "from")
    to = found.by_preposition.get("to", [])
    if _owned(to, "champion-zone"):  # "… your Chosen Champion from your trash to your Champion
        return _to_champion_zone(found)  # Zone" (108.3.c.1)
    if not _owned(to, "hand"):
        raise NotCompiled(Construct.VERB, f"returning to {quote(*to).casefold()!r} not compiled")
    this = _this_from_your_trash(found)
    if this is not None:  # "return this from your trash to your hand" (385.2)
        return Return(this)
    from_trash = _from_trash(found)
    return Return(from_trash if from_trash is not None else target_of(found))


def _to_champion_zone(found: Roles) -> Action:
    """ "Return your Chosen Champion from your trash to your Champion Zone": a card of your
    Chosen Champion's name (103.2.a.3) from your trash, put there if the zone is empty
    (108.3.c.1: :func:`riftrules.engine.deck.put_cards`)."""
    origin = found.by_preposition.get("from", [])
    if _phrase_ir(found.direct) != _YOUR_CHOSEN_CHAMPION or _whose(_one(origin), "trash") != "you":
        raise NotCompiled(
            Construct.VERB, f"returning {quote(found.direct).casefold()!r} to a Champion Zone"
        )
    return Put(Choose(CardsIn("trash", chosen_champion=True)), to="champion")


_YOUR_CHOSEN_CHAMPION = NounPhrase(possessor="you", kinds=("chosen-champion",))


def _owned(chunks: list[Node], zone: str) -> bool:
    """ "… to their hand", "… to its owner's hand", "… into your trash" (the IR: a player's
    ``zone``, or its owner's): a card goes to its owner's zone whatever player's is named
    (056.2: never into another player's non-Board zone)."""
    said = _one_ir(chunks)
    if said is None or not said.possessor or said.of not in ((), ("owner",)):
        return False
    return said == NounPhrase(possessor=said.possessor, of=said.of, zones=(zone,))


def _this_from_your_trash(found: Roles) -> Selector | None:
    """ "this from your trash" (the IR: the reference "this", "from" your trash): this card
    while it is in its owner's trash, where such an ability works (385.2; the "from" phrase is
    taken out of ``found``); None for another object."""
    origin = found.by_preposition.get("from", [])
    if not _is(found.direct, reference="this") or _whose(_one(origin), "trash") != "you":
        return None
    del found.by_preposition["from"]
    return InZone(Self(), "trash")


def _from_trash(found: Roles) -> Selector | None:
    """ "a unit from your trash": one card of your trash, of that type (the "from" phrase is
    taken out of ``found``); None when the clause has no "from"."""
    chunks = found.by_preposition.pop("from", None)
    if chunks is None:
        return None
    yours = _whose(_one(chunks), "trash") == "you"
    if yours and found.direct is None and found.count is not None:
        n, found.count = found.count, None  # "Recycle 3 from your trash"
        return Choose(CardsIn("trash"), count=n)
    trashes = _TRASHES.get(_one_ir(chunks))  # type: ignore[arg-type]
    if trashes is not None and found.direct is not None:  # "up to 2 units from trashes"
        return _from_trashes(found.direct, trashes())
    if not yours or found.direct is None:
        raise NotCompiled(
            Construct.VERB, f"taking cards from {quote(*chunks).casefold()!r} not compiled"
        )
    said = _phrase_ir(found.direct)
    tags = said.tags if said is not None and said.quantifier == "a" else ()
    if len(tags) > 1 and said == NounPhrase(quantifier="a", tags=tags):  # a Bird, Cat, …
        return Choose(CardsIn("trash", tags=tuple(tag_named(t) or t for t in tags)))
    if said == _A_UNIT_OR_GEAR:
        return Choose(CardsIn("trash", types=("Unit", "Gear")))
    kind = _a_card(found.direct)
    if kind is None:  # "2 cards", "all units"
        return _from_trashes(found.direct, CONTROLLER)
    return Choose(CardsIn("trash", type=_CARD_NOUNS[kind]))


# whose trashes "from …" names, other than yours (the IR: the zone and whose it is)
_TRASHES: dict[NounPhrase, Callable[[], Selector]] = {
    NounPhrase(zones=("trash",)): Players,  # "trashes": every player's, in turn order
    NounPhrase(quantifier="any", zones=("trash",)): Players,
    NounPhrase(of=("opponent",), zones=("trash",)): Opponents,
    # "Choose an opponent. … a unit in their trash": the one chosen
    NounPhrase(possessor="their", zones=("trash",)): That,
}
_CARD_NOUNS = {"card": None, "unit": "Unit", "gear": "Gear", "spell": "Spell"}
_A_UNIT_OR_GEAR = NounPhrase(quantifier="a", kinds=("unit", "gear"))  # a permanent card


def _from_trashes(node: Node, whose: Selector) -> Selector:
    """ "a card from any trash", "up to 2 units from trashes", "2 cards from your trash" (the
    IR: cards of one kind and how many): chosen among the cards of those players' trashes
    (public zones: a target, 355.10.a); "all units from your trash": all of them."""
    said = _phrase_ir(node)
    kind = said.kinds[0] if said is not None and len(said.kinds) == 1 else ""
    if said is None or kind not in _CARD_NOUNS or not said.bare("quantifier", "count", "kinds"):
        raise NotCompiled(Construct.VERB, f"{quote(node).casefold()!r} from the trash not compiled")
    cards = CardsIn("trash", whose=whose, type=_CARD_NOUNS[kind])
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
        return Choose(Cards(among=It(), not_type="Unit"))
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
    return Choose(CardsIn("hand", whose=That(), type=_CARD_NOUNS[kind]))


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
        return Choose(AnyOf((Cards(type="Unit"), Cards(type="Gear"))))
    return Choose(Cards(type=_CARD_NOUNS[kind]))


def _symbols(found: Roles) -> tuple[int, int, tuple[str, ...]]:
    if found.symbols is None:
        raise NotCompiled(Construct.VERB, "no Energy or Power named")
    return of_ir(read_resources(Word(kind="SYMBOLS", text=found.symbols)))  # roles keep the text


def _add(who: Selector, found: Roles) -> Action:
    only(found, "symbols")
    return Add(who, *_symbols(found))


def _pay(who: Selector, found: Roles) -> Action:
    xp = _counted(found.direct, quantities=("xp",))
    if xp is not None:  # "You may pay 2 XP to …": paying a cost of XP spends it (203.1, 730.2)
        found.direct = None
        only(found)
        return SpendXP(who, xp)
    only(found, "symbols")
    return Pay(who, *_symbols(found))


def _counter(who: Selector, found: Roles) -> Action:
    """ "Counter a spell.", "Counter a spell that costs no more than [4] and no more than
    [A]." (425.3): a spell on the chain, chosen, narrowed by its printed cost (206); "counter
    it" (the spell chosen before); "counter that spell" (the one spell this effect chose,
    "Choose a friendly unit and a spell.")."""
    if who != CONTROLLER:
        raise NotCompiled(Construct.PLAYER_CHOICE, "another player countering not compiled")
    if _is(found.direct, reference="it"):  # the spell chosen before (not what an instruction
        only(found, "direct")  # after it affected)
        return Counter(That())
    if _is(found.direct, reference="that", kinds=("spell",)):  # the spell chosen before
        only(found, "direct")
        return Counter(target_of(found))
    if not _a_spell(found.direct):
        raise NotCompiled(
            Construct.VERB, f"countering {quote(*_some(found.direct)).casefold()!r} not compiled"
        )
    only(found, "direct", "costing")
    return Counter(_costed(target_of(found), found))


def _a_spell(node: Node | None) -> bool:
    """ "a spell", "an enemy spell" (the IR: one spell, of any controller or an enemy's): a
    spell on the chain (355.9.a.2)."""
    said = _phrase_ir(node)
    if said is None or said.controller not in (None, "enemy"):
        return False
    return said == NounPhrase(quantifier="a", controller=said.controller, kinds=("spell",))


def _make(who: Selector, found: Roles) -> Action:
    """ "You may make new choices for it." (750; the IR: the qualities "new" and "choice"):
    the spell's targets, chosen again."""
    for_ = found.by_preposition.pop("for", [])
    new_choices = _is(found.direct, qualities=("new", "choice"))
    if not new_choices or len(for_) != 1 or who != CONTROLLER:
        raise NotCompiled(
            Construct.VERB, f"'make {quote(*_some(found.direct)).casefold()}' not compiled"
        )
    found.direct = None
    only(found)
    it = _is(for_[0], reference="it")
    return NewChoices(That() if it else select(for_[0]))  # the spell chosen before


def spell_costing(found: list[Clause]) -> list[Clause]:
    """ "Counter a spell that costs no more than [4] and no more than [A]": the relative
    clause is read into the object, and the elided "and no more than [A]" after it, as one
    "with cost …" phrase (:func:`roles.costing` reads it)."""
    merged: list[Clause] = []
    for clause in found:
        head = _phrase_ir(_first(clause.objects)) if clause.lemma == "counter" else None
        if (
            head is not None
            and head.relative == _THAT_COSTS
            and _preposition(clause.objects[1:2]) == _NO_MORE_THAN
        ):
            words = list(clause.objects[0].words())
            noun = ast.NounPhrase(parts=tuple(w for w in words if w.kind != "RELATIVE"))
            clause.objects = [noun, _WITH_COST, *clause.objects[1:]]
        elif (
            merged
            and clause.joint == "and"
            and not clause.subject
            and any(o is _WITH_COST for o in merged[-1].objects)
            and _preposition(clause.objects[:1]) == _NO_MORE_THAN
        ):
            merged[-1].objects = [*merged[-1].objects, *clause.objects]
            continue
        merged.append(clause)
    return merged


_THAT_COSTS = Relative(verb=Verb.COST, subject="that")
_NO_MORE_THAN = "no-more-than"  # the IR's preposition of a bound (206: a cost)


def _preposition(chunks: list[Node]) -> str | None:
    """The preposition ``chunks`` are, alone (the IR: a preposition governing nothing): "no
    more than" before "[4]"; None for another phrase."""
    node = _one(chunks)
    said = complement_or_none(node) if isinstance(node, ast.PrepPhrase) else None
    return said.preposition if isinstance(said, Prepositional) and said.object is None else None


_ITS_CONTROLLER = NounPhrase(possessor="its", kinds=("controller",))


def _amount(chunks: list[Node]) -> Amount | None:
    """The one amount ``chunks`` say ("[2]", "[1][A]"), read from the IR; None for another
    phrase."""
    said = complement_or_none(_one(chunks))
    return said if isinstance(said, Amount) else None


def counter_unless(found: list[Clause]) -> Action | None:
    """ "Counter a spell unless its controller pays [2].": the spell's controller may pay that
    instead; None for other clauses."""
    if len(found) != 2 or found[0].lemma != "counter" or found[1].joint != "unless":
        return None
    payer = _one_ir(found[1].subject)
    if payer != _ITS_CONTROLLER or found[1].lemma != "pay" or found[1].auxiliaries:
        raise NotCompiled(
            Construct.VERB,
            f"'unless {quote(*found[1].subject).casefold()} {found[1].lemma} …' "
            "after a counter not compiled",
        )
    paid = _amount(found[1].objects)
    energy, power, domains = of_ir(paid.resources) if paid and paid.resources else (0, 0, ("?",))
    if domains or not (energy or power) or (paid and paid.might):
        raise NotCompiled(
            Construct.VERB,
            f"paying {quote(*found[1].objects)!r} against a counter not compiled",
        )
    built = action(found[0])
    if not isinstance(built, Counter):
        raise NotCompiled(Construct.VERB, "'unless' after another instruction not compiled")
    return dataclasses.replace(built, unless=(energy, power))


def unless_has_you(found: list[Clause]) -> Action | None:
    """ "Deal 6 to it unless its controller has you draw 2." (the IR: an instruction, "unless"
    a player "has you", then what you would do): that player chooses which happens; None for
    other clauses."""
    if len(found) != 3 or found[1].joint != "unless" or found[2].joint or found[2].subject:
        return None
    has = instruction_or_none(found[1])
    if (
        has is None
        or has.verb is not Verb.HAVE
        or has.modal
        or has.objects != (NounPhrase(reference="you"),)
    ):
        return None
    if len(found[1].subject) != 1 or found[0].auxiliaries or found[2].auxiliaries:
        return None
    chooser = select(found[1].subject[0])
    labels = (found[0].lemma, found[2].lemma)
    if len(set(labels)) != 2:
        return None
    return Either((action(found[0]), action(found[2])), labels, who=chooser)


# "with cost" (the lexicon's preposition "with-cost", printed in its words)
_WITH_COST = ast.PrepPhrase(
    parts=(Word(kind="PREPOSITION", text=spelled("prepositions", "with-cost")),)
)
# "Return it to its owner's hand instead of putting it in their trash." (the IR)
_TO_HAND_INSTEAD = (
    Instruction(
        verb=Verb.RETURN,
        objects=(
            NounPhrase(reference="it"),
            Prepositional(
                preposition="to",
                object=NounPhrase(possessor="its", of=("owner",), zones=("hand",)),
            ),
            Prepositional(preposition="instead-of"),
        ),
    ),
    Instruction(
        verb=Verb.PUT,
        objects=(
            NounPhrase(
                reference="it",
                location=Prepositional(
                    preposition="in", object=NounPhrase(possessor="their", zones=("trash",))
                ),
            ),
        ),
    ),
)


def _sentence_ir(sentence: Node) -> Sentence | None:
    """The IR of a sentence with no condition or "Then" before its instructions, opening no
    list and quoting no ability (its reminder says no more); None for another sentence, or
    one with no IR."""
    said = sentence_or_none(sentence)
    if said is None or said.conditions or said.then or said.opens or said.quoted is not None:
        return None
    return said


def counter_instead(sentence: Node, steps: list[Action]) -> bool:
    """ "Counter a spell. Return it to its owner's hand instead of putting it in their
    trash.": the counter before puts the spell in its owner's hand (002); True if so."""
    said = _sentence_ir(sentence)
    if said is None or said.triggers or said.instructions != _TO_HAND_INSTEAD or not steps:
        return False
    if not isinstance(steps[-1], Counter) or steps[-1].to != "trash":
        return False
    steps[-1] = dataclasses.replace(steps[-1], to="hand")
    return True


def _choose(who: Selector, found: Roles) -> Action:
    """ "Choose a friendly unit.", "choose a card from among them" — what is chosen is "it"
    for the next instruction."""
    among = _among(found) or _from_it(found) or _from_their_hand(found) or _from_trash(found)
    if among is None and found.revealed:  # "Choose a card revealed this way"
        among = _revealed_this_way(found)
    if among is None and found.direct is None and found.count is not None and who == CONTROLLER:
        # "… reveals the top card of their Main Deck. Choose one": of the cards revealed
        among, found.count = Choose(Cards(), count=found.count), None
    only(found, "direct", "location", "filters", "costing")
    if who != CONTROLLER and among is None:
        return _each_chooses(who, _costed(target_of(found), found))
    if who != CONTROLLER:
        raise NotCompiled(
            Construct.PLAYER_CHOICE, "another player choosing among cards not compiled"
        )
    target = _costed(among if among is not None else target_of(found), found)
    chose(target)  # "that unit" after "… and a spell" names the unit (:func:`.targets.chose`)
    return Remember("chosen", target)


def _each_chooses(who: Selector, target: Selector) -> Action:
    """ "Each player chooses a unit they control": each in turn chooses (no target, 355.10.e);
    what they all chose is "chosen" after it."""
    if not isinstance(target, Choose) or not isinstance(target.of, Permanents):
        raise NotCompiled(Construct.PLAYER_CHOICE, "another player choosing this not compiled")
    each = Remember("chosen", dataclasses.replace(target, chooser=It()))
    return Sequence(ForEach(who, each), Remember("chosen", Chosen()))


# a battlefield named by what is there (the IR): mine ("here", "my battlefield", "this
# battlefield": a unit's text, the battlefield it is at), the event's object's ("that enemy
# unit's battlefield")
_WHERE_IS = {
    NounPhrase(reference="here"): Self,
    NounPhrase(possessor="me", kinds=("battlefield",)): Self,
    NounPhrase(reference="this", kinds=("battlefield",)): Self,
    NounPhrase(reference="that", of=("unit",), controller="enemy", kinds=("battlefield",)): That,
}
_A_BATTLEFIELD = NounPhrase(quantifier="a", kinds=("battlefield",))
# where a unit moves from (the IR), as the location it is at now
_ORIGINS = {
    _A_BATTLEFIELD: "battlefield",
    NounPhrase(possessor="you", zones=("base",)): "base",
    NounPhrase(possessor="its", zones=("base",)): "base",
    NounPhrase(reference="here"): "here",  # "move up to one enemy unit from here to its base"
}
_BESIDE_A_FRIEND = NounPhrase(  # "a location where there's a unit with the same controller"
    quantifier="a",
    kinds=("location",),
    relative=Relative(
        verb=Verb.BE,
        subject="there",
        preposition="where",
        object="same-controller-unit",  # the lexicon's name of that unit
    ),
)
_WHERE_YOU_HAVE_UNITS = NounPhrase(
    quantifier="a",
    kinds=("battlefield",),
    relative=Relative(verb=Verb.HAVE, subject="you", preposition="where", object="units"),
)
_THE_SAME_BATTLEFIELD = NounPhrase(quantifier="the", kinds=("battlefield",), qualities=("same",))
_AN_OCCUPIED_ENEMY_BATTLEFIELD = NounPhrase(
    quantifier="a", controller="enemy", kinds=("battlefield",), states=("occupied",)
)
# "that battlefield", "the same battlefield": the one chosen, else the event's
_THAT_BATTLEFIELD = (NounPhrase(reference="that", kinds=("battlefield",)), _THE_SAME_BATTLEFIELD)


def _move(who: Selector, found: Roles) -> Action:
    if who != CONTROLLER and not isinstance(who, (Self, Permanents, Choose)):
        # "They move a unit they control": that player moves it, responsible for it (411)
        return _moved_by(who, _move(CONTROLLER, found))
    origin = found.by_preposition.pop("from", [])
    if origin:  # "Move a unit from a battlefield to its base": where the unit is now
        now = _ORIGINS.get(_one_ir(origin))  # type: ignore[arg-type]
        if found.location is not None or now is None:
            raise NotCompiled(
                Construct.LOCATION, f"moving from {quote(*origin).casefold()!r} not compiled"
            )
        found.location = now
    only(found, "direct", "location", "filters", "to")
    to = found.by_preposition.get("to", [])
    destination = _one_ir(to)
    if found.location == "there" and not to:  # "move me there": where, not from where
        found.location = None
        return Move(target_of(found), There())
    if not to:
        return Move(target_of(found), Destination.ANYWHERE)
    if destination == _A_BATTLEFIELD:
        return Move(target_of(found), Destination.BATTLEFIELD)
    if _is_to_or_from_base(to):  # "Move a friendly unit to or from its base"
        return Move(target_of(found), Destination.TO_OR_FROM_BASE)
    if destination == _BESIDE_A_FRIEND:
        return Move(target_of(found), Destination.BESIDE_A_FRIEND)
    if destination == _A_BATTLEFIELD_YOU_CONTROL:
        return Move(target_of(found), Choose(Battlefields(controlled="you")))
    if destination == _WHERE_YOU_HAVE_UNITS:
        return Move(target_of(found), Choose(Battlefields(occupied="you")))
    if destination == _AN_OCCUPIED_ENEMY_BATTLEFIELD:  # 170.11.a: a unit is there
        return Move(target_of(found), Choose(Battlefields(controlled="enemy", occupied="any")))
    different = NounPhrase(quantifier="a", kinds=("battlefield",), qualities=("different",))
    if destination == different and found.location == "here":
        # "move an enemy unit here … to a different battlefield": one other than here
        return Move(target_of(found), Choose(Battlefields(other=True)))
    if destination in _THAT_BATTLEFIELD:
        return Move(target_of(found), ThatBattlefield())
    if destination in _WHERE_IS:  # "… to here"
        return Move(target_of(found), LocationOf(_WHERE_IS[destination]()))  # type: ignore[index]
    if (where := _battlefield_of_state(to)) is not None:
        return Move(target_of(found), Choose(where))  # "… to an open battlefield"
    if not _a_base(destination):  # "move me to my base", "… to its owner's base"
        raise NotCompiled(Construct.LOCATION, f"moving to {quote(*to).casefold()!r} not compiled")
    return Move(target_of(found), Destination.BASE)


def _is_to_or_from_base(to: list[Node]) -> bool:
    """Is ``to`` the destination "to or from its base" (:func:`.compiler` joins the two
    clauses into one word whose text is ``TO_OR_FROM_BASE``, a :class:`Destination`)?"""
    node = _one(to)
    return isinstance(node, Word) and node.text is TO_OR_FROM_BASE


def _a_base(said: NounPhrase | None) -> bool:
    """ "base", "your base", "my base", "its owner's base" (the IR: the zone base, whoever's):
    the base of the unit's controller (107.1.c)."""
    if said is None or said.of not in ((), ("owner",)):
        return False
    return said == NounPhrase(possessor=said.possessor, of=said.of, zones=("base",))


# a battlefield's state (the IR's noun phrase ``states``) as the field that selects it
_BATTLEFIELD_STATES = {"open": "open"}  # 170.11.c: uncontrolled, no units there


def _battlefield_of_state(nodes: list[Node]) -> Battlefields | None:
    """ "an open battlefield", read from the IR: one battlefield, chosen, in that state; None
    for another destination."""
    phrase = _one_ir(nodes)
    if phrase is None or len(phrase.states) != 1:
        return None
    if phrase != NounPhrase(quantifier="a", kinds=("battlefield",), states=phrase.states):
        return None  # nothing else said of it
    field = _BATTLEFIELD_STATES.get(phrase.states[0])
    return Battlefields(**{field: True}) if field is not None else None


def _moved_by(who: Selector, moved: Action) -> Action:
    """The move another player makes: they choose what moves (a unit they control) and are
    responsible for it (411); where it goes is no choice of theirs to make here."""
    if not isinstance(moved, Move) or not isinstance(moved.target, Choose):
        raise NotCompiled(Construct.PLAYER_CHOICE, "another player moving units not compiled")
    # of the destinations :func:`_move` gives, each :class:`Destination` but the base
    # (anywhere, a battlefield …) is one its controller chooses for each unit (``Move.to``)
    if isinstance(moved.to, Choose) or (
        isinstance(moved.to, Destination) and moved.to is not Destination.BASE
    ):
        raise NotCompiled(
            Construct.PLAYER_CHOICE, "another player choosing where units move not compiled"
        )
    target = dataclasses.replace(moved.target, chooser=who)
    return dataclasses.replace(moved, target=target, who=who)


def _attach(who: Selector, found: Roles) -> Action:
    """ "Attach it to me.", "Attach a detached Equipment to a unit." (434)."""
    only(found, "direct", "location", "filters", "to")
    to = found.by_preposition.get("to", [])
    me = complement_or_none(_one(to)) == NounPhrase(reference="self")
    if len(to) != 1 or (not is_noun_phrase(to[0]) and not me):
        raise NotCompiled(Construct.VERB, f"attaching to {quote(*to)!r} not compiled")
    if found.one_of and _phrase_ir(found.direct) == _ITS_EQUIPMENT:
        # "attach one of its Equipment to me": one of the Equipment attached to it (434.1.f:
        # detached from it as it is attached to me)
        found.one_of = False
        attached = Permanents(type="Gear", tag="Equipment", among=AttachedTo(It()))
        return Attach(Choose(attached), select(to[0]))
    return Attach(target_of(found), select(to[0]))


_ITS_EQUIPMENT = NounPhrase(possessor="its", kinds=("gear",), tags=("equipment",))


def _detach(who: Selector, found: Roles) -> Action:
    """ "Unattach this.", "Detach an Equipment from it." (435): from it, one of the cards
    attached to it."""
    origin = found.by_preposition.pop("from", None)
    only(found, "direct")
    if origin is None:
        return Detach(target_of(found))
    if len(origin) != 1 or found.direct is None:
        raise NotCompiled(Construct.VERB, "detaching from this not compiled")
    holder = select(origin[0])  # "it": what the instruction before names (the unit it acted)
    chosen = select(found.direct)
    if not isinstance(chosen, Choose) or not isinstance(chosen.of, Permanents):
        raise NotCompiled(Construct.VERB, f"detaching {quote(found.direct)!r} not compiled")
    among = dataclasses.replace(chosen.of, among=AttachedTo(holder))
    return Detach(dataclasses.replace(chosen, of=among))


def _put(who: Selector, found: Roles) -> Action:
    """ "Put 1 into your hand" (one of the cards looked at), "put it in your hand", "put the
    rest into your trash", "put the top 2 cards of your Main Deck into your trash", "put a card
    from your hand on the top or bottom of your Main Deck", "Its owner places it on the top or
    bottom of their Main Deck" (that player chooses which)."""
    into = found.by_preposition.pop("into", None) or found.by_preposition.pop("at", None)
    on = found.by_preposition.pop("on", None)
    of = found.by_preposition.pop("of", [])
    origin = found.by_preposition.pop("from", [])
    only(found, "count", "direct")
    zone = _put_into(into or [])
    top = _is_the_top(found.direct) and found.count is not None and not origin
    if top and _whose(_one(of), "main-deck") == "you":
        if zone != "trash" or on is not None:
            raise NotCompiled(
                Construct.VERB,
                "putting the top cards of a deck into "
                f"{quote(*(into or [])).casefold()!r} not compiled",
            )
        return PutTop(found.count)
    if found.count is not None and found.direct is None and not origin:
        target: Selector = Choose(Cards(zone="main_deck"), count=found.count)  # of those looked at
    elif found.direct is not None and found.count is None:
        target = _put_what(found.direct, origin)
    else:
        raise NotCompiled(Construct.VERB, "putting what? not compiled")
    if into is not None and on is None and not of and zone is not None:
        return Put(target, zone)
    end = _deck_end(on or [])
    if into is None and end and _owned(of, "main-deck"):
        return Put(target, "main_deck", top=end[0], who=who)
    raise NotCompiled(
        Construct.VERB,
        f"putting cards {quote(*(into or []), *(on or []), *of).casefold()!r} not compiled",
    )


def _put_into(chunks: list[Node]) -> str | None:
    """The zone "into …" names: "your hand", a player's trash ("your trash", "its owner's
    trash": its owner's, 056); None for another phrase."""
    if _whose(_one(chunks), "hand") == "you":
        return "hand"
    return "trash" if _owned(chunks, "trash") else None


def _deck_end(chunks: list[Node]) -> list[bool | None]:
    """Which end of a deck "on …" names (the IR: the quality "top" or "bottom"; either, for
    "the top or bottom" as :func:`_top_or_bottom` joins it): ``[True]``, ``[False]`` or
    ``[None]``; ``[]`` for another phrase."""
    node = _one(chunks)
    if isinstance(node, ast.NounPhrase) and not isinstance(node.parts[-1], Word):
        top = ast.NounPhrase(parts=node.parts[:-2])
        either = _deck_end([top]) == [True] and _deck_end([node.parts[-1]]) == [False]
        return [None] if either else []
    said = _the_or_none(_phrase_ir(node))
    for quality, top_end in (("top", True), ("bottom", False)):
        if said == NounPhrase(qualities=(quality,)):
            return [top_end]
    return []


def _put_what(node: Node, origin: list[Node]) -> Selector:
    """What is put: "it", "the rest", "a card from your hand"."""
    if not origin:
        return select(node)
    kind = _a_card(node)
    if _whose(_one(origin), "hand") != "you" or kind is None:
        raise NotCompiled(
            Construct.VERB,
            f"putting {quote(node).casefold()!r} from {quote(*origin).casefold()!r} not compiled",
        )
    return Choose(CardsIn("hand", type=_CARD_NOUNS[kind]))


def phrases(found: list[Clause]) -> list[Clause]:
    """Clauses the reader split that are one verb phrase: "take control of it" (read as "take"
    and "control of it"), "on the top or bottom of …" (two clauses joined by "or")."""
    return _until_revealed(_top_or_bottom(_control(found)))


def _until_revealed(found: list[Clause]) -> list[Clause]:
    """ "reveal cards … until you reveal a unit" reads as two clauses ("… until you", "reveal
    a unit"): one, "until" governing what is revealed last."""
    merged: list[Clause] = []
    for clause in found:
        before = merged[-1] if merged else None
        if (
            before is not None
            and before.lemma == clause.lemma == "reveal"
            and clause.joint == ""
            and not clause.subject
            and len(before.objects) > 2
            and _preposition(before.objects[-2:-1]) == "until"
            and _is(before.objects[-1], reference="you")
        ):
            before.objects = [*before.objects[:-1], *clause.objects]
            continue
        merged.append(clause)
    return merged


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


def _swap(who: Selector, found: Roles) -> Action:
    """ "Swap the Might of two units at the same battlefield this turn." (433; the IR: the
    Might, of two units, at the same battlefield)"""
    of = found.by_preposition.pop("of", [])
    at = found.by_preposition.pop("at", [])
    what, found.direct = found.direct, None
    only(found, "this_turn")
    two_units = len(of) == 1 and _counted(of[0], kinds=("unit",)) == 2
    same = _one_ir(at) == _THE_SAME_BATTLEFIELD
    if not (_is_the_might(what) and two_units and same and found.this_turn):
        raise NotCompiled(
            Construct.VERB,
            f"swapping {quote(*_some(what)).casefold()!r} "
            f"of {quote(*of).casefold()!r} not compiled",
        )
    return SwapMight()


def _win(who: Selector, found: Roles) -> Action:
    """ "You win the game." (195)"""
    only(found, "direct")
    if not _is(found.direct, quantifier="the", times=("game",)):
        raise NotCompiled(Construct.VERB, "'win' compiles only 'win the game'")
    return WinGame(who)


def _take_control(who: Selector, found: Roles) -> Action:
    """ "Take control of it", "They gain control of this" (with "and recall it" after it)."""
    of = found.by_preposition.pop("of", [])
    if found.direct is not _CONTROL or len(of) != 1:
        raise NotCompiled(Construct.VERB, "'take' compiles only 'take control of …'")
    found.direct = None
    only(found)
    return TakeControl(select(of[0]), who=who)


def _revealed_until(clause: Clause) -> str | None:
    """ "reveal cards from the top of your Main Deck until you reveal a unit" (the IR: cards,
    from the top, of your Main Deck, until a card of one type): that type; None for another
    clause."""
    read = instruction_or_none(clause) if not (clause.auxiliaries or clause.subject) else None
    if read is None:
        return None
    said = list(read.objects)
    top = NounPhrase(quantifier="the", qualities=("top",))
    deck = NounPhrase(possessor="you", zones=("main-deck",))
    if said[:3] != [
        NounPhrase(kinds=("card",)),
        Prepositional(preposition="from", object=top),
        Prepositional(preposition="of", object=deck),
    ]:
        return None
    if len(said) != 4 or not isinstance(until := said[3], Prepositional):
        return None
    wanted = until.object
    if until.preposition != "until" or not isinstance(wanted, NounPhrase):
        return None
    if wanted != NounPhrase(quantifier="a", kinds=wanted.kinds) or len(wanted.kinds) != 1:
        return None
    return _CARD_TYPES.get(wanted.kinds[0])


_CARD_TYPES = {"unit": "Unit", "gear": "Gear", "spell": "Spell"}  # the IR's kinds (131)


def _a_turn_after_this(clause: Clause) -> bool:
    """ "a turn after this one" (the IR: a turn, then "after" this, "one" left over of it)."""
    read = instruction_or_none(clause)
    said = list(read.objects) if read is not None else []
    if said and said[-1] == Value(amount=1):
        said.pop()  # "this one": this turn
    return said == [
        NounPhrase(quantifier="a", times=("turn",)),
        Prepositional(preposition="after", object=NounPhrase(reference="this")),
    ]


def _top_or_bottom(found: list[Clause]) -> list[Clause]:
    """ "… on the top or bottom of their Main Deck" reads as two clauses joined by "or" (the
    second with the verb elided): one clause, "on the top or bottom", again."""
    merged: list[Clause] = []
    for clause in found:
        before = merged[-1] if merged else None
        if (
            before is not None
            and clause.joint == "or"
            and clause.verb is before.verb
            and before.lemma in ("put", "place")
            and _is(_first(clause.objects), qualities=("bottom",))
            and _preposition(before.objects[-2:-1]) == "on"
            and _is_the_top(before.objects[-1])
        ):
            top = before.objects[-1]
            both = ast.NounPhrase(parts=(*top.parts, Word(kind="OR", text="or"), clause.objects[0]))
            before.objects = [*before.objects[:-1], both, *clause.objects[1:]]
            continue
        merged.append(clause)
    return merged


# Who is protected from damage (437), by the IR's noun phrase naming them
_PROTECTED = {
    NounPhrase(reference="it"): It,
    NounPhrase(reference="that", kinds=("unit",)): It,
    NounPhrase(reference="self"): Self,
}
_THIS_TURN = Duration(until="turn")


def prevention(sentence: Node) -> Action | None:
    """A sentence that prevents damage (437; the IR: the verb "prevent", the damage and whom
    it protects) -> :class:`~riftrules.engine.Prevent`; None for any other sentence."""
    said = _sentence_ir(sentence)
    if said is None:
        return None
    if said.triggers:
        return _prevent_next_time(said)
    return (
        _prevent_next_damage(said.instructions)
        or _prevent_effects(said.instructions)
        or _double_damage(said.instructions)
    )


def _double_damage(said: tuple[Instruction, ...]) -> Action | None:
    """ "Double all damage that would be dealt to it this turn." (a replacement of the damage
    dealt to it, 432.1, 465.2.c.4.a; read as a "double", "be", and a "dealt to it this turn",
    as a Prevent is)."""
    protected = said[2].objects[0] if len(said) == 3 and said[2].objects else None
    who = protected.object if isinstance(protected, Prepositional) else None
    if who not in _PROTECTED:
        return None
    shape = (
        Instruction(
            verb=Verb.DOUBLE,
            objects=(
                NounPhrase(quantifier="all", quantities=("damage",)),
                NounPhrase(reference="that"),
                Adverb(word="would"),
            ),
        ),
        Instruction(verb=Verb.BE),
        Instruction(
            verb=Verb.DEAL,
            past=True,
            objects=(Prepositional(preposition="to", object=who), _THIS_TURN),
        ),
    )
    return DoubleDamage(_PROTECTED[who]()) if said == shape else None  # type: ignore[index]


def _prevent_next_damage(said: tuple[Instruction, ...]) -> Action | None:
    """ "Prevent the next 7 damage that would be dealt to it this turn." (437.1.b.1: "the next
    X damage", read as a "prevent", "be", and a "dealt to it this turn")."""
    damage = said[0].objects[0] if said and said[0].objects else None
    count = damage.count if isinstance(damage, NounPhrase) else None
    protected = said[2].objects[0] if len(said) == 3 and said[2].objects else None
    who = protected.object if isinstance(protected, Prepositional) else None
    if count is None or count.amount is None or who not in _PROTECTED:
        return None
    next_damage = NounPhrase(
        quantifier="the", count=count, quantities=("damage",), ordinals=("next",)
    )
    shape = (
        Instruction(
            verb=Verb.PREVENT,
            objects=(next_damage, NounPhrase(reference="that"), Adverb(word="would")),
        ),
        Instruction(verb=Verb.BE),
        Instruction(
            verb=Verb.DEAL,
            past=True,
            objects=(Prepositional(preposition="to", object=who), _THIS_TURN),
        ),
    )
    if said != shape or not count.bare("amount"):
        return None
    return Prevent(_PROTECTED[who](), count.amount)  # type: ignore[index]


def _prevent_next_time(said: Sentence) -> Action | None:
    """ "The next time it would be dealt damage this turn, prevent it.": the next damage event,
    all of it."""
    trigger = said.triggers[0]
    subject = trigger.event[0].subject if trigger.event else ()
    who = subject[0] if len(subject) == 1 else None
    if len(said.triggers) != 1 or who not in _PROTECTED:
        return None
    event = (
        Instruction(verb=Verb.BE, subject=(who,), modal=("would",)),
        Instruction(
            verb=Verb.DEAL, past=True, objects=(NounPhrase(quantities=("damage",)), _THIS_TURN)
        ),
    )
    if trigger != Trigger(kind=TriggerKind.NTH_TIME, ordinal="next", event=event):
        return None
    if said.instructions != (
        Instruction(verb=Verb.PREVENT, objects=(NounPhrase(reference="it"),)),
    ):
        return None
    return Prevent(_PROTECTED[who](), once=True)  # type: ignore[index]


# "Prevent all spell and ability damage this turn.": no unit named, every unit; no combat
# damage (read as two "prevent"s: of all spells, and of ability damage)
_PREVENT_EFFECTS = (
    Instruction(verb=Verb.PREVENT, objects=(NounPhrase(quantifier="all", kinds=("spell",)),)),
    Instruction(
        verb=Verb.PREVENT,
        joint="and",
        objects=(NounPhrase(kinds=("ability",), quantities=("damage",)), _THIS_TURN),
    ),
)


def _prevent_effects(said: tuple[Instruction, ...]) -> Action | None:
    return Prevent(effects_only=True) if said == _PREVENT_EFFECTS else None


def _repeat(who: Selector, found: Roles) -> Action:
    """ "Repeat this gear's play effect." (the IR: "this", a play effect): the effects of its
    play effects, again (383.4.a.3)."""

    only(found, "direct")
    said = _phrase_ir(found.direct)
    if (
        not isinstance(said, NounPhrase)
        or (said.reference, said.kinds) != ("this", ("play-effect",))
        or not said.bare("reference", "of", "kinds")
    ):
        raise NotCompiled(Construct.VERB, "repeating what is not my play effect", "repeat")
    return RepeatPlayEffect()


VERBS: dict[str, Builder] = {
    "draw": _draw,
    "burn": _player_count(Burn),
    "discard": _discard,
    "channel": _channel,
    "deal": _deal,
    "kill": _on_target(Kill),
    "empower": _on_target(Empower),
    "disempower": _on_target(Disempower),
    "banish": _on_target(Banish),
    "recall": _on_target(Recall),
    "heal": _on_target(Heal),
    "stun": _on_target(Stun),
    "ready": _on_target(Ready),
    "exhaust": _on_target(Exhaust),
    "buff": _on_target(Buff),
    "recycle": _on_target(Recycle),
    "give": _give,
    "double": _double,
    "increase": _increase,
    "gain": _gain,
    "spend": _spend,
    "predict": _predict,
    "score": _score,
    "look": _look(Look),
    "reveal": _look(Reveal),
    "play": _play,
    "create": _create,
    "move": _move,
    "choose": _choose,
    "counter": _counter,
    "make": _make,
    "return": _return,
    "add": _add,
    "pay": _pay,
    "attach": _attach,
    "put": _put,
    "take": _take_control,
    "swap": _swap,
    "win": _win,
    "place": _put,
    "detach": _detach,
    "unattach": _detach,
    "repeat": _repeat,
}


# the verbs done to objects (not by a count of cards): another player doing them does them in turn
_DONE_TO = {
    VERBS[v] for v in ("kill", "banish", "recall", "stun", "ready", "exhaust", "recycle", "return")
}


def _each_does(who: Selector, built: Action, may: bool = False) -> Action:
    """ "Each player kills one of their units": each of them in turn chooses and does it
    ("their" is that player: ``It``); "each player may return a unit …": each decides."""
    target = getattr(built, "target", None)
    of = getattr(target, "of", None)
    if isinstance(built, Recycle) and target == That() and who == It():
        # "They reveal their hand and you choose a … card from it. They recycle that card.":
        # "they" recycle the card chosen from their hand, its owner (416.1: to their deck)
        return Recycle(target, who=OwnerOf(target))
    if (
        isinstance(built, Recall)
        and isinstance(target, (It, Self))
        and isinstance(who, (It, Remembered))
    ):
        # "Choose a player. They gain control of this and recall it.": nothing is theirs to
        # choose; the permanent goes to its controller's base whoever sends it (455)
        return built
    if not isinstance(target, Choose) or getattr(of, "controller", None) is not None:
        raise NotCompiled(
            Construct.PLAYER_CHOICE, "another player doing this to what is not theirs to choose"
        )
    chosen = dataclasses.replace(target, chooser=It())
    done = dataclasses.replace(built, target=chosen)
    return ForEach(who, May(done, who=It()) if may else done)


def action(clause: Clause, who: Selector = CONTROLLER) -> Action:
    """The action a clause stands for, as ``who`` does it."""
    builder = VERBS.get(clause.lemma)
    if not clause.lemma:
        raise NotCompiled(Construct.CLAUSE_PART, "a clause with no verb not compiled")
    if builder is None:
        raise NotCompiled(Construct.VERB, f"verb {clause.lemma!r} not compiled", clause.lemma)
    if builder is _take_control and not clause.auxiliaries and _a_turn_after_this(clause):
        return TakeTurn(who)  # "Take a turn after this one." (735)
    if clause.lemma == "reveal" and who == CONTROLLER and (until := _revealed_until(clause)):
        return RevealUntil(until)  # "reveal cards from the top of … until you reveal a unit"
    objects = list(clause.objects)
    if clause.verb is not None and clause.verb.kind == "KEYWORD_VERB":
        parts = clause.verb.text.strip("[]").split(" ")
        if len(parts) == 2:
            objects.insert(0, ast.Counted(parts=(Word(kind="NUMBER", text=parts[1]),)))
    locating = clause.lemma not in (
        "look",
        "reveal",
        "put",
        "place",
        "swap",
    )  # "in your hand": a zone
    try:
        built = builder(who, roles(objects, locating=locating))
    except NotCompiled as refusal:
        if refusal.construct is Construct.VERB and refusal.term is None:
            refusal.term = clause.lemma  # the verb whose complements are of another shape
        raise
    owners = who == OwnerOf(It()) and built == Recycle(It())
    if owners:
        built = Recycle(It(), who=who)  # "Their owners recycle them": each owner, theirs (416)
    modal = [w.text.casefold() for w in clause.auxiliaries]
    if modal not in ([], ["may"], ["must"]):  # "you must recycle …": no choice not to
        raise NotCompiled(Construct.CLAUSE_PART, f"{' '.join(modal)!r} not compiled")
    if who != CONTROLLER and builder in _DONE_TO and not owners:
        return _each_does(who, built, may=modal == ["may"])
    if modal == ["may"] and who == Players():
        raise NotCompiled(
            Construct.PLAYER_CHOICE, "each player deciding whether to do it not compiled"
        )
    if modal == ["may"] and who != CONTROLLER:
        if not isinstance(who, (It, That, ControllerOf, OwnerOf, Remembered)):
            raise NotCompiled(
                Construct.PLAYER_CHOICE, "another player deciding whether to do it not compiled"
            )
        return May(built, who=who)  # "Its controller may draw 1": they decide (383.3.e.2)
    if modal == ["may"]:
        return May(built)
    return built
