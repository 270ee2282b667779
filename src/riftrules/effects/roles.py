"""A clause's complements sorted into roles (:class:`Roles`): a count, the direct object,
what follows "to" / "from" / "at", a Might change, "this turn", "exhausted" …; the verbs
(:mod:`.verbs`) build their actions from the roles they take (:func:`only` refuses the others).
"""

from __future__ import annotations

from dataclasses import dataclass, field, replace
from enum import StrEnum

from riftrules.cardtext import ast
from riftrules.cardtext.nodes import Node, Word
from riftrules.cardtext.printer import quote
from riftrules.effects import clause_objects
from riftrules.effects.counts import listed_tags
from riftrules.effects.keywords import COMBAT, with_keyword
from riftrules.effects.looked_at import revealed_this_way
from riftrules.effects.noun_phrases import in_a_showdown, moved_ends
from riftrules.effects.refusals import Construct, NotCompiled
from riftrules.effects.symbols import of_ir
from riftrules.effects.targets import (
    ROLES,
    is_noun_phrase,
    location_at,
    location_named,
    number,
    select,
)
from riftrules.engine import (
    Choose,
    Chosen,
    ChosenElseSelf,
    ControllerOf,
    Destination,
    It,
    MightOf,
    Permanents,
    Self,
    ThatBattlefield,
)
from riftrules.engine.selectors import Selector
from riftrules.ir import IRError
from riftrules.ir.lexicon import LEXICON, spelled
from riftrules.ir.nodes import (
    Amount,
    Complement,
    Duration,
    Might,
    NounPhrase,
    Prepositional,
    State,
    Value,
    Verb,
)
from riftrules.ir.reader import complement_or_none, lemma, noun_phrase_or_none, read_object

# the prepositions a clause's roles take, as the IR names them (the lexicon's identifiers of
# the multi-word ones: "equal-to", "split-among")
_PREPOSITIONS = {
    "by",  # "(increased) by the number of …"
    "to",
    "from",
    "at",
    "in",
    "into",
    "with",
    "of",
    "among",
    "on",
    "for",
    "equal-to",
    "than",
    "split-among",
    "without",
}


@dataclass
class Roles:
    """The complements of a clause, sorted by what they say."""

    count: int | None = None
    direct: Node | None = None
    location: str | None = None  # where the direct object is: "battlefield", "base", "here"
    # what follows each preposition, by the IR's name of it (the lexicon's: "equal-to" …)
    by_preposition: dict[str, list[Node]] = field(default_factory=dict)
    might: int | None = None
    might_equal: bool = False  # "+[M] equal to …": the amount is in the "equal to" phrase
    this_turn: bool = False
    this_combat: bool = False  # "this combat": until the combat ends (466.7.c)
    exhausted: bool | None = None
    keywords: list[str] = field(default_factory=list)
    symbols: str | None = None  # Energy and Power: "[1][A]"
    # "with 3 [M] or less": max_might=3; "any number of": any_number=1 (355.13), "with total
    # Might 4 or less": total_might=4; "with less Might than me": less_might_than=Self()
    filters: dict[str, object] = field(default_factory=dict)
    costing: tuple[object, ...] | None = None  # "with cost no more than [3]": Costing's args
    one_of: bool = False  # "one of their units": one of those the direct object names
    as_damage: bool = False  # "Deal its Energy cost as damage …": the direct object an amount
    quoted: Node | None = None  # 'give it "[A][A]: Ready me."': the ability given (477.2.a)
    keywords_of: bool = False  # "give another friendly unit my keywords": the source's (801.3.a)
    read: Selector | None = None  # what the direct object names, read from the IR ("something
    # else that's exhausted": :func:`riftrules.effects.clause_objects.something`)
    revealed: bool = False  # "each card … revealed this way": among those the effect revealed
    # "each unit healed this way": the verb of the participle, what the instruction before did
    this_way: Verb | None = None
    this_way_action: str | None = None  # "each unit you rallied this way": a keyword action's
    each_of: bool = False  # "each of your stunned units": every one of the group it names
    # "for each of the following tags — Bird, Cat, Dog, and Poro": the tags listed
    listed: tuple[str, ...] | None = None


def roles(objects: list[Node], locating: bool = True) -> Roles:
    """Sort the chunks after a verb into roles; anything else raises NotCompiled. With
    ``locating``, "at …" and "in …" say where the direct object is."""
    found = Roles()
    # "with Energy cost less than your points", "that costs no more Energy … than the killed unit"
    bound = clause_objects.cost_less_than(objects) or clause_objects.cost_no_more_than(objects)
    objects, found.costing = bound if bound is not None else costing(objects)
    if (something := clause_objects.something(objects)) is not None:
        objects, found.read = something
    objects = clause_objects.by_you(objects)  # "each unit you readied this way"
    pending: str | None = None
    each_with = False
    for chunk in objects:
        words = list(chunk.words())
        said = complement_or_none(chunk)
        if isinstance(chunk, ast.PrepPhrase):
            preposition = preposition_of(words[0])
            if preposition not in _PREPOSITIONS:
                raise NotCompiled(
                    Construct.PREPOSITION, f"preposition {words[0].text.casefold()!r} not compiled"
                )
            rest = chunk.parts[1:]
            if rest:
                found.by_preposition.setdefault(preposition, []).extend(rest)
                pending = None
            else:
                pending = preposition
            continue
        if pending is not None:
            found.by_preposition.setdefault(pending, []).append(chunk)
            pending = None
            continue
        if isinstance(chunk, ast.Counted) and all(
            w.kind in ("NUMBER", "NUMBER_WORD") for w in words
        ):
            if found.count is not None:
                raise NotCompiled(
                    Construct.VALUE, f"two counts in one clause: {quote(chunk).casefold()!r}"
                )
            found.count = number(words[0].text)
        elif (top := _top_cards(said, found)) is not None:  # "the top" "2 cards" (of your deck)
            found.count = top
        elif isinstance(chunk, ast.Partitive) and said == _ONE_OF:
            found.one_of = True
        elif said == _EACH and "any_number" in found.filters and not each_with:
            each_with = True  # "any number of enemy units here each with 5 [M] or less"
        elif isinstance(chunk, ast.Partitive) and (n := _up_to_of(said)) and not found.direct:
            found.filters["up_to_of"] = n  # "Ready up to two of them"
        elif isinstance(chunk, ast.Partitive) and said == _EACH_OF and not found.direct:
            found.each_of = True  # of the noun phrase that follows: each one of that group
        elif isinstance(chunk, ast.Partitive) and said == _ANY_NUMBER and not found.direct:
            found.filters["any_number"] = 1  # of the noun phrase that follows (355.13)
        elif any_number(chunk, words) and found.direct is None:
            found.direct, found.filters["any_number"] = chunk.parts[1], 1
        elif (total := _total_bound(said, found)) is not None:  # "with total Might" "4 or less"
            found.filters["total_might"] = total
        elif (place := _place(said)) is not None:  # an adverb, or a noun phrase after "to …"
            found.location = place
        elif said == _ANYWHERE and found.direct is not None and found.location is None:
            found.location = "anywhere"  # "a friendly unit anywhere": wherever it is
        elif [w.kind for w in words] == ["EACH", "SIGNED_MIGHT"]:  # "two units each +2 [M]"
            found.might = signed(words[1].text)
        elif isinstance(chunk, Word) and isinstance(said, State) and said.state in ROLES:
            found.filters["role"] = ROLES[said.state]  # "a unit attacking"
        elif "for" in found.by_preposition and found.listed is None and (listed := _listed(chunk)):
            found.listed = listed  # "for each of the following tags"
        elif is_noun_phrase(chunk) and found.direct is None:
            found.direct = chunk
        elif isinstance(chunk, ast.Partitive) and _any_amount(said) and found.direct is None:
            found.direct = chunk  # "any amount of XP" (the verb reads it)
        elif is_noun_phrase(chunk) and said == _MY_KEYWORDS and not found.keywords_of:
            found.keywords_of = True  # the second object: "give a unit my keywords"
        elif isinstance(chunk, ast.Amount) and words[0].kind == "SYMBOLS" and len(words) == 1:
            found.symbols = words[0].text
        elif isinstance(chunk, ast.Amount) and words[0].kind == "SIGNED_MIGHT":
            found.might = signed(words[0].text) if words[0].text[1:2].isdigit() else None
            found.might_equal = words[0].text.startswith("+") and found.might is None
        elif isinstance(chunk, Word) and said == _THIS_TURN:
            found.this_turn = True
        elif isinstance(chunk, Word) and said == _THIS_COMBAT:
            found.this_combat = True
        elif isinstance(chunk, Word) and chunk.kind == "THIS_WAY" and revealed_this_way(said):
            found.revealed = True
        elif isinstance(chunk, Word) and (verb := done_this_way(said)) and not found.this_way:
            found.this_way = verb
        elif isinstance(chunk, Word) and (action := _action_this_way(said)) and not found.this_way:
            found.this_way_action = action  # "rallied this way"
        elif isinstance(chunk, Word) and chunk.kind == "EXHAUSTED":
            found.exhausted = True
        elif isinstance(chunk, Word) and chunk.kind == "KEYWORD":
            found.keywords.append(chunk.text)
        elif isinstance(chunk, ast.Quoted) and found.quoted is None:
            found.quoted = chunk
        elif isinstance(chunk, ast.AsPhrase) and said == _AS_DAMAGE:
            found.as_damage = True
        else:
            raise NotCompiled(
                Construct.CLAUSE_PART,
                f"{quote(chunk).casefold()!r} not compiled in this clause",
            )
    if pending is not None:
        raise NotCompiled(Construct.CLAUSE_PART, f"{pending!r} with nothing after it")
    if _one(found.by_preposition.get("in", [])) == _COMBAT:
        del found.by_preposition["in"]  # "all enemy units in combat" (740.2.c)
        found.filters["role"] = "combat"
    _located(found, locating)
    _with(found)
    without = found.by_preposition.pop("without", [])
    if with_keyword(without) == "Temporary":  # "a friendly unit without [Temporary]"
        found.filters["temporary"] = False
    elif without:
        raise NotCompiled(
            Construct.NOUN_PHRASE, f"'without {quote(*without).casefold()}' not compiled"
        )
    if each_with and not {"max_might", "min_might"} & set(found.filters):
        raise NotCompiled(Construct.REFERENCE, "'each' not compiled in this clause")
    return found


def _located(found: Roles, locating: bool) -> None:
    """Where "at …" / "in …" says the direct object is (or, not ``locating``, "at …" kept)."""
    at = found.by_preposition.pop("at", None) or found.by_preposition.pop("in", None)
    if at is None:
        return
    if not locating:
        found.by_preposition["at"] = at
    elif _one(at) in _TRASHES:
        found.by_preposition.setdefault("from", at)  # "a unit in your trash": from it
    elif (company := _company(at)) is not None:
        found.location, found.filters["company"] = "battlefield", company
    elif (ends := moved_ends(at) or in_a_showdown(at)) is not None:
        found.filters["at"] = ends  # "at a battlefield I moved to or from", "in a showdown"
    elif _one(at) == _SAME_BATTLEFIELD:  # "two enemy units at the same battlefield"
        found.location, found.filters["together"] = "battlefield", 1
    elif (relative := _relative(at)) is not None:
        found.filters[relative[0]] = relative[1]
    elif (where := location_at(at)) is not None:
        found.location = where
    else:
        raise NotCompiled(Construct.LOCATION, f"location {quote(*at)!r} not compiled")


def _with(found: Roles) -> None:
    """What "with …" says of the direct object: a Might bound ("with 3 [M] or less"), total
    Might (with the bound after it), [Temporary], the same controller, less Might than …"""
    said = found.by_preposition.get("with", [])
    bound = _might_bound(said)
    if bound is not None:
        found.filters[bound[0]] = bound[1]
        del found.by_preposition["with"]
    elif _total_might(_one(said)) and "total_might" in found.filters:
        del found.by_preposition["with"]
    elif with_keyword(said) == "Temporary":  # "Units here with [Temporary]" (816)
        found.filters["temporary"] = True
        del found.by_preposition["with"]
    elif (named := with_keyword(said)) in COMBAT and not _made(found.direct):
        found.filters["keyword"] = named  # "an enemy unit with [Ganking]": it has it now
        del found.by_preposition["with"]
    elif (rank := _might_rank(_one(said))) is not None:  # "with the highest Might"
        extreme, where = rank
        if where is not None and found.location is not None:
            raise NotCompiled(Construct.LOCATION, "two places of one noun phrase not compiled")
        found.filters["might_rank"] = extreme
        found.location = where if where is not None else found.location
        del found.by_preposition["with"]
    elif _one(said) == _SAME_CONTROLLER:  # as the unit chosen before ("a unit and an Equipment …")
        if "any_number" in found.filters:  # a group with one controller: not compiled
            raise NotCompiled(
                Construct.NOUN_PHRASE, "'any number of … with the same controller' not compiled"
            )
        found.filters["controlled_by"] = ControllerOf(Chosen())
        del found.by_preposition["with"]
    _than(found, said)


def _made(direct: Node | None) -> bool:
    """Is the direct object a token to make ("two Bird unit tokens with [Deflect]": the
    keyword is the token's, not a bound on what is selected)?"""
    said = complement_or_none(direct) if direct is not None else None
    return isinstance(said, NounPhrase) and "token" in said.kinds


def _might_rank(said: Complement | None) -> tuple[str, str | None] | None:
    """ "(with) the highest Might", "the least Might at a battlefield": the extreme (the
    lexicon's ``superlatives``: "most" or "least") and the place the phrase ends with, if any
    (the direct object's); None for anything else."""
    if not isinstance(said, NounPhrase) or said.quantities != ("might",):
        return None
    if said.quantifier != "the" or len(said.qualities) != 1:
        return None
    extreme = LEXICON["superlatives"].get(said.qualities[0])
    if extreme is None or not said.bare("quantifier", "quantities", "qualities", "location"):
        return None
    if said.location is None:
        return extreme, None
    where = location_named(said.location)
    return None if where is None else (extreme, where)


def _one(chunks: list[Node]) -> Complement | None:
    """The IR of a preposition's object when it is one chunk; None otherwise."""
    return complement_or_none(chunks[0]) if len(chunks) == 1 else None


def preposition_of(word: Word) -> str:
    """The IR's name of the preposition ``word`` prints (the lexicon's identifier of one of
    several words, "equal to" -> "equal-to"), as :class:`~riftrules.ir.nodes.Prepositional`
    has it."""
    printed = word.text.casefold()
    return LEXICON["prepositions"].get(printed, printed)


def printed_preposition(preposition: str) -> str:
    """The words a preposition the IR names is printed in ("equal-to" -> "equal to"; one of a
    single word is its own)."""
    try:
        return spelled("prepositions", preposition)
    except KeyError:
        return preposition


def _might_bound(chunks: list[Node]) -> tuple[str, int] | None:
    """ "with 3 [M] or less" / "… or more" (the IR: a Might value with a comparison): the
    filter and its bound; None for other words."""
    if not chunks or len(chunks) > 2:
        return None
    try:
        said = read_object(chunks)
    except IRError:
        return None
    if not isinstance(said, Might) or said.value is None or said.comparison not in _BOUNDS:
        return None
    return _BOUNDS[said.comparison], said.value


_BOUNDS = {"at-most": "max_might", "at-least": "min_might"}
_ONE_OF = NounPhrase(partitive="one")
_ANY_NUMBER = NounPhrase(partitive="any-number")


def _any_amount(said: Complement | None) -> bool:
    """Is ``said`` "any amount of" a quantity ("any amount of XP", the IR's partitive)?"""
    return isinstance(said, NounPhrase) and said.partitive == "any-amount"


_EACH = NounPhrase(reference="each")
_EACH_OF = NounPhrase(partitive="each")
_ANYWHERE = NounPhrase(reference="anywhere")
_PLACES = ("here", "there")
_THIS_TURN = Duration(until="turn")
_THIS_COMBAT = Duration(until="combat")
_AS_DAMAGE = Prepositional(preposition="as", object=NounPhrase(quantities=("damage",)))
_COMBAT = NounPhrase(times=("combat",))
_TRASHES = (  # "a unit in your trash", "… in all trashes": taken from it (see "from …")
    NounPhrase(possessor="you", zones=("trash",)),
    NounPhrase(possessor="their", zones=("trash",)),
    NounPhrase(quantifier="all", zones=("trash",)),
    NounPhrase(zones=("trash",)),
)
_SAME_BATTLEFIELD = NounPhrase(quantifier="the", kinds=("battlefield",), qualities=("same",))
_SAME_CONTROLLER = NounPhrase(quantifier="the", kinds=("controller",), qualities=("same",))
_LESS_MIGHT = NounPhrase(quantities=("might",), qualities=("less",))


def _place(said: Complement | None) -> str | None:
    """ "here", "there" (the IR: a noun phrase of that reference alone)."""
    if isinstance(said, NounPhrase) and said.reference in _PLACES and said.bare("reference"):
        return said.reference
    return None


def _listed(chunk: Node) -> tuple[str, ...] | None:
    """The tags a listing noun phrase names ("the following tags — Bird, Cat, Dog, and
    Poro", read from the IR: :func:`riftrules.effects.counts.listed_tags`), else None."""
    said = noun_phrase_or_none(chunk) if isinstance(chunk, ast.NounPhrase) else None
    return listed_tags(said) if said is not None else None


class Mark(StrEnum):
    """What the compiler puts among a clause's objects as it joins two clauses into one
    reading: a word whose text is a member, which no card's word is (so that no card text is
    read this way by mistake). "Stun a friendly unit and an enemy unit at the same
    battlefield" is read (the compiler's ``_same_battlefield``) as "a friendly unit at
    <WITH_NEXT an enemy unit>" and "an enemy unit at <SAME_AS_CHOSEN>"."""

    WITH_NEXT = "with-next"  # a battlefield holding the next target
    SAME_AS_CHOSEN = "same-as-chosen"  # the battlefield of the target chosen before


WITH_NEXT = Mark.WITH_NEXT
SAME_AS_CHOSEN = Mark.SAME_AS_CHOSEN
# "Move a friendly unit to or from its base": one destination (the compiler's
# ``_to_or_from_base``), the engine's
TO_OR_FROM_BASE = Destination.TO_OR_FROM_BASE


def _company(at: list[Node]) -> Selector | None:
    """What the battlefield of the first of a group "at the same battlefield" must hold."""
    if len(at) != 1 or not isinstance(at[0], ast.NounPhrase) or len(at[0].parts) != 2:
        return None
    mark, other = at[0].parts
    if not isinstance(mark, Word) or mark.text is not WITH_NEXT:
        return None
    found = select(other)
    if not isinstance(found, Choose) or not isinstance(found.of, Permanents) or found.count != 1:
        raise NotCompiled(
            Construct.LOCATION, f"{quote(other)!r} at the same battlefield not compiled"
        )
    return found.of


# "at …" a location named by another object (the IR of its noun phrase): the same as it, or a
# different one (107.1)
_RELATIVE: dict[Complement, tuple[str, object]] = {
    # "… and stun an enemy unit at its location"
    NounPhrase(possessor="its", kinds=("location",)): ("near", It()),
    # "Move an enemy unit. Then … at its destination"
    NounPhrase(possessor="its", qualities=("destination",)): ("near", It()),
    # than the one chosen, else mine
    NounPhrase(quantifier="a", kinds=("location",), qualities=("different",)): (
        "apart",
        ChosenElseSelf(),
    ),
    # "a unit you control at another location"
    NounPhrase(quantifier="another", other=True, kinds=("location",)): ("apart", ChosenElseSelf()),
    # "up to three units at the same location"
    NounPhrase(quantifier="the", kinds=("location",), qualities=("same",)): ("together", 1),
    # "up to one enemy unit at each location"
    NounPhrase(quantifier="each", kinds=("location",)): ("one_each", 1),
    # the one chosen, else the event's
    NounPhrase(reference="that", kinds=("battlefield",)): ("at", ThatBattlefield()),
}


def _relative(at: list[Node]) -> tuple[str, object] | None:
    """The filter "at …" sets when it names a location by another object; None otherwise."""
    if len(at) == 1 and isinstance(at[0], Word) and at[0].text is SAME_AS_CHOSEN:
        return "near", Chosen()  # "… and an enemy unit at the same battlefield"
    said = _one(at)
    return _RELATIVE.get(said) if said is not None else None


def done_this_way(said: Complement | None) -> Verb | None:
    """ "healed this way", "discarded this way" (the IR: "this way" with the participle's
    state): the verb done; None for another chunk."""
    if not isinstance(said, NounPhrase) or said.reference != "this-way" or len(said.states) != 1:
        return None
    return lemma(said.states[0]) if said.bare("reference", "states") else None


def _action_this_way(said: Complement | None) -> str | None:
    """ "rallied this way" (the IR: "this way" with a keyword action's past): that past."""
    if isinstance(said, NounPhrase) and said.reference == "this-way" and said.action:
        return said.action if said.bare("reference", "action") else None
    return None


def described(subject: list[Node], keyword: bool = False) -> Selector | None:
    """What a sentence's subject of several chunks selects ("Enemy units here with less Might
    than me"): a noun phrase and where / which ones; None if it says anything else.
    ``keyword``: "with [Tank]" read as the units with that combat keyword ("Units here with
    [Tank] have +1 [M]")."""
    try:
        found = roles(subject)
    except NotCompiled:
        return None
    named = with_keyword(found.by_preposition.get("with", [])) if keyword else None
    if named in COMBAT:
        found.filters["keyword"] = named  # "Units here with [Tank]"
        del found.by_preposition["with"]
    others = (found.count, found.might, found.symbols, found.costing, found.exhausted)
    if found.direct is not subject[0] or found.by_preposition or any(o is not None for o in others):
        return None
    if found.this_turn or found.keywords or found.might_equal or found.one_of:
        return None
    return select(found.direct, found.location, **found.filters)


def _up_to_of(said: Complement | None) -> int | None:
    """ "up to two of" (them; the IR: a partitive of a number, "up to"): how many, at most."""
    if not isinstance(said, NounPhrase) or said.quantifier != "up-to":
        return None
    if not said.bare("quantifier", "partitive") or said.partitive not in LEXICON["numbers"]:
        return None
    return LEXICON["numbers"][said.partitive]


def any_number(chunk: Node, words: list[Word]) -> bool:
    """Is ``chunk`` "any number of" a noun phrase ("Kill any number of units …", 355.13)?"""
    return (
        isinstance(chunk, ast.Partitive)
        and LEXICON["partitives"].get(words[0].text.casefold()) == _ANY_NUMBER.partitive
        and len(chunk.parts) == 2
        and is_noun_phrase(chunk.parts[1])
    )


_TOTAL_MIGHT = NounPhrase(quantities=("might",), qualities=("total",))


def _total_might(said: Complement | None) -> bool:
    """ "total Might", "a total Might" (after "with")."""
    return (
        isinstance(said, NounPhrase)
        and said.quantifier in (None, "a")
        and replace(said, quantifier=None) == _TOTAL_MIGHT
    )


def _total_bound(said: Complement | None, found: Roles) -> int | None:
    """The bound of "4 or less" after "with total Might" / "with a total Might of" (the IR: a
    value at most); None for another chunk."""
    if not isinstance(said, Value) or said.comparison != "at-most" or said.amount is None:
        return None
    if "total_might" in found.filters or not _total_might(
        _one(found.by_preposition.get("with", []))
    ):
        return None
    return said.amount


def _than(found: Roles, said: list[Node]) -> None:
    """ "… with less Might than me / than it / than the chosen unit": a bound relative to
    that unit's Might, read as the phrase is matched (``less_might_than``); ``said`` is what
    follows "with"."""
    than = found.by_preposition.pop("than", None)
    if than is None:
        return
    if _one(said) != _LESS_MIGHT or len(than) != 1 or not is_noun_phrase(than[0]):
        raise NotCompiled(
            Construct.NOUN_PHRASE,
            f"'with {quote(*said).casefold()} than {quote(*than)}' not compiled",
        )
    reference = select(than[0])
    if isinstance(reference, Choose):  # a choice per unit compared: not what the words say
        raise NotCompiled(Construct.NOUN_PHRASE, f"'less Might than {quote(*than)}' not compiled")
    del found.by_preposition["with"]
    found.filters["less_might_than"] = reference


_THE_TOP = NounPhrase(quantifier="the", qualities=("top",))


def _top_cards(said: Complement | None, found: Roles) -> int | None:
    """How many cards "2 cards" says after the direct object "the top" ("the top 2 cards");
    None for another chunk."""
    if (
        not isinstance(said, NounPhrase)
        or said.kinds != ("card",)
        or not said.bare("count", "kinds")
    ):
        return None
    count = said.count
    if count is None or count.amount is None or not count.bare("amount"):
        return None
    if (
        found.count is not None
        or found.direct is None
        or complement_or_none(found.direct) != _THE_TOP
    ):
        return None
    return count.amount


def signed(text: str) -> int:
    digits = text.split("[")[0].strip()
    if digits in ("+", "-"):
        raise NotCompiled(Construct.VALUE, f"a Might change with no number: {text!r}")
    return int(digits)


def target_of(found: Roles) -> Selector:
    if found.read is not None and found.direct is None and not found.filters:
        return Choose(found.read)
    if found.direct is None:
        raise NotCompiled(Construct.NOUN_PHRASE, "the clause names nothing to act on")
    if "up_to_of" in found.filters:  # "up to two of them": of what the instruction before did
        n = found.filters.pop("up_to_of")
        them = select(found.direct, found.location, found.one_of, **found.filters)
        if not isinstance(them, It):
            raise NotCompiled(
                Construct.NOUN_PHRASE, f"'up to {n} of {quote(found.direct)}' not compiled"
            )
        return Choose(Permanents(among=them), count=n, up_to=True)  # type: ignore[arg-type]
    chosen = select(found.direct, found.location, found.one_of, **found.filters)
    if found.each_of:  # "each of your gear": the group, not one of it to choose
        said = complement_or_none(found.direct)
        group = isinstance(said, NounPhrase) and said.quantifier in (None, "the")
        if isinstance(chosen, Choose) and group and (chosen.count, chosen.up_to) == (1, False):
            return chosen.of
        if isinstance(chosen, Choose) or not group:
            raise NotCompiled(
                Construct.NOUN_PHRASE, f"'each of {quote(found.direct).casefold()}' not compiled"
            )
    return chosen


_MY_KEYWORDS = NounPhrase(possessor="me", attributes=("keyword",))


def my_keywords(chunk: Node) -> bool:
    """ "my keywords" (the IR: a noun phrase of the attribute "keyword", possessed by me)."""
    return complement_or_none(chunk) == _MY_KEYWORDS


def only(found: Roles, *allowed: str) -> None:
    used = {
        "count": found.count is not None,
        "direct": found.direct is not None or found.read is not None,
        "location": found.location is not None,
        "might": found.might is not None or found.might_equal,
        "this_turn": found.this_turn or found.this_combat,
        "exhausted": found.exhausted is not None,
        "keywords": bool(found.keywords),
        "symbols": found.symbols is not None,
        "filters": bool(found.filters),
        "costing": found.costing is not None,
        "quoted": found.quoted is not None,
        "keywords_of": found.keywords_of,
        "revealed": found.revealed,
        "this_way": found.this_way is not None or found.this_way_action is not None,
    }
    extra = [name for name, present in used.items() if present and name not in allowed]
    extra += [f"'{printed_preposition(p)} …'" for p in found.by_preposition if p not in allowed]
    if extra:
        raise NotCompiled(Construct.CLAUSE_PART, f"{', '.join(extra)} not compiled here")


# "with cost" (the compiler's one preposition for the two words, or "with" + "cost"), "with
# Energy cost", "with Power cost" (the IR): which part of the cost the bounds after it bound
_COST_NOUNS: dict[Complement, str | None] = {
    Prepositional(preposition="with-cost"): None,
    Prepositional(preposition="with", object=NounPhrase(attributes=("cost",))): None,
    Prepositional(preposition="with", object=NounPhrase(quantities=("energy-cost",))): "energy",
    Prepositional(preposition="with", object=NounPhrase(quantities=("power-cost",))): "power",
}
_NO_MORE_THAN = Prepositional(preposition="no-more-than")  # the IR's preposition (lexicon)
_MY_MIGHT = NounPhrase(possessor="me", quantities=("might",))


def costing(objects: list[Node]) -> tuple[list[Node], tuple[object, ...] | None]:
    """ "… with cost no more than [3] and no more than [A]", "… with Energy cost no more than
    [2]": the most Energy and Power of the card's cost, "… with Energy cost no more than my
    Might" (a value), "… with Energy cost [4] or more" (the least Energy): the arguments of
    :class:`Costing` after what it narrows (the words are taken out; read from the IR)."""
    said = [complement_or_none(o) for o in objects]
    start = next((i for i, s in enumerate(said) if s in _COST_NOUNS), None)
    if start is None:
        return objects, None
    noun = _COST_NOUNS[said[start]]
    energy: int | None = None
    power: int | None = None
    end = start + 1
    if noun == "energy" and said[end : end + 2] == [_NO_MORE_THAN, _MY_MIGHT]:
        return [*objects[:start], *objects[end + 2 :]], (MightOf(Self()), None)
    least = _least_energy(said[end] if end < len(said) else None)
    if noun == "energy" and least is not None:  # "with Energy cost [4] or more"
        return [*objects[:start], *objects[end + 1 :]], (None, None, least)
    bound = _bounded_cost(noun, said[end] if end < len(said) else None)
    if bound is not None:  # "with Energy cost [3] or less", "with Power cost [A][A] or more"
        return [*objects[:start], *objects[end + 1 :]], bound
    while said[end : end + 1] == [_NO_MORE_THAN] and end + 1 < len(objects):
        amount = said[end + 1]
        if not isinstance(amount, Amount) or amount.resources is None:
            break
        e, p, domains = of_ir(amount.resources)
        if domains or (e and p) or noun == ("power" if e else "energy"):
            raise NotCompiled(
                Construct.CLAUSE_PART,
                f"a cost no more than {quote(objects[end + 1])!r} not compiled",
            )
        energy, power = (e, power) if not p else (energy, p)
        end += 2
    if end == start + 1:
        raise NotCompiled(
            Construct.CLAUSE_PART, f"{quote(objects[start]).casefold()!r} not compiled"
        )
    return [*objects[:start], *objects[end:]], (energy, power)


def _bounded_cost(noun: str | None, said: Complement | None) -> tuple[object, ...] | None:
    """ "[3] or less" after "with Energy cost", "[A][A] or more" after "with Power cost" (the
    IR: an amount of that resource alone, at most or at least; 356.1.c): the arguments of
    :class:`Costing` that bound it; None for another amount."""
    if not isinstance(said, Amount) or said.resources is None or not said.bare("resources"):
        return None
    paid = said.resources
    energy, power = paid.energy, len(paid.power)
    if noun not in ("energy", "power") or set(paid.power) - {"any"} or paid.exhaust:
        return None  # a Power cost counts its symbols whatever their Domain ([A]: any)
    if noun == "energy" and (power or not paid.bare("energy", "comparison")):
        return None
    if noun == "power" and (energy or not power):
        return None
    value = energy if noun == "energy" else power
    if paid.comparison == "at-most":
        return (value, None) if noun == "energy" else (None, value)
    if paid.comparison == "at-least" and noun == "power":
        return (None, None, None, value)
    return None


def _least_energy(said: Complement | None) -> int | None:
    """ "[4] or more" (the IR: an amount of Energy at least): the least Energy; else None."""
    if not isinstance(said, Amount) or said.resources is None or not said.bare("resources"):
        return None
    least = said.resources
    if least.comparison != "at-least" or not least.bare("energy", "comparison"):
        return None
    return least.energy
