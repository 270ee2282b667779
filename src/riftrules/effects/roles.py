"""A clause's complements sorted into roles (:class:`Roles`): a count, the direct object,
what follows "to" / "from" / "at", a Might change, "this turn", "exhausted" …; the verbs
(:mod:`.verbs`) build their actions from the roles they take (:func:`only` refuses the others).
"""

from __future__ import annotations

import re
from dataclasses import dataclass, field

from riftrules.cardtext import ast
from riftrules.cardtext.nodes import Node, Word
from riftrules.cardtext.printer import to_text
from riftrules.effects import ir_objects
from riftrules.effects.ir_nouns import in_a_showdown, moved_ends
from riftrules.effects.keywords import COMBAT
from riftrules.effects.refusals import Construct, NotCompiled
from riftrules.effects.symbols import resources
from riftrules.effects.targets import (
    is_noun_phrase,
    location_of,
    number,
    select,
)
from riftrules.engine import (
    Choose,
    Chosen,
    ChosenElseSelf,
    ControllerOf,
    It,
    MightOf,
    Permanents,
    Self,
    ThatBattlefield,
)
from riftrules.engine.selectors import Selector
from riftrules.ir.nodes import NounPhrase

_PREPOSITIONS = {
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
    "equal to",
    "than",
    "split among",
    "without",
}


@dataclass
class Roles:
    """The complements of a clause, sorted by what they say."""

    count: int | None = None
    direct: Node | None = None
    location: str | None = None  # where the direct object is: "battlefield", "base", "here"
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
    # else that's exhausted": :func:`riftrules.effects.ir_objects.something`)
    revealed: bool = False  # "each card … revealed this way": among those the effect revealed
    # "for each of the following tags — Bird, Cat, Dog, and Poro": the tags listed
    listed: tuple[str, ...] | None = None


def roles(objects: list[Node], locating: bool = True) -> Roles:
    """Sort the chunks after a verb into roles; anything else raises NotCompiled. With
    ``locating``, "at …" and "in …" say where the direct object is."""
    found = Roles()
    # "with Energy cost less than your points", "that costs no more Energy … than the killed unit"
    bound = ir_objects.cost_less_than(objects) or ir_objects.cost_no_more_than(objects)
    objects, found.costing = bound if bound is not None else costing(objects)
    if (something := ir_objects.something(objects)) is not None:
        objects, found.read = something
    pending: str | None = None
    each_with = False
    for chunk in objects:
        words = list(chunk.words())
        text = to_text(chunk).casefold()
        if isinstance(chunk, ast.PrepPhrase):
            preposition = words[0].text.casefold()
            if preposition not in _PREPOSITIONS:
                raise NotCompiled(
                    Construct.PREPOSITION, f"preposition {preposition!r} not compiled"
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
                raise NotCompiled(Construct.VALUE, f"two counts in one clause: {text!r}")
            found.count = number(words[0].text)
        elif _top_cards(chunk, found, words):  # "the top" "2 cards" (of your Main Deck)
            found.count = number(words[0].text)
        elif isinstance(chunk, ast.Partitive) and text == "one of":
            found.one_of = True
        elif text == "each" and "any_number" in found.filters and not each_with:
            each_with = True  # "any number of enemy units here each with 5 [M] or less"
        elif isinstance(chunk, ast.Partitive) and (n := _up_to_of(text)) and not found.direct:
            found.filters["up_to_of"] = n  # "Ready up to two of them"
        elif isinstance(chunk, ast.Partitive) and text == "any number of" and not found.direct:
            found.filters["any_number"] = 1  # of the noun phrase that follows (355.13)
        elif any_number(chunk, words) and found.direct is None:
            found.direct, found.filters["any_number"] = chunk.parts[1], 1
        elif _total_bound(chunk, found, words):  # "with total Might" "4 or less"
            found.filters["total_might"] = number(words[0].text)
        elif text in ("here", "there"):  # an adverb, or a one-word noun phrase after "to …"
            found.location = text
        elif text == "anywhere" and found.direct is not None and found.location is None:
            found.location = "anywhere"  # "a friendly unit anywhere": wherever it is
        elif [w.kind for w in words] == ["EACH", "SIGNED_MIGHT"]:  # "two units each +2 [M]"
            found.might = signed(words[1].text)
        elif isinstance(chunk, Word) and chunk.kind == "PARTICIPLE" and text in _ROLES:
            found.filters["role"] = _ROLES[text]  # "a unit attacking"
        elif "for" in found.by_preposition and found.listed is None and (listed := _listed(chunk)):
            found.listed = listed  # "for each of the following tags"
        elif is_noun_phrase(chunk) and found.direct is None:
            found.direct = chunk
        elif is_noun_phrase(chunk) and my_keywords(chunk) and not found.keywords_of:
            found.keywords_of = True  # the second object: "give a unit my keywords"
        elif isinstance(chunk, ast.Amount) and words[0].kind == "SYMBOLS" and len(words) == 1:
            found.symbols = words[0].text
        elif isinstance(chunk, ast.Amount) and words[0].kind == "SIGNED_MIGHT":
            found.might = signed(words[0].text) if words[0].text[1:2].isdigit() else None
            found.might_equal = words[0].text.startswith("+") and found.might is None
        elif isinstance(chunk, Word) and chunk.kind == "ADVERB_PHRASE" and text == "this turn":
            found.this_turn = True
        elif isinstance(chunk, Word) and chunk.kind == "ADVERB_PHRASE" and text == "this combat":
            found.this_combat = True
        elif isinstance(chunk, Word) and chunk.kind == "THIS_WAY" and _revealed(chunk):
            found.revealed = True
        elif isinstance(chunk, Word) and chunk.kind == "EXHAUSTED":
            found.exhausted = True
        elif isinstance(chunk, Word) and chunk.kind == "KEYWORD":
            found.keywords.append(chunk.text)
        elif isinstance(chunk, ast.Quoted) and found.quoted is None:
            found.quoted = chunk
        elif isinstance(chunk, ast.AsPhrase) and text == "as damage":
            found.as_damage = True
        else:
            raise NotCompiled(Construct.CLAUSE_PART, f"{text!r} not compiled in this clause")
    if pending is not None:
        raise NotCompiled(Construct.CLAUSE_PART, f"{pending!r} with nothing after it")
    if [to_text(n).casefold() for n in found.by_preposition.get("in", [])] == ["combat"]:
        del found.by_preposition["in"]  # "all enemy units in combat" (740.2.c)
        found.filters["role"] = "combat"
    at = found.by_preposition.pop("at", None) or found.by_preposition.pop("in", None)
    if at is not None and not locating:
        found.by_preposition["at"] = at
    elif at is not None and _words(at) in ("your trash", "their trash"):
        found.by_preposition.setdefault("from", at)  # "a unit in your trash": from it
    elif at is not None and (company := _company(at)) is not None:
        found.location, found.filters["company"] = "battlefield", company
    elif at is not None and (ends := moved_ends(at) or in_a_showdown(at)) is not None:
        found.filters["at"] = ends  # "at a battlefield I moved to or from", "in a showdown"
    elif at is not None and (relative := _RELATIVE.get(_words(at))) is not None:
        found.filters[relative[0]] = relative[1]
    elif at is not None:
        where = location_of([ast.PrepPhrase(parts=()), *at]) or location_of(
            [Word(kind="AT", text="at"), *at]
        )
        if where is None:
            raise NotCompiled(
                Construct.LOCATION, f"location {' '.join(to_text(n) for n in at)!r} not compiled"
            )
        found.location = where
    might = " ".join(to_text(n) for n in found.by_preposition.get("with", [])).casefold()
    if bound := re.fullmatch(r"(\d+) \[m\] or (less|more)", might):
        found.filters["max_might" if bound[2] == "less" else "min_might"] = int(bound[1])
        del found.by_preposition["with"]
    elif might in ("total might", "a total might of") and "total_might" in found.filters:
        del found.by_preposition["with"]
    elif might == "[temporary]":  # "Units here with [Temporary]" (816)
        found.filters["temporary"] = True
        del found.by_preposition["with"]
    elif might == "the same controller":  # as the unit chosen before ("a unit and an Equipment …")
        if "any_number" in found.filters:  # a group with one controller: not compiled
            raise NotCompiled(
                Construct.NOUN_PHRASE, "'any number of … with the same controller' not compiled"
            )
        found.filters["controlled_by"] = ControllerOf(Chosen())
        del found.by_preposition["with"]
    _than(found, might)
    without = " ".join(to_text(n) for n in found.by_preposition.pop("without", [])).casefold()
    if without == "[temporary]":  # "a friendly unit without [Temporary]"
        found.filters["temporary"] = False
    elif without:
        raise NotCompiled(Construct.NOUN_PHRASE, f"'without {without}' not compiled")
    if each_with and not {"max_might", "min_might"} & set(found.filters):
        raise NotCompiled(Construct.REFERENCE, "'each' not compiled in this clause")
    return found


def _listed(chunk: Node) -> tuple[str, ...] | None:
    """The tags a listing noun phrase names ("the following tags — Bird, Cat, Dog, and
    Poro", read from the IR: :func:`riftrules.effects.ir_counts.listed_tags`), else None."""
    from riftrules.effects.ir_counts import listed_tags
    from riftrules.ir.reader import IRError, read_noun_phrase

    if not isinstance(chunk, ast.NounPhrase):
        return None
    try:
        return listed_tags(read_noun_phrase(chunk))
    except IRError:
        return None


# "Stun a friendly unit and an enemy unit at the same battlefield" is read (compiler's
# ``_same_battlefield``) as "a friendly unit at <WITH_NEXT an enemy unit>" and "an enemy unit
# at <SAME_AS_CHOSEN>": words no card says, so that no card text is read this way by mistake
WITH_NEXT = "a battlefield holding the next target,"
# "Move a friendly unit to or from its base": one destination (the compiler's
# ``_to_or_from_base``)
TO_OR_FROM_BASE = "its base, or from its base"
SAME_AS_CHOSEN = "the battlefield of the target chosen before"


def _company(at: list[Node]) -> Selector | None:
    """What the battlefield of the first of a group "at the same battlefield" must hold."""
    if len(at) != 1 or not isinstance(at[0], ast.NounPhrase) or len(at[0].parts) != 2:
        return None
    mark, other = at[0].parts
    if not isinstance(mark, Word) or mark.text != WITH_NEXT:
        return None
    found = select(other)
    if not isinstance(found, Choose) or not isinstance(found.of, Permanents) or found.count != 1:
        raise NotCompiled(
            Construct.LOCATION, f"{to_text(other)!r} at the same battlefield not compiled"
        )
    return found.of


# "at …" a location named by another object: the same as it, or a different one (107.1)
_RELATIVE: dict[str, tuple[str, object]] = {
    SAME_AS_CHOSEN: ("near", Chosen()),  # "… and an enemy unit at the same battlefield"
    "its location": ("near", It()),  # "… and stun an enemy unit at its location"
    "its destination": ("near", It()),  # "Move an enemy unit. Then … at its destination"
    "a different location": ("apart", ChosenElseSelf()),  # than the one chosen, else mine
    "another location": ("apart", ChosenElseSelf()),  # "a unit you control at another location"
    "the same location": ("together", 1),  # "up to three units at the same location"
    "each location": ("one_each", 1),  # "up to one enemy unit at each location"
    "that battlefield": ("at", ThatBattlefield()),  # the one chosen, else the event's
}


def _combat_keyword(chunks: list[Node]) -> str | None:
    """The combat keyword "with" names, read from the IR ("with [Tank]"); None otherwise."""
    from riftrules.ir import IRError
    from riftrules.ir.nodes import Keyword
    from riftrules.ir.reader import read_complement

    if len(chunks) != 1:
        return None
    try:
        said = read_complement(chunks[0])
    except IRError:
        return None
    if not isinstance(said, Keyword) or said.value is not None or said.name not in COMBAT:
        return None
    return said.name


def _revealed(chunk: Node) -> bool:
    """ "revealed this way" (the IR: the state "revealed" of this way)."""
    from riftrules.effects.ir_looked import revealed_this_way
    from riftrules.ir import IRError
    from riftrules.ir.reader import read_complement

    try:
        return revealed_this_way(read_complement(chunk))
    except IRError:
        return False


def _words(chunks: list[Node]) -> str:
    return " ".join(to_text(n) for n in chunks).casefold()


def described(subject: list[Node], keyword: bool = False) -> Selector | None:
    """What a sentence's subject of several chunks selects ("Enemy units here with less Might
    than me"): a noun phrase and where / which ones; None if it says anything else.
    ``keyword``: "with [Tank]" read as the units with that combat keyword ("Units here with
    [Tank] have +1 [M]")."""
    try:
        found = roles(subject)
    except NotCompiled:
        return None
    named = _combat_keyword(found.by_preposition.get("with", [])) if keyword else None
    if named is not None:
        found.filters["keyword"] = named  # "Units here with [Tank]"
        del found.by_preposition["with"]
    others = (found.count, found.might, found.symbols, found.costing, found.exhausted)
    if found.direct is not subject[0] or found.by_preposition or any(o is not None for o in others):
        return None
    if found.this_turn or found.keywords or found.might_equal or found.one_of:
        return None
    return select(found.direct, found.location, **found.filters)


def _up_to_of(text: str) -> int | None:
    """ "up to two of" (them): how many, at most."""
    found = re.fullmatch(r"up to (\w+) of", text)
    return number(found[1]) if found else None


def any_number(chunk: Node, words: list[Word]) -> bool:
    """Is ``chunk`` "any number of" a noun phrase ("Kill any number of units …", 355.13)?"""
    return (
        isinstance(chunk, ast.Partitive)
        and words[0].text.casefold() == "any number of"
        and len(chunk.parts) == 2
        and is_noun_phrase(chunk.parts[1])
    )


def _total_bound(chunk: Node, found: Roles, words: list[Word]) -> bool:
    """Is ``chunk`` the "4 or less" after "with total Might" / "with a total Might of"?"""
    said = " ".join(to_text(n) for n in found.by_preposition.get("with", [])).casefold()
    return (
        said in ("total might", "a total might")
        and isinstance(chunk, ast.Counted)
        and [w.kind for w in words] == ["NUMBER", "COMPARISON"]
        and words[1].text.casefold() == "or less"
        and "total_might" not in found.filters
    )


def _than(found: Roles, might: str) -> None:
    """ "… with less Might than me / than it / than the chosen unit": a bound relative to
    that unit's Might, read as the phrase is matched (``less_might_than``)."""
    than = found.by_preposition.pop("than", None)
    if than is None:
        return
    if might != "less might" or len(than) != 1 or not is_noun_phrase(than[0]):
        words = " ".join(to_text(n) for n in than)
        raise NotCompiled(Construct.NOUN_PHRASE, f"'with {might} than {words}' not compiled")
    reference = select(than[0])
    if isinstance(reference, Choose):  # a choice per unit compared: not what the words say
        raise NotCompiled(
            Construct.NOUN_PHRASE, f"'less Might than {to_text(than[0])}' not compiled"
        )
    del found.by_preposition["with"]
    found.filters["less_might_than"] = reference


def _top_cards(chunk: Node, found: Roles, words: list[Word]) -> bool:
    """Is ``chunk`` the "2 cards" of "the top 2 cards" (after the direct object "the top")?"""
    return (
        isinstance(chunk, ast.Counted)
        and found.count is None
        and found.direct is not None
        and to_text(found.direct).casefold() == "the top"
        and len(words) == 2
        and words[0].kind in ("NUMBER", "NUMBER_WORD")
        and words[1].text.casefold() in ("card", "cards")
    )


_ROLES = {"attacking": "attacker", "defending": "defender"}


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
                Construct.NOUN_PHRASE, f"'up to {n} of {to_text(found.direct)}' not compiled"
            )
        return Choose(Permanents(among=them), count=n, up_to=True)  # type: ignore[arg-type]
    return select(found.direct, found.location, found.one_of, **found.filters)


_MY_KEYWORDS = NounPhrase(possessor="me", attributes=("keyword",))


def my_keywords(chunk: Node) -> bool:
    """ "my keywords" (the IR: a noun phrase of the attribute "keyword", possessed by me)."""
    from riftrules.ir import IRError
    from riftrules.ir.reader import read_noun_phrase

    try:
        return read_noun_phrase(chunk) == _MY_KEYWORDS
    except IRError:
        return False


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
    }
    extra = [name for name, present in used.items() if present and name not in allowed]
    extra += [f"'{p} …'" for p in found.by_preposition if p not in allowed]
    if extra:
        raise NotCompiled(Construct.CLAUSE_PART, f"{', '.join(extra)} not compiled here")


_COST_NOUNS = {"with cost": None, "with energy cost": "energy", "with power cost": "power"}


def costing(objects: list[Node]) -> tuple[list[Node], tuple[object, ...] | None]:
    """ "… with cost no more than [3] and no more than [A]", "… with Energy cost no more than
    [2]": the most Energy and Power of the card's cost, "… with Energy cost no more than my
    Might" (a value), "… with Energy cost [4] or more" (the least Energy): the arguments of
    :class:`Costing` after what it narrows (the words are taken out)."""
    texts = [to_text(o).casefold() for o in objects]
    start = next((i for i, t in enumerate(texts) if t in _COST_NOUNS), None)
    if start is None:
        return objects, None
    energy: int | None = None
    power: int | None = None
    end = start + 1
    energy_only = _COST_NOUNS[texts[start]] == "energy"
    if energy_only and texts[end : end + 2] == ["no more than", "my might"]:
        return [*objects[:start], *objects[end + 2 :]], (MightOf(Self()), None)
    least = re.fullmatch(r"\[(\d+)\] or more", texts[end] if end < len(texts) else "")
    if energy_only and least:  # "with Energy cost [4] or more"
        return [*objects[:start], *objects[end + 1 :]], (None, None, int(least[1]))
    while texts[end : end + 1] == ["no more than"] and end + 1 < len(objects):
        amount = objects[end + 1]
        if not isinstance(amount, ast.Amount):
            break
        e, p, domains = resources(to_text(amount))
        if domains or (e and p) or _COST_NOUNS[texts[start]] == ("power" if e else "energy"):
            raise NotCompiled(
                Construct.CLAUSE_PART, f"a cost no more than {to_text(amount)!r} not compiled"
            )
        energy, power = (e, power) if not p else (energy, p)
        end += 2
    if end == start + 1:
        raise NotCompiled(Construct.CLAUSE_PART, f"{texts[start]!r} not compiled")
    return [*objects[:start], *objects[end:]], (energy, power)
