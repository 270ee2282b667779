"""Reading a run: which chunks belong to which verb.

The grammar keeps a run flat (see ``grammar/card.lark``): verbs, noun phrases, prepositional
phrases and amounts in a row, with joints between clauses. This module reads it the way the
templating means it: a joint (",", "and", "then", "if" …) may open a new clause; the chunks
before a clause's verb are its subject and auxiliaries, those after it its complements. A
segment without a verb continues the clause before it ("deal 2 to a unit and 1 to another":
an elided verb; "a unit and a gear": one more object).
"""

from __future__ import annotations

from dataclasses import dataclass, field, replace

from riftrules.cardtext import ast
from riftrules.cardtext.nodes import Branch, Node, Word
from riftrules.cardtext.rules_invoked import _IRREGULAR
from riftrules.ir import reader
from riftrules.ir.lexicon import LEXICON, tag_named
from riftrules.ir.nodes import (
    LISTING,
    Adverb,
    Complement,
    Conjunction,
    NounPhrase,
    Prepositional,
    conjunction,
)

VERB_KINDS = {
    "VERB",
    "EXHAUST",
    "PLAY",
    "ATTACK",
    "DEFEND",
    "HOLD",
    "CONQUER",
    "MOVE",
    "COST",
    "CONTROL",
    "BUFF",
    "COUNTER",
    "DO",
    "BE",
    "HAVE",
    "SCORE",
    "KEYWORD_VERB",
    "PAST_VERB",  # the regular past of a verb the grammar does not know: "rallied"
}


@dataclass
class Clause:
    """One verb and what hangs on it, as the card text says it."""

    joint: str = ""  # the words joining it to the clause before: "", ",", "and", ", then", "if"
    subject: list[Node] = field(default_factory=list)
    auxiliaries: list[Word] = field(default_factory=list)
    verb: Word | None = None
    objects: list[Node] = field(default_factory=list)  # what follows the verb, in order

    @property
    def lemma(self) -> str:
        return lemma(self.verb) if self.verb else ""


def lemma(word: Word) -> str:
    """A verb's dictionary form: "dealt" -> "deal", "[Burn 3]" -> "burn", "readies" -> "ready".

    Endings are taken off only when what is left is a verb the card text uses (``LEMMAS``),
    so "discard" stays "discard"."""
    text = word.text.casefold()
    if word.kind == "KEYWORD_VERB":
        return text.strip("[]").split(" ")[0]
    if text in _IRREGULAR:
        return _IRREGULAR[text]
    if text in LEMMAS:
        return text
    for ending, replacement in (
        ("ies", "y"),
        ("ied", "y"),
        ("ning", "n"),
        ("ned", "n"),
        ("ping", "p"),
        ("ped", "p"),
        ("ing", ""),
        ("ing", "e"),
        ("es", ""),
        ("ed", ""),
        ("ed", "e"),
        ("s", ""),
        ("d", ""),
    ):
        if text.endswith(ending):
            stem = text[: len(text) - len(ending)] + replacement
            if stem in LEMMAS:
                return stem
    return text


# the verbs card text uses: the IR's lexicon (one list, kept as data in ir/lexicon.json)
LEMMAS = frozenset(LEXICON["verbs"])


def clauses(run: Branch) -> list[Clause]:
    """The clauses of a run (or tight run), in order."""
    result: list[Clause] = []
    current = Clause()
    parts = _combat_players(list(run.parts))
    for part in _relatives(_split(_costs(_tag_choice(_tags(_kinds(parts)))))):
        if isinstance(part, (ast.Joint, ast.TightJoint)) or (
            isinstance(part, Word) and part.kind == "DO_THIS"
        ):
            _close(current, result)
            current = Clause(joint=_said(part))
            continue
        verb = _verb_of(part)
        if verb is not None and _relative_state(current, verb):
            current.objects.append(part)  # "something else that's exhausted": one object
            continue
        if verb is not None and current.lemma == "become" and not current.objects:
            current.objects.append(part)  # "I become ready": a state, not a second verb
            continue
        if verb is not None and current.verb is None:
            current.verb = verb
            if isinstance(part, (ast.VerbPhrase, ast.Ready)):
                current.objects.extend(p for p in part.parts[1:])
            continue
        if verb is not None:  # a second verb with no joint: "… you may pay [1] to draw 1"
            _close(current, result)
            current = Clause(verb=verb)
            if isinstance(part, (ast.VerbPhrase, ast.Ready)):
                current.objects.extend(part.parts[1:])
            continue
        if current.verb is None:
            if isinstance(part, Word) and part.kind in ("AUX", "NOT"):
                current.auxiliaries.append(part)
            else:
                current.subject.append(part)
        else:
            current.objects.append(part)
    _close(current, result)
    return result


def _kinds(parts: list[Node]) -> list[Node]:
    """ "all units and gear", "a unit or gear", "another friendly gear, unit, or facedown
    card": one noun phrase naming several kinds (its noun a word "units and gear"), not
    several clauses."""
    found = list(parts)
    for i, first in enumerate(found):
        if not isinstance(first, (ast.NounPhrase, ast.Counted)):
            continue
        if not isinstance(first.parts[-1], Word):
            continue
        nouns, end = [_listed_noun(first.parts[-1])], i + 1
        joint: Conjunction | None = None
        while end + 1 < len(found) and isinstance(found[end], ast.Joint):
            if not isinstance(found[end + 1], ast.BareNounPhrase):
                break
            nouns.append(_listed_noun(found[end + 1]))
            said = conjunction(_said(found[end]))
            joint = said if said in LISTING else None
            end += 2
            if joint is not Conjunction.COMMA:
                break
        if joint is Conjunction.AND_OR and len(nouns) == 2:
            joint = Conjunction.AND  # "3 other friendly units and/or gear": either kind
        noun = _listed(nouns, joint)
        if noun is not None:
            both = Word(kind="NOUN", text=noun)
            found[i:end] = [type(first)(parts=(*first.parts[:-1], both))]
            break
    return found


def _listed_noun(node: Node) -> str | None:
    """A kind in a list: its noun and the adjectives before it ("gear", "facedown card"), by
    their words as the lexicon writes them; None for another phrase."""
    if any(w.kind not in ("NOUN", "ADJECTIVE") for w in node.words()):
        return None
    return _said(node)


def _said(node: Node) -> str:
    """The words of a chunk, case-folded, as the lexicon keys them (a joint's ", or")."""
    return " ".join(w.text.casefold() for w in node.words())


def _listed(nouns: list[str | None], joint: Conjunction | None) -> str | None:
    """Kinds listed with a final joint ("a unit or gear", "a legend, unit, or gear"): the noun
    the lexicon has for the list (``nouns``, None where a phrase is no kind; in another order,
    ``noun_orders``), if it has one."""
    kinds = [noun for noun in nouns if noun is not None]
    if len(kinds) < 2 or len(kinds) < len(nouns) or not joint:
        return None
    if len(kinds) == 2:
        said = f"{kinds[0]} {joint} {kinds[1]}"
    else:
        said = f"{', '.join(kinds[:-1])}, {joint} {kinds[-1]}"
    said = LEXICON["noun_orders"].get(said, said)
    return said if said in LEXICON["nouns"] else None


def _combat_players(parts: list[Node]) -> list[Node]:
    """ "the attacker and defender each [Add] [1]" (464.2.c): one subject naming both players
    of the combat ("defender" is not the verb "defend", "each [Add]" no noun phrase), "each"
    saying that each of them does it. Read from the IR and the lexicon: "the attacker" (the
    state "attacking"), "and", a word whose state is "defending", the lexicon's noun for the
    two."""
    found = list(parts)
    for i in range(len(found) - 3):
        head, joint, second, rest = found[i : i + 4]
        tail, defender = list(rest.words()), list(second.words())
        if not isinstance(head, ast.NounPhrase) or word_kinds(joint) != ["AND"]:
            continue
        if [w.kind for w in tail[:2]] != ["EACH", "KEYWORD"] or tail[1].text != "[Add]":
            continue
        if len(defender) != 1 or LEXICON["states"].get(defender[0].text.casefold()) != "defending":
            continue
        if not tail[2:] or reader.complement_or_none(head) != _THE_ATTACKER:
            continue
        said = " ".join(w.text for w in (head.parts[-1], *joint.words(), defender[0]))
        if said.casefold() not in LEXICON["nouns"]:
            continue
        subject = ast.NounPhrase(parts=(head.parts[0], Word(kind="NOUN", text=said.casefold())))
        verb = ast.VerbPhrase(parts=(Word(kind="KEYWORD_VERB", text=tail[1].text),))
        found[i : i + 4] = [subject, verb, ast.Amount(parts=tuple(tail[2:]))]
        break
    return found


_THE_ATTACKER = NounPhrase(quantifier="the", states=("attacking",))


def word_kinds(node: Node) -> list[str]:
    """The grammar's kinds of a chunk's words (a joint's: ``["COMMA"]``, ``["AND", "IF"]``)."""
    return [w.kind for w in node.words()]


# the most words a relative clause of the lexicon has ("where there's a unit with the same
# controller")
_LONGEST_RELATIVE = max(len(said.split()) for said in LEXICON["relatives"])


def _relatives(parts: list[Node]) -> list[Node]:
    """ "a unit you control", "a spell that costs [5] or more", "each Equipment attached to me",
    "a battlefield where you have units", "a battlefield I moved to or from", "a unit that's
    [Empowered]": a noun phrase and the chunks after it that say one of the lexicon's relative
    clauses (``relatives``) are one noun phrase (its last word, of kind ``RELATIVE``; what
    follows stays in the clause), not a second clause."""
    found = list(parts)
    i = 0
    while i < len(found):
        head = found[i]
        end = _relative_end(found, i) if _takes_relative(head) else 0
        if end:
            said = " ".join(w.text for part in found[i + 1 : end] for w in part.words())
            relative = Word(kind="RELATIVE", text=said)
            if isinstance(head, ast.PrepPhrase):  # "the number of units you control"
                *before, noun = head.parts
                with_it = ast.BareNounPhrase(parts=(*noun.parts, relative))  # type: ignore[attr-defined]
                found[i:end] = [ast.PrepPhrase(parts=(*before, with_it))]
            else:
                found[i:end] = [ast.NounPhrase(parts=(*head.parts, relative))]
        i += 1
    return found


def _takes_relative(chunk: Node) -> bool:
    """Can a relative clause follow ``chunk``: a noun phrase, a count of a noun, or a
    preposition with its noun ("of units" you control)?"""
    if isinstance(chunk, (ast.NounPhrase, ast.BareNounPhrase, ast.Counted)):
        return True
    return isinstance(chunk, ast.PrepPhrase) and isinstance(chunk.parts[-1], ast.BareNounPhrase)


def _relative_end(found: list[Node], i: int) -> int:
    """Where the longest relative clause of the lexicon after the chunk at ``i`` ends; 0 if
    none follows it."""
    for end in range(min(len(found), i + 1 + _LONGEST_RELATIVE), i + 1, -1):
        said = " ".join(w.text for part in found[i + 1 : end] for w in part.words())
        if said.casefold() in LEXICON["relatives"]:
            return end
    return 0


def _split(parts: list[Node]) -> list[Node]:
    """ "deal 5 damage split among …": two chunks of one word each, a verb and the word after
    it, that make a preposition of the lexicon ("split among", 355.14) are that preposition,
    not a second verb."""
    found = list(parts)
    for i in range(len(found) - 1):
        words = [w for p in found[i : i + 2] for w in p.words()]
        said = " ".join(w.text for w in words).casefold()
        if len(words) == 2 and words[0].kind == "VERB" and said in LEXICON["prepositions"]:
            found[i : i + 2] = [ast.PrepPhrase(parts=(Word(kind="PREPOSITION", text=said),))]
            break
    return found


def _costs(parts: list[Node]) -> list[Node]:
    """ "with Energy cost no more than [3] and Power cost no more than [A]": one filter, "with
    cost no more than [3] and no more than [A]", not a second clause about "Power cost" (read
    from the IR: "with" Energy cost, a bound, "and", Power cost, the same bound)."""
    found = list(parts)
    for i in range(len(found) - 6):
        with_energy, bound, _, joint, power, again = found[i : i + 6]
        if word_kinds(joint) != ["AND"] or not isinstance(power, ast.BareNounPhrase):
            continue
        if not all(isinstance(p, ast.PrepPhrase) for p in (with_energy, bound, again)):
            continue
        said = [reader.complement_or_none(p) for p in (with_energy, bound, power, again)]
        if said[0] != _WITH_ENERGY_COST or said[2] != _POWER_COST or said[1] != said[3]:
            continue
        cost = ast.BareNounPhrase(parts=(Word(kind="NOUN", text="cost"),))
        with_cost = ast.PrepPhrase(parts=(Word(kind="PREPOSITION", text="with"), cost))
        found[i : i + 7] = [with_cost, *found[i + 1 : i + 3], *found[i + 5 : i + 7]]
        break
    return found


_WITH_ENERGY_COST = Prepositional(
    preposition="with", object=NounPhrase(quantities=("energy-cost",))
)
_POWER_COST = NounPhrase(quantities=("power-cost",))


def _tags(parts: list[Node]) -> list[Node]:
    """ "a Bird, Cat, Dog, or Poro": one noun phrase naming any of those tags (its noun a word
    of kind ``TAGS``, "Bird|Cat|Dog|Poro"), not four clauses."""
    found = list(parts)
    for i, first in enumerate(found):
        if not isinstance(first, ast.NounPhrase) or len(first.parts) != 2:
            continue
        listed = _tag_list(list(first.parts[1:]), found, i + 1)
        if listed is not None:
            word = Word(kind="TAGS", text=listed[0])
            found[i : listed[1]] = [ast.NounPhrase(parts=(first.parts[0], word))]
            break
    return found


def _tag_choice(parts: list[Node]) -> list[Node]:
    """ "choose Bird, Cat, Dog, or Poro": one verb whose object names those tags, one of which is
    chosen (a bare noun phrase whose word is of kind ``TAGS``), not four clauses."""
    found = list(parts)
    for i, first in enumerate(found):
        if not isinstance(first, ast.VerbPhrase) or len(first.parts) != 2:
            continue
        verb, named = first.parts
        if not isinstance(verb, Word) or not isinstance(named, ast.BareNounPhrase):
            continue
        listed = _tag_list(list(named.words()), found, i + 1)
        if listed is not None:
            word = Word(kind="TAGS", text=listed[0])
            found[i : listed[1]] = [ast.VerbPhrase(parts=(verb, ast.BareNounPhrase(parts=(word,))))]
            break
    return found


def _tag_list(first: list[Node], found: list[Node], start: int) -> tuple[str, int] | None:
    """A list of tags whose first item is ``first`` (one word) and whose others are the bare
    noun phrases of one word after ``start``, joined by commas and a last "or" (by the joints'
    kinds): the ``TAGS`` word's text ("Bird|Cat|Dog|Poro") and where the list ends; None for
    another list."""
    names, end, joint = [first], start, []
    while end + 1 < len(found) and isinstance(found[end], ast.Joint):
        if not isinstance(found[end + 1], ast.BareNounPhrase):
            break
        joint = [w.kind for w in found[end].words()]
        names.append(list(found[end + 1].words()))
        end += 2
        if "OR" in joint:
            break
    tags = [
        tag_named(w[0].text.casefold()) if len(w) == 1 and isinstance(w[0], Word) else None
        for w in names
    ]
    if len(tags) > 1 and None not in tags and "OR" in joint:
        return "|".join(t for t in tags if t), end
    return None


def _relative_state(clause: Clause, verb: Word) -> bool:
    """ "ready something else that's exhausted": a "be" after "something"
    (:func:`something_before`) is its relative clause."""
    if clause.verb is None or verb.kind != "BE":
        return False
    return something_before(clause.objects)


def _verb_of(part: Node) -> Word | None:
    if isinstance(part, (ast.VerbPhrase, ast.Ready)):
        first = part.parts[0]
        return first if isinstance(first, Word) else None
    if isinstance(part, Word) and part.kind in VERB_KINDS:
        return part
    if isinstance(part, Word) and part.kind == "KEYWORD" and _permission_verb(part):
        return part  # "I can [Ambush] to a battlefield …" (822)
    return None


def _permission_verb(word: Word) -> bool:
    """A permission keyword said as a verb ("[Ambush]": the lexicon's ``permission_verbs``)."""
    return word.text.strip("[]") in LEXICON["permission_verbs"]


def _close(clause: Clause, result: list[Clause]) -> None:
    if clause.verb is None and result and (clause.subject or clause.auxiliaries):
        previous = result[-1]  # no verb: more objects for the clause before, or its verb elided
        clause.verb = previous.verb
        clause.objects, clause.subject = clause.subject, []
    if clause.verb is not None or clause.subject:
        result.append(clause)


_SOMETHING = NounPhrase(reference="something")
_ME = NounPhrase(reference="self")
_ELSE = Adverb(word="else")


def read_objects(objects: list[Node]) -> list[Complement | None] | None:
    """Each object's IR, a preposition standing alone taking the noun phrase after it (as the
    reader's complements do): that phrase's place holds None."""
    try:
        read = [reader.read_complement(o) for o in objects]
    except reader.IRError:
        return None
    for i, said in enumerate(read[:-1]):
        after = read[i + 1]
        if (
            isinstance(said, Prepositional)
            and said.object is None
            and isinstance(after, NounPhrase)
        ):
            read[i : i + 2] = [replace(said, object=after), None]
    return read


def _other(said: Complement | None) -> bool:
    """ "else", "besides me": not the source."""
    if said == _ELSE:
        return True
    return isinstance(said, Prepositional) and (said.preposition, said.object) == ("besides", _ME)


def something_head(read: list[Complement | None]) -> tuple[bool, int] | None:
    """Whether the objects begin "something" ("else" / "besides me"): (other, its length)."""
    if not read or read[0] != _SOMETHING:
        return None
    other = len(read) > 1 and _other(read[1])
    if not other:
        return False, 1
    return True, 3 if len(read) > 2 and read[2] is None else 2


def something_before(objects: list[Node]) -> bool:
    """Do the objects so far end in "something" (with "else" or "besides me")? If so, a "be"
    after them is their relative clause ("ready something else that's exhausted"), not a
    clause of its own (:mod:`riftrules.effects.clause_objects` reads what they select)."""
    read = read_objects(objects[-3:])
    if read is None:
        return False
    for start in range(len(read)):
        head = something_head(read[start:])
        if head is not None and start + head[1] == len(read):
            return True
    return False
