"""The verbs of cards and decks: draw, discard, channel, look and reveal, return, put and place,
recycle and the cards taken from a trash, a hand or among others (413-440)."""

from __future__ import annotations

import dataclasses

from riftrules.cards.model import CardType
from riftrules.cardtext import ast
from riftrules.cardtext.nodes import Node, Word
from riftrules.cardtext.printer import quote
from riftrules.effects.refusals import Construct, NotCompiled
from riftrules.effects.roles import (
    Roles,
    only,
    target_of,
)
from riftrules.effects.targets import (
    select,
)
from riftrules.effects.verbs.clause_parts import (
    _CARD_NOUNS,
    _CARD_TYPES,
    Builder,
    _a_card,
    _among,
    _control,
    _costed,
    _counted,
    _first,
    _from_trash,
    _is,
    _number_of,
    _one,
    _one_ir,
    _phrase_ir,
    _player_count,
    _preposition,
    _some,
    _this_from_your_trash,
    _whose,
    merge_elided_or,
)
from riftrules.effects.verbs.counters import put_counters
from riftrules.effects.verbs.naming import with_that_named
from riftrules.effects.verbs.registry import verb
from riftrules.engine import (
    CONTROLLER,
    Cards,
    CardsIn,
    Channel,
    ChannelRunes,
    Choose,
    Count,
    Discard,
    DiscardCards,
    Draw,
    DrawCards,
    ForEach,
    HideCards,
    It,
    Look,
    LookCards,
    Opponent,
    Opponents,
    Players,
    Put,
    PutTop,
    Remember,
    Return,
    Reveal,
    RevealCards,
    Sequence,
    ShuffleInto,
    That,
)
from riftrules.engine.actions import Action
from riftrules.engine.names import RUNE_DECK, Zone
from riftrules.engine.selectors import Selector
from riftrules.ir.clauses import Clause
from riftrules.ir.nodes import (
    NounPhrase,
    Prepositional,
    Value,
    Verb,
)
from riftrules.ir.reader import (
    instruction_or_none,
)


@verb(Verb.DRAW)
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


@verb(Verb.DISCARD)
def _discard(who: Selector, found: Roles) -> Action:
    """ "Discard 2.", "Each player discards their hand." (each their own whole hand)."""
    if (named := with_that_named(found, CardsIn(Zone.HAND, whose=who))) is not None:
        only(found)  # "Each opponent … discards each card with that name" (from their hand)
        return DiscardCards(named)
    said = _phrase_ir(found.direct)
    if (
        said is not None
        and said.bare("reference", "kinds")
        and said.reference == "that"
        and len(said.kinds) == 1
        and said.kinds[0] in _CARD_NOUNS
    ):
        only(found, "direct")  # "they discard that card", "… that spell" (the one chosen)
        return DiscardCards(That())
    if found.filters.get("any_number") and who == CONTROLLER and said is not None:
        # "Discard any number of cards": as many of your hand as you choose (355.13)
        kind = said.kinds[0] if len(said.kinds) == 1 and said.bare("kinds") else ""
        if kind not in _CARD_NOUNS:
            raise NotCompiled(Construct.VERB, f"discarding {quote(found.direct)!r} not compiled")
        del found.filters["any_number"]
        only(found, "direct")
        return DiscardCards(Choose(CardsIn(Zone.HAND, type=_CARD_NOUNS[kind]), None, True))
    kind = _a_card(found.direct)
    if kind is not None and who == CONTROLLER:  # "Discard a gear, [1], [E]: …"
        only(found, "direct")
        return DiscardCards(Choose(CardsIn(Zone.HAND, type=_CARD_NOUNS[kind])))
    if found.direct is None or not _owned([found.direct], "hand"):
        return _player_count(Discard)(who, found)
    found.direct = None
    only(found)
    return ForEach(who, Discard(It(), Count(CardsIn(Zone.HAND, whose=It()))))


@verb(Verb.HIDE)
def _hide(who: Selector, found: Roles) -> Action:
    """ "Hide a card from your hand.", "Hide a unit from your hand." (421.1): one card of that
    kind of your hand, chosen as it resolves (a hand is private, 355.10.a), facedown at a
    battlefield you control."""
    origin = found.by_preposition.pop("from", None)
    kind = _a_card(found.direct)
    if who != CONTROLLER or kind is None or _whose(_one(origin), "hand") != "you":
        raise NotCompiled(
            Construct.VERB,
            f"hiding {quote(*_some(found.direct), *(origin or [])).casefold()!r} not compiled",
        )
    found.direct = None
    only(found)
    return HideCards(Choose(CardsIn(Zone.HAND, type=_CARD_NOUNS[kind])))


@verb(Verb.CHANNEL)
def _channel(who: Selector, found: Roles) -> Action:
    if (number := _number_of(found, found.direct, kinds=("rune",))) is not None:
        only(found, "exhausted")  # "channel runes equal to the number of …"
        return Channel(who, number, exhausted=bool(found.exhausted))
    if found.one_of and _is(found.direct, reference="they"):
        found.one_of, found.direct = False, None  # "Channel one of them": of those looked at
        only(found, "exhausted")
        of = Choose(Cards(zone=Zone.RUNE_DECK, type=CardType.RUNE))
        return ChannelRunes(of, exhausted=bool(found.exhausted))
    only(found, "count", "direct", "exhausted")
    count = found.count
    if found.direct is not None:  # "channel 1 rune" reads as a counted noun phrase
        count = _counted(found.direct, kinds=("rune",))
        if count is None:
            raise NotCompiled(Construct.VERB, f"'channel' {quote(found.direct)!r} not compiled")
    return Channel(who, count or 1, exhausted=bool(found.exhausted))


def _look(action: type) -> Builder:
    def build(who: Selector, found: Roles) -> Action:
        among = _among(found)
        if among is not None and action is Reveal:  # "reveal a unit from among them"
            only(found, "costing")
            return RevealCards(_costed(among, found))
        if action is Reveal and _is(found.direct, reference="it"):
            only(found, "direct")  # "…, then reveal it": the card the instruction before named
            return RevealCards(It())
        if action is Reveal and _whose(found.direct, "hand") in ("their", "you"):
            only(found, "direct")  # 424.3.a: all of it
            return RevealCards(CardsIn(Zone.HAND, whose=who))
        hand = _an_opponents_hand(found) if action is Look else None
        if hand is not None:  # "Look at an opponent's hand" (128.4: theirs to look at alone)
            return hand
        top_n = found.count if _is_the_top(found.direct) else None  # "reveal the top 2 cards"
        if top_n is not None:
            found.count = None
        only(found, "direct", "at", "of")
        target = found.by_preposition.get("at", []) + ([found.direct] if found.direct else [])
        deck = found.by_preposition.get("of", [])
        if action is Look and _one_ir(deck) == _YOUR_RUNE_DECK:  # secret order (108.5.d)
            runes = _top_cards(target, kinds=("rune",))
            if runes is None:
                raise NotCompiled(
                    Construct.VERB, f"looking at {quote(*target).casefold()!r} not compiled"
                )
            return Look(runes, zone=RUNE_DECK)
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


_AN_OPPONENTS_HAND = NounPhrase(quantifier="a", of=("opponent",), zones=("hand",))


def _an_opponents_hand(found: Roles) -> Action | None:
    """ "Look at an opponent's hand" (the IR: "at" a hand of "an opponent", nothing else): an
    opponent, chosen (the "they" of what follows), whose hand you look at; None for another
    clause (the phrase is taken out of ``found``)."""
    at = found.by_preposition.get("at")
    if found.direct is not None or found.count is not None or _one_ir(at) != _AN_OPPONENTS_HAND:
        return None
    del found.by_preposition["at"]
    only(found)
    return Sequence(Remember("chosen", Opponent()), LookCards(CardsIn(Zone.HAND, whose=It())))


def _is_the_top(node: Node | None) -> bool:
    """ "the top" (the IR: the quality "top", of a deck named after it), or "top"."""
    said = _phrase_ir(node)
    return _the_or_none(said) == NounPhrase(qualities=("top",))


_YOUR_RUNE_DECK = NounPhrase(possessor="you", kinds=("rune",), zones=("deck",))


def _top_cards(target: list[Node], kinds: tuple[str, ...] = ("card",)) -> int | None:
    """How many cards "the top card", "the top 3 cards" name (the IR: the top, then a card
    or a number of cards; ``kinds`` ("rune",): "the top 2 runes"); None for another noun
    phrase."""
    if len(target) == 2 and _is_the_top(target[0]):
        return _counted(target[1], kinds=kinds)
    top_card = NounPhrase(qualities=("top",), kinds=kinds)
    return 1 if _the_or_none(_one_ir(target)) == top_card else None


def _the_or_none(said: NounPhrase | None) -> NounPhrase | None:
    """``said`` without its quantifier if that is "the" or none ("the top", "top"); None for
    another quantifier."""
    if said is None or said.quantifier not in (None, "the"):
        return None
    return dataclasses.replace(said, quantifier=None)


@verb(Verb.SHUFFLE)
def _shuffle(who: Selector, found: Roles) -> Action:
    """ "Shuffle your trash into your Main Deck.", "… your hand …": every card there into
    your Main Deck, then the deck shuffled (:class:`ShuffleInto`)."""
    into = found.by_preposition.pop("into", [])
    only(found, "direct")
    zone = next((z for z in _SHUFFLED_IN if _whose(found.direct, z) == "you"), None)
    if who != CONTROLLER or zone is None or len(into) != 1 or _whose(into[0], "main-deck") != "you":
        raise NotCompiled(
            Construct.VERB,
            f"shuffling {quote(*_some(found.direct)).casefold()!r} "
            f"into {quote(*into).casefold()!r} not compiled",
        )
    return ShuffleInto(CardsIn(_SHUFFLED_IN[zone]))


# the zones of yours whose cards a text shuffles into your Main Deck (the IR's -> the engine's)
_SHUFFLED_IN = {"trash": "trash", "hand": "hand"}


@verb(Verb.RETURN)
def _return(who: Selector, found: Roles) -> Action:
    """ "Return a unit at a battlefield to its owner's hand.", "Return a unit from your trash to
    your hand." """
    only(found, "direct", "location", "filters", "costing", "to", "from")
    to = found.by_preposition.get("to", [])
    if _owned(to, "champion-zone"):  # "… your Chosen Champion from your trash to your Champion
        return _to_champion_zone(found)  # Zone" (108.3.c.1)
    if not _owned(to, "hand"):
        raise NotCompiled(Construct.VERB, f"returning to {quote(*to).casefold()!r} not compiled")
    this = _this_from_your_trash(found) if found.costing is None else None
    if this is not None:  # "return this from your trash to your hand" (385.2)
        return Return(this)
    from_trash = _from_trash(found) if found.costing is None else None
    return Return(from_trash if from_trash is not None else _costed(target_of(found), found))


def _to_champion_zone(found: Roles) -> Action:
    """ "Return your Chosen Champion from your trash to your Champion Zone": a card of your
    Chosen Champion's name (103.2.a.3) from your trash, put there if the zone is empty
    (108.3.c.1: :func:`riftrules.engine.deck.put_cards`)."""
    origin = found.by_preposition.get("from", [])
    if _phrase_ir(found.direct) != _YOUR_CHOSEN_CHAMPION or _whose(_one(origin), "trash") != "you":
        raise NotCompiled(
            Construct.VERB, f"returning {quote(found.direct).casefold()!r} to a Champion Zone"
        )
    return Put(Choose(CardsIn(Zone.TRASH, chosen_champion=True)), to=Zone.CHAMPION)


_YOUR_CHOSEN_CHAMPION = NounPhrase(possessor="you", kinds=("chosen-champion",))


def _owned(chunks: list[Node], zone: str) -> bool:
    """ "… to their hand", "… to its owner's hand", "… into your trash" (the IR: a player's
    ``zone``, or its owner's): a card goes to its owner's zone whatever player's is named
    (056.2: never into another player's non-Board zone)."""
    said = _one_ir(chunks)
    if said is None or not said.possessor or said.of not in ((), ("owner",)):
        return False
    return said == NounPhrase(possessor=said.possessor, of=said.of, zones=(zone,))


@verb(Verb.PUT, Verb.PLACE)
def _put(who: Selector, found: Roles) -> Action:
    """ "Put 1 into your hand" (one of the cards looked at), "put it in your hand", "put the
    rest into your trash", "put the top 2 cards of your Main Deck into your trash", "put a card
    from your hand on the top or bottom of your Main Deck", "Its owner places it on the top or
    bottom of their Main Deck" (that player chooses which)."""
    into = found.by_preposition.pop("into", None) or found.by_preposition.pop("at", None)
    on = found.by_preposition.pop("on", None)
    if on and not into and (counters := put_counters(found, on)) is not None:
        return counters  # "Put two +1 [M] counters on a friendly unit." (742)
    of = found.by_preposition.pop("of", [])
    origin = found.by_preposition.pop("from", [])
    among = _among(found) or with_that_named(found, Cards())  # "Put the units among them
    # into your hand", "Put each card with that tag into your hand" (of those revealed)
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
    if among is not None and found.count is None and not origin:
        target: Selector = among
    elif found.count is not None and found.direct is None and not origin:
        target = Choose(Cards(zone=Zone.MAIN_DECK), count=found.count)  # of those looked at
    elif found.direct is not None and found.count is None:
        target = _put_what(found.direct, origin)
    else:
        raise NotCompiled(Construct.VERB, "putting what? not compiled")
    if into is not None and on is None and not of and zone is not None:
        return Put(target, zone)
    end = _deck_end(on or [])
    if into is None and end and _owned(of, "main-deck"):
        return Put(target, Zone.MAIN_DECK, top=end[0], who=who)
    raise NotCompiled(
        Construct.VERB,
        f"putting cards {quote(*(into or []), *(on or []), *of).casefold()!r} not compiled",
    )


def _put_into(chunks: list[Node]) -> Zone | None:
    """The zone "into …" names: "your hand", a player's trash ("your trash", "its owner's
    trash": its owner's, 056); None for another phrase."""
    if _whose(_one(chunks), "hand") == "you":
        return Zone.HAND
    return Zone.TRASH if _owned(chunks, "trash") else None


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
    return Choose(CardsIn(Zone.HAND, type=_CARD_NOUNS[kind]))


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


def _a_turn_after_this(clause: Clause) -> bool:
    """ "a turn after this one", "an additional turn after this one" (734: an Additional Turn;
    the IR: a turn, then "after" this, "one" left over of it)."""
    read = instruction_or_none(clause)
    said = list(read.objects) if read is not None else []
    if said and said[-1] == Value(amount=1):
        said.pop()  # "this one": this turn
    after = Prepositional(preposition="after", object=NounPhrase(reference="this"))
    return said in (
        [NounPhrase(quantifier="a", times=("turn",)), after],
        [NounPhrase(quantifier="a", times=("turn",), qualities=("additional",)), after],
    )


def _top_or_bottom(found: list[Clause]) -> list[Clause]:
    """ "… on the top or bottom of their Main Deck" reads as two clauses joined by "or" (the
    second with the verb elided): one clause, "on the top or bottom", again."""
    return merge_elided_or(found, _or_bottom)


def _or_bottom(before: Clause, clause: Clause) -> bool:
    if not (
        before.lemma in ("put", "place")
        and _is(_first(clause.objects), qualities=("bottom",))
        and _preposition(before.objects[-2:-1]) == "on"
        and _is_the_top(before.objects[-1])
    ):
        return False
    top = before.objects[-1]
    both = ast.NounPhrase(parts=(*top.parts, Word(kind="OR", text="or"), clause.objects[0]))
    before.objects = [*before.objects[:-1], both, *clause.objects[1:]]
    return True
