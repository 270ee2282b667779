"""Noun phrases -> selectors: "a friendly unit at a battlefield" -> Choose(Units(…)).

What a phrase selects is read from its words: the determiner or count (one chosen, up to N,
all), the modifiers (friendly, enemy, other, exhausted), the noun (unit, gear, card…), and
the location chunks that follow it in the clause ("at a battlefield", "here", "in your base").
A phrase this module cannot read raises :class:`NotCompiled` with the words, never a guess.
"""

from __future__ import annotations

import dataclasses
from collections.abc import Iterator
from contextlib import contextmanager
from contextvars import ContextVar
from dataclasses import replace

from riftrules.cards.model import CardType
from riftrules.cardtext import ast
from riftrules.cardtext.nodes import Node, Word
from riftrules.cardtext.printer import quote
from riftrules.effects.conditions import keyword_state
from riftrules.effects.effect_text import own_name, this
from riftrules.effects.noun_phrases import ZONES
from riftrules.effects.noun_phrases import selector as ir_selector
from riftrules.effects.refusals import Construct, NotCompiled
from riftrules.effects.tokens import TOKENS
from riftrules.effects.trigger_players import ThatPlayer
from riftrules.engine import (
    CONTROLLER,
    Abilities,
    AnyOf,
    AtRandom,
    AttachedTo,
    Battlefields,
    Cards,
    CardsIn,
    Choose,
    ChoosePlayer,
    Chosen,
    CombatPlayer,
    ControllerOf,
    FacedownCards,
    It,
    MeAnd,
    MostMight,
    Opponent,
    Opponents,
    OwnerOf,
    Permanents,
    Players,
    Self,
    Spells,
    That,
    TheChosen,
    There,
    YourTeam,
)
from riftrules.engine.names import Zone
from riftrules.engine.selectors import Location, Selector
from riftrules.ir import IRError
from riftrules.ir.lexicon import LEXICON, tag_named
from riftrules.ir.nodes import Complement, NounPhrase, Prepositional, Relative, Value, Verb
from riftrules.ir.reader import complement_or_none, noun_phrase_or_none, read_object

NUMBER_WORDS = {
    "one": 1,
    "two": 2,
    "three": 3,
    "four": 4,
    "five": 5,
    "six": 6,
    "seven": 7,
    "eight": 8,
    "nine": 9,
    "ten": 10,
}
# the permanent type a noun names, by the kinds the lexicon gives it ("units", "Equipment",
# "units and gear" …): one type, or None for any
_PERMANENT_KINDS: dict[tuple[str, ...], CardType | None] = {
    ("unit",): CardType.UNIT,
    ("gear",): CardType.GEAR,
    ("permanent",): None,
    ("unit", "gear"): None,  # both permanent types (133.4.a.2)
    ("token",): None,  # tokens (179) of any type: Permanents(token=True)
}
# a unit's role in combat, by the state it is in (the lexicon's "attacking", "defending")
ROLES = {"attacking": "attacker", "defending": "defender"}
_THAT_KINDS = ("unit", "gear", "card", "permanent", "spell")  # "that unit", "that spell" …
PLAYER_NOUNS = {"player", "players", "opponent", "opponents"}
# the zones "your …" names (the IR of the noun phrase), as the engine names them
_YOUR_ZONES: dict[NounPhrase | None, Zone] = {
    **{
        NounPhrase(possessor="you", zones=(said,)): ZONES[said]
        for said in ("trash", "hand", "base", "main-deck", "deck")
    },
    NounPhrase(possessor="you", kinds=("rune",), zones=("deck",)): Zone.RUNE_DECK,
    NounPhrase(possessor="you", kinds=("legend",)): Zone.LEGEND,  # the Legend Zone (107.4)
}


def number(text: str) -> int:
    text = text.casefold().rstrip("+")
    if text.isdigit():
        return int(text)
    if text in NUMBER_WORDS:
        return NUMBER_WORDS[text]
    raise NotCompiled(Construct.VALUE, f"not a number: {text!r}")


def select(
    node: Node, location: str | None = None, one_of: bool = False, **filters: object
) -> Selector:
    """The selector a noun phrase (or counted phrase) stands for; ``filters`` narrow a
    permanent's ("with 3 [M] or less": ``max_might=3``; "with less Might than me":
    ``less_might_than=Self()``) or the choice ("any number of": ``any_number=1``, "with
    total Might 4 or less": ``total_might=4``); ``one_of``: one of them ("one of their
    units")."""
    words = list(node.words())
    lowered = [w.text.casefold() for w in words]
    if filters and not is_permanent_noun(_head(words)) and tag_named(_head(words)) is None:
        raise NotCompiled(Construct.NOUN_PHRASE, f"{quote(node)!r} with a Might bound not compiled")
    if location is None and not filters and not one_of and (read := ir_selector(node)):
        return read  # "something you control", "a legend, unit, or gear" (from the IR)
    if lowered == ["something"] and location is not None and not one_of:
        # "empower something here": a permanent there, a unit or gear (133.4.a.2)
        noun = [Word(kind="NOUN", text="permanent")]
        return _permanents(noun, ["permanent"], "permanent", location, filters, one_of)
    if len(words) == 1 and words[0].kind in ("PRONOUN", "DEMONSTRATIVE"):
        return _pronoun(lowered[0])
    said = noun_phrase_or_none(node)
    if said is not None and not filters and (earlier := _chosen_earlier(said)) is not None:
        return earlier
    if said is not None and not filters and (named := _NAMED.get(said)) is not None:
        return named
    head = _head(words)
    if said == _YOUR_UNIT and head == "unit":  # "Choose a friendly unit …. Then move your unit
        # there": that one
        return That()
    if said in _YOUR_ZONES:
        return CardsIn(_YOUR_ZONES[said])  # "your trash", "your legend" (107.4)
    if head == "legend" and len(words) == 2 and lowered[0] == "a":  # any player's (107.4)
        return Choose(CardsIn(Zone.LEGEND, whose=Players()))
    if head == "legend" and lowered == ["a", "friendly", "legend"] and not filters:
        # yours or a teammate's (489.8.e), in its Legend Zone (107.4)
        return Choose(CardsIn(Zone.LEGEND, whose=YourTeam()))
    if head in ("legend", "legends") or head.endswith(" legend"):
        # 107.4, 174-175: legends are in their owner's Legend Zone, not permanents
        raise NotCompiled(
            Construct.ZONE,
            f"{quote(node)!r} not compiled: legends in the Legend Zone as a group (107.4)",
        )
    owned = is_permanent_noun(head) or head in ("rune", "runes") or tag_named(head)
    yours = said is not None and said.possessor == "you"
    if yours and (every := _every_battlefield(said)) is not None and location is None:
        return every  # "your battlefields" (not yours to possess: those you control, 190)
    if words and words[0].kind == "POSSESSIVE" and not owned and head not in PLAYER_NOUNS:
        return _possessed(words, lowered)
    if head in PLAYER_NOUNS:
        return _players(said, lowered)
    if said is not None and said.kinds in _WITH_OTHERS:
        return _with_others(words, lowered, _WITH_OTHERS[said.kinds], location, filters, one_of)
    if is_permanent_noun(head):
        return _permanents(words, lowered, head, location, filters, one_of)
    if head in ("rune", "runes") and location is None and not filters:
        return _runes(words, lowered, one_of)
    if said in _BATTLEFIELDS and location is None and not filters:
        return Choose(_BATTLEFIELDS[said])
    if (every := _every_battlefield(said)) is not None and location is None and not filters:
        return every
    if said in _SPELLS and location is None and not filters:  # on the chain (355.9.a.2)
        return Choose(Spells(_SPELLS[said]), prompt=Spells.PROMPT)
    if said in ABILITIES and location is None and not filters:  # on the chain (355.9.a.2)
        return Choose(Abilities(ABILITIES[said]), prompt=Abilities.PROMPT)
    if (tag := tag_named(head)) is not None:  # "Your Mechs": units with that tag
        noun = "units" if head.endswith("s") else "unit"
        return _permanents(words, lowered, noun, location, {**filters, "tag": tag}, one_of)
    if (named := _token_named(words)) is not None:  # "a Shadow Clone you control"
        words, name = named
        lowered = [w.text.casefold() for w in words]
        return _permanents(words, lowered, "permanent", location, {**filters, "name": name}, one_of)
    if words and all(w.kind == "NAME" for w in words) and (named := own_name()) is not None:
        return named  # "kill Guardian Angel" in its effect text: the Equipment (136.2.d)
    if said == _A_FACEDOWN_CARD and location in _FACEDOWN_PLACES and not filters and not one_of:
        # "a facedown card (at a battlefield)": anyone's, in a Facedown Zone — each at a
        # battlefield (107.3), a public zone (355.10.a.1): chosen as a target
        return Choose(FacedownCards(controller=None))
    raise NotCompiled(Construct.NOUN_PHRASE, f"cannot tell what {quote(node)!r} selects")


# the card types this effect has chosen so far, in order ("Choose a friendly unit and a
# spell."): while its instructions compile (:func:`choosing`, :func:`chose`)
_CHOSEN_TYPES: ContextVar[list[str] | None] = ContextVar("chosen_types", default=None)
# "that unit" -> its type
_CHOSEN_KINDS = {kind: LEXICON["card_types"][kind] for kind in ("unit", "gear", "spell")}


@contextmanager
def choosing() -> Iterator[None]:
    """Compile the instructions of one effect: what it chooses is told apart by type."""
    token = _CHOSEN_TYPES.set([])
    try:
        yield
    finally:
        _CHOSEN_TYPES.reset(token)


def chose(target: Selector) -> None:
    """The effect chooses what ``target`` selects ("Choose a spell": a spell on the chain;
    "… a friendly unit": a unit): remember its card type, if one."""
    kinds = _CHOSEN_TYPES.get()
    of = getattr(target, "of", None)
    kind = "Spell" if isinstance(of, Spells) else getattr(of, "type", None)
    if kinds is not None and isinstance(target, Choose):
        kinds.append(kind if isinstance(kind, str) else "")


def _chosen_earlier(said: NounPhrase) -> Selector | None:
    """ "Choose a friendly unit and a spell. Counter that spell and give that unit …": "that
    unit" names the one unit chosen when something else was chosen after it (what "that"
    alone names is the last chosen); None otherwise."""
    kinds = _CHOSEN_TYPES.get()
    if not kinds or not said.bare("reference", "kinds") or said.reference != "that":
        return None
    kind = _CHOSEN_KINDS.get(said.kinds[0]) if len(said.kinds) == 1 else None
    if kind is None or kinds.count(kind) != 1 or kinds[-1] == kind:
        return None
    return TheChosen(kind)


# noun phrases naming what the effect or its trigger chose, or did something to, before
_NAMED: dict[NounPhrase, Selector] = {
    **{NounPhrase(reference="that", kinds=(kind,)): That() for kind in _THAT_KINDS},
    NounPhrase(quantifier="the", kinds=("unit",), states=("killed",)): That(),
    # the players in the combat (464.2.c)
    NounPhrase(quantifier="the", states=("attacking",)): CombatPlayer("attacker"),
    NounPhrase(quantifier="the", states=("defending",)): CombatPlayer("defender"),
    # both ("the attacker and defender each [Add] [1]")
    NounPhrase(quantifier="the", kinds=("attacker", "defender")): AnyOf(
        (CombatPlayer("attacker"), CombatPlayer("defender"))
    ),
    # "Choose a friendly unit and a battlefield. … the chosen unit"
    NounPhrase(quantifier="the", kinds=("unit",), states=("chosen",)): Permanents(
        type=CardType.UNIT, among=Chosen()
    ),
    # "Choose a friendly unit and an enemy unit. … give the friendly unit +2 [M]": the one of
    # those chosen
    **{
        NounPhrase(quantifier="the", controller=whose, kinds=("unit",)): Permanents(
            type=CardType.UNIT, controller=whose, among=Chosen()
        )
        for whose in ("friendly", "enemy")
    },
    NounPhrase(reference="those", kinds=("unit",)): It(),
    NounPhrase(reference="those", kinds=("card",)): It(),
    # of the cards looked at, those still in the deck
    NounPhrase(quantifier="the", qualities=("rest",)): Cards(zone=Zone.MAIN_DECK),
    # "Draw one and recycle the other", "Channel one of them and recycle the other": of the
    # cards looked at, those the instruction before did not take (from any deck)
    NounPhrase(quantifier="the", other=True): Cards(besides=It()),
    NounPhrase(quantifier="the", kinds=("card",), qualities=("remaining",)): Cards(
        zone=Zone.MAIN_DECK
    ),
}
_YOUR_UNIT = NounPhrase(possessor="you", kinds=("unit",))
# legends as a group, in their Legend Zones (107.4; the IR of a subject that has or gains an
# ability): "friendly legends" are yours and your allies' (489.8.e), "your legend" yours
LEGENDS: dict[NounPhrase, Permanents] = {
    NounPhrase(controller="friendly", kinds=("legend",)): Permanents(
        type=CardType.LEGEND, controller="friendly", legends=True
    ),
    NounPhrase(possessor="you", kinds=("legend",)): Permanents(
        type=CardType.LEGEND, controller="you", legends=True
    ),
}


def is_permanent_noun(noun: str) -> bool:
    """Does ``noun`` (a phrase's head, case-folded) name permanents: units, gear, both,
    permanents, tokens (the lexicon's kinds of it: :data:`_PERMANENT_KINDS`)?"""
    return _kinds(noun) in _PERMANENT_KINDS


def _kinds(noun: str) -> tuple[str, ...]:
    """The kinds the lexicon says ``noun`` names; none for another word."""
    found = LEXICON["nouns"].get(noun)
    if found is None or found[0] != "kind":
        return ()
    return tuple(found[1]) if isinstance(found[1], list) else (found[1],)


def _relative(word: Word) -> Relative | None:
    """The relative clause a word of kind RELATIVE says (the lexicon's), else None."""
    said = LEXICON["relatives"].get(word.text.casefold()) if word.kind == "RELATIVE" else None
    return Relative(**{**said, "verb": Verb(said["verb"])}) if said is not None else None


def _token_named(words: list[Word]) -> tuple[list[Word], str] | None:
    """ "a Shadow Clone you control": the permanents with the name of a token of rule 187
    that has no tag (a tag's name selects by tag): the words with the name as the noun
    "permanent", and the name; None if the phrase names none."""
    names = [i for i, w in enumerate(words) if w.kind == "NAME"]
    if not names or names != list(range(names[0], names[-1] + 1)):
        return None
    name = " ".join(words[i].text for i in names)
    if name not in TOKENS or TOKENS[name][0]:
        return None
    noun = Word(kind="NOUN", text="permanent")
    return [*words[: names[0]], noun, *words[names[-1] + 1 :]], name


def _pronoun(word: str) -> Selector:
    if word == "this":
        return this()  # the Equipment, in its effect text (136.2.d)
    if word in ("me", "i"):
        return Self()
    if word in ("it", "them", "they", "that"):
        return It()
    if word == "you":
        return CONTROLLER
    if word == "we":  # me and the unit the sentence before chose ("… to each other")
        return MeAnd(It())
    raise NotCompiled(Construct.NOUN_PHRASE, f"cannot tell what {word!r} selects")


def _possessed(words: list[Word], lowered: list[str]) -> Selector:
    owner = lowered[0]
    rest = " ".join(lowered[1:])
    if owner == "its" and rest in ("owner", "controller"):
        return OwnerOf(It()) if rest == "owner" else ControllerOf(It())
    if owner == "their" and rest in ("owners", "controllers"):  # of the cards named before
        return OwnerOf(It()) if rest == "owners" else ControllerOf(It())
    raise NotCompiled(
        Construct.NOUN_PHRASE, f"cannot tell what {' '.join(w.text for w in words)!r} selects"
    )


def relative_state(low: str) -> dict[str, object] | None:
    """The selector's fields for a relative clause the lexicon reads as "that" + "be" + a
    keyword naming a state ("that are [Empowered]", "that's [Empowered]": 441.2); None for
    another relative clause."""
    said = LEXICON["relatives"].get(low)
    if said is None or said.get("subject") != "that" or said["verb"] != "be":
        return None
    return keyword_state(said.get("object", ""))


def _head(words: list[Word]) -> str:
    """The noun a phrase is about; a sentence's first word may be lexed as a name ("Units")."""
    nouns = [w.text.casefold() for w in words if w.kind in ("NOUN", "OTHER", "NAME")]
    return nouns[-1] if nouns else ""


_PLAYERS: dict[NounPhrase, Selector] = {
    NounPhrase(reference="that", kinds=("player",)): ThatPlayer(),
    NounPhrase(quantifier="each", kinds=("opponent",)): Opponents(),
    NounPhrase(kinds=("opponent",)): Opponents(),  # "opponents"
    NounPhrase(possessor="you", kinds=("opponent",)): Opponents(),  # "your opponents"
    NounPhrase(quantifier="each", other=True, kinds=("player",)): Opponents(),
    NounPhrase(quantifier="a", kinds=("opponent",)): Opponent(),
    NounPhrase(count=Value(amount=1), kinds=("opponent",)): Opponent(),  # "one opponent"
    NounPhrase(quantifier="a", kinds=("player",)): ChoosePlayer(),
    NounPhrase(quantifier="each", kinds=("player",)): Players(),
    NounPhrase(kinds=("player",)): Players(),  # "players"
    NounPhrase(quantifier="all", kinds=("player",)): Players(),
}


def _players(said: NounPhrase | None, lowered: list[str]) -> Selector:
    """The players a noun phrase names (the IR: :data:`_PLAYERS`)."""
    found = _PLAYERS.get(said) if said is not None else None
    if found is None:
        text = " ".join(lowered)
        raise NotCompiled(Construct.NOUN_PHRASE, f"cannot tell which players {text!r} are")
    return found


# a list naming permanents and more (clauses' ``_kinds``; the IR's kinds): what else than units
# and gear it names
_A_FACEDOWN_CARD = NounPhrase(quantifier="a", kinds=("card",), states=("facedown",))
_FACEDOWN_PLACES = (None, "battlefield", "one-battlefield")  # every facedown card is at one
_WITH_OTHERS = {("unit", "gear", "facedown-card"): "facedown", ("unit", "gear", "rune"): "runes"}


def _with_others(
    words: list[Word],
    lowered: list[str],
    rest: str,
    location: str | None,
    bounds: dict[str, object],
    one_of: bool,
) -> Selector:
    """ "another friendly gear, unit, or facedown card" (facedown cards: 355.9.a.3), "up to 4
    units, gear, and/or runes" (runes on the board, 355.9.a.1): permanents and those, one
    choice among them all. Only "friendly", "another", a count: other words would have to say
    what they mean for a facedown card or a rune."""
    noun = "permanent"  # a unit or gear (133.4.a.2)
    base = Word(kind="NOUN", text=noun)
    found = _permanents([*words[:-1], base], [*lowered[:-1], noun], noun, None, {}, one_of)
    permanents = found.of if isinstance(found, Choose) else found
    said = {k for k in ("type", "controller", "other") if getattr(permanents, k) is not None}
    if (
        location is not None
        or bounds
        or permanents != Permanents(**{k: getattr(permanents, k) for k in said})
    ):
        raise NotCompiled(Construct.NOUN_PHRASE, f"cannot tell what {' '.join(lowered)!r} selects")
    whose = permanents.controller
    others: Selector
    if rest == "facedown" and whose in ("you", "friendly"):
        others = FacedownCards() if whose == "you" else FacedownCards(controller="friendly")
    elif rest == "runes" and whose in (None, "you"):
        others = CardsIn(Zone.RUNES) if whose == "you" else CardsIn(Zone.RUNES, whose=Players())
    else:
        raise NotCompiled(Construct.NOUN_PHRASE, f"cannot tell what {' '.join(lowered)!r} selects")
    both = AnyOf((permanents, others))
    return dataclasses.replace(found, of=both) if isinstance(found, Choose) else both


def _permanents(
    words: list[Word],
    lowered: list[str],
    head: str,
    location: str | None,
    bounds: dict[str, object],
    one_of: bool = False,
) -> Selector:
    bounds = dict(bounds)
    any_number = bool(bounds.pop("any_number", False))  # 355.13: zero or more of them
    total = bounds.pop("total_might", None)  # "with total Might 4 or less" (355.11.b)
    together = bool(bounds.pop("together", False))  # "up to three units at the same location"
    one_each = bool(bounds.pop("one_each", False))  # "up to one enemy unit at each location"
    if total is not None and not any_number:
        raise NotCompiled(
            Construct.NOUN_PHRASE, "a total Might bound on a choice of a set number not compiled"
        )
    rank = bounds.pop("might_rank", None)  # "the enemy unit with the highest Might"
    filters: dict[str, object] = {"type": _PERMANENT_KINDS[_kinds(head)], **bounds}
    if head == "equipment":  # 150.1: gear with the Equipment tag
        filters["tag"] = "Equipment"
    count: int | None = 1
    up_to = at_random = False
    chooser: Selector = CONTROLLER
    for word, low in zip(words, lowered, strict=True):
        if word.kind == "ADJECTIVE":
            if low in ("friendly", "enemy"):
                filters["controller"] = low
            elif low == "random":  # "a random enemy unit": picked at random, no choice
                at_random = True
            elif low == "other":
                filters["other"] = True
            elif low in ("exhausted",):
                filters["exhausted"] = True
            elif low in ("stunned", "buffed", "damaged"):
                filters[low] = True
            elif low in ROLES:
                filters["role"] = ROLES[low]
            elif low == "non-token":
                filters["token"] = False
            elif low == "equipped":  # 818.3: an Equipment is attached to it
                filters["equipped"] = True
            elif low in ("attached", "detached", "unattached"):  # 718
                filters["attached"] = low == "attached"
            elif low.startswith("non-") and (tag := tag_named(low[4:])) is not None:
                filters["not_tag"] = tag  # "a non-Dragon unit": without that tag
            else:
                raise NotCompiled(Construct.NOUN_PHRASE, f"cannot filter units by {low!r}")
        elif word.kind == "RELATIVE" and (state := relative_state(low)) is not None:
            filters.update(state)  # "Your units that are [Empowered]", "a unit that's …"
        elif _relative(word) == _ATTACHED_TO_ME:  # "each Equipment attached to me" (434)
            filters["among"] = AttachedTo(Self())
        elif _relative(word) == _THEY_CONTROL:  # "a unit they control": the player "they" names
            filters["controlled_by"] = chooser = It()
        elif low in _OPPONENTS_OWN:  # "each opponent's unit": an enemy's (opponents: 489)
            filters["controller"] = "enemy"
        elif (word.kind == "POSSESSIVE" and low == "your") or _relative(word) == _YOU_CONTROL:
            filters["controller"] = "you"  # "your units", "a unit you control"
        elif (side := _CONTROLLED_BY.get(_relative(word))) is not None:  # type: ignore[arg-type]
            filters["controller"] = side  # "a unit your teammate controls", "… you don't …"
        elif word.kind == "POSSESSIVE" and low == "their" and one_of:
            # "each player kills one of their units": "their" is each player in turn (It),
            # who chooses
            filters["controlled_by"] = chooser = It()
        elif word.kind == "KEYWORD_MOD" and low == "[mighty]":
            filters["min_might"] = 5  # 708: Mighty while its Might is 5 or greater
        elif word.kind == "EXHAUSTED":
            filters["exhausted"] = True
        elif word.kind == "DOMAIN":  # "an enemy Calm ([G]) unit"
            filters["domain"] = word.text
        elif word.kind in ("LPAR", "RPAR", "SYMBOLS") and "domain" in filters:
            continue  # the Domain's symbol, in brackets after its name
        elif word.kind == "READY":
            filters["exhausted"] = False
        elif word.kind in ("ALL", "EACH"):
            count = None
        elif word.kind == "DETERMINER" and LEXICON["quantifiers"].get(low) == "every":
            count = None  # "every gear": each of them, as "each" and "all" (the lexicon's)
        elif word.kind == "DETERMINER":
            if low == "another":
                filters["other"] = True
            elif low == "the" and rank is not None and not head.endswith("s"):
                continue  # "the enemy unit with the highest Might": the one of them
            elif low not in ("a", "an") and (low != "any" or head.endswith("s")):
                # "any enemy unit": one, with no other bound (a singular "any" is "a")
                raise NotCompiled(Construct.NOUN_PHRASE, f"cannot select with {low!r}")
        elif word.kind == "UP_TO":
            up_to = True
        elif word.kind in ("NUMBER", "NUMBER_WORD"):
            count = number(low)
        elif low in ("token", "tokens"):  # "token units", "your tokens" (179)
            filters["token"] = True
        elif word.kind in ("NOUN", "NAME") and (is_permanent_noun(low) or tag_named(low)):
            continue
        else:
            raise NotCompiled(Construct.NOUN_PHRASE, f"cannot select with {word.text!r}")
    plural = head.endswith("s") or any_number  # "any number of friendly gear": a plural
    if plural and count == 1 and not up_to and lowered[0] not in ("a", "an"):
        count = None if not one_of else 1  # a bare plural: "friendly units" are all of them
    if any_number and (count is not None or one_of):  # "any number of a unit"
        raise NotCompiled(
            Construct.NOUN_PHRASE, f"'any number of {' '.join(lowered)}' not compiled"
        )
    if location == "there":  # the battlefield chosen before
        location = There()  # type: ignore[assignment]
    if location == _ONE_BATTLEFIELD:
        # "all units at a battlefield" are at one chosen battlefield (355.10.d); "a unit at a
        # battlefield" is at any
        location = Location.BATTLEFIELD if count is not None else Choose(Battlefields())  # type: ignore[assignment]
    if isinstance(location, Choose) and isinstance(location.of, Battlefields) and count:
        location = location.of  # "a unit at a battlefield you control": at any of them
    if isinstance(location, str) and location in set(Location):
        location = Location(location)  # "here" (the IR's reference)
    if location is not None:
        filters["at"] = location
    found = Permanents(**{k: v for k, v in filters.items() if v is not None})
    if at_random:  # 355.10.d: selected, never chosen
        if count is None or up_to or any_number or together or one_each or one_of or rank:
            raise NotCompiled(Construct.NOUN_PHRASE, f"{' '.join(lowered)!r} not compiled")
        return AtRandom(found, count=count)
    if rank is not None:  # by criteria, no choice (355.5.a)
        if (count, up_to, any_number, together, one_each, one_of) != (
            1,
            False,
            False,
            False,
            False,
            False,
        ):
            raise NotCompiled(
                Construct.NOUN_PHRASE, f"{' '.join(lowered)!r} of most Might not compiled"
            )
        return MostMight(found, least=rank == "least")
    if together and (count is None or count < 2 or any_number):
        raise NotCompiled(
            Construct.LOCATION, f"{' '.join(lowered)!r} at the same location not compiled"
        )
    if together:
        return Choose(found, count=count, up_to=up_to, chooser=chooser, together=True)
    if one_each and (count, up_to, any_number) != (1, True, False):
        raise NotCompiled(
            Construct.LOCATION, f"{' '.join(lowered)!r} at each location not compiled"
        )
    if one_each:  # as many as there are locations, one at each
        return Choose(found, count=None, up_to=True, chooser=chooser, one_each=True)
    if any_number:  # "any number of units at a battlefield": all at one battlefield (355.11.b)
        together = isinstance(filters.get("at"), Choose)  # still, as the effect resolves
        return Choose(found, None, True, chooser, total_might=total, together=together)  # type: ignore[arg-type]
    if count is None:
        return found
    return Choose(found, count=count, up_to=up_to, chooser=chooser)


# spells on the chain (355.9.a.2) a noun phrase names (the IR): any, or an enemy's
_A_SPELL = NounPhrase(quantifier="a", kinds=("spell",))
_SPELLS = {_A_SPELL: None, replace(_A_SPELL, controller="enemy"): "enemy"}
# abilities on the chain (355.9.a.2): any, an activated one (only those wait on it, 377.3), an
# enemy's
_AN_ABILITY = NounPhrase(quantifier="a", kinds=("ability",))
_ACTIVATED = replace(_AN_ABILITY, states=("activated",))
ABILITIES = {
    phrase: controller
    for base in (_AN_ABILITY, _ACTIVATED)
    for phrase, controller in ((base, None), (replace(base, controller="enemy"), "enemy"))
}
_YOU_CONTROL = Relative(verb=Verb.CONTROL, subject="you")
# whose permanents a relative clause of another controller names (489.2: a teammate)
_CONTROLLED_BY = {
    Relative(verb=Verb.CONTROL, subject="ally"): "ally",
    Relative(verb=Verb.CONTROL, subject="not-you"): "not_you",
}
_OPPONENTS_OWN = frozenset({"opponent's", "opponents'"})
_THEY_CONTROL = Relative(verb=Verb.CONTROL, subject="they")
_ATTACHED_TO_ME = Relative(verb=Verb.ATTACH, preposition="to", object="self")
_A_BATTLEFIELD = NounPhrase(quantifier="a", kinds=("battlefield",))
_WHERE_YOU_HAVE_UNITS = Relative(verb=Verb.HAVE, subject="you", preposition="where", object="units")
_BATTLEFIELDS = {
    _A_BATTLEFIELD: Battlefields(),
    replace(_A_BATTLEFIELD, relative=_YOU_CONTROL): Battlefields(controlled="you"),
    replace(_A_BATTLEFIELD, relative=_WHERE_YOU_HAVE_UNITS): Battlefields(occupied="you"),
}


# whose battlefields "each battlefield …" counts, by its relative clause
_CONTROLLED = {
    None: None,
    _YOU_CONTROL: "you",
    Relative(verb=Verb.CONTROL, subject="you-or-allies"): "friendly",
}


def _every_battlefield(said: NounPhrase | None) -> Selector | None:
    """ "each battlefield you or allies control", "each other battlefield you control",
    "(all) battlefields you control", "your battlefields" (the IR: each or all battlefields,
    other or not, of a relative clause of :data:`_CONTROLLED`, or yours): the battlefields
    counted ("other": not this one); None for another noun phrase."""
    if said is None or said.quantifier not in ("each", "all", None):
        return None
    if said.kinds != ("battlefield",):
        return None
    if said.possessor == "you" and said.bare("possessor", "kinds", "other"):
        return Battlefields(controlled="you", other=said.other)  # "your battlefields": (190)
    if (
        not said.bare("quantifier", "kinds", "other", "relative")
        or said.relative not in _CONTROLLED
    ):
        return None
    return Battlefields(controlled=_CONTROLLED[said.relative], other=said.other)


def _runes(words: list[Word], lowered: list[str], one_of: bool) -> Selector:
    """ "ready up to 2 runes", "your runes", "one of your runes", "a rune you control": runes
    in your rune zone (the runes you control, in your base: 107.1.c)."""
    count: int | None = 1 if one_of or lowered[0] in ("a", "an") else None
    up_to = False
    for word, low in zip(words, lowered, strict=True):
        if _relative(word) == _YOU_CONTROL:
            continue
        if word.kind == "UP_TO":
            up_to = True
        elif word.kind in ("NUMBER", "NUMBER_WORD"):
            count = number(low)
        elif _relative(word) == _YOU_CONTROL:
            continue  # "runes you control": yours (165)
        elif low not in ("a", "an", "your", "friendly", "all", "rune", "runes"):
            raise NotCompiled(Construct.NOUN_PHRASE, f"cannot select runes with {word.text!r}")
    found = CardsIn(Zone.RUNES)
    return found if count is None else Choose(found, count=count, up_to=up_to)


# "at a battlefield": one battlefield, for "all units at a battlefield" (355.10.d), any for one
_ONE_BATTLEFIELD = "one-battlefield"
# where a noun phrase after "at" / "in" says a permanent is (the IR of the noun phrase)
_PLACES: dict[NounPhrase, str | Location] = {
    _A_BATTLEFIELD: _ONE_BATTLEFIELD,
    NounPhrase(kinds=("battlefield",)): Location.BATTLEFIELD,  # "at battlefields"
    NounPhrase(possessor="me", kinds=("battlefield",)): Location.HERE,  # "at my battlefield"
    NounPhrase(possessor="you", zones=("base",)): Location.BASE,  # "in your base"
    NounPhrase(quantifier="a", zones=("base",)): Location.BASE,  # "in a base"
    NounPhrase(zones=("base",)): Location.BASE,  # "in base"
}
_HERE_OR_THERE = frozenset({"here", "there"})
_LOCATING = frozenset({"at", "in"})


def location_named(said: Complement) -> str | None:
    """The place an IR location names: "here", "there", or "at" / "in" a noun phrase of
    :data:`_PLACES` ("at a battlefield"); None for another."""
    if isinstance(said, Prepositional) and said.preposition in _LOCATING:
        said = said.object
    if not isinstance(said, NounPhrase):
        return None
    if said.bare("reference") and said.reference in _HERE_OR_THERE:
        return said.reference
    return _PLACES.get(said)


def location_of(chunks: list[Node]) -> str | None:
    """ "at a battlefield" / "here" / "in your base" / "in a base" after a noun phrase (the
    IR: "here" or "there", or "at" / "in" a noun phrase of :data:`_PLACES`); None for other
    chunks."""
    said = complement_or_none(chunks[0]) if chunks else None
    if isinstance(said, Prepositional) and said.preposition in _LOCATING:
        if said.object is None:  # "at" "a battlefield": the noun phrase is the next chunk
            return location_at(chunks[1:])
        return location_at(list(chunks[0].parts[1:])) if len(chunks) == 1 else None
    if len(chunks) == 1 and isinstance(said, NounPhrase) and said.bare("reference"):
        return said.reference if said.reference in _HERE_OR_THERE else None
    return None


def location_at(at: list[Node]) -> str | Selector | None:
    """Where the object of "at" / "in" (``at``, one noun phrase) says a permanent is:
    :data:`_PLACES`, or "battlefields you control" (the battlefields of a relative clause of
    :data:`_CONTROLLED`, each of them); None for another."""
    if len(at) != 1:
        return None
    try:
        said = read_object(at)
    except IRError:
        return None
    if not isinstance(said, NounPhrase):
        return None
    if said.kinds == ("battlefield",) and said.bare("kinds", "relative") and said.relative:
        whose = _CONTROLLED.get(said.relative)
        return Battlefields(controlled=whose) if whose is not None else None
    one = said.bare("quantifier", "kinds", "relative") and said.quantifier == "a"
    if said.kinds == ("battlefield",) and one and said.relative:
        # "a unit at a battlefield you control": at any of them; "all units at a battlefield
        # you control": at one of them, chosen (355.10.b, 355.10.d; :func:`_permanents`)
        whose = _CONTROLLED.get(said.relative)
        return Choose(Battlefields(controlled=whose)) if whose is not None else None
    return _PLACES.get(said)


def is_noun_phrase(node: Node) -> bool:
    return isinstance(node, (ast.NounPhrase, ast.BareNounPhrase, ast.Counted))
