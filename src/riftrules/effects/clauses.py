"""Reading a run: which chunks belong to which verb.

The grammar keeps a run flat (see ``grammar/card.lark``): verbs, noun phrases, prepositional
phrases and amounts in a row, with joints between clauses. This module reads it the way the
templating means it: a joint (",", "and", "then", "if" …) may open a new clause; the chunks
before a clause's verb are its subject and auxiliaries, those after it its complements. A
segment without a verb continues the clause before it ("deal 2 to a unit and 1 to another":
an elided verb; "a unit and a gear": one more object).
"""

from __future__ import annotations

from dataclasses import dataclass, field

from riftrules.cardtext import ast
from riftrules.cardtext.nodes import Branch, Node, Word
from riftrules.cardtext.printer import to_text
from riftrules.ir.lexicon import LEXICON

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
    from riftrules.cardtext.rules_invoked import _IRREGULAR

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
    parts = _moved(_marked(_combat_players(_allies(run.parts))))
    for part in _that_are(_split(_costs(_attached(_where(_tag_choice(_tags(_kinds(parts)))))))):
        if isinstance(part, (ast.Joint, ast.TightJoint)) or (
            isinstance(part, Word) and part.kind == "DO_THIS"
        ):
            _close(current, result)
            current = Clause(joint=" ".join(w.text.casefold() for w in part.words()))
            continue
        verb = _verb_of(part)
        if verb is not None and _relative(current, verb):
            continue
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


# the card types a list names, and the final joint: the noun they make together
_LISTED = {
    (("unit", "gear"), "or"): "unit or gear",
    (("gear", "unit"), "or"): "unit or gear",
    (("units", "gear"), "and"): "units and gear",
    (("gear", "unit", "facedown card"), "or"): "unit, gear, or facedown card",
    (("units", "gear", "runes"), "and/or"): "units, gear, and/or runes",
}


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
        nouns, end, joint = [to_text(first.parts[-1]).casefold()], i + 1, ""
        while end + 1 < len(found) and isinstance(found[end], ast.Joint):
            if not isinstance(found[end + 1], ast.BareNounPhrase):
                break
            nouns.append(to_text(found[end + 1]).casefold())
            joint = to_text(found[end]).casefold().removeprefix(", ")
            end += 2
            if joint != ",":
                break
        if joint == "and/or" and len(nouns) == 2:
            joint = "and"  # "3 other friendly units and/or gear": of either kind, as "and"
        noun = _LISTED.get((tuple(nouns), joint)) or _listed(nouns, joint)
        if noun is not None:
            both = Word(kind="NOUN", text=noun)
            found[i:end] = [type(first)(parts=(*first.parts[:-1], both))]
            break
    return found


def _listed(nouns: list[str], joint: str) -> str | None:
    """Three or more kinds listed with a final joint ("a legend, unit, or gear"): the noun the
    lexicon has for the list in that order, if it has one."""
    if len(nouns) < 3 or not joint:
        return None
    said = f"{', '.join(nouns[:-1])}, {joint} {nouns[-1]}"
    return said if said in LEXICON["nouns"] else None


def _marked(parts: list[Node]) -> list[Node]:
    """ "the damage marked on it": one noun phrase (its participle phrase a word of kind
    ``RELATIVE``), not a second clause whose verb is "mark"."""
    found = list(parts)
    for i in range(len(found) - 3):
        texts = [to_text(p).casefold() for p in found[i : i + 4]]
        if texts == ["the damage", "marked", "on", "it"] and isinstance(found[i], ast.NounPhrase):
            relative = Word(kind="RELATIVE", text="marked on it")
            found[i : i + 4] = [ast.NounPhrase(parts=(*found[i].parts, relative))]
            break
    return found


def _moved(parts: list[Node]) -> list[Node]:
    """ "a battlefield I moved to or from": one noun phrase (its relative clause — a pronoun,
    "move" and prepositions with no object, joined by "or" — a word of kind ``RELATIVE``), not a
    second clause whose verb is "move". Read by the chunks' kinds, not their printed text."""
    found = list(parts)

    def one(part: Node, *kinds: str) -> bool:
        words = list(part.words()) if isinstance(part, Branch) else [part]
        return len(words) == 1 and words[0].kind in kinds

    for i in range(len(found) - 3):
        head, who, verb = found[i : i + 3]
        if not isinstance(head, ast.NounPhrase) or not isinstance(who, ast.NounPhrase):
            continue
        if not one(who, "PRONOUN") or not isinstance(verb, ast.VerbPhrase) or not one(verb, "MOVE"):
            continue
        end = i + 3
        while end < len(found) and isinstance(found[end], ast.PrepPhrase) and one(found[end], *_TO):
            end += 1
            if end + 1 < len(found) and isinstance(found[end], ast.Joint) and one(found[end], "OR"):
                end += 1
        if end == i + 3 or not isinstance(found[end - 1], ast.PrepPhrase):
            continue
        text = " ".join(w.text for part in found[i + 1 : end] for w in part.words())
        found[i:end] = [ast.NounPhrase(parts=(*head.parts, Word(kind="RELATIVE", text=text)))]
        break
    return found


_TO = ("TO", "PREPOSITION")  # "to", "from": prepositions of a move (with no object here)


def _combat_players(parts: list[Node]) -> list[Node]:
    """ "the attacker and defender each [Add] [1]" (464.2.c): one subject naming both players
    of the combat ("defender" is not the verb "defend", "each [Add]" no noun phrase), "each"
    saying that each of them does it."""
    found = list(parts)
    for i in range(len(found) - 3):
        texts = [to_text(p).casefold() for p in found[i : i + 3]]
        tail = list(found[i + 3].words())
        kinds = [w.kind for w in tail[:2]]
        if texts != ["the attacker", "and", "defender"] or kinds != ["EACH", "KEYWORD"]:
            continue
        if tail[1].text != "[Add]" or not tail[2:]:
            continue
        both = Word(kind="NOUN", text="attacker and defender")
        subject = ast.NounPhrase(parts=(found[i].parts[0], both))
        verb = ast.VerbPhrase(parts=(Word(kind="KEYWORD_VERB", text="[Add]"),))
        found[i : i + 4] = [subject, verb, ast.Amount(parts=tuple(tail[2:]))]
        break
    return found


def _that_are(parts: list[Node]) -> list[Node]:
    """ "Your units that are [Empowered]", "a unit that's [Empowered]", "something that's
    [Empowered]": one noun phrase (its relative clause "that" + "be" + a keyword, a word of
    kind ``RELATIVE``), not a second clause whose verb is "be". Read by the words' kinds and
    the lexicon (the pronoun "that", the contraction "that's"), not their printed text."""
    found = list(parts)
    for i in range(len(found) - 2):
        if not isinstance(found[i], ast.NounPhrase):
            continue
        relative = _that_be(found[i + 1 : i + 4])
        if relative:
            text = " ".join(w.text for part in relative for w in part.words())
            said = Word(kind="RELATIVE", text=text)
            found[i : i + 1 + len(relative)] = [ast.NounPhrase(parts=(*found[i].parts, said))]
            break
    return found


def _that_be(after: list[Node]) -> list[Node]:
    """The chunks of a relative "that are [Keyword]" / "that's [Keyword]" opening ``after``;
    none for other chunks."""

    def be(part: Node) -> Word | None:
        words = list(part.words()) if isinstance(part, ast.VerbPhrase) else []
        return words[0] if len(words) == 1 and words[0].kind == "BE" else None

    def keyword(part: Node) -> bool:
        return isinstance(part, Word) and part.kind == "KEYWORD"

    first = after[0] if after else None
    if first is not None and (verb := be(first)) is not None:
        contracted = LEXICON["contractions"].get(verb.text.casefold())
        if contracted is not None and contracted[0] == "that" and keyword(after[1]):
            return after[:2]
        return []
    if isinstance(first, ast.NounPhrase) and len(after) == 3:
        words = list(first.words())
        pronoun = words[0] if len(words) == 1 and words[0].kind == "DEMONSTRATIVE" else None
        that = pronoun is not None and LEXICON["pronouns"].get(pronoun.text.casefold()) == "that"
        if that and be(after[1]) is not None and keyword(after[2]):
            return after[:3]
    return []


def _split(parts: list[Node]) -> list[Node]:
    """ "deal 5 damage split among …": "split among" is one preposition (355.14), not a
    second verb."""
    found = list(parts)
    for i in range(len(found) - 1):
        if [to_text(p).casefold() for p in found[i : i + 2]] == ["split", "among"]:
            found[i : i + 2] = [
                ast.PrepPhrase(parts=(Word(kind="PREPOSITION", text="split among"),))
            ]
            break
    return found


def _costs(parts: list[Node]) -> list[Node]:
    """ "with Energy cost no more than [3] and Power cost no more than [A]": one filter, "with
    cost no more than [3] and no more than [A]", not a second clause about "Power cost"."""
    found = list(parts)
    texts = [to_text(p).casefold() for p in found]
    for i in range(len(found) - 6):
        if texts[i : i + 2] == ["with energy cost", "no more than"] and texts[i + 3 : i + 6] == [
            "and",
            "power cost",
            "no more than",
        ]:
            cost = ast.BareNounPhrase(parts=(Word(kind="NOUN", text="cost"),))
            with_cost = ast.PrepPhrase(parts=(Word(kind="PREPOSITION", text="with"), cost))
            found[i : i + 7] = [with_cost, *found[i + 1 : i + 3], *found[i + 5 : i + 7]]
            break
    return found


def _attached(parts: list[Node]) -> list[Node]:
    """ "each Equipment attached to me": one noun phrase (its participle phrase a word of kind
    ``RELATIVE``), not a second clause whose verb is "attach"."""
    found = list(parts)
    for i in range(1, len(found) - 2):
        texts = [to_text(p).casefold() for p in found[i : i + 3]]
        if texts == ["attached", "to", "me"] and isinstance(found[i - 1], ast.NounPhrase):
            relative = Word(kind="RELATIVE", text="attached to me")
            found[i - 1 : i + 3] = [ast.NounPhrase(parts=(*found[i - 1].parts, relative))]
            break
    return found


def _where(parts: list[Node]) -> list[Node]:
    """ "a battlefield where you have units": one noun phrase (its relative clause a word of
    kind ``RELATIVE``), not two clauses joined by "where"."""
    found = list(parts)
    for i in range(len(found) - 3):
        texts = [to_text(p).casefold() for p in found[i : i + 4]]
        if texts[0] == "a battlefield" and texts[1:] == ["where", "you", "have units"]:
            relative = Word(kind="RELATIVE", text="where you have units")
            found[i : i + 4] = [ast.NounPhrase(parts=(*found[i].parts, relative))]
            break
        # "a location where there's a unit with the same controller" (as the unit moved)
        said = [to_text(p).casefold() for p in found[i : i + 6]]
        if said == ["a location", "where", "there's", "a unit", "with", "the same controller"]:
            relative = Word(kind="RELATIVE", text="where there's a unit with the same controller")
            found[i : i + 6] = [ast.NounPhrase(parts=(*found[i].parts, relative))]
            break
    return found


def _tags(parts: list[Node]) -> list[Node]:
    """ "a Bird, Cat, Dog, or Poro": one noun phrase naming any of those tags (its noun a word
    of kind ``TAGS``, "Bird|Cat|Dog|Poro"), not four clauses."""
    from riftrules.effects.targets import tag_named

    found = list(parts)
    for i, first in enumerate(found):
        if not isinstance(first, ast.NounPhrase) or len(first.parts) != 2:
            continue
        tags = [tag_named(to_text(first.parts[1]).casefold())]
        end = i + 1
        while end + 1 < len(found) and isinstance(found[end], ast.Joint):
            named = tag_named(to_text(found[end + 1]).casefold())
            if not isinstance(found[end + 1], ast.BareNounPhrase) or named is None:
                break
            tags.append(named)
            joint = to_text(found[end]).casefold()
            end += 2
            if joint.endswith("or"):
                break
        if len(tags) > 1 and None not in tags and to_text(found[end - 2]).casefold().endswith("or"):
            word = Word(kind="TAGS", text="|".join(t for t in tags if t))
            found[i:end] = [ast.NounPhrase(parts=(first.parts[0], word))]
            break
    return found


def _tag_choice(parts: list[Node]) -> list[Node]:
    """ "choose Bird, Cat, Dog, or Poro": one verb whose object names those tags, one of which is
    chosen (a bare noun phrase whose word is of kind ``TAGS``), not four clauses."""
    from riftrules.effects.targets import tag_named

    found = list(parts)
    for i, first in enumerate(found):
        if not isinstance(first, ast.VerbPhrase) or len(first.parts) != 2:
            continue
        verb, named = first.parts
        if not isinstance(verb, Word) or not isinstance(named, ast.BareNounPhrase):
            continue
        names = [list(named.words())]
        end, joint = i + 1, []
        while end + 1 < len(found) and isinstance(found[end], ast.Joint):
            if not isinstance(found[end + 1], ast.BareNounPhrase):
                break
            joint = [w.kind for w in found[end].words()]
            names.append(list(found[end + 1].words()))
            end += 2
            if "OR" in joint:
                break
        tags = [tag_named(w[0].text.casefold()) if len(w) == 1 else None for w in names]
        if len(tags) > 1 and None not in tags and "OR" in joint:
            word = Word(kind="TAGS", text="|".join(t for t in tags if t))
            found[i:end] = [ast.VerbPhrase(parts=(verb, ast.BareNounPhrase(parts=(word,))))]
            break
    return found


def _allies(parts: tuple[Node, ...]) -> list[Node]:
    """ "each battlefield you or allies control": one noun phrase (its relative clause a word of
    kind ``RELATIVE``), not two clauses joined by "or"."""
    found = list(parts)
    for i in range(len(found) - 4):
        texts = [to_text(p).casefold() for p in found[i + 1 : i + 5]]
        if texts == ["you", "or", "allies", "control"] and isinstance(found[i], ast.NounPhrase):
            relative = Word(kind="RELATIVE", text="you or allies control")
            found[i : i + 5] = [ast.NounPhrase(parts=(*found[i].parts, relative))]
            break
    return found


def _relative(clause: Clause, verb: Word) -> bool:
    """ "a unit you control", "a spell that costs [5] or more": a noun phrase, a pronoun and
    "control" (or "that costs") with no joint are one noun phrase (its last word, of kind
    ``RELATIVE``; what follows stays in the clause); True when ``verb`` was read so."""
    chunks = clause.objects if clause.verb is not None else clause.subject
    if len(chunks) < 2 or not isinstance(chunks[-2], (ast.NounPhrase, ast.Counted)):
        return False
    who = chunks[-1]
    if not (isinstance(who, ast.NounPhrase) and len(who.parts) == 1):
        return False
    pronoun = who.parts[0]
    if not isinstance(pronoun, Word):
        return False
    whose = (lemma(verb), pronoun.text.casefold())
    if whose not in (("control", "you"), ("control", "they"), ("control", "we"), ("cost", "that")):
        return False
    relative = Word(kind="RELATIVE", text=f"{pronoun.text} {verb.text}")
    chunks[-2:] = [ast.NounPhrase(parts=(*chunks[-2].parts, relative))]
    return True


def _relative_state(clause: Clause, verb: Word) -> bool:
    """ "ready something else that's exhausted": a "be" after "something" (the IR's reading,
    :func:`riftrules.effects.ir_objects.something_before`) is its relative clause."""
    from riftrules.effects.ir_objects import something_before

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
