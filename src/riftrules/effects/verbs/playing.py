"""The verbs of playing and the chain: play (a card, a token, "this turn"), create, make, counter
(unless, instead), choose."""

from __future__ import annotations

import dataclasses
from dataclasses import dataclass

from riftrules.cards.model import CardType
from riftrules.cardtext import ast
from riftrules.cardtext.nodes import Node, Word
from riftrules.cardtext.printer import quote
from riftrules.effects import verbs
from riftrules.effects.keywords import BUILT
from riftrules.effects.refusals import Construct, NotCompiled
from riftrules.effects.roles import (
    Roles,
    only,
    target_of,
)
from riftrules.effects.symbols import of_ir
from riftrules.effects.targets import (
    ABILITIES,
    chose,
    select,
)
from riftrules.effects.tokens import token
from riftrules.effects.verbs.clause_parts import (
    _A_BATTLEFIELD_YOU_CONTROL,
    _CARD_NOUNS,
    _THAT_BATTLEFIELD,
    _a_card,
    _a_spell,
    _among,
    _costed,
    _first,
    _from_it,
    _from_their_hand,
    _from_trash,
    _is,
    _one,
    _one_ir,
    _phrase_ir,
    _preposition,
    _revealed_this_way,
    _sentence_ir,
    _some,
    _this_from_your_trash,
    _whose,
    _with_keyword,
    per_each,
)
from riftrules.effects.verbs.registry import verb
from riftrules.engine import (
    CONTROLLER,
    Ability,
    AddAbility,
    Battlefields,
    Cards,
    CardsIn,
    Choose,
    Chosen,
    CostModifier,
    Counter,
    Either,
    ForEach,
    It,
    LocationOf,
    May,
    NewChoices,
    Pay,
    Permanents,
    Play,
    PlayToken,
    Remember,
    Self,
    Sequence,
    That,
    ThatBattlefield,
    TheChosen,
    There,
    Times,
    WhereItWas,
)
from riftrules.engine.actions import Action
from riftrules.engine.names import Until, Zone
from riftrules.engine.selectors import Selector
from riftrules.ir import IRError
from riftrules.ir.clauses import Clause
from riftrules.ir.lexicon import spelled
from riftrules.ir.nodes import (
    Amount,
    Instruction,
    Keyword,
    NounPhrase,
    Prepositional,
    Relative,
    Verb,
)
from riftrules.ir.reader import (
    complement_or_none,
    instruction_or_none,
    read_noun_phrase,
)


@verb(Verb.PLAY)
def _play(who: Selector, found: Roles) -> Action:
    said = _phrase_ir(found.direct)
    if found.direct is not None and (said is None or "token" not in said.kinds):
        return _play_card(who, found)
    return _token(found)


@verb(Verb.CREATE)
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
    per = per_each(found)  # "a … token for each Equipment you control"
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
    kind = CardType.GEAR if "gear" in said.kinds else CardType.UNIT
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
        count=count if per is None else Times(count, per),
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
        played = Choose(CardsIn(Zone.TRASH, type=_CARD_NOUNS[kind], keyword=keyword))
    elif kind is not None and from_hand:
        # 355.10.a: a hand is not public, the card is chosen as the effect resolves
        played = Choose(CardsIn(Zone.HAND, type=_CARD_NOUNS[kind], keyword=keyword))
    elif said == _THAT_UNIT and not origin and keyword is None:
        played = TheChosen(
            CardType.UNIT
        )  # "They play that unit …": the one unit chosen (none: none)
    elif said == _AN_EQUIPMENT and not origin:
        # 419.1.a: played from the hand (the Champion Zone holds a unit), chosen as it resolves
        played = Choose(CardsIn(Zone.HAND, type=CardType.GEAR, tags=("Equipment",)))
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
        type=step.type, origin=Zone.HAND, uses=1, ignore=ignore, max_energy=step.max_energy
    )
    return AddAbility(modifier, until=Until.TURN)


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


@verb(Verb.COUNTER)
def _counter(who: Selector, found: Roles) -> Action:
    """ "Counter a spell.", "Counter a spell that costs no more than [4] and no more than
    [A]." (425.3): a spell on the chain, chosen, or an ability ("Counter an activated
    ability.": :class:`.chain.Abilities`), narrowed by its printed cost (206); "counter
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
    if not _a_spell(found.direct) and _phrase_ir(found.direct) not in ABILITIES:
        raise NotCompiled(
            Construct.VERB, f"countering {quote(*_some(found.direct)).casefold()!r} not compiled"
        )
    only(found, "direct", "costing")
    return Counter(_costed(target_of(found), found))


@verb(Verb.MAKE)
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
    built = verbs.action(found[0])
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
    return Either((verbs.action(found[0]), verbs.action(found[2])), labels, who=chooser)


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


def counter_instead(sentence: Node, steps: list[Action]) -> bool:
    """ "Counter a spell. Return it to its owner's hand instead of putting it in their
    trash.": the counter before puts the spell in its owner's hand (002); True if so."""
    said = _sentence_ir(sentence)
    if said is None or said.triggers or said.instructions != _TO_HAND_INSTEAD or not steps:
        return False
    if not isinstance(steps[-1], Counter) or steps[-1].to != Zone.TRASH:
        return False
    steps[-1] = dataclasses.replace(steps[-1], to=Zone.HAND)
    return True


@verb(Verb.CHOOSE)
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
